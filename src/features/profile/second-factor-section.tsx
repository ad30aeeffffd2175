import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormDialog } from '../../components/form/form-dialog';
import { SubmitButton } from '../../components/form/submit-button';
import { TextInput } from '../../components/form/text-input';
import { useForm } from '../../components/form/use-form';
import { QueryView } from '../../components/query-view';
import { StatusChip } from '../../components/status-chip';
import { useNotify } from '../../components/use-notify';
import { format, formatCount } from '../../lib/format';
import { authenticatorCode, required } from '../../lib/validators';
import { useDisableMySecondFactorMutation, useGetMeQuery, useRegenerateRecoveryCodesMutation, type SecondFactorStatus } from '../../store/api';
import { fieldLimits } from '../../../openapi/generated/field-limits';
import { RecoveryCodes } from './recovery-codes';
import { SecondFactorEnrolment, useSecondFactorSetup } from './second-factor-enrolment';
import { Detail, Section } from './section';
import { profileMessages as m } from './messages';

/** At this many recovery codes left or fewer, the admin is told to make new ones. */
const FEW_RECOVERY_CODES = 3;

/** A current authenticator code confirms making new recovery codes; the new ones are shown once (component state only). */
function NewRecoveryCodesDialog({ onClose, onMade }: { onClose: () => void; onMade: (codes: string[]) => void }) {
  const [regenerate] = useRegenerateRecoveryCodesMutation();
  const form = useForm({
    initialValues: { code: '' },
    rules: { code: [required(m.codeRequired), authenticatorCode(m.codeSixDigits)] },
  });
  const submit = form.handleSubmit(async ({ code }) => {
    const request = regenerate({ secondFactorCodeInput: { code } });
    try {
      onMade((await request.unwrap()).data.recovery_codes);
    } finally {
      request.reset();
    }
  });
  return (
    <FormDialog title={m.newRecoveryCodes} form={form} onSubmit={submit} onClose={onClose} submitText={m.makeNewCodes}>
      <Typography variant="body2">{m.newRecoveryCodesText}</Typography>
      <TextInput form={form} name="code" label={m.code} inputMode="numeric" autoComplete="one-time-code" autoFocus required />
    </FormDialog>
  );
}

/** Turning it off asks for the password and a code (from the app, or a recovery code): a session left open is not enough. */
function TurnOffDialog({ onClose }: { onClose: () => void }) {
  const [disable] = useDisableMySecondFactorMutation();
  const notify = useNotify();
  const form = useForm({
    initialValues: { password: '', code: '' },
    // The password's limit only: a counter under a code field is noise (the server refuses a longer one).
    limits: { password: fieldLimits.SecondFactorDisableInput.password },
    rules: { password: [required(m.passwordRequired)], code: [required(m.codeOrRecoveryCodeRequired)] },
  });
  const submit = form.handleSubmit(async (values) => {
    const request = disable({ secondFactorDisableInput: values });
    try {
      await request.unwrap();
    } finally {
      request.reset();
    }
    notify.success(m.turnedOff);
    onClose();
  });
  return (
    <FormDialog title={m.turnOffTitle} form={form} onSubmit={submit} onClose={onClose} submitText={m.turnOff}>
      <Typography variant="body2">{m.turnOffText}</Typography>
      <TextInput form={form} name="password" label={m.password} type="password" autoComplete="current-password" autoFocus />
      <TextInput form={form} name="code" label={m.codeOrRecoveryCode} autoComplete="one-time-code" />
    </FormDialog>
  );
}

/** Status, Set up, New recovery codes and Turn off (not offered when the shop requires it of this admin). */
function SecondFactorPanel({ status, account }: { status: SecondFactorStatus; account: string }) {
  const { setup, start, starting, clear } = useSecondFactorSetup();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'new-codes' | 'turn-off' | null>(null);

  if (setup) return <SecondFactorEnrolment setup={setup} account={account} onEnrolled={clear} onCancel={clear} />;
  if (codes) return <RecoveryCodes codes={codes} account={account} onSaved={() => setCodes(null)} />;

  const { enrolled, required: requiredOfMe, recovery_codes_left: codesLeft } = status;
  return (
    <Stack spacing={2}>
      <Stack spacing={1}>
        <Detail label={m.status} value={<StatusChip status={enrolled ? 'active' : 'inactive'} label={enrolled ? m.on : m.off} />} />
        {enrolled && <Detail label={m.recoveryCodesLeft} value={formatCount(codesLeft)} />}
      </Stack>
      {enrolled && codesLeft <= FEW_RECOVERY_CODES && <Alert severity="warning">{format(m.fewRecoveryCodesLeft, { n: formatCount(codesLeft) })}</Alert>}
      {!enrolled && (
        <Typography variant="body2" color={requiredOfMe ? 'warning.main' : 'text.secondary'}>
          {requiredOfMe ? m.requiredSetUpNow : m.offText}
        </Typography>
      )}
      {enrolled && requiredOfMe && (
        <Typography variant="body2" color="text.secondary">
          {m.requiredCannotTurnOff}
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {enrolled ? (
          <>
            <Button variant="outlined" onClick={() => setDialog('new-codes')}>
              {m.newRecoveryCodes}
            </Button>
            {!requiredOfMe && (
              <Button color="error" onClick={() => setDialog('turn-off')}>
                {m.turnOff}
              </Button>
            )}
          </>
        ) : (
          <SubmitButton type="button" busy={starting} onClick={() => void start()}>
            {m.setUp}
          </SubmitButton>
        )}
      </Stack>
      {dialog === 'new-codes' && (
        <NewRecoveryCodesDialog
          onClose={() => setDialog(null)}
          onMade={(made) => {
            setDialog(null);
            setCodes(made);
          }}
        />
      )}
      {dialog === 'turn-off' && <TurnOffDialog onClose={() => setDialog(null)} />}
    </Stack>
  );
}

/** The profile's two-step sign-in: its status from GET /admin/me, and what the admin can do about it. */
export function SecondFactorSection() {
  const me = useGetMeQuery();
  return (
    <Section title={m.secondFactorTitle} hint={m.secondFactorHint}>
      <QueryView query={me}>{({ data }) => <SecondFactorPanel status={data.second_factor} account={data.user.email} />}</QueryView>
    </Section>
  );
}
