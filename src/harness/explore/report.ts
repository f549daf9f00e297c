/**
 * The explorer's output: a readable table, one JSON document, and a report folder of CSV files
 * (csv-stringify) with every witness scenario beside them as a file `cardlaw judge` runs.
 *
 * @internal
 */
import { stringify } from 'csv-stringify/sync';
import type { Findings, Located } from './findings.ts';
import type { SimComparison } from './compareSim.ts';

const csv = (columns: readonly string[], rows: readonly unknown[][]) => stringify([columns as string[], ...rows.map((r) => r.map((v) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : v)))]);

/** The witness of a finding as JSON: where, the events, and the scenario (or why there is none). */
function witnessJson(l: Located, file: string | null) {
  const c = l.concrete;
  return {
    format: l.format,
    readings: l.readings,
    ledger: l.ledger,
    settings: l.settings,
    events: l.events,
    scenario: c?.scenario ?? null,
    scenarioFile: c?.scenario ? file : null,
    judgedPath: c?.verdict?.kind === 'ruled' ? ((c.verdict.ruling.trail as string[]) ?? []).join(' > ') || '(none)' : null,
    signature: c?.signature ?? null,
    why: c ? c.why : 'not concretised',
  };
}

export interface Files {
  /** finding → scenario file name */
  readonly names: Map<Located, string>;
}

/** File names for every concretised witness: `paths-001.json`, `no-clause-001.json`, … */
export function scenarioFiles(f: Findings): Map<Located, string> {
  const names = new Map<Located, string>();
  const name = (prefix: string, list: readonly Located[]) =>
    list.forEach((l, i) => {
      if (l.concrete?.scenario) names.set(l, `${prefix}-${String(i + 1).padStart(3, '0')}.json`);
    });
  name('path', f.paths);
  name('no-clause', f.noClause);
  name('silence', f.silences);
  name('two-clauses', f.twoClauses);
  return names;
}

export function findingsJson(f: Findings, sim: SimComparison | null) {
  const names = scenarioFiles(f);
  const w = (l: Located) => witnessJson(l, names.get(l) ?? null);
  return {
    ruleset: f.ruleset,
    machine: f.machine,
    formats: f.formats,
    totals: f.totals,
    sizes: f.sizes,
    paths: f.paths.map((p) => ({ path: p.path, depth: p.depth, reachable: true, witness: w(p) })),
    noClauseApplies: {
      unanswered: f.noClause.map((n) => ({ state: n.state, event: n.event, witness: w(n) })),
      silences: f.silences.map((s) => ({ silence: s.silence, gap: s.gap, clauses: s.clauses, witness: w(s) })),
    },
    twoClausesApply: f.twoClauses.map((o) => ({ state: o.state, event: o.event, transitions: o.transitions, cites: o.cites, trails: o.trails, ends: o.ends, precedenceOf: o.precedenceOf, witness: w(o) })),
    orderFreeOverlaps: f.orderFree.map((o) => ({ state: o.state, event: o.event, transitions: o.transitions, cites: o.cites, trails: o.trails, format: o.format, readings: o.readings })),
    unreachedTransitions: f.unreachedTransitions,
    deadClauses: f.deadClauses,
    readings: f.readings,
    compareSim: sim
      ? { dir: sim.dir, formats: sim.formats, readings: sim.readings || 'default', sampled: sim.sampled, rare: sim.rare.map((p) => ({ format: p.format, path: p.path, witness: w(p) })), simOnly: sim.simOnly }
      : null,
  };
}

