/**
 * `npm run migrate -- --project ID [--dry-run] [--email-domain DOMAIN] [--admin EMPLOYEEID --email ADDRESS [--name NAME]]`
 *
 * Brings an existing project to the roster model (docs/product.md#identity-and-sign-up) with the Admin SDK (application-default
 * credentials; against the emulators when FIRESTORE_EMULATOR_HOST is set):
 * - a roster entry for every profile that has none, with the profile's organisation fields
 *   (e-mail in lower case, full name, designation, known departments, role, review queues);
 * - with `--admin`, the first admin of a new project: a roster entry with `userRole: 'admin'`
 *   (and, when that employee already has a profile, the profile's role), so no step needs the
 *   Firebase console;
 * - legacy claims get the name search key `employeeNameLower` (Manage Requests' name prefix search);
 * - reports filed before the report batch recorded the gap between two reports get their gap
 *   (users/{id}/reportGaps/{day}: a past day's exact Missing list reads them);
 * - profiles with reports and no kept streak get the streak their reports make (streakCurrent,
 *   streakBest, streakDay: src/domain/streaks.ts over the holidays and their leave days; run it while
 *   nobody files a report);
 * - the Insights month totals (monthTotals/{YYYY-MM}_{department}) and participation markers
 *   (users/{id}/earnedMonths/{YYYY-MM}) are rebuilt from the whole ledger and written where they
 *   differ (run it while nobody posts: a posting between the read and the write would be overwritten);
 * - the review turnaround (reviewTimes/{YYYY-MM}_{queue}) is rebuilt from the decided claims (their
 *   createdAt and decision moment) and written where it differs (run it while nobody reviews);
 * - the department headcounts (headcounts/{department}: profiles, Directors, active employees) are
 *   rebuilt from the profiles and written where they differ (run it while nobody signs up or changes
 *   accounts);
 * - every roster entry it writes and every role it sets is recorded in the audit trail (audit/{id},
 *   built by the app's auditWrites.entry, named by the document's lastAudit) as made by
 *   'migration' with the name of who ran it (`--by`, default the operating-system user: the Admin SDK
 *   runs as application-default credentials, which name no employee); the format changes below
 *   (personal fields moved, search keys added) change no fact and are not recorded;
 * - every roster entry's mailbox is indexed (rosterEmails/{email}: one mailbox, one entry) and every
 *   entry gets the Employees tab's name search key (nameLower), where missing;
 * - the roster's kept total (rosterTotals/all: the Employees tab's count) is set to the number of
 *   roster entries where it differs (run it while nobody imports);
 * - the company's e-mail domain (settings/organisation { emailDomain }: every roster mailbox must be
 *   in it, the rules refuse roster writes with another domain or without the document) is set from
 *   `--email-domain`, else from VITE_EMPLOYEE_EMAIL_DOMAIN (the sign-in convention), where it differs;
 *   with neither, a project that has none is told so (its roster writes stay refused);
 * - nothing else changes. Idempotent: entries that exist are left alone; a second run changes
 *   nothing. `--dry-run` prints the plan and writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { countPostings, monthTotalsWrites, postingsOf, reportsOf } from '../src/data/schema/monthTotals';
import { reviewTimesDocs } from '../src/data/schema/reviewTimes';
import { headcountDocs, headcountWrites } from '../src/data/schema/headcounts';
import { nameLowerOf, rosterEntrySchema, type RosterFields } from '../src/domain/roster';
import { auditChange, auditWrites, type AuditAction, type AuditTarget } from '../src/data/schema/audit';
import { claimWrites } from '../src/data/schema/claims';
import { personalWrites, toPersonal } from '../src/data/schema/personal';
import { rosterWrites } from '../src/data/schema/roster';
import { rosterEmailWrites } from '../src/data/schema/rosterEmails';
import { ROSTER_TOTALS_ID, rosterTotalsWrites } from '../src/data/schema/rosterTotals';
import { reportGapWrites } from '../src/data/schema/reportGaps';
import { ORGANISATION_ID, isEmailDomain, organisationWrites, toEmailDomain } from '../src/data/schema/organisation';
import { profileWrites } from '../src/data/schema/users';
import { isDayKey } from '../src/domain/dates';
import { streakOfReports } from '../src/domain/streaks';
import { isMainModule } from './emulators';
import { commitInBatches, type DocumentWrite } from './lib/batches';

export const MIGRATION_ACTOR = 'migration';

export interface MigrationOptions {
  projectId: string;
  dryRun?: boolean;
  admin?: { employeeId: string; email: string; fullName?: string };
  /** Who runs it, as the audit entries name them (default: the operating-system user). */
  by?: string;
  /** The company's e-mail domain (settings/organisation); unset: left as stored. */
  emailDomain?: string;
  log?: (line: string) => void;
}

