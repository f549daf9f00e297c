/**
 * The table's one event object and its copies (./table.ts sends it for every event).
 *
 * @internal
 */
import type { DebertzEvent, IrregularityKind } from '../machine/events.ts';

/**
 * Every field of every Debertz event in one object. The table sends ONE such object for all its
 * events on the compiled runtime, setting `type` and that type's fields: the runtime's and the
 * rules' field reads then always meet the same object shape. Actions copy what they need from an
 * event and never keep it (src/core/statechart/README.md), so reusing it is safe.
 */
export interface AnyEvent {
  type: DebertzEvent['type'];
  declarer: number;
  declared: number[];
  debercSeat: number;
  winner: number;
  points: number;
  kind: IrregularityKind;
  seat: number;
  unplayed: number;
  passed: number[];
}

/** A fresh event with exactly the fields of its type (the XState engine's, and the audit's). */
export function eventOf(e: AnyEvent): DebertzEvent {
  switch (e.type) {
    case 'ORDERED':
      return { type: e.type, declarer: e.declarer };
    case 'MELDS':
      return { type: e.type, declared: e.declared.slice(), debercSeat: e.debercSeat };
    case 'TRICK':
      return { type: e.type, winner: e.winner, points: e.points };
    case 'IRREGULARITY':
      return { type: e.type, kind: e.kind, seat: e.seat, unplayed: e.unplayed };
    case 'PLAY_COMPLETE':
      return { type: e.type, passed: e.passed.slice() };
    default:
      return { type: e.type };
  }
}
