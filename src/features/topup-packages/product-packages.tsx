import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { AddNewLink } from '../../components/list-page';
import { StatusChip } from '../../components/status-chip';
import { useEditDeleteActions } from '../../components/edit-delete-actions';
import { usePermissions } from '../../components/use-permissions';
import {
  useDeleteTopupPackageMutation,
  useListTopupPackagesQuery,
  type TopupPackage,
  type TopupProduct,
} from '../../store/api';
import { formatMoney } from '../../lib/money';
import { format } from '../../lib/format';
import { DollarRateDialog } from './dollar-rate-dialog';
import { topupPackageMessages as m } from './messages';

/** Products whose packages hold codes, managed on the voucher page. */
const hasCodes = (product: TopupProduct) => product.topup_type === 'voucher' || product.topup_type === 'id_code';

const voucherPagePath = (pkg: TopupPackage) => `/topup-package/voucher/${pkg.id}`;

/** The package table of one product, with its Add package and dollar-rate actions. */
export function ProductPackages({ product }: { product: TopupProduct }) {
  const query = useListTopupPackagesQuery({ productId: product.id });
  const [deletePackage] = useDeleteTopupPackageMutation();
  const { can } = usePermissions();
  const editDelete = useEditDeleteActions<TopupPackage>({
    editTo: (pkg) => `/topup-package/edit/${pkg.id}`,
    updateOperation: 'updateTopupPackage',
    deleteOperation: 'deleteTopupPackage',
    remove: (pkg) => deletePackage({ id: pkg.id }).unwrap(),
    deleted: m.deleted,
    deleteQuestion: (pkg) => format(m.deleteQuestion, { name: pkg.name }),
  });
  const [dollarRateOpen, setDollarRateOpen] = useState(false);
  const codes = hasCodes(product) && can('getPackageVouchers');

  const columns = useMemo<DataTableColumn<TopupPackage>[]>(
    () => [
      {
        accessorKey: 'name',
        header: m.name,
        priority: 1,
        card: 'title',
        Cell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {codes ? (
              <Link component={RouterLink} to={voucherPagePath(row.original)}>
                {row.original.name}
              </Link>
            ) : (
              <span>{row.original.name}</span>
            )}
            {row.original.tag && <Chip size="small" variant="outlined" label={row.original.tag} />}
          </Stack>
        ),
      },
      { accessorKey: 'price', header: m.sellPrice, size: 140, priority: 1, card: 'amount', Cell: ({ row }) => formatMoney(row.original.price) },
      { accessorKey: 'buy_price', header: m.buyPrice, size: 140, priority: 3, card: 'detail' },
      {
        accessorKey: 'in_stock',
        header: m.availability,
        size: 220,
        priority: 1,
        card: 'status',
        Cell: ({ row }) => (
          <Stack direction="row" spacing={0.5}>
            <StatusChip status={row.original.in_stock ? 'active' : 'out_of_stock'} label={row.original.in_stock ? m.inStock : m.outOfStock} />
            {row.original.auto_delivery === 1 && <StatusChip status="auto" label={m.autoDelivery} />}
          </Stack>
        ),
      },
    ],
    [codes],
  );

  return (
    <>
      <DataTable
        tableId="topup-packages"
        columns={columns}
        rows={query.data?.rows}
        query={query}
        emptyMessage={m.noPackages}
        errorMessage={m.listFailed}
        toolbarActions={
          <>
            {can('createTopupPackage') && <AddNewLink to={`/topup-package/add/${product.id}`} label={m.addTitle} />}
            {can('updateDollarRate') && (
              <Button size="small" variant="outlined" startIcon={<CurrencyExchangeIcon />} onClick={() => setDollarRateOpen(true)}>
                {m.updateDollarRate}
              </Button>
            )}
          </>
        }
        rowActions={
          codes || editDelete
            ? (pkg) => (
                <>
                  {codes && (
                    <Button component={RouterLink} to={voucherPagePath(pkg)} size="small" startIcon={<ConfirmationNumberIcon />}>
                      {m.vouchers}
                    </Button>
                  )}
                  {editDelete?.(pkg)}
                </>
              )
            : undefined
        }
      />
      {dollarRateOpen && <DollarRateDialog product={product} onClose={() => setDollarRateOpen(false)} />}
    </>
  );
}
