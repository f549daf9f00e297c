/**
 * Debertz bidding policies.
 *
 * `expected-points` — a plausible player. For each suit he may name, he estimates the points his
 * side will take if that suit is trump:
 *
 *   avg   = average VALUE of the cards he has not seen
 *   own   = Σ VALUE(card) over his cards + (cards still to come) × avg
 *         + meldWeight × (bella and sequences in his hand)
 *   side  = own, plus in 2x2 his partner's hand of average cards
 *   other = the other players' hands of average cards (only the cards in play: in 1x1 and 1x2
 *           the stock stays out), divided among the opposing sides (one in 1x1 and 2x2, two in
 *           1x2, three in 1x3)
 *
 * and orders when `side − other + noise ≥ margin`, where noise is normal with standard deviation
 * `noise` (players misjudge). What he must beat is what the reading of DEB-G15 in force calls
 * "the necessary points" in 1x2/1x3: each opponent (`beat-each`, the default: `other` is one
 * opposing side's share) or all of them together (`beat-combined`: `other` is the opposing sides'
 * sum). A player who knows he must outscore both opponents together orders only a much stronger
 * hand (reports/README.md lists the readings the policies read and those they do not). In round 1 he evaluates the turned suit (with the turned card if it
 * will be his, or the swap of the trump seven for it); in round 2 his best other suit. The
 * dealer who must order (DEB-G35 dealer-must-order) names his best suit.
 *
 * VALUE is the number of points a card brings its holder's side on average, its own points plus
 * what it captures, scaled so the 32 cards add up to about the 162 of a deal:
 *
 *   rank        7  8  9   T   J   Q  K  A
 *   trump       3  3  20  12  26  5  6  14      (89)
 *   plain       0  0  0   7   1   2  3  14      (27 per suit)
 *
 * `random-legal` — a uniformly random legal bid (pass or play in round 1; pass or one of the
 * three other suits in round 2; the dealer who must order names a random suit).
 *
 * @public
 */
import { NUM_CARDS, rankOf, suitOf } from '../../../core/cards/card.ts';
import type { Rng } from '../../../core/cards/rng.ts';
import { FIFTY, HUNDRED, BELLA, TERZ } from '../mechanics/melds.ts';
import type { PolicyInfo } from '../../../core/sim/types.ts';
import { PASS, PLAY, type BidView, type DebertzBidder } from './types.ts';

const TRUMP_VALUE = [3, 3, 20, 12, 26, 5, 6, 14];
const PLAIN_VALUE = [0, 0, 0, 7, 1, 2, 3, 14];
/** VALUE of every card under every trump, `trump * 32 + card`, and its total per trump. */
const VALUE = new Uint8Array(4 * NUM_CARDS);
const TOTAL: number[] = [0, 0, 0, 0];
for (let t = 0; t < 4; t++) {
  for (let c = 0; c < NUM_CARDS; c++) {
    const v = suitOf(c) === t ? TRUMP_VALUE[rankOf(c)] : PLAIN_VALUE[rankOf(c)];
    VALUE[t * NUM_CARDS + c] = v;
    TOTAL[t] += v;
  }
}

export const EXPECTED_POINTS_INFO: PolicyInfo = {
  name: 'expected-points',
  summary: 'orders when the estimated points of his side beat each opposing side by `margin` (with normal noise)',
  params: [
    { name: 'margin', default: 15, min: -200, max: 200, summary: 'points by which his side must be expected to beat each opposing side to order' },
    { name: 'noise', default: 10, min: 0, max: 100, summary: 'standard deviation, in points, of the player’s misjudgement of his hand' },
    { name: 'meldWeight', default: 0.5, min: 0, max: 1, summary: 'share of his own combinations he counts on (the best sequence may be someone else’s)' },
  ],
};

export const RANDOM_LEGAL_BIDDING_INFO: PolicyInfo = {
  name: 'random-legal',
  summary: 'a uniformly random legal bid',
  params: [],
};

/**
 * Per 8-bit suit pattern (bit r = rank r), precomputed: the points of its sequences (terz 20,
 * 4+ 50, 5+ 100 under `hundred` [1], 50 under `fifty` [0]) and its total VALUE as the trump suit
 * and as a plain suit. A bid evaluates up to three trumps per decision; with these a hand's
 * VALUE and combinations are four table reads instead of a walk over its cards and ranks.
 */
const SUIT_SEQUENCES = [new Uint8Array(256), new Uint8Array(256)];
const TRUMP_SUIT_VALUE = new Uint8Array(256);
const PLAIN_SUIT_VALUE = new Uint8Array(256);
for (let bits = 0; bits < 256; bits++) {
  for (let h = 0; h < 2; h++) {
    let total = 0;
    let run = 0;
    for (let r = 0; r <= 8; r++) {
      if (r < 8 && (bits >> r) & 1) {
        run++;
        continue;
      }
      if (run >= 5 && h === 1) total += HUNDRED;
      else if (run >= 4) total += FIFTY;
      else if (run === 3) total += TERZ;
      run = 0;
    }
    SUIT_SEQUENCES[h][bits] = total;
  }
  for (let r = 0; r < 8; r++) {
    if ((bits >> r) & 1) {
      TRUMP_SUIT_VALUE[bits] += TRUMP_VALUE[r];
      PLAIN_SUIT_VALUE[bits] += PLAIN_VALUE[r];
    }
  }
}

