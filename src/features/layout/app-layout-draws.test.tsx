import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import ViewListIcon from '@mui/icons-material/ViewList';
import { AppLayout } from './app-layout';
import type { NavSection } from './nav-sections';
import { api } from '../../store/api';
import { makeStore } from '../../app/store';
import { meReply, mockApi, ok, renderWithProviders, signedInState } from '../../test-utils';

/** The top bar's search button, counting its draws: it is drawn when the top bar is. */
const mockSearchDraws: number[] = [];
jest.mock('./palette-launcher', () => ({
  PaletteLauncher: () => {
    mockSearchDraws.push(1);
    return null;
  },
}));

const NAV: NavSection[] = [{ group: 'orders', items: [{ path: '/order', label: 'Orders', icon: ViewListIcon }] }];

describe('the layout', () => {
  it('does not draw its top bar again when the waiting counts change (the live events refresh them all day)', async () => {
    let waiting = 3;
    mockApi({
      getMe: meReply(),
      getPendingCounts: () => ok({ manual_wallet_adds: 0, automated_wallet_adds: 0, orders: waiting, my_package_orders: null, physical_orders: 0 }),
    });
    const store = makeStore(signedInState());
    renderWithProviders(
      <Routes>
        <Route element={<AppLayout nav={NAV} />}>
          <Route path="/" element={<h1>Home screen</h1>} />
        </Route>
      </Routes>,
      { store },
    );
    expect(await screen.findByRole('link', { name: '3 waiting Orders' })).toBeInTheDocument();
    const drawn = mockSearchDraws.length;

    waiting = 4;
    act(() => {
      store.dispatch(api.util.invalidateTags(['PendingCounts']));
    });
    expect(await screen.findByRole('link', { name: '4 waiting Orders' })).toBeInTheDocument();
    // Before, the layout drew the whole top bar again at each refresh.
    expect(mockSearchDraws.length).toBe(drawn);
  });
});
