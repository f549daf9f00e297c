/**
 * The report folders of compare and gap-impact (csv-stringify, UTF-8, header row; every column in
 * reports/README.md) and their run.json (`"kind": "compare"` / `"kind": "gap-impact"`). Pure: the
 * same tallies give the same bytes, except run.json's `execution`.
 *
 * @public
 */
import { stringify } from 'csv-stringify/sync';
import { formatDealId } from '../../core/sim/ids.ts';
import type { RulesetSimulator, SimSpec } from '../../core/sim/types.ts';
import { compareIds, fixed, share, wilson } from '../report/csvStats.ts';
import { resolveSpecReadings, specToJson } from '../sim/spec.ts';
import { versions } from '../sim/versions.ts';
import type { CompareTallies } from './run.ts';
import { CHANGE_KINDS, gapImpactFormatTally, mergeGapImpactFormat, type Counted, type GapImpactFormatTally } from './tally.ts';

export const COMPARE_FILES = ['diff.csv', 'changed-paths.csv', 'run.json'] as const;
export const GAP_IMPACT_FILES = ['gap-impact.csv', 'run.json'] as const;

/** A share with its 95% Wilson interval: the three columns `x_share`, `x_low95`, `x_high95`. */
const interval = (k: number, n: number): string[] => {
  const [lo, hi] = wilson(k, n);
  return [share(k, n), fixed(lo, 6), fixed(hi, 6)];
};

const seed = (format: string, ref: number): string => formatDealId(format, ref);

/** As the simulate reports write theirs (src/harness/report/csvReport.ts): header row, UTF-8 with a byte-order mark, a final newline. */
const csv = (columns: readonly string[], rows: (string | number)[][]): string => stringify(rows, { header: true, columns: [...columns], eof: true, bom: true });

export const DIFF_COLUMNS = [
  'format', 'parties', 'deals',
  'changed', 'changed_share', 'changed_low95', 'changed_high95', 'changed_example_seed',
  'outcome_changed', 'outcome_changed_share', 'outcome_changed_low95', 'outcome_changed_high95', 'outcome_changed_example_seed',
  'only_points', 'only_points_share', 'only_points_low95', 'only_points_high95', 'only_points_example_seed',
  'only_marks', 'only_marks_share', 'only_marks_low95', 'only_marks_high95', 'only_marks_example_seed',
  'only_entries', 'only_entries_share', 'only_entries_low95', 'only_entries_high95', 'only_entries_example_seed',
  'path_only', 'path_only_share', 'path_only_example_seed',
  'changed_same_facts', 'changed_same_facts_share', 'changed_same_facts_example_seed',
  'point_unit', 'mean_point_swing', 'max_point_swing', 'max_point_swing_seed',
  'winner_changed', 'winner_changed_share', 'winner_changed_low95', 'winner_changed_high95', 'winner_changed_example_party',
  'alternative_deals',
];

export const CHANGED_PATHS_COLUMNS = ['format', 'baseline_outcome', 'baseline_path', 'alternative_outcome', 'alternative_path', 'change', 'count', 'share', 'share_low95', 'share_high95', 'example_seed'];

export const GAP_IMPACT_COLUMNS = [
  'format', 'rank', 'gap', 'baseline_reading', 'alternative_reading', 'readings', 'status', 'deals',
  'reached', 'reached_per_1000', 'reached_example_seed',
  'decisive', 'decisive_per_1000', 'decisive_ci_low', 'decisive_ci_high', 'decisive_share_of_reached', 'decisive_same_facts',
  'outcome_changed', 'only_points', 'only_marks', 'only_entries',
  'point_unit', 'mean_point_swing', 'max_point_swing', 'example_seed', 'title',
];

const unitOf = (sim: RulesetSimulator) => sim.pointUnit ?? { name: 'points', scale: 1 };

