import type { Suit } from '../../../core/cards/index.ts';

/**
 * The contract ladder (CODE-2.2.2, 3.3.8): 6♠ 6♣ 6♦ 6♥ 6NT 7♠ … 8NT, misère, 9♠ … 10NT — 26
 * steps. A contract is its step number on the ladder, so "higher" is plain integer comparison
 * and "one step up" is +1. The id is branded so a stray integer cannot pass for a contract;
 * build one with `contractOf`, `contractAt` or `MISERE`.
 */
export type ContractId = number & { readonly __brand: 'ContractId' };

/** Tricks a game contract requires (CODE-2.2.2). Misère has no level. */
export type GameLevel = 6 | 7 | 8 | 9 | 10;
export const GAME_LEVELS: readonly GameLevel[] = [6, 7, 8, 9, 10];

/** A strain: one of the four suits, or no-trump. CODE-1.3.2: ♠ < ♣ < ♦ < ♥ < NT. */
export const NO_TRUMP = 4;
export type Strain = Suit | typeof NO_TRUMP;

export const LADDER_SIZE = 26;
/** CODE-3.3.9: misère sits between 8NT and 9♠. */
export const MISERE = 15 as ContractId;
export const LOWEST = 0 as ContractId; // 6♠ (CODE-3.3.5)
export const HIGHEST = 25 as ContractId; // 10NT

/** What a ladder step means: a game with a level and strain, or misère. */
export type ContractInfo =
  | { readonly kind: 'game'; readonly level: GameLevel; readonly strain: Strain }
  | { readonly kind: 'misere' };

export function isContractId(x: unknown): x is ContractId {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < LADDER_SIZE;
}

/** The contract at ladder step `index`; throws RangeError naming the value when off the ladder. */
export function contractAt(index: number): ContractId {
  if (!isContractId(index)) throw new RangeError(`contract index must be an integer in 0..25, got ${String(index)}`);
  return index;
}

/** The game contract of the given level and strain. */
export function contractOf(level: GameLevel, strain: Strain): ContractId {
  if (!GAME_LEVELS.includes(level)) throw new RangeError(`level must be 6..10, got ${String(level)}`);
  if (!Number.isInteger(strain) || strain < 0 || strain > NO_TRUMP) throw new RangeError(`strain must be 0..4, got ${String(strain)}`);
  const base = (level - 6) * 5 + strain;
  // Steps from 9♠ on sit one place higher because misère takes step 15.
  return (level >= 9 ? base + 1 : base) as ContractId;
}

export const isMisere = (c: ContractId): boolean => c === MISERE;

/** Tricks required by a game contract; misère (which requires none) gives 0. */
export function levelOf(c: ContractId): GameLevel | 0 {
  if (c === MISERE) return 0;
  const base = c > MISERE ? c - 1 : c;
  return (6 + Math.floor(base / 5)) as GameLevel;
}

/** The strain of a game contract; undefined for misère. */
export function strainOf(c: ContractId): Strain | undefined {
  if (c === MISERE) return undefined;
  const base = c > MISERE ? c - 1 : c;
  return (base % 5) as Strain;
}

/**
 * The trump suit, or -1 when there is none: no-trump games, and misère (CODE-3.6.7: no trumps on
 * misère). A plain number so the play hot path can use it without a branch on undefined.
 */
export function trumpOf(c: ContractId): Suit | -1 {
  const s = strainOf(c);
  return s === undefined || s === NO_TRUMP ? -1 : (s as Suit);
}

export function describeContract(c: ContractId): ContractInfo {
  const level = levelOf(c);
  return level === 0 ? { kind: 'misere' } : { kind: 'game', level, strain: strainOf(c) as Strain };
}

/** Ladder order: negative when a is lower, 0 when equal, positive when a is higher. */
export const compareContracts = (a: ContractId, b: ContractId): number => a - b;

/** The next step up the ladder (CODE-3.3.8: bids go up one step), or undefined above 10NT. */
export const nextStep = (c: ContractId): ContractId | undefined => (c < HIGHEST ? ((c + 1) as ContractId) : undefined);

/** All 26 steps, lowest first. */
export const LADDER: readonly ContractId[] = Array.from({ length: LADDER_SIZE }, (_, i) => i as ContractId);

// ---------------------------------------------------------------------------------------------
// Names. Canonical ASCII (`6S`, `6NT`, `MIS`) at the boundary, symbols for people (`6♠`, `misère`).

const STRAIN_ASCII = ['S', 'C', 'D', 'H', 'NT'] as const;
const STRAIN_SYMBOL = ['♠', '♣', '♦', '♥', 'NT'] as const;

/** Canonical id-like name: `6S` … `10NT`, and `MIS` for misère. */
export function contractCode(c: ContractId): string {
  const info = describeContract(c);
  return info.kind === 'misere' ? 'MIS' : `${info.level}${STRAIN_ASCII[info.strain]}`;
}

/** Name for people: `6♠` … `10NT`, and `misère`. */
export function contractName(c: ContractId): string {
  const info = describeContract(c);
  return info.kind === 'misere' ? 'misère' : `${info.level}${STRAIN_SYMBOL[info.strain]}`;
}

/**
 * Parses `6S`, `6♠`, `10nt`, `6БК`, `MIS`, `misère`, `мизер`; undefined for anything else so the
 * caller can name the field in its own error.
 */
export function parseContract(text: string): ContractId | undefined {
  if (typeof text !== 'string') return undefined;
  const t = text.trim().toUpperCase();
  if (t === 'MIS' || t === 'MISERE' || t === 'MISÈRE' || t === 'МИЗЕР') return MISERE;
  const m = /^(6|7|8|9|10)(S|C|D|H|NT|БК|♠|♣|♦|♥|♤|♧|♢|♡)$/u.exec(t);
  if (!m) return undefined;
  const strainText = m[2];
  const strain = 'S♠♤'.includes(strainText)
    ? 0
    : 'C♣♧'.includes(strainText)
      ? 1
      : 'D♦♢'.includes(strainText)
        ? 2
        : 'H♥♡'.includes(strainText)
          ? 3
          : NO_TRUMP;
  return contractOf(Number(m[1]) as GameLevel, strain as Strain);
}

// ---------------------------------------------------------------------------------------------
// Prices and quotas.

/** Price of a contract per level («цена контракта»), and of misère. */
export interface ContractPrices {
  readonly 6: number;
  readonly 7: number;
  readonly 8: number;
  readonly 9: number;
  readonly 10: number;
  readonly misere: number;
}

/** CODE-2.2.2: 2, 4, 6, 8, 10 by level, misère 10; the suit does not matter (CODE-fn61). */
export const CODE_PRICES: ContractPrices = Object.freeze({ 6: 2, 7: 4, 8: 6, 9: 8, 10: 10, misere: 10 });

/** The price of a contract under a price table (a variant's `prices`; the Code's by default). */
export function contractPrice(c: ContractId, prices: ContractPrices = CODE_PRICES): number {
  const level = levelOf(c);
  return level === 0 ? prices.misere : prices[level];
}

/**
 * The defenders' joint quota (CODE-3.8.2): 6 → 4, 7 → 2, 8, 9, 10 → 1; misère has none (0).
 * READING PREF-C4: 3.8.1 says "as a rule 10 − level"; the table of 3.8.2 is used, as the digest does.
 */
export function defenceQuota(c: ContractId): number {
  const level = levelOf(c);
  return level === 0 ? 0 : level === 6 ? 4 : level === 7 ? 2 : 1;
}
