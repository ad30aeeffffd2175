import { sql, type Kysely } from 'kysely';
import type { RecordKind } from '../../../openapi/generated/contract';
import type { SessionAdmin } from '../../auth/sessions';
import { pageWindow } from '../../db/prepared-statements';
import type { Database, RecordChange } from '../../db/schema';
import { isSecretField } from '../../http/audit';
import { pageOf, paged } from '../../http/envelope';
import { forbidden, notFound } from '../../http/errors';
import { say } from '../../http/messages';
import { handlers, type OperationId } from '../../http/handler';
import { mayOf } from '../search/handlers';

/**
 * A record's history (GET /admin/history/{kind}/{id}): the audit records naming it (target_kind,
 * target_id: migration 0021), newest first through their index, with the admin who acted and the
 * fields each change made. Open to the admins who may see the record, as its list decides.
 */

type May = (operationId: OperationId) => boolean;

const SEE_NOTHING = say('seeNothing');

/**
 * 403 unless the admin may see this record, 404 when there is none. The kind is checked before the
 * record is looked for, so an admin who sees no such record learns nothing of which exist.
 */
async function assertMaySee(db: Kysely<Database>, admin: SessionAdmin, may: May, kind: RecordKind, id: number): Promise<void> {
  switch (kind) {
    case 'order': {
      const everyOrder = may('listOrders');
      if (!everyOrder && !may('listMyPackageOrders')) throw forbidden(SEE_NOTHING);
      const order = await db.selectFrom('orders').select('package_id').where('id', '=', id).executeTakeFirst();
      if (!order) throw notFound('order');
      if (everyOrder || admin.is_super_admin) return;
      if (!admin.package_ids.includes(order.package_id)) throw forbidden(say('noPackageAccess'));
      return;
    }
    case 'transaction': {
      const manual = may('listManualTransactions') || may('getTransaction');
      const automated = may('listAutomatedTransactions') || may('getTransaction');
      if (!manual && !automated) throw forbidden(SEE_NOTHING);
      const tx = await db.selectFrom('transactions').select('is_automated').where('id', '=', id).executeTakeFirst();
      if (!tx) throw notFound('transaction');
      if (!(tx.is_automated ? automated : manual)) throw forbidden(SEE_NOTHING);
      return;
    }
    case 'physical_order': {
      if (!may('listPhysicalOrders')) throw forbidden(SEE_NOTHING);
      const order = await db.selectFrom('physical_orders').select('id').where('id', '=', id).executeTakeFirst();
      if (!order) throw notFound('order');
      return;
    }
    case 'customer': {
      if (!may('listUsers') && !may('getUser')) throw forbidden(SEE_NOTHING);
      // A deleted customer's history stays readable (their deletion is in it).
      const customer = await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst();
      if (!customer) throw notFound('user');
      return;
    }
  }
}

/** Secrets never leave, whatever a record holds (the audit writes none: server/http/audit.ts). */
const shown = (changes: RecordChange[] | null): RecordChange[] | null =>
  changes && changes.map((change) => (isSecretField(change.field) ? { field: change.field, before: null, after: null, redacted: true } : change));

export const historyHandlers = handlers({
  listRecordHistory: async ({ db, req, admin, params, query }) => {
    await assertMaySee(db, admin, await mayOf(req, admin), params.kind, params.id);
    const { limit, offset } = pageOf(query);
    // Refused requests changed nothing: only what happened to the record.
    const entries = db
      .selectFrom('audit_log as l')
      .where('l.target_kind', '=', params.kind)
      .where('l.target_id', '=', String(params.id))
      .where('l.status_code', '<', 400);
    const [rows, count] = await Promise.all([
      entries
        .leftJoin('admins as a', 'a.id', 'l.admin_id')
        .select(['l.id', 'l.operation_id', 'l.changes', 'l.created_at', 'a.id as admin_ref', 'a.first_name', 'a.last_name'])
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .$call((q) => pageWindow(q, limit, offset))
        .execute(),
      entries.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    const operations = req.server.contract.byId;
    return paged(
      rows.map((r) => ({
        id: Number(r.id),
        admin: r.admin_ref === null ? null : { id: r.admin_ref, first_name: r.first_name as string, last_name: r.last_name as string },
        operation_id: r.operation_id,
        summary: operations.get(r.operation_id)?.summary ?? r.operation_id,
        changes: shown(r.changes),
        created_at: r.created_at,
      })),
      count.total,
    );
  },
});
