import { useMemo } from 'react';
import { useParams } from 'react-router';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { useTablePaging } from '../../components/data-table/use-table-paging';
import { DeleteButton, ListPage } from '../../components/list-page';
import { StatusChip } from '../../components/status-chip';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { usePermissions } from '../../components/use-permissions';
import { formatDateTime } from '../../lib/dates';
import { format } from '../../lib/format';
import { useDeleteVoucherMutation, useGetPackageVouchersQuery, type Voucher } from '../../store/api';
import { VoucherEntry } from './voucher-entry';
import { voucherMessages as m } from './messages';

/** Given to an order, or marked used: proof of delivery, which the server refuses to delete. */
const isUsed = (voucher: Voucher) => voucher.is_used === 1 || voucher.order_id != null;

/** A package's codes: the entry box for new ones and the server-paged list with Delete. */
export default function VoucherPage() {
  const packageId = Number(useParams().id);
  const paging = useTablePaging('package-vouchers');
  const query = useGetPackageVouchersQuery({ id: packageId, page: paging.page, limit: paging.pageSize });
  const [deleteVoucher] = useDeleteVoucherMutation();
  const confirmedDelete = useConfirmedDelete();
  const { can } = usePermissions();
  const page = query.data?.data;

  const columns = useMemo<DataTableColumn<Voucher>[]>(
    () => [
      { accessorKey: 'data', header: m.code, Cell: ({ row }) => <code>{row.original.data}</code> },
      {
        accessorKey: 'is_used',
        header: m.status,
        Cell: ({ row }) =>
          isUsed(row.original) ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <StatusChip status="used" label={m.used} />
              {row.original.order_id != null && <span>{format(m.forOrder, { order: row.original.order_id })}</span>}
            </Stack>
          ) : (
            <StatusChip status="active" label={m.unused} />
          ),
      },
      { accessorKey: 'used_at', header: m.usedAt, size: 170, Cell: ({ row }) => formatDateTime(row.original.used_at) },
      { accessorKey: 'created_at', header: m.createdAt, size: 170, Cell: ({ row }) => formatDateTime(row.original.created_at) },
    ],
    [],
  );

  const remove = (voucher: Voucher) =>
    confirmedDelete(() => deleteVoucher({ id: voucher.id }).unwrap(), m.deleted, {
      title: m.deleteTitle,
      message: <code>{voucher.data}</code>,
      pending: m.deleting,
    });

  return (
    <ListPage title={m.pageTitle} backTo="/topup-packages">
      {/* A package that cannot be loaded (e.g. deleted) has nothing to add codes to: the table says why. */}
      {(page || !query.error) && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={2.5}>
            <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
              <Detail label={m.product} value={page && (page.product?.name ?? m.unknownProduct)} />
              <Detail label={m.package} value={page?.package.name} />
            </Stack>
            {can('addVouchers') && <VoucherEntry packageId={packageId} />}
          </Stack>
        </Paper>
      )}
      <DataTable
        tableId="package-vouchers"
        columns={columns}
        rows={page?.vouchers}
        rowCount={page?.total}
        query={query}
        paging={paging}
        search={false}
        rowActions={
          can('deleteVoucher')
            ? (voucher) =>
                isUsed(voucher) ? (
                  <Tooltip title={m.usedCannotBeDeleted}>
                    <span>
                      <DeleteButton onClick={() => undefined} disabled />
                    </span>
                  </Tooltip>
                ) : (
                  <DeleteButton onClick={() => void remove(voucher)} />
                )
            : undefined
        }
      />
    </ListPage>
  );
}

function Detail({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value ?? <Skeleton width={160} />}
      </Typography>
    </div>
  );
}
