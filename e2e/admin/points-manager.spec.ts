import { expect, test } from '@playwright/test';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { open, switchUser } from './support';

test.describe('Point activities', () => {
  // Journeys switch users several times; give a loaded machine room.
  test.describe.configure({ timeout: 120_000 });

  test("ADM001 changes an activity's points and a new claim for it carries the new value", async ({
    page,
  }) => {
    await signIn(page, 'ADM001');
    await open(page, '/points-manager', 'Point Activities');
    await expect(page.getByText('Manage point activities and rewards')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /^ID/ })).toHaveAttribute('aria-sort', 'ascending');
    await expectAccessible(page);
    await screenshots(page, 'points-manager');

    await page
      .getByRole('columnheader', { name: /^Points/ })
      .getByRole('button')
      .click();
    await expect(page.getByRole('columnheader', { name: /^Points/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await page.getByRole('button', { name: 'Edit PA004' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Point Activity' });
    await expect(dialog.getByLabel('Title')).toHaveValue('Training completed');
    await dialog.getByLabel('Points').fill('80');
    await expectAccessible(page);
    await screenshots(page, 'points-manager-edit');
    // Radix locks page scroll while the modal is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Point activity updated successfully.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'PA004' })).toContainText('80');

    await switchUser(page, 'EMP007');
    await open(page, '/earn', 'Earn Points');
    await page.getByRole('button', { name: 'Claim Points: Training completed' }).click();
    const claim = page.getByRole('dialog', { name: 'Claim Points' });
    await expect(claim).toContainText('80 points');
    await claim
      .getByLabel('Description')
      .fill('Completed the first-aid refresher module on the learning portal.');
    await claim.getByLabel('Manager').selectOption('M3');
    await claim.getByLabel('Completion Date').click();
    await page.getByRole('button', { name: /Today/ }).click();
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(claim.getByLabel('Completion Date')).not.toContainText('Select');
    await claim.getByRole('button', { name: 'Submit Claim' }).click();
    const success = page.getByRole('dialog', { name: 'Claim Submitted!' });
    await expect(success).toBeVisible();
    const reference = /EMP007-\d{3}/.exec((await success.textContent()) ?? '')?.[0] ?? '';
    expect(reference).not.toBe('');
    await success.getByRole('button', { name: 'Continue Earning Points' }).click();
    await expect(success).toHaveCount(0);

    await switchUser(page, 'ADM001');
    await open(page, '/manage-requests', 'Manage Requests');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `View Details of ${reference}` }) });
    await expect(card).toContainText('Training completed · 80 pts');
  });
});
