import { type CardMask, suitBits } from '../cards/mask.ts';
import { Rank } from '../cards/card.ts';
import type { Format } from './format.ts';

/**
 * Combinations (digest §4): terz (3 in sequence) 20, four or more in sequence 50 (DEB-G39:
 * `hundred` makes 5+ worth 100), bella (trump K+Q in one hand) 20, and the deberc (seven trumps in
 * sequence), which ends the party. Sequences use the natural order 7 8 9 T J Q K A whatever the
 * trump. Only the side holding the single best sequence scores sequences, and then all of its
 * own (pooled by team in 2x2); bella always belongs to its holder.
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

function analyseHand(hand: CardMask, trump: number, hundred: boolean) {
  let total = 0;
  let best: SequenceRank = { value: 0, top: -1, isTrump: false };
  let deberc = false;
  for (let suit = 0; suit < 4; suit++) {
    const bits = suitBits(hand, suit);
    let run = 0;
    for (let r = 0; r <= 8; r++) {
      if (r < 8 && (bits >> r) & 1) {
        run++;
        continue;
      }
      if (run >= 3) {
        const value = sequenceValue(run, hundred);
        const rank: SequenceRank = { value, top: r - 1, isTrump: suit === trump };
        total += value;
        if (compareSequences(rank, best) > 0) best = rank;
        if (suit === trump && run >= 7) deberc = true;
      }
      run = 0;
    }
  }
  const trumpBits = suitBits(hand, trump);
  const bella = (trumpBits >> Rank.King) & 1 && (trumpBits >> Rank.Queen) & 1 ? BELLA : 0;
  return { total, best, bella, deberc };
}

/** >0 when a ranks above b: value, then top card, then trump (digest §4 ranking 1–3). */
export function compareSequences(a: SequenceRank, b: SequenceRank): number {
  if (a.value !== b.value) return a.value - b.value;
  if (a.top !== b.top) return a.top - b.top;
  return Number(a.isTrump) - Number(b.isTrump);
}

export function analyseMelds(hands: readonly CardMask[], trump: number, format: Format, eldest: number, hundred: boolean): MeldAnalysis {
  const per = hands.map((h) => analyseHand(h, trump, hundred));
  // Side's best sequence; equal non-trump sequences go to the earlier seat in turn order (UNV, digest §4 rule 4).
  const sideBest: { side: number; rank: SequenceRank; order: number }[] = [];
  for (let i = 0; i < format.players; i++) {
    const seat = (eldest + i) % format.players;
    const side = format.sideOf[seat];
    const rank = per[seat].best;
    if (rank.value === 0) continue;
    const current = sideBest.find((s) => s.side === side);
    if (!current) sideBest.push({ side, rank, order: i });
    else if (compareSequences(rank, current.rank) > 0) current.rank = rank;
  }
  sideBest.sort((a, b) => compareSequences(b.rank, a.rank) || a.order - b.order);
  return {
    sequencePoints: per.map((p) => p.total),
    bella: per.map((p) => p.bella),
    best: per.map((p) => p.best),
    sideOrder: sideBest.map((s) => s.side),
    deberc: per.findIndex((p) => p.deberc),
  };
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
