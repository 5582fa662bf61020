import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./reloadPage', () => ({ reloadPage: vi.fn() }));

// Each test starts from a fresh page load: the modules' own state (a reload under way) included.
async function freshModules() {
  vi.resetModules();
  const { reloadPage } = await import('./reloadPage');
  const boundary = await import('./ErrorBoundary');
  const { preloadable } = await import('./preloadable');
  const staleChunks = await import('./staleChunks');
  return { reloadPage: vi.mocked(reloadPage), preloadable, ...boundary, ...staleChunks };
}

/** The page load after one that reloaded itself because of a stale chunk. */
async function afterAnAutomaticReload() {
  const previous = await freshModules();
  previous.reloadOnce();
  const now = await freshModules();
  now.reloadPage.mockClear();
  return now;
}

const Hello: ComponentType<object> = () => <p>Hello page</p>;

/** A page's code, which fails to load while `server.stale`. */
function pageCode(server = { stale: true }) {
  const load = vi.fn(() =>
    server.stale
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(Hello),
  );
  return { load, server };
}

/**
 * A page with words of its own and a part (a chart) whose code comes on its own, inside the part's
 * boundary; 'Toggle' hides the part and shows it again (a new boundary).
 */
function figuresPage(PartErrorBoundary: ComponentType<{ children: ReactNode }>, Chart: ComponentType<object>) {
  return function Figures() {
    const [shown, setShown] = useState(true);
    return (
      <>
        <h1>Figures</h1>
        <button type="button" onClick={() => setShown((v) => !v)}>Toggle</button>
        {shown && (
          <PartErrorBoundary>
            <Suspense fallback={<p>Loading the chart...</p>}>
              <Chart />
            </Suspense>
          </PartErrorBoundary>
        )}
      </>
    );
  };
}

function Where() {
  return <p>{`at ${useLocation().pathname}`}</p>;
}

async function renderRoutes(Page: ComponentType<object>) {
  const { RouteErrorBoundary } = await import('./ErrorBoundary');
  function Frame() {
    const { pathname } = useLocation();
    return (
      <>
        <nav>
          <Link to="/page">Page</Link>
          <Link to="/other">Other</Link>
        </nav>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<p>Loading...</p>}>
            <Routes>
              <Route path="/page" element={<Page />} />
              <Route path="/other" element={<Where />} />
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
      </>
    );
  }
  return render(
    <MemoryRouter initialEntries={['/page']}>
      <Frame />
    </MemoryRouter>,
  );
}

