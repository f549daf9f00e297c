/**
 * The committee report as data: every section the HTML and the Markdown print, built from the
 * tables of a run folder (src/harness/committee/runFolder.ts) and the registries. Pure. A section whose
 * file is absent is `null`, and the renderers print why it is missing instead of an empty table,
 * so a reader never mistakes "not measured" for "never happens".
 *
 * @public
 */
import type { Clause, Gap, Regulation } from '../../core/regulation/types.ts';
import type { MachineTransition } from './machineLinks.ts';
import { num, type Row, type RunFolder, type RunKind, type TableName } from './runFolder.ts';

export interface Interval {
  readonly share: number;
  readonly low: number;
  readonly high: number;
}
export interface PathEntry extends Interval {
  readonly format: string;
  readonly path: string;
  readonly count: number;
  readonly exampleSeed: string;
  readonly meanEffect: number;
}
export interface OutcomeEntry extends Interval {
  readonly format: string;
  readonly level: string;
  readonly outcome: string;
  readonly count: number;
}
export interface InvariantEntry {
  readonly format: string;
  readonly invariant: string;
  readonly checks: number;
  readonly violations: number;
  readonly firstFailingSeed: string;
  readonly firstMessage: string;
  readonly description: string;
}
/** A gap of the registry as the run met it: deals per 1,000 on which it was reached, per format. */
export interface GapReach {
  readonly gap: Gap;
  readonly perThousand: number;
  readonly deals: number;
  readonly readingsSeen: readonly string[];
}
/** One row of gap-impact.csv: a gap switched from the baseline reading to one alternative. */
export interface ImpactEntry {
  /** `all` for the run as a whole (the ranking the committee reads), else one format */
  readonly format: string;
  readonly rank: number;
  readonly gap: string;
  readonly title: string;
  readonly reading: string;
  readonly alternative: string;
  readonly deals: number;
  readonly reached: number;
  readonly reachedPerThousand: number;
  readonly decisive: number;
  readonly decisivePerThousand: number;
  readonly low: number;
  readonly high: number;
  readonly decisiveShareOfReached: number;
  readonly outcomeChanged: number;
  readonly pointUnit: string;
  readonly meanSwing: number;
  readonly maxSwing: number;
  readonly exampleSeed: string;
}
export interface ClauseSection {
  readonly clause: Clause;
  /** per format: the share of deals on which it applied, with the Wilson interval; null without clauses.csv */
  readonly applied: readonly (Interval & { readonly format: string; readonly deals: number })[] | null;
  readonly transitions: readonly (MachineTransition & { readonly fires: number | null })[];
  /** the gaps that cite the clause, most decisive (or most reached) first */
  readonly gaps: readonly Gap[];
}
export interface CommitteeModel {
  readonly kind: RunKind;
  readonly ruleset: Regulation;
  readonly name: string;
  readonly dir: string;
  readonly files: readonly TableName[];
  readonly formats: readonly string[];
  readonly dealsByFormat: ReadonlyMap<string, number>;
  /** the spec's reading overrides (non-default readings), and for a compare run both sides */
  readonly readings: Readonly<Record<string, unknown>>;
  readonly paths: readonly PathEntry[] | null;
  readonly outcomes: readonly OutcomeEntry[] | null;
  readonly invariants: readonly InvariantEntry[] | null;
  readonly gapReach: readonly GapReach[] | null;
  /** gap-impact.csv's `all` group, most decisive first (every row when the file has no `all` group) */
  readonly impact: readonly ImpactEntry[] | null;
  /** gap-impact.csv's per-format rows, ranked within each format */
  readonly impactByFormat: readonly ImpactEntry[] | null;
  readonly diff: readonly Row[] | null;
  readonly changedPaths: readonly Row[] | null;
  readonly transitionsMeasured: boolean;
  readonly clauses: readonly ClauseSection[];
}

const interval = (r: Row, prefix = 'share'): Interval => ({ share: num(r[prefix]), low: num(r[`${prefix}_low95`]), high: num(r[`${prefix}_high95`]) });

