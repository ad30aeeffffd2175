import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { Sidebar } from './sidebar';
import type { NavSection } from './nav-sections';
import { renderWithProviders } from '../../test-utils';

/** An entry's icon that counts its draws: the sidebar's entries are drawn when it is. */
const iconDraws: number[] = [];
function CountingIcon(props: SvgIconProps) {
  iconDraws.push(1);
  return <svg data-testid="icon" data-font-size={props.fontSize} />;
}

const SECTIONS: NavSection[] = [
  { group: 'orders', items: [{ path: '/order', label: 'Orders', icon: CountingIcon }, { path: '/add-wallet', label: 'Add wallet', icon: CountingIcon }] },
  { group: 'catalogue', items: [{ path: '/banner', label: 'Banners', icon: CountingIcon }] },
];

const navigation = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('Sidebar', () => {
  beforeEach(() => {
    iconDraws.length = 0;
  });

  it('lists each permitted screen as a link under its group, the current one marked, waiting work in its name', () => {
    renderWithProviders(<Sidebar sections={SECTIONS} open badges={{ '/order': 3, '/add-wallet': 1500 }} />, { route: '/add-wallet' });
    const links = within(navigation()).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/order', '33 waitingOrders'],
      ['/add-wallet', '999+1,500 waitingAdd wallet'],
      ['/banner', 'Banners'],
    ]);
    // The count is drawn on the icon; its words are what a screen reader says.
    expect(within(navigation()).getByRole('link', { name: '3 waiting Orders' })).not.toHaveAttribute('aria-current');
    expect(within(navigation()).getByRole('link', { name: '1,500 waiting Add wallet' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation()).getByRole('link', { name: 'Banners' })).toBeInTheDocument();
    // Each group is named above its links; every link sits in a list item.
    const lists = within(navigation()).getAllByRole('list');
    expect(lists.map((list) => within(list).getAllByRole('listitem')[0].textContent)).toEqual(['Orders', 'Catalogue']);
    for (const link of links) expect(link.closest('li')).not.toBeNull();
  });

  it('as an icon rail names each link by its label, without the group names', () => {
    renderWithProviders(<Sidebar sections={SECTIONS} open={false} />);
    expect(within(navigation()).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual(['Orders', 'Add wallet', 'Banners']);
    expect(within(navigation()).queryByText('Catalogue')).toBeNull();
  });

  it('is drawn again only when its own props change, not whenever the layout around it is', async () => {
    function Layout() {
      const [renders, setRenders] = useState(0);
      const [badges, setBadges] = useState<Record<string, number>>({});
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            layout {renders}
          </button>
          <button type="button" onClick={() => setBadges({ '/order': 1 })}>
            a new order
          </button>
          <Sidebar sections={SECTIONS} open badges={badges} />
        </>
      );
    }
    const { user } = renderWithProviders(<Layout />);
    const drawn = iconDraws.length;
    expect(drawn).toBeGreaterThanOrEqual(3);
    await user.click(screen.getByRole('button', { name: 'layout 0' }));
    await user.click(screen.getByRole('button', { name: 'layout 1' }));
    expect(iconDraws.length).toBe(drawn);
    await user.click(screen.getByRole('button', { name: 'a new order' }));
    expect(iconDraws.length).toBeGreaterThan(drawn);
    expect(within(navigation()).getByRole('link', { name: '1 waiting Orders' })).toBeInTheDocument();
  });
});
