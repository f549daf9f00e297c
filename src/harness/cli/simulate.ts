/**
 * The simulator's commands: the thin layer that reads flags and files, prints, writes and picks
 * the exit code. The work is in src/sim (pure batches, the pool, merging) and src/report.
 *
 *   cardlaw simulate [SPEC.json] [flags]          run parties, write reports/<run>/
 *   cardlaw simulate SPEC.json --shard i/N        run one of N parts, write its tally
 *   cardlaw merge DIR… [--out DIR]                merge shard tallies into the run's report
 *   cardlaw replay REPORT_DIR --seed ID           re-simulate an example deal and judge it
 *
 * `simulateCommandAsync` validates first (bad input: a message and exit code 2, nothing written),
 * then runs and resolves to the exit code: 0, 1 when an invariant was violated, 130 when
 * interrupted; anything else it throws is a bug, which the CLI's boundary reports (exit 3).
 *
 * @public
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { MERGE_OPTIONS, REPLAY_OPTIONS, SIMULATE_OPTIONS } from './options.ts';
import { InputError } from '../../core/regulation/readings.ts';
import { workersFlag } from './workers.ts';
import { shortValue } from '../../core/scenario/fields.ts';
import { prepareOut, type PreparedOut } from '../sim/atomic.ts';
import { REPORT_FILES } from '../report/csvReport.ts';
import { checkpointState, hasCheckpoint, partialDirOf, readCheckpoint, removeCheckpoint, writeCheckpoint, type Checkpoint } from '../sim/checkpoint.ts';
import { formatDealId } from '../../core/sim/ids.ts';
import { AuditDifference, BatchFailed, DEFAULT_BATCH_TIMEOUT_MS } from '../sim/pool.ts';
import { formatDuration, ProgressBar } from '../sim/progress.ts';
import { replayDeal, specOfReport } from '../sim/replay.ts';
import { reportFilesOf, reportOut, runId, shardOut, simulate, type Progress, type Shard, type SimulationResult } from '../sim/run.ts';
import { simulatorFor, SIMULATORS } from '../../rulesets/simulators.ts';
import { loadShard, mergeShards, SHARD_FILE, shardFileText } from '../sim/shardFile.ts';
import { parseSpec, policySet, specToJson } from '../sim/spec.ts';
import type { EngineOptions, SimSpec } from '../../core/sim/types.ts';
import type { Tally } from '../../core/report/tally.ts';
import { PACKAGE_ROOT } from '../../core/packageRoot.ts';
import { MERGE_USAGE, REPLAY_USAGE, SIMULATE_USAGE } from './help.ts';

export { MERGE_USAGE, REPLAY_USAGE, SIMULATE_USAGE };
import { readJsonInput } from '../../core/io/read.ts';

/** Where a command prints. */
export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
  /** progress bars go to stderr only when this is true */
  readonly errIsTTY: boolean;
}

const processIo: CommandIo = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  get errIsTTY() {
    return process.stderr.isTTY === true;
  },
};

const DEFAULT_SPEC = new URL('sims/debertz-defaults.json', PACKAGE_ROOT);
const REPORTS = 'reports';


// ─────────────────────────────── flags → spec ───────────────────────────────

/** A non-negative integer: digits, or an exact e-notation such as 1e9 (a billion parties reads better so). */
function flagInt(value: string, flag: string): number {
  const text = value.trim();
  const n = Number(text);
  if (!/^(\d+|\d+(\.\d+)?e\+?\d+)$/i.test(text) || !Number.isSafeInteger(n)) throw new InputError(`${flag} must be a non-negative integer (digits, or e.g. 1e9), got ${shortValue(value)}`);
  return n;
}

/** Seconds, a non-negative number. */
function flagSeconds(value: string, flag: string): number {
  const n = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1e7) throw new InputError(`${flag} must be a number of seconds from 0 to 10000000, got ${shortValue(value)}`);
  return n;
}

function flagNumber(value: string, flag: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new InputError(`${flag} must be a number, got ${shortValue(value)}`);
  return n;
}

