import type { Migration, MigrationProvider } from 'kysely';
import { initialSchema } from './0001-initial-schema';
import { vouchersLeanInsert } from './0002-vouchers-lean-insert';
import { moneyGrade } from './0003-money-grade';
import { teamCustomersInsight } from './0005-team-customers-insight';

/** Versioned migrations, applied in name order at start. Never edit one that has shipped: add the next. */
const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-vouchers-lean-insert': vouchersLeanInsert,
  '0003-money-grade': moneyGrade,
  '0005-team-customers-insight': teamCustomersInsight,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
