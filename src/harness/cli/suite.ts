/**
 * The command-line layer of the conformance suite, coverage and diagrams: parses options, calls
 * the pure parts (src/harness/suite, coverage, diagram), prints and returns the exit code.
 * Bad input throws InputError naming the option; src/harness/cli/cli.ts prints it and exits 2.
 *
 *   cardlaw suite --ruleset debertz [--format 1x1,2x2] [--readings all|default|GAP=READING,…] --out DIR [--force]
 *   cardlaw conform DIR --exec "COMMAND" [--timeout MS] [--jobs N] [--ignore FIELD,…] [--case ID] [--json] [--junit FILE]
 *     (src/harness/cli/conform.ts; re-exported here for src/harness/cli/cli.ts)
 *   cardlaw coverage DIR [--json]
 *   cardlaw diagram --ruleset debertz|preferans [--mermaid|--dot|--svg] [--heat REPORT_DIR [--format F]] [--suite DIR] [--out FILE]
 */
import { parseArgs } from 'node:util';
import { COVERAGE_OPTIONS, DIAGRAM_OPTIONS, SUITE_OPTIONS } from './options.ts';
import { formatCoverage, reportCoverage, suiteCoverage, type CoverageReport } from '../coverage/measure.ts';
import { isReportDir, readSimulationReport, TRANSITIONS_CSV } from '../coverage/simReport.ts';
import { catalogueOf } from '../../core/statechart/catalogue.ts';
import { buildDiagram } from '../diagram/model.ts';
import { actionClauseMap, drawableMachine } from '../diagram/machines.ts';
import { toDot } from '../diagram/dot.ts';
import { toMermaid } from '../diagram/mermaid.ts';
import { dotToSvg } from '../diagram/svg.ts';
import { writeFileSync } from 'node:fs';
import { InputError, resolveReadings } from '../../core/regulation/readings.ts';
import type { ReadingsMode } from '../../core/suite/candidates.ts';
import { machineClauseMap } from '../suite/clauses.ts';
import { generateSuite } from '../suite/generate.ts';
import { suiteAdapter } from '../../rulesets/adapters.ts';
import type { RulesetAdapter } from '../../core/suite/types.ts';
import { isSuiteDir, prepareSuiteOut, readSuite, suiteFiles } from '../suite/write.ts';

export { conformCommand } from './conform.ts';

const out = (s: string) => process.stdout.write(s.endsWith('\n') ? s : s + '\n');

function listOption(value: string | undefined, allowed: readonly string[], field: string): string[] | undefined {
  if (value === undefined || value === 'all') return undefined;
  const items = value.split(',').map((x) => x.trim()).filter(Boolean);
  for (const x of items) if (!allowed.includes(x)) throw new InputError(`${field}: ${JSON.stringify(x)} is not one of ${allowed.join(', ')}`);
  return allowed.filter((x) => items.includes(x));
}

/** `all`, `default`, or `GAP=READING,GAP=READING` (checked against the gap registry). */
export function parseReadingsOption(adapter: RulesetAdapter, value: string | undefined): ReadingsMode {
  if (value === undefined || value === 'all' || value === 'default') return value ?? 'all';
  const overrides: Record<string, string> = {};
  for (const item of value.split(',').map((x) => x.trim()).filter(Boolean)) {
    const [gap, reading] = item.split('=');
    if (!gap || reading === undefined) throw new InputError(`--readings: ${JSON.stringify(item)} is not GAP=READING (or give all, or default)`);
    overrides[gap] = reading;
  }
  resolveReadings(adapter.gaps, overrides, '--readings');
  return overrides;
}

