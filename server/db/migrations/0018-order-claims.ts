import { script } from './script';

/**
 * Order claims (docs/order-claims.md): the admin who took a top-up order ("I'm on it") and when.
 * A claim exists only while the order is in progress, and an owner always comes with its time:
 * both are facts of the database, whatever writes the row. The partial index finds the idle claims
 * (the sweep and every take look for them) among the few held ones, never among all orders.
 */
const up = `
alter table orders add column claimed_by integer references admins (id);
alter table orders add column claimed_at timestamptz;
alter table orders add constraint orders_claim_has_time check ((claimed_by is null) = (claimed_at is null));
alter table orders add constraint orders_claim_in_progress check (claimed_by is null or status = 'in_progress');
create index orders_claimed_idx on orders (claimed_at) include (package_id) where claimed_by is not null;
`;

export const orderClaims = script(up);
