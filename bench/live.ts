import { QueryClient } from '@tanstack/react-query';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore, terminate } from 'firebase/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { liveChannelsFor } from '../src/data/live/channels';
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
 * - `readsPerChange`: what one claim changed by someone else costs a reviewer's open tab (its
 *   collection-group listener's read), measured by changing one claim and waiting for the snapshot.
 * An idle hour's listener reads are then those of the changes that happen in it (bench/bill.ts).
 */
export interface LiveMeasure {
  startReads: Record<'employee' | 'manager' | 'finance', number>;
  readsPerChange: number;
}

const liveReads = () =>
  readMeter
    .records()
    .filter((r) => r.label.startsWith('live'))
    .reduce((s, r) => s + r.reads, 0);

/** Resolves once `ok()` holds (checked on every read-meter record), rejects after `ms`. */
function until(ok: () => boolean, ms: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ok()) return resolve();
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`bench: ${what} did not arrive within ${ms / 1000} s`));
    }, ms);
    const stop = readMeter.subscribe(() => {
      if (!ok()) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

export async function measureLive(
  projectId: string,
  firestorePort: number,
  admin: AdminFirestore,
  ids: { employee: string; manager: string; finance: string },
  changeClaim: { employeeId: string; id: string },
): Promise<LiveMeasure> {
  const app = initializeApp({ projectId, apiKey: 'bench' }, 'bench-live');
  const liveDb = initializeFirestore(app, {});
  connectFirestoreEmulator(liveDb, '127.0.0.1', firestorePort);
  const stops: (() => void)[] = [];
  try {
    const start = async (employeeId: string, userRole: Role) => {
      readMeter.reset();
      const channels = liveChannelsFor({ employeeId, userRole });
      stops.push(startLiveUpdates(new QueryClient(), liveDb, { uid: `uid-${employeeId}`, employeeId }, channels));
      const labels = () => new Set(readMeter.records().filter((r) => r.label.startsWith('live')).map((r) => r.label));
      await until(() => labels().size >= channels.length, 60_000, `${employeeId}'s first snapshots`);
      return liveReads();
    };
    const startReads = {
      employee: await start(ids.employee, 'employee'),
      finance: await start(ids.finance, 'finance'),
      // The reviewer last: its tab stays open for the change below.
      manager: await start(ids.manager, 'manager'),
    };
    readMeter.reset();
    await admin
      .doc(`users/${changeClaim.employeeId}/requestedClaims/${changeClaim.id}`)
      .update({ managerComment: 'Seen', updatedAt: FieldValue.serverTimestamp() });
    await until(() => liveReads() > 0, 60_000, "the reviewer's snapshot of a changed claim");
    return { startReads, readsPerChange: liveReads() };
  } finally {
    for (const stop of stops) stop();
    await terminate(liveDb);
    await deleteApp(app);
    readMeter.reset();
  }
}
