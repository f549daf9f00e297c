/**
 * The fines the club's wrong-count clauses write, in their own units: «без N» on a contract
 * (PCR-2.1, 2.3, 3, 4), tricks at the all-pass level (PCR-2.2, 2.3, 5.1, 5.2.x, 6.x), penalty
 * tricks added to an all-pass (PREF-G54, PREF-C16) and the «упущенная выгода» of a player with no
 * trick (PCR-5.2.1, 5.2.3, 6.2). The clause that fines passes its own id; the arithmetic is here.
 *
 * Gap ids: PREF-G8 (undertrick rate), PREF-C13 (Leningrad consolation), PREF-G53 (consolation on
 * a fine), PREF-G62 (one fine a deal), PREF-G13, PREF-G57, PREF-G52 (the all-pass step a fine
 * trick is priced at), PREF-G54, PREF-C16, PREF-C24 (penalty tricks against the amnesty), PREF-G38 (lost
 * profit).
 */
import { mountain, whist, type SheetEntry } from '../../mechanics/sheet.ts';
import { reading } from '../../../../core/machine/reading.ts';
import { allPassPriceOf, others, priceOf, seatsOf, type Ctx } from './common.ts';

/** PCR-5.2.3: the 9-card player whose card is not found writes 4 penalty tricks on top. */
export const NOT_FOUND_PENALTY_TRICKS = 4;
/** PCR-5.2.3: "Максимум за 8 взяток". */
export const NOT_FOUND_CAP = 8;
/** PCR-6.2: each of the two offenders writes 5 tricks. */
export const ELEVEN_NINE_TRICKS = 5;
/** PREF-G38 rostov-whists: the digest's §6.3 rate of w whists a trick. */
export const ROSTOV_LOST_PROFIT_RATE = 5;

/** PREF-G8: the declarer's undertrick rate a «без N» fine is priced at. */
export function downRate(ctx: Ctx): number {
  if (ctx.variant.undertrickRate === 1) return 1;
  return reading(ctx, 'PREF-G8') === 'contract-price' ? 1 : ctx.variant.undertrickRate; // READING PREF-G8
}

/** Consolation per undertrick on `contract` (CODE-3.8.1.2, CODE-fn36, CODE-fn54). */
export function consolationPer(ctx: Ctx, contract: number): number {
  const v = ctx.variant;
  if (v.consolation.kind === 'fixed') return v.consolation.whistsPerUndertrick;
  const multiple = v.id === 'leningrad' && reading(ctx, 'PREF-C13') === 'double-price' ? 2 : v.consolation.multiple; // READING PREF-C13
  return priceOf(ctx, contract) * multiple;
}

export function markFined(ctx: Ctx, seat: number) {
  if (!ctx.fined.includes(seat)) ctx.fined.push(seat);
}

/** PREF-G62: under first-fine-only a player already fined for a wrong count on this deal is not fined again. */
export function mayFine(ctx: Ctx, seat: number): boolean {
  if (!ctx.fined.includes(seat)) return true;
  return reading(ctx, 'PREF-G62') === 'cumulative'; // READING PREF-G62
}

/**
 * A «без N» fine: N undertricks on `contract` into the offender's mountain (PREF-G8 prices them);
 * under PREF-G53 `full` every other participant also writes consolation on them.
 */
export function fineDown(ctx: Ctx, seat: number, n: number, contract: number, clause: string) {
  if (n <= 0 || !mayFine(ctx, seat)) return;
  ctx.fines.push(mountain(seat, n * priceOf(ctx, contract) * downRate(ctx), 'wrong-count-fine', clause));
  if (reading(ctx, 'PREF-G53') === 'full') { // READING PREF-G53
    for (const s of others(ctx, seat)) ctx.fines.push(whist(s, seat, n * consolationPer(ctx, contract), 'penalty-consolation', clause));
  }
  markFined(ctx, seat);
}

/**
 * The price of one all-pass trick in a fine. PREF-G13: the step an all-pass in this deal would be
 * scored at, or the first step; PREF-G57: for a clause that names no level. PREF-G52 (Sochi
 * terms): Rostov, whose all-pass is written in whists, prices a fine trick at 1 point.
 */
export function stepPrice(ctx: Ctx, named: boolean): number {
  let run = ctx.run;
  if (!named && reading(ctx, 'PREF-G57') === 'base-where-unnamed') run = 0; // READING PREF-G57
  else if (reading(ctx, 'PREF-G13') === 'base-step') run = 0; // READING PREF-G13
  if (ctx.variant.allPass.writing === 'whists') return 1;
  return allPassPriceOf(ctx, run);
}

/** "k tricks into the mountain at the all-pass level", written now (the deal is not written up as an all-pass). */
export function fineTricks(ctx: Ctx, seat: number, k: number, clause: string, named: boolean) {
  if (k <= 0 || !mayFine(ctx, seat)) return;
  ctx.fines.push(mountain(seat, k * stepPrice(ctx, named), 'wrong-count-fine', clause));
  markFined(ctx, seat);
}

/**
 * k penalty tricks under `clause` added to an all-pass that will be written up (PREF-G54 orders
 * them against the amnesty; PREF-C16 the look at a trick's). Those added after it keep their clause (`penaltyAfterBy`): a Rostov
 * all-pass writes them apart, under it (PREF-G52).
 */
export function penaltyTricks(ctx: Ctx, seat: number, k: number, gap: 'PREF-G54' | 'PREF-C16', clause: string) {
  if (k <= 0) return;
  const before = gap === 'PREF-G54' ? reading(ctx, gap) === 'penalty-before-amnesty' : reading(ctx, gap) === 'before-amnesty'; // READING PREF-G54 / PREF-C16
  if (before) ctx.penaltyBefore[seat] += k;
  else penaltyAfter(ctx, seat, k, clause);
}

/** k penalty tricks under `clause` added after the amnesty (`gap`: a reading at the write-up may move them before it, PREF-C24). */
export function penaltyAfter(ctx: Ctx, seat: number, k: number, clause: string, gap?: 'PREF-C24') {
  ctx.penaltyAfter[seat] += k;
  ctx.penaltyAfterBy.push(gap ? { seat, k, clause, gap } : { seat, k, clause });
}

/** Offenders' 0-trick counterparts: non-offending participants who have taken no trick. */
export function zeroTrickPlayers(ctx: Ctx, offenders: readonly number[], tricks: readonly number[]): number[] {
  const talonUsed = ctx.variant.allPass.talon === 'used';
  return seatsOf(ctx).filter((s) => !offenders.includes(s) && tricks[s] === 0 && (s !== ctx.sitter || talonUsed));
}

/**
 * «Упущенная выгода» (PCR-5.2.1, 5.2.3, 6.2): every non-offender with no trick writes whists on
 * the offenders. PREF-G38 gives the amount.
 */
export function lostProfitEntries(ctx: Ctx, clause: string, offenders: readonly number[], pricedTricks: readonly number[], tricks: readonly number[]): SheetEntry[] {
  const zero = zeroTrickPlayers(ctx, offenders, tricks);
  if (zero.length === 0) return [];
  const rule = reading(ctx, 'PREF-G38'); // READING PREF-G38
  if (rule === 'zero') return [];
  const out: SheetEntry[] = [];
  for (const s of zero) {
    offenders.forEach((o, i) => {
      const amount = rule === 'premium-whists' ? (stepPrice(ctx, true) * 10) / offenders.length : ROSTOV_LOST_PROFIT_RATE * pricedTricks[i];
      out.push(whist(s, o, amount, 'lost-profit', clause));
    });
  }
  return out;
}
