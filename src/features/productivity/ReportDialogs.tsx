import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TEXT_MAX, TRUNCATE } from '@/domain/constants';
import { formatDateTime, formatLongDate } from '@/domain/dates';
import { reportSchema, type ReportInput } from '@/domain/schemas';
import type { ProductivityReport } from '@/domain/types';
import { useEditReport, useFileReport } from '@/data/reports/hooks';
import { REPORT_EDIT_TEXTS } from '@/domain/reportEdits';
import { mutationErrorMessage } from '@/data/errors';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { Field, inputClass } from '@/ui/Field';
import { notify } from '@/ui/notify';

/** Text cut at `max` characters with an ellipsis; unchanged when it fits. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/**
 * The filing form: 'Tasks Done Today in Brief'; submit stays disabled while it is empty. With `editing`
 * (today's report, while editable) the same form opens with its text and saves the correction.
 */
export function SubmitReportDialog({ onClose, editing }: { onClose: () => void; editing?: ProductivityReport }) {
  const file = useFileReport();
  const edit = useEditReport();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ReportInput>({ resolver: zodResolver(reportSchema), defaultValues: { tasks: editing?.tasks ?? '' } });
  const tasks = useWatch({ control, name: 'tasks' });
  const empty = tasks.trim() === '';

  const onSubmit = handleSubmit(async ({ tasks }) => {
    try {
      if (editing) await edit.mutateAsync({ report: editing, tasks });
      else await file.mutateAsync(tasks);
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
