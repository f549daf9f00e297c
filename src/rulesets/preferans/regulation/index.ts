/** The Preferans regulation as the registry holds it: its clauses and its gaps with their readings. */
import type { Regulation } from '../../../core/regulation/types.ts';
import { PREFERANS_CLAUSES } from './clauses.ts';
import { PREFERANS_GAPS, PREFERANS_RULESET_READINGS } from './gaps.ts';

export const PREFERANS_REGULATION: Regulation = {
  id: 'preferans',
  title: 'Preferans — club rules on a wrong number of cards, with the Preferans Code 1996',
  clauses: PREFERANS_CLAUSES,
  // the ruleset-level reading (PREF-RULES) first: it decides which of the others apply
  gaps: [...PREFERANS_RULESET_READINGS, ...PREFERANS_GAPS],
};
