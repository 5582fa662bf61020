/**
 * The set-up every rules test file shares: one rules environment per file (its coverage share saved at
 * the end), the seeded world re-written only after a write went through, and the allowed / denied /
 * denied-then-control helpers. Call `rulesSuite(import.meta.url)` once at the top of a test file.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { clientOf, closeRulesEnv, createRulesEnv, ledgerState, resetWorld } from './rules';
import { PEOPLE, commit, type Person, type PersonKey, type Write } from './world';

export type Who = PersonKey | Person;

export interface RulesSuite {
  /** The file's environment (available from beforeAll on). */
  readonly env: RulesTestEnvironment;
  /** The batch is denied (and, being denied, changed nothing). */
  denied(who: Who, writes: readonly Write[]): Promise<void>;
  /** The batch is allowed; the world is re-seeded before the next test. */
  allowed(who: Who, writes: readonly Write[]): Promise<void>;
  /**
   * The attack is denied and leaves the watched employee's ledger as it was; then the honest write
   * (by `controlWho`, default `who`) is allowed, proving the denial was for the one thing changed.
   */
  deniedThenControl(
    who: Who,
    attack: readonly Write[],
    control: readonly Write[],
    controlWho?: Who,
  ): Promise<void>;
  /** Re-seeds now with extra documents (rules off), and again before the next test. */
  dirtyReset(extra: Record<string, DocumentData>): Promise<void>;
  /** The test changed the world outside `allowed`: re-seed before the next test. */
  markDirty(): void;
}

export function rulesSuite(testFile: string, watched: string = PEOPLE.owner.employeeId): RulesSuite {
  let current: RulesTestEnvironment | null = null;
  // A denied batch changes nothing; the world is re-seeded only after a write went through.
  let dirty = true;
  const envOf = (): RulesTestEnvironment => {
    if (!current) throw new Error('The rules environment starts in beforeAll.');
    return current;
  };

  beforeAll(async () => {
    current = await createRulesEnv();
  });
  // Saving the file's rules coverage fetches a report of every expression the file evaluated: past the
  // 60 s hook timeout for the largest files (attacks) on a loaded 2-core machine. The timeout is for hangs.
  afterAll(async () => {
    if (current) await closeRulesEnv(current, testFile);
  }, 240_000);
  beforeEach(async () => {
    if (dirty) await resetWorld(envOf());
    dirty = false;
  });

  const denied = async (who: Who, writes: readonly Write[]): Promise<void> => {
    try {
      await assertFails(commit(clientOf(envOf(), who), writes));
    } catch (error) {
      dirty = true;
      throw error;
    }
  };
  const allowed = async (who: Who, writes: readonly Write[]): Promise<void> => {
    dirty = true;
    await assertSucceeds(commit(clientOf(envOf(), who), writes));
  };

  return {
    get env() {
      return envOf();
    },
    denied,
    allowed,
    async deniedThenControl(who, attack, control, controlWho = who) {
      const before = await ledgerState(envOf(), watched);
      await denied(who, attack);
      expect(await ledgerState(envOf(), watched)).toEqual(before);
      await allowed(controlWho, control);
    },
    async dirtyReset(extra) {
      dirty = true;
      await resetWorld(envOf(), extra);
    },
    markDirty() {
      dirty = true;
    },
  };
}
