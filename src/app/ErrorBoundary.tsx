import { Component, type ErrorInfo, type ReactNode } from 'react';
import { browserOffline } from '@/data/errors';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { Spinner } from '@/ui/Spinner';
import { retryFailedLoads } from './preloadable';
import { reloadPage } from './reloadPage';
import { isChunkLoadError, networkJustDropped, reloadOnce, willReloadOnce } from './staleChunks';

/** What a person sees instead of a blank page when a part of the app fails. */
export function SomethingWentWrong() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-slate-700">
        This page could not be shown. A new version of the app may have been released, or the connection
        dropped. Reloading the page usually fixes it.
      </p>
      <div className="mt-6 flex justify-center">
        <Button onClick={reloadPage}>Reload</Button>
      </div>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** Shown once a failure is caught (and no reload is under way). */
  fallback: ReactNode;
  /** When it changes (the route boundary passes the path), a failure is forgotten and the children render again. */
  resetKey?: unknown;
  /** What it says while code failed to load offline (until the network returns); the page's words by default. */
  offlineMessage?: string;
}

interface State {
  failed: boolean;
  /** Code that failed to load: the page reloads itself once (see staleChunks.ts). */
  reloading: boolean;
  /**
   * Code that failed to load because the network dropped: fetched again when it returns ('offline'),
   * or in a moment when it is already back ('reconnected': the failure arrived late).
   */
  offline: false | 'offline' | 'reconnected';
}

/** How long after a late failure (the network already back) the code is fetched again. */
export const RECONNECTED_RETRY_MS = 1_000;

export const CODE_OFFLINE_MESSAGE =
  'This page could not be loaded without a network. It loads by itself when the connection returns.';
/** The same for a part of a page fetched on its own (a chart): the rest of the page stays. */
export const PART_OFFLINE_MESSAGE =
  'This part of the page could not be loaded without a network. It loads by itself when the connection returns.';
export const PART_FAILED_MESSAGE =
  'This part of the page could not be shown. A new version of the app may have been released: reloading the page usually fixes it.';

/** Catches a render failure below it; a failed lazy import first reloads the page once by itself. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, reloading: false, offline: false };
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): State {
    const chunk = isChunkLoadError(error);
    const dropped = chunk && networkJustDropped();
    return {
      failed: true,
      reloading: chunk && willReloadOnce(),
      offline: dropped ? (browserOffline() ? 'offline' : 'reconnected') : false,
    };
  }

  /** Renders the children again; code that failed to load is fetched again. */
  private retry = () => {
    this.stopWaiting();
    retryFailedLoads();
    this.setState({ failed: false, reloading: false, offline: false });
  };

  private waitForNetwork() {
    this.stopWaiting();
    if (this.state.offline === 'offline') window.addEventListener('online', this.retry, { once: true });
    else this.retryTimer = setTimeout(this.retry, RECONNECTED_RETRY_MS);
  }

  private stopWaiting() {
    window.removeEventListener('online', this.retry);
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  componentDidCatch(_error: unknown, _info: ErrorInfo) {
    if (this.state.reloading && !reloadOnce()) this.setState({ reloading: false });
  }

  // A boundary can fail on its very first render (a chart shown again whose code failed before):
  // then it mounts waiting for the network, and must listen from the start.
  componentDidMount() {
    if (this.state.offline) this.waitForNetwork();
  }

  componentDidUpdate(prev: Props, prevState: State) {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.retry();
    else if (this.state.offline && this.state.offline !== prevState.offline) this.waitForNetwork();
  }

  componentWillUnmount() {
    this.stopWaiting();
  }

  render() {
    if (this.state.reloading || this.state.offline === 'reconnected') return <Spinner label="Loading..." />;
    if (this.state.offline) {
      return <LoadError message={this.props.offlineMessage ?? CODE_OFFLINE_MESSAGE} onRetry={this.retry} />;
    }
    if (this.state.failed) return this.props.fallback;
    return this.props.children;
  }
}

/** Around the whole app: the last line, where nothing else is left to show. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  const fallback = (
    <main>
      <SomethingWentWrong />
    </main>
  );
  return <ErrorBoundary fallback={fallback}>{children}</ErrorBoundary>;
}

/** Around the signed-in pages, inside the frame (the drawer stays usable); a new path tries again. */
export function RouteErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: unknown }) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={<SomethingWentWrong />}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * Around a part of a page whose code is fetched on its own (a chart, `preloadable`): when that code
 * fails to load, the part says so and the rest of the page stays; offline, it loads by itself when
 * the network returns.
 */
export function PartErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary offlineMessage={PART_OFFLINE_MESSAGE} fallback={<LoadError message={PART_FAILED_MESSAGE} onRetry={reloadPage} />}>
      {children}
    </ErrorBoundary>
  );
}
