/**
 * The simulator's hot loop uses table-driven and allocation-free forms of the Debertz mechanics
 * and of the play policies' helpers. Each is checked here against a straightforward reference —
 * the code it replaced, kept below as the specification — on random hands, tricks and deals
 * (fast-check, fixed seeds), or exhaustively where the domain is small.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Card, NUM_CARDS, Rank, rankOf, suitOf } from '../../src/core/cards/card.ts';
import { count, type CardMask, remove, suitBits } from '../../src/core/cards/mask.ts';
import { FORMATS, formatOf, nextSeat, type Format } from '../../src/rulesets/debertz/mechanics/format.ts';
import { analyseMelds, BELLA, compareSequences, FIFTY, HUNDRED, MeldTable, meldPoints, TERZ, type MeldAnalysis, type SequenceRank } from '../../src/rulesets/debertz/mechanics/melds.ts';
import { legalPlays, legalPlaysBoth, legalPlaysTracked, winningIndex, type OvertrumpReading, type PlayMasks, type PlayRules, type TrickView } from '../../src/rulesets/debertz/mechanics/play.ts';
import { beats, cardPoints, LAST_TRICK_BONUS, TRUMP_STRENGTH } from '../../src/rulesets/debertz/mechanics/points.ts';
import { TrickTracker, type TrickDone } from '../../src/rulesets/debertz/mechanics/trick.ts';
import { BEATERS, maskPoints, POINTS, popcount, STRENGTH, strongestCard, SUIT_MASK, weakestCard } from '../../src/rulesets/debertz/mechanics/tables.ts';
import { handMelds } from '../../src/rulesets/debertz/policies/bidding.ts';

const lowestCard = (m: number): number => 31 - Math.clz32(m & -m);
const mask32 = fc.integer({ min: 0, max: 0xffffffff }).map((m) => m >>> 0);
const nonEmpty32 = mask32.filter((m) => m !== 0);
const trumpArb = fc.integer({ min: 0, max: 3 });

/** Random disjoint hands: a shuffled deck dealt `sizes[s]` cards to seat s. */
function handsArb(format: Format, minSize = 1, maxSize = 8) {
  return fc.tuple(fc.shuffledSubarray([...Array(NUM_CARDS).keys()], { minLength: NUM_CARDS, maxLength: NUM_CARDS }), fc.array(fc.integer({ min: minSize, max: maxSize }), { minLength: format.players, maxLength: format.players })).map(([deck, sizes]) => {
    const hands = new Array<number>(format.players).fill(0);
    let i = 0;
    for (let s = 0; s < format.players; s++) for (let k = 0; k < sizes[s]; k++) hands[s] = (hands[s] | (1 << deck[i++])) >>> 0;
    return hands;
  });
}

// ─────────────────────────── references: the code the fast forms replaced ───────────────────────────

/** The tracker as it was: fresh arrays per trick, a result object per trick. */
class ReferenceTracker {
  toAct: number;
  cards: Card[] = [];
  seats: number[] = [];
  length = 0;
  trumpSeenBefore = false;
  private size: number;
  constructor(
    private readonly format: Format,
    readonly hands: CardMask[],
    private readonly trump: number,
    leader: number,
  ) {
    this.size = this.holders();
    this.toAct = hands[leader] === 0 ? this.nextHolder(leader) : leader;
  }
  play(seat: number, card: Card): TrickDone | null {
    this.hands[seat] = remove(this.hands[seat], card);
    this.cards.push(card);
    this.seats.push(seat);
    this.length++;
    this.toAct = this.nextHolder(seat);
    if (this.length < this.size) return null;
    const winner = this.seats[winningIndex(this, this.trump)];
    const last = this.hands.every((h) => h === 0);
    let points = last ? LAST_TRICK_BONUS : 0;
    for (const c of this.cards) points += cardPoints(c, this.trump);
    if (this.cards.some((c) => suitOf(c) === this.trump)) this.trumpSeenBefore = true;
    this.cards = [];
    this.seats = [];
    this.length = 0;
    this.size = this.holders();
    this.toAct = last || this.hands[winner] !== 0 ? winner : this.nextHolder(winner);
    return { winner, points, last };
  }
  unplayedPoints(): number {
    let total = LAST_TRICK_BONUS;
    for (const h of this.hands) for (let m = h >>> 0, c = 0; m !== 0; m >>>= 1, c++) if (m & 1) total += cardPoints(c, this.trump);
    for (const c of this.cards) total += cardPoints(c, this.trump);
    return total;
  }
  private holders(): number {
    let n = 0;
    for (const h of this.hands) if (h !== 0) n++;
    return n;
  }
  private nextHolder(seat: number): number {
    let n = nextSeat(this.format, seat);
    while (this.hands[n] === 0 && n !== seat) n = nextSeat(this.format, n);
    return n;
  }
}

