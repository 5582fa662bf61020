import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { formatRedemptionDate } from '@/domain/dates';
import { formatRupees } from '@/domain/money';
import { canProcessRedemption } from '@/domain/roles';
import { itemParams } from '@/domain/routes';
import { markPaidSchema, reasonSchema } from '@/domain/schemas';
import type { Redemption, RedemptionStatus } from '@/domain/types';
import { signatureLabel } from '@/domain/signature';
import {
  useDeclineRedemption,
  useMarkRedemptionPaid,
  useRedemptionCount,
  useRedemptionPages,
  useRedemptionSearch,
} from '@/data/redemptions/hooks';
import { useCurrentUser } from '@/data/session/currentUser';
import { useHeardChanges } from '@/data/live/heardChanges';
import { HEARD_TEXT } from '@/data/live/heardText';
import { mutationErrorMessage } from '@/data/errors';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Dialog } from '@/ui/Dialog';
import { EmptyState } from '@/ui/EmptyState';
import { Field, inputClass } from '@/ui/Field';
import { LoadError } from '@/ui/LoadError';
import { HeardChanges } from '@/ui/HeardChanges';
import { PageHeader } from '@/ui/PageHeader';
import { notify } from '@/ui/notify';
import { printRedemptionReceipt } from '@/ui/receipt';
import { SearchField } from '@/ui/SearchField';
import { Spinner } from '@/ui/Spinner';
import { RedemptionStatusBadge } from '@/ui/StatusBadge';
import { TabCountText } from '@/ui/TabCountText';
import { TabPanel, Tabs } from '@/ui/Tabs';
import { useDebounced } from '@/ui/useDebounced';
import { csvFileName, redemptionsToCsv } from './csv';
import { downloadCsv } from '@/ui/download';
import { LoadMoreButton } from '@/ui/LoadMoreButton';
import { Reconciliation } from './Reconciliation';
import { searchResults } from './search';
import { countOf } from '@/domain/plural';
import { parseSearch, REDEMPTION_SEARCH } from '@/domain/search';
import { PAID_DETAILS_MAX, REASON_MAX } from '@/domain/constants';

const TABS = ['pending', 'paid', 'declined'] as const satisfies readonly RedemptionStatus[];
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = { pending: 'Pending', paid: 'Paid', declined: 'Declined' };
const EMPTY: Record<Tab, string> = {
  pending: 'No pending redemptions',
  paid: 'No paid redemptions',
  declined: 'No declined redemptions',
};

function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

type Action = { kind: 'pay' | 'decline'; redemption: Redemption };

