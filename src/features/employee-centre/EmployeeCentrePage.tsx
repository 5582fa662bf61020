import { Users } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatDate } from '@/domain/dates';
import { canAccess, hasPower, ROLE_LABELS } from '@/domain/roles';
import { paths } from '@/domain/routes';
import { LinkButton } from '@/ui/LinkButton';
import type { UserProfile } from '@/domain/types';
import { PartErrorBoundary } from '@/app/ErrorBoundary';
import { preloadable } from '@/app/preloadable';
import { useCurrentUser } from '@/data/session/currentUser';
import { useDirectory, useDirectoryCount, usePersonalOfPages } from '@/data/users/hooks';
import { IntegrityCheck } from './IntegrityCheck';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { EmptyState } from '@/ui/EmptyState';
import { LoadError } from '@/ui/LoadError';
import { PageHeader } from '@/ui/PageHeader';
import { SearchField } from '@/ui/SearchField';
import { SelectField } from '@/ui/SelectField';
import { AccountStateBadges, RoleBadge } from '@/ui/RoleBadge';
import { Spinner } from '@/ui/Spinner';
import { TabPanel, Tabs } from '@/ui/Tabs';
import { useDebounced } from '@/ui/useDebounced';
import { useMediaQuery } from '@/ui/useMediaQuery';
import { LoadMoreButton } from '@/ui/LoadMoreButton';
import {
  lastProductivity,
  ROLE_FILTERS,
  STATUS_FILTERS,
  type DirectoryFilter,
  type RoleFilter,
  type StatusFilter,
} from './directory';
import { HolidaysPanel } from './HolidaysPanel';
import { LeaveRequestsPanel } from './LeaveRequestsPanel';
import { RosterPanel } from './RosterPanel';
import { DIRECTORY_SEARCH, parseSearch } from '@/domain/search';

// recharts is fetched only when the graph is opened; offline, the graph says so and loads when the network returns.
const ProductivityGraph = preloadable(() => import('./ProductivityGraph').then((m) => m.ProductivityGraph));

const ROLE_OPTION_LABELS: Record<RoleFilter, string> = {
  all: 'All roles',
  employee: ROLE_LABELS.employee,
  manager: ROLE_LABELS.manager,
  finance: ROLE_LABELS.finance,
};
const STATUS_OPTION_LABELS: Record<StatusFilter, string> = {
  all: 'All statuses',
  unblocked: 'Unblocked',
  blocked: 'Blocked',
};

function LastProductivity({ user }: { user: UserProfile }) {
  const last = lastProductivity(user);
  if (!last) return <span aria-label="No report">-</span>;
  return <>{user.lastProductivityAt ? formatDateTime(last) : formatDate(last)}</>;
}

/** Phone numbers by employee ID: users/{id}/private/personal, one request per loaded page (usePersonalOfPages). */
type Phones = Record<string, { number: string }>;

function PhoneNumber({ user, phones }: { user: UserProfile; phones: Phones }) {
  return <>{phones[user.employeeId]?.number || 'N/A'}</>;
}

function Initial({ user }: { user: UserProfile }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 font-bold text-indigo-800"
    >
      {(user.name || user.employeeId).charAt(0).toUpperCase()}
    </span>
  );
}

