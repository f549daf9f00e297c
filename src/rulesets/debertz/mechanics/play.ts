import { type Card, suitOf, rankOf } from '../../../core/cards/card.ts';
import { type CardMask, suitBits } from '../../../core/cards/mask.ts';
import { beats, TRUMP_STRENGTH } from './points.ts';
import { BEATERS, SUIT_MASK } from './tables.ts';

/**
 * Legal plays (digest §5): follow suit; if void, trump; the obligation to beat the first trump
 * (FDU DEB-6.2.1.8.c names it without defining its scope: DEB-G25), and the partner exemption
 * in 2x2 (DEB-G26). A breach of the beating obligation is a referee bayd (6.2.1.8.c); a breach
 * of follow-suit or ruffing is a revoke, which section 6 does not list (DEB-G27).
 */
export type OvertrumpReading = 'led-trump' | 'first-trump-in-trick' | 'highest-trump' | 'first-trump-trick';

export interface PlayRules {
  readonly overtrump: OvertrumpReading;
  /** DEB-G26 partner-exempt: no ruff/overtrump duty while the partner's card wins the trick (2x2 only). */
  readonly partnerExempt: boolean;
}

/** The cards of the current trick, in play order. */
export interface TrickView {
  readonly cards: readonly Card[];
  readonly seats: readonly number[];
  readonly length: number;
  /** true when an earlier trick of this deal already contained a trump (for reading `first-trump-trick`). */
  readonly trumpSeenBefore: boolean;
}

const suitMask = (suit: number): CardMask => (0xff << (suit * 8)) >>> 0;

/** Index in the trick of the card currently winning it. */
export function winningIndex(trick: TrickView, trump: number): number {
  const led = suitOf(trick.cards[0]);
  let best = 0;
  for (let i = 1; i < trick.length; i++) if (beats(trick.cards[i], trick.cards[best], led, trump)) best = i;
  return best;
}

/** Trumps in `hand` that beat the trump `card`. */
function trumpsAbove(hand: CardMask, card: Card, trump: number): CardMask {
  const strength = TRUMP_STRENGTH[rankOf(card)];
  let out = 0;
  const bits = suitBits(hand, trump);
  for (let r = 0; r < 8; r++) if ((bits >> r) & 1 && TRUMP_STRENGTH[r] > strength) out |= 1 << (trump * 8 + r);
  return out >>> 0;
}

/** The trump card the beating obligation refers to under the reading, or -1 when none applies. */
function trumpToBeat(trick: TrickView, trump: number, overtrump: OvertrumpReading): Card {
  let first = -1;
  let highest = -1;
  for (let i = 0; i < trick.length; i++) {
    const c = trick.cards[i];
    if (suitOf(c) !== trump) continue;
    if (first < 0) first = c;
    if (highest < 0 || TRUMP_STRENGTH[rankOf(c)] > TRUMP_STRENGTH[rankOf(highest)]) highest = c;
  }
  if (first < 0) return -1;
  switch (overtrump) {
    case 'led-trump': // READING DEB-G25 (a): only a led trump must be beaten
      return suitOf(trick.cards[0]) === trump ? trick.cards[0] : -1;
    case 'first-trump-in-trick': // READING DEB-G25 (b): the first trump to appear, led or ruffed
      return first;
    case 'highest-trump': // READING DEB-G25 (c): the highest trump so far
      return highest;
    case 'first-trump-trick': // READING DEB-G25 (d): only in the deal's first trick with a trump
      return trick.trumpSeenBefore ? -1 : first;
  }
}

/** Both masks of `legalPlays` for one seat, filled by `legalPlaysBoth`. */
export interface PlayMasks {
  /** with the beating obligation: `legalPlays(…, true)` */
  legal: CardMask;
  /** follow suit and ruff only: `legalPlays(…, false)` */
  loose: CardMask;
}

/**
 * The legal plays of the seat to play, with and without the beating obligation, into `out`
 * (`partnerOf` is the partner's seat or -1). `loose` only follows suit and ruffs; `legal` adds
 * the obligation to beat the trump the reading names: a card in `loose` but not in `legal` is a
 * breach of 6.2.1.8.c, a card outside `loose` a revoke. One pass for both, because the simulator
 * asks for both on every card; the two differ only where a trump is to be beaten.
 */
