import { Fragment, type ReactNode } from 'react';
import {
  MRT_TableBodyCellValue,
  type MRT_Cell,
  type MRT_Row,
  type MRT_RowData,
  type MRT_TableInstance,
} from 'material-react-table';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { format } from '../../lib/format';
import { cardRoleOf, type CardRole, type DataTableColumn } from './column-fit';
import { RowSelectCheckbox, SELECT_CHECKBOX, selectCheckboxSx } from './row-select-checkbox';
import { ROVING_ROW } from './roving-rows';
import { dataTableMessages as m } from './messages';

/** Clicks on what acts by itself inside a row (buttons, links, inputs, checkboxes) are not "open the row". */
export const ACTS_BY_ITSELF = 'button, a, input, label, select, textarea, [role="checkbox"], [role="button"], [role="menuitem"]';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

interface DataCardsProps<T extends MRT_RowData> {
  table: MRT_TableInstance<T>;
  columns: DataTableColumn<T>[];
  rowActions?: (row: T) => ReactNode;
  onRowOpen?: (row: T) => void;
  /** The admin's current row (`DataTable`'s `currentRowId`): outlined, `aria-current`. */
  currentRowId?: string;
  /** First load: placeholders instead of cards. */
  loading: boolean;
  /** Shown instead of cards when there are none (the empty or error message). */
  empty: ReactNode;
}

/**
 * A phone's list (below `sm`): one card per row, the columns in their card roles (picture, title
 * and subtitle at the left, amount and status at the right, details, time), the row's checkbox and
 * actions. Each card is a row of the table's roving Tab stop (`useRovingRows`).
 */
/** A title's or subtitle's part may be narrower than its content (a cell cut with an ellipsis keeps to the card). */
const SHRINKS = { minWidth: 0, maxWidth: '100%' } as const;

export function DataCards<T extends MRT_RowData>({ table, columns, rowActions, onRowOpen, currentRowId, loading, empty }: DataCardsProps<T>) {
  const rows = table.getRowModel().rows;
  if (loading) {
    return (
      <Box sx={{ display: 'grid', gap: 1, p: 1 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={96} />
        ))}
      </Box>
    );
  }
  if (rows.length === 0) return <>{empty}</>;
  return (
    <Box component="ul" aria-label={m.rows} sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      {rows.map((row, index) => (
        <DataCard key={row.id} row={row} index={index} table={table} columns={columns} rowActions={rowActions} onRowOpen={onRowOpen} current={row.id === currentRowId} />
      ))}
    </Box>
  );
}

