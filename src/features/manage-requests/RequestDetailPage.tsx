import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { approvalStepOf, approvalTrail, canApproveNow, isReviewable } from '@/domain/claims';
import { approvalTexts } from '@/domain/approvalRules';
import { managerLabel } from '@/domain/constants';
import { formatDayMonthYear } from '@/domain/dates';
import { canReviewClaim } from '@/domain/roles';
import { parseRequestDetailParam, paths } from '@/domain/routes';
import type { Claim } from '@/domain/types';
import { signatureLabel } from '@/domain/signature';
import { useActivity } from '@/data/activities/hooks';
import { useApproveClaim, useClaim, useRejectClaim } from '@/data/claims/hooks';
import { mutationErrorMessage } from '@/data/errors';
import { useCurrentUser } from '@/data/session/currentUser';
import { useUser } from '@/data/users/hooks';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { ConfirmDialog, Dialog } from '@/ui/Dialog';
import { LoadError } from '@/ui/LoadError';
import { PageHeader } from '@/ui/PageHeader';
import { notify } from '@/ui/notify';
import { PageLoading } from '@/ui/PageLoading';
import { Spinner } from '@/ui/Spinner';
import { StatusBadge } from '@/ui/StatusBadge';
import { RejectReasonForm } from './RejectReasonForm';
import { countOf } from '@/domain/plural';

export function approvedMessage(claim: Pick<Claim, 'employeeName' | 'employeeId' | 'points'>): string {
  return `Claim approved successfully! ${claim.employeeName || claim.employeeId} has been credited ${claim.points} points.`;
}

