/**
 * Golden playthroughs: for each ruleset and each reading set, a few seeded parties played deal by
 * deal through the ruleset's `PartyStepper` (src/core/sim/types.ts), one line per deal — outcome,
 * penalty path, readings consulted, points, marks. The files under test/golden/playthroughs/ are
 * written by `npm run golden:update` and compared by test/battery/battery.test.ts, so a change of
 * behaviour under any reading shows as a diff of a text file, deal by deal.
 *
 * Reading sets: the defaults, and each other reading of every switch gap, one at a time.
 */
import type { Ruleset } from '../../src/core/ruleset.ts';
import type { SimSpec } from '../../src/core/sim/types.ts';
import { parseSpec } from '../../src/harness/sim/spec.ts';
import { resolveReadings } from '../../src/core/regulation/readings.ts';

export const PLAYTHROUGH_ROOT = new URL('../golden/playthroughs/', import.meta.url);

/** What each playthrough plays: per format, parties × at most `deals` deals. */
const SHAPE: Readonly<Record<string, { parties: number; deals: number; rateScale: number }>> = {
  debertz: { parties: 2, deals: 12, rateScale: 10 },
  preferans: { parties: 1, deals: 16, rateScale: 5 },
};

const SPEC_FILES: Readonly<Record<string, string>> = { debertz: 'sims/debertz-defaults.json', preferans: 'sims/preferans-all.json' };

/** The reading sets of a ruleset: `default`, then `GAP=reading` for every other reading of every switch gap. */
export function readingSets(r: Ruleset): { name: string; readings: Record<string, string> }[] {
  const sets = [{ name: 'default', readings: {} }];
  for (const g of r.regulation.gaps) {
    if (g.status !== 'switch') continue;
    for (const o of g.readings) if (o.id !== g.default) sets.push({ name: `${g.id}=${o.id}`, readings: { [g.id]: o.id } });
  }
  return sets;
}

/** The spec a playthrough plays: the ruleset's default simulation, irregularities made more frequent. */
export async function playthroughSpec(r: Ruleset, readings: Record<string, string>): Promise<SimSpec> {
  const { readFileSync } = await import('node:fs');
  const raw = JSON.parse(readFileSync(SPEC_FILES[r.id], 'utf8')) as Record<string, unknown>;
  const shape = SHAPE[r.id];
  const rates = Object.fromEntries(Object.entries(raw.irregularities as Record<string, number>).map(([k, p]) => [k, Math.min(0.2, p * shape.rateScale)]));
  return parseSpec({ ...raw, readings, irregularities: rates, parties: shape.parties, name: `playthrough-${r.id}` });
}

/** The playthrough's text: a header, then one line per deal. */
export async function playthrough(r: Ruleset, set: { name: string; readings: Record<string, string> }): Promise<string> {
  const spec = await playthroughSpec(r, set.readings);
  const shape = SHAPE[r.id];
  const resolved = resolveReadings(r.regulation.gaps, set.readings);
  const lines = [`# ${r.id} playthrough, readings: ${set.name} (seed ${spec.seed}; test/battery/playthrough.ts)`];
  for (const format of spec.formats) {
    const stepper = r.simulator.rerule!(spec, resolved, format, {});
    for (let party = 0; party < shape.parties; party++) {
      stepper.start(party);
      for (let deal = 0; deal < shape.deals && !stepper.over; deal++) {
        const d = stepper.deal(deal);
        lines.push(`${format} ${party}:${deal} ${d.outcome} | ${d.path.join(' > ') || '-'} | ${d.consulted.join(' ') || '-'} | points ${d.points.join(',')} | marks ${d.marks.join(',')}`);
      }
    }
  }
  return lines.join('\n') + '\n';
}

/** A reading set's file name: `default.txt`, `DEB-G16=top-scorer.txt`. */
export const playthroughFile = (ruleset: string, set: string) => new URL(`${ruleset}/${set}.txt`, PLAYTHROUGH_ROOT);
