/**
 * One macrostep of a compiled machine table (src/core/statechart/compile.ts), instrumented for the
 * explorer: the same semantics as src/core/statechart/runtime.ts (first passing candidate per
 * (leaf, event), then the eventless transitions to a fixed point, done events queued), plus
 * - whether the event itself found a transition (none: the machine does not answer it here);
 * - every point where more than one guarded candidate passes (XState takes the first).
 *
 * Guards are pure except that a guard may record a reading it consulted (the `consulted` list of
 * the reading context): the extra guards the explorer evaluates run on the live context with that
 * list's length restored afterwards, so the step stays exactly the runtime's.
 *
 * @internal
 */
import type { Candidate, CompiledTable } from '../../core/statechart/compile.ts';
import type { MachineEvent } from '../../core/statechart/definition.ts';

/** Where two or more guarded candidates passed: the one taken and the others, by transition index. */
export interface Overlap {
  /** the active leaf where the choice was made */
  readonly leaf: number;
  /** the event type, or null for an eventless choice */
  readonly event: string | null;
  /** transition indices of the passing guarded candidates, the taken one first */
  readonly passing: readonly number[];
  /** the candidates themselves (for the alternative run) */
  readonly candidates: readonly Candidate<any, any>[];
  /** a copy of the context just before the choice (for the alternative run), when asked for */
  readonly before: unknown;
  /** the event the guards saw (the machine event, or the eventless steps' current event) */
  readonly seen: MachineEvent;
}

export interface StepResult {
  /** the active leaf after the macrostep */
  leaf: number;
  done: boolean;
  /** the event found a transition (or was no event of the machine's) */
  answered: boolean;
  /** transition indices taken, in order */
  readonly taken: number[];
  readonly overlaps: Overlap[];
}

type Ctx = { consulted?: string[] };

/** Evaluates a guard without letting it leave a consultation behind. */
function probeGuard<C, E extends MachineEvent>(c: Candidate<C, E>, context: C, event: E): boolean {
  const consulted = (context as Ctx).consulted;
  const n = consulted ? consulted.length : 0;
  try {
    return c.guard!(context, event, c.guardParams);
  } catch {
    return false;
  } finally {
    if (consulted && consulted.length !== n) consulted.length = n;
  }
}

interface OverlapKeyNode {
  readonly key: string;
  readonly next: Map<number, OverlapKeyNode>;
}

export class Stepper<C, E extends MachineEvent> {
  private readonly queue: MachineEvent[] = [];
  /** the keys of the overlaps met, as a trie on their transition indices (root: the first index) */
  private readonly overlapKeys = new Map<number, OverlapKeyNode>();
  constructor(
    readonly table: CompiledTable<C, E>,
    /** copy a context (for the alternatives of an overlap); null: overlaps are not copied */
    private readonly clone: ((c: C) => C) | null,
    /** look for overlaps at all */
    private readonly overlaps = true,
    /** whether an overlap of these transitions (indices joined with `+`) is still wanted; a known one is not copied again */
    private readonly wanted: (key: string) => boolean = () => true,
  ) {}

  /** The initial macrostep: the root's entry, the default path and the eventless transitions. */
  init(context: C): StepResult {
    const r: StepResult = { leaf: -1, done: false, answered: true, taken: [], overlaps: [] };
    const init = { type: 'xstate.init', input: context } as unknown as E;
    this.run(this.table.initial, context, init, r, false);
    this.settle(context, init, r);
    return r;
  }

  /** Sends `event` to `context` (mutated) in leaf `leaf`; `done` machines ignore it. */
  send(context: C, leaf: number, done: boolean, event: E): StepResult {
    const r: StepResult = { leaf, done, answered: false, taken: [], overlaps: [] };
    if (done) return r;
    const ev = this.table.eventIndex.get(event.type);
    if (ev === undefined) r.answered = true;
    else {
      const list = this.table.on[leaf * this.table.eventCount + ev];
      if (list !== null) {
        const c = this.select(list, context, event, leaf, event.type, r);
        if (c !== null) {
          r.answered = true;
          this.run(c, context, event, r, true);
        }
      }
    }
    if (this.table.always[r.leaf] !== null || this.queue.length !== 0) this.settle(context, event, r);
    return r;
  }

  /** Runs a chosen candidate, then the eventless transitions (the alternative of an overlap). */
  runFrom(c: Candidate<C, E>, context: C, event: E): StepResult {
    const r: StepResult = { leaf: -1, done: false, answered: true, taken: [], overlaps: [] };
    this.run(c, context, event, r, true);
    this.settle(context, event, r);
    return r;
  }

  private select(list: readonly Candidate<C, E>[], context: C, event: E, leaf: number, type: string | null, r: StepResult): Candidate<C, E> | null {
    for (let i = 0; i < list.length; i++) {
      const c = list[i];
      if (c.guard !== null && !c.guard(context, event, c.guardParams)) continue;
      if (this.overlaps && c.guard !== null) {
        let more: Candidate<C, E>[] | null = null;
        for (let j = i + 1; j < list.length; j++) {
          const d = list[j];
          if (d.guard === null || !probeGuard(d, context, event)) continue;
          (more ??= [c]).push(d);
        }
        if (more !== null && this.wanted(this.overlapKey(more))) r.overlaps.push({ leaf, event: type, passing: more.map((x) => x.transition), candidates: more, before: this.clone ? this.clone(context) : null, seen: event });
      }
      return c;
    }
    return null;
  }

  /**
   * The transition indices joined with `+`, the same string object every time for the same
   * transitions: an overlap is met again and again (Debertz: 185,000 times in one format's
   * search), and a join per meeting was most of what asking whether it is still wanted cost.
   */
  private overlapKey(more: readonly Candidate<C, E>[]): string {
    let level = this.overlapKeys;
    let node: OverlapKeyNode | undefined;
    for (let k = 0; k < more.length; k++) {
      const t = more[k].transition;
      let n = level.get(t);
      if (n === undefined) level.set(t, (n = { key: node === undefined ? String(t) : `${node.key}+${t}`, next: new Map() }));
      node = n;
      level = n.next;
    }
    return node!.key;
  }

  private run(c: Candidate<C, E>, context: C, event: E, r: StepResult, record: boolean): void {
    const fns = c.fns;
    const params = c.params;
    for (let i = 0; i < fns.length; i++) fns[i](context, event, params[i]);
    r.leaf = c.target;
    for (const d of c.doneEvents) this.queue.push(d);
    if (c.final) r.done = true;
    if (record) r.taken.push(c.transition);
  }

  private settle(context: C, event: E, r: StepResult): void {
    const max = this.table.maxMicrosteps;
    let current = event;
    let select = true;
    let steps = 0;
    let head = 0;
    while (!r.done) {
      const list: readonly Candidate<C, E>[] | null = select ? this.table.always[r.leaf] : null;
      const c: Candidate<C, E> | null = list !== null ? this.select(list, context, current, r.leaf, null, r) : null;
      if (c === null) {
        if (head === this.queue.length) break;
        current = this.queue[head++] as E;
        select = true;
        continue;
      }
      if (++steps > max) throw new Error(`explore: more than ${max} eventless microsteps in ${this.table.states[r.leaf].path} (#explore-loop-1)`);
      this.run(c, context, current, r, true);
      select = c.changes;
    }
    this.queue.length = 0;
  }
}
