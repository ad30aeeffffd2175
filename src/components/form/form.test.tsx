import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { useForm } from './use-form';
import { NumberInput, TextInput } from './text-input';
import { SelectInput } from './select-input';
import { SwitchInput } from './switch-input';
import { FormPage } from './form-page';
import { FormDialog } from './form-dialog';
import { useSuccessRedirect } from './use-success-redirect';
import { numeric, phone, required } from '../../lib/validators';
import { useCreatePaymentMethodMutation, type PaymentMethod } from '../../store/api';
import { fail, mockApi, ok, renderWithProviders, signedInState } from '../../test-utils';
import { fieldLimits } from '../../../openapi/generated/field-limits';

const CREATE = 'createPaymentMethod';
const CREATED: PaymentMethod = { id: 7, name: 'bKash', logo: 'methods/bkash.png', logo_full_url: null, info: '017', status: '1', is_automated: 1, created_at: '2025-11-21T10:00:00+06:00' };

/** A create screen built the way feature screens are: useForm + fields + FormPage + useSuccessRedirect. */
function PaymentMethodCreate() {
  const [create] = useCreatePaymentMethodMutation();
  const done = useSuccessRedirect('/payment-method');
  const form = useForm({
    limits: fieldLimits.PaymentMethodInput,
    initialValues: { name: '', logo: 'methods/bkash.png', info: '', status: '1', is_automated: 0 as 0 | 1 },
    rules: {
      name: [required('Name is required')],
      info: [required('Information is required'), numeric('Information must be a number')],
      status: [required('Status is required')],
    },
  });
  const save = form.handleSubmit(async (values) => {
    await create({ paymentMethodInput: values }).unwrap();
    done('Payment method created successfully');
  });
  return (
    <FormPage title="Add payment method" backTo="/payment-method" form={form} onSubmit={save}>
      <TextInput form={form} name="name" label="Name" />
      <NumberInput form={form} name="info" label="Information" integer />
      <SelectInput form={form} name="status" label="Status" options={[{ value: '1', label: 'Active' }, { value: '0', label: 'Inactive' }]} />
      <SwitchInput form={form} name="is_automated" label="Automated" />
    </FormPage>
  );
}

function renderCreate() {
  return renderWithProviders(
    <Routes>
      <Route path="/payment-method/add" element={<PaymentMethodCreate />} />
      <Route path="/payment-method" element={<h1>Payment methods</h1>} />
    </Routes>,
    { route: '/payment-method/add', preloadedState: signedInState() },
  );
}

/** One of each number kind, as the feature forms configure the shared NumberInput. */
function NumberFields() {
  const form = useForm({ initialValues: { sort_order: '', price: '', rate: '', delta: '', phone: '' }, rules: { phone: [phone('Enter a phone number')] } });
  return (
    <FormPage title="Numbers" form={form} onSubmit={form.handleSubmit(() => undefined)}>
      <NumberInput form={form} name="sort_order" label="Sort order" integer />
      <NumberInput form={form} name="price" label="Price" money />
      <NumberInput form={form} name="rate" label="Rate" maxDecimals={4} />
      <NumberInput form={form} name="delta" label="Delta" allowNegative />
      <TextInput form={form} name="phone" label="Phone" type="tel" />
    </FormPage>
  );
}

