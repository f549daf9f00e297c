/**
 * What the sections of the Debertz rules share: the context and event types, the cached
 * `reading()`, citations and protocol entries, a side's points (with DEB-6.2.3.2's withheld
 * combinations), the opposing sides, and the equal division of points (DEB-G14).
 *
 * Clause ids: DEB-6.2.3.2 (sidePoints withholds a trickless side's combinations). Gap ids:
 * DEB-G48 (the same in a deal a referee bayd stopped), DEB-G8 (the special deal's handicap), DEB-G14 (the remainder of a division), DEB-G15, DEB-G18
 * (the comparison with several opponents, read through `opposition`). The sections are listed in
 * ../rules.ts.
 */
import type { DebertzContext, ProtocolEntry } from '../context.ts';
import type { DebertzEvent } from '../events.ts';
import type { Readings } from '../../../../core/regulation/types.ts';
import { peek } from '../../../../core/machine/reading.ts';

export type Ctx = DebertzContext;
export type Ev = DebertzEvent;

/** The `GAP=reading` tag of each gap's last reading, built once per (gap, reading): see `reading` below. */
export const TAGS = new Map<string, { reading: string; tag: string }>();

/**
 * `reading()` of ./reading.ts — the chosen reading of a gap, recording the consultation — with
 * the tag string built once per (gap, reading) instead of on every call: the same string, so the
 * `consulted` list and everything downstream are unchanged, but the simulator's tally and the
 * `includes` test meet one string object whose hash is already known.
 */
export function reading(ctx: { readonly readings: Readings; consulted: string[] }, gap: string): string {
  const r = ctx.readings[gap];
  let cached = TAGS.get(gap);
  if (cached === undefined || cached.reading !== r) TAGS.set(gap, (cached = { reading: r, tag: `${gap}=${r}` }));
  const tag = cached.tag;
  const consulted = ctx.consulted;
  for (let i = 0; i < consulted.length; i++) if (consulted[i] === tag) return r;
  consulted.push(tag);
  return r;
}

/**
 * Empties a context array in place (the deal's trail, consulted readings, protocol, silences).
 * By `pop`, not `a.length = 0`: on these arrays of a few entries the length setter is a runtime
 * call several times dearer than popping them, and every deal clears four (issue 11).
 */
export function emptyArray(a: unknown[]): void {
  while (a.length !== 0) a.pop();
}

export function cite(ctx: Ctx, clauses: readonly string[]) {
  for (const c of clauses) ctx.trail.push(c);
}

export function enter(ctx: Ctx, side: number, kind: ProtocolEntry['kind'], amount: number, clause: string) {
  ctx.entries.push({ side, kind, amount, clause });
}

export const sideOfSeat = (ctx: Ctx, seat: number) => ctx.sideOf[seat];

/** Did the side take at least one trick this deal? */
export function sideTookTrick(ctx: Ctx, side: number): boolean {
  for (let s = 0; s < ctx.players; s++) if (ctx.sideOf[s] === side && ctx.tricks[s] > 0) return true;
  return false;
}

/** The deal was stopped by a referee bayd before play was complete (6.2.1.8). */
export const stoppedByReferee = (ctx: Ctx) => ctx.outcome === 'referee-bayd' && !ctx.completed;

/**
 * Are the side's combinations withheld by DEB-6.2.3.2? When it took no trick — except, under
 * DEB-G48 `completed-deals-only`, in a deal a referee bayd stopped, where combinations are
 * credited as DEB-G22 says whether or not a trick was taken. Read with `peek`: the judge and the
 * suite call this on a finished context; the machine records the consultation where the readings
 * part (`deb_6_2_1_8_refereeBayd`).
 */
export function combinationsWithheld(ctx: Ctx, side: number): boolean {
  if (sideTookTrick(ctx, side)) return false;
  return !(stoppedByReferee(ctx) && peek(ctx, 'DEB-G48') === 'completed-deals-only'); // READING DEB-G48
}

/**
 * Deal points of a side: card points taken plus credited combinations. A side without a trick
 * has its declared combinations withheld (DEB-6.2.3.2; in a stopped deal, DEB-G48).
 */
