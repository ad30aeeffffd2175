import { startTransition, Suspense, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyScreen, SCREEN_LOAD_RETRY_DELAYS_MS, ScreenBoundary } from './lazy-screen';

/** What webpack throws when a chunk's script cannot be fetched. */
const chunkError = () => Object.assign(new Error('Loading chunk 123 failed.\n(error: http://127.0.0.1/assets/notices.js)'), { name: 'ChunkLoadError' });

function Notices() {
  return <h1>Notices</h1>;
}

/** A screen's loader that fails while `failing` says so, counting every try. */
function screenCode() {
  const code = { tries: 0, failing: true, load: async () => ({ default: Notices }) };
  code.load = async () => {
    code.tries += 1;
    if (code.failing) throw chunkError();
    return { default: Notices };
  };
  return code;
}

function renderScreen(Screen: ReturnType<typeof lazyScreen>, path = '/notice') {
  const ui = (key: string) => (
    <main>
      <nav>Sidebar</nav>
      <ScreenBoundary resetKey={key}>
        <Suspense fallback={<p>Loading</p>}>
          <Screen />
        </Suspense>
      </ScreenBoundary>
    </main>
  );
  const view = render(ui(path));
  return { ...view, navigate: (to: string) => view.rerender(ui(to)) };
}

const allRetries = SCREEN_LOAD_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('a screen whose code fails to load', () => {
  let online = true;
  beforeEach(() => {
    online = true;
    jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    // React reports each error its boundary catches: expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('offline: says "You are offline" with Try again at once, asks for the code once per try, and opens once back online', async () => {
    online = false;
    const code = screenCode();
    const Screen = lazyScreen(code.load);
    renderScreen(Screen);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are offline. This screen is not loaded yet: try again when you are back online.');
    expect(screen.getByText('Sidebar')).toBeInTheDocument();
    await pause(allRetries + 500);
    expect(code.tries).toBe(1);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline.');
    await pause(300);
    expect(code.tries).toBe(2);

    online = true;
    code.failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Notices' })).toBeInTheDocument();
    expect(code.tries).toBe(3);
  });

  it('online (server unreachable): a few tries with growing delay, then the error with Try again; no more tries until asked', async () => {
    const code = screenCode();
    const Screen = lazyScreen(code.load);
    const started = Date.now();
    renderScreen(Screen);
    const alert = await screen.findByRole('alert', {}, { timeout: allRetries + 2_000 });
    expect(alert).toHaveTextContent('This screen could not be loaded. The server cannot be reached.');
    expect(code.tries).toBe(SCREEN_LOAD_RETRY_DELAYS_MS.length + 1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(allRetries - 50);
    await pause(1_000);
    expect(code.tries).toBe(SCREEN_LOAD_RETRY_DELAYS_MS.length + 1);

    code.failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Notices' })).toBeInTheDocument();
    expect(code.tries).toBe(SCREEN_LOAD_RETRY_DELAYS_MS.length + 2);
  }, 20_000);

  it('offline, chosen as the router navigates (a transition, the old screen kept meanwhile): one ask, then the message in place of the old screen', async () => {
    online = false;
    const code = screenCode();
    const Screen = lazyScreen(code.load);
    function Shell() {
      const [path, setPath] = useState('/');
      return (
        <main>
          <nav>
            {/* As the router navigates: in a transition, the old screen kept until the new one is ready. */}
            <button type="button" onClick={() => startTransition(() => setPath('/notice'))}>
              Notices
            </button>
          </nav>
          <ScreenBoundary resetKey={path}>
            <Suspense fallback={<p>Loading</p>}>{path === '/notice' ? <Screen /> : <h1>Dashboard</h1>}</Suspense>
          </ScreenBoundary>
        </main>
      );
    }
    render(<Shell />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Notices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline.');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    await pause(1_000);
    expect(code.tries).toBe(1);
  });

  it('a screen that failed is tried afresh when it is chosen again', async () => {
    online = false;
    const code = screenCode();
    const Screen = lazyScreen(code.load);
    const view = renderScreen(Screen, '/notice');
    await screen.findByRole('alert');
    expect(code.tries).toBe(1);
    online = true;
    code.failing = false;
    // Another screen chosen, then this one again (the boundary's key is the address).
    view.navigate('/banner');
    view.navigate('/notice');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Notices' })).toBeInTheDocument());
    expect(code.tries).toBe(2);
  });
});
