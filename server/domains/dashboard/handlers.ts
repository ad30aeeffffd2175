import { ok } from '../../http/envelope';
import { handlers } from '../../http/handler';
import { keepZone } from './report-zone';
import { completedByAdmin, dashboardStats, myCompletedThisMonth, perDay, shellsByAdmin } from './reports';

/**
 * The day's numbers and the per-admin reports, in the shop's time zone, read from counters the
 * database keeps in every writing transaction (migration 0022, reports.ts): a handful of rows
 * however many orders the shop has.
 */
export const dashboardHandlers = handlers({
  getDashboardStats: async ({ db, config }) => {
    await keepZone(db, config.shopTimezone);
    return ok(await dashboardStats(db, config.shopTimezone));
  },

  getOrdersChart: async ({ db, config, query }) => {
    await keepZone(db, config.shopTimezone);
    return ok(await perDay<number>(db, config.shopTimezone, query.days ?? 30, 'orders'));
  },

  getSalesChart: async ({ db, config, query }) => {
    await keepZone(db, config.shopTimezone);
    return ok(await perDay<string>(db, config.shopTimezone, query.days ?? 30, 'sales'));
  },

  listCompletedOrdersByAdmin: async ({ db, config }) => {
    await keepZone(db, config.shopTimezone);
    return ok(await completedByAdmin(db, config.shopTimezone));
  },

  countMyCompletedOrdersThisMonth: async ({ db, config, admin }) => {
    await keepZone(db, config.shopTimezone);
    return ok(await myCompletedThisMonth(db, config.shopTimezone, admin.id));
  },

  listShellUsageByAdmin: async ({ db, config }) => {
    await keepZone(db, config.shopTimezone);
    return ok(await shellsByAdmin(db, config.shopTimezone));
  },
});
