import {
  runTransaction,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';
import { browserOffline, DataError, firestoreCode, NETWORK_CODES, offlineError } from './errors';

/**
 * The one way the app runs a write transaction (every write in src/data/*\/api.ts that reads first).
 * The same shape as Firestore's `runTransaction(db, updateFunction)`, plus:
 *
 * - Contention is retried: when the state the transaction read changed before it committed, Firestore
 *   refuses the commit (`aborted`, `failed-precondition`, `already-exists`) or the rules do (`permission-denied`: they
 *   refuse a balance built on a stale read). The whole update function runs again, so it re-reads and
 *   re-checks: a claim someone else reviewed meanwhile now fails with the DataError 'not-pending', a
 *   balance that no longer covers a redemption with 'insufficient-points'. Bounded (`maxAttempts`),
 *   with jittered backoff so that racing writers spread out. A refusal that persists is reported as
 *   it is (the caller really may not do this).
 * - Offline fails fast: with `navigator.onLine === false` it does not start, and a transaction that
 *   has had no answer from the server for `deadlineMs` is abandoned with DataError 'offline', so the
 *   user hears within 5 s and can try again. Network failures before the deadline are retried (they
 *   do not use up attempts); a contention refusal is an answer and starts the wait again.
 * - An abandoned transaction writes nothing later: every attempt checks the `abandoned` flag before
 *   and after the update function, so no later attempt (Firestore's or ours) reaches its commit. The
 *   SDK's own retries are off (`maxAttempts: 1`): the retries are this runner's, in one place.
 *   A commit already on the wire when the deadline passes lands or fails as a whole (a transaction
 *   is all-or-nothing); a retry of the action then meets what it did (e.g. 'not-pending').
 */
export interface WriteTransactionOptions {
  /** Attempts in all when the state read keeps changing (default 8). */
  maxAttempts?: number;
  /** Give up as offline after this many milliseconds (default 4,000: the message shows within 5 s). */
  deadlineMs?: number;
}

export const TRANSACTION_DEFAULTS = { maxAttempts: 8, deadlineMs: 4_000 } as const;

/**
 * The state this transaction read changed before it committed: run it again. `already-exists`: a
 * document it read as missing was created meanwhile (another tab took the same create-only id);
 * the re-run reads it and takes the next (firstFreeId).
 */
const CONTENTION_CODES: ReadonlySet<string> = new Set([
  'permission-denied',
  'aborted',
  'failed-precondition',
  'already-exists',
]);

const BACKOFF_BASE_MS = 100;
const BACKOFF_CAP_MS = 2_000;

/** Full jitter: a random wait up to base * 2^(attempt-1), capped, so racing writers do not collide again. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return Math.round(random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1)));
}

/** Thrown inside an attempt that starts or finishes after the runner gave up; never reaches a caller. */
class AbandonedAttempt extends Error {
  constructor() {
    super('This transaction was abandoned.');
    this.name = 'AbandonedAttempt';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runWriteTransaction<T>(
  db: Firestore,
  updateFunction: (transaction: Transaction) => Promise<T>,
  options: WriteTransactionOptions = {},
): Promise<T> {
  const { maxAttempts, deadlineMs } = { ...TRANSACTION_DEFAULTS, ...options };
  if (browserOffline()) throw offlineError();

  let abandoned = false;
  const attempt = (tx: Transaction): Promise<T> => {
    if (abandoned) return Promise.reject(new AbandonedAttempt());
    return updateFunction(tx).then((result) => {
      if (abandoned) throw new AbandonedAttempt();
      return result;
    });
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  let giveUp: (error: DataError) => void = () => undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    giveUp = reject;
  });
  /** (Re)starts the wait for the server: it runs from the start and again after each answer it gives. */
  const awaitServer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => giveUp(offlineError()), deadlineMs);
  };

  const attempts = async (): Promise<T> => {
    let refusals = 0;
    for (let tries = 1; ; tries++) {
      try {
        return await runTransaction(db, attempt, { maxAttempts: 1 });
      } catch (error) {
        if (abandoned || error instanceof AbandonedAttempt) throw offlineError();
        if (error instanceof DataError) throw error;
        const code = firestoreCode(error) ?? '';
        if (NETWORK_CODES.has(code)) {
          if (browserOffline()) throw offlineError();
        } else if (CONTENTION_CODES.has(code)) {
          refusals += 1;
          if (refusals >= maxAttempts) throw error;
          awaitServer(); // the server answered: a busy record is not an offline one
        } else {
          throw error;
        }
        await sleep(backoffDelay(tries));
      }
    }
  };

  awaitServer();
  const running = attempts();
  // Once the deadline has answered, the attempts' own ending is of no interest to anyone.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, deadline]);
  } finally {
    abandoned = true;
    clearTimeout(timer);
  }
}

/**
 * Create-only ids: the first candidate with no document, read inside the transaction, so that a
 * second writer taking the same id meanwhile makes this commit fail (the rules refuse the overwrite)
 * and the runner's next attempt takes the next candidate. null when every candidate is taken.
 */
export async function firstFreeId(
  tx: Transaction,
  candidates: readonly string[],
  refOf: (id: string) => DocumentReference,
): Promise<string | null> {
  for (const id of candidates) {
    if (!(await tx.get(refOf(id))).exists()) return id;
  }
  return null;
}
