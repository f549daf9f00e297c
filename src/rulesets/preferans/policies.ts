/**
 * Preferans policies for the simulator: a bidder that bids up to the contract its simple trick
 * estimate makes, a defender who whists when his share of the defence quota looks reachable, and
 * a player of a simple legal card. All decisions are deterministic functions of the cards except
 * the bidder's `noise`, drawn from the deal's players stream.
 *
 * Trick estimate (per strain, on the cards held):
 *   - per suit: an ace 1; a king 1 behind the ace, else 0.5 when guarded (2+ cards); a queen 0.5
 *     with 3+ cards (1 behind ace and king);
 *   - in the trump suit every card beyond the third is one more trick;
 *   - in no-trump a suit headed by ace and king also counts its cards beyond the third.
 *
 * @public
 */
import { rankOf, suitOf, type Card } from '../../core/cards/card.ts';
import { add, cardsOf, count, has } from '../../core/cards/mask.ts';
import { CALL_HERE_BIT, CALL_PASS_BIT, legalCallMask, type AuctionState } from './mechanics/auction.ts';
import { HIGHEST, MISERE, NO_TRUMP, contractOf, defenceQuota, levelOf, strainOf, type ContractId, type GameLevel } from './mechanics/contracts.ts';
import { SUIT_MASK } from './mechanics/play.ts';
import { legalContracts } from './mechanics/talon.ts';
import type { WhistCall } from './mechanics/whist.ts';
import type { Rng } from '../../core/cards/rng.ts';
import type { PolicyInfo } from '../../core/sim/types.ts';

const ACE = 7;
const KING = 6;
const QUEEN = 5;
const JACK = 4;

export const TRICK_ESTIMATE_INFO: PolicyInfo = {
  name: 'trick-estimate',
  summary: 'bids up to the highest contract its trick estimate (honours, long trumps) plus the expected talon help makes; misère with no card above a ten; whists when his honours reach his share of the defence quota',
  params: [
    { name: 'talonHelp', default: 2, min: -2, max: 3, summary: 'tricks added to the estimate for the talon when bidding' },
    { name: 'noise', default: 0.5, min: 0, max: 3, summary: 'uniform noise of this width added to the estimate (players stream)' },
    { name: 'whistMargin', default: 0, min: -2, max: 2, summary: 'tricks added to a defender’s estimate when deciding to whist' },
  ],
};

export const SIMPLE_PLAY_INFO: PolicyInfo = {
  name: 'simple',
  summary: 'a legal card: side wanting tricks leads its highest card and wins as cheaply as it can; side avoiding tricks (all-pass, the misère declarer) ducks with its highest losing card',
  params: [],
};

/**
 * Estimated tricks of `hand` with `trump` (a suit 0..3, or -1 for no trump), suit by suit as the
 * estimate is written (module comment). The reference for `estimateTricks`, which looks each
 * suit up in a table made by this function (test/unit/preferans/policies.test.ts checks that
 * they agree on any hand).
 */
export function estimateTricksReference(hand: number, trump: number): number {
  let t = 0;
  for (let s = 0; s < 4; s++) {
    const bits = (hand >>> (s * 8)) & 0xff;
    const len = count(bits);
    if (len === 0) continue;
    const a = (bits >> ACE) & 1;
    const k = (bits >> KING) & 1;
    const q = (bits >> QUEEN) & 1;
    if (a) t += 1;
    if (k && len >= 2) t += a ? 1 : 0.5;
    if (q && len >= 3) t += a && k ? 1 : 0.5;
    if (s === trump) t += Math.max(0, len - 3);
    else if (trump < 0 && a && k) t += Math.max(0, len - 3);
  }
  return t;
}

/**
 * One suit's share of the estimate, by the suit's 8 bits: as a side suit under a trump, as the
 * trump suit, and at no trump (the reference run on that suit alone: every share is a multiple of
 * a half, so the four shares add up exactly as the reference's running sum).
 */
