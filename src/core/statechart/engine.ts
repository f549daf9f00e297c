/**
 * `DealEngine`: the one interface the deal drivers and the Preferans judge use to step a regulation machine, with two
 * implementations over the same definition — the compiled table runtime (the hot loop) and a
 * real XState v5 actor (the reference; benchmarks and checks). The compiled engine runs either the
 * table interpreter or the code generated from the table (`COMPILED_BACKEND`); `'generated'` asks
 * for the generated code explicitly (and fails when the checked-in module is missing or stale).
 *
 * Drivers read `context` again after each `send`: the XState engine's context is a fresh object
 * after every event, the compiled one is mutated in place.
 *
 * @public
 */
import type { AnyActorRef } from 'xstate';
import { compile, type CompiledTable } from './compile.ts';
import type { MachineDefinition, MachineEvent } from './definition.ts';
import { createBackendRuntime, type Backend, type HotRuntime } from './backend.ts';
import { toXStateMachine } from './toXState.ts';
import { xstate } from './xstateLib.ts';

export interface DealEngine<C, E extends MachineEvent> {
  readonly kind: EngineKind;
  /** the current context (re-read after every send) */
  readonly context: C;
  /** a top-level final state was reached */
  readonly done: boolean;
  /** index of the active top-level state in `topStates` (see `createEngine`), -1 if none matches */
  readonly top: number;
  /** dotted path of the active atomic state (e.g. `allPass.beforeLead`) */
  readonly path: string;
  /** restart from the initial state with this context (the engine owns it from now on) */
  reset(context: C): void;
  send(event: E): void;
}

export type EngineKind = 'compiled' | 'generated' | 'xstate';

/**
 * What the `'compiled'` engine (the simulator's default) and `assertEquivalent` (`--audit`) run:
 * `'table'` (the interpreter) or `'auto'` (the generated code where a module matches, else the
 * interpreter). Kept on `'table'` until the generated code is measurably faster on
 * bench/statechart.bench.ts — see src/core/statechart/README.md, "Generated code".
 */
export const COMPILED_BACKEND: Backend = 'table';

/**
 * What a judge call (`cardlaw judge`, `judge()`, the golden rulings) runs unless asked otherwise:
 * the compiled engine, so a judge call loads no XState (issue 10: start-up). `'xstate'` stays the
 * reference, reachable as `judge(s, { engine: 'xstate' })` and `cardlaw judge --engine xstate`;
 * test/judge/engines.test.ts checks that both give byte-identical rulings and narratives on every
 * example and golden file.
 */
export const JUDGE_ENGINE: EngineKind = 'compiled';

/** The engine a judge call runs: the one asked for, else XState when its actor is observed (`inspect`), else `JUDGE_ENGINE`. */
export function judgeEngineOf(options: { readonly engine?: EngineKind; readonly inspect?: unknown }): EngineKind {
  return options.engine ?? (options.inspect ? 'xstate' : JUDGE_ENGINE);
}

/** Compiled tables are cached per definition: compiling is cheap, but not per party. */
const tables = new WeakMap<object, CompiledTable<any, any>>();
export function tableOf<C, E extends MachineEvent>(def: MachineDefinition<C, E>): CompiledTable<C, E> {
  let t = tables.get(def);
  if (!t) {
    t = compile(def);
    tables.set(def, t);
  }
  return t as CompiledTable<C, E>;
}

class CompiledEngine<C, E extends MachineEvent> implements DealEngine<C, E> {
  private readonly rt: HotRuntime<C, E>;
  /** top-level state index per compiled state index */
  private readonly topOf: Int8Array;

