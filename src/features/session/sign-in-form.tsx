import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useLoginMutation } from '../../store/api';
import { useAppDispatch } from '../../store/hooks';
import { apiErrorBody, errorStatus, formatError } from '../../lib/format-error';
import { required } from '../../lib/validators';
import { useForm } from '../../components/form/use-form';
import { TextInput } from '../../components/form/text-input';
import { signedIn } from '../../store/session-slice';
import { sessionMessages as m } from './messages';

/** 401 is the one answer for unknown identity and wrong password; 429 carries the server's wait message. */
function loginErrorMessage(error: unknown): string {
  const status = errorStatus(error);
  if (status === 401) return m.wrongCredentials;
  if (status === 429) return apiErrorBody(error)?.message ?? formatError(error);
  return formatError(error);
}

/** Email, password, Remember me and Sign In: the sign-in page's form, and the "session ended" dialog's. */
export function SignInForm({ identity = '', onSignedIn, actions }: { identity?: string; onSignedIn: () => void; actions?: React.ReactNode }) {
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: identity, password: '', remember: true },
    rules: { email: [required(m.emailRequired)], password: [required(m.passwordRequired)] },
  });

  const submit = form.handleSubmit(
    async ({ email, password, remember }) => {
      setFailure(null);
      const { data } = await login({ loginInput: { identity: email.trim(), password, remember: remember ? 1 : 0 } }).unwrap();
      dispatch(signedIn({ user: data.user, token: data.token, expiresAt: data.expires_at, remember }));
      onSignedIn();
    },
    (error) => setFailure(loginErrorMessage(error)),
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextInput form={form} name="email" label={m.email} autoComplete="username" autoFocus={!identity} />
        <TextInput form={form} name="password" label={m.password} type="password" autoComplete="current-password" autoFocus={Boolean(identity)} />
        <FormControlLabel
          label={m.rememberMe}
          control={<Checkbox checked={form.values.remember} onChange={(event) => form.setValue('remember', event.target.checked)} />}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {actions}
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth={!actions}
            disabled={form.submitting}
            startIcon={form.submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {m.signIn}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
