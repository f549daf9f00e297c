/**
 * Abstract path generation: `xstate/graph`'s shortest paths over a finite abstraction of the
 * machine's context, one deal at a time.
 *
 * The machine's context is unbounded (scores, points, counters), so a snapshot is abstracted to
 *   its state value and status
 *   + the valuation of every guard of the config (predicate abstraction: two contexts that no
 *     guard tells apart take the same transitions from here)
 *   + the ruleset's own extra abstraction (what guards will tell apart LATER, e.g. which sides
 *     took a trick — a serializeState that merges such states would hide states, ARCHITECTURE.md)
 *   + the set of clauses cited and readings consulted so far (so every clause and reading that
 *     can be reached is reached by some path).
 * Events come from the ruleset's finite alphabet per state; traversal stops at the end of the
 * deal. Every path is then replayed through a real actor (the stored snapshots are stand-ins) to
 * read the transitions it takes.
 *
 * @internal
 */
import { getShortestPaths } from 'xstate/graph';
import type { MachineDefinition, MachineEvent } from '../statechart/definition.ts';
import { catalogueOf } from '../statechart/catalogue.ts';
import { replayTraced, xstateLogicOf, type TracedSnapshot } from './trace.ts';

export interface AbstractPath<E extends MachineEvent = MachineEvent> {
  /** the machine events, in order (the deal's facts at the abstraction's granularity) */
  readonly events: readonly E[];
  readonly transitions: readonly string[];
  /** per transition, the clauses its step cited (the actions' citations included) */
  readonly cited: readonly (readonly string[])[];
  /** per transition, the silences its step recorded (`GAP clause clause…`) */
  readonly silent: readonly (readonly string[])[];
  /** the clause trail at the end of the deal, in order */
  readonly trail: readonly string[];
  /** `gap=reading` tags consulted by the machine */
  readonly consulted: readonly string[];
  /** the state value at the end, as text */
  readonly end: string;
}

export interface ExploreSpec<C extends object, E extends MachineEvent> {
  readonly def: MachineDefinition<C, E>;
  readonly input: C;
  readonly alphabet: (s: TracedSnapshot<C>) => readonly E[];
  readonly abstraction: (context: C) => unknown;
  readonly isEnd: (s: TracedSnapshot<C>) => boolean;
  readonly trail: (context: C) => readonly string[];
  readonly consulted: (context: C) => readonly string[];
  /** silences recorded so far, as `GAP clause clause…` */
  readonly silences?: (context: C) => readonly string[];
  /**
   * Also keep a path through every vertex whose own transitions no kept path takes: the vertex's
   * shortest path, finished by the shortest continuation to an end (optional; needed where two
   * deals end in the same leaf though they went through different transitions on the way).
   */
  readonly completeVertices?: boolean;
  /**
   * What else tells two ended deals apart (optional), beyond their clauses, readings and last
   * step: where two rulings end alike though they went different ways (the same trail and
   * readings from two different rules), so that one leaf would hide the other's transition.
   */
  readonly endKey?: (context: C) => unknown;
  /** traversal limit (xstate/graph throws past it); default 50 000 */
  readonly limit?: number;
}

export interface Exploration<E extends MachineEvent> {
  readonly paths: AbstractPath<E>[];
  /** abstract states reached */
  readonly states: number;
}

const PROBE = Object.freeze({ type: '__cardlawProbe' });

