import { browserOffline } from '@/data/errors';
import { reloadPage } from './reloadPage';

/**
 * After a new deploy the previous build's hashed files are gone, so a tab opened before it fails
 * to load the code of the next page it opens. Reloading fetches the new build; it happens by
 * itself once, and if the code still fails to load, the error boundary shows the failure.
 */

/** When the app last reloaded itself; no second automatic reload within RELOAD_WINDOW_MS. */
const RELOADED_AT_KEY = 'ics.staleChunkReloadAt';
const RELOAD_WINDOW_MS = 5 * 60_000;

/** A lazily loaded part of the app (a page, the signed-in shell) could not be fetched. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Part of the app could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError;
}

let reloading = false;

function reloadedRecently(): boolean {
  try {
    const at = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    return at > 0 && Date.now() - at < RELOAD_WINDOW_MS;
  } catch {
    return true; // without storage a reload could not be remembered, so it could loop: none
  }
}

/**
 * Whether `reloadOnce` reloads (or already did): the boundary then waits instead of failing. Never
 * while the browser is offline: the code did not load because the network is gone, not because it
 * is stale, and a reload would leave the browser's own offline page where the app was.
 */
export function willReloadOnce(): boolean {
  return reloading || (!browserOffline() && !reloadedRecently());
}

/** Reloads the page unless it already reloaded itself a moment ago, or is offline; says whether it reloads. */
export function reloadOnce(): boolean {
  if (reloading) return true;
  if (browserOffline() || reloadedRecently()) return false;
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return false;
  }
  reloading = true;
  reloadPage();
  return true;
}

/**
 * Vite announces a failed dynamic import (or one of its preloaded dependencies) with
 * `vite:preloadError` before the import rejects. The rejection still reaches the lazy page, whose
 * error boundary shows 'Loading...' while the reload is under way, or the failure if none is.
 */
export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', () => {
    reloadOnce();
  });
}
