import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../scripts/seed-data';
import { backend } from '../support/backend';
import { addSignedUpProfile } from '../support/othersWrites';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { open } from './support';

/** The audit entries the screen lists, as text, newest first. */
const entries = (page: Page) =>
  page
    .getByRole('list', { name: 'Audit entries' })
    .getByRole('listitem')
    .filter({ has: page.locator('p') });

/** Confirms the Account Controls' dialog and waits for its success message. */
async function confirm(page: Page, label: string, done: string | RegExp) {
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: label, exact: true })
    .click();
  await expect(page.getByText(done).first()).toBeVisible({ timeout: 20_000 });
}

test.describe('Audit Trail', () => {
  test.describe.configure({ timeout: 180_000 });

  test("ADM001's role change, block, unblock, activity points edit and 2-row import each leave an entry; the CSV holds them", async ({
    page,
  }) => {
    // Ids no other test and no demo account uses, new on every attempt (the entries of an earlier
    // attempt stay: nobody deletes them); everything else this test creates is removed afterwards. (An
    // 'EMP' number drawn from 700-998 once landed on the demo's EMP900 and renamed it for every later spec.)
    const stamp = Date.now();
    const [first, second] = [`AUD${stamp}`, `AUD${stamp + 1}`];
    expect(DEMO_USERS.filter((u) => u.id === first || u.id === second)).toEqual([]);
    const cleanup: (() => Promise<unknown>)[] = [];
    try {
      await signIn(page, 'ADM001');
      await open(page, '/ics-employee-centre', 'Employee Centre');
      await page.getByRole('tab', { name: 'Employees' }).click();
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import Employees' });
      const csv = [
        'employeeId,email,fullName,designation,departments,userRole,reviewQueues',
        `${first},${first.toLowerCase()}@ics-rewards.test,Kavya Menon,Cafe Executive,Loocafe,employee,`,
        `${second},${second.toLowerCase()}@ics-rewards.test,Rohan Das,Facility Lead,Ixora FM,employee,`,
      ].join('\n');
      await dialog
        .getByLabel('CSV file')
        .setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      cleanup.push(
        () => backend().doc(`roster/${first}`).delete(),
        () => backend().doc(`roster/${second}`).delete(),
      );
      await dialog.getByRole('button', { name: 'Import 2 valid rows' }).click();
      await expect(page.getByText(/Imported: 2 added/)).toBeVisible({ timeout: 20_000 });

      // The first signs up meanwhile; the admin then changes their role, blocks and unblocks them.
      const signedUp = await addSignedUpProfile(first);
      cleanup.push(signedUp.remove);
      await open(page, `/employee/${first}`, 'Kavya Menon');
      await page.getByLabel('Role').selectOption('manager');
      await page.getByRole('button', { name: 'Change Role' }).click();
      await confirm(page, 'Change Role', "Kavya Menon's role was changed to Manager.");
      await page.getByRole('button', { name: 'Block Account' }).click();
      await confirm(page, 'Block', 'Kavya Menon was blocked.');
      await expect(page.getByRole('button', { name: 'Unblock Account' })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Unblock Account' }).click();
      await confirm(page, 'Unblock', 'Kavya Menon was unblocked.');
      await expect(page.getByRole('button', { name: 'Block Account' })).toBeVisible({ timeout: 20_000 });

      // History opens the trail filtered to this employee: import, role change, block, unblock.
      await page.getByRole('link', { name: 'History', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
      await expect(page.getByLabel('Target ID')).toHaveValue(first);
      await expect(entries(page)).toHaveCount(4, { timeout: 20_000 });
      const texts = await entries(page).allInnerTexts();
      const expected = [
        ['Account change', `Account ${first}`, 'userStatus: blocked → unblocked'],
        ['Account change', `Account ${first}`, 'userStatus: unblocked → blocked'],
        ['Role change', `Employee ${first}`, 'userRole: employee → manager'],
        ['Roster import', `Employee ${first}`, 'fullName: — → Kavya Menon'],
      ];
      expected.forEach((parts, i) => {
        for (const part of [...parts, 'Rajesh Sharma (ADM001)']) expect(texts[i]).toContain(part);
        expect(texts[i]).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
      });
      // The last toast ('... was unblocked.') fades out by itself: axe measured its colours mid-fade once
      // (a contrast failure of a half-transparent toast). Check the page once it has gone.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
      await expectAccessible(page);
      await screenshots(page, 'audit-employee');

      // The CSV of the filtered range holds the same rows.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const rows = (await readFile(await download.path(), 'utf8')).trim();
      expect(rows.split(/\r?\n/)[0]).toBe('"When","Who","Action","Target","Changes","Reason"');
      for (const [action, target, change] of expected) {
        expect(rows).toContain(`"${action}","${target}"`);
        expect(rows).toContain((change ?? '').replace('→', '->'));
      }
      expect(rows.match(/"Rajesh Sharma \(ADM001\)"/g)).toHaveLength(4);

      // An activity: created inactive, its points edited; History in its dialog shows 100 -> 250.
      await open(page, '/points-manager', 'Point Activities');
      await page.getByRole('button', { name: /New Activity/ }).click();
      const create = page.getByRole('dialog', { name: 'New Point Activity' });
      await create.getByLabel('Title').fill('Audit trail walkthrough');
      await create.getByLabel('Description').fill('Walk a colleague through the audit trail.');
      await create.getByLabel('Points').fill('100');
      await create.getByLabel('Inactive').check();
      await create.getByRole('button', { name: 'Create Activity' }).click();
      const created = page.getByText(/^Point activity PA\d{3} created successfully\.$/);
      await expect(created).toBeVisible({ timeout: 20_000 });
      const activityId = /PA\d{3}/.exec((await created.textContent()) ?? '')?.[0] ?? '';
      cleanup.push(() => backend().doc(`pointActivities/${activityId}`).delete());
      await page.getByRole('button', { name: `Edit ${activityId}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Point Activity' });
      await edit.getByLabel('Points').fill('250');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Point activity updated successfully.')).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: `Edit ${activityId}` }).click();
      await page
        .getByRole('dialog', { name: 'Edit Point Activity' })
        .getByRole('link', { name: 'History' })
        .click();
      await expect(page.getByLabel('Target ID')).toHaveValue(activityId);
      await expect(entries(page)).toHaveCount(2, { timeout: 20_000 });
      await expect(entries(page).first()).toContainText('Activity edited');
      await expect(entries(page).first()).toContainText('points: 100 → 250');
      await expect(entries(page).nth(1)).toContainText('Activity created');
    } finally {
      for (const undo of cleanup.reverse()) await undo();
    }
  });
});

test.describe('Audit Trail of budgets and holidays', () => {
  test.describe.configure({ timeout: 180_000 });

  test("an admin sets a queue's budget (with a reason) and a holiday; the Audit screen shows both, and the demo's seeded entries", async ({
    page,
  }) => {
    // A month and a day far ahead, new on every attempt, that no other test reads; removed afterwards
    // (their entries stay: nobody deletes them).
    const year = new Date().getFullYear() + 2;
    const n = Date.now() % 28;
    const month = `${year}-${String(1 + (n % 12)).padStart(2, '0')}`;
    const day = `${year}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + n).padStart(2, '0')}`;
    const budget = String(400 + n);
    const cleanup: (() => Promise<unknown>)[] = [];
    try {
      await signIn(page, 'ADM001');
      await open(page, '/budgets', 'Budgets');
      // The month report (13 months and each queue's pending cost) loads first: a save in the middle of
      // it waits behind those reads on a busy emulator.
      await expect(page.getByRole('table', { name: 'Budgets per queue and month' })).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await page.getByLabel('Queue', { exact: true }).selectOption('M3');
      await page.getByLabel('Month', { exact: true }).fill(month);
      await page.getByLabel('Budget (points)').fill(budget);
      // The Set Budget form's reason (the four-eyes threshold's form has one too).
      await page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Set Budget' }) })
        .getByLabel('Reason (optional)')
        .fill('Planned for the year-end drive');
      cleanup.push(() => backend().doc(`budgets/M3_${month}`).delete());
      await page.getByRole('button', { name: 'Set Budget' }).click();
      await expect(page.locator('[data-sonner-toast]').first()).toContainText(`Budget of ${budget} points set for M3,`, { timeout: 20_000 });

      await open(page, '/ics-employee-centre', 'Employee Centre');
      await page.getByRole('tab', { name: 'Holidays' }).click();
      await page.getByLabel('Date').fill(day);
      await page.getByLabel('Name').fill('Audit walkthrough day');
      cleanup.push(() => backend().doc(`holidays/${day}`).delete());
      await page.getByRole('button', { name: 'Add Holiday' }).click();
      await expect(page.getByText(/Audit walkthrough day on .* is a holiday\./)).toBeVisible({ timeout: 20_000 });

      await open(page, '/audit', 'Audit Trail');
      const budgetEntry = entries(page).filter({ hasText: `Budget M3_${month}` });
      const holidayEntry = entries(page).filter({ hasText: `Holiday ${day}` });
      await expect(budgetEntry).toHaveCount(1, { timeout: 20_000 });
      await expect(holidayEntry).toHaveCount(1);
      for (const part of ['Budget set', `budget: — → ${budget}`, 'Reason: Planned for the year-end drive', 'Rajesh Sharma (ADM001)']) {
        await expect(budgetEntry).toContainText(part);
      }
      for (const part of ['Holiday set', 'name: — → Audit walkthrough day', 'Rajesh Sharma (ADM001)']) {
        await expect(holidayEntry).toContainText(part);
      }
      // The newest first: the holiday was set after the budget.
      const texts = await entries(page).allInnerTexts();
      expect(texts.findIndex((t) => t.includes(`Holiday ${day}`))).toBeLessThan(
        texts.findIndex((t) => t.includes(`Budget M3_${month}`)),
      );
      // The action filter lists the new actions.
      await page.getByLabel('Action').selectOption({ label: 'Budget set' });
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(budgetEntry).toHaveCount(1, { timeout: 20_000 });
      await expect(holidayEntry).toHaveCount(0);
      await page.getByLabel('Action').selectOption({ label: 'All actions' });
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(holidayEntry).toHaveCount(1, { timeout: 20_000 });
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
      await expectAccessible(page);
      await screenshots(page, 'audit-budget-holiday');

      // The demo's own entries: EMP003 blocked and unblocked, with the admin's reasons.
      await page.getByLabel('Target ID').fill('EMP003');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(entries(page)).toHaveCount(2, { timeout: 20_000 });
      await expect(entries(page).first()).toContainText('userStatus: blocked → unblocked');
      await expect(entries(page).first()).toContainText('Reason: Password changed; reminded of the policy');
      await expect(entries(page).nth(1)).toContainText('Reason: Shared their password with a colleague');
    } finally {
      for (const undo of cleanup.reverse()) await undo();
    }
  });
});