export function explore<C extends object, E extends MachineEvent>(spec: ExploreSpec<C, E>): Exploration<E> {
  const { def } = spec;
  const refs = catalogueOf(def).guardRefs;
  const valuation = (ctx: C): string => {
    const probe = def.cloneContext(ctx); // guards may record a consultation; never touch the snapshot's context
    let bits = '';
    for (const r of refs) {
      let v: string;
      try {
        v = def.guards[r.name](probe, PROBE as unknown as E, r.params) ? '1' : '0';
      } catch {
        v = 'x';
      }
      bits += v;
    }
    return bits;
  };
  const set = (xs: readonly string[]) => [...new Set(xs)].sort();
  const serializeState = (s: any, event: any, prev: any): string => {
    const ctx = s.context as C;
    if (spec.isEnd(s as TracedSnapshot<C>)) {
      // a leaf: what the deal did (clauses, readings) and how it got here (the state and event
      // that ended it) — not the next deal's guard valuation
      const key = ['end', s.value, s.status, set(spec.trail(ctx)), set(spec.consulted(ctx)), prev?.value ?? null, event?.type ?? null];
      return JSON.stringify(spec.endKey ? [...key, spec.endKey(ctx)] : key);
    }
    return JSON.stringify([s.value, s.status, valuation(ctx), spec.abstraction(ctx), set(spec.trail(ctx)), set(spec.consulted(ctx))]);
  };
  const plans = getShortestPaths(xstateLogicOf(def) as any, {
    input: spec.input,
    events: (s: any) => spec.alphabet(s as TracedSnapshot<C>) as any,
    serializeState: serializeState as any,
    stopWhen: (s: any) => spec.isEnd(s as TracedSnapshot<C>),
    limit: spec.limit ?? 50_000,
  });
  const paths: AbstractPath<E>[] = [];
  /** the abstract path a replay of `events` took, up to where the deal ended */
  const pathOf = (events: readonly E[], r: ReturnType<typeof replayTraced<C, E>>): AbstractPath<E> => ({
    events: events.slice(0, r.sent),
    transitions: r.transitions,
    cited: r.cited,
    silent: r.silent,
    trail: [...spec.trail(r.snapshot.context)],
    consulted: [...spec.consulted(r.snapshot.context)],
    end: typeof r.snapshot.value === 'string' ? r.snapshot.value : JSON.stringify(r.snapshot.value),
  });
  for (const p of plans) {
    if (!spec.isEnd(p.state as unknown as TracedSnapshot<C>)) continue;
    const events = p.steps.map((s: any) => s.event as E).filter((e) => !String(e.type).startsWith('xstate.'));
    const r = replayTraced(def, spec.input, events, spec.isEnd, spec.trail, spec.silences);
    if (!spec.isEnd(r.snapshot)) continue; // the stand-in said "ended", the replay did not: not a path
    paths.push(pathOf(events, r));
  }
  if (spec.completeVertices) {
    const covered = new Set(paths.flatMap((p) => p.transitions));
    for (const p of plans) {
      if (spec.isEnd(p.state as unknown as TracedSnapshot<C>)) continue;
      const head = p.steps.map((s: any) => s.event as E).filter((e) => !String(e.type).startsWith('xstate.'));
      if (replayTraced(def, spec.input, head, spec.isEnd).transitions.every((t) => covered.has(t))) continue;
      const tail = continuation(spec, head);
      if (!tail) continue;
      const r = replayTraced(def, spec.input, [...head, ...tail], spec.isEnd, spec.trail, spec.silences);
      if (!spec.isEnd(r.snapshot)) continue;
      for (const t of r.transitions) covered.add(t);
      paths.push(pathOf([...head, ...tail], r));
    }
  }
  return { paths, states: plans.length };
}

/** Continuations searched from a vertex, at most. */
const CONTINUATIONS = 400;

/** The shortest continuation (breadth first, in alphabet order) from the end of `head` to the end of the deal, or null. */
function continuation<C extends object, E extends MachineEvent>(spec: ExploreSpec<C, E>, head: readonly E[]): E[] | null {
  const queue: E[][] = [[]];
  const seen = new Set<string>();
  for (let n = 0; n < queue.length && n < CONTINUATIONS; n++) {
    const tail = queue[n];
    const r = replayTraced(spec.def, spec.input, [...head, ...tail], spec.isEnd);
    if (spec.isEnd(r.snapshot)) return tail;
    const key = JSON.stringify([r.snapshot.value, spec.abstraction(r.snapshot.context), spec.trail(r.snapshot.context)]);
    if (seen.has(key)) continue;
    seen.add(key);
    for (const e of spec.alphabet(r.snapshot)) queue.push([...tail, e]);
  }
  return null;
}
