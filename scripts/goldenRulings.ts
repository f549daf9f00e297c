/**
 * Writes the golden ruling beside every example scenario (npm run golden:update):
 * examples/<ruleset>/NAME.ruling.json (the judge's JSON answer, as `cardlaw judge` prints it) and
 * NAME.ruling.txt (its narrative, as `cardlaw judge --text` prints it). test/examples/golden.test.ts
 * fails when a ruling no longer matches, so a behaviour change is a reviewed diff, never silent.
 * It also writes the golden playthroughs of every ruleset under every reading set
 * (test/golden/playthroughs/<ruleset>/<readings>.txt, test/battery/playthrough.ts) and the
 * golden reports of every spec under sims/ (test/golden/reports/, test/golden/reportGolden.ts).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { judge, narrate } from '../src/harness/judge/judge.ts';
import { RULESETS } from '../src/rulesets/index.ts';
import { goldenReport, REPORT_GOLDEN_ROOT, REPORT_SPECS } from '../test/golden/reportGolden.ts';
import { playthrough, playthroughFile, PLAYTHROUGH_ROOT, readingSets } from '../test/battery/playthrough.ts';
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
  let playthroughs = 0;
  for (const r of Object.values(RULESETS)) {
    const dir = fileURLToPath(new URL(`${r.id}/`, PLAYTHROUGH_ROOT));
    mkdirSync(dir, { recursive: true });
    const sets = readingSets(r);
    // a reading set that no longer exists leaves no stale file behind
    for (const f of readdirSync(dir)) if (!sets.some((s) => `${s.name}.txt` === f)) rmSync(join(dir, f));
    for (const set of sets) {
      writeFileSync(playthroughFile(r.id, set.name), await playthrough(r, set));
      playthroughs++;
    }
  }
  process.stdout.write(`golden playthroughs written for ${playthroughs} reading sets\n`);
  rmSync(REPORT_GOLDEN_ROOT, { recursive: true, force: true });
  for (const specFile of REPORT_SPECS) {
    const dir = new URL(`${specFile.replace(/\.json$/, '')}/`, REPORT_GOLDEN_ROOT);
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(await goldenReport(specFile))) writeFileSync(new URL(name, dir), text);
  }
  process.stdout.write(`golden reports written for ${REPORT_SPECS.length} specs\n`);
}
