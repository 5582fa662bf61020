import { BellRing, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useReportReminderBanner } from '@/data/reminder/hooks';
import { REMINDER_TEXTS } from '@/domain/reminder';
import { itemLinks } from '@/domain/routes';
import { buttonClass } from '@/ui/Button';

/**
 * The daily report reminder on every signed-in page (docs/product.md#report-reminder): after the
 * admin's IST hour, for someone expected to report today who has not. 'File today's report' opens Daily
 * Productivity's report dialog; 'Dismiss for today' hides it on this device until the next IST day.
 */
export function ReportReminderBanner() {
  const { shown, dismiss } = useReportReminderBanner();
  if (!shown) return null;
  return (
    <section
      aria-label="Report reminder"
      data-testid="report-reminder"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <BellRing aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
        <div className="min-w-0">
          <p className="font-semibold text-amber-950">{REMINDER_TEXTS.banner}</p>
          <p className="text-sm text-amber-950">{REMINDER_TEXTS.bannerHint}</p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Link to={itemLinks.fileTodaysReport} className={buttonClass('primary', 'md')}>
          {REMINDER_TEXTS.action}
        </Link>
        <button
          type="button"
          onClick={dismiss}
          aria-label={REMINDER_TEXTS.dismiss}
          title={REMINDER_TEXTS.dismiss}
          className="rounded-lg p-2 text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
