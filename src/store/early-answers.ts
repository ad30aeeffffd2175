/**
 * Answers the entry script (src/app/boot.ts) asks for as soon as a signed-in page starts, while the
 * app's code downloads and compiles: GET /admin/me, and the first requests of the screen at the
 * address (its preload's: a list's page; the dashboard's figures and both charts), as that screen
 * made them the last time it was opened there (remembered below). The app's own request for the
 * same URL takes the answer (base-api.ts) instead of asking only once its code has run, so the
 * screen's rows are in the store before the screen is first drawn: drawn once, with them, instead
 * of drawn loading and then drawn again. Kept by this module (one instance for
 * the entry and the app's chunks); small, for the entry imports it.
 *
 * An answer is taken once, and only by a request for the same address with the same session and
 * language; anything but a success (401, 403, offline…) is not taken: the app asks again and handles
 * its answer as any other. A screen's answer is taken only when the server placed it among the live
 * changes (live-position.ts): from a server that does not, an answer asked before the live stream
 * is ready could miss a change, and the screen asks once the stream is (screen-data-preload.ts).
 */
import { acceptLanguage } from '../lib/i18n';
import { livePositionOf, type AnswerMeta } from './live/live-position';

/** GET /admin/me as the app sends it (the entry cannot import base-api: the whole of RTK Query). */
const ME_URL = '/api/admin/me';

/** Where the screens' first requests are remembered: `[address, request URLs]` pairs, the most recent last. */
export const SCREEN_REQUESTS_KEY = 'shop-admin:screen-requests';
/** How many addresses are remembered (the least recently opened is forgotten first). */
const SCREEN_REQUESTS_KEPT = 30;

/** What a request that was not a success (or not placed, when asked to be) leaves: nothing to take. */
const NOT_TAKEN = Symbol('not taken');
type EarlyAnswer = { body: unknown; meta: AnswerMeta } | typeof NOT_TAKEN;

interface EarlyAsk {
  authorization: string;
  language: string;
  answer: Promise<EarlyAnswer>;
}

/** The answers asked for and not yet taken, by the URL they were asked at. */
const asked = new Map<string, EarlyAsk>();

function askEarly(url: string, token: string, placedOnly: boolean): void {
  const authorization = `Bearer ${token}`;
  const language = acceptLanguage();
  const answer = fetch(url, { headers: { authorization, 'accept-language': language } })
    .then(async (response): Promise<EarlyAnswer> => {
      const livePosition = livePositionOf(response.headers);
      if (!response.ok || (placedOnly && livePosition === undefined)) return NOT_TAKEN;
      return { body: (await response.json()) as unknown, meta: { livePosition } };
    })
    .catch((): EarlyAnswer => NOT_TAKEN);
  asked.set(url, { authorization, language, answer });
}

/** Asks GET /admin/me for this session now (the entry, signed in). */
export function askMeEarly(token: string): void {
  askEarly(ME_URL, token, false);
}

/** Asks the first requests of the screen at `address` (path and query) for this session now, when they are remembered for it. */
export function askScreenDataEarly(token: string, address: string): void {
  for (const url of screenRequests().get(address) ?? []) askEarly(url, token, true);
}

/**
 * The early answer to a GET of this URL (as base-api.ts sends it) with this authorization, once:
 * null at once when none was asked for it, else a promise of its body and meta, or of null when it
 * is not to be taken (asked for another session or language, or not a success).
 */
export function takeEarlyAnswer(url: string, authorization: string | undefined): Promise<{ data: unknown; meta: AnswerMeta } | null> | null {
  const taken = asked.get(url);
  if (!taken) return null;
  asked.delete(url);
  if (taken.authorization !== authorization || taken.language !== acceptLanguage()) return Promise.resolve(null);
  return taken.answer.then((answer) => (answer === NOT_TAKEN ? null : { data: answer.body, meta: answer.meta }));
}

const isUrlList = (urls: unknown): urls is string[] => Array.isArray(urls) && urls.every((url) => typeof url === 'string');

function screenRequests(): Map<string, string[]> {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(SCREEN_REQUESTS_KEY) ?? '[]');
    return new Map(Array.isArray(saved) ? saved.filter((pair): pair is [string, string[]] => Array.isArray(pair) && typeof pair[0] === 'string' && isUrlList(pair[1])) : []);
  } catch {
    return new Map();
  }
}

/** The requests of a screen's preload on their way: the address, their query cache keys in order, and the URLs of those that have answered. */
interface ExpectedScreen {
  address: string;
  queryCacheKeys: readonly string[];
  answered: Map<string, string>;
}

/** The screens whose first requests are on their way, by each request's query cache key (screen-data-preload.ts). */
const expected = new Map<string, ExpectedScreen>();

/** The screen at `address` asked for its first requests under these query cache keys: their URLs are remembered once every one has answered. */
export function expectScreenRequests(address: string, queryCacheKeys: readonly string[]): void {
  const screen: ExpectedScreen = { address, queryCacheKeys, answered: new Map() };
  for (const queryCacheKey of queryCacheKeys) expected.set(queryCacheKey, screen);
}

/**
 * A GET of this query cache key answered with a success (base-api.ts): the URL it was sent to is
 * noted for its screen, whose URLs are remembered for its address once each of its requests has
 * answered (a screen with one that failed keeps what was remembered before).
 */
export function screenRequestAnswered(queryCacheKey: string, url: string): void {
  const screen = expected.get(queryCacheKey);
  if (screen === undefined) return;
  expected.delete(queryCacheKey);
  screen.answered.set(queryCacheKey, url);
  if (screen.answered.size < screen.queryCacheKeys.length) return;
  const urls = screen.queryCacheKeys.map((key) => screen.answered.get(key) as string);
  const { address } = screen;
  const requests = screenRequests();
  // Already the most recent, with these URLs: nothing to write.
  const [lastAddress, lastUrls] = [...requests].pop() ?? [];
  if (lastAddress === address && lastUrls?.join(' ') === urls.join(' ')) return;
  requests.delete(address);
  requests.set(address, urls);
  const kept = [...requests].slice(-SCREEN_REQUESTS_KEPT);
  try {
    window.localStorage.setItem(SCREEN_REQUESTS_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the screen is asked for as without this.
  }
}

/** Signed out: which screens were opened with which search and filters is forgotten with the session. */
export function forgetScreenRequests(): void {
  expected.clear();
  try {
    window.localStorage.removeItem(SCREEN_REQUESTS_KEY);
  } catch {
    // Nothing stored to forget.
  }
}
