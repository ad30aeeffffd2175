import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { useForm } from './use-form';
import { NumberInput, TextInput } from './text-input';
import { SelectInput } from './select-input';
import { SwitchInput } from './switch-input';
import { FormPage } from './form-page';
import { useSuccessRedirect } from './use-success-redirect';
import { numeric, required } from '../../lib/validators';
import { useCreatePaymentMethodMutation } from '../../store/api';
import { fail, mockApi, ok, renderWithProviders, signedInState } from '../../test-utils';

const CREATE = 'POST /api/admin/payment-method/create';

/** A create screen built the way feature screens are: useForm + fields + FormPage + useSuccessRedirect. */
function PaymentMethodCreate() {
  const [create] = useCreatePaymentMethodMutation();
  const done = useSuccessRedirect('/payment-method');
  const form = useForm({
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
      <NumberInput form={form} name="info" label="Information" />
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

describe('form pattern', () => {
  it('shows the required messages and sends nothing', async () => {
    const api = mockApi();
    const { user } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Information is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    // The message goes away as the field is fixed.
    await user.type(screen.getByLabelText('Name'), 'bKash');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('ignores keystrokes that would make a numeric field non-numeric', async () => {
    mockApi();
    const { user } = renderCreate();
    await user.type(screen.getByLabelText('Information'), '12a-3.5');
    expect(screen.getByLabelText('Information')).toHaveValue('1235');
  });

  it("puts the server's errors on their fields and toasts them", async () => {
    mockApi({ [CREATE]: fail(400, 'Invalid input', [{ msg: 'Name is already taken', param: 'name' }]) });
    const { user } = renderCreate();
    await user.type(screen.getByLabelText('Name'), 'bKash');
    await user.type(screen.getByLabelText('Information'), '1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Name is already taken')).toHaveLength(2); // helper text + toast
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('sends the values, says so, and returns to the list after 1500 ms', async () => {
    jest.useFakeTimers();
    try {
      const api = mockApi({ [CREATE]: ok({ id: 7 }) });
      const { user } = renderWithProviders(
        <Routes>
          <Route path="/payment-method/add" element={<PaymentMethodCreate />} />
          <Route path="/payment-method" element={<h1>Payment methods</h1>} />
        </Routes>,
        { route: '/payment-method/add', preloadedState: signedInState(), fakeTimers: true },
      );
      await user.type(screen.getByLabelText('Name'), 'bKash');
      await user.type(screen.getByLabelText('Information'), '017');
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
