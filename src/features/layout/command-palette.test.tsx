import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import ViewListIcon from '@mui/icons-material/ViewList';
import { AppRoutes } from '../../app/router';
import type { FeatureRoute } from '../../components/feature-route';
import type { SearchResults } from '../../store/api';
import { meReply, mockApi, ok, renderWithProviders, signedInState } from '../../test-utils';

// Three list screens standing in for the app's: the palette offers those the admin may open.
jest.mock('../../app/feature-routes', () => {
  const { lazyScreen } = jest.requireActual<typeof import('../../components/lazy-screen')>('../../components/lazy-screen');
  const screenOf = (title: string) => lazyScreen(async () => ({ default: () => <h1>{title}</h1> }));
  const routes: FeatureRoute[] = [
    { path: '/order', element: screenOf('Order list'), operationId: 'listOrders', nav: { label: 'Orders', group: 'orders', icon: ViewListIcon } },
    { path: '/banner', element: screenOf('Banner list'), operationId: 'listBanners', nav: { label: 'Banners', group: 'content', icon: ViewListIcon } },
    { path: '/user', element: screenOf('User list'), operationId: 'listUsers', nav: { label: 'Users', group: 'people', icon: ViewListIcon } },
  ];
  return { featureRoutes: routes };
});

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

const NOTHING: SearchResults = { orders: [], physical_orders: null, customers: [], wallet_adds: null };

/** The signed-in app of a sub-admin who may open the orders and customers, not the banners. */
function renderApp(results: (q: string) => SearchResults = () => NOTHING) {
  const api = mockApi({
    getMe: meReply({ permissions: ['listOrders', 'listUsers'] }),
    searchEverything: (request) => ok(results(new URL(request.url).searchParams.get('q') ?? '')),
  });
  const rendered = renderWithProviders(
    <>
      <AppRoutes />
      <Location />
    </>,
    { route: '/', preloadedState: signedInState() },
  );
  return { api, ...rendered };
}

const location = () => screen.getByRole('status', { name: 'location', hidden: true });
const options = () => within(screen.getByRole('listbox', { name: 'Search' })).queryAllByRole('option');

describe('command palette', () => {
  it('opens with Ctrl+K anywhere, offers only the screens the admin may open, and Enter opens the one typed', async () => {
    const { user } = renderApp();
    await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(input).toHaveFocus());
    // Nothing typed: every screen the sidebar has for this admin, and only those.
    expect(options().map((option) => option.textContent)).toEqual(['OrdersOrders', 'UsersPeople']);

    await user.type(input, 'ban');
    expect(options()).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'peo');
    expect(options().map((option) => option.textContent)).toEqual(['UsersPeople']);
    expect(input).toHaveAttribute('aria-activedescendant', options()[0].id);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'User list' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/user');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows what the server found as the admin types, and the arrow keys and Enter open a row', async () => {
    const order = { id: 42, title: 'Order #42 · 100 Diamonds', detail: 'Free Fire · player 512345678 · 01711000042', status: 'pending', link: '/order?open=42' };
    const customer = { id: 7, title: 'rahim0042 (#7)', detail: '01711000042', status: null, link: '/user/edit/7' };
    const { user, api } = renderApp((q) => (q === '01711000042' ? { ...NOTHING, orders: [order], customers: [customer] } : NOTHING));
    await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const input = await screen.findByRole('combobox', { name: 'Search' });
    await user.type(input, '01711000042');

    const found = await within(screen.getByRole('listbox')).findByRole('group', { name: 'Top-up orders' });
    expect(within(found).getByRole('option', { name: /Order #42 · 100 Diamonds/ })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Customers' })).getByRole('option', { name: /rahim0042/ })).toBeInTheDocument();
    // The server is asked once typing pauses, not at every keystroke: last for the whole number.
    const asked = api.calls('searchEverything').map((request) => new URL(request.url).searchParams.get('q'));
    expect(asked.at(-1)).toBe('01711000042');
    expect(asked.length).toBeLessThan('01711000042'.length);

    const [first, second] = options();
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Order list' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/order?open=42');
  });

  it('closes with Escape, and opens again empty', async () => {
    const { user } = renderApp();
    await screen.findByRole('heading', { name: 'Welcome, Rahim Uddin' });
    await user.keyboard('{Meta>}k{/Meta}');
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'ord');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('combobox', { name: 'Search' })).toHaveValue('');
  });
});
