/**
 * Changes another person makes meanwhile, written with firebase-admin as the app's own writes leave
 * them (the app's document builders; a balance change is its ledger entry, the balance and
 * `lastLedgerEntry` in one transaction), and what a test reads back: an employee's balance against
 * their ledger. Each change can be undone, so a test puts back what others could see.
 */
import { FieldValue, Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { approvalRuleOf, type ApprovalRule } from '../../src/domain/approvalRules';
import { budgetId } from '../../src/domain/budgets';
import { istMonthKey } from '../../src/domain/ist';
import { defaultManagerFor, type Department } from '../../src/domain/constants';
import { toDayKey } from '../../src/domain/dates';
import { ledgerEntryId } from '../../src/domain/ledger';
import { claimId as makeClaimId, nextSequence, redemptionId as makeRedemptionId } from '../../src/domain/referenceIds';
import { activityWrites } from '../../src/data/schema/activities';
import { budgetWrites } from '../../src/data/schema/budgets';
import { claimWrites } from '../../src/data/schema/claims';
import { ledgerWrites, type LedgerPosting } from '../../src/data/schema/ledger';
import { redemptionWrites } from '../../src/data/schema/redemptions';
import { rosterWrites } from '../../src/data/schema/roster';
import { profileWrites } from '../../src/data/schema/users';
import { headcountMoves, headcountWrites } from '../../src/data/schema/headcounts';
import { backend, readDoc } from './backend';

/** An employee's balance, the sum and number of their ledger entries. */
export async function pointsOf(employeeId: string) {
  const [user, ledger] = await Promise.all([
    readDoc(`users/${employeeId}`),
    backend().collection(`users/${employeeId}/ledger`).get(),
  ]);
  return {
    balance: Number(user?.points),
    ledgerSum: ledger.docs.reduce((sum, d) => sum + Number(d.data().points), 0),
    entries: ledger.size,
  };
}

async function profileOf(employeeId: string) {
  const profile = await readDoc(`users/${employeeId}`);
  if (!profile) throw new Error(`The seed has no ${employeeId}`);
  return profile;
}

/** The next free id of this employee's claims or redemptions. */
async function nextId(employeeId: string, collection: 'requestedClaims' | 'redemptionRequests') {
  const ids = (await backend().collection(`users/${employeeId}/${collection}`).get()).docs.map((d) => d.id);
  return collection === 'requestedClaims'
    ? makeClaimId(employeeId, nextSequence(ids, employeeId))
    : makeRedemptionId(employeeId, nextSequence(ids, `RD-${employeeId}`));
}

/** Inside a transaction: the entry, the balance moved by its points and `lastLedgerEntry`; the balance after. */
async function post(tx: Transaction, employeeId: string, posting: LedgerPosting): Promise<number> {
  const db = backend();
  const userRef = db.doc(`users/${employeeId}`);
  const user = (await tx.get(userRef)).data();
  const after = Number(user?.points) + posting.points;
  if (!(after >= 0)) throw new Error(`${employeeId} cannot go below zero`);
  const now = Timestamp.now();
  tx.set(db.doc(`users/${employeeId}/ledger/${posting.entryId}`), ledgerWrites.post(posting, after, now));
  tx.update(userRef, profileWrites.balance(after, posting.entryId, now));
  return after;
}

/** Puts a balance back as it was before `entryId` and removes the entry and `also` (one batch). */
async function unpost(employeeId: string, entryId: string, before: { points: number; lastLedgerEntry: unknown }, also: string[] = []) {
  const db = backend();
  const batch = db.batch();
  for (const path of [`users/${employeeId}/ledger/${entryId}`, ...also]) batch.delete(db.doc(path));
  batch.update(db.doc(`users/${employeeId}`), {
    ...profileWrites.balance(before.points, String(before.lastLedgerEntry ?? ''), Timestamp.now()),
    ...(before.lastLedgerEntry === undefined ? { lastLedgerEntry: FieldValue.delete() } : {}),
  });
  await batch.commit();
}

/** A new pending claim of `employeeId` for an activity, as the employee's Claim Points form files it. */
export async function addPendingClaim(employeeId: string, activityId: string) {
  const [profile, activity, id] = await Promise.all([
    profileOf(employeeId),
    readDoc(`pointActivities/${activityId}`),
    nextId(employeeId, 'requestedClaims'),
  ]);
  if (!activity) throw new Error(`The seed has no activity ${activityId}`);
  const today = toDayKey(new Date());
  const path = `users/${employeeId}/requestedClaims/${id}`;
  await backend()
    .doc(path)
    .create(
      claimWrites.submit(
        {
          id,
          employee: {
            employeeId,
            name: String(profile.name),
            department: String(profile.department ?? ''),
            designation: String(profile.designation ?? ''),
          },
          activity: {
            id: activityId,
            name: String(activity.name),
            points: Number(activity.points),
            approvalRule: approvalRuleOf(activity.approvalRule),
          },
          input: {
            description: 'Covered the evening shift at short notice and closed the site checklist.',
            completionDate: today,
            managerId: defaultManagerFor((profile.departments ?? []) as Department[]),
            evidence: 'Shift register signed by the site in-charge.',
          },
          today,
        },
        Timestamp.now(),
      ),
    );
  return { claimId: id, points: Number(activity.points), remove: () => backend().doc(path).delete().then(() => undefined) };
}

/** A new pending redemption of `tier` points, as the employee's Redeem Rewards screen files it. */
export async function addPendingRedemption(employeeId: string, tier: number) {
  const [profile, id] = await Promise.all([profileOf(employeeId), nextId(employeeId, 'redemptionRequests')]);
  const path = `users/${employeeId}/redemptionRequests/${id}`;
  const entryId = ledgerEntryId.redeemed(id);
  const employee = { employeeId, name: String(profile.name), department: String(profile.department ?? '') };
  await backend().runTransaction(async (tx) => {
    await post(tx, employeeId, { entryId, type: 'redeemed', points: -tier, sourceRef: id, by: employee });
    tx.create(
      backend().doc(path),
      redemptionWrites.request({ id, employee, points: tier, today: toDayKey(new Date()) }, Timestamp.now()),
    );
  });
  return {
    redemptionId: id,
    remove: () => unpost(employeeId, entryId, { points: Number(profile.points), lastLedgerEntry: profile.lastLedgerEntry }, [path]),
  };
}

/** An admin's adjustment of an employee's balance, as Adjust Points records it. */
export async function addAdjustment(employeeId: string, adminId: string, points: number, reason: string) {
  const [profile, admin, adjustments] = await Promise.all([
    profileOf(employeeId),
    profileOf(adminId),
    backend().collection(`users/${employeeId}/ledger`).where('type', '==', 'adjustment').count().get(),
  ]);
  const entryId = ledgerEntryId.adjustment(adjustments.data().count + 1);
  const balance = await backend().runTransaction((tx) =>
    post(tx, employeeId, {
      entryId,
      type: 'adjustment',
      points,
      sourceRef: '',
      by: { employeeId: adminId, name: String(admin.name) },
      reason,
    }),
  );
  return {
    balance,
    remove: () => unpost(employeeId, entryId, { points: Number(profile.points), lastLedgerEntry: profile.lastLedgerEntry }),
  };
}

/**
 * The headcount moves of a profile written (`sign: 1`, as createProfile moves them) or removed again
 * (`sign: -1`: what it counts now comes off), merged as increments (headcounts/{department}).
 */
export function countProfile(batch: WriteBatch, employeeId: string, profile: Record<string, unknown>, sign: 1 | -1): void {
  for (const m of headcountMoves(undefined, profile)) {
    const delta = { profiles: sign * m.delta.profiles, directors: sign * m.delta.directors, active: sign * m.delta.active };
    batch.set(
      backend().doc(`headcounts/${m.department}`),
      headcountWrites.move({ department: m.department, delta }, employeeId, (n) => FieldValue.increment(n), FieldValue.serverTimestamp()),
      { merge: true },
    );
  }
}

/** Deletes a profile written by a test and everything under it, its headcount moves taken back. */
async function removeProfile(employeeId: string): Promise<void> {
  const stored = await readDoc(`users/${employeeId}`);
  if (stored) {
    const batch = backend().batch();
    countProfile(batch, employeeId, stored, -1);
    await batch.commit();
  }
  await backend().recursiveDelete(backend().doc(`users/${employeeId}`));
}

/**
 * A provisioned employee signs up meanwhile (from their own browser): their profile from the roster
 * entry and the opening entry, as createProfile writes them (with the headcount's move). `remove`
 * deletes both again and takes the move back.
 */
export async function addSignedUpProfile(employeeId: string) {
  const roster = await readDoc(`roster/${employeeId}`);
  if (!roster) throw new Error(`roster/${employeeId} does not exist`);
  const fields = {
    fullName: String(roster.fullName),
    designation: String(roster.designation),
    departments: roster.departments as string[],
    userRole: roster.userRole as 'employee',
    reviewQueues: [],
  };
  const at = FieldValue.serverTimestamp();
  const profile = profileWrites.signUp(
    { employeeId, roster: fields, email: String(roster.email), uid: `e2e-${employeeId.toLowerCase()}` },
    at,
  );
  const batch = backend().batch();
  batch.set(backend().doc(`users/${employeeId}`), profile);
  countProfile(batch, employeeId, profile, 1);
  batch.set(
    backend().doc(`users/${employeeId}/ledger/${ledgerEntryId.opening()}`),
    ledgerWrites.opening({ employeeId, name: profile.name }, at),
  );
  await batch.commit();
  return {
    remove: () => removeProfile(employeeId),
  };
}

/** An admin's new active activity (as Point Activities creates it), removed again by `remove`. */
export async function addActivity(id: string, name: string, points: number, approvalRule: ApprovalRule = 'single') {
  const path = `pointActivities/${id}`;
  await backend()
    .doc(path)
    .set(
      activityWrites.create(
        id,
        { name, description: `${name}.`, points, isActive: true, eligibilityCriteria: '', submissionGuidelines: '', verificationCriteria: '', approvalRule },
        new Date().toISOString(),
      ),
    );
  return { id, remove: () => backend().doc(path).delete().then(() => undefined) };
}

/** The queue an employee's claims go to by default (their departments'). */
export async function queueOf(employeeId: string): Promise<string> {
  return defaultManagerFor(((await profileOf(employeeId)).departments ?? []) as Department[]);
}

/**
 * An admin sets this month's budget of `queue` so that exactly `left` points are left. `restore` leaves
 * as many points left as there were before (whatever the test spent meanwhile), so later journeys
 * approving claims of the queue meet the budget they met before.
 */
export async function setBudgetLeft(queue: string, left: number) {
  const month = istMonthKey(new Date());
  const ref = backend().doc(`budgets/${budgetId(queue, month)}`);
  const stored = (await ref.get()).data();
  const leftBefore = stored ? Number(stored.budget) - Number(stored.spent) : null;
  if (stored) await ref.update(budgetWrites.change(Number(stored.spent) + left, 'ADM001', Timestamp.now()));
  else await ref.set(budgetWrites.create(queue, month, left, 'ADM001', Timestamp.now()));
  return {
    restore: async () => {
      if (leftBefore === null) return ref.delete().then(() => undefined);
      const spent = Number((await ref.get()).data()?.spent);
      await ref.update(budgetWrites.change(spent + leftBefore, 'ADM001', Timestamp.now()));
    },
  };
}

/**
 * An admin provisioned `employeeId` and they signed up meanwhile (roster entry, profile, opening entry),
 * for a journey that changes them for good (a leaver). `remove` deletes them, everything under their
 * profile and the audit entries about them.
 */
export async function addEmployee(employeeId: string, fullName: string) {
  const fields = {
    employeeId,
    email: `${employeeId.toLowerCase()}@ics-rewards.test`,
    fullName,
    designation: 'Associate',
    departments: ['HR' as const],
    userRole: 'employee' as const,
    reviewQueues: [],
  };
  await backend().doc(`roster/${employeeId}`).set(rosterWrites.create(fields, 'ADM001', Timestamp.now()));
  const signedUp = await addSignedUpProfile(employeeId);
  return {
    remove: async () => {
      await signedUp.remove();
      await backend().doc(`roster/${employeeId}`).delete();
      const entries = await backend().collection('audit').where('targetId', '==', employeeId).get();
      await Promise.all(entries.docs.map((d) => d.ref.delete()));
    },
  };
}
