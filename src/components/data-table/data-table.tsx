import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import {
  MRT_BottomToolbar,
  MRT_TopToolbar,
  useMaterialReactTable,
  type MRT_Row,
  type MRT_RowData,
  type MRT_TableInstance,
  type MRT_RowSelectionState,
  type MRT_TableOptions,
  type MRT_Updater,
} from 'material-react-table';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import { ErrorState } from '../error-state';
import { commonMessages } from '../messages';
import { format, formatCount } from '../../lib/format';
import {
  columnOrderChanged,
  columnVisibilityChanged,
  densityChanged,
  selectTablePrefs,
  sortingChanged,
  type ColumnSort,
  type Density,
} from '../../store/tables-slice';
import { selectionChanged, selectListSelection } from '../../store/selection-slice';
import { PAGE_SIZE_OPTIONS, type TablePaging } from './use-list-state';
import { TableSearch } from './table-search';
import { JumpToPage } from './jump-to-page';
import { columnMenuItemsWithMove } from './column-move';
import { LiveHolder, type LiveList } from '../live-holder';
import { choicesAfter, columnIdOf, defaultVisibility, useElementWidth, type DataTableColumn } from './column-fit';
import { keepTableLayout, lastTableLayout } from './table-layout';
import { ACTS_BY_ITSELF, CardSort, DataCards } from './data-cards';
import { ROVING_ROW, useRovingRows } from './roving-rows';
import { columnSizeVariables, TableRows, tableBodySx } from './table-rows';
import { TableHead, tableHeadSx } from './table-head';
import { ToolbarButtons } from './toolbar-buttons';
import { PageButton, pageButtonsSx } from './page-buttons';
import { MRT_Localization_BN } from './mrt-localization-bn';
import { currentLanguage } from '../../lib/i18n';

export type { CardRole, ColumnPriority, DataTableColumn } from './column-fit';

/** All page buttons up to 30 pages, else a window around the current page (docs/existing-dashboard.md#kept-as-it-was). */
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
  /** Each may say its place on a phone's card (`card`) and how soon it gives way on a narrow screen (`priority`). */
  columns: DataTableColumn<T>[];
  /** The rows of the current page (or all rows when unpaged). */
  rows: T[] | undefined;
  query: TableQueryState;
  /**
   * Server-side paging from `useListState(tableId, …)` (page, size, sort, search in the URL); omit
   * for an unpaged list (no pager, page size or search).
   */
  paging?: TablePaging;
  /** The sort of an unpaged list when it should live in the URL (`useListState`); else it is remembered per table. */
  sortState?: Pick<TablePaging, 'sorting' | 'setSorting'>;
  /** Total rows on the server (required with `paging`). */
  rowCount?: number;
  /**
   * The server stopped counting at `rowCount` (a filtered big list: `total_capped`): there are at
   * least that many rows, shown as "{rowCount} or more", and paging is not bounded by it.
   */
  totalCapped?: boolean;
  /** The debounced search box; on by default for paged tables. */
  search?: boolean;
  searchLabel?: string;
  /**
   * The server sorts (send `paging.sort` / `paging.sorting`) across the whole list; only the
   * columns of `paging.sortableColumns` (the contract's enum) offer sorting. A server-paged table
   * without it offers no sorting (sorting one page would pass for sorting the list); an unpaged
   * one sorts its rows in the browser.
   */
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
  /** Opens the row's record (its drawer): a click on the row outside its buttons, or Enter on the focused row. */
  onRowOpen?: (row: T) => void;
  /** A list the live events feed: new rows wait behind "3 new — Show" in the toolbar instead of moving the rows (live-holder.tsx). */
  live?: LiveList;
  /** The row marked as the admin's current one (outlined, `aria-current`), e.g. the order just taken. */
  currentRowId?: string;
  /**
   * Escape hatch for rare MRT options (e.g. `enableRowSelection` per row). The table itself, its
   * header and its rows are this project's own (table-head.tsx, table-rows.tsx): MRT's options for
   * what they draw do not apply.
   */
  tableOptions?: Partial<Omit<MRT_TableOptions<T>, OwnParts>>;
}

