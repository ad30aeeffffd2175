import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fieldLabel, deferredReply, fail, meReply, mockApi, ok, renderWithProviders, signedInState, type Stubs } from '../../test-utils';
import OrderMessageAddPage from './order-message-add-page';
import OrderMessageListPage from './order-message-list-page';

const LIST = 'listOrderMessages';
const CREATE = 'createOrderMessage';
const DELETE = 'deleteOrderMessage';
/** Deletes answer for the id asked. */
const deleted: Stubs[typeof DELETE] = (_request, { id }) => ok({ id: Number(id) });
const MESSAGES = [
  { id: 1, message: 'Your top-up is on its way.' },
  { id: 2, message: 'Wrong player id, please check.' },
  { id: 3, message: 'Delivered, please check your account.' },
];

function renderAt(route: string, routes: Stubs = {}, { fakeTimers = false } = {}) {
  const api = mockApi({ getMe: meReply({ superAdmin: true }), [LIST]: ok(MESSAGES), ...routes });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/topup-order-message" element={<OrderMessageListPage />} />
      <Route path="/topup-order-message/add-new" element={<OrderMessageAddPage />} />
    </Routes>,
    { route, preloadedState: signedInState(), fakeTimers },
  );
  return { api, ...rendered };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Order messages list', () => {
  it("is titled 'Order messages', lists the messages and has no search box", async () => {
    renderAt('/topup-order-message');
    expect(await screen.findByRole('heading', { name: 'Order messages' })).toBeInTheDocument();
    expect(screen.queryByText('Product Orders')).not.toBeInTheDocument();
    expect(await screen.findByText('Wrong player id, please check.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /search/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add new' })).toHaveAttribute('href', '/topup-order-message/add-new');
  });

  it("asks in the 'Delete warning' dialog and deletes nothing on Cancel", async () => {
    const { api, user } = renderAt('/topup-order-message', { [DELETE]: deleted });
    await screen.findByText('Wrong player id, please check.');
    await user.click(within(rowOf('Wrong player id, please check.')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete warning' });
    expect(dialog).toHaveTextContent('Delete the order message "Wrong player id, please check."?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(DELETE)).toHaveLength(0);
  });

  it("deletes on confirm: 'Deleting...' while it runs, then the correct success text", async () => {
    const reply = deferredReply<typeof DELETE>();
    const { api, user } = renderAt('/topup-order-message', { [DELETE]: reply.stub });
    await screen.findByText('Wrong player id, please check.');
    await user.click(within(rowOf('Wrong player id, please check.')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete warning' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleting...')).toBeInTheDocument();
    reply.release(ok({ id: 2 }));
    expect(await screen.findByText('Order message deleted successfully')).toBeInTheDocument();
    expect(screen.queryByText('Order updated successfully')).not.toBeInTheDocument();
    expect(api.calls(DELETE, { id: '2' })).toHaveLength(1);
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThanOrEqual(2));
  });

  it('deletes the selected messages through the same dialog and says how many', async () => {
    const { api, user } = renderAt('/topup-order-message', { [DELETE]: deleted });
    await screen.findByText('Your top-up is on its way.');
    expect(screen.queryByRole('button', { name: 'Delete selected' })).not.toBeInTheDocument();
    await user.click(within(rowOf('Your top-up is on its way.')).getByRole('checkbox'));
    await user.click(within(rowOf('Delivered, please check your account.')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete warning' });
    expect(dialog).toHaveTextContent('Delete 2 order messages?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Total deleted 2 order messages.')).toBeInTheDocument();
    expect(api.calls(DELETE, { id: '1' })).toHaveLength(1);
    expect(api.calls(DELETE, { id: '3' })).toHaveLength(1);
    expect(api.calls(DELETE, { id: '2' })).toHaveLength(0);
  });

  it('reports the ones that could not be deleted', async () => {
    const { user } = renderAt('/topup-order-message', {
      [DELETE]: (_request, { id }) => (id === '2' ? fail(404, 'Order message not found') : ok({ id: Number(id) })),
    });
    await screen.findByText('Your top-up is on its way.');
    await user.click(within(rowOf('Your top-up is on its way.')).getByRole('checkbox'));
    await user.click(within(rowOf('Wrong player id, please check.')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete warning' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Order message deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('1 could not be deleted: Order message not found')).toBeInTheDocument();
  });
});

describe('Add order message', () => {
  it("requires the Message ('Message is required') and sends nothing without it", async () => {
    const { api, user } = renderAt('/topup-order-message/add-new');
    await user.type(screen.getByLabelText(fieldLabel('Message')), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('stores the message, says so correctly, and returns to the list after 1.5 s', async () => {
    jest.useFakeTimers();
    try {
      const { api, user } = renderAt('/topup-order-message/add-new', { [CREATE]: ok({ id: 4, message: 'Refunded to your wallet.' }) }, { fakeTimers: true });
      await user.type(screen.getByLabelText(fieldLabel('Message')), ' Refunded to your wallet. ');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Order message created successfully')).toBeInTheDocument();
      expect(screen.queryByText('Admin created successfully')).not.toBeInTheDocument();
      expect(await api.calls(CREATE)[0].json()).toEqual({ message: 'Refunded to your wallet.' });
      act(() => jest.advanceTimersByTime(1499));
      expect(screen.queryByRole('heading', { name: 'Order messages' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(await screen.findByRole('heading', { name: 'Order messages' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
