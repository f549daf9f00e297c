/**
 * The generated runtime: the same stepping rules as `runtime.ts` (see its header), but the
 * per-(state, event) work is code generated from the table (`codegen.ts`, checked in under
 * `generated/`) instead of a walk over candidate arrays. Same interface as `Runtime`:
 * `createGeneratedRuntime(table, context, { onTransition })`, then `send`, `reset`, `value`,
 * `stateIndex`, `statePath`, `isIn`, `done`, `context`.
 *
 * A generated module is bound to a table once (cached per table): its guard/action locals are the
 * table's implementations (the definition's own named functions), its params locals the table's
 * static params. Binding refuses a module whose structure hash differs from the table's: the
 * module is stale and the message says how to regenerate it.
 */
import type { CompiledTable, StateValue } from './compile.ts';
import { generateModule, REGENERATE } from './codegen.ts';
import type { MachineEvent } from './definition.ts';
import { StatechartLoopError, type RuntimeOptions } from './runtime.ts';

/** An implementation as generated code calls it. */
export type Fn = (context: any, event: any, params: unknown) => any;

/** What `bind` receives: the table's reference sites (implementations and params). */
export interface Binding {
  readonly sites: CompiledTable<any, any>['sites'];
  /** XState's `xstate.done.state.<id>` event for the compound state with this index */
  doneEvent(stateIndex: number): MachineEvent;
}

/** What the generated code does with a runtime: the fields and hooks it touches. */
export interface Rt {
  stateIndex: number;
  done: boolean;
  /** count one eventless microstep (throws StatechartLoopError past `maxMicrosteps`) */
  tick(): void;
  /** queue an `xstate.done.state.*` event */
  raise(event: MachineEvent): void;
  /** a transition was taken (the `onTransition` hook) */
  fire(transition: number): void;
}

/** A generated module bound to one table. */
export interface Bound {
  readonly hasAlways: Uint8Array;
  init(rt: Rt, context: any, event: any): void;
  on(rt: Rt, context: any, event: any, code: number): void;
  always(rt: Rt, context: any, event: any): number;
}

export interface GeneratedModule {
  readonly machineId: string;
  readonly structure: string;
  readonly eventTypes: readonly string[];
  bind(b: Binding): Bound;
}

/** No generated module for this table, or a stale one. */
export class GeneratedCodeError extends Error {
  override readonly name = 'GeneratedCodeError';
}

const modules = new Map<string, GeneratedModule>();

/**
 * Makes a machine's checked-in generated module known to the runtime. Each ruleset's machine
 * definition registers its own (the core never imports a ruleset); a stale module is still
 * registered and refused when a table is bound to it (#gen-2).
 */
export function registerGeneratedModule(module: GeneratedModule): void {
  modules.set(module.machineId, module);
}
const bound = new WeakMap<object, Bound>();

/**
 * The generated code for `table`, bound to its implementations. `module` overrides the checked-in
 * module of the same machine id (tests bind freshly generated or planted modules).
 */
export function boundCodeOf(table: CompiledTable<any, any>, module?: GeneratedModule): Bound {
  let b = module ? undefined : bound.get(table);
  if (b) return b;
  const m = module ?? modules.get(table.id);
  if (!m) throw new GeneratedCodeError(`generated runtime: no generated module for machine "${table.id}"; run \`${REGENERATE}\` (#gen-1)`);
  const expected = generateModule(table).structure;
  if (m.structure !== expected) {
    throw new GeneratedCodeError(
      `generated runtime: the generated module of "${table.id}" is stale (structure ${m.structure.slice(0, 12)}…, the machine's is ${expected.slice(0, 12)}…): states, transitions or guard/action names changed; run \`${REGENERATE}\` (#gen-2)`,
    );
  }
  const doneEvents = new Map<number, MachineEvent>();
  b = m.bind({
    sites: table.sites,
    doneEvent(i) {
      let ev = doneEvents.get(i);
      if (!ev) doneEvents.set(i, (ev = Object.freeze({ type: `xstate.done.state.${table.states[i].id}`, output: undefined }) as MachineEvent));
      return ev;
    },
  });
  if (!module) bound.set(table, b);
  return b;
}

