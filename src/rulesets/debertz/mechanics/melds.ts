import { type CardMask, suitBits } from '../../../core/cards/mask.ts';
import { Rank } from '../../../core/cards/card.ts';
import type { Format } from './format.ts';

/**
 * Combinations (digest §4): terz (3 in sequence) 20, four or more in sequence 50 (DEB-G39:
 * `hundred` makes 5+ worth 100), bella (trump K+Q in one hand) 20, and the deberc (seven trumps in
 * sequence), which ends the party. Sequences use the natural order 7 8 9 T J Q K A whatever the
 * trump. Only the side holding the single best sequence scores sequences, and then all of its
 * own (pooled by team in 2x2); bella always belongs to its holder. Sequences rank by value, then
 * top card, then trump; DEB-G50 `longer-first` ranks the longer of two equal-valued ones first.
 * Bella's king and queen also count inside a trump sequence, unless DEB-G53 `exclusive` sets them
 * apart (the holder's trump sequences are then those of his other trumps).
 */
export const TERZ = 20;
export const FIFTY = 50;
export const HUNDRED = 100;
export const BELLA = 20;

export interface SequenceRank {
  /** value of the best sequence (20, 50 or 100), 0 when none */
  readonly value: number;
  /** natural rank of its top card */
  readonly top: number;
  readonly isTrump: boolean;
  /** its number of cards (0 when none) */
  readonly length: number;
}

export interface MeldAnalysis {
  /** sum of all sequences of each seat */
  readonly sequencePoints: readonly number[];
  readonly bella: readonly number[];
  /** best sequence of each seat */
  readonly best: readonly SequenceRank[];
  /** sides that hold a sequence, best first (ties broken by the earlier seat from the eldest) */
  readonly sideOrder: readonly number[];
  /** seat holding a deberc, or -1 */
  readonly deberc: number;
}

const sequenceValue = (length: number, hundred: boolean): number =>
  length >= 5 && hundred ? HUNDRED : length >= 4 ? FIFTY : length === 3 ? TERZ : 0;

/**
 * A sequence's rank as one integer, ordered like `compareSequences`: value, then (DEB-G50
 * `longer-first` only) length, then top card, then trump —
 * `value * 512 + (longerFirst ? length : 0) * 32 + (top + 1) * 2 + (isTrump ? 1 : 0)`; 0 is "no
 * sequence". Under `value-then-top` the length is not in the key (equal keys stay equal), so
 * the best sequence's length is looked up beside it (`SUIT_BEST_LENGTH`).
 */
const rankKey = (value: number, length: number, top: number, isTrump: boolean): number => value * 512 + length * 32 + (top + 1) * 2 + (isTrump ? 1 : 0);
const rankOfKey = (key: number, length: number): SequenceRank => ({ value: Math.floor(key / 512), top: ((key % 32) >> 1) - 1, isTrump: (key & 1) === 1, length });

/**
 * Per 8-bit suit pattern (bit r = rank r held), precomputed once: the points of all its
 * sequences, and the key of its best one (without the trump bit) and that one's length, under
 * `fifty` and `hundred` (index h) and DEB-G50 `value-then-top` and `longer-first` (index l), and
 * whether it holds seven in sequence. A hand's combinations are then four table lookups per suit
 * instead of a scan of the ranks.
 */
const SUIT_POINTS = [new Uint8Array(256), new Uint8Array(256)];
const SUIT_BEST = [
  [new Uint16Array(256), new Uint16Array(256)],
  [new Uint16Array(256), new Uint16Array(256)],
];
const SUIT_BEST_LENGTH = [
  [new Uint8Array(256), new Uint8Array(256)],
  [new Uint8Array(256), new Uint8Array(256)],
];
const SUIT_SEVEN = new Uint8Array(256);
/** The trump king and queen, bella's cards, as suit bits. */
const BELLA_BITS = (1 << Rank.King) | (1 << Rank.Queen);
for (let h = 0; h < 2; h++) {
  for (let l = 0; l < 2; l++) {
    for (let bits = 0; bits < 256; bits++) {
      let run = 0;
      let total = 0;
      let best = 0;
      let bestLength = 0;
      for (let r = 0; r <= 8; r++) {
        if (r < 8 && (bits >> r) & 1) {
          run++;
          continue;
        }
        if (run >= 3) {
          const value = sequenceValue(run, h === 1);
          total += value;
          const key = rankKey(value, l === 1 ? run : 0, r - 1, false);
          if (key > best) {
            best = key;
            bestLength = run;
          }
          if (run >= 7) SUIT_SEVEN[bits] = 1;
        }
        run = 0;
      }
      SUIT_POINTS[h][bits] = total;
      SUIT_BEST[h][l][bits] = best;
      SUIT_BEST_LENGTH[h][l][bits] = bestLength;
    }
  }
}

