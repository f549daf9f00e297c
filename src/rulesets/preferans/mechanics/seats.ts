/**
 * Seats and hands. Seats are 0-based and clockwise (ARCHITECTURE.md); the dealer is a seat.
 * Only three players take part in a deal: with four, the dealer "sits on the talon" and gets no
 * cards (CODE-1.2, 3.2.10). Two- and five-player tables are out of scope for these mechanics.
 */

/** A seat number, 0-based, clockwise. */
export type Seat = number;

/** Players on the score sheet. With 4 the dealer of each deal sits out (CODE-3.2.10). */
export type PlayerCount = 3 | 4;

/** The three seats that hold cards, in calling / leading order: first, second, third hand. */
export type Hands = readonly [Seat, Seat, Seat];

/** Index of a seat within `Hands`: 0 = first hand (the eldest, «старшая рука»). */
export type HandIndex = 0 | 1 | 2;

export const isPlayerCount = (n: unknown): n is PlayerCount => n === 3 || n === 4;

/** The seat to the left (clockwise next) of `seat`. */
export const leftOf = (seat: Seat, players: PlayerCount): Seat => (seat + 1) % players;

/**
 * The seat that sits out this deal: the 4-player dealer, or undefined with 3 players.
 * CODE-3.2.10: with four players the dealer gets no cards.
 */
export const sitterOf = (dealer: Seat, players: PlayerCount): Seat | undefined => (players === 4 ? dealer : undefined);

/**
 * First, second and third hand: the seats clockwise from the dealer's left, skipping the dealer
 * himself in a 4-player game (CODE-3.2.8: cards go out starting with the dealer's left neighbour;
 * CODE-3.3.2, 3.9.1: the first hand calls first and leads first).
 */
export function handsOf(dealer: Seat, players: PlayerCount): Hands {
  checkSeat(dealer, players, 'dealer');
  // With 3 players the dealer is the third hand; with 4 the three seats after him play.
  return [(dealer + 1) % players, (dealer + 2) % players, (dealer + 3) % players];
}

/** The eldest hand (first hand): dealer + 1. */
export const eldestOf = (dealer: Seat, players: PlayerCount): Seat => handsOf(dealer, players)[0];

/** The next seat holding cards after `seat` (clockwise), skipping a sitting-out dealer. */
export function nextInHands(hands: Hands, seat: Seat): Seat {
  const i = hands.indexOf(seat);
  if (i < 0) throw new RangeError(`seat ${seat} holds no cards in this deal (#seats-1)`);
  return hands[(i + 1) % 3];
}

/**
 * The defenders in the order they speak on the whist: the player after the declarer first
 * (CODE-3.8.1), then the other one (CODE-3.8.3).
 */
export function defendersOf(hands: Hands, declarer: Seat): readonly [Seat, Seat] {
  const first = nextInHands(hands, declarer);
  return [first, nextInHands(hands, first)];
}

export function checkSeat(seat: Seat, players: PlayerCount, field = 'seat'): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= players) {
    throw new RangeError(`${field} must be an integer seat in 0..${players - 1}, got ${String(seat)}`);
  }
}
