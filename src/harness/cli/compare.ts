/**
 * `cardlaw compare` and `cardlaw gap-impact`: the thin layer that reads flags, checks them (bad
 * input: a message and exit 2, nothing written), runs (src/harness/compare/run.ts), writes the
 * report folder (or a shard's tally, merged by `cardlaw merge`) and prints a summary. Also the
 * compare/gap-impact side of `cardlaw replay` and `cardlaw merge`.
 *
 * @public
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { InputError, resolveReadings } from '../../core/regulation/readings.ts';
import { workersFlag } from './workers.ts';
import { shortValue } from '../../core/scenario/fields.ts';
import { formatDealId } from '../../core/sim/ids.ts';
import type { SimSpec } from '../../core/sim/types.ts';
import { PACKAGE_ROOT } from '../../core/packageRoot.ts';
import { readJsonInput } from '../../core/io/read.ts';
import { simulatorFor, SIMULATORS } from '../../rulesets/simulators.ts';
import { prepareOut, type OutOptions } from '../sim/atomic.ts';
import { batchCount, runId, shardIndices, type Shard } from '../sim/run.ts';
import { parseSpec, specToJson } from '../sim/spec.ts';
import { formatDuration } from '../sim/progress.ts';
import type { CompareJob } from '../compare/batch.ts';
import { compareFiles, gapImpactFiles } from '../compare/report.ts';
import { emptyTallies, mergeTallies, runComparison, type CompareTallies } from '../compare/run.ts';
import { replayBoth } from '../compare/replay.ts';
import { COMPARE_USAGE, GAP_IMPACT_USAGE } from './help.ts';
import { COMPARE_OPTIONS, GAP_IMPACT_OPTIONS, MERGE_OPTIONS, REPLAY_OPTIONS } from './options.ts';
import { CHANGE_KINDS } from '../compare/tally.ts';

const DEFAULT_SPEC = new URL('sims/debertz-defaults.json', PACKAGE_ROOT);
const REPORTS = 'reports';
/** The tally file of a compare or gap-impact shard folder. */
export const COMPARE_SHARD_FILE = 'compare-tally.json';

interface Io {
  out(text: string): void;
  err(text: string): void;
}
const processIo: Io = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) };

function flagInt(value: string, flag: string): number {
  const text = value.trim();
  const n = Number(text);
  if (!/^(\d+|\d+(\.\d+)?e\+?\d+)$/i.test(text) || !Number.isSafeInteger(n)) throw new InputError(`${flag} must be a non-negative integer, got ${shortValue(value)}`);
  return n;
}

function pairs(list: string[] | undefined, flag: string): [string, string][] {
  return (list ?? []).map((item) => {
    const i = item.indexOf('=');
    if (i <= 0) throw new InputError(`${flag} takes GAP=READING, got ${shortValue(item)}`);
    return [item.slice(0, i), item.slice(i + 1)];
  });
}

function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) throw new InputError(`--shard must be i/N (e.g. 2/3), got ${JSON.stringify(text)}`);
  const shard = { index: Number(m[1]), count: Number(m[2]) };
  if (shard.count < 1 || shard.index < 1 || shard.index > shard.count) throw new InputError(`--shard ${text}: i must be in [1, N]`);
  return shard;
}

