import { useListState } from './use-list-state';

export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type TablePaging } from './use-list-state';

/**
 * A server-paged list's page, page size, sort and search, kept in the URL: `useListState` without
 * filters or a sort enum (kept for the screens written before it).
 */
export function useTablePaging(tableId: string) {
  return useListState(tableId);
}
