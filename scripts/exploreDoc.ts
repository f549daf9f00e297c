/**
 * Writes a ruleset's "The findings in detail" section of docs/explore.md from two exploration
 * report folders, and copies the witness scenarios it links to docs/explore/<ruleset>/:
 *
 *   cardlaw explore --ruleset R --out A                                   # every reading set
 *   cardlaw explore --ruleset R --readings default --compare-sim SIM --out D
 *   tsx scripts/exploreDoc.ts --ruleset R --all A --default D [--wall S]
 *
 * The section runs from its `### The findings in detail` heading to the next `## ` heading (or the
 * end of the file) inside the ruleset's `## Debertz` / `## Preferans` part; everything else in the
 * document is left as it is. Each clause's English gloss is printed at its first mention in the
 * section. `--wall S`: the wall-clock seconds of the `--all` run, to print beside its CPU time.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { suiteAdapter } from '../src/rulesets/adapters.ts';

const { values } = parseArgs({ options: { ruleset: { type: 'string' }, all: { type: 'string' }, default: { type: 'string' }, wall: { type: 'string' }, doc: { type: 'string' } } });
if (!values.ruleset || !values.all || !values.default) throw new Error('usage: tsx scripts/exploreDoc.ts --ruleset R --all DIR --default DIR [--wall S]');
const ruleset = values.ruleset;
const adapter = suiteAdapter(ruleset);
const root = new URL('../', import.meta.url).pathname;
const docPath = values.doc ?? join(root, 'docs/explore.md');
const all = JSON.parse(readFileSync(join(values.all, 'explore.json'), 'utf8'));
const dflt = JSON.parse(readFileSync(join(values.default, 'explore.json'), 'utf8'));

const gloss = new Map(adapter.clauses.map((c) => [c.id, c.gloss]));
const gaps = new Map(adapter.gaps.map((g) => [g.id, g]));
const n = (x: number) => x.toLocaleString('en-US');
const glossed = new Set<string>();
/** the clauses of these trails not glossed yet in the section, one line each */
const glosses = (clauses: readonly string[]): string[] => {
  const out: string[] = [];
  for (const c of clauses) {
    if (glossed.has(c) || !gloss.has(c)) continue;
    glossed.add(c);
    out.push(`  - **${c}** — ${gloss.get(c)}`);
  }
  return out;
};

// witness scenarios linked from the section: copied beside the document
const outDir = join(root, 'docs/explore', ruleset);
const copies: [from: string, to: string][] = [];
const link = (w: Witness, from: string, sub: string): string => {
  if (!w.scenarioFile) return `no scenario (${w.why})`;
  const to = sub ? `${sub}/${w.scenarioFile}` : w.scenarioFile;
  copies.push([join(from, w.scenarioFile), join(outDir, to)]);
  return `[${to}](explore/${ruleset}/${to})`;
};

interface Witness {
  format: string;
  readings: string;
  ledger: string;
  events: string[];
  scenarioFile: string | null;
  judgedPath: string | null;
  why: string | null;
}
const where = (w: Witness) => `${w.events.join('; ')}${w.readings ? ` under ${w.readings}` : ''}${w.ledger !== 'fresh' ? `, ledger ${w.ledger}` : ''}`;
const scenario = (w: Witness, from: string) => `${link(w, from, '')}${w.scenarioFile ? ` (judged: ${w.judgedPath})` : ''}`;
/** entries with the same key across formats: the first one's witness, every format */
function grouped<T extends { witness: Witness }>(list: T[], key: (x: T) => string): { first: T; formats: string[] }[] {
  const groups = new Map<string, { first: T; formats: string[] }>();
  for (const x of list) {
    const k = key(x);
    const g = groups.get(k);
    if (g) {
      if (!g.formats.includes(x.witness.format)) g.formats.push(x.witness.format);
    } else groups.set(k, { first: x, formats: [x.witness.format] });
  }
  return [...groups.values()];
}

