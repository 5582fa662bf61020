import { expect, test, type Page } from '@playwright/test';
import { OFFLINE_MESSAGE } from '../../src/data/errors';
import { open } from '../admin/support';
import { backend, pendingClaimOf, readDoc } from '../support/backend';
import { signIn } from '../support/session';
import { definition } from '../employee/support';
import { setNetwork } from './support';

/**
 * A write tried without a network changes nothing on the server and says so; once the network is
 * back, the same write in the same screen succeeds exactly once. Each test uses an employee whose
 * data no later browser test reads, and puts back what it changed where others could see it.
 */

/** The write's own answer (a toast): the banner says the same with more words, so match it exactly. */
function offlineMessage(page: Page) {
  return page.getByText(OFFLINE_MESSAGE, { exact: true });
}

test.describe('writes without a network', () => {
  test.describe.configure({ timeout: 120_000 });

  test('Profile: a phone number saved offline is not stored; saved again online it is stored', async ({
    page,
    context,
  }) => {
    const employeeId = 'EMP005';
    // Phone, gender and date of birth live in users/{id}/private/personal.
    const personal = `users/${employeeId}/private/personal`;
    const before = (await readDoc(personal)) ?? {};
    const profileBefore = await readDoc(`users/${employeeId}`);
    const phone = before.number === '9000054321' ? '9000054322' : '9000054321';

    await signIn(page, employeeId);
    await open(page, '/profile', 'Profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Phone Number').fill(phone);

    await setNetwork(context, false);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(offlineMessage(page)).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(await readDoc(personal)).toEqual(before);
    expect(await readDoc(`users/${employeeId}`)).toEqual(profileBefore);

    await setNetwork(context, true);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible({ timeout: 20_000 });
    await expect(definition(page, 'Phone Number')).toHaveText(phone);
    const { number, ...rest } = (await readDoc(personal)) ?? {};
    const { number: _previous, ...restBefore } = before;
    expect(number).toBe(phone);
    expect(Object.keys(rest).sort()).toEqual(Object.keys(restBefore).sort());
    expect(rest.gender).toEqual(restBefore.gender);
  });

  test('Points History: a claim withdrawn offline stays pending; withdrawn again online it is withdrawn', async ({
    page,
    context,
  }) => {
    // EMP005's pending claim: no other browser test reviews it.
    const { employeeId, claimId } = await pendingClaimOf(['EMP005']);
    const path = `users/${employeeId}/requestedClaims/${claimId}`;
    const before = (await readDoc(path)) ?? {};
    const ledgerBefore = await readDoc(`users/${employeeId}/ledger/claim-${claimId}`);
    expect(before.status).toBe('pending');

    await signIn(page, employeeId);
    await open(page, '/history', 'Points History');
    await page
      .getByRole('region', { name: 'Pending Requests' })
      .getByRole('button', { name: new RegExp(claimId) })
      .click();
    const details = page.getByRole('dialog', { name: 'Claim Details' });
    const withdraw = async () => {
      await details.getByRole('button', { name: 'Withdraw Claim' }).click();
      await page.getByRole('dialog', { name: 'Withdraw Claim' }).getByRole('button', { name: 'Yes, Withdraw' }).click();
    };

    await setNetwork(context, false);
    await withdraw();
    await expect(offlineMessage(page)).toBeVisible({ timeout: 5_000 });
    expect(await readDoc(path)).toEqual(before);

    await setNetwork(context, true);
    await expect(details.getByRole('button', { name: 'Withdraw Claim' })).toBeEnabled();
    await withdraw();
    await expect.poll(async () => (await readDoc(path))?.status, { timeout: 20_000 }).toBe('withdrawn');
    const after = (await readDoc(path)) ?? {};
    expect(after).toMatchObject({ ...before, status: 'withdrawn', updatedAt: after.updatedAt });
    expect(typeof after.withdrawnDate).toBe('string');
    expect(await readDoc(`users/${employeeId}/ledger/claim-${claimId}`)).toEqual(ledgerBefore);
  });

  test('Redeem Rewards: a redemption offline takes no points; redeemed again online it takes them once', async ({
    page,
    context,
  }) => {
    const employeeId = 'EMP004';
    const tier = 100;
    const before = await pointsOf(employeeId);
    expect(before.balance).toBeGreaterThanOrEqual(tier);

    await signIn(page, employeeId);
    await open(page, '/redeem', 'Redeem Rewards');
    const redeem = async () => {
      await page.getByRole('button', { name: `Redeem ${tier} points` }).click();
      await page.getByRole('dialog', { name: 'Confirm Redemption' }).getByRole('button', { name: 'Yes, Redeem' }).click();
    };

    await setNetwork(context, false);
    await redeem();
    await expect(offlineMessage(page)).toBeVisible({ timeout: 5_000 });
    expect(await pointsOf(employeeId)).toEqual(before);

    await setNetwork(context, true);
    await expect(page.getByRole('button', { name: `Redeem ${tier} points` })).toBeEnabled();
    await redeem();
    await expect(page.getByRole('dialog', { name: 'Redemption Requested!' })).toBeVisible({ timeout: 20_000 });
    const after = await pointsOf(employeeId);
    expect(after.redemptions).toBe(before.redemptions + 1);
    expect(after.entries).toBe(before.entries + 1);
    expect(after.balance).toBe(before.balance - tier);
    expect(after.ledgerSum).toBe(after.balance);
  });
});

/** An employee's balance, the sum and number of their ledger entries, and their number of redemptions. */
async function pointsOf(employeeId: string) {
  const [user, ledger, redemptions] = await Promise.all([
    readDoc(`users/${employeeId}`),
    backend().collection(`users/${employeeId}/ledger`).get(),
    backend().collection(`users/${employeeId}/redemptionRequests`).count().get(),
  ]);
  return {
    balance: Number(user?.points),
    ledgerSum: ledger.docs.reduce((sum, d) => sum + Number(d.data().points), 0),
    entries: ledger.size,
    redemptions: redemptions.data().count,
  };
}
