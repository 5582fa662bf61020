import {
  Ban,
  CircleCheck,
  CircleX,
  ClipboardCheck,
  Eye,
  Hourglass,
  Undo2,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import type { ClaimStatus, RedemptionStatus } from '@/domain/types';
import { cn } from './cn';

interface BadgeStyle {
  label: string;
  /** the product's icon, as an SVG (an emoji would pull a colour-emoji font into the first layout) */
  icon: LucideIcon;
  iconName: string;
  className: string;
}

/** Claim status colours and icons (docs/product.md#screens-what-every-screen-shares): anything without its own icon gets the clipboard. */
const CLAIM: Record<ClaimStatus, BadgeStyle> = {
  pending: {
    label: 'Pending',
    icon: Hourglass,
    iconName: 'hourglass',
    className: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  },
  awaiting_second: {
    label: 'Awaiting second approval',
    icon: UserCheck,
    iconName: 'first-approval',
    className: 'bg-amber-100 text-amber-900 ring-amber-300',
  },
  under_review: {
    label: 'Under Review',
    icon: Eye,
    iconName: 'eyes',
    className: 'bg-blue-100 text-blue-900 ring-blue-300',
  },
  approved: {
    label: 'Approved',
    icon: CircleCheck,
    iconName: 'tick',
    className: 'bg-green-100 text-green-900 ring-green-300',
  },
  rejected: {
    label: 'Rejected',
    icon: CircleX,
    iconName: 'cross',
    className: 'bg-red-100 text-red-900 ring-red-300',
  },
  paid: {
    label: 'Paid',
    icon: ClipboardCheck,
    iconName: 'clipboard',
    className: 'bg-emerald-700 text-white ring-emerald-800',
  },
  withdrawn: {
    label: 'Withdrawn',
    icon: Undo2,
    iconName: 'undo',
    className: 'bg-slate-100 text-slate-800 ring-slate-300',
  },
};

const REDEMPTION: Record<RedemptionStatus, BadgeStyle> = {
  pending: {
    label: 'Pending',
    icon: Hourglass,
    iconName: 'hourglass',
    className: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  },
  paid: {
    label: 'Paid',
    icon: CircleCheck,
    iconName: 'tick',
    className: 'bg-emerald-700 text-white ring-emerald-800',
  },
  declined: {
    label: 'Declined',
    icon: CircleX,
    iconName: 'cross',
    className: 'bg-red-100 text-red-900 ring-red-300',
  },
  cancelled: {
    label: 'Cancelled',
    icon: Ban,
    iconName: 'ban',
    className: 'bg-slate-100 text-slate-800 ring-slate-300',
  },
};

function Badge({ label, icon: Icon, iconName, className, status }: BadgeStyle & { status: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        className,
      )}
    >
      <Icon aria-hidden="true" data-icon={iconName} className="size-3.5 shrink-0" strokeWidth={2.25} />
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
