/**
 * The report's charts: Vega-Lite specifications compiled by `vega-lite` and rendered to static SVG
 * by `vega` at build time, with no browser and no canvas (renderer 'none' + toSVG: Vega then
 * estimates text widths, which only affects label truncation). The page needs no script to show
 * them. Every string reaches the SVG through Vega's own escaping, never through string
 * concatenation here.
 *
 * @internal
 */
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { CommitteeModel, ImpactEntry, PathEntry } from './model.ts';
import { num } from './runFolder.ts';

/** Fonts with Cyrillic glyphs first, so «Байд» renders on any machine that opens the file. */
export const FONT_STACK = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', 'Segoe UI', Arial, sans-serif";

export interface Chart {
  readonly id: string;
  readonly title: string;
  readonly svg: string;
  /** how to read it, printed under it */
  readonly caption: string;
}

const CONFIG = { font: FONT_STACK, background: 'white', axis: { labelFontSize: 10, titleFontSize: 11 }, legend: { labelFontSize: 10 }, title: { fontSize: 12 }, view: { stroke: null } };
const pct = { format: '.1%' };

export async function render(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile({ ...spec, config: CONFIG } as TopLevelSpec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/**
 * A path as a chart label: the ruleset prefix of every clause id dropped (`DEB-6.2.1.1 > DEB-6.4`
 * → `6.2.1.1 > 6.4`), because paths share long prefixes and a truncated label would hide the
 * clauses that tell them apart. The table below the chart prints the full ids, numbered alike.
 */
export const shortPath = (path: string): string => path.replace(/\b(DEB|PCR)-/g, '');

/** Share of each penalty path in one format, bar with its 95% Wilson interval as a rule. */
function pathSpec(format: string, rows: readonly PathEntry[]): TopLevelSpec {
  const values = rows.map((p, i) => ({ label: `${i + 1}. ${shortPath(p.path)}`, share: p.share, low: p.low, high: p.high }));
  const y = { field: 'label', type: 'nominal', sort: null, title: null, axis: { labelLimit: 400 } } as const;
  return {
    title: `Penalty paths, ${format}: share of deals with 95% interval`,
    width: 260,
    height: { step: 16 },
    data: { values },
    layer: [
      { mark: { type: 'bar', color: '#6b8fb8' }, encoding: { y, x: { field: 'share', type: 'quantitative', title: 'share of deals', axis: pct } } },
      { mark: { type: 'rule', color: '#222', strokeWidth: 1.5 }, encoding: { y, x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } } },
    ],
  } as TopLevelSpec;
}

function gapReachSpec(model: CommitteeModel): TopLevelSpec {
  const values = (model.gapReach ?? []).slice(0, 20).map((g) => ({ label: `${g.gap.id} ${g.gap.title}`, perThousand: g.perThousand }));
  return {
    title: 'Gaps reached per 1,000 deals (all formats)',
    width: 300,
    height: { step: 16 },
    data: { values },
    mark: { type: 'bar', color: '#c9884b' },
    encoding: { y: { field: 'label', type: 'nominal', sort: null, title: null, axis: { labelLimit: 330 } }, x: { field: 'perThousand', type: 'quantitative', title: 'deals per 1,000' } },
  } as TopLevelSpec;
}

function impactSpec(rows: readonly ImpactEntry[]): TopLevelSpec {
  const values = rows.slice(0, 20).map((e) => ({ label: `${e.format && e.format !== 'all' ? e.format + ' ' : ''}${e.gap}: ${e.reading} → ${e.alternative}`, v: e.decisivePerThousand, low: Number.isFinite(e.low) ? e.low : e.decisivePerThousand, high: Number.isFinite(e.high) ? e.high : e.decisivePerThousand }));
  const y = { field: 'label', type: 'nominal', sort: null, title: null, axis: { labelLimit: 330 } } as const;
  return {
    title: 'Gaps ranked by decisive deals per 1,000 (95% interval)',
    width: 300,
    height: { step: 16 },
    data: { values },
    layer: [
      { mark: { type: 'bar', color: '#b85c5c' }, encoding: { y, x: { field: 'v', type: 'quantitative', title: 'decisive per 1,000 deals' } } },
      { mark: { type: 'rule', color: '#222', strokeWidth: 1.5 }, encoding: { y, x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } } },
    ],
  } as TopLevelSpec;
}

