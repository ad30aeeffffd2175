/**
 * Server-side list conventions, the same for every list of the contract:
 * - `page` (from 1) and `limit` (1–100): see `pageOf` in envelope.ts;
 * - `q`: free-text search over the columns the operation names;
 * - `sort`: one column the contract lists for that operation, `-column` for descending
 *   (`sort=-created_at`); the contract's enum is what validation accepts, so a value reaching here
 *   is one the list knows. Ties always fall back to the row id, so pages never overlap.
 */
export interface SortOrder<C extends string> {
  column: C;
  direction: 'asc' | 'desc';
}

export function sortOf<C extends string>(sort: string | undefined, fallback: C | `-${C}`): SortOrder<C> {
  const value = sort || fallback;
  return value.startsWith('-') ? { column: value.slice(1) as C, direction: 'desc' } : { column: value as C, direction: 'asc' };
}

/** `q` as an ILIKE pattern matching it anywhere (its `%`, `_` and `\` taken literally); null when blank. */
export function containsPattern(q: string | undefined): string | null {
  const text = q?.trim();
  return text ? `%${text.replace(/[\\%_]/g, '\\$&')}%` : null;
}

/** `q` as a LIKE pattern matching text that starts with it (index-friendly); null when blank. */
export function prefixPattern(q: string | undefined | null): string | null {
  const text = q?.trim();
  return text ? `${text.replace(/[\\%_]/g, '\\$&')}%` : null;
}

/** `q` as a row id (a whole number PostgreSQL's integer holds), or null. */
export function idOf(q: string | undefined | null): number | null {
  const text = q?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
