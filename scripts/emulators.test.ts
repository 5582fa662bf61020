import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEmulatorsArgs } from './emulators';
import { EmulatorError } from './lib/errors';

describe('parseEmulatorsArgs', () => {
  it('defaults to ports 9199 / 8180, no watching, the default rules and project, no command', () => {
    expect(parseEmulatorsArgs([], {})).toEqual({
      help: false,
      authPort: 9199,
      firestorePort: 8180,
      watchRules: false,
      rulesFile: undefined,
      projectId: undefined,
      command: [],
    });
  });

  it('takes the ports from EMULATOR_AUTH_PORT / EMULATOR_FIRESTORE_PORT, and flags over them', () => {
    const env = { EMULATOR_AUTH_PORT: '9204', EMULATOR_FIRESTORE_PORT: '8204' };
    expect(parseEmulatorsArgs([], env)).toMatchObject({ authPort: 9204, firestorePort: 8204 });
    expect(parseEmulatorsArgs(['--auth-port', '9300', '--firestore-port=8300'], env)).toMatchObject({
      authPort: 9300,
      firestorePort: 8300,
    });
  });

  it('reads --watch, --rules (resolved from the current directory), --project and the command after --', () => {
    expect(
      parseEmulatorsArgs(
        [
          '--watch',
          '--rules',
          'bench/open.rules',
          '--project',
          'demo-x',
          '--',
          'vitest',
          'run',
          '--project',
          'emulator',
        ],
        {},
      ),
    ).toEqual({
      help: false,
      authPort: 9199,
      firestorePort: 8180,
      watchRules: true,
      rulesFile: path.resolve('bench/open.rules'),
      projectId: 'demo-x',
      command: ['vitest', 'run', '--project', 'emulator'],
    });
  });

  it('answers --help and -h', () => {
    expect(parseEmulatorsArgs(['--help'], {})).toEqual({ help: true });
    expect(parseEmulatorsArgs(['-h'], {})).toEqual({ help: true });
  });

  it('refuses bad ports, unknown flags and a command without --', () => {
    expect(() => parseEmulatorsArgs(['--auth-port', '99999'], {})).toThrow(
      new EmulatorError('--auth-port: 99999 is not a port number'),
    );
    expect(() => parseEmulatorsArgs([], { EMULATOR_FIRESTORE_PORT: 'x' })).toThrow(
      new EmulatorError('EMULATOR_FIRESTORE_PORT: x is not a port number'),
    );
    expect(() => parseEmulatorsArgs(['--port', '1'], {})).toThrow(EmulatorError);
    expect(() => parseEmulatorsArgs(['vitest'], {})).toThrow(EmulatorError);
  });
});
