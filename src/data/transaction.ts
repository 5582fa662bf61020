import {
  runTransaction,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';
import type { AttemptLog } from './attempts';
import {
  browserOffline,
  DataError,
  firestoreCode,
  NETWORK_CODES,
  noAnswerError,
  offlineError,
  unconfirmedError,
} from './errors';

/**
 * The one way the app runs a write transaction (every write in src/data/*\/api.ts that reads first).
 * The same shape as Firestore's `runTransaction(db, updateFunction)`, plus:
 *
 * - Contention is retried: when the state the transaction read changed before it committed, Firestore
 *   refuses the commit (`aborted`, `failed-precondition`, `already-exists`) or the rules do (`permission-denied`: they
 *   refuse a balance built on a stale read). The whole update function runs again, so it re-reads and
 *   re-checks: a claim someone else reviewed meanwhile now fails with the DataError 'not-pending', a
 *   balance that no longer covers a redemption with 'insufficient-points'. With jittered backoff so
 *   that racing writers spread out.
 * - A refusal is contention only if the state moved: the runner notes what each attempt read
 *   (`tx.get`: path, existence, data). A refusal after which the next attempt read exactly the same
 *   state again and was refused again was not contention: it is reported as it is (the caller really
 *   may not do this), after two attempts. While the state keeps changing, every refusal means another
 *   writer committed first, so the attempt is retried, up to `maxAttempts` in all as a backstop: a
 *   fixed number of tries alone would fail a legitimate write that keeps losing to busy neighbours.
 * - Offline fails fast: with `navigator.onLine === false` it does not start (DataError 'offline').
 *   While it reads, before anything is sent, a server that has answered nothing for `deadlineMs` ends
 *   it with DataError 'no-answer' (nothing was saved), so the user hears within 5 s and can try again.
 *   Every answer (a read, a contention refusal) starts that wait again.
 * - A slow commit is not a failure: once the update function has finished, the commit is on its way
 *   and cannot be called back, so the runner waits for its answer however long it takes (the screen
 *   says it is still saving) and reports what really happened. A commit whose answer is lost on the
 *   network may have landed: online, the runner runs the transaction again (an attempt log makes that
 *   re-run find what the commit wrote, src/data/attempts.ts; an update meets its new state); offline,
 *   it says so with DataError 'unconfirmed' (trying again is safe: it never writes twice).
 * - An abandoned transaction writes nothing later: every attempt checks the `abandoned` flag before
 *   and after the update function, so no later attempt (Firestore's or ours) reaches its commit. The
 *   SDK's own retries are off (`maxAttempts: 1`): the retries are this runner's, in one place.
 */
export interface WriteTransactionOptions {
  /** Attempts in all while the state read keeps changing (default 30: a backstop, see above). */
  maxAttempts?: number;
  /** Before the commit, give up after this many milliseconds without an answer (default 4,000). */
  deadlineMs?: number;
  /** The create's attempt log (src/data/attempts.ts): told how each commit ended. */
  attempt?: AttemptLog;
}

/**
 * The runner's defaults. A test of data races on a busy test machine may raise `deadlineMs` for its
 * duration: there, an emulator that takes more than 4 s to answer is the machine's load, not the
 * network, and the deadline has tests of its own.
 */
export const TRANSACTION_DEFAULTS: { maxAttempts: number; deadlineMs: number } = {
  maxAttempts: 30,
  deadlineMs: 4_000,
};

/**
 * A write that reads nothing first (a set, an update, a batch's commit), the runner's way for the
 * network: refused at once with DataError 'offline' when the browser is offline. Once sent it cannot be
 * called back, so it waits for the server's answer however long it takes (a slow network is not an
 * offline one); an answer lost on the network is DataError 'unconfirmed' (it may have landed). These
 * writes are idempotent (the same document set again) or create-only (trying again then says it
 * exists), so trying again is safe.
 */
export async function runWrite<T>(commit: () => Promise<T>): Promise<T> {
  if (browserOffline()) throw offlineError();
  try {
    return await commit();
  } catch (error) {
    const code = firestoreCode(error);
    if (code && NETWORK_CODES.has(code)) throw unconfirmedError();
    throw error;
  }
}

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
  const { maxAttempts, deadlineMs, attempt: log } = { ...TRANSACTION_DEFAULTS, ...options };
  if (browserOffline()) throw offlineError();

  let abandoned = false;
  /** The current attempt's update function has finished: its commit is on its way. */
  let committing = false;
  /** A commit's answer was lost on the network: it may have landed. */
  let unconfirmed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let giveUp: (error: DataError) => void = () => undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    giveUp = reject;
  });
  /** (Re)starts the wait for the server before a commit: from the start and again after each answer. */
  const awaitServer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => giveUp(unconfirmed ? unconfirmedError() : noAnswerError()), deadlineMs);
  };

  /** What the current attempt read, in order: one line per `tx.get`. */
  let reads: string[] = [];
  const attempt = (tx: Transaction): Promise<T> => {
    if (abandoned) return Promise.reject(new AbandonedAttempt());
    reads = [];
    log?.begin();
    return updateFunction(recordingReads(tx, reads, () => !abandoned && awaitServer())).then((result) => {
      if (abandoned) throw new AbandonedAttempt();
      // The SDK sends the commit now: it cannot be called back, so the deadline no longer applies.
      committing = true;
      clearTimeout(timer);
      return result;
    });
  };

  const attempts = async (): Promise<T> => {
    let refusals = 0;
    /** What the last refused attempt read, to tell contention (it changed) from a real refusal. */
    let refusedState: string | undefined;
    for (let tries = 1; ; tries++) {
      committing = false;
      try {
        const result = await runTransaction(db, attempt, { maxAttempts: 1 });
        log?.settle('landed');
        return result;
      } catch (error) {
        const code = firestoreCode(error) ?? '';
        const lost = committing && NETWORK_CODES.has(code);
        log?.settle(lost ? 'unknown' : 'refused');
        if (lost) unconfirmed = true;
        if (abandoned || error instanceof AbandonedAttempt) throw unconfirmed ? unconfirmedError() : noAnswerError();
        if (error instanceof DataError) throw error;
        if (NETWORK_CODES.has(code)) {
          if (browserOffline()) throw unconfirmed ? unconfirmedError() : offlineError();
        } else if (CONTENTION_CODES.has(code)) {
          refusals += 1;
          // Sorted: reads made in parallel (Promise.all) arrive in any order.
          const state = [...reads].sort().join('\n');
          if (state === refusedState || refusals >= maxAttempts) throw error;
          refusedState = state;
        } else {
          throw error;
        }
        // A commit's answer (a refusal, a lost one) ends its wait; the re-run's reads start a new one.
        if (committing) awaitServer();
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

function stateOf(data: unknown): string {
  try {
    return JSON.stringify(data);
  } catch {
    return '(unserialisable)'; // compares as unchanged: a refusal on it is reported after two attempts
  }
}

/**
 * `tx` with its reads noted in `reads` (path, whether the document exists, its data), so that two
 * attempts can be compared, and `answered` called as each read's answer arrives. Writes go to `tx` itself.
 */
function recordingReads(tx: Transaction, reads: string[], answered: () => void): Transaction {
  return new Proxy(tx, {
    get(target, property) {
      if (property === 'get') {
        return async (ref: DocumentReference) => {
          const snap = await target.get(ref);
          answered();
          reads.push(`${ref.path} ${snap.exists() ? stateOf(snap.data()) : '(none)'}`);
          return snap;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
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
