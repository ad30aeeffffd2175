import Button from '@mui/material/Button';
import {
  useActivateTopupPaymentMethodMutation,
  useDeactivateTopupPaymentMethodMutation,
  useListTopupPaymentMethodsQuery,
  type TopupPaymentMethod,
} from '../../store/api';
import { format } from '../../lib/format';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { imageColumn } from '../../components/data-table/image-column';
import { ListPage } from '../../components/list-page';
import { ActiveChip } from '../../components/status-chip';
import { useConfirm } from '../../components/confirm-dialog';
import { useNotify } from '../../components/use-notify';
import { usePermissions } from '../../components/use-permissions';
import { topupPaymentMethodMessages as m } from './messages';

const columns: DataTableColumn<TopupPaymentMethod>[] = [
  imageColumn('logo_full_url', m.logo, { width: 48, height: 48 }),
  { accessorKey: 'name', header: m.name, priority: 1, card: 'title' },
  { accessorKey: 'is_active', header: m.status, size: 120, priority: 1, card: 'status', Cell: ({ row }) => <ActiveChip active={row.original.is_active} /> },
];

/**
 * All top-up payment methods in one unpaged table (no pager, page size or search). Stopping one
 * asks first; offering one again does not. The list reloads through its cache tags.
 */
export default function TopupPaymentMethodListPage() {
  const query = useListTopupPaymentMethodsQuery();
  const [activate, activation] = useActivateTopupPaymentMethodMutation();
  const [deactivate, deactivation] = useDeactivateTopupPaymentMethodMutation();
  const confirm = useConfirm();
  const notify = useNotify();
  const { can } = usePermissions();
  const canActivate = can('activateTopupPaymentMethod');
  const canDeactivate = can('deactivateTopupPaymentMethod');

  const inactivate = async (method: TopupPaymentMethod) => {
    if (!(await confirm({ message: format(m.inactivateQuestion, { name: method.name }), confirmText: m.inactivate }))) return;
    await notify.track(deactivate({ id: method.id }).unwrap(), { pending: m.inactivating, success: m.inactivated });
  };
  const reactivate = (method: TopupPaymentMethod) =>
    notify.track(activate({ id: method.id }).unwrap(), { pending: m.activating, success: m.activated });

  const changing = (id: number) =>
    (activation.isLoading && activation.originalArgs?.id === id) || (deactivation.isLoading && deactivation.originalArgs?.id === id);

  return (
    <ListPage title={m.listTitle}>
      <DataTable
        tableId="topup-payment-methods"
        columns={columns}
        rows={query.data?.rows}
        query={query}
        rowActions={
          canActivate || canDeactivate
            ? (method) =>
                method.is_active
                  ? canDeactivate && (
                      <Button size="small" color="error" variant="outlined" disabled={changing(method.id)} onClick={() => void inactivate(method)}>
                        {m.inactivate}
                      </Button>
                    )
                  : canActivate && (
                      <Button size="small" color="success" variant="outlined" disabled={changing(method.id)} onClick={() => void reactivate(method)}>
                        {m.activate}
                      </Button>
                    )
            : undefined
        }
      />
    </ListPage>
  );
}
