import { deleteDoc, getDocs, orderBy, query, serverTimestamp, setDoc, where, type Firestore } from 'firebase/firestore/lite';
import type { Holiday, HolidayInput } from '@/domain/holidays';
import { holidayWrites, toHoliday } from '../schema/holidays';
import { recordReads } from '../readMeter';
import { refs } from '../refs';
import { runWrite } from '../transaction';

/** The holidays from `from` to `to` (day keys, inclusive), in date order: a few reads a year. */
export async function listHolidays(db: Firestore, from: string, to: string): Promise<Holiday[]> {
  const snap = await getDocs(
    query(refs.holidays(db), where('day', '>=', from), where('day', '<=', to), orderBy('day')),
  );
  recordReads('holidays', Math.max(snap.size, 1));
  return snap.docs.map((d) => toHoliday(d.id, d.data()));
}

/** An admin sets the holiday of a day (a second save renames it). */
export async function saveHoliday(db: Firestore, actorId: string, input: HolidayInput): Promise<void> {
  await runWrite(() => setDoc(refs.holiday(db, input.day), holidayWrites.save(input, actorId, serverTimestamp())));
}

/** An admin removes a holiday set by mistake: the day is a working day again. */
export async function deleteHoliday(db: Firestore, day: string): Promise<void> {
  await runWrite(() => deleteDoc(refs.holiday(db, day)));
}
