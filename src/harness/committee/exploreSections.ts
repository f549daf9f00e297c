/**
 * The committee report of an exploration (`cardlaw explore --out DIR`, issue 13): sizes and
 * timings, the penalty paths proven reachable with their witness scenario files, "no clause
 * applies" and "two clauses apply" with the clauses' text from the registry (source language and
 * gloss), dead clauses and readings, and the rare paths when the folder compared a simulation.
 * Built as the same blocks as a run's report (src/harness/committee/blocks.ts), so the HTML and the
 * Markdown say the same things.
 *
 * @internal
 */
import type { TopLevelSpec } from 'vega-lite';
import type { Regulation } from '../../core/regulation/types.ts';
import type { Block, ReportDocument } from './blocks.ts';
import { render, type Chart } from './charts.ts';
import { chartBlocks } from './compareSections.ts';
import type { ExploreData, ExploreWitness } from './exploreFolder.ts';
import { count } from './text.ts';

const trail = (t: readonly string[]): string => t.join(' > ') || '(no clause)';
const where = (w: ExploreWitness): string => `${w.format}, readings ${w.readings || 'default'}, ledger ${w.ledger}`;
/** The witness file and what the judge ruled on it (`same path` when it is the finding's own trail). */
const scenario = (w: ExploreWitness, path?: string): string => (w.scenarioFile ? `${w.scenarioFile}${w.judgedPath ? ` (judged: ${w.judgedPath === path ? 'the same path' : w.judgedPath})` : ''}` : `no scenario: ${w.why ?? 'not concretised'}`);

/** The clause's text in the source language with its gloss; an id the registry lacks is said so. */
function quotes(reg: Regulation, ids: readonly string[]): Block[] {
  return [...new Set(ids)].map((id): Block => {
    const c = reg.clauses.find((x) => x.id === id);
    return c ? { t: 'group', kind: 'clause', blocks: [{ t: 'h', level: 4, text: `${c.id}${c.heading ? ` — ${c.heading}` : ''}` }, { t: 'quote', source: c.text, gloss: c.gloss }] } : { t: 'p', style: 'note', text: `${id}: not in the clause registry.` };
  });
}

/** Abstract states per ledger class and format: where the search spent its effort. */
export async function exploreCharts(d: ExploreData): Promise<Chart[]> {
  if (d.sizes.length === 0) return [];
  const per = new Map<string, { format: string; ledger: string; states: number }>();
  for (const s of d.sizes) {
    const k = `${s.format}|${s.ledger}`;
    const e = per.get(k) ?? { format: s.format, ledger: s.ledger, states: 0 };
    e.states += s.states;
    per.set(k, e);
  }
  const spec = {
    title: 'Abstract states searched, per format and party ledger',
    width: 300,
    height: { step: 16 },
    data: { values: [...per.values()].map((e) => ({ ...e, label: `${e.format} ${e.ledger}` })) },
    mark: { type: 'bar', color: '#6b8fb8' },
    encoding: { y: { field: 'label', type: 'nominal', sort: null, title: null }, x: { field: 'states', type: 'quantitative', title: 'abstract states' } },
  } as TopLevelSpec;
  return [{ id: 'explore-sizes', title: 'Abstract states searched', caption: 'Summed over the reading sets searched; the table lists every setting.', svg: await render(spec) }];
}

function sizesSection(d: ExploreData, charts: readonly Chart[]): Block[] {
  const t = d.totals;
  return [
    { t: 'h', level: 2, text: 'Sizes and timings', id: 'sizes' },
    { t: 'p', style: 'lead', text: `${count(t.settings)} settings (${count(t.readingSets)} reading sets × party ledgers): ${count(t.states)} abstract states, ${count(t.edges)} transitions (events sent), depth ≤ ${t.maxDepth}; ${(t.ms / 1000).toFixed(1)} s wall, ${(t.cpuMs / 1000).toFixed(1)} s CPU; ${count(t.statesPerSecond)} abstract states/s and ${count(t.edgesPerSecond)} transitions/s of search.` },
    ...chartBlocks(charts, 'explore-sizes'),
    {
      t: 'table',
      id: 'explore-sizes-table',
      header: ['format', 'readings', 'ledger', 'states', 'ends', 'transitions', 'depth', 'paths', 'ms'],
      rows: d.sizes.map((s) => [s.format, s.readings, s.ledger, count(s.states), count(s.ends), count(s.edges), String(s.depth), count(s.paths), s.ms.toFixed(1) + (s.truncated ? ' (truncated)' : '')]),
      numeric: [3, 4, 5, 6, 7, 8],
    },
  ];
}

