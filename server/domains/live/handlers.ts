import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findSession, tokenFromHeader, type SessionAdmin } from '../../auth/sessions';
import { grantedOperations } from '../../auth/guard';
import { detached } from '../../db/unit-of-work';
import { ok } from '../../http/envelope';
import { HttpError, unauthorized } from '../../http/errors';
import { say } from '../../http/messages';
import { handlers } from '../../http/handler';
import type { ChangeEvent, LiveEvents } from './bus';
import { eventIdOf, readJournal, type JournalStart } from './journal';
import { EventStream } from './stream';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's one LISTEN, fanned out to the event streams (set by startServer). */
    liveEvents?: LiveEvents;
  }
}

/**
 * What an admin may hear about: the lists granted to them. Orders: every package with the
 * all-orders list, else their own packages with the Admins Order list, else none.
 */
interface Visibility {
  manual: boolean;
  automated: boolean;
  /** null: every order. */
  orderPackages: readonly number[] | null;
  /** The admin's own packages, for the Admins Order badge (null when that list is not theirs). */
  myPackages: readonly number[] | null;
  physical: boolean;
}

/** `granted`: the admin's granted operations when already read (a session's re-check reads them with it). */
async function visibilityOf(db: Kysely<Database>, admin: SessionAdmin, granted?: ReadonlySet<string>): Promise<Visibility> {
  granted ??= new Set(admin.is_super_admin ? null : await grantedOperations(db, admin.id));
  const may = (operationId: string) => admin.is_super_admin || granted.has(operationId);
  const mine = may('listMyPackageOrders') ? admin.package_ids : null;
  return {
    manual: may('listManualTransactions'),
    automated: may('listAutomatedTransactions'),
    orderPackages: may('listOrders') ? null : (mine ?? []),
    myPackages: mine,
    physical: may('listPhysicalOrders'),
  };
}

function hears(v: Visibility, event: ChangeEvent): boolean {
  if (event.list === 'transactions') return event.scope === 1 ? v.automated : v.manual;
  if (event.list === 'physical_orders') return v.physical;
  return v.orderPackages === null || v.orderPackages.includes(event.scope);
}

/** The change as this admin hears it: an order of a package they hold is marked `mine` (their Admins Order list has it). */
function heardAs(v: Visibility, event: ChangeEvent): boolean | ChangeEvent {
  if (!hears(v, event)) return false;
  return event.list === 'orders' && v.myPackages?.includes(event.scope) ? { ...event, mine: true } : true;
}

async function pendingOf(db: Kysely<Database>, list: 'orders' | 'transactions' | 'physical_orders', scopes: readonly number[] | null, statuses: string[]) {
  if (scopes && scopes.length === 0) return 0;
  let q = db.selectFrom('list_totals').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('n')).where('list', '=', list).where('status', 'in', statuses);
  if (scopes) q = q.where('scope', 'in', scopes);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export const liveHandlers = handlers({
  /**
   * Server-Sent Events: the stream stays open, filtered for the admin, until the client or the
   * server goes, or its access ends (stream.ts). It resumes after the id in `Last-Event-ID` (the
   * header an EventSource sends when it reconnects) or else `last_event_id` (a page's first
   * connection, which cannot set the header): the header is the newer when both are sent.
   */
  streamEvents: async ({ db, admin, sessionId, query, req, reply }) => {
    const bus = req.server.liveEvents;
    if (!bus) throw new HttpError(503, say('liveUnavailable'));
    const token = tokenFromHeader(req.headers.authorization) as string;
    // From the database, never the session cache (a stream may hear an announcement first); detached:
    // it runs when an announcement is heard, which may be inside the request that made the change.
    const readAccess = () =>
      detached(async () => {
        const session = await findSession(db, token);
        if (!session) return null;
        const visibility = await visibilityOf(db, session.admin, session.granted);
        return (event: ChangeEvent) => heardAs(visibility, event);
      });
    const stream = new EventStream(bus, sessionId, admin.id, readAccess, req.log);
    if (!(await stream.admit())) throw unauthorized(say('sessionExpired'));
    const asked = req.headers['last-event-id'] || query.last_event_id || null;
    let start: JournalStart;
    try {
      // Registered with the bus before this read: what commits after it is held by the stream, not missed.
      start = await readJournal(db, asked === null ? null : (eventIdOf(asked) ?? 'unreadable'));
    } catch (err) {
      stream.end();
      throw err;
    }
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // The onSend hook's no-store never runs for a hijacked reply: said here, as for every API answer.
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    stream.attach(raw, start);
    req.raw.on('close', () => stream.end());
    return reply;
  },

  getPendingCounts: async ({ db, admin }) => {
    const v = await visibilityOf(db, admin);
    const [manual, automated, orders, mine, physical] = await Promise.all([
      // Waiting for an admin, as the dashboard's "Wallet-adds to verify" counts them: an under-review manual one is completed or cancelled too.
      v.manual ? pendingOf(db, 'transactions', [0], ['pending', 'under_review']) : null,
      v.automated ? pendingOf(db, 'transactions', [1], ['pending', 'under_review']) : null,
      v.orderPackages === null ? pendingOf(db, 'orders', null, ['pending', 'in_progress']) : null,
      v.myPackages ? pendingOf(db, 'orders', v.myPackages, ['pending', 'in_progress']) : null,
      v.physical ? pendingOf(db, 'physical_orders', null, ['pending', 'in_progress']) : null,
    ]);
    return ok({ manual_wallet_adds: manual, automated_wallet_adds: automated, orders, my_package_orders: mine, physical_orders: physical });
  },
});
