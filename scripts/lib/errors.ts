/**
 * A problem the user can fix (missing program, busy port, bad rules, a wrong flag): the scripts print
 * its message, not a stack.
 */
export class EmulatorError extends Error {
  override name = 'EmulatorError';
}

/** Prints an error the way the scripts do: a readable message for EmulatorError, the stack otherwise. */
export function printError(error: unknown): void {
  console.error(error instanceof EmulatorError ? `\n✖ ${error.message}` : error);
}
