import { useRef, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { MRT_TableBodyCellValue, type MRT_Cell, type MRT_Column, type MRT_Row, type MRT_RowData, type MRT_TableInstance } from 'material-react-table';
import { alpha, darken, lighten, type SxProps, type Theme } from '@mui/material/styles';
import type { Density } from '../../store/tables-slice';
import { RowSelectCheckbox, SELECT_CHECKBOX, selectCheckboxSx } from './row-select-checkbox';

/**
 * The rows of a wide screen's table, drawn by this project instead of material-react-table
 * (MRT_TableBodyRow and MRT_TableBodyCell): plain `tr` and `td` elements under one style, the
 * table body's (`tableBodySx`), with only what differs per cell inline (its column's width and a
 * pinned cell's offset). MRT drew every cell as MUI's TableCell with a style of its own, computed
 * and serialized per cell at every render: on the orders screen's first draw, 110 of them took
 * 370–650 ms of a 1.1–1.5 s render at a 4× slower CPU. The look is MRT's, cell for cell (padding
 * by density, borders, the pinned columns' tint and shadow, a selected row's and a hovered row's
 * highlight); the cells' contents are MRT's own (`MRT_TableBodyCellValue` for data columns, the
 * row actions for its display column), so columns' `Cell` renderers work unchanged, and the
 * selection checkbox is MRT's without its tooltip (`RowSelectCheckbox`). Drawn in
 * MUI's TableBody (data-table.tsx, `WideTable`).
 */
export interface TableRowsProps<T extends MRT_RowData> {
  table: MRT_TableInstance<T>;
  /** Drawn in one row across every column when there are no rows (loading, empty, error). */
  fallback: ReactNode;
  /** A row's own attributes: its roving-row and id markers, its click. */
  rowProps: (row: MRT_Row<T>) => HTMLAttributes<HTMLTableRowElement>;
}

export function TableRows<T extends MRT_RowData>({ table, fallback, rowProps }: TableRowsProps<T>) {
  const rows = table.getRowModel().rows;
  if (rows.length === 0) {
    return (
      <tr className="dt-empty">
        <td colSpan={table.getVisibleLeafColumns().length}>{fallback}</td>
      </tr>
    );
  }
  return (
    <>
      {rows.map((row, index) => (
        <TableRow key={row.id} row={row} index={index} table={table} rowProps={rowProps} />
      ))}
    </>
  );
}

function TableRow<T extends MRT_RowData>({
  row,
  index,
  table,
  rowProps,
}: {
  row: MRT_Row<T>;
  index: number;
  table: MRT_TableInstance<T>;
  rowProps: TableRowsProps<T>['rowProps'];
}) {
  const rowRef = useRef<HTMLTableRowElement | null>(null);
  const selected = row.getIsSelected();
  return (
    <tr ref={rowRef} data-index={index} data-selected={selected || undefined} {...rowProps(row)}>
      {row.getVisibleCells().map((cell, column) => (
        <TableCell key={cell.id} cell={cell} rowIndex={index} columnIndex={column} table={table} rowRef={rowRef} />
      ))}
    </tr>
  );
}

/** The CSS name of a column's size variable (set on the table by `columnSizeVariables`), MRT's. */
const sizeVariable = (columnId: string) => `--col-${columnId.replace(/[^a-zA-Z0-9]/g, '_')}-size`;

/** Each visible column's size as a CSS variable, for the table's style: a column's cells read theirs (MRT_Table's). */
export function columnSizeVariables<T extends MRT_RowData>(table: MRT_TableInstance<T>): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const header of table.getFlatHeaders()) sizes[sizeVariable(header.column.id)] = header.getSize();
  return sizes;
}

/**
 * What a header or body cell of a column carries itself: its width (the column's size) and, pinned,
 * its side's offset and markers (the edge of the pinned columns casts MRT's shadow over what
 * scrolls under it); the rest is the section's one style (`pinnedCellSx`).
 */
