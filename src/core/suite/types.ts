/**
 * The shapes of a conformance suite and the per-ruleset adapter that lets the generic generator
 * (abstract paths → real judge scenarios) work for any regulation machine.
 *
 * @public
 */
import type { MachineDefinition, MachineEvent } from '../statechart/definition.ts';
import type { Clause, Gap, Readings } from '../regulation/types.ts';
import type { AbstractPath } from './explore.ts';
import type { TracedSnapshot } from './trace.ts';

export type Json = Record<string, unknown>;

/**
 * The exit code a rejection gives unless the case says otherwise (`expected.exitCode`): 2, what
 * `cardlaw judge` exits with on a scenario it refuses. Any other non-zero exit is a crash.
 */
export const REJECTION_EXIT_CODE = 2;

/** The party before the deal, as a named class the abstraction keeps finite. */
export interface LedgerClass {
  readonly name: string;
  readonly summary: string;
  /** the scenario's `ledger` field */
  readonly ledger: Json;
  /**
   * A class whose ledger no guard reads before the ruling (the «Б» marks, scores short of the
   * target) takes its paths from the class named here, replayed under its own ledger, instead of
   * a traversal of its own.
   */
  readonly like?: string;
  /**
   * The clauses the class exists for: the suite keeps a case from this class whose ruling cites
   * one of them (target `L:<name>`). Without it a class replayed from another (`like`) adds no
   * state, transition or clause of its own, and the greedy choice never needs one of its paths.
   */
  readonly caseCites?: readonly string[];
}

/** What an implementation answers for a scenario: a ruling, or a rejection of an impossible scenario. */
export type Verdict = { readonly kind: 'ruled'; readonly ruling: Json } | { readonly kind: 'rejected'; readonly message: string };

export interface ConcretiseRequest<E extends MachineEvent = MachineEvent> {
  readonly format: string;
  /** the non-default readings the case runs under */
  readonly overrides: Readonly<Record<string, string>>;
  readonly readings: Readings;
  readonly ledger: LedgerClass;
  readonly path: AbstractPath<E>;
}

/** A scenario built for a reading no abstract path reaches (e.g. one only a rejected scenario consults). */
export interface ReadingProbe {
  readonly scenario: Json;
  /** the `gap=reading` tags the scenario exercises when the judge accepts or rejects it as expected */
  readonly exercises: readonly string[];
  readonly expect: 'ruled' | 'rejected';
}

export interface RulesetAdapter<C extends object = any, E extends MachineEvent = any> {
  readonly id: string;
  readonly machine: MachineDefinition<C, E>;
  readonly gaps: readonly Gap[];
  readonly clauses: readonly Clause[];
  readonly formats: readonly string[];
  /**
   * Whether `cardlaw diagram` draws this machine's clause map from this abstraction's explored
   * paths (exact) rather than from the clause ids named in its actions' code ("may cite").
   */
  readonly drawsExplored?: boolean;
  ledgerClasses(format: string, readings: Readings): readonly LedgerClass[];
  /** the machine's context before the deal, exactly as the judge builds it for a scenario with this ledger */
  initialContext(format: string, readings: Readings, ledger: Json): C;
  /** the finite event alphabet, per snapshot */
  alphabet(format: string): (s: TracedSnapshot<C>) => readonly E[];
  /** what later guards will tell apart, beyond the current guard valuation */
  abstraction(context: C): unknown;
  /**
   * The abstraction as one string or number (optional; `cardlaw explore` keys its visited set by
   * it): equal for two contexts exactly when `JSON.stringify(abstraction(…))` is, only cheaper to
   * build. A ruleset may return numbers for some contexts and strings for others.
   */
  abstractionKey?(context: C): string | number;
  /**
   * The abstraction as a list of fields instead (optional, in place of `abstractionKey`): each
   * reads one part of the context — a number, string, boolean, null or a list of those; two
   * contexts are the same abstract state exactly when every field is equal (lists element by
   * element), which must hold exactly when `JSON.stringify(abstraction(…))` is equal. The explorer
   * interns the fields as they are, without building a string.
   */
  readonly abstractionFields?: readonly ((context: C) => unknown)[];
  /**
   * Keep a path through every abstract vertex whose transitions the kept paths miss (optional):
   * where deals that went different ways end alike, so that one leaf would hide the other's way.
   */
  readonly completeVertices?: boolean;
  /**
   * What else tells two ended deals apart (optional): where two rules end a deal with the same
   * clauses and readings, so that one leaf would hide the other's transition (e.g. the silence
   * each records).
   */
  endKey?(context: C): unknown;
  /** the deal is over (the traversal stops; a path ends here) */
  isEnd(s: TracedSnapshot<C>): boolean;
  trail(context: C): readonly string[];
  consulted(context: C): readonly string[];
  /** the silences recorded so far on the deal (STYLE practice 4), as `GAP clause clause…` */
  silences(context: C): readonly string[];
  /**
   * Event types whose targetless transitions are the ordinary course of a deal (a trick taken):
   * they are left out when a concrete run is compared with its abstract path.
   */
  readonly freeEvents: readonly string[];
  /**
   * Scenarios that may drive the judge along the path, in a fixed order; or why no scenario can
   * (a transition the judge never takes, whatever the cards). A generator may return a string
   * when it gives up: why its deals did not follow the path (the manifest quotes it).
   */
  candidates(req: ConcretiseRequest<E>): Iterable<Json> | { readonly impossible: string };
  /**
   * Why no scenario can take this transition whatever the path (the scenario format's limits, e.g.
   * the next deal), or null; the manifest gives it for a transition no abstract path reaches.
   * Optional.
   */
  impossibleTransition?(id: string): string | null;
  /** scenarios for a reading no abstract path reaches */
  readingProbes(gap: string, reading: string, format: string): Iterable<ReadingProbe>;
  /** the judge, in-process */
  judge(scenario: Json, inspect?: (event: unknown) => void): Verdict;
  /** the clause trail and consulted readings of a ruling */
  rulingFacts(ruling: Json): { readonly trail: readonly string[]; readonly readings: Readonly<Record<string, string>> };
  /** a one-line title a person can read */
  title(c: { readonly format: string; readonly ledger: string; readonly overrides: Readonly<Record<string, string>>; readonly scenario: Json; readonly verdict: Verdict }): string;
  /** a short slug for the file name */
  slug(verdict: Verdict): string;
  /** the ruling fields a conformance run compares (docs/conformance.md) */
  readonly comparedFields: readonly string[];
  /**
   * Cover every format on its own (optional): where a format changes every ruling (a Preferans
   * variant prices every sheet entry), a run for several formats is each format's own suite, one
   * after the other, and the manifest adds the figures per format (`byFormat`). Without it the
   * formats share one cover: a target taken in one format is not sought in another.
   */
  readonly coverEachFormat?: boolean;
  /** whether a gap can matter in a format at all (a split among several opponents needs several) */
  gapApplies(gap: string, format: string): boolean;
  /**
   * Reading sets explored from scratch besides the defaults when every reading is wanted: paths
   * that only open under other readings (a ruling that offers a choice the default reading does
   * not) are found by exploring under them, not by replaying default paths. Optional.
   */
  explorationReadings?(format: string): readonly Readonly<Record<string, string>>[];
}

