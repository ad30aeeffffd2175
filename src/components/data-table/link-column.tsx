import Link from '@mui/material/Link';
import type { MRT_ColumnDef, MRT_RowData } from 'material-react-table';
import type { DataTableColumn } from './column-fit';

/** A column showing a row's URL as a link that opens in a new tab, empty when there is none (a detail line on a phone's card). */
export function linkColumn<T extends MRT_RowData>(key: keyof T & string, header: string): DataTableColumn<T> {
  return {
    accessorKey: key as MRT_ColumnDef<T>['accessorKey'],
    header,
    card: 'detail',
    Cell: ({ row }) => {
      const href = row.original[key] as string | null | undefined;
      return href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {href}
        </Link>
      ) : null;
    },
  };
}
