import { formatDate, formatDateTime } from '@/domain/dates';
import { editedLabel } from '@/domain/reportEdits';
import type { ProductivityReport } from '@/domain/types';
import { Dialog } from './Dialog';

/** The 'Daily Productivity Report' modal: when it was filed and what was done. */
export function ProductivityReportDialog({
  report,
  employeeName,
  onClose,
}: {
  report: ProductivityReport | null;
  employeeName?: string;
  onClose: () => void;
}) {
  const edited = report ? editedLabel(report) : null;
  return (
    <Dialog
      open={report !== null}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title="Daily Productivity Report"
    >
      {report && (
        <div className="flex flex-col gap-3">
          {employeeName && (
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{employeeName}</span> ({report.employeeId})
            </p>
          )}
          <p className="text-sm text-slate-700">
            {report.dateTime ? formatDateTime(report.dateTime) : formatDate(report.dayKey)}
            {edited && <span className="ml-2 text-slate-600">({edited})</span>}
          </p>
          <div>
            <p className="font-semibold text-slate-900">Tasks:</p>
            <p className="mt-1 max-h-72 overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">
              {report.tasks.trim() || 'No tasks recorded'}
            </p>
          </div>
        </div>
      )}
    </Dialog>
  );
}
