import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, TopupPaymentMethodsTable } from '../../db/schema';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { handlers, type HandlerContext, type OperationId } from '../../http/handler';
import { imageUrl } from '../../http/image-url';

type TopupPaymentMethod = Selectable<TopupPaymentMethodsTable>;

const view = (method: TopupPaymentMethod, { req }: HandlerContext<OperationId>) => ({
  ...method,
  logo_full_url: imageUrl(req, method.logo),
  // The existing dashboard's name for it.
  payment_method: method.name,
});

/** Sets the flag in one conditional update; setting it to what it already is changes nothing (not even updated_at). */
async function setActive(db: Kysely<Database>, id: number, isActive: 0 | 1): Promise<TopupPaymentMethod> {
  const row = await db
    .updateTable('topup_payment_methods')
    .set({
      is_active: isActive,
      updated_at: sql<string>`case when is_active = ${isActive} then updated_at else now() end`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('paymentMethod');
  return row;
}

export const topupPaymentMethodHandlers = handlers({
  listTopupPaymentMethods: async (ctx) => {
    const rows = await ctx.db.selectFrom('topup_payment_methods').selectAll().orderBy('id', 'asc').execute();
    return ok(rows.map((row) => view(row, ctx)));
  },
  activateTopupPaymentMethod: async (ctx) => ok(view(await setActive(ctx.db, ctx.params.id, 1), ctx), 'Payment method activated successfully'),
  deactivateTopupPaymentMethod: async (ctx) => ok(view(await setActive(ctx.db, ctx.params.id, 0), ctx), 'Payment method inactivated successfully'),
});
