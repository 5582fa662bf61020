import type { User } from 'firebase/auth';
import { onIdTokenChanged } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onAuthChange, type SessionUser } from './auth';

vi.mock('firebase/auth', () => ({ onIdTokenChanged: vi.fn() }));
vi.mock('@/firebase/auth', () => ({ auth: {} }));
vi.mock('@/firebase/app', () => ({ config: { emailDomain: 'ics-rewards.test' } }));

/** A signed-in user whose stored ID token says `tokenVerified`; a forced refresh brings `refreshed`. */
function fakeUser(opts: { emailVerified: boolean; tokenVerified: boolean; refresh?: () => Promise<string> }) {
  let tokenVerified = opts.tokenVerified;
  const getIdToken = vi.fn(async (force?: boolean) => {
    if (force) {
      await (opts.refresh ?? (() => Promise.resolve('fresh')))();
      tokenVerified = opts.emailVerified;
    }
    return 'token';
  });
  const user = {
    uid: 'uid-1',
    email: 'emp010@ics-rewards.test',
    emailVerified: opts.emailVerified,
    getIdToken,
    getIdTokenResult: vi.fn(() => Promise.resolve({ claims: { email_verified: tokenVerified } })),
  };
  return { user: user as unknown as User, getIdToken };
}

/** Subscribes; returns what it reported and a way to play Auth's listener. */
function subscribe() {
  const reports: (SessionUser | null)[] = [];
  let fire: (u: User | null) => void = () => undefined;
  vi.mocked(onIdTokenChanged).mockImplementation((_auth, next) => {
    fire = next as (u: User | null) => void;
    return () => undefined;
  });
  onAuthChange((u) => reports.push(u));
  return { reports, fire: (u: User | null) => fire(u) };
}

describe('onAuthChange: verified means verified for the rules too', () => {
  beforeEach(() => vi.clearAllMocks());

  it('a verified mailbox whose stored token predates the verification fetches a new token before reporting it verified', async () => {
    let answer: (t: string) => void = () => undefined;
    const { user, getIdToken } = fakeUser({
      emailVerified: true,
      tokenVerified: false,
      refresh: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const { reports, fire } = subscribe();
    fire(user);
    await vi.waitFor(() => expect(getIdToken).toHaveBeenCalledWith(true));
    // Nothing may read Firestore as a verified user on the old token.
    expect(reports.filter((r) => r?.emailVerified)).toEqual([]);
    answer('fresh');
    await vi.waitFor(() =>
      expect(reports.at(-1)).toEqual({ uid: 'uid-1', email: 'emp010@ics-rewards.test', emailVerified: true }),
    );
  });

  it('reports it unverified when the new token cannot be fetched (the Verify screen tries again)', async () => {
    const { user } = fakeUser({
      emailVerified: true,
      tokenVerified: false,
      refresh: () => Promise.reject(new Error('auth/network-request-failed')),
    });
    const { reports, fire } = subscribe();
    fire(user);
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.emailVerified).toBe(false);
  });

  it('a token that already says so is reported at once, without a refresh', async () => {
    const { user, getIdToken } = fakeUser({ emailVerified: true, tokenVerified: true });
    const { reports, fire } = subscribe();
    fire(user);
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.emailVerified).toBe(true);
    expect(getIdToken).not.toHaveBeenCalled();
  });

  it('a sign-out while the token is checked wins over the earlier user', async () => {
    let answer: (t: string) => void = () => undefined;
    const { user } = fakeUser({
      emailVerified: true,
      tokenVerified: false,
      refresh: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const { reports, fire } = subscribe();
    fire(user);
    fire(null);
    answer('fresh');
    await new Promise((r) => setTimeout(r, 0));
    expect(reports).toEqual([null]);
  });
});
