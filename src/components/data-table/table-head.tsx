import { useState, type ReactNode } from 'react';
import { MRT_ColumnActionMenu, type MRT_Header, type MRT_RowData, type MRT_TableInstance } from 'material-react-table';
import MuiTableHead from '@mui/material/TableHead';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { Density } from '../../store/tables-slice';
import { ROVING_ROW } from './roving-rows';
import { SelectAllCheckbox, SELECT_CHECKBOX, selectCheckboxSx } from './row-select-checkbox';
import { BARE_BUTTON, cellDivider, columnCellProps, pinnedCellSx } from './table-rows';

/**
 * The header row of a wide screen's table, drawn by this project instead of material-react-table
 * (MRT_TableHead, MRT_TableHeadRow, MRT_TableHeadCell), as the body is (table-rows.tsx): plain
 * `th` elements under one style, the table head's (`tableHeadSx`), with only what differs per
 * cell inline (its column's width and a pinned cell's offset). MRT drew each header as MUI's
 * TableCell with a style of its own, its sort button and its column menu's button each in MUI's
 * Tooltip (which mounts, then draws again for its child's node) and the sort button in a Badge:
 * on the orders screen's first draw, 13 headers took 52–217 ms at a 4× slower CPU, then drew
 * again after mount. What a header does is MRT's: a click on its name or its sort button sorts
 * (Shift+click adds a column, `getToggleSortingHandler`), its name and the sort's state are read
 * out (`aria-sort`, the button's name), its menu is MRT's (`MRT_ColumnActionMenu`), the select-all
 * checkbox is MRT's rule (`SelectAllCheckbox`); the buttons' hints are the browser's (`title`).
 */
export function TableHead<T extends MRT_RowData>({ table, sx }: { table: MRT_TableInstance<T>; sx: SxProps<Theme> }) {
  return (
    <MuiTableHead sx={sx}>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} {...{ [ROVING_ROW]: 'header' }}>
          {group.headers.map((header, index) => (
            <HeadCell key={header.id} header={header} index={index} table={table} />
          ))}
        </tr>
      ))}
    </MuiTableHead>
  );
}

function HeadCell<T extends MRT_RowData>({ header, index, table }: { header: MRT_Header<T>; index: number; table: MRT_TableInstance<T> }) {
  const { column } = header;
  const { columnDef } = column;
  const { enableColumnActions, enableSelectAll, enableMultiRowSelection } = table.options;
  const display = columnDef.columnDefType === 'display';
  const sorted = column.getIsSorted();
  const canSort = column.getCanSort();
  const showActions = (enableColumnActions || columnDef.enableColumnActions) && columnDef.enableColumnActions !== false;
  const name = columnDef.header;
  let label: ReactNode;
  if (column.id === 'mrt-row-select') label = enableSelectAll && enableMultiRowSelection !== false ? <SelectAllCheckbox table={table} /> : null;
  else label = (typeof columnDef.Header === 'function' ? columnDef.Header({ column, header, table }) : columnDef.Header) ?? name;
  return (
    <th
      colSpan={header.colSpan}
      className={display ? 'dt-display' : undefined}
      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : 'none'}
      data-can-sort={canSort || undefined}
      data-index={index}
      data-sort={sorted || undefined}
      data-actions-head={column.id === 'mrt-row-actions' || undefined}
      {...columnCellProps(column)}
    >
      {header.isPlaceholder ? null : (
        <div className="Mui-TableHeadCell-Content">
          <div className="Mui-TableHeadCell-Content-Labels" onClick={column.getToggleSortingHandler()}>
            {/* As MRT: a short name is not squeezed below its first letters. */}
            <div className="Mui-TableHeadCell-Content-Wrapper" style={{ minWidth: `${Math.min(name?.length ?? 0, 4)}ch` }}>
              {label}
            </div>
            {canSort && <SortButton header={header} table={table} />}
          </div>
          {showActions && (
            <div className="Mui-TableHeadCell-Content-Actions">
              <ColumnActionsButton header={header} table={table} />
            </div>
          )}
        </div>
      )}
    </th>
  );
}

