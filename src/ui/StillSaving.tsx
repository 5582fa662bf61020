import { useEffect, useState } from 'react';

/** What a save that takes long says (a slow network is not an offline one: the write is on its way). */
export const STILL_SAVING_MESSAGE = 'Still saving: a slow connection. Do not close this page.';

/** After this long without an answer, a save says it is still saving. */
export const STILL_SAVING_AFTER_MS = 3_000;

/**
 * Under a form's buttons, once `saving` has lasted STILL_SAVING_AFTER_MS: STILL_SAVING_MESSAGE, as a
 * status (announced). The form's own button says 'Saving...' (or the product's word) meanwhile; the
 * write's real outcome follows as the form's success or error.
 */
export function StillSaving({ saving }: { saving: boolean }) {
  return saving ? <AfterAWhile /> : null;
}

/** Mounted when a save starts: shows the line once it has lasted long enough. */
function AfterAWhile() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), STILL_SAVING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? (
    <p role="status" className="mt-2 text-sm text-amber-900">
      {STILL_SAVING_MESSAGE}
    </p>
  ) : null;
}