  constructor(
    readonly kind: 'compiled' | 'generated',
    table: CompiledTable<C, E>,
    context: C,
    topStates: readonly string[],
    onTransition?: (transition: number) => void,
  ) {
    this.rt = createBackendRuntime(kind === 'generated' ? 'generated' : COMPILED_BACKEND, table, context, onTransition ? { onTransition } : {});
    this.topOf = new Int8Array(table.states.length).fill(-1);
    for (const s of table.states) {
      const head = s.path.split('.')[0];
      this.topOf[s.index] = topStates.indexOf(head) as number;
    }
  }
  get context(): C {
    return this.rt.context;
  }
  get done(): boolean {
    return this.rt.done;
  }
  get top(): number {
    return this.topOf[this.rt.stateIndex];
  }
  get path(): string {
    return this.rt.statePath;
  }
  reset(context: C): void {
    this.rt.reset(context);
  }
  send(event: E): void {
    this.rt.send(event);
  }
}

/**
 * The XState machine of a definition, built once per definition: building one costs milliseconds,
 * more than a judge call. Every XState user (engines, judges, the suite's tracer) goes through it.
 */
const xstateMachines = new WeakMap<object, ReturnType<typeof toXStateMachine<any, any>>>();
export function xstateMachineOf<C extends object, E extends MachineEvent>(def: MachineDefinition<C, E>): ReturnType<typeof toXStateMachine<C, E>> {
  let m = xstateMachines.get(def);
  if (!m) {
    m = toXStateMachine(def);
    xstateMachines.set(def, m);
  }
  return m as ReturnType<typeof toXStateMachine<C, E>>;
}

class XStateEngine<C extends object, E extends MachineEvent> implements DealEngine<C, E> {
  readonly kind = 'xstate' as const;
  private actor: AnyActorRef | null = null;
  private readonly machine: ReturnType<typeof toXStateMachine<C, E>>;

  constructor(
    def: MachineDefinition<C, E>,
    context: C,
    private readonly topStates: readonly string[],
    private readonly inspect?: (event: unknown) => void,
  ) {
    this.machine = xstateMachineOf(def);
    this.reset(context);
  }
  private snap() {
    const s = this.actor!.getSnapshot() as { status: string; value: unknown; context: C; error?: unknown };
    if (s.status === 'error') throw new Error(`XState engine: the actor failed: ${(s.error as Error)?.message ?? String(s.error)} (#engine-1)`);
    return s;
  }
  get context(): C {
    return this.snap().context;
  }
  get done(): boolean {
    return this.snap().status === 'done';
  }
  get top(): number {
    const v = this.snap().value;
    const head = typeof v === 'string' ? v : Object.keys(v as object)[0];
    return this.topStates.indexOf(head);
  }
  get path(): string {
    let v = this.snap().value as unknown;
    const parts: string[] = [];
    while (typeof v === 'object' && v !== null) {
      const [k, x] = Object.entries(v as Record<string, unknown>)[0];
      parts.push(k);
      v = x;
    }
    parts.push(String(v));
    return parts.join('.');
  }
  reset(context: C): void {
    this.actor?.stop();
    this.actor = xstate().createActor(this.machine, this.inspect ? { input: context, inspect: this.inspect } : { input: context });
    this.actor.subscribe({ error: () => {} }); // errors surface through snap()
    this.actor.start();
  }
  send(event: E): void {
    this.actor!.send(event);
  }
}

/**
 * An engine over `def`, starting from `context`. `topStates` names the top-level states the
 * driver asks about through `top` (e.g. `['awaitingDeal', 'bidding', 'play']`). `onTransition`
 * (compiled and generated engines; the XState engine ignores it) receives the index in
 * `tableOf(def).transitions` of every transition taken (the runtime's hook); `inspect` (XState
 * engine only) is the actor's inspection observer.
 */
export function createEngine<C extends object, E extends MachineEvent>(
  kind: EngineKind,
  def: MachineDefinition<C, E>,
  context: C,
  topStates: readonly string[],
  onTransition?: (transition: number) => void,
  inspect?: (event: unknown) => void,
): DealEngine<C, E> {
  return kind === 'xstate' ? new XStateEngine(def, context, topStates, inspect) : new CompiledEngine(kind, tableOf(def), context, topStates, onTransition);
}
