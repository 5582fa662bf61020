import { expect, type Page } from '@playwright/test';
import { latestVerificationCode } from '../../scripts/verificationLinks';

/** The Auth emulator the e2e run started (scripts/e2e.ts sets these). */
function authOrigin(): { origin: string; projectId: string } {
  const host = process.env.E2E_AUTH_HOST;
  const projectId = process.env.E2E_PROJECT_ID;
  if (!host || !projectId)
    throw new Error('E2E_AUTH_HOST / E2E_PROJECT_ID are not set: run through scripts/e2e.ts');
  return { origin: `http://${host}`, projectId };
}

/** Opens the verification link the Auth emulator recorded for the address, as a person clicks the mail's link. */
export async function openVerificationLink(page: Page, email: string): Promise<void> {
  const { origin, projectId } = authOrigin();
  let link = '';
  await expect
    .poll(async () => (link = (await latestVerificationCode(origin, projectId, email))?.oobLink ?? ''), {
      timeout: 10_000,
    })
    .not.toBe('');
  const response = await page.request.get(link);
  expect(response.ok()).toBe(true);
}

/** Whether the Auth emulator still has an account for the address. */
export async function authAccountExists(email: string): Promise<boolean> {
  const { origin, projectId } = authOrigin();
  const response = await fetch(
    `${origin}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const body = (await response.json()) as { users?: unknown[] };
  return (body.users ?? []).length > 0;
}
