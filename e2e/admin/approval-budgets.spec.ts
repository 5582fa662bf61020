import { expect, test, type Page } from '@playwright/test';
import { approvalTexts } from '../../src/domain/approvalRules';
import { OVER_BUDGET, overBudgetMessage } from '../../src/domain/budgets';
import { claimState } from '../support/backend';
import { addActivity, addPendingClaim, queueOf, setBudgetLeft } from '../support/othersWrites';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { open, switchUser } from './support';

/** No other journey reviews EMP007's claims; the activities are this spec's own. */
const EMPLOYEE = 'EMP007';

async function openRequest(page: Page, claimId: string) {
  await page.goto(`/manage-requests/detail/${EMPLOYEE}-${claimId}`);
  await expect(page.getByRole('heading', { name: 'Request Details' })).toBeVisible();
}

/**
 * Approves from the detail page. The screen moves on once the approval's lists are read again: on a
 * loaded machine that can take longer than the default wait, hence the longer waits after it.
 */
async function approveOnDetail(page: Page) {
  await page.getByRole('button', { name: /^(Approve|Give first approval)$/ }).click();
  await page.getByRole('dialog', { name: 'Approve Claim' }).getByRole('button', { name: 'Yes, Approve' }).click();
}

test.describe('approval rules and budgets', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a budget of 300: a 200 claim is approved, a 150 one is refused saying what is left, and bulk reports it 'over budget'", async ({
    page,
  }) => {
    const queue = await queueOf(EMPLOYEE);
    const big = await addActivity('PA960', 'Client site audit passed', 200);
    const small = await addActivity('PA961', 'Safety drill organised', 150);
    const first = await addPendingClaim(EMPLOYEE, big.id);
    const second = await addPendingClaim(EMPLOYEE, small.id);
    const budget = await setBudgetLeft(queue, 300);
    try {
      const before = await claimState(EMPLOYEE, first.claimId);
      await signIn(page, 'MGR001');
      await open(page, '/manage-requests', 'Manage Requests');
      await openRequest(page, first.claimId);
      await approveOnDetail(page);
      await expect(page).toHaveURL(/\/manage-requests\?tab=paid$/, { timeout: 20_000 });
      expect(await claimState(EMPLOYEE, first.claimId)).toEqual({ balance: before.balance + 200, status: 'paid', credited: true });

      // 100 left: the 150 claim is refused with what is left, and nothing changes.
      await openRequest(page, second.claimId);
      await approveOnDetail(page);
      await expect(page.getByText(overBudgetMessage(queue, 100, 150))).toBeVisible();
      expect(await claimState(EMPLOYEE, second.claimId)).toEqual({ balance: before.balance + 200, status: 'pending', credited: false });
      await screenshots(page, 'request-detail-over-budget');

      // Bulk approval approves what fits and reports the rest.
      await open(page, '/manage-requests?queue=all', 'Manage Requests');
      await page.getByRole('checkbox', { name: new RegExp(`^Select ${second.claimId} `) }).check();
      await page.getByRole('button', { name: 'Approve selected' }).click();
      await page.getByRole('dialog', { name: 'Approve 1 claim' }).getByRole('button', { name: /^Yes, approve/ }).click();
      const results = page.getByRole('dialog', { name: 'Bulk review results' });
      await expect(results.getByRole('status')).toHaveText(`1 ${OVER_BUDGET}`, { timeout: 20_000 });
      await expect(results.getByRole('listitem').filter({ hasText: second.claimId })).toContainText(
        overBudgetMessage(queue, 100, 150),
      );
      await expectAccessible(page);
      await screenshots(page, 'manage-requests-bulk-over-budget');
      expect(await claimState(EMPLOYEE, second.claimId)).toMatchObject({ status: 'pending', credited: false });
    } finally {
      await budget.restore();
      await second.remove();
      await Promise.all([big.remove(), small.remove()]);
    }
  });

  test('a two-approval claim: the first approval credits nothing, the same reviewer cannot give the second, another reviewer credits it', async ({
    page,
  }) => {
    const queue = await queueOf(EMPLOYEE);
    const referral = await addActivity('PA962', 'Regional referral hired', 500, 'double');
    const claim = await addPendingClaim(EMPLOYEE, referral.id);
    const budget = await setBudgetLeft(queue, 500);
    try {
      const before = await claimState(EMPLOYEE, claim.claimId);
      await signIn(page, 'MGR001');
      await openRequest(page, claim.claimId);
      await expect(page.getByRole('button', { name: 'Give first approval' })).toBeVisible();
      await approveOnDetail(page);
      await expect(page.getByText(approvalTexts.firstApprovalGiven)).toBeVisible();
      expect(await claimState(EMPLOYEE, claim.claimId)).toEqual({ balance: before.balance, status: 'awaiting_second', credited: false });
      // The first approver is offered no second approval.
      await expect(page.getByText(approvalTexts.sameReviewer)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
      await expectAccessible(page);
      await screenshots(page, 'request-detail-awaiting-second');

      await switchUser(page, 'ADM001');
      await openRequest(page, claim.claimId);
      await expect(page.getByText(approvalTexts.awaitingSecond).first()).toBeVisible();
      await approveOnDetail(page);
      await expect(page).toHaveURL(/\/manage-requests\?tab=paid$/, { timeout: 20_000 });
      expect(await claimState(EMPLOYEE, claim.claimId)).toEqual({ balance: before.balance + 500, status: 'paid', credited: true });
    } finally {
      await budget.restore();
      await referral.remove();
    }
  });
});
