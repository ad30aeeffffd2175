import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useListOrderMessagesQuery } from '../store/api';
import { required } from '../lib/validators';
import { format, formatCount } from '../lib/format';
import { FormDialog } from './form/form-dialog';
import { SelectInput, type SelectOption } from './form/select-input';
import { useForm } from './form/use-form';
import { commonMessages } from './messages';
import { statusLabel } from './status-chip';
import { usePermissions } from './use-permissions';
import { fieldLimits } from '../../openapi/generated/field-limits';

/** Longest note the contract takes. */
const NOTE_MAX = fieldLimits.OrderStatusInput.order_note;

export interface StatusDialogProps<S extends string> {
  title: string;
  /** The statuses offered, in order. */
  statuses: readonly S[];
  /** Preselected status; none by default, so the admin has to pick one. */
  initialStatus?: S;
  /** Shown when Update is pressed with no status picked (e.g. 'Select an order status'). */
  requiredMessage: string;
  statusLabel: string;
  /** Adds the optional note, offering the stored order messages (it still takes any text). */
  withNote?: boolean;
  /** Runs the change; the dialog closes when it resolves and shows the error when it throws. */
  onSubmit: (status: S, note: string | null) => Promise<unknown>;
  onClose: () => void;
}

/** Changes a record's status (a wallet-add, an order): pick a status, optionally add a note. */
export function StatusDialog<S extends string>({
  title,
  statuses,
  initialStatus,
  requiredMessage,
  statusLabel: fieldLabel,
  withNote = false,
  onSubmit,
  onClose,
}: StatusDialogProps<S>) {
  const { can } = usePermissions();
  const messages = useListOrderMessagesQuery({}, { skip: !withNote || !can('listOrderMessages') });
  const noteOptions = messages.data?.rows.map((message) => message.message) ?? [];
  const form = useForm({
    initialValues: { status: (initialStatus ?? '') as string, note: '' },
    rules: { status: [required(requiredMessage)] },
  });
  const options: SelectOption[] = statuses.map((status) => ({ value: status, label: statusLabel(status) }));
  const save = form.handleSubmit(async ({ status, note }) => {
    await onSubmit(status as S, withNote && note.trim() !== '' ? note.trim() : null);
    onClose();
  });
  const noteError = form.values.note.length > NOTE_MAX;

  return (
    <FormDialog title={title} form={form} onSubmit={save} onClose={onClose} submitText={commonMessages.update} submitDisabled={noteError}>
      <SelectInput form={form} name="status" label={fieldLabel} options={options} required />
      {withNote && (
        <Autocomplete
          freeSolo
          options={noteOptions}
          inputValue={form.values.note}
          onInputChange={(_event, value) => form.setValue('note', value)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={commonMessages.note}
              error={noteError}
              helperText={`${commonMessages.noteHelp} (${format(commonMessages.lengthCount, { n: formatCount(form.values.note.length), max: formatCount(NOTE_MAX) })})`}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
