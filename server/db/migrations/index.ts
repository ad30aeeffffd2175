import type { Migration, MigrationProvider } from 'kysely';
import { initialSchema } from './0001-initial-schema';
import { vouchersLeanInsert } from './0002-vouchers-lean-insert';
import { moneyGrade } from './0003-money-grade';
import { teamCustomersInsight } from './0005-team-customers-insight';
import { moneyAndOrders } from './0006-money-and-orders';
import { trustAtTheEdges } from './0007-trust-at-the-edges';
import { listSpeed } from './0008-list-speed';
import { deepPages } from './0009-deep-pages';
import { seekInOneScan } from './0010-seek-in-one-scan';
import { noRedundantCustomerIndexes } from './0011-no-redundant-customer-indexes';
import { accessAnnounced } from './0012-access-announced';
import { secondFactor } from './0013-second-factor';
import { usernamesAreNotEmails } from './0014-usernames-are-not-emails';
import { packageGrantsAnnounced } from './0015-package-grants-announced';
import { knownDevices } from './0016-known-devices';
import { authUrlFromPath } from './0017-auth-url-from-path';
import { orderClaims } from './0018-order-claims';
import { adminsDeactivated } from './0019-admins-deactivated';
import { searchLookups } from './0020-search-lookups';
import { recordHistory } from './0021-record-history';
import { reportCounters } from './0022-report-counters';
import { liveEventsJournal } from './0023-live-events-journal';
import { customersFoundFast } from './0024-customers-found-fast';
import { adminLanguage } from './0025-admin-language';
import { seekAllStatuses } from './0026-seek-all-statuses';

/** Versioned migrations, applied in name order at start. Never edit one that has shipped: add the next. */
const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-vouchers-lean-insert': vouchersLeanInsert,
  '0003-money-grade': moneyGrade,
  '0005-team-customers-insight': teamCustomersInsight,
  '0006-money-and-orders': moneyAndOrders,
  '0007-trust-at-the-edges': trustAtTheEdges,
  '0008-list-speed': listSpeed,
  '0009-deep-pages': deepPages,
  '0010-seek-in-one-scan': seekInOneScan,
  '0011-no-redundant-customer-indexes': noRedundantCustomerIndexes,
  '0012-access-announced': accessAnnounced,
  '0013-second-factor': secondFactor,
  '0014-usernames-are-not-emails': usernamesAreNotEmails,
  '0015-package-grants-announced': packageGrantsAnnounced,
  '0016-known-devices': knownDevices,
  '0017-auth-url-from-path': authUrlFromPath,
  '0018-order-claims': orderClaims,
  '0019-admins-deactivated': adminsDeactivated,
  '0020-search-lookups': searchLookups,
  '0021-record-history': recordHistory,
  '0022-report-counters': reportCounters,
  '0023-live-events-journal': liveEventsJournal,
  '0024-customers-found-fast': customersFoundFast,
  '0025-admin-language': adminLanguage,
  '0026-seek-all-statuses': seekAllStatuses,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
