import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { imageColumn } from '../../components/data-table/image-column';
import { linkColumn } from '../../components/data-table/link-column';
import { useEditDeleteActions } from '../../components/edit-delete-actions';
import { AddNewLink, ListPage } from '../../components/list-page';
import { ActiveChip } from '../../components/status-chip';
import { usePermissions } from '../../components/use-permissions';
import { format } from '../../lib/format';
import { useDeleteBannerMutation, useListBannersQuery, type Banner } from '../../store/api';
import { bannerMessages as m } from './messages';

const columns: DataTableColumn<Banner>[] = [
  imageColumn('banner_full_url', m.preview, { width: 120, height: 50 }),
  { accessorKey: 'note', header: m.note },
  linkColumn('link', m.link),
  { accessorKey: 'isactive', header: m.status, Cell: ({ row }) => <ActiveChip active={row.original.isactive} /> },
];

export default function BannerListPage() {
  const query = useListBannersQuery();
  const [deleteBanner] = useDeleteBannerMutation();
  const { can } = usePermissions();
  const rowActions = useEditDeleteActions<Banner>({
    editTo: (banner) => `/banner/edit/${banner.id}`,
    updateOperation: 'updateBanner',
    deleteOperation: 'deleteBanner',
    remove: (banner) => deleteBanner({ id: banner.id }).unwrap(),
    deleted: m.deleted,
    deleteQuestion: (banner) => format(m.deleteQuestion, { note: banner.note }),
  });
  return (
    <ListPage title={m.listTitle}>
      <DataTable
        tableId="banners"
        columns={columns}
        rows={query.data?.data.data}
        query={query}
        toolbarActions={can('createBanner') && <AddNewLink to="/banner/add" />}
        rowActions={rowActions}
      />
    </ListPage>
  );
}
