import { screen, within } from '@testing-library/react';
import { currentQuery, meReply, mockApi, ok, okPage, renderScreens, type Stubs } from '../../test-utils';
import type { PhysicalOrder } from '../../store/api';
import PhysicalOrderListPage from './physical-order-list-page';

function order(id: number, status: PhysicalOrder['status'], more: Partial<PhysicalOrder> = {}): PhysicalOrder {
  return {
    id, user_id: 300 + id, product_id: 40 + id, product_name: `Gaming mouse ${id}`, quantity: 2, amount: '1250.00', status, order_note: null,
    phone: '01911000000', address: 'Dhanmondi, Dhaka', completed_by_name: null, created_at: '2026-11-22T09:00:00Z',
    username: `buyer${id}`, user_phone: `0161100000${id}`, completed_at: null, ...more,
  };
}

const ROWS = [order(1, 'pending'), order(3, 'completed', { completed_by_name: 'Rahim Uddin', order_note: 'Sent', completed_at: '2026-11-22T10:00:00Z' })];

function renderAt(route: string, stubs: Stubs = {}) {
  const api = mockApi({
    getMe: meReply({ superAdmin: true }),
    listPhysicalOrders: ok({ orders: ROWS, order_count: ROWS.length }),
    listOrderMessages: ok([]),
    listRecordHistory: okPage([
      { id: 5, admin: { id: 1, first_name: 'Rahim', last_name: 'Uddin' }, operation_id: 'updatePhysicalOrderStatus', summary: 'x',
        changes: [{ field: 'status', before: 'pending', after: 'completed' }, { field: 'order_note', before: null, after: 'Sent' }], created_at: '2026-11-22T10:00:00Z' },
    ]),
    ...stubs,
  });
  return { api, ...renderScreens({ '/product-order': <PhysicalOrderListPage /> }, { route }) };
}

describe('a physical order opened from its list', () => {
  it('lists the customer by name and phone, and opens with every field, the phones to copy, Edit while open, and its history', async () => {
    const { user, api } = renderAt('/product-order');
    const row = (await screen.findByText('Gaming mouse 1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('buyer1')).toBeInTheDocument();
    expect(within(row).getByText('01611000001')).toBeInTheDocument();
    await user.click(within(row).getByText('buyer1'));
    expect(currentQuery().get('open')).toBe('1');
    const pending = await screen.findByRole('dialog', { name: 'Product order #1' });
    for (const text of ['buyer1 (#301)', 'Gaming mouse 1 (Product #41)', '1,250 tk', 'Dhanmondi, Dhaka']) expect(within(pending).getAllByText(text).length).toBeGreaterThan(0);
    for (const copy of ['Copy Phone', 'Copy Customer phone']) expect(within(pending).getByRole('button', { name: copy })).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Update product order #1' })).toBeInTheDocument();
    expect(api.calls('listRecordHistory', { kind: 'physical_order', id: '1' })).toHaveLength(1);
  });

  it('a completed one offers nothing to do, and shows who changed what', async () => {
    renderAt('/product-order?open=3');
    const done = await screen.findByRole('dialog', { name: 'Product order #3' });
    expect(await within(done).findByText('Status changed')).toBeInTheDocument();
    expect(within(done).getByText('Note:', { exact: false })).toHaveTextContent('Note: — → Sent');
    expect(within(done).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
