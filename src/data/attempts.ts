import type { DocumentReference, Transaction } from 'firebase/firestore/lite';
import { useMemo, useRef } from 'react';

/**
 * One action's attempt at creating a document (a claim, a redemption, an activity, an adjustment),
 * so that trying the same action again never creates it twice.
 *
 * The form makes a key once when it opens (`newAttemptKey`) and passes it with every press of its
 * submit button until one succeeds. The create's transaction notes the document it writes
 * (`creates`), and the transaction runner tells the log how that commit ended (`settle`): landed,
 * refused by the server (nothing written), or unknown (its answer was lost on the network: it may
 * have landed). The next run of the same attempt (the runner's retry, or the user's second press)
 * first looks, inside its transaction, for what an earlier commit may have written (`earlier`): found,
 * it returns that commit's result and writes nothing. Not found, it creates the same document id
 * again (`retryIds` first among its candidates), so a commit still on its way and the retry collide on
 * one document: a transaction's create of a document it read as missing is refused once it exists,
 * and the re-run then finds it.
 */
export class AttemptLog {
  /** Documents a commit of this attempt wrote or may have written, with what the caller returned. */
  private readonly written: { ref: DocumentReference; result: unknown }[] = [];
  private current: { ref: DocumentReference; result: unknown } | null = null;

  /** A transaction attempt starts: it has created nothing yet. */
  begin(): void {
    this.current = null;
  }

  /** The update function creates `ref`; returns `result` (what the caller returns for it). */
  creates<T>(ref: DocumentReference, result: T): T {
    this.current = { ref, result };
    return result;
  }

  /** How the current attempt's commit ended; a refused one wrote nothing. */
  settle(outcome: 'landed' | 'refused' | 'unknown'): void {
    if (this.current && outcome !== 'refused') this.written.unshift(this.current);
    this.current = null;
  }

  /** A commit of this attempt may have written something whose outcome is not known (or it landed). */
  get mayHaveWritten(): boolean {
    return this.written.length > 0;
  }

  /** Ids an earlier commit may have written in `collection` (its reference), newest first. */
  retryIds(collection: { readonly path: string }): string[] {
    return this.written.filter((w) => w.ref.parent.path === collection.path).map((w) => w.ref.id);
  }

  /** Inside the transaction: the result of an earlier commit of this attempt whose document exists. */
  async earlier<T>(tx: Transaction): Promise<T | undefined> {
    for (const w of this.written) {
      if ((await tx.get(w.ref)).exists()) return w.result as T;
    }
    return undefined;
  }
}

const logs = new Map<string, AttemptLog>();

/** The log of the attempt with this key (made on first use); none without a key. */
export function attemptLog(key: string | undefined): AttemptLog | undefined {
  if (key === undefined) return undefined;
  let log = logs.get(key);
  if (!log) {
    log = new AttemptLog();
    logs.set(key, log);
  }
  return log;
}

/** A new attempt's key: made once when a form opens, kept until its create succeeds. */
export function newAttemptKey(): string {
  return crypto.randomUUID();
}

/**
 * The attempt keys of one screen's create mutation: one per scope (the form's subject: an activity's
 * claim, a tier's redemption), kept while it is tried again and replaced once it succeeded. The
 * mutation hook holds it, so it lives as long as the form that submits.
 */
export function useAttemptKeys(): { keyFor: (scope: string) => string; succeeded: (scope: string) => void } {
  const keys = useRef(new Map<string, string>());
  return useMemo(
    () => ({
      keyFor: (scope: string) => {
        let key = keys.current.get(scope);
        if (!key) {
          key = newAttemptKey();
          keys.current.set(scope, key);
        }
        return key;
      },
      succeeded: (scope: string) => {
        keys.current.delete(scope);
      },
    }),
    [],
  );
}