/**
 * MRT's sort button (`MRT_TableHeadCellSortLabel`): its name says the sort it is or it makes; with
 * several columns sorted (Shift+click), its column's place among them beside the arrow.
 */
function SortButton<T extends MRT_RowData>({ header, table }: { header: MRT_Header<T>; table: MRT_TableInstance<T> }) {
  const { column } = header;
  const { localization, icons } = table.options;
  const sorted = column.getIsSorted();
  const columnName = column.columnDef.header;
  const label = sorted
    ? (sorted === 'desc' ? localization.sortedByColumnDesc : localization.sortedByColumnAsc).replace('{column}', columnName)
    : (column.getNextSortingOrder() === 'desc' ? localization.sortByColumnDesc : localization.sortByColumnAsc).replace('{column}', columnName);
  const { ArrowDownwardIcon, SyncAltIcon } = icons;
  const place = sorted && table.getState().sorting.length > 1 ? column.getSortIndex() + 1 : null;
  return (
    <button
      type="button"
      className="dt-sort"
      data-sorted={sorted || undefined}
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        column.getToggleSortingHandler()?.(event);
      }}
    >
      {sorted ? <ArrowDownwardIcon className="dt-sort-icon" /> : <SyncAltIcon className="dt-sort-icon" />}
      {place && <span className="dt-sort-place">{place}</span>}
    </button>
  );
}

/** MRT's column menu button (`MRT_TableHeadCellColumnActionsButton`): its menu is MRT's, drawn only while open. */
function ColumnActionsButton<T extends MRT_RowData>({ header, table }: { header: MRT_Header<T>; table: MRT_TableInstance<T> }) {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const { localization, icons } = table.options;
  const { MoreVertIcon } = icons;
  return (
    <>
      <button
        type="button"
        className="dt-column-actions"
        aria-label={localization.columnActions}
        title={localization.columnActions}
        aria-haspopup="menu"
        aria-expanded={anchorEl ? true : undefined}
        onClick={(event) => {
          event.stopPropagation();
          event.preventDefault();
          setAnchorEl(event.currentTarget);
        }}
      >
        <MoreVertIcon />
      </button>
      {anchorEl && <MRT_ColumnActionMenu anchorEl={anchorEl} header={header} setAnchorEl={setAnchorEl} table={table} />}
    </>
  );
}

const PADDING: Record<Density, { data: string; display: string; top: string }> = {
  compact: { data: '0.5rem', display: '0.5rem', top: '0.25rem' },
  comfortable: { data: '1rem', display: '0.75rem', top: '.75rem' },
  spacious: { data: '1.5rem', display: '1rem 1.25rem', top: '1.25rem' },
};

/**
 * The one style of `TableHead`: MUI's head TableCell (body2 text, a divider under the row) with
 * MRT's header cell, row and section styles for the density, the sort and column-menu buttons as
 * MRT drew them (faint until the header is hovered or the column sorted); a pinned cell opaque.
 */