const out: string[] = [
  '### The findings in detail',
  '',
  `Written by \`scripts/exploreDoc.ts\` from two report folders: \`cardlaw explore --ruleset ${ruleset} --out …\` (every reading set) and \`--readings default --compare-sim …\` (the rare paths).`,
  '',
];
const t = all.totals;
const pathsBy = new Map<string, number>();
let concrete = 0;
for (const p of all.paths) {
  pathsBy.set(p.witness.format, (pathsBy.get(p.witness.format) ?? 0) + 1);
  if (p.witness.scenarioFile) concrete++;
}
const wall = values.wall ? `, ${n(Math.round(Number(values.wall)))} s wall for the whole command (witnesses included)` : '';
out.push(
  `Sizes: ${n(t.settings)} settings (${t.readingSets} reading sets × party ledgers), ${n(t.states)} abstract states, ${n(t.edges)} transitions, depth ≤ ${t.maxDepth}. The run these findings come from: ${(t.cpuMs / 1000).toFixed(1)} s CPU of search${wall}, on the shared machine — ${n(Math.round((t.states / t.cpuMs) * 1000))} abstract states and ${n(Math.round((t.edges / t.cpuMs) * 1000))} transitions per CPU-second (rates move with the machine's load: see Performance and sizes). Penalty paths reachable: ${[...pathsBy].map(([f, c]) => `${f} ${n(c)}`).join(', ')} (${n(concrete)} with a judge scenario).`,
  '',
);

out.push('#### No clause applies: events the machine does not answer', '');
const unanswered = all.noClauseApplies.unanswered as { state: string; event: string; witness: Witness }[];
if (unanswered.length === 0) out.push('None: every event of the alphabet, in every state where it can happen, is answered by a transition.');
for (const g of grouped(unanswered, (u) => `${u.state}|${u.event}`)) out.push(`- \`${g.first.event}\` in \`${g.first.state}\` (${g.formats.join(', ')}). Witness: ${where(g.first.witness)}. Scenario: ${scenario(g.first.witness, values.all)}`);
out.push('');

out.push('#### No clause applies: silences the machine records', '');
const silences = all.noClauseApplies.silences as { silence: string; gap: string; clauses: string[]; witness: Witness }[];
if (silences.length === 0) out.push('None.');
for (const g of grouped(silences, (s) => s.silence)) {
  const gap = gaps.get(g.first.gap);
  out.push(`- **${g.first.silence}** (${g.formats.join(', ')}) — ${gap ? `${gap.title}: ${gap.question}` : g.first.gap} Witness: ${where(g.first.witness)}. Scenario: ${scenario(g.first.witness, values.all)}`);
  out.push(...glosses(g.first.clauses));
}
out.push('');

out.push('#### Two clauses apply: the order of the transitions decided the ruling', '');
type Two = { state: string; event: string; transitions: string[]; trails: string[][]; ends: string[]; precedenceOf: string[]; witness: Witness };
const two = all.twoClausesApply as Two[];
const trailText = (tr: string[]) => (tr.length ? tr.join(' > ') : '(no clause)');
// the choices only the order decides first, then those a reading's precedence decides
for (const g of [...grouped(two.filter((o) => o.precedenceOf.length === 0), (o) => o.transitions.join('+')), ...grouped(two.filter((o) => o.precedenceOf.length > 0), (o) => o.transitions.join('+'))]) {
  const o = g.first;
  const decides = o.precedenceOf.length ? `the first guard reads ${o.precedenceOf.join(', ')}: the reading's own precedence` : 'no reading decides: only the order of the transitions in the definition';
  out.push(`- ${o.transitions.map((x) => `\`${x}\``).join(' before ')} in \`${o.state}\` on ${o.event} (${g.formats.join(', ')}; ${decides}). Witness: ${where(o.witness)}. Scenario: ${scenario(o.witness, values.all)}`);
  o.trails.forEach((tr, i) => out.push(`  - ${i === 0 ? 'taken' : 'had the other been first'}: ${trailText(tr)} → ${o.ends[i] ?? '?'}`));
  out.push(...glosses(o.trails.flat()));
}
out.push('');

