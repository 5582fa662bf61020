import { doc, getDoc, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { writeAudited } from '../audit/writer';
import { recordReads } from '../readMeter';
import type { Actor } from '../refs';
import { reminderWrites, toReminderHour } from '../schema/reminder';
import { runWriteTransaction } from '../transaction';

/** settings/reminder: the report reminder's IST hour (docs/data-model.md#report-reminder). */
export const reminderRef = (db: Firestore) => doc(db, 'settings', 'reminder');

/** The reminder's hour: one small document, read by everyone signed in (17 until an admin sets it). */
export async function getReminderHour(db: Firestore): Promise<number> {
  const snap = await getDoc(reminderRef(db));
  recordReads('report reminder hour', 1);
  return toReminderHour(snap.data());
}

/** Admins set the hour, audited in the same transaction. */
export async function setReminderHour(db: Firestore, actor: Actor, hour: number, reason = ''): Promise<void> {
  await runWriteTransaction(db, async (tx) => {
    const stored = (await tx.get(reminderRef(db))).data();
    writeAudited(tx, db, {
      action: 'reminder.set',
      target: { kind: 'settings', id: reminderRef(db).id },
      stored,
      data: reminderWrites.hour(hour, actor.employeeId, serverTimestamp()),
      by: { employeeId: actor.employeeId, name: actor.name },
      reason,
    });
  });
}
