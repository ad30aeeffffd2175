import { useDeleteAutoServerMutation, useListAutoServersQuery, type AutoServer } from '../../store/api';
import { format } from '../../lib/format';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { linkColumn } from '../../components/data-table/link-column';
import { useEditDeleteActions } from '../../components/edit-delete-actions';
import { AddNewLink, ListPage } from '../../components/list-page';
import { StatusChip } from '../../components/status-chip';
import { usePermissions } from '../../components/use-permissions';
import { autoServerMessages as m } from './messages';

const columns: DataTableColumn<AutoServer>[] = [
  { accessorKey: 'name', header: m.name },
  linkColumn('link', m.link),
  { accessorKey: 'status', header: m.status, Cell: ({ row }) => <StatusChip status={row.original.status} /> },
];

export default function AutoServerListPage() {
  const query = useListAutoServersQuery();
  const [deleteAutoServer] = useDeleteAutoServerMutation();
  const { can } = usePermissions();
  const rowActions = useEditDeleteActions<AutoServer>({
    editTo: (server) => `/auto-server/edit/${server.id}`,
    updateOperation: 'updateAutoServer',
    deleteOperation: 'deleteAutoServer',
    remove: (server) => deleteAutoServer({ id: server.id }).unwrap(),
    deleted: m.deleted,
    deleteQuestion: (server) => format(m.deleteQuestion, { name: server.name }),
  });
  return (
    <ListPage title={m.listTitle}>
      <DataTable
        tableId="auto-servers"
        columns={columns}
        rows={query.data?.data.data}
        query={query}
        toolbarActions={can('createAutoServer') && <AddNewLink to="/auto-server/add" />}
        rowActions={rowActions}
      />
    </ListPage>
  );
}
