/**
 * The Debertz mechanics (src/rulesets/debertz/mechanics): card points, trick winner, legal plays under every
 * DEB-G25 reading and DEB-G26, play classification, combinations, dealing and bidding.
 * Hand-built positions where the readings differ assert each reading's legal set exactly.
 */
import { describe, expect, it } from 'vitest';
import { fc, it as itProp } from '@fast-check/vitest';
import { ALL_CARDS, NUM_CARDS, Rank, suitOf } from '../../src/core/cards/card.ts';
import { createRng } from '../../src/core/cards/rng.ts';
import { FORMATS, formatOf, type FormatId } from '../../src/rulesets/debertz/mechanics/format.ts';
import { beats, cardPoints, LAST_TRICK_BONUS, PLAIN_STRENGTH, TRUMP_STRENGTH } from '../../src/rulesets/debertz/mechanics/points.ts';
import { classifyPlay, legalPlays, winningIndex, type OvertrumpReading, type PlayRules, type TrickView } from '../../src/rulesets/debertz/mechanics/play.ts';
import { analyseMelds, compareSequences, meldPoints, BELLA, FIFTY, HUNDRED, TERZ } from '../../src/rulesets/debertz/mechanics/melds.ts';
import { completeNormal, dealFirstSix, dealSpecial, specialHandSizes, type SpecialDealRules } from '../../src/rulesets/debertz/mechanics/deal.ts';
import { applyBid, bidError, startBidding, type Bid, type BiddingState } from '../../src/rulesets/debertz/mechanics/bidding.ts';
import { TrickTracker, type TrickDone } from '../../src/rulesets/debertz/mechanics/trick.ts';
import { card, cards, conservationError, count, has, mask, names, randomPlayOut, seededDeck, sortedNames } from './support.ts';

const S = 0;
const C = 1;
const D = 2;
const H = 3;
const READINGS_G25: readonly OvertrumpReading[] = ['led-trump', 'first-trump-in-trick', 'highest-trump', 'first-trump-trick'];

/** A trick in progress from card names, with the seats that played them. */
function trick(text: string, seats: number[], trumpSeenBefore = false): TrickView {
  const cs = cards(text);
  return { cards: cs, seats: seats.slice(0, cs.length), length: cs.length, trumpSeenBefore };
}
const rules = (overtrump: OvertrumpReading, partnerExempt = false): PlayRules => ({ overtrump, partnerExempt });
const legal = (hand: string, t: TrickView, trump: number, r: PlayRules, partnerOf = -1) => names(legalPlays(mask(hand), t, trump, r, partnerOf));

describe('card points', () => {
  it('should total 62 in the trump suit and 30 in each plain suit, 152 in the deck, for every trump', () => {
    for (let trump = 0; trump < 4; trump++) {
      // Arrange / Act
      const bySuit = [0, 1, 2, 3].map((suit) => ALL_CARDS.filter((c) => suitOf(c) === suit).reduce((a, c) => a + cardPoints(c, trump), 0));
      // Assert
      expect(bySuit, `trump ${trump}`).toEqual([0, 1, 2, 3].map((s) => (s === trump ? 62 : 30)));
      expect(bySuit.reduce((a, b) => a + b, 0)).toBe(152);
    }
  });

  it('should value trump J 20, 9 14, A 11, T 10, K 4, Q 3 and plain A 11, T 10, K 4, Q 3, J 2, 9 0', () => {
    expect(cards('JH 9H AH TH KH QH 8H 7H').map((c) => cardPoints(c, H))).toEqual([20, 14, 11, 10, 4, 3, 0, 0]);
    expect(cards('AS TS KS QS JS 9S 8S 7S').map((c) => cardPoints(c, H))).toEqual([11, 10, 4, 3, 2, 0, 0, 0]);
    expect(LAST_TRICK_BONUS).toBe(10);
  });

  it('should rank trumps J 9 A T K Q 8 7 and plain cards A T K Q J 9 8 7', () => {
    const byStrength = (strength: readonly number[]) => [...Array(8).keys()].sort((a, b) => strength[b] - strength[a]);
    expect(byStrength(TRUMP_STRENGTH)).toEqual([Rank.Jack, Rank.Nine, Rank.Ace, Rank.Ten, Rank.King, Rank.Queen, Rank.Eight, Rank.Seven]);
    expect(byStrength(PLAIN_STRENGTH)).toEqual([Rank.Ace, Rank.Ten, Rank.King, Rank.Queen, Rank.Jack, Rank.Nine, Rank.Eight, Rank.Seven]);
  });
});

