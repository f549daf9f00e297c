import type { SheetEntry } from '../../../../src/rulesets/preferans/mechanics/index.ts';

/** `pool 1 +2 contract-made`, `whist 2→1 +16 defender-tricks`: one readable line per entry. */
export const fmt = (e: SheetEntry): string =>
  `${e.kind} ${e.seat}${e.kind === 'whist' ? `→${e.on}` : ''} ${e.amount >= 0 ? '+' : ''}${Number.isInteger(e.amount) ? e.amount : e.amount.toFixed(2)} ${e.reason}`;

export const fmtAll = (entries: readonly SheetEntry[]): string[] => entries.map(fmt);
