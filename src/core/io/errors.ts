/**
 * The one error boundary of every command. Three kinds of failure, three exit codes:
 *
 * - bad input (an InputError, or a command-line error from node:util parseArgs): exit 2 and one
 *   message naming the field or the option — the user can fix it;
 * - anything else is a bug in cardlaw: exit 3, a short id (the same bug gives the same id on any
 *   machine, so reports can be matched) and no stack unless asked for (--debug or
 *   CARDLAW_DEBUG=1) — a stack trace tells a rule committee nothing and looks like their fault.
 *
 * Exit 0 (done) and 1 (a finding: a failed case, an invariant violated) are the commands' own.
 *
 * @public
 */
import { createHash } from 'node:crypto';
import { InputError } from '../regulation/readings.ts';
import { nearest, stripControl } from '../scenario/fields.ts';
import { sourceStack } from './bundleStack.ts';

export const EXIT_OK = 0;
export const EXIT_FINDING = 1;
export const EXIT_BAD_INPUT = 2;
export const EXIT_INTERNAL = 3;

export interface Failure {
  readonly exitCode: 2 | 3;
  /** what to print on stderr, ending with a newline */
  readonly text: string;
}

/** A parseArgs error (ERR_PARSE_ARGS_UNKNOWN_OPTION, …_INVALID_OPTION_VALUE, …_UNEXPECTED_POSITIONAL). */
export const isCommandLineError = (e: unknown): boolean => typeof (e as { code?: unknown } | null)?.code === 'string' && (e as { code: string }).code.startsWith('ERR_PARSE_ARGS_');

export const isInputFailure = (e: unknown): boolean => e instanceof InputError || isCommandLineError(e);

const MESSAGE_LIMIT = 4_000;

/** A message as the terminal gets it: no control characters but line breaks, and bounded. */
function printable(message: string): string {
  const m = stripControl(message);
  return m.length > MESSAGE_LIMIT ? `${m.slice(0, MESSAGE_LIMIT - 1)}…` : m;
}

/**
 * A short id for an internal error: a hash of its kind, its message (digits blanked, so one
 * bug with different numbers is one id) and its first stack frame inside cardlaw, with the
 * path cut to the repository so the id does not depend on where cardlaw is installed.
 */
export function internalErrorId(e: unknown): string {
  const err = e instanceof Error ? e : new Error(String(e));
  // the bundled build's frames mapped back to src/… first (./bundleStack.ts): one id either way
  const frame = sourceStack(err.stack ?? '').split('\n').find((l) => /^\s+at /.test(l) && /\/(src|machines)\//.test(l)) ?? '';
  // the function and the file, not the line: the id survives an edit elsewhere in the file
  const fn = /^\s+at (?:async )?([^\s(]+) \(/.exec(frame)?.[1] ?? '';
  // …/src/x.js (an older compiled build) and …/src/x.ts (sources) are one place: one id either way
  const where = `${fn} ${frame.replace(/^.*?\/((?:src|machines)\/[^:)]*).*$/, '$1').replace(/\.js$/, '.ts')}`;
  const key = `${err.name}\n${String(err.message).split('\n')[0].replace(/\d+/g, '#')}\n${where}`;
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** What to print and which exit code, for any error a command threw. */
/** " (did you mean --text?)" for an unknown option near a known one; "" otherwise. */
function suggestOption(e: Error, known: readonly string[]): string {
  if ((e as { code?: string }).code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return '';
  const given = /Unknown option '(-{1,2}[^'=]+)/.exec(e.message)?.[1];
  const near = given ? nearest(given, known) : undefined;
  return near ? ` (did you mean ${near}?)` : '';
}

export function describeFailure(e: unknown, options: { debug?: boolean; command?: string; knownOptions?: readonly string[] } = {}): Failure {
  if (e instanceof InputError) return { exitCode: 2, text: `cardlaw: ${printable(e.message)}\n` };
  if (isCommandLineError(e)) {
    const command = options.command ? ` ${stripControl(options.command).slice(0, 20)}` : '';
    const hint = suggestOption(e as Error, options.knownOptions ?? []);
    // with a suggestion, Node's advice on positionals starting with "-" is beside the point
    const message = hint ? (e as Error).message.replace(/\. To specify a positional argument.*$/s, '') : (e as Error).message;
    return { exitCode: 2, text: `cardlaw${command}: ${printable(message)}${hint}\n(cardlaw${command} --help lists its options)\n` };
  }
  const err = e instanceof Error ? e : new Error(String(e));
  const id = internalErrorId(err);
  const lines = [
    `cardlaw: internal error ${id}: ${printable(`${err.name}: ${String(err.message).split('\n')[0]}`).slice(0, 300)}`,
    `This is a bug in cardlaw; please report it with this id (${id}) and the command that caused it.`,
  ];
  lines.push(options.debug ? printable(sourceStack(err.stack ?? String(err))) : 'Run again with --debug (or CARDLAW_DEBUG=1) for the full stack.');
  return { exitCode: 3, text: lines.join('\n') + '\n' };
}

/** Whether the stack is wanted: --debug on the command line or CARDLAW_DEBUG=1 in the environment. */
export const debugWanted = (argv: readonly string[], env: NodeJS.ProcessEnv = process.env): boolean =>
  env.CARDLAW_DEBUG === '1' || env.CARDLAW_DEBUG === 'true' || argv.includes('--debug');

/**
 * For a command that finishes in the background (simulate, conform): prints the failure and
 * sets the exit code, as the boundary does for synchronous commands.
 */
export function reportFailure(e: unknown, command?: string): number {
  const f = describeFailure(e, { debug: debugWanted(process.argv), command });
  process.stderr.write(f.text);
  process.exitCode = f.exitCode;
  return f.exitCode;
}
