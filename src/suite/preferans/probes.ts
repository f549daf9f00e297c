/**
 * Scenarios for readings no abstract path reaches: ordinary deals — a game bid, whisted and
 * played out, and an all-pass — built by the same concretiser under the reading, for the
 * generator to keep one that consults the reading or is ruled otherwise under another reading of
 * its gap (readings the judge consults itself, such as the short-trick rule PREF-G23, arise in play).
 *
 * @internal
 */
import type { PreferansEvent } from '../../../machines/preferans.events.ts';
import type { Json, ReadingProbe } from '../types.ts';
import { handSeats, SIX_SPADES } from './abstraction.ts';
import { preferansCandidates } from './concretise.ts';

/** Probe deals built per shape. */
const PER_SHAPE = 6;

function shapes(players: number): PreferansEvent[][] {
  const [h1, h2, h3] = handSeats(players);
  const zeros = new Array<number>(players).fill(0);
  const deal: PreferansEvent = { type: 'DEALT', counts: zeros.map(() => 10), talon: 2 };
  const pass = (seat: number): PreferansEvent => ({ type: 'CALL', seat, call: 'pass', contract: -1 });
  const game: PreferansEvent[] = [
    deal,
    { type: 'CALL', seat: h1, call: 'bid', contract: SIX_SPADES },
    pass(h2),
    pass(h3),
    { type: 'AUCTION_WON', declarer: h1, bid: SIX_SPADES },
    { type: 'CONTRACT', contract: SIX_SPADES, discard: 2 },
    { type: 'WHIST', outcome: 'played', whisters: [h2], passers: [h3], halfWhister: -1, open: false },
    { type: 'PLAY_COMPLETE' },
  ];
  const allPass: PreferansEvent[] = [deal, pass(h1), pass(h2), pass(h3), { type: 'ALL_PASSED' }, { type: 'PLAY_COMPLETE' }];
  return [game, allPass];
}

export function* preferansReadingProbes(gap: string, reading: string, format: string): Iterable<ReadingProbe> {
  const overrides = { [gap]: reading };
  const sources = shapes(3).map((events) => {
    const c = preferansCandidates({ format, overrides, readings: {}, ledger: { name: 'fresh', summary: '', ledger: {} }, path: { events, transitions: [], cited: [], silent: [], trail: [], consulted: [], end: '' } });
    return 'impossible' in c ? [][Symbol.iterator]() : (c as Iterable<Json>)[Symbol.iterator]();
  });
  for (let n = 0; n < PER_SHAPE; n++) {
    for (const it of sources) {
      const next = it.next();
      if (!next.done) yield { scenario: next.value, exercises: [`${gap}=${reading}`], expect: 'ruled' };
    }
  }
}