/**
 * Combinations as they were computed: a scan of the ranks of every suit of every hand. With
 * `bellaApart` (DEB-G53 exclusive) a bella holder's trump king and queen are left out of the scan
 * for sequences (not for the deberc).
 */
function referenceMelds(hands: readonly CardMask[], trump: number, format: Format, eldest: number, hundred: boolean, longerFirst: boolean, bellaApart = false): MeldAnalysis {
  const value = (length: number) => (length >= 5 && hundred ? HUNDRED : length >= 4 ? FIFTY : length === 3 ? TERZ : 0);
  const per = hands.map((hand) => {
    let total = 0;
    let best: SequenceRank = { value: 0, top: -1, isTrump: false, length: 0 };
    let deberc = false;
    const trumps = suitBits(hand, trump);
    const bellaCards = (1 << Rank.King) | (1 << Rank.Queen);
    const holdsBella = (trumps & bellaCards) === bellaCards;
    // seven trumps in sequence: 7 to K or 8 to A
    if ((trumps & 0x7f) === 0x7f || (trumps & 0xfe) === 0xfe) deberc = true;
    for (let suit = 0; suit < 4; suit++) {
      const full = suitBits(hand, suit);
      const bits = bellaApart && holdsBella && suit === trump ? full & ~bellaCards : full;
      let run = 0;
      for (let r = 0; r <= 8; r++) {
        if (r < 8 && (bits >> r) & 1) {
          run++;
          continue;
        }
        if (run >= 3) {
          const rank: SequenceRank = { value: value(run), top: r - 1, isTrump: suit === trump, length: run };
          total += rank.value;
          if (compareSequences(rank, best, longerFirst) > 0) best = rank;
        }
        run = 0;
      }
    }
    return { total, best, bella: holdsBella ? BELLA : 0, deberc };
  });
  const sideBest: { side: number; rank: SequenceRank; order: number }[] = [];
  for (let i = 0; i < format.players; i++) {
    const seat = (eldest + i) % format.players;
    const side = format.sideOf[seat];
    const rank = per[seat].best;
    if (rank.value === 0) continue;
    const current = sideBest.find((s) => s.side === side);
    if (!current) sideBest.push({ side, rank, order: i });
    else if (compareSequences(rank, current.rank, longerFirst) > 0) current.rank = rank;
  }
  sideBest.sort((a, b) => compareSequences(b.rank, a.rank, longerFirst) || a.order - b.order);
  return {
    sequencePoints: per.map((p) => p.total),
    bella: per.map((p) => p.bella),
    best: per.map((p) => p.best),
    sideOrder: sideBest.map((s) => s.side),
    deberc: per.findIndex((p) => p.deberc),
  };
}

/** Legal plays as they were computed, one mask per call (src/rulesets/debertz/mechanics/play.ts before `legalPlaysBoth`). */
function referenceLegalPlays(hand: CardMask, trick: TrickView, trump: number, rules: PlayRules, partnerOf: number, withObligation: boolean): CardMask {
  const suitMask = (suit: number): CardMask => (0xff << (suit * 8)) >>> 0;
  const trumpsAbove = (card: Card): CardMask => {
    let out = 0;
    const bits = suitBits(hand, trump);
    for (let r = 0; r < 8; r++) if ((bits >> r) & 1 && TRUMP_STRENGTH[r] > TRUMP_STRENGTH[rankOf(card)]) out |= 1 << (trump * 8 + r);
    return out >>> 0;
  };
  const trumpToBeat = (): Card => {
    let first = -1;
    let highest = -1;
    for (let i = 0; i < trick.length; i++) {
      const c = trick.cards[i];
      if (suitOf(c) !== trump) continue;
      if (first < 0) first = c;
      if (highest < 0 || TRUMP_STRENGTH[rankOf(c)] > TRUMP_STRENGTH[rankOf(highest)]) highest = c;
    }
    if (first < 0) return -1;
    if (rules.overtrump === 'led-trump') return suitOf(trick.cards[0]) === trump ? trick.cards[0] : -1;
    if (rules.overtrump === 'first-trump-in-trick') return first;
    if (rules.overtrump === 'highest-trump') return highest;
    return trick.trumpSeenBefore ? -1 : first;
  };
  if (trick.length === 0) return hand;
  const led = suitOf(trick.cards[0]);
  const follow = (hand & suitMask(led)) >>> 0;
  const partnerWinning = rules.partnerExempt && partnerOf >= 0 && trick.seats[winningIndex(trick, trump)] === partnerOf;
  if (follow !== 0) {
    if (led !== trump || !withObligation || partnerWinning) return follow;
    const target = trumpToBeat();
    const above = target >= 0 ? trumpsAbove(target) : 0;
    return above !== 0 ? above : follow;
  }
  const trumps = (hand & suitMask(trump)) >>> 0;
  if (trumps === 0 || partnerWinning) return hand;
  if (!withObligation) return trumps;
  const target = trumpToBeat();
  const above = target >= 0 ? trumpsAbove(target) : 0;
  return above !== 0 ? above : trumps;
}

