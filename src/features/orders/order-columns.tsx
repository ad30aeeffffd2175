import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { CopyText } from '../../components/copy-text';
import { StatusChip } from '../../components/status-chip';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import type { TopupOrder } from '../../store/api';
import { orderMessages as m } from './messages';
import { ClaimOwner } from './order-claims';

const small = { variant: 'caption', color: 'text.secondary', sx: { display: 'block' } } as const;

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
      <Box>
        <Typography variant="body2">{order.username ?? `#${order.user_id}`}</Typography>
        {order.user_phone && <Typography {...small}>{order.user_phone}</Typography>}
        {order.user_email && <Typography {...small}>{order.user_email}</Typography>}
      </Box>
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
    Cell: ({ row: { original: order } }) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {order.product_image && <Box component="img" src={order.product_image} alt="" sx={{ width: 36, height: 36, objectFit: 'contain', flexShrink: 0 }} />}
        <Box>
          <Typography variant="body2">{order.product_name}</Typography>
          {order.name && <Typography {...small}>{order.name}</Typography>}
        </Box>
      </Stack>
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
      <Box>
        <StatusChip status={order.status} />
        <ClaimOwner order={order} />
      </Box>
    ),
  },
  {
    accessorKey: 'completed_by_name',
    header: m.completedBy,
    priority: 3,
    Cell: ({ row: { original: order } }) => (
      <Box>
        {order.completed_by_name}
        {order.order_note && <Typography {...small}>{order.order_note}</Typography>}
      </Box>
    ),
  },
  { accessorKey: 'created_at', header: m.created, size: 160, card: 'time', Cell: ({ row }) => formatDateTime(row.original.created_at) },
];
