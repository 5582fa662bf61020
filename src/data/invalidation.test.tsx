import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { activityCreateSchema, personalSchema } from '@/domain/schemas';
import { rosterEntrySchema } from '@/domain/roster';
import type { RosterEntry } from '@/domain/types';
import { makeProfile } from '@/test/factories';
import { testQueryClient } from '@/test/render';
import { activityKeys } from './activities/queries';
import { useCreateActivity, useUpdateActivity } from './activities/hooks';
import { claimKeys } from './claims/queries';
import { useApproveClaim, useBulkReview, useRejectClaim, useSubmitClaim } from './claims/hooks';
import { redemptionKeys } from './redemptions/queries';
import { useDeclineRedemption, useMarkRedemptionPaid, useRedeem } from './redemptions/hooks';
import { reportKeys } from './reports/queries';
import { useFileReport } from './reports/hooks';
import { CurrentUserProvider } from './session/currentUser';
import { profileKeys } from './session/queries';
import { rosterKeys } from './roster/queries';
import { useSaveRosterEntries } from './roster/hooks';
import { personalKeys, userKeys } from './users/queries';
import { useCreateProfile, useUpdateAccount, useUpdateOwnProfile } from './users/hooks';

// The writes themselves are proven against the emulator (tests/); here only what each one invalidates.
vi.mock('./claims/api', () => ({
  approveClaim: vi.fn(async () => ({})),
  rejectClaim: vi.fn(async () => {}),
  submitClaim: vi.fn(async () => 'EMP001-002'),
  reviewClaims: vi.fn(async () => [{ outcome: 'approved' }]),
}));
vi.mock('./redemptions/api', () => ({
  redeemPoints: vi.fn(async () => 'RD-EMP001-002'),
  markRedemptionPaid: vi.fn(async () => {}),
  declineRedemption: vi.fn(async () => {}),
}));
vi.mock('./reports/api', () => ({ fileTodaysReport: vi.fn(async () => '2025-09-01') }));
vi.mock('./users/api', () => ({
  createProfile: vi.fn(async () => {}),
  updateOwnProfile: vi.fn(async () => {}),
  updateAccount: vi.fn(async () => {}),
}));
vi.mock('./roster/api', () => ({
  changeRole: vi.fn(async () => {}),
  saveRosterEntries: vi.fn(async () => ({ created: 1, updated: 0, unchanged: 0 })),
}));
vi.mock('./activities/api', () => ({
  createActivity: vi.fn(async () => 'PA009'),
  updateActivity: vi.fn(async () => {}),
}));

const me = makeProfile({ employeeId: 'EMP001', uid: 'uid-emp001' });
const pending = { status: 'pending' } as const;
const pendingClaims = { statuses: ['pending'] } as const;
const personal = personalSchema.parse({ number: '9876543210', gender: 'Female', dob: '1992-03-04' });
const rosterFields = rosterEntrySchema.parse({
  employeeId: 'EMP001',
  email: me.email,
  fullName: me.name,
  designation: me.designation,
  departments: ['Loocafe'],
  userRole: 'employee',
  reviewQueues: [],
});
const roster: RosterEntry = { ...rosterFields, createdAt: null, createdBy: 'ADM001' };

