import { screen, waitFor, within } from '@testing-library/react';
import { currentQuery, meReply, mockApi, ok, renderScreens, type Stubs } from '../../test-utils';
import type { PhysicalOrder } from '../../store/api';
import PhysicalOrderListPage from './physical-order-list-page';

const LIST = 'listPhysicalOrders';
const MESSAGES = 'listOrderMessages';
const UPDATE_STATUS = 'updatePhysicalOrderStatus';

function order(id: number, status: PhysicalOrder['status'], more: Partial<PhysicalOrder> = {}): PhysicalOrder {
  return {
    id, user_id: 300 + id, product_id: 40 + id, product_name: `Gaming mouse ${id}`, quantity: 1, amount: '1250.00', status, order_note: null,
    phone: '01911000000', address: 'Dhanmondi, Dhaka', completed_by_name: null, created_at: '2026-11-22T09:00:00Z',
    username: `buyer${id}`, user_phone: `0161100000${id}`, completed_at: null, ...more,
  };
}

const ROWS = [order(1, 'pending'), order(2, 'in_progress'), order(3, 'completed'), order(4, 'cancelled')];

function renderAt(route: string, routes: Stubs = {}) {
  const api = mockApi({
    getMe: meReply({ superAdmin: true }),
    [LIST]: ok({ orders: ROWS, order_count: ROWS.length }),
    [MESSAGES]: ok([{ id: 1, message: 'Shipped by courier.' }]),
    ...routes,
  });
  const rendered = renderScreens({ '/product-order': <PhysicalOrderListPage /> }, { route });
  return { api, ...rendered };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Physical orders (/product-order)', () => {
  it('offers Edit on pending and in-progress orders and a dash on the others', async () => {
    renderAt('/product-order');
    expect(await screen.findByText('Gaming mouse 1')).toBeInTheDocument();
    expect(within(rowOf('Gaming mouse 1')).getByText('1,250 tk')).toBeInTheDocument();
    for (const open of ['Gaming mouse 1', 'Gaming mouse 2']) expect(within(rowOf(open)).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    for (const closed of ['Gaming mouse 3', 'Gaming mouse 4']) {
      expect(within(rowOf(closed)).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
      expect(within(rowOf(closed)).getByText('—')).toBeInTheDocument();
    }
  });

  it('opens the status dialog with pending preselected and sends the status and the note', async () => {
    const { api, user } = renderAt('/product-order', { [UPDATE_STATUS]: ok(order(2, 'completed')) });
    await screen.findByText('Gaming mouse 2');
    await user.click(within(rowOf('Gaming mouse 2')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update product order #2' });
    const status = within(dialog).getByRole('combobox', { name: /New status/ });
    expect(status).toHaveTextContent('Pending');
    await user.click(status);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['In progress', 'Completed', 'Pending', 'Cancelled']);
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Note' }), 'Handed to the courier');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Order updated successfully')).toBeInTheDocument();
    expect(await api.calls(UPDATE_STATUS, { id: '2' })[0].json()).toEqual({ status: 'completed', order_note: 'Handed to the courier' });
  });

  it('searches on product id or customer id and filters by status, both kept in the URL', async () => {
    const { api, user } = renderAt('/product-order?q=41&status=pending&page=2', { [LIST]: ok({ orders: ROWS, order_count: 40 }) });
    await screen.findByText('Gaming mouse 1');
    expect(await api.calls(LIST)[0].json()).toEqual({ page: 2, limit: 10, q: '41', status: 'pending', sort: '-created_at' });
    const search = screen.getByRole('searchbox', { name: 'Search product id or customer id' });
    await user.clear(search);
    await user.type(search, '303');
    await waitFor(() => expect(currentQuery().get('q')).toBe('303'));
    expect(currentQuery().get('page')).toBeNull();
    await waitFor(async () => expect(await (api.calls(LIST).at(-1) as Request).clone().json()).toEqual({ page: 1, limit: 10, q: '303', status: 'pending', sort: '-created_at' }));
  });
});
