import { sql } from 'kysely';
import { ok } from '../../http/envelope';
import { handler, type HandlerMap } from '../../http/handler';

export const systemHandlers: HandlerMap = {
  getHealth: handler(async ({ db }) => {
    await sql`select 1`.execute(db);
    return ok({ status: 'ok', time: new Date().toISOString() });
  }),
};
