import { describe, expect, it } from 'vitest';
import { judge } from '../../src/harness/judge/judge.ts';
import type { DebertzRuling } from '../../src/rulesets/debertz/judge/judge.ts';
import { buildDebertzScenario, type BuildSpec, type Json } from '../../src/rulesets/debertz/judge/build.ts';
import { FORMATS, formatOf, type FormatId } from '../../src/rulesets/debertz/mechanics/format.ts';

/**
 * The v2 fields of a Debertz ruling, checked on real deals against what a committee member
 * recomputes by hand from the cards and the v1 fields: a trick's points and winner from its cards
 * (the card values and orders below are written out here, not taken from the product), the tricks
 * against `tricks` and `points.cardPoints`, every dealt card accounted for exactly once, the totals
 * against the outcome they decide, the score changes against the ledger and the protocol.
 */

// rank letters in the product's notation: 7 8 9 T J Q K A
const TRUMP_VALUE: Record<string, number> = { J: 20, '9': 14, A: 11, T: 10, K: 4, Q: 3, '8': 0, '7': 0 };
const PLAIN_VALUE: Record<string, number> = { A: 11, T: 10, K: 4, Q: 3, J: 2, '9': 0, '8': 0, '7': 0 };
const TRUMP_ORDER = 'J9ATKQ87'; // strongest first
const PLAIN_ORDER = 'ATKQJ987';
const value = (card: string, trump: string) => (card[1] === trump ? TRUMP_VALUE : PLAIN_VALUE)[card[0]];

function trickWinner(cards: { seat: number; card: string }[], trump: string): number {
  const led = cards[0].card[1];
  const rank = (c: string) => (c[1] === trump ? 100 - TRUMP_ORDER.indexOf(c[0]) : c[1] === led ? 50 - PLAIN_ORDER.indexOf(c[0]) : 0);
  return cards.reduce((best, c) => (rank(c.card) > rank(best.card) ? c : best)).seat;
}

interface Case {
  name: string;
  scenario: Json;
  ruling: DebertzRuling;
  inject?: Json;
}

function cases(): Case[] {
  const out: Case[] = [];
  const readingSets: Record<string, string>[] = [{}, { 'DEB-G42': 'stop-when-declarer-out', 'DEB-G22': 'all-cards', 'DEB-G8': 'handicap', 'DEB-G10': 'counts-as-failure' }];
  for (const format of FORMATS) {
    const f = formatOf(format);
    for (const readings of readingSets) {
      for (let seed = 1; seed <= 25; seed++) {
        const pot = { pot: 20 + seed, potDeclarer: seed % f.players };
        const signal = { irregularity: 'signal', seat: (seed + 1) % f.players };
        const specs: BuildSpec[] = [
          { name: 'normal', title: '', format, readings, bids: ['play'] },
          { name: 'special', title: '', format, readings, ledger: pot },
          { name: 'stopped', title: '', format, readings, bids: ['play'], inject: { at: 'play', afterPlays: 1 + (seed % (4 * f.players)), event: signal } },
          { name: 'special-stopped', title: '', format, readings, ledger: pot, inject: { at: 'play', afterPlays: seed % (3 * f.players), event: signal } },
        ];
        for (const spec of specs) {
          const scenario = buildDebertzScenario(spec, seed);
          if (!scenario) continue;
          const name = `${format} ${spec.name} seed ${seed} ${JSON.stringify(readings)}`;
          out.push({ name, scenario, ruling: judge(scenario) as DebertzRuling, inject: spec.inject && 'event' in spec.inject ? spec.inject.event : undefined });
        }
      }
    }
  }
  return out;
}

const ALL = cases();

