/**
 * The fields of a version-2 Debertz ruling (docs/scenario-format.md, "Ruling"): what a committee
 * checks by hand and version 1 left to be read off the trail or recomputed — the tricks, the
 * cards never played, the outcome's cause, the totals the outcome compares, the combinations as
 * credited, and the deal's score changes with the protocol's signs.
 *
 * Version 1's fields keep their meaning (a conformance suite compares them): `points.sides` stays
 * the card points only, `points.meldsDeclared` the combinations declared, `penalties` the
 * positive amounts taken off. The v2 siblings say what those do not.
 *
 * @internal
 */
import { type Card } from '../../../core/cards/card.ts';
import { formatCard } from '../../../core/cards/notation.ts';
import { type CardMask, cardsOf } from '../../../core/cards/mask.ts';
import { cardPoints, LAST_TRICK_BONUS } from '../mechanics/points.ts';
import type { Format } from '../mechanics/format.ts';
import type { DebertzContext } from '../machine/context.ts';
import { CAUSE_CLAUSE, type IrregularityKind } from '../machine/events.ts';
import { combinationsWithheld, guards, sidePoints } from '../machine/rules.ts';

export const RULING_VERSION = 2;

/** One card of a trick, in play order. */
export interface PlayedCard {
  seat: number;
  card: string;
}

/** A completed trick. `points` + `bonus` summed over a seat's tricks is its `points.cardPoints`. */
export interface TrickRecord {
  /** 1-based */
  n: number;
  leader: number;
  cards: PlayedCard[];
  winner: number;
  /** card points of the trick's cards (by the trump) */
  points: number;
  /** the last-trick 10 on the deal's last trick, 0 on the others */
  bonus: number;
}

/**
 * How the play ended: every card played; DEB-G42 `stop-when-declarer-out` (the declarer's last
 * card ended it, the cards left are dead); or stopped by an offence of 6.2.1.8 (or a revoke under
 * DEB-G27 `bayd-by-analogy`) or a deberc declared at the first lead.
 */
export type PlayEnd = 'all-cards-played' | 'declarer-out' | 'stopped';

export interface PlayRecord {
  tricks: TrickRecord[];
  /** the seat that took the last trick (and its 10); null when the play was stopped before it */
  lastTrick: number | null;
  end: PlayEnd;
  /** the cards of a trick left unfinished when the deal was stopped, in play order */
  unfinished: PlayedCard[];
  /** per seat, the cards still in hand when the play ended (all empty when every card was played) */
  unplayed: string[][];
  /** card points of `unfinished` and `unplayed` (by the trump; no last-trick 10) */
  unplayedPoints: number;
  /**
   * how much of what was never won in a trick the ruling credited to anyone: under DEB-G22
   * `all-cards` a referee bayd gives those points and the last-trick 10 (if no one took it) to the
   * offender's opponents; otherwise 0 — the cards are dead, scored by nobody
   */
  unplayedCredited: number;
}

/**
 * Why the deal ended as it did, as the clause names it. `kind`: `points` (the declarer did or did
 * not score the necessary points, 6.2.1.1; a made game has no clause: `clause` null), `equal-points`
 * (6.2.2.1 deferred; in a special deal under DEB-G10 `counts-as-failure`, a bayd under 6.2.1.1),
 * `offence` (6.2.1.8.a–d, or 6.2.1.8 for a revoke under DEB-G27 `bayd-by-analogy`; also before the
 * order, DEB-G24), `referee-exposed-card` (6.3), `all-passed` (no clause: DEB-G35), `deberc`
 * (no clause: DEB-G39).
 */
export interface Cause {
  kind: 'points' | 'equal-points' | 'offence' | 'referee-exposed-card' | 'all-passed' | 'deberc';
  clause: string | null;
  /** the scenario's name of the offence (`signal`, `outOfTurn`, …); null unless `kind` is `offence` */
  offence: IrregularityKind | null;
  /** the offender's seat; null unless `kind` is `offence` */
  seat: number | null;
}

