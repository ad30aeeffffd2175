import { screen, within } from '@testing-library/react';
import { meReply, mockApi, ok, renderWithProviders, signedInState } from '../../test-utils';
import AdminOrderCountPage from './admin-order-count-page';
import AdminShellCountPage from './admin-shell-count-page';

const rowsOf = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('admin order count', () => {
  it('lists per admin the orders completed today, this month and in total, and my own month (0 when none)', async () => {
    mockApi({
      getMe: meReply({ superAdmin: true }),
      listCompletedOrdersByAdmin: ok([
        { admin_id: 2, first_name: 'Nadia', last_name: 'Islam', today: 4, this_month: 120, total: 10250 },
        { admin_id: 1, first_name: 'Rahim', last_name: 'Uddin', today: 0, this_month: 0, total: 3 },
      ]),
      countMyCompletedOrdersThisMonth: ok(0),
    });
    renderWithProviders(<AdminOrderCountPage />, { preloadedState: signedInState() });
    expect(await screen.findByText('Nadia Islam')).toBeInTheDocument();
    expect(rowsOf()).toEqual([
      ['Nadia Islam', '4', '120', '10,250'],
      ['Rahim Uddin', '0', '0', '3'],
    ]);
    const mine = screen.getByRole('region', { name: 'This month completed orders' });
    expect(await within(mine).findByText('0')).toBeInTheDocument();
  });

  it("leaves out the admin's own count when they may not read it", async () => {
    const api = mockApi({
      getMe: meReply({ permissions: ['listCompletedOrdersByAdmin'] }),
      listCompletedOrdersByAdmin: ok([]),
    });
    renderWithProviders(<AdminOrderCountPage />, { preloadedState: signedInState() });
    expect(await screen.findByText('No data to show')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'This month completed orders' })).not.toBeInTheDocument();
    expect(api.calls('countMyCompletedOrdersThisMonth')).toHaveLength(0);
  });
});

describe('admin shell count', () => {
  it('lists per admin the shells of orders completed today and yesterday, to four decimals', async () => {
    mockApi({
      getMe: meReply({ superAdmin: true }),
      listShellUsageByAdmin: ok([
        { admin_id: 2, first_name: 'Nadia', last_name: 'Islam', today: '12345678901.2345', today_orders: 7, yesterday: '0.8000', yesterday_orders: 1 },
      ]),
    });
    renderWithProviders(<AdminShellCountPage />, { preloadedState: signedInState() });
    expect(await screen.findByText('Nadia Islam')).toBeInTheDocument();
    expect(rowsOf()).toEqual([['Nadia Islam', '12,345,678,901.2345', '7', '0.80', '1']]);
  });
});
