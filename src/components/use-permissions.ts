import { useCallback } from 'react';
import { api, useGetMeQuery, type Me, type OperationId } from '../store/api';

/** May the admin GET /admin/me describes call this operation? (super admin: always) */
export const mayCall = (me: Me | undefined, operationId: OperationId): boolean => Boolean(me && (me.is_super_admin || me.permissions.includes(operationId)));

/** GET /admin/me's answer in the cache: one selector, not a new one at every call. */
const selectMeResult = api.endpoints.getMe.select();

/** The signed-in admin as GET /admin/me answered, outside React (a preload, a listener); undefined until it has. */
export const selectMe = (state: unknown): Me | undefined => selectMeResult(state as never).data?.data;

export interface Permissions {
  /** False until GET /admin/me has answered. */
  ready: boolean;
  isSuperAdmin: boolean;
  /** May the signed-in admin call this operation? (super admin: always) A name the contract lacks does not compile. */
  can(operationId: OperationId): boolean;
}

/**
 * What the signed-in admin may do, from GET /admin/me (shared cache entry: one request). The
 * server is the authority: GET /admin/me is asked again when the window regains focus and after
 * any 403 (src/store/base-api.ts), so a permission taken away hides its screens and buttons on
 * the admin's next request, not at their next sign-in.
 */
export function usePermissions(): Permissions {
  const { data } = useGetMeQuery(undefined, { refetchOnFocus: true, refetchOnReconnect: true });
  const me = data?.data;
  const can = useCallback((operationId: OperationId) => mayCall(me, operationId), [me]);
  return { ready: Boolean(me), isSuperAdmin: Boolean(me?.is_super_admin), can };
}

/**
 * `const canDelete = useCan('deleteBanner')`: may the signed-in admin call this operation? The
 * one way screens decide whether to show a button (Add, Edit, Delete, Complete All…); pair it
 * with `<Can op=…>` (src/components/can.tsx) in markup.
 */
export function useCan(operationId: OperationId): boolean {
  return usePermissions().can(operationId);
}
