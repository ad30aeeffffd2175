import { useDeleteNoticeMutation, useListNoticesQuery, type Notice } from '../../store/api';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { imageColumn } from '../../components/data-table/image-column';
import { linkColumn } from '../../components/data-table/link-column';
import { useEditDeleteActions } from '../../components/edit-delete-actions';
import { AddNewLink, ListPage } from '../../components/list-page';
import { ActiveChip } from '../../components/status-chip';
import { usePermissions } from '../../components/use-permissions';
import { noticeTypeLabel } from './notice-form';
import { noticeMessages as m } from './messages';

const columns: DataTableColumn<Notice>[] = [
  imageColumn('image_full_url', m.image, { width: 64, height: 40 }),
  { accessorKey: 'notice', header: m.notice },
  { accessorKey: 'type', header: m.type, Cell: ({ row }) => noticeTypeLabel(row.original.type) },
  linkColumn('link', m.link),
  { accessorKey: 'is_active', header: m.active, Cell: ({ row }) => <ActiveChip active={row.original.is_active} /> },
];

export default function NoticeListPage() {
  const query = useListNoticesQuery();
  const [deleteNotice] = useDeleteNoticeMutation();
  const { can } = usePermissions();
  const rowActions = useEditDeleteActions<Notice>({
    editTo: (notice) => `/notice/edit/${notice.id}`,
    updateOperation: 'updateNotice',
    deleteOperation: 'deleteNotice',
    remove: (notice) => deleteNotice({ id: notice.id }).unwrap(),
    deleted: m.deleted,
  });
  return (
    <ListPage title={m.listTitle}>
      <DataTable
        tableId="notices"
        columns={columns}
        rows={query.data?.data.data}
        query={query}
        toolbarActions={can('createNotice') && <AddNewLink to="/notice/add" />}
        rowActions={rowActions}
      />
    </ListPage>
  );
}
