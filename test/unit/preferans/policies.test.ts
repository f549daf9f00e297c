import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../src/core/cards/index.ts';
import { choosePlay, choosePlayReference, estimateTricks, estimateTricksReference, type TrickView } from '../../../src/rulesets/preferans/policies.ts';

/** A card from its notation (a typo fails the test). */
function card(text: string): number {
  const c = parseCard(text);
  if (c === undefined) throw new Error(`not a card: ${text}`);
  return c;
}

/** The cards as a mask. */
const m = (...cs: string[]): number => cs.reduce((x, c) => (x | (1 << card(c))) >>> 0, 0);

/** A trick as the play policy may meet it: up to two cards on it, a suit led (or none), a trump (or none), either side. */
const trickArb = fc
  .record({
    legal: fc.integer({ min: 1, max: 0xffffffff }),
    cards: fc.uniqueArray(fc.integer({ min: 0, max: 31 }), { maxLength: 2 }),
    led: fc.integer({ min: -1, max: 3 }),
    trump: fc.integer({ min: -1, max: 3 }),
    wantTricks: fc.boolean(),
  })
  // the cards on the trick are not the player's; with cards on it the led suit is the first card's (or a talon card's)
  .map(({ legal, cards, led, trump, wantTricks }) => {
    let mask = legal;
    for (const c of cards) mask &= ~(1 << c);
    return { legal: (mask >>> 0) || (legal >>> 0), view: { cards, led: cards.length > 0 && led < 0 ? cards[0] >> 3 : led, trump, wantTricks } satisfies TrickView };
  });

describe('the play policy on masks', () => {
  it('should choose the card the reference policy chooses on any trick', () => {
    fc.assert(
      fc.property(trickArb, ({ legal, view }) => {
        expect(choosePlay(legal, view)).toBe(choosePlayReference(legal, view));
      }),
      { numRuns: 20_000 },
    );
  });

  it('should agree with the reference on any inputs, inconsistent ones included (a suit led unlike the first card, the card on the trick also held)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 0xffffffff }),
        fc.array(fc.integer({ min: 0, max: 31 }), { maxLength: 3 }),
        fc.integer({ min: -1, max: 3 }),
        fc.integer({ min: -1, max: 3 }),
        fc.boolean(),
        (legal, cards, led, trump, wantTricks) => {
          const view: TrickView = { cards, led, trump, wantTricks };
          expect(choosePlay(legal >>> 0, view)).toBe(choosePlayReference(legal >>> 0, view));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('should win as cheaply as it can, duck with its highest losing card, and lead its highest or lowest card', () => {
    const c = card;
    // hearts led by the queen: the king wins cheaper than the ace; with spades trump the seven of
    // trumps is cheaper still (cheapest by rank), and over a trump only a higher trump wins
    expect(choosePlay(m('KH', 'AH'), { cards: [c('QH')], led: c('QH') >> 3, trump: -1, wantTricks: true })).toBe(c('KH'));
    expect(choosePlay(m('KH', 'AH', '7S'), { cards: [c('QH')], led: c('QH') >> 3, trump: c('7S') >> 3, wantTricks: true })).toBe(c('7S'));
    expect(choosePlay(m('7S', 'AS', '8D'), { cards: [c('QH'), c('9S')], led: c('QH') >> 3, trump: c('7S') >> 3, wantTricks: true })).toBe(c('AS'));
    // avoiding tricks under the queen led: the highest heart under it (the jack), not the ace
    expect(choosePlay(m('JH', '7H', 'AH'), { cards: [c('QH')], led: c('QH') >> 3, trump: -1, wantTricks: false })).toBe(c('JH'));
    // leading: highest by rank (an ace), lowest by rank (a seven)
    expect(choosePlay(m('AD', 'KS', '7C'), { cards: [], led: -1, trump: -1, wantTricks: true })).toBe(c('AD'));
    expect(choosePlay(m('AD', 'KS', '7C'), { cards: [], led: -1, trump: -1, wantTricks: false })).toBe(c('7C'));
  });
});

describe('the trick estimate by table lookup', () => {
  it('should give the reference estimate for any hand and any strain', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: -1, max: 3 }), (hand, trump) => {
        expect(estimateTricks(hand >>> 0, trump)).toBe(estimateTricksReference(hand >>> 0, trump));
      }),
      { numRuns: 20_000 },
    );
  });

  it('should count honours, long trumps and a long no-trump suit headed by ace and king', () => {
    // ace, king behind it, queen of three behind both: 3; two more trumps beyond the third: 5
    expect(estimateTricks(m('AS', 'KS', 'QS', '9S', '8S'), card('7S') >> 3)).toBe(5);
    // the same suit as a side suit: 3; at no trump (ace and king head it): 5
    expect(estimateTricks(m('AS', 'KS', 'QS', '9S', '8S'), card('7H') >> 3)).toBe(3);
    expect(estimateTricks(m('AS', 'KS', 'QS', '9S', '8S'), -1)).toBe(5);
    // a guarded king alone: a half
    expect(estimateTricks(m('KD', '7D'), -1)).toBe(0.5);
  });
});
