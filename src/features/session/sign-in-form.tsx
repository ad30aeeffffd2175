import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLoginMutation } from '../../store/api';
import { useAppDispatch } from '../../store/hooks';
import { apiErrorBody, errorStatus, formatError } from '../../lib/format-error';
import { format } from '../../lib/format';
import { required, type Rule } from '../../lib/validators';
import { useForm } from '../../components/form/use-form';
import { TextInput } from '../../components/form/text-input';
import { signedIn } from '../../store/session-slice';
import { codeAsked, codeProblem } from './second-factor-code';
import { deviceTokenFor, keepDeviceToken } from './known-device';
import { sessionMessages as m } from './messages';

/** 401 is the one answer for unknown identity and wrong password; 429 carries the server's wait message. */
function loginErrorMessage(error: unknown): string {
  const status = errorStatus(error);
  if (status === 401) return m.wrongCredentials;
  if (status === 429) return apiErrorBody(error)?.message ?? formatError(error);
  return formatError(error);
}

type Step = 'password' | 'code' | 'recovery-code';

/**
 * Email, password, Remember me and Sign In: the sign-in page's form, and the "session ended"
 * dialog's. For an admin with two-step sign-in the server answers the right password with a 401
 * asking for the code: the form then asks for it (or a recovery code) and sends all three again.
 * The password stays in this form's state only, gone when the form is.
 */
export function SignInForm({ identity = '', onSignedIn, actions }: { identity?: string; onSignedIn: () => void; actions?: React.ReactNode }) {
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('password');
  const asksCode = step !== 'password';
  const codeRule: Rule<string> = (value) => (asksCode ? codeProblem(value, step === 'recovery-code') : undefined);
  const form = useForm({
    initialValues: { email: identity, password: '', remember: true, code: '' },
    rules: { email: [required(m.emailRequired)], password: [required(m.passwordRequired)], code: [codeRule] },
  });

  const submit = form.handleSubmit(
    async ({ email, password, remember, code }) => {
      setFailure(null);
      const device = deviceTokenFor(email);
      const { data } = await login({
        loginInput: { identity: email.trim(), password, remember: remember ? 1 : 0, ...(asksCode ? { code } : {}), ...(device ? { device } : {}) },
      }).unwrap();
      keepDeviceToken([email, data.user.email, data.user.username], data.device_token);
      dispatch(signedIn({ user: data.user, token: data.token, expiresAt: data.expires_at, remember }));
      onSignedIn();
    },
    (error) => {
      if (codeAsked(errorStatus(error), apiErrorBody(error))) {
        // The password was right: ask for the code; a wrong code's reason is already on the code field.
        if (!asksCode) setStep('code');
        return;
      }
      if (errorStatus(error) === 401) {
        setStep('password');
        form.setValue('code', '');
      }
      setFailure(loginErrorMessage(error));
    },
  );

  const switchCode = () => {
    setStep(step === 'code' ? 'recovery-code' : 'code');
    form.setValue('code', '');
    form.setError('code', undefined);
  };
  const otherAccount = () => {
    setStep('password');
    setFailure(null);
    form.reset({ email: '', password: '', remember: form.values.remember, code: '' });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {asksCode ? (
          <>
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              {format(m.signingInAs, { identity: form.values.email.trim() })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {step === 'code' ? m.codeHint : m.recoveryCodeHint}
            </Typography>
            {/* Remounted on a switch between the two kinds of code, so the field takes the focus again. */}
            <TextInput
              key={step}
              form={form}
              name="code"
              label={step === 'code' ? m.code : m.recoveryCode}
              inputMode={step === 'code' ? 'numeric' : undefined}
              autoComplete={step === 'code' ? 'one-time-code' : 'off'}
              autoFocus
              required
            />
            <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <Button size="small" onClick={switchCode} sx={{ px: 0 }}>
                {step === 'code' ? m.useRecoveryCode : m.useAuthenticatorCode}
              </Button>
              {!identity && (
                <Button size="small" onClick={otherAccount} sx={{ px: 0 }}>
                  {m.otherAccount}
                </Button>
              )}
            </Stack>
          </>
        ) : (
          <>
            <TextInput form={form} name="email" label={m.email} autoComplete="username" autoFocus={!identity} />
            <TextInput form={form} name="password" label={m.password} type="password" autoComplete="current-password" autoFocus={Boolean(identity)} />
          </>
        )}
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
