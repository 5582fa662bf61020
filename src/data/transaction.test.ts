import type { DocumentReference, Firestore, Transaction } from 'firebase/firestore/lite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttemptLog } from './attempts';
import { DataError, NO_ANSWER_MESSAGE, OFFLINE_MESSAGE, UNCONFIRMED_MESSAGE } from './errors';
import { backoffDelay, runWrite, runWriteTransaction, TRANSACTION_DEFAULTS } from './transaction';

/**
 * Firestore Lite's runTransaction as the SDK behaves with maxAttempts 1: one attempt runs the update
 * function on a fresh transaction and commits what it wrote only once that function has resolved.
 * `commits` is what reached the server; `failures` lets a test make the next commit fail.
 */
const sdk = vi.hoisted(() => ({
  commits: [] as string[][],
  failures: [] as unknown[],
  options: [] as unknown[],
  /** The documents `tx.get` reads, by path. */
  documents: new Map<string, Record<string, unknown>>(),
  /** What another writer commits while a refused attempt was in flight (run with each failure). */
  meanwhile: undefined as (() => void) | undefined,
  /** How long the server takes to answer a commit (a slow network), in milliseconds. */
  commitMs: 0,
  /** The next commits land but their answer is lost on the network (thrown instead of returned). */
  lostAnswers: [] as unknown[],
}));

vi.mock('firebase/firestore/lite', () => ({
  runTransaction: async (_db: unknown, update: (tx: unknown) => Promise<unknown>, options: unknown) => {
    sdk.options.push(options);
    const writes: string[] = [];
    const tx = {
      set: (path: string) => writes.push(path),
      get: async (ref: { path: string }) => {
        const data = sdk.documents.get(ref.path);
        return { exists: () => data !== undefined, data: () => (data ? { ...data } : undefined) };
      },
    };
    const result = await update(tx);
    if (sdk.commitMs) await new Promise((resolve) => setTimeout(resolve, sdk.commitMs));
    const lost = sdk.lostAnswers.shift();
    if (lost) {
      sdk.commits.push(writes);
      for (const path of writes) sdk.documents.set(path, { written: true });
      throw lost;
    }
    const failure = sdk.failures.shift();
    if (failure) {
      sdk.meanwhile?.();
      throw failure;
    }
    sdk.commits.push(writes);
    return result;
  },
}));

const db = {} as Firestore;
const firebaseError = (code: string) =>
  Object.assign(new Error(`Request failed: ${code}`), { name: 'FirebaseError', code });
/** The fake transaction of the mock above. */
const write = (tx: Transaction, path: string) => (tx as unknown as { set: (p: string) => void }).set(path);
/** Reads a document through the runner's transaction, as the app's update functions do. */
const read = (tx: Transaction, path: string) => tx.get({ path } as DocumentReference);
/** Another writer keeps committing to EMP001's profile: each refusal follows a real change. */
function busyNeighbours() {
  sdk.documents.set('users/EMP001', { points: 0 });
  sdk.meanwhile = () => {
    const points = Number(sdk.documents.get('users/EMP001')?.points);
    sdk.documents.set('users/EMP001', { points: points + 100 });
  };
}
/** An update function that reads the balance and writes it back. */
const credit = (result: string) =>
  vi.fn(async (tx: Transaction) => {
    await read(tx, 'users/EMP001');
    write(tx, 'users/EMP001');
    return result;
  });

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
}

