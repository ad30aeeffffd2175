import { useDeleteAutoServerMutation, useListAutoServersQuery, type AutoServer } from '../../store/api';
import { format } from '../../lib/format';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { CrudListPage } from '../../components/crud-list-page';
import { linkColumn } from '../../components/data-table/link-column';
import { StatusChip } from '../../components/status-chip';
import { autoServerMessages as m } from './messages';

const columns: DataTableColumn<AutoServer>[] = [
  { accessorKey: 'name', header: m.name, priority: 1, card: 'title' },
  linkColumn('link', m.link),
  { accessorKey: 'status', header: m.status, size: 120, priority: 1, card: 'status', Cell: ({ row }) => <StatusChip status={row.original.status} /> },
];

export default function AutoServerListPage() {
  const query = useListAutoServersQuery();
  const [deleteAutoServer] = useDeleteAutoServerMutation();
  return (
    <CrudListPage<AutoServer>
      title={m.listTitle}
      tableId="auto-servers"
      columns={columns}
      query={query}
      basePath="/auto-server"
      operations={{ create: 'createAutoServer', update: 'updateAutoServer', delete: 'deleteAutoServer' }}
      remove={(server) => deleteAutoServer({ id: server.id }).unwrap()}
      deleted={m.deleted}
      deleteQuestion={(server) => format(m.deleteQuestion, { name: server.name })}
    />
  );
}
