import { Lightbulb, Puzzle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PointActivity } from '@/domain/types';
import type { Filing } from '@/data/claims/api';
import { useActivities } from '@/data/activities/hooks';
import { Button } from '@/ui/Button';
import { ApprovalRuleNote } from '@/ui/ApprovalRuleNote';
import { Card } from '@/ui/Card';
import { EmptyState } from '@/ui/EmptyState';
import { LoadError } from '@/ui/LoadError';
import { PageHeader } from '@/ui/PageHeader';
import { Spinner } from '@/ui/Spinner';
import { ClaimModal, ClaimSuccessModal } from './ClaimModal';

function HowItWorks() {
  return (
    <section
      aria-labelledby="how-it-works"
      className="mb-6 rounded-xl border border-indigo-200 bg-indigo-50 p-4 sm:p-5"
    >
      <h2 id="how-it-works" className="flex items-center gap-1.5 font-semibold text-indigo-900">
        <Lightbulb aria-hidden="true" className="size-4.5 shrink-0" />
        How It Works
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-indigo-950">
        <li>Pick an activity you have completed and read its terms.</li>
        <li>
          Press &lsquo;Claim Points&rsquo;, describe what you did, choose your manager and the completion
          date.
        </li>
        <li>
          Your manager verifies the claim; once approved, the points are added to your balance (1 Point = ₹1).
        </li>
      </ol>
    </section>
  );
}

function Term({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</dt>
      <dd className="mt-0.5 text-sm whitespace-pre-line text-slate-800">{text || 'N/A'}</dd>
    </div>
  );
}

function ActivityCard({ activity, onClaim }: { activity: PointActivity; onClaim: () => void }) {
  const [open, setOpen] = useState(false);
  const termsId = `terms-${activity.id}`;
  return (
    <li>
      <Card className="flex h-full flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-medium text-slate-600">{activity.id}</p>
            <h3 className="font-semibold text-slate-900">{activity.name}</h3>
            <ApprovalRuleNote rule={activity.approvalRule} />
          </div>
          <span className="shrink-0 rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-900">
            {activity.points} pts
          </span>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={termsId}
          onClick={() => setOpen((o) => !o)}
          className="self-start text-sm font-medium text-indigo-700 hover:underline"
        >
          {open ? 'Hide Terms & Conditions' : 'View Terms & Conditions'}
        </button>
        {open && (
          <dl id={termsId} className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
            <Term title="Description" text={activity.description} />
            <Term title="Eligibility" text={activity.eligibilityCriteria} />
            <Term title="Submission Guidelines" text={activity.submissionGuidelines} />
            <Term title="Verification Criteria" text={activity.verificationCriteria} />
          </dl>
        )}
        <Button className="mt-auto" onClick={onClaim} aria-label={`Claim Points: ${activity.name}`}>
          Claim Points
        </Button>
      </Card>
    </li>
  );
}

export function EarnPage() {
  const activities = useActivities();
  const location = useLocation();
  const navigate = useNavigate();
  const [claiming, setClaiming] = useState<PointActivity | null>(null);
  const [filed, setFiled] = useState<Filing | null>(null);
  const active = (activities.data ?? []).filter((a) => a.isActive);

  // Coming from the dashboard's 'Yes, Claim': open that activity's form once the list is here.
  const requestedId = (location.state as { activityId?: unknown } | null)?.activityId;
  useEffect(() => {
    if (typeof requestedId !== 'string' || !activities.data) return;
    const activity = activities.data.find((a) => a.id === requestedId && a.isActive);
    if (activity) setClaiming(activity);
    navigate(location.pathname, { replace: true, state: null });
  }, [requestedId, activities.data, navigate, location.pathname]);

  return (
    <div>
      <PageHeader title="Earn Points" subtitle="Complete activities, claim them and grow your balance." />
      <HowItWorks />
      <h2 className="mb-4 text-lg font-semibold text-slate-900">Available Activities ({active.length})</h2>
      {activities.isPending ? (
        <Spinner label="Loading activities..." />
      ) : activities.isError ? (
        <LoadError message="Failed to load activities" onRetry={() => void activities.refetch()} />
      ) : active.length === 0 ? (
        <EmptyState title="No activities available" hint="New activities will appear here." icon={Puzzle} />
      ) : (
        <ul className="grid items-start gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {active.map((a) => (
            <ActivityCard key={a.id} activity={a} onClaim={() => setClaiming(a)} />
          ))}
        </ul>
      )}
      {claiming && (
        <ClaimModal
          key={claiming.id}
          activity={claiming}
          onClose={() => setClaiming(null)}
          onSubmitted={(filing) => {
            setClaiming(null);
            setFiled(filing);
          }}
        />
      )}
      {filed && <ClaimSuccessModal filing={filed} onClose={() => setFiled(null)} />}
    </div>
  );
}
