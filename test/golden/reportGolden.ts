/**
 * Golden reports: every spec under sims/, cut to a few parties, simulated in this thread and
 * written as the CSV report files `cardlaw simulate` writes — byte for byte equal to the files
 * under test/golden/reports/<spec>/ (`npm run golden:update` rewrites them). A refactoring that
 * changes any report byte fails test/golden/reports.test.ts with the file that changed.
 * run.json is left out: it records timings and tool versions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseSpec } from '../../src/harness/sim/spec.ts';
import { reportFilesOf, simulate } from '../../src/harness/sim/run.ts';

export const REPORT_GOLDEN_ROOT = new URL('./reports/', import.meta.url);
const SIMS = new URL('../../sims/', import.meta.url);

/** Parties per spec: enough deals to reach irregular paths, few enough for a test. */
const PARTIES: Readonly<Record<string, number>> = { debertz: 40, preferans: 2 };

export const REPORT_SPECS: readonly string[] = readdirSync(SIMS).filter((f) => f.endsWith('.json')).sort();

/** The report files of one spec, run.json excepted. */
export async function goldenReport(specFile: string): Promise<Record<string, string>> {
  const raw = JSON.parse(readFileSync(new URL(specFile, SIMS), 'utf8')) as Record<string, unknown>;
  const ruleset = typeof raw.ruleset === 'string' ? raw.ruleset : 'debertz';
  const spec = parseSpec({ ...raw, parties: PARTIES[ruleset] }, specFile.replace(/\.json$/, ''));
  const { tally } = await simulate(spec, { workers: 0 });
  const files = { ...reportFilesOf(spec, tally, {}) };
  delete files['run.json'];
  return files;
}
