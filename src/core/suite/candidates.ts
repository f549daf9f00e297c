/**
 * The abstract side of suite generation: every abstract path of the machine, for each format and
 * party ledger, under the chosen readings and (with `readings: 'all'`) under each other reading
 * of every gap the machine consults, with what each path covers.
 *
 * @internal
 */
import { catalogueOf, statesOfRun, type MachineCatalogue } from '../statechart/catalogue.ts';
import { resolveReadings } from '../regulation/readings.ts';
import type { Readings } from '../regulation/types.ts';
import { explore, type AbstractPath } from './explore.ts';
import { replayTraced } from './trace.ts';
import type { LedgerClass, RulesetAdapter } from './types.ts';

/** One abstract path under one setting (format, readings, ledger), with the targets it covers. */
export interface Candidate {
  /** format, readings, ledger and events */
  readonly key: string;
  readonly format: string;
  readonly overrides: Readonly<Record<string, string>>;
  readonly readings: Readings;
  readonly ledger: LedgerClass;
  readonly ledgerIndex: number;
  readonly path: AbstractPath;
  /** `T:transition`, `S:state`, `C:clause`, `R:gap=reading`, `L:ledger class` */
  readonly targets: ReadonlySet<string>;
  readonly signature: string;
  readonly trailSet: string;
  /** fixed sort key: fewer overrides, format, ledger, shorter path first */
  readonly order: string;
}

export type ReadingsMode = 'all' | 'default' | Readonly<Record<string, string>>;

export const T = (id: string) => `T:${id}`;
export const S = (id: string) => `S:${id}`;
export const C = (id: string) => `C:${id}`;
export const R = (tag: string) => `R:${tag}`;
/** A case from the ledger class, citing a clause it exists for (LedgerClass.caseCites). */
export const L = (ledger: string) => `L:${ledger}`;
/** Does a ruling of this class, with this trail, cite a clause the class exists for? */
export const citesWhatClassIsFor = (ledger: LedgerClass, trail: readonly string[]) => ledger.caseCites !== undefined && trail.some((c) => ledger.caseCites!.includes(c));
export const keyOf = (o: Readonly<Record<string, string>>) =>
  Object.entries(o)
    .sort()
    .map(([g, r]) => `${g}=${r}`)
    .join(',');
export const byOrder = (a: Candidate, b: Candidate) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0);

/** Abstract paths replayed per other reading of a gap (spread over formats and ledgers). */
const PER_READING = 24;

export interface AbstractSpace {
  readonly candidates: Candidate[];
  readonly explorations: number;
  readonly abstractStates: number;
  readonly baseOverrides: Readonly<Record<string, string>>;
  readonly base: Readings;
  readonly resolve: (o: Record<string, string>) => Readings;
}

export function abstractSpace(
  adapter: RulesetAdapter,
  formats: readonly string[],
  mode: ReadingsMode,
  possible: (c: Candidate) => boolean,
  log: (line: string) => void = () => {},
): AbstractSpace {
  const cat = catalogueOf(adapter.machine);
  const baseOverrides: Record<string, string> = typeof mode === 'object' ? { ...mode } : {};
  const resolve = (o: Record<string, string>) => resolveReadings(adapter.gaps, o, '--readings');
  const base = resolve(baseOverrides);
  const candidates: Candidate[] = [];
  let explorations = 0;
  let abstractStates = 0;
  const exploreSetting = (format: string, overrides: Readonly<Record<string, string>>, readings: Readings) => {
    const ledgers = adapter.ledgerClasses(format, readings);
    const own = new Map<string, Candidate[]>();
    ledgers.forEach((ledger, ledgerIndex) => {
      if (ledger.like !== undefined) return;
      const x = explore({
        def: adapter.machine,
        input: adapter.initialContext(format, readings, ledger.ledger),
        alphabet: adapter.alphabet(format),
        abstraction: adapter.abstraction,
        isEnd: adapter.isEnd,
        trail: adapter.trail,
        consulted: adapter.consulted,
        silences: adapter.silences,
        completeVertices: adapter.completeVertices,
        endKey: adapter.endKey,
      });
      explorations++;
      abstractStates += x.states;
      const made = x.paths.map((path) => makeCandidate(cat, adapter, format, overrides, readings, ledger, ledgerIndex, path));
      own.set(ledger.name, made);
      candidates.push(...made);
    });
    ledgers.forEach((ledger, ledgerIndex) => {
      if (ledger.like === undefined) return;
      const from = own.get(ledger.like);
      if (!from) throw new Error(`ledger class ${ledger.name} is like ${ledger.like}, which ${adapter.id} does not explore (#suite-ledger-1)`);
      const seen = new Set<string>();
      for (const src of from) {
        const c = replayedIn(adapter, cat, src, overrides, readings, ledger, ledgerIndex);
        if (c && !seen.has(c.key)) {
          seen.add(c.key);
          candidates.push(c);
        }
      }
    });
  };
  for (const format of formats) {
    exploreSetting(format, baseOverrides, base);
    // paths that open only under other readings (the ruleset names the reading sets to explore)
    if (mode === 'all') for (const o of adapter.explorationReadings?.(format) ?? []) exploreSetting(format, { ...o }, resolve({ ...o }));
  }
  log(`explored ${explorations} settings: ${abstractStates} abstract states, ${candidates.length} paths`);
  if (mode === 'all') {
    // each other reading, on the paths where the machine consults its gap: the path replayed
    // under that reading; a gap consulted only under another gap's reading (DEB-G13 under
    // DEB-G12) is reached in the next round, on top of that reading
    const switches = adapter.gaps.filter((g) => g.status === 'switch');
    for (let round = 0; round < 3; round++) {
      const before = candidates.length;
      const seen = new Set(candidates.map((c) => c.key));
      for (const g of switches) {
        const consulting = candidates.filter((c) => c.overrides[g.id] === undefined && c.path.consulted.some((t) => t.startsWith(g.id + '=')) && possible(c));
        const sources = diverse(distinctSignatures([...consulting].sort(byOrder)), PER_READING);
        for (const r of g.readings) {
          for (const src of sources) {
            if (r.id === (src.overrides[g.id] ?? base[g.id])) continue;
            const c = replayed(adapter, cat, src, { ...src.overrides, [g.id]: r.id }, resolve);
            if (c && !seen.has(c.key)) {
              seen.add(c.key);
              candidates.push(c);
            }
          }
        }
      }
      if (candidates.length === before) break;
    }
    log(`replayed under the other readings: ${candidates.length} paths`);
  }
  return { candidates, explorations, abstractStates, baseOverrides, base, resolve };
}