const sortObject = (o: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export interface ComparePlan {
  readonly kind: 'compare' | 'gap-impact';
  readonly base: SimSpec;
  /** compare only */
  readonly alt: SimSpec | null;
  readonly workers: number;
  readonly shard: Shard | undefined;
  readonly out: string;
  readonly quiet: boolean;
  readonly prepared: ReturnType<typeof prepareOut>;
}


/** The baseline spec from a spec file (or --defaults, or nothing) and the flags; `baseReadings`: the baseline's overrides. */
function baseSpec(values: Record<string, unknown>, positionals: string[], baseReadings: [string, string][], command: string): SimSpec {
  if (positionals.length > 1) throw new InputError(`${command}: give at most one spec file`);
  if (positionals.length === 1 && values.defaults) throw new InputError(`${command}: give a spec file or --defaults, not both`);
  const file = positionals[0];
  const raw: Record<string, unknown> = file ? specFile(file) : values.defaults || values.ruleset === undefined ? specFile(DEFAULT_SPEC) : {};
  if (values.ruleset !== undefined) {
    if (file === undefined && !values.defaults) raw.ruleset = values.ruleset;
    else if (raw.ruleset !== values.ruleset) throw new InputError(`--ruleset ${shortValue(values.ruleset)}: the spec is of ruleset ${shortValue(raw.ruleset ?? 'debertz')}`);
  }
  const fallbackName = file ? basename(file).replace(/\.json$/i, '') : typeof raw.name === 'string' ? raw.name : `${String(raw.ruleset ?? 'debertz')}`;
  if (values.parties !== undefined) raw.parties = flagInt(values.parties as string, '--parties');
  if (values.seed !== undefined) raw.seed = flagInt(values.seed as string, '--seed');
  if (values.format !== undefined) raw.format = values.format === 'all' ? 'all' : (values.format as string).split(',').map((f) => f.trim());
  if (values.name !== undefined) raw.name = values.name;
  if (values['max-deals'] !== undefined) raw.maxDealsPerParty = flagInt(values['max-deals'] as string, '--max-deals');
  if (values['batch-parties'] !== undefined) raw.batchParties = flagInt(values['batch-parties'] as string, '--batch-parties');
  if (values.rate) {
    raw.irregularities = {
      ...((raw.irregularities as object) ?? {}),
      ...Object.fromEntries(
        pairs(values.rate as string[], '--rate').map(([k, v]) => {
          const n = Number(v);
          if (v.trim() === '' || !Number.isFinite(n)) throw new InputError(`--rate ${k} must be a number, got ${shortValue(v)}`);
          return [k, n];
        }),
      ),
    };
  }
  const ruleset = typeof raw.ruleset === 'string' && Object.hasOwn(SIMULATORS, raw.ruleset) ? raw.ruleset : 'debertz';
  const sim = simulatorFor(ruleset);
  const overrides = { ...((raw.readings as Record<string, string>) ?? {}), ...Object.fromEntries(baseReadings) };
  resolveReadings(sim.gaps, Object.fromEntries(baseReadings), command === 'compare' ? '--base-reading' : '--reading');
  raw.readings = overrides;
  const spec = parseSpec(raw, fallbackName);
  if (!sim.rerule) throw new InputError(`${command}: the ${ruleset} simulator has no per-deal entry point, so it cannot be compared`);
  return spec;
}

function specFile(path: string | URL): Record<string, unknown> {
  const { value, source } = readJsonInput(path, 'spec');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InputError(`${source}: spec must be a JSON object`);
  return value as Record<string, unknown>;
}

/** A run's default folder name: `compare--<run>--vs--GAP-READING…` or `gap-impact--<run>`. */
function runName(kind: 'compare' | 'gap-impact', base: SimSpec, alt: SimSpec | null): string {
  if (alt === null) return `${kind}--${runId(base)}`;
  const sim = simulatorFor(base.ruleset);
  const rb = resolveReadings(sim.gaps, base.readings);
  const ra = resolveReadings(sim.gaps, alt.readings);
  return `${kind}--${runId(base)}--vs--${Object.keys(ra).filter((g) => ra[g] !== rb[g]).map((g) => `${g}-${ra[g]}`).join('--')}`;
}

const outOptions = (identity: string, what: string, force: boolean): OutOptions => ({ what, identity, force, legacyNames: [] });

const identityOf = (kind: string, base: SimSpec, alt: SimSpec | null, shard?: Shard): string =>
  JSON.stringify({ [kind]: { spec: specToJson(base), ...(alt ? { alternative: specToJson(alt) } : {}), ...(shard ? { shard: `${shard.index}/${shard.count}` } : {}) } });

/** compare's flags → a checked plan (the output folder prepared). Throws InputError, writing nothing. */
export function prepareCompare(argv: string[]): ComparePlan | { help: string } {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: COMPARE_OPTIONS });
  if (values.help) return { help: COMPARE_USAGE };
  const altPairs = pairs(values.reading, '--reading');
  if (altPairs.length === 0) throw new InputError('compare: give the alternative with --reading GAP=READING (repeatable), e.g. --reading DEB-G16=top-scorer; the baseline is the spec\'s readings (and --base-reading)');
  const base = baseSpec(values, positionals, pairs(values['base-reading'], '--base-reading'), 'compare');
  const sim = simulatorFor(base.ruleset);
  resolveReadings(sim.gaps, Object.fromEntries(altPairs), '--reading'); // unknown gap or reading: named
  const alt: SimSpec = { ...base, readings: sortObject({ ...base.readings, ...Object.fromEntries(altPairs) }) };
  const rb = resolveReadings(sim.gaps, base.readings);
  const ra = resolveReadings(sim.gaps, alt.readings);
  if (Object.keys(ra).every((g) => ra[g] === rb[g])) {
    throw new InputError(`compare: the alternative reads every gap as the baseline does (${altPairs.map(([g, r]) => `${g}=${r}`).join(', ')} ${altPairs.length > 1 ? 'are' : 'is'} already the baseline's); nothing to compare — give another reading`);
  }
  const shard = values.shard !== undefined ? parseShard(values.shard) : undefined;
  const workers = workersFlag(values.workers);
  const id = runName('compare', base, alt);
  const out = values.out ?? join(REPORTS, shard ? `${id}.shard-${shard.index}-of-${shard.count}` : id);
  const prepared = prepareOut(out, outOptions(identityOf('compare', base, alt, shard), shard ? 'compare shard tally' : 'compare report', values.force === true));
  return { kind: 'compare', base, alt, workers, shard, out, quiet: values.quiet === true, prepared };
}

