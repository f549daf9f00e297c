/**
 * The explored penalty paths against a simulation's paths.csv (reports/README.md): paths the
 * search proves reachable that no simulated deal took (rare paths, with their witness — the ones
 * a committee has never seen), and paths the simulation took that the search did not find (the
 * abstraction leaves them out: its alphabet or its ledgers never produce them).
 *
 * @internal
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { InputError } from '../../core/regulation/readings.ts';
import { keyOf } from '../../core/suite/candidates.ts';
import type { Findings, PathFinding } from './findings.ts';

export interface SimPaths {
  readonly dir: string;
  /** format → path → deals */
  readonly counts: ReadonlyMap<string, ReadonlyMap<string, number>>;
  readonly deals: ReadonlyMap<string, number>;
  /** the simulation's reading overrides (run.json spec.readings), as `GAP=R,…` */
  readonly readings: string;
}

export interface SimComparison {
  readonly dir: string;
  /** formats both cover */
  readonly formats: readonly string[];
  /** the reading set compared (the simulation's) */
  readonly readings: string;
  readonly rare: readonly PathFinding[];
  readonly sampled: number;
  /** simulated paths the search did not find, with their deal counts */
  readonly simOnly: readonly { readonly format: string; readonly path: string; readonly count: number }[];
}

export function readSimPaths(dir: string): SimPaths {
  const file = join(dir, 'paths.csv');
  if (!existsSync(file)) throw new InputError(`--compare-sim: ${dir} holds no paths.csv (a simulation report folder: cardlaw simulate --out DIR)`);
  const rows = parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, bom: true }) as Record<string, string>[];
  if (rows.length && (!('format' in rows[0]) || !('path' in rows[0]) || !('count' in rows[0]))) throw new InputError(`--compare-sim: ${file} has no format, path and count columns`);
  const counts = new Map<string, Map<string, number>>();
  const deals = new Map<string, number>();
  for (const r of rows) {
    if (!counts.has(r.format)) counts.set(r.format, new Map());
    const n = Number(r.count);
    counts.get(r.format)!.set(r.path, (counts.get(r.format)!.get(r.path) ?? 0) + n);
    deals.set(r.format, (deals.get(r.format) ?? 0) + n);
  }
  let readings = '';
  const run = join(dir, 'run.json');
  if (existsSync(run)) {
    try {
      const spec = (JSON.parse(readFileSync(run, 'utf8')) as { spec?: { readings?: Record<string, string> } }).spec;
      readings = keyOf(spec?.readings ?? {});
    } catch {
      throw new InputError(`--compare-sim: ${run} is not JSON`);
    }
  }
  return { dir, counts, deals, readings };
}

export function compareWithSim(f: Findings, sim: SimPaths): SimComparison {
  const formats = f.formats.filter((x) => sim.counts.has(x));
  // only the paths reachable under the simulation's own readings can be sampled by it
  const comparable = f.paths.filter((p) => formats.includes(p.format) && p.under.includes(sim.readings));
  const rare = comparable.filter((p) => !sim.counts.get(p.format)!.has(p.path));
  const sampled = comparable.length - rare.length;
  const found = new Set(f.paths.map((p) => `${p.format}|${p.path}`));
  const simOnly: { format: string; path: string; count: number }[] = [];
  for (const format of formats) for (const [path, count] of sim.counts.get(format)!) if (!found.has(`${format}|${path}`)) simOnly.push({ format, path, count });
  simOnly.sort((a, b) => b.count - a.count);
  return { dir: sim.dir, formats, readings: sim.readings, rare, sampled, simOnly };
}
