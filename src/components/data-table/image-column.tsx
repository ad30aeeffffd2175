import Box from '@mui/material/Box';
import type { MRT_ColumnDef, MRT_RowData } from 'material-react-table';

/**
 * A column showing a row's image (its `*_full_url`) as a thumbnail, empty when there is none:
 * logos, product images, notice images.
 */
export function imageColumn<T extends MRT_RowData>(key: keyof T & string, header: string, size = { width: 56, height: 56 }): MRT_ColumnDef<T> {
  return {
    accessorKey: key as MRT_ColumnDef<T>['accessorKey'],
    header,
    enableSorting: false,
    Cell: ({ row }) => {
      const src = row.original[key] as string | null | undefined;
      return src ? <Box component="img" src={src} alt="" sx={{ ...size, objectFit: 'contain' }} /> : null;
    },
  };
}
