import { describe, expect, it } from 'vitest';
import { REPORT_EDIT_LIMIT } from './constants';
import { editedLabel, formatIstTime, isReportEditable } from './reportEdits';

describe('formatIstTime and editedLabel', () => {
  it("say the IST time of the last edit on a 24-hour clock: 'edited 14:32'", () => {
    expect(formatIstTime(new Date('2026-12-01T09:02:00Z'))).toBe('14:32');
    expect(editedLabel({ editedAt: new Date('2026-12-01T09:02:00Z') })).toBe('edited 14:32');
    expect(editedLabel({ editedAt: new Date('2026-12-01T18:45:00Z') })).toBe('edited 00:15');
  });

  it('is nothing for a report never edited', () => {
    expect(editedLabel({ editedAt: null })).toBeNull();
  });
});

describe('isReportEditable', () => {
  const now = new Date('2026-12-01T12:00:00Z'); // 17:30 IST, 1 December
  it("is today's report (IST) with fewer than the limit's edits", () => {
    expect(isReportEditable({ dayKey: '2026-12-01', edits: 0 }, now)).toBe(true);
    expect(isReportEditable({ dayKey: '2026-12-01', edits: REPORT_EDIT_LIMIT - 1 }, now)).toBe(true);
  });

  it('is not after the limit, nor for another day, nor after IST midnight', () => {
    expect(isReportEditable({ dayKey: '2026-12-01', edits: REPORT_EDIT_LIMIT }, now)).toBe(false);
    expect(isReportEditable({ dayKey: '2026-11-30', edits: 0 }, now)).toBe(false);
    expect(isReportEditable({ dayKey: '2026-12-01', edits: 0 }, new Date('2026-12-01T18:30:00Z'))).toBe(false);
  });
});
