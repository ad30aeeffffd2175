import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { plannedPerCall } from '../../db/prepared-statements';
import type { Database } from '../../db/schema';
import { tokenFromHeader, type SessionAdmin } from '../../auth/sessions';
import { ok } from '../../http/envelope';
import { fieldError, unauthorized } from '../../http/errors';
import { languageOf, render, say, type Language, type Say } from '../../http/messages';
import { handlers, type DataOf, type OperationId } from '../../http/handler';
import { prefixPattern } from '../../http/list-query';
import { liveCustomers } from '../users/handlers';

/**
 * The command palette's one search (GET /admin/search): a few rows of each list the admin may
 * open, found by an exact id, a phone number's start, a player id or a transaction id. Every
 * lookup is an index's (migration 0020 adds the ones the lists lacked), and the one statement is
 * planned for its values (plannedPerCall): a phone prefix reads its index range, an id its key.
 * Only what the palette shows is selected: never an order's in-game password or security code.
 */
type Results = DataOf<'searchEverything'>;

/** Rows per group: the palette shows a handful and links to the list for the rest. */
const PER_GROUP = 5;
/** A phone number's start matches from this many digits (`017112`: about 140 of a million orders); fewer would sort thousands. */
const MIN_PHONE_DIGITS = 6;

/** What `q` can be, each form found once here. */
interface SearchTerms {
  /** A row id: digits without a leading zero, within PostgreSQL's integer. */
  id: number | null;
  /** LIKE patterns for a phone number's start, in the forms shops store it (`01711…`, `+8801711…`). */
  phones: string[];
  /** The text as typed (trimmed), for the exact player id and transaction id. */
  exact: string;
}

/** `q` read as an id, a phone number (01711…, +8801711…, 8801711…, spaces and dashes allowed) and exact text. */
function searchTerms(q: string): SearchTerms {
  const exact = q.trim();
  const id = /^[1-9]\d{0,9}$/.test(exact) && Number(exact) <= 2_147_483_647 ? Number(exact) : null;
  const local = /^(?:\+?880|0)(1\d*)$/.exec(exact.replace(/[\s()-]/g, ''));
  const national = local && local[1].length + 1 >= MIN_PHONE_DIGITS ? local[1] : null;
  const phones = national ? [`0${national}`, `+880${national}`].map((p) => prefixPattern(p) as string) : [];
  return { id, phones, exact };
}

/**
 * What the admin may list: a sub-admin's granted operations as the guard had them (the session
 * this server holds, SessionCache: no query when held); a super admin may list everything.
 */
export async function mayOf(req: FastifyRequest, admin: SessionAdmin): Promise<(operationId: OperationId) => boolean> {
  if (admin.is_super_admin) return () => true;
  const token = tokenFromHeader(req.headers.authorization);
  const session = token ? await req.server.sessionCache.find(token) : null;
  // Ended since the guard let the request in.
  if (!session) throw unauthorized(say('sessionExpired'));
  return (operationId) => session.granted.has(operationId);
}

/**
 * Newest first, ordered by an expression no index has, so that each group is found through its
 * lookups' indexes and then sorted. A phone prefix's estimate is coarse (1% of the orders for
 * `019161`, where 136 match), and with an index in this order PostgreSQL read the million orders
 * newest first instead, hoping to meet five matches early: 24 ms, and all of it when none match,
 * for 0.6 ms through the phone index (EXPLAIN on the 1,000,000-order shop).
 */
const newestFirst = (created: string) => sql`${sql.ref(created)} + interval '0 s'`;

const joined = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ') || null;

/** Any of `conditions` when the group is searched (false: it is not, or no term applies to its columns). */
function anyOf<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, searched: boolean, conditions: Expression<SqlBool>[]): Expression<SqlBool> {
  return searched && conditions.length ? eb.or(conditions) : eb.lit(false);
}

/** What each group is searched for: null when the admin may not list it. */
interface Scope {
  /** `packagesOf`: only the orders of that admin's packages (their package permissions); absent: every package. */
  orders: { packagesOf?: number; link: string } | null;
  physical: boolean;
  customers: boolean;
  /** The kinds of wallet-add (0 manual, 1 automated). */
  walletAdds: (0 | 1)[];
}

/**
 * The four groups in one statement (one round trip, one connection of the pool, however many
 * groups), each a subquery of its own lookups, newest first, as a JSON array; a group not searched
 * is `where false`, which PostgreSQL answers without reading anything.
 */
