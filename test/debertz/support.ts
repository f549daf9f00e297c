/**
 * Shared helpers for the Debertz suites: readable card literals, seeded decks and a plain
 * random play-out over the mechanics (src/rulesets/debertz/mechanics). Not a test file itself.
 */
import { type Card, NUM_CARDS, suitOf } from '../../src/core/cards/card.ts';
import { formatCard, parseCard } from '../../src/core/cards/notation.ts';
import { type CardMask, cardsOf, count, has, maskOf, remove } from '../../src/core/cards/mask.ts';
import { createRng, type Rng } from '../../src/core/cards/rng.ts';
import { shuffledDeck } from '../../src/core/cards/deck.ts';
import type { Format } from '../../src/rulesets/debertz/mechanics/format.ts';
import { legalPlays, winningIndex, type PlayRules, type TrickView } from '../../src/rulesets/debertz/mechanics/play.ts';
import { cardPoints, LAST_TRICK_BONUS } from '../../src/rulesets/debertz/mechanics/points.ts';
import { DEBERTZ_GAPS } from '../../src/rulesets/debertz/regulation/gaps.ts';
import { resolveReadings } from '../../src/core/regulation/readings.ts';
import type { Readings } from '../../src/core/regulation/types.ts';

/** `card('JH')` → card code; throws on a typo so a test can never silently use a wrong card. */
export function card(name: string): Card {
  const c = parseCard(name);
  if (c === undefined) throw new Error(`support.card: ${JSON.stringify(name)} is not a card (#support-card)`);
  return c;
}
/** `cards('JH 9H AS')` → codes in the written order. */
export const cards = (text: string): Card[] => (text.trim() === '' ? [] : text.trim().split(/\s+/).map(card));
export const mask = (text: string): CardMask => maskOf(cards(text));
/** Card names of a mask, sorted by code (a stable order to compare legal sets). */
export const names = (m: CardMask): string[] => cardsOf(m).map(formatCard);
export const sortedNames = (text: string): string[] => names(mask(text));

export const DEFAULTS: Readings = resolveReadings(DEBERTZ_GAPS, {});
export const readingsWith = (overrides: Record<string, string>): Readings => resolveReadings(DEBERTZ_GAPS, overrides);

export const seededDeck = (seed: number): Card[] => shuffledDeck(createRng(seed));

export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(0, xs.length - 1)];

export const partnerIn = (format: Format) => (seat: number): number => (format.id === '2x2' ? (seat + 2) % 4 : -1);

export interface PlayedTrick {
  cards: Card[];
  seats: number[];
  winner: number;
  points: number;
}

/**
 * Plays every card of `hands` with uniformly random legal cards (src/rulesets/debertz/mechanics/play.ts) from
 * `leader`; returns the tricks. Stops early (and says so) when the seat to act has no card,
 * which only the unequal hands of a literal special deal produce.
 */
export function randomPlayOut(hands: readonly CardMask[], format: Format, trump: number, leader: number, rules: PlayRules, rng: Rng) {
  const h = hands.slice();
  const tricks: PlayedTrick[] = [];
  const totalTricks = Math.max(...h.map(count));
  let toAct = leader;
  let trumpSeen = false;
  let stuck = false;
  while (tricks.length < totalTricks) {
    const t = { cards: [] as Card[], seats: [] as number[] };
    for (let k = 0; k < format.players; k++) {
      if (h[toAct] === 0) {
        stuck = true;
        break;
      }
      const view: TrickView = { cards: t.cards, seats: t.seats, length: t.cards.length, trumpSeenBefore: trumpSeen };
      const legal = cardsOf(legalPlays(h[toAct], view, trump, rules, partnerIn(format)(toAct)));
      const c = pick(rng, legal);
      h[toAct] = remove(h[toAct], c);
      t.cards.push(c);
      t.seats.push(toAct);
      toAct = (toAct + 1) % format.players;
    }
    if (stuck) break;
    const view: TrickView = { cards: t.cards, seats: t.seats, length: t.cards.length, trumpSeenBefore: trumpSeen };
    const winner = t.seats[winningIndex(view, trump)];
    const last = tricks.length + 1 === totalTricks;
    const points = t.cards.reduce((a, c) => a + cardPoints(c, trump), 0) + (last ? LAST_TRICK_BONUS : 0);
    if (t.cards.some((c) => suitOf(c) === trump)) trumpSeen = true;
    tricks.push({ ...t, winner, points });
    toAct = winner;
  }
  return { tricks, stuck, remaining: h };
}

/** Every card exactly once across the given masks and loose cards (returns a message, or '' when fine). */
export function conservationError(parts: readonly CardMask[], loose: readonly Card[]): string {
  const seen = new Array<number>(NUM_CARDS).fill(0);
  for (const p of parts) for (const c of cardsOf(p)) seen[c]++;
  for (const c of loose) seen[c]++;
  const bad = seen.flatMap((n, c) => (n === 1 ? [] : [`${formatCard(c)}×${n}`]));
  return bad.length === 0 ? '' : `cards not conserved: ${bad.join(' ')}`;
}

export { has, count, cardsOf, formatCard };
