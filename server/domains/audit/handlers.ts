import { statementKey } from '../../db/compiled-statements';
import { pageWindow } from '../../db/prepared-statements';
import { pageOf, paged } from '../../http/envelope';
import { handlers } from '../../http/handler';
import { pageWithTotal } from '../shared/list-totals';
import { shopDateStart } from '../shared/shop-days';
import { auditTarget } from './audit-target';
import { historyHandlers } from './history';

export const auditHandlers = {
  ...historyHandlers,
  ...handlers({
    /**
     * Newest first through (created_at), (admin_id, created_at) or (operation_id, created_at). The
     * log grows with every change: its total is counted up to TOTAL_CAP (a page of a million-record
     * log counted them all, 43–80 ms of PostgreSQL a page); statements compiled once per filter.
     */
    listAuditLog: async ({ db, query, config, req }) => {
      const { limit, offset } = pageOf(query);
      const tz = config.shopTimezone;
      const direction = query.sort === 'created_at' ? 'asc' : 'desc';
      const filters = [query.admin_id ?? null, query.operation_id ?? null, query.outcome ?? null, query.date_from ?? null, query.date_to ?? null];
      const build = () => {
        let q = db.selectFrom('audit_log as l');
        if (query.admin_id !== undefined) q = q.where('l.admin_id', '=', query.admin_id);
        if (query.operation_id) q = q.where('l.operation_id', '=', query.operation_id);
        if (query.outcome === 'success') q = q.where('l.status_code', '<', 400);
        if (query.outcome === 'refused') q = q.where('l.status_code', '>=', 400);
        if (query.date_from) q = q.where('l.created_at', '>=', shopDateStart(tz, query.date_from));
        if (query.date_to) q = q.where('l.created_at', '<', shopDateStart(tz, query.date_to, 1));
        const rows = q
          .leftJoin('admins as a', 'a.id', 'l.admin_id')
          .select(['l.id', 'l.operation_id', 'l.method', 'l.path', 'l.target', 'l.status_code', 'l.ip', 'l.created_at', 'a.id as admin_ref', 'a.first_name', 'a.last_name'])
          .orderBy('l.created_at', direction)
          .orderBy('l.id', direction)
          .$call((page) => pageWindow(page, limit, offset));
        return { rows, filtered: { q, kept: null, planPerCall: false } };
      };
      const { rows, total } = await pageWithTotal(db, { key: statementKey('audit-log', filters, tz, direction, limit, offset), build }, { limit, offset });
      const operations = req.server.contract.byId;
      const records = rows.map((r) => {
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
      });
      return { ...paged(records, total.total), total_capped: total.capped };
    },
  }),
};