function diffCsv(spec: SimSpec, t: CompareTallies, sim: RulesetSimulator): string {
  const unit = unitOf(sim);
  const rows = spec.formats.map((f) => {
    const ft = t.compare[f];
    const n = ft.deals;
    const c = (x: Counted) => [x.n, ...interval(x.n, n), seed(f, x.example)];
    const [wlo, whi] = wilson(ft.winnerChanged.n, ft.parties);
    return [
      f, ft.parties, n,
      ...c(ft.changed),
      ...CHANGE_KINDS.flatMap((k) => c(ft.kinds[k])),
      ft.pathOnly.n, share(ft.pathOnly.n, n), seed(f, ft.pathOnly.example),
      ...(ft.factsUnknown > 0 ? ['', '', ''] : [ft.sameFacts.n, share(ft.sameFacts.n, n), seed(f, ft.sameFacts.example)]),
      unit.name,
      fixed(ft.swing.deals > 0 ? ft.swing.sum / ft.swing.deals / unit.scale : 0, 3),
      fixed(ft.swing.max / unit.scale, 2),
      seed(f, ft.swing.maxExample),
      ft.winnerChanged.n, share(ft.winnerChanged.n, ft.parties), fixed(wlo, 6), fixed(whi, 6),
      ft.winnerChanged.example < 0 ? '' : seed(f, ft.winnerChanged.example).replace(/:0$/, ''),
      ft.altDeals,
    ];
  });
  return csv(DIFF_COLUMNS, rows);
}

function changedPathsCsv(spec: SimSpec, t: CompareTallies): string {
  const rows: (string | number)[][] = [];
  for (const f of spec.formats) {
    const ft = t.compare[f];
    const entries = Object.entries(ft.paths).sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (const [key, p] of entries) {
      const [bo, bp, ao, ap, change] = key.split('\t');
      rows.push([f, bo, bp, ao, ap, change, p.count, ...interval(p.count, ft.deals), seed(f, p.example)]);
    }
  }
  return csv(CHANGED_PATHS_COLUMNS, rows);
}

function gapImpactRows(formats: readonly string[], t: CompareTallies, sim: RulesetSimulator): (string | number)[][] {
  const unit = unitOf(sim);
  const gaps = new Map(sim.gaps.map((g) => [g.id, g]));
  const all = gapImpactFormatTally('all');
  for (const f of formats) mergeGapImpactFormat(all, t.gapImpact[f]);
  const tables: GapImpactFormatTally[] = formats.length > 1 ? [all, ...formats.map((f) => t.gapImpact[f])] : formats.map((f) => t.gapImpact[f]);
  const rows: (string | number)[][] = [];
  for (const ft of tables) {
    const n = ft.deals;
    const per1000 = (k: number) => fixed(n > 0 ? (1000 * k) / n : 0, 3);
    // the format's seeds: in the `all` rows an example names its own format, found in the per-format tallies
    const seedOf = (gap: string, pick: (g: GapImpactFormatTally) => Counted | undefined): string => {
      const fs = ft.format === 'all' ? formats : [ft.format];
      for (const f of fs) {
        const c = pick(t.gapImpact[f]);
        if (c && c.example >= 0) return seed(f, c.example);
      }
      return '';
    };
    const list: { key: [number, number, string, string]; row: (string | number)[] }[] = [];
    for (const [id, g] of Object.entries(ft.gaps)) {
      const gap = gaps.get(id);
      const readings = gap ? gap.readings.map((r) => r.id).join('|') : '';
      const status = gap?.status ?? '';
      const reachedSeed = seedOf(id, (x) => x.gaps[id]?.reached);
      const alts = Object.entries(g.alts).sort(([a], [b]) => (gap ? gap.readings.findIndex((r) => r.id === a) - gap.readings.findIndex((r) => r.id === b) : a < b ? -1 : 1));
      const head = [id, g.reading];
      if (alts.length === 0) {
        list.push({ key: [-1, g.reached.n, id, ''], row: [...head, '', readings, status, n, g.reached.n, per1000(g.reached.n), reachedSeed, '', '', '', '', '', '', '', '', '', '', unitOf(sim).name, '', '', '', gap?.title ?? ''] });
        continue;
      }
      for (const [r, a] of alts) {
        const [lo, hi] = wilson(a.decisive.n, n);
        list.push({
          key: [a.decisive.n, g.reached.n, id, r],
          row: [
            ...head, r, readings, status, n,
            g.reached.n, per1000(g.reached.n), reachedSeed,
            a.decisive.n, per1000(a.decisive.n), fixed(1000 * lo, 3), fixed(1000 * hi, 3), share(a.decisive.n, g.reached.n), a.factsUnknown > 0 ? '' : a.sameFacts,
            ...CHANGE_KINDS.map((k) => a.kinds[k]),
            unit.name, fixed(a.swing.deals > 0 ? a.swing.sum / a.swing.deals / unit.scale : 0, 3), fixed(a.swing.max / unit.scale, 2),
            seedOf(id, (x) => x.gaps[id]?.alts[r]?.decisive),
            gap?.title ?? '',
          ],
        });
      }
    }
    list.sort((x, y) => y.key[0] - x.key[0] || y.key[1] - x.key[1] || compareIds(x.key[2], y.key[2]) || (x.key[3] < y.key[3] ? -1 : x.key[3] > y.key[3] ? 1 : 0));
    list.forEach((e, i) => rows.push([ft.format, i + 1, ...e.row]));
  }
  return rows;
}

