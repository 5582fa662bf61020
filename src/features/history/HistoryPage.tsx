import { FolderOpen } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CUSTOM_YEAR_MIN } from '@/domain/constants';
import { DATE_FILTER_LABELS, DATE_FILTERS, inDateFilter, type DateFilter } from '@/domain/dateFilters';
import { formatDate, parseDay } from '@/domain/dates';
import { HISTORY_STATEMENT_TAB, itemParams } from '@/domain/routes';
import { customYearSchema } from '@/domain/schemas';
import type { Claim } from '@/domain/types';
import { useClaimsOf } from '@/data/claims/hooks';
import { useCurrentUser } from '@/data/session/currentUser';
import { Card } from '@/ui/Card';
import { EmptyState } from '@/ui/EmptyState';
import { SelectField, YearField } from '@/ui/SelectField';
import { LoadError } from '@/ui/LoadError';
import { PageHeader } from '@/ui/PageHeader';
import { Spinner } from '@/ui/Spinner';
import { StatusBadge } from '@/ui/StatusBadge';
import { TabPanel, Tabs } from '@/ui/Tabs';
import { useIsDesktop } from '@/ui/useMediaQuery';
import { ClaimDetailsDialog } from './ClaimDetailsDialog';
import { WithdrawClaimButton } from './WithdrawClaimButton';
import { PointsStatement } from '@/features/statement/PointsStatement';

/** Waiting for a manager; everything else has been processed. */
const isPending = (c: Claim) => c.status === 'pending' || c.status === 'under_review';
/** Withdrawn by its owner before a review: neither pending nor processed. */
const isWithdrawn = (c: Claim) => c.status === 'withdrawn';
/** Processed and credited (legacy data says 'approved'). */
const isCredited = (c: Claim) => c.status === 'paid' || c.status === 'approved';

function claimDay(c: Claim): Date | null {
  return parseDay(c.submittedDate) ?? c.createdAt;
}

/** A processed claim's points: credited ones with a plus, the others struck through and 'Not credited'. */
function ProcessedPoints({ claim }: { claim: Claim }) {
  if (isCredited(claim))
    return <span className="text-sm font-semibold text-emerald-800">+{claim.points} pts</span>;
  return (
    <span className="flex flex-col items-end text-sm text-slate-600">
      <span className="line-through">{claim.points} pts</span>
      <span className="text-xs font-medium text-red-800">Not credited</span>
    </span>
  );
}

