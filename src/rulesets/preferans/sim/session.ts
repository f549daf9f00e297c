/**
 * A deal judged event by event: the judge's incremental session (openPreferansSession) on the
 * deal's scenario header, and the events pushed so far — what the deal's scenario becomes once
 * the driver stops pushing.
 *
 * @internal
 */
import { openPreferansSession, type PreferansSession } from '../judge/judge.ts';
import type { PreferansScenario, ScenarioEvent } from '../scenario.ts';
import { scenarioOf, type DealHead } from './dealScenario.ts';
import type { PreferansSetup } from './setup.ts';

export class DealSession {
  readonly judge: PreferansSession;
  /** the events pushed so far, each numbered by its position */
  readonly events: ScenarioEvent[] = [];
  /** the contract named, -1 before */
  contract = -1;
  /** play events pushed */
  plays = 0;

  constructor(
    readonly setup: PreferansSetup,
    readonly head: DealHead,
  ) {
    if (setup.readingsFault) throw setup.readingsFault;
    this.judge = openPreferansSession(scenarioOf(head, []), undefined, setup.engine);
  }

  /** Pushes an event to the judge (numbered here: its position in the deal). */
  push(e: ScenarioEvent): void {
    const ev = e.index === this.events.length ? e : { ...e, index: this.events.length };
    this.events.push(ev);
    this.judge.push(ev);
    if (ev.kind === 'contract') this.contract = ev.contract;
    if (ev.kind === 'play') this.plays++;
  }

  /** The first `q` events of `events`, pushed in order. */
  pushAll(events: readonly ScenarioEvent[], q = events.length): void {
    for (let i = 0; i < q; i++) this.push(events[i]);
  }

  /** The scenario pushed so far. */
  scenario(): PreferansScenario {
    return scenarioOf(this.head, this.events.slice());
  }
}
