import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardsOf, count, createRng, parseCard, shuffledDeck, suitOf, rankOf, type Card } from '../../../src/core/cards/index.ts';
import {
  MISERE,
  contractOf,
  dealCards,
  isPlayOver,
  legalPlays,
  legalPlaysNow,
  playCard,
  playFaultOf,
  startAllPassPlay,
  startContractPlay,
  startPlay,
  toPlay,
  trickWinnerPos,
  type PlayState,
  type PlayerCount,
} from '../../../src/rulesets/preferans/mechanics/index.ts';

const c = (t: string): Card => parseCard(t)!;
const mask = (...t: string[]): number => t.reduce((m, x) => (m | (1 << c(x))) >>> 0, 0);
const names = (m: number): string[] => cardsOf(m).map((x) => '789TJQKA'[rankOf(x)] + 'SCDH'[suitOf(x)]);
const play = (s: PlayState, ...cards: string[]): PlayState => cards.reduce((st, x) => playCard(st, c(x)), s);

describe('legal plays (CODE 2.1.3, 3.9.3)', () => {
  const hand = mask('7S', 'AS', '8C', 'KH', 'TH');
  it('allows any card on the lead', () => {
    expect(legalPlays(hand, -1, 3)).toBe(hand);
  });
  it('requires following suit', () => {
    expect(names(legalPlays(hand, 0, 3))).toEqual(['7S', 'AS']);
  });
  it('requires a trump when void in the suit led', () => {
    expect(names(legalPlays(hand, 2, 3))).toEqual(['TH', 'KH']);
  });
  it('allows anything when void in both the suit led and trumps', () => {
    expect(legalPlays(mask('7S', '8C'), 2, 3)).toBe(mask('7S', '8C'));
  });
  it('has no trump obligation without trumps (misère, all-pass, no-trump)', () => {
    expect(legalPlays(hand, 2, -1)).toBe(hand);
  });

  describe('property (seed 4242): agrees with a naive array implementation', () => {
    it('for every hand, led suit and trump', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: -1, max: 3 }), fc.integer({ min: -1, max: 3 }), (h, led, trump) => {
          const cards = cardsOf(h >>> 0);
          let expected = cards;
          if (led >= 0) {
            const follow = cards.filter((x) => suitOf(x) === led);
            const trumps = cards.filter((x) => suitOf(x) === trump);
            expected = follow.length ? follow : trump >= 0 && trumps.length ? trumps : cards;
          }
          expect(cardsOf(legalPlays(h >>> 0, led as -1, trump as -1))).toEqual(expected);
        }),
        { seed: 4242, numRuns: 2000 },
      );
    });
  });
});

describe('the trick winner (CODE 3.9.4)', () => {
  it('is the highest trump if any', () => {
    expect(trickWinnerPos([c('AS'), c('7H'), c('8H')], 3, 0, 3)).toBe(2);
  });
  it('is otherwise the highest card of the suit led', () => {
    expect(trickWinnerPos([c('TS'), c('AC'), c('QS')], 3, 0, 3)).toBe(2);
    expect(trickWinnerPos([c('TS'), c('AC'), c('QS')], 3, 0, -1)).toBe(2);
  });
  it('is none when no card is of the named suit and there is no trump', () => {
    expect(trickWinnerPos([c('TS'), c('AC'), c('QS')], 3, 2, -1)).toBe(-1);
  });
});

