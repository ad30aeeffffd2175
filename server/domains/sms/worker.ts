import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { SmsConfig } from '../../config';
import type { Database } from '../../db/schema';
import { detached } from '../../db/unit-of-work';
import { SmsSendError, type SmsProvider } from './providers';

export type SmsWorkerOptions = Pick<SmsConfig, 'batchSize' | 'concurrency' | 'maxAttempts' | 'retryBaseMs' | 'leaseSeconds' | 'pollMs'>;

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface Claimed {
  id: number;
  broadcast_id: number;
  phone: string;
  message: string;
  attempts: number;
}

const MAX_RETRY_DELAY_MS = 5 * 60_000;
const running = new Set<SmsWorker>();

/** Wakes this process's workers (a broadcast was just queued) instead of waiting for their next poll. */
export function wakeSmsWorkers(): void {
  for (const worker of running) worker.wake();
}

/**
 * Sends queued SMS broadcasts in the background: the outbox is a queue in the database, so a
 * broadcast survives restarts and any number of servers can share it.
 *
 * - A batch is claimed in one statement (`FOR UPDATE SKIP LOCKED`): two workers never claim the
 *   same recipient. The claim is a lease: a server that stops mid-batch leaves rows whose lease
 *   runs out, and they return to the queue for anyone to take.
 * - Each recipient's result is written as soon as it is known, with the broadcast's counters, in
 *   one statement guarded by `status = 'sending' and claimed_by = me`: a result is recorded once,
 *   by the worker holding the claim, and a recipient that is `sent` is never claimed again.
 * - A failed send is retried with exponential backoff (and jitter) up to `maxAttempts`, then
 *   recorded as failed. A clean stop finishes the sends under way and gives the rest back at once.
 * - The only window for a repeat is a server dying between the gateway accepting a message and
 *   the row being written; the message's `reference` (the outbox id) lets a gateway drop it.
 */
export class SmsWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  /** A wake-up that came while a round was running: the next sleep is skipped. */
  private woken = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly provider: SmsProvider,
    private readonly options: SmsWorkerOptions,
    private readonly log?: Log,
  ) {}

  start(): this {
    if (this.loop) return this;
    this.stopping = false;
    running.add(this);
    this.loop = detached(() => this.run());
    return this;
  }

  /** Stops claiming, lets the sends under way finish and be recorded, and gives back what was not started. */
  async stop(): Promise<void> {
    this.stopping = true;
    running.delete(this);
    this.wake();
    await this.loop;
    this.loop = null;
  }

  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.woken = true;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      let claimed = 0;
      try {
        claimed = await this.runOnce();
        failures = 0;
      } catch (err) {
        failures += 1;
        this.log?.error({ err, worker: this.id }, 'SMS worker could not reach the outbox; trying again');
      }
      if (claimed === 0 && !this.stopping) await this.sleep(failures ? Math.min(this.options.pollMs * 2 ** failures, 30_000) : this.options.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    }).then(() => void (this.wakeUp = null));
  }

  /** One round: requeue expired claims, claim a batch, send it, record each result. Returns how many were claimed. */
  async runOnce(): Promise<number> {
    await this.requeueExpiredClaims();
    const batch = await this.claim();
    if (batch.length === 0) return 0;
    const broadcasts = [...new Set(batch.map((r) => r.broadcast_id))];
    await this.db.updateTable('sms_broadcasts').set({ status: 'sending' }).where('id', 'in', broadcasts).where('status', '=', 'queued').execute();
    let next = 0;
    const lane = async () => {
      while (next < batch.length) {
        const row = batch[next++];
        if (this.stopping) await this.giveBack(row);
        else await this.deliver(row);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, batch.length) }, lane));
    await this.finishBroadcasts(broadcasts);
    return batch.length;
  }

  private async requeueExpiredClaims(): Promise<void> {
    await this.db
      .updateTable('sms_outbox')
      .set({ status: 'pending', claimed_by: null, claimed_until: null })
      .where('status', '=', 'sending')
      .where('claimed_until', '<', sql<string>`now()`)
      .execute();
  }

  private async claim(): Promise<Claimed[]> {
    const { rows } = await sql<Claimed>`
      update sms_outbox o
         set status = 'sending', claimed_by = ${this.id}, claimed_until = now() + ${this.options.leaseSeconds}::int * interval '1 second',
             attempts = o.attempts + 1
        from (select id from sms_outbox
               where status = 'pending' and next_attempt_at <= now()
               order by id limit ${this.options.batchSize}
               for update skip locked) c
       where o.id = c.id
      returning o.id, o.broadcast_id, o.phone, o.message, o.attempts`.execute(this.db);
    return rows.sort((a, b) => a.id - b.id);
  }

  private async deliver(row: Claimed): Promise<void> {
    try {
      await this.provider.send({ phone: row.phone, text: row.message, reference: `sms-${row.id}` });
    } catch (err) {
      const retry = !(err instanceof SmsSendError) || err.retry;
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      if (retry && row.attempts < this.options.maxAttempts) await this.retryLater(row, error);
      else await this.record(row, 'failed', error);
      return;
    }
    await this.record(row, 'sent', null);
  }

  /** The recipient's outcome and its broadcast's counter, in one statement, only while this worker holds the claim. */
  private async record(row: Claimed, status: 'sent' | 'failed', error: string | null): Promise<void> {
    const counter = sql.raw(status === 'sent' ? 'sent' : 'failed');
    await sql`
      with done as (
        update sms_outbox
           set status = ${status}, error = ${error}, sent_at = ${status === 'sent' ? sql`now()` : null}, claimed_by = null, claimed_until = null
         where id = ${row.id} and status = 'sending' and claimed_by = ${this.id}
        returning broadcast_id
      )
      update sms_broadcasts b set ${counter} = b.${counter} + 1 from done where b.id = done.broadcast_id`.execute(this.db);
  }

  private async retryLater(row: Claimed, error: string): Promise<void> {
    const delay = Math.min(this.options.retryBaseMs * 2 ** (row.attempts - 1), MAX_RETRY_DELAY_MS) * (0.75 + Math.random() / 2);
    await this.db
      .updateTable('sms_outbox')
      .set({ status: 'pending', error, next_attempt_at: sql`now() + ${Math.round(delay)}::int * interval '1 millisecond'`, claimed_by: null, claimed_until: null })
      .where('id', '=', row.id)
      .where('status', '=', 'sending')
      .where('claimed_by', '=', this.id)
      .execute();
  }

  /** Not started because the worker is stopping: back to the queue at once, the claim not counted as a try. */
  private async giveBack(row: Claimed): Promise<void> {
    await this.db
      .updateTable('sms_outbox')
      .set({ status: 'pending', attempts: sql`attempts - 1`, claimed_by: null, claimed_until: null })
      .where('id', '=', row.id)
      .where('status', '=', 'sending')
      .where('claimed_by', '=', this.id)
      .execute();
  }

  /** A broadcast with nobody left to send to is finished (failed when nothing could be sent). */
  private async finishBroadcasts(ids: number[]): Promise<void> {
    await sql`
      update sms_broadcasts b
         set status = case when b.sent = 0 and b.failed > 0 then 'failed' else 'finished' end, finished_at = now()
       where b.id = any(${ids}::int[]) and b.status in ('queued', 'sending')
         and not exists (select 1 from sms_outbox o where o.broadcast_id = b.id and o.status in ('pending', 'sending'))`.execute(this.db);
  }
}
