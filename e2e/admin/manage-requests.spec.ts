import { expect, test } from '@playwright/test';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { backend, claimState } from '../support/backend';
import { balance, open, settled, switchUser } from './support';

/** One claim of each employee in this status (the Admin SDK reads the seeded emulator). */
async function claimIn(employeeId: string, status: string) {
  const snap = await backend()
    .collection(`users/${employeeId}/requestedClaims`)
    .where('status', '==', status)
    .limit(1)
    .get();
  const claim = snap.docs[0];
  if (!claim) throw new Error(`The seed has no ${status} claim of ${employeeId}`);
  return { employeeId, claimId: claim.id, points: Number(claim.data().points) };
}

test.describe('Manage Requests', () => {
  // Journeys switch users several times; give a loaded machine room.
  test.describe.configure({ timeout: 120_000 });

  test('MGR001 approves a pending claim of EMP001, who sees the balance rise by exactly its points', async ({
    page,
  }) => {
    await signIn(page, 'EMP001');
    const before = await balance(page);

    await switchUser(page, 'MGR001');
    await open(page, '/manage-requests', 'Manage Requests');
    await expect(page.getByRole('tab', { name: /^Pending \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: /^Paid \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Rejected \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^View Details of / }).first()).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'manage-requests');

    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^View Details of EMP001-/ }) })
      .first();
    const points = Number(/· (\d+) pts/.exec((await card.textContent()) ?? '')?.[1]);
    expect(points).toBeGreaterThan(0);
    await card.getByRole('link', { name: /^View Details of EMP001-/ }).click();
    await expect(page).toHaveURL(/\/manage-requests\/detail\/EMP001-EMP001-\d{3}$/);
    await expect(page.getByRole('heading', { name: 'Request Details' })).toBeVisible();
    const reference =
      (await page.getByText(/^Reference EMP001-\d{3}$/).textContent())?.replace('Reference ', '') ?? '';
    await expect(page.getByText(`${points} points`, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^\d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'request-detail-pending');

    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve Claim' });
    await expect(dialog).toContainText(`credited ${points} points`);
    await dialog.getByRole('button', { name: 'Yes, Approve' }).click();
    await expect(
      page.getByText(`Claim approved successfully! Sneha Patil has been credited ${points} points.`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/manage-requests\?tab=paid$/);
    await expect(page.getByRole('tab', { name: /^Paid/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: `View Details of ${reference}` })).toBeVisible();

    await page.getByRole('link', { name: `View Details of ${reference}` }).click();
    await expect(page.getByText(/^This request was paid on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await screenshots(page, 'request-detail-paid');

    await switchUser(page, 'EMP001');
    expect(await balance(page)).toBe(before + points);
    await open(page, '/history', 'Points History');
    const approved = page.getByRole('heading', { name: 'Approved Requests', level: 2 }).locator('..');
    await expect(approved.getByRole('button', { name: new RegExp(reference) })).toBeVisible();
  });

  test('MGR001 rejects a claim with a reason and EMP004 sees it with the reason', async ({ page }) => {
    await signIn(page, 'MGR001');
    await open(page, '/manage-requests', 'Manage Requests');
    await page
      .getByRole('link', { name: /^View Details of EMP004-/ })
      .first()
      .click();
    const reference =
      (await page.getByText(/^Reference EMP004-\d{3}$/).textContent())?.replace('Reference ', '') ?? '';
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Claim' });
    await expect(dialog).toContainText('This action cannot be undone.');
    // Not silently disabled: without a reason it says what is missing and writes nothing.
    await dialog.getByRole('button', { name: 'Reject Claim' }).click();
    await expect(dialog.getByText('Please provide a reason')).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Reason for rejection').fill('Please attach the signed attendance sheet.');
    await settled(dialog.getByRole('button', { name: 'Reject Claim' }));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Reject Claim' }).click();
    await expect(page.getByText('Claim rejected successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/manage-requests$/);
    await expect(page.getByRole('link', { name: `View Details of ${reference}` })).toHaveCount(0);

    await page.getByRole('tab', { name: /^Rejected/ }).click();
    await expect(page).toHaveURL(/tab=rejected/);
    await page.getByRole('link', { name: `View Details of ${reference}` }).click();
    await expect(page.getByText(/^This request was rejected on /)).toBeVisible();
    await expect(page.getByText('Reason: Please attach the signed attendance sheet.')).toBeVisible();
    await screenshots(page, 'request-detail-rejected');

    await switchUser(page, 'EMP004');
    await open(page, '/history', 'Points History');
    const processed = page.getByRole('heading', { name: 'Approved Requests', level: 2 }).locator('..');
    await processed.getByRole('button', { name: new RegExp(reference) }).click();
    const details = page.getByRole('dialog', { name: 'Claim Details' });
    await expect(details).toContainText('Rejected');
    await expect(details).toContainText('Please attach the signed attendance sheet.');
  });

  test('the filters narrow the list and Clear All Filters restores it', async ({ page }) => {
    await signIn(page, 'MGR001');
    await open(page, '/manage-requests', 'Manage Requests');
    await page.getByRole('tab', { name: /^Paid/ }).click();
    await expect(page.getByRole('link', { name: /^View Details of / }).first()).toBeVisible();
    await page.getByLabel('Date').selectOption('customYear');
    await page.getByLabel('Year').fill('2020');
    await expect(page.getByText('No paid claims found').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Paid (0)' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page.getByRole('link', { name: /^View Details of / }).first()).toBeVisible();
    await page.getByLabel('Manager', { exact: true }).selectOption('M2');
    await expect(page.getByRole('link', { name: /^View Details of EMP001-/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('MGR001 opens on My queue, approves three claims at once (one pending, two legacy), and finds one by name', async ({
    page,
  }) => {
    // Claims no other journey reviews: EMP005's pending one and the seed's two legacy ones awaiting review.
    const picked = [
      await claimIn('EMP005', 'pending'),
      await claimIn('EMP006', 'under_review'),
      await claimIn('EMP003', 'approved'),
    ];
    const before = await Promise.all(picked.map((c) => claimState(c.employeeId, c.claimId)));
    expect(before.map((b) => b.credited)).toEqual([false, false, false]);
    const total = picked.reduce((sum, c) => sum + c.points, 0);

    await signIn(page, 'MGR001');
    await open(page, '/manage-requests', 'Manage Requests');
    await expect(page.getByRole('radio', { name: /My queue/ })).toBeChecked();
    // The drawer's entry carries my queue's pending count, the Pending tab's.
    const pendingTab = page.getByRole('tab', { name: /^Pending/ });
    await expect(pendingTab).toHaveText(/^Pending \(\d+\)$/);
    const pending = Number(/\((\d+)\)/.exec((await pendingTab.textContent()) ?? '')?.[1]);
    expect(pending).toBeGreaterThanOrEqual(3);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole("link", { name: `Manage Requests (${pending} pending in my queue)`, exact: true }),
    ).toBeVisible();
    // All queues is one keyboard step away, and in the URL.
    await page.getByRole('radio', { name: /My queue/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/queue=all/);
    await page.keyboard.press('ArrowLeft');
    await expect(page).not.toHaveURL(/queue=all/);

    for (const c of picked) await page.getByRole('checkbox', { name: new RegExp(`^Select ${c.claimId} `) }).check();
    await expect(page.getByText(`3 claims selected · ${total} points`)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'manage-requests-bulk-selection');

    await page.getByRole('button', { name: 'Approve selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve 3 claims' });
    await expect(dialog).toContainText(`Approve 3 claims for a total of ${total} points?`);
    await dialog.getByRole('button', { name: 'Yes, approve 3 claims' }).click();
    const results = page.getByRole('dialog', { name: 'Bulk review results' });
    await expect(results.getByRole('status')).toHaveText('3 approved', { timeout: 20_000 });
    for (const c of picked) await expect(results.getByRole('listitem').filter({ hasText: c.claimId })).toContainText('Approved');
    await expectAccessible(page);
    await screenshots(page, 'manage-requests-bulk-results');

    // Each balance rose by exactly its claim, once.
    const after = await Promise.all(picked.map((c) => claimState(c.employeeId, c.claimId)));
    after.forEach((state, i) => {
      expect(state).toEqual({ balance: (before[i]?.balance ?? 0) + (picked[i]?.points ?? 0), status: 'paid', credited: true });
    });
    await results.getByRole('button', { name: 'Close', exact: true }).click();
    for (const c of picked) await expect(page.getByRole('link', { name: `View Details of ${c.claimId}` })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: `Pending (${pending - 3})` })).toBeVisible();

    // Search by a name prefix, in any case, across every claim: EMP005's approved claim is under Paid.
    await page.getByRole('tab', { name: /^Paid/ }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('rOHIT ag');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=rOHIT/);
    await expect(page.getByRole('link', { name: `View Details of ${picked[0]?.claimId ?? ''}` })).toBeVisible();
    await expect(page.getByRole('link', { name: /^View Details of EMP00[^5]/ })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect(page).not.toHaveURL(/q=/);
  });
  test("the page's own list is asked for before its other tabs' counts, which still all arrive", async ({ page }) => {
    await signIn(page, 'MGR001');
    // Firestore's REST calls in the order this page load starts them: the claims list (runQuery) and
    // the Paid and Rejected tabs' count()s, which mount with the list. (The frame's bell and badge
    // mount earlier, with the frame, and may start while the page's code is still loading.)
    const started: string[] = [];
    let loading = false;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.url().includes('/manage-requests')) loading = true;
      if (!loading || r.method() !== 'POST') return;
      const body = r.postData() ?? '';
      if (/documents:runQuery/.test(r.url()) && body.includes('"collectionId":"requestedClaims"')) started.push('list');
      else if (r.url().includes('documents:runAggregationQuery')) {
        if (body.includes('"stringValue":"paid"')) started.push('paid count');
        if (body.includes('"stringValue":"rejected"')) started.push('rejected count');
      }
    });
    await open(page, '/manage-requests', 'Manage Requests');
    // Every count still arrives: the three tabs' and the bell's.
    for (const tab of ['Pending', 'Paid', 'Rejected']) {
      await expect(page.getByRole('tab', { name: new RegExp(`^${tab} \\(\\d+\\)$`) })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /^Notifications, / })).toBeVisible();
    expect(started[0]).toBe('list');
    expect(started).toEqual(expect.arrayContaining(['paid count', 'rejected count']));
  });
});

