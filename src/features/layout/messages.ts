import type { NavGroup } from '../../components/feature-route';

export const layoutMessages = {
  /** A sidebar badge: work waiting on that screen (live). */
  waiting: '{n} waiting',
  toggleSidebar: 'Toggle sidebar',
  switchToDark: 'Switch to dark theme',
  switchToLight: 'Switch to light theme',
  accountMenu: 'Account menu',
  accountMenuOf: 'Account menu, {initials}',
  syncPermission: 'Sync Permission',
  syncSuccessful: 'Sync Successful',
  syncError: 'Sync Error',
  profile: 'Profile',
  logout: 'Logout',
  superAdmin: 'Super admin',
  welcome: 'Welcome, {name}',
  welcomeHint: 'Pick a screen to start.',
  noScreens: 'No screens are enabled for your account yet. Ask a super admin for access.',
  footer: '© {year} Shop Admin',
  loadingPermissions: 'Loading your permissions',
  navigation: 'Main navigation',
  groups: {
    dashboard: 'Dashboard',
    wallet: 'Wallet',
    orders: 'Orders',
    catalogue: 'Catalogue',
    content: 'Content',
    people: 'People',
    reports: 'Reports',
    settings: 'Settings',
  } satisfies Record<NavGroup, string>,
} as const;
