import { useEffect } from 'react';
import { TextInput } from '../../components/form/text-input';
import { useForm } from '../../components/form/use-form';
import { required, type Rule } from '../../lib/validators';
import { useChangePasswordMutation } from '../../store/api';
import { profileMessages as m } from './messages';
import { fieldLimits } from '../../../openapi/generated/field-limits';

/** The contract's shortest password. */
const MIN_PASSWORD = 8;
const initialValues = { old_password: '', new_password: '', confirm_password: '' };
type Values = typeof initialValues;

const longEnough: Rule<string, Values> = (value) => (value && value.length < MIN_PASSWORD ? m.newPasswordTooShort : undefined);
// Checked here as well as on the server, as on the create-admin form.
const samePassword: Rule<string, Values> = (value, values) => (value && value !== values.new_password ? m.passwordsDiffer : undefined);

/**
 * Old, new and confirm password. A change ends the admin's other sessions on the server (the
 * sessions list refreshes through its cache tag). `onChanged` runs after the success; with
 * `reuse` the form empties itself afterwards for another change (the profile keeps it on screen).
 */
export function useChangePasswordForm(onChanged: () => void, { reuse = false } = {}) {
  const [changePassword] = useChangePasswordMutation();
  const form = useForm({
    limits: fieldLimits.ChangePasswordInput,
    initialValues,
    rules: {
      old_password: [required(m.oldPasswordRequired)],
      new_password: [required(m.newPasswordRequired), longEnough],
      confirm_password: [required(m.confirmPasswordRequired), samePassword],
    },
  });
  const submit = form.handleSubmit(async (values) => {
    await changePassword({ changePasswordInput: values }).unwrap();
    onChanged();
  });
  const { succeeded, reset } = form;
  useEffect(() => {
    if (reuse && succeeded) reset(initialValues);
  }, [reuse, succeeded, reset]);
  return { form, submit };
}

export function ChangePasswordFields({ form }: { form: ReturnType<typeof useChangePasswordForm>['form'] }) {
  return (
    <>
      <TextInput form={form} name="old_password" label={m.oldPassword} type="password" required autoComplete="current-password" />
      <TextInput form={form} name="new_password" label={m.newPassword} type="password" required autoComplete="new-password" />
      <TextInput form={form} name="confirm_password" label={m.confirmPassword} type="password" required autoComplete="new-password" />
    </>
  );
}
