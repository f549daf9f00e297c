/**
 * The Preferans judge: a scripted policy on the table (src/rulesets/preferans/table.ts). The
 * scenario's events are the players' moves, pushed one by one to the table, which turns them into
 * the machine's events on the compiled runtime (by default; a real XState actor, the reference,
 * with `engine: 'xstate'`); the ruling is the table's.
 *
 * @public
 */
import type { MachineDefinition } from '../../../core/statechart/definition.ts';
import { createEngine, judgeEngineOf, type EngineKind } from '../../../core/statechart/engine.ts';
import { preferansMachine } from '../machine/definition.ts';
import type { PreferansContext } from '../machine/context.ts';
import type { PreferansEvent } from '../machine/events.ts';
import type { PreferansScenario, ScenarioEvent } from '../scenario.ts';
import { PreferansTable, probe, rulingOf, type PreferansRuling, type Probe, type TableCensus, type TableView } from '../table.ts';

export type { PreferansRuling, Probe, RevokeRecord, SheetView, TableCensus, TableView, TrickRecord } from '../table.ts';

/**
 * How the judge steps the regulation machine. `compiled` (the default, `JUDGE_ENGINE`) runs the
 * flat table compiled from the definition (src/core/statechart), which the equivalence property
 * shows to take the same steps as XState; the simulator uses it too, and it starts without
 * loading XState. `xstate` runs a real XState actor: the reference semantics, observable through
 * `inspect` (which implies it unless an engine is named); `generated` the code generated from the
 * table. test/judge/engines.test.ts checks that the judge's rulings are byte-identical on all of
 * them. `onTransition` (compiled only)
 * receives the index in `tableOf(preferansMachine).transitions` of every transition taken;
 * `onContext` receives the machine's context once the deal is ruled (the sheet fields the
 * ruling does not carry: dealer errors, the deal count). `record` receives a copy of the
 * machine's initial context and every event the judge sends it, in order: enough to replay the
 * deal through another engine (the simulator's `--audit`).
 */
export interface PreferansJudgeOptions {
  readonly engine?: EngineKind;
  /** a test build of the machine for the engine to run instead of src/rulesets/preferans/machine/definition.ts (the audit's tests) */
  readonly machine?: MachineDefinition<PreferansContext, PreferansEvent>;
  readonly record?: { start: PreferansContext | null; events: PreferansEvent[] };
  readonly inspect?: (event: unknown) => void;
  readonly onTransition?: (transition: number) => void;
  readonly onContext?: (context: Readonly<PreferansContext>) => void;
  /**
   * After each step, where `onStep` receives a view: the table counted instead (TableView would
   * copy every list after every event). One object, rewritten before each call.
   */
  readonly onCensus?: (census: Readonly<TableCensus>) => void;
}

export function judgePreferans(
  s: PreferansScenario,
  onStep?: (view: TableView, event: ScenarioEvent | null) => void,
  options: PreferansJudgeOptions = {},
): PreferansRuling {
  return run(s, false, onStep, options) as PreferansRuling;
}

/**
 * An incremental judge: the scenario's header (its `events` are not looked at), then its events
 * one at a time. `push` rules each event as the batch judge does (and throws the same InputError
 * on the same event), `probe` says who acts next at any point, `finish` writes the result and
 * returns the ruling. `judgePreferans(s)` is `push` of every event of `s`, then `finish`; a
 * simulator continuing a deal event by event therefore runs the machine once, not once per event.
 * A probe before the first event deals the cards (DEALT): a D0 misdeal must be pushed before it.
 * After a throw the session is unusable.
 */
export interface PreferansSession {
  /** the machine's state path now (`awaitingDeal` before the first event, and again once the result is written) */
  readonly state: string;
  /** the deal has ended: its result is written (a late discovery may still follow) or the game is over */
  readonly dealEnded: boolean;
  push(e: ScenarioEvent): void;
  probe(): Probe;
  finish(): PreferansRuling;
}

export function openPreferansSession(
  s: PreferansScenario,
  onStep?: (view: TableView, event: ScenarioEvent | null) => void,
  options: PreferansJudgeOptions = {},
): PreferansSession {
  return open(s, onStep, options);
}

/** Runs a partial scenario and says who acts next and what he may do (scenario builders). */
export function probePreferans(s: PreferansScenario, options: PreferansJudgeOptions = {}): Probe {
  return run(s, true, undefined, options) as Probe;
}

/** The top-level states, for the engine's `top` (unused here: the judge reads the full path). */
const TOP_STATES: readonly string[] = [];

function run(s: PreferansScenario, asProbe: boolean, onStep: ((view: TableView, event: ScenarioEvent | null) => void) | undefined, options: PreferansJudgeOptions): PreferansRuling | Probe {
  const session = open(s, onStep, options);
  for (const e of s.events) session.push(e);
  return asProbe ? session.probe() : session.finish();
}

function open(s: PreferansScenario, onStep: ((view: TableView, event: ScenarioEvent | null) => void) | undefined, options: PreferansJudgeOptions): PreferansSession {
  const machine = options.machine ?? preferansMachine;
  const table = new PreferansTable(s, (ctx0) => createEngine(judgeEngineOf(options), machine, ctx0, TOP_STATES, options.onTransition, options.inspect), {
    onStep,
    onCensus: options.onCensus,
    record: options.record,
  });
  return {
    get state() {
      return table.state;
    },
    get dealEnded() {
      return table.dealEnded;
    },
    push: (e) => table.push(e),
    probe: () => probe(table),
    finish: () => {
      table.finish();
      options.onContext?.(table.ctx);
      return rulingOf(table);
    },
  };
}
