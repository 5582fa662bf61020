import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/ui/Button';
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
}

/** Catches a render failure below it; a failed lazy import first reloads the page once by itself. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, reloading: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, reloading: isChunkLoadError(error) && willReloadOnce() };
  }

  componentDidCatch(_error: unknown, _info: ErrorInfo) {
    if (this.state.reloading && !reloadOnce()) this.setState({ reloading: false });
  }

  componentDidUpdate(prev: Props) {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) {
      retryFailedLoads();
      this.setState({ failed: false, reloading: false });
    }
  }

  render() {
    if (this.state.reloading) return <Spinner label="Loading..." />;
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
