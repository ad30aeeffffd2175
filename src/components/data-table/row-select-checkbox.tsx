import type { ChangeEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import { getIsRowSelected, getMRT_RowSelectionHandler, getMRT_SelectAllHandler, type MRT_Row, type MRT_RowData, type MRT_TableInstance } from 'material-react-table';
import type { Density } from '../../store/tables-slice';

/** The class of a row's selection checkbox: its size comes from the list around it (`selectCheckboxSx`). */
export const SELECT_CHECKBOX = 'dt-select';

/** MRT's size of a row's checkbox at a density, given once by the list (MRT gave each checkbox this style of its own). */
export const selectCheckboxSx = (density: Density) => ({
  height: density === 'compact' ? '1.75rem' : '2.5rem',
  width: density === 'compact' ? '1.75rem' : '2.5rem',
  margin: density === 'compact' ? undefined : '-0.4rem',
  zIndex: 0,
});

/**
 * A row's selection checkbox as material-react-table's (`MRT_SelectCheckbox`): its name, its
 * selection rule (Shift+click ticks the rows between, `getMRT_RowSelectionHandler`), disabled
 * while loading or where the row cannot be selected; its hint is the browser's own (`title`).
 * MRT wraps each in MUI's Tooltip, which mounts, then draws again for its child's node, and
 * styles each checkbox on its own: on a page of ten orders, the most drawn part after the screen's
 * first draw (CPU 4× slower: 20–52 ms, docs/benchmarks.md).
 */
export function RowSelectCheckbox<T extends MRT_RowData>({ row, table, staticRowIndex }: { row: MRT_Row<T>; table: MRT_TableInstance<T>; staticRowIndex: number }) {
  return (
    <SelectCheckbox
      table={table}
      label={table.options.localization.toggleSelectRow}
      checked={getIsRowSelected({ row, table })}
      indeterminate={row.getIsSomeSelected() && row.getCanSelectSubRows()}
      disabled={!row.getCanSelect()}
      onSelect={getMRT_RowSelectionHandler({ row, staticRowIndex, table })}
    />
  );
}

/**
 * The header's checkbox that ticks every row of the page, as MRT's (`MRT_SelectCheckbox` without a
 * row: `getMRT_SelectAllHandler`, half-ticked while some are), its hint the browser's own.
 */
export function SelectAllCheckbox<T extends MRT_RowData>({ table }: { table: MRT_TableInstance<T> }) {
  const checked = table.options.selectAllMode === 'all' ? table.getIsAllRowsSelected() : table.getIsAllPageRowsSelected();
  return (
    <SelectCheckbox
      table={table}
      label={table.options.localization.toggleSelectAll}
      checked={checked}
      indeterminate={!checked && table.getIsSomeRowsSelected()}
      onSelect={getMRT_SelectAllHandler({ table })}
    />
  );
}

/** MUI's Checkbox as MRT draws a selection checkbox: sized by density, disabled while loading, named, its hint the `title`. */
function SelectCheckbox<T extends MRT_RowData>({
  table,
  label,
  checked,
  indeterminate,
  disabled = false,
  onSelect,
}: {
  table: MRT_TableInstance<T>;
  label: string;
  checked: boolean | undefined;
  indeterminate: boolean;
  disabled?: boolean;
  onSelect: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { density, isLoading } = table.getState();
  return (
    <Checkbox
      className={SELECT_CHECKBOX}
      size={density === 'compact' ? 'small' : 'medium'}
      checked={checked}
      indeterminate={indeterminate}
      disabled={isLoading || disabled}
      title={label}
      slotProps={{ input: { 'aria-label': label } }}
      onChange={(event) => {
        event.stopPropagation();
        onSelect(event);
      }}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
