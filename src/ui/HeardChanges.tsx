import { RefreshCw } from 'lucide-react';
import { Button } from './Button';

/**
 * A staff screen's line when someone else changed what it lists since it loaded: the screen does not
 * reload by itself (each reload costs reads on every change in the organisation); 'Show' reads it
 * afresh. Nothing is rendered until then; the line is a status, so it is announced when it appears.
 */
export function HeardChanges({ heard, message, onShow }: { heard: boolean; message: string; onShow: () => void }) {
  if (!heard) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-950"
    >
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onShow}>
        <RefreshCw aria-hidden className="size-4" />
        Show
      </Button>
    </div>
  );
}
