/**
 * Issue 14: the plausible players play to the rules being simulated. DEB-G15 decides what "the
 * necessary points" are in 1x2/1x3 — more than each opponent (`beat-each`) or more than all of
 * them together (`beat-combined`) — and so how strong a hand must be to order the game.
 */
import { describe, expect, it } from 'vitest';
import { NUM_CARDS } from '../../src/core/cards/card.ts';
import { createRng } from '../../src/core/cards/rng.ts';
import { formatOf, type FormatId } from '../../src/rulesets/debertz/mechanics/format.ts';
import { runBatch } from '../../src/harness/sim/batch.ts';
import { PASS, debertzPolicies, type BidView } from '../../src/rulesets/debertz/policies/index.ts';
import { parseSpec } from '../../src/harness/sim/spec.ts';

const PLAUSIBLE = { bidding: 'expected-points', play: 'greedy', params: {} };

/** `n` seeded first-round and second-round views of a format: six cards each and a turned card. */
function views(id: FormatId, n: number, seed: number): BidView[] {
  const f = formatOf(id);
  const rng = createRng(seed);
  const out: BidView[] = [];
  for (let i = 0; i < n; i++) {
    const deck = Array.from({ length: NUM_CARDS }, (_, c) => c);
    for (let k = deck.length - 1; k > 0; k--) {
      const j = rng.int(0, k);
      [deck[k], deck[j]] = [deck[j], deck[k]];
    }
    const hand = deck.slice(0, 6).reduce((m, c) => (m | (1 << c)) >>> 0, 0);
    out.push({
      players: f.players,
      sides: f.sides,
      seat: 1,
      dealer: 0,
      round: i % 2 === 0 ? 1 : 2,
      hand,
      turned: deck[6],
      mustOrder: false,
      turnedTo: f.players === 4 ? 1 : -1,
      handSize: f.handSize,
      maySwapSeven: f.players < 4,
      hundred: false,
    });
  }
  return out;
}

/** The bidder's decision on every view, each with the same noise stream under either reading. */
function decisions(id: FormatId, reading: string): number[] {
  const { bidder } = debertzPolicies(parseSpec({ ruleset: 'debertz', format: id, policies: PLAUSIBLE }).policies, { 'DEB-G15': reading });
  return views(id, 4000, 15).map((v, i) => bidder.bid(v, createRng(1000 + i)));
}

describe('the expected-points bidder reads DEB-G15', () => {
  for (const id of ['1x2', '1x3'] as const) {
    it(`${id}: orders under beat-combined only hands it also orders under beat-each, and far fewer`, () => {
      const each = decisions(id, 'beat-each');
      const combined = decisions(id, 'beat-combined');
      const orders = (d: number[]) => d.filter((b) => b !== PASS).length;
      // having to beat the opponents' sum is harder than beating each: never an order beat-each refuses
      combined.forEach((b, i) => {
        if (b !== PASS) expect(each[i], `view ${i}`).not.toBe(PASS);
      });
      expect(orders(each)).toBeGreaterThan(200);
      expect(orders(combined)).toBeLessThan(orders(each) / 2);
    });
  }

  for (const id of ['1x1', '2x2'] as const) {
    it(`${id}: decides alike under both readings (one opposing side: the same comparison)`, () => {
      expect(decisions(id, 'beat-combined')).toEqual(decisions(id, 'beat-each'));
    });
  }
});

describe('simulated parties under the two readings of DEB-G15 (the same seeded deals)', () => {
  const run = (format: string, reading: string) => {
    const spec = parseSpec({ ruleset: 'debertz', format, policies: 'plausible', parties: 40, seed: 15, readings: { 'DEB-G15': reading } });
    return runBatch({ spec, format, index: 0, from: 0, to: 40, audit: 0, engine: 'compiled' }).tally.formats.get(format)!;
  };
  const count = (ft: ReturnType<typeof run>, outcome: string) => ft.outcomes.get(outcome)?.hits ?? 0;

  it('1x2: under beat-combined the players order less often, and fail less often when they do', () => {
    const each = run('1x2', 'beat-each');
    const combined = run('1x2', 'beat-combined');
    const ordered = (ft: typeof each) => ft.deals - count(ft, 'redeal');
    const failed = (ft: typeof each) => count(ft, 'bayd') + count(ft, 'deferred');
    expect(ordered(combined) / combined.deals).toBeLessThan(ordered(each) / each.deals / 2);
    // a player who knows he must beat both opponents together orders hands that make it
    expect(failed(combined) / ordered(combined)).toBeLessThan(failed(each) / ordered(each));
  });

  it('2x2: the reading changes nothing (one opposing side)', () => {
    const each = run('2x2', 'beat-each');
    const combined = run('2x2', 'beat-combined');
    expect([combined.deals, [...combined.paths]]).toEqual([each.deals, [...each.paths]]);
  });
});
