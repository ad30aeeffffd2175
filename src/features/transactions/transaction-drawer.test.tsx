import { screen, waitFor, within } from '@testing-library/react';
import { currentQuery, meReply, mockApi, ok, okPage, renderScreens, type Stubs } from '../../test-utils';
import type { RecordHistoryEntry, Transaction } from '../../store/api';
import ManualTransactionsPage from './manual-transactions-page';
import AutomatedTransactionsPage from './automated-transactions-page';

const MANUAL = 'listManualTransactions';
const HISTORY = 'listRecordHistory';
const UPDATE_STATUS = 'updateTransactionStatus';

function transaction(id: number, status: Transaction['status'], more: Partial<Transaction> = {}): Transaction {
  return {
    id, user_id: 100 + id, payment_method_id: 1, payment_method_name: 'bKash', amount: `${id}00.00`, number: `0171100000${id}`,
    transaction_id: `TRX${id}`, order_id: null, status, is_automated: 0, created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T11:00:00Z',
    username: `customer${id}`, user_phone: `0181100000${id}`, updated_by_name: 'Nadia Rahman', completed_at: null, ...more,
  };
}

const ROWS = [transaction(1, 'pending'), transaction(2, 'completed'), transaction(5, 'under_review')];
const page = (rows: Transaction[]) => ok({ transactions: rows, total: rows.length });

const ENTRIES: RecordHistoryEntry[] = [
  {
    id: 31, admin: { id: 2, first_name: 'Nadia', last_name: 'Rahman' }, operation_id: 'updateTransaction', summary: 'Edit a wallet-add',
    changes: [{ field: 'amount', before: '400.00', after: '500.00' }, { field: 'number', before: null, after: '01711000005' }],
    created_at: '2026-11-20T11:00:00Z',
  },
  { id: 12, admin: null, operation_id: 'updateTransactionStatus', summary: 'Change the status', changes: null, created_at: '2026-11-20T10:30:00Z' },
];

function renderAt(route: string, stubs: Stubs = {}) {
  const api = mockApi({ getMe: meReply({ superAdmin: true }), [MANUAL]: page(ROWS), [HISTORY]: okPage(ENTRIES), ...stubs });
  const rendered = renderScreens({ '/add-wallet': <ManualTransactionsPage />, '/automated-add-wallet': <AutomatedTransactionsPage /> }, { route });
  return { api, ...rendered };
}

/** The drawer, once no question covers it (a dialog over it hides it from the accessibility tree). */
const drawer = (id: number) => screen.findByRole('dialog', { name: `Wallet-add #${id}` });

