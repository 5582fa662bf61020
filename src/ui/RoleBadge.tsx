import { ROLE_LABELS, type Role } from '@/domain/roles';
import { cn } from './cn';

/** Role colours (docs/product.md#screens-what-every-screen-shares): admin purple, manager blue, finance orange, employee green. */
const ROLE_STYLE: Record<Role, string> = {
  admin: 'bg-purple-100 text-purple-900',
  manager: 'bg-blue-100 text-blue-900',
  finance: 'bg-orange-100 text-orange-900',
  employee: 'bg-green-100 text-green-900',
};

export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
        ROLE_STYLE[role],
        className,
      )}
    >
      {ROLE_LABELS[role]}
    </span>
  );
}

/** Shown only for a blocked or deactivated account. */
export function AccountStateBadges({
  userStatus,
  isActive,
}: {
  userStatus: 'blocked' | 'unblocked';
  isActive: boolean;
}) {
  return (
    <>
      {userStatus === 'blocked' && (
        <span className="inline-block rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
          Blocked
        </span>
      )}
      {!isActive && (
        <span className="inline-block rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
          Inactive
        </span>
      )}
    </>
  );
}