/**
 * >0 when a ranks above b: value, then top card, then trump (digest §4 ranking 1–3); with
 * `longerFirst` (DEB-G50 `longer-first`) the longer of two equal-valued sequences first.
 */
export function compareSequences(a: SequenceRank, b: SequenceRank, longerFirst = false): number {
  if (a.value !== b.value) return a.value - b.value;
  if (longerFirst && a.length !== b.length) return a.length - b.length;
  if (a.top !== b.top) return a.top - b.top;
  return Number(a.isTrump) - Number(b.isTrump);
}

/**
 * The combinations of one deal, computed into arrays that are reused from deal to deal (the
 * simulator analyses a deal's hands once per deal; `analyseMelds` is the allocating form the
 * judge and the tests read). Sequence ranks are integer keys ordered like `compareSequences`.
 */
export class MeldTable {
  /** sum of all sequences of each seat */
  readonly sequencePoints: number[];
  readonly bella: number[];
  /** key of each seat's best sequence (0: none); `bestValue(seat)` is its value */
  readonly bestKey: number[];
  /** length of each seat's best sequence (0: none) */
  readonly bestLength: number[];
  /** sides that hold a sequence, best first: entries [0, sideCount) */
  readonly sideOrder: number[];
  sideCount = 0;
  /** seat holding a deberc, or -1 */
  deberc = -1;
  private readonly sideKey: number[];
  private readonly sideFirst: number[];
  /** the seat holding each ranked side's best sequence (the earlier in turn order on a tie inside a 2x2 team) */
  private readonly sideSeat: number[];
  /**
   * Seats (bit per seat) holding bella whose sequences (their points or their best one) differ
   * as its king and queen count inside a trump sequence or not: where DEB-G53's readings part.
   */
  bellaParts = 0;

  constructor(private readonly format: Format) {
    const P = format.players;
    // packed arrays (`Array.from`, not `new Array(n).fill`, which stays holey): no hole checks
    this.sequencePoints = Array.from({ length: P }, () => 0);
    this.bella = Array.from({ length: P }, () => 0);
    this.bestKey = Array.from({ length: P }, () => 0);
    this.bestLength = Array.from({ length: P }, () => 0);
    this.sideOrder = Array.from({ length: format.sides }, () => -1);
    this.sideKey = Array.from({ length: format.sides }, () => 0);
    this.sideFirst = Array.from({ length: format.sides }, () => 0);
    this.sideSeat = Array.from({ length: format.sides }, () => -1);
  }

  bestValue(seat: number): number {
    return Math.floor(this.bestKey[seat] / 512);
  }

  /** The value of the best sequence of the side at `sideOrder[i]` (i < `sideCount`). */
  sideValue(i: number): number {
    return Math.floor(this.sideKey[i] / 512);
  }

  /** The side ranked first (on a tie at the top, the earlier in turn order), or -1. */
  get scorer(): number {
    return this.sideCount > 0 ? this.sideOrder[0] : -1;
  }

  /** The two sides ranked first hold best sequences that rank equal (DEB-G51). */
  get tiedAtTop(): boolean {
    return this.sideCount > 1 && this.sideKey[0] === this.sideKey[1];
  }

  /** The side that scores its sequences: READING DEB-G51 `nobody` (`noneOnTie`) leaves none on a tie at the top. */
  scorerUnder(noneOnTie: boolean): number {
    return noneOnTie && this.tiedAtTop ? -1 : this.scorer;
  }

