/**
 * The sections of a compare run (diff.csv, changed-paths.csv) and of a gap-impact run
 * (gap-impact.csv), read in the columns `cardlaw compare` and `cardlaw gap-impact` write
 * (src/harness/compare/report.ts; reports/README.md).
 *
 * @internal
 */
import type { Block } from './blocks.ts';
import type { Chart } from './charts.ts';
import type { CommitteeModel, ImpactEntry } from './model.ts';
import type { Narrative } from './narratives.ts';
import { num, type Row, type TableName } from './runFolder.ts';
import { count, pct, perThousand, shareWithInterval } from './text.ts';

export const chartBlocks = (charts: readonly Chart[], prefix: string): Block[] => charts.filter((c) => c.id === prefix || c.id.startsWith(`${prefix}-`)).map((c) => ({ t: 'chart', id: c.id, title: c.title }));

type Fallback = (file: TableName, model: CommitteeModel, what: string) => Block;

/** `{"GAP": {"baseline": a, "alternative": b}}` (run.json changedReadings) → `GAP: a → b`. */
export function changedReadingsText(readings: Readonly<Record<string, unknown>>): string {
  const parts = Object.entries(readings).map(([g, v]) => {
    const o = (v ?? {}) as { baseline?: unknown; alternative?: unknown };
    return typeof v === 'object' && v !== null ? `${g}: ${String(o.baseline ?? '?')} → ${String(o.alternative ?? '?')}` : `${g} = ${String(v)}`;
  });
  return parts.join('; ') || 'none (the two sides read every gap alike)';
}

/** "12 (2.47%)": a count of deals with its share. */
const counted = (r: Row, col: string): string => (r[col] === '' || r[col] === undefined ? '—' : `${count(num(r[col]))} (${pct(num(r[`${col}_share`]))})`);
const swing = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : '—');

export function compareSection(model: CommitteeModel, charts: readonly Chart[], fallback: Fallback): Block[] {
  if (model.kind !== 'compare' && !model.diff && !model.changedPaths) return [];
  const out: Block[] = [{ t: 'h', level: 2, text: 'Baseline against alternative', id: 'compare' }];
  out.push({ t: 'p', text: `Readings changed — ${changedReadingsText(model.readings)}. The same seeded deals are played under the baseline; each deal is ruled again under the alternative from the same ledger, and the two rulings compared.` });
  if (model.diff) {
    out.push(...chartBlocks(charts, 'diff'));
    out.push({
      t: 'table',
      id: 'diff-table',
      header: ['format', 'deals', 'ruled differently [95% interval]', 'outcome changed', 'only points', 'only marks', 'only entries', 'path only', 'mean / max point swing', 'party winner changed [95%]', 'example seed'],
      rows: model.diff.map((r) => [
        r.format,
        count(num(r.deals)),
        `${count(num(r.changed))}: ${shareWithInterval(num(r.changed_share), num(r.changed_low95), num(r.changed_high95))}`,
        counted(r, 'outcome_changed'),
        counted(r, 'only_points'),
        counted(r, 'only_marks'),
        counted(r, 'only_entries'),
        counted(r, 'path_only'),
        `${swing(num(r.mean_point_swing))} / ${swing(num(r.max_point_swing))} ${r.point_unit ?? ''}`.trim(),
        `${count(num(r.winner_changed))} of ${count(num(r.parties))} parties: ${shareWithInterval(num(r.winner_changed_share), num(r.winner_changed_low95), num(r.winner_changed_high95))}`,
        r.changed_example_seed ?? '',
      ]),
      numeric: [1],
    });
    out.push({ t: 'p', style: 'note', text: 'Kinds of change: the outcome of the deal changed; or only the points, only the marks, or only the entries of the score sheet; "path only": the same ruling reached through other clauses. Point swing, over the changed deals: the largest difference, over sides or seats, between what the two rulings credited (mean and maximum). Party winner changed: parties whose winner differs when the whole party is played again under the alternative from its first deal (reports/README.md).' });
  } else out.push(fallback('diff.csv', model, 'the share of deals ruled differently'));
  if (model.changedPaths) {
    out.push({ t: 'h', level: 3, text: 'Which penalty path became which' });
    out.push({
      t: 'table',
      id: 'changed-paths-table',
      header: ['format', 'baseline: outcome, path', 'alternative: outcome, path', 'change', 'deals', 'share [95% interval]', 'example seed'],
      rows: model.changedPaths.map((r) => [r.format, `${r.baseline_outcome}: ${r.baseline_path}`, r.alternative_outcome === r.baseline_outcome && r.alternative_path === r.baseline_path ? '(the same outcome and path)' : `${r.alternative_outcome}: ${r.alternative_path}`, r.change, count(num(r.count)), shareWithInterval(num(r.share), num(r.share_low95), num(r.share_high95)), r.example_seed]),
      numeric: [4],
    });
  } else out.push(fallback('changed-paths.csv', model, 'which penalty paths changed into which'));
  return out;
}

