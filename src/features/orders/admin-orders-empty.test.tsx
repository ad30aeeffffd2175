import { screen } from '@testing-library/react';
import { meReply, mockApi, ok, renderScreens } from '../../test-utils';
import AdminOrderListPage from './admin-order-list-page';

const empty = ok({ orders: [], order_count: 0 });

function renderAdminOrders(me: ReturnType<typeof meReply>) {
  mockApi({ getMe: me, listMyPackageOrders: empty, listOrderMessages: ok([]) });
  return renderScreens({ '/subadmin-order': <AdminOrderListPage />, '/manage-order-permission/:id': <h1>Manage Order Permission</h1> }, { route: '/subadmin-order' });
}

describe('Admins Order (/subadmin-order) when empty', () => {
  it('says it lists only the orders of the packages granted to the admin, a super admin too, and links a super admin to granting their own', async () => {
    const { user } = renderAdminOrders(meReply({ superAdmin: true }));
    expect(await screen.findByText(/Admins Order lists only the orders of the packages granted to you, a super admin too\./)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Grant packages to yourself on Manage Order Permission' }));
    expect(await screen.findByRole('heading', { name: 'Manage Order Permission' })).toBeInTheDocument();
    // The signed-in admin's own grants (TEST_ADMIN is admin 1).
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/manage-order-permission\/1$/);
  });

  it('tells a sub-admin, who may not grant, who can', async () => {
    renderAdminOrders(meReply({ permissions: ['listMyPackageOrders'] }));
    expect(await screen.findByText(/A super admin grants packages on Manage Order Permission\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Grant packages/ })).not.toBeInTheDocument();
  });
});
