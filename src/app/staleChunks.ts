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

/**
 * How long after the network returns a failed load is still put down to the drop: a request cut
 * off by it can report its failure after the browser is back online.
 */
export const RECONNECT_GRACE_MS = 10_000;
let reconnectedAt = Number.NEGATIVE_INFINITY;
if (typeof window !== 'undefined') window.addEventListener('online', () => (reconnectedAt = Date.now()));

/**
 * The network is gone, or came back a moment ago: code that failed to load now failed because of
 * the network, not because the build is stale; fetching it again (not a reload) is the cure.
 */
export function networkJustDropped(): boolean {
  return browserOffline() || Date.now() - reconnectedAt < RECONNECT_GRACE_MS;
}

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
 * while the browser is offline or just back (networkJustDropped): the code did not load because
 * the network was gone, not because it is stale, and a reload would leave the browser's own
 * offline page where the app was (or throw away a page that only needs the code fetched again).
 */
export function willReloadOnce(): boolean {
  return reloading || (!networkJustDropped() && !reloadedRecently());
}

/** Reloads the page unless it already reloaded itself a moment ago, or the network just dropped; says whether it reloads. */
export function reloadOnce(): boolean {
  if (reloading) return true;
  if (networkJustDropped() || reloadedRecently()) return false;
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
