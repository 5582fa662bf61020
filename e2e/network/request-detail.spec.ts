import { expect, test } from '@playwright/test';
import { open } from '../admin/support';
import { signIn } from '../support/session';
import { expectNoBanner, expectOfflineBanner, expectSameDocument, markWindow, setNetwork } from './support';

/**
 * A manager opens a claim, and the network drops as soon as Approve shows: before the realtime
 * channel has started. Its start (the channel's code is fetched then) must not cost the screen.
 */
test('request detail: the network drops as soon as Approve shows; the request stays, says it is offline, and recovers', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'MGR001');
  await open(page, '/manage-requests', 'Manage Requests');
  await page.getByRole('link', { name: /^View Details of / }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request Details' })).toBeVisible();
  // A two-approval claim's first step says 'Give first approval': either is the review's button here.
  const approve = page.getByRole('button', { name: /^(Approve|Give first approval)$/ });
  await expect(approve).toBeVisible();
  const heading = page.getByRole('heading', { level: 1, name: 'Request Details' });
  await markWindow(page);

  await setNetwork(context, false);
  const dropped = Date.now();
  // Past the realtime channel's latest start (8 s after the page settles): the request stays, and
  // from 5 s on at the latest the screen says it is offline.
  while (Date.now() - dropped < 12_000) {
    await expect(approve).toBeVisible({ timeout: 500 });
    await expect(heading).toBeVisible({ timeout: 500 });
    await expect(page.getByText('Loading claim details...')).toHaveCount(0);
    if (Date.now() - dropped > 5_000) await expectOfflineBanner(page, 500);
    await page.waitForTimeout(250);
  }
  await page.screenshot({ path: 'e2e/screenshots/network-request-detail-offline-desktop.png' });

  await setNetwork(context, true);
  await expectNoBanner(page);
  await expect(approve).toBeVisible();
  await expectSameDocument(page);
});
