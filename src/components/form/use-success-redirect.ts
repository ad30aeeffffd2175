import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../use-notify';

/** After a successful save the app returns to the list after 1500 ms (docs/existing-dashboard.md#kept-as-it-was). */
export const SUCCESS_REDIRECT_MS = 1500;

/** `const done = useSuccessRedirect('/banner'); … done('Banner created successfully')`. */
export function useSuccessRedirect(to: string) {
  const navigate = useNavigate();
  const notify = useNotify();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (message: string) => {
      notify.success(message);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), SUCCESS_REDIRECT_MS);
    },
    [navigate, notify, to],
  );
}
