import { describe, expect, it, vi } from 'vitest';
import { approvalTexts } from '@/domain/approvalRules';
import {
  DataError,
  isDataError,
  INDEX_REQUIRED_MESSAGE,
  mutationErrorMessage,
  NO_ANSWER_MESSAGE,
  noAnswerError,
  OFFLINE_MESSAGE,
  offlineError,
  UNCONFIRMED_MESSAGE,
  unconfirmedError,
  type DataErrorCode,
} from './errors';

const firebaseError = (code: string, message = `Request failed with error: ${code} raw provider text`) =>
  Object.assign(new Error(message), { name: 'FirebaseError', code });

/** Every DataError code (a Record: a new code does not compile until it is listed here) and its sentence. */
const BY_CODE: Record<DataErrorCode, [DataError, string]> = {
  'not-found': [
    new DataError('Claim not found', 'not-found'),
    'Claim not found. It may have been removed. Refresh the page to see the latest.',
  ],
  'not-pending': [
    new DataError('This claim has already been reviewed.', 'not-pending'),
    'This claim has already been reviewed. Refresh the page to see its current status.',
  ],
  'insufficient-points': [
    new DataError('Insufficient points! You have 80 points but need 100 points.', 'insufficient-points'),
    'Insufficient points! You have 80 points but need 100 points.',
  ],
  'over-budget': [
    new DataError('Over budget: HR Department (M3) has 100 points left this month; this claim needs 150.', 'over-budget'),
    'Over budget: HR Department (M3) has 100 points left this month; this claim needs 150.',
  ],
  'inactive-activity': [
    new DataError('This activity is no longer available.', 'inactive-activity'),
    'This activity is no longer available. Please choose another activity.',
  ],
  'own-request': [
    new DataError('You cannot review your own claim.', 'own-request'),
    'You cannot review your own claim. Someone else must do it.',
  ],
  invalid: [new DataError('Please provide a reason', 'invalid'), 'Please provide a reason'],
  'same-reviewer': [
    new DataError(approvalTexts.sameReviewer, 'same-reviewer'),
    approvalTexts.sameReviewer,
  ],
  'pending-limit': [
    new DataError(approvalTexts.pendingLimitReached, 'pending-limit'),
    approvalTexts.pendingLimitReached,
  ],
  conflict: [
    new DataError('Could not allocate a reference ID. Please try again.', 'conflict'),
    'Could not allocate a reference ID. Please try again.',
  ],
  offline: [offlineError(), OFFLINE_MESSAGE],
  'no-answer': [noAnswerError(), NO_ANSWER_MESSAGE],
  unconfirmed: [unconfirmedError(), UNCONFIRMED_MESSAGE],
};

describe('mutationErrorMessage', () => {
  it.each(Object.entries(BY_CODE))("DataError '%s' reads as its sentence", (_code, [error, sentence]) => {
    expect(mutationErrorMessage(error, 'Failed to approve claim. Please try again.')).toBe(sentence);
  });

  it.each([
    ['permission-denied', "You don't have permission to do this."],
    ['unauthenticated', 'Your session has expired. Please sign in again.'],
    ['unavailable', 'The server could not be reached. Check your connection and try again.'],
    ['deadline-exceeded', 'The server took too long to answer. Please try again.'],
    ['resource-exhausted', 'Too many requests right now. Please wait a minute and try again.'],
    ['aborted', 'Someone else changed this at the same moment. Please try again.'],
    ['failed-precondition', 'The data changed while this was being saved. Refresh the page and try again.'],
    ['already-exists', 'This already exists. Refresh the page to see it.'],
    ['not-found', 'This item no longer exists. Refresh the page to see the latest.'],
    ['invalid-argument', 'Some of the details were not accepted. Check the form and try again.'],
    ['auth/network-request-failed', OFFLINE_MESSAGE],
    ['auth/too-many-requests', 'Too many attempts. Please wait a moment and try again.'],
    ['auth/requires-recent-login', 'For your security, please sign in again and then repeat this.'],
  ])("Firebase '%s' reads as a sentence, never the provider's message", (code, start) => {
    const message = mutationErrorMessage(firebaseError(code));
    expect(message.startsWith(start)).toBe(true);
    expect(message).not.toMatch(/raw provider text|Request failed/);
  });

  it('isDataError tells a DataError of given codes from anything else', () => {
    const reviewed = new DataError('This claim has already been reviewed.', 'not-pending');
    expect(isDataError(reviewed, 'not-pending')).toBe(true);
    expect(isDataError(reviewed, 'inactive-activity', 'not-found')).toBe(false);
    expect(isDataError(firebaseError('not-found'), 'not-found')).toBe(false);
  });

  it("a missing index gets the product's 'Firebase Index Required!' message", () => {
    const error = firebaseError(
      'failed-precondition',
      'The query requires an index. You can create it here: https://...',
    );
    expect(mutationErrorMessage(error)).toBe(INDEX_REQUIRED_MESSAGE);
    expect(INDEX_REQUIRED_MESSAGE.startsWith('Firebase Index Required!')).toBe(true);
  });

  it('a write that failed on the network while the browser is offline says so', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(
      mutationErrorMessage(firebaseError('unknown'), 'Failed to update profile. Please try again.'),
    ).toBe(OFFLINE_MESSAGE);
    onLine.mockRestore();
  });

  it('only a browser that is offline reads as offline: a slow or silent server never does', () => {
    expect(OFFLINE_MESSAGE).toMatch(/offline/);
    for (const message of [NO_ANSWER_MESSAGE, UNCONFIRMED_MESSAGE]) expect(message).not.toMatch(/offline/i);
    expect(NO_ANSWER_MESSAGE).toMatch(/nothing was saved/);
    expect(UNCONFIRMED_MESSAGE).toMatch(/never saved twice/);
    // Online, a request that failed on the network is the server not reached, not 'offline'.
    expect(mutationErrorMessage(firebaseError('unavailable'))).not.toBe(OFFLINE_MESSAGE);
  });

  it("anything else gets the action's own failure text from the product's texts, or a general sentence", () => {
    const approve = 'Failed to approve claim. Please try again.';
    expect(mutationErrorMessage(firebaseError('unknown'), approve)).toBe(approve);
    expect(mutationErrorMessage(firebaseError('internal'), approve)).toBe(approve);
    expect(mutationErrorMessage(new TypeError('x is undefined'), approve)).toBe(approve);
    expect(mutationErrorMessage('a string')).toBe('Something went wrong. Please try again.');
  });
});
