import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { canApproveNow, myQueues } from '@/domain/claims';
import { CUSTOM_YEAR_MIN, MANAGERS, managerLabel } from '@/domain/constants';
import { DATE_FILTER_LABELS, DATE_FILTERS, type DateFilter } from '@/domain/dateFilters';
import { formatDate } from '@/domain/dates';
import { canReviewClaim } from '@/domain/roles';
import { paths } from '@/domain/routes';
import type { Claim } from '@/domain/types';
import type { ClaimFilter } from '@/data/claims/api';
import { useClaimCount, useClaimPages, useClaimSearch } from '@/data/claims/hooks';
import type { DeferredPages } from '@/data/deferred';
import { useCurrentUser } from '@/data/session/currentUser';
import { useHeardChanges } from '@/data/live/heardChanges';
import { HEARD_TEXT } from '@/data/live/heardText';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { EmptyState } from '@/ui/EmptyState';
import { LoadError } from '@/ui/LoadError';
import { HeardChanges } from '@/ui/HeardChanges';
import { PageHeader } from '@/ui/PageHeader';
import { SearchField, SearchNote } from '@/ui/SearchField';
import { SelectField, YearField } from '@/ui/SelectField';
import { Spinner } from '@/ui/Spinner';
import { StatusBadge } from '@/ui/StatusBadge';
import { TabCountText } from '@/ui/TabCountText';
import { TabPanel, Tabs } from '@/ui/Tabs';
import { LoadMoreButton } from '@/ui/LoadMoreButton';
import {
  claimFilterFor,
  EMPTY_HINTS,
  isValidCustomYear,
  parseQueue,
  parseTab,
  REQUEST_TABS,
  TAB_LABELS,
  type QueueScope,
  type RequestTab,
} from './claimFilters';
import { BulkReviewBar, claimKey } from './BulkReview';
import { CLAIM_SEARCH, parseSearch } from '@/domain/search';
import { QueueBudgets } from './QueueBudgets';

