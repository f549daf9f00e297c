import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judge } from '../../src/harness/judge/judge.ts';
import type { DebertzRuling } from '../../src/rulesets/debertz/judge/judge.ts';
import { buildDebertzScenario, type BuildSpec } from '../../src/rulesets/debertz/judge/build.ts';
import { analyseMelds, meldPoints } from '../../src/rulesets/debertz/mechanics/melds.ts';
import { formatOf } from '../../src/rulesets/debertz/mechanics/format.ts';
import { maskOf } from '../../src/core/cards/mask.ts';
import { parseCard } from '../../src/core/cards/notation.ts';
import { DEBERTZ_GAPS } from '../../src/rulesets/debertz/regulation/gaps.ts';
import { bellaInFifty, equalTerzes, partnersSequences } from '../../src/rulesets/debertz/suite/concretise.ts';
import { dealEvents, runFacts } from '../support/debertzFacts.ts';

/**
 * For every reading the model implements, a deal where switching the reading changes the ruling,
 * asserted both ways. Arithmetic in the comments; seats are 0-based, seat 0 deals.
 */
const cards = (s: string) => maskOf(s.split(' ').map((c) => parseCard(c)!));
const tested = new Set<string>();
const mark = (gap: string, ...readings: string[]) => readings.forEach((r) => tested.add(`${gap}=${r}`));

