import { dayNumberToKey, toDayNumber } from '@/domain/dates';
import { isDirector } from '@/domain/directors';
import type { ProductivityReport, UserProfile } from '@/domain/types';
import { Reader } from '../values';
import { ownerFromPath, type Data } from './common';

/**
 * users/{e}/productivityReports/{YYYY-MM-DD}. Legacy reports may carry `tasksCompleted`; reports never
 * edited (or filed before editing existed) have no `editedAt` / `edits`.
 */
export function toReport(path: string, id: string, data: Data): ProductivityReport {
  const r = new Reader(data, path);
  const fromId = /^\d{4}-\d{2}-\d{2}$/.test(id) ? toDayNumber(id) : 0;
  const date = Math.trunc(r.num('date', fromId));
  return {
    id,
    employeeId: r.str('employeeId', ownerFromPath(path)),
    employeeName: r.str('employeeName'),
    date,
    dayKey: date ? dayNumberToKey(date) : id,
    dateTime: r.date('dateTime'),
    tasks: r.str('tasks', '', 'tasksCompleted'),
    editedAt: r.date('editedAt'),
    edits: Math.max(0, Math.trunc(r.num('edits', 0))),
  };
}

export type ReportFiler = Pick<UserProfile, 'employeeId' | 'name' | 'designation'>;

/**
 * The owner files the report of `day` (its document id). `director` is the filer's designation test,
 * so the overview's counts leave Directors out without reading profiles. `late`: the day is before
 * the profile's stamp (filed from a time zone behind), so the day lies inside a recorded gap
 * (reportGaps.ts) and the day lists take it out of that gap.
 */
export const reportWrites = {
  file: <T>(filer: ReportFiler, day: string, tasks: string, at: T, late = false) => ({
    date: toDayNumber(day),
    dateTime: at,
    tasks: tasks.trim(),
    employeeId: filer.employeeId,
    employeeName: filer.name,
    director: isDirector(filer),
    late,
  }),
  /**
   * The owner's correction of today's text: only the text, when (`at`, the server's time) and the
   * count (`count`: increment(1), so the rules see the stored count plus one) change; nothing else.
   */
  edit: <T, N>(tasks: string, at: T, count: N) => ({ tasks: tasks.trim(), editedAt: at, edits: count }),
};
