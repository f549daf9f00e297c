/**
 * The compiled runtime: steps a `CompiledTable` over ONE mutable context.
 *
 * `send` allocates nothing: the event type is mapped to a small integer through the table's map,
 * the candidates of (active leaf, event) are a precomputed array, the first whose guard passes
 * runs its precomputed flattened action list, and the active leaf becomes an integer. After each
 * event the `always` transitions run to a fixed point, exactly as XState v5's macrostep does:
 * - always transitions are evaluated after EVERY event, handled or not, with that event as the
 *   guard/action argument (XState does the same);
 * - an eventless step that neither ran an action nor changed the configuration stops the
 *   re-evaluation (XState compares snapshots by identity);
 * - `xstate.done.state.*` events XState raises for nested final states are queued and, once the
 *   always transitions are at rest, become the event seen by further always guards;
 * - more than `table.maxMicrosteps` eventless microsteps throw a StatechartLoopError.
 * After a top-level final state is entered the machine is done and ignores further events.
 */
import type { Candidate, CompiledTable, StateValue } from './compile.ts';
import type { MachineEvent } from './definition.ts';

/** Thrown when eventless transitions do not settle. */
export class StatechartLoopError extends Error {
  override readonly name = 'StatechartLoopError';
  readonly code = 'STATECHART_LOOP' as const;
  constructor(
    readonly machineId: string,
    readonly statePath: string,
    readonly eventType: string,
    readonly microsteps: number,
  ) {
    super(
      `runtime(${machineId}): more than ${microsteps} eventless microsteps after event "${eventType}" ` +
        `(last in state "${statePath || '(root)'}"); the always transitions form a cycle`,
    );
  }
}

export interface RuntimeOptions {
  /**
   * Called after every microstep taken (on and always; not the initial step) with the index of the
   * transition in `table.transitions` (whose `meta.clauses` name the clauses applied).
   */
  readonly onTransition?: (transition: number, runtime: Runtime<any, any>) => void;
}

export class Runtime<C, E extends MachineEvent> {
  /** The context, mutated in place by the actions. */
  context: C;
  /** Index (in `table.states`) of the active atomic state. */
  stateIndex = -1;
  /** A top-level final state was reached; further events are ignored. */
  done = false;
  private readonly queue: MachineEvent[] = [];
  private queueHead = 0;
  private queueTail = 0;
  private readonly on: readonly (readonly Candidate<C, E>[] | null)[];
  private readonly always: readonly (readonly Candidate<C, E>[] | null)[];
  private readonly eventIndex: ReadonlyMap<string, number>;
  private readonly eventCount: number;
  private lastType = '';
  private lastIndex: number | undefined = undefined;
  private readonly onTransition: ((transition: number, runtime: Runtime<any, any>) => void) | null;

  constructor(
    readonly table: CompiledTable<C, E>,
    context: C,
    options: RuntimeOptions = {},
  ) {
    this.context = context;
    this.on = table.on;
    this.always = table.always;
    this.eventIndex = table.eventIndex;
    this.eventCount = table.eventCount;
    this.onTransition = options.onTransition ?? null;
    this.reset(context);
  }

  /** XState's `snapshot.value` for the active state (a shared frozen object: do not mutate). */
  get value(): StateValue {
    return this.table.states[this.stateIndex].value!;
  }

  /** Dotted path of the active atomic state. */
  get statePath(): string {
    return this.table.states[this.stateIndex].path;
  }

  /** Whether the state with this index (or dotted path) is active: the leaf or one of its ancestors. */
  isIn(state: number | string): boolean {
    const target = typeof state === 'number' ? state : this.table.stateIndex(state);
    const parents = this.table.parents;
    for (let i = this.stateIndex; i !== -1; i = parents[i]) if (i === target) return true;
    return false;
  }

  /** Restart from the initial state with a (new) context, running the initial entry actions. */
  reset(context: C = this.context): this {
    this.context = context;
    this.done = false;
    this.stateIndex = -1;
    this.queueHead = 0;
    this.queueTail = 0;
    const init = { type: 'xstate.init', input: context } as unknown as E;
    this.run(this.table.initial, init, false);
    this.settle(init);
    return this;
  }

  send(event: E): void {
    if (this.done) return;
    // Event types repeat (a card game sends TRICK after TRICK): the last type's index is kept, so
    // a repeated type costs one string comparison (a pointer check for interned type strings)
    // instead of a map lookup.
    const type = event.type;
    let ev: number | undefined;
    if (type === this.lastType) ev = this.lastIndex;
    else {
      ev = this.eventIndex.get(type);
      this.lastType = type;
      this.lastIndex = ev;
    }
    if (ev !== undefined) {
      const list = this.on[this.stateIndex * this.eventCount + ev];
      if (list !== null) {
        const c = this.select(list, event);
        if (c !== null) this.run(c, event, true);
      }
    }
    if (this.always[this.stateIndex] !== null || this.queueTail !== 0) this.settle(event);
  }

  private select(list: readonly Candidate<C, E>[], event: E): Candidate<C, E> | null {
    const context = this.context;
    for (let i = 0; i < list.length; i++) {
      const c = list[i];
      const g = c.guard;
      if (g === null || g(context, event, c.guardParams)) return c;
    }
    return null;
  }

  private run(c: Candidate<C, E>, event: E, notify: boolean): void {
    const fns = c.fns;
    const params = c.params;
    const context = this.context;
    for (let i = 0; i < fns.length; i++) fns[i](context, event, params[i]);
    this.stateIndex = c.target;
    const done = c.doneEvents;
    for (let i = 0; i < done.length; i++) this.queue[this.queueTail++] = done[i];
    if (c.final) this.done = true;
    if (notify && this.onTransition !== null) this.onTransition(c.transition, this);
  }

  private settle(event: E): void {
    const table = this.table;
    const max = table.maxMicrosteps;
    let current = event;
    let select = true;
    let steps = 0;
    while (!this.done) {
      const list: readonly Candidate<C, E>[] | null = select ? this.always[this.stateIndex] : null;
      const c: Candidate<C, E> | null = list !== null ? this.select(list, current) : null;
      if (c === null) {
        if (this.queueHead === this.queueTail) break;
        // a raised xstate.done.state.* event: never handled (the compiler refuses onDone and
        // xstate.* keys), but it becomes the event always guards see from now on
        current = this.queue[this.queueHead++] as E;
        select = true;
        continue;
      }
      if (++steps > max) throw new StatechartLoopError(table.id, this.statePath, event.type, max);
      this.run(c, current, true);
      select = c.changes;
    }
    this.queueHead = 0;
    this.queueTail = 0;
  }
}

export function createRuntime<C, E extends MachineEvent>(table: CompiledTable<C, E>, context: C, options?: RuntimeOptions): Runtime<C, E> {
  return new Runtime(table, context, options);
}