/** gap-impact's flags → a checked plan. */
export function prepareGapImpact(argv: string[]): ComparePlan | { help: string } {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: GAP_IMPACT_OPTIONS });
  if (values.help) return { help: GAP_IMPACT_USAGE };
  const base = baseSpec(values, positionals, pairs(values.reading, '--reading'), 'gap-impact');
  const shard = values.shard !== undefined ? parseShard(values.shard) : undefined;
  const workers = workersFlag(values.workers);
  const id = runName('gap-impact', base, null);
  const out = values.out ?? join(REPORTS, shard ? `${id}.shard-${shard.index}-of-${shard.count}` : id);
  const prepared = prepareOut(out, outOptions(identityOf('gap-impact', base, null, shard), shard ? 'gap-impact shard tally' : 'gap-impact report', values.force === true));
  return { kind: 'gap-impact', base, alt: null, workers, shard, out, quiet: values.quiet === true, prepared };
}

function reportFiles(kind: 'compare' | 'gap-impact', base: SimSpec, alt: SimSpec | null, tallies: CompareTallies, execution: Record<string, unknown>): Record<string, string> {
  const sim = simulatorFor(base.ruleset);
  return kind === 'compare' ? compareFiles(base, alt!, tallies, sim, execution) : gapImpactFiles(base, tallies, sim, execution);
}

export async function executeCompare(plan: ComparePlan, io: Io = processIo): Promise<number> {
  try {
    const job: CompareJob = plan.kind === 'compare' ? { kind: 'compare', alt: plan.alt! } : { kind: 'gap-impact' };
    const r = await runComparison(plan.base, job, { workers: plan.workers, shard: plan.shard });
    const where = relative(process.cwd(), plan.out) || '.';
    if (plan.shard) {
      const batches = [...shardIndices(plan.base, plan.shard)];
      plan.prepared.commit({ [COMPARE_SHARD_FILE]: JSON.stringify({ kind: 'cardlaw-compare-shard', version: 1, job: plan.kind, spec: specToJson(plan.base), alternative: plan.alt ? specToJson(plan.alt) : null, shard: plan.shard, batches, deals: r.deals, tallies: r.tallies }) + '\n' });
      if (!plan.quiet) io.out(`shard ${plan.shard.index}/${plan.shard.count} of ${plan.kind} ${plan.base.name}: ${r.deals.toLocaleString('en-US')} deals in ${formatDuration(r.durationMs)}\ntally: ${join(where, COMPARE_SHARD_FILE)} — merge all ${plan.shard.count} with: cardlaw merge DIR… --out DIR\n`);
      return 0;
    }
    const seconds = r.durationMs / 1000;
    const execution = { workers: plan.workers, shard: null, batches: batchCount(plan.base), durationSeconds: Number(seconds.toFixed(3)), dealsPerSecond: Math.round(r.deals / Math.max(seconds, 1e-9)), finishedAt: new Date().toISOString() };
    plan.prepared.commit(reportFiles(plan.kind, plan.base, plan.alt, r.tallies, execution));
    if (!plan.quiet) {
      io.out(`cardlaw ${plan.kind} ${plan.base.name} (seed ${plan.base.seed}): ${r.deals.toLocaleString('en-US')} deals in ${seconds.toFixed(1)} s (${plan.workers === 0 ? 'main thread' : `${plan.workers} worker${plan.workers > 1 ? 's' : ''}`})\n\n`);
      io.out(plan.kind === 'compare' ? compareSummary(plan.base, r.tallies) : gapImpactSummary(plan.base, r.tallies));
      io.out(`\nreport: ${where}/  (${plan.kind === 'compare' ? 'diff.csv, changed-paths.csv' : 'gap-impact.csv'}, run.json; columns in reports/README.md; a deal side by side: cardlaw replay ${where} --seed ID${plan.kind === 'gap-impact' ? ' --reading GAP=READING' : ''})\n`);
    }
    return 0;
  } finally {
    plan.prepared.discard();
  }
}

