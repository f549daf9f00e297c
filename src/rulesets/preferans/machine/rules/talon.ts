/**
 * The talon before it is bought: seen, peeked at, taken or exposed (the Code; the club's text is
 * silent): the guard that places it and the actions.
 *
 * Clause ids: CODE-3.2.19, CODE-3.2.20, CODE-3.2.21, CODE-3.3.16.1, CODE-3.3.16.2,
 * CODE-3.3.16.3, CODE-3.3.17.
 */
import { mountain, whist } from '../../mechanics/sheet.ts';
import type { PlayIrregularity } from '../events.ts';
import { bitOf, hasBit, type Ctx, type Ev } from './common.ts';

/** CODE-3.2.21: peeking at the talon costs 5 into the mountain. */
export const TALON_PEEK_FINE = 5;

/** The irregularities of the talon before it is bought. */
export type TalonIrregularityKind = Extract<PlayIrregularity, 'talon-seen' | 'talon-peeked' | 'talon-taken' | 'talon-exposed'>;

/** Which talon irregularity, and when in the bidding, as far as its clause tells cases apart. */
export interface TalonIrregularityAt {
  readonly kind: TalonIrregularityKind;
  /** nobody has spoken yet (CODE-3.2.19–3.2.20 rather than 3.3.16–3.3.17) */
  readonly beforeBidding?: true;
  /** at least two players are still bidding (CODE-3.3.16.3 rather than 3.3.16.2) */
  readonly twoStillBidding?: true;
}

export const talonGuards = {
  /** A talon irregularity of `kind`, with the conditions its clause names. */
  talonIrregularity: (ctx: Ctx, e: Ev, p: TalonIrregularityAt) => {
    if (e.type !== 'IRREGULARITY' || e.kind !== p.kind) return false;
    if (p.beforeBidding && ctx.spoken !== 0) return false;
    if (p.twoStillBidding && ctx.order.filter((s) => !hasBit(ctx.passedBits, s)).length < 2) return false;
    return true;
  },
};

export const talonActions = {
  // ── talon irregularities (CODE-3.2.19–3.2.21, 3.3.16, 3.3.17) ──

  /** CODE-3.2.19 / 3.3.16.1 — the talon seen by one player: he may not bid; the auction goes on without him. */
  code_3_2_19_barred: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    ctx.barred |= bitOf(e.seat);
  },
  /** CODE-3.2.19 — on an all-pass the one who saw the talon takes the first two (talon-led) tricks; in Rostov all ten. */
  code_3_2_19_allPass: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    ctx.talonSeer = e.seat;
  },
  /** CODE-3.2.21 — peeking at the talon before it is bought: 5 into the mountain. */
  code_3_2_21_peek: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    ctx.fines.push(mountain(e.seat, TALON_PEEK_FINE, 'talon-fine', 'CODE-3.2.21'));
  },
  /** CODE-3.3.16.3 — the talon exposed while two are still bidding: the table's determination of each damaged player's result, as whists on the offender; no play. */
  code_3_3_16_3_damages: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    ctx.outcome = 'stopped';
    e.damages.forEach((w, s) => {
      if (s !== e.seat && w > 0) ctx.fines.push(whist(s, e.seat, w, 'damages', 'CODE-3.3.16.3'));
    });
  },
};
