/**
 * A deal played move by move on the ruled table (tables.ts): the moves made so far — what the
 * deal's scenario becomes once the driver stops — and the table, which the ruler then finishes
 * and rules (rule.ts) without playing the deal again.
 *
 * @internal
 */
import type { PreferansScenario, ScenarioEvent } from '../scenario.ts';
import { probe, type PreferansTable, type Probe } from '../table.ts';
import { scenarioOf, type DealHead } from './dealScenario.ts';
import type { PreferansSetup } from './setup.ts';
import type { DealTables } from './tables.ts';

export class DealSession {
  readonly table: PreferansTable;
  /** the events pushed so far, each numbered by its position */
  readonly events: ScenarioEvent[] = [];
  /** the contract named, -1 before */
  contract = -1;
  /** play events pushed */
  plays = 0;

  constructor(
    readonly setup: PreferansSetup,
    readonly tables: DealTables,
    readonly head: DealHead,
    audit: boolean,
  ) {
    if (setup.readingsFault) throw setup.readingsFault;
    this.table = tables.ruled(head, audit);
  }

  /** Makes a move on the table (numbered here: its position in the deal). */
  push(e: ScenarioEvent): void {
    const ev = e.index === this.events.length ? e : { ...e, index: this.events.length };
    this.events.push(ev);
    this.table.push(ev);
    if (ev.kind === 'contract') this.contract = ev.contract;
    if (ev.kind === 'play') this.plays++;
  }

  /** The first `q` events of `events`, pushed in order. */
  pushAll(events: readonly ScenarioEvent[], q = events.length): void {
    for (let i = 0; i < q; i++) this.push(events[i]);
  }

  /** Who acts next and what he may do. */
  probe(): Probe {
    return probe(this.table);
  }

  /** The scenario pushed so far. */
  scenario(): PreferansScenario {
    return scenarioOf(this.head, this.events.slice());
  }
}
