import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CopyText } from '../../components/copy-text';
import { SubmitButton } from '../../components/form/submit-button';
import { TextInput } from '../../components/form/text-input';
import { useForm } from '../../components/form/use-form';
import { useNotify } from '../../components/use-notify';
import { errorStatus } from '../../lib/format-error';
import { authenticatorCode, required } from '../../lib/validators';
import { fieldLimits } from '../../../openapi/generated/field-limits';
import { api, SECOND_FACTOR_ENROLLED_TAGS, useBeginSecondFactorSetupMutation, useConfirmSecondFactorMutation, type SecondFactorSetup } from '../../store/api';
import { useAppDispatch } from '../../store/hooks';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';
import { profileMessages as m } from './messages';

/** The key in groups of four, as authenticator apps show it: easier to type and to check. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Begins an enrolment on the admin's click (a new pending secret on the server each time). The
 * secret stays in this component's state only: the mutation's copy in the store is dropped as
 * soon as it has answered.
 */
export function useSecondFactorSetup() {
  const [begin, { isLoading }] = useBeginSecondFactorSetupMutation();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const start = async () => {
    const request = begin();
    try {
      setSetup((await request.unwrap()).data);
    } catch (error) {
      notify.error(error);
      // Already enrolled (another tab, another device): the status shown is out of date.
      if (errorStatus(error) === 409) dispatch(api.util.invalidateTags(['Me']));
    } finally {
      request.reset();
    }
  };
  return { setup, start, starting: isLoading, clear: () => setSetup(null) };
}

/**
 * Enrolling: the QR code of the otpauth:// address drawn in the page, the key for typing in by
 * hand, and the password with the first code to confirm; then the ten recovery codes, once. `onEnrolled` runs when
 * the admin says the codes are saved: only then is the status refreshed, since the mandatory
 * enrolment screen closes as soon as the server's status says enrolled.
 */
export function SecondFactorEnrolment({
  setup,
  account,
  onEnrolled,
  onCancel,
}: {
  setup: SecondFactorSetup;
  account: string;
  onEnrolled: () => void;
  onCancel?: () => void;
}) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [confirm] = useConfirmSecondFactorMutation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm({
    initialValues: { password: '', code: '' },
    limits: { password: fieldLimits.SecondFactorConfirmInput.password },
    rules: { password: [required(m.passwordRequired)], code: [required(m.codeRequired), authenticatorCode(m.codeSixDigits)] },
  });

  // Enrolled but left before saying the codes were saved (another screen, the tab closed): the status still follows.
  const unrefreshed = useRef(false);
  useEffect(
    () => () => {
      if (unrefreshed.current) dispatch(api.util.invalidateTags(SECOND_FACTOR_ENROLLED_TAGS));
    },
    [dispatch],
  );

  const submit = form.handleSubmit(async (values) => {
    const request = confirm({ secondFactorConfirmInput: values });
    try {
      const { data } = await request.unwrap();
      unrefreshed.current = true;
      setCodes(data.recovery_codes);
      notify.success(m.turnedOn);
    } finally {
      request.reset();
    }
  });

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        account={account}
        onSaved={() => {
          unrefreshed.current = false;
          dispatch(api.util.invalidateTags(SECOND_FACTOR_ENROLLED_TAGS));
          onEnrolled();
        }}
      />
    );
  }

  return (
    <Stack spacing={2}>
      <Typography>{m.scanStep}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <Box sx={{ flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          <QrCode text={setup.otpauth_url} label={m.qrLabel} loadingLabel={m.preparingQr} failedText={m.qrFailed} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {m.manualKey}
          </Typography>
          <Box sx={{ fontSize: '1rem' }}>
            <CopyText value={setup.secret} display={grouped(setup.secret)} label={m.key} />
          </Box>
        </Box>
      </Stack>
      <Typography>{m.codeStep}</Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <TextInput form={form} name="password" label={m.password} type="password" autoComplete="current-password" required />
          <TextInput form={form} name="code" label={m.code} inputMode="numeric" autoComplete="one-time-code" required />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <SubmitButton busy={form.submitting}>{m.turnOn}</SubmitButton>
          {onCancel && (
            <Button onClick={onCancel} disabled={form.submitting}>
              {m.cancel}
            </Button>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