export function columnCellProps<T extends MRT_RowData>(column: MRT_Column<T>) {
  const pinned = column.getIsPinned();
  const edge = (pinned === 'left' && column.getIsLastColumn('left')) || (pinned === 'right' && column.getIsFirstColumn('right'));
  return {
    'data-pinned': pinned ? 'true' : undefined,
    'data-pinned-edge': edge ? pinned : undefined,
    style: {
      minWidth: `max(calc(var(${sizeVariable(column.id)}) * 1px), ${column.columnDef.minSize ?? 30}px)`,
      width: `calc(var(${sizeVariable(column.id)}) * 1px)`,
      left: pinned === 'left' ? `${column.getStart('left')}px` : undefined,
      right: pinned === 'right' ? `${column.getAfter('right')}px` : undefined,
    },
  };
}

function TableCell<T extends MRT_RowData>({
  cell,
  rowIndex,
  columnIndex,
  table,
  rowRef,
}: {
  cell: MRT_Cell<T>;
  rowIndex: number;
  columnIndex: number;
  table: MRT_TableInstance<T>;
  rowRef: RefObject<HTMLTableRowElement | null>;
}) {
  const { column, row } = cell;
  const { columnDef } = column;
  const display = columnDef.columnDefType === 'display';
  return (
    <td className={display ? 'dt-display' : undefined} data-index={columnIndex} {...columnCellProps(column)}>
      {column.id === 'mrt-row-select' ? (
        <RowSelectCheckbox row={row} table={table} staticRowIndex={rowIndex} />
      ) : display ? (
        columnDef.Cell?.({ cell, column, renderedCellValue: cell.renderValue() as ReactNode, row, rowRef, staticColumnIndex: columnIndex, staticRowIndex: rowIndex, table })
      ) : (
        <MRT_TableBodyCellValue cell={cell} table={table} staticColumnIndex={columnIndex} staticRowIndex={rowIndex} rowRef={rowRef} />
      )}
    </td>
  );
}

/**
 * A cell's further lines (a customer's phone and e-mail under the name): caption size, secondary
 * colour, each on its own line. A plain element with this class, styled once by the table's body
 * and the phone's cards (`CELL_PARTS_SX`), where a Typography per line was a styled component each.
 */
export const CELL_SUBLINE = 'dt-subline';
/** A cell's picture at the left of its lines (a product's logo): a flex row, the picture 36 px square. */
export const CELL_WITH_PICTURE = 'dt-with-picture';
/** The style of a cell's parts (`CELL_SUBLINE`, `CELL_WITH_PICTURE`), in the table's body and the cards. */
export const CELL_PARTS_SX = {
  [`& .${CELL_SUBLINE}`]: { typography: 'caption', color: 'text.secondary', display: 'block', m: 0 },
  [`& .${CELL_WITH_PICTURE}`]: { display: 'flex', alignItems: 'center', gap: 1, '& > img': { width: 36, height: 36, objectFit: 'contain', flexShrink: 0 } },
} as const;

/** MRT's tint of a pinned cell (its base colour, a shade darker), without its transparency. */
export const pinnedTint = (theme: Theme) =>
  theme.palette.mode === 'dark' ? darken(lighten(theme.palette.background.default, 0.05), 0.05) : darken(theme.palette.background.default, 0.01);

/** MUI's TableCell's line under a cell (the divider, opaque, lightened or darkened), for the header's and the rows' cells. */
export const cellDivider = (theme: Theme) =>
  theme.palette.mode === 'dark' ? darken(alpha(theme.palette.divider, 1), 0.68) : lighten(alpha(theme.palette.divider, 1), 0.88);

/** A button reset to its content as MUI's ButtonBase is: no frame, the text's font and colour, centred on the line. */
export const BARE_BUTTON = {
  appearance: 'none',
  background: 'none',
  border: 0,
  margin: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  boxSizing: 'border-box',
  position: 'relative',
  WebkitTapHighlightColor: 'transparent',
} as const;

