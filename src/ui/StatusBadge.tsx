import type { ClaimStatus, RedemptionStatus } from '@/domain/types';
import { cn } from './cn';

/** Claim status colours and icons (spec section 4): anything without its own icon gets the clipboard. */
const CLAIM: Record<ClaimStatus, { label: string; icon: string; className: string }> = {
  pending: { label: 'Pending', icon: '⏳', className: 'bg-yellow-100 text-yellow-900 ring-yellow-300' },
  under_review: { label: 'Under Review', icon: '👀', className: 'bg-blue-100 text-blue-900 ring-blue-300' },
  approved: { label: 'Approved', icon: '✅', className: 'bg-green-100 text-green-900 ring-green-300' },
  rejected: { label: 'Rejected', icon: '❌', className: 'bg-red-100 text-red-900 ring-red-300' },
  paid: { label: 'Paid', icon: '📋', className: 'bg-emerald-700 text-white ring-emerald-800' },
};

const REDEMPTION: Record<RedemptionStatus, { label: string; icon: string; className: string }> = {
  pending: { label: 'Pending', icon: '⏳', className: 'bg-yellow-100 text-yellow-900 ring-yellow-300' },
  paid: { label: 'Paid', icon: '✅', className: 'bg-emerald-700 text-white ring-emerald-800' },
  declined: { label: 'Declined', icon: '❌', className: 'bg-red-100 text-red-900 ring-red-300' },
};

function Badge({
  label,
  icon,
  className,
  status,
}: {
  label: string;
  icon: string;
  className: string;
  status: string;
}) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        className,
      )}
    >
      <span aria-hidden="true">{icon}</span>
      {label}
    </span>
  );
}

export function claimStatusLabel(status: ClaimStatus): string {
  return CLAIM[status].label;
}

export function StatusBadge({ status }: { status: ClaimStatus }) {
  return <Badge status={status} {...CLAIM[status]} />;
}

export function RedemptionStatusBadge({ status }: { status: RedemptionStatus }) {
  return <Badge status={status} {...REDEMPTION[status]} />;
}