const SUIT_ESTIMATE = ((): { side: Float64Array; trump: Float64Array; noTrump: Float64Array } => {
  const side = new Float64Array(256);
  const trump = new Float64Array(256);
  const noTrump = new Float64Array(256);
  for (let bits = 0; bits < 256; bits++) {
    // the suit as clubs (suit 0): a side suit under spades, the trump, or no trump
    side[bits] = estimateTricksReference(bits, 3);
    trump[bits] = estimateTricksReference(bits, 0);
    noTrump[bits] = estimateTricksReference(bits, -1);
  }
  return { side, trump, noTrump };
})();

/** Estimated tricks of `hand` with `trump` (a suit 0..3, or -1 for no trump): `estimateTricksReference` by table lookup, four per hand (the bidder estimates five strains per call). */
export function estimateTricks(hand: number, trump: number): number {
  const { side, trump: asTrump, noTrump } = SUIT_ESTIMATE;
  let t = 0;
  for (let s = 0; s < 4; s++) {
    const bits = (hand >>> (s * 8)) & 0xff;
    t += trump < 0 ? noTrump[bits] : s === trump ? asTrump[bits] : side[bits];
  }
  return t;
}

/** No card above a ten: a misère hand. */
export const misereHand = (hand: number): boolean => cardsOf(hand).every((c) => rankOf(c) < JACK);

/** The best strain (0..3 suits, 4 no-trump) and its estimate. */
export function bestStrain(hand: number): { strain: number; tricks: number } {
  let best = 0;
  let bt = -1;
  for (let st = 0; st <= NO_TRUMP; st++) {
    const e = estimateTricks(hand, st === NO_TRUMP ? -1 : st);
    if (e > bt) {
      bt = e;
      best = st;
    }
  }
  return { strain: best, tricks: bt };
}

/** The highest contract the estimate makes, or -1 when under six. */
export function targetContract(hand: number, params: Readonly<Record<string, number>>, rng: Rng): number {
  const { strain, tricks } = bestStrain(hand);
  const est = tricks + (params.talonHelp ?? 1) + ((params.noise ?? 0) > 0 ? (rng.float() - 0.5) * params.noise : 0);
  const level = Math.min(10, Math.floor(est));
  if (level < 6) return -1;
  return contractOf(level as GameLevel, strain as 0);
}

/** A call: 'pass', 'here' or a contract id, from the legal calls of the auction. */
export function chooseCall(a: AuctionState, hand: number, params: Readonly<Record<string, number>>, rng: Rng): 'pass' | 'here' | number {
  const mask = legalCallMask(a);
  const target = targetContract(hand, params, rng);
  if (mask & (1 << MISERE) && misereHand(hand)) return MISERE;
  if (mask & (1 << CALL_HERE_BIT) && a.highest !== undefined && target >= a.highest && a.highest !== MISERE) return 'here';
  for (let c = 0; c <= HIGHEST && c <= target; c++) if (c !== MISERE && mask & (1 << c)) return c;
  if (mask & (1 << CALL_PASS_BIT)) return 'pass';
  throw new Error('preferans bidder: no legal call (#sim-pref-bid-1)');
}

/** The `n` lowest cards of `hand` outside suit `keep` (then any). */
function lowestCards(hand: number, keep: number, n: number): Card[] {
  // the order of a sort by (in suit `keep`, rank, code), taken by `n` passes over the mask for the
  // next key up instead of sorting a card array with a comparator: called five times per contract
  const out: Card[] = [];
  let floor = -1;
  while (out.length < n) {
    let next = -1;
    let nextKey = Infinity;
    for (let m = hand >>> 0, c = 0; m !== 0; m >>>= 1, c++) {
      if ((m & 1) === 0) continue;
      const key = discardKey(c, keep);
      if (key > floor && key < nextKey) {
        nextKey = key;
        next = c;
      }
    }
    if (next < 0) break;
    out.push(next);
    floor = nextKey;
  }
  return out;
}

