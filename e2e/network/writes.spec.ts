import { expect, test, type Page, type Route } from '@playwright/test';
import { open } from '../admin/support';
import { backend, readDoc } from '../support/backend';
import { signIn } from '../support/session';
import { definition } from '../employee/support';
import { offlineAnswer, setNetwork } from './support';
import { pointsOf as ledgerPointsOf } from '../support/othersWrites';
import { NO_ANSWER_MESSAGE } from '../../src/data/errors';

/**
 * A write tried without a network changes nothing on the server and says so; once the network is
 * back, the same write in the same screen succeeds exactly once. Each test uses an employee whose
 * data no later browser test reads, and puts back what it changed where others could see it.
 */


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
    await expect(offlineAnswer(page)).toBeVisible({ timeout: 5_000 });
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

  test('Earn Points, then Points History: a claim submitted offline is not stored, submitted online it is stored once; withdrawn offline it stays pending, withdrawn online it is withdrawn', async ({
    page,
    context,
  }) => {
    // EMP005 files a claim of its own here: no later browser test reads EMP005's claims.
    const employeeId = 'EMP005';
    const claimsBefore = await claimIdsOf(employeeId);

    await signIn(page, employeeId);
    const form = await openClaimForm(page);

    await setNetwork(context, false);
    await form.getByRole('button', { name: 'Submit Claim' }).click();
    await expect(claimOfflineMessage(page)).toBeVisible({ timeout: 5_000 });
    // The form keeps what was typed, and the server has no new claim.
    await expect(form.getByLabel('Description')).toHaveValue(/^Cleared the blocked drain/);
    expect(await claimIdsOf(employeeId)).toEqual(claimsBefore);

    await setNetwork(context, true);
    await expect(form.getByRole('button', { name: 'Submit Claim' })).toBeEnabled();
    await form.getByRole('button', { name: 'Submit Claim' }).click();
    const success = page.getByRole('dialog', { name: 'Claim Submitted!' });
    await expect(success).toBeVisible({ timeout: 20_000 });
    const claimId = (await success.getByTestId('claim-reference').textContent()) ?? '';
    const claimsAfter = await claimIdsOf(employeeId);
    expect(claimsAfter).toEqual([...claimsBefore, claimId].sort());
    await success.getByRole('button', { name: 'Continue Earning Points' }).click();

    const path = `users/${employeeId}/requestedClaims/${claimId}`;
    const before = (await readDoc(path)) ?? {};
    expect(before.status).toBe('pending');
    const ledgerBefore = await readDoc(`users/${employeeId}/ledger/claim-${claimId}`);

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
    await expect(offlineAnswer(page)).toBeVisible({ timeout: 5_000 });
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

  test('a network that stops answering (the browser still online): Earn Points and Redeem Rewards say nothing was saved when the app stops waiting (4 s, before any commit is sent), write nothing, and write once when it answers again', async ({
    page,
  }) => {
    const tier = 100;
    // Someone whose balance covers a redemption (EMP004 redeems in the next test); no later test reads them.
    const employeeId = await firstWithBalance(['EMP006', 'EMP002', 'EMP003', 'EMP007'], tier);
    const claimsBefore = await claimIdsOf(employeeId);
    await signIn(page, employeeId);

    const form = await openClaimForm(page);
    let network = await stopAnswering(page);
    await form.getByRole('button', { name: 'Submit Claim' }).click();
    await expect(page.getByText(`Failed to submit claim. Please try again. Error: ${NO_ANSWER_MESSAGE}`, { exact: true })).toBeVisible({
      timeout: NO_ANSWER_SAID_WITHIN_MS,
    });
    await expect(form.getByRole('button', { name: 'Submit Claim' })).toBeEnabled();
    await network.answerAgain();
    expect(await claimIdsOf(employeeId)).toEqual(claimsBefore);
    await form.getByRole('button', { name: 'Submit Claim' }).click();
    const success = page.getByRole('dialog', { name: 'Claim Submitted!' });
    await expect(success).toBeVisible({ timeout: 20_000 });
    const claimId = (await success.getByTestId('claim-reference').textContent()) ?? '';
    expect(await claimIdsOf(employeeId)).toEqual([...claimsBefore, claimId].sort());

    const before = await pointsOf(employeeId);
    expect(before.balance).toBeGreaterThanOrEqual(tier);
    await open(page, '/redeem', 'Redeem Rewards');
    const redeem = async () => {
      await page.getByRole('button', { name: `Redeem ${tier} points` }).click();
      await page.getByRole('dialog', { name: 'Confirm Redemption' }).getByRole('button', { name: 'Yes, Redeem' }).click();
    };
    network = await stopAnswering(page);
    await redeem();
    await expect(page.getByText(NO_ANSWER_MESSAGE, { exact: true })).toBeVisible({ timeout: NO_ANSWER_SAID_WITHIN_MS });
    await network.answerAgain();
    expect(await pointsOf(employeeId)).toEqual(before);
    await redeem();
    await expect(page.getByRole('dialog', { name: 'Redemption Requested!' })).toBeVisible({ timeout: 20_000 });
    const after = await pointsOf(employeeId);
    expect(after.redemptions).toBe(before.redemptions + 1);
    expect(after.balance).toBe(before.balance - tier);
    expect(after.ledgerSum).toBe(after.balance);
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
    await expect(offlineAnswer(page)).toBeVisible({ timeout: 5_000 });
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

/** An employee's balance, ledger sum and entries (othersWrites.pointsOf), and their number of redemptions. */
async function pointsOf(employeeId: string) {
  const [points, redemptions] = await Promise.all([
    ledgerPointsOf(employeeId),
    backend().collection(`users/${employeeId}/redemptionRequests`).count().get(),
  ]);
  return { ...points, redemptions: redemptions.data().count };
}

/** Every request the app makes to Firestore (its REST API and its realtime channel). */
const FIRESTORE_REQUESTS = /\/v1\/projects\/|\/google\.firestore\.v1\.Firestore\//;

/**
 * The app gives up on a write after 4 s without an answer (src/data/transaction.ts, whose unit tests
 * time it exactly); the browser test allows the rest for a loaded test machine to render the message.
 */
const NO_ANSWER_SAID_WITHIN_MS = 8_000;

/**
 * The network stops answering while the browser still thinks it is online: every request to
 * Firestore waits, unanswered. `answerAgain` ends that as a real network's return would: the
 * connections that hung are reset (so they do not hold the browser's few connections per host)
 * and new requests go through.
 */
async function stopAnswering(page: Page) {
  const held: Route[] = [];
  await page.route(FIRESTORE_REQUESTS, (route) => {
    held.push(route);
  });
  return {
    answerAgain: async () => {
      await page.unroute(FIRESTORE_REQUESTS);
      await Promise.all(held.map((route) => route.abort('connectionreset').catch(() => undefined)));
    },
  };
}

/** The claim form's answer to a write that could not reach the server. */
function claimOfflineMessage(page: Page) {
  return offlineAnswer(page, 'Failed to submit claim. Please try again. Error: ');
}

/** Earn Points with the first activity's claim form open and filled in (description, today). */
async function openClaimForm(page: Page) {
  await open(page, '/earn', /^Earn Points$/);
  await page.getByRole('button', { name: /^Claim Points: / }).first().click();
  const form = page.getByRole('dialog', { name: 'Claim Points' });
  await form.getByLabel('Description').fill('Cleared the blocked drain at the Powai site before the morning shift.');
  await form.getByLabel('Completion Date').click();
  await page.getByRole('grid').getByRole('button', { name: /^Today, / }).click();
  return form;
}

/** The first of these employees whose balance is at least `points`. */
async function firstWithBalance(employeeIds: readonly string[], points: number): Promise<string> {
  for (const employeeId of employeeIds) {
    if ((await pointsOf(employeeId)).balance >= points) return employeeId;
  }
  throw new Error(`None of ${employeeIds.join(', ')} has ${points} points`);
}

/** The ids of an employee's claims, sorted. */
async function claimIdsOf(employeeId: string): Promise<string[]> {
  const snap = await backend().collection(`users/${employeeId}/requestedClaims`).select().get();
  return snap.docs.map((d) => d.id).sort();
}