describe('ruling v2: the per-trick record', () => {
  it('each trick: leader first, one card per seat still holding cards, winner and points recomputed from its cards', () => {
    let tricks = 0;
    for (const { name, ruling: r } of ALL) {
      if (!r.play) continue;
      for (const t of r.play.tricks) {
        expect(t.leader, name).toBe(t.cards[0].seat);
        expect(new Set(t.cards.map((c) => c.seat)).size, name).toBe(t.cards.length);
        expect(t.winner, `${name} trick ${t.n}`).toBe(trickWinner(t.cards, r.trump!));
        expect(t.points, `${name} trick ${t.n}`).toBe(t.cards.reduce((n, c) => n + value(c.card, r.trump!), 0));
        tricks++;
      }
      // the winner of a trick leads the next, unless his hand is empty (unequal special hands, DEB-G42)
      for (let k = 1; k < r.play.tricks.length; k++) {
        const prev = r.play.tricks[k - 1];
        if (r.play.tricks[k].leader !== prev.winner) expect(r.play.tricks.slice(k).some((t) => t.cards.some((c) => c.seat === prev.winner)), name).toBe(false);
      }
    }
    expect(tricks).toBeGreaterThan(2000);
  });

  it('sums per seat to `tricks` and to `points.cardPoints` (last-trick 10 included); the last trick’s winner is `lastTrick`', () => {
    let lastTricks = 0;
    for (const { name, ruling: r } of ALL) {
      if (!r.play) continue;
      const count = r.tricks.map(() => 0);
      const points = r.tricks.map(() => 0);
      for (const t of r.play.tricks) {
        count[t.winner]++;
        points[t.winner] += t.points + t.bonus;
      }
      expect(count, name).toEqual(r.tricks);
      expect(points, name).toEqual(r.points.cardPoints);
      const withBonus = r.play.tricks.filter((t) => t.bonus !== 0);
      if (r.play.end === 'stopped') {
        expect(withBonus, name).toEqual([]);
        expect(r.play.lastTrick, name).toBeNull();
      } else {
        expect(withBonus.map((t) => [t.n, t.bonus]), name).toEqual([[r.play.tricks.length, 10]]);
        expect(r.play.lastTrick, name).toBe(r.play.tricks.at(-1)!.winner);
        lastTricks++;
      }
    }
    expect(lastTricks).toBeGreaterThan(200);
  });

  it('accounts for every card dealt exactly once: in a trick, on the table unfinished, or unplayed in its holder’s hand', () => {
    for (const { name, scenario, ruling: r } of ALL) {
      if (!r.play) continue;
      const hands = scenario.hands as string[][];
      const seen = hands.map(() => [] as string[]);
      for (const t of r.play.tricks) for (const c of t.cards) seen[c.seat].push(c.card);
      for (const c of r.play.unfinished) seen[c.seat].push(c.card);
      r.play.unplayed.forEach((cards, seat) => seen[seat].push(...cards));
      expect(seen.map((h) => h.slice().sort()), name).toEqual(hands.map((h) => h.slice().sort()));
      const left = [...r.play.unfinished.map((c) => c.card), ...r.play.unplayed.flat()];
      expect(r.play.unplayedPoints, name).toBe(left.reduce((n, c) => n + value(c, r.trump!), 0));
    }
  });
});

describe('ruling v2: dead and unplayed cards', () => {
  it('under DEB-G42 stop-when-declarer-out the declarer’s last card ends the play: the dead cards are the findings’ list, scored by nobody', () => {
    let dead = 0;
    for (const { name, ruling: r } of ALL) {
      if (r.play?.end !== 'declarer-out') continue;
      dead++;
      expect(r.readings['DEB-G42'], name).toBe('stop-when-declarer-out');
      expect(r.play.unplayed[r.declarer!], name).toEqual([]);
      expect(r.play.unplayed.flat().length, name).toBeGreaterThan(0);
      expect(r.play.unplayedCredited, name).toBe(0);
      const listed = /dead, scored by nobody\): (.*)$/.exec(r.findings.find((f) => f.startsWith('DEB-G42'))!)![1];
      const fromFinding = Object.fromEntries(listed.split('; ').map((part) => [Number(/^seat (\d+)/.exec(part)![1]), part.replace(/^seat \d+ /, '').split(' ')]));
      r.play.unplayed.forEach((cards, seat) => expect(cards, name).toEqual(fromFinding[seat] ?? []));
    }
    expect(dead).toBeGreaterThan(5);
  });

  it('a referee bayd leaves the rest unplayed; DEB-G22 all-cards credits it (with the last-trick 10) to the offender’s opponents', () => {
    let credited = 0;
    for (const { name, ruling: r } of ALL) {
      if (r.outcome !== 'referee-bayd' || !r.play) continue;
      expect(r.play.end, name).toBe('stopped');
      if (r.readings['DEB-G22'] === 'all-cards') {
        expect(r.play.unplayedCredited, name).toBe(r.play.unplayedPoints + 10);
        // the credits hand out everything: tricks taken, the rest, declared combinations not withheld
        const credited_ = r.credited.reduce((a, b) => a + b, 0);
        const taken = r.points.cardPoints.reduce((a, b) => a + b, 0);
        const melds = r.combinations.credited.reduce((a, b) => a + b, 0);
        expect(credited_, name).toBe(taken + r.play.unplayedCredited + melds);
        credited++;
      } else expect(r.play.unplayedCredited, name).toBe(0);
    }
    expect(credited).toBeGreaterThan(20);
  });
});

