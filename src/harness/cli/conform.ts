/**
 * `cardlaw conform DIR --exec "COMMAND"`: the command-line layer of the conformance runner.
 * Checks every option and the suite before the first case runs (InputError naming the option
 * or the file: src/harness/cli/cli.ts prints it and exits 2), runs the cases, prints PASS/FAIL lines (or a
 * JSON document), writes JUnit XML on request, and on Ctrl-C stops every tested program before
 * exiting 130.
 *
 *   cardlaw conform DIR --exec "COMMAND" [--timeout MS] [--jobs N|auto] [--ignore FIELD,…]
 *                       [--case ID,…] [--json] [--junit FILE] [--max-output BYTES]
 */
import { existsSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CONFORM_OPTIONS } from './options.ts';
import { nearest, shortValue, stripControl } from '../../core/scenario/fields.ts';
import { InputError } from '../../core/regulation/readings.ts';
import { commandImplementation, DEFAULT_MAX_OUTPUT_BYTES, runConformance, type CaseResult } from '../suite/conform.ts';
import { jsonlImplementation } from '../suite/jsonlImplementation.ts';
import { conformJson, conformJUnit, type RunInfo } from '../suite/conformReport.ts';
import type { SuiteCase } from '../../core/suite/types.ts';
import { readSuite, type LoadedSuite } from '../suite/write.ts';

/** The longest a Node timer can wait; a larger delay silently becomes 1 ms. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;
export const MAX_JOBS = 256;
export const MAX_OUTPUT_LIMIT = 1024 ** 3;

export interface ConformRun {
  readonly dir: string;
  readonly command: string;
  readonly timeoutMs: number;
  readonly jobs: number;
  readonly ignore: readonly string[];
  /** case ids or file names; empty: every case */
  readonly only: readonly string[];
  readonly json: boolean;
  readonly junit?: string;
  readonly maxOutputBytes: number;
  /** per-case: the command is started for every case; jsonl: once per job, fed a scenario per line */
  readonly protocol: 'per-case' | 'jsonl';
}

/** A whole number written in digits only (no sign, exponent, fraction or hex), in range. */
export function integerOption(value: string, option: string, min: number, max: number, what: string): number {
  const n = /^[0-9]+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new InputError(`${option}: ${what}, an integer from ${min} to ${max}; got ${shortValue(value)}`);
  return n;
}

const list = (value: string | undefined) => (value ?? '').split(',').map((x) => x.trim()).filter(Boolean);

