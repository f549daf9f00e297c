/**
 * A ruleset machine is written once, as plain data plus named implementations, and run two ways:
 * - under XState v5 (`toXStateMachine`): the judge, diagrams, model-based tests and path generation;
 * - under the compiled runtime (`src/core/statechart/compile.ts`): the Monte-Carlo hot loop.
 *
 * Guards are pure predicates over (context, event); actions MUTATE the context they are given.
 * The XState adapter clones the context before each action so XState still sees immutable
 * snapshots; the compiled runtime mutates one context in place and allocates nothing per event.
 */
export interface MachineEvent {
  readonly type: string;
}

export type Guard<C, E extends MachineEvent> = (context: C, event: E, params?: any) => boolean;
export type Action<C, E extends MachineEvent> = (context: C, event: E, params?: any) => void;

/** A guard or action reference in the config: a name, or a name with static params. */
export type NamedRef = string | { readonly type: string; readonly params?: Record<string, unknown> };

export interface TransitionConfig {
  readonly target?: string;
  readonly guard?: NamedRef;
  readonly actions?: NamedRef | readonly NamedRef[];
  readonly reenter?: boolean;
  readonly description?: string;
  /** `clauses`: the regulation clause ids this transition applies (the penalty path is built from these). */
  readonly meta?: { readonly clauses?: readonly string[]; readonly gaps?: readonly string[] };
}

export type TransitionsConfig = TransitionConfig | readonly TransitionConfig[] | string;

export interface StateNodeConfig {
  readonly initial?: string;
  readonly type?: 'final';
  readonly states?: Record<string, StateNodeConfig>;
  readonly on?: Record<string, TransitionsConfig>;
  readonly always?: TransitionsConfig;
  readonly entry?: NamedRef | readonly NamedRef[];
  readonly exit?: NamedRef | readonly NamedRef[];
  readonly description?: string;
  readonly meta?: Record<string, unknown>;
}

export interface MachineDefinition<C, E extends MachineEvent> {
  readonly id: string;
  readonly config: StateNodeConfig & { readonly initial: string };
  readonly guards: Record<string, Guard<C, E>>;
  readonly actions: Record<string, Action<C, E>>;
  /** Deep copy of a context; used by the XState adapter and by the audit mode. */
  readonly cloneContext: (context: C) => C;
  /** Every event type the machine accepts, for path generation (`xstate/graph` needs the full list). */
  readonly eventTypes: readonly string[];
}