describe('ruling v2: cause', () => {
  it('names the offence, its seat and its 6.2.1.8 bullet on a referee bayd; the clause is in the trail', () => {
    const bullet: Record<string, string> = { signal: 'DEB-6.2.1.8.b' };
    let n = 0;
    for (const { name, ruling: r, inject } of ALL) {
      if (!inject || r.outcome !== 'referee-bayd') continue;
      expect(r.cause, name).toEqual({ kind: 'offence', clause: bullet[inject.irregularity as string], offence: inject.irregularity, seat: inject.seat });
      expect(r.trail, name).toContain(r.cause.clause);
      n++;
    }
    expect(n).toBeGreaterThan(100);
  });

  it('on points: made (no clause), bayd (6.2.1.1), deferred (6.2.2.1), a special tie under DEB-G10 counts-as-failure (equal points, 6.2.1.1)', () => {
    const kinds = new Set<string>();
    for (const { name, ruling: r, inject } of ALL) {
      if (inject) continue;
      const expected = { made: { kind: 'points', clause: null }, bayd: { kind: r.cause.kind, clause: 'DEB-6.2.1.1' }, deferred: { kind: 'equal-points', clause: 'DEB-6.2.2.1' } }[r.outcome as 'made'];
      expect({ kind: r.cause.kind, clause: r.cause.clause }, name).toEqual(expected);
      if (r.cause.kind === 'equal-points' && r.outcome === 'bayd') expect([r.special, r.readings['DEB-G10']], name).toEqual([true, 'counts-as-failure']);
      kinds.add(`${r.outcome}/${r.cause.kind}`);
    }
    expect([...kinds].sort()).toEqual(['bayd/equal-points', 'bayd/points', 'deferred/equal-points', 'made/points']);
  });
});

describe('ruling v2: totals, combinations, score changes', () => {
  it('totals add up, include the card points of v1 `points.sides`, and decide the outcome with one opponent', () => {
    let decided = 0;
    for (const { name, ruling: r, inject } of ALL) {
      const f = formatOf(r.format as FormatId);
      r.totals.forEach((t, side) => {
        expect(t.cards + t.lastTrick + t.combinations + t.deferred, name).toBe(t.total);
        expect(t.cards + t.lastTrick, name).toBe(r.points.sides[side]);
        const seats = f.sideOf.flatMap((s, seat) => (s === side ? [seat] : []));
        expect(t.combinations, name).toBe(seats.reduce((n, seat) => n + r.combinations.credited[seat], 0));
        expect(t.lastTrick, name).toBe(r.play?.lastTrick != null && f.sideOf[r.play.lastTrick] === side ? 10 : 0);
      });
      if (r.outcome === 'made') expect(r.credited, name).toEqual(r.totals.map((t) => t.total - t.deferred));
      if (inject || !f.singleOpponent || r.declarer === null) continue;
      const mine = r.totals[f.sideOf[r.declarer]].total;
      const theirs = r.totals[1 - f.sideOf[r.declarer]].total;
      const expected = mine > theirs ? 'made' : mine < theirs ? 'bayd' : r.special && r.readings['DEB-G10'] === 'counts-as-failure' ? 'bayd' : 'deferred';
      expect(r.outcome, `${name}: totals ${mine} against ${theirs}`).toBe(expected);
      decided++;
    }
    expect(decided).toBeGreaterThan(100);
  });

  it('combinations: declared is v1 `meldsDeclared`; a seat whose side took no trick has them withheld, credited 0', () => {
    let withheld = 0;
    for (const { name, ruling: r } of ALL) {
      const f = formatOf(r.format as FormatId);
      expect(r.combinations.declared, name).toEqual(r.points.meldsDeclared);
      r.combinations.declared.forEach((d, seat) => {
        const took = f.sideOf.some((s, other) => s === f.sideOf[seat] && r.tricks[other] > 0);
        expect(r.combinations.withheld[seat], name).toBe(took ? 0 : d);
        expect(r.combinations.credited[seat], name).toBe(took ? d + r.combinations.passed[seat] : 0);
        if (!took && d > 0) withheld++;
      });
    }
    expect(withheld).toBeGreaterThan(5);
  });

  it('score changes: penalties with the protocol’s sign, and credited + pot credited + penalties = the ledger’s move', () => {
    for (const { name, ruling: r } of ALL) {
      r.scoreChange.forEach((c, side) => {
        expect(c.penalties, name).toBe(0 - r.penalties[side]);
        const inProtocol = r.protocol.filter((e) => e.side === side && e.kind === 'penalty').reduce((n, e) => n + e.amount, 0);
        expect(c.penalties, name).toBe(inProtocol);
        expect(c.credited + c.potCredited + c.penalties, name).toBe(c.net);
        expect(c.net, name).toBe(r.ledger.after.scores[side] - r.ledger.before.scores[side]);
      });
    }
  });

  it('says rulingVersion 2 on every ruling, and has no play for a deal stopped before it', () => {
    for (const { ruling: r } of ALL) expect(r.rulingVersion).toBe(2);
    const stoppedEarly = judge(buildDebertzScenario({ name: 'b', title: '', format: '1x1', bids: ['play'], inject: { at: 'bid', event: { irregularity: 'signal', seat: 1 } } }, 3)!) as DebertzRuling;
    expect([stoppedEarly.outcome, stoppedEarly.play, stoppedEarly.cause]).toEqual(['pre-order-bayd', null, { kind: 'offence', clause: 'DEB-6.2.1.8.b', offence: 'signal', seat: 1 }]);
  });
});
