import { isDayKey } from '@/domain/dates';
import { isDirector } from '@/domain/directors';
import { Reader } from '../values';
import { ownerFromPath, type Data } from './common';
import type { ReportFiler } from './reports';

/**
 * users/{e}/reportGaps/{YYYY-MM-DD}: the days without a report before the report of the day the id
 * names. Written by the report's own batch whenever the report moves the profile's stamp: `after` is
 * the stamp before (the employee's previous report day; '' before their first), `before` the new
 * report's day. Every day strictly between the two is a day the employee did not report, so the
 * Missing list of a past day is the gaps that span it plus the profiles whose last report is before
 * it (docs/data-model.md, 'The day lists').
 */
export interface ReportGap {
  employeeId: string;
  employeeName: string;
  director: boolean;
  /** The previous report day, '' when there was none. */
  after: string;
  /** The day of the report that closed the gap (the document id). */
  before: string;
}

export function toReportGap(path: string, id: string, data: Data): ReportGap {
  const r = new Reader(data, path);
  const after = r.str('after');
  return {
    employeeId: r.str('employeeId', ownerFromPath(path)),
    employeeName: r.str('employeeName'),
    director: r.bool('director', false),
    after: isDayKey(after) ? after : '',
    before: r.str('before', id),
  };
}

/** The stamp a gap opens after: the profile's last report day, '' for none (or a legacy value). */
export function gapStart(stamp: unknown): string {
  return typeof stamp === 'string' && isDayKey(stamp) ? stamp : '';
}

export const reportGapWrites = {
  /** The gap closed by `filer`'s report of `day`, opened after their previous report day `after`. */
  file: (filer: ReportFiler, after: string, day: string) => ({
    employeeId: filer.employeeId,
    employeeName: filer.name,
    director: isDirector(filer),
    after,
    before: day,
  }),
};
