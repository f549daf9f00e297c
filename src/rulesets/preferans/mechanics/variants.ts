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
  /** CODE-3.8.1.2, CODE-fn54: the contract price (× multiple) per undertrick. */
  | { readonly kind: 'contract-price'; readonly multiple: PriceMultiple }
  /** CODE CODE-fn36, CODE-fn54 (Rostov): a fixed number of whists per undertrick, whatever the level. */
  | { readonly kind: 'fixed'; readonly whistsPerUndertrick: number };

export interface AllPassRules {
  /**
   * 'mountain': each player's tricks go into his mountain (CODE-3.7.2.1; Sochi, Leningrad);
   * 'whists': the players with the fewest tricks write whists on the others (CODE-3.7.2.2; Rostov).
   */
  readonly writing: 'mountain' | 'whists';
  /**
   * Price of one trick in the first all-pass of a run: 1 in Sochi (CODE-fn45), 2 in Leningrad; with
   * 'whists', the whists `w` per trick (Rostov, commonly 5).
   */
  readonly stepPrice: number;
  /** CODE-3.7.4.1–3.7.4.3: constant, arithmetic 1-2-3, or geometric 1-2-4 over consecutive all-passes. */
  readonly progression: 'constant' | 'arithmetic' | 'geometric';
  /** Number of steps after which the price stops rising (CODE-3.7.4.3 recommends 3). */
  readonly progressionCap: number;
  /**
   * What ends a run (READING PREF-C8): 'any-game' — any game contract, played or not, and misère
   * (CODE-3.7.8); 'played-game' — only a game that is actually played, or a misère (Leningrad's
   * "hard exit").
   */
  readonly exit: 'any-game' | 'played-game';
  /** CODE-3.7.3: subtract the smallest trick count first; 'none' in Rostov (CODE-fn46). */
  readonly amnesty: 'smallest-count' | 'none';
  /**
   * Pool premium for a player with no trick: 'trick-price' — one trick at the current price
   * (Sochi, Lesnoy); 'one-point' — 1 point (Rostov, CODE-3.7.2.2).
   */
  readonly zeroTrickPool: 'trick-price' | 'one-point';
  /** CODE-3.7.6: the talon takes part in the first two tricks; 'unused' in Rostov (3.7.6.2). */
  readonly talon: 'used' | 'unused';
}

export interface PreferansVariant {
  readonly id: VariantId;
  /** The agreed pool size P. @defaultValue 50 (the Code's example, CODE-4.2.3) */
  readonly poolTarget: number;
  /** Contract prices. @defaultValue CODE-2.2.2: 2 4 6 8 10, misère 10 (all three variants) */
  readonly prices: ContractPrices;
  /** Whists per defender trick, as a multiple of the price. Sochi, Rostov 1; Leningrad 2 (§4.3). */
  readonly trickWhistRate: PriceMultiple;
  /** Mountain per declarer undertrick (misère: per trick taken). Sochi, Rostov 1; Leningrad 2. */
  readonly undertrickRate: PriceMultiple;
  /**
   * CODE-3.8.11–3.8.12: 'responsible' — a defence shortfall costs a full trick's whist value per
   * missing trick (Sochi); 'half-responsible' — half of it (Leningrad, Rostov).
   */
  readonly whistResponsibility: 'responsible' | 'half-responsible';
  /**
   * CODE-3.8.13–3.8.14: 'greedy' — a lone whister keeps all trick whists, the passer writes only
   * consolation (Sochi); 'gentleman' — on a failed contract they share all whists in halves (Leningrad).
   */
  readonly whistStyle: 'greedy' | 'gentleman';
  /**
   * Consolation written by every other participant on a failed declarer (CODE-3.8.1.2, CODE-fn36).
   * READING PREF-C13: Leningrad defaults to the Code's CODE-fn54 ("= contract price"), not 2p.
   */
  readonly consolation: Consolation;
  /** CODE-3.8.7, CODE-fn60: half-whist levels. @defaultValue [6, 7] */
  readonly halfWhistLevels: readonly GameLevel[];
  /** CODE-3.8.14: may a first defender who whisted turn to half-whist? 'allowed' with gentleman's whist. */
  readonly halfWhistAfterWhist: 'not-allowed' | 'allowed';
  readonly allPass: AllPassRules;
  /**
   * 'help': pools stop at P, the surplus helps others for whists, else comes off the mountain;
   * the game ends when every pool is closed (CODE-4.2.3, 4.1.1; Sochi, Rostov).
   * 'sum-of-pools': no help; the game ends when the pools sum to N·P (CODE-4.2.3.3; Leningrad).
   */
  readonly poolClosing: 'help' | 'sum-of-pools';
  /** Whists a helper writes per point of help (CODE-4.2.3: 10). */
  readonly helpWhistsPerPoint: number;
  /**
   * Mountain points per pool point short of P at settlement (negative when over): 1 for a game
   * stopped early (CODE-4.2.3), 2 in Leningrad (CODE-4.2.3.3).
   */
  readonly unclosedPoolRate: PriceMultiple;
}

