import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type Density = 'comfortable' | 'compact' | 'spacious';
export interface ColumnSort {
  id: string;
  desc: boolean;
}

/** What an admin changed on one table; missing keys mean "the table's default". */
export interface TablePrefs {
  /**
   * Only the columns the admin showed or hid (column chooser): they win at every width; the others
   * follow the table's default (what fits the width, what a phone's card shows). A phone's choice
   * is kept under `${tableId}@phone`.
   */
  columnVisibility?: Record<string, boolean>;
  columnOrder?: string[];
  sorting?: ColumnSort[];
  density?: Density;
  pageSize?: number;
}

/**
 * What an admin chose for each list (column visibility and order, sort, density, page size), keyed by
 * the list's table id and remembered in localStorage. A list's selection is not here: it is in
 * selection-slice.ts, never saved.
 */
export type TablePrefsState = Record<string, TablePrefs>;

type Change<K extends keyof TablePrefs> = PayloadAction<{ tableId: string; value: NonNullable<TablePrefs[K]> }>;

function setPref<K extends keyof TablePrefs>(key: K) {
  return (state: TablePrefsState, action: Change<K>) => {
    const { tableId, value } = action.payload;
    state[tableId] = { ...state[tableId], [key]: value };
  };
}

export const tablePrefsSlice = createSlice({
  name: 'tables',
  initialState: {} as TablePrefsState,
  reducers: {
    columnVisibilityChanged: setPref('columnVisibility'),
    columnOrderChanged: setPref('columnOrder'),
    sortingChanged: setPref('sorting'),
    densityChanged: setPref('density'),
    pageSizeChanged: setPref('pageSize'),
    prefsReset: (state, action: PayloadAction<{ tableId: string }>) => {
      delete state[action.payload.tableId];
    },
  },
});

export const { columnVisibilityChanged, columnOrderChanged, sortingChanged, densityChanged, pageSizeChanged, prefsReset } =
  tablePrefsSlice.actions;

const noPrefs: TablePrefs = {};
export const selectTablePrefs = (state: { tables: TablePrefsState }, tableId: string): TablePrefs =>
  state.tables[tableId] ?? noPrefs;
