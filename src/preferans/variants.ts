import { CODE_PRICES, GAME_LEVELS, type ContractPrices, type GameLevel } from './contracts.ts';
import type { WhistRules } from './whist.ts';

/**
 * The scoring variants (digest §4.2–4.4): Sochi as the Code defines it (the default), Leningrad
 * and Rostov. Every difference is an explicit, documented field; a custom table is a preset with
 * some fields overridden through `makeVariant`, never a set of loose booleans.
 */

export type VariantId = 'sochi' | 'leningrad' | 'rostov';

/** A multiple of the contract price. */
export type PriceMultiple = 1 | 2;

export type Consolation =
  /** CODE 3.8.1.2, fn 54: the contract price (× multiple) per undertrick. */
  | { readonly kind: 'contract-price'; readonly multiple: PriceMultiple }
  /** CODE fn 36, fn 54 (Rostov): a fixed number of whists per undertrick, whatever the level. */
  | { readonly kind: 'fixed'; readonly whistsPerUndertrick: number };

export interface AllPassRules {
  /**
   * 'mountain': each player's tricks go into his mountain (CODE 3.7.2.1; Sochi, Leningrad);
   * 'whists': the players with the fewest tricks write whists on the others (CODE 3.7.2.2; Rostov).
   */
  readonly writing: 'mountain' | 'whists';
  /**
   * Price of one trick in the first all-pass of a run: 1 in Sochi (fn 45), 2 in Leningrad; with
   * 'whists', the whists `w` per trick (Rostov, commonly 5).
   */
  readonly stepPrice: number;
  /** CODE 3.7.4.1–3.7.4.3: constant, arithmetic 1-2-3, or geometric 1-2-4 over consecutive all-passes. */
  readonly progression: 'constant' | 'arithmetic' | 'geometric';
  /** Number of steps after which the price stops rising (CODE 3.7.4.3 recommends 3). */
  readonly progressionCap: number;
  /**
   * What ends a run (READING PREF-C8): 'any-game' — any game contract, played or not, and misère
   * (CODE 3.7.8); 'played-game' — only a game that is actually played, or a misère (Leningrad's
   * "hard exit").
   */
  readonly exit: 'any-game' | 'played-game';
  /** CODE 3.7.3: subtract the smallest trick count first; 'none' in Rostov (fn 46). */
  readonly amnesty: 'smallest-count' | 'none';
  /**
   * Pool premium for a player with no trick: 'trick-price' — one trick at the current price
   * (Sochi, Lesnoy); 'one-point' — 1 point (Rostov, CODE 3.7.2.2).
   */
  readonly zeroTrickPool: 'trick-price' | 'one-point';
  /** CODE 3.7.6: the talon takes part in the first two tricks; 'unused' in Rostov (3.7.6.2). */
  readonly talon: 'used' | 'unused';
}