describe('Debertz readings: each switch changes the ruling', () => {
  it('DEB-G5: the special deal keeps the dealer (same-dealer) or the seat rotates for it (rotate)', () => {
    mark('DEB-G5', 'same-dealer', 'rotate');
    const tie = dealEvents({ declarer: 1, taken: [81, 81], tricks: [2, 2] });
    expect(runFacts('1x1', {}, {}, tie).ctx.dealer).toBe(0);
    expect(runFacts('1x1', { 'DEB-G5': 'rotate' }, {}, tie).ctx.dealer).toBe(1);
  });

  it('DEB-G7: a misdeal of the special deal is dealt again specially, or a normal deal follows', () => {
    mark('DEB-G7', 'special-again', 'normal-deal');
    const ledger = { pot: 50, potDeclarer: 0 };
    const a = runFacts('1x1', {}, ledger, [{ type: 'DEALER_EXPOSED_CARD' }]).ctx;
    const b = runFacts('1x1', { 'DEB-G7': 'normal-deal' }, ledger, [{ type: 'DEALER_EXPOSED_CARD' }]).ctx;
    expect([a.trail, a.specialPending, a.pot]).toEqual([['DEB-6.3'], true, 50]);
    expect([b.trail, b.specialPending, b.pot]).toEqual([['DEB-6.3'], false, 50]);
  });

  it('DEB-G8: the deferred 40 is a pot awarded after the deal, or a handicap added before the comparison', () => {
    mark('DEB-G8', 'pot', 'handicap');
    // declarer 60 vs 80: fails as a pot; 60 + 40 = 100 > 80 makes it as a handicap
    const ev = dealEvents({ taken: [60, 80], tricks: [1, 1] }, true);
    const a = runFacts('1x1', {}, { pot: 40, potDeclarer: 0 }, ev).ctx;
    const b = runFacts('1x1', { 'DEB-G8': 'handicap' }, { pot: 40, potDeclarer: 0 }, ev).ctx;
    expect([a.outcome, a.credits, a.potCredits]).toEqual(['bayd', [0, 140], [0, 40]]);
    expect([b.outcome, b.credits, b.potCredits]).toEqual(['made', [60, 80], [40, 0]]);
  });

  it('DEB-G10: a tie in the special deal carries the pot, or counts as a failure', () => {
    mark('DEB-G10', 'carry', 'counts-as-failure');
    const ev = dealEvents({ taken: [70, 70], tricks: [1, 1] }, true);
    const a = runFacts('1x1', {}, { pot: 40, potDeclarer: 0 }, ev).ctx;
    const b = runFacts('1x1', { 'DEB-G10': 'counts-as-failure' }, { pot: 40, potDeclarer: 0 }, ev).ctx;
    expect([a.outcome, a.pot, a.specialPending, a.credits]).toEqual(['deferred', 110, true, [0, 70]]);
    expect([b.outcome, b.pot, b.specialPending, b.credits, b.potCredits]).toEqual(['bayd', 0, false, [0, 140], [0, 40]]);
  });

  it('DEB-G12: two of three opponents outscore the failed declarer: they share, or the top one takes it', () => {
    mark('DEB-G12', 'beaters-share', 'top-beater-takes');
    const ev = dealEvents({ taken: [30, 50, 40, 20], tricks: [1, 1, 1, 1] }, true);
    expect(runFacts('1x3', {}, { pot: 90, potDeclarer: 0 }, ev).ctx.potCredits).toEqual([0, 45, 45, 0]);
    expect(runFacts('1x3', { 'DEB-G12': 'top-beater-takes' }, { pot: 90, potDeclarer: 0 }, ev).ctx.potCredits).toEqual([0, 90, 0, 0]);
  });

  it('DEB-G13: tied top opponents share, or the earlier seat takes it', () => {
    mark('DEB-G13', 'share', 'earlier-seat');
    const ev = dealEvents({ taken: [30, 50, 50, 20], tricks: [1, 1, 1, 1] }, true);
    const r = { 'DEB-G12': 'top-beater-takes' };
    expect(runFacts('1x3', r, { pot: 90, potDeclarer: 0 }, ev).ctx.potCredits).toEqual([0, 45, 45, 0]);
    expect(runFacts('1x3', { ...r, 'DEB-G13': 'earlier-seat' }, { pot: 90, potDeclarer: 0 }, ev).ctx.potCredits).toEqual([0, 90, 0, 0]);
  });

  it('DEB-G14: 81 split two ways gives the odd point to the earlier seat, or discards it', () => {
    mark('DEB-G14', 'remainder-earlier-seat', 'floor-discard');
    const ev = dealEvents({ taken: [10, 50, 40], tricks: [1, 1, 1] }, true);
    const a = runFacts('1x2', {}, { pot: 81, potDeclarer: 0 }, ev).ctx;
    const b = runFacts('1x2', { 'DEB-G14': 'floor-discard' }, { pot: 81, potDeclarer: 0 }, ev).ctx;
    expect([a.potCredits, a.potVoided, a.trail.includes('DEB-6.2.2.6.b')]).toEqual([[0, 41, 40], 0, true]);
    expect([b.potCredits, b.potVoided]).toEqual([[0, 40, 40], 1]);
  });

  it('DEB-G15: 60 against 50 and 40 makes by beating each, fails against the two combined', () => {
    mark('DEB-G15', 'beat-each', 'beat-combined');
    const ev = dealEvents({ taken: [60, 50, 40], tricks: [1, 1, 1] });
    expect(runFacts('1x2', {}, {}, ev).ctx.outcome).toBe('made');
    const b = runFacts('1x2', { 'DEB-G15': 'beat-combined' }, {}, ev).ctx;
    expect([b.outcome, b.credits]).toEqual(['bayd', [0, 80, 70]]); // 50 + 30, 40 + 30
  });

  it('DEB-G16: the failed declarer’s 40 is split, goes to the top scorer, or goes in full to each', () => {
    mark('DEB-G16', 'split-equally', 'top-scorer', 'each-full');
    const ev = dealEvents({ taken: [40, 60, 30], tricks: [1, 1, 1] });
    expect(runFacts('1x2', {}, {}, ev).ctx.credits).toEqual([0, 80, 50]);
    expect(runFacts('1x2', { 'DEB-G16': 'top-scorer' }, {}, ev).ctx.credits).toEqual([0, 100, 30]);
    expect(runFacts('1x2', { 'DEB-G16': 'each-full' }, {}, ev).ctx.credits).toEqual([0, 100, 70]);
  });

  it('DEB-G17: a 2x2 tie defers the whole team’s points, or only the declarer’s own', () => {
    mark('DEB-G17', 'team', 'per-player');
    // team 0: 40 + 41 = 81; team 1: declarer seat 1 50 + partner seat 3 31 = 81
    const ev = dealEvents({ declarer: 1, taken: [40, 50, 41, 31], tricks: [1, 1, 1, 1] });
    const a = runFacts('2x2', {}, {}, ev).ctx;
    const b = runFacts('2x2', { 'DEB-G17': 'per-player' }, {}, ev).ctx;
    expect([a.outcome, a.pot, a.credits]).toEqual(['deferred', 81, [81, 0]]);
    expect([b.outcome, b.pot, b.credits]).toEqual(['deferred', 50, [81, 31]]);
  });

  it('DEB-G18: 50 against 50 and 30 is a tie with the best, or a failure unless all are equal', () => {
    mark('DEB-G18', 'equals-best', 'all-equal');
    const ev = dealEvents({ taken: [50, 50, 30], tricks: [1, 1, 1] });
    expect(runFacts('1x2', {}, {}, ev).ctx.outcome).toBe('deferred');
    expect(runFacts('1x2', { 'DEB-G18': 'all-equal' }, {}, ev).ctx.outcome).toBe('bayd');
  });

  it('DEB-G19: a deferred bayd earns no «Б», or one', () => {
    mark('DEB-G19', 'no', 'yes');
    const ev = dealEvents({ taken: [81, 81], tricks: [2, 2] });
    expect(runFacts('1x1', {}, {}, ev).ctx.marks).toEqual([0, 0]);
    expect(runFacts('1x1', { 'DEB-G19': 'yes' }, {}, ev).ctx.marks).toEqual([1, 0]);
  });

  it('DEB-G20: a pot still open when the party ends is void, or goes to the opponents', () => {
    mark('DEB-G20', 'void', 'to-opponents');
    // tie at 60; the opponent's 480 + 60 passes 501 and ends the party with the 60 deferred
    const ev = dealEvents({ taken: [60, 60], tricks: [1, 1] });
    const a = runFacts('1x1', {}, { scores: [100, 480] }, ev);
    const b = runFacts('1x1', { 'DEB-G20': 'to-opponents' }, { scores: [100, 480] }, ev);
    expect([a.status, a.ctx.scores, a.ctx.potVoided, a.ctx.winner]).toEqual(['done', [100, 540], 60, 1]);
    expect([b.status, b.ctx.scores, b.ctx.potOut, b.ctx.winner]).toEqual(['done', [100, 600], 60, 1]);
  });

  it('DEB-G21: a trickless declarer’s combinations are void, or go to the opponents', () => {
    mark('DEB-G21', 'melds-void', 'melds-to-opponents');
    const ev = dealEvents({ taken: [0, 100], tricks: [0, 3], melds: [20, 0] });
    const a = runFacts('1x1', {}, {}, ev).ctx;
    const b = runFacts('1x1', { 'DEB-G21': 'melds-to-opponents' }, {}, ev).ctx;
    expect([a.credits, a.penalties]).toEqual([[0, 100], [50, 0]]);
    expect([b.credits, b.penalties]).toEqual([[0, 120], [50, 0]]);
  });

  it('DEB-G22: a referee bayd gives the opponents the tricks taken so far, or every card point still in play', () => {
    mark('DEB-G22', 'tricks-so-far', 'all-cards');
    const ev = dealEvents({ taken: [30, 20], tricks: [1, 1], offence: { kind: 'exposedCards', seat: 1, unplayed: 70 } });
    expect(runFacts('1x1', {}, {}, ev).ctx.credits).toEqual([50, 0]);
    expect(runFacts('1x1', { 'DEB-G22': 'all-cards' }, {}, ev).ctx.credits).toEqual([120, 0]);
  });

  it('DEB-G23: a defender’s bayd is shared by all innocent sides, or goes to the declarer alone', () => {
    mark('DEB-G23', 'innocent-share', 'declarer-only');
    const ev = dealEvents({ taken: [30, 20, 10], tricks: [1, 1, 1], offence: { kind: 'signal', seat: 2 } });
    expect(runFacts('1x2', {}, {}, ev).ctx.credits).toEqual([35, 25, 0]);
    expect(runFacts('1x2', { 'DEB-G23': 'declarer-only' }, {}, ev).ctx.credits).toEqual([40, 20, 0]);
  });

  it('DEB-G24: an offence before anyone ordered marks «Б» and redeals, or simply redeals', () => {
    mark('DEB-G24', 'mark-and-redeal', 'redeal-no-mark');
    const ev = [{ type: 'DEALT' } as const, { type: 'IRREGULARITY', kind: 'outOfTurn', seat: 1, unplayed: 0 } as const];
    const a = runFacts('1x1', {}, { marks: [0, 2] }, ev).ctx;
    const b = runFacts('1x1', { 'DEB-G24': 'redeal-no-mark' }, { marks: [0, 2] }, ev).ctx;
    expect([a.outcome, a.marks, a.penalties, a.trail]).toEqual(['pre-order-bayd', [0, 3], [0, 100], ['DEB-6.2.1.1', 'DEB-6.2.1.8', 'DEB-6.2.1.8.a', 'DEB-6.2.1.4', 'DEB-6.2.1.6', 'DEB-6.4']]);
    expect([b.outcome, b.marks, b.penalties, b.silences.map((s) => s.gap)]).toEqual(['redeal', [0, 2], [0, 0], ['DEB-G24']]);
  });

  it('DEB-G27: a revoke has no clause (play goes on), or is a bayd by analogy with 6.2.1.8', () => {
    mark('DEB-G27', 'no-clause', 'bayd-by-analogy');
    const ev = dealEvents({ taken: [90, 30], tricks: [3, 1] });
    ev.splice(4, 0, { type: 'IRREGULARITY', kind: 'revoke', seat: 1, unplayed: 0 });
    const a = runFacts('1x1', {}, {}, ev).ctx;
    const b = runFacts('1x1', { 'DEB-G27': 'bayd-by-analogy' }, {}, ev.slice(0, 5)).ctx;
    expect([a.outcome, a.silences.map((s) => s.kind)]).toEqual(['made', ['no-clause-applies']]);
    expect([b.outcome, b.trail.slice(0, 2), b.marks]).toEqual(['referee-bayd', ['DEB-6.2.1.1', 'DEB-6.2.1.8'], [0, 1]]);
  });

  it('DEB-G28: the 4th and 6th «Б» cost 50 each (literal), or 0 and 100 (every third)', () => {
    mark('DEB-G28', 'literal', 'every-third');
    const ev = dealEvents({ taken: [30, 90], tricks: [1, 3] });
    expect(runFacts('1x1', {}, { marks: [3, 0] }, ev).ctx.penalties).toEqual([50, 0]);
    expect(runFacts('1x1', { 'DEB-G28': 'every-third' }, { marks: [3, 0] }, ev).ctx.penalties).toEqual([0, 0]);
    expect(runFacts('1x1', {}, { marks: [5, 0] }, ev).ctx.penalties).toEqual([50, 0]);
    expect(runFacts('1x1', { 'DEB-G28': 'every-third' }, { marks: [5, 0] }, ev).ctx.penalties).toEqual([100, 0]);
  });

  it('DEB-G30: the best combination of a trickless side is lost, or passes to the next-best side', () => {
    mark('DEB-G30', 'no-pass', 'pass-to-next');
    const format = formatOf('1x2');
    // seat 0: 50 in spades (9-T-J-Q) and a diamond terz; seat 1: a club terz and bella; seat 2 nothing; trump hearts
    const hands = [cards('9S TS JS QS 7D 8D 9D AH 7H'), cards('7C 8C 9C KD AD TH 9H QH KH'), cards('7S 8S KS AS TC QC AC 8H JH')];
    const a = analyseMelds(hands, 3, format, 1, false);
    const took = [false, true, true];
    expect(meldPoints(a, format, took, false).credited).toEqual([0, 20, 0]); // bella only
    expect(meldPoints(a, format, took, true).credited).toEqual([0, 40, 0]); // bella + the terz
  });

  it('DEB-G31: in 2x2 a partner without a trick costs nothing while the team took one, or −50', () => {
    mark('DEB-G31', 'team', 'player');
    const ev = dealEvents({ declarer: 1, taken: [40, 60, 30, 32], tricks: [1, 2, 1, 0] });
    expect(runFacts('2x2', {}, {}, ev).ctx.penalties).toEqual([0, 0]);
    expect(runFacts('2x2', { 'DEB-G31': 'player' }, {}, ev).ctx.penalties).toEqual([0, 50]);
  });

  it('DEB-G32: a deal stopped by the referee triggers no −50, or −50 for a side with no trick so far', () => {
    mark('DEB-G32', 'completed-deals-only', 'also-stopped');
    const ev = dealEvents({ taken: [30, 0], tricks: [1, 0], offence: { kind: 'signal', seat: 0 } });
    expect(runFacts('1x1', {}, {}, ev).ctx.penalties).toEqual([0, 0]);
    expect(runFacts('1x1', { 'DEB-G32': 'also-stopped' }, {}, ev).ctx.penalties).toEqual([0, 50]);
  });

  it('DEB-G38: 350 wins a party to 301 but not to 501 or 1001', () => {
    mark('DEB-G38', '301', '501', '1001');
    const ev = dealEvents({ taken: [60, 40], tricks: [2, 1] });
    expect(runFacts('1x1', { 'DEB-G38': '301' }, { scores: [290, 0] }, ev).status).toBe('done');
    expect(runFacts('1x1', {}, { scores: [290, 0] }, ev).status).toBe('active');
    expect(runFacts('1x1', { 'DEB-G38': '1001' }, { scores: [490, 0] }, ev).status).toBe('active');
    expect(runFacts('1x1', {}, { scores: [490, 0] }, ev).status).toBe('done');
    // 400 + 60 = 460 stays below 501: the deal's credits count once (regression: they were counted twice)
    expect(runFacts('1x1', {}, { scores: [400, 0] }, ev).status).toBe('active');
    expect(runFacts('1x1', {}, { scores: [441, 0] }, ev).status).toBe('done');
  });

  it('DEB-G39: five in sequence is worth 50, or 100', () => {
    mark('DEB-G39', 'fifty', 'hundred');
    const format = formatOf('1x1');
    const hands = [cards('7S 8S 9S TS JS AD KH 7C 8C'), cards('9D TD JD QD 7H 9C JC KS AS')];
    expect(analyseMelds(hands, 3, format, 1, false).sequencePoints).toEqual([50, 50]);
    expect(analyseMelds(hands, 3, format, 1, true).sequencePoints).toEqual([100, 50]);
  });
});