export interface MigrationResult {
  /** Roster entries created (or, in a dry run, that would be). */
  created: string[];
  /** Profiles that already had an entry. */
  unchanged: string[];
  /** Profiles that cannot become an entry (no valid e-mail, no known department...), with why. */
  skipped: { employeeId: string; reason: string }[];
  /** Profiles whose role was set to admin (--admin). */
  promoted: string[];
  /** Profiles whose phone, gender and date of birth moved to users/{id}/private/personal. */
  movedPersonal: string[];
  /** Profiles given the directory's fields (nameLower, director, lastProductivityDate). */
  directoryFields: string[];
  /** Claims (their paths) given Manage Requests' name search key, employeeNameLower. */
  claimNameKeys: string[];
  /** Report gaps (their paths) recorded for reports filed before the report batch recorded them. */
  reportGaps: string[];
  /** Profiles given the report streak their reports make (streakCurrent, streakBest, streakDay). */
  streaks: string[];
  /** Month totals and markers (their paths) written because the ledger says otherwise. */
  monthTotals: string[];
  /** Review turnaround documents (their paths) written because the decided claims say otherwise. */
  reviewTimes: string[];
  /** Department headcounts (their paths) written because the profiles say otherwise. */
  headcounts: string[];
  /** Mailboxes indexed (rosterEmails/{email}) for roster entries written before the index. */
  mailboxIndexes: string[];
  /** Roster entries sharing a mailbox with an earlier one (by employee id): not indexed, to be fixed by hand. */
  sharedMailboxes: { employeeId: string; email: string; holder: string }[];
  /** Roster entries given the Employees tab's name search key (nameLower). */
  rosterNameKeys: string[];
  /** The roster's kept total (rosterTotals/all), when written because the roster says otherwise: its count. */
  rosterTotal: number | null;
  /** The company's e-mail domain (settings/organisation) when written because it differed. */
  emailDomain: string | null;
  /** The domain in force after the run (null: none, so roster writes are refused). */
  emailDomainInForce: string | null;
}

/** The personal document's fields (phone, gender, date of birth), which legacy profiles carry. */
const PERSONAL_FIELDS = Object.keys(toPersonal({}, ''));

/** The roster entry a legacy profile stands for, or the reason it cannot have one. */
export function rosterFromProfile(employeeId: string, p: DocumentData): RosterFields | string {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  // Legacy profiles may hold a single department as a string.
  const list = (v: unknown): string[] =>
    Array.isArray(v)
      ? v.filter((x): x is string => typeof x === 'string')
      : typeof v === 'string' && v
        ? [v]
        : [];
  const parsed = rosterEntrySchema.safeParse({
    employeeId,
    email: text(p.email),
    fullName: text(p.fullName) || text(p.name),
    designation: text(p.designation) || text(p.department),
    departments: list(p.departments).filter(
      (d) => rosterEntrySchema.shape.departments.element.safeParse(d).success,
    ),
    userRole: ['admin', 'manager', 'finance'].includes(text(p.userRole)) ? text(p.userRole) : 'employee',
    reviewQueues: list(p.reviewQueues).filter((q) => ['M1', 'M2', 'M3'].includes(q)),
  });
  return parsed.success
    ? parsed.data
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
}

