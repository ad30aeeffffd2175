import { devToolsReceived } from '../test-devtools';
import { act, screen, waitFor, within } from '@testing-library/react';
import { meReply, mockApi, ok, renderScreens, signedInState } from '../test-utils';
import type { Transaction } from '../store/api';
import { locationChanged } from '../store/router-slice';
import { columnVisibilityChanged } from '../store/tables-slice';
import { sidebarToggled } from '../features/layout/ui-slice';
import { ReplayFileError, stateOfRecording, stateReplayed } from '../store/replay';
import ManualTransactionsPage from '../features/transactions/manual-transactions-page';
import { createRootReducer } from './store';

function transaction(id: number): Transaction {
  return {
    id, user_id: 100 + id, payment_method_id: 1, payment_method_name: 'bKash', amount: `${id}00.00`, number: `0171100000${id}`,
    transaction_id: `TRX${id}`, order_id: null, status: 'pending', is_automated: 0, created_at: '2026-11-20T10:00:00Z', updated_at: null,
    username: null, user_phone: null, updated_by_name: null, completed_at: null,
  };
}
const ROWS = [1, 2, 3, 4].map(transaction);

function renderApp(route: string, token: string) {
  mockApi({ 'GET /api/admin/me': meReply({ superAdmin: true }), 'GET /api/admin/transaction': ok({ transactions: ROWS, total: 40 }) });
  return renderScreens(
    { '/': <p>Home</p>, '/add-wallet': <ManualTransactionsPage /> },
    { route, preloadedState: signedInState({ token }) },
  );
}

const location = () => screen.getByTestId('location').textContent;
const ticked = () => screen.getAllByRole('checkbox', { name: 'Toggle select row' }).filter((box) => (box as HTMLInputElement).checked);

/** What DevTools' Export saves: the recorded actions, as the extension received them (sanitized). */
function exportedRecording(): string {
  const actions = devToolsReceived.filter((_, index) => index % 2 === 0);
  return JSON.stringify({ payload: JSON.stringify(actions.map((text) => JSON.parse(text))) });
}

describe('the location is part of the store', () => {
  it("the admin's navigation is recorded, and a location the store gets (time travel) is where the router goes", async () => {
    const { store } = renderApp('/', 'tok');
    expect(store.getState().router).toMatchObject({ pathname: '/' });
    act(() => {
      store.dispatch(locationChanged({ pathname: '/add-wallet', search: '?page=2', hash: '' }));
    });
    await waitFor(() => expect(location()).toBe('/add-wallet?page=2'));
    expect(await screen.findByText('TRX1')).toBeInTheDocument();
  });
});

describe('a recorded session replays', () => {
  it('on the screen it was recorded on, with its page, selection, hidden column and sidebar, on the tester’s own sign-in', async () => {
    devToolsReceived.length = 0;
    const recorded = renderApp('/', 'recording-admin-token');
    act(() => {
      recorded.store.dispatch(locationChanged({ pathname: '/add-wallet', search: '?page=2', hash: '' }));
    });
    await screen.findByText('TRX1');
    await recorded.user.click(within(screen.getByText('TRX2').closest('tr') as HTMLElement).getByRole('checkbox'));
    await recorded.user.click(within(screen.getByText('TRX4').closest('tr') as HTMLElement).getByRole('checkbox'));
    act(() => {
      recorded.store.dispatch(columnVisibilityChanged({ tableId: 'manual-transactions', value: { number: false } }));
      recorded.store.dispatch(sidebarToggled());
    });
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Number/ })).not.toBeInTheDocument());
    const file = exportedRecording();
    // What DevTools saw has no token to carry.
    expect(file).not.toContain('recording-admin-token');
    const before = recorded.store.getState();
    recorded.unmount();

    const tester = renderApp('/', 'tester-token');
    act(() => {
      tester.store.dispatch(stateReplayed(stateOfRecording(file, createRootReducer())));
    });
    await waitFor(() => expect(location()).toBe('/add-wallet?page=2'));
    await screen.findByText('TRX1');
    expect(ticked()).toHaveLength(2);
    expect(within(ticked()[0].closest('tr') as HTMLElement).getByText('TRX2')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Number/ })).not.toBeInTheDocument();
    const after = tester.store.getState();
    expect(after.ui.sidebarOpen).toBe(before.ui.sidebarOpen);
    expect(after.selection).toEqual(before.selection);
    expect(after.router).toEqual(before.router);
    // The tester's own session, not the recording's redacted one.
    expect(after.session.token).toBe('tester-token');
  });

  it('up to a chosen step: the screen of that moment', () => {
    const reducer = createRootReducer();
    const go = (pathname: string) => locationChanged({ pathname, search: '', hash: '' });
    const file = JSON.stringify({ payload: JSON.stringify([go('/order'), go('/add-wallet'), go('/banner')]) });
    expect(stateOfRecording(file, reducer, 1).router).toMatchObject({ pathname: '/order' });
    expect(stateOfRecording(file, reducer, 2).router).toMatchObject({ pathname: '/add-wallet' });
    expect(stateOfRecording(file, reducer).router).toMatchObject({ pathname: '/banner' });
  });

  it("reads the instrument's lifted state and a plain state too; refuses anything else with a reason", () => {
    const reducer = createRootReducer();
    const state = (pathname: string) => ({ router: { pathname, search: '', hash: '' } });
    const lifted = JSON.stringify({ computedStates: [{ state: state('/a') }, { state: state('/b') }], currentStateIndex: 0 });
    expect(stateOfRecording(lifted, reducer).router).toMatchObject({ pathname: '/a' });
    expect(stateOfRecording(JSON.stringify(state('/c')), reducer).router).toMatchObject({ pathname: '/c' });
    expect(() => stateOfRecording('not json', reducer)).toThrow(new ReplayFileError('not-json'));
    expect(() => stateOfRecording('{"hello":1}', reducer)).toThrow(new ReplayFileError('not-a-recording'));
  });
});