/** The discard order of `lowestCards`: cards outside suit `keep` first, then by rank, then by code (a unique key per card). */
const discardKey = (c: Card, keep: number): number => (suitOf(c) === keep ? 1024 : 0) + rankOf(c) * 32 + c;

/**
 * The contract and discard of a declarer holding `hand12` (his cards and the talon): after a
 * misère bid, misère, discarding his two highest cards; else the strain his estimate likes best
 * (discarding his two lowest side cards) at the lowest legal level of that strain.
 */
export function chooseContract(bid: number, hand12: number, legal: readonly number[], discardCount = 2): { contract: number; discard: Card[] } {
  if (bid === MISERE && legal.includes(MISERE)) {
    const high = cardsOf(hand12).sort((x, y) => rankOf(y) - rankOf(x) || x - y).slice(0, discardCount);
    return { contract: MISERE, discard: high };
  }
  let best = -1;
  let bestEst = -1;
  let bestDiscard: Card[] = [];
  for (let st = 0; st <= NO_TRUMP; st++) {
    const discard = lowestCards(hand12, st === NO_TRUMP ? -1 : st, discardCount);
    let h = hand12;
    for (const c of discard) h = (h & ~(1 << c)) >>> 0;
    const e = estimateTricks(h, st === NO_TRUMP ? -1 : st);
    const c = legal.find((x) => x !== MISERE && strainOf(x as ContractId) === st);
    if (c !== undefined && e > bestEst) {
      bestEst = e;
      best = c;
      bestDiscard = discard;
    }
  }
  if (best < 0) return { contract: legal[0], discard: lowestCards(hand12, -1, discardCount) };
  return { contract: best, discard: bestDiscard };
}

export const legalContractsAfter = (bid: number): number[] => legalContracts(bid as ContractId);

/** A whist decision among `options` for a defender holding `hand` against `contract`. */
export function chooseWhist(options: readonly WhistCall[], hand: number, contract: number, params: Readonly<Record<string, number>>): WhistCall {
  if (options.includes('open')) return 'closed';
  const strain = strainOf(contract as ContractId);
  const trump = strain === undefined || strain === NO_TRUMP ? -1 : strain;
  const share = defenceQuota(contract as ContractId) / 2;
  const est = estimateTricks(hand, trump) - (trump >= 0 ? Math.max(0, count((hand >>> (trump * 8)) & 0xff) - 3) : 0);
  const whist = est + (params.whistMargin ?? 0) >= share;
  if (whist && options.includes('whist')) return 'whist';
  if (options.includes('pass')) return 'pass';
  return options[0];
}

/** The trick so far, for the play policy. */
export interface TrickView {
  /** cards on the trick, in order */
  cards: readonly Card[];
  /** the suit led (a talon card's suit in a talon-named trick), -1 when leading */
  led: number;
  trump: number;
  /** this seat wants tricks */
  wantTricks: boolean;
}

function beats(c: Card, best: Card, led: number, trump: number): boolean {
  const cs = suitOf(c);
  const bs = suitOf(best);
  if (cs === trump && bs !== trump) return true;
  if (cs !== bs) return false;
  return rankOf(c) > rankOf(best);
}

/**
 * The play policy as written: a card from `legal` (non-empty mask), chosen card by card in
 * (rank, code) order. The reference for `choosePlay`, which makes the same choice on masks
 * (test/unit/preferans/policies.test.ts checks that they agree on any trick).
 */
