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
import { CELL_PARTS_SX } from './table-rows';
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

/** A title's or subtitle's part may be narrower than its content (a cell cut with an ellipsis keeps to the card). */
const SHRINKS = { minWidth: 0, maxWidth: '100%' } as const;

/** The parts of a card, styled once by the list around them (`CARDS_SX`), not each by a styled component of its own. */
const PART = {
  select: 'dt-card-select',
  media: 'dt-card-media',
  body: 'dt-card-body',
  top: 'dt-card-top',
  names: 'dt-card-names',
  title: 'dt-card-title',
  subtitle: 'dt-card-subtitle',
  side: 'dt-card-side',
  amount: 'dt-card-amount',
  details: 'dt-card-details',
  time: 'dt-card-time',
  actions: 'dt-card-actions',
} as const;

/**
 * The list and every card in it. A card drew a dozen MUI `Box`es, each a styled component that
 * serialized its own `sx` at every draw (a phone's first page of ten cards: 54–58 ms of a 206–228
 * ms draw in `npm run profile:renders`, CPU 4× slower); as class names under the list's one style,
 * a card draws plain elements.
 */
const CARDS_SX = {
  listStyle: 'none',
  m: 0,
  p: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 1,
  '& > [data-card]': { display: 'flex', gap: 1, p: 1.5 },
  '& > [data-card][data-opens]': { cursor: 'pointer' },
  '& > [data-card][data-selected]': { borderColor: 'primary.main', bgcolor: 'action.selected' },
  '& > [data-card][aria-current="true"]': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  [`& .${PART.select}`]: { mt: -0.5, ml: -0.5 },
  [`& .${PART.media}`]: { flexShrink: 0, maxWidth: '35%', '& img': { maxWidth: '100%', height: 'auto' } },
  [`& .${PART.body}`]: { flex: 1, minWidth: 0 },
  [`& .${PART.top}`]: { display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' },
  [`& .${PART.names}`]: { minWidth: 0, overflowWrap: 'anywhere' },
  [`& .${PART.title}`]: { typography: 'body2', fontWeight: 600, display: 'flex', flexWrap: 'wrap', columnGap: 0.5, '& .MuiTypography-body2': { fontWeight: 600 }, '& > span': SHRINKS },
  [`& .${PART.subtitle}`]: { typography: 'body2', color: 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'center', '& > span': SHRINKS },
  [`& .${PART.side}`]: { flexShrink: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, textAlign: 'right' },
  [`& .${PART.amount}`]: { typography: 'body2', fontWeight: 600 },
  [`& .${PART.details}`]: { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 1, typography: 'body2', alignItems: 'center' },
  [`& .${PART.details} > dt`]: { color: 'text.secondary' },
  [`& .${PART.details} > dd`]: { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
  [`& .${PART.time}`]: { typography: 'caption', color: 'text.secondary', mt: 0.5 },
  [`& .${PART.actions}`]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 1 },
  ...CELL_PARTS_SX,
} as const;

/**
 * A phone's list (below `sm`): one card per row, the columns in their card roles (picture, title
 * and subtitle at the left, amount and status at the right, details, time), the row's checkbox and
 * actions. Each card is a row of the table's roving Tab stop (`useRovingRows`).
 */
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
    <Box
      component="ul"
      aria-label={m.rows}
      sx={{ ...CARDS_SX, [`& .${PART.select} .${SELECT_CHECKBOX}`]: selectCheckboxSx(table.getState().density) }}
    >
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
  const actions = rowActions?.(row.original);

  return (
    <Paper
      component="li"
      variant="outlined"
      // data-card: scripts/screenshots.ts finds the cards' status and actions by it.
      {...{ [ROVING_ROW]: 'row', 'data-row-id': row.id, 'data-card': '' }}
      data-opens={onRowOpen ? '' : undefined}
      data-selected={row.getIsSelected() ? '' : undefined}
      aria-current={current || undefined}
      onClick={
        onRowOpen
          ? (event) => {
              if ((event.target as HTMLElement).closest(ACTS_BY_ITSELF)) return;
              onRowOpen(row.original);
            }
          : undefined
      }
    >
      {selectable && (
        <div className={PART.select}>
          <RowSelectCheckbox row={row} table={table} staticRowIndex={index} />
        </div>
      )}
      {byRole.media.length > 0 && (
        <div className={PART.media}>
          {byRole.media.map((cell) => (
            <div key={cell.id}>{value(cell)}</div>
          ))}
        </div>
      )}
      <div className={PART.body}>
        <div className={PART.top}>
          <div className={PART.names}>
            {byRole.title.length > 0 && (
              <div className={PART.title}>
                {byRole.title.map((cell) => (
                  <span key={cell.id}>{value(cell)}</span>
                ))}
              </div>
            )}
            {byRole.subtitle.length > 0 && (
              <div className={PART.subtitle}>
                {byRole.subtitle.map((cell) => (
                  <span key={cell.id}>{value(cell)}</span>
                ))}
              </div>
            )}
          </div>
          {(byRole.amount.length > 0 || byRole.status.length > 0) && (
            <div className={PART.side}>
              {byRole.amount.map((cell) => (
                <div key={cell.id} className={PART.amount}>
                  {value(cell)}
                </div>
              ))}
              {byRole.status.map((cell) => (
                <div key={cell.id}>{value(cell)}</div>
              ))}
            </div>
          )}
        </div>
        {byRole.detail.length > 0 && (
          <dl className={PART.details}>
            {byRole.detail.map((cell) => (
              <Fragment key={cell.id}>
                <dt>{header(cell)}</dt>
                <dd>{value(cell)}</dd>
              </Fragment>
            ))}
          </dl>
        )}
        {byRole.time.map((cell) => (
          <div key={cell.id} className={PART.time}>
            {header(cell)} {value(cell)}
          </div>
        ))}
        {actions && <div className={PART.actions}>{actions}</div>}
      </div>
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