beforeEach(() => {
  sdk.commits.length = 0;
  sdk.failures.length = 0;
  sdk.options.length = 0;
  sdk.documents.clear();
  sdk.meanwhile = undefined;
  sdk.commitMs = 0;
  sdk.lostAnswers.length = 0;
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('runWriteTransaction: contention', () => {
  it('re-runs the whole update function when the rules refuse a stale read, then commits once', async () => {
    busyNeighbours();
    sdk.failures.push(
      firebaseError('permission-denied'),
      firebaseError('aborted'),
      firebaseError('failed-precondition'),
    );
    const update = credit('done');
    await expect(runWriteTransaction(db, update)).resolves.toBe('done');
    expect(update).toHaveBeenCalledTimes(4);
    expect(sdk.commits).toEqual([['users/EMP001']]);
  });

  it('keeps retrying a write that loses to busy neighbours for as long as they commit (12 refusals in a row)', async () => {
    busyNeighbours();
    sdk.failures.push(...Array.from({ length: 12 }, () => firebaseError('permission-denied')));
    vi.useFakeTimers();
    const update = credit('credited');
    const running = runWriteTransaction(db, update);
    await vi.advanceTimersByTimeAsync(30_000); // the backoffs between the 13 attempts
    await expect(running).resolves.toBe('credited');
    expect(update).toHaveBeenCalledTimes(13);
    expect(sdk.commits).toEqual([['users/EMP001']]);
  });

  it('reads made in parallel, answered in another order, are still the same state', async () => {
    sdk.documents.set('users/EMP001', { points: 500 });
    sdk.documents.set('claim', { status: 'pending' });
    const refusal = firebaseError('permission-denied');
    sdk.failures.push(...Array.from({ length: 10 }, () => refusal));
    let attempt = 0;
    const update = vi.fn(async (tx: Transaction) => {
      // The first attempt's profile read answers last, the second's first.
      const slow = (path: string) => new Promise((r) => setTimeout(r, 5)).then(() => read(tx, path));
      const first = attempt++ === 0;
      await Promise.all(
        first ? [slow('users/EMP001'), read(tx, 'claim')] : [read(tx, 'users/EMP001'), slow('claim')],
      );
      return 'never';
    });
    expect(await rejectionOf(runWriteTransaction(db, update))).toBe(refusal);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('gives up after maxAttempts even while the state keeps changing (a backstop)', async () => {
    busyNeighbours();
    const refusal = firebaseError('aborted');
    sdk.failures.push(...Array.from({ length: 10 }, () => refusal));
    const update = credit('never');
    expect(await rejectionOf(runWriteTransaction(db, update, { maxAttempts: 5 }))).toBe(refusal);
    expect(update).toHaveBeenCalledTimes(5);
    expect(sdk.commits).toEqual([]);
  });

  it("the re-run re-checks: a claim reviewed meanwhile ends as the DataError 'not-pending'", async () => {
    sdk.failures.push(firebaseError('permission-denied'));
    let status = 'pending';
    const update = vi.fn(async (tx: Transaction) => {
      if (status !== 'pending') throw new DataError('This claim has already been reviewed.', 'not-pending');
      status = 'paid'; // what the other reviewer's commit did meanwhile
      write(tx, 'claim');
    });
    const error = await rejectionOf(runWriteTransaction(db, update));
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).code).toBe('not-pending');
    expect(update).toHaveBeenCalledTimes(2);
    expect(sdk.commits).toEqual([]);
  });

  it('a refusal on a state nobody changed is no contention: reported as it is after the second attempt', async () => {
    sdk.documents.set('users/EMP001', { points: 500 });
    const refusal = firebaseError('permission-denied');
    sdk.failures.push(...Array.from({ length: 10 }, () => refusal));
    const update = credit('never');
    expect(await rejectionOf(runWriteTransaction(db, update))).toBe(refusal);
    expect(update).toHaveBeenCalledTimes(2);
    expect(sdk.commits).toEqual([]);
  });

  it("re-runs when the commit meets a document created meanwhile ('already-exists': another tab took the reference)", async () => {
    sdk.failures.push(firebaseError('already-exists'));
    // The first attempt reads EMP001-004 as free; another tab creates it meanwhile; the re-run reads
    // it taken and takes the next.
    sdk.meanwhile = () => sdk.documents.set('EMP001-004', { status: 'pending' });
    const update = vi.fn(async (tx: Transaction) => {
      let id = 'none';
      for (const candidate of ['EMP001-004', 'EMP001-005']) {
        if (!(await read(tx, candidate)).exists()) {
          id = candidate;
          break;
        }
      }
      write(tx, id);
      return id;
    });
    expect(await runWriteTransaction(db, update)).toBe('EMP001-005');
    expect(update).toHaveBeenCalledTimes(2);
    expect(sdk.commits).toEqual([['EMP001-005']]);
  });

  it('does not retry a DataError or an error that retrying cannot fix', async () => {
    const update = vi.fn(async () => {
      throw new DataError('This activity is no longer available.', 'inactive-activity');
    });
    expect(await rejectionOf(runWriteTransaction(db, update))).toBeInstanceOf(DataError);
    expect(update).toHaveBeenCalledTimes(1);

    const invalid = firebaseError('invalid-argument');
    sdk.failures.push(invalid);
    const second = vi.fn(async () => 1);
    expect(await rejectionOf(runWriteTransaction(db, second))).toBe(invalid);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("turns the SDK's own retries off: the runner is the one place that retries", async () => {
    await runWriteTransaction(db, async () => 1);
    expect(sdk.options).toEqual([{ maxAttempts: 1 }]);
  });

  it('waits a jittered, growing, capped time between attempts', () => {
    expect(backoffDelay(1, () => 1)).toBe(100);
    expect(backoffDelay(3, () => 1)).toBe(400);
    expect(backoffDelay(3, () => 0.5)).toBe(200);
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(20, () => 1)).toBe(2_000);
  });
});

describe('runWriteTransaction: offline', () => {
  it("fails at once with DataError 'offline' when the browser is offline, and never starts", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const update = vi.fn(async () => 1);
    const error = await rejectionOf(runWriteTransaction(db, update));
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).code).toBe('offline');
    expect((error as DataError).message).toBe(OFFLINE_MESSAGE);
    expect(update).not.toHaveBeenCalled();
  });

  it('retries network failures (without using up attempts) and commits when the network answers', async () => {
    vi.useFakeTimers();
    sdk.failures.push(...Array.from({ length: 7 }, () => firebaseError('unavailable')));
    const update = vi.fn(async (tx: Transaction) => {
      write(tx, 'users/EMP001');
      return 'saved';
    });
    const running = runWriteTransaction(db, update);
    await vi.advanceTimersByTimeAsync(3_900);
    await expect(running).resolves.toBe('saved');
    expect(update).toHaveBeenCalledTimes(8);
    expect(sdk.commits).toHaveLength(1);
  });

  it('a read that fails on the network while the browser reports offline gives up at once: offline, nothing sent', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const update = vi.fn(async () => {
      onLine.mockReturnValue(false); // the network went away during the attempt's read
      throw firebaseError('unknown');
    });
    const error = await rejectionOf(runWriteTransaction(db, update));
    expect((error as DataError).code).toBe('offline');
    expect((error as DataError).message).toBe(OFFLINE_MESSAGE);
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("a commit whose answer is lost while the browser goes offline is 'unconfirmed', not 'offline' (it may have landed)", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    sdk.lostAnswers.push(firebaseError('unavailable'));
    const update = vi.fn(async (tx: Transaction) => {
      write(tx, 'users/EMP001/requestedClaims/EMP001-001');
      onLine.mockReturnValue(false);
      return 1;
    });
    const error = await rejectionOf(runWriteTransaction(db, update));
    expect((error as DataError).code).toBe('unconfirmed');
    expect((error as DataError).message).toBe(UNCONFIRMED_MESSAGE);
    expect(sdk.commits).toHaveLength(1);
  });

  it('a slow commit is no failure: it waits for the answer (6 s) and reports the success, never the offline message', async () => {
    vi.useFakeTimers();
    sdk.commitMs = 6_000;
    const update = vi.fn(async (tx: Transaction) => {
      await read(tx, 'users/EMP001');
      write(tx, 'users/EMP001');
      return 'saved';
    });
    let settled: unknown = 'waiting';
    const running = runWriteTransaction(db, update).then(
      (v) => (settled = v),
      (e: unknown) => (settled = e),
    );
    await vi.advanceTimersByTimeAsync(TRANSACTION_DEFAULTS.deadlineMs + 1_000);
    expect(settled).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1_000);
    await running;
    expect(settled).toBe('saved');
    expect(update).toHaveBeenCalledTimes(1);
    expect(sdk.commits).toEqual([['users/EMP001']]);
  });

  it('each answer to a read starts the wait again: three reads of 3 s each are a slow server, not a silent one', async () => {
    vi.useFakeTimers();
    const slowRead = async (tx: Transaction, path: string) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      return read(tx, path);
    };
    const update = vi.fn(async (tx: Transaction) => {
      await slowRead(tx, 'users/EMP001');
      await slowRead(tx, 'users/EMP002');
      await slowRead(tx, 'users/EMP003');
      write(tx, 'users/EMP001');
      return 'saved';
    });
    const running = runWriteTransaction(db, update);
    await vi.advanceTimersByTimeAsync(9_100);
    await expect(running).resolves.toBe('saved');
    expect(sdk.commits).toHaveLength(1);
  });

  it('a commit that landed but whose answer was lost is run again online, and the attempt log makes the re-run write nothing twice', async () => {
    vi.useFakeTimers();
    sdk.lostAnswers.push(firebaseError('unavailable'));
    const log = new AttemptLog();
    const claim = { path: 'users/EMP001/requestedClaims/EMP001-001', id: 'EMP001-001', parent: { path: 'users/EMP001/requestedClaims' } } as DocumentReference;
    const update = vi.fn(async (tx: Transaction) => {
      const earlier = await log.earlier<string>(tx);
      if (earlier) return earlier;
      expect(log.retryIds(claim.parent)).toEqual([]);
      write(tx, claim.path);
      return log.creates(claim, 'filed EMP001-001');
    });
    const running = runWriteTransaction(db, update, { attempt: log });
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(running).resolves.toBe('filed EMP001-001');
    expect(update).toHaveBeenCalledTimes(2);
    expect(sdk.commits).toEqual([[claim.path], []]);
    // The user presses again with the same attempt: found, nothing written.
    await expect(runWriteTransaction(db, update, { attempt: log })).resolves.toBe('filed EMP001-001');
    expect(sdk.commits).toEqual([[claim.path], [], []]);
  });

  it("a refused commit wrote nothing: the attempt log forgets it", async () => {
    const log = new AttemptLog();
    const claim = { path: 'users/EMP001/requestedClaims/EMP001-001', id: 'EMP001-001', parent: { path: 'users/EMP001/requestedClaims' } } as DocumentReference;
    sdk.failures.push(firebaseError('invalid-argument'));
    const update = async (tx: Transaction) => {
      write(tx, claim.path);
      return log.creates(claim, 'filed');
    };
    await rejectionOf(runWriteTransaction(db, update, { attempt: log }));
    expect(log.mayHaveWritten).toBe(false);
    expect(log.retryIds(claim.parent)).toEqual([]);
  });

  it('gives up at the deadline, before any commit, saying nothing was saved; the abandoned attempt writes nothing later', async () => {
    vi.useFakeTimers();
    // The attempt's read hangs (an unreachable backend) and only answers after 10 s.
    const update = vi.fn(async (tx: Transaction) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      write(tx, 'users/EMP001');
      return 'late';
    });
    const running = runWriteTransaction(db, update);
    const settled = rejectionOf(running);
    await vi.advanceTimersByTimeAsync(TRANSACTION_DEFAULTS.deadlineMs - 1);
    expect(sdk.commits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = await settled;
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).code).toBe('no-answer');
    expect((error as DataError).message).toBe(NO_ANSWER_MESSAGE);
    // The network comes back: the attempt's read answers and its function finishes, but nothing commits.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(update).toHaveBeenCalledTimes(1);
    expect(sdk.commits).toEqual([]);
  });

  it('a busy record is not an offline one: each contention refusal is an answer and restarts the wait', async () => {
    vi.useFakeTimers();
    busyNeighbours();
    sdk.failures.push(
      firebaseError('permission-denied'),
      firebaseError('permission-denied'),
      firebaseError('aborted'),
    );
    // Each attempt takes 3 s (a slow, busy server): 4 attempts, about 12 s in all, never 4 s without an answer.
    const update = vi.fn(async (tx: Transaction) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await read(tx, 'users/EMP001');
      write(tx, 'users/EMP001');
      return 'credited';
    });
    const running = runWriteTransaction(db, update);
    await vi.advanceTimersByTimeAsync(13_000);
    await expect(running).resolves.toBe('credited');
    expect(update).toHaveBeenCalledTimes(4);
    expect(sdk.commits).toEqual([['users/EMP001']]);
  });

  it('an attempt that would start after the deadline (a retry after the network returns) never runs', async () => {
    vi.useFakeTimers();
    // Every attempt fails on the network until 3.99 s; the retry after its backoff comes after the deadline.
    const update = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 3_990));
      throw firebaseError('unavailable');
    });
    const settled = rejectionOf(runWriteTransaction(db, update));
    await vi.advanceTimersByTimeAsync(TRANSACTION_DEFAULTS.deadlineMs);
    expect(((await settled) as DataError).code).toBe('no-answer');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(update).toHaveBeenCalledTimes(1);
    expect(sdk.commits).toEqual([]);
  });
});