/** MRT's options for the parts of a wide table drawn by `WideTable`, `TableHead` and `TableRows` instead. */
type OwnParts = `muiTable${'Paper' | 'Container' | '' | 'Head' | 'HeadRow' | 'HeadCell' | 'Body' | 'BodyRow' | 'BodyCell' | 'Footer'}Props`
  | 'muiColumnActionsButtonProps' | 'muiSelectAllCheckboxProps' | 'muiSelectCheckboxProps' | 'renderEmptyRowsFallback' | 'renderDetailPanel' | 'memoMode';

function resolve<V>(updater: MRT_Updater<V>, current: V): V {
  return typeof updater === 'function' ? (updater as (old: V) => V)(current) : updater;
}

const defaultRowId = (row: MRT_RowData) => String(row.id);
const NO_VISIBILITY: Record<string, boolean> = {};
const NO_SORTING: ColumnSort[] = [];
/** Room left beside the columns' sizes: cells a little wider than their size must not make the table scroll. */
const FIT_SLACK = 16;
/** The body's height while a first load is on its way: about a page of ten rows, so the page does not jump when they come. */
const FIRST_LOAD_HEIGHT = 480;
/**
 * The row (or card) with the keyboard's focus is outlined. A table row's own outline would be
 * painted under its cells, so the cells draw the ring (inset shadows), a pinned cell on its tint.
 */
const ring = (...edges: string[]) => (theme: Theme) => edges.map((edge) => `inset ${edge} ${theme.palette.primary.main}`).join(', ');
const FOCUSED_CELLS = `& tr[${ROVING_ROW}]:focus-visible > *`;
const ROVING_SX = {
  [`& li[${ROVING_ROW}]:focus-visible`]: { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
  [`& tr[${ROVING_ROW}]:focus-visible`]: { outline: 'none' },
  [`${FOCUSED_CELLS}, ${FOCUSED_CELLS}[data-pinned]::before`]: { boxShadow: ring('0 2px', '0 -2px') },
  [`${FOCUSED_CELLS}:first-of-type, ${FOCUSED_CELLS}:first-of-type[data-pinned]::before`]: { boxShadow: ring('2px 0', '0 2px', '0 -2px') },
  [`${FOCUSED_CELLS}:last-of-type, ${FOCUSED_CELLS}:last-of-type[data-pinned]::before`]: { boxShadow: ring('-2px 0', '0 2px', '0 -2px') },
};

type RowProps = HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;

/**
 * The width beside the data columns: the selection checkboxes and the row actions (as wide as the
 * widest row's buttons, measured once laid out; `initial` until then). Without rows (a first load
 * on its way, an empty page) only the Actions header is there to measure, never wider than a row's
 * buttons: the room is then only ever widened, so the width remembered from the last draw with rows
 * (table-layout.ts) holds through the skeleton and the rows, and the table is drawn once for each
 * (it was drawn again when the skeleton narrowed it, and again, every row, when the rows widened
 * it back).
 */
function useReservedWidth(ref: RefObject<HTMLElement | null>, initial: number): number {
  const [reserved, setReserved] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const cellWidth = (content: HTMLElement) => {
        const cell = content.closest('td, th');
        const style = cell ? getComputedStyle(cell) : null;
        const padding = style ? (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0) : 0;
        return content.offsetWidth + padding;
      };
      const widest = (selector: string) => Math.max(0, ...Array.from(element.querySelectorAll<HTMLElement>(selector), cellWidth));
      // With no rows, the Actions header and the select-all checkbox still take their room.
      const actions = Math.max(widest('tbody [data-row-actions]'), widest('thead [data-actions-head] .Mui-TableHeadCell-Content-Labels'));
      const next = Math.ceil(actions + widest('tr .MuiCheckbox-root'));
      const withRows = element.querySelector('tbody [data-row-id]') !== null;
      setReserved((previous) => (previous === next || (!withRows && next < previous) ? previous : next));
    };
    measure();
    // Measured again as rows and their buttons change (a new page, a row taken by another admin).
    const observer = new MutationObserver(measure);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref]);
  return reserved;
}

