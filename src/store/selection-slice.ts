import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedIn, signedOut } from './session-slice';

/**
 * The rows ticked in each list, keyed by the list's table id. A selection belongs to what is on
 * screen (`view`: the page, size, search and sort it was made on): another view of the list starts
 * with none ticked. Kept in the store (so DevTools records and replays it) but never saved: rows of
 * money (wallet-adds, orders) ticked yesterday must not come back ticked today. Signing in or out
 * clears every list's.
 */
export interface ListSelection {
  view: string;
  /** Row id → ticked (material-react-table's row selection state). */
  rows: Record<string, boolean>;
}

export type SelectionState = Record<string, ListSelection>;

export const selectionSlice = createSlice({
  name: 'selection',
  initialState: {} as SelectionState,
  reducers: {
    selectionChanged: (state, action: PayloadAction<{ tableId: string; view: string; rows: Record<string, boolean> }>) => {
      const { tableId, view, rows } = action.payload;
      const ticked = Object.fromEntries(Object.entries(rows).filter(([, on]) => on));
      if (Object.keys(ticked).length === 0) delete state[tableId];
      else state[tableId] = { view, rows: ticked };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedIn, () => ({})).addCase(signedOut, () => ({}));
  },
});

export const { selectionChanged } = selectionSlice.actions;

const NONE: Record<string, boolean> = {};

/** The rows ticked in a list as it is now shown; none when they were ticked on another view of it. */
export const selectListSelection = (state: { selection: SelectionState }, tableId: string, view: string): Record<string, boolean> => {
  const selection = state.selection[tableId];
  return selection && selection.view === view ? selection.rows : NONE;
};
