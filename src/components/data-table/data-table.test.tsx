import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import { StatusChip } from '../status-chip';
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

/** Columns with their places on a phone's card and their priorities on a narrow screen. */
const ranked: DataTableColumn<User>[] = [
  { accessorKey: 'username', header: 'Username', size: 200, priority: 1, card: 'title' },
  { accessorKey: 'phone', header: 'Phone', size: 200, card: 'subtitle' },
  { accessorKey: 'email', header: 'Email', size: 200, priority: 3 },
  { accessorKey: 'wallet', header: 'Wallet', size: 100, priority: 1, card: 'amount' },
  { accessorKey: 'account_status', header: 'Status', size: 100, priority: 1, card: 'status', Cell: ({ row }) => <StatusChip status={row.original.account_status} /> },
  { accessorKey: 'created_at', header: 'Joined', size: 100, priority: 3, card: 'time' },
];

/** The ranked columns, each draw of a row's Username cell told to `drew` (its row's id). */
const countingDraws = (drew: (id: number) => unknown): DataTableColumn<User>[] =>
  ranked.map((column) =>
    column.accessorKey === 'username'
      ? {
          ...column,
          Cell: ({ row }) => {
            drew(row.original.id);
            return row.original.username;
          },
        }
      : column,
  );

/** A phone (MUI's `sm` down): the media queries below 600 px match. */
function onAPhone() {
  const matchMedia = (query: string) => ({ matches: /max-width:\s*599/.test(query), media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
}

/** The table's frame is `width` px wide (jsdom lays nothing out): as a ResizeObserver reports it. */
function tableWidth(width: number) {
  class FixedWidthObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target, contentRect: { width } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: FixedWidthObserver });
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  delete (window as { ResizeObserver?: unknown }).ResizeObserver;
});

