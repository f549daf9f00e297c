import { MISERE, contractPrice, defenceQuota, levelOf, type ContractId, type GameLevel } from './contracts.ts';
import type { PlayerCount, Seat } from './seats.ts';
import { mountain, pool, whist, type SheetEntry } from './sheet.ts';
import type { PreferansVariant } from './variants.ts';
import type { WhistOutcome } from './whist.ts';

/**
 * The entries one deal calls for (digest §4.2 A–B, §4.3, §4.4). Pure: nothing is written here;
 * pass the result to `writeEntries`. Notation: p = price, L = level, Q = quota, T = declarer's
 * tricks, D = defenders' tricks, u = undertricks.
 */

function gameLevel(contract: ContractId, fn: string): GameLevel {
  const level = levelOf(contract);
  if (level === 0) throw new RangeError(`${fn}: misère is scored by scoreMisere (#score-0)`);
  return level;
}

/** Both defenders passed: not played, the price into the pool (CODE-3.5.3, 4.2.3.2). */
export function scoreUnwhisted(contract: ContractId, declarer: Seat, variant: PreferansVariant): SheetEntry[] {
  gameLevel(contract, 'scoreUnwhisted');
  return [pool(declarer, contractPrice(contract, variant.prices), 'unwhisted', 'CODE-4.2.3.2')];
}

/**
 * A half-whist stood (6 and 7 only): not played, the contract counts as made, and the
 * half-whister writes whists for half the quota (CODE-3.8.7): Sochi 2·2 = 4 on a 6, 4·1 = 4 on a 7.
 */
export function scoreHalfWhist(contract: ContractId, declarer: Seat, halfWhister: Seat, variant: PreferansVariant): SheetEntry[] {
  gameLevel(contract, 'scoreHalfWhist');
  const p = contractPrice(contract, variant.prices);
  const halfQuota = defenceQuota(contract) / 2;
  return [
    pool(declarer, p, 'half-whist', 'CODE-3.8.7'),
    whist(halfWhister, declarer, p * variant.trickWhistRate * halfQuota, 'half-whist', 'CODE-3.8.7'),
  ];
}

/** CODE-3.6, §4.2 B: a clean misère puts its price into the pool; each trick taken costs the price. */
export function scoreMisere(declarer: Seat, declarerTricks: number, variant: PreferansVariant): SheetEntry[] {
  checkTricks(declarerTricks, 'declarerTricks');
  const p = contractPrice(MISERE, variant.prices);
  // No whists on misère: nobody whists it and it has no quota (CODE-3.8.2; digest §4.2 B, from the Code's
  // misère example, which values it through pool and mountain only); Leningrad doubles the mountain (20 a trick, §4.3).
  if (declarerTricks === 0) return [pool(declarer, p, 'misere-made', 'CODE-2.2.2')];
  return [mountain(declarer, p * variant.undertrickRate * declarerTricks, 'misere-tricks', 'CODE-2.2.2')];
}

export interface PlayedGame {
  readonly contract: ContractId;
  readonly declarer: Seat;
  /** Seats on the sheet; with 4 the sitting-out dealer also writes consolation (CODE-3.8.1.2). */
  readonly players: PlayerCount;
  /** The whisting result (from whist.ts) for a played contract. */
  readonly whist: Extract<WhistOutcome, { kind: 'played' }>;
  /** Tricks taken, by seat (the sitter's entry is 0). */
  readonly tricks: readonly number[];
}

/**
 * READING PREF-C23: under gentleman's whist, whether a former half-whister (no share of the
 * split, 3.8.14) still writes his consolation when the declarer fails.
 */
export type HalfWhisterConsolation = 'writes-consolation' | 'writes-nothing';