function RedemptionCard({ r, onAction }: { r: Redemption; onAction: (a: Action) => void }) {
  const me = useCurrentUser();
  const mayProcess = canProcessRedemption(me.userRole, me.employeeId, r.employeeId);
  return (
    <li>
      <Card className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold text-slate-900">{r.employeeName || 'N/A'}</h2>
            <p className="text-sm text-slate-600">
              {r.employeeId} · {r.department || 'N/A'}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <p className="text-2xl font-bold text-emerald-800">{formatRupees(r.amount)}</p>
            <RedemptionStatusBadge status={r.status} />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Detail label="Reference">{r.referenceId}</Detail>
          <Detail label="Points used">{r.pointsRedeemed}</Detail>
          <Detail label="Requested">{formatRedemptionDate(r.requestedDate)}</Detail>
          <Detail label="Paid on">{r.status === 'paid' ? formatRedemptionDate(r.paidDate) : '-'}</Detail>
          {r.status === 'paid' && (
            <>
              <Detail label="Paid by">{signatureLabel(r.paidBy, r.paidById) ?? 'N/A'}</Detail>
              <Detail label="Payment details" className="col-span-2 sm:col-span-3">
                {r.paidDetails ?? 'N/A'}
              </Detail>
            </>
          )}
          {r.status === 'declined' && (
            <>
              <Detail label="Declined on">{formatRedemptionDate(r.declinedDate)}</Detail>
              <Detail label="Declined by">{signatureLabel(r.declinedBy, r.declinedById) ?? 'N/A'}</Detail>
              <Detail label="Reason" className="col-span-2">
                {r.declineReason ?? 'N/A'}
              </Detail>
            </>
          )}
        </dl>
        {r.status === 'pending' &&
          (mayProcess ? (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                variant="secondary"
                onClick={() => onAction({ kind: 'decline', redemption: r })}
                aria-label={`Decline ${r.referenceId}`}
              >
                Decline
              </Button>
              <Button
                variant="success"
                onClick={() => onAction({ kind: 'pay', redemption: r })}
                aria-label={`Mark as Paid ${r.referenceId}`}
              >
                Mark as Paid
              </Button>
            </div>
          ) : (
            <p role="note" className="text-sm text-amber-900">
              This is your own redemption; another finance team member must process it.
            </p>
          ))}
        {r.status === 'paid' && (
          <div className="flex justify-end">
            <Button
              variant="secondary"
              aria-label={`Download Receipt ${r.referenceId}`}
              onClick={() => {
                if (!printRedemptionReceipt(r)) notify.error('Please allow pop-ups to download the receipt.');
              }}
            >
              Download Receipt
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}

/** The text each dialog requires, by the domain's schemas (messages and limits there). */
const PROCESS_SCHEMAS = {
  pay: z.object({ text: markPaidSchema.shape.paidDetails }),
  decline: z.object({ text: reasonSchema.shape.reason }),
} as const;
type ProcessInput = z.infer<(typeof PROCESS_SCHEMAS)['pay']>;

/** The required text: its message shows while it is blank, and the confirm button stays disabled. */
function ProcessForm({
  kind,
  busy,
  onSubmit,
  onCancel,
}: {
  kind: Action['kind'];
  busy: boolean;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}) {
  const pay = kind === 'pay';
  const {
    register,
    handleSubmit,
    trigger,
    control,
    formState: { errors, isValid },
  } = useForm<ProcessInput>({
    resolver: zodResolver(PROCESS_SCHEMAS[kind]),
    mode: 'onChange',
    defaultValues: { text: '' },
  });
  // The product shows the message on an empty field before anything is typed.
  useEffect(() => {
    void trigger();
  }, [trigger]);

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={handleSubmit(({ text }) => onSubmit(text))}>
      <Field
        label={pay ? 'Payment Details' : 'Reason for declining'}
        error={errors.text?.message}
        limit={{ max: pay ? PAID_DETAILS_MAX : REASON_MAX, value: useWatch({ control, name: 'text' }) }}
      >
        {(p) => (
          <textarea
            {...p}
            {...register('text')}
            rows={4}
            placeholder={
              pay
                ? 'e.g., UPI reference, bank transfer ID, date of transfer'
                : 'Explain why this request is declined...'
            }
            className={inputClass}
          />
        )}
      </Field>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant={pay ? 'success' : 'danger'} disabled={!isValid || busy}>
          {pay ? (busy ? 'Saving...' : 'Confirm Payment') : busy ? 'Declining...' : 'Decline Redemption'}
        </Button>
      </div>
    </form>
  );
}

/** Mark as Paid and Decline share one shape: a required text, a confirm button disabled while it is empty. */
function ProcessDialog({ action, onClose: close }: { action: Action | null; onClose: () => void }) {
  const markPaid = useMarkRedemptionPaid();
  const decline = useDeclineRedemption();
  const r = action?.redemption;
  const pay = action?.kind === 'pay';
  const busy = markPaid.isPending || decline.isPending;

  const submit = (text: string) => {
    if (!r) return;
    const ids = { employeeId: r.employeeId, redemptionId: r.id };
    if (pay) {
      markPaid.mutate(
        { ...ids, paidDetails: text },
        {
          onSuccess: () => {
            notify.success('Redemption marked as paid successfully!');
            close();
          },
          onError: (e) => notify.error(mutationErrorMessage(e, 'Failed to mark as paid. Please try again.')),
        },
      );
    } else {
      decline.mutate(
        { ...ids, reason: text },
        {
          onSuccess: () => {
            notify.success(
              `Redemption declined. ${countOf(r.pointsRedeemed, 'point')} were refunded to ${r.employeeName || r.employeeId}.`,
            );
            close();
          },
          onError: (e) =>
            notify.error(mutationErrorMessage(e, 'Failed to decline redemption. Please try again.')),
        },
      );
    }
  };

  return (
    <Dialog
      open={action !== null}
      onOpenChange={(o) => {
        if (!o) close();
      }}
      title={pay ? 'Mark as Paid' : 'Decline Redemption'}
      description={
        r &&
        (pay
          ? `Confirm the payout of ${formatRupees(r.amount)} to ${r.employeeName || r.employeeId} (${r.employeeId}) for ${r.referenceId}.`
          : `Decline ${r.referenceId}? ${countOf(r.pointsRedeemed, 'point')} will be refunded to ${r.employeeName || r.employeeId}. This action cannot be undone.`)
      }
    >
      {action && (
        <ProcessForm
          key={`${action.kind}/${action.redemption.employeeId}/${action.redemption.id}`}
          kind={action.kind}
          busy={busy}
          onSubmit={submit}
          onCancel={close}
        />
      )}
    </Dialog>
  );
}

function TabCount({ status }: { status: Tab }) {
  const count = useRedemptionCount({ status });
  return <TabCountText count={count.data} />;
}

function RedemptionList({ status, term }: { status: Tab; term: string }) {
  // The page reaches the screen as a transition: 20 cards render in slices (src/data/deferred.ts).
  const pages = useRedemptionPages({ status });
  const debounced = useDebounced(term.trim(), 300);
  const remote = useRedemptionSearch({ status }, debounced);
  const [action, setAction] = useState<Action | null>(null);

  if (pages.isPending) return <Spinner label="Loading redemptions..." />;
  if (pages.isError) {
    return (
      <LoadError message="Could not load redemptions. Please try again." onRetry={() => void pages.refetch()} />
    );
  }
  const loaded = pages.data.pages.flatMap((p) => p.items);
  const searching = term.trim() !== '';
  const shown = searching ? searchResults(loaded, remote.data ?? [], term) : loaded;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          Showing {countOf(shown.length, 'redemption')}
          {searching && remote.isFetching ? ' (searching...)' : ''}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={shown.length === 0}
          onClick={() => downloadCsv(redemptionsToCsv(shown), csvFileName(status, new Date()))}
        >
          Export CSV
        </Button>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          title={searching ? 'No redemptions match your search' : EMPTY[status]}
          hint={searching ? 'Try a different reference ID, name or employee ID.' : undefined}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={`${TAB_LABELS[status]} redemptions`}>
          {shown.map((r) => (
            <RedemptionCard key={`${r.employeeId}/${r.id}`} r={r} onAction={setAction} />
          ))}
        </ul>
      )}
      {!searching && <LoadMoreButton pages={pages} className="mt-4 flex justify-center" />}
      <ProcessDialog action={action} onClose={() => setAction(null)} />
    </>
  );
}

