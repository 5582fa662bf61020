import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Component tests never reach Firebase: screens get their data through mocked src/data/*/api modules.
vi.mock('@/firebase/firestore', () => ({ db: {} }));
vi.mock('@/firebase/auth', () => ({ auth: {} }));

// Each test starts with an empty device (report drafts, session markers live in localStorage).
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom lacks these; Radix and recharts ask for them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
