import type { PlayerCount, Seat } from './seats.ts';
import { mountain, pool, whist, type SheetEntry } from './sheet.ts';
import type { PreferansVariant } from './variants.ts';

/**
 * The all-pass deal (CODE-3.7): its price along a run of consecutive all-passes (3.7.4), what
 * ends a run (3.7.8), and the entries it calls for (3.7.2–3.7.3; Rostov 3.7.2.2).
 */

/** How a deal affects an all-pass run. */
export type RunEffect =
  | 'all-pass'
  /** A game or misère actually played. */
  | 'played'
  /** A game that was not played: both passed, or a half-whist stood. */
  | 'unplayed';

/**
 * Price of one trick in the all-pass that is number `run + 1` of its run (`run` = all-passes
 * already in the run). CODE-3.7.4: arithmetic s, 2s, 3s…; geometric s, 2s, 4s…; capped after
 * `progressionCap` steps (3.7.4.3).
 */
export function allPassPrice(variant: PreferansVariant, run: number): number {
  const { stepPrice, progression, progressionCap } = variant.allPass;
  const k = Math.min(run + 1, progressionCap);
  if (progression === 'constant') return stepPrice;
  if (progression === 'arithmetic') return stepPrice * k;
  return stepPrice * 2 ** (k - 1);
}

/**
 * The run length after a deal. CODE-3.7.8: any game ends the run ('any-game'); Leningrad's hard
 * exit ends it only with a game actually played ('played-game'), so an unplayed game leaves it
 * as it was. READING PREF-C8: a played misère ends the run under both.
 */
export function nextAllPassRun(variant: PreferansVariant, run: number, effect: RunEffect): number {
  if (effect === 'all-pass') return run + 1;
  if (effect === 'played' || variant.allPass.exit === 'any-game') return 0;
  return run;
}

export interface AllPassDeal {
  readonly players: PlayerCount;
  /** Tricks by seat (length = players). */
  readonly tricks: readonly number[];
  /** The 4-player dealer, or undefined with 3 players. */
  readonly sitter?: Seat;
  /** All-passes already in the run before this one (0 for the first). */
  readonly run: number;
}

/**
 * Entries for an all-pass deal.
 *
 * 'mountain' (Sochi, Leningrad; CODE-3.7.2.1, 3.7.3): subtract the smallest count (amnesty), then
 * each player writes price × tricks into his mountain; a player who took no trick writes one
 * trick's price into his pool (decided on the actual count, digest §4.2 C).
 *
 * 'whists' (Rostov; CODE-3.7.2.2): the players with the fewest tricks write w whists per trick
 * on each other player, split evenly when several tie for fewest; no trick → 1 point into the pool.
 *
 * The 4-player dealer: when the talon is used his talon tricks count like anyone's, in the
 * amnesty too (CODE-3.7.3, 3.7.6.1; READING PREF-C7: he writes them, and with none he gets the
 * premium); when it is unused he does not play and writes the premium (CODE-3.7.6.2).
 */
export function scoreAllPass(deal: AllPassDeal, variant: PreferansVariant): SheetEntry[] {
  const { players, tricks, sitter } = deal;
  if (tricks.length !== players) throw new RangeError(`tricks must list ${players} seats (#allpass-1)`);
  const total = tricks.reduce((a, b) => a + b, 0);
  if (total !== 10 || tricks.some((t) => !Number.isInteger(t) || t < 0)) throw new RangeError(`all-pass tricks must be counts summing to 10, got ${tricks.join('/')} (#allpass-2)`);
  const rules = variant.allPass;
  const price = allPassPrice(variant, deal.run);
  const talonUsed = rules.talon === 'used';
  if (sitter !== undefined && !talonUsed && tricks[sitter] !== 0) throw new RangeError('the dealer takes no tricks when the talon is unused (#allpass-3)');
  const takesPart = (s: Seat): boolean => s !== sitter || talonUsed;
  const premium = rules.zeroTrickPool === 'one-point' ? 1 : price;
  const premiumClause = rules.writing === 'whists' ? 'CODE-3.7.2.2' : 'CODE-3.7.2.1';
  const out: SheetEntry[] = [];
  const seats = Array.from({ length: players }, (_, s) => s);
  const playing = seats.filter(takesPart);

  for (const s of seats) if (tricks[s] === 0) out.push(pool(s, premium, 'all-pass-zero', s === sitter && !talonUsed ? 'CODE-3.7.6.2' : premiumClause));

  if (rules.writing === 'mountain') {
    const amnesty = rules.amnesty === 'smallest-count' ? Math.min(...playing.map((s) => tricks[s])) : 0; // CODE-3.7.3
    for (const s of playing) {
      const t = tricks[s] - amnesty;
      if (t > 0) out.push(mountain(s, price * t, 'all-pass-tricks', 'CODE-3.7.2.1'));
    }
  } else {
    const fewest = Math.min(...playing.map((s) => tricks[s]));
    const winners = playing.filter((s) => tricks[s] === fewest);
    for (const j of playing) {
      if (tricks[j] === fewest) continue;
      // CODE-3.7.2.2: e.g. 6/2/2 → each of the two writes 15 on the first.
      for (const i of winners) out.push(whist(i, j, (price * tricks[j]) / winners.length, 'all-pass-whists', 'CODE-3.7.2.2'));
    }
  }
  return out;
}
