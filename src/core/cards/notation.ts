import { type Card, cardOf, rankOf, suitOf, type Rank, type Suit } from './card.ts';

/** The one place where card codes meet their written names. */
const RANK_CHARS = '789TJQKA';
const SUIT_CHARS = 'SCDH';
const SUIT_SYMBOLS: Record<string, Suit> = { '♠': 0, '♣': 1, '♦': 2, '♥': 3, '♤': 0, '♧': 1, '♢': 2, '♡': 3 };

/** Canonical name, e.g. `JH`, `TS`. */
export const formatCard = (card: Card): string => RANK_CHARS[rankOf(card)] + SUIT_CHARS[suitOf(card)];

export const formatSuit = (suit: Suit): string => SUIT_CHARS[suit];

/** Parses a suit letter (`S C D H`) or symbol; undefined when it is neither. */
export function parseSuit(text: string): Suit | undefined {
  const upper = text.trim().toUpperCase();
  const index = SUIT_CHARS.indexOf(upper);
  if (upper.length === 1 && index >= 0) return index as Suit;
  return SUIT_SYMBOLS[text.trim()];
}

/**
 * Parses `JH`, `10H`, `TH`, `J♥`, `jh`. Returns undefined for anything that is not one of the
 * 32 cards, so the caller can name the offending field in its own error message.
 */
export function parseCard(text: string): Card | undefined {
  if (typeof text !== 'string') return undefined;
  const t = text.trim();
  const rankText = t.slice(0, -1).toUpperCase();
  const suit = parseSuit(t.slice(-1));
  const rankIndex = rankText === '10' ? 3 : rankText.length === 1 ? RANK_CHARS.indexOf(rankText) : -1;
  if (suit === undefined || rankIndex < 0) return undefined;
  return cardOf(suit, rankIndex as Rank);
}
