import Stack from '@mui/material/Stack';
import { QueryView } from '../../components/query-view';
import { useIdParam } from '../../components/use-id-param';
import { useGetUserQuery, useUpdateUserMutation } from '../../store/api';
import { UserForm } from './user-form';
import { UserHistory } from './user-history';

/** A customer: the edit form, then their wallet history, orders and wallet-adds. */
export default function UserEditPage() {
  const id = useIdParam();
  const query = useGetUserQuery({ id }, { skip: !id });
  const [updateUser] = useUpdateUserMutation();
  return (
    <QueryView query={query} backTo="/user" invalidId={!id}>
      {({ data: user }) => (
        <Stack spacing={3}>
          <UserForm
            key={user.id}
            user={user}
            save={(userUpdateInput) => updateUser({ id, userUpdateInput }).unwrap()}
            reload={() => query.refetch().unwrap().then((answer) => answer.data)}
          />
          <UserHistory userId={user.id} />
        </Stack>
      )}
    </QueryView>
  );
}
