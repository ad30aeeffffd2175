import { script } from './script';

/**
 * Known devices (docs/business-rules.md#known-devices): a browser that has signed in to an account gets a
 * device token, and its sign-in attempts are counted on that device's own counter, so guesses from
 * elsewhere never lock it out.
 * - admin_devices: only the SHA-256 of each token, with when it was given and last signed in with;
 *   forgotten when the admin's password changes, their second factor goes, or they are deleted,
 *   whatever writes the row (a handler or an operator's SQL);
 * - auth_throttle.prior_last_at: an account counter's last failure before the attempt last
 *   reserved, so giving that attempt back (a right password) restores it instead of restarting the
 *   delay.
 */
const up = `
create table admin_devices (
  id bigserial primary key,
  admin_id integer not null references admins (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now()
);
create index admin_devices_admin_last_used on admin_devices (admin_id, last_used_at desc);

create function forget_admin_devices() returns trigger language plpgsql as $$
begin
  delete from admin_devices where admin_id = new.id;
  return null;
end
$$;

create trigger admins_devices_forgotten after update of password_hash, second_factor_secret, deleted_at on admins
  for each row when (
    old.password_hash is distinct from new.password_hash
    or (old.second_factor_secret is not null and new.second_factor_secret is null)
    or (old.deleted_at is null and new.deleted_at is not null))
  execute function forget_admin_devices();

alter table auth_throttle add column prior_last_at timestamptz;
`;

export const knownDevices = script(up);
