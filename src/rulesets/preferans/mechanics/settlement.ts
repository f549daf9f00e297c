import type { Seat } from './seats.ts';
import type { Sheet } from './sheet.ts';
import { WHISTS_PER_MOUNTAIN_POINT, type PreferansVariant } from './variants.ts';

/**
 * The final settlement in whists (CODE-4.2.12–4.2.14, digest §4.5):
 *   result_i = 10 · (M̄ − M_i) + Σ_j (whists[i][j] − whists[j][i]),
 * where M is the mountain after unplayed pool is moved into it. It sums to zero because the
 * mountain terms sum to 10·(N·M̄ − ΣM) = 0 and the whist terms cancel pairwise.
 */

export interface Settlement {
  /** Mountains after the pool adjustment (CODE-4.2.3 / 4.2.3.3) and the amnesty (4.2.14). */
  readonly mountains: readonly number[];
  /** 10 · (M̄ − M_i) per seat (variant 2 of CODE-4.2.14). */
  readonly mountainPart: readonly number[];
  /** Net whists per seat: what he wrote on others minus what they wrote on him. */
  readonly whistPart: readonly number[];
  /** The result in whists per seat; sums to zero. Money = result × stake per whist (4.2.13). */
  readonly result: readonly number[];
}

/**
 * Mountains ready for settlement: each player adds `unclosedPoolRate · (P − pool_i)` (CODE-4.2.3:
 * a game stopped early; CODE-4.2.3.3: Leningrad, ×2, negative over P), then the smallest mountain
 * is subtracted from all (the amnesty of 4.2.14, which changes no result).
 */
export function settlementMountains(sheet: Sheet, variant: PreferansVariant): number[] {
  const P = variant.poolTarget;
  const m = sheet.mountain.map((x, i) => x + variant.unclosedPoolRate * (P - sheet.pool[i]));
  const low = Math.min(...m);
  return m.map((x) => x - low);
}

/** Variant 2 of CODE-4.2.14: the exact result per seat, in whists. */
export function settle(sheet: Sheet, variant: PreferansVariant): Settlement {
  const n = sheet.players;
  const mountains = settlementMountains(sheet, variant);
  const mean = mountains.reduce((a, b) => a + b, 0) / n;
  const mountainPart = mountains.map((m) => WHISTS_PER_MOUNTAIN_POINT * (mean - m));
  const whistPart = netWhists(sheet.whists);
  const result = mountainPart.map((x, i) => x + whistPart[i]);
  return { mountains, mountainPart, whistPart, result };
}

/** Σ_j (w[i][j] − w[j][i]) per seat. */
export function netWhists(whists: readonly (readonly number[])[]): number[] {
  const n = whists.length;
  const out = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) out[i] += whists[i][j] - whists[j][i];
  return out;
}

/**
 * Variant 1 of CODE-4.2.14: each player owes every other `10 · M_i / N` whists; these are added
 * to the whist claims and netted pair by pair. `owed[i][j]` > 0 means j pays i that many whists;
 * the matrix is antisymmetric. Row sums equal `settle(...).result`.
 */
export function settlePairwise(sheet: Sheet, variant: PreferansVariant): number[][] {
  const n = sheet.players;
  const mountains = settlementMountains(sheet, variant);
  const claims = sheet.whists.map((row) => row.slice());
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) claims[j][i] += (WHISTS_PER_MOUNTAIN_POINT * mountains[i]) / n;
  return claims.map((row, i) => row.map((x, j) => (i === j ? 0 : x - claims[j][i])));
}

/** READING PREF-C21: how CODE-4.2.12 makes the figures whole (see the gap for each reading). */
export type SettlementRounding = 'lower-floor-10-over-n' | 'nearest-point' | 'three-per-point';
export const SETTLEMENT_ROUNDINGS: readonly SettlementRounding[] = ['lower-floor-10-over-n', 'nearest-point', 'three-per-point'];

export interface RoundedSettlement {
  /** Mountains after the adjustment that makes every 10·M_i/N a whole number. */
  readonly mountains: readonly number[];
  /**
   * Per adjusted seat (CODE-4.2.12): `points` taken off his mountain and the whists each other
   * player writes on him for them; both negative for a mountain raised (READING PREF-C21
   * nearest-point): points added, and he writes that many whists on each other player.
   */
  readonly compensation: readonly { readonly seat: Seat; readonly points: number; readonly whistsFromEachOther: number }[];
  readonly result: readonly number[];
}

/**
 * CODE-4.2.12: when 10·M/N is not whole, a player's mountain is adjusted point by point until it
 * is, and for each point the others compensate in whists (the Code's example with 3 players: one
 * point off, the other two write 3 whists each). READING PREF-C21: which way and at what rate —
 * lower-floor-10-over-n (the default) always lowers, by the fewest points, at ⌊10/N⌋ whists per
 * point (the Code's 3 for N = 3, 2 for N = 4); nearest-point lowers or raises, whichever takes
 * fewer points (a tie lowers), at the same rate; three-per-point lowers at the example's 3 for
 * any N. The result stays zero-sum (all flows are pairwise) and whole when the sheet's whists are
 * whole.
 */
export function settleRounded(sheet: Sheet, variant: PreferansVariant, rounding: SettlementRounding = 'lower-floor-10-over-n'): RoundedSettlement {
  const n = sheet.players;
  const per = rounding === 'three-per-point' ? 3 : Math.floor(WHISTS_PER_MOUNTAIN_POINT / n);
  const mountains = settlementMountains(sheet, variant);
  const whists = sheet.whists.map((row) => row.slice());
  const compensation: { seat: Seat; points: number; whistsFromEachOther: number }[] = [];
  const whole = (m: number) => isWhole((WHISTS_PER_MOUNTAIN_POINT * m) / n);
  for (let i = 0; i < n; i++) {
    let k = 0;
    while (k < n && !whole(mountains[i] - k)) k++;
    if (k === 0 || k === n) continue; // already whole, or a fractional mountain no whole shift fixes
    let up = 1;
    while (up < k && !whole(mountains[i] + up)) up++;
    if (rounding === 'nearest-point' && up < k && whole(mountains[i] + up)) k = -up; // raised: fewer points
    mountains[i] -= k;
    if (k > 0) for (let j = 0; j < n; j++) if (j !== i) whists[j][i] += per * k;
    if (k < 0) for (let j = 0; j < n; j++) if (j !== i) whists[i][j] += per * -k;
    compensation.push({ seat: i, points: k, whistsFromEachOther: per * k });
  }
  const adjusted: Sheet = { players: n, pool: sheet.pool, mountain: mountains, whists };
  // The mountains are already adjusted for the pool and the amnesty: settle them as they stand.
  const mean = mountains.reduce((a, b) => a + b, 0) / n;
  const whistPart = netWhists(adjusted.whists);
  const result = mountains.map((m, i) => WHISTS_PER_MOUNTAIN_POINT * (mean - m) + whistPart[i]);
  return { mountains, compensation, result };
}

const isWhole = (x: number): boolean => Math.abs(x - Math.round(x)) < 1e-9;
