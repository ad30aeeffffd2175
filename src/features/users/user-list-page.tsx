import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/use-list-state';
import { useEditDeleteActions } from '../../components/edit-delete-actions';
import { useOpenRecord } from '../../components/record/use-open-record';
import { ListPage } from '../../components/list-page';
import { StatusChip } from '../../components/status-chip';
import { formatDate } from '../../lib/dates';
import { format, formatCount } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { useDeleteUserMutation, useListUsersQuery, type User } from '../../store/api';
import { customerName } from './customer-name';
import { userMessages as m } from './messages';
import { UserDrawer } from './user-drawer';
import { USER_LIST, userListArgs } from './user-list-query';


const columns: DataTableColumn<User>[] = [
  { accessorKey: 'id', header: m.id, size: 80, priority: 1, card: 'detail' },
  { accessorKey: 'username', header: m.username, size: 160, priority: 1, card: 'title', Cell: ({ row }) => row.original.username ?? '' },
  { accessorKey: 'phone', header: m.phone, size: 140, priority: 1, card: 'subtitle' },
  { accessorKey: 'email', header: m.email, size: 200, priority: 3, card: 'detail' },
  { accessorKey: 'wallet', header: m.wallet, size: 110, priority: 1, card: 'amount', Cell: ({ row }) => formatMoney(row.original.wallet) },
  {
    accessorKey: 'is_banned',
    header: m.status,
    size: 120,
    priority: 1,
    card: 'status',
    Cell: ({ row }) =>
      row.original.is_banned === 1 ? <StatusChip status="cancel" label={m.banned} /> : row.original.account_status ? <StatusChip status={row.original.account_status} /> : null,
  },
  { accessorKey: 'created_at', header: m.joined, size: 130, card: 'time', Cell: ({ row }) => formatDate(row.original.created_at) },
];

/** /user: server-paged, searched and sorted customers, their total, Edit and (soft) Delete; a row opens its record (`?open=id`). */
export default function UserListPage() {
  const list = useListState('users', USER_LIST);
  const query = useListUsersQuery(userListArgs(list));
  const [deleteUser] = useDeleteUserMutation();
  const rowActions = useEditDeleteActions<User>({
    editTo: (user) => `/user/edit/${user.id}`,
    updateOperation: 'updateUser',
    deleteOperation: 'deleteUser',
    remove: (user) => deleteUser({ id: user.id }).unwrap(),
    deleted: m.deleted,
    deleteQuestion: (user) => format(m.deleteQuestion, { name: customerName(user) }),
  });
  const total = query.data?.total;
  const { open } = useOpenRecord();
  const title = useMemo(
    () => (
      <>
        {m.listTitle}
        {total !== undefined && (
          <Typography component="span" variant="subtitle1" color="text.secondary" sx={{ ml: 1.5 }}>
            {total === 1 ? m.totalCountOne : format(m.totalCount, { n: formatCount(total) })}
          </Typography>
        )}
      </>
    ),
    [total],
  );

  return (
    <ListPage title={title}>
      <DataTable
        tableId="users"
        columns={columns}
        rows={query.data?.rows}
        rowCount={total}
        query={query}
        paging={list}
        searchLabel={m.searchLabel}
        serverSorting
        rowActions={rowActions}
        onRowOpen={(user) => open(user.id)}
      />
      <UserDrawer rows={query.data?.rows} />
    </ListPage>
  );
}