export async function migrate(db: Firestore, options: MigrationOptions): Promise<MigrationResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dry = options.dryRun ?? false;
  const [users, roster] = await Promise.all([db.collection('users').get(), db.collection('roster').get()]);
  const existing = new Set(roster.docs.map((d) => d.id));
  const result: MigrationResult = {
    created: [],
    unchanged: [],
    skipped: [],
    promoted: [],
    movedPersonal: [],
    directoryFields: [],
    claimNameKeys: [],
    reportGaps: [],
    streaks: [],
    monthTotals: [],
    reviewTimes: [],
    headcounts: [],
    mailboxIndexes: [],
    sharedMailboxes: [],
    rosterNameKeys: [],
    rosterTotal: null,
    emailDomain: null,
    emailDomainInForce: null,
  };
  /** Every roster entry's mailbox after this run, by employee id (the index is built from it). */
  const mailboxOf = new Map(roster.docs.map((d) => [d.id, String(d.data().email ?? '')]));
  const writes: DocumentWrite[] = [];
  const now = FieldValue.serverTimestamp();
  const by = { employeeId: MIGRATION_ACTOR, name: `npm run migrate (${options.by ?? userInfo().username})` };
  /** A write of an audited document with its audit entry (lastAudit names it), as the app makes them. */
  const audited = (
    action: AuditAction,
    target: AuditTarget,
    stored: DocumentData | undefined,
    data: DocumentData,
  ) => {
    const id = randomUUID().replaceAll('-', '');
    const change = auditChange(stored ?? {}, data);
    writes.push({
      path: `${target.kind}/${target.id}`,
      data: { ...data, ...auditWrites.link(id) },
      merge: !!stored,
    });
    writes.push({ path: `audit/${id}`, data: auditWrites.entry({ action, target, change, by }, now) });
  };
  const newEntry = (entry: RosterFields) => {
    mailboxOf.set(entry.employeeId, entry.email);
    audited(
      'roster.create',
      { kind: 'roster', id: entry.employeeId },
      undefined,
      rosterWrites.create(entry, MIGRATION_ACTOR, now),
    );
  };

  if (options.admin) {
    const id = options.admin.employeeId.toUpperCase();
    const profile = users.docs.find((d) => d.id === id)?.data();
    const fromProfile = profile ? rosterFromProfile(id, profile) : null;
    const entry = rosterEntrySchema.parse({
      employeeId: id,
      email: options.admin.email,
      fullName: options.admin.fullName ?? (profile ? String(profile.fullName || profile.name || id) : id),
      designation:
        profile && typeof profile.designation === 'string' && profile.designation
          ? profile.designation
          : 'Administrator',
      departments: fromProfile && typeof fromProfile !== 'string' ? fromProfile.departments : ['HR'],
      userRole: 'admin',
      reviewQueues: [],
    });
    if (existing.has(id)) {
      const current = roster.docs.find((d) => d.id === id)?.data();
      if (current?.userRole !== 'admin' || current.email !== entry.email) {
        // The role, and the mailbox the admin will verify and sign up with.
        const data = { ...rosterWrites.role('admin'), email: entry.email };
        audited(current?.userRole !== 'admin' ? 'role.change' : 'roster.update', { kind: 'roster', id }, current, data);
        mailboxOf.set(id, entry.email);
        result.created.push(id);
      }
    } else {
      newEntry(entry);
      existing.add(id);
      result.created.push(id);
    }
    if (profile && profile.userRole !== 'admin') {
      audited('role.change', { kind: 'users', id }, profile, profileWrites.role('admin', now));
      result.promoted.push(id);
    }
  }

  // Personal fields move to users/{id}/private/personal (kept there if it exists) and leave the profile.
  for (const doc of users.docs) {
    const data = doc.data();
    if (!PERSONAL_FIELDS.some((f) => f in data)) continue;
    const personal = await db.doc(`users/${doc.id}/private/personal`).get();
    if (!personal.exists) {
      writes.push({
        path: `users/${doc.id}/private/personal`,
        data: personalWrites.save(toPersonal(data, doc.id), now),
      });
    }
    writes.push({
      path: `users/${doc.id}`,
      data: Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, FieldValue.delete()])),
      merge: true,
    });
    result.movedPersonal.push(doc.id);
  }

  // The directory's server-side fields (name prefix search, Directors left out of counts, the day's
  // 'missing' list): added where a legacy profile lacks them; nothing else on the profile changes.
  for (const doc of users.docs) {
    const fields = profileWrites.directory(doc.data());
    if (Object.keys(fields).length === 0) continue;
    writes.push({ path: `users/${doc.id}`, data: fields, merge: true });
    result.directoryFields.push(doc.id);
  }

  // Manage Requests searches claims by a name prefix on employeeNameLower: legacy claims get it.
  const claims = await db.collectionGroup('requestedClaims').get();
  for (const doc of claims.docs) {
    const { employeeName, employeeNameLower } = doc.data();
    if (typeof employeeNameLower === 'string' || typeof employeeName !== 'string' || !employeeName) continue;
    writes.push({ path: doc.ref.path, data: claimWrites.nameKey(employeeName), merge: true });
    result.claimNameKeys.push(doc.ref.path);
  }

  // A past day's Missing list reads the gaps between each employee's reports (reportGaps.ts): reports
  // filed before the report batch recorded them get theirs, from the previous report day ('' for the
  // first). A report flagged late lies inside a gap and closes none. Existing gaps are left alone.
  const [reports, gaps] = await Promise.all([
    db.collectionGroup('productivityReports').get(),
    db.collectionGroup('reportGaps').get(),
  ]);
  const haveGap = new Set(gaps.docs.map((d) => d.ref.path));
  const daysOf = new Map<string, string[]>();
  for (const doc of reports.docs) {
    const owner = doc.ref.parent.parent;
    if (!owner || owner.parent.id !== 'users' || !isDayKey(doc.id) || doc.data().late === true) continue;
    daysOf.set(owner.id, [...(daysOf.get(owner.id) ?? []), doc.id]);
  }
  const profiles = new Map(users.docs.map((d) => [d.id, d.data()]));
  for (const [employeeId, days] of [...daysOf].sort(([a], [b]) => a.localeCompare(b))) {
    const p = profiles.get(employeeId) ?? {};
    const filer = {
      employeeId,
      name: typeof p.name === 'string' ? p.name : '',
      designation: typeof p.designation === 'string' ? p.designation : '',
    };
    let after = '';
    for (const day of days.sort()) {
      const path = `users/${employeeId}/reportGaps/${day}`;
      if (!haveGap.has(path)) {
        writes.push({ path, data: reportGapWrites.file(filer, after, day) });
        result.reportGaps.push(path);
      }
      after = day;
    }
  }

  // Streaks (src/domain/streaks.ts): a profile filed before the report batch kept one gets the streak its
  // reports make, over the company's holidays and its own leave days (the app's streakOfReports), so its
  // next report goes on from it. Profiles that keep one already are left alone.
  const [holidays, leaveDays] = await Promise.all([db.collection('holidays').get(), db.collectionGroup('leaveDays').get()]);
  const holidaySet = new Set(holidays.docs.map((d) => d.id));
  const leaveOf = new Map<string, Set<string>>();
  for (const doc of leaveDays.docs) {
    const owner = doc.ref.parent.parent;
    if (!owner || owner.parent.id !== 'users') continue;
    leaveOf.set(owner.id, (leaveOf.get(owner.id) ?? new Set()).add(doc.id));
  }
  for (const [employeeId, days] of [...daysOf].sort(([a], [b]) => a.localeCompare(b))) {
    const p = profiles.get(employeeId);
    if (!p || typeof p.streakDay === 'string') continue;
    const streak = streakOfReports(days, { holidays: holidaySet, leave: leaveOf.get(employeeId) ?? new Set() });
    writes.push({ path: `users/${employeeId}`, data: profileWrites.streak(streak), merge: true });
    result.streaks.push(employeeId);
  }

  // Insights: the month totals and markers as the ledger and the reports say them, written where they differ.
  result.monthTotals.push(...(await backfillTotals(db, users.docs, claims.docs, reports.docs, writes, now)));
  result.reviewTimes.push(...(await backfillReviewTimes(db, claims.docs, writes, now)));
  result.headcounts.push(...(await backfillHeadcounts(db, users.docs, writes, now)));

  for (const doc of users.docs) {
    if (existing.has(doc.id)) {
      if (!result.created.includes(doc.id)) result.unchanged.push(doc.id);
      continue;
    }
    const entry = rosterFromProfile(doc.id, doc.data());
    if (typeof entry === 'string') {
      result.skipped.push({ employeeId: doc.id, reason: entry });
      continue;
    }
    newEntry(entry);
    result.created.push(doc.id);
  }

  // The company's e-mail domain, which the rules read on every roster write.
  const organisationPath = `settings/${ORGANISATION_ID}`;
  const storedDomain = toEmailDomain((await db.doc(organisationPath).get()).data());
  const wantedDomain = options.emailDomain?.trim().toLowerCase();
  if (wantedDomain !== undefined && !isEmailDomain(wantedDomain))
    throw new Error(`--email-domain: ${wantedDomain} is not a domain such as your-company.com`);
  if (wantedDomain && wantedDomain !== storedDomain) {
    writes.push({ path: organisationPath, data: organisationWrites.set(wantedDomain, now) });
    result.emailDomain = wantedDomain;
  }
  result.emailDomainInForce = wantedDomain || storedDomain;

  await indexRoster(db, roster.docs, mailboxOf, writes, result);
  result.rosterTotal = await countRosterTotal(db, mailboxOf.size, writes, now);

  log(`${dry ? 'Plan (dry run, nothing written)' : 'Migration'} for ${options.projectId}:`);
  for (const id of result.created) log(`  roster/${id}: ${dry ? 'would be written' : 'written'}`);
  for (const id of result.movedPersonal)
    log(
      `  users/${id}: phone, gender, date of birth ${dry ? 'would move' : 'moved'} to users/${id}/private/personal`,
    );
  for (const id of result.directoryFields)
    log(
      `  users/${id}: directory fields (nameLower, director, lastProductivityDate) ${dry ? 'would be added' : 'added'}`,
    );
  for (const path of result.claimNameKeys)
    log(`  ${path}: name search key (employeeNameLower) ${dry ? 'would be added' : 'added'}`);
  for (const path of result.reportGaps) log(`  ${path}: report gap ${dry ? 'would be recorded' : 'recorded'}`);
  for (const id of result.streaks)
    log(`  users/${id}: report streak (streakCurrent, streakBest, streakDay) ${dry ? 'would be kept' : 'kept'} from its reports`);
  for (const path of result.monthTotals) log(`  ${path}: month total ${dry ? 'would be rebuilt' : 'rebuilt'} from the ledger`);
  for (const path of result.headcounts) log(`  ${path}: headcount ${dry ? 'would be rebuilt' : 'rebuilt'} from the profiles`);
  for (const path of result.reviewTimes) log(`  ${path}: review turnaround ${dry ? 'would be rebuilt' : 'rebuilt'} from the decided claims`);
  for (const email of result.mailboxIndexes) log(`  rosterEmails/${email}: ${dry ? 'would be indexed' : 'indexed'}`);
  if (result.rosterTotal !== null)
    log(`  rosterTotals/${ROSTER_TOTALS_ID}: ${result.rosterTotal} roster entries ${dry ? 'would be counted' : 'counted'}`);
  for (const id of result.rosterNameKeys) log(`  roster/${id}: name search key (nameLower) ${dry ? 'would be added' : 'added'}`);
  for (const m of result.sharedMailboxes)
    log(`  roster/${m.employeeId}: ${m.email} is also ${m.holder}'s mailbox; give one of them another in the Employees tab`);
  for (const id of result.promoted) log(`  users/${id}: userRole admin${dry ? ' (would be set)' : ''}`);
  for (const s of result.skipped)
    log(`  users/${s.employeeId}: skipped (${s.reason}); add it in the Employees tab`);
  if (result.emailDomain !== null)
    log(`  ${organisationPath}: e-mail domain ${result.emailDomain} ${dry ? 'would be set' : 'set'} (roster mailboxes must be in it)`);
  if (result.emailDomainInForce === null)
    log(`  ${organisationPath}: no company e-mail domain; roster writes are refused until a run with --email-domain (or VITE_EMPLOYEE_EMAIL_DOMAIN) sets it`);
  else
    for (const [id, email] of mailboxOf)
      if (!email.endsWith(`@${result.emailDomainInForce}`))
        log(`  roster/${id}: ${email} is outside ${result.emailDomainInForce}; its entry cannot be edited until its mailbox is moved into the domain`);
  log(`  ${result.unchanged.length} profile(s) already had a roster entry; nothing else changes.`);
  if (!dry) await commitInBatches(db, writes);
  return result;
}

