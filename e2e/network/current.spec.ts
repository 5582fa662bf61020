import { expect, test, type Page } from '@playwright/test';
import { open } from '../admin/support';
import { headerPoints } from '../employee/support';
import { addAdjustment, addPendingClaim, addPendingRedemption } from '../support/othersWrites';
import { signIn } from '../support/session';
import { expectNoBanner, expectOfflineBanner, expectSameDocument, markWindow, openListening, setNetwork } from './support';

/**
 * While a tab is offline someone else changes what it shows; once the network returns, the screen
 * shows the change within 10 s, without a reload. The network drops at two moments: as soon as the
 * page shows (usually before the realtime channel, which starts once the page has settled) and once
 * the channel listens. Each test puts back what it changed.
 */

/** Offline (the screen says so), `change` made meanwhile, back online: returns what `change` returned. */
async function changedWhileOffline<T>(page: Page, change: () => Promise<T>): Promise<T> {
  await markWindow(page);
  await setNetwork(page.context(), false);
  await expectOfflineBanner(page);
  const result = await change();
  await setNetwork(page.context(), true);
  return result;
}

test.describe('current again after the network returns', () => {
  test.describe.configure({ timeout: 120_000 });

  test("employee dashboard, the channel listening: an admin's adjustment made meanwhile shows in the balance", async ({
    page,
  }) => {
    const employeeId = 'EMP002';
    await signIn(page, employeeId);
    await openListening(page, '/dashboard', 'Dashboard');
    const before = await headerPoints(page);

    const adjustment = await changedWhileOffline(page, () =>
      addAdjustment(employeeId, 'ADM001', 30, 'Helped with the stock audit'),
    );
    try {
      expect(adjustment.balance).toBe(before + 30);
      await expect(page.getByRole('banner').getByText(`${before + 30} pts`, { exact: true })).toBeVisible({
        timeout: 10_000,
      });
      await expectNoBanner(page);
      await expectSameDocument(page);
    } finally {
      await adjustment.remove();
    }
  });

  test('Manage Requests, dropped as soon as the list shows: a claim filed meanwhile shows in the list', async ({ page }) => {
    await signIn(page, 'MGR001');
    await open(page, '/manage-requests', 'Manage Requests');
    const pendingTab = page.getByRole('tab', { name: /^Pending \(\d+\)$/ });
    await expect(pendingTab).toBeVisible();
    const pending = Number(/\((\d+)\)/.exec((await pendingTab.textContent()) ?? '')?.[1]);

    const claim = await changedWhileOffline(page, () => addPendingClaim('EMP002', 'PA001'));
    try {
      await expect(page.getByRole('link', { name: `View Details of ${claim.claimId}` })).toBeVisible({
        timeout: 10_000,
      });
      await expect(page.getByRole('tab', { name: `Pending (${pending + 1})` })).toBeVisible({ timeout: 10_000 });
      await expectNoBanner(page);
      await expectSameDocument(page);
    } finally {
      await claim.remove();
    }
  });

  test('Redemption Centre, the channel listening: a redemption requested meanwhile shows in Pending', async ({
    page,
  }) => {
    await signIn(page, 'FIN001');
    await openListening(page, '/redemption-centre', 'Redemption Centre');

    const redemption = await changedWhileOffline(page, () => addPendingRedemption('EMP002', 100));
    try {
      // Back online, every read on screen runs again (refetchOnReconnect), whatever the channel heard.
      await expect(page.getByRole('button', { name: `Mark as Paid ${redemption.redemptionId}` })).toBeVisible({
        timeout: 10_000,
      });
      await expectNoBanner(page);
      await expectSameDocument(page);
    } finally {
      await redemption.remove();
    }
  });
});
