import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TEXT_MAX, TRUNCATE } from '@/domain/constants';
import { formatDateTime, formatLongDate } from '@/domain/dates';
import { reportSchema, type ReportInput } from '@/domain/schemas';
import type { ProductivityReport } from '@/domain/types';
import { useOnline } from '@/data/connection';
import { useEditReport, useFileReport, useReportDraft } from '@/data/reports/hooks';
import { useCurrentUser } from '@/data/session/currentUser';
import { REPORT_EDIT_TEXTS } from '@/domain/reportEdits';
import { mutationErrorMessage } from '@/data/errors';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { Field, inputClass } from '@/ui/Field';
import { notify } from '@/ui/notify';
import { DRAFT_TEXTS } from './draftTexts';

/** Text cut at `max` characters with an ellipsis; unchanged when it fits. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/**
 * The filing form: 'Tasks Done Today in Brief'; submit stays disabled while it is empty. What is typed
 * is kept on the device as today's draft (it opens with it) until it is filed; offline it says so, and
 * once the network is back it offers to file it. Nothing is filed without a click. With `editing`
 * (today's report, while editable) the same form opens with its text and saves the correction (no draft).
 */
export function SubmitReportDialog({ onClose, editing }: { onClose: () => void; editing?: ProductivityReport }) {
  const me = useCurrentUser();
  const file = useFileReport();
  const edit = useEditReport();
  const online = useOnline();
  const { draft, save } = useReportDraft(me.employeeId);
  const [initialDraft] = useState(editing ? '' : draft);
  const [wasOffline, setWasOffline] = useState(!online);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ReportInput>({
    resolver: zodResolver(reportSchema),
    defaultValues: { tasks: editing ? editing.tasks : initialDraft },
  });
  const tasks = useWatch({ control, name: 'tasks' });
  const empty = tasks.trim() === '';

  useEffect(() => {
    if (!editing) save(tasks);
  }, [editing, save, tasks]);
  useEffect(() => {
    if (!online) setWasOffline(true);
  }, [online]);
  const offerToFile = !editing && online && !empty && (wasOffline || initialDraft.trim() !== '');

  const onSubmit = handleSubmit(async ({ tasks }) => {
    try {
      if (editing) await edit.mutateAsync({ report: editing, tasks });
      else {
        await file.mutateAsync(tasks);
        save('');
      }
      notify.success(editing ? REPORT_EDIT_TEXTS.saved : 'Report submitted successfully!');
      onClose();
    } catch (e) {
      notify.error(mutationErrorMessage(e, editing ? REPORT_EDIT_TEXTS.failed : 'Failed to submit report. Please try again.'));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !isSubmitting && onClose()}
      title="Daily Productivity Report"
      description={formatLongDate(new Date())}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div role="status" aria-live="polite">
          {!online ? (
            <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {DRAFT_TEXTS.offline}
            </p>
          ) : offerToFile ? (
            <div className="flex flex-col gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-950 sm:flex-row sm:items-center sm:justify-between">
              <p>
                <span className="font-semibold">{DRAFT_TEXTS.unsent}.</span> {DRAFT_TEXTS.kept}
              </p>
              <Button type="submit" size="sm" className="shrink-0 self-start sm:self-auto" disabled={isSubmitting}>
                {DRAFT_TEXTS.fileIt}
              </Button>
            </div>
          ) : null}
        </div>
        <Field
          label="Tasks Done Today in Brief"
          error={errors.tasks?.message}
          limit={{ max: TEXT_MAX, value: tasks }}
        >
          {(p) => (
            <textarea
              {...p}
              {...register('tasks')}
              rows={6}
              placeholder="e.g. Closed 3 support tickets, prepared the weekly stock report..."
              className={inputClass}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={empty || isSubmitting}>
            {editing
              ? isSubmitting
                ? REPORT_EDIT_TEXTS.saving
                : REPORT_EDIT_TEXTS.save
              : isSubmitting
                ? 'Submitting...'
                : 'Submit Report'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** One report's tasks, cut at 150 characters with a 'Read more' / 'Show less' toggle. */
export function DailyTasksDialog({ report, onClose }: { report: ProductivityReport; onClose: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const tasks = report.tasks || 'No tasks recorded';
  const long = tasks.length > TRUNCATE.reportModal;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="Daily Tasks"
      description={formatDateTime(report.dateTime ?? report.dayKey)}
    >
      <p className="text-sm font-semibold text-slate-700">Tasks:</p>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-900" data-testid="daily-tasks-text">
        {long && !expanded ? truncate(tasks, TRUNCATE.reportModal) : tasks}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
          className="mt-2 text-sm font-medium text-indigo-700 hover:underline"
        >
          {expanded ? 'Show less' : 'Read more'}
        </button>
      )}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