function searchStatement(db: Kysely<Database>, t: SearchTerms, scope: Scope) {
  const packagesOf = scope.orders?.packagesOf;
  const orders = db
    .selectFrom('orders as o')
    .select(['o.id', 'o.name', 'o.status', 'o.playerid', 'o.phone', 'o.transaction_id'])
    .select((eb) => eb.selectFrom('topup_products as p').select('p.name').whereRef('p.id', '=', 'o.product_id').as('product_name'))
    .where((eb) =>
      anyOf(eb, scope.orders !== null, [
        ...(t.id ? [eb('o.id', '=', t.id)] : []),
        ...t.phones.map((p) => eb('o.phone', 'like', p)),
        eb('o.playerid', '=', t.exact),
        eb(sql`upper(o.transaction_id)`, '=', t.exact.toUpperCase()),
      ]),
    )
    // The package permissions as they are when the statement runs, read once (an array) and
    // checked on the orders found: as `in (select …)`, PostgreSQL joined each package to its
    // 80,000 orders through the package index (160 ms on the 1,000,000-order shop, 0.7 ms so).
    .$if(packagesOf !== undefined, (q) =>
      q.where(sql<SqlBool>`o.package_id = any(array(select g.package_id from admin_package_permissions g where g.admin_id = ${packagesOf}))`),
    )
    .orderBy(newestFirst('o.created_at'), 'desc')
    .orderBy('o.id', 'desc')
    .limit(PER_GROUP);
  const physicalOrders = db
    .selectFrom('physical_orders as po')
    .select(['po.id', 'po.customer_id', 'po.quantity', 'po.phone', 'po.status'])
    .select((eb) => eb.selectFrom('physical_products as pp').select('pp.name').whereRef('pp.id', '=', 'po.product_id').as('product_name'))
    .where((eb) => anyOf(eb, scope.physical, [...(t.id ? [eb('po.id', '=', t.id)] : []), ...t.phones.map((p) => eb('po.phone', 'like', p))]))
    .orderBy(newestFirst('po.created_at'), 'desc')
    .orderBy('po.id', 'desc')
    .limit(PER_GROUP);
  const customers = liveCustomers(db)
    .select(['id', 'username', 'phone', 'email'])
    .where((eb) => anyOf(eb, scope.customers, [...(t.id ? [eb('id', '=', t.id)] : []), ...t.phones.map((p) => eb('phone', 'like', p))]))
    .orderBy(newestFirst('created_at'), 'desc')
    .orderBy('id', 'desc')
    .limit(PER_GROUP);
  const walletAdds = db
    .selectFrom('transactions as t')
    // The amount as its exact text: in JSON a numeric would become a float.
    .select(['t.id', sql<string>`t.amount::text`.as('amount'), 't.number', 't.transaction_id', 't.status', 't.is_automated'])
    .where((eb) =>
      anyOf(eb, scope.walletAdds.length > 0, [
        ...(t.id ? [eb('t.id', '=', t.id)] : []),
        ...t.phones.map((p) => eb('t.number', 'like', p)),
        eb(sql`upper(t.transaction_id)`, '=', t.exact.toUpperCase()),
        eb('t.order_id', '=', t.exact),
      ]),
    )
    .$if(scope.walletAdds.length === 1, (q) => q.where('t.is_automated', '=', scope.walletAdds[0]))
    .orderBy(newestFirst('t.created_at'), 'desc')
    .orderBy('t.id', 'desc')
    .limit(PER_GROUP);
  return plannedPerCall(
    db.selectNoFrom([
      jsonArrayFrom(orders).as('orders'),
      jsonArrayFrom(physicalOrders).as('physical_orders'),
      jsonArrayFrom(customers).as('customers'),
      jsonArrayFrom(walletAdds).as('wallet_adds'),
    ]),
  );
}

type Found = Awaited<ReturnType<ReturnType<typeof searchStatement>['executeTakeFirstOrThrow']>>;

/** The rows as the palette shows them, in the admin's language: a title, what else identifies them, and where they are. */
function hitsOf(found: Found, scope: Scope, language: Language): Results {
  const { orders, customers } = scope;
  const text = (said: Say) => render(said, language);
  return {
    orders:
      orders &&
      found.orders.map((r) => ({
        id: r.id,
        title: text(say('searchOrderTitle', { id: r.id, name: r.name })),
        detail: joined(r.product_name, r.playerid && text(say('searchPlayer', { player: r.playerid })), r.phone, r.transaction_id),
        status: r.status,
        link: `${orders.link}?open=${r.id}`,
      })),
    physical_orders: !scope.physical
      ? null
      : found.physical_orders.map((r) => ({
          id: r.id,
          title: text(r.product_name ? say('searchPhysicalOrderTitleOf', { id: r.id, product: r.product_name }) : say('searchPhysicalOrderTitle', { id: r.id })),
          detail: joined(text(say('searchPieces', { n: r.quantity })), r.phone),
          status: r.status,
          link: `/product-order?open=${r.id}`,
        })),
    customers: !customers
      ? null
      : found.customers.map((r) => ({
        id: r.id,
        title: `${r.username} (#${r.id})`,
        detail: joined(r.phone, r.email),
        status: null,
        link: `/user?open=${r.id}`,
      })),
    wallet_adds: !scope.walletAdds.length
      ? null
      : found.wallet_adds.map((r) => ({
          id: r.id,
          title: text(say('searchWalletAddTitle', { id: r.id, amount: r.amount })),
          detail: joined(text(say(r.is_automated ? 'searchAutomated' : 'searchManual')), r.number, r.transaction_id),
          status: r.status,
          link: `${r.is_automated ? '/automated-add-wallet' : '/add-wallet'}?open=${r.id}`,
        })),
  };
}

export const searchHandlers = handlers({
  searchEverything: async ({ db, admin, query, req }) => {
    if (!query.q.trim()) throw fieldError('q', say('typeWhatToFind'));
    const terms = searchTerms(query.q);
    const may = await mayOf(req, admin);
    const scope: Scope = {
      // Every order with the all-orders list; with only the Admins Order list, the admin's packages (as that list).
      orders: may('listOrders') ? { link: '/order' } : may('listMyPackageOrders') ? { packagesOf: admin.id, link: '/subadmin-order' } : null,
      physical: may('listPhysicalOrders'),
      customers: may('listUsers'),
      walletAdds: ([0, 1] as const).filter((kind) => may(kind ? 'listAutomatedTransactions' : 'listManualTransactions')),
    };
    const found = await searchStatement(db, terms, scope).executeTakeFirstOrThrow();
    return ok(hitsOf(found, scope, languageOf(req.headers['accept-language'])));
  },
});
