import Button from '@mui/material/Button';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import { completeSelectedAction, type CompleteSelectedMessages } from '../../components/complete-selected-button';
import { FilterSelect } from '../../components/data-table/filters';
import { useListState } from '../../components/data-table/use-list-state';
import { ExportCsvButton } from '../../components/export-csv-button';
import { ListPage } from '../../components/list-page';
import { useConfirm } from '../../components/confirm-dialog';
import { useNotify } from '../../components/use-notify';
import { usePermissions } from '../../components/use-permissions';
import { format, formatCount } from '../../lib/format';
import {
  useCancelAllPendingTransactionsMutation,
  useCompleteSelectedTransactionsMutation,
  useLazyListManualTransactionsQuery,
  useListManualTransactionsQuery,
} from '../../store/api';
import { TransactionTable } from './transaction-table';
import { isOpenTransaction } from './transaction-drawer';
import { TRANSACTION_STATUS_OPTIONS } from './transaction-list';
import { MANUAL_LIST, manualFilterParams, manualListArgs } from './transaction-list-query';
import { transactionMessages as m } from './messages';

const COMPLETE_MESSAGES: CompleteSelectedMessages = {
  label: m.completeAll,
  title: m.completeAllTitle,
  question: m.completeAllQuestion,
  pending: m.completing,
  completed: m.completedAll,
  skipped: m.skipped,
};

/**
 * Manual wallet-adds to verify: search on number, customer id or transaction id; Cancel All
 * (every pending one); Complete All on the selected rows; Edit Status on pending and under-review
 * rows; the full-row edit; each row opens its record (Complete, Cancel, history).
 */
export default function ManualTransactionsPage() {
  const list = useListState('manual-transactions', MANUAL_LIST);
  const filters = manualFilterParams(list);
  const query = useListManualTransactionsQuery(manualListArgs(list));
  const [cancelAll, cancelling] = useCancelAllPendingTransactionsMutation();
  const [countPending, counting] = useLazyListManualTransactionsQuery();
  const [completeSelected] = useCompleteSelectedTransactionsMutation();
  const confirm = useConfirm();
  const notify = useNotify();
  const { can } = usePermissions();

  const cancelAllPending = async () => {
    // The question names how many it cancels: every pending one, whatever the list shows now.
    const counted = await countPending({ page: 1, limit: 1, status: 'pending' }).unwrap().catch(() => null);
    const pending = counted && !counted.totalCapped ? counted.total : null;
    if (pending === 0) {
      notify.success(m.noPending);
      return;
    }
    const title = pending === null ? m.cancelAllTitleUncounted : format(m.cancelAllTitle, { n: formatCount(pending) });
    if (!(await confirm({ title, message: m.cancelAllQuestion, confirmText: m.cancelAll, cancelText: m.keepPending }))) return;
    await notify.track(cancelAll().unwrap(), {
      pending: m.cancelling,
      success: ({ data }) => format(m.cancelledAll, { n: formatCount(data.total) }),
    });
  };

  return (
    <ListPage title={m.manualTitle}>
      <TransactionTable
        tableId="manual-transactions"
        paging={list}
        query={query}
        search
        searchLabel={m.searchLabel}
        rowEdit
        statusChangeable={isOpenTransaction}
        toolbarActions={
          <>
            <FilterSelect label={m.status} value={list.filters.status ?? ''} options={TRANSACTION_STATUS_OPTIONS} onChange={(status) => list.setFilter('status', status)} />
            {can('exportManualTransactions') && <ExportCsvButton path="/admin/transaction/export" params={filters} fileName="wallet-adds.csv" />}
            {can('cancelAllPendingTransactions') && (
              <Button size="small" color="error" variant="outlined" startIcon={<CancelIcon />} disabled={cancelling.isLoading || counting.isFetching} onClick={() => void cancelAllPending()}>
                {m.cancelAll}
              </Button>
            )}
          </>
        }
        bulkActions={completeSelectedAction(can('completeSelectedTransactions'), (ids) => completeSelected({ completeTransactionsInput: { transaction_ids: ids } }).unwrap(), COMPLETE_MESSAGES)}
      />
    </ListPage>
  );
}
