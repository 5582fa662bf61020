/**
 * The widest data a phone must fit: an activity whose title is as long as the form allows, claimed
 * by a demo employee (the newest claim, so it heads their Recent Requests and Manage Requests), and
 * a 6-digit balance from an admin's adjustment. Written with firebase-admin through the app's write
 * builders, the ledger entry and the balance in one batch (the ledger still sums to the balance);
 * `restore` removes it all and puts the balance back.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { ACTIVITY_POINTS_MAX, ACTIVITY_TITLE_MAX, defaultManagerFor, type Department } from '../../src/domain/constants';
import { toDayKey } from '../../src/domain/dates';
import { ledgerEntryId } from '../../src/domain/ledger';
import { activityWrites } from '../../src/data/schema/activities';
import { claimWrites } from '../../src/data/schema/claims';
import { ledgerWrites } from '../../src/data/schema/ledger';
import { profileWrites } from '../../src/data/schema/users';
import { backend, readDoc } from './backend';

/** Exactly n characters of a realistic title (words of everyday length, ending on a letter). */
export function longTitle(n: number): string {
  const words =
    'Customer complaint resolved within the agreed service level and documented with the guest feedback form for the monthly operations review ';
  return words.repeat(Math.ceil(n / words.length) + 1).slice(0, n - 1) + 's';
}

export const WIDEST_ACTIVITY = { id: 'PA900', name: longTitle(ACTIVITY_TITLE_MAX), points: 75 };

export interface Widest {
  employeeId: string;
  claimId: string;
  balance: number;
  restore(): Promise<void>;
}

/** Sets up the widest data for `employeeId`, the adjustment made by admin `adminId`. */
export async function setUpWidest(employeeId: string, adminId: string): Promise<Widest> {
  const db = backend();
  const userPath = `users/${employeeId}`;
  const [profile, admin, claims, adjustments] = await Promise.all([
    readDoc(userPath),
    readDoc(`users/${adminId}`),
    db.collection(`${userPath}/requestedClaims`).get(),
    db.collection(`${userPath}/ledger`).where('type', '==', 'adjustment').count().get(),
  ]);
  if (!profile || !admin) throw new Error(`The seed has no ${employeeId} or ${adminId}`);
  const before = { points: Number(profile.points), lastLedgerEntry: String(profile.lastLedgerEntry) };
  const next = 1 + Math.max(0, ...claims.docs.map((d) => Number(d.id.slice(employeeId.length + 1)) || 0));
  const claimId = `${employeeId}-${String(next).padStart(3, '0')}`;
  const entryId = ledgerEntryId.adjustment(adjustments.data().count + 1);
  // The largest adjustment the form allows: any seeded balance becomes 6 digits.
  const balance = before.points + ACTIVITY_POINTS_MAX;
  const now = Timestamp.now();
  const today = toDayKey(new Date());
  const paths = {
    activity: `pointActivities/${WIDEST_ACTIVITY.id}`,
    claim: `${userPath}/requestedClaims/${claimId}`,
    entry: `${userPath}/ledger/${entryId}`,
  };

  const batch = db.batch();
  batch.set(
    db.doc(paths.activity),
    activityWrites.create(
      WIDEST_ACTIVITY.id,
      {
        name: WIDEST_ACTIVITY.name,
        description: 'Resolve a guest complaint within the agreed time and record it.',
        points: WIDEST_ACTIVITY.points,
        isActive: true,
        eligibilityCriteria: '',
        submissionGuidelines: '',
        verificationCriteria: '',
      },
      now.toDate().toISOString(),
    ),
  );
  batch.set(
    db.doc(paths.claim),
    claimWrites.submit(
      {
        id: claimId,
        employee: {
          employeeId,
          name: String(profile.name),
          department: String(profile.department ?? ''),
          designation: String(profile.designation ?? ''),
        },
        activity: WIDEST_ACTIVITY,
        input: {
          description: 'A guest complained about a late order; resolved within the hour and recorded.',
          completionDate: today,
          managerId: defaultManagerFor((profile.departments ?? []) as Department[]),
          evidence: '',
        },
        today,
      },
      now,
    ),
  );
  batch.set(
    db.doc(paths.entry),
    ledgerWrites.post(
      {
        entryId,
        type: 'adjustment',
        points: ACTIVITY_POINTS_MAX,
        sourceRef: '',
        by: { employeeId: adminId, name: String(admin.name) },
        reason: 'Long-service award agreed with HR',
      },
      balance,
      now,
    ),
  );
  batch.update(db.doc(userPath), profileWrites.balance(balance, entryId, now));
  await batch.commit();

  return {
    employeeId,
    claimId,
    balance,
    async restore() {
      const undo = db.batch();
      for (const path of Object.values(paths)) undo.delete(db.doc(path));
      undo.update(db.doc(userPath), profileWrites.balance(before.points, before.lastLedgerEntry, Timestamp.now()));
      await undo.commit();
    },
  };
}
