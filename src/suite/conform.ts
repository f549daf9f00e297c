/**
 * The conformance runner: each case's scenario goes to an implementation (a command reading the
 * scenario on stdin and printing a ruling on stdout, or a function in-process), and its answer is
 * compared with the expected ruling on the fields the format defines.
 *
 * `checkAnswer` is pure; `runConformance` runs cases concurrently (`jobs`) and reports results in
 * case order.
 *
 * @public
 */
import { spawn } from 'node:child_process';
import { diffRulings } from './compare.ts';
import type { Json, SuiteCase } from './types.ts';

/** What an implementation did with one scenario. */
export interface Answer {
  /** exit code; null when killed */
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly timedOut: boolean;
  /** the command could not be started */
  readonly error?: string;
}

export type Implementation = (scenarioJson: string, timeoutMs: number) => Promise<Answer>;

export interface CaseResult {
  readonly id: string;
  readonly file: string;
  readonly title: string;
  readonly passed: boolean;
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
}

export interface ConformSummary {
  readonly results: readonly CaseResult[];
  readonly passed: number;
  readonly failed: number;
}

const firstLine = (s: string) => s.trim().split('\n')[0]?.slice(0, 300) ?? '';

/** Judges one answer against one case. Pure. */
export function checkAnswer(c: SuiteCase, a: Answer, fields: readonly string[]): { passed: boolean; diff: string[] } {
  if (a.error) return { passed: false, diff: [`the command could not be run: ${a.error}`] };
  if (a.timedOut) return { passed: false, diff: ['no answer within the time limit (the process was stopped)'] };
  const expected = c.expected as Json;
  if (expected.rejected === true) {
    if (a.code !== 0) return { passed: true, diff: [] };
    return { passed: false, diff: [`expected the scenario to be rejected (a non-zero exit; cardlaw says: ${String(expected.message)}), got exit 0 with ${firstLine(a.stdout) || 'no output'}`] };
  }
  if (a.code !== 0) return { passed: false, diff: [`expected a ruling, the command exited with code ${a.code}${a.stderr.trim() ? `: ${firstLine(a.stderr)}` : ''}`] };
  let ruling: unknown;
  try {
    ruling = JSON.parse(a.stdout);
  } catch {
    return { passed: false, diff: [`stdout is not JSON: ${firstLine(a.stdout) || '(empty)'}`] };
  }
  const diff = diffRulings(expected, ruling, fields);
  return { passed: diff.length === 0, diff };
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
    for (;;) {
      const i = next++;
      if (i >= cases.length) return;
      const c = cases[i];
      const start = Date.now();
      const answer = await impl(JSON.stringify(c.scenario), timeoutMs);
      const { passed, diff } = checkAnswer(c, answer, compared);
      results[i] = { id: c.id, file: c.file, title: c.title, passed, diff, ms: Date.now() - start };
      report();
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, cases.length) }, worker));
  const all = results as CaseResult[];
  const passed = all.filter((r) => r.passed).length;
  return { results: all, passed, failed: all.length - passed };
}

/**
 * An implementation run as a shell command, once per case, with the scenario on stdin. On time
 * out the command's whole process group (the shell and what it started) is stopped.
 */
export function commandImplementation(command: string, cwd = process.cwd()): Implementation {
  return (input, timeoutMs) =>
    new Promise<Answer>((resolveAnswer) => {
      let stdout = '';
      let stderr = '';
      let timedOut = false;
      let settled = false;
      const child = spawn(command, { cwd, shell: true, detached: process.platform !== 'win32', stdio: ['pipe', 'pipe', 'pipe'] });
      const done = (a: Answer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolveAnswer(a);
      };
      const timer = setTimeout(() => {
        timedOut = true;
        try {
          if (child.pid !== undefined && process.platform !== 'win32') process.kill(-child.pid, 'SIGKILL');
          else child.kill('SIGKILL');
        } catch {
          // already gone
        }
      }, timeoutMs);
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      child.on('error', (e) => done({ code: null, stdout, stderr, timedOut, error: e.message }));
      child.on('close', (code) => done({ code, stdout, stderr, timedOut }));
      child.stdin.on('error', () => {
        // the command may exit without reading its input; its exit code says what happened
      });
      child.stdin.end(input);
    });
}