/** Deals per format: run.json's results, else the deal outcomes, else diff.csv's `deals`. */
function dealsPerFormat(folder: RunFolder): Map<string, number> {
  const out = new Map<string, number>();
  const formats = ((folder.run.results as { formats?: Record<string, { deals?: number }> } | undefined)?.formats ?? {}) as Record<string, { deals?: number }>;
  for (const [f, v] of Object.entries(formats)) if (typeof v?.deals === 'number') out.set(f, v.deals);
  if (out.size > 0) return out;
  for (const r of folder.tables['outcomes.csv'] ?? []) if (r.level === 'deal') out.set(r.format, (out.get(r.format) ?? 0) + num(r.count));
  if (out.size > 0) return out;
  for (const r of folder.tables['diff.csv'] ?? []) out.set(r.format, Math.max(out.get(r.format) ?? 0, num(r.deals)));
  return out;
}

/**
 * Deals on which each gap was reached: a gap's `consulted` rows when it has them (one reading is in
 * force per run, so one row per format), else the largest of its silence and finding rows — never a
 * sum, which would count a deal twice.
 */
function gapReach(rows: readonly Row[], gaps: readonly Gap[], deals: ReadonlyMap<string, number>): GapReach[] {
  const byGap = new Map<string, Map<string, { consulted: number; other: number; readings: Set<string> }>>();
  for (const r of rows) {
    for (const id of r.gap.split('/').filter(Boolean)) {
      if (!byGap.has(id)) byGap.set(id, new Map());
      const perFormat = byGap.get(id)!;
      if (!perFormat.has(r.format)) perFormat.set(r.format, { consulted: 0, other: 0, readings: new Set() });
      const e = perFormat.get(r.format)!;
      if (r.kind === 'consulted') {
        e.consulted += num(r.deals);
        if (r.reading) e.readings.add(r.reading);
      } else e.other = Math.max(e.other, num(r.deals));
    }
  }
  const total = [...deals.values()].reduce((a, b) => a + b, 0);
  const out: GapReach[] = [];
  for (const gap of gaps) {
    const perFormat = byGap.get(gap.id);
    if (!perFormat) continue;
    let n = 0;
    const readings = new Set<string>();
    for (const e of perFormat.values()) {
      n += e.consulted > 0 ? e.consulted : e.other;
      for (const r of e.readings) readings.add(r);
    }
    out.push({ gap, deals: n, perThousand: total > 0 ? (1000 * n) / total : NaN, readingsSeen: [...readings].sort() });
  }
  return out.sort((a, b) => b.perThousand - a.perThousand || a.gap.id.localeCompare(b.gap.id));
}

function impactOf(rows: readonly Row[]): ImpactEntry[] {
  return rows
    .map((r) => ({
      format: r.format,
      rank: num(r.rank),
      gap: r.gap,
      title: r.title ?? '',
      reading: r.baseline_reading,
      alternative: r.alternative_reading,
      deals: num(r.deals),
      reached: num(r.reached),
      reachedPerThousand: num(r.reached_per_1000),
      decisive: num(r.decisive),
      decisivePerThousand: num(r.decisive_per_1000),
      low: num(r.decisive_ci_low),
      high: num(r.decisive_ci_high),
      decisiveShareOfReached: num(r.decisive_share_of_reached),
      outcomeChanged: num(r.outcome_changed),
      pointUnit: r.point_unit ?? '',
      meanSwing: num(r.mean_point_swing),
      maxSwing: num(r.max_point_swing),
      exampleSeed: r.example_seed || r.reached_example_seed || '',
    }))
    .sort((a, b) => b.decisivePerThousand - a.decisivePerThousand || b.reachedPerThousand - a.reachedPerThousand || a.gap.localeCompare(b.gap) || a.alternative.localeCompare(b.alternative));
}