function pairs(list: string[] | undefined, flag: string): [string, string][] {
  return (list ?? []).map((item) => {
    const i = item.indexOf('=');
    if (i <= 0) throw new InputError(`${flag} takes NAME=VALUE, got ${shortValue(item)}`);
    return [item.slice(0, i), item.slice(i + 1)];
  });
}

function readSpecFile(path: string | URL): Record<string, unknown> {
  // bounded read, BOM skipped, line and column on a syntax slip, nesting checked before any walk
  const { value, source } = readJsonInput(path, 'spec');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InputError(`${source}: spec must be a JSON object`);
  return value as Record<string, unknown>;
}

export interface SimulatePlan {
  /** set for --help: print it and do nothing else */
  help?: string;
  spec: SimSpec;
  workers: number;
  out: string;
  shard: Shard | undefined;
  audit: number;
  engine: 'compiled' | 'xstate';
  quiet: boolean;
  /** --json: the summary as one JSON document on stdout, instead of the table */
  json?: boolean;
  /** the output folder, checked and with its temporary folder made before the run */
  prepared: PreparedOut;
  /** where checkpoints go: <out>.partial */
  partialDir: string;
  /** the checkpoint to continue from (--resume) */
  resume: Checkpoint | undefined;
  /** --force: a stale checkpoint is removed before the run */
  force: boolean;
  checkpointMs: number;
  batchTimeoutMs: number;
  /** a test build of the machine (tests only, in this thread: workers 0) */
  engineOptions?: EngineOptions;
}

function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) throw new InputError(`--shard must be i/N (e.g. 2/3), got ${JSON.stringify(text)}`);
  const shard = { index: Number(m[1]), count: Number(m[2]) };
  if (shard.count < 1 || shard.index < 1 || shard.index > shard.count || !Number.isSafeInteger(shard.count)) throw new InputError(`--shard ${text}: i must be in [1, N]`);
  return shard;
}

/** The first field in which two specs differ, for a message. */
function firstDifference(a: SimSpec, b: SimSpec): string {
  const ja = specToJson(a);
  const jb = specToJson(b);
  const key = Object.keys(ja).find((k) => JSON.stringify(ja[k]) !== JSON.stringify(jb[k]));
  return key === undefined ? 'nothing' : `${key} (${shortValue(JSON.stringify(ja[key]), 40)} there, ${shortValue(JSON.stringify(jb[key]), 40)} now)`;
}

/**
 * The checkpoint of an interrupted run into the same folder: required and checked for --resume;
 * without it, refused unless --force (a forgotten --resume must not silently throw away hours).
 */
function checkResume(partialDir: string, spec: SimSpec, shard: Shard | undefined, resume: boolean, force: boolean): Checkpoint | undefined {
  const where = relative(process.cwd(), partialDir) || partialDir;
  if (checkpointState(partialDir) === 'foreign') throw new InputError(`simulate: ${where} holds a checkpoint.json that cardlaw did not write; cardlaw neither reads nor overwrites it: move it, or give another --out`);
  if (!resume) {
    if (hasCheckpoint(partialDir) && !force) throw new InputError(`simulate: ${where} holds the checkpoint of an interrupted run into this folder; add --resume to continue it, or --force to start over`);
    return undefined;
  }
  if (force) throw new InputError('simulate: give --resume or --force, not both');
  if (!hasCheckpoint(partialDir)) throw new InputError(`--resume: no checkpoint in ${where} (a run saves one there every --checkpoint-seconds, and when interrupted)`);
  const cp = readCheckpoint(partialDir);
  if (JSON.stringify(specToJson(cp.spec)) !== JSON.stringify(specToJson(spec))) throw new InputError(`--resume: the checkpoint in ${where} is of another spec: ${firstDifference(cp.spec, spec)}; give the same spec and flags as the interrupted run`);
  const same = (cp.shard === null && shard === undefined) || (cp.shard !== null && shard !== undefined && cp.shard.index === shard.index && cp.shard.count === shard.count);
  if (!same) throw new InputError(`--resume: the checkpoint in ${where} is of ${cp.shard ? `shard ${cp.shard.index}/${cp.shard.count}` : 'the whole run'}, not of ${shard ? `shard ${shard.index}/${shard.count}` : 'the whole run'}`);
  return cp;
}

