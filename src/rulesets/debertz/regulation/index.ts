/** The Debertz regulation as the registry holds it: its clauses and its gaps with their readings. */
import type { Regulation } from '../../../core/regulation/types.ts';
import { DEBERTZ_CLAUSES } from './clauses.ts';
import { DEBERTZ_GAPS } from './gaps.ts';

export const DEBERTZ_REGULATION: Regulation = {
  id: 'debertz',
  title: 'Debertz — FDU competition rules, section 6',
  clauses: DEBERTZ_CLAUSES,
  gaps: DEBERTZ_GAPS,
};
