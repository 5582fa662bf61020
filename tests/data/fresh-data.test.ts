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
import { adjustPoints } from '@/data/ledger/api';
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
      managerId: 'M2' as const,
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

    // The header counts the same (one count() each).
    expect(
      await Promise.all(
        NOTIFICATION_KINDS.map((kind) => countNotificationsSince(kind, emp.db, 'EMP001', null)),
      ),
    ).toEqual([2, 1, 1]);

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
      managerId: 'M1' as const,
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
});
