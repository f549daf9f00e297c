/**
 * Preferans's settling facet: what `cardlaw settle` needs to turn a sheet (or a ruling's sheet)
 * into money — the sheet, variant and readings parsers, the three settlement methods and the whole-figure rule
 * a reading set picks (PREF-C21).
 *
 * @public
 */
import type { Readings } from '../../core/regulation/types.ts';
import { SETTLEMENT_ROUNDINGS, type SettlementRounding } from './mechanics/settlement.ts';

export { parsePreferansReadings, parsePreferansSheet, parsePreferansVariant } from './scenario.ts';
export type { PreferansRuling } from './judge/judge.ts';
export { settle, settlePairwise, settleRounded } from './mechanics/settlement.ts';

/** READING PREF-C21: the whole-figure rule of CODE-4.2.12 a reading set asks for. */
export function settlementRoundingOf(readings: Readings): SettlementRounding {
  const r = readings['PREF-C21'] as SettlementRounding | undefined;
  return r !== undefined && SETTLEMENT_ROUNDINGS.includes(r) ? r : 'lower-floor-10-over-n';
}
export { isGameOver, type Sheet } from './mechanics/sheet.ts';
export type { PreferansVariant } from './mechanics/variants.ts';