/** Whists per mountain point in the settlement (CODE-4.2.14). */
export const WHISTS_PER_MOUNTAIN_POINT = 10;

export const SOCHI: PreferansVariant = deepFreeze({
  id: 'sochi',
  poolTarget: 50,
  prices: CODE_PRICES,
  trickWhistRate: 1,
  undertrickRate: 1,
  whistResponsibility: 'responsible', // CODE-3.8.11
  whistStyle: 'greedy', // CODE-3.8.13
  consolation: { kind: 'contract-price', multiple: 1 }, // CODE-fn54
  halfWhistLevels: [6, 7],
  halfWhistAfterWhist: 'not-allowed',
  allPass: {
    writing: 'mountain', // CODE-3.7.2.1
    stepPrice: 1, // CODE-fn45
    progression: 'arithmetic', // Lesnoy: usually 1-2-3
    progressionCap: 3, // CODE-3.7.4.3
    exit: 'any-game', // CODE-3.7.8
    amnesty: 'smallest-count', // CODE-3.7.3
    zeroTrickPool: 'trick-price',
    talon: 'used', // CODE-3.7.6
  },
  poolClosing: 'help', // CODE-4.2.3
  helpWhistsPerPoint: 10,
  unclosedPoolRate: 1,
});

export const LENINGRAD: PreferansVariant = deepFreeze({
  ...SOCHI,
  id: 'leningrad',
  trickWhistRate: 2, // §4.3: 2p per trick
  undertrickRate: 2, // §4.3: 2p per undertrick, misère 20 per trick
  whistResponsibility: 'half-responsible', // CODE-3.8.12
  whistStyle: 'gentleman', // CODE-3.8.14
  halfWhistAfterWhist: 'allowed', // CODE-3.8.14
  allPass: { ...SOCHI.allPass, stepPrice: 2, exit: 'played-game' }, // CODE-fn45; 2-4-6 then flat; hard exit
  poolClosing: 'sum-of-pools', // CODE-4.2.3.3
  helpWhistsPerPoint: 20, // unused without help; the whist value of a Leningrad pool point
  unclosedPoolRate: 2, // CODE-4.2.3.3
});

/**
 * The Code names Rostov only by its differences (CODE-3.7.2.2, 3.7.6.2, 3.8.12, fn 36, fn 46, fn 54;
 * digest §4.4): every field it does not name (greedy whist, help, the rates) is the Code's own, Sochi's.
 */
export const ROSTOV: PreferansVariant = deepFreeze({
  ...SOCHI,
  id: 'rostov',
  whistResponsibility: 'half-responsible', // CODE-3.8.12
  consolation: { kind: 'fixed', whistsPerUndertrick: 10 }, // CODE-fn36, CODE-fn54
  allPass: {
    writing: 'whists', // CODE-3.7.2.2
    stepPrice: 5, // CODE-3.7.2.2: w, "commonly 5"
    // READING PREF-C32: no source gives a Rostov progression; the machine reads the gap's reading (default constant), not these two
    progression: 'constant',
    progressionCap: 1,
    exit: 'any-game', // CODE-3.7.8 (READING PREF-C8 decides it in the machine)
    amnesty: 'none', // CODE-fn46
    zeroTrickPool: 'one-point', // CODE-3.7.2.2
    talon: 'unused', // CODE-3.7.6.2
  },
});

export const VARIANTS: Readonly<Record<VariantId, PreferansVariant>> = Object.freeze({ sochi: SOCHI, leningrad: LENINGRAD, rostov: ROSTOV });

export type VariantOverrides = Partial<Omit<PreferansVariant, 'id' | 'allPass' | 'prices'>> & {
  readonly allPass?: Partial<AllPassRules>;
  readonly prices?: Partial<ContractPrices>;
};

/**
 * A preset with some fields overridden, validated; errors name the field, e.g.
 * `variant.poolTarget must be a positive integer`. `allPass` and `prices` may be given in part:
 * the fields not given are the preset's (`{prices: {6: 5}}` changes the price of a six only).
 * @example makeVariant('sochi', { poolTarget: 20 })
 */
export function makeVariant(id: VariantId = 'sochi', overrides: VariantOverrides = {}): PreferansVariant {
  const base = Object.hasOwn(VARIANTS, id) ? VARIANTS[id] : undefined;
  if (!base) throw new RangeError(`variant.id must be one of sochi, leningrad, rostov, got ${String(id)}`);
  const v: PreferansVariant = {
    ...base,
    ...overrides,
    id,
    prices: { ...base.prices, ...(overrides.prices ?? {}) },
    allPass: { ...base.allPass, ...(overrides.allPass ?? {}) },
  };
  validateVariant(v);
  return deepFreeze(v);
}

/** Bound on a price, a step price or a per-point rate: far beyond any table's, and keeps every sum exact. */
const RATE_LIMIT = 10_000;
const isWhole = (x: unknown, min: number, max: number): boolean => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

