import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The Debertz table (src/rulesets/debertz/table/) is the one procedure from cards and choices to
 * the machine's events, and the one place outside the machine where a reading is applied
 * (table/rules.ts). The simulator's driver and the judge run it; they read no reading themselves.
 */
const RUNNERS = ['sim/driver.ts', 'sim/deckAndPolicies.ts', 'sim/dealChecks.ts', 'judge/judge.ts', 'judge/scripted.ts', 'judge/build.ts', 'table/table.ts'];

describe('the Debertz table', () => {
  it.each(RUNNERS)('%s applies no reading itself (only table/rules.ts reads them)', (file) => {
    const text = readFileSync(new URL(`../../src/rulesets/debertz/${file}`, import.meta.url), 'utf8');
    expect(text.match(/readings\[/g) ?? []).toEqual([]);
  });

  it('the simulator and the judge both run it', () => {
    for (const file of ['sim/driver.ts', 'judge/judge.ts']) {
      const text = readFileSync(new URL(`../../src/rulesets/debertz/${file}`, import.meta.url), 'utf8');
      expect(text).toMatch(/new DebertzTable\(/);
    }
  });
});