/** Whether a checked-in generated module exists and matches `table` (the engine's fallback test). */
export function hasGeneratedCode(table: CompiledTable<any, any>): boolean {
  try {
    boundCodeOf(table);
    return true;
  } catch (e) {
    if (e instanceof GeneratedCodeError) return false;
    throw e;
  }
}

export interface GeneratedRuntimeOptions extends RuntimeOptions {
  /** a module to bind instead of the checked-in one (tests) */
  readonly module?: GeneratedModule;
}

export class GeneratedRuntime<C, E extends MachineEvent> implements Rt {
  context: C;
  stateIndex = -1;
  done = false;
  private readonly code: Bound;
  private readonly hasAlways: Uint8Array;
  private readonly eventIndex: ReadonlyMap<string, number>;
  private readonly max: number;
  private readonly queue: MachineEvent[] = [];
  private queueHead = 0;
  private queueTail = 0;
  private steps = 0;
  /** the event being settled, for the loop error's message */
  private origin: MachineEvent = { type: '' };
  private lastType = '';
  private lastIndex: number | undefined = undefined;
  private readonly onTransition: ((transition: number, runtime: any) => void) | null;

  constructor(
    readonly table: CompiledTable<C, E>,
    context: C,
    options: GeneratedRuntimeOptions = {},
  ) {
    this.context = context;
    this.code = boundCodeOf(table, options.module);
    this.hasAlways = this.code.hasAlways;
    this.eventIndex = table.eventIndex;
    this.max = table.maxMicrosteps;
    this.onTransition = options.onTransition ?? null;
    this.reset(context);
  }

  /** XState's `snapshot.value` for the active state (a shared frozen object: do not mutate). */
  get value(): StateValue {
    return this.table.states[this.stateIndex].value!;
  }

  get statePath(): string {
    return this.table.states[this.stateIndex].path;
  }

  isIn(state: number | string): boolean {
    const target = typeof state === 'number' ? state : this.table.stateIndex(state);
    const parents = this.table.parents;
    for (let i = this.stateIndex; i !== -1; i = parents[i]) if (i === target) return true;
    return false;
  }

  reset(context: C = this.context): this {
    this.context = context;
    this.done = false;
    this.stateIndex = -1;
    this.queueHead = 0;
    this.queueTail = 0;
    const init = { type: 'xstate.init', input: context } as unknown as E;
    this.code.init(this, context, init);
    this.settle(init);
    return this;
  }

  send(event: E): void {
    if (this.done) return;
    // the last type's code is kept: a repeated type costs one string comparison (as in runtime.ts)
    const type = event.type;
    let ev: number | undefined;
    if (type === this.lastType) ev = this.lastIndex;
    else {
      ev = this.eventIndex.get(type);
      this.lastType = type;
      this.lastIndex = ev;
    }
    if (ev !== undefined) this.code.on(this, this.context, event, ev);
    if (this.hasAlways[this.stateIndex] !== 0 || this.queueTail !== 0) this.settle(event);
  }

  tick(): void {
    if (++this.steps > this.max) throw new StatechartLoopError(this.table.id, this.statePath, this.origin.type, this.max);
  }

  raise(event: MachineEvent): void {
    this.queue[this.queueTail++] = event;
  }

  fire(transition: number): void {
    if (this.onTransition !== null) this.onTransition(transition, this);
  }

  /** `always` transitions to a fixed point, then the raised done events (see runtime.ts). */
  private settle(event: E): void {
    this.origin = event;
    this.steps = 0;
    let current: MachineEvent = event;
    let select = true;
    while (!this.done) {
      const r: number = select && this.hasAlways[this.stateIndex] !== 0 ? this.code.always(this, this.context, current) : -1;
      if (r < 0) {
        if (this.queueHead === this.queueTail) break;
        current = this.queue[this.queueHead++];
        select = true;
        continue;
      }
      select = r === 1;
    }
    this.queueHead = 0;
    this.queueTail = 0;
  }
}

export function createGeneratedRuntime<C, E extends MachineEvent>(table: CompiledTable<C, E>, context: C, options?: GeneratedRuntimeOptions): GeneratedRuntime<C, E> {
  return new GeneratedRuntime(table, context, options);
}