export function choosePlayReference(legal: number, v: TrickView): Card {
  const { led, trump } = v;
  // the card to beat: the best of the trick so far (none yet in a talon-named trick: any card of the led suit or a trump wins)
  let best: Card = -1;
  for (const c of v.cards) {
    if (suitOf(c) !== led && suitOf(c) !== trump) continue;
    if (best < 0 || beats(c, best, led, trump)) best = c;
  }
  const leading = v.cards.length === 0 && led < 0;
  let lowest = -1;
  let highest = -1;
  let lowestWinning = -1;
  let highestLosing = -1;
  for (let m = legal >>> 0, c = 0; m !== 0; m >>>= 1, c++) {
    if ((m & 1) === 0) continue;
    const key = rankOf(c) * 32 + c;
    if (lowest < 0 || key < sortKey(lowest)) lowest = c;
    if (highest < 0 || key > sortKey(highest)) highest = c;
    if (leading) continue;
    const wins = best < 0 ? suitOf(c) === led || suitOf(c) === trump : beats(c, best, led, trump);
    if (wins) {
      if (lowestWinning < 0 || key < sortKey(lowestWinning)) lowestWinning = c;
    } else if (highestLosing < 0 || key > sortKey(highestLosing)) highestLosing = c;
  }
  if (leading) return v.wantTricks ? highest : lowest;
  if (v.wantTricks) return lowestWinning >= 0 ? lowestWinning : lowest;
  return highestLosing >= 0 ? highestLosing : highest;
}

/**
 * A card from `legal` (non-empty mask): `choosePlayReference`'s choice, made on masks — the
 * cards that would win the trick as one mask, the highest or lowest card of a mask by rank then
 * code (`highestOf`, `lowestOf`) — with no loop over the cards (the simulator calls this for
 * every card of every deal).
 */
export function choosePlay(legal: number, v: TrickView): Card {
  const { led, trump } = v;
  const cards = v.cards;
  const leading = cards.length === 0 && led < 0;
  if (leading) return v.wantTricks ? highestOf(legal) : lowestOf(legal);
  // the card to beat: the best of the trick so far (none yet in a talon-named trick: any card of the led suit or a trump wins)
  let best: Card = -1;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    if (suitOf(c) !== led && suitOf(c) !== trump) continue;
    if (best < 0 || beats(c, best, led, trump)) best = c;
  }
  const trumps = trump >= 0 && trump < 4 ? SUIT_MASK[trump] : 0;
  let winning: number;
  if (best < 0) winning = (led >= 0 && led < 4 ? SUIT_MASK[led] : 0) | trumps;
  else {
    // a higher card of the best card's suit, or any trump over a card that is not one
    const bs = suitOf(best);
    winning = (SUIT_MASK[bs] & ~((2 << best) - 1)) | (bs !== trump ? trumps : 0);
  }
  const wins = (legal & winning) >>> 0;
  if (v.wantTricks) return wins !== 0 ? lowestOf(wins) : lowestOf(legal);
  const loses = (legal & ~winning) >>> 0;
  return loses !== 0 ? highestOf(loses) : highestOf(legal);
}

/** The cards of rank r (bit r of each suit's byte). */
const RANK_MASK: readonly number[] = Array.from({ length: 8 }, (_, r) => (0x01010101 << r) >>> 0);

/** The highest card of `mask` by (rank, code), -1 for none: the top rank held, its highest suit. */
function highestOf(mask: number): Card {
  for (let r = 7; r >= 0; r--) {
    const m = mask & RANK_MASK[r];
    if (m !== 0) return 31 - Math.clz32(m);
  }
  return -1;
}

/** The lowest card of `mask` by (rank, code), -1 for none: the bottom rank held, its lowest suit. */
export function lowestOf(mask: number): Card {
  for (let r = 0; r < 8; r++) {
    const m = mask & RANK_MASK[r];
    if (m !== 0) return 31 - Math.clz32(m & -m);
  }
  return -1;
}

/** The order the play policy ranks cards in: by rank, then by code. */
const sortKey = (c: Card): number => rankOf(c) * 32 + c;

export const levelOfContract = (c: number): number => levelOf(c as ContractId);
export const handWith = (hand: number, cards: readonly Card[]): number => cards.reduce((m, c) => add(m, c), hand);
export const holds = has;
