import { DIGITS_ONLY, FilterBar, FilterSelect, PHONE_CHARS } from '../../components/data-table/filters';
import { TableSearch } from '../../components/data-table/table-search';
import { useListState } from '../../components/data-table/use-list-state';
import { ExportCsvButton } from '../../components/export-csv-button';
import { usePermissions } from '../../components/use-permissions';
import { ListPage } from '../../components/list-page';
import { useListAutomatedTransactionsQuery } from '../../store/api';
import { TransactionTable } from './transaction-table';
import { isOpenTransaction } from './transaction-drawer';
import { TRANSACTION_STATUS_OPTIONS } from './transaction-list';
import { AUTOMATED_LIST, automatedFilterParams, automatedListArgs } from './transaction-list-query';
import { transactionMessages as m } from './messages';

/** Payments the provider reported: filters for number, order id, customer id, transaction id and status. */
export default function AutomatedTransactionsPage() {
  const list = useListState('automated-transactions', AUTOMATED_LIST);
  const { filters, setFilter } = list;
  const { can } = usePermissions();
  const params = automatedFilterParams(list);
  const query = useListAutomatedTransactionsQuery(automatedListArgs(list));

  return (
    <ListPage title={m.automatedTitle}>
      <FilterBar label={m.filters}>
        <TableSearch label={m.number} value={filters.number ?? ''} onSearch={(number) => setFilter('number', number)} accept={PHONE_CHARS} inputMode="tel" minWidth={180} />
        <TableSearch label={m.orderId} value={filters.order_id ?? ''} onSearch={(orderId) => setFilter('order_id', orderId)} minWidth={180} />
        <TableSearch label={m.customerIdFilter} value={filters.user_id ?? ''} onSearch={(userId) => setFilter('user_id', userId)} accept={DIGITS_ONLY} inputMode="numeric" minWidth={160} />
        <TableSearch label={m.transactionId} value={filters.transaction_id ?? ''} onSearch={(transactionId) => setFilter('transaction_id', transactionId)} minWidth={180} />
        <FilterSelect label={m.status} value={filters.status ?? ''} options={TRANSACTION_STATUS_OPTIONS} onChange={(status) => setFilter('status', status)} />
      </FilterBar>
      <TransactionTable
        tableId="automated-transactions"
        paging={list}
        toolbarActions={can('exportAutomatedTransactions') && <ExportCsvButton path="/admin/automated-transaction/export" params={params} fileName="automated-wallet-adds.csv" />}
        query={query}
        search={false}
        withOrderId
        automated
        statusChangeable={isOpenTransaction}
      />
    </ListPage>
  );
}
