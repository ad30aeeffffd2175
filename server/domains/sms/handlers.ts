import { sql, type Kysely } from 'kysely';
import type { SmsBroadcast } from '../../../openapi/generated/contract';
import { pageWindow } from '../../db/prepared-statements';
import type { Database } from '../../db/schema';
import { ok, pageOf, paged } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { say } from '../../http/messages';
import { handlers } from '../../http/handler';
import { requiredText } from '../shared/text';
import { wakeSmsWorkers } from './worker';

/**
 * The recipients of a broadcast to this audience, as of the statement: live customers with a phone,
 * one row per distinct (trimmed) phone — the longest-standing customer's — in that order, at most
 * `limit`; with `walletUsersOnly`, customers with at least one completed wallet-add. The one query
 * both sendSms (which queues them) and countSmsRecipients (which counts them) use.
 */
function recipients(limit: number | null, walletUsersOnly: boolean) {
  const walletUsers = walletUsersOnly
    ? sql`and exists (select 1 from transactions t where t.customer_id = c.id and t.status = 'completed')`
    : sql``;
  return sql<{ phone: string; first_customer: number }>`
    select btrim(c.phone) as phone, min(c.id) as first_customer
    from customers c
    where c.deleted_at is null and c.phone is not null and btrim(c.phone) <> '' ${walletUsers}
    group by btrim(c.phone)
    order by first_customer
    ${limit === null ? sql`` : sql`limit ${limit}`}`;
}

/** The recipients, fixed when the broadcast is made: one outbox row each, in one INSERT … SELECT. */
async function queueRecipients(db: Kysely<Database>, broadcastId: number, message: string, limit: number | null, walletUsersOnly: boolean): Promise<number> {
  const { rows } = await sql<{ queued: number }>`
    with added as (
      insert into sms_outbox (broadcast_id, phone, message)
      select ${broadcastId}, r.phone, ${message}
      from (${recipients(limit, walletUsersOnly)}) r
      order by r.first_customer
      returning 1
    )
    select count(*)::int as queued from added`.execute(db);
  return rows[0].queued;
}

const broadcastQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('sms_broadcasts as b')
    .leftJoin('admins as a', 'a.id', 'b.admin_id')
    .select(['b.id', 'b.message', 'b.user_limit', 'b.only_wallet_user', 'b.status', 'b.total', 'b.sent', 'b.failed', 'b.created_at', 'b.finished_at'])
    .select(['a.id as admin_ref', 'a.first_name', 'a.last_name']);

type BroadcastRow = Awaited<ReturnType<ReturnType<typeof broadcastQuery>['executeTakeFirstOrThrow']>>;

const broadcastView = ({ admin_ref, first_name, last_name, ...b }: BroadcastRow): SmsBroadcast => ({
  ...b,
  admin: admin_ref === null ? null : { id: admin_ref, first_name: first_name as string, last_name: last_name as string },
});

export const smsHandlers = handlers({
  /** Queues the broadcast and its recipients in one transaction and answers at once; the worker sends it. */
  sendSms: async ({ db, body, admin, audit, reply }) => {
    const message = requiredText(body.message, 'message', say('messageRequired'));
    const limit = body.user_limit ?? null;
    const walletUsersOnly = body.only_wallet_user === 1;
    const broadcast = await db
      .insertInto('sms_broadcasts')
      .values({ admin_id: admin.id, message, user_limit: limit, only_wallet_user: walletUsersOnly ? 1 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    audit.target('sms_broadcast', broadcast.id);
    const recipients = await queueRecipients(db, broadcast.id, message, limit, walletUsersOnly);
    await db
      .updateTable('sms_broadcasts')
      .set(recipients === 0 ? { total: 0, status: 'finished', finished_at: sql`now()` } : { total: recipients })
      .where('id', '=', broadcast.id)
      .execute();
    // After the answer is sent the transaction has committed: the worker can claim the rows.
    reply.raw.once('finish', wakeSmsWorkers);
    return ok({ broadcast_id: broadcast.id, recipients }, 'Message is sending to the server..');
  },

  /** What sendSms would queue for the same audience now, counted by the same query, queueing nothing. */
  countSmsRecipients: async ({ db, query }) => {
    const { rows } = await sql<{ recipients: number }>`
      select count(*)::int as recipients from (${recipients(query.user_limit ?? null, query.only_wallet_user === 1)}) r`.execute(db);
    return ok({ recipients: rows[0].recipients });
  },

  getSmsBroadcast: async ({ db, params }) => {
    const row = await broadcastQuery(db).where('b.id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound('smsBroadcast');
    return ok(broadcastView(row));
  },

  listSmsBroadcasts: async ({ db, query }) => {
    const { limit, offset } = pageOf(query);
    const [rows, count] = await Promise.all([
      broadcastQuery(db).orderBy('b.created_at', 'desc').orderBy('b.id', 'desc').$call((q) => pageWindow(q, limit, offset)).execute(),
      db.selectFrom('sms_broadcasts').select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return paged(rows.map(broadcastView), count.total);
  },
});
