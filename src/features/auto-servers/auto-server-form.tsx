import type { AutoServer, AutoServerInput, AutoServerStatus } from '../../store/api';
import { required } from '../../lib/validators';
import { useForm } from '../../components/form/use-form';
import { SelectInput } from '../../components/form/select-input';
import { TextInput } from '../../components/form/text-input';
import { FormPage } from '../../components/form/form-page';
import { autoServerMessages as m } from './messages';
import { fieldLimits } from '../../../openapi/generated/field-limits';

/** One list of statuses for create and edit (the old edit form sent a different inactive value). */
export const AUTO_SERVER_STATUS_OPTIONS: { value: AutoServerStatus; label: string }[] = [
  { value: 'active', label: m.active },
  { value: 'inactive', label: m.inactive },
];

/** The form sets every field, status included: the server never falls back to its default. */
export type AutoServerFormValues = Required<AutoServerInput>;

export const NEW_AUTO_SERVER: AutoServerFormValues = { name: '', link: '', status: 'active' };

export const autoServerFormValues = ({ name, link, status }: AutoServer): AutoServerFormValues => ({ name, link, status });

interface AutoServerFormProps {
  title: string;
  initialValues: AutoServerFormValues;
  save: (values: AutoServerFormValues) => Promise<void>;
}

/** The create and edit form of an auto server: name, link and status, all the same on both. */
export function AutoServerForm({ title, initialValues, save }: AutoServerFormProps) {
  const form = useForm({
    limits: fieldLimits.AutoServerInput,
    initialValues,
    rules: { name: [required(m.nameRequired)], link: [required(m.linkRequired)] },
  });
  const submit = form.handleSubmit((values) => save({ ...values, name: values.name.trim(), link: values.link.trim() }));
  return (
    <FormPage title={title} backTo="/auto-server" form={form} onSubmit={submit}>
      <TextInput form={form} name="name" label={m.name} />
      <TextInput form={form} name="link" label={m.link} type="url" />
      <SelectInput form={form} name="status" label={m.status} options={AUTO_SERVER_STATUS_OPTIONS} />
    </FormPage>
  );
}
