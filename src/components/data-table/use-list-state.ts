import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { pageSizeChanged, selectTablePrefs, type ColumnSort } from '../../store/tables-slice';

export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The query state of a server-paged table: pass `page`, `pageSize`, `search` to the list query. */
export interface TablePaging {
  /** 1-based, as the API takes it. */
  page: number;
  /** From the URL, else the one remembered for the table. */
  pageSize: number;
  /** The debounced, trimmed search text ('' when none). */
  search: string;
  /** The table's sort (send it to the server, as `sort`, when the table uses `serverSorting`). */
  sorting: ColumnSort[];
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  setSearch(search: string): void;
  /** Present when the sort is the list's own state (`useListState`): the table reports sort changes here. */
  setSorting?(sorting: ColumnSort[]): void;
  /** Column ids the server sorts by; other columns offer no sorting (with `serverSorting`). */
  sortableColumns?: ReadonlySet<string>;
  /** The server's sort when none is chosen: the table then offers no "unsorted" step. */
  defaultSort?: string;
}

/**
 * The contract's sort convention (server/http/list-query.ts): one column, `-column` descending.
 * `sortParam([{ id: 'created_at', desc: true }])` is `'-created_at'`.
 */
export function sortParam(sorting: readonly ColumnSort[]): string | undefined {
  const first = sorting[0];
  return first ? `${first.desc ? '-' : ''}${first.id}` : undefined;
}