/** Flags and spec file → a validated plan. Throws InputError for anything wrong. */
export function prepareSimulate(argv: string[]): SimulatePlan {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: SIMULATE_OPTIONS,
  });
  if (values.help) return { help: SIMULATE_USAGE } as SimulatePlan;
  if (positionals.length > 1) throw new InputError(`simulate: give at most one spec file\n\n${SIMULATE_USAGE}`);
  if (positionals.length === 1 && values.defaults) throw new InputError('simulate: give a spec file or --defaults, not both');
  const file = positionals[0];
  const raw: Record<string, unknown> = file ? readSpecFile(file) : values.defaults ? readSpecFile(DEFAULT_SPEC) : {};
  const fallbackName = file ? basename(file).replace(/\.json$/i, '') : 'sim';

  if (values.parties !== undefined) raw.parties = flagInt(values.parties, '--parties');
  if (values.seed !== undefined) raw.seed = flagInt(values.seed, '--seed');
  if (values.format !== undefined) raw.format = values.format === 'all' ? 'all' : values.format.split(',').map((f) => f.trim());
  if (values.name !== undefined) raw.name = values.name;
  if (values.discovery !== undefined) raw.discovery = values.discovery;
  if (values['batch-parties'] !== undefined) raw.batchParties = flagInt(values['batch-parties'], '--batch-parties');
  if (values['max-deals'] !== undefined) raw.maxDealsPerParty = flagInt(values['max-deals'], '--max-deals');
  if (values.reading) raw.readings = { ...((raw.readings as object) ?? {}), ...Object.fromEntries(pairs(values.reading, '--reading')) };
  if (values.rate) {
    raw.irregularities = { ...((raw.irregularities as object) ?? {}), ...Object.fromEntries(pairs(values.rate, '--rate').map(([k, v]) => [k, flagNumber(v, `--rate ${k}`)])) };
  }
  if (values.policies !== undefined) raw.policies = values.policies;
  if (values.bidding !== undefined || values.play !== undefined || values.param) {
    const base = typeof raw.policies === 'object' && raw.policies !== null ? (raw.policies as Record<string, unknown>) : {};
    // a named set stands for its pair in the spec's own ruleset (an unknown ruleset is parseSpec's to refuse)
    const ruleset = typeof raw.ruleset === 'string' && Object.hasOwn(SIMULATORS, raw.ruleset) ? raw.ruleset : 'debertz';
    const named = typeof raw.policies === 'string' ? policySet(raw.policies, simulatorFor(ruleset)) : undefined;
    if (typeof raw.policies === 'string' && named === undefined) parseSpec({ ...raw, policies: raw.policies }, fallbackName); // throws, naming the set
    raw.policies = {
      ...(named ?? {}),
      ...base,
      ...(values.bidding !== undefined ? { bidding: values.bidding } : {}),
      ...(values.play !== undefined ? { play: values.play } : {}),
      ...(values.param ? { params: { ...((base.params as object) ?? {}), ...Object.fromEntries(pairs(values.param, '--param').map(([k, v]) => [k, flagNumber(v, `--param ${k}`)])) } } : {}),
    };
  }
  const spec = parseSpec(raw, fallbackName);

  const workers = workersFlag(values.workers);
  const shard = values.shard !== undefined ? parseShard(values.shard) : undefined;
  const audit = values.audit !== undefined ? flagInt(values.audit, '--audit') : 0;
  const engine = (values.engine ?? 'compiled') as 'compiled' | 'xstate';
  if (engine !== 'compiled' && engine !== 'xstate') throw new InputError(`--engine must be compiled or xstate, got ${JSON.stringify(values.engine)}`);
  const checkpointMs = values['checkpoint-seconds'] === undefined ? 60_000 : flagSeconds(values['checkpoint-seconds'], '--checkpoint-seconds') * 1000;
  const batchTimeoutMs = values['batch-timeout'] === undefined ? DEFAULT_BATCH_TIMEOUT_MS : flagSeconds(values['batch-timeout'], '--batch-timeout') * 1000;
  const force = values.force === true;
  const id = runId(spec);
  const out = values.out ?? join(REPORTS, shard ? `${id}.shard-${shard.index}-of-${shard.count}` : id);
  const partialDir = partialDirOf(out);
  const resume = checkResume(partialDir, spec, shard, values.resume === true, force);
  // last: the output folder is checked and its temporary folder made before the run, not after it
  // a checkpoint of this spec exists only if a run into this folder already passed this check
  // (with --force where it needed it), so --resume carries that consent
  const replace = force || resume !== undefined;
  const prepared = prepareOut(out, shard ? shardOut(spec, shard, replace) : reportOut(spec, replace));
  return { spec, workers, out, shard, audit, engine, quiet: values.quiet === true, json: values.json === true, prepared, partialDir, resume, force, checkpointMs, batchTimeoutMs };
}

