import { expect, test } from '@playwright/test';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { definition, openScreen } from './support';

test.describe('earning points', () => {
  test('EMP002 claims a task from the dashboard and finds it under Pending in Points History', async ({
    page,
  }) => {
    await signIn(page, 'EMP002');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(/^Showing 3 out of \d+ requests$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Redemptions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All' })).toHaveCount(3);
    await expectAccessible(page);
    await screenshots(page, 'dashboard');

    // Phone: the last 10 redemptions are not shown; the drawer opens from the menu button.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: 'Recent Redemptions' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Points History' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'e2e/screenshots/drawer-open-phone.png' });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 720 });

    const claimButton = page.getByRole('button', { name: /^Claim Points: / }).first();
    const label = (await claimButton.getAttribute('aria-label')) ?? '';
    const activityName = label.replace('Claim Points: ', '');
    await claimButton.click();
    const confirm = page.getByRole('dialog', { name: 'Claim Points' });
    await expect(confirm.getByText('Do you want to claim points for this activity?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, Claim' }).click();

    await expect(page).toHaveURL(/\/earn$/);
    const form = page.getByRole('dialog', { name: 'Claim Points' });
    await expect(form.getByText(activityName, { exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Submit Claim' }).click();
    await expect(
      form.getByText('Please provide a description of how you completed this activity.'),
    ).toBeVisible();
    await expect(form.getByText('Please select the completion date.')).toBeVisible();
    await expect(form.getByLabel('Manager')).toHaveValue('M2'); // EMP002 works in Ixora FM
    await form
      .getByLabel('Description')
      .fill('Covered the night shift at the Andheri site when two colleagues were sick.');
    await form.getByLabel('Completion Date').click();
    const tomorrow = page.getByRole('grid').getByRole('button', { name: /^Today, / });
    await expect(tomorrow).toBeEnabled();
    await tomorrow.click();
    await form
      .getByLabel('Additional Evidence (optional)')
      .fill('Shift roster of this week, signed by the site lead.');
    await expectAccessible(page);
    await screenshots(page, 'earn-claim-form');
    await form.getByRole('button', { name: 'Submit Claim' }).click();

    const success = page.getByRole('dialog', { name: 'Claim Submitted!' });
    await expect(success).toBeVisible({ timeout: 20_000 });
    const reference = (await success.getByTestId('claim-reference').textContent()) ?? '';
    expect(reference).toMatch(/^EMP002-\d{3}$/);
    await screenshots(page, 'earn-claim-success');
    await success.getByRole('button', { name: 'Continue Earning Points' }).click();
    await expect(success).toHaveCount(0);

    await expect(page.getByRole('heading', { name: /^Available Activities \(\d+\)$/ })).toBeVisible();
    await page.getByRole('button', { name: 'View Terms & Conditions' }).first().click();
    await expect(page.getByText('Verification Criteria').first()).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'earn');

    await openScreen(page, '/history', 'Points History');
    await expect(page.getByText('Track your submitted and reviewed claims')).toBeVisible();
    const pending = page.getByRole('region', { name: 'Pending Requests' });
    const item = pending.getByRole('button', { name: new RegExp(reference) });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Pending');
    await expectAccessible(page);
    await screenshots(page, 'history');

    await item.click();
    const details = page.getByRole('dialog', { name: 'Claim Details' });
    await expect(definition(details, 'Reference ID')).toHaveText(reference);
    await expect(definition(details, 'Activity')).toHaveText(activityName);
    await expect(definition(details, 'Assigned Manager')).toHaveText('Ixora FM Facility Manager');
    await expect(definition(details, 'Additional Evidence')).toHaveText(
      'Shift roster of this week, signed by the site lead.',
    );
    await expect(definition(details, 'Reviewed Date')).toHaveText('N/A');
    await expectAccessible(page);
    await screenshots(page, 'history-claim-details');
    await details.getByRole('button', { name: 'Close', exact: true }).click();

    // Phone: the two lists become tabs.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('tab', { name: 'Pending Requests' })).toBeVisible();
    await page.getByRole('tab', { name: 'Approved Requests' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'Approved Requests' }).getByText('Paid').first(),
    ).toBeVisible();
    await page.getByLabel('Date').selectOption('customYear');
    await expect(page.getByLabel('Year')).toHaveValue(String(new Date().getFullYear()));
    await expectAccessible(page);
  });
});
