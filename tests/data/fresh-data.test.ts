/**
 * Fresh data without reloads (docs/performance.md): the notifications' queries and 'last looked' stamp, and
 * the realtime channel of src/data/live, with the full
 * Firestore SDK against the emulator and the rules on. What another user changes reaches the
 * open tab's cache: the profile itself, and the queries that the change makes stale.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { QueryClient } from '@tanstack/react-query';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, updateActivity } from '@/data/activities/api';
import { approveClaim, rejectClaim, submitClaim } from '@/data/claims/api';
import { activityKeys } from '@/data/activities/queries';
import { claimKeys } from '@/data/claims/queries';
import { profileKeys } from '@/data/session/queries';
import { liveChannelsFor } from '@/data/live/channels';
import { startLiveUpdates } from '@/data/live/liveUpdates';
import { isHeard, showHeard } from '@/data/live/heardChanges';
import { adjustPoints } from '@/data/ledger/api';
import { readMeter } from '@/data/readMeter';
import {
  listAdjustmentsSince,
  listClaimDecisionsSince,
  listRedemptionDecisionsSince,
  countNotificationsSince,
  markNotificationsSeen,
  NOTIFICATION_KINDS,
} from '@/data/notifications/api';
import { declineRedemption, redeemPoints } from '@/data/redemptions/api';
import { getProfileByUid, updateAccount } from '@/data/users/api';
import { toDayKey } from '@/domain/dates';
import { activityCreateSchema } from '@/domain/schemas';
import type { UserProfile } from '@/domain/types';
import { actorOf, deleteAllApps, rosterRow, signedUpPeople, type AppUser, makerOf } from '../support/appClients';
import { firestoreEmulator } from '../support/emulator';
import { closeRulesEnv, expectLedgerConsistent } from '../support/rules';

let env: RulesTestEnvironment;
const people = signedUpPeople();
const { person } = people;
let activityId = '';

/** The full SDK on the person's own app: what the browser loads for listeners. */
function liveDbOf(user: AppUser): Firestore {
  const db = getFirestore(user.app);
  const { host, port } = firestoreEmulator();
  connectFirestoreEmulator(db, host, port);
  return db;
}

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const isStale = (qc: QueryClient, queryKey: readonly unknown[]) =>
  qc.getQueryState(queryKey)?.isInvalidated === true;

beforeAll(async () => {
  env = await people.setUpOrganisation([
    rosterRow('MGR001', 'manager', ['M1', 'M2', 'M3']),
    rosterRow('EMP001'),
  ]);
  activityId = await createActivity(
    person('ADM001').db,
    makerOf('ADM001'),
    activityCreateSchema.parse({
      name: 'Refer a candidate',
      description: 'Refer',
      points: '100',
      isActive: true,
    }),
  );
});

afterAll(async () => {
  await deleteAllApps();
  await closeRulesEnv(env, 'fresh-data');
});

