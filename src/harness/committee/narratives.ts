/**
 * Example deals for the most frequent penalty paths: each path's example seed re-simulated and
 * narrated by the judge, in-process through the same functions as `cardlaw replay`
 * (src/harness/sim/replay.ts), so the committee reads exactly what `cardlaw replay DIR --seed ID` prints.
 * A compare run's example deals are the most frequent rows of changed-paths.csv, each ruled under both
 * sides from the same ledger by replayBoth (src/harness/compare/replay.ts), as `cardlaw replay`
 * prints a compare folder. A deal that cannot be replayed (an unreadable spec, a refused scenario) gets its reason in
 * place of the narrative rather than failing the whole report.
 *
 * @internal
 */
import { join } from 'node:path';
import { replayDeal, specOfReport } from '../sim/replay.ts';
import { parseSpec } from '../sim/spec.ts';
import { replayBoth } from '../compare/replay.ts';
import { readJsonInput } from '../../core/io/read.ts';
import type { SimSpec } from '../../core/sim/types.ts';
import type { CommitteeModel, PathEntry } from './model.ts';
import { num } from './runFolder.ts';

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

/** The most frequent changes of a compare run (changed-paths.csv), as entries to narrate. */
export function topChanges(model: CommitteeModel, n: number): PathEntry[] {
  return [...(model.changedPaths ?? [])]
    .filter((r) => r.example_seed)
    .map((r) => ({ format: r.format, path: r.baseline_path === r.alternative_path ? `${r.baseline_path || '(none)'} (${r.change} changed)` : `${r.baseline_path || '(none)'} → ${r.alternative_path || '(none)'} (${r.change})`, count: num(r.count), share: num(r.share), low: num(r.share_low95), high: num(r.share_high95), exampleSeed: r.example_seed, meanEffect: NaN }))
    .sort((a, b) => b.count - a.count || a.format.localeCompare(b.format))
    .slice(0, n);
}

/** Both sides of each example deal of a compare run, the text `cardlaw replay DIR --seed ID` prints. */
export function compareNarrativesFor(dir: string, changes: readonly PathEntry[]): Narrative[] {
  if (changes.length === 0) return [];
  let base: SimSpec;
  let alt: SimSpec;
  try {
    const run = readJsonInput(join(dir, 'run.json'), 'run description (run.json)').value as { spec?: unknown; alternative?: unknown };
    base = parseSpec(run.spec);
    alt = parseSpec(run.alternative);
  } catch (e) {
    return changes.map((path) => ({ path, text: null, unavailable: `run.json has no replayable baseline and alternative (${(e as Error).message})` }));
  }
  return changes.map((path) => {
    try {
      return { path, text: replayBoth(base, alt, path.exampleSeed).text.trimEnd(), unavailable: null };
    } catch (e) {
      return { path, text: null, unavailable: `replay failed: ${(e as Error).message}` };
    }
  });
}
