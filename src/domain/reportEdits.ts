/**
 * Editing today's report (docs/product.md#daily-productivity): its owner may change the text until
 * midnight in India, at most REPORT_EDIT_LIMIT times; the report keeps `editedAt` and `edits`, and the
 * rules (canEditReport) check the same day (istToday()), count and owner.
 */
import { REPORT_EDIT_LIMIT } from './constants';
import { IST_OFFSET_MS, istDayKey } from './ist';
import type { ProductivityReport } from './types';

/** '14:32': the IST time of day of `at`, on a 24-hour clock. */
export function formatIstTime(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(11, 16);
}

/** The report may still be edited at `now`: it is of today in IST and has fewer than the limit's edits. */
export function isReportEditable(report: Pick<ProductivityReport, 'dayKey' | 'edits'>, now: Date): boolean {
  return report.dayKey === istDayKey(now) && report.edits < REPORT_EDIT_LIMIT;
}

/** 'edited 14:32' (the IST time of the last edit), or null for a report never edited. */
export function editedLabel(report: Pick<ProductivityReport, 'editedAt'>): string | null {
  return report.editedAt ? `edited ${formatIstTime(report.editedAt)}` : null;
}

export const REPORT_EDIT_TEXTS = {
  edit: 'Edit',
  editLabel: "Edit today's report",
  save: 'Save Changes',
  saving: 'Saving...',
  saved: 'Report updated successfully!',
  failed: 'Failed to update report. Please try again.',
  /** The rules (or the check before the write) refused: not today's in IST any more, the limit, or not one's own. */
  refused: `This report can no longer be edited: only your own report of today (India time) can be changed, until midnight and at most ${String(REPORT_EDIT_LIMIT)} times.`,
} as const;