function ClaimCard({
  claim,
  selection,
}: {
  claim: Claim;
  /** Present on claims the reviewer may select for bulk review. */
  selection?: { checked: boolean; onChange: (checked: boolean) => void };
}) {
  return (
    <li>
      <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {selection && (
          <input
            type="checkbox"
            className="size-5 shrink-0 self-start accent-indigo-700 sm:self-center"
            aria-label={`Select ${claim.referenceId} (${claim.employeeName || claim.employeeId}, ${claim.points} points)`}
            checked={selection.checked}
            onChange={(e) => selection.onChange(e.target.checked)}
          />
        )}
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

/** The claims reach the screen as a transition (the hooks' usePages): 20 cards render in slices. */
type ListQuery = DeferredPages<{ pages: { items: Claim[] }[] }>;

/** The claims of a tab, or the search results within it (only the one query runs). */
function ClaimList({ status, filter, term }: { status: RequestTab; filter: ClaimFilter; term: string }) {
  return term ? (
    <SearchedClaims status={status} filter={filter} term={term} />
  ) : (
    <PagedClaims status={status} filter={filter} />
  );
}

function PagedClaims({ status, filter }: { status: RequestTab; filter: ClaimFilter }) {
  return <ClaimListView status={status} term="" pages={useClaimPages(filter)} />;
}

function SearchedClaims({ status, filter, term }: { status: RequestTab; filter: ClaimFilter; term: string }) {
  return <ClaimListView status={status} term={term} pages={useClaimSearch(filter, term)} />;
}

/** A list of claims with 'Load more'; on Pending, selectable for bulk review. */
function ClaimListView({ status, term, pages }: { status: RequestTab; term: string; pages: ListQuery }) {
  const me = useCurrentUser();
  const [selected, setSelected] = useState<Map<string, Claim>>(() => new Map());
  if (pages.isPending) return <Spinner label={term ? 'Searching claims...' : 'Loading claims...'} />;
  if (pages.isError) {
    return (
      <LoadError message="Could not load claims. Please try again." onRetry={() => void pages.refetch()} />
    );
  }
  // A search's streams can meet the same claim on different pages: list it once.
  const claims = [...new Map(pages.data.pages.flatMap((p) => p.items).map((c) => [claimKey(c), c])).values()];
  if (claims.length === 0) {
    return term ? (
      <EmptyState
        title={`No ${status} claims match '${term}'`}
        hint="Try an employee ID, a full reference or the start of a name"
      />
    ) : (
      <EmptyState title={`No ${status} claims found`} hint={EMPTY_HINTS[status]} />
    );
  }
  const bulk = status === 'pending';
  const selectable = bulk
    ? claims.filter((c) => canApproveNow(c, me.employeeId) && canReviewClaim(me.userRole, me.employeeId, c.employeeId))
    : [];
  const selectableKeys = new Set(selectable.map(claimKey));
  const toggle = (c: Claim, on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (on) next.set(claimKey(c), c);
      else next.delete(claimKey(c));
      return next;
    });
  return (
    <>
      {bulk && (
        <BulkReviewBar
          selectable={selectable}
          selected={[...selected.values()]}
          onSelectAll={(all) =>
            setSelected(all ? new Map(selectable.map((c) => [claimKey(c), c])) : new Map())
          }
          onFinished={(keep) => setSelected(new Map(keep.map((c) => [claimKey(c), c])))}
        />
      )}
      <ul className="flex flex-col gap-3" aria-label={`${TAB_LABELS[status]} claims`}>
        {claims.map((c) => (
          <ClaimCard
            key={claimKey(c)}
            claim={c}
            {...(selectableKeys.has(claimKey(c))
              ? {
                  selection: { checked: selected.has(claimKey(c)), onChange: (on: boolean) => toggle(c, on) },
                }
              : {})}
          />
        ))}
      </ul>
      <LoadMoreButton pages={pages} className="mt-4 flex justify-center" />
    </>
  );
}

/** 'My queue' or 'All queues': two radio buttons (arrow keys move between them), kept in the URL. */
function QueueChoice({
  scope,
  queues,
  onChange,
}: {
  scope: QueueScope;
  queues: readonly string[] | undefined;
  onChange: (scope: QueueScope) => void;
}) {
  // The URL changes in a transition; until it commits the radios show the choice at once, so that a
  // second arrow key meets the radio it moved to checked (otherwise the old one is briefly checked
  // again and the key back to it fires no change).
  const [shown, setShown] = useState(scope);
  const [urlScope, setUrlScope] = useState(scope);
  if (urlScope !== scope) {
    setUrlScope(scope);
    setShown(scope);
  }
  const option = (value: QueueScope, label: string, detail: string) => (
    // The detail describes the radio rather than naming it: the radio's name stays 'My queue'.
    <div
      className={
        'flex flex-col rounded-lg border px-4 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 ' +
        (shown === value
          ? 'border-indigo-700 bg-indigo-50 text-indigo-900'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50')
      }
    >
      <label className="flex cursor-pointer items-center gap-2 font-semibold">
        <input
          type="radio"
          name="mr-queue"
          value={value}
          checked={shown === value}
          onChange={() => {
            setShown(value);
            onChange(value);
          }}
          aria-describedby={`mr-queue-${value}`}
          className="accent-indigo-700"
        />
        {label}
      </label>
      <span id={`mr-queue-${value}`} className="text-xs text-slate-600">
        {detail}
      </span>
    </div>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">Queue</legend>
      <div className="flex flex-wrap gap-2">
        {option(
          'mine',
          'My queue',
          queues ? queues.map((q) => `${managerLabel(q)} (${q})`).join(', ') : 'Every queue',
        )}
        {option('all', 'All queues', 'Every claim, whoever reviews it')}
      </div>
      {!queues && (
        <p className="text-xs text-slate-600">
          You have no review queues, so My queue shows every queue. An admin assigns review queues in the
          roster.
        </p>
      )}
    </fieldset>
  );
}

const MANAGER_IDS: readonly string[] = MANAGERS.map((m) => m.id);

function TabCount({ filter }: { filter: Parameters<typeof useClaimCount>[0] }) {
  const count = useClaimCount(filter);
  return <TabCountText count={count.data} />;
}

export function ManageRequestsPage() {
  const me = useCurrentUser();
  const heard = useHeardChanges('claims');
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const scope = parseQueue(params.get('queue'));
  // The address may carry any text: one longer than anything that can match is never queried.
  const addressSearch = parseSearch(params.get('q') ?? '', CLAIM_SEARCH);
  const term = addressSearch.term;
  const mine = myQueues(me.reviewQueues);
  const queues = scope === 'mine' ? mine : undefined;
  // One clock per visit keeps the query keys (and so the cache) stable while filtering.
  const [now] = useState(() => new Date());
  const [dateFilter, setDateFilter] = useState<DateFilter>('all');
  const [yearInput, setYearInput] = useState(String(now.getFullYear()));
  const [customYear, setCustomYear] = useState(now.getFullYear());
  const [managerId, setManagerId] = useState('');
  const [searchInput, setSearchInput] = useState(params.get('q') ?? '');
  const [searchError, setSearchError] = useState<string | null>(addressSearch.error);
  const yearValid = isValidCustomYear(yearInput, now);
  const filtered = dateFilter !== 'all' || managerId !== '';
  const managerOptions = queues ? MANAGER_IDS.filter((id) => queues.includes(id)) : MANAGER_IDS;

  const filterFor = (status: RequestTab) =>
    claimFilterFor(status, { dateFilter, customYear, managerId, now, queues });

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const selectTab = (value: string) => setParam('tab', parseTab(value));
  const selectScope = (value: QueueScope) => setParam('queue', value === 'all' ? 'all' : null);
  const searchHint = term
    ? `Showing claims matching '${term}' in this tab and queue, from every date.`
    : 'Finds an exact employee ID or reference, or names starting with the text, across every claim.';
  const search = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseSearch(searchInput, CLAIM_SEARCH);
    setSearchError(parsed.error);
    if (parsed.error === null) setParam('q', parsed.term || null);
  };
  const clearSearch = () => {
    setSearchInput('');
    setSearchError(null);
    setParam('q', null);
  };

  const clearFilters = () => {
    setDateFilter('all');
    setManagerId('');
    setYearInput(String(now.getFullYear()));
    setCustomYear(now.getFullYear());
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader stacked title="Manage Requests" subtitle="View and manage all employee point requests" />
      <HeardChanges heard={heard.heard} message={HEARD_TEXT.claims} onShow={heard.show} />
      <QueueBudgets queues={queues} />

      <Card className="flex flex-col gap-4">
        <QueueChoice scope={scope} queues={mine} onChange={selectScope} />
        <form
          role="search"
          aria-label="Search claims"
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={search}
        >
          <SearchField
            id="mr-search"
            label="Search"
            value={searchInput}
            onChange={setSearchInput}
            placeholder="Employee ID, reference or name..."
            hint={searchHint}
            error={searchError}
            noteApart
            className="flex-1"
          />
          <div className="flex gap-2">
            <Button type="submit">Search</Button>
            <Button variant="secondary" onClick={clearSearch} disabled={!term && !searchInput}>
              Clear Search
            </Button>
          </div>
        </form>
        <SearchNote
          id="mr-search"
          hint={searchHint}
          error={searchError}
          className="-mt-2"
          hintClassName="[overflow-wrap:anywhere]"
        />
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
            value={managerOptions.includes(managerId) ? managerId : ''}
            options={managerOptions}
            optionLabel={(id) => `${managerLabel(id)} (${id})`}
            leading={{ value: '', label: queues ? 'All my queues' : 'All managers' }}
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
            {s === tab && (
              // A new list (and an empty selection) whenever what it lists changes.
              <ClaimList
                key={JSON.stringify([filterFor(s), term])}
                status={s}
                filter={filterFor(s)}
                term={term}
              />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
