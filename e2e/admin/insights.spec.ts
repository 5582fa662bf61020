import { expect, test, type Page } from '@playwright/test';
import { monthLabel } from '../../src/domain/budgets';
import { istMonthKey } from '../../src/domain/ist';
import { formatRupees } from '../../src/domain/money';
import { claimState, readDoc } from '../support/backend';
import { addActivity, addPendingClaim, queueOf, setBudgetLeft } from '../support/othersWrites';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { open, switchUser } from './support';

/** EMP004 (HR): a claim of theirs the journey files and MGR001 approves. */
const EMPLOYEE = 'EMP004';

/** This month's 'Earned' on Insights' points table for a department, in rupees as shown. */
async function earnedThisMonth(page: Page, department: string): Promise<string> {
  await open(page, '/insights', 'Insights');
  await page.getByLabel('Department').selectOption(department);
  // Each panel opens on its chart; its numbers are one tap away.
  const panel = page.getByRole('region', { name: 'Points per month' });
  await panel.getByRole('button', { name: 'Show table' }).click();
  const row = panel.getByRole('row', { name: new RegExp(`^${monthLabel(istMonthKey(new Date()))} `) });
  // Columns: Month, Earned, Adjusted, Redeemed, Refunded, Paid out, Liability at month end.
  return (await row.getByRole('cell').first().textContent()) ?? '';
}

/** The decisions counted in the range on Insights' Review turnaround table for a queue. */
async function decidedIn(page: Page, queue: string): Promise<number> {
  await open(page, '/insights', 'Insights');
  const panel = page.getByRole('region', { name: 'Review turnaround' });
  await panel.getByRole('button', { name: 'Show table' }).click();
  const row = panel.getByRole('row', { name: new RegExp(`^${queue} · `) });
  // Columns: Queue, Decided, Median, 90th percentile, Waiting over 3 days now.
  await expect(row.getByRole('cell').first()).not.toHaveText('…');
  return Number(await row.getByRole('cell').first().textContent());
}

const rupees = (text: string) => Number(text.replace(/[^\d-]/g, ''));

test.describe('Insights', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a manager approves a claim: the month's earned points of the employee's department rise by exactly its points, its queue's decisions by one", async ({
    page,
  }) => {
    const department = String(((await readDoc(`users/${EMPLOYEE}`))?.departments as string[] | undefined)?.[0]);
    const activity = await addActivity('PA970', 'Quarterly safety audit cleared', 120);
    const claim = await addPendingClaim(EMPLOYEE, activity.id);
    const queue = await queueOf(EMPLOYEE);
    const budget = await setBudgetLeft(queue, 500);
    try {
      await signIn(page, 'ADM001');
      const decidedBefore = await decidedIn(page, queue);
      const before = await earnedThisMonth(page, department);
      await expectAccessible(page);
      await screenshots(page, 'insights-table');

      await switchUser(page, 'MGR001');
      await page.goto(`/manage-requests/detail/${EMPLOYEE}-${claim.claimId}`);
      await expect(page.getByRole('heading', { name: 'Request Details' })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      await page.getByRole('dialog', { name: 'Approve Claim' }).getByRole('button', { name: 'Yes, Approve' }).click();
      await expect(page).toHaveURL(/\/manage-requests\?tab=paid$/, { timeout: 20_000 });
      expect(await claimState(EMPLOYEE, claim.claimId)).toMatchObject({ status: 'paid', credited: true });

      await switchUser(page, 'ADM001');
      const after = await earnedThisMonth(page, department);
      expect(rupees(after)).toBe(rupees(before) + claim.points);
      expect(after).toBe(formatRupees(rupees(before) + claim.points));
      expect(await decidedIn(page, queue)).toBe(decidedBefore + 1);
    } finally {
      await budget.restore();
      await activity.remove();
    }
  });

  test('the charts first: every panel shows for finance as a chart, its table one tap away (a focusable scroll box), axe-checked at 1280 and 390 px with screenshots, and the points CSV downloads', async ({ page }) => {
    const PANELS = ['Points per month', 'Liability at month end', 'Participation', 'Daily reports', 'Activities', 'Review turnaround'];
    await signIn(page, 'FIN001');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await open(page, '/insights', 'Insights');
      for (const name of PANELS) {
        const panel = page.getByRole('region', { name });
        const figure = panel.getByRole('figure', { name: `${name}: chart (its numbers: Show table)` });
        await expect(figure.locator('svg.recharts-surface').first()).toBeVisible({ timeout: 20_000 });
        await expect(panel.getByRole('table')).toHaveCount(0);
      }
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
      await expectAccessible(page);
      await page.screenshot({ path: `e2e/screenshots/insights-charts-${width}.png`, fullPage: true });
      for (const name of PANELS) {
        const panel = page.getByRole('region', { name });
        await panel.getByRole('button', { name: 'Show table' }).click();
        const box = panel.getByRole('group', { name: `${name}: table` });
        await expect(box.getByRole('table')).toBeVisible();
        // The scroll box is reachable by keyboard (axe: scrollable-region-focusable).
        await expect(box).toHaveAttribute('tabindex', '0');
        await expect(panel.getByRole('button', { name: 'Show chart' })).toBeVisible();
      }
      await expectAccessible(page);
      await page.screenshot({ path: `e2e/screenshots/insights-tables-${width}.png`, fullPage: true });
    }
    const download = page.waitForEvent('download');
    await page.getByRole('region', { name: 'Points per month' }).getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^insights-points-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
  });
});
