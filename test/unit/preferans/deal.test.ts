import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { count, createRng, shuffledDeck, type Card } from '../../../src/core/cards/index.ts';
import { dealCards, dealInto, eldestOf, handsOf, newDealBuffer, type PlayerCount } from '../../../src/rulesets/preferans/mechanics/index.ts';

const identity: Card[] = Array.from({ length: 32 }, (_, i) => i);
const maskOf = (...cards: number[]): number => cards.reduce((m, c) => (m | (1 << c)) >>> 0, 0);

describe('dealing in pairs with the talon as a pair (CODE 3.2.8, 3.2.10)', () => {
  it('deals two cards at a time clockwise from the dealer’s left, the talon after the first round', () => {
    // Arrange: dealer 0 of 3, so the first hand is seat 1 and the dealer is third hand.
    // Act
    const deal = dealCards(identity, 0, 3);
    // Assert: round 1 = 0-1 → seat 1, 2-3 → seat 2, 4-5 → seat 0; talon = 6-7 (the 4th pair).
    expect(deal.order).toEqual([1, 2, 0]);
    expect(deal.talon).toEqual([6, 7]);
    expect(deal.hands[1]).toBe(maskOf(0, 1, 8, 9, 14, 15, 20, 21, 26, 27));
    expect(deal.hands[2]).toBe(maskOf(2, 3, 10, 11, 16, 17, 22, 23, 28, 29));
    expect(deal.hands[0]).toBe(maskOf(4, 5, 12, 13, 18, 19, 24, 25, 30, 31));
  });

  it('gives the 4-player dealer no cards and deals to the three seats after him', () => {
    const deal = dealCards(identity, 2, 4);
    expect(deal.order).toEqual([3, 0, 1]);
    expect(deal.hands).toHaveLength(4);
    expect(deal.hands[2]).toBe(0);
    expect(deal.hands[3]).toBe(maskOf(0, 1, 8, 9, 14, 15, 20, 21, 26, 27));
    expect(eldestOf(2, 4)).toBe(3);
    expect(handsOf(3, 4)).toEqual([0, 1, 2]);
  });

  it('places the talon after the chosen round, never as the first or last pair', () => {
    expect(dealCards(identity, 0, 3, 4).talon).toEqual([24, 25]);
    expect(dealCards(identity, 0, 3, 2).talon).toEqual([12, 13]);
    expect(() => dealCards(identity, 0, 3, 5 as 4)).toThrow(/talonRound must be 1\.\.4/);
  });

  it('rejects a deck that is not 32 distinct cards, naming the position', () => {
    expect(() => dealCards(identity.slice(1), 0, 3)).toThrow(/32 cards/);
    expect(() => dealCards([...identity.slice(0, 31), 0], 0, 3)).toThrow(/deck\[31\] repeats/);
    expect(() => dealCards(identity, 3, 3)).toThrow(/dealer must be an integer seat in 0\.\.2/);
  });

  describe('property (seed 20240601): every shuffled deal conserves the 32 cards', () => {
    it('gives each active seat 10 distinct cards and 2 to the talon', () => {
      fc.assert(
        fc.property(fc.integer(), fc.constantFrom<PlayerCount>(3, 4), fc.nat(3), fc.constantFrom(1, 2, 3, 4), (seed, players, d, talonRound) => {
          const dealer = d % players;
          const deck = shuffledDeck(createRng(seed));
          const deal = dealCards(deck, dealer, players, talonRound as 1);
          let all = ((1 << deal.talon[0]) | (1 << deal.talon[1])) >>> 0;
          expect(deal.talon[0]).not.toBe(deal.talon[1]);
          for (let s = 0; s < players; s++) {
            const inHand = count(deal.hands[s]);
            expect(inHand).toBe(s === dealer && players === 4 ? 0 : 10);
            expect(deal.hands[s] & all).toBe(0);
            all = (all | deal.hands[s]) >>> 0;
          }
          expect(all).toBe(0xffffffff);
        }),
        { seed: 20240601, numRuns: 300 },
      );
    });
  });

  it('deals into a reused buffer without building a new deal object', () => {
    const buf = newDealBuffer();
    dealInto(buf, identity, 1, 3);
    const first = buf.hands.slice();
    dealInto(buf, identity, 1, 3);
    expect(buf.hands).toEqual(first);
    expect(buf.hands[2]).toBe(maskOf(0, 1, 8, 9, 14, 15, 20, 21, 26, 27));
  });
});
