import { useState } from 'react';
import { useClaimsOf } from '@/data/claims/hooks';
import { formatDate } from '@/domain/dates';
import type { UserProfile } from '@/domain/types';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { AdjustPointsDialog, type AdjustmentStart } from './AdjustPointsDialog';

/**
 * Admins only, on someone else's page: 'Adjust points', and 'Reverse approval' on each paid claim not
 * reversed yet (a claim is reversed once; the rules enforce it).
 */
export function PointsCorrections({ user }: { user: UserProfile }) {
  const claims = useClaimsOf(user.employeeId);
  const [start, setStart] = useState<AdjustmentStart | null>(null);
  const reversible = (claims.data ?? []).filter((c) => c.status === 'paid' && !c.reversedBy);
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold text-slate-900">Points Corrections</h2>
        <Button size="sm" onClick={() => setStart({ kind: 'adjust' })}>
          Adjust points
        </Button>
      </div>
      {reversible.length === 0 ? (
        <p className="text-sm text-slate-600">No paid claims to reverse.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100" aria-label="Paid claims">
          {reversible.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-mono">{c.referenceId}</span> · {c.activityName} · {c.points} pts · paid{' '}
                {formatDate(c.paidDate)}
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Reverse approval ${c.referenceId}`}
                onClick={() => setStart({ kind: 'reverse', claim: c })}
              >
                Reverse approval
              </Button>
            </li>
          ))}
        </ul>
      )}
      {start && (
        <AdjustPointsDialog
          user={user}
          start={start}
          reversibleClaims={reversible}
          onClose={() => setStart(null)}
        />
      )}
    </Card>
  );
}
