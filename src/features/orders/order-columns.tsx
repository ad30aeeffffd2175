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

/** What a fulfilling admin reads and copies: customer, product, the game account, the status. */
export const orderColumns: DataTableColumn<TopupOrder>[] = [
  { accessorKey: 'id', header: m.id, size: 90 },
  {
    id: 'customer',
    accessorFn: (order) => order.username ?? '',
    header: m.customer,
    enableSorting: false,
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
    Cell: ({ row: { original: order } }) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {order.product_image && <Box component="img" src={order.product_image} alt="" sx={{ width: 36, height: 36, objectFit: 'contain', flexShrink: 0 }} />}
        <span>{order.product_name}</span>
      </Stack>
    ),
  },
  { accessorKey: 'name', header: m.package },
  { accessorKey: 'amount', header: m.amount, size: 110, Cell: ({ row }) => formatMoney(row.original.amount) },
  { accessorKey: 'playerid', header: m.playerId, enableSorting: false, Cell: ({ row }) => <CopyText value={row.original.playerid} label={m.playerId} /> },
  {
    accessorKey: 'ingamepassword',
    header: m.inGamePassword,
    enableSorting: false,
    Cell: ({ row }) => <CopyText value={row.original.ingamepassword} label={m.inGamePassword} secret />,
  },
  { accessorKey: 'accounttype', header: m.accountType },
  {
    accessorKey: 'securitycode',
    header: m.securityCode,
    enableSorting: false,
    Cell: ({ row }) => <CopyText value={row.original.securitycode} label={m.securityCode} secret />,
  },
  { accessorKey: 'transaction_id', header: m.transactionId },
  { accessorKey: 'phone', header: m.phone },
  { accessorKey: 'voucher_data', header: m.voucherCode, enableSorting: false, Cell: ({ row }) => <CopyText value={row.original.voucher_data} label={m.voucherCode} /> },
  {
    accessorKey: 'status',
    header: m.status,
    size: 120,
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
    Cell: ({ row: { original: order } }) => (
      <Box>
        {order.completed_by_name}
        {order.order_note && <Typography {...small}>{order.order_note}</Typography>}
      </Box>
    ),
  },
  { accessorKey: 'created_at', header: m.created, size: 170, Cell: ({ row }) => formatDateTime(row.original.created_at) },
];
