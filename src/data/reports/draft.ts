import { useCallback, useSyncExternalStore } from 'react';
import { istDayKey } from '@/domain/ist';

/**
 * The report being typed, kept on this device (docs/architecture.md, 'Offline draft'): what someone
 * types in the filing dialog survives a reload and a network drop, until it is filed. One draft per
 * employee and IST day (`ics-rewards:report-draft:{employeeId}:{YYYY-MM-DD}`), so a draft is never
 * shown to another account or filed for another day; every draft on the device goes at sign-out.
 * Storage that refuses (private mode, a full quota) only loses the draft, never the form.
 */
const PREFIX = 'ics-rewards:report-draft:';

export function reportDraftKey(employeeId: string, at: Date): string {
  return `${PREFIX}${employeeId}:${istDayKey(at)}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The keys of the drafts on this device, of one employee or of everyone. */
function draftKeys(store: Storage, employeeId?: string): string[] {
  const prefix = employeeId === undefined ? PREFIX : `${PREFIX}${employeeId}:`;
  return Object.keys(store).filter((k) => k.startsWith(prefix));
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab of the app typing or filing the same draft.
  const onStorage = (e: StorageEvent) => (e.key === null || e.key.startsWith(PREFIX)) && onChange();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Today's draft of `employeeId` ('' when there is none). */
export function readReportDraft(employeeId: string, at = new Date()): string {
  try {
    return storage()?.getItem(reportDraftKey(employeeId, at)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `text` as today's draft (a blank text removes it); the employee's drafts of other days go. */
export function writeReportDraft(employeeId: string, text: string, at = new Date()): void {
  const store = storage();
  if (!store) return;
  const key = reportDraftKey(employeeId, at);
  try {
    for (const k of draftKeys(store, employeeId)) if (k !== key) store.removeItem(k);
    if (text.trim() === '') store.removeItem(key);
    else store.setItem(key, text);
  } catch {
    // Storage refused: the form keeps the text; only the copy on the device is lost.
  }
  changed();
}

/** Every report draft on this device (sign-out: the next person at this device sees none). */
export function clearAllReportDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    for (const k of draftKeys(store)) store.removeItem(k);
  } catch {
    // Nothing to clear when storage cannot be read.
  }
  changed();
}

/** Today's draft of `employeeId`, kept current as the dialog types it; `save('')` removes it. */
export function useReportDraft(employeeId: string): { draft: string; save: (text: string) => void } {
  const draft = useSyncExternalStore(
    subscribe,
    () => readReportDraft(employeeId),
    () => '',
  );
  const save = useCallback((text: string) => writeReportDraft(employeeId, text), [employeeId]);
  return { draft, save };
}
