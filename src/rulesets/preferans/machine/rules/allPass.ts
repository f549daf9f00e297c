/**
 * The all-pass write-up (CODE-3.7.2–3.7.3, 3.7.6.1–3.7.6.2), with the penalty tricks of the
 * wrong-count clauses kept apart from real ones, and the deals a ruling stopped or redealt after
 * tricks were taken (PCR-5.2.2 under PREF-G40, PCR-5.2.3, PCR-6.2).
 *
 * Clause ids: CODE-3.7.2.1, CODE-3.7.2.2, CODE-3.7.3, CODE-3.7.6.2, PCR-5.2.3, PCR-6.2.
 * Gap ids: PREF-C7, PREF-G40, PREF-G42, PREF-G45, PREF-G52, PREF-G54, PREF-C16, PREF-C24.
 */
import { mountain, pool, whist, type SheetEntry } from '../../mechanics/sheet.ts';
import { peek, reading } from '../../../../core/machine/reading.ts';
import { allPassPriceOf, realTricks, seatsOf, type Ctx } from './common.ts';
import { lostProfitEntries, zeroTrickPlayers } from './fines.ts';

export function premiumOf(ctx: Ctx, price: number): number {
  return ctx.variant.allPass.zeroTrickPool === 'one-point' ? 1 : price;
}

/**
 * The all-pass write-up (CODE-3.7.2–3.7.3, 3.7.6.1–3.7.6.2; digest §4.2 C, §4.4) with penalty
 * tricks kept apart from real ones: `penaltyBefore` joins the counts before the amnesty,
 * `penaltyAfter` is added after it (PREF-G54, PREF-C16; PREF-C24 may move the Code revoke's there). It is the mechanics' `scoreAllPass`
 * (src/rulesets/preferans/mechanics/allpass.ts) extended by those two arrays and by stopped deals, whose real tricks
 * need not sum to 10; with no penalty, ten tricks and PREF-C7 counts-fully the two agree
 * (test/preferans/properties).
 * It is not the same computation, so it does not call the mechanics: those take no penalty tricks,
 * refuse a deal whose tricks do not sum to ten (#allpass-2), always give the 4-player dealer his
 * premium (here PREF-C7 no-premium may withhold it, and is recorded as consulted), and write no
 * penalty tricks into a Rostov mountain (PREF-G52).
 */
export function allPassEntries(ctx: Ctx, real: readonly number[]): SheetEntry[] {
  // every all-pass is written up here (the simulator's hot loop): no array is made unless a Code revoke's trick can move
  if (!ctx.penaltyAfterBy.some(isMovable)) return writeUp(ctx, real, ctx.penaltyBefore, ctx.penaltyAfter, ctx.penaltyAfterBy);
  const movable = ctx.penaltyAfterBy.filter(isMovable);
  // READING PREF-C24: the Code revoke's penalty tricks after the amnesty (as recorded) or before
  // it; consulted only when the two write-ups differ
  const after = writeUp(ctx, real, ctx.penaltyBefore, ctx.penaltyAfter, ctx.penaltyAfterBy);
  const before = ctx.penaltyBefore.slice();
  const afterRest = ctx.penaltyAfter.slice();
  for (const x of movable) {
    before[x.seat] += x.k;
    afterRest[x.seat] -= x.k;
  }
  const moved = writeUp(ctx, real, before, afterRest, ctx.penaltyAfterBy.filter((x) => x.gap !== 'PREF-C24'));
  if (JSON.stringify(moved) === JSON.stringify(after)) return after;
  return reading(ctx, 'PREF-C24') === 'before-amnesty' ? moved : after;
}

const isMovable = (x: Ctx['penaltyAfterBy'][number]) => x.gap === 'PREF-C24';

