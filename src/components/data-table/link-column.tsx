import Link from '@mui/material/Link';
import type { MRT_ColumnDef, MRT_RowData } from 'material-react-table';

/** A column showing a row's URL as a link that opens in a new tab, empty when there is none. */
export function linkColumn<T extends MRT_RowData>(key: keyof T & string, header: string): MRT_ColumnDef<T> {
  return {
    accessorKey: key as MRT_ColumnDef<T>['accessorKey'],
    header,
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
