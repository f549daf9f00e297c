import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { goldenOf } from '../../scripts/goldenRulings.ts';
import { EXAMPLES_ROOT, EXAMPLE_RULESETS, exampleScenarioFiles, goldenJsonOf, goldenTextOf } from '../support/examples.ts';

// Every example carries its answer: the judge must still give exactly that ruling and narrative.
// After an intended change of behaviour: npm run golden:update, and review the diff.
describe.each(EXAMPLE_RULESETS)('golden rulings of the %s examples', (ruleset) => {
  const dir = join(EXAMPLES_ROOT, ruleset);
  const files = exampleScenarioFiles(ruleset);

  it('has examples, each with its golden ruling and narrative', () => {
    expect(files.length).toBeGreaterThan(10);
    const missing = files.flatMap((f) => [goldenJsonOf(f), goldenTextOf(f)]).filter((g) => !existsSync(join(dir, g)));
    expect(missing, 'run npm run golden:update').toEqual([]);
  });

  it.each(files)('%s rules as its golden file says', (file) => {
    const golden = goldenOf(readFileSync(join(dir, file), 'utf8'));
    expect(golden.json).toBe(readFileSync(join(dir, goldenJsonOf(file)), 'utf8'));
    expect(golden.text).toBe(readFileSync(join(dir, goldenTextOf(file)), 'utf8'));
  });
});