describe('contract play', () => {
  // Seat 1 first hand, 2 second, 0 third.
  const hands = [mask('7D', '8D', '7C'), mask('AS', 'KS', 'QH'), mask('9S', '7H', '8H')];
  const order = [1, 2, 0] as const;

  it('lets the first hand lead and the trick winner lead next (CODE 3.9.1–3.9.2)', () => {
    const s0 = startPlay({ kind: 'game', trump: 3, players: 3, order, hands });
    expect(toPlay(s0)).toBe(1);
    // 1 leads A♠, 2 follows 9♠, 0 is void in spades and trumps? He has no hearts: any card.
    const s1 = play(s0, 'AS', '9S', '7D');
    expect(s1.tricks).toEqual([0, 1, 0]);
    expect(toPlay(s1)).toBe(1);
    // 1 leads K♠, 2 is void and must trump with a heart, 0 plays a diamond.
    expect(names(legalPlaysNow(play(s1, 'KS')))).toEqual(['7H', '8H']);
    const s2 = play(s1, 'KS', '7H', '8D');
    expect(s2.tricks).toEqual([0, 1, 1]);
    expect(s2.lastTrick).toEqual({ cards: [c('KS'), c('7H'), c('8D')], seats: [1, 2, 0], winner: 2 });
    expect(toPlay(s2)).toBe(2);
  });

  it('records a revoke or a failure to trump as a fact and plays the card anyway', () => {
    const s0 = startPlay({ kind: 'game', trump: 3, players: 3, order, hands });
    const s1 = play(s0, 'AS');
    expect(playFaultOf(s1, c('8H'))).toBe('revoke');
    const s2 = play(s1, '8H');
    expect(s2.faults).toEqual([{ seat: 2, card: c('8H'), trick: 0, kind: 'revoke' }]);
    const t = play(startPlay({ kind: 'game', trump: 3, players: 3, order: [2, 0, 1], hands }), '9S');
    expect(playFaultOf(t, c('7C'))).toBe(undefined); // seat 0 is void in ♠ and ♥: anything goes
    expect(playFaultOf(t, c('AS'))).toBe('not-in-hand');
    expect(() => playCard(t, c('AS'))).toThrow(/#play-1/); // not seat 0's card
  });

  it('has no trumps on misère (CODE 3.6.7), whatever the contract table says', () => {
    const s = startContractPlay(MISERE, 3, order, hands);
    expect(s.trump).toBe(-1);
    expect(s.kind).toBe('misere');
    expect(startContractPlay(contractOf(6, 3), 3, order, hands).trump).toBe(3);
    expect(startPlay({ kind: 'all-pass', trump: 3, players: 3, order, hands }).trump).toBe(-1);
  });
});

describe('all-pass play with the talon (CODE 3.7.6)', () => {
  const order = [1, 2, 0] as const;

  it('with three players, the talon names the suit of the first two tricks and never wins; the first hand leads the third', () => {
    // Arrange: talon A♦ then 7♣; nobody can beat the talon ace, yet it never wins.
    const hands = [mask('7D', 'KC', '7S'), mask('8D', 'AC', '8S'), mask('9D', '8C', '9S')];
    const s0 = startAllPassPlay(3, order, hands, [c('AD'), c('7C')], 0);
    expect(s0.talonLead).toBe('names-suit');
    expect(s0.talonCard).toBe(c('AD'));
    // Act: trick 1 in diamonds (the first hand plays first).
    expect(toPlay(s0)).toBe(1);
    const s1 = play(s0, '8D', '9D', '7D');
    // Assert: the 9♦ of seat 2 wins; trick 2 is again played first by the first hand, in clubs.
    expect(s1.tricks).toEqual([0, 0, 1]);
    expect(toPlay(s1)).toBe(1);
    expect(s1.talonCard).toBe(c('7C'));
    expect(names(legalPlaysNow(s1))).toEqual(['AC']);
    const s2 = play(s1, 'AC', '8C', 'KC');
    expect(s2.tricks).toEqual([0, 1, 1]);
    // Trick 3: the first hand leads, whoever won.
    expect(s2.talonCard).toBe(-1);
    expect(toPlay(s2)).toBe(1);
    expect(s2.lastTrick?.seats).toEqual([-1, 1, 2, 0]);
  });

  it('with three players, a talon suit nobody holds goes to the first hand’s suit (READING PREF-C20 default)', () => {
    const hands = [mask('7S', 'QS'), mask('8S', 'KS'), mask('AS', '9C')];
    const s = play(startAllPassPlay(3, order, hands, [c('AH'), c('KH')], 0), '8S', 'AS', '7S');
    expect(s.tricks).toEqual([0, 0, 1]);
    // Same cards 8♠ 9♣ 7♠: the first hand's suit gives it to 8♠ (seat 1); the highest rank to 9♣ (seat 2).
    const byDefault = play(startAllPassPlay(3, order, hands, [c('AH'), c('KH')], 0), '8S', '9C', '7S');
    expect(byDefault.tricks).toEqual([0, 1, 0]);
    const other = play(startAllPassPlay(3, order, hands, [c('AH'), c('KH')], 0, { noSuitWinner: 'highest-rank' }), '8S', '9C', '7S');
    expect(other.tricks).toEqual([0, 0, 1]);
  });

  it('with four players, the dealer’s talon card leads and can win the trick (CODE 3.7.6.1)', () => {
    // Dealer 0 sits out; first hand 1, then 2, 3.
    const order4 = [1, 2, 3] as const;
    const hands = [0, mask('7D', '7C'), mask('8D', '8C'), mask('9D', 'AC')];
    const s0 = startAllPassPlay(4, order4, hands, [c('AD'), c('7H')], 0);
    expect(s0.talonLead).toBe('leads');
    const s1 = play(s0, '7D', '8D', '9D');
    expect(s1.tricks).toEqual([1, 0, 0, 0]); // the dealer's A♦ won
    expect(toPlay(s1)).toBe(1);
    const s2 = play(s1, '7C', '8C', 'AC'); // nobody holds hearts: the talon 7♥ wins again
    expect(s2.tricks).toEqual([2, 0, 0, 0]);
    expect(isPlayOver(s2)).toBe(false);
  });

  it('plays the Rostov all-pass without the talon (CODE 3.7.6.2)', () => {
    const s = startAllPassPlay(3, order, [mask('7D'), mask('8D'), mask('9D')], [c('AD'), c('7C')], 0, { useTalon: false });
    expect(s.talonCard).toBe(-1);
    expect(toPlay(s)).toBe(1);
  });

  it('refuses a talon lead outside an all-pass', () => {
    expect(() => startPlay({ kind: 'game', trump: 0, players: 3, order, hands: [0, 0, 0], talon: [0, 1], talonLead: 'names-suit' })).toThrow(/#play-0/);
  });
});

describe('property (seed 9001): random legal play-outs of dealt hands', () => {
  it('take exactly ten tricks, empty every hand, and record no fault', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom<PlayerCount>(3, 4), fc.constantFrom('game', 'misere', 'all-pass'), fc.integer({ min: -1, max: 3 }), (seed, players, kind, trump) => {
        const rng = createRng(seed);
        const deal = dealCards(shuffledDeck(rng), 0, players);
        let s =
          kind === 'all-pass'
            ? startAllPassPlay(players, deal.order, deal.hands, deal.talon, deal.dealer)
            : startPlay({ kind: kind as 'game', trump: trump as -1, players, order: deal.order, hands: deal.hands });
        let plays = 0;
        while (!isPlayOver(s)) {
          const legal = cardsOf(legalPlaysNow(s));
          expect(legal.length).toBeGreaterThan(0);
          s = playCard(s, legal[rng.int(0, legal.length - 1)]);
          plays++;
        }
        expect(plays).toBe(30);
        expect(s.tricks.reduce((a, b) => a + b, 0)).toBe(10);
        expect(s.hands.every((h) => count(h) === 0)).toBe(true);
        expect(s.faults).toEqual([]);
        if (players === 3 || kind !== 'all-pass') expect(s.tricks[deal.dealer] <= 10).toBe(true);
        if (players === 4 && kind === 'all-pass') expect(s.tricks[0]).toBeLessThanOrEqual(2);
      }),
      { seed: 9001, numRuns: 300 },
    );
  });
});