describe('a wallet-add opened from its list (the drawer)', () => {
  it('opens on a row click with every field, copies, and its history; the address names it and Close clears it', async () => {
    const { user, api } = renderAt('/add-wallet');
    await user.click(await screen.findByText('TRX5'));
    expect(currentQuery().get('open')).toBe('5');
    const panel = await screen.findByRole('dialog', { name: 'Wallet-add #5' });
    for (const text of ['customer5 (#105)', '500 tk', 'bKash', '01711000005', 'TRX5', 'Manual', 'Nadia Rahman']) {
      expect(within(panel).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(panel).getAllByText('Under review').length).toBeGreaterThan(0);
    for (const copy of ['Copy Number', 'Copy Transaction id', 'Copy Customer phone']) expect(within(panel).getByRole('button', { name: copy })).toBeInTheDocument();
    const copied = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(panel).getByRole('button', { name: 'Copy Transaction id' }));
    expect(copied).toHaveBeenCalledWith('TRX5');

    // The history: what was done, by whom, what changed; an old entry without field details; the system.
    const history = within(panel).getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Edited')).toBeInTheDocument();
    expect(within(history).getByText(/Nadia Rahman ·/)).toBeInTheDocument();
    expect(within(history).getByText('Amount:', { exact: false })).toHaveTextContent('Amount: 400 tk → 500 tk');
    expect(within(history).getByText('Number:', { exact: false })).toHaveTextContent('Number: — → 01711000005');
    expect(within(history).getByText('Status changed')).toBeInTheDocument();
    expect(within(history).getByText(/^System ·/)).toBeInTheDocument();
    expect(within(history).getByText('No field details were recorded for this entry.')).toBeInTheDocument();
    expect(api.calls(HISTORY, { kind: 'transaction', id: '5' })).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Wallet-add/ })).not.toBeInTheDocument());
    expect(currentQuery().get('open')).toBeNull();
  });

  it('a waiting wallet-add is completed from its row too (the same question), a completed one offers no Complete', async () => {
    const { user, api } = renderAt('/add-wallet', { [UPDATE_STATUS]: ok(transaction(1, 'completed')) });
    const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    expect(within(await rowOf('customer2')).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(within(await rowOf('customer5')).getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    await user.click(within(await rowOf('customer1')).getByRole('button', { name: 'Complete' }));
    const question = await screen.findByRole('dialog', { name: 'Complete wallet-add #1?' });
    expect(within(question).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(api.calls(UPDATE_STATUS)).toHaveLength(1));
    expect(await api.calls(UPDATE_STATUS)[0].json()).toEqual({ transaction_id: 1, status: 'completed' });
    // The row's button did not open the record.
    expect(currentQuery().get('open')).toBeNull();
  });

  it('an under-review wallet-add can be completed (after a question naming the amount) or cancelled', async () => {
    const { user, api } = renderAt('/add-wallet?open=5', {
      [UPDATE_STATUS]: async (request) => ok({ ...transaction(5, 'under_review'), status: ((await request.json()) as { status: Transaction['status'] }).status }),
    });
    await screen.findByRole('dialog', { name: 'Wallet-add #5' });
    await user.click(within(await drawer(5)).getByRole('button', { name: 'Complete' }));
    const question = await screen.findByRole('dialog', { name: 'Complete wallet-add #5?' });
    expect(question).toHaveTextContent("500 tk is credited to customer5's wallet, once.");
    // The safe answer is the focused one, and is not called "Cancel".
    expect(within(question).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(api.calls(UPDATE_STATUS)).toHaveLength(1));
    expect(await api.calls(UPDATE_STATUS)[0].json()).toEqual({ transaction_id: 5, status: 'completed' });

    await user.click(within(await drawer(5)).getByRole('button', { name: 'Cancel wallet-add' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel wallet-add #5?' });
    await user.click(within(cancel).getByRole('button', { name: 'Cancel wallet-add' }));
    await waitFor(() => expect(api.calls(UPDATE_STATUS)).toHaveLength(2));
    expect(await api.calls(UPDATE_STATUS)[1].json()).toEqual({ transaction_id: 5, status: 'cancel' });
  });

  it('offers the actions the status and the admin allow: a completed one only its Edit; without the status grant no Complete', async () => {
    const { user } = renderAt('/add-wallet');
    await user.click(await screen.findByText('TRX2'));
    const completed = await screen.findByRole('dialog', { name: 'Wallet-add #2' });
    expect(within(completed).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(within(completed).queryByRole('button', { name: 'Cancel wallet-add' })).not.toBeInTheDocument();
    expect(within(completed).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('a sub-admin who may only see the list gets the record and its history, no actions', async () => {
    renderAt('/add-wallet?open=1', { getMe: meReply({ permissions: [MANUAL, 'exportManualTransactions'] }) });
    const panel = await screen.findByRole('dialog', { name: 'Wallet-add #1' });
    // Once the admin's permissions are in: the list behind the drawer offers its export.
    await screen.findByRole('button', { name: 'Export CSV', hidden: true });
    expect(await within(panel).findByText('Edited')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('a link to a wallet-add not on the page fetches it by its id; one that does not exist says so', async () => {
    const { api } = renderAt('/add-wallet?open=77', {
      [MANUAL]: (request) => (new URL(request.url).searchParams.get('id') === '77' ? page([transaction(77, 'pending')]) : page(ROWS)),
    });
    const panel = await screen.findByRole('dialog', { name: 'Wallet-add #77' });
    expect(await within(panel).findByText('customer77 (#177)')).toBeInTheDocument();
    expect(api.calls(MANUAL).some((request) => new URL(request.url).searchParams.get('id') === '77')).toBe(true);

    renderAt('/add-wallet?open=78', { [MANUAL]: (request) => (new URL(request.url).searchParams.get('id') === '78' ? page([]) : page(ROWS)) });
    expect(await screen.findByText('This record does not exist: the link is wrong, or it was deleted.')).toBeInTheDocument();
  });

  it('shows a history it may not read as such, and an empty one as empty', async () => {
    renderAt('/add-wallet?open=1', { [HISTORY]: { status: 403, body: { success: false, message: 'Forbidden' } } });
    expect(await screen.findByText("You cannot see this record's history.")).toBeInTheDocument();
  });

  it('a history with a secret field names it changed, never a value', async () => {
    renderAt('/add-wallet?open=1', {
      [HISTORY]: okPage([{ id: 40, admin: null, operation_id: 'updateUser', summary: 'Edit', changes: [{ field: 'password', before: null, after: null, redacted: true }], created_at: '2026-11-21T10:00:00Z' }]),
    });
    expect(await screen.findByText('Password: changed (hidden)')).toBeInTheDocument();
  });
});

describe('automated wallet-adds open too', () => {
  it('with the provider\'s order id to copy', async () => {
    const rows = [transaction(9, 'under_review', { is_automated: 1, order_id: 'PAY-9' })];
    const { user } = renderAt('/automated-add-wallet', { listAutomatedTransactions: page(rows) });
    await user.click(await screen.findByText('PAY-9'));
    const panel = await screen.findByRole('dialog', { name: 'Wallet-add #9' });
    expect(within(panel).getByRole('button', { name: 'Copy Order id' })).toBeInTheDocument();
    expect(within(panel).getByText('Automated')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Complete' })).toBeInTheDocument();
  });
});
