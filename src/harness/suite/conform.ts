/**
 * The conformance runner: each case's scenario goes to an implementation (a command reading the
 * scenario on stdin and printing a ruling on stdout, or a function in-process), and its answer is
 * classified and compared with the expected ruling on the fields the format defines.
 *
 * `checkAnswer` is pure; `runConformance` runs cases concurrently (`jobs`) and reports results in
 * case order; `commandImplementation` runs a shell command with its output bounded and leaves
 * nothing it started running (src/harness/suite/processes.ts).
 *
 * @public
 */
import { diffRulings } from '../../core/suite/compare.ts';
import { killGroup, killTagged, newRunTag, spawnTested } from './processes.ts';
import { REJECTION_EXIT_CODE, type Json, type SuiteCase } from '../../core/suite/types.ts';

/** What an implementation did with one scenario. */
export interface Answer {
  /** exit code; null when killed */
  readonly code: number | null;
  /** the signal that ended it, when one did */
  readonly signal?: string | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly timedOut: boolean;
  /** the stream that went over the output limit (the process was stopped) */
  readonly overflow?: { readonly stream: 'stdout' | 'stderr'; readonly limit: number };
  /** the run was interrupted (Ctrl-C) while this case ran */
  readonly interrupted?: boolean;
  /** the command could not be started */
  readonly error?: string;
}

export type Implementation = (scenarioJson: string, timeoutMs: number) => Promise<Answer>;

/**
 * How a case ended. `passed`; a wrong answer (`differs`, `not-rejected`, `rejected`,
 * `bad-output`) — a JUnit *failure*; the program did not answer (`crashed`, `timeout`,
 * `output-limit`, `not-run`, `interrupted`) — a JUnit *error*.
 */
export type CaseStatus = 'passed' | 'differs' | 'not-rejected' | 'rejected' | 'bad-output' | 'crashed' | 'timeout' | 'output-limit' | 'not-run' | 'interrupted';

export const WRONG_ANSWER: readonly CaseStatus[] = ['differs', 'not-rejected', 'rejected', 'bad-output'];

export interface CaseResult {
  readonly id: string;
  readonly file: string;
  readonly title: string;
  readonly format: string;
  readonly passed: boolean;
  readonly status: CaseStatus;
  /** one line per difference (or what went wrong) */
  readonly diff: readonly string[];
  readonly ms: number;
}

export interface ConformOptions {
  /** per case, in milliseconds; default 10 000 */
  readonly timeoutMs?: number;
  /** cases run at once; default 1 */
  readonly jobs?: number;
  /** compared fields to leave out (e.g. `readings` for an implementation that does not report them) */
  readonly ignore?: readonly string[];
  /** called for each result, in case order, as soon as it and all earlier ones are known */
  readonly onResult?: (r: CaseResult, index: number) => void;
  /** once aborted, no further case starts (the implementation stops the running ones) */
  readonly signal?: AbortSignal;
}

export interface ConformSummary {
  /** in case order; after an interruption, only the cases that ran */
  readonly results: readonly CaseResult[];
  readonly passed: number;
  readonly failed: number;
  readonly interrupted: boolean;
}

export { REJECTION_EXIT_CODE };

const firstLine = (s: string) => s.trim().split('\n')[0]?.slice(0, 300) ?? '';
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The exit a rejection of this case must give, or null when the case expects a ruling. */
export function rejectionExitCode(c: SuiteCase): number | null {
  const e = c.expected;
  if (e.rejected !== true) return null;
  return typeof e.exitCode === 'number' ? e.exitCode : REJECTION_EXIT_CODE;
}

/** Why the program did not answer at all, or null when it did (exited by itself). */
function noAnswer(a: Answer): { status: CaseStatus; line: string } | null {
  if (a.error) return { status: 'not-run', line: `the command could not be run: ${a.error}` };
  if (a.interrupted) return { status: 'interrupted', line: 'interrupted (the process was stopped)' };
  if (a.overflow) return { status: 'output-limit', line: `output exceeded ${a.overflow.limit} bytes on ${a.overflow.stream} (the process was stopped)` };
  if (a.timedOut) return { status: 'timeout', line: 'no answer within the time limit (the process was stopped)' };
  if (a.code === null) return { status: 'crashed', line: `the command was killed by ${a.signal ?? 'a signal'}${a.stderr.trim() ? `: ${firstLine(a.stderr)}` : ''}` };
  return null;
}

