/**
 * A claim carries only organisation facts the rules check: its department and designation are the
 * claimant's profile's (as the app reads the profile), and its manager label is the label of the queue
 * it names. An employee cannot file a claim labelled 'Director', another team's department, or a queue
 * label of their own choosing. Each attack is the app's own write with one field changed, followed by
 * the honest write as the control.
 */
import { serverTimestamp, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { defaultManagerFor, MANAGERS, managerLabel, type ManagerId } from '@/domain/constants';
import { claimWrites } from '@/data/schema/claims';
import { toProfile } from '@/data/schema/users';
import { readDoc } from '../support/rules';
import { rulesSuite } from '../support/rulesSuite';
import {
  ACTIVE_ACTIVITY,
  PEOPLE,
  claimCreate,
  pendingCounterWrite,
  dayOffset,
  paths,
  personDocs,
  tamper,
  today,
  type Write,
} from '../support/world';

const suite = rulesSuite(import.meta.url);
const owner = PEOPLE.owner;
const E = owner.employeeId;
const id = `${E}-004`;
const honest = () => claimCreate(owner, id);
/** The owner's pending counter up by one with the claim (the seeded profile has none: 0). */
const counter = () => pendingCounterWrite(E, id, 1);

/** The claim submitClaim builds from a stored profile (read through the app's own converter). */
function claimFromProfile(profile: DocumentData, managerId: ManagerId = 'M3'): Write {
  const p = toProfile(E, profile);
  return {
    path: paths.claim(E, id),
    op: 'set',
    data: claimWrites.submit(
      {
        id,
        employee: { employeeId: p.employeeId, name: p.name, department: p.department, designation: p.designation },
        activity: ACTIVE_ACTIVITY,
        input: { description: 'Referred a candidate who joined.', completionDate: dayOffset(-2), managerId, evidence: '' },
        today: today(),
      },
      serverTimestamp(),
    ),
  };
}

/** Re-seeds the owner with their profile changed (rules off), as a legacy or differently placed profile. */
async function ownerProfileIs(changes: Record<string, unknown>): Promise<DocumentData> {
  const docs = personDocs(owner);
  const profilePath = paths.user(E);
  const profile: DocumentData = { ...docs[profilePath] };
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) delete profile[k];
    else profile[k] = v;
  }
  await suite.dirtyReset({ ...docs, [profilePath]: profile });
  return profile;
}

describe("a claim's department, designation and manager label", () => {
  it.each<[string, Record<string, unknown>]>([
    ["designation 'Director'", { designation: 'Director' }],
    ["another team's department", { department: 'Loocafe' }],
    ['an empty department', { department: '' }],
    ['an empty designation', { designation: '' }],
    ["another queue's label", { managerName: managerLabel('M1') }],
    ["the label 'Director'", { managerName: 'Director' }],
    ['an empty manager label', { managerName: '' }],
  ])('denies a claim with %s', async (_label, changes) => {
    await suite.deniedThenControl('owner', [tamper(honest(), changes), counter()], [honest(), counter()]);
  });

  it.each<[ManagerId, string[]]>([
    ['M1', ['HR', 'Loocafe']],
    ['M2', ['Ixora FM', 'Tech Team']],
    ['M3', ['Tech Team', 'Accounts & Finance']],
  ])("files only to the employee's own queue %s (departments %j), with its own label", async (queue, departments) => {
    expect(defaultManagerFor(departments)).toBe(queue);
    const profile = await ownerProfileIs({ departments });
    const write = claimFromProfile(profile, queue);
    expect(write.data.managerName).toBe(managerLabel(queue));
    // Budgets sidestepped: a claim filed to another queue (unlimited, or with budget left) is refused.
    for (const other of MANAGERS.filter((m) => m.id !== queue)) {
      await suite.denied('owner', [claimFromProfile(profile, other.id), counter()]);
    }
    const wrongLabel = MANAGERS.find((m) => m.id !== queue)?.label ?? '';
    await suite.deniedThenControl('owner', [tamper(write, { managerName: wrongLabel }), counter()], [write, counter()]);
  });

  it("stores the profile's values", async () => {
    await suite.allowed('owner', [honest(), counter()]);
    const stored = await readDoc(suite.env, paths.claim(E, id));
    expect(stored).toMatchObject({ department: 'Associate', designation: 'Associate', managerId: 'M3', managerName: 'HR Department' });
  });

  it('follows the profile, not a fixed value: a profile placed elsewhere files its own facts', async () => {
    const profile = await ownerProfileIs({ designation: 'Site Lead', department: 'Site Lead', departments: ['Loocafe'] });
    const write = claimFromProfile(profile, 'M1');
    expect(write.data).toMatchObject({ department: 'Site Lead', designation: 'Site Lead' });
    await suite.deniedThenControl('owner', [tamper(write, { department: 'Associate', designation: 'Associate' }), counter()], [write, counter()]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no department: the designation', { department: undefined }, 'Associate'],
    ['no department and no designation: the first department', { department: undefined, designation: undefined }, 'HR'],
    ['nothing at all: empty', { department: undefined, designation: undefined, departments: undefined }, ''],
  ])('takes a legacy profile with %s, as the app reads it', async (_label, changes, department) => {
    const profile = await ownerProfileIs(changes);
    const write = claimFromProfile(profile);
    expect(write.data.department).toBe(department);
    await suite.deniedThenControl('owner', [tamper(write, { department: 'Director' }), counter()], [write, counter()]);
  });
});
