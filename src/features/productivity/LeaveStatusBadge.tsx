import { LEAVE_STATUS_LABELS, type LeaveStatus } from '@/domain/leave';
import { cn } from '@/ui/cn';

const CLASS: Record<LeaveStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  refused: 'bg-red-100 text-red-900',
  withdrawn: 'bg-slate-100 text-slate-700',
};

export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', CLASS[status])}>
      {LEAVE_STATUS_LABELS[status]}
    </span>
  );
}