const pct = (k: number, n: number): string => (n > 0 ? `${((100 * k) / n).toFixed(2)}%` : '—');

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join('  ')).join('\n') + '\n';
}

export function compareSummary(spec: SimSpec, t: CompareTallies): string {
  const rows = [['format', 'deals', 'ruling changed', ...CHANGE_KINDS.map((k) => (k === 'outcome' ? 'outcome' : `only ${k}`)), 'path only', 'parties', 'winner changed']];
  for (const f of spec.formats) {
    const ft = t.compare[f];
    rows.push([f, String(ft.deals), `${ft.changed.n} (${pct(ft.changed.n, ft.deals)})`, ...CHANGE_KINDS.map((k) => String(ft.kinds[k].n)), String(ft.pathOnly.n), String(ft.parties), `${ft.winnerChanged.n} (${pct(ft.winnerChanged.n, ft.parties)})`]);
  }
  return table(rows);
}

export function gapImpactSummary(spec: SimSpec, t: CompareTallies): string {
  const acc = new Map<string, { reached: number; decisive: number }>();
  let deals = 0;
  for (const f of spec.formats) {
    const ft = t.gapImpact[f];
    deals += ft.deals;
    for (const [gap, g] of Object.entries(ft.gaps)) {
      for (const [r, a] of Object.entries(g.alts)) {
        const k = `${gap}=${r}`;
        const e = acc.get(k) ?? { reached: 0, decisive: 0 };
        e.reached += g.reached.n;
        e.decisive += a.decisive.n;
        acc.set(k, e);
      }
    }
  }
  const top = [...acc].sort((a, b) => b[1].decisive - a[1].decisive || b[1].reached - a[1].reached || (a[0] < b[0] ? -1 : 1)).slice(0, 10);
  const rows = [['alternative', 'reached /1000 deals', 'decisive /1000 deals']];
  for (const [k, e] of top) rows.push([k, ((1000 * e.reached) / Math.max(deals, 1)).toFixed(2), ((1000 * e.decisive) / Math.max(deals, 1)).toFixed(2)]);
  return `the 10 most decisive alternative readings, all formats (${deals} deals):\n` + table(rows);
}

async function commandOf(prepare: (argv: string[]) => ComparePlan | { help: string }, argv: string[], io: Io): Promise<number> {
  const plan = prepare(argv);
  if ('help' in plan) {
    io.out(plan.help);
    return 0;
  }
  return executeCompare(plan, io);
}

export const compareCommand = (argv: string[], io: Io = processIo): Promise<number> => commandOf(prepareCompare, argv, io);
export const gapImpactCommand = (argv: string[], io: Io = processIo): Promise<number> => commandOf(prepareGapImpact, argv, io);

// ─────────────────────────────── merge ───────────────────────────────

/** Whether `cardlaw merge` was given compare or gap-impact shard folders. */
export const isCompareShardDir = (dir: string): boolean => existsSync(join(dir, COMPARE_SHARD_FILE));

interface ShardJson {
  kind: string;
  job: 'compare' | 'gap-impact';
  spec: unknown;
  alternative: unknown;
  shard: Shard;
  batches: number[];
  deals: number;
  tallies: CompareTallies;
}

