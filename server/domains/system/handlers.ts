import { sql } from 'kysely';
import { ok } from '../../http/envelope';
import { handlers } from '../../http/handler';

export const systemHandlers = handlers({
  getHealth: async ({ db }) => {
    await sql`select 1`.execute(db);
    return ok({ status: 'ok' as const });
  },
});
