import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Bulk reads: the many statements of one long read (a whole list's ids and windows, a CSV export's
 * batches). On the embedded database every statement holds its one connection, so a statement
 * waits for the one running and for every one queued before it. A whole-list read of two admins
 * kept two of its windows ahead of a health check, which then waited for both (health max 76–84 ms
 * while a 10,000-code list was read twice at a time, on a day the machine ran at half speed). A
 * statement issued inside `asBulkRead` gives way: the connection goes to any other request waiting
 * for it first, so a request waits for at most the one statement running. On PostgreSQL each
 * request has a connection of its own from the pool, and this changes nothing.
 */
const bulk = new AsyncLocalStorage<true>();

/** Runs `read` as a bulk read: its statements wait for the embedded connection behind every other request's. */
export const asBulkRead = <T>(read: () => Promise<T>): Promise<T> => bulk.run(true, read);

/** Whether the statement being issued belongs to a bulk read. */
export const inBulkRead = (): boolean => bulk.getStore() === true;