export function mergeCompareCommand(argv: string[], io: Io = processIo): number {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: MERGE_OPTIONS });
  if (positionals.length === 0) throw new InputError('merge: give the shard folders');
  const shards = positionals.map((dir) => {
    const file = join(dir, COMPARE_SHARD_FILE);
    if (!existsSync(file)) throw new InputError(`merge: ${dir} holds no ${COMPARE_SHARD_FILE} (give the shard folders of one compare or gap-impact run)`);
    const j = JSON.parse(readFileSync(file, 'utf8')) as ShardJson;
    if (j.kind !== 'cardlaw-compare-shard') throw new InputError(`merge: ${file} is not a compare shard tally`);
    return { dir, j, base: parseSpec(j.spec), alt: j.alternative ? parseSpec(j.alternative) : null };
  });
  const first = shards[0];
  const same = (x: (typeof shards)[number]) => x.j.job === first.j.job && JSON.stringify(x.j.spec) === JSON.stringify(first.j.spec) && JSON.stringify(x.j.alternative) === JSON.stringify(first.j.alternative);
  const other = shards.find((s) => !same(s));
  if (other) throw new InputError(`merge: ${other.dir} is a shard of another run than ${first.dir}`);
  const count = first.j.shard.count;
  const seen = new Set<number>();
  for (const s of shards) {
    if (s.j.shard.count !== count) throw new InputError(`merge: ${s.dir} is shard ${s.j.shard.index}/${s.j.shard.count}, the others are of ${count}`);
    if (seen.has(s.j.shard.index)) throw new InputError(`merge: shard ${s.j.shard.index}/${count} is given twice`);
    seen.add(s.j.shard.index);
  }
  if (seen.size !== count) throw new InputError(`merge: ${count - seen.size} of the ${count} shards are missing (have ${[...seen].sort((a, b) => a - b).join(', ')})`);
  const covered = shards.reduce((n, s) => n + s.j.batches.length, 0);
  if (covered !== batchCount(first.base)) throw new InputError(`merge: the shards cover ${covered} of the run's ${batchCount(first.base)} batches`);
  // merged in shard order; the tallies are integers and minima, so the order cannot change a byte
  const tallies = emptyTallies(first.j.job, first.base.formats);
  for (const s of [...shards].sort((a, b) => a.j.shard.index - b.j.shard.index)) mergeTallies(tallies, s.j.tallies);
  const deals = shards.reduce((n, s) => n + s.j.deals, 0);
  const kind = first.j.job;
  const out = values.out ?? join(REPORTS, runName(kind, first.base, first.alt));
  const prepared = prepareOut(out, outOptions(identityOf(kind, first.base, first.alt), `${kind} report`, values.force === true));
  prepared.commit(reportFiles(kind, first.base, first.alt, tallies, { workers: null, shard: `merged ${count}`, batches: batchCount(first.base), durationSeconds: null, dealsPerSecond: null, finishedAt: new Date().toISOString() }));
  if (!values.quiet) {
    io.out(`merged ${count} shards of ${kind} ${first.base.name} (seed ${first.base.seed}): ${deals.toLocaleString('en-US')} deals\n\n`);
    io.out(kind === 'compare' ? compareSummary(first.base, tallies) : gapImpactSummary(first.base, tallies));
    io.out(`\nreport: ${relative(process.cwd(), out) || '.'}/\n`);
  }
  return 0;
}

// ─────────────────────────────── replay ───────────────────────────────

/** The kind of a report folder's run.json (`simulate` when it has none). */
export function reportKind(dir: string): string {
  const file = join(dir, 'run.json');
  if (!existsSync(file)) return 'simulate';
  try {
    const j = JSON.parse(readFileSync(file, 'utf8')) as { kind?: unknown };
    return typeof j.kind === 'string' ? j.kind : 'simulate';
  } catch {
    return 'simulate';
  }
}

export function replayCompareCommand(argv: string[], io: Io = processIo): number {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: REPLAY_OPTIONS });
  if (values.scenario) throw new InputError('replay: --scenario prints one deal of a simulation report; a compare or gap-impact report has two sides (use --json)');
  if (positionals.length !== 1) throw new InputError('replay: give one report folder and --seed FORMAT:PARTY:DEAL');
  if (values.seed === undefined) throw new InputError('replay: --seed FORMAT:PARTY:DEAL is required (an example_seed from the report)');
  const dir = positionals[0];
  const run = readJsonInput(join(dir, 'run.json'), 'run description (run.json)').value as { kind?: string; spec?: unknown; alternative?: unknown };
  const base = parseSpec(run.spec);
  let alt: SimSpec;
  if (run.kind === 'compare') {
    if (values.reading) throw new InputError('replay: a compare report has its alternative; --reading is for gap-impact reports');
    alt = parseSpec(run.alternative);
  } else {
    const p = pairs(values.reading, '--reading');
    if (p.length === 0) throw new InputError('replay: a gap-impact report needs the alternative to replay: --reading GAP=READING (a row of gap-impact.csv)');
    const sim = simulatorFor(base.ruleset);
    resolveReadings(sim.gaps, Object.fromEntries(p), '--reading');
    alt = { ...base, readings: sortObject({ ...base.readings, ...Object.fromEntries(p) }) };
  }
  const r = replayBoth(base, alt, values.seed);
  if (values.json) {
    io.out(JSON.stringify({ dealId: r.dealId, baseline: r.base, alternative: r.alt, partAt: r.partAt }, null, 2) + '\n');
    return 0;
  }
  io.out(r.text);
  return 0;
}

export { formatDealId };
