import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while React adopts prerendered markup, true from then on
 * (and at once in a client-only render). A prerendered form keeps its submit button disabled
 * until then, so Enter cannot submit it natively (a GET with the password in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
