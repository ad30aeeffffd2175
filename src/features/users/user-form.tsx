import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import { FormPage } from '../../components/form/form-page';
import { NumberInput, TextInput } from '../../components/form/text-input';
import { useForm } from '../../components/form/use-form';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { format } from '../../lib/format';
import { money, phone, required, toCents } from '../../lib/validators';
import type { User, UserUpdateInput } from '../../store/api';
import { customerName } from './customer-name';
import { userMessages as m } from './messages';
import { fieldLimits } from '../../../openapi/generated/field-limits';

export type UserFormValues = {
  phone: string;
  wallet: string;
  note: string;
  address: string;
  city: string;
  zip_code: string;
  password: string;
};

export function userFormValues(user: User): UserFormValues {
  return {
    phone: user.phone ?? '',
    wallet: user.wallet,
    note: '',
    address: user.address ?? '',
    city: user.city ?? '',
    zip_code: user.zip_code ?? '',
    password: '',
  };
}

/**
 * What the update sends: the contact fields as shown, the wallet (with its reason) only when the
 * admin changed it, so a credit that lands while the form is open is never overwritten with the
 * balance the form loaded; the password only when a new one was typed.
 */
export function userUpdateInput(user: User, values: UserFormValues): UserUpdateInput {
  const walletChanged = toCents(values.wallet) !== toCents(user.wallet);
  return {
    phone: values.phone.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    zip_code: values.zip_code.trim(),
    ...(walletChanged && { wallet: Number(values.wallet.trim()), note: values.note.trim() || null }),
    ...(values.password !== '' && { password: values.password }),
  };
}

/** Spec 2 /user/edit/{id}: phone, wallet (with why), address, city, zip code, optional new password. */
export function UserForm({ user: current, save }: { user: User; save: (input: UserUpdateInput) => Promise<unknown> }) {
  // The record as the form loaded it: a credit refetched meanwhile must not count as the admin's change.
  const [user] = useState(current);
  const done = useSuccessRedirect('/user');
  const form = useForm<UserFormValues>({
    limits: fieldLimits.UserUpdateInput,
    initialValues: userFormValues(user),
    rules: {
      phone: [phone(m.phoneInvalid)],
      wallet: [required(m.walletRequired), money(m.walletInvalid, m.walletTooLarge)],
      password: [(value) => (value !== '' && value.length < 8 ? m.passwordTooShort : undefined)],
    },
  });
  const walletChanged = toCents(form.values.wallet) !== toCents(user.wallet);
  return (
    <FormPage
      title={format(m.editTitleFor, { name: customerName(user) })}
      backTo="/user"
      form={form}
      onSubmit={form.handleSubmit(async (values) => {
        await save(userUpdateInput(user, values));
        done(m.updated);
      })}
    >
      <TextInput form={form} name="phone" label={m.phone} type="tel" inputMode="tel" autoComplete="off" />
      <NumberInput form={form} name="wallet" label={m.wallet} money required endAdornment={<InputAdornment position="end">tk</InputAdornment>} />
      {walletChanged && <TextInput form={form} name="note" label={m.walletNote} helperText={m.walletNoteHelp} />}
      <TextInput form={form} name="address" label={m.address} multiline minRows={2} />
      <TextInput form={form} name="city" label={m.city} />
      <TextInput form={form} name="zip_code" label={m.zipCode} />
      <TextInput form={form} name="password" label={m.newPassword} type="password" autoComplete="new-password" helperText={m.newPasswordHelp} />
    </FormPage>
  );
}