function ClaimList({
  claims,
  onOpen,
  empty,
  label,
  processed = false,
}: {
  claims: Claim[];
  onOpen: (c: Claim) => void;
  empty: { title: string; hint: string };
  label: string;
  /** The processed list: the points say whether they were credited. */
  processed?: boolean;
}) {
  if (claims.length === 0) return <EmptyState title={empty.title} hint={empty.hint} icon={FolderOpen} />;
  return (
    <ul aria-label={label} className="flex max-h-[36rem] flex-col gap-2 overflow-y-auto pr-1">
      {claims.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            onClick={() => onOpen(c)}
            className="flex w-full items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 text-left hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <span className="min-w-0">
              <span className="block font-medium break-words text-slate-900">{c.activityName}</span>
              <span className="block text-xs text-slate-600">
                {c.referenceId} · Submitted {formatDate(c.submittedDate ?? c.createdAt)}
              </span>
            </span>
            <span className="flex shrink-0 flex-col items-end gap-1">
              <StatusBadge status={c.status} />
              {processed ? (
                <ProcessedPoints claim={c} />
              ) : (
                <span className="text-sm font-semibold text-emerald-800">{c.points} pts</span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

const PENDING_EMPTY = {
  title: 'No pending requests',
  hint: 'Submit your first activity claim to get started',
};
const APPROVED_EMPTY = { title: 'No approved requests', hint: 'Your processed claims will appear here' };
const WITHDRAWN_EMPTY = { title: 'No withdrawn requests', hint: 'Claims you withdraw will appear here' };

const STATEMENT_TAB = { value: HISTORY_STATEMENT_TAB, label: 'Points Statement' };
const PHONE_TABS = [
  { value: 'pending', label: 'Pending Requests' },
  { value: 'approved', label: 'Approved Requests' },
  STATEMENT_TAB,
];
const DESKTOP_TABS = [{ value: 'requests', label: 'Requests' }, STATEMENT_TAB];

export function HistoryPage() {
  const me = useCurrentUser();
  const claims = useClaimsOf(me.employeeId);
  const isDesktop = useIsDesktop();
  const [filter, setFilter] = useState<DateFilter>('all');
  const thisYear = new Date().getFullYear();
  const [yearText, setYearText] = useState(String(thisYear));
  // A link may name the tab to open (itemLinks.myStatement), also while the page is open.
  const [params, setParams] = useSearchParams();
  const askedTab = params.get(itemParams.tab);
  const [tab, setTab] = useState(askedTab === HISTORY_STATEMENT_TAB ? HISTORY_STATEMENT_TAB : 'pending');
  useEffect(() => {
    if (askedTab === HISTORY_STATEMENT_TAB) setTab(HISTORY_STATEMENT_TAB);
  }, [askedTab]);
  // Choosing a tab drops the link's, so that the same link opens the statement again.
  const chooseTab = (value: string) => {
    setTab(value);
    if (askedTab)
      setParams(
        (p) => {
          p.delete(itemParams.tab);
          return p;
        },
        { replace: true },
      );
  };
  const [opened, setOpened] = useState<Claim | null>(null);

  const year = customYearSchema.safeParse(yearText);
  const yearError =
    filter === 'customYear' && !year.success ? `Enter a year from ${CUSTOM_YEAR_MIN} to ${thisYear}` : null;

  const { pending, approved, withdrawn } = useMemo(() => {
    const now = new Date();
    const filtered = (claims.data ?? []).filter((c) =>
      inDateFilter(claimDay(c), filter, now, year.success ? year.data : thisYear),
    );
    return {
      pending: filtered.filter(isPending),
      approved: filtered.filter((c) => !isPending(c) && !isWithdrawn(c)),
      withdrawn: filtered.filter(isWithdrawn),
    };
  }, [claims.data, filter, year.success, year.data, thisYear]);

  // A statement line's link (itemLinks.myClaim) names a claim: its details open over the page.
  const linkedId = params.get(itemParams.claim);
  const linked = linkedId
    ? (claims.data?.find((c) => c.id === linkedId || c.referenceId === linkedId) ?? null)
    : null;
  const shown = opened ?? linked;
  const closeDetails = () => {
    setOpened(null);
    if (linkedId)
      setParams(
        (p) => {
          p.delete(itemParams.claim);
          return p;
        },
        { replace: true },
      );
  };

  const statement = (
    <PointsStatement
      employeeId={me.employeeId}
      audience="owner"
      nameOf={(id) => (id === me.employeeId ? me.name || undefined : undefined)}
    />
  );
  const claimsState = (list: ReactNode) =>
    claims.isPending ? (
      <Spinner label="Loading claims..." />
    ) : claims.isError ? (
      <LoadError message="Your claims could not be loaded." onRetry={() => void claims.refetch()} />
    ) : (
      list
    );
  const pendingList = claimsState(
    <ClaimList claims={pending} onOpen={setOpened} empty={PENDING_EMPTY} label="Pending Requests" />,
  );
  const approvedList = claimsState(
    <ClaimList
      claims={approved}
      onOpen={setOpened}
      empty={APPROVED_EMPTY}
      label="Approved Requests"
      processed
    />,
  );
  // Only when there are any: a claim its owner withdrew, listed apart from the reviewed ones.
  const withdrawnList = claims.isSuccess && withdrawn.length > 0 && (
    <Card role="region" aria-labelledby="withdrawn-requests-heading" className="mt-6">
      <h2 id="withdrawn-requests-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Withdrawn Requests
      </h2>
      <ClaimList
        claims={withdrawn}
        onOpen={setOpened}
        empty={WITHDRAWN_EMPTY}
        label="Withdrawn Requests"
        processed
      />
    </Card>
  );
  const credited = approved.filter(isCredited).length;
  const rejected = approved.filter((c) => c.status === 'rejected').length;

  return (
    <div>
      <PageHeader title="Points History" subtitle="Track your submitted and reviewed claims" />
      <Card className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-wrap items-start gap-3">
          <SelectField
            id="history-date-filter"
            label="Date"
            value={filter}
            options={DATE_FILTERS}
            optionLabel={(f) => DATE_FILTER_LABELS[f]}
            onChange={setFilter}
          />
          {filter === 'customYear' && (
            <YearField
              id="history-year"
              value={yearText}
              min={CUSTOM_YEAR_MIN}
              max={thisYear}
              error={yearError}
              onChange={setYearText}
            />
          )}
        </div>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-yellow-50 px-4 py-2 ring-1 ring-yellow-200">
            <dt className="text-xs font-medium text-yellow-900">Pending Requests</dt>
            <dd className="text-2xl font-bold text-yellow-950" data-testid="pending-count">
              {claims.isSuccess ? pending.length : '–'}
            </dd>
          </div>
          <div className="rounded-lg bg-emerald-50 px-4 py-2 ring-1 ring-emerald-200">
            <dt className="text-xs font-medium text-emerald-900">Approved Requests</dt>
            <dd className="text-2xl font-bold text-emerald-950" data-testid="approved-count">
              {claims.isSuccess ? approved.length : '–'}
            </dd>
            {claims.isSuccess && (
              <dd className="text-xs text-emerald-900" data-testid="approved-breakdown">
                {credited} approved · {rejected} rejected
              </dd>
            )}
          </div>
        </dl>
      </Card>

      {/* The statement is a tab on both widths; desktop shows the two lists side by side in 'Requests'. */}
      <Tabs
        value={
          isDesktop ? (tab === 'statement' ? 'statement' : 'requests') : tab === 'requests' ? 'pending' : tab
        }
        onValueChange={chooseTab}
        label="Points History"
        tabs={isDesktop ? DESKTOP_TABS : PHONE_TABS}
      >
        {isDesktop ? (
          <TabPanel value="requests">
            <div className="grid grid-cols-2 gap-6">
              <Card role="region" aria-labelledby="pending-requests-heading">
                <h2 id="pending-requests-heading" className="mb-3 text-lg font-semibold text-slate-900">
                  Pending Requests
                </h2>
                {pendingList}
              </Card>
              <Card role="region" aria-labelledby="approved-requests-heading">
                <h2 id="approved-requests-heading" className="mb-3 text-lg font-semibold text-slate-900">
                  Approved Requests
                </h2>
                {approvedList}
              </Card>
            </div>
            {withdrawnList}
          </TabPanel>
        ) : (
          <>
            <TabPanel value="pending">
              {pendingList}
              {withdrawnList}
            </TabPanel>
            <TabPanel value="approved">{approvedList}</TabPanel>
          </>
        )}
        <TabPanel value="statement">{statement}</TabPanel>
      </Tabs>
      {shown && (
        <ClaimDetailsDialog
          claim={shown}
          onClose={closeDetails}
          actions={shown.status === 'pending' && <WithdrawClaimButton claim={shown} onDone={closeDetails} />}
        />
      )}
    </div>
  );
}
