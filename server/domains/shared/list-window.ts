import { sql, type Expression, type SqlBool } from 'kysely';
import type { SortOrder } from '../../http/list-query';

/**
 * Which rows of a sorted list to read: a page (`offset`), or the rows after the last one read
 * (`after`, keyset: index-friendly however deep, used by the CSV exports to walk a whole list in
 * short queries that never hold a transaction open).
 */
export interface Keyset {
  value: string | number;
  id: number;
}
export type ListWindow = { limit: number; offset: number } | { limit: number; after: Keyset | null };

/** `(column, id)` beyond the keyset in the sort's direction (the sort column must be NOT NULL). */
export function beyond(alias: string, sort: SortOrder<string>, after: Keyset): Expression<SqlBool> {
  const op = sort.direction === 'desc' ? '<' : '>';
  return sql<SqlBool>`(${sql.ref(`${alias}.${sort.column}`)}, ${sql.ref(`${alias}.id`)}) ${sql.raw(op)} (${after.value}, ${after.id})`;
}
