import { act, screen, waitFor, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import { DataTable, type DataTableColumn } from './data-table';
import { useListState } from './use-list-state';
import { useListUsersQuery, type User } from '../../store/api';
import { makeStore } from '../../app/store';
import { fail, mockApi, ok, renderWithProviders, signedInState, type Reply } from '../../test-utils';

const USERS = 'GET /api/admin/users';
const columns: DataTableColumn<User>[] = [
  { accessorKey: 'username', header: 'Username' },
  { accessorKey: 'phone', header: 'Phone' },
];

function user(id: number): User {
  return {
    id, username: `user${id}`, phone: `0170000000${id}`, account_status: null, is_banned: 0, avatar: null, email: null, wallet: '0.00',
    earn_wallet: '0.00', scores: 0, provider: null, is_phone_verify: 0, address: null, city: null, zip_code: null, created_at: '2025-11-21T10:00:00+06:00',
  };
}

/** The page of users the stub serves for a request (total 45: five pages of ten). */
function usersPage(request: Request, total = 45): Reply {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page'));
  const limit = Number(url.searchParams.get('limit'));
  const ids = Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, i) => (page - 1) * limit + i + 1);
  return ok({ data: ids.map(user), user_count: total });
}

/** A screen-like table: server paging and search against GET /admin/users, its state in the URL as screens keep it. */
function UsersTable({ bulk, onBulk, capped }: { bulk?: boolean; onBulk?: (rows: User[]) => void; capped?: boolean }) {
  const paging = useListState('users');
  const query = useListUsersQuery({ page: paging.page, limit: paging.pageSize, q: paging.search || undefined });
  return (
    <DataTable
      tableId="users"
      columns={columns}
      rows={query.data?.rows}
      rowCount={query.data?.total}
      totalCapped={capped}
      query={query}
      paging={paging}
      bulkActions={bulk ? (rows) => <Button onClick={() => onBulk?.(rows)}>Complete All</Button> : undefined}
    />
  );
}

