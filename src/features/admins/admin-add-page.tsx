import { FormPage } from '../../components/form/form-page';
import { TextInput } from '../../components/form/text-input';
import { useForm } from '../../components/form/use-form';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { required, type Rule } from '../../lib/validators';
import { useCreateAdminMutation } from '../../store/api';
import { AdminIdentityFields, adminIdentityRules, trimmedIdentity } from './admin-identity-fields';
import { adminMessages as m } from './messages';
import { fieldLimits } from '../../../openapi/generated/field-limits';

/** The contract's shortest password. */
const MIN_PASSWORD = 8;

const initialValues = { first_name: '', last_name: '', username: '', email: '', password: '', confirm_password: '' };
type Values = typeof initialValues;

const longEnough: Rule<string, Values> = (value) => (value && value.length < MIN_PASSWORD ? m.passwordTooShort : undefined);
// Checked here as well as on the server (a deliberate improvement on the old dashboard).
const samePassword: Rule<string, Values> = (value, values) => (value && value !== values.password ? m.passwordsDiffer : undefined);

/**
 * Creates a sub-admin (no grants yet). Every field is required; the server's errors (a taken
 * username or email) appear on their fields.
 */
export default function AdminAddPage() {
  const [createAdmin] = useCreateAdminMutation();
  const done = useSuccessRedirect('/admins');
  const form = useForm({
    limits: fieldLimits.AdminCreateInput,
    initialValues,
    rules: {
      ...adminIdentityRules,
      password: [required(m.passwordRequired), longEnough],
      confirm_password: [required(m.confirmPasswordRequired), samePassword],
    },
  });

  const save = form.handleSubmit(async (values) => {
    await createAdmin({ adminCreateInput: trimmedIdentity(values) }).unwrap();
    done(m.created);
  });

  return (
    <FormPage title={m.addTitle} backTo="/admins" onSubmit={save} form={form}>
      <AdminIdentityFields form={form} />
      <TextInput form={form} name="password" label={m.password} type="password" required autoComplete="new-password" />
      <TextInput form={form} name="confirm_password" label={m.confirmPassword} type="password" required autoComplete="new-password" />
    </FormPage>
  );
}