export { summaryJson, summaryTable } from '../report/summary.ts';
import { summaryJson, summaryTable } from '../report/summary.ts';

function execution(plan: SimulatePlan, r: SimulationResult): Record<string, unknown> {
  const seconds = r.durationMs / 1000;
  return {
    engine: plan.engine,
    workers: plan.workers,
    shard: plan.shard ? `${plan.shard.index}/${plan.shard.count}` : null,
    batches: r.batchCount,
    resumedAt: plan.resume ? plan.resume.nextIndex : null,
    audit: plan.audit,
    durationSeconds: Number(seconds.toFixed(3)),
    dealsPerSecond: Math.round(r.deals / Math.max(seconds, 1e-9)),
    finishedAt: new Date().toISOString(),
  };
}

// ─────────────────────────────── simulate ───────────────────────────────

export async function executeSimulate(plan: SimulatePlan, io: CommandIo = processIo): Promise<number> {
  if (plan.help !== undefined) {
    io.out(plan.help);
    return 0;
  }
  try {
    return await runAndWrite(plan, io);
  } finally {
    plan.prepared.discard(); // nothing left behind unless committed (a no-op after a commit)
  }
}

async function runAndWrite(plan: SimulatePlan, io: CommandIo): Promise<number> {
  const { spec } = plan;
  const bar = io.errIsTTY ? new ProgressBar(process.stderr) : null;
  const controller = new AbortController();
  let interrupted = false;
  const onSigint = () => {
    interrupted = true;
    controller.abort();
  };
  process.once('SIGINT', onSigint);
  if (plan.force && !plan.resume) removeCheckpoint(plan.partialDir);
  const partialWhere = relative(process.cwd(), plan.partialDir) || plan.partialDir;
  // checkpoints: the merged prefix of batches, saved atomically every checkpointMs
  let merged: Progress | null = null;
  let saved = plan.resume?.nextIndex ?? -1;
  let lastSave = Date.now();
  let warned = false;
  const save = () => {
    if (merged === null || merged.nextIndex === saved) return;
    try {
      writeCheckpoint(plan.partialDir, spec, plan.shard ?? null, merged);
      saved = merged.nextIndex;
    } catch (e) {
      if (!warned) io.err(`cardlaw simulate: warning: cannot save a checkpoint in ${partialWhere} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}); the run goes on without\n`);
      warned = true;
    }
    lastSave = Date.now();
  };
  const started = Date.now();
  let result: SimulationResult;
  try {
    result = await simulate(spec, {
      workers: plan.workers,
      audit: plan.audit,
      engine: plan.engine,
      shard: plan.shard,
      signal: controller.signal,
      batchTimeoutMs: plan.batchTimeoutMs,
      resume: plan.resume,
      engineOptions: plan.engineOptions,
      onMerged: (p) => {
        merged = p;
        if (Date.now() - lastSave >= plan.checkpointMs) save();
      },
      onProgress: (done, total, deals) => bar?.update({ partiesDone: done, partiesTotal: total, deals, elapsedMs: Date.now() - started }),
    });
  } catch (e) {
    bar?.done();
    if (e instanceof AuditDifference) {
      io.err(`cardlaw simulate: audit difference on deal ${e.dealId} — no report written\n${e.message}\n`);
      return 1;
    }
    if (e instanceof BatchFailed) {
      save();
      const progress = saved >= 0 ? `; the batches finished before it are saved in ${partialWhere} — after fixing the cause, continue with the same command and --resume` : '';
      io.err(`cardlaw simulate: ${e.message}; the run stopped, no report written${progress}\n`);
      return 1;
    }
    throw e;
  } finally {
    process.removeListener('SIGINT', onSigint);
  }
  bar?.done();
  if (interrupted || !result.complete) {
    save();
    io.err(`cardlaw simulate: interrupted; no report written${saved >= 0 ? `; progress saved in ${partialWhere} — continue with the same command and --resume` : ''}\n`);
    return 130;
  }
  const where = relative(process.cwd(), plan.out) || '.';
  if (plan.shard) {
    plan.prepared.commit({ [SHARD_FILE]: shardFileText(spec, plan.shard, result.deals, result.tally) });
    removeCheckpoint(plan.partialDir);
    if (!plan.quiet) {
      io.out(`shard ${plan.shard.index}/${plan.shard.count} of ${spec.name} (seed ${spec.seed}): ${result.deals.toLocaleString('en-US')} deals in ${formatDuration(result.durationMs)}\n`);
      io.out(`tally: ${join(where, SHARD_FILE)}  — merge all ${plan.shard.count} with: cardlaw merge DIR… --out reports/${runId(spec)}\n`);
    }
    return 0;
  }
  plan.prepared.commit(reportFilesOf(spec, result.tally, execution(plan, result)));
  removeCheckpoint(plan.partialDir);
  // said, not asked (and even with --quiet: files were replaced): the replaced report held only
  // deals this run played again (run.ts containedRun)
  if (plan.prepared.replacesContained !== null) io.err(`cardlaw simulate: ${where} held ${plan.prepared.replacesContained}; replaced by this run, which plays all its deals again\n`);
  const violations = violationsOf(result.tally);
  if (plan.json) io.out(JSON.stringify({ ...summaryJson(spec, result.tally), reports: where, deals: result.deals, seconds: Number((result.durationMs / 1000).toFixed(3)), workers: plan.workers }, null, 2) + '\n');
  else if (!plan.quiet) {
    const s = result.durationMs / 1000;
    io.out(
      `cardlaw simulate ${spec.name} (seed ${spec.seed}): ${spec.formats.length} format${spec.formats.length > 1 ? 's' : ''}, ` +
        `${(spec.parties * spec.formats.length).toLocaleString('en-US')} parties, ${result.deals.toLocaleString('en-US')} deals in ${s.toFixed(1)} s ` +
        `(${Math.round(result.deals / Math.max(s, 1e-9)).toLocaleString('en-US')} deals/s, ${plan.workers === 0 ? 'main thread' : `${plan.workers} worker${plan.workers > 1 ? 's' : ''}`})\n\n`,
    );
    io.out(summaryTable(spec, result.tally));
    const written = REPORT_FILES.filter((f) => existsSync(join(plan.out, f)));
    io.out(`\nreports: ${where}/  (${written.join(', ')}; columns in reports/README.md)\n`);
  }
  // a violated invariant is a finding, as a model checker's violated property: exit 1, said on
  // stderr even with --quiet, so a CI script cannot miss it
  if (violations.length > 0) {
    io.err(`cardlaw simulate: invariant violations: ${violations.join('; ')} — replay with: cardlaw replay ${where} --seed ID\n`);
    return 1;
  }
  return 0;
}

