/**
 * What the backend holds, read with firebase-admin (rules off) to check what a screen did or did not
 * write. scripts/e2e.ts passes the emulators' hosts (FIRESTORE_EMULATOR_HOST, which firebase-admin
 * follows) and E2E_PROJECT_ID.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type DocumentData, type Firestore } from 'firebase-admin/firestore';

function adminApp(): App {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the browser tests through scripts/e2e.ts.');
  }
  const existing = getApps().find((a) => a.name === 'e2e-backend');
  return (
    existing ?? initializeApp({ projectId: process.env.E2E_PROJECT_ID ?? 'demo-ics-rewards' }, 'e2e-backend')
  );
}

export function backend(): Firestore {
  return getFirestore(adminApp());
}

export async function readDoc(path: string): Promise<DocumentData | undefined> {
  return (await backend().doc(path).get()).data();
}

/** A pending claim of the first of these employees who has one (its owner, id and points), for a test to review. */
export async function pendingClaimOf(
  employeeIds: readonly string[],
): Promise<{ employeeId: string; claimId: string; points: number }> {
  for (const employeeId of employeeIds) {
    const snap = await backend()
      .collection(`users/${employeeId}/requestedClaims`)
      .where('status', '==', 'pending')
      .limit(1)
      .get();
    const claim = snap.docs[0];
    if (claim) return { employeeId, claimId: claim.id, points: Number(claim.data().points) };
  }
  throw new Error(`The seed has no pending claim of ${employeeIds.join(', ')}`);
}

/** The balance, the claim's status and whether its ledger entry exists. */
export async function claimState(employeeId: string, claimId: string) {
  const [user, claim, entry] = await Promise.all([
    readDoc(`users/${employeeId}`),
    readDoc(`users/${employeeId}/requestedClaims/${claimId}`),
    readDoc(`users/${employeeId}/ledger/claim-${claimId}`),
  ]);
  return { balance: Number(user?.points), status: String(claim?.status), credited: entry !== undefined };
}
