import { script } from './script';

/**
 * A sub-admin's packages (admin_package_permissions) decide which orders their live stream carries,
 * so granting or taking one is announced like their auth modules (0012): `admin:<id>`, or `*` when
 * the table is emptied. Their open streams read their access again before sending anything more.
 */
const up = `
create trigger admin_package_permissions_access_changed after insert or update or delete on admin_package_permissions
  for each row execute function announce_access_change();
create trigger admin_package_permissions_access_emptied after truncate on admin_package_permissions
  for each statement execute function announce_access_change();
`;

export const packageGrantsAnnounced = script(up);
