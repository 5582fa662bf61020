import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { mutationErrorMessage } from '@/data/errors';
import { useAskLeave, useMyLeave, useWithdrawLeave } from '@/data/leave/hooks';
import { formatDate, toDayKey } from '@/domain/dates';
import {
  LEAVE_REASON_MAX,
  LEAVE_TEXTS,
  leaveSchema,
  rangeText,
  type LeaveInput,
  type LeaveRequest,
} from '@/domain/leave';
import { itemParams } from '@/domain/routes';
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
import { cn } from '@/ui/cn';
import { LeaveStatusBadge } from './LeaveStatusBadge';

const days = (r: Pick<LeaveRequest, 'from' | 'to'>) => rangeText(r, (d) => formatDate(d));

function AskLeaveDialog({ onClose }: { onClose: () => void }) {
  const today = toDayKey(new Date());
  const ask = useAskLeave();
  const schema = useMemo(() => leaveSchema(today), [today]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LeaveInput>({ resolver: zodResolver(schema), defaultValues: { from: today, to: today, reason: '' } });
  const reason = useWatch({ control, name: 'reason' });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await ask.mutateAsync(input);
      notify.success(LEAVE_TEXTS.asked);
      onClose();
    } catch (e) {
      notify.error(mutationErrorMessage(e, LEAVE_TEXTS.failed));
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Ask for Leave"
      description="Your reviewer approves or refuses it; you can withdraw it until then."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="First day" error={errors.from?.message}>
            {(p) => <input {...p} {...register('from')} type="date" className={inputClass} />}
          </Field>
          <Field label="Last day" error={errors.to?.message}>
            {(p) => <input {...p} {...register('to')} type="date" className={inputClass} />}
          </Field>
        </div>
        <Field label="Reason" error={errors.reason?.message} limit={{ max: LEAVE_REASON_MAX, value: reason }}>
          {(p) => <textarea {...p} {...register('reason')} rows={3} className={inputClass} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send Request'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * 'My Leave' on Daily Productivity: ask for leave days (a range and a reason), see each request's
 * status and decision, withdraw one while it is pending. Opened from the bell, the request it is about
 * is highlighted.
 */
export function MyLeaveCard() {
  const requests = useMyLeave();
  const withdraw = useWithdrawLeave();
  const [asking, setAsking] = useState(false);
  const [params] = useSearchParams();
  const highlighted = params.get(itemParams.leave);
  const items = requests.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-leave" className="text-lg font-semibold text-slate-900">
          My Leave
        </h2>
        <Button onClick={() => setAsking(true)}>Ask for Leave</Button>
      </div>
      {requests.isPending ? (
        <Spinner label="Loading leave requests..." />
      ) : requests.isError ? (
        <LoadError message="Your leave requests could not be loaded." onRetry={() => void requests.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={CalendarOff} title="No leave requests" hint="Days on approved leave are never missed." />
      ) : (
        <ul aria-labelledby="my-leave" className="divide-y divide-slate-200">
          {items.map((r) => (
            <li
              key={r.id}
              className={cn(
                'flex flex-wrap items-start justify-between gap-2 py-2',
                highlighted === r.id && 'rounded-lg bg-indigo-50 px-2',
              )}
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {days(r)} <LeaveStatusBadge status={r.status} />
                </p>
                <p className="break-words text-sm text-slate-700">{r.reason}</p>
                {r.status === 'approved' && <p className="text-sm text-slate-600">Approved by {r.decidedBy}</p>}
                {r.status === 'refused' && (
                  <p className="text-sm text-slate-600">
                    Refused by {r.decidedBy}. Reason: {r.note}
                  </p>
                )}
              </div>
              {r.status === 'pending' && (
                <ConfirmActionButton
                  label="Withdraw"
                  ariaLabel={`Withdraw leave ${days(r)}`}
                  title="Withdraw leave request"
                  message={`Withdraw your request for ${days(r)}? Your reviewer will no longer see it.`}
                  confirmLabel="Withdraw"
                  busyLabel="Withdrawing..."
                  variant="secondary"
                  run={() => withdraw.mutateAsync(r.id)}
                  successText={LEAVE_TEXTS.withdrawn}
                  errorText={(e) => mutationErrorMessage(e, LEAVE_TEXTS.failed)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton className="mt-2 flex justify-center" pages={requests} />
      {asking && <AskLeaveDialog onClose={() => setAsking(false)} />}
    </Card>
  );
}