const params = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('DataTable', () => {
  it("shows 'No data to show' for an empty list", async () => {
    mockApi({ [USERS]: ok({ data: [], user_count: 0 }) });
    renderWithProviders(<UsersTable />, { preloadedState: signedInState() });
    expect(await screen.findByText('No data to show')).toBeInTheDocument();
  });

  it('shows the formatted error and tries again with Try again', async () => {
    let attempt = 0;
    const api = mockApi({ [USERS]: (request) => (++attempt === 1 ? fail(500, 'Database unavailable') : usersPage(request)) });
    const { user: person } = renderWithProviders(<UsersTable />, { preloadedState: signedInState() });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('user1')).toBeInTheDocument();
    expect(api.calls(USERS)).toHaveLength(2);
  });

  it("says 'The server cannot be reached' when online, 'You are offline.' only when offline, both with Try again", async () => {
    mockApi({ [USERS]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const first = renderWithProviders(<UsersTable />, { preloadedState: signedInState() });
    expect(await screen.findByText('The server cannot be reached.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    first.unmount();

    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderWithProviders(<UsersTable />, { preloadedState: signedInState() });
      expect(await screen.findByText('You are offline.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('pages on the server with the remembered page size', async () => {
    const api = mockApi({ [USERS]: usersPage });
    const { user: person, store } = renderWithProviders(<UsersTable />, { preloadedState: signedInState() });
    expect(await screen.findByText('user1')).toBeInTheDocument();
    expect(params(api.calls(USERS)[0])).toEqual({ page: '1', limit: '10' });
    // Five pages: all page buttons are shown.
    for (const page of [1, 2, 3, 4, 5]) expect(screen.getByRole('button', { name: new RegExp(`page ${page}$`) })).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('user11')).toBeInTheDocument();

    await person.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await person.click(screen.getByRole('option', { name: '25' }));
    expect(await screen.findByText('user25')).toBeInTheDocument();
    expect(params(api.calls(USERS).at(-1)!)).toEqual({ page: '1', limit: '25' });
    expect(store.getState().tables.users.pageSize).toBe(25);
  });

  it('offers no sorting on a server-paged list whose server does not sort (a page is not the list)', async () => {
    mockApi({ [USERS]: usersPage });
    renderWithProviders(<UsersTable />, { preloadedState: signedInState() });
    await screen.findByText('user1');
    expect(screen.getByRole('columnheader', { name: /Username/ })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Sort by/ })).toEqual([]);
  });

  it('shows the total under the table', async () => {
    mockApi({ [USERS]: usersPage });
    renderWithProviders(<UsersTable />, { preloadedState: signedInState() });
    await screen.findByText('user1');
    expect(screen.getByText('Total: 45')).toBeInTheDocument();
  });

  it('shows a capped total as "10,000 or more" and keeps a page beyond it (a big filtered list)', async () => {
    // The server stopped counting at 10,000 matching rows (total_capped): every page has rows.
    const api = mockApi({
      [USERS]: (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return ok({ data: [user(page * 10)], user_count: 10_000 });
      },
    });
    renderWithProviders(<UsersTable capped />, { route: '/?page=1500', preloadedState: signedInState() });
    expect(await screen.findByText('user15000')).toBeInTheDocument();
    expect(screen.getByText('Total: 10,000 or more')).toBeInTheDocument();
    // Not moved back to the "last" page of the cap: the deep page is still shown and asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(api.calls(USERS).map((request) => params(request).page)).toEqual(['1500']);
    expect(screen.getByRole('button', { name: 'page 1500' })).toHaveAttribute('aria-current', 'page');
  });

  it('jumps to a page only for a whole number from 1 to the last page', async () => {
    const api = mockApi({ [USERS]: usersPage });
    const { user: person } = renderWithProviders(<UsersTable />, { preloadedState: signedInState() });
    await screen.findByText('user1');
    const jump = screen.getByRole('textbox', { name: 'Go to page' });

    for (const ignored of ['9', '0', '2.5', '-1', 'abc']) {
      await person.clear(jump);
      await person.type(jump, `${ignored}{Enter}`);
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(api.calls(USERS)).toHaveLength(1);
    expect(screen.getByText('user1')).toBeInTheDocument();

    await person.clear(jump);
    await person.type(jump, '5{Enter}');
    expect(await screen.findByText('user45')).toBeInTheDocument();
    expect(params(api.calls(USERS).at(-1)!)).toMatchObject({ page: '5' });
  });

  it('searches once, 500 ms after typing stops', async () => {
    jest.useFakeTimers();
    // Lets any request that a fired search starts reach fetch (real time: fake timers are frozen).
    const settle = () => act(() => new Promise<void>((resolve) => jest.requireActual<typeof import('timers')>('timers').setTimeout(resolve, 100)));
    try {
      const api = mockApi({ [USERS]: usersPage });
      const searches = () => api.calls(USERS).filter((request) => params(request).q !== undefined);
      const { user: person } = renderWithProviders(<UsersTable />, { preloadedState: signedInState(), fakeTimers: true });
      await screen.findByText('user1');

      await person.type(screen.getByRole('searchbox', { name: 'Search' }), 'abc');
      act(() => jest.advanceTimersByTime(499));
      await settle();
      expect(searches()).toHaveLength(0);

      act(() => jest.advanceTimersByTime(1));
      await settle();
      expect(searches()).toHaveLength(1);
      expect(params(searches()[0])).toEqual({ page: '1', limit: '10', q: 'abc' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('remembers hidden columns per table through the tables slice', async () => {
    mockApi({ [USERS]: usersPage });
    const store = makeStore(signedInState());
    const first = renderWithProviders(<UsersTable />, { store });
    await screen.findByText('user1');
    expect(screen.getByRole('columnheader', { name: /Phone/ })).toBeInTheDocument();

    await first.user.click(screen.getByRole('button', { name: 'Show/Hide columns' }));
    const menu = await screen.findByRole('menu');
    await first.user.click(within(within(menu).getByRole('menuitem', { name: /Phone/ })).getByRole('switch'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Phone/ })).not.toBeInTheDocument());
    expect(store.getState().tables.users.columnVisibility).toEqual({ phone: false });
    first.unmount();

    renderWithProviders(<UsersTable />, { store });
    await screen.findByText('user1');
    expect(screen.getByRole('columnheader', { name: /Username/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Phone/ })).not.toBeInTheDocument();
  });

  it("moves a column from its menu, by keyboard, and remembers the order per table", async () => {
    mockApi({ [USERS]: usersPage });
    const store = makeStore(signedInState());
    const { user } = renderWithProviders(<UsersTable />, { store });
    await screen.findByText('user1');
    const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers().join('|')).toMatch(/Username.*Phone/);

    const username = screen.getByRole('columnheader', { name: /Username/ });
    within(username).getByRole('button', { name: 'Column Actions' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Move column left' })).toHaveAttribute('aria-disabled', 'true');
    within(menu).getByRole('menuitem', { name: 'Move column right' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(headers().join('|')).toMatch(/Phone.*Username/));
    expect(store.getState().tables.users.columnOrder?.filter((id) => !id.startsWith('mrt-'))).toEqual(['phone', 'username']);
  });

  it('hands the selected rows to the bulk actions', async () => {
    mockApi({ [USERS]: usersPage });
    const onBulk = jest.fn();
    const { user: person } = renderWithProviders(<UsersTable bulk onBulk={onBulk} />, { preloadedState: signedInState() });
    await screen.findByText('user1');
    const rows = screen.getAllByRole('row');
    await person.click(within(rows[1]).getByRole('checkbox'));
    await person.click(within(rows[3]).getByRole('checkbox'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Complete All' }));
    expect(onBulk).toHaveBeenCalledWith([expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 3 })]);
  });

  it('shows every row without pager, page size or search when unpaged', async () => {
    mockApi();
    renderWithProviders(
      <DataTable tableId="methods" columns={columns} rows={[user(1), user(2)]} query={{}} />,
      { preloadedState: signedInState() },
    );
    expect(screen.getByText('user2')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Go to page' })).not.toBeInTheDocument();
  });
});
