import { expect, test } from '@playwright/test';
import { PART_OFFLINE_MESSAGE } from '../../src/app/ErrorBoundary';
import { signIn } from '../support/session';
import { expectSameDocument, markWindow, setNetwork } from './support';

/**
 * Insights' charts are code of their own (recharts), fetched once the panels have rendered. CI saw
 * the network drop while that code arrived: the whole page turned into 'Something went wrong' and
 * stayed so when the network returned. Here the drop is put exactly there: the chart code's request
 * is held, the network drops, the request fails.
 */
const CHART_CODE = /InsightsChart[^/]*\.js$/;

test('Insights: the charts\' code fails to load offline: each chart says so, the page stays, and back online the charts draw without a reload (ADM001)', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'ADM001');
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  let requested = () => {};
  const asked = new Promise<void>((r) => (requested = r));
  await page.route(CHART_CODE, async (route) => {
    requested();
    await held;
    await route.abort('internetdisconnected').catch(() => {});
  });
  // A fresh load: the chart's module is not in the page's module cache yet.
  await page.goto('/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible({ timeout: 20_000 });
  await asked;
  await markWindow(page);
  await setNetwork(page.context(), false);
  await page.unroute(CHART_CODE);
  release();

  const panel = page.getByRole('region', { name: 'Points per month' });
  await expect(panel.getByText(PART_OFFLINE_MESSAGE)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  // Its numbers are still one tap away.
  await panel.getByRole('button', { name: 'Show table' }).click();
  await expect(panel.getByRole('table')).toBeVisible();
  await panel.getByRole('button', { name: 'Show chart' }).click();

  await setNetwork(page.context(), true);
  await expect(page.getByText(PART_OFFLINE_MESSAGE)).toHaveCount(0, { timeout: 10_000 });
  const figure = panel.getByRole('figure', { name: 'Points per month: chart (its numbers: Show table)' });
  await expect(figure.locator('svg.recharts-surface').first()).toBeVisible({ timeout: 20_000 });
  await expectSameDocument(page);
});