export function makeCandidate(
  cat: MachineCatalogue,
  adapter: RulesetAdapter,
  format: string,
  overrides: Readonly<Record<string, string>>,
  readings: Readings,
  ledger: LedgerClass,
  ledgerIndex: number,
  path: AbstractPath,
): Candidate {
  const targets = new Set<string>();
  for (const t of path.transitions) targets.add(T(t));
  for (const s of statesOfRun(cat, path.transitions)) targets.add(S(s));
  for (const c of path.trail) targets.add(C(c));
  for (const tag of path.consulted) targets.add(R(tag));
  if (citesWhatClassIsFor(ledger, path.trail)) targets.add(L(ledger.name));
  const events = JSON.stringify(path.events);
  const order = [Object.keys(overrides).length, adapter.formats.indexOf(format), ledgerIndex, path.events.length, keyOf(overrides), events]
    .map((x) => (typeof x === 'number' ? String(x).padStart(4, '0') : x))
    .join('|');
  return {
    key: `${format}|${keyOf(overrides)}|${ledger.name}|${events}`,
    format,
    overrides,
    readings,
    ledger,
    ledgerIndex,
    path,
    targets,
    signature: signature(cat, path.transitions, adapter.freeEvents),
    trailSet: trailSetOf(path.trail),
    order,
  };
}

export const trailSetOf = (trail: readonly string[]) => [...new Set(trail)].sort().join(',');

/** The candidate's path replayed under other readings (its ledger class recomputed under them: the target of DEB-G38). */
export function replayed(adapter: RulesetAdapter, cat: MachineCatalogue, src: Candidate, overrides: Record<string, string>, resolve: (o: Record<string, string>) => Readings): Candidate | null {
  const readings = resolve(overrides);
  return replayedIn(adapter, cat, src, overrides, readings, adapter.ledgerClasses(src.format, readings)[src.ledgerIndex], src.ledgerIndex);
}

/** The candidate's path replayed under the given readings and ledger class. */
function replayedIn(adapter: RulesetAdapter, cat: MachineCatalogue, src: Candidate, overrides: Readonly<Record<string, string>>, readings: Readings, ledger: LedgerClass, ledgerIndex: number): Candidate | null {
  const input = adapter.initialContext(src.format, readings, ledger.ledger);
  const r = replayTraced(adapter.machine, input, src.path.events, adapter.isEnd, adapter.trail, adapter.silences);
  if (!adapter.isEnd(r.snapshot)) return null;
  const path: AbstractPath = {
    events: src.path.events.slice(0, r.sent),
    transitions: r.transitions,
    cited: r.cited,
    silent: r.silent,
    trail: [...adapter.trail(r.snapshot.context)],
    consulted: [...adapter.consulted(r.snapshot.context)],
    end: typeof r.snapshot.value === 'string' ? r.snapshot.value : JSON.stringify(r.snapshot.value),
  };
  return makeCandidate(cat, adapter, src.format, overrides, readings, ledger, ledgerIndex, path);
}

/** Up to `n` candidates, one per (format, ledger, readings) group in turn; the list's order is kept within groups. */
export function diverse(list: readonly Candidate[], n: number): Candidate[] {
  const groups = new Map<string, Candidate[]>();
  for (const c of list) {
    const k = `${c.format}|${c.ledger.name}|${keyOf(c.overrides)}`;
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push(c);
  }
  const out: Candidate[] = [];
  for (let i = 0; out.length < n; i++) {
    let any = false;
    for (const g of groups.values()) {
      if (i < g.length && out.length < n) {
        out.push(g[i]);
        any = true;
      }
    }
    if (!any) break;
  }
  return out;
}

/** The first candidate of each (format, ledger, signature, trail), in the list's order. */
export function distinctSignatures(list: readonly Candidate[]): Candidate[] {
  const seen = new Set<string>();
  const out: Candidate[] = [];
  for (const c of list) {
    const k = `${c.format}|${c.ledger.name}|${c.signature}|${c.trailSet}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(c);
  }
  return out;
}

/**
 * What must agree between an abstract path and a judged run: the transitions that change state,
 * in order, and the set of other self-loops (an unpunished revoke); the ordinary course of play
 * (the ruleset's free events) is left out.
 */
export function signature(cat: MachineCatalogue, transitions: readonly string[], freeEvents: readonly string[]): string {
  const byId = new Map(cat.transitions.map((t) => [t.id, t]));
  const seq: string[] = [];
  const loops = new Set<string>();
  for (const id of transitions) {
    const t = byId.get(id);
    if (!t) throw new Error(`signature: unknown transition ${id} (#suite-signature-1)`);
    if (t.target !== null) seq.push(id);
    else if (!(t.event !== null && freeEvents.includes(t.event))) loops.add(id);
  }
  return `${seq.join(' > ')} | ${[...loops].sort().join(',')}`;
}
