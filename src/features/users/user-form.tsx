import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import { FormPage } from '../../components/form/form-page';
import { NumberInput, TextInput } from '../../components/form/text-input';
import { useForm } from '../../components/form/use-form';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { format } from '../../lib/format';
import { apiErrorBody, errorStatus } from '../../lib/format-error';
import { moneyMessages } from '../../lib/money';
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
 * admin changed it, with the balance the form loaded (`wallet_was`): the server refuses the edit
 * (409) if a credit or refund landed meanwhile, instead of overwriting it; the password only when
 * a new one was typed.
 */
export function userUpdateInput(user: User, values: UserFormValues): UserUpdateInput {
  const walletChanged = toCents(values.wallet) !== toCents(user.wallet);
  return {
    phone: values.phone.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    zip_code: values.zip_code.trim(),
    ...(walletChanged && { wallet: Number(values.wallet.trim()), wallet_was: Number(user.wallet), note: values.note.trim() || null }),
    ...(values.password !== '' && { password: values.password }),
  };
}

/** /user/edit/{id}: phone, wallet (with why), address, city, zip code, optional new password. */
export function UserForm({ user: current, save, reload }: { user: User; save: (input: UserUpdateInput) => Promise<unknown>; reload: () => Promise<User> }) {
  // The record as the form loaded it: a credit refetched meanwhile must not count as the admin's change.
  const [user, setUser] = useState(current);
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
  /** After a refused wallet edit: the field shows the balance now, which the next edit is made against (the refusal stays under it). */
  const takeBalanceNow = async () => {
    const now = await reload().catch(() => null);
    if (!now) return;
    setUser((loaded) => ({ ...loaded, wallet: now.wallet }));
    form.setValue('wallet', now.wallet);
  };
  return (
    <FormPage
      title={format(m.editTitleFor, { name: customerName(user) })}
      backTo="/user"
      form={form}
      onSubmit={form.handleSubmit(async (values) => {
        try {
          await save(userUpdateInput(user, values));
        } catch (error) {
          if (errorStatus(error) === 409 && apiErrorBody(error)?.errors?.some((e) => e.param === 'wallet')) await takeBalanceNow();
          throw error;
        }
        done(m.updated);
      })}
    >
      <TextInput form={form} name="phone" label={m.phone} type="tel" inputMode="tel" autoComplete="off" />
      <NumberInput form={form} name="wallet" label={m.wallet} money required endAdornment={<InputAdornment position="end">{moneyMessages.unit}</InputAdornment>} />
      {walletChanged && <TextInput form={form} name="note" label={m.walletNote} helperText={m.walletNoteHelp} />}
      <TextInput form={form} name="address" label={m.address} multiline minRows={2} />
      <TextInput form={form} name="city" label={m.city} />
      <TextInput form={form} name="zip_code" label={m.zipCode} />
      <TextInput form={form} name="password" label={m.newPassword} type="password" autoComplete="new-password" helperText={m.newPasswordHelp} />
    </FormPage>
  );
}
