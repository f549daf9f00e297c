/**
 * State, transition, clause and reading coverage of a conformance suite folder or of a
 * simulation report folder, as data (`CoverageReport`) and as a table.
 *
 * Universes: the states and transitions of the machine as it is now (src/core/statechart/catalogue.ts);
 * the clauses the machine cites (written on its transitions, and cited by its actions on some
 * abstract path: the suite's manifest records them, a report's are explored at its readings);
 * the readings of every `switch` gap — all of them for a suite generated with `--readings all`,
 * else the one in force.
 *
 * @public
 */
import { statesOfRun, catalogueOf } from '../../core/statechart/catalogue.ts';
import { clausesOf, compareClauseIds, machineClauseMap, type ClauseMap } from '../suite/clauses.ts';
import type { LoadedSuite } from '../suite/write.ts';
import type { RulesetAdapter } from '../../core/suite/types.ts';
import { resolveReadings } from '../../core/regulation/readings.ts';
import type { SimulationReport } from './simReport.ts';

export type CoverageKind = 'states' | 'transitions' | 'clauses' | 'readings';
export const COVERAGE_KINDS: readonly CoverageKind[] = ['states', 'transitions', 'clauses', 'readings'];

export interface CoverageRow {
  readonly kind: CoverageKind;
  /** false when the source does not record this kind (a report without transitions.csv) */
  readonly available: boolean;
  readonly total: number;
  readonly covered: number;
  readonly percent: number;
  readonly missing: readonly { readonly id: string; readonly reason: string }[];
}

export interface CoverageReport {
  readonly source: 'suite' | 'simulation';
  readonly dir: string;
  readonly ruleset: string;
  /** e.g. `49 cases` or `40000 parties, 1234567 deals` */
  readonly detail: string;
  readonly rows: readonly CoverageRow[];
  readonly notes: readonly string[];
}

const pct = (n: number, total: number) => (total ? Math.round((1000 * n) / total) / 10 : 100);

function row(kind: CoverageKind, universe: readonly string[], covered: ReadonlySet<string>, reason: (id: string) => string): CoverageRow {
  const missing = universe.filter((id) => !covered.has(id)).map((id) => ({ id, reason: reason(id) }));
  const n = universe.length - missing.length;
  return { kind, available: true, total: universe.length, covered: n, percent: pct(n, universe.length), missing };
}

function unavailable(kind: CoverageKind, total: number): CoverageRow {
  return { kind, available: false, total, covered: 0, percent: 0, missing: [] };
}

/** The `gap=reading` tags a suite or run can exercise. */
function readingUniverse(adapter: RulesetAdapter, formats: readonly string[], mode: unknown, inForce?: Readonly<Record<string, string>>): string[] {
  const switches = adapter.gaps.filter((g) => g.status === 'switch' && (formats.length === 0 || formats.some((f) => adapter.gapApplies(g.id, f))));
  if (mode === 'all') return switches.flatMap((g) => g.readings.map((r) => `${g.id}=${r.id}`));
  const readings = inForce ?? resolveReadings(adapter.gaps, typeof mode === 'object' && mode !== null ? (mode as Record<string, string>) : {});
  return switches.map((g) => `${g.id}=${readings[g.id]}`);
}

