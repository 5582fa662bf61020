/**
 * Command-line flags for the scripts, on `node:util`'s `parseArgs`: the scripts declare their options,
 * and a mistake (an unknown flag, a missing value, a stray argument) becomes an EmulatorError that is
 * printed as one line, not a stack.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { EmulatorError } from './errors';

function usageError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (!code.startsWith('ERR_PARSE_ARGS_')) return error;
  return new EmulatorError(`${(error as Error).message} (try --help)`);
}

/** Parses flags only: any positional argument is a mistake. */
export function parseFlags<const O extends ParseArgsOptionsConfig>(args: readonly string[], options: O) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw usageError(error);
  }
}

/**
 * Parses flags followed by an optional command after `--` (`--watch -- vitest run`): everything after
 * the first `--` is the command, untouched; a positional argument before it is a mistake.
 */
export function parseFlagsAndCommand<const O extends ParseArgsOptionsConfig>(
  args: readonly string[],
  options: O,
) {
  try {
    const { values, tokens } = parseArgs({
      args,
      options,
      strict: true,
      allowPositionals: true,
      tokens: true,
    });
    const terminator = tokens.find((t) => t.kind === 'option-terminator');
    const stray = tokens.find(
      (t) => t.kind === 'positional' && (terminator === undefined || t.index < terminator.index),
    );
    if (stray?.kind === 'positional') {
      throw new EmulatorError(`Unexpected argument '${stray.value}': put a command after -- (try --help)`);
    }
    return { values, command: terminator === undefined ? [] : args.slice(terminator.index + 1) };
  } catch (error) {
    throw usageError(error);
  }
}

/** A whole number of at least `min`, or an EmulatorError naming the flag. */
export function parseInteger(value: string, flag: string, min = 1): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isInteger(n) || n < min) {
    throw new EmulatorError(`${flag}: ${value} is not a whole number of at least ${min}`);
  }
  return n;
}

/** A comma-separated list of whole numbers (`10,100,1000`). */
export function parseIntegerList(value: string, flag: string, min = 1): number[] {
  return value.split(',').map((part) => parseInteger(part.trim(), flag, min));
}
