import { say, type Say } from './messages';

/**
 * What the database's refusals mean to a client. Anything a client can send that the database
 * rejects is a 4xx; a database that is busy or away is a 503 the client may retry; only a fault
 * of ours is a 500.
 */
export interface DatabaseErrorReply {
  status: number;
  /** Rendered in the request's language. */
  message: Say;
  retryAfter?: number;
}

const BY_CODE: Record<string, DatabaseErrorReply> = {
  '23505': { status: 409, message: say('valueInUse') },
  '23503': { status: 409, message: say('refersToMissing') },
  '23514': { status: 400, message: say('outOfRange') },
  '22P02': { status: 400, message: say('wrongFormat') },
  '22003': { status: 400, message: say('numberTooLarge') },
  '22001': { status: 400, message: say('valueTooLong') },
  '22021': { status: 400, message: say('cannotStoreCharacter') },
  '22P05': { status: 400, message: say('cannotStoreCharacter') },
};

const BUSY: DatabaseErrorReply = { status: 503, message: say('serviceBusy'), retryAfter: 2 };
const AWAY: DatabaseErrorReply = { status: 503, message: say('databaseAway'), retryAfter: 5 };

/** Serialization failure and deadlock (after the unit of work's retries), lock or statement time-out. */
const BUSY_CODES = new Set(['40001', '40P01', '55P03', '57014']);
/** The connection was terminated (administrator, restart, shutdown) or could not be made. */
const AWAY_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const AWAY_MESSAGES = /Connection terminated|connection (?:is )?closed|Client has encountered a connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

export function databaseErrorReply(error: { code?: string; message?: string }): DatabaseErrorReply | null {
  const code = error.code ?? '';
  if (BY_CODE[code]) return BY_CODE[code];
  if (BUSY_CODES.has(code)) return BUSY;
  if (AWAY_CODES.has(code) || code.startsWith('08') || AWAY_MESSAGES.test(error.message ?? '')) return AWAY;
  return null;
}
