import type { DataTableColumn } from '../../components/data-table/data-table';
import { CELL_SUBLINE, CELL_WITH_PICTURE } from '../../components/data-table/table-rows';
import { CopyText } from '../../components/copy-text';
import { StatusChip } from '../../components/status-chip';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import type { TopupOrder } from '../../store/api';
import { orderMessages as m } from './messages';
import { ClaimOwner } from './order-claims';

/**
 * What a fulfilling admin reads and copies: customer, product, the game account, the status. On a
 * phone's card: customer, product and package, amount, status, player id; the rest gives way first.
 */
export const orderColumns: DataTableColumn<TopupOrder>[] = [
  { accessorKey: 'id', header: m.id, size: 80, priority: 1, card: 'detail' },
  {
    id: 'customer',
    accessorFn: (order) => order.username ?? '',
    header: m.customer,
    enableSorting: false,
    size: 150,
    priority: 1,
    card: 'title',
    Cell: ({ row: { original: order } }) => (
      <div>
        <div>{order.username ?? `#${order.user_id}`}</div>
        {order.user_phone && <span className={CELL_SUBLINE}>{order.user_phone}</span>}
        {order.user_email && <span className={CELL_SUBLINE}>{order.user_email}</span>}
      </div>
    ),
  },
  {
    id: 'product',
    accessorFn: (order) => order.product_name ?? '',
    header: m.product,
    enableSorting: false,
    size: 150,
    card: 'subtitle',
    // The package under the product: what to top up, in one column (the package is not sortable).
    // Plain elements under the table's style (CELL_PARTS_SX), where these cells drew ten or so styled components a row.
    Cell: ({ row: { original: order } }) => (
      <div className={CELL_WITH_PICTURE}>
        {order.product_image && <img src={order.product_image} alt="" />}
        <div>
          <div>{order.product_name}</div>
          {order.name && <span className={CELL_SUBLINE}>{order.name}</span>}
        </div>
      </div>
    ),
  },
  { accessorKey: 'amount', header: m.amount, size: 100, priority: 1, card: 'amount', Cell: ({ row }) => formatMoney(row.original.amount) },
  { accessorKey: 'playerid', header: m.playerId, size: 140, card: 'detail', enableSorting: false, Cell: ({ row }) => <CopyText value={row.original.playerid} label={m.playerId} /> },
  {
    accessorKey: 'ingamepassword',
    header: m.inGamePassword,
    priority: 3,
    enableSorting: false,
    Cell: ({ row }) => <CopyText value={row.original.ingamepassword} label={m.inGamePassword} secret />,
  },
  { accessorKey: 'accounttype', header: m.accountType, priority: 3 },
  {
    accessorKey: 'securitycode',
    header: m.securityCode,
    priority: 3,
    enableSorting: false,
    Cell: ({ row }) => <CopyText value={row.original.securitycode} label={m.securityCode} secret />,
  },
  { accessorKey: 'transaction_id', header: m.transactionId, priority: 3 },
  { accessorKey: 'phone', header: m.phone, priority: 3, card: 'detail' },
  { accessorKey: 'voucher_data', header: m.voucherCode, priority: 3, card: 'detail', enableSorting: false, Cell: ({ row }) => <CopyText value={row.original.voucher_data} label={m.voucherCode} /> },
  {
    accessorKey: 'status',
    header: m.status,
    size: 130,
    priority: 1,
    card: 'status',
    Cell: ({ row: { original: order } }) => (
      <div>
        <StatusChip status={order.status} />
        <ClaimOwner order={order} />
      </div>
    ),
  },
  {
    accessorKey: 'completed_by_name',
    header: m.completedBy,
    priority: 3,
    Cell: ({ row: { original: order } }) => (
      <div>
        {order.completed_by_name}
        {order.order_note && <span className={CELL_SUBLINE}>{order.order_note}</span>}
      </div>
    ),
  },
  { accessorKey: 'created_at', header: m.created, size: 160, card: 'time', Cell: ({ row }) => formatDateTime(row.original.created_at) },
];