export interface PreferansVariant {
  readonly id: VariantId;
  /** The agreed pool size P. @defaultValue 50 (the Code's example, CODE 4.2.3) */
  readonly poolTarget: number;
  /** Contract prices. @defaultValue CODE 2.2.2: 2 4 6 8 10, misère 10 (all three variants) */
  readonly prices: ContractPrices;
  /** Whists per defender trick, as a multiple of the price. Sochi, Rostov 1; Leningrad 2 (§4.3). */
  readonly trickWhistRate: PriceMultiple;
  /** Mountain per declarer undertrick (misère: per trick taken). Sochi, Rostov 1; Leningrad 2. */
  readonly undertrickRate: PriceMultiple;
  /**
   * CODE 3.8.11–3.8.12: 'responsible' — a defence shortfall costs a full trick's whist value per
   * missing trick (Sochi); 'half-responsible' — half of it (Leningrad, Rostov).
   */
  readonly whistResponsibility: 'responsible' | 'half-responsible';
  /**
   * CODE 3.8.13–3.8.14: 'greedy' — a lone whister keeps all trick whists, the passer writes only
   * consolation (Sochi); 'gentleman' — on a failed contract they share all whists in halves (Leningrad).
   */
  readonly whistStyle: 'greedy' | 'gentleman';
  /**
   * Consolation written by every other participant on a failed declarer (CODE 3.8.1.2, fn 36).
   * READING PREF-C13: Leningrad defaults to the Code's fn 54 ("= contract price"), not 2p.
   */
  readonly consolation: Consolation;
  /** CODE 3.8.7, fn 60: half-whist levels. @defaultValue [6, 7] */
  readonly halfWhistLevels: readonly GameLevel[];
  /** CODE 3.8.14: may a first defender who whisted turn to half-whist? 'allowed' with gentleman's whist. */
  readonly halfWhistAfterWhist: 'not-allowed' | 'allowed';
  readonly allPass: AllPassRules;
  /**
   * 'help': pools stop at P, the surplus helps others for whists, else comes off the mountain;
   * the game ends when every pool is closed (CODE 4.2.3, 4.1.1; Sochi, Rostov).
   * 'sum-of-pools': no help; the game ends when the pools sum to N·P (CODE 4.2.3.3; Leningrad).
   */
  readonly poolClosing: 'help' | 'sum-of-pools';
  /** Whists a helper writes per point of help (CODE 4.2.3: 10). */
  readonly helpWhistsPerPoint: number;
  /**
   * Mountain points per pool point short of P at settlement (negative when over): 1 for a game
   * stopped early (CODE 4.2.3), 2 in Leningrad (CODE 4.2.3.3).
   */
  readonly unclosedPoolRate: PriceMultiple;
}

/** Whists per mountain point in the settlement (CODE 4.2.14). */
export const WHISTS_PER_MOUNTAIN_POINT = 10;

export const SOCHI: PreferansVariant = deepFreeze({
  id: 'sochi',
  poolTarget: 50,
  prices: CODE_PRICES,
  trickWhistRate: 1,
  undertrickRate: 1,
  whistResponsibility: 'responsible', // CODE 3.8.11
  whistStyle: 'greedy', // CODE 3.8.13
  consolation: { kind: 'contract-price', multiple: 1 }, // fn 54
  halfWhistLevels: [6, 7],
  halfWhistAfterWhist: 'not-allowed',
  allPass: {
    writing: 'mountain', // CODE 3.7.2.1
    stepPrice: 1, // fn 45
    progression: 'arithmetic', // Lesnoy: usually 1-2-3
    progressionCap: 3, // CODE 3.7.4.3
    exit: 'any-game', // CODE 3.7.8
    amnesty: 'smallest-count', // CODE 3.7.3
    zeroTrickPool: 'trick-price',
    talon: 'used', // CODE 3.7.6
  },
  poolClosing: 'help', // CODE 4.2.3
  helpWhistsPerPoint: 10,
  unclosedPoolRate: 1,
});

export const LENINGRAD: PreferansVariant = deepFreeze({
  ...SOCHI,
  id: 'leningrad',
  trickWhistRate: 2, // §4.3: 2p per trick
  undertrickRate: 2, // §4.3: 2p per undertrick, misère 20 per trick
  whistResponsibility: 'half-responsible', // CODE 3.8.12
  whistStyle: 'gentleman', // CODE 3.8.14
  halfWhistAfterWhist: 'allowed', // CODE 3.8.14
  allPass: { ...SOCHI.allPass, stepPrice: 2, exit: 'played-game' }, // fn 45; 2-4-6 then flat; hard exit
  poolClosing: 'sum-of-pools', // CODE 4.2.3.3
  helpWhistsPerPoint: 20, // unused without help; the whist value of a Leningrad pool point
  unclosedPoolRate: 2, // CODE 4.2.3.3
});

