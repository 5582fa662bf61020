/**
 * E-mail verification on the Auth emulator (docs/product.md#identity-and-sign-up): it sends no mail, it records each code.
 * `GET /emulator/v1/projects/{projectId}/oobCodes` lists them; tests read them here, and `npm start`
 * prints each new verification link as it is sent (watchVerificationLinks).
 */
export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** Every code the Auth emulator recorded for the project (all kinds: verification, password reset). */
export async function listOobCodes(authOrigin: string, projectId: string): Promise<OobCode[]> {
  const response = await fetch(`${authOrigin}/emulator/v1/projects/${projectId}/oobCodes`, {
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`Auth emulator oobCodes: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { oobCodes?: OobCode[] };
  return body.oobCodes ?? [];
}

/** The newest verification code sent to the address, or null. */
export async function latestVerificationCode(
  authOrigin: string,
  projectId: string,
  email: string,
): Promise<OobCode | null> {
  const codes = await listOobCodes(authOrigin, projectId);
  const mine = codes.filter((c) => c.requestType === 'VERIFY_EMAIL' && c.email === email.toLowerCase());
  return mine.at(-1) ?? null;
}

/**
 * Polls the Auth emulator and prints every verification link once, as it appears. Returns a stop
 * function. Errors (the emulator restarting) are ignored until the next poll.
 */
export function watchVerificationLinks(
  authOrigin: string,
  projectId: string,
  print: (line: string) => void = (line) => console.log(line),
  everyMs = 1000,
): () => void {
  const seen = new Set<string>();
  const poll = async () => {
    const codes = await listOobCodes(authOrigin, projectId).catch(() => []);
    for (const c of codes) {
      if (c.requestType !== 'VERIFY_EMAIL' || seen.has(c.oobCode)) continue;
      seen.add(c.oobCode);
      print(`\n  Verification link for ${c.email} (open it to verify the mailbox):\n  ${c.oobLink}\n`);
    }
  };
  const timer = setInterval(() => void poll(), everyMs);
  return () => clearInterval(timer);
}
