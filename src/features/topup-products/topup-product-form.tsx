import { useForm } from '../../components/form/use-form';
import { NumberInput, TextInput } from '../../components/form/text-input';
import { SelectInput } from '../../components/form/select-input';
import { SwitchInput } from '../../components/form/switch-input';
import { FormPage } from '../../components/form/form-page';
import { ImageField } from '../../components/image-field';
import { RichTextField } from '../../components/rich-text-field';
import { httpUrl, required } from '../../lib/validators';
import type { TopupProduct, TopupType } from '../../store/api';
import { topupProductMessages as m } from './messages';
import { fieldLimits } from '../../../openapi/generated/field-limits';

export type TopupProductValues = {
  name: string;
  topup_type: TopupType | '';
  logo: string;
  rules: string;
  is_active: 0 | 1;
  sort_order: string;
  redeem_link: string;
  video_link: string;
};

/** A new product sorts at 1 (docs/existing-dashboard.md#kept-as-it-was). */
export const NEW_PRODUCT: TopupProductValues = { name: '', topup_type: '', logo: '', rules: '', is_active: 1, sort_order: '1', redeem_link: '', video_link: '' };

export function productValues(product: TopupProduct): TopupProductValues {
  return {
    name: product.name,
    topup_type: product.topup_type,
    logo: product.logo ?? '',
    rules: product.rules ?? '',
    is_active: product.is_active,
    sort_order: String(product.sort_order),
    redeem_link: product.redeem_link ?? '',
    video_link: product.video_link ?? '',
  };
}

/** What the API takes: trimmed name, numeric sort order, no empty rules. */
export function productInput(values: TopupProductValues) {
  return {
    name: values.name.trim(),
    topup_type: values.topup_type as TopupType,
    logo: values.logo,
    rules: values.rules || null,
    is_active: values.is_active,
    sort_order: Number(values.sort_order),
    redeem_link: values.redeem_link.trim() || null,
    video_link: values.video_link.trim() || null,
  };
}

const TYPE_OPTIONS = (Object.keys(m.types) as TopupType[]).map((type) => ({ value: type, label: m.types[type] }));

interface TopupProductFormProps {
  title: string;
  initialValues: TopupProductValues;
  /** The logo is required on create only. */
  logoRequired: boolean;
  currentLogoUrl?: string | null;
  onSave: (values: TopupProductValues) => Promise<unknown>;
}

export function TopupProductForm({ title, initialValues, logoRequired, currentLogoUrl, onSave }: TopupProductFormProps) {
  const form = useForm({
    limits: fieldLimits.TopupProductInput,
    initialValues,
    rules: {
      name: [required(m.nameRequired)],
      topup_type: [required(m.typeRequired)],
      logo: logoRequired ? [required(m.logoRequired)] : [],
      sort_order: [required(m.sortOrderRequired)],
      redeem_link: [httpUrl(m.linkInvalid)],
      video_link: [httpUrl(m.linkInvalid)],
    },
  });
  return (
    <FormPage title={title} backTo="/topup-product" form={form} onSubmit={form.handleSubmit(onSave)}>
      <TextInput form={form} name="name" label={m.name} required />
      <SelectInput form={form} name="topup_type" label={m.type} options={TYPE_OPTIONS} required />
      <ImageField form={form} name="logo" label={m.logo} currentUrl={currentLogoUrl} />
      <RichTextField form={form} name="rules" label={m.rules} />
      <NumberInput form={form} name="sort_order" label={m.sortOrder} integer required />
      <TextInput form={form} name="redeem_link" label={m.redeemLink} helperText={m.redeemLinkHelp} inputMode="url" />
      <TextInput form={form} name="video_link" label={m.videoLink} helperText={m.videoLinkHelp} inputMode="url" />
      <SwitchInput form={form} name="is_active" label={m.active} />
    </FormPage>
  );
}
