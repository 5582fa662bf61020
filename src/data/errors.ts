/** Why a data-layer operation refused or failed, each with a sentence for the user (mutationErrorMessage). */
export type DataErrorCode =
  | 'not-found'
  | 'not-pending'
  | 'insufficient-points'
  | 'over-budget'
  | 'inactive-activity'
  | 'own-request'
  | 'invalid'
  | 'conflict'
  | 'same-reviewer'
  | 'pending-limit'
  | 'offline'
  | 'no-answer'
  | 'unconfirmed';

/** Errors the data layer raises; the message says what happened, in the product's words where it has them. */
export class DataError extends Error {
  constructor(
    message: string,
    readonly code: DataErrorCode,
  ) {
    super(message);
    this.name = 'DataError';
  }
}

/** The error is a DataError with one of these codes (for behaviour, e.g. refreshing stale data; never for text). */
export function isDataError(e: unknown, ...codes: DataErrorCode[]): e is DataError {
  return e instanceof DataError && codes.includes(e.code);
}

export const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.';

/** The browser is offline (navigator.onLine), or a request failed on the network while it is: nothing was sent. */
export function offlineError(): DataError {
  return new DataError(OFFLINE_MESSAGE, 'offline');
}

export const NO_ANSWER_MESSAGE =
  'The server did not answer, so nothing was saved. Check your connection and try again.';

/**
 * The browser is online but the server answered none of the reads a write transaction makes before
 * its commit, within the runner's deadline: it gave up before sending anything, so nothing was saved.
 */
export function noAnswerError(): DataError {
  return new DataError(NO_ANSWER_MESSAGE, 'no-answer');
}

export const UNCONFIRMED_MESSAGE =
  'The connection dropped while saving, so it is not known whether it was saved. Check your connection and try again: it is never saved twice.';

/**
 * A commit was sent and its answer was lost on the network: it may have landed. Trying the same action
 * again finds what it wrote (src/data/attempts.ts) or meets its new state, and never writes it twice.
 */
export function unconfirmedError(): DataError {
  return new DataError(UNCONFIRMED_MESSAGE, 'unconfirmed');
}

/** The browser says it has no network (undefined outside a browser: then we try). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The request did not get through (a failed fetch is 'unknown' in Firestore Lite). */
export const NETWORK_CODES: ReadonlySet<string> = new Set(['unavailable', 'unknown', 'deadline-exceeded']);

/** Firestore's (or Auth's) error code, if the error came from Firebase. */
export function firestoreCode(e: unknown): string | undefined {
  return e && typeof e === 'object' && 'code' in e && typeof e.code === 'string' ? e.code : undefined;
}

/**
 * What the user can do, after the DataError's own sentence (what happened). Empty where that sentence
 * already says it, or where the product prescribes the text (insufficient points). A Record, so a new
 * code does not compile until it has its advice here.
 */
const NEXT_STEP: Record<DataErrorCode, string> = {
  'not-found': 'It may have been removed. Refresh the page to see the latest.',
  'not-pending': 'Refresh the page to see its current status.',
  'insufficient-points': '',
  'over-budget': '',
  'inactive-activity': 'Please choose another activity.',
  'own-request': 'Someone else must do it.',
  invalid: '',
  conflict: '',
  'same-reviewer': '',
  'pending-limit': '',
  offline: '',
  'no-answer': '',
  unconfirmed: '',
};

export const INDEX_REQUIRED_MESSAGE =
  'Firebase Index Required! This needs a composite index: deploy firestore.indexes.json (firebase deploy --only firestore:indexes), then try again.';

/** Firebase's codes in words a person reads (never the provider's own message). */
const FIREBASE_MESSAGES: Record<string, string> = {
  'permission-denied':
    "You don't have permission to do this. If your role changed recently, sign out and in again, or ask an admin.",
  unauthenticated: 'Your session has expired. Please sign in again.',
  unavailable: 'The server could not be reached. Check your connection and try again.',
  'deadline-exceeded': 'The server took too long to answer. Please try again.',
  'resource-exhausted': 'Too many requests right now. Please wait a minute and try again.',
  aborted: 'Someone else changed this at the same moment. Please try again.',
  'failed-precondition': 'The data changed while this was being saved. Refresh the page and try again.',
  'already-exists': 'This already exists. Refresh the page to see it.',
  'not-found': 'This item no longer exists. Refresh the page to see the latest.',
  'invalid-argument': 'Some of the details were not accepted. Check the form and try again.',
  'out-of-range': 'Some of the details were not accepted. Check the form and try again.',
  'auth/network-request-failed': OFFLINE_MESSAGE,
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/requires-recent-login': 'For your security, please sign in again and then repeat this.',
  'auth/user-token-expired': 'Your session has expired. Please sign in again.',
  'auth/user-disabled': 'Your account has been disabled. Kindly contact admin for assistance.',
};

/**
 * A failure the screen explains in its own words (mutationErrorMessage has a sentence for it): a
 * DataError, or a Firebase error whose code is known. Anything else was not expected.
 */
export function isExplainedError(e: unknown): boolean {
  if (e instanceof DataError) return true;
  const code = firestoreCode(e);
  return code !== undefined && code in FIREBASE_MESSAGES;
}

function asSentence(text: string): string {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/**
 * The one sentence a failed mutation shows: what happened and what the user can do. DataErrors by
 * code, Firebase errors by code; anything else (a bug, an unknown server error) gets `fallback`, the
 * action's own failure text from the product's texts (e.g. 'Failed to approve claim. Please try again.').
 */
export function mutationErrorMessage(
  e: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (e instanceof DataError) {
    const next = NEXT_STEP[e.code];
    return next ? `${asSentence(e.message)} ${next}` : e.message;
  }
  const code = firestoreCode(e);
  // A plain write (not a transaction) that failed on the network while the browser is offline.
  if (code && NETWORK_CODES.has(code) && browserOffline()) return OFFLINE_MESSAGE;
  if (code === 'failed-precondition' && e instanceof Error && /index/i.test(e.message))
    return INDEX_REQUIRED_MESSAGE;
  return (code && FIREBASE_MESSAGES[code]) || fallback;
}
