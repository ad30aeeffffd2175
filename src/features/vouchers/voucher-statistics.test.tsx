import { screen, waitFor, within } from '@testing-library/react';
import VoucherStatisticsPage from './voucher-statistics-page';
import IdCodeStatisticsPage from './id-code-statistics-page';
import type { VoucherStatistic } from '../../store/api';
import { fail, mockApi, ok, renderWithProviders, signedInState, meReply } from '../../test-utils';

const SUPER_ADMIN = { getMe: meReply({ superAdmin: true }) };

const VOUCHER_STATS = 'getVoucherStatistics';
const ID_CODE_STATS = 'getIdCodeStatistics';
const HIDE = 'hideUsedVouchers';

const row = (package_id: number, package_name: string, available: number, sold_today: number, sold_yesterday: number): VoucherStatistic => ({
  package_id, package_name, product_id: 2, product_name: 'Google Play Gift Card', available, sold_today, sold_yesterday,
  name: package_name, price: '100.00', voucher_count: available, today_sell: sold_today, yesterday_sell: sold_yesterday,
});

describe('voucher statistics', () => {
  it('shows available, sold today and sold yesterday per package', async () => {
    mockApi({ ...SUPER_ADMIN,  [VOUCHER_STATS]: ok([row(20, '$10 card', 140, 3, 7)]) });
    renderWithProviders(<VoucherStatisticsPage />, { preloadedState: signedInState() });
    const tableRow = (await screen.findByText('$10 card')).closest('tr')!;
    expect(within(tableRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['Google Play Gift Card', '$10 card', '140', '3', '7']),
    );
  });

  it('shows the id-code statistics from their own call', async () => {
    mockApi({ ...SUPER_ADMIN,  [ID_CODE_STATS]: ok([row(40, 'Weekly id', 12, 0, 1)]) });
    renderWithProviders(<IdCodeStatisticsPage />, { preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name: 'Id code statistics' })).toBeInTheDocument();
    expect(await screen.findByText('Weekly id')).toBeInTheDocument();
  });

  it('hides used vouchers after confirmation, says how many, and refreshes the numbers', async () => {
    const api = mockApi({ ...SUPER_ADMIN,  [VOUCHER_STATS]: ok([row(20, '$10 card', 140, 3, 7)]), [HIDE]: ok({ hidden: 42 }) });
    const { user } = renderWithProviders(<VoucherStatisticsPage />, { preloadedState: signedInState() });
    await screen.findByText('$10 card');
    await user.click(screen.getByRole('button', { name: 'Hide used vouchers' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Hide used vouchers?' })).getByRole('button', { name: 'Cancel' }));
    expect(api.calls(HIDE)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Hide used vouchers' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('42 used vouchers hidden')).toBeInTheDocument();
    expect(api.calls(HIDE)).toHaveLength(1);
    expect(api.calls(VOUCHER_STATS)).toHaveLength(2);
  });

  it("says 'Something went wrong' when hiding fails", async () => {
    mockApi({ ...SUPER_ADMIN,  [VOUCHER_STATS]: ok([]), [HIDE]: fail(500, 'Internal error') });
    const { user } = renderWithProviders(<VoucherStatisticsPage />, { preloadedState: signedInState() });
    await screen.findByText('No data to show');
    await user.click(screen.getByRole('button', { name: 'Hide used vouchers' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
