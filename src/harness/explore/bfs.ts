/**
 * Breadth-first search over one setting's finite abstraction (format, readings, party ledger):
 * model-checker style. A state is its key — the active leaf, the valuation of every guard of the
 * machine, the ruleset's abstraction of the context (what later guards tell apart), the clause
 * trail so far (in order: the penalty path) and the readings consulted and silences recorded (as
 * sets), interned into one number. The visited set holds keys and integer ids only; a state's
 * context lives only while it waits in the frontier; the tree (parent id, event) is kept as flat
 * arrays to rebuild shortest witnesses.
 *
 * Every event of the ruleset's alphabet is sent from every non-final abstract state through the
 * compiled table (./step.ts), recording what the explorer reports: transitions taken, clauses
 * cited, readings consulted, silences, penalty paths at the ends, events no transition answers,
 * and choices where more than one guarded transition passed.
 *
 * @internal
 */
import { compile, type CompiledTable } from '../../core/statechart/compile.ts';
import { catalogueOf } from '../../core/statechart/catalogue.ts';
import type { MachineDefinition, MachineEvent } from '../../core/statechart/definition.ts';
import type { LedgerClass, RulesetAdapter } from '../../core/suite/types.ts';
import type { Readings } from '../../core/regulation/types.ts';
import type { TracedSnapshot } from '../../core/suite/trace.ts';
import { Stepper } from './step.ts';
import { FieldsInterner, ListInterner, TupleInterner, type ListNode } from './interners.ts';

export interface Setting {
  readonly format: string;
  /** the non-default readings */
  readonly overrides: Readonly<Record<string, string>>;
  readonly readings: Readings;
  readonly ledger: LedgerClass;
}

/** A place in the search: a state id of the tree, and the event sent from it (when the finding is about an event). */
export interface Witness {
  readonly state: number;
  readonly event: MachineEvent | null;
}

export interface OverlapHit {
  readonly witness: Witness;
  /** the source state path and event type (null: eventless) */
  readonly source: string;
  readonly eventType: string | null;
  /** transition indices passing, the taken one first */
  readonly passing: readonly number[];
  /** the clause trail added by the macrostep as XState runs it, and with each other passing transition taken instead */
  readonly trails: readonly (readonly string[])[];
  /** where each alternative ended (state path) */
  readonly ends: readonly string[];
  /** per passing transition, the gaps its guard reads (a guard on a reading: the overlap is that reading's precedence) */
  readonly guardGaps: readonly (readonly string[])[];
}

export interface SettingResult {
  readonly setting: Setting;
  readonly states: number;
  readonly ends: number;
  /** edges: events sent from expanded states (every one, including those leading to known states) */
  readonly edges: number;
  readonly depth: number;
  readonly ms: number;
  readonly truncated: boolean;
  /** penalty path (trail joined with ` > `, `(none)` when empty) → the end state of its shortest witness */
  readonly paths: Map<string, number>;
  /** transition index → first witness */
  readonly transitions: Map<number, Witness>;
  readonly clauses: Map<string, Witness>;
  readonly readings: Map<string, Witness>;
  /** `GAP clause…` → first witness */
  readonly silences: Map<string, Witness>;
  /** `leaf|event text` → first witness of an event no transition answered */
  readonly unanswered: Map<string, Witness & { readonly leaf: string }>;
  /** `t1+t2…` (transition indices) → first witness */
  readonly overlaps: Map<string, OverlapHit>;
  /** every end state id */
  readonly endIds: readonly number[];
  /** the search tree: parent state id (-1 for the root), the event that led to it */
  readonly parent: Int32Array;
  readonly via: readonly (MachineEvent | null)[];
  readonly leafOf: Int32Array;
}

export interface BfsOptions {
  /** stop past this many abstract states (the result says `truncated`) */
  readonly maxStates?: number;
  readonly maxDepth?: number;
  /** look for overlapping guards (default true) */
  readonly overlaps?: boolean;
}