/**
 * A side's points as the outcome compares them (6.2.1.1, 6.2.2.1; and 6.2.2.6 in a special deal):
 * `cards` + `lastTrick` + `combinations` + `deferred` = `total`.
 */
export interface SideTotal {
  /** card points of the tricks the side took, without the last-trick 10 */
  cards: number;
  /** 10 if the side took the last trick */
  lastTrick: number;
  /** combinations credited (0 for a side without a trick: 6.2.3.2), DEB-G30 passed points included */
  combinations: number;
  /** under DEB-G8 `handicap`, the deferred points the declarer's side carries into a special deal's comparison; else 0 */
  deferred: number;
  total: number;
}

/** Per seat: combinations declared, credited, and withheld by 6.2.3.2 (the seat's side took no trick; in a stopped deal, DEB-G48). */
export interface Combinations {
  declared: number[];
  /** points received under DEB-G30 `pass-to-next` for the next-best sequence (included in `credited`) */
  passed: number[];
  credited: number[];
  withheld: number[];
}

/** Per side, the deal's score changes with the protocol's signs: `credited` + `potCredited` + `penalties` = `net`. */
export interface ScoreChange {
  credited: number;
  potCredited: number;
  /** ≤ 0: the penalties as the protocol enters them (the v1 field `penalties` holds them positive) */
  penalties: number;
  /** the change of the party score: `ledger.after.scores` − `ledger.before.scores` */
  net: number;
}

/** Records the tricks as the judge plays them; `finish` reads the cards still in the hands. */
export class PlayRecorder {
  readonly tricks: TrickRecord[] = [];
  /** the trick on the table: cards kept as cards until it completes (their points are wanted if it never does) */
  private current: { seat: number; card: Card }[] = [];
  private ranOut = false;

  /**
   * A card reaches the table; `done` is the tracker's answer (the trick, once complete);
   * `unequalEnd` says the trick left a seat without cards while another still holds some (DEB-G42).
   */
  played(seat: number, card: Card, done: { winner: number; points: number; last: boolean } | null, unequalEnd: boolean): void {
    this.current.push({ seat, card });
    if (!done) return;
    const bonus = done.last ? LAST_TRICK_BONUS : 0;
    const cards = this.current.map((p) => ({ seat: p.seat, card: formatCard(p.card) }));
    this.tricks.push({ n: this.tricks.length + 1, leader: cards[0].seat, cards, winner: done.winner, points: done.points - bonus, bonus });
    this.current = [];
    // the last trick left cards in other hands: DEB-G42 stop-when-declarer-out ended the play
    if (done.last && unequalEnd) this.ranOut = true;
  }

  /** play ended by itself: the last trick taken (every card played, or the declarer out under DEB-G42), not stopped */
  get endedByItself(): boolean {
    return (this.tricks.at(-1)?.bonus ?? 0) > 0;
  }

  /** …and ended with the declarer out of cards, the other cards dead (DEB-G42 stop-when-declarer-out) */
  get ranOutOfCards(): boolean {
    return this.ranOut;
  }

  finish(hands: readonly CardMask[], trump: number, unplayedCredited: number): PlayRecord {
    const last = this.tricks.at(-1);
    const lastTrick = last && last.bonus > 0 ? last.winner : null;
    const end: PlayEnd = lastTrick === null ? 'stopped' : this.ranOut ? 'declarer-out' : 'all-cards-played';
    const unplayed = hands.map((h) => cardsOf(h));
    let unplayedPoints = 0;
    for (const cards of unplayed) for (const c of cards) unplayedPoints += cardPoints(c, trump);
    for (const p of this.current) unplayedPoints += cardPoints(p.card, trump);
    return {
      tricks: this.tricks,
      lastTrick,
      end,
      unfinished: this.current.map((p) => ({ seat: p.seat, card: formatCard(p.card) })),
      unplayed: unplayed.map((cs) => cs.map(formatCard)),
      unplayedPoints,
      unplayedCredited,
    };
  }
}

