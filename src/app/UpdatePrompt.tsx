import { useEffect, useState } from 'react';
import { Button } from '@/ui/Button';
import { registerServiceWorker, UPDATE_TEXTS, type OnNeedRefresh } from './serviceWorker';

/**
 * 'A new version is available' with 'Reload', once a deploy's new service worker is waiting. The
 * open page keeps the version it started with until the person chooses to reload.
 */
export function UpdatePrompt({ register = registerServiceWorker }: { register?: (cb: OnNeedRefresh) => void }) {
  const [reload, setReload] = useState<(() => void) | null>(null);
  useEffect(() => register((apply) => setReload(() => apply)), [register]);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center p-3">
      {reload && (
        <div className="pointer-events-auto flex items-center gap-4 rounded-lg border border-indigo-200 bg-white px-4 py-3 text-sm text-slate-900 shadow-lg">
          <p className="font-medium">{UPDATE_TEXTS.available}</p>
          <Button size="sm" onClick={reload}>
            {UPDATE_TEXTS.reload}
          </Button>
        </div>
      )}
    </div>
  );
}
