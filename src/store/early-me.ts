/**
 * GET /admin/me, asked by the entry script (src/app/boot.ts) as soon as a signed-in page starts,
 * while the app's code downloads and compiles: the app's first GET /admin/me takes this answer
 * (base-api.ts) instead of asking only once the app has rendered, so the screen's routes can mount
 * in the app's first render. Kept by this module (one instance for the entry and the app's chunks).
 * Taken once, and only by a request with the same session and language; anything but a success
 * (401, offline…) is not taken: the app asks again and handles the answer as any other.
 */
import { acceptLanguage } from '../lib/i18n';
import { livePositionOf, type AnswerMeta } from './live/live-position';

/** The entry cannot import base-api (the whole of RTK Query); boot.ts writes /api/admin/login the same way. */
const ME_URL = '/api/admin/me';

interface EarlyMe {
  authorization: string;
  language: string;
  answer: Promise<EarlyAnswer>;
}

/** What a request that was not a success leaves: nothing to take. */
const NOT_TAKEN = Symbol('not taken');
/** A success's body and where it stands among the live changes, or nothing to take. */
type EarlyAnswer = { body: unknown; meta: AnswerMeta } | typeof NOT_TAKEN;

let early: EarlyMe | null = null;

/** Asks GET /admin/me for this session now (the entry, signed in). */
export function askMeEarly(token: string): void {
  const authorization = `Bearer ${token}`;
  const language = acceptLanguage();
  const answer = fetch(ME_URL, { headers: { authorization, 'accept-language': language } })
    .then(async (response): Promise<EarlyAnswer> => (response.ok ? { body: (await response.json()) as unknown, meta: { livePosition: livePositionOf(response.headers) } } : NOT_TAKEN))
    .catch((): EarlyAnswer => NOT_TAKEN);
  early = { authorization, language, answer };
}

/**
 * The early answer's body for a GET /admin/me sent with this authorization and language, once;
 * null when there is none to take (not asked, asked for another session, or not a success).
 */
export async function takeEarlyMe(authorization: string | undefined): Promise<{ data: unknown; meta: AnswerMeta } | null> {
  const taken = early;
  early = null;
  if (!taken || taken.authorization !== authorization || taken.language !== acceptLanguage()) return null;
  const answer = await taken.answer;
  return answer === NOT_TAKEN ? null : { data: answer.body, meta: answer.meta };
}
