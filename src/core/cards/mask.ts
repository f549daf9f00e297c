import type { Card } from './card.ts';

/** A set of cards as a 32-bit mask (bit `card` set when the card is in the set). */
export type CardMask = number;

export const EMPTY: CardMask = 0;
export const bit = (card: Card): CardMask => (1 << card) >>> 0;
export const has = (mask: CardMask, card: Card): boolean => ((mask >>> card) & 1) === 1;
export const add = (mask: CardMask, card: Card): CardMask => (mask | (1 << card)) >>> 0;
export const remove = (mask: CardMask, card: Card): CardMask => (mask & ~(1 << card)) >>> 0;

/** Number of cards in the mask (Hamming weight). */
export function count(mask: CardMask): number {
  let m = mask >>> 0;
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The 8-bit slice of one suit (bit r = rank r). */
export const suitBits = (mask: CardMask, suit: number): number => (mask >>> (suit * 8)) & 0xff;

export const maskOf = (cards: readonly Card[]): CardMask => cards.reduce<CardMask>(add, EMPTY);

/** Cards of a mask in ascending code order. */
export function cardsOf(mask: CardMask): Card[] {
  const out: Card[] = [];
  for (let m = mask >>> 0, c = 0; m !== 0; m >>>= 1, c++) if (m & 1) out.push(c);
  return out;
}

/** Lowest card in the mask, or -1 when empty. */
export const lowest = (mask: CardMask): Card => (mask === 0 ? -1 : 31 - Math.clz32(mask & -mask));
