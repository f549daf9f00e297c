/**
 * The contract between a ruleset and the harness: everything of one game behind one interface.
 *
 * A ruleset (src/rulesets/<game>/) owns its mechanics, its regulation (clauses, gaps, readings),
 * its machine, the table that turns cards into the machine's events, its scenario format, its
 * simulator (policies, invariants) and its suite abstraction. The harness (src/harness/) knows
 * rulesets only through this contract, so a third game is one new folder plus one line in
 * src/rulesets/index.ts (docs/architecture.md, "Adding a ruleset").
 *
 * The contract comes in facets because the command line loads only what a command needs:
 * `cardlaw judge` must start in a fraction of a second and never loads a simulator or the suite
 * generator (xstate/graph). Each facet has its own entry module per ruleset; `Ruleset` is all of
 * them together, for the harness parts that use everything (the per-ruleset test battery, the
 * diagrams).
 *
 * @public
 */
import type { Regulation, RulesetId } from './regulation/types.ts';
import type { MachineDefinition } from './statechart/definition.ts';
import type { EngineKind } from './statechart/engine.ts';
import type { RulesetSimulator } from './sim/types.ts';
import type { RulesetAdapter } from './suite/types.ts';

/**
 * Options of a judge call. `engine` steps the regulation machine: by default (`JUDGE_ENGINE` in
 * src/core/statechart/engine.ts) the compiled runtime, which starts without loading XState;
 * `'xstate'` runs a real XState actor, the reference semantics (test/judge/engines.test.ts: both
 * give byte-identical rulings on every example and golden file). `inspect` observes the XState
 * actor (e.g. its microsteps), so it implies `'xstate'` unless an engine is named.
 */
export interface JudgeCallOptions {
  readonly engine?: EngineKind;
  readonly inspect?: (event: unknown) => void;
}

/**
 * The judging facet (src/rulesets/<game>/judging.ts): a scenario in, a ruling out, and the ruling
 * told as a narrative. What `cardlaw judge`, `conform` and the examples' golden files use.
 */
export interface Judging<Scenario = unknown, Ruling = unknown> {
  readonly id: RulesetId;
  readonly regulation: Regulation;
  /** Strict: throws InputError naming the field for a scenario that cannot happen. */
  parseScenario(raw: unknown): Scenario;
  judge(scenario: Scenario, options?: JudgeCallOptions): Ruling;
  narrate(ruling: Ruling): string;
}

/** One ruleset, all facets (src/rulesets/<game>/index.ts). */
export interface Ruleset<Scenario = unknown, Ruling = unknown> {
  readonly id: RulesetId;
  readonly title: string;
  /** clauses quoted from the regulation, gaps with their readings */
  readonly regulation: Regulation;
  /** the regulation as a statechart: every ruling names its clause */
  readonly machine: MachineDefinition<any, any>;
  readonly judging: Judging<Scenario, Ruling>;
  /** formats, irregularity kinds, policies and invariants, and the party loop */
  readonly simulator: RulesetSimulator;
  /** the finite abstraction the suite generator walks, and its concretisation */
  readonly suite: RulesetAdapter;
}
