import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { NAV_GROUPS, type FeatureRoute, type NavGroup } from '../../components/feature-route';

export interface NavItem {
  path: string;
  label: string;
  icon: ComponentType<SvgIconProps>;
}

export interface NavSection {
  group: NavGroup;
  items: NavItem[];
}

/** Sidebar sections from the routes the admin may open, in NAV_GROUPS order; empty groups dropped. */
export function buildNavSections(routes: readonly FeatureRoute[]): NavSection[] {
  return NAV_GROUPS.map((group) => ({
    group,
    items: routes.flatMap((route) =>
      route.nav?.group === group ? [{ path: route.path, label: route.nav.label, icon: route.nav.icon }] : [],
    ),
  })).filter((section) => section.items.length > 0);
}