const tables = new WeakMap<object, CompiledTable<any, any>>();
export function tableOf<C, E extends MachineEvent>(def: MachineDefinition<C, E>): CompiledTable<C, E> {
  let t = tables.get(def);
  if (!t) tables.set(def, (t = compile(def)));
  return t;
}

/** Occurrences of an overlap examined before it is taken to be one whose order never matters. */
const OVERLAP_TRIES = 64;
/** Did taking another passing transition give another clause trail or another end? */
export const differs = (h: OverlapHit): boolean => h.trails.some((t) => t.join(',') !== h.trails[0].join(',')) || h.ends.some((e) => e !== h.ends[0]);

const PROBE = Object.freeze({ type: '__cardlawProbe' });
export const pathText = (trail: readonly string[]): string => (trail.length ? trail.join(' > ') : '(none)');

export function exploreSetting<C extends object, E extends MachineEvent>(adapter: RulesetAdapter<C, E>, def: MachineDefinition<C, E>, setting: Setting, options: BfsOptions = {}): SettingResult {
  const t0 = performance.now();
  const table = tableOf(def);
  const cat = catalogueOf(def);
  const overlaps = new Map<string, OverlapHit>();
  /** occurrences examined per pair of transitions: a pair is examined until the order is seen to matter, or OVERLAP_TRIES times */
  const examined = new Map<string, number>();
  /** the overlaps whose kept hit differs (`differs` joins every trail: asked once per hit kept, not per occurrence) */
  const differing = new Set<string>();
  const settled = function settled(k: string) { return overlaps.has(k) && (differing.has(k) || (examined.get(k) ?? 0) >= OVERLAP_TRIES); };
  const stepper = new Stepper<C, E>(table, def.cloneContext, options.overlaps ?? true, (k) => !settled(k));
  const maxStates = options.maxStates ?? 5_000_000;
  const maxDepth = options.maxDepth ?? 400;
  // guard references in catalogue order, with their implementations, for the valuation
  const guardFns = cat.guardRefs.map((r) => ({ fn: def.guards[r.name], params: r.params }));
  const alphabet = adapter.alphabet(setting.format);
  const endKeyFn = adapter.endKey;

  let parent = new Int32Array(1024);
  let leafOf = new Int32Array(1024);
  const via: (MachineEvent | null)[] = [];
  /** the visited set: a state's key (the id of its tuple of parts; an end: a negative number) → its id */
  const keys = new Map<number, number>();
  let count = 0;
  const addState = function addState(key: number, from: number, event: MachineEvent | null, leaf: number): number {
    if (count === parent.length) {
      const p = new Int32Array(count * 2);
      p.set(parent);
      parent = p;
      const l = new Int32Array(count * 2);
      l.set(leafOf);
      leafOf = l;
    }
    const id = count++;
    parent[id] = from;
    leafOf[id] = leaf;
    via.push(event);
    keys.set(key, id);
    return id;
  };

  const snap = { value: undefined as unknown, status: 'active', context: undefined as unknown as C };
  const snapshotOf = function snapshotOf(ctx: C, leaf: number, done: boolean): TracedSnapshot<C> {
    snap.value = table.states[leaf].value;
    snap.status = done ? 'done' : 'active';
    snap.context = ctx;
    return snap as TracedSnapshot<C>;
  };
  // the valuation packed ten guards to a number (each guard true, false or throws: one base-3
  // digit), a fixed number of digits per unit: the same states told apart as by a character per
  // guard, without a string (Preferans probes 89 guards per key)
  const units: number[] = new Array(Math.ceil(guardFns.length / 10)).fill(0);
  const valuation = function valuation(ctx: C): number[] {
    const consulted = (ctx as { consulted?: string[] }).consulted;
    const n = consulted ? consulted.length : 0;
    for (let u = 0, g = 0; u < units.length; u++) {
      let unit = 0;
      for (const end = Math.min(g + 10, guardFns.length); g < end; g++) {
        const { fn, params } = guardFns[g];
        let digit: number;
        try {
          digit = fn(ctx, PROBE as unknown as E, params) ? 1 : 0;
        } catch {
          digit = 2;
        }
        unit = unit * 3 + digit;
      }
      units[u] = unit;
    }
    if (consulted && consulted.length !== n) consulted.length = n;
    return units;
  };
  const silencesOf = adapter.silences;
  const fieldIds = adapter.abstractionFields ? new FieldsInterner<C>(adapter.abstractionFields) : null;
  const abstractionKey = fieldIds ? (ctx: C) => fieldIds.id(ctx) : (adapter.abstractionKey ?? ((ctx: C) => JSON.stringify(adapter.abstraction(ctx))));
  /** abstraction strings → negative ids (a number an adapter returns is its own id: never negative) */
  const abstractionIds = new Map<string, number>();
  // the trail, consulted readings and silences as small ids: a known list costs a walk of Map
  // lookups on its (interned, already hashed) strings, no join, Set or sort — from the parent's
  // list when the successor's extends it (./ListInterner: shared by every setting of this thread)
  const trails = TRAILS;
  const consultedSets = CONSULTED_SETS;
  const silenceSets = SILENCE_SETS;
  /** the lists of the context keyOf last keyed (a successor's, kept with it in the frontier) */
  let lastTrail = trails.root;
  let lastConsulted = consultedSets.root;
  let lastSilences = silenceSets.root;
  const tuples = new TupleInterner();
  const endTuples = new TupleInterner();
  /** the JSON of the ruleset's `endKey` → its id */
  const endKeyIds = new Map<string, number>();
  // a state's key: the id of its tuple of parts (leaf, valuation units, abstraction, trail,
  // consulted set, silence set), all small numbers — a string key of the same parts cost a
  // flattening and a hash of ~50 characters per event sent. An end is keyed by its leaf, whether
  // the machine is done, the trail's text, the consulted and silence sets and the ruleset's
  // `endKey` (not the valuation or the abstraction): a tuple of its own interner, as a negative
  // number (a text key of the same parts was built and hashed per end reached: 10% of Debertz's time).
  const keyOf = function keyOf(ctx: C, leaf: number, done: boolean, end: boolean, from: FrontierNode<C> | null): number {
    const trail = (lastTrail = trails.node(adapter.trail(ctx), from === null ? trails.root : from.trail));
    const consulted = (lastConsulted = consultedSets.node(adapter.consulted(ctx), from === null ? consultedSets.root : from.consulted));
    const silences = (lastSilences = silenceSets.node(silencesOf(ctx), from === null ? silenceSets.root : from.silences));
    if (end) {
      let k = 0;
      if (endKeyFn) {
        const text = JSON.stringify(endKeyFn(ctx));
        k = endKeyIds.get(text) ?? -1;
        if (k < 0) endKeyIds.set(text, (k = endKeyIds.size));
      }
      return -1 - endTuples.pair(endTuples.pair(endTuples.pair(endTuples.pair(leaf * 2 + (done ? 1 : 0), trail.textId), consulted.setId), silences.setId), k);
    }
    let id = leaf;
    for (const unit of valuation(ctx)) id = tuples.pair(id, unit);
    let a = abstractionKey(ctx);
    if (typeof a === 'string') {
      let ai = abstractionIds.get(a);
      if (ai === undefined) abstractionIds.set(a, (ai = -1 - abstractionIds.size));
      a = ai;
    }
    return tuples.pair(tuples.pair(tuples.pair(tuples.pair(id, a), trail.id), consulted.setId), silences.setId);
  };

  const transitions = new Map<number, Witness>();
  const clauses = new Map<string, Witness>();
  const readings = new Map<string, Witness>();
  const silences = new Map<string, Witness>();
  const unanswered = new Map<string, Witness & { leaf: string }>();
  const paths = new Map<string, number>();
  const endIds: number[] = [];
  const noteAll = function noteAll(ctx: C, w: Witness) {
    for (const c of adapter.trail(ctx)) if (!clauses.has(c)) clauses.set(c, w);
    for (const r of adapter.consulted(ctx)) if (!readings.has(r)) readings.set(r, w);
    for (const s of silencesOf(ctx)) if (!silences.has(s)) silences.set(s, w);
  };

  // the frontier: state ids with their contexts, leaves and done flags; contexts dropped once expanded
  let frontier: FrontierNode<C>[] = [];
  const input = adapter.initialContext(setting.format, setting.readings, setting.ledger.ledger);
  const ctx0 = def.cloneContext(input);
  const first = stepper.init(ctx0);
  const root = addState(keyOf(ctx0, first.leaf, first.done, false, null), -1, null, first.leaf);
  for (const ti of first.taken) if (!transitions.has(ti)) transitions.set(ti, { state: root, event: null });
  frontier.push({ id: root, ctx: ctx0, leaf: first.leaf, done: first.done, trail: lastTrail, consulted: lastConsulted, silences: lastSilences });
  let edges = 0;
  let depth = 0;
  let ends = 0;
  let truncated = false;
  while (frontier.length > 0 && !truncated) {
    if (depth >= maxDepth) {
      truncated = true;
      break;
    }
    const next: typeof frontier = [];
    for (let f = 0; f < frontier.length; f++) {
      const node = frontier[f];
      const events = alphabet(snapshotOf(node.ctx, node.leaf, node.done));
      for (const event of events) {
        edges++;
        const ctx = def.cloneContext(node.ctx);
        const r = stepper.send(ctx, node.leaf, node.done, event);
        // the witness of what this event did, made only when something is first seen here
        let w: Witness | null = null;
        if (!r.answered) {
          const leaf = table.states[node.leaf].path;
          const k = `${leaf}|${eventKey(event)}`;
          if (!unanswered.has(k)) unanswered.set(k, { state: node.id, event, leaf });
        }
        for (let i = 0; i < r.taken.length; i++) if (!transitions.has(r.taken[i])) transitions.set(r.taken[i], (w ??= { state: node.id, event }));
        for (const o of r.overlaps) {
          w ??= { state: node.id, event };
          const k = o.passing.join('+');
          if (settled(k)) continue;
          examined.set(k, (examined.get(k) ?? 0) + 1);
          const hit = overlapHit(stepper, def, adapter, table, o, ctx, r.leaf, w);
          const differs_ = differs(hit);
          if (!overlaps.has(k) || differs_) {
            overlaps.set(k, hit);
            if (differs_) differing.add(k);
          }
        }
        const end = adapter.isEnd(snapshotOf(ctx, r.leaf, r.done));
        const key = keyOf(ctx, r.leaf, r.done, end, node);
        if (keys.has(key)) continue;
        const id = addState(key, node.id, event, r.leaf);
        noteAll(ctx, { state: id, event: null });
        if (end) {
          ends++;
          endIds.push(id);
          const p = pathText(adapter.trail(ctx));
          if (!paths.has(p)) paths.set(p, id);
        } else next.push({ id, ctx, leaf: r.leaf, done: r.done, trail: lastTrail, consulted: lastConsulted, silences: lastSilences });
        if (count >= maxStates) {
          truncated = true;
          break;
        }
      }
      (frontier as unknown[])[f] = undefined; // the context is no longer needed
      if (truncated) break;
    }
    frontier = next;
    depth++;
  }
  return {
    setting,
    states: count,
    ends,
    edges,
    depth,
    ms: performance.now() - t0,
    truncated,
    paths,
    transitions,
    clauses,
    readings,
    silences,
    unanswered,
    overlaps,
    endIds,
    parent: parent.subarray(0, count),
    via,
    leafOf: leafOf.subarray(0, count),
  };
}

