import { act, screen, waitFor, within } from '@testing-library/react';
import { fieldLabel, meReply, mockApi, ok, renderCrudScreens, type Stubs } from '../../test-utils';
import type { PaymentMethod } from '../../store/api';
import PaymentMethodListPage from './payment-method-list-page';
import PaymentMethodAddPage from './payment-method-add-page';
import PaymentMethodEditPage from './payment-method-edit-page';

const LIST = 'listPaymentMethods';
const CREATE = 'createPaymentMethod';
const UPLOAD = 'uploadImage';

const method = (id: number, over: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id,
  name: 'bKash',
  logo: 'bkash.png',
  logo_full_url: 'http://localhost/images/bkash.png',
  info: '01700000001',
  status: '1',
  is_automated: 1,
  created_at: '2025-11-21T10:00:00+06:00',
  ...over,
});

function renderAt(route: string, api: Stubs, options: { fakeTimers?: boolean } = {}) {
  const mock = mockApi({ getMe: meReply({ superAdmin: true }), ...api });
  const view = renderCrudScreens('/payment-method', { list: <PaymentMethodListPage />, add: <PaymentMethodAddPage />, edit: <PaymentMethodEditPage /> }, { route, ...options });
  return { ...view, api: mock };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'nagad.png', { type: 'image/png' });

describe('payment method list', () => {
  it('shows each method from the API: name, information, status and whether it is automated', async () => {
    renderAt('/payment-method', { [LIST]: ok([method(1), method(2, { name: 'Nagad', info: '01700000002', status: '0', is_automated: 0 })]) });
    const bkash = (await screen.findByText('bKash')).closest('tr')!;
    expect(within(bkash).getByText('01700000001')).toBeInTheDocument();
    expect(within(bkash).getByText('Active')).toBeInTheDocument();
    expect(within(bkash).getByText('Automated')).toBeInTheDocument();
    const nagad = screen.getByText('Nagad').closest('tr')!;
    expect(within(nagad).getByText('Inactive')).toBeInTheDocument();
    expect(within(nagad).getByText('Manual')).toBeInTheDocument();
    expect(within(nagad).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/payment-method/edit/2');
    expect(screen.getByRole('link', { name: 'Add new' })).toHaveAttribute('href', '/payment-method/add');
  });

  it('deletes only after confirmation, with the pending and success toasts, and reloads the list', async () => {
    let rows = [method(1), method(2, { name: 'Nagad' })];
    const { user, api } = renderAt('/payment-method', {
      [LIST]: () => ok(rows),
      deletePaymentMethod: () => {
        rows = rows.filter((r) => r.id !== 2);
        return ok({ id: 2 });
      },
    });
    const nagad = (await screen.findByText('Nagad')).closest('tr')!;
    await user.click(within(nagad).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete the payment method Nagad\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('deletePaymentMethod')).toHaveLength(0);

    await user.click(within(nagad).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleting...')).toBeInTheDocument();
    expect(await screen.findByText('Payment method deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Nagad')).not.toBeInTheDocument());
    expect(api.calls(LIST).length).toBeGreaterThanOrEqual(2);
  });
});

describe('payment method form', () => {
  it('requires name, logo and information, and sends nothing until they are given', async () => {
    const { user, api } = renderAt('/payment-method/add', {});
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Logo is required')).toBeInTheDocument();
    expect(screen.getByText('Information is required')).toBeInTheDocument();
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('keeps what was typed as information and refuses what is not digits', async () => {
    const { api, user } = renderAt('/payment-method/add', {});
    await user.type(screen.getByLabelText(/Information/), '017-00 abc 01');
    expect(screen.getByLabelText(/Information/)).toHaveValue('017-00 abc 01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText(/Information/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('creates with the uploaded logo and status "1", says so, and returns to the list after 1.5 s', async () => {
    jest.useFakeTimers();
    try {
      const { user, api } = renderAt(
        '/payment-method/add',
        { [UPLOAD]: ok({ image: 'nagad.png', image_url: 'http://localhost/images/nagad.png' }), [CREATE]: ok(method(3)), [LIST]: ok([]) },
        { fakeTimers: true },
      );
      await user.type(screen.getByLabelText(/Name/), ' Nagad ');
      await user.upload(screen.getByLabelText(fieldLabel('Logo')), png());
      await waitFor(() => expect(screen.getByRole('img', { name: 'Logo preview' })).toBeInTheDocument());
      await user.type(screen.getByLabelText(/Information/), '01700000002');
      await user.click(screen.getByRole('switch', { name: 'Automated' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));

      expect(await screen.findByText('Payment method created successfully')).toBeInTheDocument();
      expect(await api.calls(CREATE)[0].json()).toEqual({ name: 'Nagad', logo: 'nagad.png', info: '01700000002', status: '1', is_automated: 1 });
      act(() => jest.advanceTimersByTime(1499));
      expect(screen.queryByRole('heading', { name: 'Payment methods' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(await screen.findByRole('heading', { name: 'Payment methods' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('edits the loaded method and keeps a status written elsewhere', async () => {
    const update = 'updatePaymentMethod';
    const { user, api } = renderAt('/payment-method/edit/5', {
      getPaymentMethod: ok(method(5, { status: 'hold' })),
      [update]: ok(method(5)),
    });
    const name = await screen.findByLabelText(/Name/);
    expect(name).toHaveValue('bKash');
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', 'http://localhost/images/bkash.png');
    await user.clear(name);
    await user.type(name, 'bKash Merchant');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Payment method updated successfully')).toBeInTheDocument();
    expect(await api.calls(update)[0].json()).toEqual({ name: 'bKash Merchant', logo: 'bkash.png', info: '01700000001', status: 'hold', is_automated: 1 });
  });
});