describe('notifications', () => {
  it("lists the decisions since 'last looked', which the owner alone stamps with the server's time", async () => {
    const emp = person('EMP001');
    const me = await getProfileByUid(emp.db, emp.uid);
    if (!me) throw new Error('no profile');
    const input = {
      description: 'Referred',
      managerId: 'M3' as const,
      completionDate: toDayKey(new Date()),
      evidence: '',
    };
    const pending = await submitClaim(emp.db, me, activityId, input);
    const approved = await submitClaim(emp.db, me, activityId, input);
    const decided = await submitClaim(emp.db, me, activityId, input);
    const manager = actorOf(person('MGR001'), 'Name MGR001');
    await approveClaim(person('MGR001').db, manager, 'EMP001', approved);
    await rejectClaim(person('MGR001').db, manager, 'EMP001', decided, 'Missing evidence');
    const redemption = await redeemPoints(emp.db, me, 100);
    await declineRedemption(person('MGR001').db, manager, 'EMP001', redemption.id, 'Bank details missing');
    const admin = actorOf(person('ADM001'), 'Name ADM001');
    await adjustPoints(person('ADM001').db, admin, 'EMP001', {
      points: 25,
      reason: 'Late credit for October',
      claimId: undefined,
    });
    await expectLedgerConsistent(env, 'EMP001');

    const adjustments = await listAdjustmentsSince(emp.db, 'EMP001', null);
    expect(adjustments.map((e) => [e.points, e.reason, e.createdBy])).toEqual([
      [25, 'Late credit for October', 'ADM001'],
    ]);
    const claims = await listClaimDecisionsSince(emp.db, 'EMP001', null);
    expect(claims.map((c) => [c.id, c.status])).toEqual([
      [decided, 'rejected'],
      [approved, 'paid'],
    ]);
    expect(claims.some((c) => c.id === pending)).toBe(false);
    const redemptions = await listRedemptionDecisionsSince(emp.db, 'EMP001', null);
    expect(redemptions.map((r) => [r.id, r.status, r.declineReason])).toEqual([
      [redemption.id, 'declined', 'Bank details missing'],
    ]);

    // The header counts the same (one count() each; no leave was decided).
    expect(
      await Promise.all(
        NOTIFICATION_KINDS.map((kind) => countNotificationsSince(kind, emp.db, 'EMP001', null)),
      ),
    ).toEqual([2, 1, 1, 0]);

    await markNotificationsSeen(emp.db, 'EMP001');
    const seen = (await getProfileByUid(emp.db, emp.uid))?.notificationsSeenAt ?? null;
    expect(seen).toBeInstanceOf(Date);
    expect(await listClaimDecisionsSince(emp.db, 'EMP001', seen)).toEqual([]);
    expect(await listRedemptionDecisionsSince(emp.db, 'EMP001', seen)).toEqual([]);
    expect(await listAdjustmentsSince(emp.db, 'EMP001', seen)).toEqual([]);
    expect(await countNotificationsSince('claimDecisions', emp.db, 'EMP001', seen)).toBe(0);

    // Only the owner stamps it.
    await expect(markNotificationsSeen(person('MGR001').db, 'EMP001')).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('the realtime channel', () => {
  it("delivers another user's changes to the open tab: balance, claim status, catalogue, block", async () => {
    const emp = person('EMP001');
    const me = await getProfileByUid(emp.db, emp.uid);
    if (!me) throw new Error('no profile');
    const claimInput = {
      description: 'Referred a friend',
      managerId: 'M3' as const,
      completionDate: toDayKey(new Date()),
      evidence: '',
    };
    const first = await submitClaim(emp.db, me, activityId, claimInput);
    const second = await submitClaim(emp.db, me, activityId, claimInput);

    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    qc.setQueryData(profileKeys.of(emp.uid), me);
    qc.setQueryData(claimKeys.of('EMP001'), []);
    qc.setQueryData(activityKeys.all, []);
    const live = liveDbOf(emp);
    const stop = startLiveUpdates(qc, live, { uid: emp.uid, employeeId: 'EMP001' }, liveChannelsFor(me));
    try {
      // The profile's listener is up once its first snapshot has replaced the cached profile.
      const opened = qc.getQueryState(profileKeys.of(emp.uid))?.dataUpdatedAt ?? 0;
      await until(
        () => (qc.getQueryState(profileKeys.of(emp.uid))?.dataUpdatedAt ?? 0) > opened,
        'the first snapshot',
      );
      expect(isStale(qc, claimKeys.of('EMP001'))).toBe(false);

      const manager = actorOf(person('MGR001'), 'Name MGR001');
      await approveClaim(person('MGR001').db, manager, 'EMP001', first);
      await until(
        () => qc.getQueryData<UserProfile>(profileKeys.of(emp.uid))?.points === me.points + 100,
        'the new balance',
      );
      await until(() => isStale(qc, claimKeys.of('EMP001')), 'claims marked stale');
      await expectLedgerConsistent(env, 'EMP001');

      // A rejection moves no balance: the claims channel alone says so.
      qc.setQueryData(claimKeys.of('EMP001'), []);
      expect(isStale(qc, claimKeys.of('EMP001'))).toBe(false);
      await rejectClaim(person('MGR001').db, manager, 'EMP001', second, 'Not eligible');
      await until(() => isStale(qc, claimKeys.of('EMP001')), 'rejection marks claims stale');

      await updateActivity(person('ADM001').db, makerOf('ADM001'), activityId, {
        name: 'Refer a candidate',
        description: 'Refer',
        points: 100,
        isActive: false,
        eligibilityCriteria: '',
        submissionGuidelines: '',
        verificationCriteria: '',
      });
      await until(() => isStale(qc, activityKeys.all), 'a deactivated activity marks the catalogue stale');

      await updateAccount(person('ADM001').db, makerOf('ADM001'), 'EMP001', { userStatus: 'blocked' });
      await until(
        () => qc.getQueryData<UserProfile>(profileKeys.of(emp.uid))?.userStatus === 'blocked',
        'the block reaches the tab',
      );
    } finally {
      stop();
      await terminate(live);
    }
  });

  it("costs a reviewer's open tab a bounded number of reads however many claims the organisation changes", async () => {
    // The test before blocks EMP001.
    await updateAccount(person('ADM001').db, makerOf('ADM001'), 'EMP001', { userStatus: 'unblocked' });
    const emp = person('EMP001');
    const employee = await getProfileByUid(emp.db, emp.uid);
    const mgr = person('MGR001');
    const reviewer = await getProfileByUid(mgr.db, mgr.uid);
    if (!employee || !reviewer) throw new Error('no profile');
    const claimInput = {
      description: 'Referred a friend',
      managerId: 'M3' as const,
      completionDate: toDayKey(new Date()),
      evidence: '',
    };
    // An activity of its own (the test before deactivates the shared one).
    const activity = await createActivity(
      person('ADM001').db,
      makerOf('ADM001'),
      activityCreateSchema.parse({ name: 'Mentor a new joiner', description: 'Mentor', points: '50', isActive: true }),
    );
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    qc.setQueryData(profileKeys.of(mgr.uid), reviewer);
    // A claims query on screen (any under the claims' key).
    const onScreen = claimKeys.of('EMP001');
    qc.setQueryData(onScreen, []);
    const live = liveDbOf(mgr);
    const channels = liveChannelsFor(reviewer);
    const liveLabels = () => new Set(readMeter.records().filter((r) => r.label.startsWith('live')).map((r) => r.label));
    const readsOf = (label: string) =>
      readMeter.records().filter((r) => r.label === label).reduce((s, r) => s + r.reads, 0);
    readMeter.reset();
    const stop = startLiveUpdates(qc, live, { uid: mgr.uid, employeeId: 'MGR001' }, channels);
    try {
      await until(() => liveLabels().size >= channels.length, 'the first snapshots');
      readMeter.reset();
      // The organisation changes 6 claims; then the reviewer files one of their own, which their own
      // claims' listener hears after the 6 (one connection, consistent snapshots).
      for (let i = 0; i < 6; i++) await submitClaim(emp.db, employee, activity, claimInput);
      await submitClaim(mgr.db, reviewer, activity, claimInput);
      await until(() => readsOf('live myClaims') > 0, "the reviewer's own claim");
      // Before: one read per claim changed in the organisation (7 here, N / 42 an hour at N employees).
      // Now: the first change someone else made (the claim that entered, the one it replaced), then nothing.
      expect(readsOf('live allClaims')).toBeLessThanOrEqual(2);
      expect(isHeard('claims')).toBe(true);
      expect(isStale(qc, onScreen)).toBe(false);

      // 'Show' reads the screen afresh and listens again from now (1 read: the latest change).
      readMeter.reset();
      showHeard(qc, 'claims');
      expect(isHeard('claims')).toBe(false);
      expect(isStale(qc, onScreen)).toBe(true);
      await until(() => readsOf('live allClaims') > 0, 'listening again');
      expect(readsOf('live allClaims')).toBe(1);

      // The reviewer's own review is on their screen already: not heard as news. Someone else's is.
      const pending = await submitClaim(emp.db, employee, activity, claimInput);
      await until(() => isHeard('claims'), "the employee's new claim");
      showHeard(qc, 'claims');
      await until(() => readsOf('live allClaims') > 3, 'listening again');
      await rejectClaim(mgr.db, actorOf(mgr, 'Name MGR001'), 'EMP001', pending, 'Not eligible');
      await submitClaim(mgr.db, reviewer, activity, claimInput);
      await until(() => readsOf('live myClaims') > 0, "the reviewer's second claim");
      expect(isHeard('claims')).toBe(false);
    } finally {
      stop();
      await terminate(live);
    }
  });
});