export function legalPlaysBoth(hand: CardMask, trick: TrickView, trump: number, rules: PlayRules, partnerOf: number, out: PlayMasks): void {
  if (trick.length === 0) {
    out.legal = out.loose = hand;
    return;
  }
  const led = suitOf(trick.cards[0]);
  const follow = (hand & suitMask(led)) >>> 0;
  const partnerWinning = rules.partnerExempt && partnerOf >= 0 && trick.seats[winningIndex(trick, trump)] === partnerOf;
  if (follow !== 0) {
    out.loose = follow;
    if (led !== trump || partnerWinning) {
      out.legal = follow;
      return;
    }
    const target = trumpToBeat(trick, trump, rules.overtrump);
    const above = target >= 0 ? trumpsAbove(hand, target, trump) : 0;
    out.legal = above !== 0 ? above : follow;
    return;
  }
  const trumps = (hand & suitMask(trump)) >>> 0;
  if (trumps === 0 || partnerWinning) {
    out.legal = out.loose = hand;
    return;
  }
  out.loose = trumps;
  const target = trumpToBeat(trick, trump, rules.overtrump);
  const above = target >= 0 ? trumpsAbove(hand, target, trump) : 0;
  out.legal = above !== 0 ? above : trumps;
}

/**
 * The trick as the trick tracker keeps it (./trick.ts): the card winning it so far and its first
 * and strongest trumps (-1 while it holds none), updated card by card.
 */
export interface TrackedTrick extends TrickView {
  readonly winning: number;
  readonly firstTrump: number;
  readonly highestTrump: number;
}

/**
 * `legalPlaysBoth` for the simulator's and the judge's table, on a tracked trick: the same rules
 * with no scan of the trick — the winning card (DEB-G26), the trump to beat (DEB-G25) come from
 * the tracker and the trumps that beat it from one read of BEATERS (./tables.ts).
 * test/sim/fastMechanics.test.ts checks it against `legalPlaysBoth`, the readable reference.
 */
export function legalPlaysTracked(hand: CardMask, trick: TrackedTrick, trump: number, rules: PlayRules, partnerOf: number, out: PlayMasks): void {
  if (trick.length === 0) {
    out.legal = out.loose = hand;
    return;
  }
  const led = trick.cards[0] >> 3;
  const follow = (hand & SUIT_MASK[led]) >>> 0;
  // DEB-G26: the partner's card wins the trick (2x2, partner-exempt)
  const partnerWinning = rules.partnerExempt && partnerOf >= 0 && trick.seats[trick.winning] === partnerOf;
  if (follow !== 0) {
    out.loose = follow;
    if (led !== trump || partnerWinning) {
      out.legal = follow;
      return;
    }
  } else {
    const trumps = (hand & SUIT_MASK[trump]) >>> 0;
    if (trumps === 0 || partnerWinning) {
      out.legal = out.loose = hand;
      return;
    }
    out.loose = trumps;
  }
  // the trump the beating obligation names under DEB-G25 (as `trumpToBeat`), or -1
  let target = trick.firstTrump;
  if (target >= 0) {
    switch (rules.overtrump) {
      case 'led-trump':
        target = led === trump ? trick.cards[0] : -1;
        break;
      case 'highest-trump':
        target = trick.highestTrump;
        break;
      case 'first-trump-trick':
        if (trick.trumpSeenBefore) target = -1;
        break;
    }
  }
  const above = target >= 0 ? (hand & BEATERS[trump * 32 + target]) >>> 0 : 0;
  out.legal = above !== 0 ? above : out.loose;
}

const scratch: PlayMasks = { legal: 0, loose: 0 };

/**
 * Legal cards for the seat to play, as a mask. `partnerOf` is the partner's seat or -1.
 * `withObligation=false` gives the plays that only follow suit and ruff, without the beating
 * obligation: a card legal there but not here is a breach of 6.2.1.8.c, not a revoke.
 */
export function legalPlays(hand: CardMask, trick: TrickView, trump: number, rules: PlayRules, partnerOf: number, withObligation = true): CardMask {
  legalPlaysBoth(hand, trick, trump, rules, partnerOf, scratch);
  return withObligation ? scratch.legal : scratch.loose;
}

export type PlayBreach = 'none' | 'failedFirstTrumpBeat' | 'revoke';

/** Classifies a card played from `hand` (the card must be in the hand). */
export function classifyPlay(card: Card, hand: CardMask, trick: TrickView, trump: number, rules: PlayRules, partnerOf: number): PlayBreach {
  const bitOf = (1 << card) >>> 0;
  if (legalPlays(hand, trick, trump, rules, partnerOf) & bitOf) return 'none';
  if (legalPlays(hand, trick, trump, rules, partnerOf, false) & bitOf) return 'failedFirstTrumpBeat';
  return 'revoke';
}