describe('number fields keep what was typed and say what they cannot hold', () => {
  const field = (name: string) => screen.getByRole('textbox', { name });
  const helper = (name: string) => document.getElementById(`${field(name).id}-helper`);

  it.each([
    ['Sort order', '-5.5', 'Cannot be negative'],
    ['Sort order', '1.5', 'Enter a whole number'],
    ['Sort order', '12a', 'Enter a number'],
    ['Price', '-5.5', 'Cannot be negative'],
    ['Price', '10.555', 'At most 2 decimals'],
    ['Price', '100000000', 'At most 99,999,999.99'],
    ['Rate', '1.23456', 'At most 4 decimals'],
  ])('%s: %s stays and is refused: %s', async (name, typed, message) => {
    mockApi();
    const { user } = renderWithProviders(<NumberFields />);
    await user.type(field(name), typed);
    expect(field(name)).toHaveValue(typed);
    await user.tab();
    expect(helper(name)).toHaveTextContent(message);
    expect(field(name)).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['Sort order', '15'],
    ['Price', '10.55'],
    ['Rate', '0.8125'],
    ['Delta', '-5.5'],
    ['Phone', '+8801700000009'],
  ])('%s takes %s as typed', async (name, typed) => {
    mockApi();
    const { user } = renderWithProviders(<NumberFields />);
    await user.type(field(name), typed);
    await user.tab();
    expect(field(name)).toHaveValue(typed);
    expect(field(name)).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps a pasted phone number', async () => {
    mockApi();
    const { user } = renderWithProviders(<NumberFields />);
    await user.click(field('Phone'));
    await user.paste('+8801700000009');
    expect(field('Phone')).toHaveValue('+8801700000009');
  });

  it('refuses the submit while a number is wrong and focuses it', async () => {
    mockApi();
    const { user } = renderWithProviders(<NumberFields />);
    await user.type(field('Price'), '1.5');
    await user.type(field('Sort order'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(helper('Sort order')).toHaveTextContent('Enter a whole number');
    expect(field('Sort order')).toHaveFocus();
  });
});

describe('form pattern', () => {
  it('shows the required messages and sends nothing', async () => {
    const api = mockApi();
    const { user } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Information is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    // The message goes away as the field is fixed.
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'bKash');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('marks every field its rules require', () => {
    mockApi();
    renderCreate();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Information' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAttribute('aria-required', 'true');
  });

  it("shows the contract's length limit as the admin types and stops there", async () => {
    mockApi();
    const { user } = renderCreate();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('maxlength', String(fieldLimits.PaymentMethodInput.name));
    expect(screen.getByText(`0/${fieldLimits.PaymentMethodInput.name}`)).toBeInTheDocument();
    await user.type(name, 'bKash');
    expect(screen.getByText(`5/${fieldLimits.PaymentMethodInput.name}`)).toBeInTheDocument();
  });

  it('scrolls to and focuses the first field with an error on submit', async () => {
    mockApi();
    const { user } = renderCreate();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'bKash');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Information is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Information' })).toHaveFocus();
  });

  it("puts the server's errors on their fields without toasting them again", async () => {
    mockApi({ [CREATE]: fail(400, 'Invalid input', [{ msg: 'Name is already taken', param: 'name' }]) });
    const { user } = renderCreate();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'bKash');
    await user.type(screen.getByRole('textbox', { name: 'Information' }), '1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Name is already taken')).toHaveLength(1); // on the field only
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('toasts only what no field can show', async () => {
    mockApi({
      [CREATE]: fail(400, 'Invalid input', [
        { msg: 'Name is already taken', param: 'name' },
        // A value of the form without a field on this screen.
        { msg: 'Logo is not an uploaded image', param: 'logo' },
        { msg: 'Too many payment methods' },
      ]),
    });
    const { user } = renderCreate();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'bKash');
    await user.type(screen.getByRole('textbox', { name: 'Information' }), '1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Logo is not an uploaded image, Too many payment methods')).toBeInTheDocument();
    expect(screen.getAllByText('Name is already taken')).toHaveLength(1);
  });

  it('toasts the error when the server names no field', async () => {
    mockApi({ [CREATE]: fail(409, 'A payment method with this name exists') });
    const { user } = renderCreate();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'bKash');
    await user.type(screen.getByRole('textbox', { name: 'Information' }), '1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('A payment method with this name exists')).toBeInTheDocument();
  });

  it('sends the values, says so, and returns to the list after 1500 ms', async () => {
    jest.useFakeTimers();
    try {
      const api = mockApi({ [CREATE]: ok(CREATED) });
      const { user } = renderWithProviders(
        <Routes>
          <Route path="/payment-method/add" element={<PaymentMethodCreate />} />
          <Route path="/payment-method" element={<h1>Payment methods</h1>} />
        </Routes>,
        { route: '/payment-method/add', preloadedState: signedInState(), fakeTimers: true },
      );
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'bKash');
      await user.type(screen.getByRole('textbox', { name: 'Information' }), '017');
      await user.click(screen.getByRole('switch', { name: 'Automated' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));

      expect(await screen.findByText('Payment method created successfully')).toBeInTheDocument();
      expect(await api.calls(CREATE)[0].json()).toEqual({ name: 'bKash', logo: 'methods/bkash.png', info: '017', status: '1', is_automated: 1 });
      expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

      act(() => jest.advanceTimersByTime(1499));
      expect(screen.queryByRole('heading', { name: 'Payment methods' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment methods' })).toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('leaving a form with unsaved changes', () => {
  const beforeUnloadPrevented = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('leaves an untouched form at once, without asking', async () => {
    mockApi();
    const { user } = renderCreate();
    expect(beforeUnloadPrevented()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Payment methods' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks first; Stay keeps what was typed, Leave goes', async () => {
    mockApi();
    const { user } = renderCreate();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'bKash');
    // Closing or reloading the tab gets the browser's own question.
    expect(beforeUnloadPrevented()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    // Stay has the focus: Enter does not throw the changes away.
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('bKash');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Payment methods' })).toBeInTheDocument();
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('does not hold the return to the list after a successful save', async () => {
    mockApi({ [CREATE]: ok(CREATED) });
    const { user } = renderCreate();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'bKash');
    await user.type(screen.getByRole('textbox', { name: 'Information' }), '017');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Payment method created successfully')).toBeInTheDocument();
    expect(beforeUnloadPrevented()).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Payment methods' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('closing a form dialog with unsaved changes', () => {
  function RateDialog({ onClose }: { onClose: () => void }) {
    const form = useForm({ initialValues: { rate: '' } });
    return (
      <FormDialog title="Dollar rate" form={form} onSubmit={form.handleSubmit(() => undefined)} onClose={onClose}>
        <NumberInput form={form} name="rate" label="Rate" maxDecimals={4} />
      </FormDialog>
    );
  }

  it('closes an untouched dialog at once', async () => {
    mockApi();
    const onClose = jest.fn();
    const { user } = renderWithProviders(<RateDialog onClose={onClose} />);
    await user.click(within(screen.getByRole('dialog', { name: 'Dollar rate' })).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before throwing away what was typed', async () => {
    mockApi();
    const onClose = jest.fn();
    const { user } = renderWithProviders(<RateDialog onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Dollar rate' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Rate' }), '117.5');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Stay' }));
    // The form dialog is in reach again once the question has gone.
    expect(await within(dialog).findByRole('textbox', { name: 'Rate' })).toHaveValue('117.5');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