export function reportFiles(f: Findings, sim: SimComparison | null): Record<string, string> {
  const names = scenarioFiles(f);
  const wcols = ['readings', 'ledger', 'settings', 'witness_events', 'scenario_file', 'judged_path', 'why_no_scenario'];
  const wrow = (l: Located) => [l.readings || 'default', l.ledger, l.settings, l.events.join('; '), names.get(l) ?? '', l.concrete?.verdict?.kind === 'ruled' ? ((l.concrete.verdict.ruling.trail as string[]) ?? []).join(' > ') || '(none)' : '', l.concrete?.why ?? 'not concretised'];
  const files: Record<string, string> = {
    'sizes.csv': csv(['format', 'readings', 'ledger', 'states', 'ends', 'edges', 'depth', 'paths', 'ms', 'cpu_ms', 'truncated'], f.sizes.map((s) => [s.format, s.readings, s.ledger, s.states, s.ends, s.edges, s.depth, s.paths, s.ms, s.cpuMs, s.truncated])),
    'paths.csv': csv(['format', 'path', 'depth', ...wcols], f.paths.map((p) => [p.format, p.path, p.depth, ...wrow(p)])),
    'no-clause.csv': csv(
      ['format', 'kind', 'state', 'event_or_silence', 'gap', 'clauses', ...wcols],
      [...f.noClause.map((n) => [n.format, 'unanswered', n.state, n.event, '', '', ...wrow(n)]), ...f.silences.map((s) => [s.format, 'silence', '', s.silence, s.gap, s.clauses.join(' '), ...wrow(s)])],
    ),
    'two-clauses.csv': csv(
      ['format', 'decides', 'precedence_of', 'state', 'event', 'transitions', 'cites', 'trails', 'ends', ...wcols],
      [...f.twoClauses, ...f.orderFree].map((o) => [o.format, o.decides, o.precedenceOf.join(' '), o.state, o.event, o.transitions.join(' | '), o.cites.map((c) => c.join(' ')).join(' | '), o.trails.map((t) => t.join(' > ') || '(none)').join(' | '), o.ends.join(' | '), ...wrow(o)]),
    ),
    'dead-clauses.csv': csv(['clause', 'why', 'gloss'], f.deadClauses.map((d) => [d.id, d.why, d.gloss])),
    'unreached-transitions.csv': csv(['transition', 'cites'], f.unreachedTransitions.map((t) => [t.id, t.cites.join(' ')])),
    'readings.csv': csv(['gap', 'reading', 'dead', 'why', 'where'], f.readings.map((r) => [r.gap, r.reading, r.dead, r.why, r.where ?? ''])),
    'explore.json': JSON.stringify(findingsJson(f, sim), null, 2) + '\n',
  };
  if (sim) {
    files['rare-paths.csv'] = csv(['format', 'path', ...wcols], sim.rare.map((p) => [p.format, p.path, ...wrow(p)]));
    files['sim-only-paths.csv'] = csv(['format', 'path', 'count'], sim.simOnly.map((p) => [p.format, p.path, p.count]));
  }
  for (const [l, name] of names) files[name] = JSON.stringify(l.concrete!.scenario, null, 2) + '\n';
  return files;
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const padL = (s: string | number, n: number) => String(s).padStart(n);

export function findingsTable(f: Findings, sim: SimComparison | null): string {
  const out: string[] = [];
  const t = f.totals;
  out.push(`cardlaw explore — ${f.ruleset} (machine ${f.machine}), formats ${f.formats.join(', ')}`);
  out.push(`${t.settings} settings (${t.readingSets} reading sets × ledgers): ${t.states.toLocaleString('en')} abstract states, ${t.edges.toLocaleString('en')} transitions (events sent), depth ≤ ${t.maxDepth}`);
  out.push(`time ${(t.ms / 1000).toFixed(1)} s wall, ${(t.cpuMs / 1000).toFixed(1)} s CPU; search ${t.statesPerSecond.toLocaleString('en')} abstract states/s, ${t.edgesPerSecond.toLocaleString('en')} transitions/s (CPU time of the searches)`);
  out.push('');
  out.push('sizes (summed over the party ledgers)');
  out.push(`  ${pad('format', 10)}${pad('readings', 44)}${padL('states', 9)}${padL('edges', 10)}${padL('depth', 6)}${padL('paths', 6)}${padL('ms', 8)}`);
  const groups = new Map<string, { format: string; readings: string; states: number; edges: number; depth: number; paths: number; ms: number }>();
  for (const s of f.sizes) {
    const k = `${s.format}|${s.readings}`;
    const g = groups.get(k) ?? { format: s.format, readings: s.readings, states: 0, edges: 0, depth: 0, paths: 0, ms: 0 };
    g.states += s.states;
    g.edges += s.edges;
    g.depth = Math.max(g.depth, s.depth);
    g.paths = Math.max(g.paths, s.paths);
    g.ms += s.ms;
    groups.set(k, g);
  }
  for (const g of groups.values()) out.push(`  ${pad(g.format, 10)}${pad(g.readings.length > 42 ? g.readings.slice(0, 41) + '…' : g.readings, 44)}${padL(g.states, 9)}${padL(g.edges, 10)}${padL(g.depth, 6)}${padL(g.paths, 6)}${padL(Math.round(g.ms), 8)}`);
  out.push('');
  const byFormat = new Map<string, number>();
  for (const p of f.paths) byFormat.set(p.format, (byFormat.get(p.format) ?? 0) + 1);
  const judged = f.paths.filter((p) => p.concrete?.scenario).length;
  out.push(`penalty paths reachable: ${[...byFormat].map(([k, v]) => `${k} ${v}`).join(', ')} (${judged} of ${f.paths.length} with a judge scenario)`);
  out.push('');
  const where = (l: Located) => `${l.format} ${l.readings || 'default'} ${l.ledger}`;
  const scen = (l: Located) => (l.concrete?.scenario ? 'scenario ✓' : l.concrete ? `no scenario: ${l.concrete.why}` : '');
  out.push(`no clause applies — events the machine does not answer: ${f.noClause.length}`);
  for (const n of f.noClause) out.push(`  ${n.state} ← ${n.event}   [${where(n)}; ${n.settings} settings] ${scen(n)}\n      witness: ${n.events.join('; ')}`);
  out.push(`no clause applies — silences the machine records: ${f.silences.length}`);
  for (const s of f.silences) out.push(`  ${s.silence}   [${where(s)}; ${s.settings} settings] ${scen(s)}\n      witness: ${s.events.join('; ')}`);
  out.push('');
  out.push(`two clauses apply — the order of the transitions decided the ruling: ${f.twoClauses.length}`);
  for (const o of f.twoClauses) {
    out.push(`  ${o.state} on ${o.event}: ${o.transitions.join(' before ')}${o.precedenceOf.length ? ` (the first guard reads ${o.precedenceOf.join(', ')}: that reading's precedence)` : ' (no reading decides the order)'}   [${where(o)}; ${o.settings} settings] ${scen(o)}`);
    o.trails.forEach((tr, i) => out.push(`      ${i === 0 ? 'taken ' : 'instead'}: ${tr.join(' > ') || '(no clause)'} → ${o.ends[i]}`));
    out.push(`      witness: ${o.events.join('; ')}`);
  }
  out.push(`overlapping guards whose order changed nothing: ${f.orderFree.length}${f.orderFree.length ? ' — ' + f.orderFree.map((o) => `${o.transitions.join(' / ')}`).join('; ') : ''}`);
  out.push('');
  out.push(`transitions no reachable state takes: ${f.unreachedTransitions.length ? f.unreachedTransitions.map((x) => x.id).join(', ') : 'none'}`);
  out.push(`dead clauses (no reachable transition cites them): ${f.deadClauses.length ? f.deadClauses.map((d) => d.id).join(', ') : 'none'}`);
  const dead = f.readings.filter((r) => r.dead);
  if (f.readings.length) {
    out.push(`dead readings (change no reachable ruling): ${dead.length} of ${f.readings.length}`);
    for (const r of dead) out.push(`  ${r.gap}=${r.reading}: ${r.why}`);
  } else out.push('readings not compared (--readings all compares every reading with the defaults)');
  if (sim) {
    out.push('');
    out.push(`against the simulation ${sim.dir} (${sim.formats.join(', ')}; its readings: ${sim.readings || 'the defaults'}): ${sim.sampled} paths reachable under them sampled, ${sim.rare.length} never sampled (rare), ${sim.simOnly.length} simulated paths outside the abstraction`);
    for (const p of sim.rare) out.push(`  rare ${p.format}: ${p.path}\n      witness: ${p.events.join('; ')}  ${scen(p)}`);
    for (const p of sim.simOnly) out.push(`  simulated only ${p.format}: ${p.path} (${p.count} deals)`);
  }
  return out.join('\n') + '\n';
}
