import { lazy, useState, type ComponentType } from 'react';
import { ChunkLoadError } from './staleChunks';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts loading the code; resolves once the component can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * A lazily loaded component that does not suspend when its code is already here.
 *
 * `React.lazy` suspends on its first render even when the import finished long ago (it awaits
 * its own promise), so a preloaded page still showed its Suspense fallback for one commit and
 * then waited out React's 300 ms fallback throttle before appearing. Here an instance mounted
 * after `preload` resolved renders the component directly; one mounted before it falls back to
 * `lazy` (and keeps it, so the instance never remounts).
 *
 * A failed load rejects with a `ChunkLoadError` (for the error boundary). The next preload fetches
 * the code again; a render does once `retryFailedLoads` was called (the boundary calls it when it
 * resets), since `React.lazy` keeps its failure for good and React renders a failed tree twice.
 */
const failedLoads = new Set<() => void>();

/** Lets the components whose code failed to load fetch it again when they next render. */
export function retryFailedLoads(): void {
  for (const retry of failedLoads) retry();
  failedLoads.clear();
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        failedLoads.add(() => (Lazy = lazyLoad()));
        throw error instanceof ChunkLoadError ? error : new ChunkLoadError(error);
      },
    ));
  const lazyLoad = () => lazy(() => fetchOnce().then((component) => ({ default: component })));
  let Lazy = lazyLoad();
  function PreloadableComponent(props: P) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(PreloadableComponent, {
    preload: () => fetchOnce().then(() => undefined),
  });
}
