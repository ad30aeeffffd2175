import { FormDialog } from '../../components/form/form-dialog';
import { useForm } from '../../components/form/use-form';
import { NumberInput, TextInput } from '../../components/form/text-input';
import { SelectInput } from '../../components/form/select-input';
import { StatusDialog } from '../../components/status-dialog';
import { statusLabel } from '../../components/status-chip';
import { useNotify } from '../../components/use-notify';
import { format } from '../../lib/format';
import { matches, phone, positive, required } from '../../lib/validators';
import { commonMessages } from '../../components/messages';
import { useUpdateTransactionMutation, useUpdateTransactionStatusMutation, type Transaction, type TransactionEditInput } from '../../store/api';
import { transactionMessages as m } from './messages';
import { fieldLimits } from '../../../openapi/generated/field-limits';

/** The statuses an admin may set (docs/business-rules.md#wallet-adds); `under_review` is the payment provider's. */
export const NEW_TRANSACTION_STATUSES = ['completed', 'pending', 'cancel'] as const;
type NewStatus = (typeof NEW_TRANSACTION_STATUSES)[number];

/** Edit Status: completed / pending / cancel, none preselected ('Select an option to update'). */
export function TransactionStatusDialog({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const [updateStatus] = useUpdateTransactionStatusMutation();
  const notify = useNotify();
  return (
    <StatusDialog
      title={format(m.statusTitle, { id: transaction.id })}
      statuses={NEW_TRANSACTION_STATUSES}
      statusLabel={m.newStatus}
      requiredMessage={m.selectStatus}
      onSubmit={async (status) => {
        await updateStatus({ transactionStatusInput: { transaction_id: transaction.id, status } }).unwrap();
        notify.success(m.saved);
      }}
      onClose={onClose}
    />
  );
}

/** Money as typed: digits with at most two decimals (the server refuses more, never rounds). */
const MONEY_TEXT = /^\d+(\.\d{1,2})?$/;

/**
 * The full-row edit: amount and phone number (both required); the status selector only when the
 * transaction is cancelled (it can be reopened or completed from there). A completed
 * transaction's amount is final.
 */
export function TransactionEditDialog({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const [updateTransaction] = useUpdateTransactionMutation();
  const notify = useNotify();
  const cancelled = transaction.status === 'cancel';
  const completed = transaction.status === 'completed';
  const form = useForm({
    limits: fieldLimits.TransactionEditInput,
    initialValues: { amount: transaction.amount, number: transaction.number ?? '', status: 'cancel' as string },
    rules: {
      amount: [required(m.amountRequired), matches(MONEY_TEXT, m.amountInvalid), positive(m.amountInvalid)],
      number: [required(m.numberRequired), phone(commonMessages.phoneInvalid)],
    },
  });
  const save = form.handleSubmit(async ({ amount, number, status }) => {
    const body: TransactionEditInput = { amount: Number(amount), number: number.trim() };
    if (cancelled) body.status = status as NewStatus;
    await updateTransaction({ id: transaction.id, transactionEditInput: body }).unwrap();
    notify.success(m.saved);
    onClose();
  });
  return (
    <FormDialog title={format(m.editTitle, { id: transaction.id })} form={form} onSubmit={save} onClose={onClose}>
      <NumberInput form={form} name="amount" label={m.amountTk} money required disabled={completed} helperText={completed ? m.amountFinal : undefined} />
      <TextInput form={form} name="number" label={m.phoneNumber} type="tel" inputMode="tel" required />
      {cancelled && (
        <SelectInput
          form={form}
          name="status"
          label={m.status}
          options={NEW_TRANSACTION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
          helperText={m.statusHelp}
        />
      )}
    </FormDialog>
  );
}