const free = grouped((all.orderFreeOverlaps as { transitions: string[]; format: string }[]).map((o) => ({ ...o, witness: { format: o.format } as Witness })), (o) => o.transitions.join('+'));
out.push(`Overlapping guards whose order changed nothing: ${free.length ? free.map((g) => `\`${g.first.transitions.join(' + ')}\``).join(', ') : 'none'}.`, '');
const unreached = all.unreachedTransitions as { id: string }[];
out.push(`Transitions no reachable state takes: ${unreached.length ? unreached.map((u) => `\`${u.id}\``).join(', ') : 'none'}.`, '');
const dead = all.deadClauses as { id: string }[];
out.push(`Dead clauses (no reachable transition cites them; ${dead.length}): ${dead.length ? dead.map((d) => d.id).join(', ') : 'none'}.`, '');

type ReadingRow = { gap: string; reading: string; dead: boolean; why: string };
const readings = all.readings as ReadingRow[];
const tag = (r: ReadingRow) => `${r.gap}=${r.reading}`;
const never = readings.filter((r) => r.dead && r.why.startsWith('no reachable state consults'));
const noChange = readings.filter((r) => r.dead && !r.why.startsWith('no reachable state consults'));
const notSearched = readings.filter((r) => !r.dead && r.why.startsWith('not searched'));
out.push(
  `Dead readings (${never.length + noChange.length} of ${readings.length} non-default readings): never consulted by the machine — ${never.map(tag).join(', ') || 'none'}; consulted but no reachable ruling changes — ${noChange.map(tag).join(', ') || 'none'}. Readings not searched on their own (consulted only under an exploration set): ${notSearched.map(tag).join(', ') || 'none'}.`,
  '',
);

const cmp = dflt.compareSim;
if (cmp) {
  const reachable = dflt.paths.length;
  const simOnly = cmp.simOnly as { format: string; path: string; count: number }[];
  const outside = simOnly.length ? `${simOnly.length} simulated paths lie outside the abstraction (${simOnly.slice(0, 3).map((p) => `${p.format} ${p.path}, ${p.count} deals`).join('; ')}${simOnly.length > 3 ? '; …' : ''})` : '0 simulated paths lie outside the abstraction';
  out.push(`Against the default simulation (${cmp.formats.join(', ')}; readings ${cmp.readings}; \`${cmp.dir.split('/').filter(Boolean).pop()}\`): of the ${reachable} penalty paths reachable under its readings, ${cmp.sampled} were sampled and **${cmp.rare.length} never were** (rare paths; the report of \`--readings default\`); ${outside}. The rare paths, with their witnesses:`, '');
  for (const p of cmp.rare as { format: string; path: string; witness: Witness }[]) {
    const w = p.witness;
    out.push(`- ${p.format}: ${p.path} — ${w.events.join('; ')}${w.ledger !== 'fresh' ? ` (ledger ${w.ledger})` : ''} — ${w.scenarioFile ? `scenario ${link(w, values.default, 'rare')}` : `no scenario (${w.why})`}`);
  }
  out.push('');
}

// splice the section into the document
const doc = readFileSync(docPath, 'utf8');
const part = ruleset === 'debertz' ? '## Debertz' : '## Preferans';
const partAt = doc.indexOf(`\n${part}\n`);
if (partAt < 0) throw new Error(`${docPath}: no "${part}" heading`);
const from = doc.indexOf('\n### The findings in detail\n', partAt);
if (from < 0) throw new Error(`${docPath}: no findings section under "${part}"`);
const nextPart = doc.indexOf('\n## ', from + 1);
const to = nextPart < 0 ? doc.length : nextPart + 1;
writeFileSync(docPath, doc.slice(0, from + 1) + out.join('\n') + (nextPart < 0 ? '' : '\n') + doc.slice(to));

// the linked scenarios replace the folder's previous ones
if (existsSync(outDir)) for (const f of readdirSync(outDir, { recursive: true }) as string[]) if (f.endsWith('.json')) rmSync(join(outDir, f));
for (const [src, dst] of copies) {
  mkdirSync(join(dst, '..'), { recursive: true });
  copyFileSync(src, dst);
}
process.stderr.write(`${docPath}: ${ruleset} findings written; ${copies.length} scenarios in ${outDir}\n`);
