import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { NumberInput, TextInput } from '../../components/form/text-input';
import { SwitchInput } from '../../components/form/switch-input';
import { useUnsavedChangesPrompt } from '../../components/form/use-unsaved-changes-prompt';
import { useForm } from '../../components/form/use-form';
import { useConfirm } from '../../components/confirm-dialog';
import { PageHeading } from '../../components/page-heading';
import { useNotify } from '../../components/use-notify';
import { usePermissions } from '../../components/use-permissions';
import { format, formatCount } from '../../lib/format';
import { required } from '../../lib/validators';
import { useLazyCountSmsRecipientsQuery, useSendSmsMutation, type SmsInput } from '../../store/api';
import { BroadcastProgress } from './broadcast-progress';
import { RecentBroadcasts } from './recent-broadcasts';
import { smsMessages as m } from './messages';
import { fieldLimits } from '../../../openapi/generated/field-limits';

type SmsFormValues = { message: string; user_limit: string; only_wallet_user: 0 | 1 };
const EMPTY: SmsFormValues = { message: '', user_limit: '', only_wallet_user: 0 };
/** The contract's longest message. */

/** What the call sends: the message trimmed, the limit as a number (none when empty). */
export function smsInput(values: SmsFormValues): SmsInput {
  const limit = values.user_limit.trim();
  return { message: values.message.trim(), user_limit: limit === '' ? null : Number(limit), only_wallet_user: values.only_wallet_user };
}

/** Not sent because the admin kept editing or nobody matched: the form stays open, with no failure toast. */
const NOT_SENT = new Error('Not sent');

/** "Send to 1,234 customers?": the question before a broadcast, with the server's count. */
export const recipientsQuestion = (n: number) => format(n === 1 ? m.confirmTitleOne : m.confirmTitle, { n: formatCount(n) });

/**
 * /send-sms: the broadcast form, the started broadcast's live progress, the recent ones. Sending
 * asks first, naming how many customers the server would send to now (countSmsRecipients, the
 * send's own query), the dismiss button focused; nobody to send to sends nothing.
 */
export default function SendSmsPage() {
  const [sendSms] = useSendSmsMutation();
  const [countRecipients] = useLazyCountSmsRecipientsQuery();
  const confirm = useConfirm();
  const notify = useNotify();
  const { can } = usePermissions();
  const [broadcastId, setBroadcastId] = useState<number>();
  const form = useForm<SmsFormValues>({
    limits: fieldLimits.SmsInput,
    initialValues: EMPTY,
    rules: {
      // The contract's length limit (fieldLimits.SmsInput) stops and counts the message as it is typed.
      message: [required(m.messageRequired)],
      user_limit: [(value) => (value.trim() !== '' && Number(value) < 1 ? m.userLimitInvalid : undefined)],
    },
  });
  const submit = form.handleSubmit(
    async (values) => {
      const input = smsInput(values);
      const { data: audience } = await countRecipients({ userLimit: input.user_limit ?? undefined, onlyWalletUser: input.only_wallet_user }).unwrap();
      if (audience.recipients === 0) {
        notify.error(m.noRecipientsNow);
        throw NOT_SENT;
      }
      const send = await confirm({
        title: recipientsQuestion(audience.recipients),
        message: input.message,
        confirmText: m.confirmSend,
        cancelText: m.keepEditing,
        destructive: false,
      });
      if (!send) throw NOT_SENT;
      const { data } = await sendSms({ smsInput: input }).unwrap();
      notify.success(m.sending);
      setBroadcastId(data.broadcast_id);
      form.reset(EMPTY);
    },
    (error) => error !== NOT_SENT && notify.error(m.failed),
  );
  useUnsavedChangesPrompt(form.dirty);

  return (
    <Stack spacing={2}>
      <PageHeading title={m.title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2.5}>
            <TextInput
              form={form}
              name="message"
              label={m.message}
              required
              multiline
              minRows={4}
              maxRows={12}
              autoFocus
            />
            <NumberInput form={form} name="user_limit" label={m.userLimit} integer helperText={m.userLimitHelp} />
            <SwitchInput form={form} name="only_wallet_user" label={m.onlyWalletUsers} helperText={m.onlyWalletUsersHelp} />
          </Stack>
          <Box sx={{ mt: 3 }}>
            <Button
              type="submit"
              variant="contained"
              disabled={form.submitting}
              startIcon={form.submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {m.send}
            </Button>
          </Box>
        </Box>
      </Paper>
      {broadcastId !== undefined && <BroadcastProgress key={broadcastId} id={broadcastId} />}
      {can('listSmsBroadcasts') && <RecentBroadcasts />}
    </Stack>
  );
}
