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
  /**
   * The per-deal entry point of `cardlaw compare` and `cardlaw gap-impact` (src/harness/compare):
   * a stepper that plays a party deal by deal, hands out its ledger between deals, and rules a
   * deal from another stepper's ledger under its own readings. Optional: a ruleset without it
   * cannot be compared. `spec.readings` must be the overrides behind `readings`.
   */
  rerule?(spec: SimSpec, readings: Readings, format: string, options: RerulerOptions): PartyStepper;
  /** what `DealRuling.points` counts: its unit, and how many ruling points make one (Preferans: hundredths of a whist) */
  readonly pointUnit?: { readonly name: string; readonly scale: number };
}

export interface RerulerOptions extends EngineOptions {
  /** record deal `replayDeal` for replay (`PartyStepper.replayed`) */
  readonly replayDeal?: number;
}

/**
 * One deal's ruling as compare sees it. Vectors are per side (Debertz) or per seat (Preferans).
 * Every number is an integer, so sums are exact and reports byte-identical however the work is split.
 */
export interface DealRuling {
  readonly outcome: string;
  /** the penalty path: the clauses of the deal's trail, in order */
  readonly path: readonly string[];
  /** `gap=reading` for every gap consulted on the deal, sorted, without repeats */
  readonly consulted: readonly string[];
  /** what the deal credited, per side/seat (Debertz: score points; Preferans: the settlement's change in hundredths of a whist) */
  readonly points: readonly number[];
  /** marks the deal wrote, per side/seat (Debertz: «Б»; Preferans: dealer errors) */
  readonly marks: readonly number[];
  /** the deal's protocol or sheet entries, canonical text (equal entries, equal text) */
  readonly entries: string;
  /**
   * the facts the regulation ruled on (who declared, the tricks and card points taken, the
   * combinations declared, the offence), canonical text; null when the simulator does not say.
   * Two rulings with equal facts differ by the ruling alone, not because the deal was played
   * differently (a reading of who leads or who takes the turned card changes the play itself).
   */
  readonly facts: string | null;
}

/** A party played deal by deal (see `RulesetSimulator.rerule`). */
export interface PartyStepper {
  /** starts party `party` as `runParties` does (its first dealer, an empty ledger) */
  start(party: number): void;
  /** the party's ledger now, between two deals: opaque, read only by a stepper of the same ruleset and format */
  ledger(): unknown;
  /** continues party `party` from `ledger` (possibly another stepper's, under other readings) */
  resume(party: number, ledger: unknown): void;
  /** plays deal `deal` of the party from the current ledger and returns its ruling */
  deal(deal: number): DealRuling;
  /** the party is over (its target reached, its pool closed) */
  readonly over: boolean;
  /** the party's winner (a side or a seat, as text; `none` when no one has won) */
  winner(): string;
  /** the deal recorded with `replayDeal`, once played */
  replayed(): ReplayedDeal | null;
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