function writeUp(ctx: Ctx, real: readonly number[], penaltyBefore: readonly number[], penaltyAfter: readonly number[], penaltyAfterBy: Ctx['penaltyAfterBy']): SheetEntry[] {
  const v = ctx.variant;
  const rules = v.allPass;
  const price = allPassPriceOf(ctx, ctx.run);
  const talonUsed = rules.talon === 'used';
  const sitter = ctx.sitter >= 0 ? ctx.sitter : undefined;
  const seats = seatsOf(ctx);
  const playing = seats.filter((s) => s !== sitter || talonUsed);
  const counts = seats.map((s) => real[s] + penaltyBefore[s]);
  const out: SheetEntry[] = [];
  const premiumClause = rules.writing === 'whists' ? 'CODE-3.7.2.2' : 'CODE-3.7.2.1';
  for (const s of seats) {
    if (counts[s] !== 0) continue;
    if (s === sitter && talonUsed && reading(ctx, 'PREF-C7') === 'no-premium') continue; // READING PREF-C7
    out.push(pool(s, premiumOf(ctx, price), 'all-pass-zero', s === sitter && !talonUsed ? 'CODE-3.7.6.2' : premiumClause));
  }
  if (rules.writing === 'mountain') {
    const amnesty = rules.amnesty === 'smallest-count' ? Math.min(...playing.map((s) => counts[s])) : 0; // CODE-3.7.3
    for (const s of playing) {
      const t = counts[s] - amnesty + penaltyAfter[s];
      if (t > 0) out.push(mountain(s, price * t, 'all-pass-tricks', 'CODE-3.7.2.1'));
    }
  } else {
    const fewest = Math.min(...playing.map((s) => counts[s]));
    const winners = playing.filter((s) => counts[s] === fewest);
    for (const j of playing) {
      if (counts[j] === fewest) continue;
      for (const i of winners) out.push(whist(i, j, (price * counts[j]) / winners.length, 'all-pass-whists', 'CODE-3.7.2.2'));
    }
    // PREF-G52 (Sochi terms): penalty tricks of a Rostov all-pass go into the mountain at 1 point,
    // each under the clause that gave it (the ruling cites it), not the all-pass write-up's
    for (const s of playing) {
      const byClause = new Map<string, number>();
      for (const x of penaltyAfterBy) if (x.seat === s) byClause.set(x.clause, (byClause.get(x.clause) ?? 0) + x.k);
      for (const [clause, k] of byClause) if (k > 0) out.push(mountain(s, k, 'wrong-count-fine', clause));
    }
  }
  return out;
}

export const allPassActions = {
  scoreRedeal: (ctx: Ctx) => {
    if (ctx.kind === 'all-pass' && ctx.endedByFine && ctx.trickLog.length > 0) {
      // PREF-G40 write-played: the tricks already taken are written as an all-pass before the redeal
      ctx.fines.unshift(...allPassEntries(ctx, realTricks(ctx)));
    }
  },
  scoreStopped: (ctx: Ctx) => {
    if (ctx.kind !== 'all-pass' || !ctx.lostProfit) return;
    const lp = ctx.lostProfit;
    const tricks = realTricks(ctx);
    const partial: SheetEntry[] = [];
    const price = allPassPriceOf(ctx, ctx.run);
    if (lp.clause === 'PCR-5.2.3' && peek(ctx, 'PREF-G42') === 'taken-and-premium') {
      // PREF-G42: the non-offenders write the tricks taken so far; one with none gets the premium
      for (const s of seatsOf(ctx)) {
        if (lp.offenders.includes(s) || (s === ctx.sitter && ctx.variant.allPass.talon !== 'used')) continue;
        if (tricks[s] > 0) partial.push(mountain(s, price * tricks[s], 'all-pass-tricks', 'PCR-5.2.3'));
        else partial.push(pool(s, premiumOf(ctx, price), 'all-pass-zero', 'PCR-5.2.3'));
      }
    }
    if (lp.clause === 'PCR-6.2' && peek(ctx, 'PREF-G45') === 'stop-third-premium') {
      for (const s of zeroTrickPlayers(ctx, lp.offenders, tricks)) partial.push(pool(s, premiumOf(ctx, price), 'all-pass-zero', 'PCR-6.2'));
    }
    ctx.fines.unshift(...partial);
    ctx.fines.push(...lostProfitEntries(ctx, lp.clause, lp.offenders, lp.tricks, tricks));
  },
  scoreAllPass: (ctx: Ctx) => {
    ctx.outcome = ctx.outcome === 'stopped' ? 'stopped' : 'all-pass';
    const tricks = realTricks(ctx);
    ctx.fines.unshift(...allPassEntries(ctx, tricks));
    if (ctx.lostProfit) ctx.fines.push(...lostProfitEntries(ctx, ctx.lostProfit.clause, ctx.lostProfit.offenders, ctx.lostProfit.tricks, tricks));
  },
};
