import { script } from './script';

/**
 * An auth module's `auth_url` is its operation's path as the existing dashboard calls it, under the
 * /api base (`/api/admin/orders` → `/admin/orders`). The database derives it from the row's own
 * `path` (a generated column), so existing rows get it now, and whatever adds or changes a module
 * later (permission sync, an operator's SQL, a restore) cannot leave it null or out of step.
 */
const up = `
alter table auth_modules drop column auth_url;
alter table auth_modules add column auth_url text not null
  generated always as (case when path like '/api/%' then substr(path, 5) else path end) stored;
`;

export const authUrlFromPath = script(up);
