/**
 * Differential checker: the same definition run by a real XState v5 actor and by the compiled
 * runtime, side by side, compared after the initial step and after every event.
 */
import { createActor } from 'xstate';
import { compile, type CompiledTable, type StateValue } from './compile.ts';
import type { MachineDefinition, MachineEvent } from './definition.ts';
import { createBackendRuntime, type Backend, type HotRuntime } from './backend.ts';
import { COMPILED_BACKEND } from './engine.ts';
import { GeneratedCodeError, GeneratedRuntime } from './generatedRuntime.ts';
import { Runtime } from './runtime.ts';
import { toXStateMachine } from './toXState.ts';

export class EquivalenceError extends Error {
  override readonly name = 'EquivalenceError';
  constructor(
    message: string,
    /** Index of the event after which the two differ; -1 = after the initial step. */
    readonly eventIndex: number,
    readonly xstate: SideState,
    readonly runtime: SideState,
  ) {
    super(message);
  }
}

export interface SideState {
  readonly value: StateValue | undefined;
  /** Canonical JSON (sorted keys) of the context. */
  readonly context: string;
  readonly done: boolean;
  /** Message of the error that stopped this side, if any. */
  readonly error: string | undefined;
}

export interface EquivalenceOptions<C, E extends MachineEvent> {
  /** A table compiled from `def` (saves recompiling in property tests). */
  readonly table?: CompiledTable<C, E>;
  /** Which compiled runtime to check against XState; default: the compiled engine's (`COMPILED_BACKEND`). */
  readonly backend?: Backend;
  /** Builds the compiled runtime instead of `backend` (tests: a freshly generated or planted module). */
  readonly makeRuntime?: (table: CompiledTable<C, E>, context: C) => HotRuntime<C, E>;
  /** How to print a context for comparison; default: JSON with sorted keys. */
  readonly serializeContext?: (context: C) => string;
}

export interface EquivalenceResult<C> {
  readonly value: StateValue;
  readonly context: C;
  readonly done: boolean;
  /** Events both sides processed (stops early when both are done or both failed). */
  readonly eventsProcessed: number;
}

/** JSON with object keys sorted (arrays keep their order), so key order never causes a false alarm. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) out[k] = (v as Record<string, unknown>)[k];
      return out;
    }
    return v;
  });
}

type ActorLike = { getSnapshot(): { value: unknown } };
type SnapshotLike = { value: unknown; status?: unknown };

/**
 * The state value of a compiled runtime, an XState actor or snapshot, or a dotted state path
 * (`'deal.play'` → `{ deal: 'play' }`), in XState's `snapshot.value` shape.
 */
export function stateValueOf(source: HotRuntime<any, any> | ActorLike | SnapshotLike | string): StateValue {
  if (typeof source === 'string') {
    const parts = source.split('.');
    let value: StateValue = parts[parts.length - 1];
    for (let i = parts.length - 2; i >= 0; i--) value = { [parts[i]]: value };
    return value;
  }
  if (source instanceof Runtime || source instanceof GeneratedRuntime) return source.value;
  if (typeof (source as ActorLike).getSnapshot === 'function') return (source as ActorLike).getSnapshot().value as StateValue;
  return (source as SnapshotLike).value as StateValue;
}

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * Runs `events` through an XState actor (`createActor(toXStateMachine(def), { input })`) and the
 * compiled runtime (over a clone of `initialContext`) and throws an EquivalenceError after the
 * first event where the state values, the contexts (canonical JSON), the done flags or the
 * failures differ. Both sides failing at the same event (e.g. an always cycle) counts as equal.
 */
export function assertEquivalent<C extends object, E extends MachineEvent>(
  def: MachineDefinition<C, E>,
  initialContext: C,
  events: readonly E[],
  options: EquivalenceOptions<C, E> = {},
): EquivalenceResult<C> {
  const table = options.table ?? compile(def);
  const serialize = options.serializeContext ?? canonicalJson;

  const machine = toXStateMachine(def);
  // XState's default maxIterations is Infinity: an always cycle would hang the checker.
  (machine as unknown as { options: { maxIterations: number } }).options.maxIterations = table.maxMicrosteps;
  const actor = createActor(machine, { input: initialContext });
  let xsError: string | undefined;
  actor.subscribe({ error: (e: unknown) => (xsError = errorMessage(e)) });
  actor.start();

  let rt: HotRuntime<C, E> | undefined;
  let rtError: string | undefined;
  try {
    const context = def.cloneContext(initialContext);
    rt = options.makeRuntime ? options.makeRuntime(table, context) : createBackendRuntime(options.backend ?? COMPILED_BACKEND, table, context);
  } catch (e) {
    if (e instanceof GeneratedCodeError) throw e; // no (or a stale) generated module: not a difference
    rtError = errorMessage(e);
  }

  const xsSide = (): SideState => {
    const snap = actor.getSnapshot() as { status: string; value: StateValue; context: C; error?: unknown };
    if (snap.status === 'error') return { value: undefined, context: 'null', done: false, error: xsError ?? errorMessage(snap.error) };
    return { value: snap.value, context: serialize(snap.context), done: snap.status === 'done', error: undefined };
  };
  const rtSide = (): SideState =>
    rtError !== undefined || !rt
      ? { value: undefined, context: 'null', done: false, error: rtError ?? 'no runtime' }
      : { value: rt.value, context: serialize(rt.context), done: rt.done, error: undefined };

  const check = (index: number): boolean => {
    const x = xsSide();
    const r = rtSide();
    if (x.error !== undefined && r.error !== undefined) return false; // both failed: equal, stop
    const sameValue = canonicalJson(x.value) === canonicalJson(r.value);
    if (sameValue && x.context === r.context && x.done === r.done && x.error === r.error) return !(x.done && r.done);
    const at = index < 0 ? 'after the initial step' : `after event #${index} ${JSON.stringify(events[index])}`;
    const show = (s: SideState) =>
      s.error !== undefined
        ? `  failed: ${s.error}`
        : `  value:   ${JSON.stringify(s.value)}${s.done ? ' (done)' : ''}\n  context: ${s.context}`;
    const prefix = events.slice(0, Math.max(0, index + 1));
    throw new EquivalenceError(
      `XState and the compiled runtime of "${def.id}" differ ${at}\n` +
        `XState:\n${show(x)}\ncompiled runtime:\n${show(r)}\n` +
        `events so far (${prefix.length}): ${JSON.stringify(prefix)}`,
      index,
      x,
      r,
    );
  };

  let processed = 0;
  if (check(-1)) {
    for (let i = 0; i < events.length; i++) {
      actor.send(events[i]);
      try {
        rt!.send(events[i]);
      } catch (e) {
        rtError = errorMessage(e);
      }
      processed = i + 1;
      if (!check(i)) break;
    }
  }
  actor.stop();
  return {
    value: rt && rtError === undefined ? rt.value : (undefined as unknown as StateValue),
    context: rt ? rt.context : (undefined as unknown as C),
    done: rt ? rt.done : false,
    eventsProcessed: processed,
  };
}
