/**
 * Perft for the Debertz play rules (STYLE practice 11, after chess.js `__tests__/perft.test.ts`):
 * for fixed deals, the number of legal play sequences to depth 1 trick and 2 tricks under the
 * default reading DEB-G25 `led-trump` (DEB-G26 `must-anyway`).
 *
 * Each count is computed twice: by a brute force written here on plain arrays of card names,
 * with its own follow / ruff / beat-the-led-trump and trick-winner logic, and by walking
 * `legalPlays` + `winningIndex` from src/rulesets/debertz/mechanics/play.ts. Both must equal the golden number,
 * which was produced once by the brute force. A change in follow-suit, ruffing or overtrumping
 * shows up here first.
 */
import { describe, expect, it } from 'vitest';
import { type Card } from '../../src/core/cards/card.ts';
import { type CardMask, cardsOf, remove } from '../../src/core/cards/mask.ts';
import { formatOf, type FormatId } from '../../src/rulesets/debertz/mechanics/format.ts';
import { completeNormal, dealFirstSix } from '../../src/rulesets/debertz/mechanics/deal.ts';
import { legalPlays, winningIndex, type TrickView } from '../../src/rulesets/debertz/mechanics/play.ts';
import { formatCard, seededDeck } from './support.ts';

// ───────────── the independent brute force: card names, arrays, no masks ─────────────

const SUITS = 'SCDH';
/** Trick-taking order, lowest first. */
const TRUMP_ORDER = ['7', '8', 'Q', 'K', 'T', 'A', '9', 'J'];
const PLAIN_ORDER = ['7', '8', '9', 'J', 'Q', 'K', 'T', 'A'];
const rankChar = (c: string) => c[0];
const suitChar = (c: string) => c[1];

function strength(c: string, trump: string): number {
  return (suitChar(c) === trump ? TRUMP_ORDER : PLAIN_ORDER).indexOf(rankChar(c));
}

/** The cards the player may play: follow suit (beating a led trump if he can); else ruff; else anything. */
function bruteLegal(hand: string[], trick: string[], trump: string): string[] {
  if (trick.length === 0) return hand.slice();
  const led = suitChar(trick[0]);
  const sameSuit = hand.filter((c) => suitChar(c) === led);
  if (sameSuit.length > 0) {
    if (led !== trump) return sameSuit;
    const higher = sameSuit.filter((c) => strength(c, trump) > strength(trick[0], trump)); // led-trump: beat the led card
    return higher.length > 0 ? higher : sameSuit;
  }
  const trumps = hand.filter((c) => suitChar(c) === trump);
  return trumps.length > 0 ? trumps : hand.slice(); // led-trump: a ruff need not beat an earlier ruff
}

function bruteWinner(trick: string[], trump: string): number {
  let best = 0;
  for (let i = 1; i < trick.length; i++) {
    const a = trick[i];
    const b = trick[best];
    const aTrump = suitChar(a) === trump;
    const bTrump = suitChar(b) === trump;
    if (aTrump && !bTrump) best = i;
    else if (aTrump === bTrump && suitChar(a) === suitChar(b) && strength(a, trump) > strength(b, trump)) best = i;
  }
  return best;
}

function bruteCount(hands: string[][], trump: string, leader: number, tricks: number): number {
  const players = hands.length;
  const go = (h: string[][], toAct: number, trick: string[], seats: number[], left: number): number => {
    if (trick.length === players) {
      const winner = seats[bruteWinner(trick, trump)];
      return left === 1 ? 1 : go(h, winner, [], [], left - 1);
    }
    let n = 0;
    for (const c of bruteLegal(h[toAct], trick, trump)) {
      const next = h.slice();
      next[toAct] = h[toAct].filter((x) => x !== c);
      n += go(next, (toAct + 1) % players, [...trick, c], [...seats, toAct], left);
    }
    return n;
  };
  return go(hands, leader, [], [], tricks);
}

// ───────────── the same count through src/rulesets/debertz/mechanics/play.ts ─────────────

function engineCount(hands: CardMask[], trump: number, leader: number, tricks: number, players: number, partnerOf: (s: number) => number, withObligation = true): number {
  const rules = { overtrump: 'led-trump' as const, partnerExempt: false };
  const go = (h: CardMask[], toAct: number, cardsIn: Card[], seats: number[], left: number): number => {
    if (cardsIn.length === players) {
      const view: TrickView = { cards: cardsIn, seats, length: players, trumpSeenBefore: false };
      const winner = seats[winningIndex(view, trump)];
      return left === 1 ? 1 : go(h, winner, [], [], left - 1);
    }
    const view: TrickView = { cards: cardsIn, seats, length: cardsIn.length, trumpSeenBefore: false };
    let n = 0;
    for (const c of cardsOf(legalPlays(h[toAct], view, trump, rules, partnerOf(toAct), withObligation))) {
      const next = h.slice();
      next[toAct] = remove(h[toAct], c);
      n += go(next, (toAct + 1) % players, [...cardsIn, c], [...seats, toAct], left);
    }
    return n;
  };
  return go(hands, leader, [], [], tricks);
}

// ───────────── the fixed deals and their golden counts ─────────────

interface PerftDeal {
  format: FormatId;
  seed: number;
  dealer: number;
  declarer: number;
  trump: number;
  leader: number;
  /** golden counts for depth 1 trick and 2 tricks, from the brute force */
  golden: [number, number];
}

const DEALS: PerftDeal[] = [
  { format: '1x1', seed: 101, dealer: 0, declarer: 1, trump: 2, leader: 1, golden: [18, 280] },
  { format: '1x2', seed: 202, dealer: 2, declarer: 0, trump: 0, leader: 0, golden: [42, 1232] },
  { format: '2x2', seed: 404, dealer: 3, declarer: 1, trump: 2, leader: 0, golden: [76, 3060] },
];

function handsOf(d: PerftDeal): CardMask[] {
  const f = formatOf(d.format);
  const deck = seededDeck(d.seed);
  return completeNormal(deck, dealFirstSix(deck, f, d.dealer), f, d.dealer, d.declarer, 'declarer').hands;
}

for (const d of DEALS) {
  const f = formatOf(d.format);
  const hands = handsOf(d);
  const text = hands.map((h) => cardsOf(h).map(formatCard));
  describe(`perft ${d.format} (deck seed ${d.seed}, dealer ${d.dealer}, trump ${SUITS[d.trump]}, seat ${d.leader} leads, led-trump)`, () => {
    for (const depth of [1, 2] as const) {
      it(`should count ${d.golden[depth - 1]} legal play sequences to ${depth} trick(s), by brute force and by legalPlays`, () => {
        const replay = `replay: ${JSON.stringify({ ...d, depth, hands: text.map((h) => h.join(' ')) })}`;
        const brute = bruteCount(text, SUITS[d.trump], d.leader, depth);
        const engine = engineCount(hands, d.trump, d.leader, depth, f.players, (s) => (f.id === '2x2' ? (s + 2) % 4 : -1));
        expect(brute, replay).toBe(d.golden[depth - 1]);
        expect(engine, replay).toBe(brute);
      });
    }
    it('should detect a missing beat-the-led-trump duty: without it the 2-trick count is larger', () => {
      const lax = engineCount(hands, d.trump, d.leader, 2, f.players, (s) => (f.id === '2x2' ? (s + 2) % 4 : -1), false);
      expect(lax, `replay: ${JSON.stringify(d)}`).toBeGreaterThan(d.golden[1]);
    });
  });
}
