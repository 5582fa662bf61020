/** Errors the data layer raises for the screens to show in the spec's words. */
export class DataError extends Error {
  constructor(
    message: string,
    readonly code:
      | 'not-found'
      | 'not-pending'
      | 'insufficient-points'
      | 'inactive-activity'
      | 'own-request'
      | 'invalid'
      | 'conflict',
  ) {
    super(message);
    this.name = 'DataError';
  }
}

export function errorMessage(e: unknown): string {
  if (e instanceof Error) return e.message;
  return String(e);
}

/** Firestore's error code, if the error came from Firestore. */
export function firestoreCode(e: unknown): string | undefined {
  return e && typeof e === 'object' && 'code' in e && typeof e.code === 'string' ? e.code : undefined;
}
