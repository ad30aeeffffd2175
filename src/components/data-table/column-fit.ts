import { useLayoutEffect, useState, type RefObject } from 'react';
import type { MRT_ColumnDef, MRT_RowData } from 'material-react-table';

/**
 * Where a column's value stands on a phone's card (one card per row below MUI's `sm`): the card's
 * title and subtitle (who and what), its amount and status at the right, its time at the bottom,
 * detail lines ("Player ID  12345") between, and a picture (logo, banner) at its left.
 */
export type CardRole = 'title' | 'subtitle' | 'amount' | 'status' | 'time' | 'detail' | 'media';

/**
 * Which columns give way first when the table is narrower than its columns: 1 never (identity,
 * amount, status), then 3, then 2 (the default). A column that gave way stays in the column chooser.
 */
export type ColumnPriority = 1 | 2 | 3;

/** A DataTable column: material-react-table's, with its place on a phone's card and its priority. */
export type DataTableColumn<T extends MRT_RowData> = MRT_ColumnDef<T> & {
  /** Its place on the phone's card; without one the column is off the card unless the admin shows it (a detail line). */
  card?: CardRole;
  /** Default 2. */
  priority?: ColumnPriority;
};

/** material-react-table's width of a column without `size`. */
export const DEFAULT_COLUMN_SIZE = 180;
/** A header cell around its name: padding (2 × 16 px) and the column menu button (32 px); a sort button adds 24 px. */
const HEADER_CHROME = 64;
const SORT_BUTTON = 24;
/** The width of a character of a header's bold name, roughly (headers wrap between words, not inside them). */
const HEADER_CHAR = 8.5;

/** The least width a column takes: its size, or its header's longest word with the header's buttons. */
export function columnWidth<T extends MRT_RowData>(column: DataTableColumn<T>, sortable: boolean): number {
  const header = typeof column.header === 'string' ? column.header : '';
  const longestWord = Math.max(0, ...header.split(/\s+/).map((word) => word.length));
  const headerWidth = Math.ceil(longestWord * HEADER_CHAR) + HEADER_CHROME + (sortable ? SORT_BUTTON : 0);
  return Math.max(column.size ?? DEFAULT_COLUMN_SIZE, headerWidth);
}

export const columnIdOf = <T extends MRT_RowData>(column: MRT_ColumnDef<T>) => column.id ?? String(column.accessorKey ?? '');

/** The admin's own show/hide choices per column (tables-slice): they win over any default. */
export type ColumnChoices = Record<string, boolean>;

interface FitColumn {
  id: string;
  size: number;
  priority: ColumnPriority;
}

/**
 * The columns that do not fit in `available` px: the admin's shown columns and priority 1 always
 * stay; the others are taken by priority, then from the left, while their sizes fit. Once a column
 * of some priority does not fit, no column of a lower priority is shown (a narrower one of the same
 * priority still may).
 */
export function columnsThatGiveWay(columns: FitColumn[], available: number, choices: ColumnChoices): Set<string> {
  let used = columns.filter((column) => choices[column.id] === true).reduce((sum, column) => sum + column.size, 0);
  const open = columns.filter((column) => choices[column.id] === undefined).sort((a, b) => a.priority - b.priority);
  const hidden = new Set<string>();
  // The priority at which a column first did not fit: lower priorities (higher numbers) give way.
  let gaveWayAt: number = Infinity;
  for (const column of open) {
    if (column.priority === 1 || (column.priority <= gaveWayAt && used + column.size <= available)) {
      used += column.size;
    } else {
      hidden.add(column.id);
      gaveWayAt = Math.min(gaveWayAt, column.priority);
    }
  }
  return hidden;
}

/** The visibility of every column: the admin's choice, else what fits (wide) or what the card shows (phone). */
export function defaultVisibility<T extends MRT_RowData>(
  columns: DataTableColumn<T>[],
  choices: ColumnChoices,
  layout: { cards: true } | { cards: false; available: number | undefined; sortable: (column: DataTableColumn<T>) => boolean },
): Record<string, boolean> {
  const ids = columns.map(columnIdOf);
  let hidden: Set<string>;
  if (layout.cards) {
    const onCard = cardColumns(columns);
    hidden = new Set(ids.filter((id) => !onCard.has(id)));
  } else if (layout.available === undefined) {
    // Not measured (no layout: a test's jsdom): every column.
    hidden = new Set();
  } else {
    const fit = columns.map((column) => ({ id: columnIdOf(column), size: columnWidth(column, layout.sortable(column)), priority: column.priority ?? 2 }));
    hidden = columnsThatGiveWay(fit, layout.available, choices);
  }
  return Object.fromEntries(ids.map((id) => [id, choices[id] ?? !hidden.has(id)]));
}

/** The columns a card shows by default: those with a card role, else (a list without any) the first four. */
function cardColumns<T extends MRT_RowData>(columns: DataTableColumn<T>[]): Set<string> {
  const withRole = columns.filter((column) => column.card);
  return new Set((withRole.length > 0 ? withRole : columns.slice(0, 4)).map(columnIdOf));
}

/** The card role of a column, for a list whose columns declare none: the first is the title, the others details. */
export function cardRoleOf<T extends MRT_RowData>(columns: DataTableColumn<T>[], id: string): CardRole {
  const column = columns.find((candidate) => columnIdOf(candidate) === id);
  if (column?.card) return column.card;
  const anyRole = columns.some((candidate) => candidate.card);
  return !anyRole && columns.length > 0 && columnIdOf(columns[0]) === id ? 'title' : 'detail';
}

/**
 * The changed columns of a visibility update become the admin's choices; the others stay as they
 * were (a column that gave way at this width is not "chosen hidden" at every width).
 */
export function choicesAfter(choices: ColumnChoices, before: Record<string, boolean>, after: Record<string, boolean>): ColumnChoices {
  const next = { ...choices };
  for (const [id, visible] of Object.entries(after)) {
    if (id.startsWith('mrt-')) continue;
    if ((before[id] ?? true) !== visible) next[id] = visible;
  }
  return next;
}

/** The width of an element as it changes (undefined until laid out: jsdom never is); `initial` until it is measured. */
export function useElementWidth(ref: RefObject<HTMLElement | null>, initial?: number): number | undefined {
  const [width, setWidth] = useState<number | undefined>(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (value: number) => setWidth(value > 0 ? Math.floor(value) : undefined);
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => measure(entries[0].contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
