/**
 * When the toaster mounts. It is not needed to show a page, so it mounts when the browser is first
 * idle after start-up (its code, its render and its styles stay out of the first screen's work),
 * or at once when a notification comes before that. Notifications raised before it listens wait
 * here and are shown as soon as it does (sonner drops toasts published before its Toaster mounts).
 * No sonner import here: this module is part of the sign-in route.
 */
type Listener = () => void;

let wanted = false;
let listening = false;
const waiting: (() => void)[] = [];
const listeners = new Set<Listener>();

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}

export const toasterStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** true once the toaster should mount */
  wanted: (): boolean => wanted,
  /** start-up is over (the browser was idle) */
  idle: want,
  /** the mounted toaster now listens: show what waited */
  listening(): void {
    listening = true;
    for (const show of waiting.splice(0)) show();
  },
  /** shows a notification now, or as soon as the toaster listens */
  show(show: () => void): void {
    if (listening) {
      show();
      return;
    }
    waiting.push(show);
    want();
  },
};

/** For tests: back to a fresh start. */
export function resetToasterStore(): void {
  wanted = false;
  listening = false;
  waiting.length = 0;
}
