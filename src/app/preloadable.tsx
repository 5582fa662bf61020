import { lazy, useState, type ComponentType } from 'react';

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
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a failed chunk may be fetched again
        throw error;
      },
    ));
  const Lazy = lazy(() => fetchOnce().then((component) => ({ default: component })));
  function PreloadableComponent(props: P) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(PreloadableComponent, {
    preload: () => fetchOnce().then(() => undefined),
  });
}
