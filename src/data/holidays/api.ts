import { getDocs, orderBy, query, serverTimestamp, where, type Firestore } from 'firebase/firestore/lite';
import type { Holiday, HolidayInput } from '@/domain/holidays';
import { holidayWrites, toHoliday } from '../schema/holidays';
import { recordReads } from '../readMeter';
import { refs } from '../refs';
import { removeAudited, writeAudited } from '../audit/writer';
import type { LedgerMaker } from '../schema/ledger';
import { runWriteTransaction } from '../transaction';

/** The holidays from `from` to `to` (day keys, inclusive), in date order: a few reads a year. */
export async function listHolidays(db: Firestore, from: string, to: string): Promise<Holiday[]> {
  const snap = await getDocs(
    query(refs.holidays(db), where('day', '>=', from), where('day', '<=', to), orderBy('day')),
  );
  recordReads('holidays', Math.max(snap.size, 1));
  return snap.docs.map((d) => toHoliday(d.id, d.data()));
}

/** An admin sets the holiday of a day (a second save renames it), audited. */
export async function saveHoliday(db: Firestore, by: LedgerMaker, input: HolidayInput, reason = ''): Promise<void> {
  await runWriteTransaction(db, async (tx) => {
    const stored = (await tx.get(refs.holiday(db, input.day))).data();
    writeAudited(tx, db, {
      action: 'holiday.set',
      target: { kind: 'holidays', id: input.day },
      stored,
      data: holidayWrites.save(input, by.employeeId, serverTimestamp()),
      by,
      reason,
    });
  });
}

/** An admin removes a holiday set by mistake, audited: the day is a working day again. */
export async function deleteHoliday(db: Firestore, by: LedgerMaker, day: string, reason = ''): Promise<void> {
  await runWriteTransaction(db, async (tx) => {
    const stored = (await tx.get(refs.holiday(db, day))).data();
    if (stored) removeAudited(tx, db, { action: 'holiday.remove', target: { kind: 'holidays', id: day }, stored, by, reason });
  });
}
