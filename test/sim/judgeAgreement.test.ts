import { describe, expect, it } from 'vitest';
import { judge } from '../../src/harness/judge/judge.ts';
import { debertzSimulator } from '../../src/rulesets/debertz/sim/index.ts';
import { parseSpec, resolveSpecReadings } from '../../src/harness/sim/spec.ts';

/**
 * The simulator and the judge run the same Debertz table (src/rulesets/debertz/table/), so they
 * feed the machine the same events from the same cards by construction; this stays as a guard:
 * every simulated deal, turned into a scenario, gets the same trail, outcome and consulted
 * readings from the judge (through a real XState actor).
 */
const RATES = { dealerExposedCard: 0.03, outOfTurnBid: 0.04, outOfTurnPass: 0.04, outOfTurnPlay: 0.04, signal: 0.03, exposedCards: 0.03, failedFirstTrumpBeat: 0.3, revoke: 0.15, offenceWhileDealing: 0.03 };
const READING_SETS: Record<string, Record<string, string>> = {
  defaults: {},
  strict: { 'DEB-G25': 'first-trump-in-trick', 'DEB-G27': 'bayd-by-analogy', 'DEB-G34': 'dealer', 'DEB-G35': 'dealer-must-order', 'DEB-G37': 'declarer-leads', 'DEB-G42': 'stop-when-declarer-out' },
  equalHands: { 'DEB-G2': 'format-size', 'DEB-G3': 'one-fewer', 'DEB-G4': 'previous-trump', 'DEB-G25': 'highest-trump', 'DEB-G26': 'partner-exempt', 'DEB-G33': 'declarer-only', 'DEB-G24': 'redeal-no-mark', 'DEB-G22': 'all-cards', 'DEB-G32': 'also-stopped', 'DEB-G31': 'player', 'DEB-G39': 'hundred' },
  otherLedger: { 'DEB-G3': 'one-fewer', 'DEB-G25': 'first-trump-trick', 'DEB-G10': 'counts-as-failure', 'DEB-G8': 'handicap', 'DEB-G19': 'yes', 'DEB-G28': 'every-third', 'DEB-G20': 'to-opponents', 'DEB-G30': 'pass-to-next', 'DEB-G7': 'normal-deal', 'DEB-G43': 'winners-share' },
};

type Replayed = ReturnType<typeof debertzSimulator.replay>;

/** Every deal of parties 0…parties−1 of a spec, replayed by the simulator, in order. */
function* simulatedDeals(spec: ReturnType<typeof parseSpec>, format: string, parties: number): Generator<Replayed> {
  const rd = resolveSpecReadings(spec);
  for (let party = 0; party < parties; party++) {
    for (let deal = 0; ; deal++) {
      let r: Replayed;
      try {
        r = debertzSimulator.replay(spec, rd, format, party, deal, {});
      } catch {
        break; // the party ended
      }
      yield r;
    }
  }
}

/** The judge on the deal's scenario gives the simulator's trail, outcome and consulted readings. */
function expectJudgeAgrees(r: Replayed): ReturnType<typeof judge> {
  const ruling = judge(r.scenario);
  const consulted = Object.entries(ruling.readings).map(([g, v]) => `${g}=${v}`).sort();
  expect({ id: r.dealId, trail: ruling.trail, outcome: ruling.outcome, consulted }).toEqual({ id: r.dealId, trail: r.trail, outcome: r.outcome, consulted: r.consulted });
  expect(r.violations.filter((v) => !v.startsWith('party-ends-at-target'))).toEqual([]);
  return ruling;
}

describe.each(Object.entries(READING_SETS))('simulated deals agree with the judge — readings %s (seed 11)', (_name, readings) => {
  it.each(['1x1', '1x2', '1x3', '2x2'])('%s', (format) => {
    let agreed = 0;
    const skipped: string[] = [];
    for (const policies of ['plausible', 'random-legal']) {
      const spec = parseSpec({ format, readings, policies, irregularities: RATES, parties: 8, seed: 11 });
      for (const r of simulatedDeals(spec, format, 8)) {
        if (r.findings.some((f) => f.startsWith('open-pot-normal-deal'))) {
          skipped.push(r.dealId); // a ledger a scenario cannot express
          continue;
        }
        const ruling = expectJudgeAgrees(r);
        // the special deal's hand-size findings: the simulator counts what the judge reports
        expect(ruling.findings.filter((f) => f.startsWith('DEB-G2/DEB-G3')).length).toBe(r.findings.filter((f) => f.includes('(DEB-G2/DEB-G3)')).length);
        agreed++;
      }
    }
    expect(agreed).toBeGreaterThan(60);
    expect(skipped.length).toBeLessThan(agreed / 20);
  });
});

/**
 * The special deal's unequal hands are rare in the runs above (a tie, then a special deal that is
 * played to its 7th trick): here, parties to 1001 and without irregularities, every deal that
 * reaches the DEB-G42 question is judged under both readings' runs.
 */
describe.each(['play-every-card', 'stop-when-declarer-out'])('special deals with unequal hands agree with the judge — DEB-G42 %s', (g42) => {
  it('in every format', () => {
    let reached = 0;
    for (const format of ['1x1', '1x2', '1x3', '2x2']) {
      const spec = parseSpec({ format, readings: { 'DEB-G42': g42, 'DEB-G38': '1001' }, policies: 'random-legal', irregularities: {}, parties: 30, seed: 5 });
      for (const r of simulatedDeals(spec, format, 30)) {
        if (!r.consulted.includes(`DEB-G42=${g42}`)) continue;
        expectJudgeAgrees(r);
        reached++;
      }
    }
    expect(reached).toBeGreaterThanOrEqual(12);
  });
});
