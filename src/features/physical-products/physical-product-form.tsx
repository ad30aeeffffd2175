import InputAdornment from '@mui/material/InputAdornment';
import type { PhysicalProduct, PhysicalProductInput } from '../../store/api';
import { moneyMessages } from '../../lib/money';
import { matches, required } from '../../lib/validators';
import { useForm } from '../../components/form/use-form';
import { NumberInput, TextInput } from '../../components/form/text-input';
import { SwitchInput } from '../../components/form/switch-input';
import { FormPage } from '../../components/form/form-page';
import { ImageField } from '../../components/image-field';
import { RichTextField } from '../../components/rich-text-field';
import { physicalProductMessages as m } from './messages';
import { fieldLimits } from '../../../openapi/generated/field-limits';

// A type, not an interface: form values need an index signature.
export type PhysicalProductFormValues = {
  name: string;
  image: string;
  sale_price: string;
  regular_price: string;
  quantity: string;
  is_active: 0 | 1;
  description: string;
};

export const NEW_PHYSICAL_PRODUCT: PhysicalProductFormValues = {
  name: '',
  image: '',
  sale_price: '',
  regular_price: '',
  quantity: '',
  is_active: 1,
  description: '',
};

/** Taka with at most two decimals; 0 is a valid price (business rules). */
const PRICE = /^\d+(\.\d{1,2})?$/;

export function physicalProductFormValues(product: PhysicalProduct): PhysicalProductFormValues {
  return {
    name: product.name,
    image: product.image ?? '',
    sale_price: String(product.sale_price),
    regular_price: String(product.regular_price),
    quantity: String(product.quantity),
    is_active: product.is_active,
    description: product.description ?? '',
  };
}

/** Numbers for the API; a product without an image (edit) leaves it out, which keeps it as it is. */
export function physicalProductInput(values: PhysicalProductFormValues): PhysicalProductInput {
  return {
    name: values.name.trim(),
    ...(values.image ? { image: values.image } : {}),
    sale_price: Number(values.sale_price),
    regular_price: Number(values.regular_price),
    quantity: Number(values.quantity),
    is_active: values.is_active,
    description: values.description || null,
  };
}

interface PhysicalProductFormProps {
  title: string;
  initialValues: PhysicalProductFormValues;
  /** The image is required on create only. */
  imageRequired: boolean;
  /** The current image's full URL (edit). */
  imageUrl?: string | null;
  save: (values: PhysicalProductFormValues) => Promise<void>;
}

const tk = <InputAdornment position="end">{moneyMessages.unit}</InputAdornment>;

export function PhysicalProductForm({ title, initialValues, imageRequired, imageUrl, save }: PhysicalProductFormProps) {
  const form = useForm({
    limits: fieldLimits.PhysicalProductInput,
    initialValues,
    rules: {
      name: [required(m.nameRequired)],
      image: imageRequired ? [required(m.imageRequired)] : [],
      sale_price: [required(m.salePriceRequired), matches(PRICE, m.salePriceInvalid)],
      regular_price: [required(m.regularPriceRequired), matches(PRICE, m.regularPriceInvalid)],
      quantity: [required(m.quantityRequired), matches(/^\d+$/, m.quantityInvalid)],
    },
  });
  return (
    <FormPage title={title} backTo="/physical-product" form={form} onSubmit={form.handleSubmit(save)}>
      <TextInput form={form} name="name" label={m.name} required />
      <ImageField form={form} name="image" label={m.image} currentUrl={imageUrl} />
      <NumberInput form={form} name="sale_price" label={m.salePrice} money endAdornment={tk} required />
      <NumberInput form={form} name="regular_price" label={m.regularPrice} money endAdornment={tk} required />
      <NumberInput form={form} name="quantity" label={m.quantity} integer required />
      <SwitchInput form={form} name="is_active" label={m.active} />
      <RichTextField form={form} name="description" label={m.description} />
    </FormPage>
  );
}