/** Judge-level switches: readings that act on cards, checked on real seeded deals. */
function firstSeed(spec: BuildSpec, accept: (scenario: Record<string, unknown>) => boolean, limit = 3000) {
  for (let seed = 1; seed < limit; seed++) {
    const s = buildDebertzScenario(spec, seed);
    if (s && accept(s)) return s;
  }
  throw new Error(`no seed found for ${JSON.stringify(spec)}`);
}
const tryJudge = (s: unknown): DebertzRuling | Error => {
  try {
    return judge(s) as DebertzRuling;
  } catch (e) {
    return e as Error;
  }
};

describe('Debertz readings acting on the cards (judge)', () => {
  it('DEB-G2 and DEB-G3: the special deal’s hands are 7/8 literally, 7/9 at format size, 8/8 with one fewer', () => {
    mark('DEB-G2', 'literal', 'format-size');
    mark('DEB-G3', 'none', 'one-fewer');
    const ledger = { pot: 40, potDeclarer: 1 };
    const literal = judge(buildDebertzScenario({ name: 'g2', title: '', format: '1x1', ledger }, 1)) as DebertzRuling;
    expect(literal.handSizes).toEqual([8, 7]);
    expect(literal.findings[0]).toMatch(/8\/7/);
    const formatSize = judge(buildDebertzScenario({ name: 'g2', title: '', format: '1x1', ledger, readings: { 'DEB-G2': 'format-size' } }, 1)) as DebertzRuling;
    expect(formatSize.handSizes).toEqual([9, 7]);
    const oneFewer = judge(buildDebertzScenario({ name: 'g3', title: '', format: '2x2', ledger, readings: { 'DEB-G3': 'one-fewer' } }, 1)) as DebertzRuling;
    expect(oneFewer.handSizes).toEqual([8, 8, 8, 8]);
    expect(oneFewer.findings).toEqual([]);
    // the literal deal is impossible under the other reading, and the judge says why
    const s = buildDebertzScenario({ name: 'g2', title: '', format: '1x1', ledger }, 1)!;
    expect(() => judge({ ...s, readings: { 'DEB-G2': 'format-size' } })).toThrow(/hands\[0\]: 8 cards, but the special deal/);
  });

  it('DEB-G42: the special deal’s unequal hands are played out, or the play stops with the declarer’s last card', () => {
    mark('DEB-G42', 'play-every-card', 'stop-when-declarer-out');
    // 1x1, literal special deal (DEB-G2 literal, DEB-G3 none): the declarer (seat 1) holds 7 cards, seat 0 holds 8
    const ledger = { pot: 40, potDeclarer: 1 };
    const stop = { 'DEB-G42': 'stop-when-declarer-out' };
    const every = buildDebertzScenario({ name: 'g42', title: '', format: '1x1', ledger }, 1)!;
    const stopped = buildDebertzScenario({ name: 'g42', title: '', format: '1x1', ledger, readings: stop }, 1)!;
    const a = judge(every) as DebertzRuling;
    const b = judge(stopped) as DebertzRuling;
    // play-every-card: seat 0 plays trick 8 alone (JS, 2 points) and takes the last-trick 10: 32 + melds 20 = 52 > 48, bayd
    expect([a.outcome, a.tricks, a.points.cardPoints, a.points.meldsDeclared, a.potCredited]).toEqual(['bayd', [5, 3], [32, 48], [20, 0], [40, 0]]);
    // stop-when-declarer-out: trick 7, won by the declarer, is the last and takes the 10; JS is dead:
    // seat 0 has 32 − 2 − 10 = 20 (+ 20) = 40 < 48 + 10 = 58, made, and the pot is his
    expect([b.outcome, b.tricks, b.points.cardPoints, b.potCredited, b.credited]).toEqual(['made', [4, 3], [20, 58], [0, 40], [40, 58]]);
    expect([a.readings['DEB-G42'], b.readings['DEB-G42']]).toEqual(['play-every-card', 'stop-when-declarer-out']);
    expect(b.findings).toContain('DEB-G42 stop-when-declarer-out: the declarer played his last card to trick 7, which ended the play and took the last-trick 10; cards left unplayed (dead, scored by nobody): seat 0 JS');
    // the same cards under the other reading: the 8th trick comes after the end, or is missing
    expect(() => judge({ ...every, readings: stop })).toThrow(/scenario\.events\[14\]: comes after the deal has ended \(outcome: made\) — under DEB-G42 stop-when-declarer-out play ended/);
    expect(() => judge({ ...stopped, readings: {} })).toThrow(/ends before the deal is over/);
    // 2x2 (declarer seat 1 holds 7 of the 31 dealt cards): made when the others play trick 8, bayd when it is never played
    const ledger2 = { pot: 40, potDeclarer: 1 };
    const c = judge(buildDebertzScenario({ name: 'g42', title: '', format: '2x2', ledger: ledger2 }, 2)!) as DebertzRuling;
    const d = judge(buildDebertzScenario({ name: 'g42', title: '', format: '2x2', ledger: ledger2, readings: stop }, 2)!) as DebertzRuling;
    expect([c.outcome, c.credited, c.potCredited]).toEqual(['made', [87, 104], [0, 40]]);
    expect([d.outcome, d.credited, d.potCredited]).toEqual(['bayd', [187, 0], [40, 0]]);
    // equal hands (DEB-G3 one-fewer: 8 each) never reach the question: not consulted
    const equal = judge(buildDebertzScenario({ name: 'g42', title: '', format: '2x2', ledger: ledger2, readings: { 'DEB-G3': 'one-fewer' } }, 2)!) as DebertzRuling;
    expect(equal.readings['DEB-G42']).toBeUndefined();
  });

  it('DEB-G43: after a defender’s referee bayd in a 1x2 special deal the declarer takes the pot, or the sides not in bayd share it', () => {
    mark('DEB-G43', 'declarer', 'winners-share');
    // special deal, declarer seat 0, pot 81; defender seat 1 is caught signalling after three tricks
    const ev = dealEvents({ taken: [20, 10, 30], tricks: [1, 1, 1], offence: { kind: 'signal', seat: 1 } }, true);
    const a = runFacts('1x2', {}, { pot: 81, potDeclarer: 0 }, ev).ctx;
    const b = runFacts('1x2', { 'DEB-G43': 'winners-share' }, { pot: 81, potDeclarer: 0 }, ev).ctx;
    expect([a.outcome, a.potCredits, a.trail.includes('DEB-6.2.2.5.a'), a.consulted]).toEqual(['referee-bayd', [81, 0, 0], true, expect.arrayContaining(['DEB-G43=declarer'])]);
    // 81 between seats 0 and 2: 40 each, the odd point to the first of them after the declarer in turn order (seat 2, DEB-G14)
    expect([b.potCredits, b.trail.includes('DEB-6.2.2.5'), b.consulted]).toEqual([[40, 0, 41], true, expect.arrayContaining(['DEB-G43=winners-share'])]);
    // 1x1: the declarer is the only winner; the gap is not consulted
    const one = runFacts('1x1', { 'DEB-G43': 'winners-share' }, { pot: 81, potDeclarer: 0 }, dealEvents({ taken: [20, 10], tricks: [1, 1], offence: { kind: 'signal', seat: 1 } }, true)).ctx;
    expect([one.potCredits, one.consulted.some((c) => c.startsWith('DEB-G43'))]).toEqual([[81, 0], false]);
  });

  it('DEB-G4: the special deal’s trump is the shown card’s suit, or the tied deal’s trump', () => {
    mark('DEB-G4', 'shown-card', 'previous-trump');
    // the deal stops at once (a signal by a defender), so the same events are legal under either trump
    const built = buildDebertzScenario({ name: 'g4', title: '', format: '1x3', ledger: { pot: 40, potDeclarer: 1, previousTrump: 'S' } }, 3)!;
    const s: Record<string, unknown> = { ...built, events: [{ irregularity: 'signal', seat: 0 }] };
    const shownSuit = String(s.turned).slice(-1);
    expect(shownSuit).not.toBe('S');
    const shown = judge(s) as DebertzRuling;
    const prev = judge({ ...s, readings: { 'DEB-G4': 'previous-trump' } }) as DebertzRuling;
    expect([shown.trump, shown.readings['DEB-G4']]).toEqual([shownSuit, 'shown-card']);
    expect([prev.trump, prev.readings['DEB-G4']]).toEqual(['S', 'previous-trump']);
  });

  it('DEB-G25: a trump that beats the led trump but not a higher one is legal (led-trump) or a bayd (highest-trump)', () => {
    mark('DEB-G25', 'led-trump', 'highest-trump', 'first-trump-in-trick', 'first-trump-trick');
    const spec: BuildSpec = { name: 'g25', title: '', format: '1x3', readings: { 'DEB-G25': 'highest-trump' }, inject: { at: 'failBeat' } };
    const s = firstSeed(spec, (sc) => {
      const r = tryJudge(sc);
      return !(r instanceof Error) && r.outcome === 'referee-bayd' && String(tryJudge({ ...sc, readings: {} })).includes('ends before the deal is over');
    });
    expect((judge(s) as DebertzRuling).trail).toContain('DEB-6.2.1.8.c');
    expect(String(tryJudge({ ...s, readings: {} }))).toMatch(/ends before the deal is over/); // the same card is legal under led-trump
  });

  it('DEB-G26: in 2x2 a player need not overtrump his winning partner (partner-exempt)', () => {
    mark('DEB-G26', 'must-anyway', 'partner-exempt');
    const spec: BuildSpec = { name: 'g26', title: '', format: '2x2', readings: { 'DEB-G25': 'highest-trump' }, inject: { at: 'failBeat' } };
    const s = firstSeed(spec, (sc) => {
      const r = tryJudge(sc);
      return !(r instanceof Error) && r.outcome === 'referee-bayd' && String(tryJudge({ ...sc, readings: { 'DEB-G25': 'highest-trump', 'DEB-G26': 'partner-exempt' } })).includes('ends before the deal is over');
    });
    expect((judge(s) as DebertzRuling).outcome).toBe('referee-bayd');
    expect(String(tryJudge({ ...s, readings: { 'DEB-G25': 'highest-trump', 'DEB-G26': 'partner-exempt' } }))).toMatch(/ends before the deal is over/);
  });

  it('DEB-G33: a defender may swap the trump seven (any-player), or may not (declarer-only, off)', () => {
    mark('DEB-G33', 'any-player', 'declarer-only', 'off');
    // eldest (seat 1) orders the turned suit; seat 0 holds its seven
    const s = firstSeed({ name: 'g33', title: '', format: '1x1' }, (sc) => {
      const suit = String(sc.turned).slice(-1);
      return (sc.hands as string[][])[0].includes(`7${suit}`);
    });
    const withSwap = { ...s, events: [(s.events as unknown[])[0], { seat: 0, swapSeven: true }] };
    expect(String(tryJudge(withSwap))).toMatch(/ends before the deal is over/); // accepted
    expect(String(tryJudge({ ...withSwap, readings: { 'DEB-G33': 'declarer-only' } }))).toMatch(/swap is not allowed here \(DEB-G33 declarer-only/);
    expect(String(tryJudge({ ...withSwap, readings: { 'DEB-G33': 'off' } }))).toMatch(/swap is not allowed here \(DEB-G33 off/);
  });

  it('DEB-G34: in 4-player formats the turned card goes to the declarer, or to the dealer', () => {
    mark('DEB-G34', 'declarer', 'dealer');
    const toDeclarer = buildDebertzScenario({ name: 'g34', title: '', format: '2x2' }, 5)!;
    const toDealer = buildDebertzScenario({ name: 'g34', title: '', format: '2x2', readings: { 'DEB-G34': 'dealer' } }, 5)!;
    expect(judge(toDeclarer)).toBeTruthy();
    expect(judge(toDealer)).toBeTruthy();
    expect(() => judge({ ...toDeclarer, readings: { 'DEB-G34': 'dealer' } })).toThrow(/turned card .* goes to seat 0 \(DEB-G34 dealer\)/);
    expect(() => judge({ ...toDealer, readings: {} })).toThrow(/goes to seat 1 \(DEB-G34 declarer\)/);
  });

  it('DEB-G35: when all pass twice the deal is redealt, or the dealer must name a suit', () => {
    mark('DEB-G35', 'redeal-next-dealer', 'dealer-must-order');
    const s = buildDebertzScenario({ name: 'g35', title: '', format: '1x1', bids: ['pass', 'pass', 'pass', 'pass'] }, 1)!;
    const r = judge({ ...s, hands: (s.hands as string[][]) }) as DebertzRuling;
    expect([r.outcome, r.ledger.after.dealer]).toEqual(['redeal', 1]);
    expect(() => judge({ ...s, readings: { 'DEB-G35': 'dealer-must-order' } })).toThrow(/dealer must name a suit/);
  });

  it('DEB-G37: the eldest leads, or the declarer; the other lead is out of turn', () => {
    mark('DEB-G37', 'eldest-leads', 'declarer-leads');
    const s = buildDebertzScenario({ name: 'g37', title: '', format: '1x2', bids: ['pass', 'play'] }, 2)!;
    expect((judge(s) as DebertzRuling).outcome).not.toBe('referee-bayd');
    // under declarer-leads the eldest's lead is out of turn: the deal stops at that card
    const r = judge({ ...s, readings: { 'DEB-G37': 'declarer-leads' }, events: (s.events as unknown[]).slice(0, 3) }) as DebertzRuling;
    expect([r.outcome, r.trail[2]]).toEqual(['referee-bayd', 'DEB-6.2.1.8.a']);
  });

  it('DEB-G45: a terz declared out of four in sequence scores 20 (as-declared: bayd) or 50 (whole-sequence: made)', () => {
    mark('DEB-G45', 'as-declared', 'whole-sequence');
    // examples/debertz/partial-sequence-1x3.json: the declarer (seat 1) holds 8D 9D TD JD and declares 8D 9D TD;
    // his 56 card points + 20 = 76 < seat 0's 81 (bayd); + 50 = 106 (made)
    const s = JSON.parse(readFileSync('examples/debertz/partial-sequence-1x3.json', 'utf8'));
    const a = judge(s) as DebertzRuling;
    const b = judge({ ...s, readings: { 'DEB-G45': 'whole-sequence' } }) as DebertzRuling;
    expect([a.outcome, a.points.meldsDeclared[1], a.readings['DEB-G45']]).toEqual(['bayd', 20, 'as-declared']);
    expect([b.outcome, b.points.meldsDeclared[1], b.readings['DEB-G45']]).toEqual(['made', 50, 'whole-sequence']);
  });

  it('DEB-G46: a deberc held and not declared is played on (declared-only) or ends the party (held)', () => {
    mark('DEB-G46', 'declared-only', 'held');
    // examples/debertz/undeclared-deberc-1x2.json: seat 1 orders diamonds holding 8D…AD, declares nothing
    const s = JSON.parse(readFileSync('examples/debertz/undeclared-deberc-1x2.json', 'utf8'));
    const played = judge(s) as DebertzRuling;
    expect([played.outcome, played.readings['DEB-G46']]).toEqual(['made', 'declared-only']);
    expect(played.points.meldsDeclared).toEqual([0, 0, 0]);
    // under `held` the deal ends at the first lead: the scenario stops with the first card
    const lead = s.events.findIndex((e: any) => 'play' in e);
    const held = judge({ ...s, readings: { 'DEB-G46': 'held' }, events: s.events.slice(0, lead + 1) }) as DebertzRuling;
    expect([held.outcome, held.readings['DEB-G46']]).toEqual(['deberc', 'held']);
    // the same first card under declared-only leaves the deal unfinished: the judge says so
    expect(() => judge({ ...s, events: s.events.slice(0, lead + 1) })).toThrow(/the scenario ends before the deal is over/);
    // declared, the deberc ends the party under either reading, and the gap is not consulted
    const declared = judge({ ...s, events: [s.events[0], { seat: 1, declare: ['8D', '9D', 'TD', 'JD', 'QD', 'KD', 'AD'] }, s.events[lead]] }) as DebertzRuling;
    expect(declared.outcome).toBe('deberc');
    expect(declared.readings['DEB-G46']).toBeUndefined();
  });

  it('DEB-G47: on a made game each side records its own points (each-own), or the declarer takes the whole deal (winner-takes-all)', () => {
    mark('DEB-G47', 'each-own', 'winner-takes-all');
    // examples/debertz/made-1x1.json: seat 1 orders and makes it, 61 points against seat 0's 32, no combinations
    const s = JSON.parse(readFileSync('examples/debertz/made-1x1.json', 'utf8'));
    const own = judge(s) as DebertzRuling;
    const all = judge({ ...s, readings: { 'DEB-G47': 'winner-takes-all' } }) as DebertzRuling;
    // the totals compared are the same: 32 against 61, made under either reading
    expect([own.outcome, own.totals.map((t) => t.total), own.readings['DEB-G47']]).toEqual(['made', [32, 61], 'each-own']);
    expect([all.outcome, all.totals.map((t) => t.total), all.readings['DEB-G47']]).toEqual(['made', [32, 61], 'winner-takes-all']);
    // each-own: 32 and 61; winner-takes-all: 0 and 32 + 61 = 93
    expect(own.scoreChange.map((c) => c.credited)).toEqual([32, 61]);
    expect(all.scoreChange.map((c) => c.credited)).toEqual([0, 93]);
    // a made deal where the defenders have nothing to credit: the readings agree and the gap is not consulted
    const shutout = runFacts('1x1', { 'DEB-G47': 'winner-takes-all' }, {}, dealEvents({ declarer: 1, taken: [0, 162], tricks: [0, 9] })).ctx;
    expect([shutout.outcome, shutout.credits, shutout.consulted.some((c) => c.startsWith('DEB-G47'))]).toEqual(['made', [0, 162], false]);
  });

  it('DEB-G48: in a deal a referee bayd stopped, a side without a trick has its combinations withheld (withhold) or credited (completed-deals-only)', () => {
    mark('DEB-G48', 'withhold', 'completed-deals-only');
    // examples/debertz/referee-signal.json (2x2, seat 1 orders, team 1 declares a 50) with the
    // signal moved into trick 1: seat 2 (team 0) is caught after seats 1 and 2 have played, no trick taken
    const s = JSON.parse(readFileSync('examples/debertz/referee-signal.json', 'utf8'));
    const stopped = { ...s, events: [...s.events.slice(0, 3), { irregularity: 'signal', seat: 2 }] };
    const withhold = judge(stopped) as DebertzRuling;
    const credit = judge({ ...stopped, readings: { 'DEB-G48': 'completed-deals-only' } }) as DebertzRuling;
    expect([withhold.outcome, withhold.combinations.declared, withhold.readings['DEB-G48']]).toEqual(['referee-bayd', [0, 50, 0, 0], 'withhold']);
    // withhold: team 1 (innocent) has 0 card points and its 50 withheld by 6.2.3.2 → credited 0; team 0 in bayd → 0
    expect([withhold.scoreChange.map((c) => c.credited), withhold.combinations.withheld, withhold.trail.includes('DEB-6.2.3.2')]).toEqual([[0, 0], [0, 50, 0, 0], true]);
    // completed-deals-only: 0 card points + the declared 50 → team 1 credited 50; 6.2.3.2 moved nothing and is not cited
    expect([credit.scoreChange.map((c) => c.credited), credit.combinations.credited, credit.trail.includes('DEB-6.2.3.2')]).toEqual([[0, 50], [0, 50, 0, 0], false]);
    // neither reading charges the −50 (DEB-G32 completed-deals-only)
    expect([withhold.scoreChange.map((c) => c.penalties), credit.scoreChange.map((c) => c.penalties)]).toEqual([[0, 0], [0, 0]]);
    // the example as it is (signal after trick 2, team 1 took a trick): 31 card points + 50, the same under both readings, not consulted
    const full = judge({ ...s, readings: { 'DEB-G48': 'completed-deals-only' } }) as DebertzRuling;
    expect([full.scoreChange.map((c) => c.credited), full.readings['DEB-G48']]).toEqual([[0, 81], undefined]);
    // the offender's side without a trick: its declared 20 is withheld, or forfeited to the opponent with his 30 (DEB-G22 tricks-so-far)
    const ev = dealEvents({ declarer: 0, melds: [20, 0], taken: [0, 30], tricks: [0, 1], offence: { kind: 'signal', seat: 0 } });
    expect(runFacts('1x1', {}, {}, ev).ctx.credits).toEqual([0, 30]);
    expect(runFacts('1x1', { 'DEB-G48': 'completed-deals-only' }, {}, ev).ctx.credits).toEqual([0, 50]);
  });

  it('DEB-G49: a deberc held when the first card is led out of turn ends the party (deberc-at-lead) or yields to the breach (breach-first)', () => {
    mark('DEB-G49', 'deberc-at-lead', 'breach-first');
    // examples/debertz/deberc-out-of-turn-1x2.json (the deal of undeclared-deberc-1x2.json): seat 1, the eldest and
    // to lead, orders diamonds holding 8D…AD and declares the deberc; seat 2 leads JC out of turn (DEB-6.2.1.8.a)
    const s = JSON.parse(readFileSync('examples/debertz/deberc-out-of-turn-1x2.json', 'utf8'));
    const a = judge(s) as DebertzRuling;
    const b = judge({ ...s, readings: { 'DEB-G49': 'breach-first' } }) as DebertzRuling;
    // deberc-at-lead: the deberc ends the party for seat 1 before the card is ruled; no «Б»
    expect([a.outcome, a.cause.kind, a.readings['DEB-G49'], a.ledger.after.partyOver, a.ledger.after.winner, a.ledger.after.marks]).toEqual(['deberc', 'deberc', 'deberc-at-lead', true, 1, [0, 0, 0]]);
    // breach-first: seat 2's out-of-turn lead is bayd (its «Б»); the party goes on; no trick was taken, so nothing
    // is credited (tricks so far 0; the declared 50 needs a trick, 6.2.3.2)
    expect([b.outcome, b.cause.offence, b.cause.seat, b.readings['DEB-G49'], b.ledger.after.partyOver, b.ledger.after.marks]).toEqual(['referee-bayd', 'outOfTurn', 2, 'breach-first', false, [0, 0, 1]]);
    expect([b.points.meldsDeclared, b.credited]).toEqual([[0, 50, 0], [0, 0, 0]]);
    // a signal stated before the first card is ruled before any combination under both readings: not consulted
    const [bid, deberc] = s.events;
    for (const r of ['deberc-at-lead', 'breach-first']) {
      const x = judge({ ...s, readings: { 'DEB-G49': r }, events: [bid, deberc, { irregularity: 'signal', seat: 2 }] }) as DebertzRuling;
      expect([x.outcome, x.readings['DEB-G49'], x.ledger.after.marks]).toEqual(['referee-bayd', undefined, [0, 0, 1]]);
    }
    // the deberc holder leading in turn: the deberc ends the party, the gap not consulted
    const inTurn = judge({ ...s, events: [bid, deberc, { seat: 1, play: '9D' }] }) as DebertzRuling;
    expect([inTurn.outcome, inTurn.readings['DEB-G49']]).toEqual(['deberc', undefined]);
  });

  it('DEB-G50: of two 50s the run to the ace wins (value-then-top: made) or the run of five (longer-first: bayd)', () => {
    mark('DEB-G50', 'value-then-top', 'longer-first');
    // examples/debertz/equal-fifties-1x1.json (a seeded deal rearranged): the declarer (seat 1) holds JS QS KS AS,
    // the defender 9C TC JC QC KC, trump diamonds: both 50 under DEB-G39 fifty
    const s = JSON.parse(readFileSync('examples/debertz/equal-fifties-1x1.json', 'utf8'));
    const a = judge(s) as DebertzRuling;
    const b = judge({ ...s, readings: { 'DEB-G50': 'longer-first' } }) as DebertzRuling;
    // value-then-top: the run to the ace scores: the declarer's 50 card points + 10 for the last trick + 50 = 110 > 27 (made)
    expect([a.outcome, a.points.cardPoints, a.points.meldsDeclared, a.readings['DEB-G50']]).toEqual(['made', [27, 60], [0, 50], 'value-then-top']);
    expect(a.credited).toEqual([27, 110]);
    // longer-first: the run of five scores: 60 < 27 + 50 = 77 (bayd); the defender receives 60 + 77 = 137
    expect([b.outcome, b.points.cardPoints, b.points.meldsDeclared, b.readings['DEB-G50']]).toEqual(['bayd', [27, 60], [50, 0], 'longer-first']);
    expect(b.credited).toEqual([137, 0]);
    // under DEB-G39 hundred the five is worth 100 and outranks the four under either reading: not consulted
    const h = judge({ ...s, readings: { 'DEB-G39': 'hundred' } }) as DebertzRuling;
    expect([h.points.meldsDeclared, h.readings['DEB-G50']]).toEqual([[100, 0], undefined]);
  });

  it('DEB-G50 with DEB-G30 pass-to-next: the same side scores, but the sequences pass on in the other order — consulted only because they pass on', () => {
    // examples/debertz/fifties-passed-on-1x2.json: seat 0 T–A of spades (five, to the ace), seat 1
    // T–K of clubs (four, to the king), seat 2 8–Q of hearts (five, to the queen), all worth 50.
    // value-then-top ranks 0, 1, 2; longer-first 0, 2, 1: seat 0 scores under both, took no trick
    // (tricks 0/2/7), and its 50 passes to the next side in the ranking that took one
    const s = JSON.parse(readFileSync('examples/debertz/fifties-passed-on-1x2.json', 'utf8'));
    const a = judge(s) as DebertzRuling;
    const b = judge({ ...s, readings: { ...s.readings, 'DEB-G50': 'longer-first' } }) as DebertzRuling;
    expect([a.tricks, a.combinations.declared, a.readings['DEB-G50']]).toEqual([[0, 2, 7], [50, 0, 0], 'value-then-top']);
    // value-then-top: seat 1 is credited its own 50 (26 card points + 50 = 76); longer-first: seat 2 (125 + 50 = 175)
    expect([a.combinations.passed, a.credited]).toEqual([[0, 50, 0], [0, 76, 125]]);
    expect([b.combinations.passed, b.credited, b.readings['DEB-G50']]).toEqual([[0, 0, 50], [0, 26, 175], 'longer-first']);
    // under DEB-G30 lapse the ranking order no longer matters (same scorer): not consulted
    const lapse = judge({ ...s, readings: {} }) as DebertzRuling;
    expect(lapse.readings['DEB-G50']).toBeUndefined();
  });

  it('DEB-G51: two sides’ best sequences rank equal: the earlier in turn order scores (earlier-seat) or neither (nobody)', () => {
    mark('DEB-G51', 'earlier-seat', 'nobody');
    // seed 5 of the suite's probe deal (1x1, trump diamonds): seat 1, the eldest and declarer, holds Q K A of
    // spades, seat 0 Q K A of clubs — equal terzes, neither in trump, and no other sequence
    const build = (seed: number) => buildDebertzScenario({ name: 'g51', title: '', format: '1x1', readings: {}, bids: ['play'], arrange: equalTerzes }, seed)!;
    const s = build(5);
    expect([s.hands, (s.events as { play?: string }[])[1].play]).toEqual([[['7C', 'QC', 'KC', 'AC', '7D', 'TD', 'AD', 'TH', 'JH'], ['QS', 'KS', 'AS', 'TC', 'JC', '8H', '9H', 'KH', 'AH']], 'QS']);
    const a = judge(s) as DebertzRuling;
    const b = judge({ ...s, readings: { 'DEB-G51': 'nobody' } }) as DebertzRuling;
    // earlier-seat: seat 1's terz scores: 61 card points + 20 = 81 against 45 (made)
    expect([a.outcome, a.points.cardPoints, a.combinations.declared, a.credited, a.readings['DEB-G51']]).toEqual(['made', [45, 61], [0, 20], [45, 81], 'earlier-seat']);
    // nobody: no single best sequence, no sequence scores: 61 against 45 (made all the same)
    expect([b.outcome, b.points.cardPoints, b.combinations.declared, b.credited, b.readings['DEB-G51']]).toEqual(['made', [45, 61], [0, 0], [45, 61], 'nobody']);
    // seed 6: two 50s to the ace, seat 0's of five (T–A of diamonds, trump clubs): equal under value-then-top,
    // where the eldest seat 1 scores his 50 or nobody does; under DEB-G50 longer-first the five ranks first, no tie: not consulted
    const t = build(6);
    const c = judge({ ...t, readings: { 'DEB-G51': 'nobody' } }) as DebertzRuling;
    const d = judge({ ...t, readings: { 'DEB-G50': 'longer-first', 'DEB-G51': 'nobody' } }) as DebertzRuling;
    expect([(judge(t) as DebertzRuling).combinations.declared, c.combinations.declared, c.readings['DEB-G51']]).toEqual([[0, 50], [0, 0], 'nobody']);
    expect([d.combinations.declared, d.readings['DEB-G51']]).toEqual([[70, 0], undefined]);
  });

  it('DEB-G52: 2x2, both partners of the team with the best sequence hold one: the team’s score (team: made) or only the best one’s (player: a tie, deferred)', () => {
    mark('DEB-G52', 'team', 'player');
    // seed 3 of the suite's probe deal (2x2): seat 1, the declarer, holds J Q K A of spades (50 to the ace), his
    // partner seat 3 9 10 J Q of clubs (50 to the queen); seat 0, of the other team, a terz (20)
    const s = buildDebertzScenario({ name: 'g52', title: '', format: '2x2', readings: {}, bids: ['play'], arrange: partnersSequences }, 3)!;
    expect(s.hands).toEqual([['8S', '9S', 'TD', '7H', '8H', 'JH', 'QH', 'KH'], ['JS', 'QS', 'KS', 'AS', '7D', '8D', 'QD', 'TH'], ['7S', 'TS', '7C', '8C', 'KC', '9D', 'JD', 'AD'], ['9C', 'TC', 'JC', 'QC', 'AC', 'KD', '9H', 'AH']]);
    const a = judge(s) as DebertzRuling;
    const b = judge({ ...s, readings: { 'DEB-G52': 'player' } }) as DebertzRuling;
    // team: 66 card points + 50 + 50 = 166 against 96 + 20 = 116 (made)
    expect([a.outcome, a.points.sides, a.combinations.declared, a.credited, a.readings['DEB-G52']]).toEqual(['made', [96, 66], [20, 50, 0, 50], [116, 166], 'team']);
    // player: seat 3's 50 does not score: 66 + 50 = 116 against 116, a tie (deferred)
    expect([b.outcome, b.combinations.declared, b.readings['DEB-G52']]).toEqual(['deferred', [20, 50, 0, 0], 'player']);
    // the same hands in 1x3 are four sides: no partner, not consulted
    expect((judge({ ...s, format: '1x3', readings: { 'DEB-G52': 'player' } }) as DebertzRuling).readings['DEB-G52']).toBeUndefined();
  });

  it('DEB-G53: bella’s king and queen inside a trump sequence count in both (shared: made) or only in bella (exclusive: bayd)', () => {
    mark('DEB-G53', 'shared', 'exclusive');
    // seed 12 of the suite's probe deal (1x1, trump diamonds): seat 1, the eldest and declarer, holds 10 J Q K of
    // diamonds — a 50 with bella's king and queen inside it; seat 0 no sequence
    const build = (seed: number) => buildDebertzScenario({ name: 'g53', title: '', format: '1x1', readings: {}, bids: ['play'], arrange: bellaInFifty }, seed)!;
    const s = build(12);
    expect([s.hands, s.turned]).toEqual([[['7S', 'TS', 'QS', 'AS', '7C', '9D', '9H', 'TH', 'AH'], ['QC', 'KC', 'TD', 'JD', 'QD', 'KD', '8H', 'JH', 'KH']], '7D']);
    const a = judge(s) as DebertzRuling;
    const b = judge({ ...s, readings: { 'DEB-G53': 'exclusive' } }) as DebertzRuling;
    // shared: 48 card points + 50 + 20 = 118 against 71 (made)
    expect([a.outcome, a.points.cardPoints, a.combinations.declared, a.credited, a.readings['DEB-G53']]).toEqual(['made', [71, 48], [0, 70], [71, 118], 'shared']);
    // exclusive: 10 J alone are no sequence: 48 + 20 = 68 against 71, a bayd (seat 0 takes 71 + 48 + 20 = 139)
    expect([b.outcome, b.combinations.declared, b.credited, b.readings['DEB-G53']]).toEqual(['bayd', [0, 20], [139, 0], 'exclusive']);
    // seed 7 (trump spades): the declarer's 10 J Q K of spades outranks seat 0's 9 10 J Q of diamonds under shared
    // (164 = 94 + 70 against 11); under exclusive the declarer has no sequence and seat 0's 50 scores (61 = 11 + 50)
    const t = build(7);
    const c = judge({ ...t, readings: { 'DEB-G53': 'exclusive' } }) as DebertzRuling;
    expect([(judge(t) as DebertzRuling).credited, c.combinations.declared, c.credited]).toEqual([[11, 164], [50, 20], [61, 114]]);
    // v2 declarations: the king and queen are set apart only from a seat that declared bella (not consulted otherwise)
    const events = s.events as object[];
    const declaring = (declare: string[][]) => ({ ...s, version: 2, readings: { 'DEB-G53': 'exclusive' }, events: [events[0], ...declare.map((cs) => ({ seat: 1, declare: cs })), ...events.slice(1)] });
    const fifty = judge(declaring([['TD', 'JD', 'QD', 'KD']])) as DebertzRuling;
    expect([fifty.combinations.declared, fifty.readings['DEB-G53']]).toEqual([[0, 50], undefined]);
    const both = judge(declaring([['TD', 'JD', 'QD', 'KD'], ['QD', 'KD']])) as DebertzRuling;
    expect([both.combinations.declared, both.readings['DEB-G53']]).toEqual([[0, 20], 'exclusive']);
  });

  it('every reading of every switch gap is exercised by a test above', () => {
    const expected = DEBERTZ_GAPS.filter((g) => g.status === 'switch').flatMap((g) => g.readings.map((r) => `${g.id}=${r.id}`));
    expect(expected.filter((x) => !tested.has(x))).toEqual([]);
  });
});

describe('the deberc', () => {
  it('declared at the first lead, it ends the party at once for its holder, even below the target', () => {
    const r = runFacts('1x1', {}, { scores: [100, 300] }, [
      { type: 'DEALT' },
      { type: 'ORDERED', declarer: 1 },
      { type: 'MELDS', declared: [0, 0], debercSeat: 0 },
    ]);
    expect([r.status, r.ctx.outcome, r.ctx.winner]).toEqual(['done', 'deberc', 0]);
  });
});
