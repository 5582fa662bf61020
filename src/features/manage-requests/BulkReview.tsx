import { approvalTexts } from '@/domain/approvalRules';
import { useEffect, useRef, useState } from 'react';
import type { Claim } from '@/domain/types';
import type { BulkOutcome } from '@/data/claims/api';
import { useBulkReview } from '@/data/claims/hooks';
import { mutationErrorMessage } from '@/data/errors';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { RejectReasonForm } from './RejectReasonForm';
import { countOf as plural } from '@/domain/plural';
import { OVER_BUDGET } from '@/domain/budgets';

export type Action = 'approve' | 'reject';

/** A claim's key in the selection: claim ids are unique only per employee. */
export const claimKey = (c: Pick<Claim, 'employeeId' | 'id'>) => `${c.employeeId}/${c.id}`;


export function totalPoints(claims: readonly Claim[]): number {
  return claims.reduce((sum, c) => sum + c.points, 0);
}

/** The line a result shows for one claim. */
export function outcomeText(result: BulkOutcome, action: Action): string {
  switch (result.outcome) {
    case 'approved':
      return 'Approved';
    case 'rejected':
      return 'Rejected';
    case 'first-approved':
      return approvalTexts.firstApprovalGiven;
    case 'already-reviewed':
      return 'Already reviewed by someone else';
    case 'over-budget':
      return result.message;
    case 'failed':
      return `Failed: ${mutationErrorMessage(
        result.error,
        action === 'approve' ? 'Failed to approve claim. Please try again.' : 'Failed to reject claim. Please try again.',
      )}`;
  }
}

export function summaryOf(results: readonly BulkOutcome[]): string {
  const n = (o: BulkOutcome['outcome']) => results.filter((r) => r.outcome === o).length;
  const parts = [
    n('approved') > 0 && `${n('approved')} approved`,
    n('rejected') > 0 && `${n('rejected')} rejected`,
    n('first-approved') > 0 && `${n('first-approved')} sent for a second approval`,
    n('already-reviewed') > 0 && `${n('already-reviewed')} already reviewed`,
    n('over-budget') > 0 && `${n('over-budget')} ${OVER_BUDGET}`,
    n('failed') > 0 && `${n('failed')} failed`,
  ].filter((p): p is string => Boolean(p));
  return parts.join(', ');
}

type Phase =
  | { step: 'closed' }
  | { step: 'confirm'; action: Action; claims: Claim[] }
  | { step: 'running'; action: Action; claims: Claim[]; done: number }
  | { step: 'results'; action: Action; claims: Claim[]; results: BulkOutcome[] };

/**
 * The bulk bar above the Pending list: 'Select all on page', the count and points selected, and
 * 'Approve selected' / 'Reject selected'. Each asks for confirmation naming the count and the total
 * points (rejection with one reason for all, validated like a single rejection), then reviews each
 * claim in its own transaction and shows what happened to each.
 */
