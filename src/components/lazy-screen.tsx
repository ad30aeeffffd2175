// eslint-disable-next-line no-restricted-imports -- the one place React's lazy is wrapped so that a failed load is retried
import { Component, Fragment, lazy, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { browserOffline, errorMessages } from '../lib/format-error';
import { commonMessages } from './messages';
import { screenLoadMessages } from './lazy-screen-messages';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A lazily loaded screen whose code can be asked for before it renders (`preload`): a full load of its address fetches it beside the permissions. */
export type LazyScreen<P extends object = object> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

/**
 * The waits before the second and third try of a screen's code that failed to load: a few tries
 * with growing delay, then the error is shown (with Try again). Offline, the first failure is
 * shown at once: no try can help until the network is back.
 */
export const SCREEN_LOAD_RETRY_DELAYS_MS = [500, 2_000];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The load, tried again after each delay while it fails to fetch the code and the browser is online. */
async function loadWithBackoff<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = SCREEN_LOAD_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isChunkLoadError(error) || browserOffline()) throw error;
      await sleep(delay);
    }
  }
}

/** How each screen whose load failed starts afresh; run by retryFailedScreens. */
const failedScreens = new Set<() => void>();

/**
 * Screens whose code failed to load are loaded afresh at their next render: Try again, or the
 * screen chosen again. Until then a failed load stays failed, so the error reaches the screen's
 * boundary instead of a new request being started at every render (hundreds a second).
 */
export function retryFailedScreens(): void {
  const resets = [...failedScreens];
  failedScreens.clear();
  for (const reset of resets) reset();
}

/**
 * `lazyScreen(() => import('./banner-list-page'))`: like React's `lazy`, but a load that failed
 * (offline, server down, a deploy replaced the files) is retried a few times with growing delay
 * (SCREEN_LOAD_RETRY_DELAYS_MS), then fails to the screen's boundary, and can be tried afresh
 * (retryFailedScreens) — React's `lazy` keeps the failure forever, so Try again could never work.
 */
export function lazyScreen<P extends object>(load: Loader<P>): LazyScreen<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const reset = () => {
    current = lazy(attempt);
  };
  const attempt: Loader<P> = () =>
    loadWithBackoff(load).catch((error: unknown) => {
      failedScreens.add(reset);
      throw error;
    });
  current = lazy(attempt);
  // A lazy component whose own load renders the current attempt: what the routes hold stays one component.
  const screen = lazy(async () => ({ default: (props: P) => <Current {...props} /> }));
  // The bundler shares one download between this and the render's own load; a failure here is left to that load (and its retries).
  return Object.assign(screen, { preload: () => void load().catch(() => undefined) });

  function Current(props: P) {
    const Screen = current;
    return <Screen {...props} />;
  }
}

/** A screen's code could not be loaded (webpack's ChunkLoadError, or the browser's own dynamic-import error). */
export function isChunkLoadError(error: unknown): error is Error & { request?: string } {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(error.message))
  );
}

/** Whether the chunk's file is gone from the server (a deploy replaced it), as opposed to unreachable. */
async function chunkGone(error: { request?: string }): Promise<boolean> {
  if (!error.request || browserOffline()) return false;
  try {
    const response = await fetch(error.request, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404;
  } catch {
    return false;
  }
}

function ScreenLoadError({ error, onRetry, attempt }: { error: unknown; onRetry: () => void; attempt: number }) {
  const [gone, setGone] = useState(false);
  const [offline, setOffline] = useState(browserOffline);
  useEffect(() => {
    let live = true;
    if (isChunkLoadError(error)) void chunkGone(error).then((value) => live && setGone(value));
    const update = () => setOffline(browserOffline());
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      live = false;
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [error]);

  const loadFailed = isChunkLoadError(error);
  const text = !loadFailed
    ? screenLoadMessages.crashed
    : offline
      ? `${errorMessages.offline} ${screenLoadMessages.notLoadedOffline}`
      : gone
        ? screenLoadMessages.filesGone
        : `${screenLoadMessages.notLoaded} ${errorMessages.unreachable}`;
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onRetry}>
            {commonMessages.tryAgain}
          </Button>
          {/* Reload when the files are gone, or when trying again did not help (a screen loaded with plain `lazy`). */}
          {(gone || !loadFailed || attempt > 0) && (
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              {screenLoadMessages.reload}
            </Button>
          )}
        </Stack>
      }
    >
      {text}
    </Alert>
  );
}

interface BoundaryProps {
  /** The boundary starts afresh when this changes (the address: another screen was chosen). */
  resetKey: string;
  children: ReactNode;
}

/**
 * Around the routed screen inside the layout: a screen that fails to load (or throws) shows an
 * error with Try again in place of the screen; the sidebar and top bar stay.
 */
export class ScreenBoundary extends Component<BoundaryProps, { error: unknown; key: string; attempt: number }> {
  state = { error: null as unknown, key: this.props.resetKey, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidUpdate(previous: BoundaryProps) {
    // Another screen was chosen (and shown): one that failed to load is tried afresh when chosen
    // again. Only once committed: a navigation still rendering (a transition) that fails must not
    // start a new load at each of React's retries, or it would ask for the code without end.
    if (previous.resetKey !== this.props.resetKey) retryFailedScreens();
  }

  private retry = () => {
    retryFailedScreens();
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  render() {
    if (this.state.error) return <ScreenLoadError error={this.state.error} onRetry={this.retry} attempt={this.state.attempt} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
