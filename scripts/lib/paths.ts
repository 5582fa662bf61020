import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** node_modules/.bin of the repository. */
export const BIN = path.join(ROOT, 'node_modules', '.bin');

/** A path relative to the repository when it lies inside it (for messages), else as given. */
export function displayPath(file: string): string {
  const relative = path.relative(ROOT, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** True when the module with this `import.meta.url` is the script being run (not imported). */
export function isMainModule(metaUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && path.resolve(entry) === fileURLToPath(metaUrl);
}
