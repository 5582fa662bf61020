import type { ReactNode } from 'react';
import { formatDate } from '@/domain/dates';
import { approvalTrail } from '@/domain/claims';
import { signatureLabel } from '@/domain/signature';
import type { Claim } from '@/domain/types';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { StatusBadge } from '@/ui/StatusBadge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-2 border-b border-slate-100 py-2 text-sm last:border-0">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

/** The day a claim was reviewed: checkedDate, else the paid or rejected day. */
export function reviewedDate(c: Claim): string | null {
  return c.checkedDate ?? c.paidDate ?? c.rejectedDate;
}

/** Every field of a claim, as Points History shows it (docs/data-model.md, requestedClaims). */
export function ClaimDetailsDialog({
  claim,
  onClose,
  actions,
}: {
  claim: Claim;
  onClose: () => void;
  /** Extra buttons beside Close (the owner's Withdraw). */
  actions?: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Claim Details">
      <dl>
        <Row label="Reference ID">
          <span className="font-mono">{claim.referenceId || claim.id}</span>
        </Row>
        <Row label="Activity">{claim.activityName}</Row>
        <Row label="Description">{claim.description || 'N/A'}</Row>
        <Row label="Points">{claim.points}</Row>
        <Row label="Status">
          <StatusBadge status={claim.status} />
        </Row>
        <Row label="Submitted Date">{formatDate(claim.submittedDate ?? claim.createdAt)}</Row>
        <Row label="Completion Date">{formatDate(claim.completionDate)}</Row>
        <Row label="Reviewed Date">{formatDate(reviewedDate(claim))}</Row>
        <Row label="Reviewed By">
          {signatureLabel(claim.approvedBy, claim.approvedById) ??
            signatureLabel(claim.rejectedBy, claim.rejectedById) ??
            'N/A'}
        </Row>
        {approvalTrail(claim, signatureLabel) && <Row label="Approvals">{approvalTrail(claim, signatureLabel)}</Row>}
        {claim.withdrawnDate && <Row label="Withdrawn Date">{formatDate(claim.withdrawnDate)}</Row>}
        {claim.reversedBy && (
          <Row label="Reversed">Points taken back by an adjustment ({claim.reversedBy})</Row>
        )}
        <Row label="Assigned Manager">{claim.managerName || 'N/A'}</Row>
        <Row label="Manager's Comment">{claim.managerComment || 'N/A'}</Row>
        <Row label="Additional Evidence">{claim.evidence || 'N/A'}</Row>
        <Row label="Attached Photos">{claim.photos.length}</Row>
      </dl>
      <div className="mt-6 flex justify-end gap-3">
        {actions}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