  /** Both seats of `side` (a 2x2 team) hold a sequence: where DEB-G52's readings part. */
  partnersBothHold(side: number): boolean {
    const seats = this.format.seatsOf[side];
    if (seats.length < 2) return false;
    for (let i = 0; i < seats.length; i++) if (this.sequencePoints[seats[i]] === 0) return false;
    return true;
  }

  /** The seat holding the best sequence of `side`, or -1 when it holds none (DEB-G52). */
  bestSeatOf(side: number): number {
    for (let i = 0; i < this.sideCount; i++) if (this.sideOrder[i] === side) return this.sideSeat[i];
    return -1;
  }

  /**
   * `hundred`: DEB-G39 `hundred`; `longerFirst`: DEB-G50 `longer-first`; `bellaApart`: DEB-G53
   * `exclusive`. `declaredBella`: per seat, whether bella is declared (the judge's v2
   * declarations), instead of whether the trump king and queen are in `hands`.
   */
  analyse(hands: readonly CardMask[], trump: number, eldest: number, hundred: boolean, longerFirst = false, bellaApart = false, declaredBella: readonly boolean[] | null = null): this {
    const { format } = this;
    const P = format.players;
    const h = hundred ? 1 : 0;
    const l = longerFirst ? 1 : 0;
    const points = SUIT_POINTS[h];
    const bestOf = SUIT_BEST[h][l];
    const lengthOf = SUIT_BEST_LENGTH[h][l];
    this.deberc = -1;
    this.bellaParts = 0;
    for (let seat = 0; seat < P; seat++) {
      const hand = hands[seat];
      const trumpBits = suitBits(hand, trump);
      const bella = declaredBella !== null ? declaredBella[seat] : (trumpBits & BELLA_BITS) === BELLA_BITS;
      this.bella[seat] = bella ? BELLA : 0;
      // READING DEB-G53: bella's king and queen inside a trump sequence (shared) or set apart (exclusive)
      if (bella && trump >= 0 && trump < 4) {
        const apart = trumpBits & ~BELLA_BITS;
        if (points[trumpBits] !== points[apart] || bestOf[trumpBits] !== bestOf[apart]) this.bellaParts |= 1 << seat;
      }
      let total = 0;
      let best = 0;
      let bestLength = 0;
      for (let suit = 0; suit < 4; suit++) {
        let bits = suitBits(hand, suit);
        if (bellaApart && bella && suit === trump) bits &= ~BELLA_BITS;
        total += points[bits];
        let key = bestOf[bits];
        if (key !== 0 && suit === trump) key += 1;
        if (key > best) {
          best = key;
          bestLength = lengthOf[bits];
        }
      }
      this.sequencePoints[seat] = total;
      this.bestKey[seat] = best;
      this.bestLength[seat] = bestLength;
      // the deberc is the seven trumps themselves, bella's cards among them under either reading of DEB-G53
      if (this.deberc < 0 && trump >= 0 && trump < 4 && SUIT_SEVEN[trumpBits] === 1) this.deberc = seat;
    }
    // Side's best sequence; equal non-trump sequences go to the earlier seat in turn order (UNV,
    // digest §4 rule 4; READING DEB-G51 earlier-seat, and `scorerUnder` gives none under nobody): sides enter in turn order from the eldest, keep their first position
    // and their best key, then are insertion-sorted by key (descending), then position.
    let n = 0;
    for (let i = 0; i < P; i++) {
      const seat = (eldest + i) % P;
      const key = this.bestKey[seat];
      if (key === 0) continue;
      const side = format.sideOf[seat];
      let j = 0;
      while (j < n && this.sideOrder[j] !== side) j++;
      if (j === n) {
        this.sideOrder[n] = side;
        this.sideKey[n] = key;
        this.sideFirst[n] = i;
        this.sideSeat[n] = seat;
        n++;
      } else if (key > this.sideKey[j]) {
        this.sideKey[j] = key;
        this.sideSeat[j] = seat;
      }
    }
    for (let i = 1; i < n; i++) {
      const side = this.sideOrder[i];
      const key = this.sideKey[i];
      const first = this.sideFirst[i];
      const best = this.sideSeat[i];
      let j = i - 1;
      while (j >= 0 && (this.sideKey[j] < key || (this.sideKey[j] === key && this.sideFirst[j] > first))) {
        this.sideOrder[j + 1] = this.sideOrder[j];
        this.sideKey[j + 1] = this.sideKey[j];
        this.sideFirst[j + 1] = this.sideFirst[j];
        this.sideSeat[j + 1] = this.sideSeat[j];
        j--;
      }
      this.sideOrder[j + 1] = side;
      this.sideKey[j + 1] = key;
      this.sideFirst[j + 1] = first;
      this.sideSeat[j + 1] = best;
    }
    this.sideCount = n;
    return this;
  }

