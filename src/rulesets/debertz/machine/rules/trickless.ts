/**
 * DEB-6.2.3 — a side that took no winning trick: −50 (6.2.3.1), and its declared combinations are
 * not credited (6.2.3.2; withheld in `sidePoints`, cited here).
 *
 * Clause ids: DEB-6.2.3.1, DEB-6.2.3.2. Gap ids: DEB-G31 (per player in 2x2), DEB-G32 (a deal
 * stopped before every side could take a trick), DEB-G48 (its combinations in such a deal).
 */
import { peek } from '../../../../core/machine/reading.ts';
import { cite, combinationsWithheld, enter, reading, sideMelds, sideTookTrick, type Ctx } from './common.ts';

export const NO_TRICK_PENALTY = 50;

export const tricklessGuards = {
  /** DEB-6.2.3.1 — some side (or, DEB-G31 `player`, some 2x2 partner) took no trick. */
  someoneTrickless: (ctx: Ctx) => {
    if (!ctx.completed && peek(ctx, 'DEB-G32') === 'completed-deals-only') return false;
    return tricklessUnits(ctx) > 0;
  },
  noTricklessBecauseStopped: (ctx: Ctx) => !ctx.completed && tricklessUnits(ctx) > 0,
};

export const tricklessActions = {
  /**
   * DEB-6.2.3.1 — a side that took no winning trick loses 50; DEB-6.2.3.2 — its declared
   * combinations are not credited (already withheld in `sidePoints`; cited here when there were any).
   */
  deb_6_2_3_noTrickPenalty: (ctx: Ctx) => {
    const perPlayer = ctx.players === 4 && ctx.sides === 2 && reading(ctx, 'DEB-G31') === 'player'; // READING DEB-G31
    for (let side = 0; side < ctx.sides; side++) {
      if (perPlayer) {
        for (let s = 0; s < ctx.players; s++) {
          if (ctx.sideOf[s] !== side || ctx.tricks[s] !== 0) continue;
          ctx.penalties[side] += NO_TRICK_PENALTY;
          enter(ctx, side, 'penalty', -NO_TRICK_PENALTY, 'DEB-6.2.3.1');
        }
      } else if (!sideTookTrick(ctx, side)) {
        ctx.penalties[side] += NO_TRICK_PENALTY;
        enter(ctx, side, 'penalty', -NO_TRICK_PENALTY, 'DEB-6.2.3.1');
      }
    }
    cite(ctx, ['DEB-6.2.3.1']);
    tricklessActions.deb_6_2_3_2_citeWithheld(ctx);
  },

  /**
   * DEB-6.2.3.2 — «не засчитываются» a trickless side's declared combinations. `sidePoints`
   * withholds them wherever points are compared or credited, also in a deal a referee bayd
   * stopped, where DEB-G32 may spare the side the −50 (unless DEB-G48 `completed-deals-only`
   * credits them there): the clause moved a number, so it is cited whenever some side had
   * declared combinations withheld.
   */
  deb_6_2_3_2_citeWithheld: (ctx: Ctx) => {
    for (let side = 0; side < ctx.sides; side++) {
      if (combinationsWithheld(ctx, side) && sideMelds(ctx, side) > 0) return cite(ctx, ['DEB-6.2.3.2']);
    }
  },
};

/** Units that took no trick: sides, or in 2x2 under DEB-G31 `player`, individual partners. */
function tricklessUnits(ctx: Ctx): number {
  let n = 0;
  const perPlayer = ctx.players === 4 && ctx.sides === 2 && peek(ctx, 'DEB-G31') === 'player';
  if (perPlayer) {
    for (let s = 0; s < ctx.players; s++) if (ctx.tricks[s] === 0) n++;
  } else {
    for (let side = 0; side < ctx.sides; side++) if (!sideTookTrick(ctx, side)) n++;
  }
  return n;
}
