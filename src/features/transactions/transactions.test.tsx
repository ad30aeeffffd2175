import { screen, waitFor, within } from '@testing-library/react';
import { currentQuery, fail, meReply, mockApi, ok, renderScreens, renderWithProviders, signedInState, type Stubs } from '../../test-utils';
import type { Transaction } from '../../store/api';
import ManualTransactionsPage from './manual-transactions-page';
import AutomatedTransactionsPage from './automated-transactions-page';

const MANUAL = 'listManualTransactions';
const AUTOMATED = 'listAutomatedTransactions';
const UPDATE_STATUS = 'updateTransactionStatus';
const CANCEL_ALL = 'cancelAllPendingTransactions';
const COMPLETE_SELECTED = 'completeSelectedTransactions';
const UPDATE_ROW = 'updateTransaction';

function transaction(id: number, status: Transaction['status'], more: Partial<Transaction> = {}): Transaction {
  return {
    id, user_id: 100 + id, payment_method_id: 1, payment_method_name: 'bKash', amount: `${id}00.00`, number: `0171100000${id}`,
    transaction_id: `TRX${id}`, order_id: null, status, is_automated: 0, created_at: '2026-11-20T10:00:00Z', updated_at: null,
    username: `customer${id}`, user_phone: `0181100000${id}`, updated_by_name: null, completed_at: null, ...more,
  };
}

const ROWS = [transaction(1, 'pending'), transaction(2, 'completed'), transaction(3, 'cancel'), transaction(4, 'pending'), transaction(5, 'under_review')];
const page = (rows: Transaction[], total = rows.length) => ok({ transactions: rows, total });

