import { sql, type Kysely } from 'kysely';
import { asBulkRead } from '../../server/db/bulk-reads';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import type { Database } from '../../server/db/schema';

/**
 * On the embedded database every statement waits for its one connection. A bulk read (a whole
 * list's windows, an export's batches) gives way: a request's statement waiting beside it goes first.
 */
describe('bulk reads on the embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => handle.close());

  /** Holds the one connection (an open transaction) until the returned `release` is called. */
  async function holdConnection(db: Kysely<Database>) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const done = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      held();
      await released;
    });
    await holding;
    return async () => {
      release();
      await done;
    };
  }

  /** Statements queued while the connection is held, in this order; resolves with the order they ran in. */
  async function runOrder(kinds: ('bulk' | 'request')[]): Promise<string[]> {
    const ran: string[] = [];
    const release = await holdConnection(handle.db);
    const statements = kinds.map((kind, i) => {
      const name = `${kind} ${i}`;
      const statement = async () => {
        await sql`select ${name}::text as name`.execute(handle.db);
        ran.push(name);
      };
      return kind === 'bulk' ? asBulkRead(statement) : statement();
    });
    await release();
    await Promise.all(statements);
    return ran;
  }

  it('runs a waiting request before the bulk reads queued ahead of it', async () => {
    expect(await runOrder(['bulk', 'bulk', 'request', 'bulk', 'request'])).toEqual(['request 2', 'request 4', 'bulk 0', 'bulk 1', 'bulk 3']);
  });

  it('keeps the order among requests, as before', async () => {
    expect(await runOrder(['request', 'request', 'request'])).toEqual(['request 0', 'request 1', 'request 2']);
  });

  it('lets a waiting bulk read in after eight requests have gone ahead of it: a busy shop never starves an export', async () => {
    const kinds: ('bulk' | 'request')[] = ['bulk', ...Array.from({ length: 10 }, () => 'request' as const)];
    const ran = await runOrder(kinds);
    expect(ran.indexOf('bulk 0')).toBe(8);
  });

  it('answers a bulk read alone at once', async () => {
    const { rows } = await asBulkRead(() => sql<{ n: number }>`select 41 + 1 as n`.execute(handle.db));
    expect(rows[0].n).toBe(42);
  });
});