function pathsSection(d: ExploreData): Block[] {
  const judged = d.paths.filter((p) => p.witness.scenarioFile).length;
  return [
    { t: 'h', level: 2, text: 'Penalty paths reachable', id: 'explore-paths' },
    { t: 'p', text: `${count(d.paths.length)} clause trails a reachable deal ends with (${d.formats.map((f) => `${f} ${d.paths.filter((p) => p.witness.format === f).length}`).join(', ')}), each with its shortest witness; ${judged} have a judge scenario in the folder (the file named), which cardlaw judge rules on.` },
    { t: 'table', id: 'explore-paths-table', header: ['#', 'format', 'penalty path', 'depth', 'ledger', 'witness (events)', 'scenario'], rows: d.paths.map((p, i) => [String(i + 1), p.witness.format, p.path, String(p.depth), p.witness.ledger, p.witness.events.join('; '), scenario(p.witness, p.path)]), numeric: [0, 3] },
  ];
}

function noClauseSection(d: ExploreData, reg: Regulation): Block[] {
  const out: Block[] = [{ t: 'h', level: 2, text: 'No clause applies', id: 'no-clause' }];
  if (d.unanswered.length === 0) out.push({ t: 'p', style: 'lead', text: 'Every event of the alphabet, in every state where it can happen, is answered by a transition.' });
  else out.push({ t: 'table', id: 'unanswered-table', header: ['state', 'event no transition takes', 'where', 'witness (events)', 'scenario'], rows: d.unanswered.map((u) => [u.state, u.event, where(u.witness), u.witness.events.join('; '), scenario(u.witness)]) });
  out.push({ t: 'h', level: 3, text: `Silences the machine records (${d.silences.length})` });
  if (d.silences.length === 0) out.push({ t: 'p', text: 'None.' });
  for (const s of d.silences) {
    const gap = reg.gaps.find((g) => g.id === s.gap);
    out.push({
      t: 'group',
      kind: 'gap',
      blocks: [
        { t: 'h', level: 3, text: `${s.silence}${gap ? ` — ${gap.title}` : ''}` },
        ...(gap ? [{ t: 'p', text: gap.question } as Block] : []),
        { t: 'list', items: [`where: ${where(s.witness)} (${s.witness.settings} settings)`, `witness: ${s.witness.events.join('; ')}`, `scenario: ${scenario(s.witness)}`] },
        ...quotes(reg, s.clauses),
      ],
    });
  }
  return out;
}

function twoClausesSection(d: ExploreData, reg: Regulation): Block[] {
  const out: Block[] = [
    { t: 'h', level: 2, text: 'Two clauses apply', id: 'two-clauses' },
    { t: 'p', text: `${d.twoClauses.length} choices where more than one guarded transition passes and taking another would have given another clause trail or end (the machine takes the first). Overlapping guards whose order changed nothing: ${d.orderFree.length ? d.orderFree.map((o) => o.transitions.join(' + ')).join('; ') : 'none'}.` },
  ];
  for (const o of d.twoClauses) {
    out.push({
      t: 'group',
      kind: 'gap',
      blocks: [
        { t: 'h', level: 3, text: `${o.transitions.join(' before ')} (${o.state} on ${o.event})` },
        { t: 'p', style: 'note', text: o.precedenceOf.length ? `The first guard reads ${o.precedenceOf.join(', ')}: the reading's own precedence.` : 'No reading decides: only the order of the transitions in the definition.' },
        { t: 'list', items: [...o.trails.map((tr, i) => `${i === 0 ? 'taken' : 'had the other been first'}: ${trail(tr)} → ${o.ends[i] ?? '?'}`), `where: ${where(o.witness)}`, `witness: ${o.witness.events.join('; ')}`, `scenario: ${scenario(o.witness)}`] },
        ...quotes(reg, o.trails.flat()),
      ],
    });
  }
  return out;
}

