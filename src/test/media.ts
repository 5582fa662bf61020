import { vi } from 'vitest';

/**
 * Makes `(min-width: …)` media queries match (desktop) or not (phone) for the rest of a test.
 * Restore with vi.unstubAllGlobals() / vi.restoreAllMocks() or by calling it again.
 */
export function setViewport(kind: 'desktop' | 'phone'): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: kind === 'desktop' && /min-width/.test(query),
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
