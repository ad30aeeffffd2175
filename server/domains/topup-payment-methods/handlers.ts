import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, TopupPaymentMethodsTable } from '../../db/schema';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { handler, type HandlerMap } from '../../http/handler';
import { imageUrl } from '../../http/image-url';

type TopupPaymentMethod = Selectable<TopupPaymentMethodsTable>;
type IdParams = { id: number };

const view = (method: TopupPaymentMethod, req: FastifyRequest) => ({ ...method, logo_full_url: imageUrl(req, method.logo) });

/** Sets the flag in one conditional update; setting it to what it already is changes nothing (not even updated_at). */
async function setActive(db: Kysely<Database>, id: number, isActive: 0 | 1): Promise<TopupPaymentMethod> {
  const row = await db
    .updateTable('topup_payment_methods')
    .set({
      is_active: isActive,
      updated_at: sql<Date>`case when is_active = ${isActive} then updated_at else now() end`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('Payment method');
  return row;
}

export const topupPaymentMethodHandlers: HandlerMap = {
  listTopupPaymentMethods: handler(async ({ db, req }) => {
    const rows = await db.selectFrom('topup_payment_methods').selectAll().orderBy('id', 'asc').execute();
    return ok({ data: rows.map((row) => view(row, req)) });
  }),
  activateTopupPaymentMethod: handler<unknown, unknown, IdParams>(async ({ db, params, req }) =>
    ok(view(await setActive(db, params.id, 1), req), 'Payment method activated successfully'),
  ),
  deactivateTopupPaymentMethod: handler<unknown, unknown, IdParams>(async ({ db, params, req }) =>
    ok(view(await setActive(db, params.id, 0), req), 'Payment method inactivated successfully'),
  ),
};
