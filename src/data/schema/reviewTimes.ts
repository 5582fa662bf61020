import { istMonthKey } from '@/domain/ist';
import { NO_QUEUE } from '@/domain/insights';
import { REVIEW_HOURS_CAP, reviewHours, type QueueTimes, type ReviewTimes } from '@/domain/turnaround';
import type { Data } from './common';

/**
 * reviewTimes/{YYYY-MM}: every review queue's decisions of one IST month by whole hours waited, moved by
 * every decision of a claim in its own transaction (docs/data-model.md#insights). One document a month
 * (not one per queue): Insights reads a year's turnaround in 12 reads.
 */

export type { QueueTimes, ReviewTimes } from '@/domain/turnaround';

/** The claim statuses a decision leaves it in (a credit, or a rejection). */
export const DECIDED_CLAIM_STATUSES = ['paid', 'rejected'] as const;

/** `{employeeId}/{claimId}`: the decision a document's last move counted (the rules find the claim by it). */
export const decisionRef = (employeeId: string, claimId: string) => `${employeeId}/${claimId}`;

/** A claim's queue as the turnaround counts it (`none` for a legacy claim without one). */
export const queueOfClaim = (managerId: unknown): string => (typeof managerId === 'string' && managerId ? managerId : NO_QUEUE);

const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored month's decisions; malformed parts read as none. */
export function toReviewTimes(id: string, data: Data): ReviewTimes {
  const queues: Record<string, QueueTimes> = {};
  if (isMap(data.queues))
    for (const [queue, q] of Object.entries(data.queues)) {
      if (!isMap(q)) continue;
      const hours: Record<string, number> = {};
      if (isMap(q.hours))
        for (const [h, n] of Object.entries(q.hours))
          if (/^\d{1,3}$/.test(h) && Number(h) <= REVIEW_HOURS_CAP && typeof n === 'number' && Number.isFinite(n) && n > 0) hours[h] = n;
      queues[queue] = { decided: typeof q.decided === 'number' && Number.isFinite(q.decided) ? q.decided : 0, hours };
    }
  return { month: typeof data.month === 'string' ? data.month : id, queues };
}

/** One decision as the turnaround records it. */
export interface Decision {
  employeeId: string;
  claimId: string;
  /** The claim's queue (queueOfClaim). */
  queue: string;
  /** The claim's submission (its createdAt). */
  submitted: Date;
  /** When it was decided (the app: now; the seed and the bench: the moment they record). */
  decided: Date;
}

/** A decision's wait as counted: its month, queue and hour bucket. */
export interface DecisionMove {
  month: string;
  queue: string;
  hours: number;
  employeeId: string;
  claimId: string;
}

export const reviewTimesWrites = {
  /**
   * One decision's move, written with `merge`: `inc` is the app's increment() (the rules see the result),
   * so the transaction does not read the document. The month is the id; `hours` the wait's bucket.
   */
  move: <V, T>(m: DecisionMove, inc: (n: number) => V, at: T) => ({
    month: m.month,
    queues: { [m.queue]: { decided: inc(1), hours: { [String(m.hours)]: inc(1) } } },
    lastHours: m.hours,
    lastClaim: decisionRef(m.employeeId, m.claimId),
    updatedAt: at,
  }),
  /** A decision's move (the app: decided now). */
  decide: <V, T>(d: Decision, inc: (n: number) => V, at: T) => reviewTimesWrites.move(moveOf(d), inc, at),
  /** A whole month (the migration and the demo seed compute them from the claims). */
  whole: <T>(t: ReviewTimes, lastHours: number, lastClaim: string, at: T) => ({
    month: t.month,
    queues: t.queues,
    lastHours,
    lastClaim,
    updatedAt: at,
  }),
};

/** The document a decision moves: its IST month's. */
export const reviewTimesIdOf = (d: Pick<Decision, 'decided'>) => istMonthKey(d.decided);

/** A decision's month, queue and bucket. */
export function moveOf(d: Decision): DecisionMove {
  return { month: istMonthKey(d.decided), queue: d.queue, hours: reviewHours(d.submitted, d.decided), employeeId: d.employeeId, claimId: d.claimId };
}

/** A stored claim as the turnaround counts it: decided, with a submission and decision moment. */
export interface StoredClaim {
  path: string;
  data: Data;
}

/**
 * The decisions of stored claims (the migration reads them from Firestore, the demo seed from what it
 * writes): every `users/{e}/requestedClaims/{id}` paid or rejected, not filed approved at once (an `auto`
 * claim has no review), with a createdAt and an updatedAt (the decision's moment; `when` turns the stored
 * value into a Date). A reversal later moves a paid claim's updatedAt: a reversed claim's decision is taken
 * as the end (IST) of its paidDate, or its updatedAt if earlier.
 */
export function decisionsOf(docs: Iterable<StoredClaim>, when: (v: unknown) => Date | null): Decision[] {
  const out: Decision[] = [];
  for (const { path, data } of docs) {
    const parts = path.split('/');
    if (parts.length !== 4 || parts[0] !== 'users' || parts[2] !== 'requestedClaims') continue;
    if (!(DECIDED_CLAIM_STATUSES as readonly unknown[]).includes(data.status)) continue;
    if (data.approvalRule === 'auto' && !data.approvedById) continue;
    const submitted = when(data.createdAt);
    const updated = when(data.updatedAt);
    const dayEnd = data.reversedBy ? istDayEnd(data.paidDate) : null;
    const decided = updated && dayEnd && dayEnd < updated ? dayEnd : updated;
    if (!submitted || !decided) continue;
    out.push({ employeeId: parts[1] ?? '', claimId: parts[3] ?? '', queue: queueOfClaim(data.managerId), submitted, decided });
  }
  return out;
}

/** The last moment (IST) of a day key, or null. */
function istDayEnd(day: unknown): Date | null {
  const m = typeof day === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!m) return null;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59) - 330 * 60_000);
}

/** The reviewTimes documents a set of decisions adds up to, by month, with the last decision each counted. */
export function countDecisions(decisions: readonly Decision[]): Map<string, { times: ReviewTimes; lastHours: number; lastClaim: string }> {
  const out = new Map<string, { times: ReviewTimes; lastHours: number; lastClaim: string }>();
  for (const d of [...decisions].sort((a, b) => a.decided.getTime() - b.decided.getTime() || a.claimId.localeCompare(b.claimId))) {
    const m = moveOf(d);
    const slot = out.get(m.month) ?? { times: { month: m.month, queues: {} }, lastHours: 0, lastClaim: '' };
    out.set(m.month, slot);
    const q = (slot.times.queues[m.queue] ??= { decided: 0, hours: {} });
    q.decided += 1;
    q.hours[String(m.hours)] = (q.hours[String(m.hours)] ?? 0) + 1;
    slot.lastHours = m.hours;
    slot.lastClaim = decisionRef(d.employeeId, d.claimId);
  }
  return out;
}

/** The reviewTimes documents of a set of stored claims (the migration, the demo seed). */
export function reviewTimesDocs<T>(docs: Iterable<StoredClaim>, when: (v: unknown) => Date | null, at: T): { path: string; data: Data }[] {
  return [...countDecisions(decisionsOf(docs, when))].map(([month, { times, lastHours, lastClaim }]) => ({
    path: `reviewTimes/${month}`,
    data: reviewTimesWrites.whole(times, lastHours, lastClaim, at),
  }));
}
