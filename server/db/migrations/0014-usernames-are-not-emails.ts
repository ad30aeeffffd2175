import { script } from './script';

/**
 * Usernames and emails never meet: a username holds no `@` and an email always does, so the
 * per-column unique indexes (lower(username), lower(email), live admins) keep a username from ever
 * naming another admin's email, under any concurrency. Checked on the columns when they are written
 * (an admin stored before this rule keeps signing in; nothing rewrites their row).
 */
const up = `
create function refuse_username_like_email() returns trigger language plpgsql as $$
begin
  if position('@' in new.username) > 0 then
    raise exception 'a username cannot contain @' using errcode = 'check_violation', column = 'username';
  end if;
  if position('@' in new.email) = 0 then
    raise exception 'an email must contain @' using errcode = 'check_violation', column = 'email';
  end if;
  return new;
end
$$;

create trigger admins_usernames_are_not_emails before insert or update of username, email on admins
  for each row execute function refuse_username_like_email();
`;

export const usernamesAreNotEmails = script(up);