export function suiteCoverage(adapter: RulesetAdapter, suite: LoadedSuite): CoverageReport {
  const cat = catalogueOf(adapter.machine);
  const m = suite.manifest;
  const union = (k: keyof SuiteExercises) => new Set(suite.cases.flatMap((c) => (c.exercises?.[k] as readonly string[] | undefined) ?? []));
  const recorded = new Map<string, string>();
  for (const k of COVERAGE_KINDS) for (const x of m.coverage?.[k]?.missing ?? []) recorded.set(`${k}:${x.id}`, x.reason);
  const why = (k: CoverageKind) => (id: string) => recorded.get(`${k}:${id}`) ?? 'no case of the suite exercises it';
  const clauseUniverse = [...new Set([...cat.staticClauses, ...clausesOf((m.clauseMap ?? {}) as ClauseMap)])].sort(compareClauseIds);
  const notes: string[] = [];
  const known = new Set(cat.transitions.map((t) => t.id));
  const stale = [...union('transitions')].filter((t) => !known.has(t));
  if (stale.length) notes.push(`the suite names transitions the machine no longer has (${stale.join(', ')}): regenerate it`);
  return {
    source: 'suite',
    dir: suite.dir,
    ruleset: m.ruleset,
    detail: `${suite.cases.length} cases`,
    rows: [
      row('states', cat.states.map((s) => s.path), union('states'), why('states')),
      row('transitions', cat.transitions.map((t) => t.id), union('transitions'), why('transitions')),
      row('clauses', clauseUniverse, union('clauses'), why('clauses')),
      row('readings', readingUniverse(adapter, m.formats ?? [], m.readings), union('readings'), why('readings')),
    ],
    notes,
  };
}

type SuiteExercises = { states: string[]; transitions: string[]; clauses: string[]; readings: string[] };

export function reportCoverage(adapter: RulesetAdapter, report: SimulationReport, clauseMap?: ClauseMap): CoverageReport {
  const cat = catalogueOf(adapter.machine);
  const map = clauseMap ?? machineClauseMap(adapter, { formats: report.formats, readings: report.overrides }).clauseMap;
  const clauseUniverse = [...new Set([...cat.staticClauses, ...clausesOf(map)])].sort(compareClauseIds);
  const never = 'never happened in this run';
  const rows: CoverageRow[] = [];
  const notes: string[] = [];
  if (report.transitions) {
    const fired = new Set([...report.transitions.entries()].filter(([, n]) => n > 0).map(([id]) => id));
    rows.push(row('states', cat.states.map((s) => s.path), statesOfRun(cat, fired), () => never));
    rows.push(row('transitions', cat.transitions.map((t) => t.id), fired, () => 'never fired in this run'));
  } else {
    rows.push(unavailable('states', cat.states.length), unavailable('transitions', cat.transitions.length));
    notes.push('this report has no transitions.csv, so state and transition coverage are unknown (docs/diagrams.md says what the simulator must write)');
  }
  rows.push(row('clauses', clauseUniverse, report.clauses, () => never));
  rows.push(row('readings', readingUniverse(adapter, report.formats, 'in-force', report.readings), report.consulted, () => 'never consulted in this run'));
  return { source: 'simulation', dir: report.dir, ruleset: report.ruleset, detail: report.detail, rows, notes };
}

/** The coverage table, then what is not covered, one line each. */
export function formatCoverage(r: CoverageReport): string {
  const lines = [`coverage of ${r.source === 'suite' ? 'the suite' : 'the simulation report'} ${r.dir} (${r.ruleset}, ${r.detail})`, ''];
  lines.push(`  ${'kind'.padEnd(12)} ${'covered'.padStart(7)} ${'total'.padStart(6)} ${'percent'.padStart(8)}`);
  for (const x of r.rows) {
    const p = x.available ? `${x.percent.toFixed(1)}%` : 'n/a';
    lines.push(`  ${x.kind.padEnd(12)} ${(x.available ? String(x.covered) : '-').padStart(7)} ${String(x.total).padStart(6)} ${p.padStart(8)}`);
  }
  const missing = r.rows.flatMap((x) => x.missing.map((m) => ({ kind: x.kind, ...m })));
  lines.push('');
  if (missing.length === 0) lines.push('  everything is covered' + (r.rows.some((x) => !x.available) ? ' that this source records' : ''));
  else {
    lines.push('  not covered:');
    for (const m of missing) lines.push(`    ${m.kind.replace(/s$/, '')} ${m.id} — ${m.reason}`);
  }
  for (const n of r.notes) lines.push('', `  note: ${n}`);
  return lines.join('\n');
}
