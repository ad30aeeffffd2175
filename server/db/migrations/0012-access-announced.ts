import { script } from './script';

/**
 * Every change to who may do what is announced on the `shop_access` channel (`pg_notify`, delivered
 * at commit, never for a rolled-back change), whatever makes it: a handler, a fixture, an operator's
 * SQL. Each server keeps the sessions it has checked (auth/session-cache.ts) and forgets those a
 * notification names:
 * - `session:<id>`: a session revoked, expired, deleted or seen (last_seen_at, once a minute);
 * - `admin:<id>`: an admin changed or deleted, or their granted auth modules;
 * - `*`: the auth modules themselves, or a table emptied: forget everything.
 */
const up = `
create function announce_access_change() returns trigger language plpgsql as $$
begin
  if tg_level = 'STATEMENT' then
    perform pg_notify('shop_access', '*');
  elsif tg_table_name = 'sessions' then
    perform pg_notify('shop_access', 'session:' || coalesce(new.id, old.id));
  elsif tg_table_name = 'admins' then
    perform pg_notify('shop_access', 'admin:' || coalesce(new.id, old.id));
  else
    perform pg_notify('shop_access', 'admin:' || coalesce(new.admin_id, old.admin_id));
  end if;
  return null;
end
$$;

create trigger sessions_access_changed after update of revoked_at, expires_at, last_seen_at, admin_id, token_hash or delete on sessions
  for each row execute function announce_access_change();
create trigger admins_access_changed after update or delete on admins
  for each row execute function announce_access_change();
create trigger admin_auth_modules_access_changed after insert or update or delete on admin_auth_modules
  for each row execute function announce_access_change();
create trigger auth_modules_access_changed after insert or update or delete on auth_modules
  for each statement execute function announce_access_change();
create trigger sessions_access_emptied after truncate on sessions for each statement execute function announce_access_change();
create trigger admins_access_emptied after truncate on admins for each statement execute function announce_access_change();
create trigger admin_auth_modules_access_emptied after truncate on admin_auth_modules for each statement execute function announce_access_change();
`;

export const accessAnnounced = script(up);
