import { act, screen, waitFor, within } from '@testing-library/react';
import { api as shopApi } from '../../store/api';
import type { ChartData, DashboardStats, SalesChartData } from '../../store/api';
import { fail, meReply, mockApi, ok, renderWithProviders, signedInState, type Stubs } from '../../test-utils';
import DashboardPage from './dashboard-page';

const STATS: DashboardStats = {
  totalUser: 12480,
  todaysUser: 37,
  totalWallet: '98765432101234.56',
  todaysTotalWallet: '15200.00',
  todaysWalletAdd: 19,
  todaysOrder: 240,
  todaysCompletedOrder: 198,
  todaySale: '123456.78',
  pendingOrder: 14,
  inProgressOrder: 3,
  pendingWalletAdd: 6,
  pendingPhysicalOrder: 2,
};

const DAYS = ['19 Nov', '20 Nov', '21 Nov', '22 Nov', '23 Nov'];
const ORDERS: ChartData = { dates: DAYS, data: [3, 0, 0, 1, 12] };
const SALES: SalesChartData = { dates: DAYS, data: ['1250.50', '0.00', '0.00', '99.99', '20000.00'] };

/** The chart's last `days` days, as the server answers `?days=`. */
const chartReply =
  <Chart extends ChartData | SalesChartData>(chart: Chart) =>
  (request: Request) => {
    const days = Number(new URL(request.url).searchParams.get('days'));
    return ok({ ...chart, dates: chart.dates.slice(-days), data: chart.data.slice(-days) });
  };

function stubDashboard(overrides: Stubs = {}) {
  return mockApi({
    getMe: meReply({ superAdmin: true }),
    getDashboardStats: ok(STATS),
    getOrdersChart: chartReply(ORDERS),
    getSalesChart: chartReply(SALES),
    ...overrides,
  });
}

const renderDashboard = () => renderWithProviders(<DashboardPage />, { preloadedState: signedInState() });
const daysOf = (requests: Request[]) => requests.map((request) => new URL(request.url).searchParams.get('days'));
const chart = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  // jsdom lays nothing out: give the charts' auto-sizer a box to draw in.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 640, height: 364 }));
});

describe('dashboard', () => {
  it('shows the four stat cards and the other figures, money exact to the paisa', async () => {
    stubDashboard();
    renderDashboard();
    const card = async (name: string) => within(await screen.findByRole('region', { name }));
    // The cards show (as skeletons) before the figures arrive.
    // Named and counted as the sidebar's badges ("17 waiting"): pending and in progress.
    expect(await (await card('Orders waiting')).findByText('17')).toBeInTheDocument();
    expect((await card('Orders waiting')).getByText('14 pending · 3 in progress')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending orders' })).not.toBeInTheDocument();
    expect((await card('Wallet-adds to verify')).getByText('6')).toBeInTheDocument();
    expect((await card('Wallet-adds to verify')).getByText('pending or under review')).toBeInTheDocument();
    expect((await card("Today's sales")).getByText('৳123,456.78')).toBeInTheDocument();
    expect((await card("Today's completed orders")).getByText('198')).toBeInTheDocument();
    expect((await card("Today's completed orders")).getByText('of 240 placed today')).toBeInTheDocument();
    const more = await card('More figures');
    expect(more.getByText('12,480')).toBeInTheDocument();
    expect(more.getByText('৳98,765,432,101,234.56')).toBeInTheDocument();
    expect(more.getByText('৳15,200 (19)')).toBeInTheDocument();
  });

  it("shows the server's message when the figures cannot be loaded", async () => {
    stubDashboard({ getDashboardStats: fail(503, 'The database is busy, try again') });
    renderDashboard();
    expect(await screen.findByText('The database is busy, try again')).toBeInTheDocument();
  });

  it('draws one point per day, empty days included, orders suffixed and sales in taka', async () => {
    const api = stubDashboard();
    renderDashboard();
    await waitFor(() => expect(within(chart('Orders')).getAllByTestId(/^line\.point\./)).toHaveLength(5));
    const orderPoints = within(chart('Orders')).getAllByTestId(/^line\.point\./).map((point) => point.getAttribute('aria-label'));
    expect(orderPoints).toEqual(['19 Nov: 3 orders', '20 Nov: 0 orders', '21 Nov: 0 orders', '22 Nov: 1 order', '23 Nov: 12 orders']);
    await waitFor(() => expect(within(chart('Sales')).getAllByTestId(/^line\.point\./)).toHaveLength(5));
    const salePoints = within(chart('Sales')).getAllByTestId(/^line\.point\./).map((point) => point.getAttribute('aria-label'));
    expect(salePoints).toEqual(['19 Nov: ৳1,250.5', '20 Nov: ৳0', '21 Nov: ৳0', '22 Nov: ৳99.99', '23 Nov: ৳20,000']);
    expect(daysOf(api.calls('getOrdersChart'))).toEqual(['30']);
    expect(daysOf(api.calls('getSalesChart'))).toEqual(['30']);
  });

  it('takes only numbers as the day count, 1 to 365, and redraws the chart for it', async () => {
    const api = stubDashboard();
    const { user } = renderDashboard();
    const days = within(await screen.findByRole('region', { name: 'Orders' })).getByRole('textbox', { name: 'Days' });
    expect(days).toHaveValue('30');
    await user.type(days, 'x-.');
    expect(days).toHaveValue('30');
    await user.clear(days);
    await user.type(days, '0');
    expect(await within(chart('Orders')).findByText('Enter 1 to 365 days')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '3');
    await waitFor(() => expect(within(chart('Orders')).getAllByTestId(/^line\.point\./)).toHaveLength(3));
    expect(daysOf(api.calls('getOrdersChart'))).toEqual(['30', '3']);
    // The sales chart keeps its own count.
    expect(daysOf(api.calls('getSalesChart'))).toEqual(['30']);
  });

  it('reads its figures and charts again when orders or wallet-adds change (a mutation or a live event)', async () => {
    const api = stubDashboard();
    const { store } = renderDashboard();
    await screen.findByText('৳123,456.78');
    await waitFor(() => expect(api.calls('getOrdersChart')).toHaveLength(1));
    act(() => {
      store.dispatch(shopApi.util.invalidateTags([{ type: 'Order', id: 'LIST' }]));
    });
    await waitFor(() => expect(api.calls('getDashboardStats')).toHaveLength(2));
    await waitFor(() => expect(api.calls('getOrdersChart')).toHaveLength(2));
    await waitFor(() => expect(api.calls('getSalesChart')).toHaveLength(2));
    act(() => {
      store.dispatch(shopApi.util.invalidateTags([{ type: 'Transaction', id: 'LIST' }]));
    });
    await waitFor(() => expect(api.calls('getDashboardStats')).toHaveLength(3));
  });
});
