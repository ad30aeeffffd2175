import { useDeleteOrderMessageMutation, useListOrderMessagesQuery, type OrderMessage } from '../../store/api';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { AddNewLink, DeleteButton, ListPage } from '../../components/list-page';
import { commonMessages } from '../../components/messages';
import { useConfirmedBulkDelete, useConfirmedDelete } from '../../components/use-confirmed-delete';
import { usePermissions } from '../../components/use-permissions';
import { format, formatCount } from '../../lib/format';
import { orderMessageMessages as m } from './messages';

const columns: DataTableColumn<OrderMessage>[] = [
  { accessorKey: 'id', header: m.id, size: 80, priority: 1, card: 'detail' },
  { accessorKey: 'message', header: m.message, priority: 1, card: 'title' },
];

/** The 'Delete warning' dialog, for the row's Delete and the selection's, naming what goes. */
const deleteWarning = (message: string) => ({ title: m.deleteWarning, message });

const deletedMessage = (n: number) => (n === 1 ? m.deleted : format(m.deletedMany, { n: formatCount(n) }));

/** The stored order messages (canned order notes): selectable rows, no search, Add new, Delete. */
export default function OrderMessageListPage() {
  const query = useListOrderMessagesQuery({});
  const [deleteOrderMessage] = useDeleteOrderMessageMutation();
  const confirmedDelete = useConfirmedDelete();
  const confirmedBulkDelete = useConfirmedBulkDelete();
  const { can } = usePermissions();
  const canDelete = can('deleteOrderMessage');
  const remove = (id: number) => deleteOrderMessage({ id }).unwrap();

  return (
    <ListPage title={m.listTitle}>
      <DataTable
        tableId="order-messages"
        columns={columns}
        rows={query.data?.rows}
        query={query}
        toolbarActions={can('createOrderMessage') && <AddNewLink to="/topup-order-message/add-new" />}
        rowActions={
          canDelete
            ? (message) => <DeleteButton onClick={() => void confirmedDelete(() => remove(message.id), m.deleted, deleteWarning(format(m.deleteQuestion, { message: message.message })))} />
            : undefined
        }
        bulkActions={
          canDelete
            ? (selected, clearSelection) =>
                selected.length > 0 && (
                  <DeleteButton
                    label={commonMessages.deleteSelected}
                    onClick={async () => {
                      const ids = selected.map((message) => message.id);
                      if ((await confirmedBulkDelete(ids, remove, deletedMessage, deleteWarning(format(m.deleteManyQuestion, { n: formatCount(ids.length) })))) > 0) clearSelection();
                    }}
                  />
                )
            : undefined
        }
      />
    </ListPage>
  );
}
