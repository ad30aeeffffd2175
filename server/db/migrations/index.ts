import type { Migration, MigrationProvider } from 'kysely';
import { initialSchema } from './0001-initial-schema';

/** Versioned migrations, applied in name order at start. Never edit one that has shipped: add the next. */
const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