/** `'-created_at'` → `[{ id: 'created_at', desc: true }]`; undefined or blank → no sorting. */
export function sortingOf(sort: string | null | undefined): ColumnSort[] {
  if (!sort) return [];
  return sort.startsWith('-') ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

export interface ListStateOptions<F extends string, S extends string> {
  /** Named filters kept in the URL beside page, size, sort and q (`?status=used`). */
  filters?: readonly F[];
  /**
   * The `sort` values the contract's enum allows for this list (both directions, e.g.
   * `['created_at', '-created_at', 'username', '-username']`). A URL naming any other sort is
   * ignored, and only these columns offer sorting in the table. Omit when the list does not sort.
   */
  sorts?: readonly S[];
  /** The sort the server applies when none is sent (shown as the table's sort); none by default. */
  defaultSort?: S;
  /** Prefixes every URL key (`'codes.'` → `codes.page`), for a second list on one screen. */
  prefix?: string;
}

/**
 * Everything a list screen sends to its list query, kept in the URL (so reload, Back and a shared
 * link keep it): page, page size, sort, search and named filters. It is a `TablePaging`, so it is
 * what `DataTable`'s `paging` prop takes.
 */
export interface ListState<F extends string = never, S extends string = string> extends TablePaging {
  /** The contract's `sort` param for the query (`-created_at`); undefined when not sorted. */
  sort: S | undefined;
  setSorting(sorting: ColumnSort[]): void;
  /** Column ids the server can sort by (from `sorts`); undefined when every column may sort. */
  sortableColumns: ReadonlySet<string> | undefined;
  /** The server's sort when none is chosen. */
  defaultSort: S | undefined;
  /** The filters' values from the URL; a filter not set is absent. */
  filters: Readonly<Partial<Record<F, string>>>;
  /** Sets (or, with undefined or '', clears) one filter; back to page 1. */
  setFilter(name: F, value: string | undefined): void;
  /** Sets several filters at once; back to page 1. */
  setFilters(values: Partial<Record<F, string | undefined>>): void;
}

const NO_FILTERS: readonly never[] = [];

function positiveInteger(text: string | null): number | undefined {
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

/**
 * What a list asks the server for (page, page size, search, sort, filters), as `useListState`
 * reads it: from the address's query and the page size remembered for the table.
 */
export interface ListQuery<F extends string = never, S extends string = string> {
  page: number;
  pageSize: number;
  search: string;
  sort: S | undefined;
  filters: Readonly<Partial<Record<F, string>>>;
}

/**
 * The list's query from an address's query and the table's remembered page size, without a hook:
 * `useListState` reads it so, and a screen's first page is asked for so before the screen renders
 * (`listPreload`, src/components/screen-preload.ts): the two cannot differ.
 */
export function readListQuery<F extends string = never, S extends string = string>(
  params: URLSearchParams,
  remembered: number | undefined,
  { filters: filterNames = NO_FILTERS, sorts, defaultSort, prefix = '' }: ListStateOptions<F, S> = {},
): ListQuery<F, S> {
  const allowedSizes = PAGE_SIZE_OPTIONS as readonly number[];
  const urlSize = positiveInteger(params.get(`${prefix}size`));
  const fallbackSize = remembered && allowedSizes.includes(remembered) ? remembered : DEFAULT_PAGE_SIZE;
  const urlSort = params.get(`${prefix}sort`);
  const filters: Partial<Record<F, string>> = {};
  for (const name of filterNames) {
    const value = params.get(`${prefix}${name}`);
    if (value) filters[name] = value;
  }
  return {
    page: positiveInteger(params.get(`${prefix}page`)) ?? 1,
    pageSize: urlSize && allowedSizes.includes(urlSize) ? urlSize : fallbackSize,
    search: (params.get(`${prefix}q`) ?? '').trim(),
    sort: urlSort !== null && (!sorts || (sorts as readonly string[]).includes(urlSort)) ? (urlSort as S) : defaultSort,
    filters,
  };
}

/**
 * `const list = useListState('customers', { sorts: CUSTOMER_SORTS, defaultSort: '-created_at', filters: ['status'] });`
 * `useListUsersQuery({ page: list.page, limit: list.pageSize, q: list.search || undefined, sort: list.sort, status: list.filters.status })`
 * `<DataTable tableId="customers" paging={list} serverSorting … />`
 *
 * Page size falls back to the one remembered for the table. Values equal to their default are
 * left out of the URL, so an untouched list keeps a clean address.
 */
export function useListState<F extends string = never, S extends string = string>(tableId: string, options: ListStateOptions<F, S> = {}): ListState<F, S> {
  const { sorts, defaultSort, prefix = '' } = options;
  const dispatch = useAppDispatch();
  const remembered = useAppSelector((state) => selectTablePrefs(state, tableId)).pageSize;
  const [params, setParams] = useSearchParams();
  const key = useCallback((name: string) => `${prefix}${name}`, [prefix]);
  const read = useMemo(() => readListQuery(params, remembered, options), [params, remembered, options]);
  const { page, pageSize, search, sort } = read;

  // `sort` as a string keeps the memo stable across renders (a fresh array each time would refetch nothing but re-render the table).
  const sorting = useMemo(() => sortingOf(sort), [sort]);
  // The enum's contents decide (a screen may pass a fresh array each render).
  const sortsKey = sorts?.join(',');
  const sortableColumns = useMemo(
    () => (sortsKey === undefined ? undefined : new Set(sortsKey.split(',').map((value) => value.replace(/^-/, '')))),
    [sortsKey],
  );

  // Recomputed only when a filter's value changes, not on every other URL change.
  const filterKey = JSON.stringify(read.filters);
  const filters = useMemo(() => JSON.parse(filterKey) as Partial<Record<F, string>>, [filterKey]);

  /** One URL update per change (react-router applies functional updates from the same location, so two in one tick would lose one). */
  const update = useCallback(
    (changes: Record<string, string | undefined>, { keepPage = false, push = false } = {}) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (!keepPage) next.delete(key('page'));
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key(name));
            else next.set(key(name), value);
          }
          return next;
        },
        { replace: !push },
      );
    },
    [setParams, key],
  );

  const setPage = useCallback(
    (value: number) => update({ page: value > 1 ? String(value) : undefined }, { keepPage: true, push: true }),
    [update],
  );
  const setPageSize = useCallback(
    (value: number) => {
      dispatch(pageSizeChanged({ tableId, value }));
      update({ size: value === DEFAULT_PAGE_SIZE ? undefined : String(value) });
    },
    [dispatch, tableId, update],
  );
  const setSearch = useCallback((value: string) => update({ q: value.trim() || undefined }), [update]);
  const setSorting = useCallback(
    (value: ColumnSort[]) => {
      const next = sortParam(value);
      // The default sort leaves the URL clean (the table offers no "unsorted" when there is a default).
      update({ sort: next === defaultSort ? undefined : next });
    },
    [update, defaultSort],
  );
  const setFilters = useCallback(
    (values: Partial<Record<F, string | undefined>>) => update(values as Record<string, string | undefined>),
    [update],
  );
  const setFilter = useCallback((name: F, value: string | undefined) => update({ [name]: value }), [update]);

  return {
    page,
    pageSize,
    search,
    sorting,
    sort,
    sortableColumns,
    defaultSort,
    filters,
    setPage,
    setPageSize,
    setSearch,
    setSorting,
    setFilter,
    setFilters,
  };
}
