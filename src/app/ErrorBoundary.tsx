import { Component, type ErrorInfo, type ReactNode } from 'react';
import { browserOffline } from '@/data/errors';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { Spinner } from '@/ui/Spinner';
import { retryFailedLoads } from './preloadable';
import { reloadPage } from './reloadPage';
import { isChunkLoadError, reloadOnce, willReloadOnce } from './staleChunks';

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
}

interface State {
  failed: boolean;
  /** Code that failed to load: the page reloads itself once (see staleChunks.ts). */
  reloading: boolean;
  /** Code that failed to load while offline: it is fetched again when the network returns. */
  offline: boolean;
}

export const CODE_OFFLINE_MESSAGE =
  'This page could not be loaded without a network. It loads by itself when the connection returns.';

/** Catches a render failure below it; a failed lazy import first reloads the page once by itself. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, reloading: false, offline: false };

  static getDerivedStateFromError(error: unknown): State {
    const chunk = isChunkLoadError(error);
    return { failed: true, reloading: chunk && willReloadOnce(), offline: chunk && browserOffline() };
  }

  /** Renders the children again; code that failed to load is fetched again. */
  private retry = () => {
    retryFailedLoads();
    this.setState({ failed: false, reloading: false, offline: false });
  };

  componentDidCatch(_error: unknown, _info: ErrorInfo) {
    if (this.state.reloading && !reloadOnce()) this.setState({ reloading: false });
  }

  componentDidUpdate(prev: Props, prevState: State) {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.retry();
    if (this.state.offline && !prevState.offline) window.addEventListener('online', this.retry, { once: true });
    if (!this.state.offline && prevState.offline) window.removeEventListener('online', this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  render() {
    if (this.state.reloading) return <Spinner label="Loading..." />;
    if (this.state.offline) return <LoadError message={CODE_OFFLINE_MESSAGE} onRetry={this.retry} />;
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
