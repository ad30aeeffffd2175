import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { MRT_Column, MRT_RowData, MRT_TableInstance } from 'material-react-table';
import type { ReactNode } from 'react';
import { commonMessages } from '../messages';

/** MRT's own columns (selection, row actions…) keep their places; only the data columns move. */
const isDataColumn = (id: string) => !id.startsWith('mrt-');

/**
 * The column order with `columnId` swapped with its visible data-column neighbour on one side, or
 * null when it is already at that end.
 */
export function movedColumnOrder(order: string[], columnId: string, direction: -1 | 1, isVisible: (id: string) => boolean): string[] | null {
  const from = order.indexOf(columnId);
  if (from < 0) return null;
  let to = from + direction;
  while (to >= 0 && to < order.length && !(isDataColumn(order[to]) && isVisible(order[to]))) to += direction;
  if (to < 0 || to >= order.length) return null;
  const next = [...order];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/**
 * Each column's actions menu (the ⋮ in its header) also offers Move left / Move right: reordering
 * columns from the keyboard, beside the mouse's drag in the column chooser. The order goes through
 * the table's `onColumnOrderChange`, so it is remembered per table like a drag.
 */
export function columnMenuItemsWithMove<T extends MRT_RowData>({
  column,
  table,
  closeMenu,
  internalColumnMenuItems,
}: {
  column: MRT_Column<T>;
  table: MRT_TableInstance<T>;
  closeMenu: () => void;
  internalColumnMenuItems: ReactNode[];
}): ReactNode[] {
  const state = table.getState().columnOrder;
  const order = state.length > 0 ? state : table.getAllLeafColumns().map((c) => c.id);
  const isVisible = (id: string) => table.getColumn(id)?.getIsVisible() ?? false;
  const move = (direction: -1 | 1) => movedColumnOrder(order, column.id, direction, isVisible);
  const item = (direction: -1 | 1, label: string, icon: ReactNode) => {
    const next = move(direction);
    return (
      <MenuItem
        key={label}
        disabled={!next}
        onClick={() => {
          if (next) table.setColumnOrder(next);
          closeMenu();
        }}
      >
        <ListItemIcon>{icon}</ListItemIcon>
        {label}
      </MenuItem>
    );
  };
  return [
    ...internalColumnMenuItems,
    <Divider key="move-divider" />,
    item(-1, commonMessages.moveColumnLeft, <ArrowBackIcon fontSize="small" />),
    item(1, commonMessages.moveColumnRight, <ArrowForwardIcon fontSize="small" />),
  ];
}
