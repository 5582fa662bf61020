import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changePassword } from './auth';

const firebase = vi.hoisted(() => ({
  reauthenticateWithCredential: vi.fn(),
  updatePassword: vi.fn(),
  credential: vi.fn((email: string, password: string) => ({ email, password })),
}));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  reauthenticateWithCredential: firebase.reauthenticateWithCredential,
  updatePassword: firebase.updatePassword,
  EmailAuthProvider: { credential: firebase.credential },
}));
const session = vi.hoisted(() => ({
  currentUser: { email: 'emp001@ics-rewards.test' } as { email: string } | null,
}));
vi.mock('@/firebase/auth', () => ({ auth: session }));

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe("changing the password: the product's texts, never the provider's", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    session.currentUser = { email: 'emp001@ics-rewards.test' };
    firebase.reauthenticateWithCredential.mockResolvedValue(undefined);
    firebase.updatePassword.mockResolvedValue(undefined);
  });

  it('re-authenticates with the current password, then sets the new one', async () => {
    await changePassword('Passw0rd!', 'Newpass1!');
    expect(firebase.credential).toHaveBeenCalledWith('emp001@ics-rewards.test', 'Passw0rd!');
    expect(firebase.updatePassword).toHaveBeenCalledWith(session.currentUser, 'Newpass1!');
  });

  it("a weak new password is 'New password is too weak'", async () => {
    firebase.updatePassword.mockRejectedValue(authError('auth/weak-password'));
    await expect(changePassword('Passw0rd!', 'abcdef')).rejects.toThrow(/^New password is too weak$/);
  });

  it.each(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials'])(
    "a wrong current password (%s) is 'Current password is incorrect'",
    async (code) => {
      firebase.reauthenticateWithCredential.mockRejectedValue(authError(code));
      await expect(changePassword('wrong', 'Newpass1!')).rejects.toThrow(/^Current password is incorrect$/);
      expect(firebase.updatePassword).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['re-authenticating', 'auth/network-request-failed'],
    ['setting the new password', 'auth/requires-recent-login'],
    ['setting the new password', 'internal'],
  ])(
    "any other failure %s (%s) is the generic 'Failed to update password. Please try again.'",
    async (step, code) => {
      if (step === 're-authenticating')
        firebase.reauthenticateWithCredential.mockRejectedValue(authError(code));
      else firebase.updatePassword.mockRejectedValue(authError(code));
      await expect(changePassword('Passw0rd!', 'Newpass1!')).rejects.toThrow(
        /^Failed to update password\. Please try again\.$/,
      );
    },
  );

  it('without a signed-in account: the generic text, nothing attempted', async () => {
    session.currentUser = null;
    await expect(changePassword('Passw0rd!', 'Newpass1!')).rejects.toThrow(
      /^Failed to update password\. Please try again\.$/,
    );
    expect(firebase.reauthenticateWithCredential).not.toHaveBeenCalled();
  });
});