describe('trick winner', () => {
  const cases: [string, number, number][] = [
    ['AS TS KS QS', H, 0], // plain suit, highest of the led suit
    ['7S AS TS KS', H, 1],
    ['AS 7H TS KS', H, 1], // any trump beats the led suit
    ['AS 7H 8H KS', H, 2], // higher trump
    ['AS 9H JH AH', H, 2], // trump J is the highest card
    ['9H AH TH KH', H, 0], // trump 9 beats trump A
    ['KS AC AD AH', S, 0], // off-suit aces do not beat the led king
    ['7D 8D', S, 1],
    ['7D AS', C, 0], // a discard of another plain suit never wins
  ];
  for (const [t, trump, want] of cases) {
    it(`should give the trick ${t} (trump ${'SCDH'[trump]}) to the card at index ${want}`, () => {
      expect(winningIndex(trick(t, [0, 1, 2, 3]), trump)).toBe(want);
    });
  }

  it('should say a card of another plain suit never beats the led card', () => {
    expect(beats(card('AC'), card('7S'), S, H)).toBe(false);
    expect(beats(card('7H'), card('AS'), S, H)).toBe(true);
  });
});

describe('legal plays under DEB-G25', () => {
  /** want: the legal set under each reading, fresh (no trump in an earlier trick) and after one. */
  interface Position {
    title: string;
    trick: string;
    seats: number[];
    hand: string;
    trump: number;
    want: Record<OvertrumpReading, string> & { 'first-trump-trick/seen': string };
  }
  const positions: Position[] = [
    {
      title: 'a plain lead ruffed low and over-ruffed: the fourth player is void in the led suit',
      trick: 'AS 8H KH',
      seats: [0, 1, 2],
      hand: 'QH AH 7H 7C',
      trump: H,
      want: {
        'led-trump': '7H QH AH', // no trump was led: any trump
        'first-trump-in-trick': 'QH AH', // beat the first trump (8H)
        'highest-trump': 'AH', // beat the highest trump (KH)
        'first-trump-trick': 'QH AH', // as (b) in the deal's first trump trick…
        'first-trump-trick/seen': '7H QH AH', // …and no obligation afterwards
      },
    },
    {
      title: 'trump led and beaten by the second player',
      trick: '8H KH',
      seats: [0, 1],
      hand: 'QH 9H 7H AC',
      trump: H,
      want: {
        'led-trump': '9H QH', // beat the led 8H
        'first-trump-in-trick': '9H QH',
        'highest-trump': '9H', // beat KH
        'first-trump-trick': '9H QH',
        'first-trump-trick/seen': '7H 9H QH', // follow suit only
      },
    },
    {
      title: 'a plain lead ruffed once',
      trick: 'AS 8H',
      seats: [0, 1],
      hand: 'QH 7H KC',
      trump: H,
      want: {
        'led-trump': '7H QH',
        'first-trump-in-trick': 'QH',
        'highest-trump': 'QH',
        'first-trump-trick': 'QH',
        'first-trump-trick/seen': '7H QH',
      },
    },
    {
      title: 'a led trump no one can beat: any trump follows',
      trick: 'JH',
      seats: [0],
      hand: '9H 8H AC',
      trump: H,
      want: { 'led-trump': '8H 9H', 'first-trump-in-trick': '8H 9H', 'highest-trump': '8H 9H', 'first-trump-trick': '8H 9H', 'first-trump-trick/seen': '8H 9H' },
    },
    {
      title: 'a plain lead the player can follow: the trumps he holds are not legal',
      trick: 'AS 8H',
      seats: [0, 1],
      hand: 'TS 7S JH',
      trump: H,
      want: { 'led-trump': '7S TS', 'first-trump-in-trick': '7S TS', 'highest-trump': '7S TS', 'first-trump-trick': '7S TS', 'first-trump-trick/seen': '7S TS' },
    },
    {
      title: 'void in the led suit and in trumps: any card',
      trick: 'AS',
      seats: [0],
      hand: 'KD 7C',
      trump: H,
      want: { 'led-trump': '7C KD', 'first-trump-in-trick': '7C KD', 'highest-trump': '7C KD', 'first-trump-trick': '7C KD', 'first-trump-trick/seen': '7C KD' },
    },
  ];

  for (const p of positions) {
    for (const r of READINGS_G25) {
      it(`should allow exactly {${p.want[r]}} under ${r} in: ${p.title} (${p.trick} | hand ${p.hand})`, () => {
        expect(legal(p.hand, trick(p.trick, p.seats), p.trump, rules(r))).toEqual(sortedNames(p.want[r]));
      });
    }
    it(`should allow exactly {${p.want['first-trump-trick/seen']}} under first-trump-trick once trump appeared in an earlier trick, in: ${p.title}`, () => {
      expect(legal(p.hand, trick(p.trick, p.seats, true), p.trump, rules('first-trump-trick'))).toEqual(sortedNames(p.want['first-trump-trick/seen']));
    });
  }

  it('should let anything be led', () => {
    for (const r of READINGS_G25) expect(legal('7S JH AD', trick('', []), H, rules(r))).toEqual(sortedNames('7S JH AD'));
  });
});