export const ROSTOV: PreferansVariant = deepFreeze({
  ...SOCHI,
  id: 'rostov',
  whistResponsibility: 'half-responsible', // CODE 3.8.12
  consolation: { kind: 'fixed', whistsPerUndertrick: 10 }, // fn 36, fn 54
  allPass: {
    writing: 'whists', // CODE 3.7.2.2
    stepPrice: 5, // w, "commonly 5"
    progression: 'constant', // DECISION: the digest gives no Rostov progression
    progressionCap: 1,
    exit: 'any-game',
    amnesty: 'none', // fn 46
    zeroTrickPool: 'one-point', // CODE 3.7.2.2
    talon: 'unused', // CODE 3.7.6.2
  },
});

export const VARIANTS: Readonly<Record<VariantId, PreferansVariant>> = Object.freeze({ sochi: SOCHI, leningrad: LENINGRAD, rostov: ROSTOV });

export type VariantOverrides = Partial<Omit<PreferansVariant, 'id' | 'allPass'>> & { readonly allPass?: Partial<AllPassRules> };

/**
 * A preset with some fields overridden, validated; errors name the field, e.g.
 * `variant.poolTarget must be a positive integer`.
 * @example makeVariant('sochi', { poolTarget: 20 })
 */
export function makeVariant(id: VariantId = 'sochi', overrides: VariantOverrides = {}): PreferansVariant {
  const base = VARIANTS[id];
  if (!base) throw new RangeError(`variant.id must be one of sochi, leningrad, rostov, got ${String(id)}`);
  const v: PreferansVariant = { ...base, ...overrides, id, allPass: { ...base.allPass, ...(overrides.allPass ?? {}) } };
  validateVariant(v);
  return deepFreeze(v);
}

export function validateVariant(v: PreferansVariant): void {
  const fail = (field: string, what: string): never => {
    throw new RangeError(`variant.${field} ${what}`);
  };
  if (!Number.isInteger(v.poolTarget) || v.poolTarget <= 0) fail('poolTarget', 'must be a positive integer');
  for (const key of [6, 7, 8, 9, 10, 'misere'] as const) {
    if (!(v.prices[key] > 0)) fail(`prices.${key}`, 'must be a positive number');
  }
  if (v.trickWhistRate !== 1 && v.trickWhistRate !== 2) fail('trickWhistRate', 'must be 1 or 2');
  if (v.undertrickRate !== 1 && v.undertrickRate !== 2) fail('undertrickRate', 'must be 1 or 2');
  if (v.unclosedPoolRate !== 1 && v.unclosedPoolRate !== 2) fail('unclosedPoolRate', 'must be 1 or 2');
  if (!['responsible', 'half-responsible'].includes(v.whistResponsibility)) fail('whistResponsibility', 'must be responsible or half-responsible');
  if (!['greedy', 'gentleman'].includes(v.whistStyle)) fail('whistStyle', 'must be greedy or gentleman');
  if (v.consolation.kind === 'fixed' && !(v.consolation.whistsPerUndertrick >= 0)) fail('consolation.whistsPerUndertrick', 'must be ≥ 0');
  if (v.consolation.kind === 'contract-price' && v.consolation.multiple !== 1 && v.consolation.multiple !== 2) fail('consolation.multiple', 'must be 1 or 2');
  if (!v.halfWhistLevels.every((l) => GAME_LEVELS.includes(l))) fail('halfWhistLevels', 'must list levels 6..10');
  if (!(v.allPass.stepPrice > 0)) fail('allPass.stepPrice', 'must be positive');
  if (!Number.isInteger(v.allPass.progressionCap) || v.allPass.progressionCap < 1) fail('allPass.progressionCap', 'must be an integer ≥ 1');
  if (!['constant', 'arithmetic', 'geometric'].includes(v.allPass.progression)) fail('allPass.progression', 'must be constant, arithmetic or geometric');
  if (!(v.helpWhistsPerPoint >= 0)) fail('helpWhistsPerPoint', 'must be ≥ 0');
}

/** The whisting options a variant implies (see whist.ts). */
export const whistRulesOf = (v: PreferansVariant): WhistRules => ({
  halfWhistLevels: v.halfWhistLevels,
  firstDefenderHalfWhist: v.halfWhistAfterWhist,
});

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const value of Object.values(o as object)) deepFreeze(value);
  }
  return o;
}