/** Compares stored and computed data, ignoring the write time. */
function sameData(stored: DocumentData | undefined, data: DocumentData): boolean {
  if (!stored) return false;
  const { updatedAt: _s, ...a } = stored;
  const { updatedAt: _d, ...b } = data;
  const norm = (x: unknown): unknown =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).filter(([, v]) => v !== 0).sort(([k1], [k2]) => k1.localeCompare(k2)).map(([k, v]) => [k, norm(v)]))
      : x;
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}

/**
 * Rebuilds every month total and participation marker from the ledger (each entry's IST month, its
 * owner's first department, a credit's claim) and the reports (each non-Director's report in its day's
 * month and its owner's first department), and queues the writes of those that differ. A stored
 * `lastReport` is kept (it names a real report; the rules only ask the next one to name a new one).
 */
async function backfillTotals(
  db: Firestore,
  users: readonly QueryDocumentSnapshot[],
  claims: readonly QueryDocumentSnapshot[],
  reports: readonly QueryDocumentSnapshot[],
  writes: DocumentWrite[],
  now: FieldValue,
): Promise<string[]> {
  const [entries, storedTotals, storedMarks] = await Promise.all([
    db.collectionGroup('ledger').get(),
    db.collection('monthTotals').get(),
    db.collectionGroup('earnedMonths').get(),
  ]);
  const stamp = (v: unknown) => (v instanceof Timestamp ? v.toDate() : null);
  const postings = postingsOf(
    [...users, ...claims, ...entries.docs].map((d) => ({ path: d.ref.path, data: d.data() })),
    stamp,
  );
  const counted = reportsOf(
    [...users, ...reports].map((d) => ({ path: d.ref.path, data: d.data() })),
    stamp,
  );
  const { totals, marks } = countPostings(postings, counted);
  const changed: string[] = [];
  const stored = new Map([...storedTotals.docs, ...storedMarks.docs].map((d) => [d.ref.path, d.data()]));
  for (const [id, t] of totals) {
    const path = `monthTotals/${id}`;
    const storedReport: unknown = stored.get(path)?.lastReport;
    const lastReport = typeof storedReport === 'string' && storedReport && t.lastReport ? storedReport : t.lastReport;
    const data = monthTotalsWrites.whole(t.totals, t.lastEntry, now, lastReport);
    if (sameData(stored.get(path), data)) continue;
    writes.push({ path, data });
    changed.push(path);
  }
  for (const [path, data] of marks) {
    if (stored.has(path)) continue;
    writes.push({ path, data });
    changed.push(path);
  }
  return changed;
}