async function expectBoundary() {
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText(/Reloading the page usually fixes it/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
}

describe('error boundaries', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.clearAllMocks();
    // React reports the errors a boundary catches; they are expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('a page whose code fails to load reloads the page once by itself, showing Loading... meanwhile', async () => {
    const { preloadable, reloadPage } = await freshModules();
    await renderRoutes(preloadable(pageCode().load));
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('after that reload, a second failure shows the boundary instead of reloading again', async () => {
    const { preloadable, reloadPage } = await afterAnAutomaticReload();
    await renderRoutes(preloadable(pageCode().load));
    await expectBoundary();
    expect(reloadPage).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('keeps the frame around it, and a new path tries again (the code is fetched anew)', async () => {
    const { preloadable } = await afterAnAutomaticReload();
    const { load, server } = pageCode();
    await renderRoutes(preloadable(load));
    await expectBoundary();
    const attempts = load.mock.calls.length;
    server.stale = false;

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Other' }));
    expect(await screen.findByText('at /other')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Page' }));
    expect(await screen.findByText('Hello page')).toBeInTheDocument();
    expect(load.mock.calls.length).toBeGreaterThan(attempts);
  });

  it('a page that throws while rendering shows the boundary at once, without reloading', async () => {
    const { reloadPage } = await freshModules();
    function Broken(): never {
      throw new Error('render failed');
    }
    await renderRoutes(Broken);
    await expectBoundary();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('the root boundary shows the same, in a main landmark', async () => {
    const { RootErrorBoundary } = await freshModules();
    function Broken(): never {
      throw new Error('render failed');
    }
    render(
      <RootErrorBoundary>
        <Broken />
      </RootErrorBoundary>,
    );
    await expectBoundary();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Something went wrong' }),
    );
  });

  it("Vite's vite:preloadError reloads the page once, and never again soon after", async () => {
    const { reloadOnStaleChunks, reloadPage } = await freshModules();
    reloadOnStaleChunks();
    act(() => void window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
    expect(reloadPage).toHaveBeenCalledTimes(1);

    // The reloaded page: the same failure again does not reload a second time.
    const again = await freshModules();
    again.reloadPage.mockClear();
    again.reloadOnStaleChunks();
    act(() => void window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
    expect(again.reloadPage).not.toHaveBeenCalled();
  });

  describe('offline', () => {
    const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    it('code that fails to load while offline does not reload the page: it says so and loads when the network returns', async () => {
      const { preloadable, reloadPage, CODE_OFFLINE_MESSAGE } = await freshModules();
      const online = goOffline();
      const { load, server } = pageCode();
      await renderRoutes(preloadable(load));
      expect(await screen.findByText(CODE_OFFLINE_MESSAGE)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(reloadPage).not.toHaveBeenCalled();

      server.stale = false;
      online.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByText('Hello page')).toBeInTheDocument();
      expect(reloadPage).not.toHaveBeenCalled();
    });

    it("a part of a page (a chart) whose code fails to load offline says so in its place: the page's own words stay, and the part loads when the network returns", async () => {
      const { preloadable, reloadPage, PartErrorBoundary, PART_OFFLINE_MESSAGE } = await freshModules();
      const online = goOffline();
      const { load, server } = pageCode();
      const Chart = preloadable(load);
      await renderRoutes(figuresPage(PartErrorBoundary, Chart));
      expect(await screen.findByText(PART_OFFLINE_MESSAGE)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Figures' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
      expect(reloadPage).not.toHaveBeenCalled();

      server.stale = false;
      online.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByText('Hello page')).toBeInTheDocument();
      expect(screen.queryByText(PART_OFFLINE_MESSAGE)).not.toBeInTheDocument();
      expect(reloadPage).not.toHaveBeenCalled();
    });

    it('a part shown again after its code failed offline (its boundary fails on its first render) still loads when the network returns', async () => {
      const { preloadable, PartErrorBoundary, PART_OFFLINE_MESSAGE } = await freshModules();
      const online = goOffline();
      const { load, server } = pageCode();
      const Chart = preloadable(load);
      await renderRoutes(figuresPage(PartErrorBoundary, Chart));
      expect(await screen.findByText(PART_OFFLINE_MESSAGE)).toBeInTheDocument();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Toggle' }));
      expect(screen.queryByText(PART_OFFLINE_MESSAGE)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Toggle' }));
      expect(await screen.findByText(PART_OFFLINE_MESSAGE)).toBeInTheDocument();

      server.stale = false;
      online.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByText('Hello page')).toBeInTheDocument();
    });

    it('a part whose code still fails online (after the one automatic reload) says so in its place, with Try again reloading the page', async () => {
      const { preloadable, reloadPage, PartErrorBoundary, PART_FAILED_MESSAGE } = await afterAnAutomaticReload();
      const Chart = preloadable(pageCode().load);
      await renderRoutes(figuresPage(PartErrorBoundary, Chart));
      expect(await screen.findByText(PART_FAILED_MESSAGE)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Figures' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });

    it('code whose load was cut off by a drop but failed only once the network was back is fetched again, not reloaded (CI saw the page reload)', async () => {
      const { preloadable, reloadPage, reloadOnStaleChunks } = await freshModules();
      reloadOnStaleChunks();
      const online = goOffline();
      let fail = (_e: Error) => {};
      const load = vi
        .fn<() => Promise<ComponentType<object>>>()
        .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)))
        .mockResolvedValue(Hello);
      await renderRoutes(preloadable(load));
      expect(await screen.findByText('Loading...')).toBeInTheDocument();
      online.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      // Vite announces the failure (then the import rejects), after the network is back.
      act(() => void window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
      await act(async () => fail(new TypeError('Failed to fetch dynamically imported module')));
      expect(await screen.findByText('Hello page', {}, { timeout: 3_000 })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
      expect(reloadPage).not.toHaveBeenCalled();
    });

    it('Try again fetches the code again', async () => {
      const { preloadable, CODE_OFFLINE_MESSAGE } = await freshModules();
      goOffline();
      const { load, server } = pageCode();
      await renderRoutes(preloadable(load));
      expect(await screen.findByText(CODE_OFFLINE_MESSAGE)).toBeInTheDocument();
      server.stale = false;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Hello page')).toBeInTheDocument();
    });

    it("Vite's vite:preloadError does not reload the page while offline (the realtime channel's code, say)", async () => {
      const { reloadOnStaleChunks, reloadPage } = await freshModules();
      goOffline();
      reloadOnStaleChunks();
      act(() => void window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
      expect(reloadPage).not.toHaveBeenCalled();
    });
  });
});
