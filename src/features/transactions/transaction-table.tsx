import { useMemo, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/EditOutlined';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { DataTable, type DataTableColumn, type TableQueryState } from '../../components/data-table/data-table';
import type { TablePaging } from '../../components/data-table/use-list-state';
import { StatusChip } from '../../components/status-chip';
import { usePermissions } from '../../components/use-permissions';
import { formatDateTime } from '../../lib/dates';
import { format } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import type { ListResult, Transaction } from '../../store/api';
import { TransactionEditDialog, TransactionStatusDialog } from './transaction-dialogs';
import { transactionMessages as m } from './messages';

function transactionColumns(withOrderId: boolean): DataTableColumn<Transaction>[] {
  return [
    { accessorKey: 'id', header: m.id, size: 80 },
    { accessorKey: 'user_id', header: m.customer, size: 120, Cell: ({ row }) => format(m.customerId, { id: row.original.user_id }) },
    { accessorKey: 'payment_method_name', header: m.paymentMethod },
    { accessorKey: 'amount', header: m.amount, size: 110, Cell: ({ row }) => formatMoney(row.original.amount) },
    { accessorKey: 'number', header: m.number },
    { accessorKey: 'transaction_id', header: m.transactionId },
    ...(withOrderId ? [{ accessorKey: 'order_id', header: m.orderId } satisfies DataTableColumn<Transaction>] : []),
    { accessorKey: 'status', header: m.status, size: 120, Cell: ({ row }) => <StatusChip status={row.original.status} /> },
    { accessorKey: 'created_at', header: m.created, size: 170, Cell: ({ row }) => formatDateTime(row.original.created_at) },
    { accessorKey: 'updated_at', header: m.updated, size: 170, Cell: ({ row }) => formatDateTime(row.original.updated_at) },
  ];
}

type Editing = { kind: 'status' | 'row'; transaction: Transaction } | null;

export interface TransactionTableProps {
  tableId: string;
  paging: TablePaging;
  query: TableQueryState & { data?: ListResult<Transaction> };
  /** Which rows offer Edit Status (manual: pending; automated: pending or under review). */
  statusChangeable: (transaction: Transaction) => boolean;
  /** The full-row edit (amount, number, a cancelled one's status). */
  rowEdit?: boolean;
  /** The automated list shows the provider's order id. */
  withOrderId?: boolean;
  search?: boolean;
  searchLabel?: string;
  toolbarActions?: ReactNode;
  bulkActions?: (selected: Transaction[], clearSelection: () => void) => ReactNode;
}

/** A server-paged list of wallet-adds with their per-row status change and edit dialogs. */
export function TransactionTable({ tableId, paging, query, statusChangeable, rowEdit = false, withOrderId = false, search, searchLabel, toolbarActions, bulkActions }: TransactionTableProps) {
  const { can } = usePermissions();
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useMemo(() => transactionColumns(withOrderId), [withOrderId]);
  const canChangeStatus = can('updateTransactionStatus');
  const canEdit = rowEdit && can('updateTransaction');
  const close = () => setEditing(null);

  return (
    <>
      <DataTable
        tableId={tableId}
        columns={columns}
        rows={query.data?.rows}
        rowCount={query.data?.total}
        totalCapped={query.data?.totalCapped}
        query={query}
        paging={paging}
        serverSorting
        phoneColumns={['id', 'amount', 'status']}
        search={search}
        searchLabel={searchLabel}
        toolbarActions={toolbarActions}
        bulkActions={bulkActions}
        rowActions={
          canChangeStatus || canEdit
            ? (transaction) => (
                <>
                  {canChangeStatus && statusChangeable(transaction) && (
                    <Button size="small" startIcon={<SyncAltIcon />} onClick={() => setEditing({ kind: 'status', transaction })}>
                      {m.editStatus}
                    </Button>
                  )}
                  {canEdit && (
                    <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing({ kind: 'row', transaction })}>
                      {m.edit}
                    </Button>
                  )}
                </>
              )
            : undefined
        }
      />
      {editing?.kind === 'status' && <TransactionStatusDialog transaction={editing.transaction} onClose={close} />}
      {editing?.kind === 'row' && <TransactionEditDialog transaction={editing.transaction} onClose={close} />}
    </>
  );
}
