import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { judge, narrate } from '../../src/harness/judge/judge.ts';
import { PREFERANS_GAPS, PREFERANS_RULESET_READINGS } from '../../src/rulesets/preferans/regulation/gaps.ts';
import { exampleScenarioFiles } from '../support/examples.ts';

/**
 * Issue 14 for Preferans: the narrative shows each consulted reading with its meaning from the
 * registry, and wraps clause texts and glosses to a terminal's width.
 */
const gaps = new Map([...PREFERANS_RULESET_READINGS, ...PREFERANS_GAPS].map((g) => [g.id, g]));

describe('the Preferans narrative', () => {
  it.each(exampleScenarioFiles('preferans'))('%s: every consulted reading with its meaning; lines wrapped at 78 columns', (file) => {
    const ruling = judge(JSON.parse(readFileSync(`examples/preferans/${file}`, 'utf8')) as { ruleset: 'preferans' });
    const text = narrate(ruling);
    for (const [gap, reading] of Object.entries(ruling.readings)) {
      const summary = gaps.get(gap)!.readings.find((r) => r.id === reading)!.summary;
      // the first words of the meaning follow the reading (the rest may wrap onto the next line)
      expect(text).toContain(`${gap} → ${reading}: ${summary.split(/\s+/).slice(0, 2).join(' ')}`);
    }
    // the quoted clauses and the readings are wrapped: only a single unbreakable word may be longer
    const sections = text.split('\n\n').filter((b) => b.startsWith('Clauses applied') || b.startsWith('Where the text is silent'));
    expect(sections.length).toBeGreaterThan(0);
    for (const line of sections.join('\n').split('\n')) if ([...line].length > 78) expect(line.trim().split(/\s+/).length, line).toBe(1);
  });
});