export function readingsJson(spec: SimSpec, sim: RulesetSimulator): Record<string, string> {
  const r = resolveSpecReadings(spec);
  const out: Record<string, string> = {};
  for (const g of sim.gaps) if (r[g.id] !== undefined) out[g.id] = r[g.id];
  return out;
}

function formatsJson(spec: SimSpec, t: CompareTallies): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of spec.formats) {
    if (t.kind === 'compare') {
      const ft = t.compare[f];
      out[f] = { parties: ft.parties, deals: ft.deals, changed: ft.changed.n, winnerChanged: ft.winnerChanged.n, alternativeDeals: ft.altDeals };
    } else {
      const ft = t.gapImpact[f];
      out[f] = { parties: ft.parties, deals: ft.deals, gapsReached: Object.keys(ft.gaps).length };
    }
  }
  return out;
}

/** The report files of a compare run. */
export function compareFiles(base: SimSpec, alt: SimSpec, t: CompareTallies, sim: RulesetSimulator, execution: Record<string, unknown>): Record<string, string> {
  const baseReadings = readingsJson(base, sim);
  const altReadings = readingsJson(alt, sim);
  const changedReadings = Object.fromEntries(Object.keys(altReadings).filter((g) => altReadings[g] !== baseReadings[g]).map((g) => [g, { baseline: baseReadings[g], alternative: altReadings[g] }]));
  let deals = 0;
  let parties = 0;
  for (const f of base.formats) {
    deals += t.compare[f].deals;
    parties += t.compare[f].parties;
  }
  const run = {
    kind: 'compare',
    spec: specToJson(base),
    alternative: specToJson(alt),
    seed: base.seed,
    changedReadings,
    readings: baseReadings,
    alternativeReadings: altReadings,
    pointUnit: unitOf(sim).name,
    method: {
      deals: 'each baseline deal is ruled again under the alternative from the same ledger (the baseline machine context before the deal); same cards, decisions and irregularities (per-deal seeded streams)',
      parties: 'whole parties: the alternative also plays every party on its own from the start; only the party winner is compared',
    },
    versions: versions(),
    results: { parties, deals, formats: formatsJson(base, t) },
    execution,
  };
  return { 'diff.csv': diffCsv(base, t, sim), 'changed-paths.csv': changedPathsCsv(base, t), 'run.json': JSON.stringify(run, null, 2) + '\n' };
}

/** The report files of a gap-impact run. */
export function gapImpactFiles(spec: SimSpec, t: CompareTallies, sim: RulesetSimulator, execution: Record<string, unknown>): Record<string, string> {
  let deals = 0;
  let parties = 0;
  for (const f of spec.formats) {
    deals += t.gapImpact[f].deals;
    parties += t.gapImpact[f].parties;
  }
  const run = {
    kind: 'gap-impact',
    spec: specToJson(spec),
    seed: spec.seed,
    readings: readingsJson(spec, sim),
    pointUnit: unitOf(sim).name,
    method: 'each deal that consulted a gap is ruled again, from the same ledger, under every other modelled reading of that gap (the rest as in the spec); decisive = the ruling changed (outcome, points, marks or entries)',
    versions: versions(),
    results: { parties, deals, formats: formatsJson(spec, t) },
    execution,
  };
  return { 'gap-impact.csv': csv(GAP_IMPACT_COLUMNS, gapImpactRows(spec.formats, t, sim)), 'run.json': JSON.stringify(run, null, 2) + '\n' };
}
