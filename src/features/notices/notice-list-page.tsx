import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useDeleteNoticeMutation, useListNoticesQuery, type Notice } from '../../store/api';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { AddNewLink, DeleteButton, EditLink, ListPage } from '../../components/list-page';
import { ActiveChip } from '../../components/status-chip';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { usePermissions } from '../../components/use-permissions';
import { noticeTypeLabel } from './notice-form';
import { noticeMessages as m } from './messages';

const columns: DataTableColumn<Notice>[] = [
  {
    accessorKey: 'image_full_url',
    header: m.image,
    enableSorting: false,
    Cell: ({ row }) =>
      row.original.image_full_url && (
        <Box component="img" src={row.original.image_full_url} alt="" sx={{ width: 64, height: 40, objectFit: 'contain' }} />
      ),
  },
  { accessorKey: 'notice', header: m.notice },
  { accessorKey: 'type', header: m.type, Cell: ({ row }) => noticeTypeLabel(row.original.type) },
  {
    accessorKey: 'link',
    header: m.link,
    Cell: ({ row }) =>
      row.original.link && (
        <Link href={row.original.link} target="_blank" rel="noopener noreferrer">
          {row.original.link}
        </Link>
      ),
  },
  { accessorKey: 'is_active', header: m.active, Cell: ({ row }) => <ActiveChip active={row.original.is_active} /> },
];

export default function NoticeListPage() {
  const query = useListNoticesQuery();
  const [deleteNotice] = useDeleteNoticeMutation();
  const confirmedDelete = useConfirmedDelete();
  const { can } = usePermissions();
  const canEdit = can('updateNotice');
  const canDelete = can('deleteNotice');
  return (
    <ListPage title={m.listTitle}>
      <DataTable
        tableId="notices"
        columns={columns}
        rows={query.data?.data.data}
        query={query}
        toolbarActions={can('createNotice') && <AddNewLink to="/notice/add" />}
        rowActions={
          canEdit || canDelete
            ? (notice) => (
                <>
                  {canEdit && <EditLink to={`/notice/edit/${notice.id}`} />}
                  {canDelete && (
                    <DeleteButton onClick={() => void confirmedDelete(() => deleteNotice({ id: notice.id }).unwrap(), m.deleted)} />
                  )}
                </>
              )
            : undefined
        }
      />
    </ListPage>
  );
}
