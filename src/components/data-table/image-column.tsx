import Box from '@mui/material/Box';
import type { MRT_ColumnDef, MRT_RowData } from 'material-react-table';
import type { DataTableColumn } from './column-fit';

/**
 * A column showing a row's image (its `*_full_url`) as a thumbnail, empty when there is none:
 * logos, product images, notice images. On a phone's card it is the picture at the left.
 */
export function imageColumn<T extends MRT_RowData>(key: keyof T & string, header: string, size = { width: 56, height: 56 }): DataTableColumn<T> {
  return {
    accessorKey: key as MRT_ColumnDef<T>['accessorKey'],
    header,
    enableSorting: false,
    // The picture and the cell's padding.
    size: Math.max(80, size.width + 32),
    card: 'media',
    Cell: ({ row }) => {
      const src = row.original[key] as string | null | undefined;
      return src ? <Box component="img" src={src} alt="" sx={{ ...size, objectFit: 'contain' }} /> : null;
    },
  };
}
