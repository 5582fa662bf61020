import { expect, test } from '@playwright/test';
import { OFFLINE_MESSAGE } from '../../src/data/errors';
import { toDayKey } from '../../src/domain/dates';
import { DRAFT_TEXTS } from '../../src/features/productivity/draftTexts';
import { readDoc } from '../support/backend';
import { expectAccessible, screenshots, signIn } from '../support/session';
import { openScreen } from './support';

// The offline reload needs the app's own service worker (scripts/pwa.ts): without it the browser shows its error page.
test.use({ serviceWorkers: 'allow' });

test('a report typed offline survives a reload and is filed only when the person clicks, once the network is back', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // DIR001: a Director files reports like anyone, and no other browser test files one for them.
  const employeeId = 'DIR001';
  const reportPath = `users/${employeeId}/productivityReports/${toDayKey(new Date())}`;
  const tasks = 'Reviewed the quarterly facility audits and signed off two vendor renewals.';
  expect(await readDoc(reportPath)).toBeUndefined();

  await signIn(page, employeeId);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await openScreen(page, '/productivity', 'Daily Productivity');
  await page.getByRole('button', { name: "Submit Today's Report" }).click();
  const form = page.getByRole('dialog', { name: 'Daily Productivity Report' });

  await context.setOffline(true);
  try {
    await expect(form.getByText(DRAFT_TEXTS.offline)).toBeVisible();
    await form.getByLabel('Tasks Done Today in Brief').fill(tasks);
    await screenshots(page, 'report-draft-offline');

    await page.reload(); // still offline: the service worker serves the app
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible({ timeout: 20_000 });
    await screenshots(page, 'report-draft-offline-reloaded');
  } finally {
    await context.setOffline(false);
  }

  // The network is back: the page offers the draft; nothing has been filed.
  const banner = page.getByText(DRAFT_TEXTS.unsent, { exact: true });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  expect(await readDoc(reportPath)).toBeUndefined();
  await expectAccessible(page);
  await screenshots(page, 'report-draft-unsent');
  await page.getByRole('button', { name: DRAFT_TEXTS.fileIt }).click();
  await expect(form.getByLabel('Tasks Done Today in Brief')).toHaveValue(tasks);
  await form.getByRole('button', { name: 'Submit Report' }).click();

  await expect(page.getByText("Today's report has been submitted")).toBeVisible({ timeout: 20_000 });
  expect(await readDoc(reportPath)).toMatchObject({ tasks, employeeId });
  await page.reload();
  await expect(page.getByText("Today's report has been submitted")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(DRAFT_TEXTS.unsent, { exact: true })).toHaveCount(0);
});