const impactRow = (e: ImpactEntry): string[] => [
  String(e.rank),
  e.gap,
  e.title,
  `${e.reading} → ${e.alternative}`,
  `${perThousand(e.reachedPerThousand)} (${count(e.reached)})`,
  `${perThousand(e.decisivePerThousand)} [${perThousand(e.low)}, ${perThousand(e.high)}]`,
  pct(e.decisiveShareOfReached, 1),
  `${swing(e.meanSwing)} / ${swing(e.maxSwing)} ${e.pointUnit}`.trim(),
  e.exampleSeed,
];
const IMPACT_HEADER = ['#', 'gap', 'title', 'baseline → alternative reading', 'reached /1,000 (deals)', 'decisive /1,000 [95%]', 'decisive of reached', 'mean / max point swing', 'example seed'];

/** How many rows of each format the per-format table keeps; gap-impact.csv has them all. */
export const IMPACT_PER_FORMAT = 5;

export function impactSection(model: CommitteeModel, charts: readonly Chart[]): Block[] {
  if (!model.impact) return [];
  const all = model.impact[0]?.format === 'all';
  const out: Block[] = [
    { t: 'p', text: `Decisive per 1,000 deals${all ? ' (all formats together)' : ''}: deals on which the gap was reached and re-ruling the deal under the alternative reading, from the same ledger, changes the ruling (outcome, points, marks or entries). The committee should read the top of this list first.` },
    ...chartBlocks(charts, 'gap-impact'),
    { t: 'table', id: 'gap-impact-table', header: IMPACT_HEADER, rows: model.impact.map(impactRow), numeric: [0, 4, 5, 6] },
  ];
  if (model.impactByFormat && model.impactByFormat.length > 0) {
    const formats = [...new Set(model.impactByFormat.map((e) => e.format))];
    const rows = formats.flatMap((f) => model.impactByFormat!.filter((e) => e.format === f && e.decisive > 0).slice(0, IMPACT_PER_FORMAT).map((e) => [f, ...impactRow(e)]));
    out.push({ t: 'h', level: 3, text: `Per format: the ${IMPACT_PER_FORMAT} most decisive gap readings of each` });
    if (rows.length > 0) out.push({ t: 'table', id: 'gap-impact-formats-table', header: ['format', ...IMPACT_HEADER], rows, numeric: [1, 5, 6, 7] });
    else out.push({ t: 'p', style: 'fallback', text: 'No gap reading was decisive on any deal of any format.' });
  }
  return out;
}

/** A compare run's example deals: both sides of each, as `cardlaw replay DIR --seed ID` prints them. */
export function compareNarrativeSection(narratives: readonly Narrative[]): Block[] {
  if (narratives.length === 0) return [];
  const out: Block[] = [
    { t: 'h', level: 2, text: 'Example deals ruled differently', id: 'examples' },
    { t: 'p', text: 'The example deal of the most frequent changes, played by the baseline up to it and then ruled under both readings from the same ledger — the text cardlaw replay prints for this folder; ▶ marks the first line where the two narratives part.' },
  ];
  for (const n of narratives) {
    const head: Block = { t: 'h', level: 3, text: `${n.path.format}: ${n.path.path} — ${pct(n.path.share)} of deals (seed ${n.path.exampleSeed})` };
    const body: Block = n.text !== null ? { t: 'pre', text: n.text } : { t: 'p', style: 'fallback', text: `No narrative: ${n.unavailable}` };
    out.push({ t: 'group', kind: 'deal', blocks: [head, body] });
  }
  return out;
}
