import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardsOf } from '../../../src/core/cards/mask.ts';
import { parseCard } from '../../../src/core/cards/index.ts';
import { autoplayCard, autoplayCardReference } from '../../../src/rulesets/preferans/sim/continue.ts';

/** The cards as a mask (a typo fails the test). */
const m = (...cs: string[]): number =>
  cs.reduce((x, text) => {
    const c = parseCard(text);
    if (c === undefined) throw new Error(`not a card: ${text}`);
    return (x | (1 << c)) >>> 0;
  }, 0);

describe('the card played after a wrong count’s discovery, on masks', () => {
  it('should choose the card the card-by-card reference chooses from any non-empty set of cards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 0xffffffff }), (pool) => {
        expect(autoplayCard(pool >>> 0)).toBe(autoplayCardReference(cardsOf(pool >>> 0)));
      }),
      { numRuns: 20_000 },
    );
  });

  it('should play the lowest rank, and of two cards of that rank the lower code', () => {
    const [s7, c7] = [m('7♠'), m('7♣')];
    expect(autoplayCard(m('A♥', '7♣', 'K♠'))).toBe(cardsOf(c7)[0]);
    expect(autoplayCard(m('7♣', '7♠', '8♦'))).toBe(Math.min(cardsOf(s7)[0], cardsOf(c7)[0]));
    expect(autoplayCard(m('A♥'))).toBe(cardsOf(m('A♥'))[0]);
  });
});