describe('legal plays under DEB-G26 in 2x2 (seats 0 and 2 are partners)', () => {
  it('should exempt a player from ruffing while his partner wins the trick (partner-exempt), not under must-anyway', () => {
    const t = trick('AS 7S', [0, 1]);
    expect(legal('8H TC KD', t, H, rules('led-trump', false), 0)).toEqual(sortedNames('8H'));
    expect(legal('8H TC KD', t, H, rules('led-trump', true), 0)).toEqual(sortedNames('8H TC KD'));
  });

  it('should exempt him from beating his partner\u2019s led trump (partner-exempt), not under must-anyway', () => {
    const t = trick('QH 7H', [0, 1]);
    expect(legal('9H 8H AC', t, H, rules('led-trump', false), 0)).toEqual(sortedNames('9H'));
    expect(legal('9H 8H AC', t, H, rules('led-trump', true), 0)).toEqual(sortedNames('8H 9H'));
  });

  it('should keep the obligations when the opponent wins the trick, under both readings', () => {
    const t = trick('AS KH', [0, 1]); // seat 1 (an opponent of seat 2) ruffed
    for (const exempt of [false, true]) {
      expect(legal('8H AH TC', t, H, rules('led-trump', exempt), 0)).toEqual(sortedNames('8H AH'));
      expect(legal('8H AH TC', t, H, rules('first-trump-in-trick', exempt), 0)).toEqual(sortedNames('AH'));
    }
  });

  it('should have no effect without a partner (1x3: partnerOf = -1)', () => {
    expect(legal('9H 8H AC', trick('QH 7H', [0, 1]), H, rules('led-trump', true), -1)).toEqual(sortedNames('9H'));
  });
});