/** One generated case: a scenario, its expected verdict and what it exercises. */
export interface SuiteCase {
  readonly id: string;
  /** the case's file name in the suite directory */
  readonly file: string;
  readonly title: string;
  readonly ruleset: string;
  readonly format: string;
  /** the non-default readings (also in `scenario.readings`) */
  readonly readings: Readonly<Record<string, string>>;
  /** the ledger class of the party before the deal */
  readonly ledger: string;
  readonly exercises: {
    readonly states: readonly string[];
    readonly transitions: readonly string[];
    readonly clauses: readonly string[];
    /** `gap=reading` tags the ruling consulted (or the probe exercises) */
    readonly readings: readonly string[];
  };
  /** the abstract path this case concretises (machine events and transitions), or null for a reading probe */
  readonly path: { readonly events: readonly string[]; readonly transitions: readonly string[] } | null;
  readonly scenario: Json;
  /**
   * the ruling to reproduce, or `{ "rejected": true, "message": …, "exitCode": 2 }` for a scenario
   * to reject (the exit code a rejection must give; docs/conformance.md, "The contract")
   */
  readonly expected: Json;
}

export interface CoverageFigure {
  readonly total: number;
  readonly covered: number;
  /** covered / total × 100, one decimal */
  readonly percent: number;
  readonly missing: readonly { readonly id: string; readonly reason: string }[];
}

export interface SuiteManifest {
  readonly suite: 'cardlaw-conformance';
  readonly version: 1;
  readonly ruleset: string;
  readonly machine: string;
  readonly formats: readonly string[];
  /** `all` (defaults plus each other reading), `default`, or the fixed overrides */
  readonly readings: 'all' | 'default' | Readonly<Record<string, string>>;
  /** ruling fields a conformance run compares (docs/conformance.md) */
  readonly compared: readonly string[];
  readonly cases: readonly { readonly file: string; readonly id: string; readonly title: string; readonly format: string; readonly expect: 'ruled' | 'rejected' }[];
  readonly coverage: {
    readonly states: CoverageFigure;
    readonly transitions: CoverageFigure;
    readonly clauses: CoverageFigure;
    readonly readings: CoverageFigure;
  };
  /** the same four figures for each format alone, when the ruleset covers every format on its own (`coverEachFormat`) and the suite has several */
  readonly byFormat?: Readonly<Record<string, SuiteManifest['coverage']>>;
  /** the same figures over the abstract paths (what the machine can do at all) */
  readonly abstract: { readonly explorations: number; readonly abstractStates: number; readonly paths: number; readonly transitions: CoverageFigure; readonly states: CoverageFigure };
  /** clauses the machine cites, per transition: written on it, and seen cited by its actions */
  readonly clauseMap: Readonly<Record<string, readonly string[]>>;
  /** silences the machine records, per transition (`GAP clause…`: no clause applies; the candidates) */
  readonly silenceMap: Readonly<Record<string, readonly string[]>>;
}
