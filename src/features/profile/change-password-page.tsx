import { FormPage } from '../../components/form/form-page';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { ChangePasswordFields, useChangePasswordForm } from './change-password-form';
import { profileMessages as m } from './messages';

/** The change-password form on its own screen (the existing dashboard's route); the profile has the same form. */
export default function ChangePasswordPage() {
  const done = useSuccessRedirect('/profile');
  const { form, submit } = useChangePasswordForm(() => done(m.passwordChanged));
  return (
    <FormPage title={m.changePasswordTitle} backTo="/profile" onSubmit={submit} form={form} submitLabel={m.changePassword}>
      <ChangePasswordFields form={form} />
    </FormPage>
  );
}
