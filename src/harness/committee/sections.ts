/**
 * The sections of the committee report, as blocks (src/harness/committee/blocks.ts). Each section renders
 * from the file it needs when that file is in the run folder, and otherwise prints one fallback
 * paragraph naming the missing file — a simulate, a compare and a gap-impact run each hold a
 * different subset (issue 12).
 *
 * @internal
 */
import type { Block, ReportDocument } from './blocks.ts';
import type { Chart } from './charts.ts';
import { clauseBlocks } from './clauseBlocks.ts';
import type { CommitteeModel } from './model.ts';
import type { Narrative } from './narratives.ts';
import type { TableName } from './runFolder.ts';
import { count, pct, perThousand, shareWithInterval } from './text.ts';
import { changedReadingsText, chartBlocks, compareNarrativeSection, compareSection, impactSection } from './compareSections.ts';

/** `{"GAP": "reading"}` → `GAP = reading`; a compare run's sides each on their own. */
export function readingsText(readings: Readonly<Record<string, unknown>>): string {
  const flat = (o: unknown): string =>
    o !== null && typeof o === 'object' && !Array.isArray(o)
      ? Object.entries(o as Record<string, unknown>)
          .map(([k, v]) => (v !== null && typeof v === 'object' ? `${k}: ${flat(v) || 'defaults'}` : `${k} = ${String(v)}`))
          .join('; ')
      : String(o ?? '');
  return flat(readings);
}

/** The paragraph printed in place of a section whose file the folder lacks. */
export const fallback = (file: TableName, model: CommitteeModel, what: string): Block => ({
  t: 'p',
  style: 'fallback',
  text: `Not in this report: ${what}. The run folder has no ${file} (${WRITTEN_BY[file] === model.kind ? `a ${model.kind} run writes it: it was removed, or an older cardlaw wrote this folder` : `a ${model.kind} run does not write it; a ${WRITTEN_BY[file]} run does`}).`,
});

/** Which kind of run writes each file (src/harness/report/csvReport.ts; issue 12 for compare and gap-impact). */
const WRITTEN_BY: Readonly<Record<TableName, string>> = {
  'paths.csv': 'simulate',
  'clauses.csv': 'simulate',
  'gaps.csv': 'simulate',
  'invariants.csv': 'simulate',
  'outcomes.csv': 'simulate',
  'transitions.csv': 'simulate',
  'diff.csv': 'compare',
  'changed-paths.csv': 'compare',
  'gap-impact.csv': 'gap-impact',
};


function violationBlocks(model: CommitteeModel): Block[] {
  if (!model.invariants) return [fallback('invariants.csv', model, 'the invariant checks')];
  const bad = model.invariants.filter((i) => i.violations > 0);
  if (bad.length === 0) return [{ t: 'p', style: 'lead', text: `All ${model.invariants.length} invariant checks held: no violation in ${count(model.invariants.reduce((a, i) => a + i.checks, 0))} checks.` }];
  return [
    {
      t: 'alarm',
      title: `INVARIANT VIOLATED — ${bad.length} invariant${bad.length > 1 ? 's' : ''} failed; the figures below may be wrong`,
      lines: bad.map((i) => `${i.format} ${i.invariant}: ${count(i.violations)} violation(s) in ${count(i.checks)} checks; first at ${i.firstFailingSeed} — ${i.firstMessage} (cardlaw replay ${model.dir} --seed ${i.firstFailingSeed})`),
    },
  ];
}

function pathsSection(model: CommitteeModel, charts: readonly Chart[]): Block[] {
  const out: Block[] = [{ t: 'h', level: 2, text: 'Penalty paths', id: 'paths' }];
  if (!model.paths) return [...out, fallback('paths.csv', model, 'the penalty paths and their shares')];
  out.push({ t: 'p', text: 'A penalty path is the clauses a ruling applied, in order; "(none)" is a deal no penalty clause touched. Share of the format\'s deals with its 95% Wilson interval.' });
  out.push(...chartBlocks(charts, 'paths'));
  // the # column numbers paths within their format, as the chart labels do (paths.csv is sorted by count)
  const seen = new Map<string, number>();
  const rankInFormat = (f: string) => {
    seen.set(f, (seen.get(f) ?? 0) + 1);
    return seen.get(f)!;
  };
  out.push({
    t: 'table',
    id: 'paths-table',
    header: ['format', '#', 'path', 'deals', 'share [95% interval]', 'mean effect', 'example seed'],
    rows: model.paths.map((p) => [p.format, String(rankInFormat(p.format)), p.path, count(p.count), shareWithInterval(p.share, p.low, p.high), Number.isFinite(p.meanEffect) ? p.meanEffect.toFixed(2) : '', p.exampleSeed]),
    numeric: [1, 3, 5],
  });
  return out;
}