/**
 * Rebuilds every queue's month of decisions from the decided claims (reviewTimesDocs: the migration, the
 * demo seed and the app count them alike), and queues the writes of those that differ.
 */
async function backfillReviewTimes(
  db: Firestore,
  claims: readonly QueryDocumentSnapshot[],
  writes: DocumentWrite[],
  now: FieldValue,
): Promise<string[]> {
  const stored = new Map((await db.collection('reviewTimes').get()).docs.map((d) => [d.ref.path, d.data()]));
  const stamp = (v: unknown) => (v instanceof Timestamp ? v.toDate() : null);
  const changed: string[] = [];
  for (const { path, data } of reviewTimesDocs(claims.map((d) => ({ path: d.ref.path, data: d.data() })), stamp, now)) {
    if (sameData(stored.get(path), data)) continue;
    writes.push({ path, data });
    changed.push(path);
  }
  return changed;
}

/**
 * Rebuilds every department's headcount (headcounts/{department}: profiles, Directors, active) from the
 * profiles as this run leaves them (a legacy profile's Director flag added above counts), and queues the
 * writes of those that differ; a stored department no profile counts in any more is set to zero. A stored
 * `lastEmployee` is kept (the rules compare it only with the next profile write). Run it while nobody
 * signs up or changes accounts: a move between the read and the write would be overwritten.
 */
