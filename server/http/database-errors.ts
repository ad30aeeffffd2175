/**
 * What the database's refusals mean to a client. Anything a client can send that the database
 * rejects is a 4xx; a database that is busy or away is a 503 the client may retry; only a fault
 * of ours is a 500.
 */
export interface DatabaseErrorReply {
  status: number;
  message: string;
  retryAfter?: number;
}

const BY_CODE: Record<string, DatabaseErrorReply> = {
  '23505': { status: 409, message: 'That value is already in use.' },
  '23503': { status: 409, message: 'This refers to something that does not exist, or is still in use.' },
  '23514': { status: 400, message: 'A value is out of the allowed range.' },
  '22P02': { status: 400, message: 'A value has the wrong format.' },
  '22003': { status: 400, message: 'A number is too large.' },
  '22001': { status: 400, message: 'A value is too long.' },
  '22021': { status: 400, message: 'A text contains a character that cannot be stored.' },
  '22P05': { status: 400, message: 'A text contains a character that cannot be stored.' },
};

const BUSY: DatabaseErrorReply = { status: 503, message: 'The service is busy. Please try again in a moment.', retryAfter: 2 };
const AWAY: DatabaseErrorReply = { status: 503, message: 'The database cannot be reached right now. Please try again in a moment.', retryAfter: 5 };

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