const KIND_OF_CLAUSE = new Map<string, IrregularityKind>(Object.entries(CAUSE_CLAUSE).map(([k, v]) => [v, k as IrregularityKind]));

/** The outcome's cause, from the machine's context (the offence it recorded) and the outcome. */
export function causeOf(c: DebertzContext, potBefore: number, allPassed: boolean): Cause {
  const none = { offence: null, seat: null };
  if (c.offender >= 0 && c.cause !== '') {
    return { kind: 'offence', clause: c.cause, offence: KIND_OF_CLAUSE.get(c.cause) ?? null, seat: c.offender };
  }
  switch (c.outcome) {
    case 'made':
      return { kind: 'points', clause: null, ...none };
    case 'deferred':
      return { kind: 'equal-points', clause: 'DEB-6.2.2.1', ...none };
    case 'bayd': {
      // a special deal's tie counted as a failure (DEB-G10) is a bayd on equal points; the
      // comparison is re-run on the points as they stood (the pot before its payout)
      const tie = c.special && c.readings['DEB-G10'] === 'counts-as-failure' && guards.isTie({ ...c, pot: potBefore, consulted: [] });
      return { kind: tie ? 'equal-points' : 'points', clause: 'DEB-6.2.1.1', ...none };
    }
    case 'deberc':
      return { kind: 'deberc', clause: null, ...none };
    default:
      // a redeal without an offence: all passed (DEB-G35), or the referee's misdeal (6.3)
      return allPassed ? { kind: 'all-passed', clause: null, ...none } : { kind: 'referee-exposed-card', clause: 'DEB-6.3', ...none };
  }
}

/** Each side's total as the outcome compares it, split into its parts. */
export function totalsOf(c: DebertzContext, format: Format, lastTrick: number | null, potBefore: number): SideTotal[] {
  const declSide = c.declarer >= 0 ? format.sideOf[c.declarer] : -1;
  // READING DEB-G8 `handicap`: the pot is added to the declarer's points where the machine compares
  // them (6.2.1.1, 6.2.2.1, 6.2.2.6) — and only there: a referee bayd compares nothing
  const handicap = c.special && c.consulted.includes('DEB-G8=handicap') ? potBefore : 0;
  return Array.from({ length: format.sides }, (_, side) => {
    let taken = 0;
    let combinations = 0;
    // 6.2.3.2: withheld when the side took no trick (in a deal a referee bayd stopped, DEB-G48)
    const took = !combinationsWithheld(c, side);
    for (let seat = 0; seat < format.players; seat++) {
      if (format.sideOf[seat] !== side) continue;
      taken += c.taken[seat];
      if (took) combinations += c.melds[seat] + c.passed[seat];
    }
    const last = lastTrick !== null && format.sideOf[lastTrick] === side ? LAST_TRICK_BONUS : 0;
    const deferred = side === declSide ? handicap : 0;
    // sidePoints is what the machine's guards compare; the parts above must add up to it
    const total = sidePoints(c, side) + deferred;
    return { cards: taken - last, lastTrick: last, combinations, deferred, total };
  });
}

export function combinationsOf(c: DebertzContext, format: Format): Combinations {
  const took = (seat: number) => !combinationsWithheld(c, format.sideOf[seat]);
  const seats = Array.from({ length: format.players }, (_, seat) => seat);
  return {
    declared: c.melds.slice(),
    passed: seats.map((seat) => (took(seat) ? c.passed[seat] : 0)),
    credited: seats.map((seat) => (took(seat) ? c.melds[seat] + c.passed[seat] : 0)),
    withheld: seats.map((seat) => (took(seat) ? 0 : c.melds[seat])),
  };
}

export function scoreChangesOf(c: DebertzContext, before: readonly number[]): ScoreChange[] {
  return c.credits.map((credited, side) => ({ credited, potCredited: c.potCredits[side], penalties: 0 - c.penalties[side], net: c.scores[side] - before[side] }));
}
