/**
 * Example deals for the most frequent penalty paths: each path's example seed re-simulated and
 * narrated by the judge, in-process through the same functions as `cardlaw replay`
 * (src/harness/sim/replay.ts), so the committee reads exactly what `cardlaw replay DIR --seed ID` prints.
 * A deal that cannot be replayed (a compare run's spec, a refused scenario) gets its reason in
 * place of the narrative rather than failing the whole report.
 *
 * @internal
 */
import { replayDeal, specOfReport } from '../sim/replay.ts';
import type { SimSpec } from '../../core/sim/types.ts';
import type { PathEntry } from './model.ts';

export interface Narrative {
  readonly path: PathEntry;
  readonly text: string | null;
  /** why there is no narrative */
  readonly unavailable: string | null;
}

export function narrativesFor(dir: string, paths: readonly PathEntry[]): Narrative[] {
  if (paths.length === 0) return [];
  let spec: SimSpec;
  try {
    spec = specOfReport(dir);
  } catch (e) {
    return paths.map((path) => ({ path, text: null, unavailable: `run.json has no replayable spec (${(e as Error).message})` }));
  }
  return paths.map((path) => {
    try {
      const r = replayDeal(spec, path.exampleSeed);
      if (r.narrative === null) return { path, text: null, unavailable: `the judge refuses this deal as a scenario: ${r.judgeError}` };
      const head = `Deal ${r.replayed.dealId}: outcome ${r.replayed.outcome}; penalty path ${r.replayed.trail.join(' > ') || '(none)'}.`;
      return { path, text: `${head}\n\n${r.narrative}`, unavailable: null };
    } catch (e) {
      return { path, text: null, unavailable: `replay failed: ${(e as Error).message}` };
    }
  });
}
