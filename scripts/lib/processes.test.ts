import { describe, expect, it } from 'vitest';
import { exitCodeOf } from './processes';

describe('exitCodeOf', () => {
  it('is the exit code when the process exited', () => {
    expect(exitCodeOf({ exitCode: 0 })).toBe(0);
    expect(exitCodeOf({ exitCode: 3 })).toBe(3);
  });

  it('is 128 + the signal number when a signal ended it, as a shell says', () => {
    expect(exitCodeOf({ signal: 'SIGINT' })).toBe(130);
    expect(exitCodeOf({ signal: 'SIGTERM' })).toBe(143);
    expect(exitCodeOf({ signal: 'SIGKILL' })).toBe(137);
  });

  it('is 127 when the command does not exist, 1 for any other failure to start', () => {
    expect(exitCodeOf({ code: 'ENOENT' })).toBe(127);
    expect(exitCodeOf({ code: 'EACCES' })).toBe(1);
  });
});
