import type { NoSuitWinner } from '../mechanics/play.ts';
/**
 * What stays the same for every deal a driver plays: the format's variant and table, the rules
 * the mechanics follow under the run's readings, the policies' parameters, how the judge steps the
 * machine, and the scenario header fields the judge would otherwise re-read from JSON every deal.
 *
 * @internal
 */
import type { AuctionRules } from '../mechanics/auction.ts';
import type { PlayerCount } from '../mechanics/seats.ts';
import { makeVariant, type PreferansVariant } from '../mechanics/variants.ts';
import { parsePreferansReadings } from '../scenario.ts';
import type { Readings } from '../../../core/regulation/types.ts';
import type { MachineDefinition } from '../../../core/statechart/definition.ts';
import type { PreferansContext } from '../machine/context.ts';
import type { PreferansEvent } from '../machine/events.ts';
import type { EngineOptions, SimSpec } from '../../../core/sim/types.ts';
import { FORMATS } from './kinds.ts';

/** How the judge steps the machine: the compiled table (default) or a real XState actor. */
export interface JudgeEngine {
  readonly engine: 'compiled' | 'xstate';
  readonly machine?: MachineDefinition<PreferansContext, PreferansEvent>;
}

export interface PreferansSetup {
  readonly spec: SimSpec;
  readonly format: string;
  readonly variant: PreferansVariant;
  readonly players: PlayerCount;
  /** the judge's auction rules under READING PREF-C2 (as src/rulesets/preferans/judge/judge.ts sets them) */
  readonly auctionRules: AuctionRules;
  /** the short-hand play rule under READING PREF-G23 */
  readonly shortRule: 'incomplete-void' | 'code-fn15';
  /** who wins a talon-named all-pass trick nobody can follow, under READING PREF-C20 */
  readonly noSuitWinner: NoSuitWinner;
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

export function preferansSetup(spec: SimSpec, readings: Readings, format: string, options: EngineOptions): PreferansSetup {
  const f = FORMATS[format];
  if (!f) throw new Error(`preferans driver: unknown format ${format} (#sim-pref-1)`);
  const c2 = readings['PREF-C2'];
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
    auctionRules: { here: c2 === 'step-senior' ? 'any-senior' : 'first-hand', steps: c2 === 'any-higher' ? 'any-higher' : 'one-step', nineOverMisere: 'auction-ends' },
    shortRule: readings['PREF-G23'] === 'incomplete-void' ? 'incomplete-void' : 'code-fn15',
    noSuitWinner: readings['PREF-C20'] === 'highest-rank' ? 'highest-rank' : 'first-hand-suit',
    params: spec.policies.params,
    engine: { engine: options.engine ?? 'compiled', ...(options.machine ? { machine: options.machine } : {}) },
    scenarioVariant: makeVariant(f.variant.id),
    scenarioReadings,
    readingsFault,
  };
}
