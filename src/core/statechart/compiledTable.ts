/**
 * The compiled form of a machine, as the runtimes (runtime.ts, generatedRuntime.ts) and the
 * reports read it: states in XState document order, transitions, and per (active leaf, event)
 * the candidate transitions with their flattened effects. compile.ts builds it.
 */
import type { Action, Guard, MachineEvent } from './definition.ts';

const NO_SITES: readonly number[] = Object.freeze([]);

/** The shape of XState's `snapshot.value`. */
export type StateValue = string | { readonly [key: string]: StateValue };

export interface CompileOptions {
  /** Eventless (always) microsteps allowed after one event before the runtime throws. Default 1000. */
  readonly maxMicrosteps?: number;
}

/** Thrown by `compile` for anything outside the supported subset. */
export class StatechartCompileError extends Error {
  override readonly name = 'StatechartCompileError';
  constructor(
    readonly machineId: string,
    /** Dotted state path, `(root)` for the machine node. */
    readonly statePath: string,
    /** Short tag of the refused feature, e.g. `parallel`, `unknown-guard`. */
    readonly feature: string,
    message: string,
  ) {
    super(message);
  }
}

/** One state node of the compiled machine, in XState document order (root = 0). */
export interface StateInfo {
  readonly index: number;
  readonly key: string;
  /** Dotted path from the root (`''` for the root). */
  readonly path: string;
  /** XState's state node id: `machineId` + `.path`. */
  readonly id: string;
  /** Parent index, -1 for the root. */
  readonly parent: number;
  readonly kind: 'atomic' | 'compound' | 'final';
  readonly depth: number;
  /** The atomic state entered by default when this state is targeted (itself if atomic). */
  readonly defaultLeaf: number;
  /** The state value while this atomic state is active (undefined for compound states). */
  readonly value: StateValue | undefined;
}

/** One transition of the config, for traces and reports. */
export interface TransitionInfo {
  readonly index: number;
  /** Source state path (`''` for the root). */
  readonly source: string;
  /** Event type, or null for an `always` transition. */
  readonly event: string | null;
  /** Position within the source state's list for this event. */
  readonly position: number;
  /** Target state path, or null for a targetless transition. */
  readonly target: string | null;
  readonly reenter: boolean;
  readonly guard: string | null;
  readonly actions: readonly string[];
  readonly description: string | undefined;
  readonly meta: { readonly clauses?: readonly string[]; readonly gaps?: readonly string[] } | undefined;
}

/**
 * A candidate transition as seen from one active leaf: its guard and its complete, flattened
 * effect. Instances are created at compile time only.
 */
export class Candidate<C, E extends MachineEvent> {
  constructor(
    /** Index into `table.transitions` (-1 for the initial step). */
    readonly transition: number,
    readonly guard: Guard<C, E> | null,
    readonly guardParams: unknown,
    /** Every action to run, in order, already flattened (exits, transition, entries, final exits). */
    readonly fns: readonly Action<C, E>[],
    readonly params: readonly unknown[],
    /** The active leaf after the step. */
    readonly target: number,
    /** Whether XState would see a changed snapshot (an action ran or the configuration changed). */
    readonly changes: boolean,
    /** A top-level final state is entered: the machine is done. */
    readonly final: boolean,
    /** `xstate.done.state.*` events XState raises internally for nested final states entered. */
    readonly doneEvents: readonly MachineEvent[],
    /** Index in `table.sites` of the guard reference (-1 without a guard); for the code generator. */
    readonly guardSite: number = -1,
    /** Index in `table.sites` of each action of `fns`; for the code generator. */
    readonly actionSites: readonly number[] = NO_SITES,
  ) {}
}

/**
 * One guard or action reference of the config (a "site"), numbered in the order the compiler
 * resolves them. Generated code (`codegen.ts`) names the implementation and takes the static
 * params from here at bind time, so a params change needs no regeneration.
 */
export interface RefSite {
  readonly kind: 'guard' | 'action';
  readonly name: string;
  readonly params: unknown;
  /** The definition's implementation of `name` (`def.guards[name]` or `def.actions[name]`). */
  readonly fn: Function;
}

export interface CompiledTable<C, E extends MachineEvent> {
  readonly id: string;
  readonly states: readonly StateInfo[];
  /** Parent index per state (-1 for the root), for cheap `isIn` walks. */
  readonly parents: Int32Array;
  /** Event types with transitions (the definition's `eventTypes` first, same order). */
  readonly eventTypes: readonly string[];
  readonly eventIndex: ReadonlyMap<string, number>;
  readonly eventCount: number;
  /** `on[leaf * eventCount + event]`: ordered candidates (deepest state first), or null. */
  readonly on: readonly (readonly Candidate<C, E>[] | null)[];
  /** `always[leaf]`: ordered eventless candidates, or null. */
  readonly always: readonly (readonly Candidate<C, E>[] | null)[];
  /** The initial step: entry actions of the root and the default path. */
  readonly initial: Candidate<C, E>;
  readonly transitions: readonly TransitionInfo[];
  readonly maxMicrosteps: number;
  /** Every guard/action reference, in resolution order (see `RefSite`). */
  readonly sites: readonly RefSite[];
  /** Index of the state at a dotted path (`''` = root); throws for an unknown path. */
  stateIndex(path: string): number;
}