/** Every violated invariant of a tally, with the first deal that violated it. */
function violationsOf(tally: Tally): string[] {
  return [...tally.formats.values()].flatMap((ft) => [...ft.invariants].filter(([, v]) => v.violations > 0).map(([k, v]) => `${ft.format} ${k} (first: ${formatDealId(ft.format, v.firstFailing)})`));
}

function failMessage(e: unknown): string {
  return `cardlaw: ${(e as Error).message}\n`;
}

const isInputError = (e: unknown) => e instanceof InputError || (e as { code?: string })?.code?.startsWith('ERR_PARSE_ARGS') === true;

/** prepare + execute, for tests and embedders: returns the exit code, never throws for bad input. */
export async function simulateCommandAsync(argv: string[], io: CommandIo = processIo): Promise<number> {
  let plan: SimulatePlan;
  try {
    plan = prepareSimulate(argv);
  } catch (e) {
    if (!isInputError(e)) throw e;
    io.err(failMessage(e));
    return 2;
  }
  return executeSimulate(plan, io);
}

// ─────────────────────────────── merge ───────────────────────────────


export function mergeCommand(argv: string[], io: CommandIo = processIo): number {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: MERGE_OPTIONS });
  if (values.help) {
    io.out(MERGE_USAGE);
    return 0;
  }
  const started = performance.now();
  const { spec, tally, count } = mergeShards(positionals.map(loadShard));
  const out = values.out ?? join(REPORTS, runId(spec));
  const prepared = prepareOut(out, reportOut(spec, values.force === true));
  let deals = 0;
  for (const ft of tally.formats.values()) deals += ft.deals;
  prepared.commit(reportFilesOf(spec, tally, { engine: 'merged', workers: null, shard: `merged ${count}`, batches: null, audit: null, durationSeconds: Number(((performance.now() - started) / 1000).toFixed(3)), dealsPerSecond: null, finishedAt: new Date().toISOString() }));
  if (prepared.replacesContained !== null) io.err(`cardlaw merge: ${relative(process.cwd(), out) || '.'} held ${prepared.replacesContained}; replaced by this merge, which holds all its deals\n`);
  if (values.json) io.out(JSON.stringify({ ...summaryJson(spec, tally), reports: relative(process.cwd(), out) || '.', deals, shards: count }, null, 2) + '\n');
  else if (!values.quiet) {
    io.out(`merged ${count} shards of ${spec.name} (seed ${spec.seed}): ${deals.toLocaleString('en-US')} deals\n\n`);
    io.out(summaryTable(spec, tally));
    io.out(`\nreports: ${relative(process.cwd(), out) || '.'}/\n`);
  }
  const violations = violationsOf(tally);
  if (violations.length > 0) {
    io.err(`cardlaw merge: invariant violations: ${violations.join('; ')} — replay with: cardlaw replay ${relative(process.cwd(), out) || '.'} --seed ID\n`);
    return 1;
  }
  return 0;
}

