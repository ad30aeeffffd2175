import { useState } from 'react';
import { MRT_ShowHideColumnsMenu, type MRT_DensityState, type MRT_RowData, type MRT_TableInstance } from 'material-react-table';
import IconButton from '@mui/material/IconButton';

const NEXT_DENSITY: Record<MRT_DensityState, MRT_DensityState> = { comfortable: 'compact', compact: 'spacious', spacious: 'comfortable' };

/**
 * The table's own buttons at the end of its toolbar, as material-react-table's
 * (`MRT_ToolbarInternalButtons` with what this table enables): the column chooser (MRT's menu)
 * and, when enabled, the density toggle (comfortable, compact, spacious in turn). MRT wraps each
 * in MUI's Tooltip, which mounts, then draws again for its child's node, at every table's first
 * draw; their hints are the browser's own (`title`), as the header's and the rows' buttons. MRT's
 * toolbar holds them in its box (`renderToolbarInternalActions`).
 */
export function ToolbarButtons<T extends MRT_RowData>({ table }: { table: MRT_TableInstance<T> }) {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const { localization, icons, enableDensityToggle } = table.options;
  const { density } = table.getState();
  const { ViewColumnIcon, DensityLargeIcon, DensityMediumIcon, DensitySmallIcon } = icons;
  const DensityIcon = density === 'compact' ? DensitySmallIcon : density === 'comfortable' ? DensityMediumIcon : DensityLargeIcon;
  return (
    <>
      <IconButton aria-label={localization.showHideColumns} title={localization.showHideColumns} onClick={(event) => setAnchorEl(event.currentTarget)}>
        <ViewColumnIcon />
      </IconButton>
      {anchorEl && <MRT_ShowHideColumnsMenu anchorEl={anchorEl} setAnchorEl={setAnchorEl} table={table} />}
      {enableDensityToggle && (
        <IconButton aria-label={localization.toggleDensity} title={localization.toggleDensity} onClick={() => table.setDensity(NEXT_DENSITY[density])}>
          <DensityIcon />
        </IconButton>
      )}
    </>
  );
}
