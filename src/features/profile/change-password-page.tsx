import { useChangePasswordMutation } from '../../store/api';
import { required } from '../../lib/validators';
import { useForm } from '../../components/form/use-form';
import { TextInput } from '../../components/form/text-input';
import { FormPage } from '../../components/form/form-page';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { profileMessages as m } from './messages';

/** Old, new and confirm password; the server checks that they match (spec 5: no client equality check). */
export default function ChangePasswordPage() {
  const [changePassword] = useChangePasswordMutation();
  const done = useSuccessRedirect('/');
  const form = useForm({
    initialValues: { old_password: '', new_password: '', confirm_password: '' },
    rules: {
      old_password: [required(m.oldPasswordRequired)],
      new_password: [required(m.newPasswordRequired)],
      confirm_password: [required(m.confirmPasswordRequired)],
    },
  });

  const save = form.handleSubmit(async (values) => {
    await changePassword({ changePasswordInput: values }).unwrap();
    done(m.passwordChanged);
  });

  return (
    <FormPage title={m.changePasswordTitle} backTo="/" onSubmit={save} form={form} submitLabel={m.changePassword}>
      <TextInput form={form} name="old_password" label={m.oldPassword} type="password" autoComplete="current-password" />
      <TextInput form={form} name="new_password" label={m.newPassword} type="password" autoComplete="new-password" />
      <TextInput form={form} name="confirm_password" label={m.confirmPassword} type="password" autoComplete="new-password" />
    </FormPage>
  );
}
