import type { PlayerCount, Seat } from './seats.ts';
import type { PreferansVariant } from './variants.ts';

/**
 * The score sheet («пуля»): pool, mountain, and whists written "i on j" (digest §4.1). Scoring
 * functions return the entries a deal calls for; `writeEntries` writes them, closing pools as the
 * variant says, and returns every entry actually written, each with its reason and clause, so a
 * ruling can list them.
 */

export type EntryReason =
  | 'contract-made' // CODE-2.2.2: the price into the pool
  | 'unwhisted' // CODE-3.5.3, 4.2.3.2: both defenders passed
  | 'half-whist' // CODE-3.8.7: the contract counts as made / the half-whister's whists
  | 'undertricks' // the declarer's remiz into the mountain
  | 'consolation' // CODE-3.8.1.2, CODE-fn36
  | 'defender-tricks' // whists for the defenders' tricks (3.8.6, 3.8.13)
  | 'gentleman-share' // CODE-3.8.14: trick whists and consolation shared in halves
  | 'defence-shortfall' // CODE-3.8.6, 3.8.11–3.8.12
  | 'misere-made'
  | 'misere-tricks'
  | 'all-pass-tricks' // CODE-3.7.2.1
  | 'all-pass-zero' // a player with no trick: into the pool
  | 'all-pass-whists' // CODE-3.7.2.2 (Rostov)
  | 'help' // CODE-4.2.3: whists for help given
  | 'help-received' // CODE-4.2.3: pool points written for the helped player
  | 'surplus-off-mountain' // CODE-4.1.1: nobody left to help
  // Written by the regulation machine (src/rulesets/preferans/machine/rules.ts), never by the mechanics:
  | 'wrong-count-fine' // «без N» / "N tricks" for a wrong number of cards (PCR-*, CODE-3.4.6, 3.9.18)
  | 'penalty-consolation' // consolation on penalty undertricks (PREF-G53 full)
  | 'lost-profit' // «упущенная выгода» written as whists on an offender (PCR-5.2.1, 5.2.3, 6.2)
  | 'talon-fine' // CODE-3.2.21: peeking at the talon
  | 'dealer-remiz' // CODE-3.2.17, CODE-fn13: a dealer's repeated error
  | 'damages'; // CODE-3.3.16.3: the result each damaged player could have made, as whists

export type SheetEntry =
  | { readonly kind: 'pool'; readonly seat: Seat; readonly amount: number; readonly reason: EntryReason; readonly clause: string }
  | { readonly kind: 'mountain'; readonly seat: Seat; readonly amount: number; readonly reason: EntryReason; readonly clause: string }
  | {
      readonly kind: 'whist';
      /** Who writes the whists (the claimant). */
      readonly seat: Seat;
      /** On whom they are written. */
      readonly on: Seat;
      readonly amount: number;
      readonly reason: EntryReason;
      readonly clause: string;
    };

export interface Sheet {
  readonly players: PlayerCount;
  readonly pool: readonly number[];
  readonly mountain: readonly number[];
  /** `whists[i][j]`: whists i wrote on j. */
  readonly whists: readonly (readonly number[])[];
}

export function newSheet(players: PlayerCount): Sheet {
  return {
    players,
    pool: new Array<number>(players).fill(0),
    mountain: new Array<number>(players).fill(0),
    whists: Array.from({ length: players }, () => new Array<number>(players).fill(0)),
  };
}

export const pool = (seat: Seat, amount: number, reason: EntryReason, clause: string): SheetEntry => ({ kind: 'pool', seat, amount, reason, clause });
export const mountain = (seat: Seat, amount: number, reason: EntryReason, clause: string): SheetEntry => ({
  kind: 'mountain',
  seat,
  amount,
  reason,
  clause,
});
export const whist = (seat: Seat, on: Seat, amount: number, reason: EntryReason, clause: string): SheetEntry => ({
  kind: 'whist',
  seat,
  on,
  amount,
  reason,
  clause,
});

export interface WriteResult {
  readonly sheet: Sheet;
  /** Every entry written, after pool closing turned surplus into help or mountain credit. */
  readonly written: readonly SheetEntry[];
}