/** The bidder's combination count as it was: a scan of the ranks. */
function referenceHandMelds(hand: number, trump: number, hundred: boolean): number {
  let total = 0;
  for (let s = 0; s < 4; s++) {
    const bits = (hand >>> (s * 8)) & 0xff;
    let run = 0;
    for (let r = 0; r <= 8; r++) {
      if (r < 8 && (bits >> r) & 1) {
        run++;
        continue;
      }
      if (run >= 5 && hundred) total += HUNDRED;
      else if (run >= 4) total += FIFTY;
      else if (run === 3) total += TERZ;
      run = 0;
    }
  }
  const tb = (hand >>> (trump * 8)) & 0xff;
  if ((tb >> 5) & 1 && (tb >> 6) & 1) total += BELLA;
  return total;
}

/** The first card of a mask (in card order) with the least / greatest key. */
function argBy(m: number, key: (c: number) => number, least: boolean): number {
  let best = -1;
  let bestKey = least ? Infinity : -Infinity;
  for (let x = m; x !== 0; x &= x - 1) {
    const c = lowestCard(x);
    const k = key(c);
    if (least ? k < bestKey : k > bestKey) {
      bestKey = k;
      best = c;
    }
  }
  return best;
}
/** The policies' original orders: "cheapest" and "richest plain". */
const cheapKey = (t: number) => (c: number) => (suitOf(c) === t ? 1000 : 0) + POINTS[t * 32 + c] * 20 + STRENGTH[t * 32 + c];
const richKey = (t: number) => (c: number) => POINTS[t * 32 + c] * 20 + STRENGTH[t * 32 + c];

// ─────────────────────────── the checks ───────────────────────────

describe('policy tables (src/rulesets/debertz/mechanics/tables.ts)', () => {
  it('should order every pair of cards by "cheapest" exactly as by strength, and plain cards by "richest" as by strength', () => {
    for (let t = 0; t < 4; t++) {
      for (let a = 0; a < NUM_CARDS; a++) {
        for (let b = 0; b < NUM_CARDS; b++) {
          const s = Math.sign(STRENGTH[t * 32 + a] - STRENGTH[t * 32 + b]);
          expect(Math.sign(cheapKey(t)(a) - cheapKey(t)(b)), `trump ${t}, cards ${a} ${b}`).toBe(s);
          if (suitOf(a) !== t && suitOf(b) !== t) expect(Math.sign(richKey(t)(a) - richKey(t)(b))).toBe(s);
        }
      }
    }
  });

  it('should pick the weakest and strongest card as a scan in card order does', () => {
    fc.assert(
      fc.property(nonEmpty32, trumpArb, (m, t) => {
        expect(weakestCard(m, t)).toBe(argBy(m, (c) => STRENGTH[t * 32 + c], true));
        expect(strongestCard(m, t)).toBe(argBy(m, (c) => STRENGTH[t * 32 + c], false));
        expect(weakestCard(m, t)).toBe(argBy(m, cheapKey(t), true));
        const plain = (m & ~SUIT_MASK[t]) >>> 0;
        if (plain !== 0) expect(strongestCard(plain, t)).toBe(argBy(plain, richKey(t), false));
      }),
      { seed: 7301, numRuns: 3000 },
    );
  });

  it('should list as beaters of a winning card exactly the cards that beat it (led suit = its suit or any, for a trump)', () => {
    for (let t = 0; t < 4; t++) {
      for (let w = 0; w < NUM_CARDS; w++) {
        for (let c = 0; c < NUM_CARDS; c++) {
          const bit = (BEATERS[t * 32 + w] >>> c) & 1;
          if (suitOf(w) === t) for (let led = 0; led < 4; led++) expect(bit).toBe(Number(beats(c, w, led, t)));
          else expect(bit).toBe(Number(beats(c, w, suitOf(w), t)));
        }
      }
    }
  });

  it('should count cards and card points as a scan does', () => {
    fc.assert(
      fc.property(mask32, trumpArb, (m, t) => {
        expect(popcount(m)).toBe(count(m));
        let points = 0;
        for (let x = m; x !== 0; x &= x - 1) points += cardPoints(lowestCard(x), t);
        expect(maskPoints(m, t)).toBe(points);
      }),
      { seed: 7302, numRuns: 3000 },
    );
  });

  it('should count a bidder\u2019s combinations as the rank scan did', () => {
    fc.assert(
      fc.property(mask32, trumpArb, fc.boolean(), (m, t, hundred) => {
        expect(handMelds(m, t, hundred)).toBe(referenceHandMelds(m, t, hundred));
      }),
      { seed: 7303, numRuns: 3000 },
    );
  });
});

