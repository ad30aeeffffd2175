import { useMemo } from 'react';
import { useGetPendingCountsQuery } from '../api';

/** The screen each waiting count belongs to (routes of the money and orders screens). */
const BADGE_PATHS = {
  manual_wallet_adds: '/add-wallet',
  automated_wallet_adds: '/automated-add-wallet',
  orders: '/order',
  my_package_orders: '/subadmin-order',
  physical_orders: '/product-order',
} as const;

/** Waiting work per sidebar path, refreshed by the live events (the `PendingCounts` tag); the same object until the counts change. */
export function usePendingBadges(): Record<string, number> {
  // Only the counts: a refresh on its way (isFetching) draws nothing again.
  const { data } = useGetPendingCountsQuery(undefined, { selectFromResult: ({ data }) => ({ data }) });
  return useMemo(() => {
    const badges: Record<string, number> = {};
    if (!data) return badges;
    for (const [key, path] of Object.entries(BADGE_PATHS)) {
      const count = data.data[key as keyof typeof BADGE_PATHS];
      if (count) badges[path] = count;
    }
    return badges;
  }, [data]);
}