function EmployeeTable({ users, phones }: { users: UserProfile[]; phones: Phones }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[720px] text-left text-sm">
        <caption className="sr-only">Employees</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Employee
            </th>
            <th scope="col" className="px-3 py-2">
              Phone
            </th>
            <th scope="col" className="px-3 py-2">
              Role / Status
            </th>
            <th scope="col" className="px-3 py-2">
              Points
            </th>
            <th scope="col" className="px-3 py-2">
              Last Productivity
            </th>
            <th scope="col" className="px-3 py-2">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((u) => (
            <tr key={u.employeeId} className="hover:bg-slate-50">
              <td className="px-3 py-3">
                <div className="flex items-center gap-3">
                  <Initial user={u} />
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{u.name || 'N/A'}</p>
                    <p className="text-xs text-slate-600">{u.employeeId}</p>
                  </div>
                </div>
              </td>
              <td className="px-3 py-3 text-slate-800">
                <PhoneNumber user={u} phones={phones} />
              </td>
              <td className="px-3 py-3">
                <div className="flex flex-wrap gap-1">
                  <RoleBadge role={u.userRole} />
                  <AccountStateBadges userStatus={u.userStatus} isActive={u.isActive} />
                </div>
              </td>
              <td className="px-3 py-3 font-semibold whitespace-nowrap text-slate-900">
                {u.points ?? 0} pts
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-800">
                <LastProductivity user={u} />
              </td>
              <td className="px-3 py-3">
                <Link
                  to={paths.employee(u.employeeId)}
                  className="rounded-lg border border-indigo-700 px-3 py-1.5 text-sm font-medium text-indigo-800 hover:bg-indigo-50"
                  aria-label={`View ${u.name || u.employeeId}`}
                >
                  View
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones get one card per employee instead of a wide table. */
function EmployeeCards({ users, phones }: { users: UserProfile[]; phones: Phones }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Employees">
      {users.map((u) => (
        <li key={u.employeeId} className="rounded-lg border border-slate-200 p-3">
          <div className="flex items-center gap-3">
            <Initial user={u} />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">{u.name || 'N/A'}</p>
              <p className="text-xs text-slate-600">{u.employeeId}</p>
            </div>
            <Link
              to={paths.employee(u.employeeId)}
              className="rounded-lg border border-indigo-700 px-3 py-1.5 text-sm font-medium text-indigo-800 hover:bg-indigo-50"
              aria-label={`View ${u.name || u.employeeId}`}
            >
              View
            </Link>
          </div>
          <div className="mt-2 flex flex-wrap gap-1">
            <RoleBadge role={u.userRole} />
            <AccountStateBadges userStatus={u.userStatus} isActive={u.isActive} />
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Phone</dt>
            <dd className="text-slate-900">
              <PhoneNumber user={u} phones={phones} />
            </dd>
            <dt className="text-slate-600">Points</dt>
            <dd className="font-semibold text-slate-900">{u.points ?? 0} pts</dd>
            <dt className="text-slate-600">Last Productivity</dt>
            <dd className="text-slate-900">
              <LastProductivity user={u} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Employee Centre: the directory, and for admins a second tab 'Employees' with the roster
 * (who may sign up, and their organisation fields: docs/product.md#identity-and-sign-up) and a third,
 * 'Holidays', with the company's days off. Reviewers (managers and admins) have 'Leave requests': the
 * requests of their queues to approve or refuse.
 */
export function EmployeeCentrePage() {
  const me = useCurrentUser();
  const [tab, setTab] = useState('directory');
  const roster = hasPower(me.userRole, 'manageRoster');
  const leave = hasPower(me.userRole, 'decideLeave');
  if (!roster && !leave) return <DirectoryView />;
  // The page's one h1 stays above the tabs, whichever is open (axe: page-has-heading-one).
  return (
    <div className="flex flex-col gap-6">
      <EmployeeCentreHeader />
      <Tabs
        value={tab}
        onValueChange={setTab}
        label="Employee Centre"
        tabs={[
          { value: 'directory', label: 'Directory' },
          ...(roster ? [{ value: 'employees', label: 'Employees' }] : []),
          ...(hasPower(me.userRole, 'manageHolidays') ? [{ value: 'holidays', label: 'Holidays' }] : []),
          ...(leave ? [{ value: 'leave', label: 'Leave requests' }] : []),
        ]}
      >
        <TabPanel value="directory">
          <DirectoryView header={false} />
        </TabPanel>
        {roster && (
          <TabPanel value="employees">
            <RosterPanel />
          </TabPanel>
        )}
        {hasPower(me.userRole, 'manageHolidays') && (
          <TabPanel value="holidays">
            <HolidaysPanel />
          </TabPanel>
        )}
        {leave && (
          <TabPanel value="leave">
            <LeaveRequestsPanel />
          </TabPanel>
        )}
      </Tabs>
    </div>
  );
}

/** The page's title, with the Audit Trail link and the total of employees. */
function EmployeeCentreHeader() {
  const me = useCurrentUser();
  const total = useDirectoryCount(EVERYONE);
  return (
    <PageHeader
      stacked
      title="Employee Centre"
      subtitle="Manage and view all employee information"
      actions={
        <div className="flex flex-wrap items-center gap-3">
          {canAccess(me.userRole, 'audit') && <LinkButton to={paths.audit}>Audit Trail</LinkButton>}
          <p className="rounded-lg bg-indigo-50 px-4 py-2 text-indigo-900">
            Total Employees: <span className="font-bold">{total.isSuccess ? total.data : '…'}</span>
          </p>
        </div>
      }
    />
  );
}

const EVERYONE: DirectoryFilter = { search: '', role: 'all', status: 'all' };

/**
 * The directory for 10,000 people (docs/data-model.md, the directory's queries): a page of PAGE_SIZE profiles at a time (Load more),
 * searched, filtered and counted on the server; phones are read for the rows shown only, one request a page.
 */
function DirectoryView({ header = true }: { header?: boolean }) {
  const phone = useMediaQuery('(max-width: 767px)');
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [graphOpen, setGraphOpen] = useState(false);
  // A text longer than any name, ID or address is refused here, before any query.
  const parsedSearch = parseSearch(search, DIRECTORY_SEARCH);
  const term = useDebounced(parsedSearch.term, 300);
  const filter = useMemo<DirectoryFilter>(() => ({ search: term, role, status }), [term, role, status]);
  const filtered = filter.search !== '' || filter.role !== 'all' || filter.status !== 'all';
  // Each page reaches the screen as a transition: its rows render in slices (src/data/lists.ts).
  const pages = useDirectory(filter);
  const matching = useDirectoryCount(filtered ? filter : EVERYONE);
  // The phones are asked for as soon as a page arrives, not once it has rendered.
  const arrived = useMemo(() => pages.arrived?.pages.map((p) => p.items) ?? [], [pages.arrived]);
  const phones = usePersonalOfPages(arrived);
  const shown = useMemo(() => pages.data?.pages.flatMap((p) => p.items) ?? [], [pages.data]);

  return (
    <div className="flex flex-col gap-6">
      {header && <EmployeeCentreHeader />}

      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">
            Daily Productivity Report Graph (Past 30 Days)
          </h2>
          <Button
            variant={graphOpen ? 'secondary' : 'primary'}
            onClick={() => setGraphOpen((o) => !o)}
            aria-expanded={graphOpen}
          >
            {graphOpen ? 'Hide Productivity Graph' : 'Show Productivity Graph'}
          </Button>
        </div>
        {graphOpen && (
          <div className="mt-4">
            <PartErrorBoundary>
              <Suspense fallback={<Spinner label="Loading productivity data..." />}>
                <ProductivityGraph />
              </Suspense>
            </PartErrorBoundary>
          </div>
        )}
      </Card>

      {hasPower(me.userRole, 'checkIntegrity') && <IntegrityCheck />}

      <Card className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr_1fr]">
          <SearchField
            id="ec-search"
            label="Search"
            value={search}
            onChange={setSearch}
            placeholder="Search by name, ID, or email..."
            hint="Start of the full name, an employee ID (e.g. EMP0) or an email."
            error={parsedSearch.error}
          />
          <SelectField
            id="ec-role"
            label="Role"
            value={role}
            options={ROLE_FILTERS}
            optionLabel={(r) => ROLE_OPTION_LABELS[r]}
            onChange={setRole}
          />
          <SelectField
            id="ec-status"
            label="Status"
            value={status}
            options={STATUS_FILTERS}
            optionLabel={(s) => STATUS_OPTION_LABELS[s]}
            onChange={setStatus}
          />
        </div>

        {pages.isPending ? (
          <Spinner label="Loading employees..." />
        ) : pages.isError ? (
          <LoadError
            message="Could not load employees. Please try again."
            onRetry={() => void pages.refetch()}
          />
        ) : shown.length === 0 && !pages.hasNextPage ? (
          <EmptyState
            icon={Users}
            title="No employees found"
            hint="Try adjusting your search or filter criteria."
          />
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              Showing {shown.length} of {matching.isSuccess ? matching.data : '…'}{' '}
              {filtered ? 'matching employees' : 'employees'}
            </p>
            {phone ? (
              <EmployeeCards users={shown} phones={phones} />
            ) : (
              <EmployeeTable users={shown} phones={phones} />
            )}
            <LoadMoreButton pages={pages} />
          </>
        )}
      </Card>
    </div>
  );
}