/**
 * `meldPoints` under DEB-G52 `player`: the scoring side's (and the side credited's) sequences are
 * only those of its seat with the best sequence, the earlier from the eldest on an equal one.
 */
function perPlayerPoints(ref: MeldAnalysis, format: Format, took: readonly boolean[], pass: boolean, eldest: number, longer: boolean) {
  const { declared, credited } = meldPoints(ref, format, took, pass);
  const bestSeat = (side: number): number => {
    let best = -1;
    for (let i = 0; i < format.players; i++) {
      const seat = (eldest + i) % format.players;
      if (format.sideOf[seat] !== side || ref.best[seat].value === 0) continue;
      if (best < 0 || compareSequences(ref.best[seat], ref.best[best], longer) > 0) best = seat;
    }
    return best;
  };
  const scorer = ref.sideOrder.length > 0 ? ref.sideOrder[0] : -1;
  const creditedSide = pass ? (ref.sideOrder.find((s) => took[s]) ?? -1) : scorer >= 0 && took[scorer] ? scorer : -1;
  for (let seat = 0; seat < format.players; seat++) {
    const side = format.sideOf[seat];
    if (side === scorer && seat !== bestSeat(side)) declared[seat] -= ref.sequencePoints[seat];
    if (side === creditedSide && took[side] && seat !== bestSeat(side)) credited[seat] -= ref.sequencePoints[seat];
  }
  return { declared, credited };
}