/** MRT's layer under a cell's content: a pinned cell's tint, a row's highlight. */
const LAYER = { content: '""', position: 'absolute', top: 0, left: 0, width: '100%', height: '100%', zIndex: -1 } as const;

/** A pinned cell (`columnCellProps`) in a section's style: sticky, on MRT's tint, the edge with its shadow. */
export const pinnedCellSx = (theme: Theme) => {
  const shadow = alpha(theme.palette.grey[700], 0.5);
  return {
    '&[data-pinned="true"]': { position: 'sticky', zIndex: 1 },
    '&[data-pinned="true"]::before': { ...LAYER, backgroundColor: pinnedTint(theme) },
    '&[data-pinned-edge="left"]::before': { boxShadow: `-4px 0 4px -4px ${shadow} inset` },
    '&[data-pinned-edge="right"]::before': { boxShadow: `4px 0 4px -4px ${shadow} inset` },
  };
};

const PADDING: Record<Density, { data: string; display: string }> = {
  compact: { data: '0.5rem', display: '0 0.5rem' },
  comfortable: { data: '1rem', display: '0.5rem 0.75rem' },
  spacious: { data: '1.5rem', display: '1rem 1.25rem' },
};

/**
 * The one style of `TableRows`, for the table body that holds them: MUI's TableCell (body2 text, a
 * divider under each row) with MRT's cell and row styles for the density; a pinned cell opaque (MRT
 * drew it 97% opaque: what scrolled under it showed through).
 */
export function tableBodySx<T extends MRT_RowData>(density: Density, table: MRT_TableInstance<T>): SxProps<Theme> {
  const { baseBackgroundColor, selectedRowBackgroundColor } = table.options.mrtTheme;
  return (theme: Theme) => {
    const dark = theme.palette.mode === 'dark';
    const hover = dark ? lighten(baseBackgroundColor, 0.3) : darken(baseBackgroundColor, 0.3);
    return {
      position: 'relative',
      // Rows (not the one holding the empty or loading state) and their cells.
      '& > tr[data-index]': {
        color: 'inherit',
        verticalAlign: 'middle',
        outline: 'none',
        position: 'relative',
        zIndex: 0,
        boxSizing: 'border-box',
        width: '100%',
        backgroundColor: baseBackgroundColor,
        transition: 'all 150ms ease-in-out',
        '&:hover > td::after': { ...LAYER, backgroundColor: alpha(hover, 0.3) },
        '&[data-selected] > td::after': { ...LAYER, backgroundColor: selectedRowBackgroundColor },
        '&[data-selected]:hover > td::after': { backgroundColor: alpha(selectedRowBackgroundColor, 0.3) },
        '&[aria-current="true"]': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      },
      '& > tr.dt-opens': { cursor: 'pointer' },
      '& > tr[data-index] > td': {
        ...theme.typography.body2,
        display: 'table-cell',
        verticalAlign: 'inherit',
        textAlign: 'left',
        color: theme.palette.text.primary,
        borderBottom: `1px solid ${cellDivider(theme)}`,
        backgroundColor: 'inherit',
        backgroundImage: 'inherit',
        position: 'relative',
        zIndex: 0,
        overflow: 'hidden',
        // Long unbroken values (e-mails, transaction ids) wrap inside their column's size.
        overflowWrap: 'anywhere',
        textOverflow: 'ellipsis',
        whiteSpace: density === 'compact' ? 'nowrap' : 'normal',
        padding: PADDING[density].data,
        transition: 'padding 150ms ease-in-out',
        outlineOffset: '-1px',
        '&:hover': { textOverflow: 'clip' },
        '&.dt-display': { padding: PADDING[density].display, textOverflow: 'clip' },
        ...pinnedCellSx(theme),
        ...CELL_PARTS_SX,
        [`& .${SELECT_CHECKBOX}`]: selectCheckboxSx(density),
      },
    };
  };
}
