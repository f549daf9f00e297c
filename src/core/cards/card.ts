/**
 * Cards as small integers: `card = suit * 8 + rank`. The hot simulator loop sees only these
 * numbers and 32-bit masks; strings such as `JH` exist only at the boundary (see notation.ts).
 */
export const NUM_CARDS = 32;
export const NUM_SUITS = 4;
export const NUM_RANKS = 8;

/** Suits in the order of the card-code convention: ♠ ♣ ♦ ♥. */
export const Suit = { Spades: 0, Clubs: 1, Diamonds: 2, Hearts: 3 } as const;
export type Suit = (typeof Suit)[keyof typeof Suit];
export const SUITS: readonly Suit[] = [0, 1, 2, 3];

/** Natural (sequence) order 7 8 9 T J Q K A, the order combinations use. */
export const Rank = { Seven: 0, Eight: 1, Nine: 2, Ten: 3, Jack: 4, Queen: 5, King: 6, Ace: 7 } as const;
export type Rank = (typeof Rank)[keyof typeof Rank];
export const RANKS: readonly Rank[] = [0, 1, 2, 3, 4, 5, 6, 7];

/** A card code in 0..31. */
export type Card = number;

export const cardOf = (suit: Suit, rank: Rank): Card => suit * NUM_RANKS + rank;
export const suitOf = (card: Card): Suit => (card >> 3) as Suit;
export const rankOf = (card: Card): Rank => (card & 7) as Rank;

/** All 32 cards in code order. */
export const ALL_CARDS: readonly Card[] = Array.from({ length: NUM_CARDS }, (_, i) => i);
