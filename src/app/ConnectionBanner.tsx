import { useQueryClient } from '@tanstack/react-query';
import { retryWaitingReads, useOnline, useSlowFirstLoad } from '@/data/connection';
import { OFFLINE_MESSAGE } from '@/data/errors';
import { Button } from '@/ui/Button';

export const OFFLINE_KEPT = 'What is on screen stays, and updates by itself when the connection returns.';
export const SLOW_MESSAGE = 'This is taking longer than usual. Check your connection, or try again.';

/**
 * The connection's state, said once for the whole signed-in app: offline (what the screen shows
 * stays; reads wait and run again when the network returns), or a first load waiting longer than
 * 5 s. Gone as soon as neither is true. 'Try again' reads afresh what the screen is waiting for.
 */
export function ConnectionBanner() {
  const qc = useQueryClient();
  const online = useOnline();
  const slow = useSlowFirstLoad();
  const message = !online ? `${OFFLINE_MESSAGE} ${OFFLINE_KEPT}` : slow ? SLOW_MESSAGE : null;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-3 lg:pl-64">
      {message && (
        <div
          data-testid="connection-banner"
          className="pointer-events-auto flex max-w-2xl flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 shadow-lg sm:flex-row sm:items-center sm:gap-4"
        >
          <p>{message}</p>
          <Button variant="secondary" size="sm" className="shrink-0 self-start sm:self-auto" onClick={() => void retryWaitingReads(qc)}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}