function user(id: number): User {
  return {
    id, username: `user${id}`, phone: `0170000000${id}`, account_status: id % 2 ? 'active' : 'pending', is_banned: 0, avatar: null, email: `user${id}@mail.test`, wallet: '0.00',
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
function UsersTable({
  tableId = 'users',
  bulk,
  onBulk,
  capped,
  tableColumns = columns,
  onRowOpen,
  rowActions,
}: {
  tableId?: string;
  bulk?: boolean;
  onBulk?: (rows: User[]) => void;
  capped?: boolean;
  tableColumns?: DataTableColumn<User>[];
  onRowOpen?: (row: User) => void;
  rowActions?: (row: User) => ReactNode;
}) {
  const paging = useListState('users');
  const query = useListUsersQuery({ page: paging.page, limit: paging.pageSize, q: paging.search || undefined });
  return (
    <DataTable
      tableId={tableId}
      columns={tableColumns}
      onRowOpen={onRowOpen}
      rowActions={rowActions}
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

  it('draws a first load as its header and a progress bar, not a page of skeleton cells, on the page it was opened at', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi({
      [USERS]: async (request) => {
        await answered;
        return usersPage(request);
      },
    });
    const { container } = renderWithProviders(<UsersTable />, { route: '/?page=3', preloadedState: signedInState() });
    expect(await screen.findByRole('columnheader', { name: /Username/ })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    // Material-react-table's loading state drew a skeleton in each cell of ten blank rows.
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(0);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText('No data to show')).not.toBeInTheDocument();
    act(() => answer());
    expect(await screen.findByText('user21')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
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

  it("draws the pager's buttons under the toolbar's one style: first, previous, pages, gaps, next, last, each named", async () => {
    mockApi({ [USERS]: (request) => usersPage(request, 1000) });
    const { user: person } = renderWithProviders(<UsersTable />, { route: '/?page=50', preloadedState: signedInState() });
    expect(await screen.findByText('user491')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'pagination navigation' });
    const names = within(pager).getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Go to first page', 'Go to previous page', 'Go to page 1', 'Go to page 48', 'Go to page 49', 'page 50', 'Go to page 51', 'Go to page 52',
      'Go to page 100', 'Go to next page', 'Go to last page',
    ]);
    expect(within(pager).getAllByText('…')).toHaveLength(2);
    // MUI's PaginationItem styled each button on its own (an Emotion class per button, serialized at every render).
    expect(within(pager).getAllByRole('button').filter((button) => /\bcss-/.test(button.className))).toEqual([]);
    await person.click(within(pager).getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('user501')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'page 51' })).toHaveAttribute('aria-current', 'page');
    await person.click(within(pager).getByRole('button', { name: 'Go to last page' }));
    expect(await screen.findByText('user991')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Go to next page' })).toBeDisabled();
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

  it('says an empty list at the start of what is in view, not centred in a row as wide as every column', async () => {
    mockApi({ [USERS]: ok({ data: [], user_count: 0 }) });
    renderWithProviders(<UsersTable tableColumns={ranked} />, { preloadedState: signedInState() });
    const message = await screen.findByText('No data to show');
    const holder = message.parentElement as HTMLElement;
    expect(holder).toHaveStyle({ position: 'sticky', left: '0px' });
    expect(message).not.toHaveStyle({ textAlign: 'center' });
  });
});

describe('DataTable at any width', () => {
  it('shows each row as a card on a phone: who and what, amount, status chip, time, checkbox and actions; paging stays', async () => {
    onAPhone();
    mockApi({ [USERS]: usersPage });
    renderWithProviders(<UsersTable tableColumns={ranked} bulk rowActions={(row) => <Button>Edit {row.username}</Button>} />, {
      preloadedState: signedInState(),
    });
    const cards = within(await screen.findByRole('list', { name: 'Rows' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = cards[0];
    for (const text of ['user1', '01700000001', '0.00', 'Active']) expect(within(first).getByText(text)).toBeInTheDocument();
    expect(within(first).getByText(/^Joined/)).toBeInTheDocument();
    expect(within(cards[1]).getByText('Pending')).toBeInTheDocument();
    // A column without a card role is left off (the chooser can add it).
    expect(within(first).queryByText('user1@mail.test')).not.toBeInTheDocument();
    expect(within(first).getByRole('checkbox', { name: 'Toggle select row' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Edit user1' })).toBeInTheDocument();
    expect(screen.getByText('Total: 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it("adds a column the admin chooses to a phone's cards, remembered apart from the wide table's choice", async () => {
    onAPhone();
    mockApi({ [USERS]: usersPage });
    const { user, store } = renderWithProviders(<UsersTable tableColumns={ranked} />, { preloadedState: signedInState() });
    await screen.findByText('user1');
    await user.click(screen.getByRole('button', { name: 'Show/Hide columns' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(within(menu).getByRole('menuitem', { name: /Email/ })).getByRole('switch'));
    await user.keyboard('{Escape}');
    const first = within(screen.getByRole('list', { name: 'Rows' })).getAllByRole('listitem')[0];
    await waitFor(() => expect(within(first).getByText('user1@mail.test')).toBeInTheDocument());
    expect(within(first).getByText('Email')).toBeInTheDocument();
    expect(store.getState().tables['users@phone'].columnVisibility).toEqual({ email: true });
    expect(store.getState().tables.users).toBeUndefined();
  });

  it("hides the lowest priorities first on a narrow screen, keeps them in the chooser, and the admin's choice wins", async () => {
    // 700 px: Username, Wallet and Status (priority 1) and Phone (2) fit; Email and Joined (3) do not.
    tableWidth(700);
    mockApi({ [USERS]: usersPage });
    const { user, store } = renderWithProviders(<UsersTable tableColumns={ranked} />, { preloadedState: signedInState() });
    await screen.findByText('user1');
    const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers()).toEqual(['Username', 'Phone', 'Wallet', 'Status']);

    await user.click(screen.getByRole('button', { name: 'Show/Hide columns' }));
    const menu = await screen.findByRole('menu');
    for (const hidden of [/Email/, /Joined/]) expect(within(within(menu).getByRole('menuitem', { name: hidden })).getByRole('switch')).not.toBeChecked();
    await user.click(within(within(menu).getByRole('menuitem', { name: /Email/ })).getByRole('switch'));
    await user.keyboard('{Escape}');
    // The chosen column takes its room first; Phone (priority 2) now gives way to keep the table within its frame.
    await waitFor(() => expect(headers()).toEqual(['Username', 'Email', 'Wallet', 'Status']));
    expect(store.getState().tables.users.columnVisibility).toEqual({ email: true });
  });

  it('draws its rows once less when opened again at the width it was last measured at, and not again for its toolbars', async () => {
    // The frame is 700 px wide, as laid out and as observed.
    tableWidth(700);
    const laidOut = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 700 } as DOMRect);
    // Its toolbars are laid out too (MRT's container measures them: a full-screen table's height).
    const toolbars = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48);
    const drawn: number[] = [];
    const counted = countingDraws((id) => id === 1 && drawn.push(id));
    mockApi({ [USERS]: usersPage });
    const store = makeStore(signedInState());
    const openTable = async (tableId: string) => {
      drawn.length = 0;
      const { unmount } = renderWithProviders(<UsersTable tableId={tableId} tableColumns={counted} />, { store });
      await screen.findByText('user1');
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
      unmount();
      return { draws: drawn.length, headers };
    };
    // The page is in the cache from here on: a table opened on it draws its rows in its first render.
    await openTable('users-elsewhere');
    // First opened: drawn, then measured, then drawn again with the columns that fit.
    const first = await openTable('users-drawn');
    const again = await openTable('users-drawn');
    expect(again.headers).toEqual(['Username', 'Phone', 'Wallet', 'Status']);
    expect(again.headers).toEqual(first.headers);
    // Here 3 draws, then 2. Measured from nothing each time, 3 and 3; with MRT's container measuring its toolbars, 4 and 4.
    expect(again.draws).toBeLessThan(first.draws);

    laidOut.mockRestore();
    toolbars.mockRestore();
  });

  it('keeps the room beside its columns through a first load on its way: its rows are drawn once when they come', async () => {
    tableWidth(700);
    const laidOut = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 700 } as DOMRect);
    // A row's buttons are 120 px wide, the Actions header's name 60: without rows only the name is there to measure.
    const widths = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      if (this.hasAttribute('data-row-actions')) return 120;
      return this.classList.contains('Mui-TableHeadCell-Content-Labels') ? 60 : 0;
    });
    const drawn: number[] = [];
    const counted = countingDraws((id) => drawn.push(id));
    const rowActions = () => <Button>Edit</Button>;
    mockApi({ [USERS]: usersPage });
    const store = makeStore(signedInState());
    // Opened once with its rows: its room (the row's buttons) is measured and remembered.
    const first = renderWithProviders(<UsersTable tableId="users-room" tableColumns={counted} rowActions={rowActions} />, { store });
    await screen.findByText('user1');
    first.unmount();
    // Opened again on a page not loaded yet: a first load on its way, then its rows.
    drawn.length = 0;
    renderWithProviders(<UsersTable tableId="users-room" tableColumns={counted} rowActions={rowActions} />, { store, route: '/?page=2' });
    await screen.findByText('user11');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Narrowed to the header's 60 px while loading, then widened back by the rows: each row was drawn twice.
    expect(drawn.filter((id) => id === 11)).toHaveLength(1);

    laidOut.mockRestore();
    widths.mockRestore();
  });

  it("draws its rows' cells under the body's one style, none computed per cell, with the selection, pinned actions and the cells' own renderers", async () => {
    mockApi({ [USERS]: usersPage });
    const { user: person } = renderWithProviders(<UsersTable tableColumns={ranked} bulk rowActions={(row) => <Button>Edit {row.username}</Button>} />, {
      preloadedState: signedInState(),
    });
    await screen.findByText('user1');
    const body = document.querySelector('tbody') as HTMLElement;
    const cells = Array.from(body.querySelectorAll('td'));
    expect(cells).toHaveLength(10 * (ranked.length + 2));
    // MRT drew each as MUI's TableCell with a style of its own (an Emotion class per cell, serialized at every render).
    expect(cells.filter((cell) => /\bcss-/.test(cell.className))).toEqual([]);
    expect(body.className).toMatch(/\bcss-/);
    const row = screen.getByText('user1').closest('tr') as HTMLElement;
    // A column's own renderer (the status chip), the row's actions pinned to the right.
    expect(within(row).getByText(/^active$/i)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit user1' }).closest('td')).toHaveAttribute('data-pinned', 'true');
    await person.click(within(row).getByRole('checkbox'));
    expect(row).toHaveAttribute('data-selected', 'true');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it("ticks a row by its checkbox and, with Shift, the rows between; each checkbox hints by the browser's title, not a tooltip of its own", async () => {
    mockApi({ [USERS]: usersPage });
    const { user: person } = renderWithProviders(<UsersTable tableColumns={ranked} bulk />, { preloadedState: signedInState() });
    await screen.findByText('user1');
    const boxes = screen.getAllByRole('checkbox', { name: 'Toggle select row' });
    expect(boxes).toHaveLength(10);
    // MRT wrapped each in MUI's Tooltip (mounted, then drawn again) and gave the checkbox no title.
    for (const box of boxes) expect(box.closest('.MuiCheckbox-root')).toHaveAttribute('title', 'Toggle select row');
    await person.click(boxes[1]);
    await person.keyboard('{Shift>}');
    await person.click(boxes[4]);
    await person.keyboard('{/Shift}');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, true, true, true, true, false, false, false, false, false]);
    expect(screen.getByText('4 selected')).toBeInTheDocument();
    // A tick is not a click on the row (which opens it).
    await person.click(boxes[1]);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
  });

  it("draws its header under the head's one style: a name or its button sorts and says so, a column's menu opens, select all ticks the page", async () => {
    mockApi();
    const rows = [user(2), user(3), user(1)];
    const { user: person } = renderWithProviders(
      <DataTable tableId="header" columns={columns} rows={rows} query={{}} bulkActions={() => null} rowActions={(row) => <Button>Edit {row.username}</Button>} />,
      { preloadedState: signedInState() },
    );
    const names = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent);
    const head = document.querySelector('thead') as HTMLElement;
    // MRT drew each header as MUI's TableCell with a style of its own, its buttons in tooltips and a badge.
    const ownStyle = (element: Element) => /\bcss-/.test(element.getAttribute('class') ?? '') && !element.closest('.MuiCheckbox-root, .MuiSvgIcon-root');
    expect(Array.from(head.querySelectorAll('th, th *')).filter(ownStyle)).toEqual([]);
    expect(head.className).toMatch(/\bcss-/);
    expect(head.querySelector('.MuiBadge-root')).toBeNull();

    const username = screen.getByRole('columnheader', { name: /Username/ });
    expect(username).toHaveAttribute('aria-sort', 'none');
    const sort = within(username).getByRole('button', { name: 'Sort by Username ascending' });
    expect(sort).toHaveAttribute('title', 'Sort by Username ascending');
    await person.click(sort);
    expect(username).toHaveAttribute('aria-sort', 'ascending');
    expect(within(username).getByRole('button', { name: 'Sorted by Username ascending' })).toBeInTheDocument();
    expect(names()).toEqual(['user1', 'user2', 'user3']);
    // A click on the name sorts too, the other way.
    await person.click(within(username).getByText('Username'));
    expect(username).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['user3', 'user2', 'user1']);
    // Shift+click sorts by one more column: each sorted button shows its column's place.
    await person.keyboard('{Shift>}');
    await person.click(within(screen.getByRole('columnheader', { name: /Phone/ })).getByRole('button', { name: /Sort by Phone/ }));
    await person.keyboard('{/Shift}');
    expect(within(username).getByRole('button', { name: /Sorted by Username/ })).toHaveTextContent('1');
    expect(within(screen.getByRole('columnheader', { name: /Phone/ })).getByRole('button', { name: /Sorted by Phone/ })).toHaveTextContent('2');

    const menuButton = within(username).getByRole('button', { name: 'Column Actions' });
    expect(menuButton).toHaveAttribute('title', 'Column Actions');
    await person.click(menuButton);
    const menu = await screen.findByRole('menu');
    await person.click(within(menu).getByRole('menuitem', { name: /Hide Username column/ }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Username/ })).not.toBeInTheDocument());

    const all = screen.getByRole('checkbox', { name: 'Toggle select all' });
    expect(all.closest('.MuiCheckbox-root')).toHaveAttribute('title', 'Toggle select all');
    await person.click(all);
    expect(screen.getAllByRole('checkbox', { name: 'Toggle select row' }).map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await person.click(screen.getAllByRole('checkbox', { name: 'Toggle select row' })[0]);
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await person.click(all);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await person.click(all);
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
    // The actions column's header is pinned with its cells.
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveAttribute('data-pinned', 'true');
  });

  it("turns the density comfortable, compact, spacious in turn, remembered per table; the toolbar's buttons hint by the browser's title", async () => {
    mockApi();
    const store = makeStore(signedInState());
    const { user: person } = renderWithProviders(<DataTable tableId="dense" columns={columns} rows={[user(1)]} query={{}} />, { store });
    const chooser = screen.getByRole('button', { name: 'Show/Hide columns' });
    expect(chooser).toHaveAttribute('title', 'Show/Hide columns');
    const density = screen.getByRole('button', { name: 'Toggle density' });
    expect(density).toHaveAttribute('title', 'Toggle density');
    // MRT wrapped both in MUI's Tooltip (mounted, then drawn again) and gave the buttons no title.
    const seen: (string | undefined)[] = [];
    for (let turn = 0; turn < 3; turn += 1) {
      await person.click(density);
      seen.push(store.getState().tables.dense.density);
    }
    expect(seen).toEqual(['compact', 'spacious', 'comfortable']);
    await person.click(chooser);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('shows every column where nothing is measured (no layout), as before', async () => {
    mockApi({ [USERS]: usersPage });
    renderWithProviders(<UsersTable tableColumns={ranked} />, { preloadedState: signedInState() });
    await screen.findByText('user1');
    expect(screen.getAllByRole('columnheader')).toHaveLength(ranked.length);
  });
});

describe('DataTable from the keyboard', () => {
  /** The element with the focus, and the row (or card) it is, if any. */
  const focused = () => document.activeElement as HTMLElement;
  const focusedRowId = () => focused().getAttribute('data-row-id');

  it('is one Tab stop: Tab reaches the first row, then its own controls, then leaves the table', async () => {
    mockApi({ [USERS]: usersPage });
    const { user } = renderWithProviders(<UsersTable bulk rowActions={(row) => <Button>Edit {row.username}</Button>} />, { preloadedState: signedInState() });
    await screen.findByText('user1');
    const table = screen.getByRole('table');
    // Only the first row and its own controls are in the Tab order; no cell, no header, no other row.
    const tabbable = Array.from(table.querySelectorAll<HTMLElement>('button, a[href], input, [tabindex]')).filter(
      (element) => element.getAttribute('tabindex') !== '-1' && !(element as HTMLButtonElement).disabled,
    );
    const firstRow = table.querySelector('[data-row-id="1"]') as HTMLElement;
    expect(tabbable.length).toBeGreaterThan(1);
    for (const element of tabbable) expect(firstRow.contains(element)).toBe(true);

    screen.getByRole('searchbox', { name: 'Search' }).focus();
    let presses = 0;
    while (!focusedRowId() && presses < 10) {
      await user.tab();
      presses += 1;
    }
    expect(focusedRowId()).toBe('1');
    // The toolbar's own buttons (Complete All, columns, density) are all that lie between the search and the rows.
    expect(presses).toBeLessThanOrEqual(4);
    await user.tab();
    expect(focused()).toHaveAccessibleName('Toggle select row');
    await user.tab();
    expect(focused()).toHaveAccessibleName('Edit user1');
    await user.tab();
    expect(table.contains(focused())).toBe(false);
    await user.tab({ shift: true });
    expect(focused()).toHaveAccessibleName('Edit user1');
  });

  it('moves between rows with the arrow keys, Home, End and the page keys, remembers the row, opens it with Enter and ticks it with Space', async () => {
    mockApi({ [USERS]: usersPage });
    const opened = jest.fn();
    const { user } = renderWithProviders(
      <UsersTable bulk onRowOpen={opened} rowActions={(row) => <Button>Edit {row.username}</Button>} />,
      { preloadedState: signedInState() },
    );
    await screen.findByText('user1');
    (screen.getByRole('table').querySelector('[data-row-id="1"]') as HTMLElement).focus();
    await user.keyboard('{ArrowDown}');
    expect(focusedRowId()).toBe('2');
    await user.keyboard('{End}');
    expect(focusedRowId()).toBe('10');
    await user.keyboard('{Home}');
    expect(focusedRowId()).toBe('1');
    await user.keyboard('{PageDown}');
    expect(focusedRowId()).toBe('10');
    await user.keyboard('{PageUp}');
    expect(focusedRowId()).toBe('1');
    // Above the first row: the header row, whose controls (sort, column menus, select all) Tab then walks.
    await user.keyboard('{ArrowUp}');
    expect(focused().getAttribute('data-roving-row')).toBe('header');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focusedRowId()).toBe('3');

    // The table remembers its row: leaving and coming back lands on row 3, whose actions Tab reaches.
    await user.tab();
    expect(focused()).toHaveAccessibleName('Toggle select row');
    await user.keyboard('{Escape}');
    expect(focusedRowId()).toBe('3');

    await user.keyboard(' ');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));

    // A click on the row opens it too; a click on one of its buttons does not.
    opened.mockClear();
    await user.click(screen.getByRole('button', { name: 'Edit user4' }));
    expect(opened).not.toHaveBeenCalled();
    await user.click(screen.getByText('01700000005'));
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
  });

  it("moves between a phone's cards the same way", async () => {
    onAPhone();
    mockApi({ [USERS]: usersPage });
    const opened = jest.fn();
    const { user } = renderWithProviders(<UsersTable tableColumns={ranked} onRowOpen={opened} rowActions={(row) => <Button>Edit {row.username}</Button>} />, {
      preloadedState: signedInState(),
    });
    const cards = within(await screen.findByRole('list', { name: 'Rows' })).getAllByRole('listitem');
    expect(cards.filter((card) => card.getAttribute('tabindex') === '0')).toEqual([cards[0]]);
    expect(within(cards[1]).getByRole('button', { name: 'Edit user2' })).toHaveAttribute('tabindex', '-1');
    cards[0].focus();
    await user.keyboard('{ArrowDown}');
    expect(focusedRowId()).toBe('2');
    await user.tab();
    expect(focused()).toHaveAccessibleName('Edit user2');
    await user.keyboard('{Escape}{Enter}');
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });
});
