import { script } from './script';

/**
 * Trust at the edges:
 * - sign-in and password-change throttling counts attempts per key in one row each, reserved
 *   atomically (an upsert that takes the row's lock) before a password is verified, on the
 *   database's clock; it replaces the append-only `login_attempts`, which could only be checked
 *   before and recorded after, so parallel guesses all got through;
 * - uploaded images can live in the database (IMAGE_STORAGE=database), shared by every server.
 */
const up = `
create table auth_throttle (
  key text primary key,
  window_start timestamptz not null default now(),
  attempts integer not null default 0 check (attempts >= 0)
);
create index auth_throttle_window_idx on auth_throttle (window_start);
drop table login_attempts;

create table images (
  name text primary key,
  content_type text not null,
  bytes bytea not null,
  created_at timestamptz not null default now()
);
`;

export const trustAtTheEdges = script(up);
