/**
 * Preferans's settling facet: what `cardlaw settle` needs to turn a sheet (or a ruling's sheet)
 * into money — the sheet and variant parsers and the three settlement methods.
 *
 * @public
 */
export { parsePreferansSheet, parsePreferansVariant } from './scenario.ts';
export type { PreferansRuling } from './judge/judge.ts';
export { settle, settlePairwise, settleRounded } from './mechanics/settlement.ts';
export { isGameOver, type Sheet } from './mechanics/sheet.ts';
export type { PreferansVariant } from './mechanics/variants.ts';
