import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { open } from './support';

/** IDs R10000..R12499: a prefix no other roster entry has ('r1' is an ID search: it has a digit). */
const ROWS = 2500;
/** The file's lines (the header is line 1) of the 3 bad rows. */
const BAD = { email: 12, name: 1302, role: 2402 };

/** A 2,500-row roster CSV with 3 bad rows: a bad e-mail, no name, an unknown role. */
function rosterCsv(): string {
  const lines = ['employeeId,email,fullName,designation,departments,userRole,reviewQueues'];
  for (let i = 0; i < ROWS; i++) {
    const line = i + 2;
    const id = `R${String(10000 + i)}`;
    const email = line === BAD.email ? 'not-an-address' : `${id.toLowerCase()}@ics-rewards.test`;
    const name = line === BAD.name ? '' : `Imported Person ${String(i)}`;
    const role = line === BAD.role ? 'superuser' : 'employee';
    lines.push(`${id},${email},${name},Associate,HR;Loocafe,${role},`);
  }
  return lines.join('\n');
}

test.describe("Employee Centre 'Employees': a roster import at scale", () => {
  test('ADM001 imports 2,500 rows with visible progress, cancels half-way, runs it again and downloads the 3 refusals', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await signIn(page, 'ADM001');
    await open(page, '/ics-employee-centre', 'Employee Centre');
    await page.getByRole('tab', { name: 'Employees' }).click();
    await expect(page.getByRole('table', { name: 'Employee roster' })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Employees' });
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(rosterCsv()) });
    await expect(dialog.getByText('2500 rows in the file: 2497 valid, 3 refused.')).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Refused rows' }).getByRole('row')).toHaveCount(4);

    await dialog.getByRole('button', { name: 'Import 2497 valid rows' }).click();
    const progress = dialog.getByRole('progressbar', { name: 'Import progress' });
    await expect(progress).toBeVisible();
    // Half-way: the progress bar has moved past 1,200 of 2,497.
    await expect.poll(() => progress.evaluate((p) => (p as HTMLProgressElement).value), { timeout: 300_000 }).toBeGreaterThan(1200);
    await expect(dialog.getByText(/^Importing: \d+ added/)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'roster-import-running');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const cancelled = dialog.getByText(/^Cancelled: (\d+) added, 0 updated, 0 unchanged, 0 refused by the roster\./);
    await expect(cancelled).toBeVisible({ timeout: 60_000 });
    const added = Number(/Cancelled: (\d+) added/.exec((await cancelled.textContent()) ?? '')?.[1]);
    expect(added).toBeGreaterThan(1200);
    expect(added).toBeLessThan(2497);

    // The re-run skips what is in and writes the rest.
    await dialog.getByRole('button', { name: 'Run the import again' }).click();
    await expect(
      dialog.getByText(`Imported: ${String(2497 - added)} added, 0 updated, ${String(added)} unchanged, 0 refused by the roster.`),
    ).toBeVisible({ timeout: 300_000 });
    await expectAccessible(page);
    await screenshots(page, 'roster-import-done');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download 3 refused rows' }).click(),
    ]);
    const path = await download.path();
    const refused = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(refused).toEqual([
      '"line","employeeId","email","reason"',
      '"12","R10010","not-an-address","email: Enter a valid email address"',
      '"1302","R11300","r11300@ics-rewards.test","fullName: Name is required"',
      '"2402","R12400","r12400@ics-rewards.test","userRole: Role must be employee, manager, finance or admin"',
    ]);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByLabel('Search the roster').fill('r1');
    await expect(page.getByText('Showing 20 of 2497 matching roster entries')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await screenshots(page, 'roster-paged');
  });
});