export function RedemptionCentrePage() {
  const heard = useHeardChanges('redemptions');
  const [tab, setTab] = useState<Tab>('pending');
  const [term, setTerm] = useState('');
  // A statement line's link (itemLinks.redemptionInCentre) opens reconciliation's exact search on it.
  const [params] = useSearchParams();
  const find = params.get(itemParams.find) ?? '';
  const [reconciling, setReconciling] = useState(find !== '');
  // Longer than any reference, ID or name: refused before any query.
  const { term: searchTerm, error: searchError } = parseSearch(term, REDEMPTION_SEARCH);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader stacked title="Redemption Centre" subtitle="Manage and process employee reward redemptions" />
      <HeardChanges heard={heard.heard} message={HEARD_TEXT.redemptions} onShow={heard.show} />

      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">Reconciliation</h2>
          <Button variant="secondary" onClick={() => setReconciling((o) => !o)} aria-expanded={reconciling}>
            {reconciling ? 'Hide reconciliation' : 'Show reconciliation'}
          </Button>
        </div>
        {reconciling && (
          <div className="mt-4">
            <Reconciliation find={find} />
          </div>
        )}
      </Card>

      <Card className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          id="rc-search"
          label="Search"
          value={term}
          onChange={setTerm}
          placeholder="Search by reference ID, employee name, or ID..."
          error={searchError}
          className="flex-1"
        />
        <Button variant="secondary" onClick={() => setTerm('')} disabled={term === ''}>
          Clear Search
        </Button>
      </Card>

      <Tabs
        label="Redemption status"
        value={tab}
        onValueChange={(v) => setTab(v as Tab)}
        tabs={TABS.map((s) => ({
          value: s,
          label: (
            <>
              {TAB_LABELS[s]} (<TabCount status={s} />)
            </>
          ),
        }))}
      >
        {TABS.map((s) => (
          <TabPanel key={s} value={s} className="focus:outline-none">
            {s === tab && <RedemptionList status={s} term={searchTerm} />}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
