import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from '../store/api';
import { useAppDispatch } from '../store/hooks';
import { signedOut } from '../store/session-slice';

/** Logout waits this long for the server at most: the local sign-out must never hang. */
const LOGOUT_WAIT_MS = 5000;

/** Signs out: the account menu's Logout, and the mandatory two-step sign-in screen's Sign out. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    // Revoke the token on the server while it is still sent; sign out here whatever the answer.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUp = new Promise((resolve) => {
      timer = setTimeout(resolve, LOGOUT_WAIT_MS);
    });
    await Promise.race([logout().unwrap(), giveUp]).catch(() => undefined);
    clearTimeout(timer);
    dispatch(signedOut());
    navigate('/login', { replace: true });
  }, [dispatch, logout, navigate]);
}