function narrativeSection(model: CommitteeModel, narratives: readonly Narrative[]): Block[] {
  if (model.kind === 'compare' && narratives.length > 0) return compareNarrativeSection(narratives);
  const out: Block[] = [{ t: 'h', level: 2, text: 'Example deals of the most frequent paths', id: 'examples' }];
  if (!model.paths) return [...out, fallback('paths.csv', model, 'example deals (their seeds come from paths.csv)')];
  if (narratives.length === 0) return [...out, { t: 'p', style: 'fallback', text: 'No penalty path other than "(none)" occurred in this run, so there is no example deal to narrate.' }];
  out.push({ t: 'p', text: 'Each deal is re-simulated from its example seed and ruled by the judge — the same text as cardlaw replay prints.' });
  for (const n of narratives) {
    const head: Block = { t: 'h', level: 3, text: `${n.path.format}: ${n.path.path} — ${pct(n.path.share)} of deals (seed ${n.path.exampleSeed})` };
    const body: Block = n.text !== null ? { t: 'pre', text: n.text } : { t: 'p', style: 'fallback', text: `No narrative: ${n.unavailable}` };
    out.push({ t: 'group', kind: 'deal', blocks: [head, body] });
  }
  return out;
}

function gapSection(model: CommitteeModel, charts: readonly Chart[]): Block[] {
  const out: Block[] = [{ t: 'h', level: 2, text: 'Gaps: where the text is silent or ambiguous', id: 'gaps' }];
  if (model.impact) out.push(...impactSection(model, charts));
  else out.push(fallback('gap-impact.csv', model, 'how often each gap decides a ruling (run cardlaw gap-impact for decisive per 1,000); gaps are ranked by how often they are reached'));
  if (model.gapReach) {
    out.push(...chartBlocks(charts, 'gap-reach'));
    out.push({
      t: 'table',
      id: 'gap-reach-table',
      header: ['gap', 'title', 'reached /1,000 deals', 'deals', 'reading in force'],
      rows: model.gapReach.map((g) => [g.gap.id, g.gap.title, perThousand(g.perThousand), count(g.deals), g.readingsSeen.join(', ') || '(no reading: a silence or finding)']),
      numeric: [2, 3],
    });
  } else out.push(fallback('gaps.csv', model, 'how often each gap was reached'));
  return out;
}

function outcomeSection(model: CommitteeModel, charts: readonly Chart[]): Block[] {
  const out: Block[] = [{ t: 'h', level: 2, text: 'Outcome mix per format', id: 'outcomes' }];
  if (!model.outcomes) return [...out, fallback('outcomes.csv', model, 'the outcome mix')];
  out.push(...chartBlocks(charts, 'outcomes'));
  out.push({ t: 'table', id: 'outcomes-table', header: ['format', 'level', 'outcome', 'count', 'share [95% interval]'], rows: model.outcomes.map((o) => [o.format, o.level, o.outcome, count(o.count), shareWithInterval(o.share, o.low, o.high)]), numeric: [3] });
  return out;
}

function invariantSection(model: CommitteeModel): Block[] {
  const out: Block[] = [{ t: 'h', level: 2, text: 'Invariants', id: 'invariants' }];
  if (!model.invariants) return [...out, fallback('invariants.csv', model, 'the invariant checks')];
  out.push({
    t: 'table',
    id: 'invariants-table',
    header: ['format', 'invariant', 'checks', 'violations', 'first failing seed', 'description'],
    rows: model.invariants.map((i) => [i.format, i.invariant, count(i.checks), i.violations > 0 ? `${count(i.violations)} VIOLATED` : '0', i.firstFailingSeed, i.violations > 0 ? `${i.firstMessage} — ${i.description}` : i.description]),
    numeric: [2, 3],
  });
  return out;
}

export function buildDocument(model: CommitteeModel, charts: readonly Chart[], narratives: readonly Narrative[]): ReportDocument {
  const deals = [...model.dealsByFormat.values()].reduce((a, b) => a + b, 0);
  const kind = { simulate: 'simulation', compare: 'comparison of two readings', 'gap-impact': 'gap-impact run' }[model.kind];
  const body: Block[] = [
    ...violationBlocks(model),
    { t: 'p', text: `Run folder ${model.dir}: files read — ${model.files.join(', ')}. ${model.kind === 'compare' ? `Readings changed: ${changedReadingsText(model.readings)}` : `Reading overrides: ${Object.keys(model.readings).length ? readingsText(model.readings) : 'none (every gap at its default reading)'}`}.` },
    ...compareSection(model, charts, fallback),
    ...gapSection(model, charts),
    ...pathsSection(model, charts),
    ...narrativeSection(model, narratives),
    ...outcomeSection(model, charts),
    ...invariantSection(model),
    ...clauseBlocks(model),
  ];
  const contents = body.filter((b): b is Extract<Block, { t: 'h' }> => b.t === 'h' && b.level === 2 && b.id !== undefined).map((b) => ({ id: b.id!, text: b.text }));
  return {
    title: `Committee report — ${model.ruleset.title}`,
    subtitle: `${model.name}: ${kind}, formats ${model.formats.join(', ') || '—'}, ${count(deals)} deals`,
    contents,
    body,
  };
}
