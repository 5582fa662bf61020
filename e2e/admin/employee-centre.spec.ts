import { expect, test } from '@playwright/test';
import { format } from 'date-fns';
import { backend } from '../support/backend';
import { countProfile } from '../support/othersWrites';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { open } from './support';

test.describe('Employee Centre', () => {
  test('MGR001 opens the graph and a day with its Submitted and Missing lists', async ({ page }) => {
    // Many axe passes and screenshots: give a loaded machine room.
    test.setTimeout(150_000);
    await signIn(page, 'MGR001');
    await open(page, '/ics-employee-centre', 'Employee Centre');
    await expect(page.getByText(/^Total Employees: \d+$/)).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    // Directors are left out of the directory.
    await expect(page.getByText('Suresh Gupta')).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'employee-centre');

    await page.getByPlaceholder('Search by name, ID, or email...').fill('emp00');
    await expect(page.getByText('Showing 8 of 8 matching employees')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(9);
    await page.getByLabel('Status').selectOption('blocked');
    await expect(page.getByText('No employees found')).toBeVisible();
    await page.getByPlaceholder('Search by name, ID, or email...').fill('');
    await expect(page.getByText('Deepak Yadav')).toBeVisible();
    await page.getByLabel('Status').selectOption('all');

    await page.getByRole('button', { name: 'Show Productivity Graph' }).click();
    await expect(page.getByText('Total Reports')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Average Reports/Day')).toBeVisible();
    await expect(page.locator('.recharts-line')).toBeVisible();
    const dayOption = page.locator('#graph-day option').filter({ hasNotText: ': 0 reports' }).first();
    const day = await dayOption.getAttribute('value');
    await page.getByLabel('Day', { exact: true }).selectOption(day ?? '');
    await expectAccessible(page);
    await screenshots(page, 'employee-centre-graph');

    // The graph leaves Directors out as the day's lists do (DIR001 files reports): the two agree.
    const counted = Number(/: (\d+) reports?$/.exec((await dayOption.textContent()) ?? '')?.[1]);
    await page.getByRole('button', { name: 'View Reports' }).click();
    const dialog = page.getByRole('dialog', { name: 'Productivity Reports' });
    await expect(dialog.getByRole('heading', { name: `Submitted Reports (${counted})` })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /^Missing Reports \(\d+\)$/ })).toBeVisible();
    await expect(dialog.getByText('Suresh Gupta')).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'employee-centre-day-reports');
    await dialog.getByRole('list', { name: 'Submitted Reports' }).getByRole('button').first().click();
    const report = page.getByRole('dialog', { name: 'Daily Productivity Report' });
    await expect(report.getByText('Tasks:')).toBeVisible();
    await expectAccessible(page);
    await report.getByRole('button', { name: 'Close dialog' }).click();
    await expect(report).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(dialog).toHaveCount(0);

    // The employee detail page of someone in the list.
    await page.getByRole('link', { name: 'View Sneha Patil' }).click();
    await expect(page).toHaveURL(/\/employee\/EMP001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sneha Patil' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Personal Info' })).toBeVisible();
    // The seed's reports end yesterday: early in a month (on the 1st, none yet) the submitted days are in
    // the month before, which always holds some.
    await expect(page.getByRole('heading', { name: format(new Date(), 'MMMM yyyy') })).toBeVisible();
    if (new Date().getDate() <= 3) await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.locator('[data-state="submitted"]').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Requested Claims' })).toBeVisible();
    // Managers have no account controls.
    await expect(page.getByRole('heading', { name: 'Account Controls' })).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'employee-detail');
    await page.locator('button[aria-label$="Report Submitted"]').first().click();
    await expect(
      page.getByRole('dialog', { name: 'Daily Productivity Report' }).getByText('Tasks:'),
    ).toBeVisible();
  });

  test('the directory finds by name prefix, filters on the server and pages 20 at a time', async ({ page }) => {
    test.setTimeout(120_000);
    // 24 more profiles (as sign-up writes them), so that the directory has more than one page.
    const extra = Array.from({ length: 24 }, (_, i) => `PGE${String(i + 1).padStart(3, '0')}`);
    const db = backend();
    const profiles = extra.map((id, i) => ({
      id,
      employeeId: id,
      name: `Paging Person ${i + 1}`,
      fullName: `Paging Person ${i + 1}`,
      nameLower: `paging person ${i + 1}`,
      director: false,
      email: `${id.toLowerCase()}@ics-rewards.test`,
      designation: 'Associate',
      departments: ['HR'],
      department: 'Associate',
      reviewQueues: [],
      userRole: 'employee',
      userStatus: 'unblocked',
      isActive: true,
      points: 0,
      lastProductivityDate: '',
    }));
    // ...each moving its department's headcount, as the sign-up batch does (the directory's total reads them).
    const counted = (sign: 1 | -1) => {
      const batch = db.batch();
      profiles.forEach((p) => {
        if (sign === 1) batch.set(db.doc(`users/${p.id}`), p);
        else batch.delete(db.doc(`users/${p.id}`));
        countProfile(batch, p.id, p, sign);
      });
      return batch.commit();
    };
    await counted(1);
    try {
      await signIn(page, 'MGR001');
      // The phone column: one collection-group query on 'private' per loaded page, no get per row.
      const phonePages: string[] = [];
      const personalGets: string[] = [];
      page.on('request', (r) => {
        const body = r.postData() ?? '';
        if (r.url().endsWith('documents:runQuery') || r.url().includes('documents:runQuery?')) {
          if (body.includes('"collectionId":"private"')) phonePages.push(body);
        } else if (body.includes('/private/personal')) personalGets.push(r.url());
      });
      await open(page, '/ics-employee-centre', 'Employee Centre');
      const search = page.getByPlaceholder('Search by name, ID, or email...');
      const total = Number(
        /(\d+)$/.exec((await page.getByText(/^Total Employees: \d+$/).textContent()) ?? '')?.[1],
      );
      expect(total).toBeGreaterThan(20);
      // The first page: 20 profiles by id, less the Director among them (DIR001), and Load more.
      await expect(page.getByText(`Showing 19 of ${total} employees`)).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(20);
      const sneha = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'View Sneha Patil' }) });
      await expect(sneha).toContainText('9767034512');
      await expect(page.getByRole('row').filter({ hasText: 'Paging Person 1' }).first()).toContainText('N/A');
      expect(phonePages).toHaveLength(1);
      await screenshots(page, 'employee-centre-page-1');
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(page.getByText(`Showing ${total} of ${total} employees`)).toBeVisible();
      await expect.poll(() => phonePages.length).toBe(2);
      expect(personalGets).toEqual([]);
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
      await expect(page.getByText('Paging Person 24', { exact: true }).first()).toBeVisible();

      // A name prefix, in any case: the start of the full name (Sneha Rajendra Patil).
      await search.fill('SNEHA r');
      await expect(page.getByText('Showing 1 of 1 matching employees')).toBeVisible();
      await expect(page.getByRole('link', { name: 'View Sneha Patil' }).first()).toBeVisible();
      await search.fill('paging person 1');
      // 1 and 10..19.
      await expect(page.getByText('Showing 11 of 11 matching employees')).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, 'employee-centre-search');
      // An e-mail prefix and an employee ID prefix.
      await search.fill('pge02');
      await expect(page.getByText('Showing 5 of 5 matching employees')).toBeVisible();
      await search.fill('fin001@');
      await expect(page.getByText('Showing 1 of 1 matching employees')).toBeVisible();
      // Role and status, on the server, with the search.
      await search.fill('');
      await page.getByLabel('Role').selectOption('finance');
      await expect(page.getByText('Showing 1 of 1 matching employees')).toBeVisible();
      await page.getByLabel('Role').selectOption('all');
      await search.fill('paging');
      await page.getByLabel('Status').selectOption('blocked');
      await expect(page.getByText('No employees found')).toBeVisible();
      await page.getByLabel('Status').selectOption('unblocked');
      await expect(page.getByText('Showing 20 of 24 matching employees')).toBeVisible();
    } finally {
      await counted(-1);
    }
  });

  test('an unknown employee id shows Employee Not Found', async ({ page }) => {
    await signIn(page, 'MGR001');
    await page.goto('/employee/NOBODY1');
    await expect(page.getByRole('heading', { name: 'Employee Not Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Employee Centre' }).click();
    await expect(page).toHaveURL(/\/ics-employee-centre$/);
  });

  test('ADM001 blocks EMP006, who then cannot sign in', async ({ page }) => {
    await signIn(page, 'ADM001');
    await open(page, '/employee/EMP006', 'Pooja Deshmukh');
    await expect(page.getByRole('heading', { name: 'Account Controls' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'employee-detail-admin');
    await page.getByRole('button', { name: 'Block Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block Account' });
    await expect(dialog).toContainText('Block Pooja Deshmukh?');
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByText('Pooja Deshmukh was blocked.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unblock Account' })).toBeVisible();
    await expect(page.getByText('Blocked', { exact: true }).first()).toBeVisible();

    // Nobody changes their own account.
    await page.goto('/employee/ADM001');
    await expect(page.getByText('You cannot change your own role or account status.')).toBeVisible();

    const viewport = page.viewportSize();
    if (viewport && viewport.width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.getByLabel('Employee ID').fill('EMP006');
    await page.getByLabel('Password').fill('Passw0rd!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByText('Your account has been blocked. Kindly contact admin for assistance.'),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    // Unblock again, so that the account is usable by later journeys.
    await signIn(page, 'ADM001');
    await open(page, '/employee/EMP006', 'Pooja Deshmukh');
    await page.getByRole('button', { name: 'Unblock Account' }).click();
    await page
      .getByRole('dialog', { name: 'Unblock Account' })
      .getByRole('button', { name: 'Unblock', exact: true })
      .click();
    await expect(page.getByText('Pooja Deshmukh was unblocked.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Block Account' })).toBeVisible();
  });
});
