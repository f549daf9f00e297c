import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judge } from '../../src/harness/judge/judge.ts';
import type { DebertzRuling } from '../../src/rulesets/debertz/judge/judge.ts';
import { buildDebertzScenario, type BuildSpec } from '../../src/rulesets/debertz/judge/build.ts';
import { FORMATS, formatOf, type FormatId } from '../../src/rulesets/debertz/mechanics/format.ts';
import { dealEvents, runFacts } from '../support/debertzFacts.ts';
import { exampleScenarioFiles } from '../support/examples.ts';

/**
 * Every clause a ruling's numbers depend on is in its trail: a committee member reading the
 * trail must find the clause behind every credit, pot payout, penalty and mark. The dependencies
 * are stated here from the text, independently of the machine:
 *  - each protocol line names its clause, and that clause is applied (in the trail);
 *  - deferred points paid to the declarer rest on 6.2.2.5.a; paid to his opponents on 6.2.2.5.b
 *    in every format (in 1x2/1x3 «делятся между противниками», with 6.2.2.6 saying how);
 *  - a deferred bayd rests on 6.2.2.1; a bayd's credits on 6.2.1.2, 6.2.1.3 and 6.2.1.5;
 *  - a «Б» on 6.2.1.4; the third on 6.2.1.6, a later one on 6.2.1.7; the −50 on 6.2.3.1;
 *  - the special deal's hands and declarer on 6.2.2.2–6.2.2.4.
 */
interface Numbers {
  format: FormatId;
  outcome: string;
  /** a special deal that was dealt out (not stopped while the cards were going out) */
  special: boolean;
  trail: readonly string[];
  protocol: readonly { side: number; kind: string; amount: number; clause: string }[];
  potCredited: readonly number[];
  potDeclarerSide: number;
}

function missingClauses(n: Numbers): string[] {
  const need = new Set<string>();
  for (const e of n.protocol) if (e.clause !== '') need.add(e.clause);
  // DEB-G43 winners-share: after a defender's referee bayd the pot goes to the deal's winners (6.2.2.5's lead-in)
  const winnersShare = n.outcome === 'referee-bayd' && n.trail.includes('DEB-6.2.2.5');
  n.potCredited.forEach((amount, side) => {
    if (amount > 0) need.add(winnersShare ? 'DEB-6.2.2.5' : side === n.potDeclarerSide ? 'DEB-6.2.2.5.a' : 'DEB-6.2.2.5.b');
  });
  if (n.outcome === 'deferred') need.add('DEB-6.2.2.1');
  if (n.outcome === 'bayd' || n.outcome === 'referee-bayd') for (const c of ['DEB-6.2.1.2', 'DEB-6.2.1.3', 'DEB-6.2.1.5']) need.add(c);
  for (const e of n.protocol) {
    if (e.kind === 'Б') need.add('DEB-6.2.1.4');
    if (e.kind === 'penalty' || e.kind === 'Б') need.add('DEB-6.4');
  }
  if (n.special && n.outcome !== 'redeal') for (const c of ['DEB-6.2.2.2', 'DEB-6.2.2.3', 'DEB-6.2.2.4']) need.add(c);
  return [...need].filter((c) => !n.trail.includes(c));
}

const fromRuling = (r: DebertzRuling): Numbers => ({
  format: r.format as FormatId,
  outcome: r.outcome,
  special: r.special && r.whileDealing !== true,
  trail: r.trail,
  protocol: r.protocol,
  potCredited: r.potCredited,
  potDeclarerSide: r.ledger.before.potDeclarer === null ? -1 : formatOf(r.format as FormatId).sideOf[r.ledger.before.potDeclarer],
});