describe('MeldTable (src/rulesets/debertz/mechanics/melds.ts)', () => {
  for (const id of FORMATS) {
    const format = formatOf(id);
    it(`should analyse ${id} hands and credit combinations as the reference scan does`, () => {
      const table = new MeldTable(format);
      fc.assert(
        fc.property(handsArb(format, 0, 8), trumpArb, fc.integer({ min: 0, max: format.players - 1 }), fc.boolean(), fc.array(fc.boolean(), { minLength: format.sides, maxLength: format.sides }), fc.boolean(), fc.boolean(), (hands, t, eldest, hundred, took, pass, longer) => {
          // DEB-G39 (`hundred`) and DEB-G50 (`longer`: longer-first) both ways
          const ref = referenceMelds(hands, t, format, eldest, hundred, longer);
          expect(analyseMelds(hands, t, format, eldest, hundred, longer)).toEqual(ref);
          table.analyse(hands, t, eldest, hundred, longer); // reused across runs, as the driver does
          expect(table.toAnalysis()).toEqual(ref);
          expect(table.scorer).toBe(ref.sideOrder.length > 0 ? ref.sideOrder[0] : -1);
          for (let s = 0; s < format.players; s++) expect(table.bestValue(s)).toBe(ref.best[s].value);
          // DEB-G51: the two sides ranked first tie when neither of their best sequences ranks above the other
          const sideBest = (side: number) => format.seatsOf[side].map((s) => ref.best[s]).reduce((x, y) => (compareSequences(y, x, longer) > 0 ? y : x));
          const tied = ref.sideOrder.length > 1 && compareSequences(sideBest(ref.sideOrder[0]), sideBest(ref.sideOrder[1]), longer) === 0;
          expect(table.tiedAtTop).toBe(tied);
          expect(table.scorerUnder(true)).toBe(tied ? -1 : table.scorer);
          const declared = new Array<number>(format.players).fill(-1);
          const credited = new Array<number>(format.players).fill(-1);
          table.points(took, pass, declared, credited);
          expect({ declared, credited }).toEqual(meldPoints(ref, format, took, pass));
          // under DEB-G51 nobody a tie leaves no scoring side: the reference with no sequence ranking
          table.points(took, pass, declared, credited, true);
          expect({ declared, credited }).toEqual(meldPoints(tied ? { ...ref, sideOrder: [] } : ref, format, took, pass));
          // under DEB-G52 player only the seat with his side's best sequence scores sequences
          table.points(took, pass, declared, credited, false, true);
          expect({ declared, credited }).toEqual(perPlayerPoints(ref, format, took, pass, eldest, longer));
          // DEB-G53: the seats whose sequences differ as bella's king and queen count in them (shared) or not (exclusive)
          const apart = referenceMelds(hands, t, format, eldest, hundred, longer, true);
          const parts = hands.reduce((m, _, s) => (ref.sequencePoints[s] !== apart.sequencePoints[s] || compareSequences(ref.best[s], apart.best[s], longer) !== 0 ? m | (1 << s) : m), 0);
          expect(table.bellaParts).toBe(parts);
          expect(analyseMelds(hands, t, format, eldest, hundred, longer, true)).toEqual(apart);
          table.analyse(hands, t, eldest, hundred, longer, true);
          expect([table.toAnalysis(), table.bellaParts]).toEqual([apart, parts]);
          table.points(took, pass, declared, credited);
          expect({ declared, credited }).toEqual(meldPoints(apart, format, took, pass));
        }),
        { seed: 7304, numRuns: 1500 },
      );
    });
  }

  it('should find seven trumps in sequence, and none without a trump', () => {
    const f = formatOf('1x1');
    const hand = 0x7f << 8; // 7..K of suit 1
    expect(new MeldTable(f).analyse([hand, 0], 1, 0, false).deberc).toBe(0);
    expect(new MeldTable(f).analyse([hand, 0], 2, 0, false).deberc).toBe(-1);
    expect(new MeldTable(f).analyse([hand, 0], -1, 0, false).deberc).toBe(-1);
  });
});

describe('legalPlaysBoth (src/rulesets/debertz/mechanics/play.ts)', () => {
  const READINGS: OvertrumpReading[] = ['led-trump', 'first-trump-in-trick', 'highest-trump', 'first-trump-trick'];
  it('should give the two masks the one-mask-per-call reference gives with and without the obligation', () => {
    const out: PlayMasks = { legal: 0, loose: 0 };
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...Array(NUM_CARDS).keys()], { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 3 }),
        trumpArb,
        fc.constantFrom(...READINGS),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: -1, max: 3 }),
        (cards, inTrick, t, overtrump, partnerExempt, seen, partner) => {
          const n = Math.min(inTrick, cards.length - 1);
          const trickCards = cards.slice(0, n);
          let hand = 0;
          for (const c of cards.slice(n)) hand = (hand | (1 << c)) >>> 0;
          const trick: TrickView = { cards: trickCards, seats: trickCards.map((_, i) => i), length: n, trumpSeenBefore: seen };
          const rules: PlayRules = { overtrump, partnerExempt };
          legalPlaysBoth(hand, trick, t, rules, partner, out);
          expect(out.legal).toBe(referenceLegalPlays(hand, trick, t, rules, partner, true));
          expect(out.loose).toBe(referenceLegalPlays(hand, trick, t, rules, partner, false));
          expect(legalPlays(hand, trick, t, rules, partner)).toBe(out.legal);
          expect(legalPlays(hand, trick, t, rules, partner, false)).toBe(out.loose);
        },
      ),
      { seed: 7305, numRuns: 5000 },
    );
  });
});

