/**
 * Firebase looks for injected defaults (`__FIREBASE_DEFAULTS__`: a global, then an environment
 * variable, then a cookie) every time one of its modules asks for an emulator host or a setting,
 * and nothing caches the answer. We configure Firebase in code (src/firebase/app.ts), so say there
 * are none: each of those look-ups otherwise reads `document.cookie`, a synchronous round trip to
 * the browser's network process, several times during start-up.
 *
 * Imported first by src/main.tsx, before any Firebase code runs.
 */
const g = globalThis as { __FIREBASE_DEFAULTS__?: object };
g.__FIREBASE_DEFAULTS__ ??= {};

export {};
