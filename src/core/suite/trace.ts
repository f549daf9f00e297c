/**
 * Which transitions a run takes, by catalogue id (src/core/statechart/catalogue.ts).
 *
 * Two ways in:
 * - `replayTraced` replays machine events through a real XState actor and reads the transitions
 *   from XState's own `@xstate.microstep` inspection events (eventless steps included). Used for
 *   abstract paths, whose stored snapshots are stand-ins (ARCHITECTURE.md): the replay is the truth.
 * - `microstepRecorder` observes a run we do not drive ourselves: it is passed to the judge as its
 *   actor's `inspect` option and records the same microsteps.
 *
 * @internal
 */
import { createActor, type AnyStateMachine } from 'xstate';
import type { MachineDefinition, MachineEvent } from '../statechart/definition.ts';
import { xstateMachineOf } from '../statechart/engine.ts';
import { transitionId } from '../statechart/catalogue.ts';

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

/** The definition's XState machine as untyped logic for xstate/graph and actors (one shared cache). */
export function xstateLogicOf(def: MachineDefinition<any, any>): AnyStateMachine {
  return xstateMachineOf(def) as unknown as AnyStateMachine;
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

/** An XState `inspect` observer that appends the catalogue id of every transition taken to `into`. */
export function microstepRecorder(into: string[]): (event: unknown) => void {
  return (ev: any) => {
    if (ev?.type !== '@xstate.microstep') return;
    for (const t of ev._transitions) into.push(idOfXStateTransition(t));
  };
}
