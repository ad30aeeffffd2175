import Typography from '@mui/material/Typography';
import { FormDialog } from '../../components/form/form-dialog';
import { TextInput } from '../../components/form/text-input';
import { useForm } from '../../components/form/use-form';
import { useNotify } from '../../components/use-notify';
import { format } from '../../lib/format';
import { required, type Rule } from '../../lib/validators';
import { useResetAdminPasswordMutation, type Admin } from '../../store/api';
import { adminName } from './admin-name';
import { adminMessages as m } from './messages';
import { fieldLimits } from '../../../openapi/generated/field-limits';

/** The contract's shortest password. */
const MIN_PASSWORD = 8;

const initialValues = { new_password: '', confirm_password: '' };
type Values = typeof initialValues;

const longEnough: Rule<string, Values> = (value) => (value && value.length < MIN_PASSWORD ? m.passwordTooShort : undefined);
const samePassword: Rule<string, Values> = (value, values) => (value && value !== values.new_password ? m.passwordsDiffer : undefined);

/**
 * A super admin sets a new password for another admin who forgot theirs: typed twice, checked here
 * and on the server; the admin's sessions end and their devices are forgotten.
 */
export function ResetPasswordDialog({ admin, onClose }: { admin: Admin; onClose: () => void }) {
  const [resetPassword] = useResetAdminPasswordMutation();
  const notify = useNotify();
  const name = adminName(admin);
  const form = useForm({
    limits: fieldLimits.AdminPasswordResetInput,
    initialValues,
    rules: {
      new_password: [required(m.passwordRequired), longEnough],
      confirm_password: [required(m.confirmPasswordRequired), samePassword],
    },
  });
  const save = form.handleSubmit(async (values) => {
    await resetPassword({ id: admin.id, adminPasswordResetInput: values }).unwrap();
    notify.success(format(m.passwordResetDone, { name }));
    onClose();
  });
  return (
    <FormDialog title={format(m.resetPasswordOf, { name })} form={form} onSubmit={save} onClose={onClose} submitText={m.resetPassword}>
      <Typography variant="body2" color="text.secondary">
        {m.resetPasswordHelp}
      </Typography>
      <TextInput form={form} name="new_password" label={m.newPassword} type="password" required autoComplete="new-password" autoFocus />
      <TextInput form={form} name="confirm_password" label={m.confirmPassword} type="password" required autoComplete="new-password" />
    </FormDialog>
  );
}
