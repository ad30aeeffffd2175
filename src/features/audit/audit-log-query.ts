import type { ListQuery, ListStateOptions } from '../../components/data-table/use-list-state';
import { listPreload } from '../../components/screen-preload';
import { api, type ListAuditLogApiArg } from '../../store/api';

/** The audit list's filters, kept in the URL under the API's names. */
export const AUDIT_FILTERS = ['admin_id', 'operation_id', 'outcome', 'date_from', 'date_to'] as const;
type AuditFilter = (typeof AUDIT_FILTERS)[number];
export type AuditFilterValues = Partial<Record<AuditFilter, string>>;

export const AUDIT_LIST: ListStateOptions<AuditFilter, string> = { filters: AUDIT_FILTERS };

/**
 * How old an answer the screen shows when it opens: every change adds a record and the list is not
 * kept live, so it is asked afresh each time it is opened (by its preload, at the navigation), and
 * the screen asks again itself only when what it finds is older than this (opened without its preload).
 */
export const AUDIT_FRESH_SECONDS = 10;

export const auditLogArgs = ({ page, pageSize, filters }: ListQuery<AuditFilter, string>): ListAuditLogApiArg => ({
  page,
  limit: pageSize,
  adminId: filters.admin_id ? Number(filters.admin_id) : undefined,
  operationId: filters.operation_id,
  outcome: filters.outcome === 'success' || filters.outcome === 'refused' ? filters.outcome : undefined,
  dateFrom: filters.date_from,
  dateTo: filters.date_to,
});

/** The admin filter's first choices, as it asks for them before anything is typed. */
export const ADMIN_CHOICES = { limit: 20 } as const;

/** The page, asked afresh as the screen is opened, and the admin filter's choices (FeatureRoute.preload). */
export const auditLogPreload = listPreload('audit-log', AUDIT_LIST, (list) => [
  api.util.prefetch('listAuditLog', auditLogArgs(list), { force: true }),
  api.util.prefetch('listAdmins', ADMIN_CHOICES),
]);
