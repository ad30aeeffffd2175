import Stack from '@mui/material/Stack';
import { TextInput } from '../../components/form/text-input';
import type { FormApi } from '../../components/form/use-form';
import { matches, required } from '../../lib/validators';
import { adminMessages as m } from './messages';

/** Who an admin is: the values the add and edit forms both ask for (a type, not an interface: form values are a record). */
export type AdminIdentity = {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
};

/** The identity fields' rules (each required; the email an address), for the form's `rules`. */
export const adminIdentityRules = {
  first_name: [required(m.firstNameRequired)],
  last_name: [required(m.lastNameRequired)],
  username: [required(m.usernameRequired)],
  email: [required(m.emailRequired), matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, m.emailInvalid)],
};

/** The identity as it is sent: the email without the spaces around it. */
export function trimmedIdentity<V extends AdminIdentity>(values: V): V {
  return { ...values, email: values.email.trim() };
}

/** First and last name (side by side from `sm`), username and email, bound to a form holding an AdminIdentity. */
export function AdminIdentityFields({ form }: { form: FormApi<AdminIdentity> }) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextInput form={form} name="first_name" label={m.firstName} required autoComplete="off" />
        <TextInput form={form} name="last_name" label={m.lastName} required autoComplete="off" />
      </Stack>
      <TextInput form={form} name="username" label={m.username} required autoComplete="off" />
      <TextInput form={form} name="email" label={m.email} type="email" required autoComplete="off" />
    </>
  );
}
