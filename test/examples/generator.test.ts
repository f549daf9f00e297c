import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDebertzExamples } from '../../scripts/debertzExamples.ts';
import { EXAMPLES_ROOT, exampleScenarioFiles } from '../support/examples.ts';

// `npm run examples` (scripts/debertzExamples.ts) writes every Debertz example, version-2 events
// (declarations, the exposed cards named) included, byte for byte as checked in: an example edited
// by hand, or a change to the deal builder that moves a deal, shows here.
describe('the Debertz example generator', () => {
  it('reproduces every file of examples/debertz/, and nothing else', () => {
    const generated = generateDebertzExamples();
    const files = exampleScenarioFiles('debertz');
    expect(Object.keys(generated).map((f) => f.replace('examples/debertz/', '')).sort()).toEqual([...files].sort());
    for (const [file, text] of Object.entries(generated)) expect(text, `${file} (npm run examples)`).toBe(readFileSync(join(EXAMPLES_ROOT, '..', file), 'utf8'));
    // the version-2 events are among them
    const texts = Object.values(generated).join('\n');
    for (const field of ['"declare": []', '"declare": ["', '"card": "', '"cards": ["']) expect(texts).toContain(field);
  }, 120_000);
});