/** Every query a mutation might touch: mine, another employee's (EMP002), and everyone's. */
const cached = {
  myProfile: profileKeys.of('uid-emp001'),
  myClaims: claimKeys.listOf('EMP001'),
  myRecentClaims: claimKeys.recent('EMP001', 3),
  myClaimCount: claimKeys.countOf('EMP001'),
  myClaim: claimKeys.detail('EMP001', 'EMP001-001'),
  theirClaims: claimKeys.listOf('EMP002'),
  theirClaim: claimKeys.detail('EMP002', 'EMP002-001'),
  claimPages: claimKeys.pages(pendingClaims),
  claimCount: claimKeys.count(pendingClaims),
  myRedemptions: redemptionKeys.listOf('EMP001'),
  myRecentRedemptions: redemptionKeys.recent('EMP001', 3),
  theirRedemptions: redemptionKeys.listOf('EMP002'),
  redemptionPages: redemptionKeys.pages(pending),
  redemptionCount: redemptionKeys.count(pending),
  redemptionSearch: redemptionKeys.search(pending, 'ravi'),
  myUser: userKeys.detail('EMP001'),
  theirUser: userKeys.detail('EMP002'),
  users: userKeys.list,
  myPersonal: personalKeys.of('EMP001'),
  theirPersonal: personalKeys.of('EMP002'),
  directoryPhones: personalKeys.page(['EMP001', 'EMP002']),
  roster: rosterKeys.list,
  myRosterEntry: rosterKeys.mine(me.email),
  myReports: reportKeys.of('EMP001'),
  theirReports: reportKeys.of('EMP002'),
  reportCounts: reportKeys.counts(['2025-09-01']),
  reportsOfDay: reportKeys.day('2025-09-01'),
  activities: activityKeys.list,
  activeActivities: activityKeys.active(3),
} satisfies Record<string, QueryKey>;
type Cached = keyof typeof cached;

const claimsOf = (who: 'my' | 'their'): Cached[] =>
  who === 'my' ? ['myClaims', 'myRecentClaims', 'myClaimCount', 'myClaim'] : ['theirClaims', 'theirClaim'];
const claimLists: Cached[] = ['claimPages', 'claimCount'];
const redemptionLists: Cached[] = ['redemptionPages', 'redemptionCount', 'redemptionSearch'];