function clauseSections(folder: RunFolder, ruleset: Regulation, transitions: readonly MachineTransition[], rank: (g: Gap) => number): ClauseSection[] {
  const clauseRows = folder.tables['clauses.csv'];
  const fires = new Map<string, number>();
  for (const r of folder.tables['transitions.csv'] ?? []) fires.set(r.transition, (fires.get(r.transition) ?? 0) + num(r.fires));
  const measured = folder.tables['transitions.csv'] !== undefined;
  return ruleset.clauses.map((clause) => ({
    clause,
    applied: clauseRows ? clauseRows.filter((r) => r.clause === clause.id).map((r) => ({ format: r.format, deals: num(r.deals), ...interval(r) })) : null,
    transitions: transitions.filter((t) => t.clauses.includes(clause.id)).map((t) => ({ ...t, fires: measured ? (fires.get(t.id) ?? 0) : null })),
    gaps: ruleset.gaps.filter((g) => g.clauses.includes(clause.id)).sort((a, b) => rank(b) - rank(a) || a.id.localeCompare(b.id)),
  }));
}

export function buildModel(folder: RunFolder, ruleset: Regulation, transitions: readonly MachineTransition[]): CommitteeModel {
  const t = folder.tables;
  const deals = dealsPerFormat(folder);
  const spec = (folder.run.spec ?? {}) as Record<string, unknown>;
  const formats = Array.isArray(spec.format) ? spec.format.map(String) : [...deals.keys()];
  const reach = t['gaps.csv'] ? gapReach(t['gaps.csv'], ruleset.gaps, deals) : null;
  const impactRows = t['gap-impact.csv'] ? impactOf(t['gap-impact.csv']) : null;
  const hasAll = impactRows?.some((e) => e.format === 'all') ?? false;
  const impact = impactRows?.filter((e) => !hasAll || e.format === 'all') ?? null;
  const impactByFormat = hasAll ? impactRows!.filter((e) => e.format !== 'all') : null;
  // a clause's gaps are ranked by decisiveness when a gap-impact run measured it, else by reach
  const decisive = new Map<string, number>();
  for (const e of impact ?? []) decisive.set(e.gap, Math.max(decisive.get(e.gap) ?? 0, e.decisivePerThousand));
  const reached = new Map((reach ?? []).map((g) => [g.gap.id, g.perThousand]));
  const rank = (g: Gap) => decisive.get(g.id) ?? reached.get(g.id) ?? -1;
  // a compare run: the readings it changed, `{"GAP": {"baseline": …, "alternative": …}}` (run.json changedReadings)
  const readings = folder.kind === 'compare' ? ((folder.run.changedReadings ?? {}) as Record<string, unknown>) : ((spec.readings ?? {}) as Record<string, unknown>);
  return {
    kind: folder.kind,
    ruleset,
    name: folder.name,
    dir: folder.dir,
    files: Object.keys(t) as TableName[],
    formats,
    dealsByFormat: deals,
    readings,
    paths: t['paths.csv']?.map((r) => ({ format: r.format, path: r.path, count: num(r.count), exampleSeed: r.example_seed, meanEffect: num(r.mean_effect), ...interval(r) })) ?? null,
    outcomes: t['outcomes.csv']?.map((r) => ({ format: r.format, level: r.level, outcome: r.outcome, count: num(r.count), ...interval(r) })) ?? null,
    invariants:
      t['invariants.csv']?.map((r) => ({ format: r.format, invariant: r.invariant, checks: num(r.checks), violations: num(r.violations), firstFailingSeed: r.first_failing_seed ?? '', firstMessage: r.first_message ?? '', description: r.description ?? '' })) ?? null,
    gapReach: reach,
    impact,
    impactByFormat,
    diff: t['diff.csv'] ?? null,
    changedPaths: t['changed-paths.csv'] ?? null,
    transitionsMeasured: t['transitions.csv'] !== undefined,
    clauses: clauseSections(folder, ruleset, transitions, rank),
  };
}

/** The most frequent penalty paths of the run (not the empty path), for the example narratives. */
export function topPaths(model: CommitteeModel, n: number): PathEntry[] {
  return [...(model.paths ?? [])].filter((p) => p.path !== '(none)' && p.exampleSeed !== '').sort((a, b) => b.count - a.count || a.path.localeCompare(b.path)).slice(0, n);
}
