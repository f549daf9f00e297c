/**
 * Types shared by the simulator's parts. A ruleset plugs into the simulator by providing a
 * `RulesetSimulator` (src/rulesets/simulators.ts lists them); everything else — specs, batches, the
 * worker pool, tallies, reports, shards, replay — is ruleset-independent.
 *
 * @public
 */
import type { MachineDefinition } from '../statechart/definition.ts';
import type { Gap, Readings } from '../regulation/types.ts';
import type { FormatAccumulator } from '../report/tallyAccumulator.ts';

/** How the step at which an injected irregularity happens is drawn. */
export type Discovery = 'uniform' | 'first-opportunity';
export const DISCOVERIES: readonly Discovery[] = ['uniform', 'first-opportunity'];

/** A validated simulation spec with every default filled in (what run.json records). */
export interface SimSpec {
  readonly name: string;
  readonly description: string;
  readonly ruleset: string;
  readonly formats: readonly string[];
  /** the reading overrides of the spec (the full resolved table is `resolveSpecReadings(spec)`) */
  readonly readings: Readonly<Record<string, string>>;
  readonly policies: PolicySpec;
  /** probability, per deal attempt, that an irregularity of each kind is scheduled */
  readonly irregularities: Readonly<Record<string, number>>;
  readonly discovery: Discovery;
  readonly parties: number;
  readonly seed: number;
  /** parties per worker task (a batch); only the work split depends on it, never a result */
  readonly batchParties: number;
  /** a party still running after this many deal attempts is stopped and reported */
  readonly maxDealsPerParty: number;
}

export interface PolicySpec {
  readonly bidding: string;
  readonly play: string;
  readonly params: Readonly<Record<string, number>>;
}

/** A named policy and its numeric parameters, for validation and the README. */
export interface PolicyInfo {
  readonly name: string;
  readonly summary: string;
  readonly params: readonly PolicyParam[];
}

export interface PolicyParam {
  readonly name: string;
  readonly default: number;
  readonly min: number;
  readonly max: number;
  readonly summary: string;
}

export interface InvariantInfo {
  readonly id: string;
  readonly description: string;
  /** `party` invariants are checked once per party, the others once per deal attempt */
  readonly per: 'deal' | 'party';
}

/** Options of the engine that plays the deals; the test build hooks live here. */
export interface EngineOptions {
  /** `compiled` (default): the flat table runtime; `xstate`: a real XState actor (slow; for benchmarks and checks) */
  readonly engine?: 'compiled' | 'xstate';
  /** A test build of the regulation machine to run instead of the real one (e.g. one that corrupts a credit). */
  readonly machine?: MachineDefinition<any, any>;
  /** Step one deal in `audit` (chosen by seed) through an XState actor beside the engine; 0 = off. */
  readonly audit?: number;
}

/** The first difference an audit found between XState and the compiled runtime. */
export interface AuditFailure {
  readonly dealId: string;
  readonly message: string;
}

export interface RulesetSimulator {
  readonly id: string;
  readonly formats: readonly string[];
  readonly gaps: readonly Gap[];
  /** irregularity kinds a spec may give a rate for, in the order they are drawn */
  readonly irregularityKinds: readonly string[];
  readonly biddingPolicies: readonly PolicyInfo[];
  readonly playPolicies: readonly PolicyInfo[];
  readonly invariants: readonly InvariantInfo[];
  /** a small stable number per format, part of every seed */
  formatCode(format: string): number;
  /** a clause's one-line gloss, for clauses.csv */
  clauseGloss(id: string): string;
  /**
   * the regulation machine's transition ids in compiled-table order (transitions.csv), for a
   * simulator that runs the statechart runtime; absent otherwise (no transitions.csv)
   */
  transitionIds?(): readonly string[];
  /**
   * Plays parties [from, to) of one format into `acc`. Pure apart from `acc`; returns the first
   * audit difference, which stops the batch, or null.
   */
  runParties(spec: SimSpec, readings: Readings, format: string, from: number, to: number, acc: FormatAccumulator, options: EngineOptions): AuditFailure | null;
  /** Re-plays the deal behind a deal id (and every earlier deal of its party). */
  replay(spec: SimSpec, readings: Readings, format: string, party: number, deal: number, options: EngineOptions): ReplayedDeal;
}

/** One deal re-simulated for `cardlaw replay`. */
export interface ReplayedDeal {
  readonly dealId: string;
  /** a scenario the judge accepts (docs/scenario-format.md) */
  readonly scenario: Record<string, unknown>;
  readonly trail: readonly string[];
  readonly outcome: string;
  /** `gap=reading` for every gap consulted on the deal, sorted */
  readonly consulted: readonly string[];
  /** invariant violations of this deal, as `id: message` */
  readonly violations: readonly string[];
  readonly findings: readonly string[];
}