async function backfillHeadcounts(
  db: Firestore,
  users: readonly QueryDocumentSnapshot[],
  writes: DocumentWrite[],
  now: FieldValue,
): Promise<string[]> {
  const stored = new Map((await db.collection('headcounts').get()).docs.map((d) => [d.ref.path, d.data()]));
  const profiles = users.map((d) => ({ path: d.ref.path, data: { ...d.data(), ...profileWrites.directory(d.data()) } }));
  const computed = new Map(headcountDocs(profiles, now).map((h) => [h.path, h.data]));
  for (const path of stored.keys()) {
    const department = path.slice('headcounts/'.length);
    if (!computed.has(path)) computed.set(path, headcountWrites.whole({ department, profiles: 0, directors: 0, active: 0 }, '', now));
  }
  const changed: string[] = [];
  for (const [path, data] of [...computed].sort(([a], [b]) => a.localeCompare(b))) {
    const before = stored.get(path);
    const kept: unknown = before?.lastEmployee;
    const whole = typeof kept === 'string' && kept ? { ...data, lastEmployee: kept } : data;
    if (sameData(before, whole)) continue;
    writes.push({ path, data: whole });
    changed.push(path);
  }
  return changed;
}

/**
 * One mailbox, one roster entry (rosterEmails/{email}, which the rules check on every new entry and
 * mailbox change): every entry's mailbox is indexed where no index exists, the lowest employee id
 * first when entries share one (the others are reported); entries written before the Employees tab's
 * name search get `nameLower`. Neither changes a fact, so neither is audited. Idempotent.
 */