/** What a program says when it exits with a code that is not the contract's. */
function crash(a: Answer, expectedWhat: string): string {
  const why = a.code === 127 ? ' (command not found?)' : '';
  return `expected ${expectedWhat}, the command crashed: exit code ${a.code}${why}${a.stderr.trim() ? `: ${firstLine(a.stderr)}` : a.stdout.trim() ? `: ${firstLine(a.stdout)}` : ''}`;
}

/**
 * The rejection message of an answer that exited with the rejection code: stdout empty (the
 * message on stderr) or a JSON object whose `error` is a string. Anything else is an error.
 */
function rejectionMessage(a: Answer): { message: string } | { problem: string } {
  const text = a.stdout.trim();
  if (text === '') return { message: firstLine(a.stderr) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: `stdout is neither empty nor a JSON error object: ${firstLine(text)}` };
  }
  if (!isObject(parsed) || typeof parsed.error !== 'string') return { problem: `stdout is not a JSON error object ({"error": "…"}): ${firstLine(text)}` };
  return { message: parsed.error };
}

/** Judges one answer against one case. Pure. */
export function checkAnswer(c: SuiteCase, a: Answer, fields: readonly string[]): { passed: boolean; status: CaseStatus; diff: string[] } {
  const result = (status: CaseStatus, diff: string[] = []) => ({ passed: status === 'passed', status, diff });
  const none = noAnswer(a);
  if (none) return result(none.status, [none.line]);
  const expected = c.expected;
  const rejectWith = rejectionExitCode(c);
  if (rejectWith !== null) {
    const what = `a rejection (exit code ${rejectWith}; cardlaw says: ${String(expected.message)})`;
    if (a.code === 0) return result('not-rejected', [`expected ${what}, got exit 0 with ${firstLine(a.stdout) || 'no output'}`]);
    if (a.code !== rejectWith) return result('crashed', [crash(a, what)]);
    const m = rejectionMessage(a);
    return 'problem' in m ? result('bad-output', [`a rejection (exit code ${rejectWith}) but ${m.problem}`]) : result('passed');
  }
  if (a.code === REJECTION_EXIT_CODE) {
    const m = rejectionMessage(a);
    return result('rejected', [`expected a ruling, the command rejected the scenario (exit code ${a.code})${'message' in m && m.message ? `: ${m.message.slice(0, 300)}` : ''}`]);
  }
  if (a.code !== 0) return result('crashed', [crash(a, 'a ruling')]);
  let ruling: unknown;
  try {
    ruling = JSON.parse(a.stdout);
  } catch {
    return result('bad-output', [`stdout is not JSON: ${firstLine(a.stdout) || '(empty)'}`]);
  }
  if (!isObject(ruling)) return result('bad-output', diffRulings(expected, ruling, fields));
  const diff = diffRulings(expected, ruling, fields);
  return result(diff.length === 0 ? 'passed' : 'differs', diff);
}

export async function runConformance(cases: readonly SuiteCase[], impl: Implementation, fields: readonly string[], options: ConformOptions = {}): Promise<ConformSummary> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const jobs = Math.max(1, options.jobs ?? 1);
  const compared = fields.filter((f) => !(options.ignore ?? []).includes(f));
  const results: (CaseResult | undefined)[] = new Array(cases.length);
  let next = 0;
  let reported = 0;
  const report = () => {
    while (reported < cases.length && results[reported]) {
      options.onResult?.(results[reported]!, reported);
      reported++;
    }
  };
  const worker = async () => {
    while (!options.signal?.aborted) {
      const i = next++;
      if (i >= cases.length) return;
      const c = cases[i];
      const start = Date.now();
      const answer = await impl(JSON.stringify(c.scenario), timeoutMs);
      const { passed, status, diff } = checkAnswer(c, answer, compared);
      results[i] = { id: c.id, file: c.file, title: c.title, format: c.format, passed, status, diff, ms: Date.now() - start };
      report();
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, cases.length) }, worker));
  // cases start in order and every started one finishes, so after an interruption the results
  // are the first cases without a hole
  const ran = results.filter((r): r is CaseResult => r !== undefined);
  const passed = ran.filter((r) => r.passed).length;
  return { results: ran, passed, failed: ran.length - passed, interrupted: ran.length < cases.length };
}

