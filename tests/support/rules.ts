/** The rules test environment: the emulator with firestore.rules, seeding with the rules off, ledger checks. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  setLogLevel,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { expect } from 'vitest';
import { firestoreEmulator, PROJECT_ID } from './emulator';
import { saveCoveragePart } from './ruleCoverage';
import { commit, PEOPLE, setStoredReader, worldDocs, writeDocs, type Person, type PersonKey, type Write } from './world';

// Denials are the point of these tests: keep the SDK from logging each one.
setLogLevel('silent');

export const RULES_FILE = path.resolve(import.meta.dirname, '../../firestore.rules');

export async function createRulesEnv(): Promise<RulesTestEnvironment> {
  const { host, port } = firestoreEmulator();
  const env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host, port, rules: readFileSync(RULES_FILE, 'utf8') },
  });
  // A decision's reviewTimes move needs the claim as stored (its submission time and queue).
  setStoredReader((docPath) => readDoc(env, docPath));
  return env;
}

/**
 * Saves this file's share of the rules coverage (the next file's rules load resets it), then cleans up.
 * Call it in afterAll with the test file's name. `saveCoverage: false` for a file that only repeats
 * writes other files cover, many times over: its report is the largest of all (tens of megabytes) and
 * on a busy machine the emulator takes minutes to write it.
 */
export async function closeRulesEnv(
  env: RulesTestEnvironment,
  testFile: string,
  { saveCoverage = true }: { saveCoverage?: boolean } = {},
): Promise<void> {
  const { host, port } = firestoreEmulator();
  try {
    if (saveCoverage) await saveCoveragePart(`${host}:${port}`, PROJECT_ID, path.basename(testFile));
  } finally {
    await env.cleanup();
  }
}

const clients = new WeakMap<RulesTestEnvironment, Map<string, Firestore>>();

/**
 * The client of a person (their Auth token carries their company mailbox), or a signed-out client.
 * One client per person and environment: creating one costs a few hundred milliseconds.
 */
export function clientOf(env: RulesTestEnvironment, who: Person | PersonKey | 'signedOut'): Firestore {
  let cache = clients.get(env);
  if (!cache) {
    cache = new Map();
    clients.set(env, cache);
  }
  const p = who === 'signedOut' ? null : typeof who === 'string' ? PEOPLE[who] : who;
  const key = p ? `${p.uid}|${p.email}|${p.verified}` : 'signedOut';
  let db = cache.get(key);
  if (!db) {
    const context = p
      ? env.authenticatedContext(p.uid, { email: p.email, email_verified: p.verified })
      : env.unauthenticatedContext();
    db = context.firestore() as unknown as Firestore;
    cache.set(key, db);
  }
  return db;
}

/** Clears the emulator and writes the seeded world (rules off). */
export async function resetWorld(
  env: RulesTestEnvironment,
  extra: Record<string, DocumentData> = {},
): Promise<void> {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await writeDocs(ctx.firestore() as unknown as Firestore, { ...worldDocs(), ...extra });
  });
}

/** Reads documents with the rules off. */
export async function adminRead<T>(env: RulesTestEnvironment, fn: (db: Firestore) => Promise<T>): Promise<T> {
  let result: T | undefined;
  let done = false;
  await env.withSecurityRulesDisabled(async (ctx) => {
    result = await fn(ctx.firestore() as unknown as Firestore);
    done = true;
  });
  if (!done) throw new Error('adminRead did not run');
  return result as T;
}

export async function readDoc(env: RulesTestEnvironment, docPath: string): Promise<DocumentData | undefined> {
  return adminRead(env, async (db) => (await getDoc(doc(db, docPath))).data());
}

export interface LedgerState {
  points: number;
  sum: number;
  entries: number;
}

export async function ledgerState(env: RulesTestEnvironment, employeeId: string): Promise<LedgerState> {
  return adminRead(env, async (db) => {
    const [user, ledger] = await Promise.all([
      getDoc(doc(db, 'users', employeeId)),
      getDocs(collection(db, 'users', employeeId, 'ledger')),
    ]);
    const points = Number(user.data()?.points);
    const sum = ledger.docs.reduce((s, d) => s + Number(d.data().points), 0);
    return { points, sum, entries: ledger.size };
  });
}

/**
 * The ledger invariant (docs/product.md#the-promise): balance == sum of the ledger, balance >= 0, and the entry named
 * by lastLedgerEntry exists with balanceAfter == balance. Returns the balance.
 */
export async function expectLedgerConsistent(env: RulesTestEnvironment, employeeId: string): Promise<number> {
  const { points, sum } = await ledgerState(env, employeeId);
  expect(points, `users/${employeeId}.points == sum of its ledger`).toBe(sum);
  expect(points, `users/${employeeId}.points >= 0`).toBeGreaterThanOrEqual(0);
  const last = await adminRead(env, async (db) => {
    const user = await getDoc(doc(db, 'users', employeeId));
    const entryId = String(user.data()?.lastLedgerEntry);
    return (await getDoc(doc(db, 'users', employeeId, 'ledger', entryId))).data();
  });
  expect(
    last?.balanceAfter,
    `the entry named by users/${employeeId}.lastLedgerEntry ends at the balance`,
  ).toBe(points);
  return points;
}

/**
 * The allowed/denied pair of a rules test file over the seeded world (plus `extra` documents): a
 * denied batch changes nothing, so the world is re-seeded (call `reset` in beforeEach) only after a
 * write went through or a check failed.
 */
export function batchChecks(env: () => RulesTestEnvironment, extra: () => Record<string, DocumentData> = () => ({})) {
  let dirty = true;
  return {
    async reset(): Promise<void> {
      if (dirty) await resetWorld(env(), extra());
      dirty = false;
    },
    async denied(who: Person | PersonKey, writes: readonly Write[]): Promise<void> {
      try {
        await assertFails(commit(clientOf(env(), who), writes));
      } catch (error) {
        dirty = true;
        throw error;
      }
    },
    async allowed(who: Person | PersonKey, writes: readonly Write[]): Promise<void> {
      dirty = true;
      await assertSucceeds(commit(clientOf(env(), who), writes));
    },
  };
}
