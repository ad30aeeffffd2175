import type { DataTableColumn } from '../../components/data-table/data-table';
import { CrudListPage } from '../../components/crud-list-page';
import { imageColumn } from '../../components/data-table/image-column';
import { linkColumn } from '../../components/data-table/link-column';
import { ActiveChip } from '../../components/status-chip';
import { format } from '../../lib/format';
import { useDeleteBannerMutation, useListBannersQuery, type Banner } from '../../store/api';
import { bannerMessages as m } from './messages';

const columns: DataTableColumn<Banner>[] = [
  imageColumn('banner_full_url', m.preview, { width: 120, height: 50 }),
  { accessorKey: 'note', header: m.note, priority: 1, card: 'title' },
  linkColumn('link', m.link),
  { accessorKey: 'isactive', header: m.status, size: 120, priority: 1, card: 'status', Cell: ({ row }) => <ActiveChip active={row.original.isactive} /> },
];

export default function BannerListPage() {
  const query = useListBannersQuery();
  const [deleteBanner] = useDeleteBannerMutation();
  return (
    <CrudListPage<Banner>
      title={m.listTitle}
      tableId="banners"
      columns={columns}
      query={query}
      basePath="/banner"
      operations={{ create: 'createBanner', update: 'updateBanner', delete: 'deleteBanner' }}
      remove={(banner) => deleteBanner({ id: banner.id }).unwrap()}
      deleted={m.deleted}
      deleteQuestion={(banner) => format(m.deleteQuestion, { note: banner.note })}
    />
  );
}
