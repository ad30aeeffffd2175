import { sql } from 'kysely';
import { pageWindow } from '../../db/prepared-statements';
import { pageOf, paged } from '../../http/envelope';
import { handlers } from '../../http/handler';
import { shopDateStart } from '../shared/shop-days';
import { auditTarget } from './audit-target';
import { historyHandlers } from './history';

export const auditHandlers = {
  ...historyHandlers,
  ...handlers({
    /** Newest first through (created_at), (admin_id, created_at) or (operation_id, created_at). */
    listAuditLog: async ({ db, query, config, req }) => {
      const { limit, offset } = pageOf(query);
      const tz = config.shopTimezone;
      let q = db.selectFrom('audit_log as l');
      if (query.admin_id !== undefined) q = q.where('l.admin_id', '=', query.admin_id);
      if (query.operation_id) q = q.where('l.operation_id', '=', query.operation_id);
      if (query.outcome === 'success') q = q.where('l.status_code', '<', 400);
      if (query.outcome === 'refused') q = q.where('l.status_code', '>=', 400);
      if (query.date_from) q = q.where('l.created_at', '>=', shopDateStart(tz, query.date_from));
      if (query.date_to) q = q.where('l.created_at', '<', shopDateStart(tz, query.date_to, 1));
      const direction = query.sort === 'created_at' ? 'asc' : 'desc';
      const [rows, count] = await Promise.all([
        q
          .leftJoin('admins as a', 'a.id', 'l.admin_id')
          .select(['l.id', 'l.operation_id', 'l.method', 'l.path', 'l.target', 'l.status_code', 'l.ip', 'l.created_at', 'a.id as admin_ref', 'a.first_name', 'a.last_name'])
          .orderBy('l.created_at', direction)
          .orderBy('l.id', direction)
          .$call((q) => pageWindow(q, limit, offset))
          .execute(),
        q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ]);
      const operations = req.server.contract.byId;
      return paged(
        rows.map((r) => {
          const operation = operations.get(r.operation_id);
          return {
            id: Number(r.id),
            admin: r.admin_ref === null ? null : { id: r.admin_ref, first_name: r.first_name as string, last_name: r.last_name as string },
            operation_id: r.operation_id,
            summary: operation?.summary ?? r.operation_id,
            method: r.method,
            path: r.path,
            target: auditTarget(r.target, operation),
            status_code: r.status_code,
            outcome: r.status_code < 400 ? ('success' as const) : ('refused' as const),
            ip: r.ip,
            created_at: r.created_at,
          };
        }),
        count.total,
      );
    },
  }),
};
