import { useDeleteNoticeMutation, useListNoticesQuery, type Notice } from '../../store/api';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { CrudListPage } from '../../components/crud-list-page';
import { imageColumn } from '../../components/data-table/image-column';
import { linkColumn } from '../../components/data-table/link-column';
import { ActiveChip } from '../../components/status-chip';
import { format } from '../../lib/format';
import { noticeTypeLabel } from './notice-form';
import { noticeMessages as m } from './messages';

const columns: DataTableColumn<Notice>[] = [
  imageColumn('image_full_url', m.image, { width: 64, height: 40 }),
  { accessorKey: 'notice', header: m.notice, priority: 1, card: 'title' },
  { accessorKey: 'type', header: m.type, size: 130, card: 'subtitle', Cell: ({ row }) => noticeTypeLabel(row.original.type) },
  linkColumn('link', m.link),
  { accessorKey: 'is_active', header: m.active, size: 120, priority: 1, card: 'status', Cell: ({ row }) => <ActiveChip active={row.original.is_active} /> },
];

export default function NoticeListPage() {
  const query = useListNoticesQuery();
  const [deleteNotice] = useDeleteNoticeMutation();
  return (
    <CrudListPage<Notice>
      title={m.listTitle}
      tableId="notices"
      columns={columns}
      query={query}
      basePath="/notice"
      operations={{ create: 'createNotice', update: 'updateNotice', delete: 'deleteNotice' }}
      remove={(notice) => deleteNotice({ id: notice.id }).unwrap()}
      deleted={m.deleted}
      deleteQuestion={(notice) => format(m.deleteQuestion, { notice: notice.notice })}
    />
  );
}