function outcomeSpec(model: CommitteeModel): TopLevelSpec {
  const values = (model.outcomes ?? []).map((o) => ({ row: `${o.format} (${o.level === 'deal' ? 'deals' : 'parties'})`, outcome: `${o.level}: ${o.outcome}`, share: o.share }));
  return {
    title: 'Outcome mix per format',
    width: 420,
    height: { step: 20 },
    data: { values },
    mark: 'bar',
    encoding: {
      y: { field: 'row', type: 'nominal', title: null, sort: null },
      x: { field: 'share', type: 'quantitative', stack: 'normalize', title: 'share', axis: pct },
      color: { field: 'outcome', type: 'nominal', title: 'outcome', scale: { scheme: 'tableau20' } },
      order: { field: 'share', type: 'quantitative', sort: 'descending' },
    },
  } as TopLevelSpec;
}

/** Per format: the share of deals ruled differently (diff.csv `changed_share`), with its interval. */
function diffSpec(rows: readonly Record<string, string>[]): TopLevelSpec {
  const values = rows.map((r) => ({ label: r.format, share: num(r.changed_share), low: num(r.changed_low95), high: num(r.changed_high95) }));
  const y = { field: 'label', type: 'nominal', sort: null, title: null, axis: { labelLimit: 300 } } as const;
  return {
    title: 'Deals ruled differently under the alternative (95% interval)',
    width: 300,
    height: { step: 20 },
    data: { values },
    layer: [
      { mark: { type: 'bar', color: '#7a6bb8' }, encoding: { y, x: { field: 'share', type: 'quantitative', title: 'share of deals', axis: pct } } },
      { mark: { type: 'rule', color: '#222', strokeWidth: 1.5 }, encoding: { y, x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } } },
    ],
  } as TopLevelSpec;
}

/** How many paths per format a chart shows; the table lists them all. */
export const PATHS_PER_CHART = 10;

/** Every chart the model has data for, rendered to SVG, in the order the report shows them. */
export async function renderCharts(model: CommitteeModel): Promise<Chart[]> {
  const jobs: { id: string; title: string; caption: string; spec: TopLevelSpec }[] = [];
  const bars = 'Bar: the share measured; black line: its 95% Wilson interval.';
  if (model.paths) {
    const formats = [...new Set(model.paths.map((p) => p.format))];
    for (const f of formats) jobs.push({ id: `paths-${f}`, title: `Penalty paths, ${f}`, caption: `${bars} The ${PATHS_PER_CHART} most frequent paths; numbers as in the table (# column), clause ids without their prefix.`, spec: pathSpec(f, model.paths.filter((p) => p.format === f).slice(0, PATHS_PER_CHART)) });
  }
  if (model.impact && model.impact.length > 0) jobs.push({ id: 'gap-impact', title: 'Gap ranking by decisiveness', caption: 'Bar: decisive deals per 1,000; black line: its 95% interval. Twenty most decisive gap readings, all formats together (the all group of gap-impact.csv).', spec: impactSpec(model.impact) });
  if (model.gapReach && model.gapReach.length > 0) jobs.push({ id: 'gap-reach', title: 'Gap ranking by reach', caption: 'Deals per 1,000 on which the gap was reached (its reading consulted, or its silence met); the twenty most reached.', spec: gapReachSpec(model) });
  if (model.outcomes && model.outcomes.length > 0) jobs.push({ id: 'outcomes', title: 'Outcome mix per format', caption: 'Each row sums to 100%: the outcomes of deals, and how parties ended.', spec: outcomeSpec(model) });
  if (model.diff && model.diff.length > 0) jobs.push({ id: 'diff', title: 'Changed rulings', caption: bars, spec: diffSpec(model.diff) });
  const out: Chart[] = [];
  for (const j of jobs) out.push({ id: j.id, title: j.title, caption: j.caption, svg: await render(j.spec) });
  return out;
}
