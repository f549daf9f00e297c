import { createActor } from 'xstate';
import { debertzMachine } from '../../src/rulesets/debertz/machine/definition.ts';
import { initialContext, type DebertzContext, type PartyLedger } from '../../src/rulesets/debertz/machine/context.ts';
import type { DebertzEvent, IrregularityKind } from '../../src/rulesets/debertz/machine/events.ts';
import { type FormatId, formatOf } from '../../src/rulesets/debertz/mechanics/format.ts';
import { DEBERTZ_GAPS } from '../../src/rulesets/debertz/regulation/gaps.ts';
import { resolveReadings } from '../../src/core/regulation/readings.ts';
import { toXStateMachine } from '../../src/core/statechart/toXState.ts';

/**
 * Drives the Debertz machine with facts (no cards), for rules whose inputs are points and tricks.
 * `taken[seat]` card points and `tricks[seat]` tricks are turned into TRICK events.
 */
export interface DealFacts {
  declarer?: number;
  taken: number[];
  tricks: number[];
  melds?: number[];
  passed?: number[];
  /** stop the deal with a referee bayd after the tricks, instead of completing it */
  offence?: { kind: IrregularityKind; seat: number; unplayed?: number };
}

export function dealEvents(f: DealFacts, special = false): DebertzEvent[] {
  const n = f.taken.length;
  const events: DebertzEvent[] = [{ type: 'DEALT' }];
  if (!special) events.push({ type: 'ORDERED', declarer: f.declarer ?? 0 });
  events.push({ type: 'MELDS', declared: f.melds ?? new Array(n).fill(0), debercSeat: -1 });
  for (let seat = 0; seat < n; seat++) {
    for (let t = 0; t < f.tricks[seat]; t++) events.push({ type: 'TRICK', winner: seat, points: t === 0 ? f.taken[seat] : 0 });
  }
  if (f.offence) events.push({ type: 'IRREGULARITY', kind: f.offence.kind, seat: f.offence.seat, unplayed: f.offence.unplayed ?? 0 });
  else events.push({ type: 'PLAY_COMPLETE', passed: f.passed ?? new Array(n).fill(0) });
  return events;
}

export function runFacts(format: FormatId, readings: Record<string, string>, ledger: PartyLedger, events: DebertzEvent[]) {
  const actor = createActor(toXStateMachine(debertzMachine), { input: initialContext(formatOf(format), resolveReadings(DEBERTZ_GAPS, readings), ledger) }).start();
  for (const e of events) actor.send(e);
  const snap = actor.getSnapshot();
  return { value: snap.value, status: snap.status, ctx: snap.context as DebertzContext };
}
