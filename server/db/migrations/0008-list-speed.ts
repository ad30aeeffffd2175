import { script } from './script';

/**
 * Lists at size: the orders' paging indexes carry the package id, so the Admins Order list (the
 * orders of the signed-in admin's packages, any status or one) pages through the index alone,
 * deep pages included, instead of visiting every skipped order's row to read its package.
 */
const up = `
drop index if exists orders_created_idx;
create index orders_created_idx on orders (created_at desc, id desc) include (package_id);
drop index if exists orders_status_idx;
create index orders_status_idx on orders (status, created_at desc, id desc) include (package_id);
`;

export const listSpeed = script(up);
