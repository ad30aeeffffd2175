import Alert from '@mui/material/Alert';
import { FormPage } from '../../components/form/form-page';
import { SelectInput } from '../../components/form/select-input';
import { useForm } from '../../components/form/use-form';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { QueryView } from '../../components/query-view';
import { useIdParam } from '../../components/use-id-param';
import { format } from '../../lib/format';
import { useGetAdminQuery, useUpdateAdminMutation, type Admin } from '../../store/api';
import { useAppSelector } from '../../store/hooks';
import { selectSessionUser } from '../../store/session-slice';
import { AdminIdentityFields, adminIdentityRules, trimmedIdentity } from './admin-identity-fields';
import { adminName } from './admin-name';
import { adminMessages as m } from './messages';
import { fieldLimits } from '../../../openapi/generated/field-limits';

type Role = 'super' | 'sub';
const ROLE_OPTIONS = [
  { value: 'super', label: m.superAdmin },
  { value: 'sub', label: m.subAdmin },
];

/**
 * An admin's name, username, email and role. One's own role is not offered here (another super
 * admin changes it; the server keeps the last active super admin in any case); a change of role is
 * said to sign the admin out, as the server does.
 */
function AdminForm({ admin }: { admin: Admin }) {
  const [updateAdmin] = useUpdateAdminMutation();
  const done = useSuccessRedirect('/admins');
  const own = useAppSelector(selectSessionUser)?.id === admin.id;
  const role: Role = admin.is_super_admin ? 'super' : 'sub';
  const form = useForm({
    limits: fieldLimits.AdminUpdateInput,
    initialValues: { first_name: admin.first_name, last_name: admin.last_name, username: admin.username, email: admin.email, role },
    rules: adminIdentityRules,
  });
  const save = form.handleSubmit(async ({ role: newRole, ...values }) => {
    await updateAdmin({ id: admin.id, adminUpdateInput: { ...trimmedIdentity(values), is_super_admin: newRole === 'super' } }).unwrap();
    done(m.updated);
  });
  return (
    <FormPage title={format(m.editAdminOf, { name: adminName(admin) })} backTo="/admins" onSubmit={save} form={form}>
      <AdminIdentityFields form={form} />
      <SelectInput form={form} name="role" label={m.role} options={ROLE_OPTIONS} disabled={own} helperText={own ? m.ownRoleHelp : m.roleHelp} />
      {form.values.role !== role && <Alert severity="warning">{m.roleChangeEndsSessions}</Alert>}
    </FormPage>
  );
}

/** /admin/edit/{id}: the admin's form once loaded; an unknown admin says so with the way back. */
export default function AdminEditPage() {
  const id = useIdParam();
  const query = useGetAdminQuery({ id }, { skip: !id });
  return (
    <QueryView query={query} backTo="/admins" invalidId={!id}>
      {({ data: admin }) => <AdminForm key={admin.id} admin={admin} />}
    </QueryView>
  );
}
