import {
  documentId,
  getCount,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { PAGE_SIZE } from '@/domain/constants';
import { directorySearch, prefixEnd } from '@/domain/directory';
import type { RosterFields } from '@/domain/roster';
import type { Role } from '@/domain/roles';
import type { RosterEntry } from '@/domain/types';
import { rosterWrites, toRoster } from '../schema/roster';
import { rosterEmailWrites, toRosterEmail } from '../schema/rosterEmails';
import { domainOf, toEmailDomain } from '../schema/organisation';
import { ROSTER_BATCH_MAX, rosterTotalsWrites, toRosterTotals } from '../schema/rosterTotals';
import { LOOKUPS_PER_REQUEST, WRITES_PER_REQUEST } from '../limits';
import { profileWrites } from '../schema/users';
import { headcountMoves, membershipOf } from '../schema/headcounts';
import { isDirector } from '@/domain/directors';
import { moveHeadcounts } from '../users/headcount';
import { DataError } from '../errors';
import { recordCount, recordReads } from '../readMeter';
import { fetchAllPages, fetchQueryPage, type Page } from '../paging';
import { refs } from '../refs';
import { runWriteTransaction } from '../transaction';
import { writeAudited } from '../audit/writer';
import type { AuditAction } from '../schema/audit';
import type { LedgerMaker } from '../schema/ledger';

/**
 * Sign-up step 2: the roster entry of the caller's verified mailbox, or null when nobody provisioned it.
 * The rules let the verified owner of the address read exactly this query.
 */
export async function findRosterEntryByEmail(db: Firestore, email: string): Promise<RosterEntry | null> {
  const snap = await getDocs(query(refs.roster(db), where('email', '==', email.toLowerCase()), limit(1)));
  recordReads('roster', Math.max(snap.size, 1));
  const found = snap.docs[0];
  return found ? toRoster(found.id, found.data()) : null;
}

/** A signed-up employee's own roster entry (null when there is none): its mailbox may have changed. */
export async function getOwnRosterEntry(db: Firestore, employeeId: string): Promise<RosterEntry | null> {
  const snap = await getDoc(refs.rosterEntry(db, employeeId));
  recordReads('roster', 1);
  const data = snap.data();
  return data ? toRoster(snap.id, data) : null;
}

/** Every roster entry, by employee id (admins). */
export async function listRoster(db: Firestore): Promise<RosterEntry[]> {
  const snap = await getDocs(refs.roster(db));
  recordReads('roster', snap.size);
  return snap.docs
    .map((d) => toRoster(d.id, d.data()))
    .sort((a, b) => a.employeeId.localeCompare(b.employeeId));
}

/** A row of a roster write: its entry, and its line in the CSV (0 for the form). */
export interface RosterRow {
  line: number;
  entry: RosterFields;
}

/** A row the roster refused, and why (the import's refusals CSV). */
export interface RosterRefusal {
  line: number;
  employeeId: string;
  email: string;
  reason: string;
  /** The roster entry that already has the row's employee ID (adding) or mailbox. */
  taken?: { field: 'employeeId' | 'email'; owner: string };
}

/**
 * A row to write, as planned from what the roster and its mailbox index held when it was read: the
 * stored entry (null: a new employee), whether its mailbox needs its index document, and the old
 * mailbox to release when it moves.
 */
interface PlannedRow {
  entry: RosterFields;
  stored: RosterEntry | null;
  indexMailbox: boolean;
  releaseMailbox: string | null;
  /** The headcounts (departments) its profile copy moves, as the stored entry says (rosterHeadcounts). */
  headcounts: readonly string[];
}

/**
 * The headcounts an edit of a signed-up employee's entry moves (headcounts/{department}): the old and the
 * new first department when it changes, the department when the Director test changes; none for a new
 * entry (no profile yet) or an edit that keeps both. Planned from the stored entry, which the profile
 * copies; the transaction computes the moves from the profile itself.
 */
export function rosterHeadcounts(stored: { departments: readonly string[]; designation: string } | null, entry: { departments: readonly string[]; designation: string }): string[] {
  if (!stored) return [];
  const before = membershipOf({ departments: [...stored.departments], director: isDirector(stored) });
  const after = membershipOf({ departments: [...entry.departments], director: isDirector(entry) });
  if (before.department !== after.department) return [before.department, after.department];
  return before.director !== after.director ? [after.department] : [];
}

/**
 * The distinct documents the rules look up for one row, as tests/rules/lookups.test.ts measures them
 * (firestore.rules, canCreateRoster / canUpdateRoster): its audit entry and its entry after the write,
 * a new entry's mailbox index; an edit's profile copy also reads the entry as stored, and the edit the
 * profile before and after (the copy it requires); a mailbox move also the new index and the old one.
 */
export function rosterRowLookups(row: PackedRow): number {
  // A new entry: its audit entry, the entry and its mailbox index after the write, and the profile the
  // copy's rule checks for (before and after: none yet), as tests/rules/lookups.test.ts measures them.
  if (!row.stored) return 5;
  return (row.stored.email === row.entry.email ? 3 : 5) + profileLookups(row.headcounts?.length ?? 0);
}

/**
 * An edit's profile, before and after (canUpdateRoster requires the copy; a headcount's rule reads the
 * same two), and each headcount the copy moves, after the batch (the profile's rule).
 */
const profileLookups = (departments: number) => departments + 2;

/** What packing needs of a row: its stored and new mailbox, and the headcounts it moves. */
export interface PackedRow {
  stored: { email: string } | null;
  entry: { email: string };
  headcounts?: readonly string[];
}

/**
 * Look-ups shared by every row of a request: the admin's uids link and profile, the audit look-up of
 * a profile copy's rule that names no entry, and the company's e-mail domain (settings/organisation).
 */
const CALLER_LOOKUPS = 4;

/**
 * Look-ups of a request that creates entries, once: the roster total after the request
 * (rosterTotals/all, which every new entry's rule reads; the total's own rule reads the new entries
 * after the request, which their rows already count).
 */
const TOTALS_LOOKUPS = 1;

/**
 * Writes per row at most: the entry, its audit entry, its profile copy, its mailbox index and the old
 * one's release; and one a request, the roster total.
 */
const WRITES_PER_ROW = 5;
const WRITES_PER_CHUNK = 1;

/** The look-ups of a request of these rows (tests/rules/lookups.test.ts measures them). */
export function rosterRequestLookups(rows: readonly PackedRow[]): number {
  const creates = rows.some((r) => !r.stored);
  return CALLER_LOOKUPS + (creates ? TOTALS_LOOKUPS : 0) + rows.reduce((n, r) => n + rosterRowLookups(r), 0);
}

/**
 * Packs planned rows into requests within the production limits: at most LOOKUPS_PER_REQUEST look-ups
 * (the admin's shared, and the roster total's when the request creates entries), WRITES_PER_REQUEST
 * writes, and ROSTER_BATCH_MAX new entries (the most the roster total's rule checks) each.
 */
export function packRosterRows<T extends PackedRow>(rows: readonly T[]): T[][] {
  const chunks: T[][] = [];
  let chunk: T[] = [];
  // A headcount names one profile write per batch: two rows moving the same one go to different requests.
  let moved = new Set<string>();
  for (const row of rows) {
    const next = [...chunk, row];
    const clash = (row.headcounts ?? []).some((d) => moved.has(d));
    const full =
      clash ||
      rosterRequestLookups(next) > LOOKUPS_PER_REQUEST ||
      next.length * WRITES_PER_ROW + WRITES_PER_CHUNK > WRITES_PER_REQUEST ||
      next.filter((r) => !r.stored).length > ROSTER_BATCH_MAX;
    if (chunk.length > 0 && full) {
      chunks.push(chunk);
      chunk = [row];
      moved = new Set();
    } else chunk = next;
    for (const d of row.headcounts ?? []) moved.add(d);
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** Firestore's limit of values in one `in` filter. */
const IN_MAX = 30;

function chunked<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The roster entries of some employee ids, by id: one query per 30. */
async function entriesOf(db: Firestore, ids: readonly string[]): Promise<Map<string, RosterEntry>> {
  const snaps = await Promise.all(
    chunked([...new Set(ids)], IN_MAX).map((part) => getDocs(query(refs.roster(db), where(documentId(), 'in', part)))),
  );
  const found = snaps.flatMap((snap) => snap.docs);
  recordReads('roster of import rows', Math.max(found.length, snaps.length));
  return new Map(found.map((d) => [d.id, toRoster(d.id, d.data())]));
}

/** Which entry holds each of some mailboxes (rosterEmails), by address: one query per 30. */
async function mailboxOwners(db: Firestore, emails: readonly string[]): Promise<Map<string, string>> {
  const snaps = await Promise.all(
    chunked([...new Set(emails)], IN_MAX).map((part) =>
      getDocs(query(refs.rosterEmails(db), where(documentId(), 'in', part))),
    ),
  );
  const found = snaps.flatMap((snap) => snap.docs);
  recordReads('rosterEmails of import rows', Math.max(found.length, snaps.length));
  return new Map(found.map((d) => [d.id, toRosterEmail(d.id, d.data()).employeeId]));
}

/** Roster writes without the company's e-mail domain (settings/organisation): the rules refuse them all. */
export const NO_EMAIL_DOMAIN_MESSAGE =
  "The company's e-mail domain is not set, so the roster cannot be changed. Ask whoever runs the deployment to run the migration (npm run migrate -- --email-domain your-company.com), then try again.";

/** The refusal of a mailbox outside the company's domain. */
export function outsideDomainReason(email: string, domain: string): string {
  return `email: ${email} is not in the company's domain (${domain}); use a mailbox @${domain}`;
}

/** The company's e-mail domain (settings/organisation), or null before the migration set it. */
export async function getEmailDomain(db: Firestore): Promise<string | null> {
  const snap = await getDoc(refs.organisation(db));
  recordReads('organisation settings', 1);
  return toEmailDomain(snap.data());
}

/** The refusal of a mailbox another entry holds. */
export function mailboxTakenReason(email: string, owner: string): string {
  return `email: ${email} already belongs to ${owner}`;
}

/**
 * Reads what the roster holds for the rows (their entries, and who holds their mailboxes) and sorts
 * them: identical to the stored entry (skipped, not re-written), refused (the mailbox belongs to another
 * entry), or to write, with the index documents to create and release.
 */
export async function planRosterRows(
  db: Firestore,
  rows: readonly RosterRow[],
  addOnly = false,
  emailDomain: string | null = null,
): Promise<{ toWrite: PlannedRow[]; unchanged: RosterRow[]; refused: RosterRefusal[] }> {
  const stored = await entriesOf(db, rows.map((r) => r.entry.employeeId));
  const moved = rows.flatMap((r) => {
    const before = stored.get(r.entry.employeeId);
    return before && before.email !== r.entry.email ? [before.email] : [];
  });
  const owners = await mailboxOwners(db, [...rows.map((r) => r.entry.email), ...moved]);
  const plan = { toWrite: [] as PlannedRow[], unchanged: [] as RosterRow[], refused: [] as RosterRefusal[] };
  for (const row of rows) {
    const { entry } = row;
    const before = stored.get(entry.employeeId) ?? null;
    const owner = owners.get(entry.email);
    const refuse = (field: 'employeeId' | 'email', by: string, reason: string) =>
      plan.refused.push({ line: row.line, employeeId: entry.employeeId, email: entry.email, reason, taken: { field, owner: by } });
    if (emailDomain !== null && domainOf(entry.email) !== emailDomain)
      plan.refused.push({ line: row.line, employeeId: entry.employeeId, email: entry.email, reason: outsideDomainReason(entry.email, emailDomain) });
    else if (before && addOnly) refuse('employeeId', before.employeeId, `employeeId: ${entry.employeeId} is already in the roster`);
    else if (before && sameEntry(before, entry)) plan.unchanged.push(row);
    else if (owner !== undefined && owner !== entry.employeeId) refuse('email', owner, mailboxTakenReason(entry.email, owner));
    else {
      const movedFrom = before && before.email !== entry.email ? before.email : null;
      plan.toWrite.push({
        entry,
        stored: before,
        indexMailbox: owner === undefined,
        releaseMailbox: movedFrom !== null && owners.get(movedFrom) === entry.employeeId ? movedFrom : null,
        headcounts: rosterHeadcounts(before, entry),
      });
    }
  }
  return plan;
}

/**
 * Where roster rows come from: the add/edit form (`roster.create` / `roster.update`) or a CSV import
 * (`roster.import`, one audit entry per row, so that the audit filtered by an employee ID finds it).
 */
export type RosterSource = 'form' | 'import';

/**
 * The audit action of a roster row: what changed. A role change is 'role.change' from any screen (the
 * role-change filter finds it; the rules refuse another action for it); otherwise the import's
 * 'roster.import', or the form's 'roster.update' / 'roster.create'.
 */
export function rosterAction(source: RosterSource, stored: DocumentData | undefined, entry: RosterFields): AuditAction {
  if (stored && toRoster(entry.employeeId, stored).userRole !== entry.userRole) return 'role.change';
  if (source === 'import') return 'roster.import';
  return stored ? 'roster.update' : 'roster.create';
}

/**
 * One request of planned rows (packRosterRows), as a transaction: an edited entry is read again, with
 * whether its employee has signed up (their profile copies the organisation fields in the same
 * transaction, as the rules require); a new entry is written without reads (if it exists after all,
 * the rules refuse the request). Each row has its own audit entry; its mailbox index is created with
 * it, and an old mailbox released.
 */
async function writeRosterChunk(
  db: Firestore,
  by: LedgerMaker,
  rows: readonly PlannedRow[],
  source: RosterSource,
): Promise<{ created: number; updated: number; clash: boolean }> {
  return runWriteTransaction(db, async (tx) => {
    const read = await Promise.all(
      rows.map(async (row) => {
        if (!row.stored) return { row, stored: undefined, profile: undefined };
        const id = row.entry.employeeId;
        const [snap, profile] = await Promise.all([tx.get(refs.rosterEntry(db, id)), tx.get(refs.user(db, id))]);
        return { row, stored: snap.data(), profile: profile.data() };
      }),
    );
    recordReads('roster', read.filter((r) => r.row.stored).length * 2);
    // Each profile copy's headcount moves, from the profile as stored: two rows moving one headcount (a
    // profile that differs from its entry, which packing planned from) cannot share a request.
    const moves = read.map(({ row, profile }) => {
      const { employeeId: _id, ...fields } = row.entry;
      return profile ? headcountMoves(profile, { ...profile, ...profileWrites.org(fields, null) }).map((m) => m.department) : [];
    });
    const departments = moves.flat();
    if (rows.length > 1 && new Set(departments).size < departments.length) return { created: 0, updated: 0, clash: true };
    let created = 0;
    for (const { row, stored, profile } of read) {
      const { employeeId, ...fields } = row.entry;
      writeAudited(tx, db, {
        action: rosterAction(source, stored, row.entry),
        target: { kind: 'roster', id: employeeId },
        stored,
        data: stored ? rosterWrites.update(fields) : rosterWrites.create(row.entry, by.employeeId, serverTimestamp()),
        by,
      });
      if (row.indexMailbox) tx.set(refs.rosterEmail(db, row.entry.email), rosterEmailWrites.index(employeeId));
      if (row.releaseMailbox) tx.delete(refs.rosterEmail(db, row.releaseMailbox));
      if (profile) {
        const data = profileWrites.org(fields, serverTimestamp());
        tx.update(refs.user(db, employeeId), data);
        moveHeadcounts((ref, d) => tx.set(ref, d, { merge: true }), db, employeeId, profile, { ...profile, ...data });
      }
      if (!stored) created += 1;
    }
    // The request's new entries move the roster's kept total, listed by id (the rules tie both ways).
    const createdIds = read.filter((r) => !r.stored).map((r) => r.row.entry.employeeId);
    if (createdIds.length > 0) {
      tx.set(refs.rosterTotals(db), rosterTotalsWrites.add(createdIds, increment, serverTimestamp()), { merge: true });
    }
    return { created, updated: rows.length - created, clash: false };
  });
}

/** A request of rows, or (when two of its rows move one headcount after all) one request per row. */
async function writeRosterRows(
  db: Firestore,
  by: LedgerMaker,
  rows: readonly PlannedRow[],
  source: RosterSource,
): Promise<{ created: number; updated: number }> {
  const done = await writeRosterChunk(db, by, rows, source);
  if (!done.clash) return done;
  const total = { created: 0, updated: 0 };
  for (const row of rows) {
    const one = await writeRosterChunk(db, by, [row], source);
    total.created += one.created;
    total.updated += one.updated;
  }
  return total;
}

/** How far a roster write has got: rows handled (written, skipped as unchanged, or refused) of all. */
export interface RosterProgress {
  total: number;
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: RosterRefusal[];
}

/** Rows read (and planned) at a time: one `in` query of their entries, one or two of their mailboxes. */
const PLAN_ROWS = IN_MAX;

/**
 * Provisions new employees and updates existing entries, any number of rows (a 10,000-row CSV), in
 * requests within the production limits (packRosterRows). Safe to run again: the document id is the
 * employee id, and rows identical to the stored entry are skipped, so a re-run after a failure or
 * Cancel (`signal`: stops before the next request; `cancelled` in the result) writes only what is
 * left. Without the company's e-mail domain (settings/organisation) nothing is written (the rules refuse
 * every roster write; NO_EMAIL_DOMAIN_MESSAGE says to run the migration); a row whose mailbox is outside
 * it, or another entry holds, is refused with its reason (and with `addOnly`, the
 * add form's, a row whose employee ID is in the roster already). `onProgress` hears the counts after
 * every request.
 */
export async function saveRosterEntries(
  db: Firestore,
  by: LedgerMaker,
  entries: readonly (RosterFields | RosterRow)[],
  source: RosterSource = 'form',
  {
    signal,
    onProgress = () => {},
    addOnly = false,
  }: { signal?: AbortSignal; onProgress?: (p: RosterProgress) => void; addOnly?: boolean } = {},
): Promise<RosterProgress & { cancelled: boolean }> {
  const rows = entries.map((e, i): RosterRow => ('entry' in e ? e : { line: i, entry: e }));
  const progress: RosterProgress = { total: rows.length, processed: 0, created: 0, updated: 0, unchanged: 0, refused: [] };
  const report = () => onProgress({ ...progress, refused: [...progress.refused] });
  // Every mailbox must be in the company's domain; without one the rules refuse every roster write.
  const emailDomain = await getEmailDomain(db);
  if (emailDomain === null) throw new DataError(NO_EMAIL_DOMAIN_MESSAGE, 'invalid');
  for (const group of chunked(rows, PLAN_ROWS)) {
    if (signal?.aborted) return { ...progress, cancelled: true };
    const plan = await planRosterRows(db, group, addOnly, emailDomain);
    progress.unchanged += plan.unchanged.length;
    progress.refused.push(...plan.refused);
    progress.processed += plan.unchanged.length + plan.refused.length;
    report();
    for (const chunk of packRosterRows(plan.toWrite)) {
      if (signal?.aborted) return { ...progress, cancelled: true };
      const done = await writeRosterRows(db, by, chunk, source);
      progress.created += done.created;
      progress.updated += done.updated;
      progress.processed += chunk.length;
      report();
    }
  }
  return { ...progress, cancelled: false };
}

/** Whether a row is the stored entry already (the import skips it). */
export function sameEntry(a: RosterEntry, b: RosterFields): boolean {
  const list = (v: readonly string[]) => [...v].sort().join('|');
  return (
    a.email === b.email &&
    a.fullName === b.fullName &&
    a.designation === b.designation &&
    a.userRole === b.userRole &&
    list(a.departments) === list(b.departments) &&
    list(a.reviewQueues) === list(b.reviewQueues)
  );
}

/**
 * The Employees tab's query: the roster by employee id, or one prefix range of a search term chosen
 * by its shape as the directory's (an e-mail with '@', an employee ID with a digit, else the start of
 * the name, any case: `nameLower`).
 */
function rosterQuery(db: Firestore, search: string): Query {
  const s = directorySearch(search);
  const field = s.kind === 'name' ? 'nameLower' : s.kind === 'email' ? 'email' : documentId();
  const range: QueryConstraint[] = s.kind === 'none' ? [] : [where(field, '>=', s.prefix), where(field, '<', prefixEnd(s.prefix))];
  return query(refs.roster(db), ...range, orderBy(field));
}

/** One page of the roster (Load more), searched on the server. */
export function listRosterPage(
  db: Firestore,
  search: string,
  cursor: DocumentSnapshot | null = null,
  pageSize: number = PAGE_SIZE,
): Promise<Page<RosterEntry>> {
  return fetchQueryPage(rosterQuery(db, search), cursor, pageSize, 'roster page', (d) => toRoster(d.id, d.data()));
}

/** Roster pages of the export: the most one read returns. */
const EXPORT_PAGE = 500;

/** The whole roster for its CSV, page by page by employee id, reporting how many are in; stops at `signal`. */
export function listWholeRoster(
  db: Firestore,
  onProgress: (fetched: number) => void,
  signal: AbortSignal,
): Promise<RosterEntry[]> {
  return fetchAllPages((cursor) => listRosterPage(db, '', cursor, EXPORT_PAGE), onProgress, signal);
}

/**
 * How many roster entries match the search: unsearched, the roster's kept total (one read at any
 * size; a project without one, before `npm run migrate`, is counted); searched, a count() of the prefix
 * range (1 read per started 1,000 matches).
 */
export async function countRoster(db: Firestore, search: string): Promise<number> {
  if (directorySearch(search).kind === 'none') {
    const snap = await getDoc(refs.rosterTotals(db));
    recordReads('roster total', 1);
    if (snap.exists()) return toRosterTotals(snap.data()).entries;
  }
  const n = (await getCount(rosterQuery(db, search))).data().count;
  recordCount('roster count', n);
  return n;
}

/**
 * An admin changes another employee's role, audited: the roster entry and the profile in one
 * transaction (the role is an organisation field; the rules accept the profile's only as a copy of the
 * roster's, so all of them are copied).
 */
export async function changeRole(db: Firestore, by: LedgerMaker, employeeId: string, userRole: Role, reason = ''): Promise<void> {
  if ((await getEmailDomain(db)) === null) throw new DataError(NO_EMAIL_DOMAIN_MESSAGE, 'invalid');
  await runWriteTransaction(db, async (tx) => {
    const snap = await tx.get(refs.rosterEntry(db, employeeId));
    recordReads('roster', 1);
    const data = snap.data();
    if (!data) throw new DataError('This employee has no roster entry.', 'not-found');
    const entry = { ...toRoster(snap.id, data), userRole };
    // The profile copies every organisation field: one that differed from its entry may move a headcount.
    const profile = (await tx.get(refs.user(db, employeeId))).data();
    recordReads('users/{id}', 1);
    writeAudited(tx, db, {
      action: 'role.change',
      target: { kind: 'roster', id: employeeId },
      stored: data,
      data: rosterWrites.role(userRole),
      by,
      reason,
    });
    const copy = profileWrites.org(entry, serverTimestamp());
    tx.update(refs.user(db, employeeId), copy);
    if (profile) moveHeadcounts((ref, d) => tx.set(ref, d, { merge: true }), db, employeeId, profile, { ...profile, ...copy });
  });
}