function renderAt(route: string, routes: Stubs = {}) {
  const api = mockApi({ getMe: meReply({ superAdmin: true }), [MANUAL]: page(ROWS), [AUTOMATED]: page(ROWS), ...routes });
  const rendered = renderScreens({ '/add-wallet': <ManualTransactionsPage />, '/automated-add-wallet': <AutomatedTransactionsPage /> }, { route });
  return { api, ...rendered };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const params = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('Manual wallet-adds (/add-wallet)', () => {
  it('lists the page with the customer by name and phone, amounts in tk and status badges; Edit Status on pending and under-review rows', async () => {
    renderAt('/add-wallet', { [MANUAL]: page([...ROWS, transaction(6, 'pending', { username: null, user_phone: null })]) });
    expect(await screen.findByText('TRX1')).toBeInTheDocument();
    expect(within(rowOf('TRX1')).getByText('100 tk')).toBeInTheDocument();
    expect(within(rowOf('TRX1')).getByText('customer1')).toBeInTheDocument();
    expect(within(rowOf('TRX1')).getByText('01811000001')).toBeInTheDocument();
    // A customer without a name is named by their number.
    expect(within(rowOf('TRX6')).getByText('Customer #106')).toBeInTheDocument();
    expect(within(rowOf('TRX2')).getByText('Completed')).toBeInTheDocument();
    for (const open of ['TRX1', 'TRX4', 'TRX5']) expect(within(rowOf(open)).getByRole('button', { name: 'Edit Status' })).toBeInTheDocument();
    for (const other of ['TRX2', 'TRX3']) expect(within(rowOf(other)).queryByRole('button', { name: 'Edit Status' })).not.toBeInTheDocument();
    // Every row has the full-row edit.
    expect(within(rowOf('TRX2')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('reads page, page size and search from the URL, and puts a new search there (debounced)', async () => {
    const { api, user } = renderAt('/add-wallet?page=2&size=25&q=0171', { [MANUAL]: page(ROWS, 60) });
    await screen.findByText('TRX1');
    expect(params(api.calls(MANUAL)[0])).toEqual({ page: '2', limit: '25', q: '0171', sort: '-created_at' });
    const search = screen.getByRole('searchbox', { name: 'Search number, customer id or transaction id' });
    expect(search).toHaveValue('0171');
    await user.clear(search);
    await user.type(search, 'TRX4');
    await waitFor(() => expect(currentQuery().get('q')).toBe('TRX4'));
    // A new search starts on the first page and keeps the page size.
    expect(currentQuery().get('page')).toBeNull();
    expect(currentQuery().get('size')).toBe('25');
    await waitFor(() => expect(params(api.calls(MANUAL).at(-1) as Request)).toEqual({ page: '1', limit: '25', q: 'TRX4', sort: '-created_at' }));
  });

  it("Edit Status asks for a status ('Select an option to update'), then sends it", async () => {
    const { api, user } = renderAt('/add-wallet', { [UPDATE_STATUS]: ok(transaction(1, 'completed')) });
    await screen.findByText('TRX1');
    await user.click(within(rowOf('TRX1')).getByRole('button', { name: 'Edit Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update transaction #1' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Select an option to update')).toBeInTheDocument();
    expect(api.calls(UPDATE_STATUS)).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /New status/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Completed', 'Pending', 'Cancel']);
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Transaction updated successfully')).toBeInTheDocument();
    expect(await api.calls(UPDATE_STATUS)[0].json()).toEqual({ transaction_id: 1, status: 'completed' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list reloads through its cache tags.
    await waitFor(() => expect(api.calls(MANUAL).length).toBeGreaterThanOrEqual(2));
  });

  it("keeps the dialog open with the server's reason when the change is refused", async () => {
    const { user } = renderAt('/add-wallet', { [UPDATE_STATUS]: fail(409, 'Transaction is already completed') });
    await screen.findByText('TRX1');
    await user.click(within(rowOf('TRX1')).getByRole('button', { name: 'Edit Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update transaction #1' });
    await user.click(within(dialog).getByRole('combobox', { name: /New status/ }));
    await user.click(await screen.findByRole('option', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Transaction is already completed')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update transaction #1' })).toBeInTheDocument();
  });

  it("Cancel All names how many pending wallet-adds it cancels, starts on Keep (no 'Cancel' beside it), and reports the total", async () => {
    const pending = ROWS.filter((row) => row.status === 'pending');
    const { api, user } = renderAt('/add-wallet', {
      [CANCEL_ALL]: ok({ total: 12 }),
      [MANUAL]: (request) => (params(request).status === 'pending' ? page(pending, 12) : page(ROWS)),
    });
    await screen.findByText('TRX1');
    await user.click(screen.getByRole('button', { name: 'Cancel All' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel 12 pending wallet-adds?' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    // The safe button has the focus: Enter keeps every wallet-add as it is.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(CANCEL_ALL)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel All' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel 12 pending wallet-adds?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel All' }));
    expect(await screen.findByText('Total cancelled 12 transaction.')).toBeInTheDocument();
    expect(api.calls(CANCEL_ALL)).toHaveLength(1);
  });

  it('Complete All names the count, starts on Close, and Enter credits no wallet', async () => {
    const { api, user } = renderAt('/add-wallet', { [COMPLETE_SELECTED]: ok({ completed: 2, skipped: 0 }) });
    await screen.findByText('TRX1');
    await user.click(within(rowOf('TRX1')).getByRole('checkbox'));
    await user.click(within(rowOf('TRX4')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Complete All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete 2 selected wallet-adds?' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(COMPLETE_SELECTED)).toHaveLength(0);
  });

  it('the full-row edit requires amount and phone number and shows the status only for a cancelled row', async () => {
    const { api, user } = renderAt('/add-wallet', {
      [UPDATE_ROW]: (_request, { id }) => ok(id === '1' ? transaction(1, 'pending', { amount: '150.50' }) : transaction(Number(id), 'pending')),
    });
    await screen.findByText('TRX1');
    await user.click(within(rowOf('TRX1')).getByRole('button', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit transaction #1' });
    expect(within(dialog).queryByRole('combobox', { name: /Status/ })).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Amount/));
    await user.clear(within(dialog).getByLabelText(/Phone number/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Amount is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(api.calls(UPDATE_ROW, { id: '1' })).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Amount/), '150.50');
    await user.type(within(dialog).getByLabelText(/Phone number/), '01711000009');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Transaction updated successfully')).toBeInTheDocument();
    expect(await api.calls(UPDATE_ROW, { id: '1' })[0].json()).toEqual({ amount: 150.5, number: '01711000009' });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(rowOf('TRX3')).getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit transaction #3' });
    await user.click(within(dialog).getByRole('combobox', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls(UPDATE_ROW, { id: '3' })).toHaveLength(1));
    expect(await api.calls(UPDATE_ROW, { id: '3' })[0].json()).toEqual({ amount: 300, number: '01711000003', status: 'pending' });
  });

  it('hides Cancel All, Complete All and the edits from an admin without those operations', async () => {
    mockApi({ getMe: meReply({ permissions: ['listManualTransactions'] }), [MANUAL]: page(ROWS) });
    renderWithProviders(<ManualTransactionsPage />, { route: '/add-wallet', preloadedState: signedInState() });
    await screen.findByText('TRX1');
    expect(screen.queryByRole('button', { name: 'Cancel All' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete All' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Status' })).not.toBeInTheDocument();
  });
});

describe('Automated wallet-adds (/automated-add-wallet)', () => {
  it('offers the status change on pending and under review rows only', async () => {
    renderAt('/automated-add-wallet');
    await screen.findByText('TRX1');
    for (const open of ['TRX1', 'TRX4', 'TRX5']) expect(within(rowOf(open)).getByRole('button', { name: 'Edit Status' })).toBeInTheDocument();
    for (const closed of ['TRX2', 'TRX3']) expect(within(rowOf(closed)).queryByRole('button', { name: 'Edit Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('sends the filters of the URL, and a changed filter goes into the URL from the first page', async () => {
    const { api, user } = renderAt('/automated-add-wallet?status=under_review&user_id=105&number=0171&page=3&transaction_id=TRX5&order_id=ORD9');
    await screen.findByText('TRX1');
    expect(params(api.calls(AUTOMATED)[0])).toEqual({
      page: '3', limit: '10', status: 'under_review', user_id: '105', number: '0171', transaction_id: 'TRX5', order_id: 'ORD9', sort: '-created_at',
    });
    const customer = screen.getByRole('searchbox', { name: 'Customer id' });
    // Ids take digits only.
    await user.type(customer, 'x7');
    expect(customer).toHaveValue('1057');
    await waitFor(() => expect(currentQuery().get('user_id')).toBe('1057'));
    expect(currentQuery().get('page')).toBeNull();
    expect(currentQuery().get('status')).toBe('under_review');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(currentQuery().get('status')).toBeNull());
    await waitFor(() => expect(params(api.calls(AUTOMATED).at(-1) as Request)).toEqual({
      page: '1', limit: '10', user_id: '1057', number: '0171', transaction_id: 'TRX5', order_id: 'ORD9', sort: '-created_at',
    }));
  });

  it('leaves out a malformed id from the URL instead of sending it', async () => {
    const { api } = renderAt('/automated-add-wallet?user_id=abc&status=bogus');
    await screen.findByText('TRX1');
    expect(params(api.calls(AUTOMATED)[0])).toEqual({ page: '1', limit: '10', sort: '-created_at' });
  });
});
