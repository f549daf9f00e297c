/**
 * What every section of the Preferans rules shares: the context and event types, the seats of a
 * deal, citations and silences, the wrong hands of a discovery, the real tricks (with the
 * reassignments of CODE-3.2.19, 3.9.14.3 and PCR-5.2.1), the cards made up to ten (PCR-1,
 * 2.1–2.3, 5.1, 5.2.1) and the sheet the entries are written to.
 *
 * Clause ids: CODE-3.2.19, CODE-3.9.14.3, PCR-5.2.1 (realTricks); PCR-1, PCR-2.1–2.3, PCR-5.1
 * (restoreCounts). The sections are listed in ../rules.ts.
 */
import { allPassPrice } from '../../mechanics/allpass.ts';
import { contractPrice, type ContractId } from '../../mechanics/contracts.ts';
import { writeEntries, type SheetEntry, type Sheet } from '../../mechanics/sheet.ts';
import type { PlayerCount } from '../../mechanics/seats.ts';
import type { PreferansContext, Silence } from '../context.ts';
import type { PreferansEvent } from '../events.ts';
import { peek, reading } from '../../../../core/machine/reading.ts';

export type Ctx = PreferansContext;
export type Ev = PreferansEvent;
export type Read = (gap: string) => string;
export type Discovery = Extract<Ev, { type: 'COUNT_DISCOVERED' }>;

export const peeker = (ctx: Ctx): Read => (gap) => peek(ctx, gap);
export const recorder = (ctx: Ctx): Read => (gap) => reading(ctx, gap);

export const bitOf = (seat: number) => 1 << seat;
export const hasBit = (bits: number, seat: number) => (bits & bitOf(seat)) !== 0;

export function cite(ctx: Ctx, clauses: readonly string[]) {
  for (const c of clauses) ctx.trail.push(c);
}
/** Cite the clauses the trail does not cite yet: a fine written under a clause its route did not name. */
export function citeMissing(ctx: Ctx, clauses: readonly string[]) {
  cite(ctx, [...new Set(clauses)].filter((c) => !ctx.trail.includes(c)));
}
export function silence(ctx: Ctx, s: Silence) {
  if (!ctx.silences.some((x) => x.gap === s.gap && x.note === s.note)) ctx.silences.push(s);
}
export const seatsOf = (ctx: Ctx) => Array.from({ length: ctx.players }, (_, s) => s);
export const others = (ctx: Ctx, seat: number) => seatsOf(ctx).filter((s) => s !== seat);
export const defendersOf = (ctx: Ctx) => ctx.order.filter((s) => s !== ctx.declarer);
export const isWhister = (ctx: Ctx, s: number) => ctx.whisters.includes(s);

/** Card-holding seats whose count is not 10, in hand order. */
export function wrongSeats(ctx: Ctx, e: Discovery): number[] {
  return ctx.order.filter((s) => e.counts[s] !== 10);
}

/** The holder the rules speak of: the discoverer if his own hand is wrong, else the first wrong hand (PREF-G48 same-clauses). */
export function primary(ctx: Ctx, e: Discovery): number {
  const wrong = wrongSeats(ctx, e);
  return wrong.includes(e.by) ? e.by : wrong[0] ?? -1;
}

/** The price of a contract at the variant's prices. */
export const priceOf = (ctx: Ctx, c: number) => contractPrice(c as ContractId, ctx.variant.prices);

/** The progressions of READING PREF-C32 (CODE-3.7.4.1–3.7.4.3), each capped after 3 steps as 3.7.4.3 recommends. */
const ROSTOV_PROGRESSION_CAP = 3;

/**
 * The price of one all-pass trick in the all-pass that is number `run + 1` of its run (CODE-3.7.4).
 * READING PREF-C32: Rostov's progression, which no source gives, is the reading's, not the preset's;
 * consulted only from the second all-pass of a run, where the readings part (the first is w under all).
 */
export function allPassPriceOf(ctx: Ctx, run: number): number {
  const v = ctx.variant;
  if (v.id !== 'rostov' || run === 0) return allPassPrice(v, run);
  const progression = reading(ctx, 'PREF-C32') as 'constant' | 'arithmetic' | 'geometric'; // READING PREF-C32
  return allPassPrice({ ...v, allPass: { ...v.allPass, progression, progressionCap: ROSTOV_PROGRESSION_CAP } }, run);
}

/** Real tricks per seat: the trick log, with the reassignments of CODE-3.2.19, 3.9.14.3 and PCR-5.2.1. */
export function realTricks(ctx: Ctx): number[] {
  return realTricksInto(ctx, new Array<number>(ctx.players));
}

/** `realTricks` written into `out` (its first `ctx.players` entries; the table's census after every step reuses one array). */
export function realTricksInto(ctx: Ctx, out: number[]): number[] {
  for (let s = 0; s < ctx.players; s++) out[s] = 0;
  const log = ctx.trickLog;
  for (let i = 0; i < log.length; i++) {
    let winner = log[i];
    if (ctx.talonSeer >= 0 && ctx.kind === 'all-pass') {
      // CODE-3.2.19: he takes the first two (talon-led) tricks; in Rostov all ten.
      if (ctx.variant.allPass.talon === 'unused' || i < 2) winner = ctx.talonSeer;
    }
    if (ctx.takesRemaining >= 0 && i >= ctx.takesFrom) winner = ctx.takesRemaining;
    if (winner >= 0) out[winner]++;
  }
  const unplayed = 10 - ctx.trickLog.length;
  if (ctx.takesRemaining >= 0) out[ctx.takesRemaining] += unplayed;
  else if (ctx.talonSeer >= 0 && ctx.kind === 'all-pass' && unplayed > 0) {
    // the deal stopped before the talon-led tricks were played: they are still his (CODE-3.2.19 gives him them)
    const talonTricks = ctx.variant.allPass.talon === 'unused' ? 10 : 2;
    out[ctx.talonSeer] += Math.max(0, talonTricks - ctx.trickLog.length);
  }
  return out;
}

/** Find and return the cards: every hand made up to 10 and the talon to 2 (PCR-1, 2.1–2.3, 5.1, 5.2.1). */
export function restoreCounts(ctx: Ctx) {
  for (const s of ctx.order) ctx.counts[s] = 10;
  ctx.talon = 2;
}

export const asSheet = (ctx: Ctx): Sheet => ({ players: ctx.players as PlayerCount, pool: ctx.sheet.pool, mountain: ctx.sheet.mountain, whists: ctx.sheet.whists });

export function writeNow(ctx: Ctx, entries: readonly SheetEntry[]) {
  const r = writeEntries(asSheet(ctx), entries, ctx.variant);
  ctx.sheet = { pool: r.sheet.pool.slice(), mountain: r.sheet.mountain.slice(), whists: r.sheet.whists.map((x) => x.slice()) };
  ctx.written.push(...r.written);
}
