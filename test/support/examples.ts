/**
 * The example scenarios under examples/<ruleset>/ and their golden rulings beside them
 * (NAME.json → NAME.ruling.json, the judge's answer, and NAME.ruling.txt, its narrative), so an
 * example documents its answer and a change of any ruling shows as a diff.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const EXAMPLES_ROOT = fileURLToPath(new URL('../../examples/', import.meta.url));
export const EXAMPLE_RULESETS = ['debertz', 'preferans'] as const;

/** Scenario files of one ruleset (file names, sorted), never the golden rulings beside them. */
export function exampleScenarioFiles(ruleset: string): string[] {
  return readdirSync(join(EXAMPLES_ROOT, ruleset))
    .filter((f) => f.endsWith('.json') && !f.endsWith('.ruling.json'))
    .sort();
}

export const goldenJsonOf = (scenarioFile: string) => scenarioFile.replace(/\.json$/, '.ruling.json');
export const goldenTextOf = (scenarioFile: string) => scenarioFile.replace(/\.json$/, '.ruling.txt');