/**
 * Writes `entries` onto `sheet`. Under 'help' pool closing (CODE-4.2.3, 4.1.1) a pool entry stops
 * at P; the surplus goes as help to the opponent with the largest unclosed pool (ties: the one to
 * the left, i.e. first clockwise), the helper writing `helpWhistsPerPoint` whists per point on
 * him; with nobody left to help, the surplus comes off the writer's own mountain, even below
 * zero. Under 'sum-of-pools' (CODE-4.2.3.3) pool entries are written as they are. Zero amounts
 * are dropped.
 */
export function writeEntries(sheet: Sheet, entries: readonly SheetEntry[], variant: PreferansVariant): WriteResult {
  const n = sheet.players;
  const poolArr = sheet.pool.slice();
  const mountainArr = sheet.mountain.slice();
  const whistArr = sheet.whists.map((row) => row.slice());
  const written: SheetEntry[] = [];
  const P = variant.poolTarget;
  const w: Writing = { n, poolArr, mountainArr, whistArr, written };
  for (const e of entries) {
    if (e.kind !== 'pool' || variant.poolClosing !== 'help' || e.amount <= 0) {
      put(w, e);
      continue;
    }
    const own = Math.min(e.amount, Math.max(0, P - poolArr[e.seat]));
    put(w, { ...e, amount: own });
    let over = e.amount - own;
    while (over > 0) {
      const helped = helpTarget(poolArr, e.seat, P);
      if (helped === undefined) {
        // CODE-4.1.1: nobody left to help — written off the player's own mountain.
        put(w, mountain(e.seat, -over, 'surplus-off-mountain', 'CODE-4.1.1'));
        break;
      }
      const give = Math.min(over, P - poolArr[helped]);
      put(w, pool(helped, give, 'help-received', 'CODE-4.2.3'));
      put(w, whist(e.seat, helped, give * variant.helpWhistsPerPoint, 'help', 'CODE-4.2.3'));
      over -= give;
    }
  }
  return { sheet: { players: n, pool: poolArr, mountain: mountainArr, whists: whistArr }, written };
}

/** The sheet `writeEntries` is building. */
interface Writing {
  readonly n: number;
  readonly poolArr: number[];
  readonly mountainArr: number[];
  readonly whistArr: number[][];
  readonly written: SheetEntry[];
}

/** Writes `e` onto the sheet being built (module level: tsx names a closure each time one is made, and entries are written for every deal). */
function put(w: Writing, e: SheetEntry): void {
  if (e.amount === 0) return;
  checkEntrySeats(e, w.n);
  if (e.kind === 'pool') w.poolArr[e.seat] += e.amount;
  else if (e.kind === 'mountain') w.mountainArr[e.seat] += e.amount;
  else w.whistArr[e.seat][e.on] += e.amount;
  w.written.push(e);
}

/**
 * CODE-4.2.3: help goes to the opponent whose unclosed pool is largest; on a tie, to the one on
 * the left (the first clockwise from the helper). 4.2.3.1: the dealer may be helped too.
 */
function helpTarget(poolArr: readonly number[], helper: Seat, P: number): Seat | undefined {
  const n = poolArr.length;
  let best: Seat | undefined;
  for (let k = 1; k < n; k++) {
    const q = (helper + k) % n;
    if (poolArr[q] >= P) continue;
    if (best === undefined || poolArr[q] > poolArr[best]) best = q;
  }
  return best;
}

/** A seat of a sheet of `n` players (module-level: checked for every entry written). */
const seatIn = (s: Seat, n: number): boolean => Number.isInteger(s) && s >= 0 && s < n;

function checkEntrySeats(e: SheetEntry, n: number): void {
  if (!seatIn(e.seat, n) || (e.kind === 'whist' && (!seatIn(e.on, n) || e.on === e.seat))) {
    throw new RangeError(`sheet entry ${JSON.stringify(e)} names a seat outside 0..${n - 1} (#sheet-1)`);
  }
  if (!Number.isFinite(e.amount)) throw new RangeError(`sheet entry ${JSON.stringify(e)} has no finite amount (#sheet-2)`);
}

/**
 * Whether the game is over: every pool closed ('help', CODE-4.2.3, 4.2.14), or the pools sum to
 * at least N·P ('sum-of-pools', CODE-4.2.3.3).
 */
export function isGameOver(sheet: Sheet, variant: PreferansVariant): boolean {
  const P = variant.poolTarget;
  if (variant.poolClosing === 'help') return sheet.pool.every((x) => x >= P);
  return sheet.pool.reduce((a, b) => a + b, 0) >= sheet.players * P;
}
