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
import {
  useApproveClaim,
  useBulkReview,
  useRejectClaim,
  useSubmitClaim,
  useWithdrawClaim,
} from './claims/hooks';
import { useAdjustPoints } from './ledger/hooks';
import { ledgerKeys } from './ledger/queries';
import { useMarkNotificationsSeen } from './notifications/hooks';
import { notificationKeys } from './notifications/queries';
import { redemptionKeys } from './redemptions/queries';
import {
  useCancelRedemption,
  useDeclineRedemption,
  useMarkRedemptionPaid,
  useRedeem,
} from './redemptions/hooks';
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
  fileClaim: vi.fn(async () => ({ id: 'EMP001-002', outcome: 'pending' })),
  reviewClaims: vi.fn(async () => [{ outcome: 'approved' }]),
  withdrawClaim: vi.fn(async () => {}),
}));
vi.mock('./ledger/api', () => ({ adjustPoints: vi.fn(async () => ({ kind: 'credited', entryId: 'adjustment-1' })) }));
vi.mock('./notifications/api', () => ({
  NOTIFICATION_KINDS: ['claimDecisions', 'redemptionDecisions', 'adjustments'],
  markNotificationsSeen: vi.fn(async () => {}),
}));
vi.mock('./redemptions/api', () => ({
  redeemPoints: vi.fn(async () => 'RD-EMP001-002'),
  markRedemptionPaid: vi.fn(async () => {}),
  declineRedemption: vi.fn(async () => {}),
  cancelRedemption: vi.fn(async () => {}),
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
const september = { from: '2025-09-01', to: '2025-09-30' };

/** Every query a mutation might touch: mine, another employee's (EMP002), and everyone's. */
const cached = {
  myProfile: profileKeys.of('uid-emp001'),
  myClaims: claimKeys.listOf('EMP001'),
  myRecentClaims: claimKeys.recent('EMP001', 3),
  myClaimCount: claimKeys.countOf('EMP001'),
  myClaim: claimKeys.detail('EMP001', 'EMP001-001'),
  myClaimDecisions: notificationKeys.claimDecisions('EMP001', null),
  theirClaims: claimKeys.listOf('EMP002'),
  theirRecentClaims: claimKeys.recent('EMP002', 5),
  theirClaimCount: claimKeys.countOf('EMP002'),
  theirClaim: claimKeys.detail('EMP002', 'EMP002-001'),
  claimPages: claimKeys.pages(pendingClaims),
  claimCount: claimKeys.count(pendingClaims),
  claimSearch: claimKeys.search(pendingClaims, 'ravi'),
  myRedemptions: redemptionKeys.listOf('EMP001'),
  myRecentRedemptions: redemptionKeys.recent('EMP001', 3),
  myRedemptionDecisionCount: notificationKeys.count('redemptionDecisions', 'EMP001', null),
  theirRedemptions: redemptionKeys.listOf('EMP002'),
  redemptionPages: redemptionKeys.pages(pending),
  redemptionCount: redemptionKeys.count(pending),
  redemptionSearch: redemptionKeys.search(pending, 'ravi'),
  myStatement: ledgerKeys.statement('EMP001', september),
  myAdjustments: notificationKeys.adjustments('EMP001', null),
  theirStatement: ledgerKeys.statement('EMP002', september),
  myUser: userKeys.detail('EMP001'),
  theirUser: userKeys.detail('EMP002'),
  directory: userKeys.directory({ role: 'all', status: 'all', search: '' }),
  directoryCount: userKeys.directoryCount({ role: 'all', status: 'all', search: '' }),
  missing: userKeys.missing('2025-09-01'),
  dayContext: userKeys.dayContext('2025-09-01'),
  dayCounts: userKeys.dayCounts('2025-09-01'),
  myPersonal: personalKeys.of('EMP001'),
  theirPersonal: personalKeys.of('EMP002'),
  directoryPhones: personalKeys.page(['EMP001', 'EMP002']),
  roster: rosterKeys.list,
  myRosterEntry: rosterKeys.mine(me.email),
  myReports: reportKeys.of('EMP001'),
  myReportCount: reportKeys.countOf('EMP001'),
  theirReports: reportKeys.of('EMP002'),
  theirReportMonth: reportKeys.range('EMP002', '2025-09-01', '2025-09-30'),
  reportCounts: reportKeys.counts(['2025-09-01']),
  reportsOfDay: reportKeys.day('2025-09-01'),
  activities: activityKeys.list,
  activeActivities: activityKeys.active(3),
  activity: activityKeys.detail('PA001'),
} satisfies Record<string, QueryKey>;
type Cached = keyof typeof cached;

const claimsOf = (who: 'my' | 'their'): Cached[] =>
  who === 'my'
    ? ['myClaims', 'myRecentClaims', 'myClaimCount', 'myClaim', 'myClaimDecisions']
    : ['theirClaims', 'theirRecentClaims', 'theirClaimCount', 'theirClaim'];
const claimLists: Cached[] = ['claimPages', 'claimCount', 'claimSearch'];
const myRedemptions: Cached[] = ['myRedemptions', 'myRecentRedemptions', 'myRedemptionDecisionCount'];
const profileLists: Cached[] = ['directory', 'directoryCount', 'missing', 'dayContext', 'dayCounts'];
/** Any balance change: that employee's profile, every list of profiles, and their ledger. */
const balanceOf = (who: 'my' | 'their'): Cached[] =>
  who === 'my'
    ? ['myUser', ...profileLists, 'myStatement', 'myAdjustments']
    : ['theirUser', ...profileLists, 'theirStatement'];
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
      'submit a claim: my claims, the review lists, my profile (its pending count) and balance (approved at once)',
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
      [...claimsOf('my'), ...claimLists, ...balanceOf('my')],
    ],
    [
      "approve: the employee's claims, the review lists, the employee's profile and the directory",
      () => {
        const m = useApproveClaim();
        return { mutateAsync: () => m.mutateAsync({ employeeId: 'EMP002', claimId: 'EMP002-001' }) };
      },
      [...claimsOf('their'), ...claimLists, ...balanceOf('their')],
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
            m.mutateAsync({
              claims: [{ employeeId: 'EMP002', claimId: 'EMP002-001' }],
              decision: { action: 'approve' },
            }),
        };
      },
      [...claimsOf('their'), ...claimLists, ...balanceOf('their')],
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
      ['myProfile', ...myRedemptions, ...redemptionLists, ...balanceOf('my')],
    ],
    [
      'withdraw my claim: my claims and the review lists (no balance change)',
      () => {
        const m = useWithdrawClaim();
        return { mutateAsync: () => m.mutateAsync('EMP001-001') };
      },
      [...claimsOf('my'), ...claimLists],
    ],
    [
      "adjust a balance: the employee's balance and claims (a reversal marks the claim), not every profile",
      () => {
        const m = useAdjustPoints('EMP002');
        return { mutateAsync: () => m.mutateAsync({ points: -50, reason: 'Correction', claimId: '' }) };
      },
      [...claimsOf('their'), ...balanceOf('their')],
    ],
    [
      'cancel my redemption: my balance (session and profile), my redemptions and the centre',
      () => {
        const m = useCancelRedemption();
        return { mutateAsync: () => m.mutateAsync('RD-EMP001-001') };
      },
      ['myProfile', ...myRedemptions, ...redemptionLists, ...balanceOf('my')],
    ],
    [
      "mark my notifications seen: my profile, both where it is cached (the bell's counts are keyed by its time)",
      () => {
        const m = useMarkNotificationsSeen();
        return { mutateAsync: () => m.mutateAsync() };
      },
      ['myProfile', 'myUser'],
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
      ['theirRedemptions', ...redemptionLists, ...balanceOf('their')],
    ],
    [
      "file today's report: my reports, everyone's counts, my profile's last report date",
      () => {
        const m = useFileReport();
        return { mutateAsync: () => m.mutateAsync('Closed 3 tickets') };
      },
      ['myProfile', 'myReports', 'myReportCount', 'reportCounts', 'reportsOfDay', 'myUser', ...profileLists],
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
      ['theirUser', ...profileLists],
    ],
    [
      "change a role: that profile, the directory and the roster (the role is the roster's)",
      () => {
        const m = useUpdateAccount();
        return {
          mutateAsync: () => m.mutateAsync({ employeeId: 'EMP002', change: { userRole: 'finance' } }),
        };
      },
      ['theirUser', ...profileLists, 'roster', 'myRosterEntry'],
    ],
    [
      'save roster entries: the roster, and the profiles and directory (edited entries update profiles)',
      () => {
        const m = useSaveRosterEntries('form');
        return { mutateAsync: () => m.mutateAsync({ entries: [rosterFields] }) };
      },
      ['roster', 'myRosterEntry', 'myUser', 'theirUser', ...profileLists],
    ],
    [
      'create a profile: that account\'s profile, both where it is cached',
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
      ['myProfile', 'myUser'],
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
      ['activities', 'activeActivities', 'activity'],
    ],
    [
      'create an activity: every activity list',
      () => {
        const m = useCreateActivity();
        const data = activityCreateSchema.parse({ name: 'New', description: '', points: 10, isActive: true });
        return { mutateAsync: () => m.mutateAsync(data) };
      },
      ['activities', 'activeActivities', 'activity'],
    ],
  ])('%s', async (_name, run, expected) => {
    expect((await invalidatedBy(run)).sort()).toEqual([...expected].sort());
  });
});

describe('the invalidation table', () => {
  it('caches a query of every key family', () => {
    const families = [
      activityKeys.all,
      claimKeys.all,
      ledgerKeys.all,
      personalKeys.all,
      profileKeys.all,
      redemptionKeys.all,
      reportKeys.all,
      rosterKeys.all,
      userKeys.all,
    ].map((key) => key[0]);
    const cachedFamilies = new Set(Object.values(cached).map((key) => key[0]));
    expect([...cachedFamilies].sort()).toEqual([...families].sort());
  });
});
