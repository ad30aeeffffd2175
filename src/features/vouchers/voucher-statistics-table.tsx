import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import CircularProgress from '@mui/material/CircularProgress';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { DataTable, type DataTableColumn, type TableQueryState } from '../../components/data-table/data-table';
import { ListPage } from '../../components/list-page';
import { StatusChip } from '../../components/status-chip';
import { useConfirm } from '../../components/confirm-dialog';
import { useNotify } from '../../components/use-notify';
import { usePermissions } from '../../components/use-permissions';
import { format, formatCount } from '../../lib/format';
import { useHideUsedVouchersMutation, type VoucherStatistic } from '../../store/api';
import { voucherMessages as m } from './messages';

/** Fewer available codes than this, or fewer than two days of yesterday's and today's sales, is low stock. */
export const LOW_STOCK_CODES = 10;
export function isLowStock(row: Pick<VoucherStatistic, 'available' | 'sold_today' | 'sold_yesterday'>): boolean {
  return row.available < Math.max(LOW_STOCK_CODES, 2 * Math.max(row.sold_today, row.sold_yesterday));
}

/**
 * Per package: codes still available (low stock flagged), and codes sold today and yesterday
 * (shop time); the package opens its voucher page.
 */
export function VoucherStatisticsTable({
  title,
  tableId,
  rows,
  query,
}: {
  title: string;
  tableId: string;
  rows: VoucherStatistic[] | undefined;
  query: TableQueryState;
}) {
  const { can } = usePermissions();
  const columns = useMemo<DataTableColumn<VoucherStatistic>[]>(
    () => [
      { accessorKey: 'product_name', header: m.productName, priority: 1, card: 'subtitle' },
      {
        accessorKey: 'package_name',
        header: m.packageName,
        priority: 1,
        card: 'title',
        Cell: ({ row }) => (
          <Link component={RouterLink} to={`/topup-package/voucher/${row.original.package_id}`}>
            {row.original.package_name}
          </Link>
        ),
      },
      {
        accessorKey: 'available',
        header: m.available,
        priority: 1,
        card: 'status',
        Cell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{formatCount(row.original.available)}</span>
            {isLowStock(row.original) && <StatusChip status="pending" label={m.lowStock} />}
          </Stack>
        ),
      },
      { accessorKey: 'sold_today', header: m.soldToday, size: 120, card: 'detail', Cell: ({ row }) => formatCount(row.original.sold_today) },
      { accessorKey: 'sold_yesterday', header: m.soldYesterday, size: 120, card: 'detail', Cell: ({ row }) => formatCount(row.original.sold_yesterday) },
    ],
    [],
  );
  return (
    <ListPage title={title}>
      <DataTable
        tableId={tableId}
        columns={columns}
        rows={rows}
        query={query}
        getRowId={(row) => String(row.package_id)}
        toolbarActions={can('hideUsedVouchers') && <HideUsedVouchersButton />}
      />
    </ListPage>
  );
}

/** Soft-deletes every used voucher: they leave the package lists but stay as proof of delivery. */
function HideUsedVouchersButton() {
  const [hideUsedVouchers, { isLoading }] = useHideUsedVouchersMutation();
  const confirm = useConfirm();
  const notify = useNotify();
  const hide = async () => {
    const confirmed = await confirm({ title: m.hideUsedTitle, message: m.hideUsedMessage, confirmText: m.hideUsedConfirm });
    if (!confirmed) return;
    try {
      const { data } = await hideUsedVouchers().unwrap();
      notify.success(format(m.hidden, { n: formatCount(data.hidden) }));
    } catch {
      notify.error(m.hideFailed);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => void hide()}
      disabled={isLoading}
      startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : <VisibilityOffIcon />}
    >
      {m.hideUsed}
    </Button>
  );
}
