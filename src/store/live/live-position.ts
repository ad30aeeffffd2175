/**
 * An answer's place among the live changes. The server gives each GET's answer the newest change id
 * it had heard committed as the request arrived (`x-live-position`, server/app.ts): the answer
 * misses only changes with a higher id. The live stream's first `ready` names where the stream
 * starts (its `id:`): an answer at or after it misses nothing the stream will not bring, however
 * late the browser reads that `ready` (use-live-events.ts). Kept small: the entry imports it (early-answers.ts).
 */
export const LIVE_POSITION_HEADER = 'x-live-position';

/** What base-api.ts adds to an answer's meta: its place, when the server gave one. */
export interface AnswerMeta {
  livePosition?: number;
}

/** The answer's place from its headers; undefined when the server gives none (or not a number it gives). */
export function livePositionOf(headers: Headers | undefined): number | undefined {
  const text = headers?.get(LIVE_POSITION_HEADER);
  return text && /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}
