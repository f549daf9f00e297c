/**
 * Which transitions a run takes, by catalogue id (src/coverage/catalogue.ts).
 *
 * Two ways in:
 * - `replayTraced` replays machine events through a real XState actor and reads the transitions
 *   from XState's own `@xstate.microstep` inspection events (eventless steps included). Used for
 *   abstract paths, whose stored snapshots are stand-ins (ARCHITECTURE.md): the replay is the truth.
 * - `withTransitionTrace` observes a run we do not drive ourselves — a judge that builds its actor
 *   from the exported definition on every call. For the duration of one synchronous call it swaps
 *   the definition's config for a copy in which every transition also runs a recording action,
 *   and restores it in `finally`. The judge offers no `inspect` option; if it ever caches its
 *   actor logic the recording stays empty and `withTransitionTrace` says so (#suite-trace-1)
 *   instead of reporting a run that took no transition.
 *
 * @internal
 */
import { createActor, type AnyStateMachine } from 'xstate';
import type { MachineDefinition, MachineEvent, NamedRef, StateNodeConfig, TransitionConfig, TransitionsConfig } from '../statechart/definition.ts';
import { toXStateMachine } from '../statechart/toXState.ts';
import { catalogueOf, transitionId } from '../coverage/catalogue.ts';

export interface TracedSnapshot<C> {
  readonly value: unknown;
  readonly status: string;
  readonly context: C;
}

export interface ReplayResult<C> {
  /** transition ids in the order taken */
  readonly transitions: string[];
  /** per transition taken, the clauses its step added to the trail (when `trailOf` is given) */
  readonly cited: string[][];
  /** per transition taken, the silences its step recorded (when `silencesOf` is given) */
  readonly silent: string[][];
  /** how many of the given events were sent before `stop` held */
  readonly sent: number;
  readonly snapshot: TracedSnapshot<C>;
}

/** XState's transition definition → catalogue id (position by identity in its source's list). */
function idOfXStateTransition(t: any): string {
  const source: any = t.source;
  const path = (source.path as string[]).join('.');
  const always: any[] = source.always ?? [];
  if (always.includes(t)) return transitionId(path, null, always.indexOf(t));
  const list: any[] = source.transitions.get(t.eventType) ?? [];
  return transitionId(path, t.eventType, list.indexOf(t));
}

const logicCache = new WeakMap<object, AnyStateMachine>();
export function xstateLogicOf(def: MachineDefinition<any, any>): AnyStateMachine {
  let m = logicCache.get(def);
  if (!m) {
    m = toXStateMachine(def) as unknown as AnyStateMachine;
    logicCache.set(def, m);
  }
  return m;
}

/**
 * Replays `events` from the initial context `input`, stopping early once `stop(snapshot)` holds
 * after an event (a deal that has ended ignores what follows).
 */
export function replayTraced<C extends object, E extends MachineEvent>(
  def: MachineDefinition<C, E>,
  input: C,
  events: readonly E[],
  stop: (s: TracedSnapshot<C>) => boolean = () => false,
  trailOf?: (context: C) => readonly string[],
  silencesOf?: (context: C) => readonly string[],
): ReplayResult<C> {
  const transitions: string[] = [];
  const cited: string[][] = [];
  const silent: string[][] = [];
  let before: readonly string[] = [];
  let silencesBefore: readonly string[] = [];
  const actor = createActor(xstateLogicOf(def), {
    input,
    inspect: (ev: any) => {
      if (ev.type !== '@xstate.microstep') return;
      const after = trailOf ? trailOf(ev.snapshot.context) : [];
      // a step that starts a deal clears the trail: everything on it is new
      const added = after.length >= before.length && before.every((c, i) => after[i] === c) ? after.slice(before.length) : after.slice();
      before = after.slice();
      const silences = silencesOf ? silencesOf(ev.snapshot.context) : [];
      const newSilences = silences.filter((x) => !silencesBefore.includes(x));
      silencesBefore = silences.slice();
      ev._transitions.forEach((t: unknown, i: number) => {
        const last = i === ev._transitions.length - 1;
        transitions.push(idOfXStateTransition(t));
        cited.push(last ? [...added] : []);
        silent.push(last ? newSilences : []);
      });
    },
  }).start();
  let sent = 0;
  for (const e of events) {
    if (stop(actor.getSnapshot() as TracedSnapshot<C>)) break;
    actor.send(e);
    sent++;
  }
  const snapshot = actor.getSnapshot() as TracedSnapshot<C>;
  actor.stop();
  return { transitions, cited, silent, sent, snapshot };
}

export class TraceError extends Error {
  override name = 'TraceError';
}

const TRACE_ACTION = '__cardlawSuiteTrace';

/**
 * Runs `run` (synchronous) while every transition of `def` records its id. See the module note.
 */
export function withTransitionTrace<T>(def: MachineDefinition<any, any>, run: () => T): { result: T; transitions: string[] } {
  const mutable = def as { config: StateNodeConfig; actions: Record<string, unknown> };
  const original = mutable.config;
  if (TRACE_ACTION in mutable.actions) throw new TraceError(`withTransitionTrace(${def.id}): already tracing (nested call) (#suite-trace-2)`);
  // what is cached per definition is built from the real config, before the swap
  catalogueOf(def);
  xstateLogicOf(def);
  const transitions: string[] = [];
  mutable.config = instrument(original, '', def.id) as typeof original;
  mutable.actions[TRACE_ACTION] = (_c: unknown, _e: unknown, p: { id: string }) => {
    transitions.push(p.id);
  };
  try {
    const result = run();
    if (transitions.length === 0) {
      throw new TraceError(`withTransitionTrace(${def.id}): the run took no recorded transition; does the judge still build its actor from the exported definition? (#suite-trace-1)`);
    }
    return { result, transitions };
  } finally {
    mutable.config = original;
    delete mutable.actions[TRACE_ACTION];
  }
}

function instrument(node: StateNodeConfig, path: string, machineId: string): StateNodeConfig {
  const out: Record<string, unknown> = { ...node };
  if (node.on) {
    const on: Record<string, TransitionsConfig> = {};
    for (const [ev, t] of Object.entries(node.on)) on[ev] = instrumentList(t, path, ev, machineId);
    out.on = on;
  }
  if (node.always !== undefined) out.always = instrumentList(node.always, path, null, machineId);
  if (node.states) {
    const states: Record<string, StateNodeConfig> = {};
    for (const [k, s] of Object.entries(node.states)) states[k] = instrument(s, path === '' ? k : `${path}.${k}`, machineId);
    out.states = states;
  }
  return out as StateNodeConfig;
}

function instrumentList(t: TransitionsConfig, path: string, event: string | null, machineId: string): TransitionConfig[] {
  const list = Array.isArray(t) ? t : [t];
  return list.map((item: TransitionConfig | string, position: number) => {
    const cfg: TransitionConfig = typeof item === 'string' ? { target: item } : item;
    if (event === null && (cfg.target === undefined || cfg.target === '')) {
      // an extra assign would make XState see a change and take the step again, forever
      throw new TraceError(`withTransitionTrace(${machineId}): state "${path}" always[${position}] is targetless; it cannot be traced (#suite-trace-3)`);
    }
    const own: NamedRef[] = cfg.actions === undefined ? [] : Array.isArray(cfg.actions) ? [...cfg.actions] : [cfg.actions as NamedRef];
    return { ...cfg, actions: [...own, { type: TRACE_ACTION, params: { id: transitionId(path, event, position) } }] };
  });
}