function deadSection(d: ExploreData, reg: Regulation): Block[] {
  const dead = d.readings.filter((r) => r.dead);
  return [
    { t: 'h', level: 2, text: 'Dead clauses and dead readings', id: 'dead' },
    { t: 'p', text: `Transitions no reachable state takes: ${d.unreachedTransitions.length ? d.unreachedTransitions.map((x) => x.id).join(', ') : 'none'}.` },
    d.deadClauses.length
      ? { t: 'table', id: 'dead-clauses-table', header: ['clause', 'text', 'gloss', 'why'], rows: d.deadClauses.map((c) => { const r = reg.clauses.find((x) => x.id === c.id); return [c.id, r?.text ?? '(not in the registry)', r?.gloss ?? '', c.why]; }) }
      : { t: 'p', text: 'Dead clauses: none — every clause is cited by a reachable transition.' },
    d.readings.length === 0
      ? { t: 'p', style: 'note', text: 'Readings not compared: the exploration searched one reading set (cardlaw explore without --readings compares every reading with the defaults).' }
      : dead.length === 0
        ? { t: 'p', text: `Dead readings: none of ${d.readings.length}.` }
        : { t: 'table', id: 'dead-readings-table', header: ['gap', 'reading', 'why it changes nothing'], rows: dead.map((r) => [r.gap, r.reading, r.why]) },
  ];
}

function rareSection(d: ExploreData): Block[] {
  const out: Block[] = [{ t: 'h', level: 2, text: 'Rare paths', id: 'rare' }];
  const c = d.compareSim;
  if (!c) return [...out, { t: 'p', style: 'fallback', text: 'Not in this report: the rare paths. The exploration compared no simulation (cardlaw explore --compare-sim REPORT_DIR writes rare-paths.csv and sim-only-paths.csv).' }];
  out.push({ t: 'p', text: `Against the simulation ${c.dir} (${c.formats.join(', ')}; its readings: ${c.readings || 'the defaults'}): ${c.sampled} paths reachable under its readings were sampled, ${c.rare.length} never were (rare: a committee has never seen them), and ${c.simOnly.length} simulated paths lie outside the abstraction.` });
  if (c.rare.length) out.push({ t: 'table', id: 'rare-paths-table', header: ['format', 'penalty path never sampled', 'ledger', 'witness (events)', 'scenario'], rows: c.rare.map((p) => [p.format, p.path, p.witness.ledger, p.witness.events.join('; '), scenario(p.witness, p.path)]) });
  if (c.simOnly.length) out.push({ t: 'table', id: 'sim-only-table', header: ['format', 'simulated path outside the abstraction', 'deals'], rows: c.simOnly.map((p) => [p.format, p.path, count(p.count)]), numeric: [2] });
  return out;
}

export function buildExploreDocument(d: ExploreData, reg: Regulation, dir: string, charts: readonly Chart[]): ReportDocument {
  const body: Block[] = [
    { t: 'p', text: `Exploration folder ${dir} (cardlaw explore; machine ${d.machine}): every abstract deal of the machine searched breadth first — proofs over the suite's finite abstraction, not samples (docs/explore.md).` },
    ...sizesSection(d, charts),
    ...pathsSection(d),
    ...noClauseSection(d, reg),
    ...twoClausesSection(d, reg),
    ...deadSection(d, reg),
    ...rareSection(d),
  ];
  const contents = body.filter((b): b is Extract<Block, { t: 'h' }> => b.t === 'h' && b.level === 2 && b.id !== undefined).map((b) => ({ id: b.id!, text: b.text }));
  return { title: `Committee report — ${reg.title}: exhaustive exploration`, subtitle: `${dir}: formats ${d.formats.join(', ')}, ${count(d.totals.states)} abstract states, ${count(d.paths.length)} penalty paths`, contents, body };
}
