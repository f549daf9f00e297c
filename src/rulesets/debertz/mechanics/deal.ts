import { type Card, NUM_CARDS, suitOf } from '../../../core/cards/card.ts';
import { type CardMask, add } from '../../../core/cards/mask.ts';
import { type Format, nextSeat } from './format.ts';

/**
 * Dealing from a deck in dealing order (digest §2.2, FDU 6.2.2.2 for the special deal).
 * `deck[0]` is the first card dealt. All functions are pure: they return hands as masks.
 */
export interface FirstDeal {
  readonly hands: CardMask[];
  readonly turned: Card;
  /** index in the deck of the next undealt card */
  readonly next: number;
}

/** 6 cards each in two rounds of 3, from the eldest (dealer + 1), then the turned card. */
export function dealFirstSix(deck: readonly Card[], format: Format, dealer: number): FirstDeal {
  const hands = new Array<CardMask>(format.players).fill(0);
  const next = dealFirstSixInto(deck, format, dealer, hands);
  return { hands, turned: deck[next - 1], next };
}

/**
 * `dealFirstSix` into the caller's `hands` (one entry per seat, overwritten), for the simulator's
 * hot loop: no arrays or result object. Returns `next`; the turned card is `deck[next - 1]`.
 */
export function dealFirstSixInto(deck: readonly Card[], format: Format, dealer: number, hands: CardMask[]): number {
  const P = format.players;
  for (let s = 0; s < P; s++) hands[s] = 0;
  let i = 0;
  for (let round = 0; round < 2; round++) {
    for (let k = 0, seat = nextSeat(format, dealer); k < P; k++, seat = nextSeat(format, seat)) {
      hands[seat] = add(add(add(hands[seat], deck[i]), deck[i + 1]), deck[i + 2]);
      i += 3;
    }
  }
  return i + 1;
}

export type TurnedCardTo = 'declarer' | 'dealer';

/**
 * Completion after the game is ordered. 2–3 players: 3 more each, the turned card stays out and
 * the bottom card of the stock is shown. 4 players: the turned card goes to the declarer (or the
 * dealer, DEB-G34), who takes 1 more while the others take 2.
 */
export function completeNormal(deck: readonly Card[], first: FirstDeal, format: Format, dealer: number, declarer: number, turnedTo: TurnedCardTo) {
  const hands = first.hands.slice();
  const dealt = completeNormalInto(deck, first.next, first.turned, format, dealer, declarer, turnedTo, hands);
  const bottom = format.players === 4 ? -1 : deck[NUM_CARDS - 1];
  return { hands, bottom, dealt };
}

/**
 * `completeNormal` in place: adds the completion to `hands` (the first six, as `dealFirstSixInto`
 * left them; `next` and `turned` are that deal's) and returns the index of the next undealt card.
 */
export function completeNormalInto(deck: readonly Card[], next: number, turned: Card, format: Format, dealer: number, declarer: number, turnedTo: TurnedCardTo, hands: CardMask[]): number {
  let i = next;
  const receiver = turnedTo === 'declarer' ? declarer : dealer;
  if (format.players === 4) hands[receiver] = add(hands[receiver], turned);
  for (let k = 0, seat = nextSeat(format, dealer); k < format.players; k++, seat = nextSeat(format, seat)) {
    const n = format.players === 4 ? (seat === receiver ? 1 : 2) : 3;
    for (let c = 0; c < n; c++) hands[seat] = add(hands[seat], deck[i++]);
  }
  return i;
}

export interface SpecialDealRules {
  /** DEB-G2: `literal` 2 cards in the last round; `format-size` the format's normal completion */
  readonly roundSize: 'literal' | 'format-size';
  /** DEB-G3: the declarer gets `none` in the last round, or `one-fewer` than the others */
  readonly declarerShare: 'none' | 'one-fewer';
}

/**
 * The referee's special deal after a deferred bayd (DEB-6.2.2.2): 3+3 to everyone, the next card
 * shown to all and given to the declarer, then a last round "to every player except the
 * declarer". Read literally (DEB-G2 `literal`, DEB-G3 `none`) the declarer has 7 cards and the
 * others 8 — a hand size no format uses; cardlaw reports it instead of hiding it.
 */
export function dealSpecial(deck: readonly Card[], format: Format, dealer: number, declarer: number, rules: SpecialDealRules) {
  // DEB-6.2.2.2.a: 6 cards to everyone in two rounds of 3
  const first = dealFirstSix(deck, format, dealer);
  const hands = first.hands.slice();
  // DEB-6.2.2.2.b: the next card shown to all and given to the declarer
  hands[declarer] = add(hands[declarer], first.turned);
  // DEB-6.2.2.2.c: a last round of 2 to every player except the declarer (DEB-G2, DEB-G3)
  const round = rules.roundSize === 'literal' ? 2 : format.players === 4 ? 2 : 3;
  let i = first.next;
  for (let k = 0, seat = nextSeat(format, dealer); k < format.players; k++, seat = nextSeat(format, seat)) {
    const n = seat === declarer ? (rules.declarerShare === 'none' ? 0 : round - 1) : round;
    for (let c = 0; c < n; c++) hands[seat] = add(hands[seat], deck[i++]);
  }
  return { hands, shown: first.turned, shownSuit: suitOf(first.turned), dealt: i };
}

/** Hand sizes the special deal produces under the readings, for validation and reports. */
export function specialHandSizes(format: Format, declarer: number, rules: SpecialDealRules): number[] {
  const round = rules.roundSize === 'literal' ? 2 : format.players === 4 ? 2 : 3;
  return Array.from({ length: format.players }, (_, seat) =>
    seat === declarer ? 7 + (rules.declarerShare === 'none' ? 0 : round - 1) : 6 + round,
  );
}
