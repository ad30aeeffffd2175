import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/use-list-state';
import { DeleteButton, ListPage } from '../../components/list-page';
import { StatusChip } from '../../components/status-chip';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { usePermissions } from '../../components/use-permissions';
import { formatDateTime } from '../../lib/dates';
import { format } from '../../lib/format';
import { errorStatus } from '../../lib/format-error';
import { QueryView } from '../../components/query-view';
import { useIdParam } from '../../components/use-id-param';
import { useDeleteVoucherMutation, useGetPackageVouchersQuery, type Voucher } from '../../store/api';
import { VoucherEntry } from './voucher-entry';
import { packageVoucherArgs, VOUCHER_LIST, VOUCHER_TABLE } from './voucher-list-query';
import { voucherMessages as m } from './messages';

/** Given to an order, or marked used: proof of delivery, which the server refuses to delete. */
const isUsed = (voucher: Voucher) => voucher.is_used === 1 || voucher.order_id != null;

/**
 * A package's codes: the entry box for new ones and the server-paged list with Delete, searched
 * by code, filtered by used/available and sorted on the server; page, sort, search and filter in the URL.
 */
export default function VoucherPage() {
  const packageId = useIdParam();
  const list = useListState(VOUCHER_TABLE, VOUCHER_LIST);
  const args = packageVoucherArgs(packageId, list);
  const { status } = args;
  const query = useGetPackageVouchersQuery(args, { skip: !packageId });
  const [deleteVoucher] = useDeleteVoucherMutation();
  const confirmedDelete = useConfirmedDelete();
  const { can } = usePermissions();
  const page = query.data;

  const columns = useMemo<DataTableColumn<Voucher>[]>(
    () => [
      { accessorKey: 'data', header: m.code, enableHiding: false, priority: 1, card: 'title', Cell: ({ row }) => <code>{row.original.data}</code> },
      {
        accessorKey: 'is_used',
        header: m.status,
        priority: 1,
        card: 'status',
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
      { accessorKey: 'used_at', header: m.usedAt, size: 170, card: 'time', Cell: ({ row }) => formatDateTime(row.original.used_at) },
      { accessorKey: 'created_at', header: m.createdAt, size: 170, card: 'time', Cell: ({ row }) => formatDateTime(row.original.created_at) },
    ],
    [],
  );

  const remove = (voucher: Voucher) =>
    confirmedDelete(() => deleteVoucher({ id: voucher.id }).unwrap(), m.deleted, {
      title: m.deleteTitle,
      message: <code>{voucher.data}</code>,
      pending: m.deleting,
    });

  // A link to a package that does not exist says so, with the way back (no table, no codes box).
  if (!packageId || errorStatus(query.error) === 404) {
    return (
      <ListPage title={m.pageTitle} backTo="/topup-packages">
        <QueryView query={query} invalidId backTo="/topup-packages" notFoundText={m.packageNotFound}>
          {() => null}
        </QueryView>
      </ListPage>
    );
  }
  const inGame = page?.product?.topup_type === 'in_game';
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
            {inGame ? <Alert severity="info">{m.codesDoNotApply}</Alert> : can('addVouchers') && page && <VoucherEntry packageId={packageId} />}
          </Stack>
        </Paper>
      )}
      <DataTable
        tableId="package-vouchers"
        columns={columns}
        rows={page?.rows}
        rowCount={page?.total}
        query={query}
        paging={list}
        serverSorting
        searchLabel={m.searchCodes}
        toolbarActions={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={status ?? ''}
            onChange={(_event, value: string | null) => value !== null && list.setFilter('status', value || undefined)}
            aria-label={m.statusFilter}
          >
            <ToggleButton value="">{m.allCodes}</ToggleButton>
            <ToggleButton value="used">{m.usedCodes}</ToggleButton>
            <ToggleButton value="available">{m.availableCodes}</ToggleButton>
          </ToggleButtonGroup>
        }
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