async function indexRoster(
  db: Firestore,
  entries: readonly { id: string; data: () => DocumentData }[],
  mailboxOf: ReadonlyMap<string, string>,
  writes: DocumentWrite[],
  result: MigrationResult,
): Promise<void> {
  const indexed = new Map((await db.collection('rosterEmails').get()).docs.map((d) => [d.id, String(d.data().employeeId)]));
  for (const [employeeId, email] of [...mailboxOf].sort(([a], [b]) => a.localeCompare(b))) {
    if (!email || email.includes('/')) continue;
    const holder = indexed.get(email);
    if (holder === employeeId) continue;
    if (holder !== undefined) {
      result.sharedMailboxes.push({ employeeId, email, holder });
      continue;
    }
    indexed.set(email, employeeId);
    writes.push({ path: `rosterEmails/${email}`, data: rosterEmailWrites.index(employeeId) });
    result.mailboxIndexes.push(email);
  }
  for (const doc of entries) {
    const { fullName, nameLower } = doc.data();
    if (typeof nameLower === 'string' || typeof fullName !== 'string') continue;
    writes.push({ path: `roster/${doc.id}`, data: { nameLower: nameLowerOf(fullName) }, merge: true });
    result.rosterNameKeys.push(doc.id);
  }
}

/**
 * The roster's kept total (rosterTotals/all, the Employees tab's count): the number of roster entries
 * after this run, written whole where the stored total says otherwise (run it while nobody imports: an
 * import between the read and the write would be overwritten; a second run corrects it). Returns the
 * count written, or null when the stored total is right.
 */
async function countRosterTotal(db: Firestore, entries: number, writes: DocumentWrite[], now: FieldValue): Promise<number | null> {
  const path = `rosterTotals/${ROSTER_TOTALS_ID}`;
  const stored = (await db.doc(path).get()).data();
  if (stored && stored.entries === entries) return null;
  writes.push({ path, data: rosterTotalsWrites.whole(entries, now) });
  return entries;
}

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      project: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      admin: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      by: { type: 'string' },
      'email-domain': { type: 'string' },
    },
  });
  if (!values.project)
    throw new Error(
      'Usage: npm run migrate -- --project ID [--dry-run] [--email-domain DOMAIN] [--admin EMPLOYEEID --email ADDRESS [--name NAME]]',
    );
  if (values.admin && !values.email)
    throw new Error('--admin needs --email (the mailbox the admin will verify and sign up with)');
  const app = initializeApp({ projectId: values.project }, `migrate-${process.pid}`);
  try {
    await migrate(getFirestore(app), {
      projectId: values.project,
      dryRun: values['dry-run'],
      by: values.by,
      emailDomain: values['email-domain'] ?? (process.env.VITE_EMPLOYEE_EMAIL_DOMAIN || undefined),
      admin:
        values.admin && values.email
          ? { employeeId: values.admin, email: values.email, fullName: values.name }
          : undefined,
    });
  } finally {
    await deleteApp(app);
  }
}

if (isMainModule(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
