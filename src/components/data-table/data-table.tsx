import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowData,
  type MRT_RowSelectionState,
  type MRT_TableOptions,
  type MRT_Updater,
} from 'material-react-table';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ErrorState } from '../error-state';
import { commonMessages } from '../messages';
import { format } from '../../lib/format';
import {
  columnOrderChanged,
  columnVisibilityChanged,
  densityChanged,
  selectTablePrefs,
  sortingChanged,
  type ColumnSort,
  type Density,
} from './table-prefs-slice';
import { PAGE_SIZE_OPTIONS, type TablePaging } from './use-table-paging';
import { TableSearch } from './table-search';
import { JumpToPage } from './jump-to-page';

export type { MRT_ColumnDef as DataTableColumn } from 'material-react-table';

/** Spec 9: all page buttons up to 30 pages, else a window around the current page. */
const ALL_PAGES_UP_TO = 30;

/** The parts of an RTK Query hook result the table shows: first load, refetch, error. */
export interface TableQueryState {
  isLoading?: boolean;
  isFetching?: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

export interface DataTableProps<T extends MRT_RowData> {
  /** Preferences (columns, sorting, density, page size) are remembered under this id. */
  tableId: string;
  columns: MRT_ColumnDef<T>[];
  /** The rows of the current page (or all rows when unpaged). */
  rows: T[] | undefined;
  query: TableQueryState;
  /** Server-side paging from `useTablePaging(tableId)`; omit for an unpaged list (no pager, page size or search). */
  paging?: TablePaging;
  /** Total rows on the server (required with `paging`). */
  rowCount?: number;
  /** The debounced search box; on by default for paged tables. */
  search?: boolean;
  searchLabel?: string;
  /** The server sorts (send `paging.sorting`); otherwise the current page is sorted in the browser. */
  serverSorting?: boolean;
  /** Defaults to `String(row.id)`. */
  getRowId?: (row: T) => string;
  /** Per-row buttons (Edit, Delete…), shown in a last Actions column. */
  rowActions?: (row: T) => ReactNode;
  /** Always-shown toolbar content, e.g. an Add new button. */
  toolbarActions?: ReactNode;
  /** Turns on row selection; receives the selected rows of the current page and a way to clear them. */
  bulkActions?: (selected: T[], clearSelection: () => void) => ReactNode;
  /** Shown instead of 'No data to show' for an empty list (e.g. 'There is no package under this product.'). */
  emptyMessage?: ReactNode;
  /** Shown instead of the server's message when the list fails to load (offline still says so). */
  errorMessage?: string;
  /** Escape hatch for rare MRT options (e.g. `renderDetailPanel`). */
  tableOptions?: Partial<MRT_TableOptions<T>>;
}

function resolve<V>(updater: MRT_Updater<V>, current: V): V {
  return typeof updater === 'function' ? (updater as (old: V) => V)(current) : updater;
}

const defaultRowId = (row: MRT_RowData) => String(row.id);
const NO_VISIBILITY: Record<string, boolean> = {};
const NO_SORTING: ColumnSort[] = [];
const NO_SELECTION: MRT_RowSelectionState = {};

/**
 * The one table of the app (material-react-table): server paging, debounced search, remembered
 * column visibility/order, sorting, density and page size, row selection with bulk actions,
 * row actions, and loading, empty and error states.
 */
export function DataTable<T extends MRT_RowData>({
  tableId,
  columns,
  rows,
  query,
  paging,
  rowCount,
  search = Boolean(paging),
  searchLabel,
  serverSorting = false,
  getRowId = defaultRowId,
  rowActions,
  toolbarActions,
  bulkActions,
  emptyMessage,
  errorMessage,
  tableOptions,
}: DataTableProps<T>) {
  const dispatch = useAppDispatch();
  const prefs = useAppSelector((state) => selectTablePrefs(state, tableId));
  const columnVisibility = prefs.columnVisibility ?? NO_VISIBILITY;
  const sorting = prefs.sorting ?? NO_SORTING;
  const density: Density = prefs.density ?? 'comfortable';

  // Selection belongs to what is on screen: a new page or search starts with none selected.
  const selectionKey = paging ? `${paging.page}|${paging.pageSize}|${paging.search}` : '';
  const [selection, setSelection] = useState<{ key: string; rows: MRT_RowSelectionState }>({ key: selectionKey, rows: {} });
  const rowSelection = selection.key === selectionKey ? selection.rows : NO_SELECTION;
  const clearSelection = useCallback(() => setSelection({ key: selectionKey, rows: {} }), [selectionKey]);

  const hasError = Boolean(query.error);
  const data = useMemo(() => (hasError ? [] : (rows ?? [])), [hasError, rows]);
  const selectedRows = useMemo(() => data.filter((row) => rowSelection[getRowId(row)]), [data, rowSelection, getRowId]);

  const pageCount = paging ? Math.max(1, Math.ceil((rowCount ?? 0) / paging.pageSize)) : 1;
  const showToolbarContent = (paging && search) || toolbarActions || bulkActions;

  const table = useMaterialReactTable<T>({
    columns,
    data,
    getRowId,
    localization: {
      noRecordsToDisplay: commonMessages.noData,
      noResultsFound: commonMessages.noResults,
      actions: commonMessages.actions,
    },
    state: {
      columnVisibility,
      sorting,
      density,
      rowSelection,
      isLoading: Boolean(query.isLoading) && !hasError,
      showProgressBars: Boolean(query.isFetching) && !query.isLoading,
      ...(prefs.columnOrder ? { columnOrder: prefs.columnOrder } : {}),
      ...(paging ? { pagination: { pageIndex: paging.page - 1, pageSize: paging.pageSize } } : {}),
    },
    onColumnVisibilityChange: (updater) =>
      dispatch(columnVisibilityChanged({ tableId, value: resolve(updater, columnVisibility) })),
    onColumnOrderChange: (updater) =>
      dispatch(columnOrderChanged({ tableId, value: resolve(updater, prefs.columnOrder ?? []) })),
    onSortingChange: (updater) => dispatch(sortingChanged({ tableId, value: resolve(updater, sorting) })),
    onDensityChange: (updater) => dispatch(densityChanged({ tableId, value: resolve(updater, density) })),
    onRowSelectionChange: (updater) => setSelection({ key: selectionKey, rows: resolve(updater, rowSelection) }),

    enableColumnOrdering: true,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableFullScreenToggle: false,
    manualSorting: serverSorting,
    enableRowSelection: Boolean(bulkActions),
    positionToolbarAlertBanner: 'none',

    ...(paging
      ? {
          enablePagination: true,
          manualPagination: true,
          rowCount: rowCount ?? 0,
          paginationDisplayMode: 'pages' as const,
          onPaginationChange: (updater) => {
            const current = { pageIndex: paging.page - 1, pageSize: paging.pageSize };
            const next = resolve(updater, current);
            if (next.pageSize !== current.pageSize) paging.setPageSize(next.pageSize);
            else if (next.pageIndex !== current.pageIndex) paging.setPage(next.pageIndex + 1);
          },
          muiPaginationProps: {
            rowsPerPageOptions: [...PAGE_SIZE_OPTIONS],
            boundaryCount: pageCount <= ALL_PAGES_UP_TO ? ALL_PAGES_UP_TO : 1,
            siblingCount: pageCount <= ALL_PAGES_UP_TO ? 0 : 2,
          },
          renderBottomToolbarCustomActions: () => <JumpToPage pageCount={pageCount} onJump={paging.setPage} />,
        }
      : { enablePagination: false, enableBottomToolbar: false }),

    enableRowActions: Boolean(rowActions),
    positionActionsColumn: 'last',
    renderRowActions: rowActions ? ({ row }) => <Box sx={{ display: 'flex', gap: 0.5 }}>{rowActions(row.original)}</Box> : undefined,

    renderTopToolbarCustomActions: showToolbarContent
      ? () => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {paging && search && <TableSearch value={paging.search} onSearch={paging.setSearch} label={searchLabel} />}
            {toolbarActions}
            {bulkActions && (
              <>
                {selectedRows.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {format(commonMessages.rowsSelected, { n: selectedRows.length })}
                  </Typography>
                )}
                {bulkActions(selectedRows, clearSelection)}
              </>
            )}
          </Box>
        )
      : undefined,

    renderEmptyRowsFallback: () => (
      <Box sx={{ p: 3 }}>
        {hasError ? (
          <ErrorState error={query.error} message={errorMessage} onRetry={query.refetch ? () => void query.refetch?.() : undefined} />
        ) : (
          <Typography sx={{ color: 'text.secondary', fontStyle: 'italic', textAlign: 'center' }}>
            {paging?.search ? commonMessages.noResults : (emptyMessage ?? commonMessages.noData)}
          </Typography>
        )}
      </Box>
    ),
    muiTablePaperProps: { variant: 'outlined', elevation: 0 },
    ...tableOptions,
  });

  return <MaterialReactTable table={table} />;
}
