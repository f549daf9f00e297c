/**
 * Every ruleset's judging facet, loaded on demand: what `cardlaw judge` uses, so a Debertz call
 * never loads Preferans (nor the other way round). The same ids as `JUDGING` (./judging.ts, which
 * loads every facet at once for the callers that rule synchronously); test/judge/engines.test.ts
 * checks that both list the same rulesets.
 */
import type { Judging } from '../core/ruleset.ts';

export const JUDGING_LOADERS: Readonly<Record<string, () => Promise<Judging<any, any>>>> = {
  debertz: async () => (await import('./debertz/judging.ts')).debertzJudging,
  preferans: async () => (await import('./preferans/judging.ts')).preferansJudging,
};
