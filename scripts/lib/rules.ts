/** Firestore rules in the emulator: loading a file, and reloading it whenever it changes (`--watch`). */
import { readFileSync, watch } from 'node:fs';
import path from 'node:path';
import { emulatorFetch } from './emulatorHttp';
import { EmulatorError } from './errors';
import { displayPath } from './paths';

/** Loads rules into the emulator; throws an EmulatorError carrying the compiler's message. */
export async function loadRules(firestoreHost: string, projectId: string, rulesFile: string): Promise<void> {
  const content = readFileSync(rulesFile, 'utf8');
  const response = await emulatorFetch(
    `http://${firestoreHost}/emulator/v1/projects/${projectId}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: path.basename(rulesFile), content }] } }),
    },
    `load ${displayPath(rulesFile)} into the Firestore emulator`,
  );
  if (response.ok) return;
  const text = await response.text();
  let message = text;
  try {
    message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text;
  } catch {
    // not JSON: keep the text
  }
  throw new EmulatorError(`${displayPath(rulesFile)}: ${message.trim()}`);
}

/**
 * Reloads the rules into the emulator whenever the file's content changes, logging each outcome (a
 * broken file is reported and the emulator keeps the last good rules). Returns "stop watching".
 */
export function watchRules(
  firestoreHost: string,
  projectId: string,
  rulesFile: string,
  log: (s: string) => void,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let lastContent = readFileSync(rulesFile, 'utf8');
  const reload = () => {
    let content: string;
    try {
      content = readFileSync(rulesFile, 'utf8');
    } catch {
      return; // being replaced; a later event follows
    }
    if (content === lastContent) return;
    lastContent = content;
    loadRules(firestoreHost, projectId, rulesFile).then(
      () => log(`rules reloaded (${new Date().toLocaleTimeString()})`),
      (error: unknown) =>
        log(`✖ rules NOT reloaded: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  // Watch the directory: editors often replace the file, which ends a watch on the file itself.
  const watcher = watch(path.dirname(rulesFile), (_event, filename) => {
    if (filename !== null && filename.toString() !== path.basename(rulesFile)) return;
    clearTimeout(timer);
    timer = setTimeout(reload, 200);
  });
  watcher.unref();
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
