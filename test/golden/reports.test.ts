import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { goldenReport, REPORT_GOLDEN_ROOT, REPORT_SPECS } from './reportGolden.ts';

describe('report bytes are what they were (test/golden/reports/, npm run golden:update after a reviewed change)', () => {
  it('has a golden report for exactly the specs under sims/', () => {
    expect(readdirSync(REPORT_GOLDEN_ROOT).sort()).toEqual(REPORT_SPECS.map((f) => f.replace(/\.json$/, '')));
  });

  it.each(REPORT_SPECS)('%s', async (specFile) => {
    const dir = new URL(`${specFile.replace(/\.json$/, '')}/`, REPORT_GOLDEN_ROOT);
    const files = await goldenReport(specFile);
    expect(Object.keys(files).length).toBeGreaterThan(4);
    expect(existsSync(dir) ? readdirSync(dir).sort() : []).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) expect(text === readFileSync(new URL(name, dir), 'utf8'), `${specFile}: ${name} differs`).toBe(true);
  }, 120_000);
});
