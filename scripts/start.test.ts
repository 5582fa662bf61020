import { describe, expect, it } from 'vitest';
import { EmulatorError } from './lib/errors';
import { parseStartArgs } from './start';

describe('parseStartArgs', () => {
  it('defaults to Auth 9099, Firestore 8080 and the app on 5173', () => {
    expect(parseStartArgs([], {})).toEqual({
      help: false,
      authPort: 9099,
      firestorePort: 8080,
      appPort: 5173,
    });
  });

  it('takes DEV_AUTH_PORT / DEV_FIRESTORE_PORT / DEV_PORT, and flags over them', () => {
    const env = { DEV_AUTH_PORT: '9204', DEV_FIRESTORE_PORT: '8204', DEV_PORT: '5204' };
    expect(parseStartArgs([], env)).toEqual({
      help: false,
      authPort: 9204,
      firestorePort: 8204,
      appPort: 5204,
    });
    expect(parseStartArgs(['--auth-port=1', '--firestore-port', '2', '--port', '3'], env)).toEqual({
      help: false,
      authPort: 1,
      firestorePort: 2,
      appPort: 3,
    });
  });

  it('answers --help, and refuses bad values and unknown flags', () => {
    expect(parseStartArgs(['-h'], {})).toEqual({ help: true });
    expect(() => parseStartArgs(['--port', 'x'], {})).toThrow(
      new EmulatorError('--port: x is not a port number'),
    );
    expect(() => parseStartArgs(['--watch'], {})).toThrow(EmulatorError);
  });
});
