import { REACHED_SCREENS } from '../../scripts/bench-screen-addresses';
import { featureRoutes } from './feature-routes';

describe('bench:screens (scripts/bench-screens.ts)', () => {
  it('opens every screen the sidebar does not link to, and only those', () => {
    const reached = featureRoutes.filter((route) => !route.nav).map((route) => route.path);
    expect(Object.keys(REACHED_SCREENS).sort()).toEqual([...reached].sort());
  });
});