function DataCard<T extends MRT_RowData>({
  row,
  index,
  table,
  columns,
  rowActions,
  onRowOpen,
  current,
}: Omit<DataCardsProps<T>, 'loading' | 'empty' | 'currentRowId'> & { row: MRT_Row<T>; index: number; current: boolean }) {
  const byRole: Record<CardRole, MRT_Cell<T>[]> = { title: [], subtitle: [], amount: [], status: [], time: [], detail: [], media: [] };
  for (const cell of row.getVisibleCells()) {
    if (cell.column.id.startsWith('mrt-')) continue;
    const role = cardRoleOf(columns, cell.column.id);
    // An empty detail or time says nothing; title, amount and status keep their places.
    if (role !== 'title' && role !== 'amount' && role !== 'status' && isEmpty(cell.getValue())) continue;
    byRole[role].push(cell);
  }
  const value = (cell: MRT_Cell<T>) => <MRT_TableBodyCellValue cell={cell} table={table} staticRowIndex={index} />;
  const header = (cell: MRT_Cell<T>) => String(cell.column.columnDef.header ?? '');
  const selectable = table.options.enableRowSelection !== false && Boolean(table.options.enableRowSelection);
  const selected = row.getIsSelected();
  const actions = rowActions?.(row.original);

  return (
    <Paper
      component="li"
      variant="outlined"
      // data-card: scripts/screenshots.ts finds the cards' status and actions by it.
      {...{ [ROVING_ROW]: 'row', 'data-row-id': row.id, 'data-card': '' }}
      aria-current={current || undefined}
      onClick={
        onRowOpen
          ? (event) => {
              if ((event.target as HTMLElement).closest(ACTS_BY_ITSELF)) return;
              onRowOpen(row.original);
            }
          : undefined
      }
      sx={{
        display: 'flex',
        gap: 1,
        p: 1.5,
        cursor: onRowOpen ? 'pointer' : undefined,
        borderColor: selected ? 'primary.main' : undefined,
        bgcolor: selected ? 'action.selected' : undefined,
        ...(current && { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 }),
      }}
    >
      {selectable && (
        <Box sx={{ mt: -0.5, ml: -0.5, [`& .${SELECT_CHECKBOX}`]: selectCheckboxSx(table.getState().density) }}>
          <RowSelectCheckbox row={row} table={table} staticRowIndex={index} />
        </Box>
      )}
      {byRole.media.length > 0 && (
        <Box sx={{ flexShrink: 0, maxWidth: '35%', '& img': { maxWidth: '100%', height: 'auto' } }}>
          {byRole.media.map((cell) => (
            <Box key={cell.id}>{value(cell)}</Box>
          ))}
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {byRole.title.length > 0 && (
              <Box sx={{ typography: 'body2', fontWeight: 600, display: 'flex', flexWrap: 'wrap', columnGap: 0.5, '& .MuiTypography-body2': { fontWeight: 600 }, '& > span': SHRINKS }}>
                {byRole.title.map((cell) => (
                  <span key={cell.id}>{value(cell)}</span>
                ))}
              </Box>
            )}
            {byRole.subtitle.length > 0 && (
              <Box sx={{ typography: 'body2', color: 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'center', '& > span': SHRINKS }}>
                {byRole.subtitle.map((cell) => (
                  <span key={cell.id}>{value(cell)}</span>
                ))}
              </Box>
            )}
          </Box>
          {(byRole.amount.length > 0 || byRole.status.length > 0) && (
            <Box sx={{ flexShrink: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, textAlign: 'right' }}>
              {byRole.amount.map((cell) => (
                <Box key={cell.id} sx={{ typography: 'body2', fontWeight: 600 }}>
                  {value(cell)}
                </Box>
              ))}
              {byRole.status.map((cell) => (
                <Box key={cell.id}>{value(cell)}</Box>
              ))}
            </Box>
          )}
        </Box>
        {byRole.detail.length > 0 && (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 1, typography: 'body2', alignItems: 'center' }}
          >
            {byRole.detail.map((cell) => (
              <Fragment key={cell.id}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {header(cell)}
                </Box>
                <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {value(cell)}
                </Box>
              </Fragment>
            ))}
          </Box>
        )}
        {byRole.time.map((cell) => (
          <Box key={cell.id} sx={{ typography: 'caption', color: 'text.secondary', mt: 0.5 }}>
            {header(cell)} {value(cell)}
          </Box>
        ))}
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 1 }}>{actions}</Box>}
      </Box>
    </Paper>
  );
}

/** The phone's sort: its cards have no column headers to sort by. */
export function CardSort<T extends MRT_RowData>({ table }: { table: MRT_TableInstance<T> }) {
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort());
  if (sortable.length === 0) return null;
  const [current] = table.getState().sorting;
  const value = current ? `${current.desc ? 'desc' : 'asc'}:${current.id}` : '';
  return (
    <TextField
      select
      size="small"
      label={m.sortBy}
      value={value}
      sx={{ minWidth: 200 }}
      onChange={(event) => {
        const chosen = event.target.value;
        const id = chosen.slice(chosen.indexOf(':') + 1);
        table.setSorting(chosen ? [{ id, desc: chosen.startsWith('desc:') }] : []);
      }}
    >
      {(table.options.enableSortingRemoval !== false || !current) && <MenuItem value="">{m.unsorted}</MenuItem>}
      {sortable.flatMap((column) => {
        const name = String(column.columnDef.header ?? column.id);
        return [
          <MenuItem key={`asc:${column.id}`} value={`asc:${column.id}`}>
            {format(m.ascending, { column: name })}
          </MenuItem>,
          <MenuItem key={`desc:${column.id}`} value={`desc:${column.id}`}>
            {format(m.descending, { column: name })}
          </MenuItem>,
        ];
      })}
    </TextField>
  );
}
