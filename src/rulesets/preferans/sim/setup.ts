/**
 * What stays the same for every deal a driver plays: the format's variant and players, the
 * policies' parameters, how the tables step the machine, and the deal header fields (variant,
 * readings) as a scenario would give them. The readings themselves are applied by the table
 * (src/rulesets/preferans/table.ts) and the machine, not here.
 *
 * @internal
 */
import type { PlayerCount } from '../mechanics/seats.ts';
import { makeVariant, type PreferansVariant } from '../mechanics/variants.ts';
import { parsePreferansReadings } from '../scenario.ts';
import type { Readings } from '../../../core/regulation/types.ts';
import type { MachineDefinition } from '../../../core/statechart/definition.ts';
import type { PreferansContext } from '../machine/context.ts';
import type { PreferansEvent } from '../machine/events.ts';
import type { EngineOptions, SimSpec } from '../../../core/sim/types.ts';
import { FORMATS } from './kinds.ts';

/** How the tables step the machine: the compiled runtime (default) or a real XState actor. */
export interface JudgeEngine {
  readonly engine: 'compiled' | 'xstate';
  readonly machine?: MachineDefinition<PreferansContext, PreferansEvent>;
}

export interface PreferansSetup {
  readonly spec: SimSpec;
  readonly format: string;
  readonly variant: PreferansVariant;
  readonly players: PlayerCount;
  readonly params: Readonly<Record<string, number>>;
  readonly engine: JudgeEngine;
  /** the scenario's variant as parsePreferansScenario would read the format's id */
  readonly scenarioVariant: PreferansVariant;
  /** the spec's readings as parsePreferansScenario would resolve them */
  readonly scenarioReadings: Readings;
  /**
   * Why parsePreferansScenario would refuse the spec's readings (a fixed gap given another
   * reading), or null. Thrown where the scenario would have been parsed, so such a run fails
   * exactly as when every deal was written as JSON and parsed.
   */
  readonly readingsFault: unknown;
}

/** `_readings`: the run's resolved readings, unused: the table resolves the spec's own (the same values) as a scenario would. */
export function preferansSetup(spec: SimSpec, _readings: Readings, format: string, options: EngineOptions): PreferansSetup {
  const f = FORMATS[format];
  if (!f) throw new Error(`preferans driver: unknown format ${format} (#sim-pref-1)`);
  let scenarioReadings: Readings = {};
  let readingsFault: unknown = null;
  try {
    scenarioReadings = parsePreferansReadings({ ...spec.readings });
  } catch (e) {
    readingsFault = e;
  }
  return {
    spec,
    format,
    variant: f.variant,
    players: f.players,
    params: spec.policies.params,
    engine: { engine: options.engine ?? 'compiled', ...(options.machine ? { machine: options.machine } : {}) },
    scenarioVariant: makeVariant(f.variant.id),
    scenarioReadings,
    readingsFault,
  };
}