export function validateVariant(v: PreferansVariant): void {
  const fail = (field: string, what: string, got?: unknown): never => {
    const shown = got === undefined ? '' : `, got ${typeof got === 'string' ? JSON.stringify(got.slice(0, 40)) : typeof got === 'object' && got !== null ? (Array.isArray(got) ? 'an array' : 'an object') : String(got)}`;
    throw new RangeError(`variant.${field} ${what}${shown}`);
  };
  const oneOf = (field: string, x: unknown, allowed: readonly string[]) => {
    if (typeof x !== 'string' || !allowed.includes(x)) fail(field, `must be ${allowed.join(' or ')}`, x);
  };
  if (!isWhole(v.poolTarget, 1, RATE_LIMIT)) fail('poolTarget', `must be a positive integer up to ${RATE_LIMIT}`, v.poolTarget);
  for (const key of [6, 7, 8, 9, 10, 'misere'] as const) {
    if (!isWhole(v.prices[key], 1, RATE_LIMIT)) fail(`prices.${key}`, `must be a positive integer up to ${RATE_LIMIT}`, v.prices[key]);
  }
  if (v.trickWhistRate !== 1 && v.trickWhistRate !== 2) fail('trickWhistRate', 'must be 1 or 2', v.trickWhistRate);
  if (v.undertrickRate !== 1 && v.undertrickRate !== 2) fail('undertrickRate', 'must be 1 or 2', v.undertrickRate);
  if (v.unclosedPoolRate !== 1 && v.unclosedPoolRate !== 2) fail('unclosedPoolRate', 'must be 1 or 2', v.unclosedPoolRate);
  oneOf('whistResponsibility', v.whistResponsibility, ['responsible', 'half-responsible']);
  oneOf('whistStyle', v.whistStyle, ['greedy', 'gentleman']);
  oneOf('halfWhistAfterWhist', v.halfWhistAfterWhist, ['not-allowed', 'allowed']);
  oneOf('poolClosing', v.poolClosing, ['help', 'sum-of-pools']);
  if (typeof v.consolation !== 'object' || v.consolation === null) fail('consolation', 'must be an object', v.consolation);
  oneOf('consolation.kind', v.consolation.kind, ['contract-price', 'fixed']);
  if (v.consolation.kind === 'fixed' && !isWhole(v.consolation.whistsPerUndertrick, 0, RATE_LIMIT)) fail('consolation.whistsPerUndertrick', `must be an integer from 0 to ${RATE_LIMIT}`, v.consolation.whistsPerUndertrick);
  if (v.consolation.kind === 'contract-price' && v.consolation.multiple !== 1 && v.consolation.multiple !== 2) fail('consolation.multiple', 'must be 1 or 2', v.consolation.multiple);
  if (!Array.isArray(v.halfWhistLevels) || !v.halfWhistLevels.every((l) => GAME_LEVELS.includes(l)) || new Set(v.halfWhistLevels).size !== v.halfWhistLevels.length) {
    fail('halfWhistLevels', 'must list distinct levels from 6 to 10', v.halfWhistLevels);
  }
  const a = v.allPass;
  oneOf('allPass.writing', a.writing, ['mountain', 'whists']);
  if (!isWhole(a.stepPrice, 1, RATE_LIMIT)) fail('allPass.stepPrice', `must be a positive integer up to ${RATE_LIMIT}`, a.stepPrice);
  oneOf('allPass.progression', a.progression, ['constant', 'arithmetic', 'geometric']);
  if (!isWhole(a.progressionCap, 1, 30)) fail('allPass.progressionCap', 'must be an integer from 1 to 30', a.progressionCap);
  oneOf('allPass.exit', a.exit, ['any-game', 'played-game']);
  oneOf('allPass.amnesty', a.amnesty, ['smallest-count', 'none']);
  oneOf('allPass.zeroTrickPool', a.zeroTrickPool, ['trick-price', 'one-point']);
  oneOf('allPass.talon', a.talon, ['used', 'unused']);
  if (!isWhole(v.helpWhistsPerPoint, 0, RATE_LIMIT)) fail('helpWhistsPerPoint', `must be an integer from 0 to ${RATE_LIMIT}`, v.helpWhistsPerPoint);
}

/**
 * The whisting options a variant implies (see whist.ts), with READING PREF-C22's
 * `dealerAfterTwoPasses` when given (one literal: the table opens a whisting for every game).
 */
export const whistRulesOf = (v: PreferansVariant, dealerAfterTwoPasses?: WhistRules['dealerAfterTwoPasses']): WhistRules =>
  dealerAfterTwoPasses === undefined
    ? { halfWhistLevels: v.halfWhistLevels, firstDefenderHalfWhist: v.halfWhistAfterWhist }
    : { halfWhistLevels: v.halfWhistLevels, firstDefenderHalfWhist: v.halfWhistAfterWhist, dealerAfterTwoPasses };

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const value of Object.values(o as object)) deepFreeze(value);
  }
  return o;
}
