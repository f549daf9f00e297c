/**
 * Seeded Preferans deals with a real wrong count: a shuffled deck dealt ten to each hand and two
 * to the talon, then cards really misdealt as a configuration says — taken out of a short hand
 * (or a short talon) and put into a long hand, a long talon, on the floor (face down or up), into
 * another deck, or lost. Every one of the 32 cards stays accounted for exactly once, as the
 * scenario format requires.
 *
 * @internal
 */
import { suitOf, type Card } from '../../../core/cards/card.ts';
import { shuffledDeck } from '../../../core/cards/deck.ts';
import { formatCard } from '../../../core/cards/notation.ts';
import type { Rng } from '../../../core/cards/rng.ts';
import { handSeats, type WrongCount } from './abstraction.ts';

export interface DealtCards {
  /** per seat, the cards dealt (the 4-player dealer's hand is empty) */
  readonly hands: string[][];
  readonly talon: string[];
  readonly floor: string[];
  readonly floorFaceUp: string[];
  readonly otherDeck: string[];
  readonly lost: string[];
}

const take = (list: Card[], rng: Rng): Card => list.splice(rng.int(0, list.length - 1), 1)[0];

/**
 * For a short hand that later fails to follow the missing card's suit (PCR-5.2.1's
 * «фальшренонс»), the card taken is a singleton when he has one: he then holds none of its suit.
 */
function takeFromShort(hand: Card[], rng: Rng, singleton: boolean): Card {
  if (singleton) {
    const alone = hand.filter((c) => hand.filter((d) => suitOf(d) === suitOf(c)).length === 1);
    if (alone.length > 0) return hand.splice(hand.indexOf(alone[rng.int(0, alone.length - 1)]), 1)[0];
  }
  return take(hand, rng);
}

export function dealWith(players: number, wrong: WrongCount | undefined, rng: Rng): DealtCards {
  const deck = shuffledDeck(rng);
  const seats = handSeats(players);
  const hands: Card[][] = Array.from({ length: players }, () => []);
  seats.forEach((s, i) => (hands[s] = deck.slice(10 * i, 10 * i + 10)));
  const talon = deck.slice(30, 32);
  const places = { floor: [] as Card[], floorFaceUp: [] as Card[], otherDeck: [] as Card[], lost: [] as Card[] };
  if (wrong) {
    const moved: Card[] = [];
    seats.forEach((s, i) => {
      for (let n = wrong.counts[i]; n < 10; n++) moved.push(takeFromShort(hands[s], rng, wrong.revoke === true));
    });
    const talonSize = wrong.talon ?? 2;
    for (let n = talonSize; n < 2; n++) moved.push(take(talon, rng));
    seats.forEach((s, i) => {
      for (let n = 10; n < wrong.counts[i]; n++) hands[s].push(moved.shift()!);
    });
    for (let n = 2; n < talonSize; n++) talon.push(moved.shift()!);
    const rest = wrong.found === 'floor' ? (wrong.faceUp ? places.floorFaceUp : places.floor) : wrong.found === 'other-deck' ? places.otherDeck : wrong.found === 'not-found' ? places.lost : null;
    if (moved.length > 0) {
      if (!rest) throw new Error(`dealWith: ${moved.length} card(s) misdealt with nowhere to go (found: ${wrong.found}) (#suite-pref-deal-1)`);
      rest.push(...moved);
    }
  }
  const text = (cs: readonly Card[]) => cs.map(formatCard);
  return {
    hands: hands.map(text),
    talon: text(talon),
    floor: text(places.floor),
    floorFaceUp: text(places.floorFaceUp),
    otherDeck: text(places.otherDeck),
    lost: text(places.lost),
  };
}
