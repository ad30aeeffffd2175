import { useParams } from 'react-router';

/**
 * The record id of the route (`/banner/edit/:id`) as a positive whole number, or 0 when the path
 * holds anything else (`/banner/edit/abc`): pass `{ skip: !id }` to the query and `invalidId={!id}`
 * to QueryView, so a bad link says so instead of calling the API with NaN.
 */
export function useIdParam(name = 'id'): number {
  return recordIdOf(useParams()[name]);
}

/** A path parameter as a record id: a positive whole number, or 0 for anything else (useIdParam). */
export const recordIdOf = (raw: string | undefined): number => (raw !== undefined && /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : 0);
