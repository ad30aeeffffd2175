import { screen, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router';
import { DataTable, type DataTableColumn } from './data-table';
import { useListState } from './use-list-state';
import { useListUsersQuery, type ListUsersApiArg, type User } from '../../store/api';
import { mockApi, ok, renderWithProviders, signedInState, type Reply } from '../../test-utils';

const USERS = 'GET /api/admin/users';
type UserSort = NonNullable<ListUsersApiArg['sort']>;
const USER_SORTS: readonly UserSort[] = ['created_at', '-created_at', 'username', '-username', 'wallet', '-wallet', 'id', '-id'];

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

const params = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const usersPage = (request: Request): Reply => {
  const page = Number(params(request).page);
  return ok({ data: [user(page * 100 + 1)], user_count: 120 });
};

/** Shows the address, as a shared link would carry it. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

function CustomersList() {
  const list = useListState('customers', { sorts: USER_SORTS, defaultSort: '-created_at', filters: ['status'] });
  const query = useListUsersQuery({ page: list.page, limit: list.pageSize, q: list.search || undefined, sort: list.sort });
  return (
    <>
      <DataTable
        tableId="customers"
        columns={columns}
        rows={query.data?.rows}
        rowCount={query.data?.total}
        query={query}
        paging={list}
        serverSorting
        toolbarActions={<Button onClick={() => list.setFilter('status', 'banned')}>Banned only</Button>}
      />
      <p>status filter: {list.filters.status ?? 'none'}</p>
      <Address />
    </>
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('useListState: a list kept in the URL', () => {
  it('opens a shared link on its page, page size, sort and search', async () => {
    const api = mockApi({ [USERS]: usersPage });
    renderWithProviders(<CustomersList />, { route: '/?page=3&size=25&sort=username&q=rahim', preloadedState: signedInState() });
    expect(await screen.findByText('user301')).toBeInTheDocument();
    expect(params(api.calls(USERS)[0])).toEqual({ page: '3', limit: '25', q: 'rahim', sort: 'username' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('rahim');
    expect(screen.getByRole('columnheader', { name: /Username/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('ignores what the list cannot take: a bad page, an unknown size or a sort the contract does not list', async () => {
    const api = mockApi({ [USERS]: usersPage });
    renderWithProviders(<CustomersList />, { route: '/?page=abc&size=7&sort=password', preloadedState: signedInState() });
    await screen.findByText('user101');
    expect(params(api.calls(USERS)[0])).toEqual({ page: '1', limit: '10', sort: '-created_at' });
  });

  it('sorts the whole list on the server by the columns the contract names, back on page 1', async () => {
    const api = mockApi({ [USERS]: usersPage });
    const { user: person } = renderWithProviders(<CustomersList />, { route: '/?page=2', preloadedState: signedInState() });
    await screen.findByText('user201');

    // Phone is not in the contract's sort enum: its header offers no sorting.
    expect(within(screen.getByRole('columnheader', { name: /Phone/ })).queryByRole('button', { name: /sort/i })).not.toBeInTheDocument();

    await person.click(within(screen.getByRole('columnheader', { name: /Username/ })).getByRole('button', { name: /sort/i }));
    expect(await screen.findByText('user101')).toBeInTheDocument();
    expect(params(api.calls(USERS).at(-1)!)).toEqual({ page: '1', limit: '10', sort: 'username' });
    expect(address()).toBe('?sort=username');
  });

  it('keeps paging and filters in the address, and a filter starts again on page 1', async () => {
    mockApi({ [USERS]: usersPage });
    const { user: person } = renderWithProviders(<CustomersList />, { preloadedState: signedInState() });
    await screen.findByText('user101');
    expect(address()).toBe('');

    await person.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('user201')).toBeInTheDocument();
    expect(address()).toBe('?page=2');

    await person.click(screen.getByRole('button', { name: 'Banned only' }));
    expect(await screen.findByText('status filter: banned')).toBeInTheDocument();
    expect(address()).toBe('?status=banned');
  });
});
