/**
 * What the searches of a ruleset found, gathered for the committee:
 * - penalty paths: every clause trail an abstract deal ends with, per format, with its shortest
 *   witness (the first setting in order — defaults first — that reaches it);
 * - no clause applies: an event the ruleset's alphabet says can happen in a state (an offence, a
 *   wrong count found) that no transition of the machine answers; and the silences the machine
 *   itself records (a gap's "no clause" reading, STYLE practice 4);
 * - two clauses apply: a choice where more than one guarded transition passed (XState takes the
 *   first), with the clause trail each would have given; where the trails differ the order of the
 *   transitions decided the ruling;
 * - dead clauses (registry clauses no reachable transition cites), unreached transitions, and
 *   dead readings (readings that change no reachable ruling).
 *
 * @internal
 */
import { catalogueOf } from '../../core/statechart/catalogue.ts';
import type { MachineEvent } from '../../core/statechart/definition.ts';
import { keyOf } from '../../core/suite/candidates.ts';
import { differs, eventKey, eventsTo, type Setting, type SettingResult, type Witness } from './bfs.ts';
import { endRuling, type Exploration, type Explored } from './run.ts';
import type { ConcreteWitness } from './witness.ts';
import { REPLAYED_ENDS } from './prune.ts';

/** Where a finding was first found, and the events that lead there. */
export interface Located {
  readonly format: string;
  /** the non-default readings, `GAP=R,…` (empty: the defaults) */
  readonly readings: string;
  readonly ledger: string;
  /** machine events from the start of the deal, one line each (the finding's event last) */
  readonly events: readonly string[];
  /** how many settings (format × readings × ledger) reach it */
  readonly settings: number;
  /** the judge scenario that takes this path, once concretised */
  concrete?: ConcreteWitness;
}

export interface PathFinding extends Located {
  readonly path: string;
  readonly depth: number;
  /** the reading sets (`GAP=R,…`, empty: the defaults) under which some ledger reaches it */
  readonly under: string[];
}

export interface NoClauseFinding extends Located {
  readonly state: string;
  readonly event: string;
  readonly eventType: string;
}

export interface SilenceFinding extends Located {
  /** `GAP clause…` as the machine records it */
  readonly silence: string;
  readonly gap: string;
  readonly clauses: readonly string[];
}

export interface OverlapFinding extends Located {
  readonly state: string;
  /** the event type, or `(eventless)` */
  readonly event: string;
  /** catalogue ids of the passing transitions, the one XState takes first */
  readonly transitions: readonly string[];
  /** clauses written on each (static) */
  readonly cites: readonly (readonly string[])[];
  /** the clause trail each would give from the choice to the end of the step */
  readonly trails: readonly (readonly string[])[];
  readonly ends: readonly string[];
  /** the order decided the ruling (the trails or ends differ) */
  readonly decides: boolean;
  /** the gaps the first (taken) transition's guard reads: non-empty when the overlap is a reading's intended precedence */
  readonly precedenceOf: readonly string[];
}

export interface DeadClause {
  readonly id: string;
  readonly why: string;
  readonly gloss: string;
}

export interface ReadingVerdict {
  readonly gap: string;
  readonly reading: string;
  readonly dead: boolean;
  readonly why: string;
  /** where it changed a ruling (live), or null */
  readonly where: string | null;
}

export interface SizeRow {
  readonly format: string;
  readonly readings: string;
  readonly ledger: string;
  readonly states: number;
  readonly ends: number;
  readonly edges: number;
  readonly depth: number;
  readonly paths: number;
  readonly ms: number;
  readonly cpuMs: number;
  readonly truncated: boolean;
}

export interface Findings {
  readonly ruleset: string;
  readonly machine: string;
  readonly formats: readonly string[];
  readonly sizes: readonly SizeRow[];
  readonly totals: {
    readonly settings: number;
    readonly readingSets: number;
    readonly states: number;
    readonly edges: number;
    readonly maxDepth: number;
    readonly ms: number;
    readonly cpuMs: number;
    /** abstract states per CPU second of the searches alone */
    readonly statesPerSecond: number;
    readonly edgesPerSecond: number;
  };
  readonly paths: PathFinding[];
  readonly noClause: NoClauseFinding[];
  readonly silences: SilenceFinding[];
  readonly twoClauses: OverlapFinding[];
  /** overlaps whose order never changed the trail or the end (reading refinements) */
  readonly orderFree: OverlapFinding[];
  readonly unreachedTransitions: readonly { readonly id: string; readonly cites: readonly string[] }[];
  readonly deadClauses: readonly DeadClause[];
  readonly readings: readonly ReadingVerdict[];
}

/** Raw events of a finding, kept beside it for concretisation (not serialised). */
export const RAW = new WeakMap<Located, { setting: Setting; events: MachineEvent[]; ends: boolean }>();

const settingText = (s: Setting) => keyOf(s.overrides);

