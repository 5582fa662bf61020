/**
 * Leave (users/{e}/leaveRequests/{id}, users/{e}/leaveDays/{day}): only the owner asks, for a bounded
 * range of their own days, and withdraws while it is pending; only a reviewer of its queue (or an admin)
 * approves or refuses it, signed, granting leave days in the same batch and never a reported day;
 * nobody else writes, and a report on a leave day is refused.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { clientOf, readDoc } from '../support/rules';
import { rulesSuite } from '../support/rulesSuite';
import {
  PEOPLE,
  dayOffset,
  leaveApproveWrites,
  leaveAskWrite,
  leaveDayDoc,
  leavePaths,
  leaveRefuseWrite,
  leaveRequestDoc,
  leaveWithdrawWrite,
  reportDay,
  reportWrites,
  seeded,
  tamper,
} from '../support/world';

const suite = rulesSuite(import.meta.url);
const { owner, other, manager, manager2, admin, finance } = PEOPLE;
const ID = 'L1';
const FROM = dayOffset(2);
const TO = dayOffset(4);
const DAYS = [dayOffset(2), dayOffset(3), dayOffset(4)];
const pending = () => leaveRequestDoc(owner, ID, FROM, TO);

describe('asking for leave', () => {
  it('the owner asks for a range of their own days', async () => {
    await suite.allowed('owner', [leaveAskWrite(owner, ID, FROM, TO)]);
    expect((await readDoc(suite.env, leavePaths.request(owner.employeeId, ID)))?.status).toBe('pending');
  });

  it('nobody asks for someone else, nor a blocked or deactivated owner', async () => {
    for (const who of ['other', 'manager', 'admin', 'blocked', 'inactive'] as const) {
      await suite.denied(who, [leaveAskWrite(owner, ID, FROM, TO)]);
    }
  });

  it('denies a range too long, reversed, too far back, a blank reason, another status or name, an unknown queue', async () => {
    await suite.denied('owner', [leaveAskWrite(owner, ID, dayOffset(1), dayOffset(15))]);
    await suite.denied('owner', [leaveAskWrite(owner, ID, TO, FROM)]);
    await suite.denied('owner', [leaveAskWrite(owner, ID, dayOffset(-10), dayOffset(-9))]);
    await suite.denied('owner', [leaveAskWrite(owner, ID, FROM, TO, '   ')]);
    await suite.denied('owner', [tamper(leaveAskWrite(owner, ID, FROM, TO), { status: 'approved' })]);
    await suite.denied('owner', [tamper(leaveAskWrite(owner, ID, FROM, TO), { employeeName: other.name })]);
    await suite.denied('owner', [tamper(leaveAskWrite(owner, ID, FROM, TO), { queue: 'M9' })]);
    await suite.denied('owner', [tamper(leaveAskWrite(owner, ID, FROM, TO), { from: '2026-02-30' })]);
    // The bounds themselves are allowed: 14 days, and a start 6 days ago.
    await suite.allowed('owner', [leaveAskWrite(owner, 'L2', dayOffset(1), dayOffset(14))]);
    await suite.allowed('owner', [leaveAskWrite(owner, 'L3', dayOffset(-6), dayOffset(-5))]);
  });

  it('denies a range whose end is before its start; a one-day range (end = start) is allowed', async () => {
    await suite.deniedThenControl('owner', [leaveAskWrite(owner, ID, dayOffset(3), dayOffset(2))], [leaveAskWrite(owner, ID, dayOffset(3), dayOffset(3))]);
  });

  it("goes to the employee's own queue only (their departments': HR -> M3), never one they pick", async () => {
    // Leave routed to another queue: filed to M1 it would be decided by a manager who reviews only M1.
    for (const queue of ['M1', 'M2']) {
      await suite.denied('owner', [tamper(leaveAskWrite(owner, ID, FROM, TO), { queue })]);
    }
    await suite.allowed('owner', [leaveAskWrite(owner, ID, FROM, TO)]);
    expect((await readDoc(suite.env, leavePaths.request(owner.employeeId, ID)))?.queue).toBe('M3');
  });
});

describe('withdrawing', () => {
  it('the owner withdraws a pending request; nobody else does, and a decided one stays', async () => {
    await suite.dirtyReset(pending());
    await suite.denied('other', [leaveWithdrawWrite(owner, ID)]);
    await suite.denied('manager', [leaveWithdrawWrite(owner, ID)]);
    await suite.allowed('owner', [leaveWithdrawWrite(owner, ID)]);
    await suite.dirtyReset(pending());
    await suite.allowed('manager', leaveApproveWrites(manager, owner, ID, DAYS));
    await suite.denied('owner', [leaveWithdrawWrite(owner, ID)]);
  });
});

describe('deciding', () => {
  it("the queue's reviewer approves, granting the days in the same batch; an admin may too", async () => {
    await suite.dirtyReset(pending());
    await suite.allowed('manager', leaveApproveWrites(manager, owner, ID, DAYS));
    expect((await readDoc(suite.env, leavePaths.day(owner.employeeId, FROM)))?.requestId).toBe(ID);
    await suite.dirtyReset(pending());
    await suite.allowed('admin', leaveApproveWrites(admin, owner, ID, DAYS));
  });

  it("denies the owner, another employee, finance and a manager who does not review the queue", async () => {
    await suite.dirtyReset(pending());
    await suite.denied('owner', leaveApproveWrites(owner, owner, ID, DAYS));
    await suite.denied('other', leaveApproveWrites(other, owner, ID, DAYS));
    await suite.denied('finance', leaveApproveWrites(finance, owner, ID, DAYS));
    await suite.denied('manager2', leaveApproveWrites(manager2, owner, ID, DAYS));
    await suite.denied('manager', leaveApproveWrites(manager2, owner, ID, DAYS));
  });

  it('denies a leave day outside the range, without its approval, on a reported day, or signed by another', async () => {
    await suite.dirtyReset(pending());
    await suite.denied('manager', leaveApproveWrites(manager, owner, ID, [...DAYS, dayOffset(5)]));
    await suite.denied('manager', leaveApproveWrites(manager, owner, ID, DAYS).slice(1));
    const [approval, ...days] = leaveApproveWrites(manager, owner, ID, [FROM]);
    const forged = days.map((d) => tamper(d, { grantedById: admin.employeeId }));
    await suite.denied('manager', approval ? [approval, ...forged] : forged);
    await suite.dirtyReset(leaveRequestDoc(owner, ID, dayOffset(-1), dayOffset(-1)));
    // Yesterday is reported (the seeded report): the approval cannot make it a leave day.
    expect(seeded(owner.employeeId).yesterdayReport).toBe(dayOffset(-1));
    await suite.deniedThenControl(
      'manager',
      leaveApproveWrites(manager, owner, ID, [dayOffset(-1)]),
      leaveApproveWrites(manager, owner, ID, []),
    );
  });

  it('refuses with a reason only; a decided request is never decided again', async () => {
    await suite.dirtyReset(pending());
    await suite.denied('manager', [leaveRefuseWrite(manager, owner, ID, '  ')]);
    await suite.denied('manager2', [leaveRefuseWrite(manager2, owner, ID)]);
    await suite.allowed('manager', [leaveRefuseWrite(manager, owner, ID)]);
    await suite.dirtyReset({
      ...pending(),
      [leavePaths.request(owner.employeeId, ID)]: {
        ...pending()[leavePaths.request(owner.employeeId, ID)],
        status: 'refused',
      },
    });
    await suite.denied('manager', leaveApproveWrites(manager, owner, ID, DAYS));
  });
});

describe('reports and leave days', () => {
  it("a report on the owner's leave day is refused", async () => {
    const report = () => Object.values(reportWrites(owner));
    await suite.allowed('owner', report());
    await suite.dirtyReset(leaveDayDoc(owner, ID, reportDay()));
    await suite.denied('owner', report());
  });

  it('a leave day is never written alone, changed or removed', async () => {
    await suite.dirtyReset({ ...pending(), ...leaveDayDoc(owner, ID, FROM) });
    await suite.denied('manager', leaveApproveWrites(manager, owner, ID, [FROM]).slice(1));
    await suite.denied('admin', [{ path: leavePaths.day(owner.employeeId, FROM), op: 'delete', data: {} }]);
  });
});

describe('reading leave', () => {
  it("the owner, the queue's managers and admins read a request; a manager of other queues, another employee and finance do not", async () => {
    await suite.dirtyReset({ ...pending(), ...leaveDayDoc(owner, ID, FROM) });
    const request = leavePaths.request(owner.employeeId, ID);
    for (const who of ['owner', 'manager', 'admin'] as const) {
      await assertSucceeds(getDoc(doc(clientOf(suite.env, who), request)));
    }
    // MGR002 reviews no queue: the request (queue M3) is not theirs to read.
    for (const who of ['manager2', 'other', 'finance', 'blocked'] as const) {
      await assertFails(getDoc(doc(clientOf(suite.env, who), request)));
    }
    // The granted days are what every day's lists show: managers and admins read them.
    const day = leavePaths.day(owner.employeeId, FROM);
    for (const who of ['owner', 'manager', 'manager2', 'admin'] as const) {
      await assertSucceeds(getDoc(doc(clientOf(suite.env, who), day)));
    }
    for (const who of ['other', 'finance', 'blocked'] as const) {
      await assertFails(getDoc(doc(clientOf(suite.env, who), day)));
    }
  });

  it("managers and admins list a day's leave and the pending requests across employees; employees do not", async () => {
    await suite.dirtyReset({ ...pending(), ...leaveDayDoc(owner, ID, FROM) });
    const dayList = (who: 'manager' | 'admin' | 'owner' | 'finance') =>
      getDocs(query(collectionGroup(clientOf(suite.env, who), 'leaveDays'), where('day', '==', FROM)));
    // A manager's list asks for their queues (MGR001 reviews M1-M3), as the app's does; an admin's needs none.
    const pendingList = (who: 'manager' | 'admin' | 'owner' | 'finance') =>
      getDocs(
        query(
          collectionGroup(clientOf(suite.env, who), 'leaveRequests'),
          where('status', '==', 'pending'),
          ...(who === 'admin' ? [] : [where('queue', 'in', ['M1', 'M2', 'M3'])]),
        ),
      );
    for (const who of ['manager', 'admin'] as const) {
      expect((await assertSucceeds(dayList(who))).size).toBe(1);
      expect((await assertSucceeds(pendingList(who))).size).toBe(1);
    }
    for (const who of ['owner', 'finance'] as const) {
      await assertFails(dayList(who));
      await assertFails(pendingList(who));
    }
    await assertSucceeds(getDocs(collection(clientOf(suite.env, 'owner'), `users/${owner.employeeId}/leaveRequests`)));
  });

  it("a manager lists pending requests of the queues they review only, as the app asks (queue in their queues)", async () => {
    await suite.dirtyReset({ ...pending() });
    const inQueues = (who: 'manager' | 'manager2', queues: string[]) =>
      getDocs(query(collectionGroup(clientOf(suite.env, who), 'leaveRequests'), where('status', '==', 'pending'), where('queue', 'in', queues)));
    // MGR001 reviews M1-M3: their queues' list holds the request (queue M3).
    expect((await assertSucceeds(inQueues('manager', ['M1', 'M2', 'M3']))).size).toBe(1);
    // Asking for a queue they do not review is refused, as is every list of MGR002's (no queue).
    await assertFails(inQueues('manager2', ['M3']));
    await assertFails(getDocs(query(collectionGroup(clientOf(suite.env, 'manager2'), 'leaveRequests'), where('status', '==', 'pending'))));
    // One employee's requests, listed by a manager of other queues: refused.
    await assertFails(getDocs(collection(clientOf(suite.env, 'manager2'), `users/${owner.employeeId}/leaveRequests`)));
  });
});
