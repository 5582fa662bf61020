import { expect, test } from '@playwright/test';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { open } from './support';

test.describe("Employee Centre 'Employees' (the roster)", () => {
  test('ADM001 adds an employee and imports a 3-row CSV whose bad row is shown and not written', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'ADM001');
    await open(page, '/ics-employee-centre', 'Employee Centre');
    await page.getByRole('tab', { name: 'Employees' }).click();
    const roster = page.getByRole('table', { name: 'Employee roster' });
    await expect(roster.getByText('emp009@ics-rewards.test')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await screenshots(page, 'roster');

    await page.getByRole('button', { name: 'Add Employee' }).click();
    const add = page.getByRole('dialog', { name: 'Add Employee' });
    await add.getByLabel('Employee ID').fill('EMP040');
    await add.getByLabel('Email').fill('emp040@ics-rewards.test');
    await add.getByLabel('Full Name').fill('Nisha Pillai');
    await add.getByLabel('Designation').fill('HR Associate');
    await add.getByLabel('HR', { exact: true }).check();
    await add.getByRole('button', { name: 'Add Employee' }).click();
    await expect(roster.getByText('emp040@ics-rewards.test')).toBeVisible({ timeout: 20_000 });
    // Let the toast go before the next accessibility check.
    await expect(page.getByText('EMP040 was added to the roster.')).toBeHidden({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Import CSV' }).click();
    // The import button turns from disabled to enabled when the file is read. Played 100 times
    // slower, any colour transition on that change would still be running when axe measures it
    // (a CI run once caught it half-way, white on a light indigo).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.01 });
    const dialog = page.getByRole('dialog', { name: 'Import Employees' });
    const csv = [
      'employeeId,email,fullName,designation,departments,userRole,reviewQueues',
      'EMP041,emp041@ics-rewards.test,Arun Nair,Cafe Executive,Loocafe,employee,',
      'EMP042,emp042@ics-rewards.test,Bina Shah,Facility Lead,Ixora FM,manager,M2',
      'EMP043,not-an-address,Bad Row,Clerk,HR,employee,',
    ].join('\n');
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'roster.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const refused = dialog.getByRole('table', { name: 'Refused rows' });
    await expect(refused.getByText('email: Enter a valid email address')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'roster-import');
    // At phone width the column list wraps inside the dialog instead of running past its edge.
    await page.setViewportSize({ width: 390, height: 844 });
    const columns = dialog.getByText(/^Columns:/);
    expect(await columns.evaluate((p) => p.scrollWidth - p.clientWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Import 2 valid rows' }).click();
    await expect(dialog.getByText('Imported: 2 added, 0 updated, 0 unchanged, 0 refused by the roster.')).toBeVisible({
      timeout: 20_000,
    });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(roster.getByText('emp042@ics-rewards.test')).toBeVisible({ timeout: 20_000 });
    await expect(roster.getByText('emp041@ics-rewards.test')).toBeVisible();
    await expect(roster.getByText('EMP043')).toHaveCount(0);
  });
});