describe('TrickTracker (src/rulesets/debertz/mechanics/trick.ts)', () => {
  for (const id of FORMATS) {
    const format = formatOf(id);
    it(`should play whole ${id} deals (equal and unequal hands) exactly as the reference tracker`, () => {
      fc.assert(
        fc.property(handsArb(format, 0, 8), trumpArb, fc.integer({ min: 0, max: format.players - 1 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (hands, t, leader, pickSeed) => {
          fc.pre(hands.some((h) => h !== 0));
          const fastHands = hands.slice();
          const refHands = hands.slice();
          const fast = new TrickTracker(format, fastHands, 3 - t, (leader + 1) % format.players);
          fast.reset(t, leader); // a tracker reused from an earlier deal, as the driver does
          const ref = new ReferenceTracker(format, refHands, t, leader);
          let pick = pickSeed;
          for (let guard = 0; refHands.some((h) => h !== 0); guard++) {
            expect(guard).toBeLessThan(40);
            expect(fast.toAct).toBe(ref.toAct);
            expect(fast.unplayedPoints()).toBe(ref.unplayedPoints());
            const seat = ref.toAct;
            const hand = refHands[seat];
            const k = pick % count(hand);
            pick = (Math.imul(pick, 1103515245) + 12345) >>> 1;
            let x = hand;
            for (let i = 0; i < k; i++) x &= x - 1;
            const card = lowestCard(x);
            const a = ref.play(seat, card);
            const b = fast.play(seat, card);
            expect(b).toEqual(a);
            expect([fast.length, fast.trumpSeenBefore]).toEqual([ref.length, ref.trumpSeenBefore]);
            expect(fast.cards.slice(0, fast.length)).toEqual(ref.cards);
            expect(fast.seats.slice(0, fast.length)).toEqual(ref.seats);
            if (fast.length > 0) expect(fast.winning).toBe(winningIndex(ref, t));
            expect(fastHands).toEqual(refHands);
          }
        }),
        { seed: 7306, numRuns: 400 },
      );
    });
  }
});

describe('legalPlaysTracked (src/rulesets/debertz/mechanics/play.ts) on the trick tracker', () => {
  const READINGS: OvertrumpReading[] = ['led-trump', 'first-trump-in-trick', 'highest-trump', 'first-trump-trick'];
  for (const id of FORMATS) {
    const format = formatOf(id);
    it(`should give every seat of whole ${id} deals the masks of legalPlaysBoth under every DEB-G25/DEB-G26 reading`, () => {
      const fast: PlayMasks = { legal: 0, loose: 0 };
      const ref: PlayMasks = { legal: 0, loose: 0 };
      fc.assert(
        fc.property(handsArb(format, 0, 8), trumpArb, fc.integer({ min: 0, max: format.players - 1 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (hands, t, leader, pickSeed) => {
          fc.pre(hands.some((h) => h !== 0));
          const tracker = new TrickTracker(format, hands, 3 - t, (leader + 1) % format.players);
          tracker.reset(t, leader); // reused from an earlier deal, as the table does
          let pick = pickSeed;
          let checked = 0;
          for (let guard = 0; hands.some((h) => h !== 0); guard++) {
            expect(guard).toBeLessThan(40);
            // the tracked trumps are the current trick's first and strongest
            const trumps = tracker.cards.slice(0, tracker.length).filter((c) => suitOf(c) === t);
            expect(tracker.firstTrump).toBe(trumps.length > 0 ? trumps[0] : -1);
            expect(tracker.highestTrump).toBe(trumps.length > 0 ? trumps.reduce((a, c) => (TRUMP_STRENGTH[rankOf(c)] > TRUMP_STRENGTH[rankOf(a)] ? c : a)) : -1);
            const seat = tracker.toAct;
            // any seat's hand, not only the one to play: a card out of turn is classified too
            for (let s = 0; s < format.players; s++) {
              for (const overtrump of READINGS) {
                for (const partnerExempt of [false, true]) {
                  const rules: PlayRules = { overtrump, partnerExempt };
                  const partner = format.players === 4 ? (s + 2) % 4 : -1;
                  legalPlaysTracked(hands[s], tracker, t, rules, partner, fast);
                  legalPlaysBoth(hands[s], tracker, t, rules, partner, ref);
                  expect([fast.legal, fast.loose]).toEqual([ref.legal, ref.loose]);
                  checked++;
                }
              }
            }
            const hand = hands[seat];
            const k = pick % count(hand);
            pick = (Math.imul(pick, 1103515245) + 12345) >>> 1;
            let x = hand;
            for (let i = 0; i < k; i++) x &= x - 1;
            tracker.play(seat, lowestCard(x));
          }
          expect(checked).toBeGreaterThan(0);
        }),
        { seed: 7307, numRuns: 120 },
      );
    });
  }
});
