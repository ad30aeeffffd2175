import { useCallback } from 'react';
import { useGetMeQuery } from '../store/api';

export interface Permissions {
  /** False until GET /admin/me has answered. */
  ready: boolean;
  isSuperAdmin: boolean;
  /** May the signed-in admin call this operation? (super admin: always) */
  can(operationId: string): boolean;
}

/** What the signed-in admin may do, from GET /admin/me (shared cache entry: one request). */
export function usePermissions(): Permissions {
  const { data } = useGetMeQuery();
  const me = data?.data;
  const can = useCallback(
    (operationId: string) => Boolean(me && (me.is_super_admin || me.permissions.includes(operationId))),
    [me],
  );
  return { ready: Boolean(me), isSuperAdmin: Boolean(me?.is_super_admin), can };
}
