import { CustomerCell } from '../../components/record/customer-link';
import { useMemo, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { DataTable, type DataTableColumn, type TableQueryState } from '../../components/data-table/data-table';
import type { TablePaging } from '../../components/data-table/use-list-state';
import { StatusChip } from '../../components/status-chip';
import { usePermissions } from '../../components/use-permissions';
import { useOpenRecord } from '../../components/record/use-open-record';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import type { ListResult, Transaction } from '../../store/api';
import { TransactionEditDialog, TransactionStatusDialog } from './transaction-dialogs';
import { customerOf, isOpenTransaction, TransactionDrawer, useWalletAddDecision } from './transaction-drawer';
import { transactionMessages as m } from './messages';

function transactionColumns(withOrderId: boolean): DataTableColumn<Transaction>[] {
  return [
    { accessorKey: 'id', header: m.id, size: 80, priority: 3, card: 'detail' },
    {
      accessorKey: 'user_id',
      header: m.customer,
      size: 160,
      priority: 1,
      card: 'title',
      enableSorting: false,
      Cell: ({ row: { original: transaction } }) => <CustomerCell name={customerOf(transaction)} phone={transaction.user_phone} />,
    },
    { accessorKey: 'payment_method_name', header: m.paymentMethod, size: 140, priority: 3, card: 'subtitle' },
    { accessorKey: 'amount', header: m.amount, size: 100, priority: 1, card: 'amount', Cell: ({ row }) => formatMoney(row.original.amount) },
    { accessorKey: 'number', header: m.number, size: 140, card: 'detail' },
    { accessorKey: 'transaction_id', header: m.transactionId, size: 150, card: 'detail' },
    ...(withOrderId ? [{ accessorKey: 'order_id', header: m.orderId, priority: 3 } satisfies DataTableColumn<Transaction>] : []),
    { accessorKey: 'status', header: m.status, size: 130, priority: 1, card: 'status', Cell: ({ row }) => <StatusChip status={row.original.status} /> },
    { accessorKey: 'created_at', header: m.created, size: 160, card: 'time', Cell: ({ row }) => formatDateTime(row.original.created_at) },
    { accessorKey: 'updated_at', header: m.updated, size: 160, priority: 3, Cell: ({ row }) => formatDateTime(row.original.updated_at) },
  ];
}

type Editing = { kind: 'status' | 'row'; transaction: Transaction } | null;

export interface TransactionTableProps {
  tableId: string;
  paging: TablePaging;
  query: TableQueryState & { data?: ListResult<Transaction> };
  /** Which rows offer Edit Status (pending or under review). */
  statusChangeable: (transaction: Transaction) => boolean;
  /** The full-row edit (amount, number, a cancelled one's status). */
  rowEdit?: boolean;
  /** The automated list shows the provider's order id. */
  withOrderId?: boolean;
  /** The automated list: an opened record (`?open=id`) not on the page is looked up there. */
  automated?: boolean;
  search?: boolean;
  searchLabel?: string;
  toolbarActions?: ReactNode;
  bulkActions?: (selected: Transaction[], clearSelection: () => void) => ReactNode;
}

/** A server-paged list of wallet-adds with their per-row status change and edit dialogs. */
export function TransactionTable({
  tableId,
  paging,
  query,
  statusChangeable,
  rowEdit = false,
  withOrderId = false,
  automated = false,
  search,
  searchLabel,
  toolbarActions,
  bulkActions,
}: TransactionTableProps) {
  const { can } = usePermissions();
  const { open } = useOpenRecord();
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useMemo(() => transactionColumns(withOrderId), [withOrderId]);
  const canChangeStatus = can('updateTransactionStatus');
  const decision = useWalletAddDecision();
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
        search={search}
        searchLabel={searchLabel}
        toolbarActions={toolbarActions}
        bulkActions={bulkActions}
        onRowOpen={(transaction) => open(transaction.id)}
        live={automated ? 'automated_wallet_adds' : 'manual_wallet_adds'}
        rowActions={
          canChangeStatus || canEdit
            ? (transaction) => (
                <>
                  {canChangeStatus && isOpenTransaction(transaction) && (
                    <Button size="small" variant="contained" startIcon={<CheckIcon />} disabled={decision.busy} onClick={() => void decision.setStatus(transaction, 'completed')}>
                      {m.complete}
                    </Button>
                  )}
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
      <TransactionDrawer
        rows={query.data?.rows}
        automated={automated}
        statusChangeable={statusChangeable}
        rowEdit={rowEdit}
        onEditStatus={(transaction) => setEditing({ kind: 'status', transaction })}
        onEdit={(transaction) => setEditing({ kind: 'row', transaction })}
      />
      {editing?.kind === 'status' && <TransactionStatusDialog transaction={editing.transaction} onClose={close} />}
      {editing?.kind === 'row' && <TransactionEditDialog transaction={editing.transaction} onClose={close} />}
    </>
  );
}
