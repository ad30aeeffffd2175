import type { PaymentMethod, PaymentMethodInput } from '../../store/api';
import { matches, required } from '../../lib/validators';
import { useForm } from '../../components/form/use-form';
import { NumberInput, TextInput } from '../../components/form/text-input';
import { SelectInput, type SelectOption } from '../../components/form/select-input';
import { SwitchInput } from '../../components/form/switch-input';
import { FormPage } from '../../components/form/form-page';
import { ImageField } from '../../components/image-field';
import { paymentMethodMessages as m } from './messages';
import { fieldLimits } from '../../../openapi/generated/field-limits';

// A type, not an interface: form values need an index signature.
export type PaymentMethodFormValues = {
  name: string;
  logo: string;
  info: string;
  status: string;
  is_automated: 0 | 1;
};

/** The dashboard has always created methods with status "1". */
export const NEW_PAYMENT_METHOD: PaymentMethodFormValues = { name: '', logo: '', info: '', status: '1', is_automated: 0 };

const STATUS_OPTIONS: SelectOption[] = [
  { value: '1', label: m.statusActive },
  { value: '0', label: m.statusInactive },
];

/** Status is free text on the server: "1" and "0" read as Active and Inactive, anything else as written. */
export const paymentStatusLabel = (status: string | null) => STATUS_OPTIONS.find((o) => o.value === status)?.label ?? status ?? '';

export function paymentMethodFormValues(method: PaymentMethod): PaymentMethodFormValues {
  return { name: method.name, logo: method.logo ?? '', info: method.info ?? '', status: method.status ?? '', is_automated: method.is_automated };
}

export function paymentMethodInput(values: PaymentMethodFormValues): PaymentMethodInput {
  return { ...values, name: values.name.trim(), status: values.status.trim() };
}

interface PaymentMethodFormProps {
  title: string;
  initialValues: PaymentMethodFormValues;
  /** The current logo's full URL (edit). */
  logoUrl?: string | null;
  save: (values: PaymentMethodFormValues) => Promise<void>;
}

/** Create and edit: name, logo, information (digits), status, automated flag — all but the flag required. */
export function PaymentMethodForm({ title, initialValues, logoUrl, save }: PaymentMethodFormProps) {
  const form = useForm({
    limits: fieldLimits.PaymentMethodInput,
    initialValues,
    rules: {
      name: [required(m.nameRequired)],
      logo: [required(m.logoRequired)],
      info: [required(m.infoRequired), matches(/^\d+$/, m.infoNumeric)],
      status: [required(m.statusRequired)],
    },
  });
  // A status written by another tool stays selectable instead of silently turning into "1".
  const statusOptions = STATUS_OPTIONS.some((o) => o.value === initialValues.status) || !initialValues.status
    ? STATUS_OPTIONS
    : [...STATUS_OPTIONS, { value: initialValues.status, label: initialValues.status }];
  return (
    <FormPage title={title} backTo="/payment-method" form={form} onSubmit={form.handleSubmit(save)}>
      <TextInput form={form} name="name" label={m.name} required />
      <ImageField form={form} name="logo" label={m.logo} currentUrl={logoUrl} />
      <NumberInput form={form} name="info" label={m.info} integer helperText={m.infoHelp} required />
      <SelectInput form={form} name="status" label={m.status} options={statusOptions} required />
      <SwitchInput form={form} name="is_automated" label={m.automated} />
    </FormPage>
  );
}
