/**
 * Debertz play policies. Both only ever choose among the legal cards the driver passes in
 * (src/rulesets/debertz/mechanics/play.ts under the run's readings); irregular plays are the injector's business.
 *
 * `greedy` — a plausible player who plays one trick at a time:
 *   leading:   the declaring side draws trumps while it holds the highest trump still out;
 *              otherwise a plain ace, else a plain ten whose ace is gone, else his cheapest card
 *              (fewest points, then weakest, plain before trump);
 *   following: if his side is winning the trick, the last to play adds his richest plain card,
 *              the others play cheap; if an opponent is winning, he takes the trick with his
 *              weakest winning card when the trick holds 10 points or more, when he is the last
 *              to play, or when he can win without a trump; otherwise he plays his cheapest card.
 *   He always swaps the trump seven for the turned card when the rules let him (DEB-G33).
 *
 * `random-legal` — a uniformly random legal card; swaps the seven with probability 1/2.
 *
 * @public
 */
import type { Card } from '../../../core/cards/card.ts';
import type { CardMask } from '../../../core/cards/mask.ts';
import type { Rng } from '../../../core/cards/rng.ts';
import { popcount, BEATERS, POINTS, STRENGTH, SUIT_MASK, lowestCard, nthCard, strongestCard, weakestCard } from '../mechanics/tables.ts';
import type { PolicyInfo } from '../../../core/sim/types.ts';
import type { DebertzPlayer, PlayView } from './types.ts';

export const GREEDY_INFO: PolicyInfo = { name: 'greedy', summary: 'plays one trick at a time: draws trumps while master, cashes aces, wins rich tricks cheaply', params: [] };
export const RANDOM_LEGAL_PLAY_INFO: PolicyInfo = { name: 'random-legal', summary: 'a uniformly random legal card', params: [] };

const ACE = 7;
const TEN = 3;
/** the four aces, the four tens */
const ACES = (0x01010101 << ACE) >>> 0;
const TENS = 0x01010101 << TEN;

// The helpers below run for every card played. Under every trump the policy's orders coincide
// with trick-taking strength: "cheapest" (fewest points, then weakest, plain before trump) picks
// the weakest card, and "richest" among plain cards (most points, then strongest) the strongest
// plain card — test/sim/policies.test.ts checks both on every pair of cards. So each helper is a
// strength lookup per suit (tables.ts), with no arrays built and no closures called.

/** The cheapest card of a mask: fewest points, then weakest; plain cards before trumps (the first in card order on a tie). */
const cheapest = weakestCard;

/** The richest plain card (most points, then strongest), or the cheapest card if all are trumps. */
function richestPlain(m: CardMask, trump: number): Card {
  const plain = (m & ~SUIT_MASK[trump]) >>> 0;
  return plain === 0 ? cheapest(m, trump) : strongestCard(plain, trump);
}

const weakest = weakestCard;
const strongest = strongestCard;

function lead(v: PlayView, legal: CardMask): Card {
  const t = v.trump;
  const trumps = (legal & SUIT_MASK[t]) >>> 0;
  if (v.declaring && trumps !== 0) {
    // the highest trump not yet played and not in his hand: does he hold a better one?
    const outside = (SUIT_MASK[t] & ~v.played & ~v.hand) >>> 0;
    const mine = strongest(trumps, t);
    if (outside === 0 || STRENGTH[t * 32 + mine] > STRENGTH[t * 32 + strongest(outside, t)]) return mine;
  }
  // a plain ace, the first in suit order: the lowest bit of his plain aces
  const plain = legal & ~SUIT_MASK[t];
  const aces = plain & ACES;
  if (aces !== 0) return lowestCard(aces);
  // a plain ten whose ace is played (each ace's bit moved down to its ten's: rank 7 → rank 3)
  const tens = plain & TENS & ((v.played & ACES) >>> (ACE - TEN));
  if (tens !== 0) return lowestCard(tens);
  return cheapest(legal, t);
}

function follow(v: PlayView, legal: CardMask): Card {
  const t = v.trump;
  const trick = v.trick;
  const w = trick.winning; // the tracker keeps the winning card's index up to date
  const winSeat = trick.seats[w];
  const winCard = trick.cards[w];
  const last = trick.length === v.players - 1;
  if (winSeat === v.partner) return last ? richestPlain(legal, t) : cheapest(legal, t);
  // the legal cards that would take the trick: one table read, not a `beats` call per card
  const winners = (legal & BEATERS[t * 32 + winCard]) >>> 0;
  if (winners !== 0) {
    let onTable = 0;
    for (let i = 0; i < trick.length; i++) onTable += POINTS[t * 32 + trick.cards[i]];
    const plainWinners = (winners & ~SUIT_MASK[t]) >>> 0;
    if (plainWinners !== 0) return weakest(plainWinners, t);
    if (onTable >= 10 || last) return weakest(winners, t);
  }
  return cheapest(legal, t);
}

export function createGreedyPlayer(): DebertzPlayer {
  return {
    name: 'greedy',
    play: (v, legal) => (v.trick.length === 0 ? lead(v, legal) : follow(v, legal)),
    swapSeven: () => true,
  };
}

export function createRandomLegalPlayer(): DebertzPlayer {
  return {
    name: 'random-legal',
    play: (_v, legal, rng: Rng) => nthCard(legal, rng.int(0, popcount(legal) - 1)),
    swapSeven: (_v, rng: Rng) => rng.int(0, 1) === 1,
  };
}