/** Combination points of a hand with the given trump: bella plus every sequence (terz 20, 4+ 50, 5+ 100 under `hundred`). */
export function handMelds(hand: number, trump: number, hundred: boolean): number {
  const seq = SUIT_SEQUENCES[hundred ? 1 : 0];
  let total = 0;
  for (let s = 0; s < 4; s++) total += seq[(hand >>> (s * 8)) & 0xff];
  const tb = (hand >>> (trump * 8)) & 0xff;
  if ((tb >> 5) & 1 && (tb >> 6) & 1) total += BELLA;
  return total;
}

function popcount(m: number): number {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
}

/** Standard normal deviate (Box–Muller, one of the pair). */
function normal(rng: Rng): number {
  const u = 1 - rng.float();
  const v = rng.float();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * The gaps whose reading changes what this bidder does, beyond what the driver already puts in
 * the BidView (DEB-G33 `maySwapSeven`, DEB-G34 `turnedTo`, DEB-G35 `mustOrder`, DEB-G39 `hundred`).
 */
export const EXPECTED_POINTS_READS = ['DEB-G15'] as const;

export function createExpectedPointsBidder(params: Readonly<Record<string, number>>, readings: Readonly<Record<string, string>> = {}): DebertzBidder {
  const margin = params.margin ?? 15;
  const noise = params.noise ?? 10;
  const meldWeight = params.meldWeight ?? 0.5;
  // READING DEB-G15: the declarer must outscore each opponent, or all of them together
  const beatCombined = readings['DEB-G15'] === 'beat-combined';

  /** side − (each other side) for `hand` (after any turned-card change) with trump `t` */
  function edge(v: BidView, hand: number, t: number): number {
    const base = t * NUM_CARDS;
    let own = 0;
    for (let s = 0; s < 4; s++) own += (s === t ? TRUMP_SUIT_VALUE : PLAIN_SUIT_VALUE)[(hand >>> (s * 8)) & 0xff];
    const held = popcount(hand);
    const turnedHeld = (hand & ((1 << v.turned) >>> 0)) !== 0;
    // the turned card is seen by all: not among the unknown cards
    const unseen = NUM_CARDS - held - (turnedHeld ? 0 : 1);
    const unseenValue = TOTAL[t] - own - (turnedHeld ? 0 : VALUE[base + v.turned]);
    const avg = unseen > 0 ? unseenValue / unseen : 0;
    const h = v.handSize;
    own += Math.max(0, h - held) * avg + meldWeight * handMelds(hand, t, v.hundred);
    // only the cards in play count (in 1x1 and 1x2 the stock stays out): the others' cards are unknown
    const partner = v.players === 4 && v.sides === 2 ? h * avg : 0;
    const side = own + partner;
    const opponents = (v.players - 1) * h * avg - partner;
    // with one opposing side (1x1, 2x2) both readings are the same comparison
    const other = beatCombined ? opponents : opponents / (v.sides - 1);
    return side - other;
  }

  return {
    name: 'expected-points',
    bid(v: BidView, rng: Rng): number {
      const turnedSuit = suitOf(v.turned);
      const jitter = noise > 0 ? noise * normal(rng) : 0;
      if (v.round === 1) {
        let hand = v.hand;
        if (v.turnedTo === v.seat) hand = (hand | (1 << v.turned)) >>> 0;
        else if (v.maySwapSeven) {
          const seven = turnedSuit * 8;
          if (hand & (1 << seven)) hand = ((hand & ~(1 << seven)) | (1 << v.turned)) >>> 0;
        }
        return edge(v, hand, turnedSuit) + jitter >= margin ? PLAY : PASS;
      }
      let best = -1;
      let bestEdge = -Infinity;
      for (let s = 0; s < 4; s++) {
        if (s === turnedSuit) continue;
        const e = edge(v, v.hand, s);
        if (e > bestEdge) {
          bestEdge = e;
          best = s;
        }
      }
      return v.mustOrder || bestEdge + jitter >= margin ? best : PASS;
    },
  };
}

export function createRandomLegalBidder(): DebertzBidder {
  return {
    name: 'random-legal',
    bid(v: BidView, rng: Rng): number {
      if (v.round === 1) return rng.int(0, 1) === 0 ? PASS : PLAY;
      const turnedSuit = suitOf(v.turned);
      const k = rng.int(v.mustOrder ? 1 : 0, 3); // 0 = pass, 1..3 = the other suits in order
      if (k === 0) return PASS;
      let seen = 0;
      for (let s = 0; s < 4; s++) if (s !== turnedSuit && ++seen === k) return s;
      return PASS;
    },
  };
}