export function sidePoints(ctx: Ctx, side: number): number {
  let total = 0;
  const took = !combinationsWithheld(ctx, side);
  for (let s = 0; s < ctx.players; s++) {
    if (ctx.sideOf[s] !== side) continue;
    total += ctx.taken[s];
    if (took) total += ctx.melds[s] + ctx.passed[s];
  }
  return total;
}

/** Combination points a side declared (its "potential points"). */
export function sideMelds(ctx: Ctx, side: number): number {
  let total = 0;
  for (let s = 0; s < ctx.players; s++) if (ctx.sideOf[s] === side) total += ctx.melds[s];
  return total;
}

/** The declarer's total for the comparison; with DEB-G8 `handicap` the special deal adds the pot. */
export function declarerTotal(ctx: Ctx): number {
  const base = sidePoints(ctx, sideOfSeat(ctx, ctx.declarer));
  if (!ctx.special) return base;
  return reading(ctx, 'DEB-G8') === 'handicap' ? base + ctx.pot : base; // READING DEB-G8
}

export function opponentsOf(ctx: Ctx, side: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < ctx.sides; s++) if (s !== side) out.push(s);
  return out;
}

/** Sides in turn order starting after the given seat (for remainders and earlier-seat rules). */
export function sidesInTurnOrderAfter(ctx: Ctx, seat: number, among: readonly number[]): number[] {
  const out: number[] = [];
  for (let k = 1; k <= ctx.players; k++) {
    const side = ctx.sideOf[(seat + k) % ctx.players];
    if (among.includes(side) && !out.includes(side)) out.push(side);
  }
  return out;
}

/**
 * Divides `amount` among `sides` in equal integer parts. The text gives no rounding rule
 * (DEB-G14): the remainder goes one point each to the earliest recipients after `fromSeat`, or
 * is discarded. Returns the amount discarded.
 */
export function splitEqually(ctx: Ctx, amount: number, sides: readonly number[], into: number[], fromSeat: number): number {
  if (sides.length === 0) return amount;
  if (sides.length === 1) {
    into[sides[0]] += amount;
    return 0;
  }
  const part = Math.floor(amount / sides.length);
  let rest = amount - part * sides.length;
  for (const s of sides) into[s] += part;
  if (rest === 0) return 0;
  if (reading(ctx, 'DEB-G14') === 'floor-discard') return rest; // READING DEB-G14
  for (const s of sidesInTurnOrderAfter(ctx, fromSeat, sides)) {
    if (rest === 0) break;
    into[s] += 1;
    rest--;
  }
  return 0;
}

/** The opposing sides' points as the comparisons of 6.2.1.1 / 6.2.2.1 use them (`opposition`). */
export interface Opposition {
  /** how many opposing sides */
  count: number;
  /** the first opposing side's points */
  first: number;
  /** their sum (DEB-G15 `beat-combined`) */
  sum: number;
  /** the highest (-Infinity without opponents, as `Math.max()`) */
  max: number;
  /** every opposing side has exactly `decl` (true without opponents, as `[].every`) */
  allEqual: boolean;
}
export const oppScratch: Opposition = { count: 0, first: 0, sum: 0, max: -Infinity, allEqual: true };

/**
 * One pass over `opponentsOf(ctx, declarer's side).map(sidePoints)`: its length, first element,
 * sum, maximum and whether all equal `decl` — what the guards read, without the arrays they
 * built for it on every ruled deal. The result is a shared scratch object (read it at once).
 */
export function opposition(ctx: Ctx, decl: number): Opposition {
  const declSide = sideOfSeat(ctx, ctx.declarer);
  const o = oppScratch;
  o.count = 0;
  o.first = 0;
  o.sum = 0;
  o.max = -Infinity;
  o.allEqual = true;
  for (let s = 0; s < ctx.sides; s++) {
    if (s === declSide) continue;
    const p = sidePoints(ctx, s);
    if (o.count === 0) o.first = p;
    o.count++;
    o.sum += p;
    if (p > o.max) o.max = p;
    if (p !== decl) o.allEqual = false;
  }
  return o;
}
