import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EmulatorError } from './errors';
import { envPort, freePort, parsePort, portIsFree } from './ports';

describe('parsePort', () => {
  it('accepts 1-65535', () => {
    expect(parsePort('1', '--port')).toBe(1);
    expect(parsePort('65535', '--port')).toBe(65535);
  });

  it('names the source of a value that is not a port', () => {
    for (const bad of ['', ' ', '0', '65536', '80.5', 'http', '-1']) {
      expect(() => parsePort(bad, '--auth-port')).toThrow(
        new EmulatorError(`--auth-port: ${bad} is not a port number`),
      );
    }
  });
});

describe('envPort', () => {
  it('uses the fallback when the variable is unset or empty', () => {
    expect(envPort('X_PORT', 9199, {})).toBe(9199);
    expect(envPort('X_PORT', 9199, { X_PORT: '' })).toBe(9199);
  });

  it('reads the variable, and names it when it is not a port', () => {
    expect(envPort('X_PORT', 9199, { X_PORT: '9204' })).toBe(9204);
    expect(() => envPort('X_PORT', 9199, { X_PORT: 'abc' })).toThrow(
      new EmulatorError('X_PORT: abc is not a port number'),
    );
  });
});

describe('portIsFree / freePort', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  it('sees a port as busy while something listens on it, and free once it is let go', async () => {
    const port = await freePort();
    expect(await portIsFree(port)).toBe(true);
    server = createServer();
    await new Promise<void>((resolve) => server?.listen({ port, host: '127.0.0.1' }, resolve));
    expect(await portIsFree(port)).toBe(false);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    expect(await portIsFree(port)).toBe(true);
  });

  it('hands out different free ports to consecutive calls', async () => {
    const ports = [await freePort(), await freePort(), await freePort()];
    expect(new Set(ports).size).toBe(3);
    for (const port of ports) expect(await portIsFree(port)).toBe(true);
  });
});
