import { vi } from 'vitest';

/**
 * Makes `(min-width: …)` media queries match on a desktop and `(max-width: …)` ones on a phone, for
 * the rest of a test.
 * Restore with vi.unstubAllGlobals() / vi.restoreAllMocks() or by calling it again.
 */
export function setViewport(kind: 'desktop' | 'phone'): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /min-width/.test(query) ? kind === 'desktop' : /max-width/.test(query) && kind === 'phone',
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