/**
 * The one table of the app (material-react-table): server paging, debounced search, remembered
 * column visibility/order, sorting, density and page size, row selection with bulk actions,
 * row actions, and loading, empty and error states.
 *
 * At any width: below MUI's `sm` each row is a card (the columns' `card` roles); wider, the
 * columns that do not fit give way by `priority` (they stay in the column chooser, where the
 * admin's own choice wins and is remembered). One Tab stop per table: the rows are a roving
 * tabindex (arrow keys between rows, Enter opens the row with `onRowOpen`, Tab into its actions).
 */
export function DataTable<T extends MRT_RowData>({
  tableId,
  columns,
  rows,
  query,
  paging,
  rowCount,
  totalCapped = false,
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
  sortState,
  onRowOpen,
  currentRowId,
  live,
}: DataTableProps<T>) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const prefs = useAppSelector((state) => selectTablePrefs(state, tableId));
  // A phone shows cards; their column choice (which details a card shows) is remembered on its own.
  const cards = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const visibilityId = cards ? `${tableId}@phone` : tableId;
  const phonePrefs = useAppSelector((state) => selectTablePrefs(state, `${tableId}@phone`));
  const choices = (cards ? phonePrefs.columnVisibility : prefs.columnVisibility) ?? NO_VISIBILITY;
  const frameRef = useRef<HTMLDivElement>(null);
  // Drawn first as it was measured last time (table-layout.ts), then measured.
  const [layout] = useState(() => lastTableLayout(tableId));
  const width = useElementWidth(frameRef, layout?.width);
  const reserved = useReservedWidth(frameRef, layout?.reserved ?? 0);
  useEffect(() => {
    if (width !== undefined) keepTableLayout(tableId, { width, reserved });
  }, [tableId, width, reserved]);
  const available = width === undefined ? undefined : width - reserved - FIT_SLACK;
  // The list's own sort (URL) when it has one, else the remembered one.
  const sortOwner = paging?.setSorting ? paging : sortState?.setSorting ? sortState : undefined;
  const sorting = sortOwner ? sortOwner.sorting : (prefs.sorting ?? NO_SORTING);
  const sortableColumns = serverSorting ? paging?.sortableColumns : undefined;
  const sortable = serverSorting || !paging;
  const tableColumns = useMemo(
    () =>
      sortableColumns
        ? columns.map((column) => {
            const id = columnIdOf(column);
            return column.enableSorting === false || sortableColumns.has(id) ? column : { ...column, enableSorting: false };
          })
        : columns,
    [columns, sortableColumns],
  );
  const columnVisibility = useMemo(
    () =>
      defaultVisibility(
        tableColumns,
        choices,
        cards ? { cards: true } : { cards: false, available, sortable: (column) => sortable && column.enableSorting !== false },
      ),
    [tableColumns, choices, cards, available, sortable],
  );
  const density: Density = prefs.density ?? 'comfortable';

  // Selection belongs to what is on screen: a new page or search starts with none selected.
  const selectionKey = paging ? `${paging.page}|${paging.pageSize}|${paging.search}|${JSON.stringify(sorting)}` : '';
  // In the store (selection-slice.ts): DevTools records and replays it; it is never saved.
  const rowSelection: MRT_RowSelectionState = useAppSelector((state) => selectListSelection(state, tableId, selectionKey));
  const setSelection = useCallback(
    (rows: MRT_RowSelectionState) => dispatch(selectionChanged({ tableId, view: selectionKey, rows })),
    [dispatch, tableId, selectionKey],
  );
  const clearSelection = useCallback(() => setSelection({}), [setSelection]);

  const hasError = Boolean(query.error);
  const data = useMemo(() => (hasError ? [] : (rows ?? [])), [hasError, rows]);
  const selectedRows = useMemo(() => data.filter((row) => rowSelection[getRowId(row)]), [data, rowSelection, getRowId]);

  const countedPages = paging ? Math.max(1, Math.ceil((rowCount ?? 0) / paging.pageSize)) : 1;
  // A capped total is a lower bound: the current page stays reachable however deep it is.
  const pageCount = paging && totalCapped ? Math.max(countedPages, paging.page) : countedPages;
  // A page past the end (an old link, rows completed meanwhile) moves to the last page once the count is known.
  const pastTheEnd = Boolean(paging && rowCount !== undefined && !totalCapped && !query.isFetching && !hasError && paging.page > pageCount);
  const totalText =
    rowCount === undefined ? null : format(totalCapped ? commonMessages.totalAtLeast : commonMessages.total, { n: formatCount(rowCount) });
  const setPage = paging?.setPage;
  useEffect(() => {
    if (pastTheEnd) setPage?.(pageCount);
  }, [pastTheEnd, pageCount, setPage]);
  const showToolbarContent = (paging && search) || toolbarActions || bulkActions || (cards && sortable) || live;

  const openRow = useCallback(
    (rowId: string) => {
      const row = data.find((candidate) => getRowId(candidate) === rowId);
      if (row && onRowOpen) onRowOpen(row);
    },
    [data, getRowId, onRowOpen],
  );
  useRovingRows(frameRef, { onOpen: onRowOpen ? openRow : undefined });

  const loading = Boolean(query.isLoading) && !hasError;
  const emptyContent = (
    // At the start of what is in view, not centred in a row as wide as every column.
    <Box sx={{ p: 3, position: 'sticky', left: 0, maxWidth: width ? `${width}px` : '100%', boxSizing: 'border-box' }}>
      {hasError ? (
        <ErrorState error={query.error} message={errorMessage} onRetry={query.refetch ? () => void query.refetch?.() : undefined} />
      ) : (
        <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
          {paging?.search ? commonMessages.noResults : (emptyMessage ?? commonMessages.noData)}
        </Typography>
      )}
    </Box>
  );

  const fallback = loading ? (
    <Box sx={{ height: FIRST_LOAD_HEIGHT }}>
      <LinearProgress aria-label={commonMessages.loading} />
    </Box>
  ) : (
    emptyContent
  );
  const rowProps = (row: MRT_Row<T>): RowProps => {
    const props: RowProps = { [ROVING_ROW]: 'row', 'data-row-id': row.id };
    if (row.id === currentRowId) props['aria-current'] = true;
    if (onRowOpen) {
      props.className = 'dt-opens';
      props.onClick = (event) => {
        // Buttons, links and checkboxes inside the row keep their own click.
        if ((event.target as HTMLElement).closest(ACTS_BY_ITSELF)) return;
        onRowOpen(row.original);
      };
    }
    return props;
  };

  const table = useMaterialReactTable<T>({
    columns: tableColumns,
    data,
    getRowId,
    localization: {
      ...(currentLanguage() === 'bn' ? MRT_Localization_BN : {}),
      noRecordsToDisplay: commonMessages.noData,
      noResultsFound: commonMessages.noResults,
      actions: commonMessages.actions,
    },
    state: {
      columnVisibility,
      sorting,
      density,
      rowSelection,
      // A first load draws the table's frame and header with a progress bar in its body (below), not
      // material-react-table's loading state: that draws a skeleton in every cell of a page of blank
      // rows (80–160 of them), as costly as the rows themselves, and the list's request waited for
      // that draw (it is sent when the screen's first draw is committed). The rows are drawn once.
      showProgressBars: Boolean(query.isFetching) && !query.isLoading,
      ...(prefs.columnOrder ? { columnOrder: prefs.columnOrder } : {}),
      ...(paging ? { pagination: { pageIndex: paging.page - 1, pageSize: paging.pageSize } } : {}),
    },
    onColumnVisibilityChange: (updater) =>
      dispatch(columnVisibilityChanged({ tableId: visibilityId, value: choicesAfter(choices, columnVisibility, resolve(updater, columnVisibility)) })),
    onColumnOrderChange: (updater) =>
      dispatch(columnOrderChanged({ tableId, value: resolve(updater, prefs.columnOrder ?? []) })),
    onSortingChange: (updater) => {
      const value = resolve(updater, sorting);
      if (sortOwner?.setSorting) sortOwner.setSorting(value);
      else dispatch(sortingChanged({ tableId, value }));
    },
    onDensityChange: (updater) => dispatch(densityChanged({ tableId, value: resolve(updater, density) })),
    // Against the store's selection as it is now, not as this render saw it: Shift+click ticks a
    // range as one change per row, each building on the one before (only the last one counted).
    onRowSelectionChange: (updater) => setSelection(resolve(updater, selectListSelection(store.getState(), tableId, selectionKey))),

    // No cell is a Tab stop (121 of them on a page of ten orders): the rows are one (useRovingRows).
    enableKeyboardShortcuts: false,
    enableColumnOrdering: true,
    // Columns are reordered in the column chooser (drag) or from each column's menu (Move left /
    // right, by keyboard too); a drag handle in every header is mouse-only noise in the header's
    // name and too small a target.
    enableColumnDragging: false,
    renderColumnActionsMenuItems: columnMenuItemsWithMove,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableFullScreenToggle: false,
    // Cards have no density.
    enableDensityToggle: !cards,
    manualSorting: serverSorting,
    enableSorting: sortable,
    // With a server default sort there is no unsorted list to go back to.
    enableSortingRemoval: !paging?.defaultSort,
    enableRowSelection: Boolean(bulkActions),
    positionToolbarAlertBanner: 'none',

    ...(paging
      ? {
          enablePagination: true,
          manualPagination: true,
          // Until the total is known (a first load) the page asked for exists: material-react-table
          // would otherwise move a shared link's page 3 back to page 1 before its rows came.
          rowCount: totalCapped ? pageCount * paging.pageSize : (rowCount ?? paging.page * paging.pageSize),
          paginationDisplayMode: 'pages' as const,
          onPaginationChange: (updater) => {
            const current = { pageIndex: paging.page - 1, pageSize: paging.pageSize };
            const next = resolve(updater, current);
            if (next.pageSize !== current.pageSize) paging.setPageSize(next.pageSize);
            else if (next.pageIndex !== current.pageIndex) paging.setPage(next.pageIndex + 1);
          },
          muiPaginationProps: {
            renderItem: (item) => <PageButton {...item} />,
            rowsPerPageOptions: [...PAGE_SIZE_OPTIONS],
            boundaryCount: pageCount <= ALL_PAGES_UP_TO ? ALL_PAGES_UP_TO : 1,
            siblingCount: pageCount <= ALL_PAGES_UP_TO ? 0 : 2,
          },
          renderBottomToolbarCustomActions: () => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              {totalText && (
                <Typography variant="body2" color="text.secondary">
                  {totalText}
                </Typography>
              )}
              <JumpToPage pageCount={pageCount} onJump={paging.setPage} />
            </Box>
          ),
        }
      : { enablePagination: false, enableBottomToolbar: false }),

    enableRowActions: Boolean(rowActions),
    positionActionsColumn: 'last',
    // Row actions stay in view however wide the other columns are: pinned to the right edge.
    enableColumnPinning: true,
    initialState: { columnPinning: { left: bulkActions ? ['mrt-row-select'] : [], right: rowActions ? ['mrt-row-actions'] : [] } },
    renderRowActions: rowActions
      ? ({ row }) => (
          // As wide as its buttons (measured: the data columns fit beside it).
          <Box data-row-actions sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap', width: 'max-content' }}>
            {rowActions(row.original)}
          </Box>
        )
      : undefined,

    renderToolbarInternalActions: ({ table: current }) => <ToolbarButtons table={current} />,
    renderTopToolbarCustomActions: showToolbarContent
      ? ({ table: current }) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {paging && search && <TableSearch value={paging.search} onSearch={paging.setSearch} label={searchLabel} />}
            {cards && sortable && <CardSort table={current} />}
            {toolbarActions}
            {bulkActions && (
              <>
                {selectedRows.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {format(commonMessages.rowsSelected, { n: formatCount(selectedRows.length) })}
                  </Typography>
                )}
                {bulkActions(selectedRows, clearSelection)}
              </>
            )}
            {live && <LiveHolder list={live} query={query} />}
          </Box>
        )
      : undefined,

    muiTopToolbarProps: { sx: { flexWrap: 'wrap' } },
    muiBottomToolbarProps: { sx: (theme) => ({ flexWrap: 'wrap', '& > div': { flexWrap: 'wrap', gap: 1 }, ...pageButtonsSx(theme) }) },
    ...tableOptions,
  });

  return (
    <Box ref={frameRef} sx={{ minWidth: 0, maxWidth: '100%', ...ROVING_SX }}>
      {cards ? (
        <Paper variant="outlined" sx={{ maxWidth: '100%', minWidth: 0, overflow: 'hidden' }}>
          <MRT_TopToolbar table={table} />
          <DataCards table={table} columns={columns} rowActions={rowActions} onRowOpen={onRowOpen} currentRowId={currentRowId} loading={loading} empty={emptyContent} />
          {paging && <MRT_BottomToolbar table={table} />}
        </Paper>
      ) : (
        <WideTable table={table} loading={loading} paged={Boolean(paging)}>
          <TableRows table={table} fallback={fallback} rowProps={rowProps} />
        </WideTable>
      )}
    </Box>
  );
}

