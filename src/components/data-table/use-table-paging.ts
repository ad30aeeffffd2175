import { useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { pageSizeChanged, selectTablePrefs, type ColumnSort } from './table-prefs-slice';

export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
const NO_SORTING: ColumnSort[] = [];

/** The query state of a server-paged table: pass `page`, `pageSize`, `search` to the list query. */
export interface TablePaging {
  /** 1-based, as the API takes it. */
  page: number;
  /** Remembered per table. */
  pageSize: number;
  /** The debounced, trimmed search text ('' when none). */
  search: string;
  /** Remembered per table; send it to the server when the table uses `serverSorting`. */
  sorting: ColumnSort[];
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  setSearch(search: string): void;
}

/**
 * `const paging = useTablePaging('banners');`
 * `const query = useListBannersQuery({ page: paging.page, limit: paging.pageSize, q: paging.search || undefined });`
 */
export function useTablePaging(tableId: string): TablePaging {
  const dispatch = useAppDispatch();
  const prefs = useAppSelector((state) => selectTablePrefs(state, tableId));
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const stored = prefs.pageSize;
  const pageSize = stored && (PAGE_SIZE_OPTIONS as readonly number[]).includes(stored) ? stored : DEFAULT_PAGE_SIZE;

  const setPageSize = useCallback(
    (value: number) => {
      dispatch(pageSizeChanged({ tableId, value }));
      setPage(1);
    },
    [dispatch, tableId],
  );
  const setSearch = useCallback((value: string) => {
    setSearchText(value);
    setPage(1);
  }, []);

  return { page, pageSize, search, sorting: prefs.sorting ?? NO_SORTING, setPage, setPageSize, setSearch };
}
