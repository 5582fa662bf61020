import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CUSTOM_YEAR_MIN, MANAGERS, managerLabel } from '@/domain/constants';
import { DATE_FILTER_LABELS, DATE_FILTERS, type DateFilter } from '@/domain/dateFilters';
import { formatDate } from '@/domain/dates';
import { paths } from '@/domain/routes';
import type { Claim } from '@/domain/types';
import { useClaimCount, useClaimPages } from '@/data/claims/hooks';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { EmptyState } from '@/ui/EmptyState';
import { SelectField, YearField } from '@/ui/SelectField';
import { Spinner } from '@/ui/Spinner';
import { StatusBadge } from '@/ui/StatusBadge';
import { TabCountText } from '@/ui/TabCountText';
import { TabPanel, Tabs } from '@/ui/Tabs';
import {
  claimFilterFor,
  EMPTY_HINTS,
  isValidCustomYear,
  parseTab,
  REQUEST_TABS,
  TAB_LABELS,
  type RequestTab,
} from './claimFilters';

function ClaimCard({ claim }: { claim: Claim }) {
  return (
    <li>
      <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold text-slate-900">{claim.employeeName || 'N/A'}</h2>
            <span className="text-sm text-slate-600">{claim.employeeId}</span>
            <StatusBadge status={claim.status} />
          </div>
          <p className="mt-1 text-sm break-words text-slate-800">
            {claim.activityName} · <span className="font-semibold text-emerald-800">{claim.points} pts</span>
          </p>
          <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-xs text-slate-600 sm:grid-cols-3">
            <div>
              <dt className="inline">Reference: </dt>
              <dd className="inline font-medium text-slate-800">{claim.referenceId}</dd>
            </div>
            <div>
              <dt className="inline">Submitted: </dt>
              <dd className="inline font-medium text-slate-800">{formatDate(claim.submittedDate)}</dd>
            </div>
            <div>
              <dt className="inline">Manager: </dt>
              <dd className="inline font-medium text-slate-800">
                {claim.managerName || managerLabel(claim.managerId)}
              </dd>
            </div>
          </dl>
        </div>
        <Link
          to={paths.requestDetail(claim.employeeId, claim.id)}
          className="inline-flex shrink-0 items-center justify-center rounded-lg border border-indigo-700 px-4 py-2 text-sm font-medium text-indigo-800 hover:bg-indigo-50"
          aria-label={`View Details of ${claim.referenceId}`}
        >
          View Details
        </Link>
      </Card>
    </li>
  );
}

function ClaimList({ status, filter }: { status: RequestTab; filter: Parameters<typeof useClaimPages>[0] }) {
  const pages = useClaimPages(filter);
  if (pages.isPending) return <Spinner label="Loading claims..." />;
  if (pages.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-slate-800">Could not load claims. Please try again.</p>
        <Button variant="secondary" onClick={() => void pages.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const claims = pages.data.pages.flatMap((p) => p.items);
  if (claims.length === 0)
    return <EmptyState title={`No ${status} claims found`} hint={EMPTY_HINTS[status]} />;
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={`${TAB_LABELS[status]} claims`}>
        {claims.map((c) => (
          <ClaimCard key={`${c.employeeId}/${c.id}`} claim={c} />
        ))}
      </ul>
      {pages.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void pages.fetchNextPage()}
            disabled={pages.isFetchingNextPage}
          >
            {pages.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}

const MANAGER_IDS: readonly string[] = MANAGERS.map((m) => m.id);

function TabCount({ filter }: { filter: Parameters<typeof useClaimCount>[0] }) {
  const count = useClaimCount(filter);
  return <TabCountText count={count.data} />;
}

export function ManageRequestsPage() {
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  // One clock per visit keeps the query keys (and so the cache) stable while filtering.
  const [now] = useState(() => new Date());
  const [dateFilter, setDateFilter] = useState<DateFilter>('all');
  const [yearInput, setYearInput] = useState(String(now.getFullYear()));
  const [customYear, setCustomYear] = useState(now.getFullYear());
  const [managerId, setManagerId] = useState('');
  const yearValid = isValidCustomYear(yearInput, now);
  const filtered = dateFilter !== 'all' || managerId !== '';

  const filterFor = (status: RequestTab) =>
    claimFilterFor(status, { dateFilter, customYear, managerId, now });

  const selectTab = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', parseTab(value));
    setParams(next, { replace: true });
  };

  const clearFilters = () => {
    setDateFilter('all');
    setManagerId('');
    setYearInput(String(now.getFullYear()));
    setCustomYear(now.getFullYear());
  };

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Manage Requests</h1>
        <p className="mt-1 text-slate-600">View and manage all employee point requests</p>
      </header>

      <Card>
        <form
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 items-start"
          onSubmit={(e) => e.preventDefault()}
        >
          <SelectField
            id="mr-date"
            label="Date"
            value={dateFilter}
            options={DATE_FILTERS}
            optionLabel={(f) => DATE_FILTER_LABELS[f]}
            onChange={setDateFilter}
          />
          {dateFilter === 'customYear' && (
            <YearField
              id="mr-year"
              value={yearInput}
              min={CUSTOM_YEAR_MIN}
              max={now.getFullYear()}
              error={yearValid ? null : `Enter a year from ${CUSTOM_YEAR_MIN} to ${now.getFullYear()}`}
              onChange={(text) => {
                setYearInput(text);
                if (isValidCustomYear(text, now)) setCustomYear(Number(text));
              }}
            />
          )}
          <SelectField
            id="mr-manager"
            label="Manager"
            value={managerId}
            options={MANAGER_IDS}
            optionLabel={(id) => `${managerLabel(id)} (${id})`}
            leading={{ value: '', label: 'All managers' }}
            onChange={setManagerId}
          />
          {/* Level with the selects: at the foot of a shared row, or, in the one-row desktop layout
              (where an error under Year makes the row taller), below a label line and its gap. */}
          <div className="sm:self-end lg:mt-6 lg:self-start">
            <Button
              variant="secondary"
              onClick={clearFilters}
              disabled={!filtered}
              className="w-full sm:w-auto"
            >
              Clear All Filters
            </Button>
          </div>
        </form>
      </Card>

      <Tabs
        label="Claim status"
        value={tab}
        onValueChange={selectTab}
        tabs={REQUEST_TABS.map((s) => ({
          value: s,
          label: (
            <>
              {TAB_LABELS[s]} (<TabCount filter={filterFor(s)} />)
            </>
          ),
        }))}
      >
        {REQUEST_TABS.map((s) => (
          <TabPanel key={s} value={s} className="focus:outline-none">
            {s === tab && <ClaimList status={s} filter={filterFor(s)} />}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