describe('every clause a ruling’s numbers depend on is in its trail', () => {
  it('a failed special deal in 1x2 and 1x3 cites 6.2.2.5.b (the points are divided among the opponents) before 6.2.2.6', () => {
    // 1x2, declarer 0 with 10 against 50 and 40: both outscore him, 6.2.2.6.b divides the 81
    const all = runFacts('1x2', {}, { pot: 81, potDeclarer: 0 }, dealEvents({ taken: [10, 50, 40], tricks: [1, 1, 1] }, true)).ctx;
    expect(all.trail.slice(-3)).toEqual(['DEB-6.2.2.5.b', 'DEB-6.2.2.6.b', 'DEB-6.4']);
    // 1x3, declarer 0 with 30 against 50, 20, 20: only seat 1 outscores him, 6.2.2.6.a gives it all
    const one = runFacts('1x3', {}, { pot: 90, potDeclarer: 0 }, dealEvents({ taken: [30, 50, 20, 20], tricks: [1, 1, 1, 1] }, true)).ctx;
    expect(one.trail.slice(-3)).toEqual(['DEB-6.2.2.5.b', 'DEB-6.2.2.6.a', 'DEB-6.4']);
    expect(one.potCredits).toEqual([0, 90, 0, 0]);
    // nobody outscores him (a referee bayd): 6.2.2.5.b alone, cited once
    const none = runFacts('1x2', {}, { pot: 81, potDeclarer: 0 }, dealEvents({ taken: [0, 0, 0], tricks: [0, 0, 0], offence: { kind: 'signal', seat: 0 } }, true)).ctx;
    expect(none.trail.filter((c) => c.startsWith('DEB-6.2.2.5') || c.startsWith('DEB-6.2.2.6'))).toEqual(['DEB-6.2.2.5.b']);
  });

  it('holds for the pot after a defender’s referee bayd in 1x2, under both readings of DEB-G43', () => {
    for (const readings of [{}, { 'DEB-G43': 'winners-share' }] as Record<string, string>[]) {
      const ev = dealEvents({ taken: [20, 10, 30], tricks: [1, 1, 1], offence: { kind: 'signal', seat: 1 } }, true);
      const ctx = runFacts('1x2', readings, { pot: 81, potDeclarer: 0 }, ev).ctx;
      const n: Numbers = { format: '1x2', outcome: ctx.outcome, special: ctx.special, trail: ctx.trail, protocol: ctx.entries, potCredited: ctx.potCredits, potDeclarerSide: 0 };
      expect(missingClauses(n), `${JSON.stringify(readings)}: ${ctx.trail.join(' ')}`).toEqual([]);
    }
  });

  it('holds for every example deal', () => {
    for (const f of exampleScenarioFiles('debertz')) {
      const r = judge(JSON.parse(readFileSync(`examples/debertz/${f}`, 'utf8')));
      expect(missingClauses(fromRuling(r)), f).toEqual([]);
    }
  });

  it('holds for real deals in every format: normal and special deals, party ends, «Б» counts, under several readings', () => {
    const readingSets: Record<string, string>[] = [{}, { 'DEB-G12': 'top-beater-takes', 'DEB-G14': 'floor-discard', 'DEB-G28': 'every-third', 'DEB-G10': 'counts-as-failure', 'DEB-G20': 'to-opponents', 'DEB-G43': 'winners-share', 'DEB-G42': 'stop-when-declarer-out' }];
    let specialsToOpponents = 0;
    let checked = 0;
    for (const format of FORMATS) {
      const f = formatOf(format);
      for (const readings of readingSets) {
        for (let seed = 1; seed <= 40; seed++) {
          const zeros = new Array<number>(f.sides).fill(0);
          const ledgers = [
            { scores: zeros, marks: zeros.map((_, i) => (i + seed) % 4) },
            { scores: zeros.map(() => 480), pot: 81, potDeclarer: seed % f.players },
            { scores: zeros, pot: 40 + seed, potDeclarer: (seed + 1) % f.players },
          ];
          for (const ledger of ledgers) {
            const spec: BuildSpec = { name: 'dep', title: '', format, readings, ledger, ...('pot' in ledger ? {} : { bids: ['play'] }) };
            const sc = buildDebertzScenario(spec, seed);
            if (!sc) continue;
            const r = judge(sc);
            const n = fromRuling(r);
            expect(missingClauses(n), `${format} seed ${seed} ${JSON.stringify(readings)} ${JSON.stringify(ledger)}: trail ${r.trail.join(' ')}`).toEqual([]);
            if (n.potCredited.some((a, side) => a > 0 && side !== n.potDeclarerSide)) specialsToOpponents++;
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(800);
    expect(specialsToOpponents).toBeGreaterThan(50);
  });

  it('holds for a pot still open when the party ends (DEB-G20), void or paid to the opponents', () => {
    // a tie in the special deal (DEB-G10 carry) that also ends the party: 480 + 70 ≥ 501
    for (const readings of [{}, { 'DEB-G20': 'to-opponents' }] as Record<string, string>[]) {
      for (const format of ['1x1', '1x2'] as const) {
        const taken = format === '1x1' ? [70, 70] : [70, 70, 10];
        const ctx = runFacts(format, readings, { scores: taken.map(() => 480), pot: 40, potDeclarer: 0 }, dealEvents({ taken, tricks: taken.map(() => 1) }, true)).ctx;
        const n: Numbers = { format, outcome: ctx.outcome, special: ctx.special, trail: ctx.trail, protocol: ctx.entries, potCredited: ctx.potCredits, potDeclarerSide: 0 };
        expect(missingClauses(n), `${format} ${JSON.stringify(readings)}: ${ctx.trail.join(' ')}`).toEqual([]);
      }
    }
  });
});

/**
 * Rules that move a number without a protocol line of their own: each must still be named where
 * the committee looks. Computed from the ruling's v1 facts (tricks, combinations declared) and
 * the cards, not from the v2 fields under test:
 *  - a side that took no trick has its declared combinations withheld (6.2.3.2) — whenever the
 *    ruling credits anything, 6.2.3.2 is in the trail (in a stopped deal too, where no −50 follows);
 *  - unplayed cards credited on a referee bayd rest on DEB-G22 `all-cards`; dead cards left by the
 *    declarer running out, on DEB-G42 `stop-when-declarer-out`; sequence points passed on, on
 *    DEB-G30 `pass-to-next`; deferred points added before a comparison, on DEB-G8 `handicap`.
 */
function unnamedRules(r: DebertzRuling): string[] {
  const f = formatOf(r.format as FormatId);
  const out: string[] = [];
  const credits = r.outcome !== 'deberc' && r.outcome !== 'redeal' && r.outcome !== 'pre-order-bayd';
  for (let side = 0; side < f.sides; side++) {
    const seats = f.sideOf.flatMap((s, seat) => (s === side ? [seat] : []));
    const took = seats.some((seat) => r.tricks[seat] > 0);
    const declared = seats.reduce((n, seat) => n + r.points.meldsDeclared[seat], 0);
    if (credits && !took && declared > 0 && !r.trail.includes('DEB-6.2.3.2')) out.push(`side ${side} took no trick, its ${declared} declared withheld, 6.2.3.2 not in the trail`);
  }
  const reads = (gap: string, reading: string) => r.readings[gap] === reading;
  if ((r.play?.unplayedCredited ?? 0) > 0 && !reads('DEB-G22', 'all-cards')) out.push('unplayed cards credited without DEB-G22 all-cards');
  if (r.play?.end === 'declarer-out' && !reads('DEB-G42', 'stop-when-declarer-out')) out.push('dead cards without DEB-G42');
  if (r.combinations.passed.some((p) => p > 0) && !reads('DEB-G30', 'pass-to-next')) out.push('passed sequence points without DEB-G30');
  if (r.totals.some((t) => t.deferred > 0) && !reads('DEB-G8', 'handicap')) out.push('deferred points in a total without DEB-G8');
  return out;
}

describe('every rule that changes a number is named in the ruling', () => {
  it('6.2.3.2 (a trickless side’s combinations withheld) is in the trail, also when a referee bayd stopped the deal', () => {
    // 1x1, seat 0 declared 20, took no trick, then seat 1 exposes his cards: the deal stops with 6.2.3.2 acting
    const ctx = runFacts('1x1', {}, {}, [{ type: 'DEALT' }, { type: 'ORDERED', declarer: 0 }, { type: 'MELDS', declared: [20, 0], debercSeat: -1 }, { type: 'TRICK', winner: 1, points: 20 }, { type: 'IRREGULARITY', kind: 'exposedCards', seat: 1, unplayed: 30 }]).ctx;
    expect(ctx.outcome).toBe('referee-bayd');
    expect(ctx.credits).toEqual([20, 0]); // his own card points only: the 20 declared is withheld
    expect(ctx.trail).toContain('DEB-6.2.3.2');
    expect(ctx.trail).not.toContain('DEB-6.2.3.1'); // DEB-G32 completed-deals-only: no −50
  });

  it('holds for real deals in every format, played out and stopped, under several readings', () => {
    const readingSets: Record<string, string>[] = [
      {},
      { 'DEB-G22': 'all-cards', 'DEB-G30': 'pass-to-next', 'DEB-G8': 'handicap', 'DEB-G42': 'stop-when-declarer-out', 'DEB-G21': 'melds-to-opponents' },
      { 'DEB-G32': 'also-stopped', 'DEB-G31': 'player' },
    ];
    const seen = { withheldStopped: 0, unplayedCredited: 0, deadCards: 0, deferred: 0, withheld: 0 };
    for (const format of FORMATS) {
      const f = formatOf(format);
      for (const readings of readingSets) {
        const applicable = Object.fromEntries(Object.entries(readings).filter(([g]) => g !== 'DEB-G31' || format === '2x2'));
        for (let seed = 1; seed <= 30; seed++) {
          const pot = { pot: 30 + seed, potDeclarer: seed % f.players };
          const specs: BuildSpec[] = [
            { name: 'n', title: '', format, readings: applicable, bids: ['play'] },
            { name: 'p', title: '', format, readings: applicable, ledger: pot },
            { name: 's', title: '', format, readings: applicable, bids: ['play'], inject: { at: 'play', afterPlays: 1 + (seed % (3 * f.players)), event: { irregularity: 'signal', seat: seed % f.players } } },
            { name: 'ps', title: '', format, readings: applicable, ledger: pot, inject: { at: 'play', afterPlays: 1 + (seed % (2 * f.players)), event: { irregularity: 'exposedCards', seat: (seed + 1) % f.players } } },
          ];
          for (const spec of specs) {
            const sc = buildDebertzScenario(spec, seed);
            if (!sc) continue;
            const r = judge(sc);
            expect(unnamedRules(r), `${format} ${spec.name} seed ${seed} ${JSON.stringify(applicable)}: trail ${r.trail.join(' ')}`).toEqual([]);
            if (r.combinations.withheld.some((w) => w > 0)) {
              seen.withheld++;
              if (r.play?.end === 'stopped' && r.outcome === 'referee-bayd') seen.withheldStopped++;
            }
            if ((r.play?.unplayedCredited ?? 0) > 0) seen.unplayedCredited++;
            if (r.play?.end === 'declarer-out') seen.deadCards++;
            if (r.totals.some((t) => t.deferred > 0)) seen.deferred++;
          }
        }
      }
    }
    // the rules under test did act on these deals
    for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(0);
  });
});