export function suiteCommand(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    options: SUITE_OPTIONS,
    allowPositionals: true,
  });
  if (positionals.length) throw new InputError(`suite: unexpected argument ${JSON.stringify(positionals[0])}`);
  if (!values.ruleset) throw new InputError('suite: --ruleset is required (e.g. --ruleset debertz)');
  if (!values.out) throw new InputError('suite: --out DIR is required (the folder to write the cases and manifest.json to)');
  const adapter = suiteAdapter(values.ruleset);
  const formats = listOption(values.format, adapter.formats, '--format');
  const readings = parseReadingsOption(adapter, values.readings);
  const budget = values.budget === undefined ? undefined : Number(values.budget);
  if (budget !== undefined && (!Number.isInteger(budget) || budget < 1)) throw new InputError('--budget: must be a positive integer');
  // the folder is checked (and a temporary folder made beside it) before the suite is generated
  const prepared = prepareSuiteOut(values.out, { ruleset: adapter.id, formats: formats ?? adapter.formats, readings }, values.force === true);
  const started = Date.now();
  const suite = generateSuite(adapter, { formats, readings, budget, log: values.quiet ? undefined : (l) => process.stderr.write(l + '\n') });
  prepared.commit(suiteFiles(suite));
  const c = suite.manifest.coverage;
  if (values.json) {
    // for a script: what was written and what it covers, as manifest.json states it
    out(JSON.stringify({ tool: 'cardlaw suite', version: 1, ruleset: adapter.id, out: values.out, cases: suite.cases.length, seconds: Number(((Date.now() - started) / 1000).toFixed(3)), coverage: c, byFormat: suite.manifest.byFormat ?? null }, null, 2));
    return 0;
  }
  out(`wrote ${suite.cases.length} cases and manifest.json to ${values.out} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const kinds = ['states', 'transitions', 'clauses', 'readings'] as const;
  for (const k of kinds) out(`  ${k.padEnd(12)} ${String(c[k].covered).padStart(4)} / ${String(c[k].total).padEnd(4)} ${c[k].percent.toFixed(1)}%`);
  // a ruleset that covers each format on its own: a developer of one variant reads his own line
  for (const [format, f] of Object.entries(suite.manifest.byFormat ?? {})) {
    out(`  ${format.padEnd(12)} ${kinds.map((k) => `${k} ${f[k].covered}/${f[k].total}`).join(', ')}`);
  }
  const missing = (['states', 'transitions', 'clauses', 'readings'] as const).flatMap((k) => c[k].missing.map((m) => `  not covered: ${k.replace(/s$/, '')} ${m.id} — ${m.reason}`));
  if (missing.length) out(missing.join('\n'));
  return 0;
}

export function coverageCommand(argv: string[]): number {
  const { values, positionals } = parseArgs({ args: argv, options: COVERAGE_OPTIONS, allowPositionals: true });
  if (positionals.length !== 1) throw new InputError('coverage: give one folder: a suite (cardlaw suite --out) or a simulation report (reports/<run>)');
  const report = coverageOf(positionals[0]);
  out(values.json ? JSON.stringify(report, null, 2) : formatCoverage(report));
  return 0;
}

export function coverageOf(dir: string): CoverageReport {
  if (isSuiteDir(dir)) {
    const suite = readSuite(dir);
    return suiteCoverage(suiteAdapter(suite.manifest.ruleset, `${dir}/manifest.json ruleset`), suite);
  }
  if (isReportDir(dir)) {
    const report = readSimulationReport(dir);
    return reportCoverage(suiteAdapter(report.ruleset, `${dir}/run.json spec.ruleset`), report);
  }
  throw new InputError(`coverage: ${dir} is neither a suite folder (manifest.json) nor a simulation report (run.json, clauses.csv)`);
}

export function diagramCommand(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    options: DIAGRAM_OPTIONS,
    allowPositionals: true,
  });
  if (positionals.length) throw new InputError(`diagram: unexpected argument ${JSON.stringify(positionals[0])}`);
  if (!values.ruleset) throw new InputError('diagram: --ruleset is required (e.g. --ruleset debertz)');
  if ([values.mermaid, values.dot, values.svg].filter(Boolean).length > 1) throw new InputError('diagram: give one of --mermaid, --dot, --svg');
  if (values.out === '') throw new InputError('--out: give a file name (e.g. --out debertz.svg)');
  const drawable = drawableMachine(values.ruleset);
  const cat = catalogueOf(drawable.machine);
  let heat: Map<string, number> | undefined;
  let title = `${drawable.id} regulation machine`;
  if (values.heat) {
    const report = readSimulationReport(values.heat);
    if (report.ruleset !== drawable.id) throw new InputError(`--heat: ${values.heat} is a ${report.ruleset || 'unknown'} report, not ${drawable.id}`);
    if (!report.transitions || !report.transitionsByFormat) {
      throw new InputError(`--heat: ${values.heat} has no ${TRANSITIONS_CSV} (format,transition,fires,deals per machine transition; docs/diagrams.md), so there is nothing to draw the heat from`);
    }
    if (values.format) {
      const f = report.transitionsByFormat.get(values.format);
      if (!f) throw new InputError(`--format: ${values.format} is not in ${values.heat} (formats: ${[...report.transitionsByFormat.keys()].join(', ')})`);
      heat = new Map(f);
    } else heat = new Map(report.transitions);
    title += `, times fired in ${values.heat}${values.format ? ` (${values.format})` : ''}`;
  } else if (values.format) throw new InputError('--format: only with --heat (the machine is the same for every format)');
  // the clause map: from the suite, or by exploring the machine (after the cheap checks above)
  let maps: { clauseMap: Readonly<Record<string, readonly string[]>>; silenceMap?: Readonly<Record<string, readonly string[]>> };
  if (values.suite) {
    const suite = readSuite(values.suite);
    if (suite.manifest.ruleset !== drawable.id) throw new InputError(`--suite: ${values.suite} is a ${suite.manifest.ruleset} suite, not ${drawable.id}`);
    maps = { clauseMap: suite.manifest.clauseMap ?? {}, silenceMap: suite.manifest.silenceMap ?? {} };
  } else if (drawable.adapter) {
    maps = machineClauseMap(drawable.adapter, { readings: 'all' });
  } else {
    maps = { clauseMap: actionClauseMap(drawable.machine, drawable.clauses, cat) };
  }
  const model = buildDiagram(cat, { ...maps, heat, title });
  const emit = (text: string) => (values.out ? writeFileSync(values.out, text) : out(text));
  if (!values.svg) {
    emit(values.dot ? toDot(model) : toMermaid(model));
    return 0;
  }
  // Graphviz-wasm starts asynchronously: the exit code follows when the picture is written
  dotToSvg(toDot(model)).then(emit).catch((e: unknown) => {
    process.stderr.write(`cardlaw diagram: ${(e as Error).message}\n`);
    process.exitCode = 1;
  });
  return 0;
}