// ─────────────────────────────── replay ───────────────────────────────

export function replayCommand(argv: string[], io: CommandIo = processIo): number {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: REPLAY_OPTIONS });
  if (values.help) {
    io.out(REPLAY_USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new InputError('replay: give one report folder (reports/<run>) and --seed FORMAT:PARTY:DEAL');
  if (values.seed === undefined) throw new InputError('replay: --seed FORMAT:PARTY:DEAL is required (an example_seed from the report)');
  if (values.reading !== undefined) throw new InputError(`replay: --reading names a gap-impact report's alternative; ${positionals[0]} is a simulation report`);
  const spec = specOfReport(positionals[0]);
  const r = replayDeal(spec, values.seed);
  if (values.scenario) {
    io.out(JSON.stringify(r.replayed.scenario, null, 2) + '\n');
    return 0;
  }
  if (values.json) {
    io.out(JSON.stringify({ dealId: r.replayed.dealId, trail: r.replayed.trail, outcome: r.replayed.outcome, violations: r.replayed.violations, findings: r.replayed.findings, ruling: r.ruling, judgeError: r.judgeError }, null, 2) + '\n');
    return 0;
  }
  const lines: string[] = [`Deal ${r.replayed.dealId} of ${spec.name} (seed ${spec.seed}), re-simulated.`];
  lines.push(`Simulator: outcome ${r.replayed.outcome}; penalty path ${r.replayed.trail.length ? r.replayed.trail.join(' > ') : '(none)'}.`);
  for (const v of r.replayed.violations) lines.push(`Invariant violated: ${v}`);
  for (const f of r.replayed.findings) lines.push(`Finding: ${f}`);
  lines.push('');
  if (r.narrative !== null) {
    const same = JSON.stringify(r.ruling!.trail) === JSON.stringify(r.replayed.trail) && r.ruling!.outcome === r.replayed.outcome;
    lines.push(same ? 'The judge, given the same deal as a scenario, rules the same way:' : 'WARNING: the judge rules differently on the same deal:');
    lines.push('', r.narrative);
  } else {
    lines.push(`The judge refuses this deal as a scenario: ${r.judgeError}`);
    lines.push('(cardlaw replay … --scenario prints the scenario.)');
  }
  io.out(lines.join('\n') + '\n');
  return 0;
}