/** Runs one mutation with every query cached and returns the queries it invalidated. */
async function invalidatedBy(run: () => { mutateAsync: () => Promise<unknown> }): Promise<Cached[]> {
  const qc = testQueryClient();
  for (const key of Object.values(cached)) qc.setQueryData(key, key === cached.myProfile ? me : []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <CurrentUserProvider value={me}>{children}</CurrentUserProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(run, { wrapper });
  await result.current.mutateAsync();
  return (Object.keys(cached) as Cached[]).filter((name) => qc.getQueryState(cached[name])?.isInvalidated);
}

describe('each mutation invalidates what it changes, and nothing else', () => {
  it.each<[string, () => { mutateAsync: () => Promise<unknown> }, Cached[]]>([
    [
      'submit a claim: my claims and the review lists',
      () => {
        const m = useSubmitClaim();
        const input = {
          description: 'x',
          managerId: 'M1',
          completionDate: '2025-09-01',
          evidence: '',
        } as const;
        return { mutateAsync: () => m.mutateAsync({ activityId: 'PA001', input }) };
      },
      [...claimsOf('my'), ...claimLists],
    ],
    [
      "approve: the employee's claims, the review lists, the employee's profile and the directory",
      () => {
        const m = useApproveClaim();
        return { mutateAsync: () => m.mutateAsync({ employeeId: 'EMP002', claimId: 'EMP002-001' }) };
      },
      [...claimsOf('their'), ...claimLists, 'theirUser', 'users'],
    ],
    [
      "reject: the employee's claims and the review lists (no balance change)",
      () => {
        const m = useRejectClaim();
        return {
          mutateAsync: () => m.mutateAsync({ employeeId: 'EMP002', claimId: 'EMP002-001', reason: 'No' }),
        };
      },
      [...claimsOf('their'), ...claimLists],
    ],
    [
      "bulk approve: each approved employee's claims, profile and the directory, and the review lists",
      () => {
        const m = useBulkReview();
        return {
          mutateAsync: () =>
            m.mutateAsync({ claims: [{ employeeId: 'EMP002', claimId: 'EMP002-001' }], decision: { action: 'approve' } }),
        };
      },
      [...claimsOf('their'), ...claimLists, 'theirUser', 'users'],
    ],
    [
      "bulk reject: each employee's claims and the review lists (no balance change)",
      () => {
        const m = useBulkReview();
        return {
          mutateAsync: () =>
            m.mutateAsync({
              claims: [{ employeeId: 'EMP002', claimId: 'EMP002-001' }],
              decision: { action: 'reject', reason: 'No' },
            }),
        };
      },
      [...claimsOf('their'), ...claimLists],
    ],
    [
      'redeem: my balance (session and profile), my redemptions, the centre and the directory',
      () => {
        const m = useRedeem();
        return { mutateAsync: () => m.mutateAsync(100) };
      },
      ['myProfile', 'myRedemptions', 'myRecentRedemptions', ...redemptionLists, 'myUser', 'users'],
    ],
    [
      "mark as paid: the employee's redemptions and the centre (no balance change)",
      () => {
        const m = useMarkRedemptionPaid();
        return {
          mutateAsync: () => m.mutateAsync({ employeeId: 'EMP002', redemptionId: 'R', paidDetails: 'UPI' }),
        };
      },
      ['theirRedemptions', ...redemptionLists],
    ],
    [
      "decline: the employee's redemptions, the centre, the refunded profile and the directory",
      () => {
        const m = useDeclineRedemption();
        return {
          mutateAsync: () => m.mutateAsync({ employeeId: 'EMP002', redemptionId: 'R', reason: 'No' }),
        };
      },
      ['theirRedemptions', ...redemptionLists, 'theirUser', 'users'],
    ],
    [
      "file today's report: my reports, everyone's counts, my profile's last report date",
      () => {
        const m = useFileReport();
        return { mutateAsync: () => m.mutateAsync('Closed 3 tickets') };
      },
      ['myProfile', 'myReports', 'reportCounts', 'reportsOfDay', 'myUser', 'users'],
    ],
    [
      "edit my profile: my personal document and the directory's phone pages (the profile is the roster's)",
      () => {
        const m = useUpdateOwnProfile();
        return { mutateAsync: () => m.mutateAsync(personal) };
      },
      ['myPersonal', 'directoryPhones'],
    ],
    [
      'change an account: that profile and the directory',
      () => {
        const m = useUpdateAccount();
        return { mutateAsync: () => m.mutateAsync({ employeeId: 'EMP002', change: { isActive: false } }) };
      },
      ['theirUser', 'users'],
    ],
    [
      "change a role: that profile, the directory and the roster (the role is the roster's)",
      () => {
        const m = useUpdateAccount();
        return {
          mutateAsync: () => m.mutateAsync({ employeeId: 'EMP002', change: { userRole: 'finance' } }),
        };
      },
      ['theirUser', 'users', 'roster', 'myRosterEntry'],
    ],
    [
      'save roster entries: the roster, and the profiles and directory (edited entries update profiles)',
      () => {
        const m = useSaveRosterEntries('ADM001');
        return { mutateAsync: () => m.mutateAsync({ entries: [rosterFields], existing: [] }) };
      },
      ['roster', 'myRosterEntry', 'myUser', 'theirUser', 'users'],
    ],
    [
      'create a profile: the session profile of that account',
      () => {
        const m = useCreateProfile();
        return {
          mutateAsync: () =>
            m.mutateAsync({
              uid: 'uid-emp001',
              email: me.email,
              roster,
              personal,
            }),
        };
      },
      ['myProfile'],
    ],
    [
      'edit an activity: every activity list',
      () => {
        const m = useUpdateActivity();
        return {
          mutateAsync: () =>
            m.mutateAsync({
              id: 'PA001',
              data: {
                name: 'A',
                description: 'B',
                points: 10,
                isActive: true,
                eligibilityCriteria: '',
                submissionGuidelines: '',
                verificationCriteria: '',
              },
            }),
        };
      },
      ['activities', 'activeActivities'],
    ],
    [
      'create an activity: every activity list',
      () => {
        const m = useCreateActivity();
        const data = activityCreateSchema.parse({ name: 'New', description: '', points: 10, isActive: true });
        return { mutateAsync: () => m.mutateAsync(data) };
      },
      ['activities', 'activeActivities'],
    ],
  ])('%s', async (_name, run, expected) => {
    expect((await invalidatedBy(run)).sort()).toEqual([...expected].sort());
  });
});