/** A state waiting to be expanded: its id, context, leaf and done flag, and its lists' nodes (its successors' lists usually extend them). */
interface FrontierNode<C> {
  readonly id: number;
  readonly ctx: C;
  readonly leaf: number;
  readonly done: boolean;
  readonly trail: ListNode;
  readonly consulted: ListNode;
  readonly silences: ListNode;
}

// The lists' tries outlive a setting: a thread searches hundreds of settings whose trails,
// consultations and silences are mostly the same lists (their ids only tell lists apart within a
// search, so sharing them changes no key's meaning); rebuilding them per setting — a joined text,
// a sort and two Map entries per node — was 5% of Debertz's search.
const TRAILS = new ListInterner();
const CONSULTED_SETS = new ListInterner();
const SILENCE_SETS = new ListInterner();

/** An event as one line, its fields in order: `IRREGULARITY kind=signal seat=0 unplayed=0`. */
export function eventKey(e: MachineEvent): string {
  let s = e.type;
  for (const [k, v] of Object.entries(e)) if (k !== 'type') s += ` ${k}=${Array.isArray(v) ? v.join('/') : String(v)}`;
  return s;
}

/** The overlap with the trail each passing transition would have given (the rest of the macrostep run after it). */
function overlapHit<C extends object, E extends MachineEvent>(
  stepper: Stepper<C, E>,
  def: MachineDefinition<C, E>,
  adapter: RulesetAdapter<C, E>,
  table: CompiledTable<C, E>,
  o: import('./step.ts').Overlap,
  after: C,
  afterLeaf: number,
  w: Witness,
): OverlapHit {
  const before = o.before as C;
  const base = adapter.trail(before).length;
  const trails: string[][] = [];
  const ends: string[] = [];
  o.candidates.forEach((c, i) => {
    if (i === 0) {
      trails.push(adapter.trail(after).slice(base));
      ends.push(table.states[afterLeaf].path);
      return;
    }
    const alt = def.cloneContext(before);
    try {
      const r = stepper.runFrom(c as any, alt, o.seen as E);
      trails.push(adapter.trail(alt).slice(base));
      ends.push(table.states[r.leaf].path);
    } catch (e) {
      trails.push([`(fails: ${(e as Error).message})`]);
      ends.push('?');
    }
  });
  const guardGaps = o.candidates.map((c) => gapsReadBy(c, before, o.seen));
  return { witness: w, source: table.states[o.leaf].path, eventType: o.event, passing: o.passing, trails, ends, guardGaps };
}

