import { useMemo } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import { useForm } from '../../components/form/use-form';
import { NumberInput, TextInput } from '../../components/form/text-input';
import { SelectInput } from '../../components/form/select-input';
import { SwitchInput } from '../../components/form/switch-input';
import { FormPage } from '../../components/form/form-page';
import { numeric, required } from '../../lib/validators';
import { moneyMessages } from '../../lib/money';
import type { TopupPackage, TopupPackageInput } from '../../store/api';
import { useVoucherPackageOptions } from './use-voucher-package-options';
import { topupPackageMessages as m } from './messages';
import { fieldLimits } from '../../../openapi/generated/field-limits';

export type TopupPackageValues = {
  name: string;
  price: string;
  buy_price: string;
  tag: string;
  in_stock: 0 | 1;
  auto_delivery: 0 | 1;
  /** A package id, or '' for none. */
  map_voucher_package: string;
  sort_order: string;
  admin_com: string;
};

export const NEW_PACKAGE: TopupPackageValues = {
  name: '',
  price: '',
  buy_price: '',
  tag: '',
  in_stock: 1,
  auto_delivery: 0,
  map_voucher_package: '',
  sort_order: '1',
  admin_com: '0',
};

export function packageValues(pkg: TopupPackage): TopupPackageValues {
  return {
    name: pkg.name,
    price: String(pkg.price),
    buy_price: String(pkg.buy_price),
    tag: pkg.tag ?? '',
    in_stock: pkg.in_stock,
    auto_delivery: pkg.auto_delivery,
    map_voucher_package: pkg.map_voucher_package_id === null ? '' : String(pkg.map_voucher_package_id),
    sort_order: String(pkg.sort_order),
    admin_com: pkg.admin_com,
  };
}

/** What the API takes: numbers for prices (0 is a price), null for no tag and no mapped package. */
export function packageInput(productId: number, values: TopupPackageValues): TopupPackageInput {
  return {
    product_id: productId,
    name: values.name.trim(),
    price: Number(values.price),
    buy_price: Number(values.buy_price),
    tag: values.tag.trim() || null,
    in_stock: values.in_stock,
    auto_delivery: values.auto_delivery,
    map_voucher_package: values.map_voucher_package === '' ? null : Number(values.map_voucher_package),
    sort_order: Number(values.sort_order || 1),
    admin_com: Number(values.admin_com || 0),
  };
}

interface TopupPackageFormProps {
  title: string;
  initialValues: TopupPackageValues;
  /** The package being edited: it cannot take codes from itself. */
  packageId?: number;
  onSave: (values: TopupPackageValues) => Promise<unknown>;
}

export function TopupPackageForm({ title, initialValues, packageId, onSave }: TopupPackageFormProps) {
  const form = useForm({
    limits: fieldLimits.TopupPackageInput,
    initialValues,
    rules: {
      name: [required(m.nameRequired)],
      price: [required(m.sellPriceRequired), numeric(m.sellPriceNumber)],
      buy_price: [required(m.buyPriceRequired), numeric(m.buyPriceNumber)],
      admin_com: [numeric(m.adminCommissionNumber)],
    },
  });
  const voucherPackages = useVoucherPackageOptions();
  const mapped = form.values.map_voucher_package;
  const options = useMemo(() => {
    const choices = voucherPackages.options.filter((option) => option.value !== String(packageId));
    // A mapping the list no longer has (a deleted package) still shows what is stored.
    const missing = mapped !== '' && !voucherPackages.loading && !choices.some((option) => option.value === mapped);
    return [
      { value: '', label: m.noVoucherPackage },
      ...(missing ? [{ value: mapped, label: `#${mapped}` }] : []),
      ...choices,
    ];
  }, [voucherPackages.options, voucherPackages.loading, packageId, mapped]);

  return (
    <FormPage title={title} backTo="/topup-packages" form={form} onSubmit={form.handleSubmit(onSave)}>
      <TextInput form={form} name="name" label={m.name} required />
      <NumberInput form={form} name="price" label={m.sellPrice} money required endAdornment={<InputAdornment position="end">{moneyMessages.unit}</InputAdornment>} />
      <NumberInput form={form} name="buy_price" label={m.buyPrice} maxDecimals={4} required />
      <NumberInput form={form} name="admin_com" label={m.adminCommission} money endAdornment={<InputAdornment position="end">{moneyMessages.unit}</InputAdornment>} />
      <TextInput form={form} name="tag" label={m.tag} />
      <NumberInput form={form} name="sort_order" label={m.sortOrder} integer helperText={m.sortOrderHelp} />
      <SwitchInput form={form} name="in_stock" label={m.inStock} />
      <SwitchInput form={form} name="auto_delivery" label={m.autoDelivery} />
      <SelectInput
        form={form}
        name="map_voucher_package"
        label={m.mapVoucherPackage}
        options={options}
        disabled={voucherPackages.loading}
        helperText={voucherPackages.error ? m.voucherPackagesFailed : m.mapVoucherPackageHelp}
      />
    </FormPage>
  );
}