/** A played game contract, made or failed, with its defenders' results (§4.2 A.3). */
export function scorePlayedGame(g: PlayedGame, variant: PreferansVariant, halfWhisterConsolation: HalfWhisterConsolation = 'writes-consolation'): SheetEntry[] {
  const L = gameLevel(g.contract, 'scorePlayedGame');
  const { declarer, whist: w } = g;
  if (w.whisters.length < 1 || w.whisters.length > 2) throw new RangeError('scorePlayedGame: one or two whisters (#score-1)');
  const p = contractPrice(g.contract, variant.prices);
  const Q = defenceQuota(g.contract);
  const T = g.tricks[declarer];
  checkTricks(T, `tricks[${declarer}]`);
  let D = 0;
  for (let s = 0; s < g.players; s++) if (s !== declarer) D += g.tricks[s];
  if (T + D !== 10) throw new RangeError(`scorePlayedGame: tricks must sum to 10, got ${T + D} (#score-2)`);
  const trickValue = p * variant.trickWhistRate; // Leningrad: 2p (§4.3)
  const out: SheetEntry[] = [];
  const made = T >= L;
  const u = made ? 0 : L - T;

  // The declarer.
  if (made) out.push(pool(declarer, p, 'contract-made', 'CODE-2.2.2'));
  else out.push(mountain(declarer, p * variant.undertrickRate * u, 'undertricks', 'CODE-3.8.1.1'));

  // Consolation: every other participant, passers and the 4-player dealer included (CODE-3.8.1.2, CODE-fn36).
  const consolation = made
    ? 0
    : variant.consolation.kind === 'fixed'
      ? variant.consolation.whistsPerUndertrick * u // Rostov, CODE-fn36 / CODE-fn54
      : p * variant.consolation.multiple * u; // CODE-fn54
  const others: Seat[] = [];
  for (let s = 0; s < g.players; s++) if (s !== declarer) others.push(s);

  const lone = w.whisters.length === 1 ? w.whisters[0] : undefined;
  if (lone !== undefined && !made && variant.whistStyle === 'gentleman') {
    // CODE-3.8.14: the whister and the passer share all whists — tricks and consolation — in
    // halves. A former half-whister takes no share (3.8.14: "a half-whister writes no whists if
    // the declarer fails"); READING PREF-C23: he still writes his consolation (writes-consolation,
    // the default) or writes nothing (writes-nothing). With the 4-player dealer as the whister,
    // the share is split among him and both passing defenders.
    const sharers = [lone, ...w.passers.filter((s) => s !== w.formerHalfWhister)];
    const total = trickValue * D + consolation * sharers.length;
    for (const s of sharers) out.push(whist(s, declarer, total / sharers.length, 'gentleman-share', 'CODE-3.8.14'));
    for (const s of others) {
      if (sharers.includes(s)) continue;
      if (s === w.formerHalfWhister && halfWhisterConsolation === 'writes-nothing') continue;
      out.push(whist(s, declarer, consolation, 'consolation', 'CODE-3.8.1.2'));
    }
  } else {
    for (const s of others) out.push(whist(s, declarer, consolation, 'consolation', 'CODE-3.8.1.2'));
    if (lone !== undefined) {
      // CODE-3.8.13 (greedy): the lone whister writes for both defenders' tricks. READING PREF-C6:
      // the Code spells this out for a failed contract; a made one is treated the same (3.8.5).
      out.push(whist(lone, declarer, trickValue * D, 'defender-tricks', 'CODE-3.8.13'));
    } else {
      // CODE-3.8.6: two whisters each write for their own tricks.
      for (const s of w.whisters) out.push(whist(s, declarer, trickValue * g.tricks[s], 'defender-tricks', 'CODE-3.8.6'));
    }
  }

  // Defence shortfall (only on a made contract, since a failed one gives D > Q). CODE-3.8.6: on 6
  // and 7 two whisters each answer for half the quota, so a whister below his half writes his own
  // shortfall even when his partner's tricks make the pair's quota (3 + 0 on a 7: the second is
  // one short). READING PREF-C5 (per-person, the default): as written; the machine caps it at
  // the pair's shortfall under capped-at-pair. The lone whister and the 8–10 pair answer only
  // for the pair's quota.
  const perTrick = variant.whistResponsibility === 'responsible' ? trickValue : trickValue / 2; // CODE-3.8.11–3.8.12
  const clause = variant.whistResponsibility === 'responsible' ? 'CODE-3.8.11' : 'CODE-3.8.12';
  if (!made) {
    // a failed contract: the defenders took more than their quota, nobody answers for a shortfall
  } else if (lone === undefined && L <= 7) {
    for (const s of w.whisters) {
      const short = Q / 2 - g.tricks[s];
      if (short > 0) out.push(mountain(s, perTrick * short, 'defence-shortfall', clause));
    }
  } else if (D < Q) {
    if (lone !== undefined) out.push(mountain(lone, perTrick * (Q - D), 'defence-shortfall', clause)); // CODE-3.8.5: he alone answers
    else out.push(mountain(w.whisters[1], perTrick * (Q - D), 'defence-shortfall', clause)); // CODE-fn59: on 8, 9 and 10 only the second whister answers
  }
  return out.filter((e) => e.amount !== 0);
}

function checkTricks(t: number, field: string): void {
  if (!Number.isInteger(t) || t < 0 || t > 10) throw new RangeError(`${field} must be an integer trick count 0..10, got ${String(t)}`);
}

