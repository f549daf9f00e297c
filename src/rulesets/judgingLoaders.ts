/**
 * Every ruleset's judging facet, loaded on demand: `cardlaw judge` loads only the ruleset a
 * scenario names (a Debertz call never compiles the Preferans modules — about half of what a
 * judge call used to load). The library entry `./judging.ts` keeps the eager map for callers that
 * judge synchronously.
 *
 * @public
 */
import type { Judging } from '../core/ruleset.ts';

export const JUDGING_LOADERS: Readonly<Record<string, () => Promise<Judging<any, any>>>> = {
  debertz: async () => (await import('./debertz/judging.ts')).debertzJudging,
  preferans: async () => (await import('./preferans/judging.ts')).preferansJudging,
};