export interface CommandOptions {
  /** the folder the command runs in; default the current one */
  readonly cwd?: string;
  /** bytes kept per stream; a command that writes more is stopped and the case fails. Default 16 MiB */
  readonly maxOutputBytes?: number;
  /** aborting stops every running command (Ctrl-C) */
  readonly signal?: AbortSignal;
}

export const DEFAULT_MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

/**
 * How long after the command exits its output pipes may stay open before cardlaw kills what
 * holds them (a process that left the group and kept the pipe would hang the case forever);
 * ten times that more before it closes them itself.
 */
const LINGER_MS = 200;

/**
 * An implementation run as a shell command, once per case, with the scenario on stdin, in a
 * process group of its own. Each stream is kept up to `maxOutputBytes`; over that, on time out,
 * and on abort, the group and every process carrying the command's tag are killed. When the
 * command exits, whatever it left behind in its group or under its tag is killed too.
 */
export function commandImplementation(command: string, options: CommandOptions = {}): Implementation {
  const limit = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  return (input, timeoutMs) =>
    new Promise<Answer>((resolveAnswer) => {
      const tag = newRunTag();
      const chunks = { stdout: [] as Buffer[], stderr: [] as Buffer[] };
      const sizes = { stdout: 0, stderr: 0 };
      let timedOut = false;
      let interrupted = false;
      let overflow: Answer['overflow'];
      let exit: { code: number | null; signal: string | null } | null = null;
      let open = 2;
      let settled = false;
      let lingerTimer: NodeJS.Timeout | undefined;
      if (options.signal?.aborted) return resolveAnswer({ code: null, stdout: '', stderr: '', timedOut: false, interrupted: true });
      const child = spawnTested(command, tag, options.cwd);
      const text = (k: 'stdout' | 'stderr') => Buffer.concat(chunks[k]).toString('utf8');
      const answer = (): Answer => ({ code: exit?.code ?? null, signal: exit?.signal, stdout: text('stdout'), stderr: text('stderr'), timedOut, overflow, interrupted });
      const settle = (a: Answer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(lingerTimer);
        // nothing the command started outlives its case: a daemon it forked, a process that
        // left the group but kept the tag
        killGroup(child.pid);
        killTagged(tag);
        options.signal?.removeEventListener('abort', onAbort);
        resolveAnswer(a);
      };
      const maybeDone = () => {
        if (exit && open === 0) settle(answer());
      };
      // stop everything the command started, and stop waiting for its pipes
      const stop = () => {
        killGroup(child.pid);
        killTagged(tag);
        child.stdout.destroy();
        child.stderr.destroy();
      };
      const timer = setTimeout(() => {
        // a command that exited in time answered; only its pipes are still held
        if (!exit) timedOut = true;
        stop();
      }, timeoutMs);
      const onAbort = () => {
        interrupted = true;
        stop();
      };
      options.signal?.addEventListener('abort', onAbort, { once: true });
      for (const k of ['stdout', 'stderr'] as const) {
        child[k].on('data', (d: Buffer) => {
          if (overflow) return;
          const room = limit - sizes[k];
          if (d.length > room) {
            chunks[k].push(d.subarray(0, Math.max(0, room)));
            sizes[k] = limit;
            overflow = { stream: k, limit };
            stop();
            return;
          }
          chunks[k].push(d);
          sizes[k] += d.length;
        });
        child[k].on('close', () => {
          open--;
          maybeDone();
        });
      }
      child.on('error', (e) => {
        stop();
        settle({ ...answer(), error: e.message });
      });
      child.on('exit', (code, signal) => {
        exit = { code, signal };
        // anything the command left running in its group is stopped with it
        killGroup(child.pid);
        // Pipes still open a while after the exit: an escaped process holds them. Killing it by
        // its tag closes them and keeps every byte already written; only a process without the
        // tag is left to a last resort, closing the pipes on our side.
        if (open > 0) {
          lingerTimer = setTimeout(() => {
            killTagged(tag);
            lingerTimer = setTimeout(stop, 10 * LINGER_MS);
          }, LINGER_MS);
        }
        maybeDone();
      });
      child.stdin.on('error', () => {
        // the command may exit without reading its input; its exit code says what happened
      });
      child.stdin.end(input);
    });
}
