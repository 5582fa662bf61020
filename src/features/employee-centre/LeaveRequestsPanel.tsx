import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { mutationErrorMessage } from '@/data/errors';
import { useDecideLeave, usePendingLeave, usePendingLeaveCount } from '@/data/leave/hooks';
import { formatDate, formatDateTime } from '@/domain/dates';
import { LEAVE_REASON_MAX, LEAVE_TEXTS, leaveRefusalSchema, rangeText, type LeaveRequest } from '@/domain/leave';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { ConfirmActionButton } from '@/ui/ConfirmActionButton';
import { Dialog } from '@/ui/Dialog';
import { EmptyState } from '@/ui/EmptyState';
import { Field, inputClass } from '@/ui/Field';
import { LoadError } from '@/ui/LoadError';
import { LoadMoreButton } from '@/ui/LoadMoreButton';
import { notify } from '@/ui/notify';
import { Spinner } from '@/ui/Spinner';

const days = (r: Pick<LeaveRequest, 'from' | 'to'>) => rangeText(r, (d) => formatDate(d));

function RefuseDialog({ request, onClose }: { request: LeaveRequest; onClose: () => void }) {
  const decide = useDecideLeave();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ note: string }>({ resolver: zodResolver(leaveRefusalSchema), defaultValues: { note: '' } });
  const onSubmit = handleSubmit(async ({ note }) => {
    try {
      await decide.mutateAsync({ request, refuse: note });
      notify.success(LEAVE_TEXTS.refused);
      onClose();
    } catch (e) {
      notify.error(mutationErrorMessage(e, LEAVE_TEXTS.failed));
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Refuse leave"
      description={`${request.employeeName} (${request.employeeId}): ${days(request)}`}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <Field label="Reason for refusing" error={errors.note?.message} hint={`At most ${LEAVE_REASON_MAX} characters.`}>
          {(p) => <textarea {...p} {...register('note')} rows={3} className={inputClass} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={isSubmitting}>
            {isSubmitting ? 'Refusing...' : 'Refuse'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * 'Leave requests' (managers: the requests of the queues they review; admins: every queue's): oldest
 * first, approve (the days are granted at once) or refuse with a reason.
 */
export function LeaveRequestsPanel() {
  const pending = usePendingLeave();
  const count = usePendingLeaveCount();
  const decide = useDecideLeave();
  const [refusing, setRefusing] = useState<LeaveRequest | null>(null);
  const items = pending.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <h2 id="leave-requests" className="mb-3 text-lg font-semibold text-slate-900">
        Leave requests awaiting decision{count.data === undefined ? '' : ` (${count.data})`}
      </h2>
      {pending.isPending ? (
        <Spinner label="Loading leave requests..." />
      ) : pending.isError ? (
        <LoadError message="The leave requests could not be loaded." onRetry={() => void pending.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={CalendarCheck} title="No leave requests waiting" hint="New requests of your queues appear here." />
      ) : (
        <ul aria-labelledby="leave-requests" className="divide-y divide-slate-200">
          {items.map((r) => (
            <li key={r.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {r.employeeName} ({r.employeeId}): {days(r)}
                </p>
                <p className="break-words text-sm text-slate-700">{r.reason}</p>
                <p className="text-xs text-slate-600">
                  Queue {r.queue}, asked {formatDateTime(r.createdAt)}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <ConfirmActionButton
                  label="Approve"
                  ariaLabel={`Approve leave of ${r.employeeName} ${days(r)}`}
                  title="Approve leave"
                  message={`${r.employeeName} will be on leave ${days(r)} (Sundays and holidays aside): those days are never missed.`}
                  confirmLabel="Approve"
                  busyLabel="Approving..."
                  variant="success"
                  run={() => decide.mutateAsync({ request: r })}
                  successText={LEAVE_TEXTS.approved}
                  errorText={(e) => mutationErrorMessage(e, LEAVE_TEXTS.failed)}
                />
                <Button
                  variant="secondary"
                  aria-label={`Refuse leave of ${r.employeeName} ${days(r)}`}
                  onClick={() => setRefusing(r)}
                >
                  Refuse
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton className="mt-2 flex justify-center" pages={pending} />
      {refusing && <RefuseDialog request={refusing} onClose={() => setRefusing(null)} />}
    </Card>
  );
}