/** parseArgs, its own errors (a missing option value, an unknown option) turned into InputError. */
function parseConformArgs(argv: string[]) {
  try {
    return parseConformArgsRaw(argv);
  } catch (e) {
    if (String((e as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')) throw new InputError(`conform: ${(e as Error).message.split('\n')[0]}`);
    throw e;
  }
}

function parseConformArgsRaw(argv: string[]) {
  return parseArgs({
    args: argv,
    options: CONFORM_OPTIONS,
    allowPositionals: true,
  });
}

export function parseConform(argv: string[]): ConformRun {
  const { values, positionals } = parseConformArgs(argv);
  if (positionals.length !== 1) throw new InputError('conform: give one suite folder (made by cardlaw suite), e.g. cardlaw conform suites/debertz --exec "my-judge"');
  if (values.exec === undefined || values.exec.trim() === '') throw new InputError('conform: --exec "COMMAND" is required (it reads a scenario on stdin and prints a ruling on stdout)');
  const timeoutMs = values.timeout === undefined ? 10_000 : integerOption(values.timeout, '--timeout', 1, MAX_TIMEOUT_MS, 'milliseconds per case');
  const jobs = values.jobs === undefined ? 1 : values.jobs.trim() === 'auto' ? Math.min(MAX_JOBS, availableParallelism()) : integerOption(values.jobs, '--jobs', 1, MAX_JOBS, 'cases run at once (or auto)');
  const maxOutputBytes = values['max-output'] === undefined ? DEFAULT_MAX_OUTPUT_BYTES : integerOption(values['max-output'], '--max-output', 1, MAX_OUTPUT_LIMIT, 'bytes kept per stream of each case');
  const only = (values.case ?? []).flatMap(list);
  if (values.case && only.length === 0) throw new InputError('--case: give a case id or file name (e.g. --case debertz-013)');
  if (values.junit !== undefined) checkWritable(values.junit, '--junit');
  const protocol = values.protocol ?? 'per-case';
  if (protocol !== 'per-case' && protocol !== 'jsonl') throw new InputError(`--protocol: ${shortValue(protocol)} is not a protocol (per-case: one process per case, the default; jsonl: one process per job, a scenario per line)`);
  return { dir: positionals[0], command: values.exec, timeoutMs, jobs, ignore: list(values.ignore), only, json: values.json ?? false, junit: values.junit, maxOutputBytes, protocol };
}

/** A file we may write at the end of the run: refused now rather than after every case ran. */
function checkWritable(file: string, option: string): void {
  if (file.trim() === '') throw new InputError(`${option}: give a file name`);
  const parent = dirname(resolve(file));
  if (!existsSync(parent) || !statSync(parent).isDirectory()) throw new InputError(`${option}: the folder ${dirname(file)} does not exist`);
  if (existsSync(file) && statSync(file).isDirectory()) throw new InputError(`${option}: ${file} is a folder; give a file name`);
}

/** The cases `--case` names (ids or file names), in suite order; every name must be a case. */
export function selectCases(cases: readonly SuiteCase[], only: readonly string[]): SuiteCase[] {
  if (only.length === 0) return [...cases];
  const names = cases.flatMap((c) => [c.id, c.file]);
  for (const name of only) {
    if (names.includes(name)) continue;
    const near = nearest(name, names);
    throw new InputError(
      `--case: ${shortValue(name)} is not a case of this suite${near ? ` (did you mean ${near}?)` : ''}; give an id (${cases[0].id} … ${cases[cases.length - 1].id}) or a file name`,
    );
  }
  return cases.filter((c) => only.includes(c.id) || only.includes(c.file));
}

/** Everything that can be refused is refused here, before any case runs. */
export function prepareConform(run: ConformRun): { suite: LoadedSuite; cases: SuiteCase[]; fields: readonly string[] } {
  const suite = readSuite(run.dir);
  const fields = suite.manifest.compared;
  const unknown = run.ignore.filter((f) => !fields.includes(f));
  if (unknown.length) throw new InputError(`--ignore: ${unknown.map((f) => shortValue(f)).join(', ')} is not a compared field (${fields.join(', ')})`);
  if (run.ignore.length === fields.length) throw new InputError(`--ignore: leaves no field to compare (${fields.join(', ')})`);
  return { suite, cases: selectCases(suite.cases, run.only), fields };
}

function resultLines(r: CaseResult): string {
  // the title and diff come from files and from the tested program: no terminal escapes through
  return [`${r.passed ? 'PASS' : 'FAIL'}  ${r.file}  ${stripControl(r.title)}`, ...r.diff.map((d) => `        ${stripControl(d)}`)].join('\n') + '\n';
}

/** Writes next to the target and renames, so a CI step never reads a half-written report. */
function writeAtomically(file: string, text: string): void {
  const tmp = join(dirname(resolve(file)), `.${basename(file)}.partial-${process.pid}`);
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw new InputError(`--junit: cannot write ${file} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

const SIGNAL_EXIT: Readonly<Record<string, number>> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

/** Runs the suite against the command; resolves to the exit code (1 when any case fails, 130 on Ctrl-C). */
export async function conformRun(run: ConformRun, prepared = prepareConform(run)): Promise<number> {
  const { suite, cases, fields } = prepared;
  // with --json, stdout holds the JSON document only; the progress goes to stderr
  const progress = (s: string) => (run.json ? process.stderr : process.stdout).write(s);
  const controller = new AbortController();
  let caught: string | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    caught ??= signal;
    controller.abort();
  };
  const signals = Object.keys(SIGNAL_EXIT) as NodeJS.Signals[];
  for (const s of signals) process.once(s, onSignal);
  let summary;
  try {
    const selection = cases.length === suite.cases.length ? `${cases.length} cases` : `${cases.length} of ${suite.cases.length} cases`;
    progress(`conform: ${selection} from ${run.dir} against: ${run.command} (${run.protocol === 'jsonl' ? 'one process per job, a scenario per line' : 'one process per case'}; ${run.timeoutMs} ms per case, ${run.jobs} at a time)\n`);
    const persistent = run.protocol === 'jsonl' ? jsonlImplementation(run.command, { maxOutputBytes: run.maxOutputBytes, signal: controller.signal }) : undefined;
    const impl = persistent?.implementation ?? commandImplementation(run.command, { maxOutputBytes: run.maxOutputBytes, signal: controller.signal });
    try {
      summary = await runConformance(cases, impl, fields, { timeoutMs: run.timeoutMs, jobs: run.jobs, ignore: run.ignore, signal: controller.signal, onResult: (r) => progress(resultLines(r)) });
    } finally {
      await persistent?.close();
    }
    if (persistent && persistent.started() > run.jobs) progress(`the program was restarted ${persistent.started() - run.jobs} time(s) after a case it did not answer\n`);
  } finally {
    for (const s of signals) process.removeListener(s, onSignal);
  }
  const info: RunInfo = {
    suite: run.dir,
    ruleset: suite.manifest.ruleset,
    command: run.command,
    timeoutMs: run.timeoutMs,
    jobs: run.jobs,
    maxOutputBytes: run.maxOutputBytes,
    protocol: run.protocol,
    compared: fields.filter((f) => !run.ignore.includes(f)),
    ignored: [...run.ignore],
    selected: cases.length,
  };
  if (summary.interrupted) progress(`interrupted (${caught ?? 'signal'}): ${summary.results.length} of ${cases.length} cases ran; every tested program was stopped\n`);
  progress(`${summary.passed} passed, ${summary.failed} failed\n`);
  if (run.junit !== undefined) writeAtomically(run.junit, conformJUnit(info, summary));
  if (run.json) process.stdout.write(JSON.stringify(conformJson(info, summary), null, 2) + '\n');
  if (summary.interrupted) return SIGNAL_EXIT[caught ?? 'SIGINT'] ?? 130;
  return summary.failed > 0 ? 1 : 0;
}

/**
 * `cardlaw conform`: the options and the suite are checked before any case runs (InputError,
 * exit 2); resolves to the exit code when the last case is done. Anything else it throws is a
 * bug in cardlaw, which the CLI's boundary reports with an id (exit 3).
 */
export async function conformCommand(argv: string[]): Promise<number> {
  const run = parseConform(argv);
  const prepared = prepareConform(run);
  return conformRun(run, prepared);
}