export function BulkReviewBar({
  selectable,
  selected,
  onSelectAll,
  onFinished,
}: {
  /** The claims on the page that may be selected (not the reviewer's own). */
  selectable: readonly Claim[];
  selected: readonly Claim[];
  onSelectAll: (all: boolean) => void;
  /** After the results are closed: the claims to keep selected (those that failed). */
  onFinished: (keep: Claim[]) => void;
}) {
  const [phase, setPhase] = useState<Phase>({ step: 'closed' });
  const review = useBulkReview();
  const allRef = useRef<HTMLInputElement>(null);
  const selectedKeys = new Set(selected.map(claimKey));
  const onPage = selectable.filter((c) => selectedKeys.has(claimKey(c))).length;
  const all = selectable.length > 0 && onPage === selectable.length;
  const some = onPage > 0 && !all;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);

  const start = (action: Action) => setPhase({ step: 'confirm', action, claims: [...selected] });

  const run = (action: Action, claims: Claim[], reason?: string) => {
    setPhase({ step: 'running', action, claims, done: 0 });
    review.mutate(
      {
        claims: claims.map((c) => ({ employeeId: c.employeeId, claimId: c.id })),
        decision: action === 'approve' ? { action } : { action, reason: reason ?? '' },
        onProgress: (done) => setPhase((p) => (p.step === 'running' ? { ...p, done } : p)),
      },
      {
        onSuccess: (results) => setPhase({ step: 'results', action, claims, results }),
        // reviewClaims reports each claim's failure in its result; this is a bug or a lost page.
        onError: (e) =>
          setPhase({
            step: 'results',
            action,
            claims,
            results: claims.map(() => ({ outcome: 'failed', error: e })),
          }),
      },
    );
  };

  const close = () => {
    if (phase.step === 'running') return;
    if (phase.step === 'results')
      onFinished(phase.claims.filter((_, i) => phase.results[i]?.outcome === 'failed'));
    setPhase({ step: 'closed' });
  };

  const points = totalPoints(selected);
  return (
    <div
      role="group"
      aria-label="Bulk review"
      className="mb-3 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            ref={allRef}
            type="checkbox"
            className="size-5 accent-indigo-700"
            checked={all}
            disabled={selectable.length === 0}
            onChange={(e) => onSelectAll(e.target.checked)}
          />
          Select all on page
        </label>
        <p className="text-sm text-slate-700" aria-live="polite">
          {selected.length === 0
            ? 'No claims selected'
            : `${plural(selected.length, 'claim')} selected · ${plural(points, 'point')}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" size="sm" disabled={selected.length === 0} onClick={() => start('reject')}>
          Reject selected
        </Button>
        <Button variant="success" size="sm" disabled={selected.length === 0} onClick={() => start('approve')}>
          Approve selected
        </Button>
      </div>
      <BulkDialog phase={phase} onClose={close} onRun={run} />
    </div>
  );
}

function BulkDialog({
  phase,
  onClose,
  onRun,
}: {
  phase: Phase;
  onClose: () => void;
  onRun: (action: Action, claims: Claim[], reason?: string) => void;
}) {
  const open = phase.step !== 'closed';
  const action = phase.step === 'closed' ? 'approve' : phase.action;
  const claims = phase.step === 'closed' ? [] : phase.claims;
  const verb = action === 'approve' ? 'Approve' : 'Reject';
  const count = plural(claims.length, 'claim');
  const points = plural(totalPoints(claims), 'point');
  const title =
    phase.step === 'results' ? 'Bulk review results' : `${verb} ${count}`;
  const description =
    phase.step === 'confirm'
      ? action === 'approve'
        ? `Approve ${count} for a total of ${points}? Each employee is credited the points of their claim.`
        : `Reject ${count} totalling ${points}? This action cannot be undone. The employees will see your reason.`
      : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={title}
      description={description}
      hideClose={phase.step === 'running'}
      wide={phase.step === 'results'}
    >
      {phase.step === 'confirm' && action === 'approve' && (
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="success" onClick={() => onRun('approve', claims)}>
            Yes, approve {count}
          </Button>
        </div>
      )}
      {phase.step === 'confirm' && action === 'reject' && (
        <RejectForm count={count} onCancel={onClose} onReject={(reason) => onRun('reject', claims, reason)} />
      )}
      {phase.step === 'running' && (
        <p role="status" className="text-sm text-slate-800">
          {action === 'approve' ? 'Approving' : 'Rejecting'} {phase.done} of {claims.length}...
        </p>
      )}
      {phase.step === 'results' && (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-sm font-medium text-slate-900">
            {summaryOf(phase.results)}
          </p>
          <ul aria-label="Results per claim" className="flex flex-col divide-y divide-slate-100">
            {claims.map((c, i) => {
              const result = phase.results[i];
              if (!result) return null;
              const ok = result.outcome === 'approved' || result.outcome === 'rejected' || result.outcome === 'first-approved';
              return (
                <li key={claimKey(c)} className="flex flex-col gap-0.5 py-2 text-sm sm:flex-row sm:justify-between sm:gap-4">
                  <span className="text-slate-800">
                    <span className="font-medium">{c.referenceId}</span> · {c.employeeName || c.employeeId} ·{' '}
                    {plural(c.points, 'point')}
                  </span>
                  <span className={ok ? 'font-medium text-emerald-800' : result.outcome === 'failed' ? 'text-red-700' : 'text-amber-800'}>
                    {outcomeText(result, action)}
                  </span>
                </li>
              );
            })}
          </ul>
          <div className="flex justify-end">
            <Button onClick={onClose}>Close</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function RejectForm({
  count,
  onCancel,
  onReject,
}: {
  count: string;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  return (
    <RejectReasonForm
      label="Reason for rejection (sent with every claim)"
      placeholder="Explain why these claims are rejected..."
      submit={`Yes, reject ${count}`}
      onCancel={onCancel}
      onReject={onReject}
    />
  );
}
