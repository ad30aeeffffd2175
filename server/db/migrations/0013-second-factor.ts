import { script } from './script';

/**
 * Two-step sign-in (TOTP, RFC 6238) and one sign-in throttle per account.
 * - admins: the confirmed secret, the one being set up, when it was confirmed, and the last time
 *   step accepted (a code is accepted only for a later step, so none is used twice);
 * - admin_recovery_codes: ten single-use codes per admin, only their SHA-256;
 * - sessions: a session signed in while REQUIRE_SECOND_FACTOR asks its admin to enrol may call
 *   only what leads there; announced like the other session columns (0012) so no server keeps
 *   holding it as it was;
 * - auth_throttle: per account, the failures counted in the last window and those in a row.
 */
const up = `
alter table admins
  add column second_factor_secret text,
  add column second_factor_pending_secret text,
  add column second_factor_enabled_at timestamptz,
  add column second_factor_last_step bigint;

create table admin_recovery_codes (
  id bigserial primary key,
  admin_id integer not null references admins (id),
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  unique (admin_id, code_hash)
);

alter table sessions add column second_factor_setup_pending boolean not null default false;
drop trigger sessions_access_changed on sessions;
create trigger sessions_access_changed
  after update of revoked_at, expires_at, last_seen_at, admin_id, token_hash, second_factor_setup_pending or delete on sessions
  for each row execute function announce_access_change();

alter table auth_throttle
  add column recent timestamptz[] not null default '{}',
  add column streak integer not null default 0 check (streak >= 0),
  add column last_at timestamptz;
`;

export const secondFactor = script(up);