export function gather(x: Exploration): Findings {
  const { adapter, machine } = x;
  const cat = catalogueOf(machine);
  const ids = cat.transitions.map((t) => t.id);
  const located = (e: Explored, w: Witness, ends: boolean): Located => {
    const r = e.result;
    const events = eventsTo(r, w.state);
    if (w.event) events.push(w.event);
    const l: Located = { format: r.setting.format, readings: settingText(r.setting), ledger: r.setting.ledger.name, events: events.map(eventKey), settings: 0 };
    RAW.set(l, { setting: r.setting, events, ends });
    return l;
  };

  // ── penalty paths, per format
  const paths = new Map<string, PathFinding & { settings: number }>();
  const noClause = new Map<string, NoClauseFinding & { settings: number }>();
  const silences = new Map<string, SilenceFinding & { settings: number }>();
  const overlaps = new Map<string, OverlapFinding & { settings: number }>();
  const reached = new Set<number>();
  const cited = new Set<string>();
  for (const e of x.explored) {
    const r = e.result;
    const f = r.setting.format;
    for (const t of r.transitions.keys()) reached.add(t);
    for (const c of r.clauses.keys()) cited.add(c);
    for (const [p, id] of r.paths) {
      const k = `${f}|${p}`;
      const have = paths.get(k);
      if (have) {
        (have as { settings: number }).settings++;
        if (!have.under.includes(settingText(r.setting))) have.under.push(settingText(r.setting));
        continue;
      }
      const l = located(e, { state: id, event: null }, true);
      paths.set(k, { ...l, settings: 1, path: p, depth: l.events.length, under: [settingText(r.setting)] });
      RAW.set(paths.get(k)!, RAW.get(l)!);
    }
    for (const [k0, w] of r.unanswered) {
      const k = `${f}|${k0}`;
      const have = noClause.get(k);
      if (have) {
        have.settings++;
        continue;
      }
      const l = located(e, w, false);
      const v: NoClauseFinding & { settings: number } = { ...l, settings: 1, state: w.leaf, event: eventKey(w.event!), eventType: w.event!.type };
      RAW.set(v, RAW.get(l)!);
      noClause.set(k, v);
    }
    for (const [s, w] of r.silences) {
      const k = `${f}|${s}`;
      const have = silences.get(k);
      if (have) {
        have.settings++;
        continue;
      }
      const l = located(e, w, false);
      const [gap, ...clauses] = s.split(' ');
      const v = { ...l, settings: 1, silence: s, gap, clauses };
      RAW.set(v, RAW.get(l)!);
      silences.set(k, v);
    }
    for (const [pair, h] of r.overlaps) {
      const k = `${f}|${pair}`;
      const have = overlaps.get(k);
      const d = differs(h);
      if (have && (have.decides || !d)) {
        have.settings++;
        continue;
      }
      const l = located(e, h.witness, false);
      const v: OverlapFinding & { settings: number } = {
        ...l,
        settings: (have?.settings ?? 0) + 1,
        state: h.source,
        event: h.eventType ?? '(eventless)',
        transitions: h.passing.map((i) => ids[i]),
        cites: h.passing.map((i) => cat.transitions[i].cites),
        trails: h.trails,
        ends: h.ends,
        decides: d,
        precedenceOf: h.guardGaps[0] ?? [],
      };
      RAW.set(v, RAW.get(l)!);
      overlaps.set(k, v);
    }
  }

  // ── dead clauses and unreached transitions
  const citedByReached = new Set<string>();
  const citedByAny = new Set<string>();
  cat.transitions.forEach((t, i) => {
    for (const c of t.cites) {
      citedByAny.add(c);
      if (reached.has(i)) citedByReached.add(c);
    }
  });
  const deadClauses: DeadClause[] = adapter.clauses
    .filter((c) => !cited.has(c.id) && !citedByReached.has(c.id))
    .map((c) => ({
      id: c.id,
      gloss: c.gloss,
      why: citedByAny.has(c.id) ? 'cited only by transitions no reachable state takes' : 'no transition of the machine cites it, and no reachable action cites it',
    }));
  const unreachedTransitions = cat.transitions.filter((_, i) => !reached.has(i)).map((t) => ({ id: t.id, cites: t.cites }));

  return {
    ruleset: adapter.id,
    machine: cat.machineId,
    formats: x.formats,
    sizes: x.explored.map((e) => ({
      format: e.result.setting.format,
      readings: settingText(e.result.setting) || 'default',
      ledger: e.result.setting.ledger.name,
      states: e.result.states,
      ends: e.result.ends,
      edges: e.result.edges,
      depth: e.result.depth,
      paths: e.result.paths.size,
      ms: round(e.result.ms),
      cpuMs: round(e.cpuMs),
      truncated: e.result.truncated,
    })),
    totals: totals(x),
    paths: [...paths.values()].sort((a, b) => x.formats.indexOf(a.format) - x.formats.indexOf(b.format) || a.depth - b.depth || (a.path < b.path ? -1 : 1)),
    noClause: [...noClause.values()],
    silences: [...silences.values()],
    twoClauses: [...overlaps.values()].filter((o) => o.decides),
    orderFree: [...overlaps.values()].filter((o) => !o.decides),
    unreachedTransitions,
    deadClauses,
    readings: readingVerdicts(x),
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

function totals(x: Exploration): Findings['totals'] {
  const states = x.explored.reduce((s, e) => s + e.result.states, 0);
  const edges = x.explored.reduce((s, e) => s + e.result.edges, 0);
  const searchCpu = x.explored.reduce((s, e) => s + e.cpuMs, 0);
  return {
    settings: x.explored.length,
    readingSets: new Set(x.explored.map((e) => `${e.result.setting.format}|${settingText(e.result.setting)}`)).size,
    states,
    edges,
    maxDepth: Math.max(0, ...x.explored.map((e) => e.result.depth)),
    ms: round(x.ms),
    cpuMs: round(x.cpuMs),
    statesPerSecond: Math.round(states / Math.max(searchCpu, 1e-3) * 1000),
    edgesPerSecond: Math.round(edges / Math.max(searchCpu, 1e-3) * 1000),
  };
}

/**
 * Each explored `gap=reading` against its parent reading set, format by format and ledger by
 * ledger: live when the graph changed (a penalty path, transition, silence or unanswered event
 * appears or goes) or, on the same graph, some ending replayed under it gives another ruling (the
 * protocol, the ledger, the credits); dead otherwise. A reading of a switch gap that no reachable
 * state consulted is dead without a search.
 */
function readingVerdicts(x: Exploration): ReadingVerdict[] {
  const { adapter, machine } = x;
  if (x.mode !== 'all') return [];
  const byKey = new Map<string, Explored>();
  for (const e of x.explored) byKey.set(`${e.result.setting.format}|${settingText(e.result.setting)}|${e.result.setting.ledger.name}`, e);
  const consulted = new Set(x.explored.flatMap((e) => [...e.result.readings.keys()].map((t) => t.split('=')[0])));
  const out: ReadingVerdict[] = [];
  const verdict = new Map<string, { live: string | null; checked: number }>();
  const sameSet = (a: Iterable<unknown>, b: Iterable<unknown>) => {
    const A = new Set([...a].map(String));
    const B = new Set([...b].map(String));
    return A.size === B.size && [...A].every((v) => B.has(v));
  };
  for (const e of x.explored) {
    if (e.parent === null || e.adds === null) continue;
    const v = verdict.get(e.adds) ?? { live: null, checked: 0 };
    verdict.set(e.adds, v);
    if (v.live !== null) continue;
    const r = e.result;
    const p = byKey.get(`${r.setting.format}|${e.parent}|${r.setting.ledger.name}`);
    if (!p) continue;
    v.checked++;
    const where = `${r.setting.format} ${r.setting.ledger.name}`;
    const pr = p.result;
    const newPath = [...r.paths.keys()].find((k) => !pr.paths.has(k));
    const lostPath = [...pr.paths.keys()].find((k) => !r.paths.has(k));
    if (newPath || lostPath) {
      v.live = `${where}: ${newPath ? `opens the penalty path ${newPath}` : `closes the penalty path ${lostPath}`}`;
      continue;
    }
    if (!sameSet(r.transitions.keys(), pr.transitions.keys()) || !sameSet(r.silences.keys(), pr.silences.keys()) || !sameSet(r.unanswered.keys(), pr.unanswered.keys())) {
      v.live = `${where}: changes the transitions taken or the silences recorded`;
      continue;
    }
    for (const id of pr.endIds.slice(0, REPLAYED_ENDS)) {
      const events = eventsTo(pr, id);
      const a = endRuling(adapter, machine, pr.setting, events);
      const b = endRuling(adapter, machine, r.setting, events);
      if (a !== b) {
        v.live = `${where}: the same deal (${events.map(eventKey).join('; ')}) is ruled otherwise`;
        break;
      }
    }
  }
  for (const g of adapter.gaps) {
    if (g.status !== 'switch' || !x.formats.some((f) => adapter.gapApplies(g.id, f))) continue;
    for (const r of g.readings) {
      if (r.id === g.default) continue;
      const tag = `${g.id}=${r.id}`;
      const v = verdict.get(tag);
      if (!consulted.has(g.id)) out.push({ gap: g.id, reading: r.id, dead: true, why: 'no reachable state consults the gap', where: null });
      else if (!v) out.push({ gap: g.id, reading: r.id, dead: false, why: 'not searched (consulted only under another reading set)', where: null });
      else if (v.live !== null) out.push({ gap: g.id, reading: r.id, dead: false, why: 'changes a reachable ruling', where: v.live });
      else out.push({ gap: g.id, reading: r.id, dead: true, why: `consulted, but no reachable ruling changes (${v.checked} settings compared: the same penalty paths, transitions and silences, and the same ruling on every ending replayed)`, where: null });
    }
  }
  return out;
}
