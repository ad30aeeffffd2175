import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { OperationId } from '../store/api';
import type { LazyScreen } from './lazy-screen';
import type { RouteParams, ScreenPreload } from './screen-preload';

/** Sidebar sections, in the order they are shown. */
export const NAV_GROUPS = ['dashboard', 'wallet', 'orders', 'catalogue', 'content', 'people', 'reports', 'settings'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/**
 * One screen of a feature. Each feature folder exports an array of these from its `routes.ts`;
 * src/app/feature-routes.ts lists the arrays.
 */
export interface FeatureRoute {
  /** Exact path, with `:id` style params. */
  path: string;
  /** `lazyScreen(() => import('./banner-list-page'))`: the screen's code loads when it is opened (on a full load of its address, beside the permissions). */
  element: LazyScreen;
  /** The screen's main query (GET /admin/me permissions): without it the screen is hidden. A renamed operation fails typecheck here. */
  operationId: OperationId;
  /** Its first request, asked for as soon as it is navigated to, before its code has run (src/components/screen-preload.ts). */
  preload?: ScreenPreload;
  /** Shown in the sidebar when set (list screens; not forms). */
  nav?: { label: string; group: NavGroup; icon: ComponentType<SvgIconProps> };
}

/** The screen at a path: its route and the path's parameters, as the router matches them. */
export function screenAt(routes: readonly FeatureRoute[], pathname: string): { route: FeatureRoute; params: RouteParams } | undefined {
  for (const route of routes) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}
