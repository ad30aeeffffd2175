import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { commonMessages } from '../../components/messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextInput } from '../../components/form/text-input';
import { useForm } from '../../components/form/use-form';
import { useNotify } from '../../components/use-notify';
import { format } from '../../lib/format';
import { matches, required } from '../../lib/validators';
import { useActivateAuthModuleMutation, type AuthModule } from '../../store/api';
import { adminMessages as m } from './messages';
import { fieldLimits } from '../../../openapi/generated/field-limits';

/** `listTopupPackages` → `list_topup_packages`: a slug the admin may keep or change. */
const suggestedSlug = (operationId: string) => operationId.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/**
 * Activates a module (or renames an active one) with a name, a slug of lowercase letters, digits
 * and underscores, and a description; the server repeats the checks and refuses a slug in use.
 */
export function ActivateAuthDialog({ module, onClose }: { module: AuthModule; onClose: () => void }) {
  const [activate] = useActivateAuthModuleMutation();
  const notify = useNotify();
  const form = useForm({
    limits: fieldLimits.AuthModuleActivateInput,
    initialValues: {
      name: module.name ?? '',
      slug: module.slug ?? suggestedSlug(module.operation_id),
      description: module.description ?? '',
    },
    rules: {
      name: [required(m.authNameRequired)],
      slug: [required(m.slugRequired), matches(/^[a-z0-9_]+$/, m.slugInvalid)],
      description: [required(m.descriptionRequired)],
    },
  });
  const save = form.handleSubmit(async (values) => {
    await activate({ id: module.id, authModuleActivateInput: values }).unwrap();
    notify.success(m.authActivated);
    onClose();
  });
  const titleId = `activate-auth-${module.id}`;
  return (
    <Dialog open onClose={form.submitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={save}>
        <DialogTitle id={titleId}>
          {format(module.status === 1 ? m.renameTitle : m.activateTitle, { operation: module.operation_id })}
        </DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Stack spacing={2.5}>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {module.method} {module.path}
            </Typography>
            <TextInput form={form} name="name" label={m.authName} required autoFocus />
            <TextInput form={form} name="slug" label={m.slug} required />
            <TextInput form={form} name="description" label={m.description} required multiline minRows={2} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.submitting}>
            {commonMessages.cancel}
          </Button>
          <SubmitButton busy={form.submitting}>{commonMessages.submit}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
