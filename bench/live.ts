import { QueryClient } from '@tanstack/react-query';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore, terminate } from 'firebase/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { liveChannelsFor } from '../src/data/live/channels';
import { isHeard, showHeard } from '../src/data/live/heardChanges';
import { startLiveUpdates } from '../src/data/live/liveUpdates';
import { readMeter } from '../src/data/readMeter';
import type { Role } from '../src/domain/roles';

/**
 * The realtime channel, measured with the app's own listeners (src/data/live) on the full SDK
 * against the emulator. Its listeners speak gRPC, not fetch, so the billing meter does not see them;
 * they bill themselves into the read meter as Firestore bills listeners (the first snapshot: its
 * documents, 1 when empty; then 1 per document added, changed or removed).
 *
 * - `startReads`: what a tab's listeners cost when it opens (their first snapshots);
 * - `noticeReads`: what the first claim changed by someone else costs a reviewer's open tab (its
 *   `limit(1)` listener: the claim entering, the one it replaces leaving), measured by changing one
 *   claim and waiting until the tab has heard it;
 * - `afterNoticeReads`: what a second change costs while the tab says so (0: the listener stopped),
 *   measured by changing another claim and then the reviewer's profile, whose snapshot comes after;
 * - `restartReads`: 'Show' listening again.
 * A staff tab-hour's listener reads are then those of the times its user presses 'Show' (bench/bill.ts).
 */
export interface LiveMeasure {
  startReads: Record<'employee' | 'manager' | 'finance', number>;
  noticeReads: number;
  afterNoticeReads: number;
  restartReads: number;
}

const readsOf = (label: (l: string) => boolean) =>
  readMeter
    .records()
    .filter((r) => label(r.label))
    .reduce((s, r) => s + r.reads, 0);
const liveReads = () => readsOf((l) => l.startsWith('live'));
const claimsReads = () => readsOf((l) => l === 'live allClaims');

/**
 * Resolves once `ok()` holds, rejects after `ms`. Polled: what it waits for may change after the
 * read-meter record that announced it (the tab notes a change it heard after billing the snapshot).
 */
async function until(ok: () => boolean, ms: number, what: string): Promise<void> {
  const start = Date.now();
  while (!ok()) {
    if (Date.now() - start > ms) throw new Error(`bench: ${what} did not arrive within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function measureLive(
  projectId: string,
  firestorePort: number,
  admin: AdminFirestore,
  ids: { employee: string; manager: string; finance: string },
  changeClaims: readonly [{ employeeId: string; id: string }, { employeeId: string; id: string }],
): Promise<LiveMeasure> {
  const app = initializeApp({ projectId, apiKey: 'bench' }, 'bench-live');
  const liveDb = initializeFirestore(app, {});
  connectFirestoreEmulator(liveDb, '127.0.0.1', firestorePort);
  const stops: (() => void)[] = [];
  const qc = new QueryClient();
  try {
    const start = async (employeeId: string, userRole: Role, client = new QueryClient()) => {
      readMeter.reset();
      const channels = liveChannelsFor({ employeeId, userRole });
      stops.push(startLiveUpdates(client, liveDb, { uid: `uid-${employeeId}`, employeeId }, channels));
      const labels = () => new Set(readMeter.records().filter((r) => r.label.startsWith('live')).map((r) => r.label));
      await until(() => labels().size >= channels.length, 60_000, `${employeeId}'s first snapshots`);
      return liveReads();
    };
    const startReads = {
      employee: await start(ids.employee, 'employee'),
      finance: await start(ids.finance, 'finance'),
      // The reviewer last: its tab stays open for the changes below.
      manager: await start(ids.manager, 'manager', qc),
    };
    const change = (c: { employeeId: string; id: string }) =>
      admin
        .doc(`users/${c.employeeId}/requestedClaims/${c.id}`)
        .update({ managerComment: 'Seen', updatedAt: FieldValue.serverTimestamp() });
    readMeter.reset();
    await change(changeClaims[0]);
    await until(() => isHeard('claims'), 60_000, "the reviewer's notice of a changed claim");
    const noticeReads = claimsReads();
    readMeter.reset();
    await change(changeClaims[1]);
    await admin.doc(`users/${ids.manager}`).update({ benchMarker: FieldValue.serverTimestamp() });
    await until(() => readsOf((l) => l === 'live profile') > 0, 60_000, "the reviewer's profile after a second change");
    const afterNoticeReads = claimsReads();
    readMeter.reset();
    showHeard(qc, 'claims');
    await until(() => claimsReads() > 0, 60_000, "'Show' listening again");
    return { startReads, noticeReads, afterNoticeReads, restartReads: claimsReads() };
  } finally {
    for (const stop of stops) stop();
    await terminate(liveDb);
    await deleteApp(app);
    readMeter.reset();
  }
}
