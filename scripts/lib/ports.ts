/** Ports on 127.0.0.1: checking, choosing, reading them from flags and the environment, waiting on them. */
import { createServer } from 'node:net';
import getPort from 'get-port';
import { EmulatorError } from './errors';

export const HOST = '127.0.0.1';

/** True when nothing listens on the port of 127.0.0.1 (checked by binding it, then letting it go). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: HOST, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A free port of 127.0.0.1; never the same one twice within a few seconds in one process. */
export function freePort(): Promise<number> {
  return getPort({ host: HOST });
}

/** A TCP port number (1-65535), or an EmulatorError naming where the value came from. */
export function parsePort(value: string, source: string): number {
  const port = Number(value);
  if (value.trim() === '' || !Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new EmulatorError(`${source}: ${value} is not a port number`);
  }
  return port;
}

/** The port in environment variable `name`, or `fallback` when it is unset or empty. */
export function envPort(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const value = env[name];
  return value === undefined || value === '' ? fallback : parsePort(value, name);
}

/** True when the URL answers with a 2xx status within 2 s. */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

export type WaitOutcome = 'ready' | 'timeout' | 'stopped';

/**
 * Polls the URL every `intervalMs` until it answers with a 2xx status ('ready'), the time is up
 * ('timeout'), or `stopWhen()` says there is no point waiting any longer ('stopped', e.g. the
 * server's process has exited).
 */
export async function waitForUrl(
  url: string,
  options: { timeoutMs: number; intervalMs?: number; stopWhen?: () => boolean },
): Promise<WaitOutcome> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (await answers(url)) return 'ready';
    if (options.stopWhen?.()) return 'stopped';
    if (Date.now() > deadline) return 'timeout';
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 250));
  }
}
