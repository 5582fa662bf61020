import { expect, test, type Page } from '@playwright/test';
import { approvalTexts } from '../../src/domain/approvalRules';
import { claimState, readDoc } from '../support/backend';
import { expectAccessible, signIn } from '../support/session';
import { headerPoints, openScreen } from './support';

/** DIR001 has no claims in the seed, and no other test claims 'Customer complaint resolved' (auto, 2 a month). */
const EMPLOYEE = 'DIR001';
const AUTO = 'Customer complaint resolved';

/** Files a claim of the activity from Earn Points; returns the success dialog's reference. */
async function claim(page: Page, expectedNote: string): Promise<string> {
  await page.getByRole('button', { name: `Claim Points: ${AUTO}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Claim Points' });
  await expect(form.getByText('Approved at once', { exact: true })).toBeVisible();
  await expect(form.getByRole('note')).toHaveText(expectedNote);
  await form.getByLabel('Description').fill('Resolved complaint CMP-3001 about the lift within the hour.');
  await form.getByLabel('Completion Date').click();
  await page.getByRole('grid').getByRole('button', { name: /^Today, / }).click();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Submit Claim' }).click();
  const success = page.getByRole('dialog', { name: 'Claim Submitted!' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  const reference = (await success.getByTestId('claim-reference').textContent()) ?? '';
  return reference;
}

test.describe('approval rules', () => {
  test('an auto claim raises the balance at once; the third in a month waits for a manager, saying why', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await openScreen(page, '/earn', 'Earn Points');

    for (const used of [0, 1]) {
      const id = await claim(page, approvalTexts.autoWithin(used, 2));
      const success = page.getByRole('dialog', { name: 'Claim Submitted!' });
      await expect(success.getByText(approvalTexts.autoApprovedNotice(25))).toBeVisible();
      const state = await claimState(EMPLOYEE, id);
      expect(state).toMatchObject({ status: 'paid', credited: true });
      expect((await readDoc(`users/${EMPLOYEE}/ledger/claim-${id}`))?.points).toBe(25);
      await success.getByRole('button', { name: 'Continue Earning Points' }).click();
      // The header shows the new balance at once.
      await expect.poll(() => headerPoints(page)).toBe((await claimState(EMPLOYEE, id)).balance);
    }

    const third = await claim(page, approvalTexts.autoLimitReached(2));
    const success = page.getByRole('dialog', { name: 'Claim Submitted!' });
    await expect(success.getByText(approvalTexts.autoLimitReached(2))).toBeVisible();
    expect(await claimState(EMPLOYEE, third)).toMatchObject({ status: 'pending', credited: false });
  });
});
