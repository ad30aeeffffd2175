import { script } from './script';

/**
 * The admin's language (issue 25, docs/languages.md), saved on the account so the next sign-in on
 * any device opens in it: null until the admin chooses one. Bengali digits are on unless turned off.
 */
const up = `
alter table admins add column language text check (language in ('en', 'bn'));
alter table admins add column bengali_digits boolean not null default true;
`;

export const adminLanguage = script(up);