/** The gaps a guard reads on this context: its `readings` table swapped for one that records the keys asked for. */
function gapsReadBy(c: import('../../core/statechart/compile.ts').Candidate<any, any>, context: unknown, event: MachineEvent): string[] {
  const ctx = context as { readings?: Record<string, string>; consulted?: string[] };
  if (!c.guard || !ctx || typeof ctx.readings !== 'object' || ctx.readings === null) return [];
  const real = ctx.readings;
  const read = new Set<string>();
  const n = ctx.consulted?.length ?? 0;
  ctx.readings = new Proxy(real, {
    get(target, key) {
      if (typeof key === 'string' && Object.hasOwn(target, key)) read.add(key);
      return Reflect.get(target, key);
    },
  });
  try {
    c.guard(ctx, event, c.guardParams);
  } catch {
    // a guard that throws reads what it read before it threw
  } finally {
    ctx.readings = real;
    if (ctx.consulted && ctx.consulted.length !== n) ctx.consulted.length = n;
  }
  return [...read].sort();
}

/** The events from the root to a state (the witness's path). */
export function eventsTo(r: SettingResult, state: number): MachineEvent[] {
  const out: MachineEvent[] = [];
  for (let s = state; s > 0 && r.parent[s] >= 0; s = r.parent[s]) out.push(r.via[s]!);
  return out.reverse();
}
