/**
 * Writes the golden ruling beside every example scenario (npm run golden:update):
 * examples/<ruleset>/NAME.ruling.json (the judge's JSON answer, as `cardlaw judge` prints it) and
 * NAME.ruling.txt (its narrative, as `cardlaw judge --text` prints it). test/examples/golden.test.ts
 * fails when a ruling no longer matches, so a behaviour change is a reviewed diff, never silent.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { judge, narrate } from '../src/harness/judge/judge.ts';
import { EXAMPLES_ROOT, EXAMPLE_RULESETS, exampleScenarioFiles, goldenJsonOf, goldenTextOf } from '../test/support/examples.ts';

export function goldenOf(scenarioText: string): { json: string; text: string } {
  const ruling = judge(JSON.parse(scenarioText));
  // the golden file names the schema it follows (the judge's own answer does not carry it)
  const json = { $schema: `../../schemas/${ruling.ruleset}-ruling.schema.json`, ...ruling };
  return { json: JSON.stringify(json, null, 2) + '\n', text: narrate(ruling) + '\n' };
}

if (process.argv[1]?.endsWith('goldenRulings.ts')) {
  let written = 0;
  for (const ruleset of EXAMPLE_RULESETS) {
    for (const file of exampleScenarioFiles(ruleset)) {
      const dir = join(EXAMPLES_ROOT, ruleset);
      const golden = goldenOf(readFileSync(join(dir, file), 'utf8'));
      writeFileSync(join(dir, goldenJsonOf(file)), golden.json);
      writeFileSync(join(dir, goldenTextOf(file)), golden.text);
      written++;
    }
  }
  process.stdout.write(`golden rulings written for ${written} examples\n`);
}