export function tableHeadSx<T extends MRT_RowData>(density: Density, table: MRT_TableInstance<T>): SxProps<Theme> {
  const { baseBackgroundColor } = table.options.mrtTheme;
  const padding = PADDING[density];
  return (theme: Theme) => {
    const dark = theme.palette.mode === 'dark';
    return {
      opacity: 0.97,
      position: 'relative',
      '& > tr': {
        color: 'inherit',
        display: 'table-row',
        verticalAlign: 'middle',
        outline: 0,
        backgroundColor: baseBackgroundColor,
        boxShadow: `4px 0 8px ${alpha(theme.palette.common.black, 0.1)}`,
        position: 'relative',
        top: 0,
      },
      '& > tr > th': {
        ...theme.typography.body2,
        display: 'table-cell',
        verticalAlign: 'top',
        textAlign: 'left',
        color: theme.palette.text.primary,
        lineHeight: theme.typography.pxToRem(24),
        fontWeight: 'bold',
        borderBottom: `1px solid ${cellDivider(theme)}`,
        backgroundColor: 'inherit',
        backgroundImage: 'inherit',
        overflow: 'visible',
        position: 'relative',
        zIndex: 0,
        padding: padding.data,
        paddingTop: padding.top,
        paddingBottom: density === 'compact' ? '0.4rem' : '0.6rem',
        transition: 'padding 150ms ease-in-out',
        '&.dt-display': { padding: padding.display, paddingTop: padding.top, paddingBottom: 0 },
        '&[data-can-sort]': { userSelect: 'none' },
        '&:focus-visible': { outline: `2px solid ${table.options.mrtTheme.cellNavigationOutlineColor}`, outlineOffset: '-2px' },
        ...pinnedCellSx(theme),
        '&:hover .dt-sort, &:hover .dt-column-actions': { opacity: 1 },
        [`& .${SELECT_CHECKBOX}`]: selectCheckboxSx(density),
      },
      '& .Mui-TableHeadCell-Content': { display: 'flex', alignItems: 'center', justifyContent: 'flex-start', position: 'relative', width: '100%' },
      '& .Mui-TableHeadCell-Content-Labels': { display: 'flex', alignItems: 'center' },
      '& [data-can-sort] .Mui-TableHeadCell-Content-Labels': { cursor: 'pointer' },
      '& th:not(.dt-display) .Mui-TableHeadCell-Content-Labels, & th:not(.dt-display) .Mui-TableHeadCell-Content-Wrapper': { overflow: 'hidden' },
      // Long names wrap instead of being cut: a column is no wider than its size.
      '& .Mui-TableHeadCell-Content-Wrapper': { textOverflow: 'ellipsis', whiteSpace: 'normal', '&:hover': { textOverflow: 'clip' } },
      '& .Mui-TableHeadCell-Content-Actions': { whiteSpace: 'nowrap' },
      // The sort button is a target of at least 24 × 24 px (WCAG 2.5.8), whatever the font.
      '& .dt-sort': {
        ...BARE_BUTTON,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: '0 0 24px',
        width: 24,
        minWidth: 24,
        height: 24,
        opacity: 0.3,
        transition: 'all 150ms ease-in-out',
        '&[data-sorted]': { opacity: 1 },
        '&:focus-visible': { opacity: 1, outline: `2px solid ${theme.palette.primary.main}`, borderRadius: '50%' },
      },
      '& .dt-sort-icon': {
        fontSize: 18,
        color: dark ? theme.palette.text.primary : theme.palette.text.secondary,
        transition: theme.transitions.create(['opacity', 'transform'], { duration: theme.transitions.duration.shorter }),
        transform: 'rotate(-90deg) scaleX(0.9) translateX(-1px)',
      },
      '& .dt-sort[data-sorted="asc"] .dt-sort-icon': { transform: 'rotate(180deg)' },
      '& .dt-sort-place': { position: 'absolute', top: -6, right: -6, minWidth: 16, height: 16, borderRadius: 8, px: '4px', boxSizing: 'border-box', ...theme.typography.caption, fontSize: '0.625rem', lineHeight: '16px', bgcolor: 'action.selected', color: 'text.primary' },
      '& .dt-sort[data-sorted="desc"] .dt-sort-icon': { transform: 'rotate(0deg)' },
      '& .dt-column-actions': {
        ...BARE_BUTTON,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 32,
        height: 32,
        my: '-8px',
        borderRadius: '50%',
        color: theme.palette.action.active,
        opacity: 0.3,
        transition: 'all 150ms',
        '& > svg': { fontSize: '1.5rem', transform: 'scale(0.9)' },
        '&:hover': { opacity: 1, backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity) },
        '&:focus-visible': { opacity: 1, outline: `2px solid ${theme.palette.primary.main}` },
      },
    };
  };
}