describe('runWrite: a write that reads nothing first', () => {
  it("fails at once with DataError 'offline' when the browser is offline, and never sends", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const commit = vi.fn(async () => undefined);
    const error = await rejectionOf(runWrite(commit));
    expect((error as DataError).code).toBe('offline');
    expect(commit).not.toHaveBeenCalled();
  });

  it('a slow answer is no failure: a write sent cannot be called back, so it waits for its answer (6 s)', async () => {
    vi.useFakeTimers();
    const commit = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('saved'), 6_000)));
    const running = runWrite(commit);
    await vi.advanceTimersByTimeAsync(6_000);
    await expect(running).resolves.toBe('saved');
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it("returns the write's answer, and reports a refusal as it is", async () => {
    await expect(runWrite(async () => 'saved')).resolves.toBe('saved');
    const refusal = firebaseError('permission-denied');
    expect(
      await rejectionOf(
        runWrite(async () => {
          throw refusal;
        }),
      ),
    ).toBe(refusal);
  });

  it("a network failure of a write already sent is 'unconfirmed' (it may have landed), online or offline", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    for (const offline of [false, true]) {
      const error = await rejectionOf(
        runWrite(async () => {
          onLine.mockReturnValue(!offline);
          throw firebaseError('unavailable');
        }),
      );
      expect((error as DataError).code).toBe('unconfirmed');
      onLine.mockReturnValue(true);
    }
  });
});