describe('TrickTracker (turns and tricks, src/rulesets/debertz/mechanics/trick.ts)', () => {
  /** Plays `plays` (card names in turn order, checked against the tracker's seat to act); returns the finished tricks. */
  function run(t: TrickTracker, plays: string): TrickDone[] {
    const done: TrickDone[] = [];
    for (const c of cards(plays)) {
      const seat = t.toAct;
      expect(has(t.hands[seat], c), `seat ${seat} holds the card to play`).toBe(true);
      const r = t.play(seat, c);
      if (r) done.push(r);
    }
    return done;
  }

  it('should complete a 4-player trick, score it, hand the lead to the winner and remember a trump', () => {
    const t = new TrickTracker(formatOf('1x3'), [mask('AS 7C'), mask('TS 8C'), mask('7H 9C'), mask('KS TC')], H, 0);
    const [first] = run(t, 'AS TS 7H KS');
    expect(first).toEqual({ winner: 2, points: 11 + 10 + 0 + 4, last: false });
    expect([t.toAct, t.trumpSeenBefore, t.length]).toEqual([2, true, 0]);
    const [second] = run(t, '9C TC 7C 8C');
    expect(second).toEqual({ winner: 3, points: 10 + 10, last: true }); // seat 3's TC wins: 10 + the last-trick 10
  });

  it('should count every card point still out plus the last-trick 10 as unplayed', () => {
    const t = new TrickTracker(formatOf('1x1'), [mask('JH AS'), mask('9H 7S')], H, 0);
    expect(t.unplayedPoints()).toBe(20 + 11 + 14 + 0 + 10);
    t.play(0, card('AS'));
    expect(t.unplayedPoints()).toBe(20 + 11 + 14 + 0 + 10); // a card on the table is still unplayed
  });

  it('should pass over an empty hand: 7 against 8 cards in 1x1 ends with a one-card last trick (literal special deal)', () => {
    const t = new TrickTracker(formatOf('1x1'), [mask('AS KS QS JS TS 9S 8S 7S'), mask('AC KC QC JC TC 9C 8C')], H, 0);
    const done = run(t, 'AS AC KS KC QS QC JS JC TS TC 9S 9C 8S 8C 7S');
    expect(done.map((d) => d.winner)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(done.slice(0, 7).every((d) => !d.last)).toBe(true);
    expect(done[7]).toEqual({ winner: 0, points: 0 + 10, last: true });
    expect(done.reduce((a, d) => a + d.points, 0)).toBe(30 + 30 + 10);
  });

  it('should give the lead to the next holder when the winner has no card left (1x2, 7 against 8 and 8)', () => {
    const t = new TrickTracker(formatOf('1x2'), [mask('7S 8S 9S TS JS QS KS AS'), mask('7H 8H 9H TH JH QH KH'), mask('7D 8D 9D TD JD QD KD AD')], H, 0);
    const done = run(t, '7S 7H 7D  8H 8D 8S  9H 9D 9S  TH TD TS  JH JD JS  QH QD QS  KH KD KS');
    expect(done.map((d) => d.winner)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(t.toAct).toBe(2); // seat 1 won but holds nothing
    const [last] = run(t, 'AD AS');
    expect(last).toEqual({ winner: 2, points: 11 + 11 + 10, last: true });
  });

  it('should mark the trick that leaves a seat without cards (DEB-G42) and, under stop-when-declarer-out, end the play there', () => {
    const hands = () => [mask('AS KS QS JS TS 9S 8S 7S'), mask('AC KC QC JC TC 9C 8C')];
    const every = new TrickTracker(formatOf('1x1'), hands(), H, 0);
    const a = run(every, 'AS AC KS KC QS QC JS JC TS TC 9S 9C 8S');
    expect([a.length, every.unequalEnd]).toEqual([6, false]);
    run(every, '8C');
    expect([every.unequalEnd, every.lastTrick]).toEqual([true, false]); // seat 1 is out; seat 0 plays on
    const stop = new TrickTracker(formatOf('1x1'), hands(), H, 0, true);
    const b = run(stop, 'AS AC KS KC QS QC JS JC TS TC 9S 9C 8S 8C');
    expect(b[6]).toEqual({ winner: 0, points: 0 + 0 + 10, last: true }); // trick 7 takes the 10; 7S is never played
    expect([stop.unequalEnd, stop.hands[0] === mask('7S')]).toEqual([true, true]);
    // equal hands never stop early, whatever the reading
    const equal = new TrickTracker(formatOf('1x1'), [mask('AS KS'), mask('AC KC')], H, 0, true);
    expect(run(equal, 'AS AC KS KC').map((d) => d.last)).toEqual([false, true]);
    expect(equal.unequalEnd).toBe(false);
  });
});

describe('classifyPlay', () => {
  it('should call a trump that follows but does not beat the led trump failedFirstTrumpBeat, and a discard a revoke', () => {
    const t = trick('QH 7H', [0, 1]);
    const hand = mask('9H 8H AC');
    const r = rules('led-trump');
    expect(classifyPlay(card('9H'), hand, t, H, r, -1)).toBe('none');
    expect(classifyPlay(card('8H'), hand, t, H, r, -1)).toBe('failedFirstTrumpBeat');
    expect(classifyPlay(card('AC'), hand, t, H, r, -1)).toBe('revoke');
  });

  it('should call a discard by a player who could ruff a revoke', () => {
    const t = trick('AS', [0]);
    expect(classifyPlay(card('7C'), mask('JH 7C'), t, H, rules('led-trump'), -1)).toBe('revoke');
    expect(classifyPlay(card('JH'), mask('JH 7C'), t, H, rules('led-trump'), -1)).toBe('none');
  });

  it('should classify the same under-trump differently by reading: legal under led-trump, a failed beat under highest-trump', () => {
    const t = trick('AS 8H KH', [0, 1, 2]);
    const hand = mask('QH AH 7H 7C');
    expect(classifyPlay(card('QH'), hand, t, H, rules('led-trump'), -1)).toBe('none');
    expect(classifyPlay(card('QH'), hand, t, H, rules('first-trump-in-trick'), -1)).toBe('none');
    expect(classifyPlay(card('QH'), hand, t, H, rules('highest-trump'), -1)).toBe('failedFirstTrumpBeat');
    expect(classifyPlay(card('7H'), hand, t, H, rules('first-trump-in-trick'), -1)).toBe('failedFirstTrumpBeat');
    expect(classifyPlay(card('7C'), hand, t, H, rules('highest-trump'), -1)).toBe('revoke');
  });
});

describe('combinations', () => {
  const f1x1 = formatOf('1x1');
  const f1x2 = formatOf('1x2');
  const f2x2 = formatOf('2x2');
  const one = (hand: string, trump: number, hundred = false) => analyseMelds([mask(hand), 0], trump, f1x1, 1, hundred);

  it('should score a terz 20, four in sequence 50, five or more 50 under fifty and 100 under hundred', () => {
    expect(one('7S 8S 9S', H).sequencePoints[0]).toBe(TERZ);
    expect(one('9C TC JC QC', H).sequencePoints[0]).toBe(FIFTY);
    expect(one('7D 8D 9D TD JD', H).sequencePoints[0]).toBe(FIFTY);
    expect(one('7D 8D 9D TD JD', H, true).sequencePoints[0]).toBe(HUNDRED);
    expect(one('7D 8D 9D TD JD QD', H, true).sequencePoints[0]).toBe(HUNDRED);
    expect(one('9C TC JC QC', H, true).sequencePoints[0]).toBe(FIFTY);
    expect([TERZ, FIFTY, HUNDRED, BELLA]).toEqual([20, 50, 100, 20]);
  });

  it('should use the natural order 7 8 9 T J Q K A whatever the trump, and a gap breaks a sequence', () => {
    expect(one('JH QH KH', H).sequencePoints[0]).toBe(TERZ);
    expect(one('QS KS AS', H).best[0]).toEqual({ value: TERZ, top: Rank.Ace, isTrump: false, length: 3 });
    expect(one('7S 8S TS JS', H).sequencePoints[0]).toBe(0);
    expect(one('7S 8S 9S TC JC QC KC', H).sequencePoints[0]).toBe(TERZ + FIFTY);
  });

  it('should give bella (trump K+Q) 20 to its holder, also inside a sequence, and nothing in a plain suit', () => {
    expect(one('KH QH', H).bella[0]).toBe(BELLA);
    expect(one('KH QH', S).bella[0]).toBe(0);
    const a = one('JH QH KH', H);
    expect([a.sequencePoints[0], a.bella[0]]).toEqual([TERZ, BELLA]);
  });

  it('should find a deberc only in seven or more trumps in sequence', () => {
    expect(one('7H 8H 9H TH JH QH KH AS', H).deberc).toBe(0);
    expect(one('7H 8H 9H TH JH QH KH AH AS', H).deberc).toBe(0);
    expect(one('7H 8H 9H TH JH QH KH AS', S).deberc).toBe(-1);
    expect(one('7H 8H 9H TH JH QH AS', H).deberc).toBe(-1);
  });

  it('should rank a 50 above any terz, then the higher top card, then the trump suit', () => {
    const r = (value: number, top: number, isTrump: boolean, length = value === TERZ ? 3 : 4) => ({ value, top, isTrump, length });
    expect(compareSequences(r(50, Rank.Ten, false), r(20, Rank.Ace, true))).toBeGreaterThan(0);
    expect(compareSequences(r(20, Rank.King, false), r(20, Rank.Queen, true))).toBeGreaterThan(0);
    expect(compareSequences(r(20, Rank.King, true), r(20, Rank.King, false))).toBeGreaterThan(0);
    expect(compareSequences(r(20, Rank.King, false), r(20, Rank.King, false))).toBe(0);
  });

  it('should rank equal-valued sequences by top card (DEB-G50 value-then-top) or by length first (longer-first)', () => {
    const r = (value: number, top: number, isTrump: boolean, length: number) => ({ value, top, isTrump, length });
    // fifty: J Q K A (50, to the ace) against 9 T J Q K (50, five to the king)
    expect(compareSequences(r(FIFTY, Rank.Ace, false, 4), r(FIFTY, Rank.King, false, 5))).toBeGreaterThan(0);
    expect(compareSequences(r(FIFTY, Rank.Ace, false, 4), r(FIFTY, Rank.King, false, 5), true)).toBeLessThan(0);
    // length never outranks value, and equal lengths fall back to the top card
    expect(compareSequences(r(FIFTY, Rank.Ace, false, 4), r(TERZ, Rank.King, true, 3), true)).toBeGreaterThan(0);
    expect(compareSequences(r(HUNDRED, Rank.Ace, false, 5), r(HUNDRED, Rank.King, false, 5), true)).toBeGreaterThan(0);
    const hands = [mask('JS QS KS AS 7D'), mask('9C TC JC QC KC')];
    expect(analyseMelds(hands, 3, f1x1, 1, false).sideOrder).toEqual([0, 1]);
    expect(analyseMelds(hands, 3, f1x1, 1, false, true).sideOrder).toEqual([1, 0]);
  });

  it('should give equal non-trump sequences to the earlier seat from the eldest (1x2, eldest seat 1)', () => {
    // seat 0 and seat 2 hold equal plain terzes; from eldest 1 the order is 1, 2, 0
    const a = analyseMelds([mask('9S TS JS'), mask('7C'), mask('9D TD JD')], H, f1x2, 1, false);
    expect(a.sideOrder).toEqual([2, 0]);
    const m = meldPoints(a, f1x2, [true, true, true], false);
    expect(m.declared).toEqual([0, 0, TERZ]);
    // from eldest 0 the order is 0, 1, 2
    expect(analyseMelds([mask('9S TS JS'), mask('7C'), mask('9D TD JD')], H, f1x2, 0, false).sideOrder).toEqual([0, 2]);
  });

  it('should let the side with the single best sequence score all its sequences and the others none; bella always counts', () => {
    const hands = [mask('7S 8S 9S'), mask('9C TC JC'), mask('QD KD AD 7H')];
    const a = analyseMelds(hands, D, f1x2, 1, false); // trump D: seat 2 holds QD KD (bella) and a terz to the ace
    expect(a.sideOrder[0]).toBe(2);
    expect(meldPoints(a, f1x2, [true, true, true], false).declared).toEqual([0, 0, TERZ + BELLA]);
  });

  it('should pool a 2x2 team: the team with the best sequence scores both partners\u2019 sequences', () => {
    // trump D. Seat 0 terz, seat 2 a 50 (side 0); seat 1 a terz to the ace plus bella (side 1).
    const hands = [mask('7S 8S 9S'), mask('QD KD AD'), mask('TC JC QC KC'), mask('7H')];
    const a = analyseMelds(hands, D, f2x2, 1, false);
    expect(a.sideOrder).toEqual([0, 1]);
    expect(meldPoints(a, f2x2, [true, true], false).declared).toEqual([TERZ, BELLA, FIFTY, 0]);
    // seat 0 alone (terz to 9) would lose to seat 1's terz to the ace: the side's best decides
    expect(compareSequences(a.best[0], a.best[1])).toBeLessThan(0);
  });

  describe('a trickless best side under DEB-G30 (1x2, eldest 1)', () => {
    // seat 1 (side 1) holds the best sequence (a 50) and took no trick; seat 2 a terz; seat 0 bella (trump H)
    const hands = [mask('KH QH 7S'), mask('TC JC QC KC'), mask('7D 8D 9D')];
    const a = analyseMelds(hands, H, f1x2, 1, false);
    const took = [true, false, true];

    it('should credit no sequence under no-pass: the best side took no trick; bella stays', () => {
      const m = meldPoints(a, f1x2, took, false);
      expect(m.declared).toEqual([BELLA, FIFTY, 0]);
      expect(m.credited).toEqual([BELLA, 0, 0]);
    });

    it('should pass the sequence right to the next-best side that took a trick under pass-to-next', () => {
      const m = meldPoints(a, f1x2, took, true);
      expect(m.declared).toEqual([BELLA, FIFTY, 0]);
      expect(m.credited).toEqual([BELLA, 0, TERZ]);
    });

    it('should withhold a trickless side\u2019s bella too', () => {
      const m = meldPoints(a, f1x2, [false, true, true], false);
      expect(m.credited[0]).toBe(0);
    });
  });
});

const SEED = 7001;
describe(`dealing (deck seed ${SEED})`, () => {
  const deck = seededDeck(SEED);

  for (const id of ['1x1', '1x2'] as FormatId[]) {
    it(`should deal ${id} 3+3 from the eldest, turn the next card, complete to 9 each and show the bottom card (seed ${SEED})`, () => {
      const f = formatOf(id);
      const dealer = f.players - 1;
      const first = dealFirstSix(deck, f, dealer);
      // the eldest (seat 0 here) receives deck[0..2] first
      expect(has(first.hands[0], deck[0]) && has(first.hands[0], deck[1]) && has(first.hands[0], deck[2])).toBe(true);
      expect(first.hands.map(count)).toEqual(new Array(f.players).fill(6));
      expect(first.turned).toBe(deck[6 * f.players]);
      const done = completeNormal(deck, first, f, dealer, 0, 'declarer');
      expect(done.hands.map(count)).toEqual(new Array(f.players).fill(9));
      expect(done.bottom).toBe(deck[NUM_CARDS - 1]);
      expect(done.hands.some((h) => has(h, first.turned))).toBe(false);
      const stock = deck.slice(done.dealt).filter((c) => c !== first.turned);
      expect(conservationError(done.hands, [first.turned, ...stock])).toBe('');
    });
  }

  for (const id of ['1x3', '2x2'] as FormatId[]) {
    for (const turnedTo of ['declarer', 'dealer'] as const) {
      it(`should complete ${id} to 8 each with the turned card to the ${turnedTo} (DEB-G34), dealing all 32 (seed ${SEED})`, () => {
        const f = formatOf(id);
        const dealer = 0;
        const declarer = 2;
        const first = dealFirstSix(deck, f, dealer);
        const done = completeNormal(deck, first, f, dealer, declarer, turnedTo);
        const receiver = turnedTo === 'declarer' ? declarer : dealer;
        expect(done.hands.map(count)).toEqual([8, 8, 8, 8]);
        expect(has(done.hands[receiver], first.turned)).toBe(true);
        expect(done.bottom).toBe(-1);
        expect(done.dealt).toBe(NUM_CARDS);
        expect(conservationError(done.hands, [])).toBe('');
      });
    }
  }

  /** The hand sizes DEB-6.2.2.2 gives under each reading pair, written out independently. */
  function expectedSpecial(id: FormatId, g2: SpecialDealRules['roundSize'], g3: SpecialDealRules['declarerShare']): { declarer: number; others: number } {
    const fourPlayers = id === '1x3' || id === '2x2';
    const round = g2 === 'literal' || fourPlayers ? 2 : 3; // format-size: 3 more in 1x1/1x2
    const declarer = 6 + 1 + (g3 === 'none' ? 0 : round - 1);
    return { declarer, others: 6 + round };
  }
  const SIZES_TABLE: Record<string, string> = {
    // format G2 G3 → declarer/others, as the digest (§2.3, gap 2) works them out
    '1x1 literal none': '7/8',
    '1x1 literal one-fewer': '8/8',
    '1x1 format-size none': '7/9',
    '1x1 format-size one-fewer': '9/9',
    '1x2 literal none': '7/8',
    '1x2 format-size one-fewer': '9/9',
    '1x3 literal none': '7/8',
    '1x3 literal one-fewer': '8/8',
    '2x2 format-size none': '7/8',
    '2x2 format-size one-fewer': '8/8',
  };

  for (const id of FORMATS) {
    for (const g2 of ['literal', 'format-size'] as const) {
      for (const g3 of ['none', 'one-fewer'] as const) {
        const want = expectedSpecial(id, g2, g3);
        it(`should deal the special deal in ${id} under DEB-G2 ${g2} × DEB-G3 ${g3} as ${want.declarer} cards to the declarer and ${want.others} to the others (seed ${SEED})`, () => {
          const f = formatOf(id);
          const declarer = 1;
          const dealer = 0;
          const r: SpecialDealRules = { roundSize: g2, declarerShare: g3 };
          const table = SIZES_TABLE[`${id} ${g2} ${g3}`];
          if (table) expect(`${want.declarer}/${want.others}`).toBe(table);
          const sizes = Array.from({ length: f.players }, (_, s) => (s === declarer ? want.declarer : want.others));
          expect(specialHandSizes(f, declarer, r)).toEqual(sizes);
          const dealt = dealSpecial(deck, f, dealer, declarer, r);
          expect(dealt.hands.map(count)).toEqual(sizes);
          expect(dealt.shown).toBe(deck[6 * f.players]);
          expect(has(dealt.hands[declarer], dealt.shown)).toBe(true);
          expect(dealt.shownSuit).toBe(suitOf(dealt.shown));
          expect(dealt.dealt).toBe(sizes.reduce((a, b) => a + b, 0)); // every dealt card is in a hand
          expect(conservationError(dealt.hands, deck.slice(dealt.dealt))).toBe('');
        });
      }
    }
  }
});

describe('bidding', () => {
  const f = formatOf('1x2');
  const dealer = 0;
  const turned = H;
  const pass: Bid = { kind: 'pass' };
  const run = (bids: Bid[]) => {
    let st: BiddingState = startBidding(f, dealer);
    let result = null as ReturnType<typeof applyBid> | null;
    for (const b of bids) {
      expect(bidError(st, b, turned, dealer, false), `bid ${JSON.stringify(b)} by seat ${st.toAct}`).toBeUndefined();
      result = applyBid(st, b, f, turned);
      if (result.kind === 'continue') st = result.state;
    }
    return { st, result };
  };

  it('should start round 1 with the eldest (the seat after the dealer)', () => {
    expect(startBidding(f, dealer)).toEqual({ round: 1, toAct: 1, spoken: 0 });
    expect(startBidding(formatOf('2x2'), 3).toAct).toBe(0);
  });

  it('should make the first player to play in round 1 the declarer, with the turned suit as trump', () => {
    const { result } = run([pass, { kind: 'play' }]);
    expect(result).toEqual({ kind: 'ordered', declarer: 2, trump: H, round: 1 });
  });

  it('should open round 2 with the eldest after everyone passed in round 1, and order another suit there', () => {
    const { st, result } = run([pass, pass, pass]);
    expect(st).toEqual({ round: 2, toAct: 1, spoken: 0 });
    expect(result).toEqual({ kind: 'continue', state: st });
    expect(applyBid(st, { kind: 'suit', suit: S }, f, turned)).toEqual({ kind: 'ordered', declarer: 1, trump: S, round: 2 });
  });

  it('should refuse a suit in round 1, "play" in round 2, and the turned suit in round 2', () => {
    const r1 = startBidding(f, dealer);
    expect(bidError(r1, { kind: 'suit', suit: C }, turned, dealer, false)).toMatch(/round 1/);
    const r2: BiddingState = { round: 2, toAct: 1, spoken: 0 };
    expect(bidError(r2, { kind: 'play' }, turned, dealer, false)).toMatch(/round 2/);
    expect(bidError(r2, { kind: 'suit', suit: H }, turned, dealer, false)).toMatch(/turned suit/);
    expect(bidError(r2, { kind: 'suit', suit: D }, turned, dealer, false)).toBeUndefined();
  });

  it('should throw the cards in when everyone passes twice (DEB-G35 redeal-next-dealer)', () => {
    expect(run([pass, pass, pass, pass, pass, pass]).result).toEqual({ kind: 'allPassed' });
  });

  it('should forbid the dealer, and only the dealer, to pass in round 2 under DEB-G35 dealer-must-order', () => {
    const dealerTurn: BiddingState = { round: 2, toAct: dealer, spoken: 2 };
    expect(bidError(dealerTurn, pass, turned, dealer, true)).toMatch(/DEB-G35/);
    expect(bidError(dealerTurn, pass, turned, dealer, false)).toBeUndefined();
    expect(bidError({ round: 2, toAct: 1, spoken: 0 }, pass, turned, dealer, true)).toBeUndefined();
    expect(bidError({ round: 1, toAct: dealer, spoken: 2 }, pass, turned, dealer, true)).toBeUndefined();
  });
});

const SEED_162 = 162_2024;
describe(`a complete 4-player deal (fast-check seed ${SEED_162})`, () => {
  const arbDeal = fc.record({
    format: fc.constantFrom<FormatId>('1x3', '2x2'),
    deckSeed: fc.integer({ min: 0, max: 0x7fffffff }),
    playSeed: fc.integer({ min: 0, max: 0x7fffffff }),
    dealer: fc.integer({ min: 0, max: 3 }),
    declarer: fc.integer({ min: 0, max: 3 }),
    trump: fc.integer({ min: 0, max: 3 }),
    overtrump: fc.constantFrom(...READINGS_G25),
    partnerExempt: fc.boolean(),
    turnedTo: fc.constantFrom('declarer' as const, 'dealer' as const),
  });
  itProp.prop([arbDeal], { seed: SEED_162, numRuns: 150 })(
    'should give card points plus the last trick exactly 162 in 1x3 and 2x2, with every card played once',
    (d) => {
      const f = formatOf(d.format);
      const deck = seededDeck(d.deckSeed);
      const done = completeNormal(deck, dealFirstSix(deck, f, d.dealer), f, d.dealer, d.declarer, d.turnedTo);
      const out = randomPlayOut(done.hands, f, d.trump, (d.dealer + 1) % 4, { overtrump: d.overtrump, partnerExempt: d.partnerExempt && f.id === '2x2' }, createRng(d.playSeed));
      const replay = `replay: ${JSON.stringify(d)}`;
      expect(out.stuck, replay).toBe(false);
      expect(out.tricks.length, replay).toBe(8);
      expect(out.tricks.reduce((a, t) => a + t.points, 0), replay).toBe(162);
      expect(conservationError([], out.tricks.flatMap((t) => t.cards)), replay).toBe('');
    },
  );
});