  /**
   * `meldPoints` into the caller's arrays (one entry per seat); see there. `noneOnTie`: DEB-G51
   * `nobody`; `perPlayer`: DEB-G52 `player` (in a 2x2 team only the seat holding its best sequence scores sequences).
   */
  points(tookTrick: readonly boolean[], passToNext: boolean, declared: number[], credited: number[], noneOnTie = false, perPlayer = false): void {
    const { format } = this;
    const scorer = this.scorerUnder(noneOnTie);
    let creditedScorer = -1;
    if (passToNext && scorer >= 0) {
      for (let i = 0; i < this.sideCount; i++) {
        if (tookTrick[this.sideOrder[i]]) {
          creditedScorer = this.sideOrder[i];
          break;
        }
      }
    } else if (scorer >= 0 && tookTrick[scorer]) creditedScorer = scorer;
    // READING DEB-G52 (2x2): the team's sequences, or only those of the partner holding its best one
    const scorerSeat = perPlayer && scorer >= 0 ? this.bestSeatOf(scorer) : -1;
    const creditedSeat = perPlayer && creditedScorer >= 0 ? this.bestSeatOf(creditedScorer) : -1;
    for (let seat = 0; seat < format.players; seat++) {
      const side = format.sideOf[seat];
      declared[seat] = this.bella[seat] + (side === scorer && (scorerSeat < 0 || seat === scorerSeat) ? this.sequencePoints[seat] : 0);
      credited[seat] = tookTrick[side] ? this.bella[seat] + (side === creditedScorer && (creditedSeat < 0 || seat === creditedSeat) ? this.sequencePoints[seat] : 0) : 0;
    }
  }

  /** The analysis as the plain `MeldAnalysis` object (fresh arrays). */
  toAnalysis(): MeldAnalysis {
    return {
      sequencePoints: this.sequencePoints.slice(),
      bella: this.bella.slice(),
      best: this.bestKey.map((key, seat) => rankOfKey(key, this.bestLength[seat])),
      sideOrder: this.sideOrder.slice(0, this.sideCount),
      deberc: this.deberc,
    };
  }
}

export function analyseMelds(hands: readonly CardMask[], trump: number, format: Format, eldest: number, hundred: boolean, longerFirst = false, bellaApart = false): MeldAnalysis {
  return new MeldTable(format).analyse(hands, trump, eldest, hundred, longerFirst, bellaApart).toAnalysis();
}

/**
 * Combination points per seat. `declared` are the potential points of 6.2.1.5/6.2.3.2: the best
 * side's sequences plus every bella. `credited` withholds a trickless side's combinations
 * (DEB-6.2.3.2); with `passToNext` (DEB-G30) the sequence right passes to the best side that did
 * take a trick.
 */
export function meldPoints(a: MeldAnalysis, format: Format, tookTrick: readonly boolean[], passToNext: boolean) {
  const declared = new Array<number>(format.players).fill(0);
  const credited = new Array<number>(format.players).fill(0);
  const scorer = a.sideOrder.length > 0 ? a.sideOrder[0] : -1;
  const creditedScorer = passToNext ? (a.sideOrder.find((s) => tookTrick[s]) ?? -1) : scorer >= 0 && tookTrick[scorer] ? scorer : -1;
  for (let seat = 0; seat < format.players; seat++) {
    const side = format.sideOf[seat];
    declared[seat] = a.bella[seat] + (side === scorer ? a.sequencePoints[seat] : 0);
    if (tookTrick[side]) credited[seat] = a.bella[seat] + (side === creditedScorer ? a.sequencePoints[seat] : 0);
  }
  return { declared, credited };
}
