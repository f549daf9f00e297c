/**
 * The tables a driver plays its deals on, and the machines under them: a *ruled* table (the run
 * whose ruling is tallied: the census after every step, the transitions taken, the audit's
 * record) and a *scratch* table (a deal played only to place an irregularity among its points,
 * or a continuation tried out). On the compiled engine each keeps one runtime for every deal,
 * reset to the deal's initial context; `--engine xstate` starts an actor per table.
 *
 * The transitions of the ruled run are kept aside until the deal is ruled (`commit`): a deal whose
 * continuation fails before it is ruled counts none, as when such a deal was ruled by a second run.
 *
 * @internal
 */
import { createEngine, type DealEngine } from '../../../core/statechart/engine.ts';
import { preferansMachine } from '../machine/definition.ts';
import type { PreferansContext } from '../machine/context.ts';
import type { PreferansEvent } from '../machine/events.ts';
import { PreferansTable, type TableDeal } from '../table.ts';
import { CensusCheck } from './census.ts';
import type { PreferansSetup } from './setup.ts';

type Engine = DealEngine<PreferansContext, PreferansEvent>;

const TOP_STATES: readonly string[] = [];

export class DealTables {
  /** the invariants read from the ruled table's census */
  readonly census = new CensusCheck();
  /** the ruled run's transitions, not yet counted */
  private readonly transitions: number[] = [];
  /** the ruled run's machine events (`--audit`), or null */
  record: { start: PreferansContext | null; events: PreferansEvent[] } | null = null;
  private ruledEngine: Engine | null = null;
  private scratchEngine: Engine | null = null;
  private readonly compiled: boolean;
  private readonly onTransition = (i: number): void => {
    this.transitions.push(i);
  };

  /** the engines and hooks the tables are made with, made once (a table is made for every deal) */
  private readonly ruledEngineFor = (c: PreferansContext): Engine => this.engineFor(c, true);
  private readonly scratchEngineFor = (c: PreferansContext): Engine => this.engineFor(c, false);
  private readonly censusHooks = { onCensus: this.census.onCensus };

  constructor(private readonly setup: PreferansSetup) {
    this.compiled = setup.engine.engine === 'compiled';
  }

  private engineFor(ctx0: PreferansContext, ruled: boolean): Engine {
    const def = this.setup.engine.machine ?? preferansMachine;
    if (!this.compiled) return createEngine('xstate', def, ctx0, TOP_STATES);
    let e = ruled ? this.ruledEngine : this.scratchEngine;
    if (e) e.reset(ctx0);
    else {
      e = createEngine('compiled', def, ctx0, TOP_STATES, ruled ? this.onTransition : undefined);
      if (ruled) this.ruledEngine = e;
      else this.scratchEngine = e;
    }
    return e;
  }

  /** A table for a deal played only to see where it goes (no census, no transitions). */
  scratch(deal: TableDeal): PreferansTable {
    return new PreferansTable(deal, this.scratchEngineFor);
  }

  /** The table whose ruling is tallied (the deal's census, transitions and audit start afresh). */
  ruled(deal: TableDeal, audit: boolean): PreferansTable {
    this.census.reset();
    this.transitions.length = 0;
    this.record = audit && this.compiled ? { start: null, events: [] } : null;
    return new PreferansTable(deal, this.ruledEngineFor, this.record ? { onCensus: this.census.onCensus, record: this.record } : this.censusHooks);
  }

  /** Counts the ruled run's transitions. */
  commit(count: (transition: number) => void): void {
    for (const i of this.transitions) count(i);
    this.transitions.length = 0;
  }
}