function BackLink() {
  return (
    <Link
      to={paths.manageRequests}
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-indigo-800 hover:underline"
    >
      <span aria-hidden="true">←</span> Back to Requests
    </Link>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The linked activity's terms, so the reviewer checks the claim against them (the activity's record). */
function ActivityTerms({ activityId }: { activityId: string }) {
  const activity = useActivity(activityId);
  const term = (text: string | undefined) => text?.trim() || 'Not specified';
  return (
    <Card role="region" aria-labelledby="activity-terms-heading">
      <h2 id="activity-terms-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Activity terms
      </h2>
      {activityId === '' ? (
        <p className="text-sm text-slate-700">This claim names no activity.</p>
      ) : activity.isPending ? (
        <Spinner label="Loading the activity..." />
      ) : activity.isError ? (
        <p role="alert" className="text-sm text-slate-800">
          Could not load the activity's terms. Please try again.
        </p>
      ) : !activity.data ? (
        <p className="text-sm text-slate-700">The activity {activityId} no longer exists.</p>
      ) : (
        <dl className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          <Item label="Eligibility criteria">
            <span className="whitespace-pre-wrap">{term(activity.data.eligibilityCriteria)}</span>
          </Item>
          <Item label="Submission guidelines">
            <span className="whitespace-pre-wrap">{term(activity.data.submissionGuidelines)}</span>
          </Item>
          <Item label="Verification criteria">
            <span className="whitespace-pre-wrap">{term(activity.data.verificationCriteria)}</span>
          </Item>
        </dl>
      )}
    </Card>
  );
}

function RejectDialog({
  open,
  onOpenChange,
  onReject,
  busy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReject: (reason: string) => void;
  busy: boolean;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reject Claim"
      description="This action cannot be undone. The employee will see your reason."
    >
      <RejectReasonForm
        label="Reason for rejection"
        placeholder="Explain why this claim is rejected..."
        submit={busy ? 'Rejecting...' : 'Reject Claim'}
        busy={busy}
        onCancel={() => onOpenChange(false)}
        onReject={onReject}
      />
    </Dialog>
  );
}

function ClaimDetail({ claim }: { claim: Claim }) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const employee = useUser(claim.employeeId);
  const approve = useApproveClaim();
  const reject = useRejectClaim();
  const [approveOpen, setApproveOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const profile = employee.data;
  const canReview = canReviewClaim(me.userRole, me.employeeId, claim.employeeId);
  const canApprove = canApproveNow(claim, me.employeeId);
  const firstStep = approvalStepOf(claim) === 'first';
  const trail = approvalTrail(claim, signatureLabel);
  const ids = { employeeId: claim.employeeId, claimId: claim.id };

  const onApprove = () => {
    approve.mutate(ids, {
      onSuccess: (approved) => {
        setApproveOpen(false);
        if (approved.status === 'awaiting_second') {
          notify.success(approvalTexts.firstApprovalGiven);
          return;
        }
        notify.success(approvedMessage(approved));
        void navigate(`${paths.manageRequests}?tab=paid`);
      },
      onError: (e) => {
        setApproveOpen(false);
        notify.error(mutationErrorMessage(e, 'Failed to approve claim. Please try again.'));
      },
    });
  };

  const onReject = (reason: string) => {
    reject.mutate(
      { ...ids, reason },
      {
        onSuccess: () => {
          setRejectOpen(false);
          notify.success('Claim rejected successfully.');
          void navigate(paths.manageRequests);
        },
        onError: (e) => notify.error(mutationErrorMessage(e, 'Failed to reject claim. Please try again.')),
      },
    );
  };

  const name = claim.employeeName || profile?.name || 'N/A';
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <PageHeader
        stacked
        title="Request Details"
        subtitle={`Reference ${claim.referenceId}`}
        actions={<StatusBadge status={claim.status} />}
      />

      <Card>
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Employee</h2>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Item label="Employee name">{name}</Item>
          <Item label="Employee ID">{claim.employeeId}</Item>
          <Item label="Email">{profile?.email || 'N/A'}</Item>
          <Item label="Department">{claim.department || profile?.department || 'N/A'}</Item>
          <Item label="Designation">{claim.designation || profile?.designation || 'N/A'}</Item>
          <Item label="Current balance">{profile ? countOf(profile.points, 'point') : 'N/A'}</Item>
        </dl>
      </Card>

      <Card>
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Claim</h2>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Item label="Activity">{claim.activityName}</Item>
          <Item label="Activity ID">{claim.activityId || 'N/A'}</Item>
          <Item label="Points">
            <span className="font-semibold text-emerald-800">{claim.points} points</span>
          </Item>
          <Item label="Submitted date">{formatDayMonthYear(claim.submittedDate)}</Item>
          <Item label="Completion date">{formatDayMonthYear(claim.completionDate)}</Item>
          <Item label="Status">
            <StatusBadge status={claim.status} />
          </Item>
          <Item label="Manager">{claim.managerName || managerLabel(claim.managerId)}</Item>
          <Item label="Photos">{claim.photos.length}</Item>
        </dl>
        <dl className="mt-4 grid grid-cols-1 gap-4">
          <Item label="Description">
            <span className="whitespace-pre-wrap">
              {claim.description.trim() || 'No description provided'}
            </span>
          </Item>
          <Item label="Evidence">
            <span className="whitespace-pre-wrap">{claim.evidence.trim() || 'No evidence provided'}</span>
          </Item>
        </dl>
      </Card>

      <ActivityTerms activityId={claim.activityId} />

      {trail && (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950">
          {trail}
        </p>
      )}

      {claim.status === 'paid' && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          This request was paid on {formatDayMonthYear(claim.paidDate ?? claim.checkedDate)}
          {claim.approvedBy && (
            <span className="block text-sm">
              Approved by {signatureLabel(claim.approvedBy, claim.approvedById)}
            </span>
          )}
        </p>
      )}
      {claim.status === 'rejected' && (
        <div role="status" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>This request was rejected on {formatDayMonthYear(claim.rejectedDate ?? claim.checkedDate)}</p>
          {claim.rejectedBy && (
            <p className="text-sm">Rejected by {signatureLabel(claim.rejectedBy, claim.rejectedById)}</p>
          )}
          {claim.managerComment && <p className="mt-1 text-sm">Reason: {claim.managerComment}</p>}
        </div>
      )}
      {claim.status === 'approved' && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          This request was approved on {formatDayMonthYear(claim.checkedDate)}
        </p>
      )}

      {isReviewable(claim.status) &&
        (canReview ? (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="danger" size="lg" onClick={() => setRejectOpen(true)}>
              Reject
            </Button>
            {canApprove ? (
              <Button variant="success" size="lg" onClick={() => setApproveOpen(true)}>
                {firstStep ? 'Give first approval' : 'Approve'}
              </Button>
            ) : (
              <p role="note" className="text-sm text-amber-900 sm:self-center">
                {approvalTexts.sameReviewer}
              </p>
            )}
          </div>
        ) : (
          <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
            You cannot approve or reject this claim because it is your own. Another manager or admin must
            review it.
          </p>
        ))}

      <ConfirmDialog
        open={approveOpen}
        onOpenChange={setApproveOpen}
        title="Approve Claim"
        message={
          firstStep
            ? `Give the first approval? ${name} is credited ${claim.points} points only when a different reviewer gives the second.`
            : `Approve this claim? ${name} will be credited ${claim.points} points.`
        }
        confirmLabel={approve.isPending ? 'Approving...' : 'Yes, Approve'}
        variant="success"
        busy={approve.isPending}
        onConfirm={onApprove}
      />
      <RejectDialog
        open={rejectOpen}
        onOpenChange={setRejectOpen}
        onReject={onReject}
        busy={reject.isPending}
      />
    </div>
  );
}

function NotFound() {
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <div className="py-12 text-center">
        <h1 className="text-xl font-bold text-slate-900">Request Not Found</h1>
        <p className="mt-2 text-slate-700">The requested claim could not be found.</p>
      </div>
    </div>
  );
}

function LoadedClaim({ employeeId, claimId }: { employeeId: string; claimId: string }) {
  const claim = useClaim(employeeId, claimId);
  if (claim.isPending) return <PageLoading label="Loading claim details..." />;
  if (claim.isError) {
    return (
      <div className="flex flex-col gap-6">
        <BackLink />
        <LoadError message="Could not load this claim. Please try again." onRetry={() => void claim.refetch()} />
      </div>
    );
  }
  if (!claim.data) return <NotFound />;
  return <ClaimDetail claim={claim.data} />;
}

export function RequestDetailPage() {
  const { param = '' } = useParams();
  const ids = parseRequestDetailParam(param);
  if (!ids) return <NotFound />;
  return <LoadedClaim key={param} employeeId={ids.employeeId} claimId={ids.claimId} />;
}
