import { screen, waitFor, within } from '@testing-library/react';
import { meReply, mockApi, okPage, renderWithProviders, signedInState } from '../../test-utils';
import { setShopTimeZone } from '../../lib/dates';
import type { AuditRecord } from '../../store/api';
import AuditLogPage from './audit-log-page';

const record = (id: number, extra: Partial<AuditRecord>): AuditRecord => ({
  id,
  admin: { id: 1, first_name: 'Rahim', last_name: 'Uddin' },
  operation_id: 'updateOrderStatus',
  summary: 'Change an order’s status',
  method: 'POST',
  path: `/admin/order/update-order-status/${id}`,
  target: { kind: 'order', id: String(id) },
  status_code: 200,
  outcome: 'success',
  ip: '10.0.0.1',
  created_at: '2025-11-21T08:30:00Z',
  ...extra,
});
const RECORDS = [
  record(42, {}),
  record(41, {
    operation_id: 'updateTransactionStatus',
    summary: 'Complete or cancel a wallet-add',
    path: '/admin/transaction/update',
    target: { kind: 'transaction', id: '7' },
    status_code: 409,
    outcome: 'refused',
  }),
  record(40, { admin: null, operation_id: 'syncPermissions', summary: 'Add auth modules', target: null }),
];

// Times are shown in the shop's zone, which the signed-in app takes from GET /admin/me.
beforeAll(() => setShopTimeZone('Asia/Dhaka'));

describe('audit log', () => {
  it('shows who did what, on what, with which outcome and when; money movements link to what they changed', async () => {
    mockApi({ getMe: meReply({ superAdmin: true }), listAdmins: okPage([]), listAuditLog: okPage(RECORDS, 53) });
    renderWithProviders(<AuditLogPage />, { route: '/audit', preloadedState: signedInState() });
    const orderRow = (await screen.findByText('Change an order’s status')).closest('tr') as HTMLElement;
    expect(orderRow).toHaveTextContent('Rahim Uddin');
    expect(orderRow).toHaveTextContent('21 Nov 2025, 14:30');
    expect(orderRow).toHaveTextContent('Success · 200');
    expect(within(orderRow).getByRole('link', { name: 'Order #42' })).toHaveAttribute('href', '/order?open=42');
    const walletRow = screen.getByText('Complete or cancel a wallet-add').closest('tr') as HTMLElement;
    expect(walletRow).toHaveTextContent('Refused · 409');
    expect(within(walletRow).getByRole('link', { name: 'Wallet-add #7' })).toHaveAttribute('href', '/add-wallet?open=7');
    expect(screen.getByText('Add auth modules').closest('tr')).toHaveTextContent('System');
  });

  it('filters by outcome and operation on the server, back on the first page', async () => {
    const api = mockApi({
      getMe: meReply({ superAdmin: true, permissions: ['deleteAdmin', 'listAdmins', 'updateOrderStatus'] }),
      listAdmins: okPage([]),
      listAuditLog: okPage(RECORDS),
    });
    const { user } = renderWithProviders(<AuditLogPage />, { route: '/audit', preloadedState: signedInState() });
    await screen.findByText('Change an order’s status');
    const filters = screen.getByRole('search', { name: 'Audit filters' });
    await user.click(within(filters).getByRole('combobox', { name: 'Outcome' }));
    await user.click(await screen.findByRole('option', { name: 'Refused' }));
    await waitFor(() => expect(new URL(api.calls('listAuditLog').at(-1)!.url).searchParams.get('outcome')).toBe('refused'));

    await user.type(within(filters).getByRole('combobox', { name: 'Operation' }), 'deleteAdm');
    await user.click(await screen.findByRole('option', { name: 'deleteAdmin' }));
    await waitFor(() => {
      const params = new URL(api.calls('listAuditLog').at(-1)!.url).searchParams;
      expect(params.get('operation_id')).toBe('deleteAdmin');
      expect(params.get('outcome')).toBe('refused');
      expect(params.get('page')).toBe('1');
    });
  });
});
