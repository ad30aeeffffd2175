import pino from 'pino';

/** How long a log line may wait in the buffer of `logDestination` before it is written. */
export const LOG_FLUSH_MS = 250;

/**
 * Where the server logs (`dest`: a file descriptor or path; stdout by default): written without
 * blocking, in batches of at least 4 KB, and at least every LOG_FLUSH_MS; pino writes what is left
 * when the process exits. One write per request line cost the server's process a system call and
 * a thread-pool task each time (a few per cent of a list request's CPU; docs/benchmarks.md).
 */
export function logDestination(dest: number | string = 1): NodeJS.WritableStream {
  return pino.destination({ dest, sync: false, minLength: 4096, periodicFlush: LOG_FLUSH_MS }) as unknown as NodeJS.WritableStream;
}
