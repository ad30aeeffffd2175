import Link from '@mui/material/Link';
import { useDeleteAutoServerMutation, useListAutoServersQuery, type AutoServer } from '../../store/api';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { AddNewLink, DeleteButton, EditLink, ListPage } from '../../components/list-page';
import { StatusChip } from '../../components/status-chip';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { usePermissions } from '../../components/use-permissions';
import { autoServerMessages as m } from './messages';

const columns: DataTableColumn<AutoServer>[] = [
  { accessorKey: 'name', header: m.name },
  {
    accessorKey: 'link',
    header: m.link,
    Cell: ({ row }) => (
      <Link href={row.original.link} target="_blank" rel="noopener noreferrer">
        {row.original.link}
      </Link>
    ),
  },
  { accessorKey: 'status', header: m.status, Cell: ({ row }) => <StatusChip status={row.original.status} /> },
];

export default function AutoServerListPage() {
  const query = useListAutoServersQuery();
  const [deleteAutoServer] = useDeleteAutoServerMutation();
  const confirmedDelete = useConfirmedDelete();
  const { can } = usePermissions();
  const canEdit = can('updateAutoServer');
  const canDelete = can('deleteAutoServer');
  return (
    <ListPage title={m.listTitle}>
      <DataTable
        tableId="auto-servers"
        columns={columns}
        rows={query.data?.data.data}
        query={query}
        toolbarActions={can('createAutoServer') && <AddNewLink to="/auto-server/add" />}
        rowActions={
          canEdit || canDelete
            ? (server) => (
                <>
                  {canEdit && <EditLink to={`/auto-server/edit/${server.id}`} />}
                  {canDelete && (
                    <DeleteButton onClick={() => void confirmedDelete(() => deleteAutoServer({ id: server.id }).unwrap(), m.deleted)} />
                  )}
                </>
              )
            : undefined
        }
      />
    </ListPage>
  );
}