/** MRT's frame of a table (`MRT_TablePaper`): its base colour, its transition. */
const widePaperSx = (baseBackgroundColor: string) => ({ maxWidth: '100%', minWidth: 0, overflow: 'hidden', backgroundColor: baseBackgroundColor, backgroundImage: 'unset', transition: 'all 100ms ease-in-out' });
/** Only the table scrolls sideways, inside its own frame, never the page. */
const CONTAINER_SX = { maxWidth: '100%', overflowX: 'auto', position: 'relative' } as const;
const TABLE_SX = { borderCollapse: 'separate', position: 'relative' } as const;

/**
 * A wide screen's table: MRT's toolbars around this project's own table (`MaterialReactTable`'s
 * paper, container and table in MUI's parts, the header and rows drawn by table-head.tsx and
 * table-rows.tsx), each column's size a CSS variable on the table as MRT sets it. MRT's container
 * also measured both toolbars in a layout effect after every render (a forced layout each time)
 * for a full-screen or sticky-header table, neither of which this is.
 */
function WideTable<T extends MRT_RowData>({ table, loading, paged, children }: { table: MRT_TableInstance<T>; loading: boolean; paged: boolean; children: ReactNode }) {
  const { density } = table.getState();
  return (
    <Paper variant="outlined" sx={widePaperSx(table.options.mrtTheme.baseBackgroundColor)}>
      <MRT_TopToolbar table={table} />
      <TableContainer aria-busy={loading} sx={CONTAINER_SX}>
        <Table style={columnSizeVariables(table) as CSSProperties} sx={TABLE_SX}>
          <TableHead table={table} sx={tableHeadSx(density, table)} />
          <TableBody sx={tableBodySx(density, table)}>{children}</TableBody>
        </Table>
      </TableContainer>
      {paged && <MRT_BottomToolbar table={table} />}
    </Paper>
  );
}
