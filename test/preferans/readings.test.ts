import { describe, expect, it } from 'vitest';
import { judge as judgeAny } from '../../src/harness/judge/judge.ts';
import { buildPreferansScenario, type BuildSpec, type ScriptItem } from '../../src/rulesets/preferans/judge/build.ts';
import { ALL_PASS_REVOKE, EXAMPLES, GAME, MISERE_ONE_TRICK, SIX_TRICKS, misereRevoke, moved, sixSpades as sixSpadesScript } from '../../src/rulesets/preferans/judge/examples.ts';
import type { SheetEntry } from '../../src/rulesets/preferans/mechanics/sheet.ts';
import { ALL_GAPS, bid, choice, contract, dealt, discover, irregularity, pass, run, spread, tricks, unwhisted, whistPlayed, won, type Table } from './facts.ts';
import type { PreferansEvent } from '../../src/rulesets/preferans/machine/events.ts';
import { settleRounded } from '../../src/rulesets/preferans/mechanics/settlement.ts';
import type { Sheet } from '../../src/rulesets/preferans/mechanics/sheet.ts';
import { SOCHI } from '../../src/rulesets/preferans/mechanics/variants.ts';
import { parseSheetFile, settleSheet } from '../../src/harness/cli/settle.ts';

/**
 * For every reading the model implements, a deal where switching the reading changes the ruling,
 * asserted both ways. Facts are sent to the machine directly (test/preferans/facts.ts) where the
 * reading acts on counts and trick winners; through the judge where it acts on the cards.
 * Seats: 3 players, seat 0 deals, so the first hand is 1, then 2, then 0. `counts` lists the
 * cards dealt to seats 0, 1, 2. Sochi prices: 6 → 2, 7 → 4, 8 → 6.
 */
const judge = (raw: unknown) => judgeAny(raw as { ruleset: 'preferans' });
const tested = new Set<string>();
const mark = (gap: string, ...readings: string[]) => readings.forEach((r) => tested.add(`${gap}=${r}`));
const ruling = (spec: BuildSpec) => judge(buildPreferansScenario(spec));
const M = (seat: number, amount: number, reason: string, clause: string): SheetEntry => ({ kind: 'mountain', seat, amount, reason: reason as SheetEntry['reason'], clause });
const P = (seat: number, amount: number, reason: string, clause: string): SheetEntry => ({ kind: 'pool', seat, amount, reason: reason as SheetEntry['reason'], clause });
const W = (seat: number, on: number, amount: number, reason: string, clause: string): SheetEntry => ({ kind: 'whist', seat, on, amount, reason: reason as SheetEntry['reason'], clause });
const fines = (entries: readonly SheetEntry[]) => entries.filter((e) => e.reason === 'wrong-count-fine' || e.reason === 'penalty-consolation' || e.reason === 'lost-profit' || e.reason === 'dealer-remiz');
const r3 = (gap: string, r: string, events: PreferansEvent[], t: Table = {}, extra: Record<string, string> = {}) => run({ [gap]: r, ...extra }, events, t).ctx;
const SCORE: PreferansEvent[] = [{ type: 'PLAY_COMPLETE' }, { type: 'SCORE' }];

// a declarer (seat 1) who wins 6♠ and the bidding that led to it
const sixSpades = (whisters: number[], passers: number[]): PreferansEvent[] => [dealt(), bid(1, '6S'), pass(2), pass(0), won(1, '6S'), contract('6S'), whistPlayed(whisters, passers)];
const allPassed: PreferansEvent[] = [dealt(), pass(1), pass(2), pass(0), { type: 'ALL_PASSED' }];

describe('Preferans readings: each switch changes the ruling', () => {
  it('PREF-RULES: the club, its older text and the Code rule a wrong count before the holder spoke differently', () => {
    mark('PREF-RULES', 'club', 'club-old', 'code');
    const ev = [dealt(), bid(1, '6S'), discover(2, [11, 10, 9])];
    expect([r3('PREF-RULES', 'club', ev).trail, r3('PREF-RULES', 'club', ev).outcome]).toEqual([['PCR-1'], 'pending']);
    expect([r3('PREF-RULES', 'club-old', ev).trail, r3('PREF-RULES', 'club-old', ev).outcome]).toEqual([['PCR-OLD-1'], 'redeal']);
    expect([r3('PREF-RULES', 'code', ev).trail, r3('PREF-RULES', 'code', ev).liable]).toEqual([['CODE-3.2.23', 'CODE-3.2.13'], 0]);
  });

  it('PREF-G1: nobody liable, the dealer liable (3.2.16(d)), or the dealer’s second error costs a remiz (3.2.17)', () => {
    mark('PREF-G1', 'none', 'code-3-2-16', 'code-3-2-17');
    const ev = [dealt(), bid(1, '6S'), discover(2, [11, 10, 9]), choice([false, false, false])];
    expect(r3('PREF-G1', 'none', ev).liable).toBe(-1);
    expect(r3('PREF-G1', 'code-3-2-16', ev).liable).toBe(0);
    const c = r3('PREF-G1', 'code-3-2-17', ev, { sheet: { dealerErrors: [1, 0, 0] } });
    expect([c.outcome, c.written, c.dealer]).toEqual(['deal-passes', [M(0, 5, 'dealer-remiz', 'CODE-3.2.17')], 1]);
    expect(r3('PREF-G1', 'none', ev, { sheet: { dealerErrors: [1, 0, 0] } }).outcome).toBe('pending');
  });

  it('PREF-G2: two 10-card players disagree: any demand, the senior alone, or both must demand', () => {
    mark('PREF-G2', 'any-demands', 'senior-decides', 'unanimous');
    // D3 by seat 1 (9 cards, the card on the floor): seats 2 and 0 hold 10; seat 2 is senior
    const ev = (demands: boolean[]) => [dealt([10, 9, 10]), bid(1, '6S'), bid(2, '6C'), pass(0), discover(1, [10, 9, 10], 'floor'), choice(demands)];
    const seat0Only = [true, false, false];
    const seat2Only = [false, false, true];
    expect(r3('PREF-G2', 'any-demands', ev(seat0Only)).outcome).toBe('redeal');
    expect(r3('PREF-G2', 'senior-decides', ev(seat0Only)).outcome).toBe('pending');
    expect(r3('PREF-G2', 'senior-decides', ev(seat2Only)).outcome).toBe('redeal');
    expect(r3('PREF-G2', 'unanimous', ev(seat2Only)).outcome).toBe('pending');
    expect(r3('PREF-G2', 'unanimous', ev([true, false, true])).outcome).toBe('redeal');
  });

  it('PREF-G4: a card found face up is returned hidden, stays exposed, or forces a redeal', () => {
    mark('PREF-G4', 'return-hidden', 'face-up-exposed', 'face-up-redeal');
    const ev = [dealt([10, 10, 9]), discover(2, [10, 10, 9], 'floor', { faceUp: true })];
    expect(r3('PREF-G4', 'return-hidden', ev).exposed).toEqual([0, 0, 0]);
    expect(r3('PREF-G4', 'face-up-exposed', ev).exposed).toEqual([0, 0, 1]);
    const c = r3('PREF-G4', 'face-up-redeal', ev);
    expect([c.outcome, c.trail]).toEqual(['redeal', ['PCR-1', 'CODE-3.2.15']]);
  });

  it('PREF-G5: a silent player finds 9 cards after someone bid: clause 1 (no fine) or 2.1 (без двух)', () => {
    mark('PREF-G5', 'own-call', 'table-auction');
    const ev = [dealt([10, 10, 9]), bid(1, '6S'), discover(2, [10, 10, 9], 'floor')];
    expect([r3('PREF-G5', 'own-call', ev).trail, r3('PREF-G5', 'own-call', ev).fines]).toEqual([['PCR-1'], []]);
    expect([r3('PREF-G5', 'table-auction', ev).trail, r3('PREF-G5', 'table-auction', ev).fines]).toEqual([['PCR-2.1'], [M(2, 4, 'wrong-count-fine', 'PCR-2.1')]]);
  });

  it('PREF-G7: «без двух» at the table’s highest bid (8♠: 12), the offender’s last bid (7♦: 8), or the 6 level (4)', () => {
    mark('PREF-G7', 'table-highest', 'offender-last', 'minimum-6');
    const calls = ['6S', '6C', '6D', '6H', '6NT', '7S', '7C', '7D', '7H', '7NT'];
    const ev = [dealt([10, 10, 9]), ...calls.map((c, k) => bid([1, 2, 0][k % 3], c)), pass(2), bid(0, '8S'), discover(2, [10, 10, 9], 'floor')];
    expect(r3('PREF-G7', 'table-highest', ev).fines).toEqual([M(2, 12, 'wrong-count-fine', 'PCR-2.1')]);
    expect(r3('PREF-G7', 'offender-last', ev).fines).toEqual([M(2, 8, 'wrong-count-fine', 'PCR-2.1')]);
    expect(r3('PREF-G7', 'minimum-6', ev).fines).toEqual([M(2, 4, 'wrong-count-fine', 'PCR-2.1')]);
  });

  it('PREF-G8: in Leningrad «без двух» is priced at the variant’s 2p a trick (8) or the plain price (4)', () => {
    mark('PREF-G8', 'variant-rate', 'contract-price');
    const ev = [dealt([10, 9, 10]), bid(1, '6S'), discover(1, [10, 9, 10], 'floor')];
    expect(r3('PREF-G8', 'variant-rate', ev, { variant: 'leningrad' }).fines).toEqual([M(1, 8, 'wrong-count-fine', 'PCR-2.1')]);
    expect(r3('PREF-G8', 'contract-price', ev, { variant: 'leningrad' }).fines).toEqual([M(1, 4, 'wrong-count-fine', 'PCR-2.1')]);
  });

  it('PREF-G9: after a 2.1 fine the bidding resumes, resumes without the offender, or restarts', () => {
    mark('PREF-G9', 'resume', 'resume-offender-out', 'restart');
    const ev = [dealt([10, 9, 10]), bid(1, '6S'), bid(2, '6C'), discover(1, [10, 9, 10], 'floor'), choice([false, false, false])];
    const a = r3('PREF-G9', 'resume', ev);
    const b = r3('PREF-G9', 'resume-offender-out', ev);
    const c = r3('PREF-G9', 'restart', ev);
    expect([a.passedBits, a.highest]).toEqual([0, 1]);
    expect([b.passedBits, b.barred]).toEqual([0b010, 0b010]);
    expect([c.spoken, c.highest]).toEqual([0, -1]);
  });

  it('PREF-G10: a second wrong hand: 2.3 for two who called, 2.1 for the finder alone, or 2.1 for both', () => {
    mark('PREF-G10', 'both-called-2-3', 'discoverer-only', 'both-fined');
    const called = [dealt([10, 11, 9]), bid(1, '6S'), bid(2, '6C'), discover(1, [10, 11, 9])];
    expect(r3('PREF-G10', 'both-called-2-3', called).trail).toEqual(['PCR-2.3']);
    expect([r3('PREF-G10', 'discoverer-only', called).trail, r3('PREF-G10', 'discoverer-only', called).fines]).toEqual([['PCR-2.1'], [M(1, 4, 'wrong-count-fine', 'PCR-2.1')]]);
    const silent = [dealt([9, 11, 10]), bid(1, '6S'), discover(1, [9, 11, 10])];
    expect(r3('PREF-G10', 'both-called-2-3', silent).fines).toEqual([M(1, 4, 'wrong-count-fine', 'PCR-2.1')]);
    expect(r3('PREF-G10', 'both-fined', silent).fines).toEqual([M(1, 4, 'wrong-count-fine', 'PCR-2.1'), M(0, 4, 'wrong-count-fine', 'PCR-2.1')]);
  });

  it('PREF-G12: only passes made: 2.2 (one trick) or, if a pass starts the bidding, 2.1 (без двух)', () => {
    mark('PREF-G12', 'first-bid', 'first-call');
    const ev = [dealt([10, 9, 10]), pass(1), discover(1, [10, 9, 10], 'floor')];
    expect(r3('PREF-G12', 'first-bid', ev).fines).toEqual([M(1, 1, 'wrong-count-fine', 'PCR-2.2')]);
    expect(r3('PREF-G12', 'first-call', ev).fines).toEqual([M(1, 4, 'wrong-count-fine', 'PCR-2.1')]);
  });

  it('PREF-G13: in the second all-pass of a run the 2.2 trick costs the running step (2) or the first (1)', () => {
    mark('PREF-G13', 'run-step', 'base-step');
    const ev = [dealt([10, 9, 10]), pass(1), discover(1, [10, 9, 10], 'floor')];
    expect(r3('PREF-G13', 'run-step', ev, { sheet: { run: 1 } }).fines).toEqual([M(1, 2, 'wrong-count-fine', 'PCR-2.2')]);
    expect(r3('PREF-G13', 'base-step', ev, { sheet: { run: 1 } }).fines).toEqual([M(1, 1, 'wrong-count-fine', 'PCR-2.2')]);
  });

  it('PREF-G14: a redealt deal leaves the all-pass run as it is, advances it, or ends it', () => {
    mark('PREF-G14', 'neutral', 'counts-as-all-pass', 'exit');
    const ev = [dealt([10, 9, 10]), pass(1), discover(1, [10, 9, 10], 'floor'), choice([false, false, true])];
    expect(r3('PREF-G14', 'neutral', ev, { sheet: { run: 1 } }).run).toBe(1);
    expect(r3('PREF-G14', 'counts-as-all-pass', ev, { sheet: { run: 1 } }).run).toBe(2);
    expect(r3('PREF-G14', 'exit', ev, { sheet: { run: 1 } }).run).toBe(0);
  });

  it('PREF-G16: one offender bid, the other only passed: both at the game rate, or each by his own status', () => {
    mark('PREF-G16', 'both-game-rate', 'each-own-status');
    const ev = [dealt([10, 11, 9]), bid(1, '6S'), pass(2), discover(1, [10, 11, 9])];
    expect(r3('PREF-G16', 'both-game-rate', ev).fines).toEqual([M(1, 4, 'wrong-count-fine', 'PCR-2.3'), M(2, 4, 'wrong-count-fine', 'PCR-2.3')]);
    expect(r3('PREF-G16', 'each-own-status', ev).fines).toEqual([M(1, 4, 'wrong-count-fine', 'PCR-2.3'), M(2, 2, 'wrong-count-fine', 'PCR-2.3')]);
  });

  it('PREF-G17: two short hands and a 4-card talon: redealt, or made up from the talon', () => {
    mark('PREF-G17', 'redeal-otherwise', 'pairwise');
    const ev = [dealt([10, 9, 9], 4), bid(1, '6S'), bid(2, '6C'), discover(1, [10, 9, 9], 'talon', { talon: 4 })];
    expect(r3('PREF-G17', 'redeal-otherwise', ev).outcome).toBe('redeal');
    const b = run({ 'PREF-G17': 'pairwise' }, ev);
    expect([b.value, b.ctx.choosers]).toEqual(['tenCard', [0]]);
  });

  it('PREF-G19: with four players the sitting-out dealer may not, or may, demand the redeal', () => {
    mark('PREF-G19', 'no-say', 'dealer-may-demand');
    const ev = [dealt([0, 10, 9, 11]), bid(1, '6S'), discover(1, [0, 10, 9, 11]), choice([true, false, false, false])];
    expect(r3('PREF-G19', 'no-say', ev, { players: 4 }).outcome).toBe('pending');
    expect(r3('PREF-G19', 'dealer-may-demand', ev, { players: 4 }).outcome).toBe('redeal');
  });

  it('PREF-G20: two offenders pay at the highest level reached (7♣: 8 each) or each at his own last bid (6NT: 4)', () => {
    mark('PREF-G20', 'reached-level', 'own-last-bid');
    const calls = ['6S', '6C', '6D', '6H', '6NT', '7S', '7C'];
    const ev = [dealt([10, 11, 9]), ...calls.map((c, k) => bid([1, 2, 0][k % 3], c)), discover(1, [10, 11, 9])];
    expect(r3('PREF-G20', 'reached-level', ev).fines).toEqual([M(1, 8, 'wrong-count-fine', 'PCR-2.3'), M(2, 8, 'wrong-count-fine', 'PCR-2.3')]);
    expect(r3('PREF-G20', 'own-last-bid', ev).fines).toEqual([M(1, 8, 'wrong-count-fine', 'PCR-2.3'), M(2, 4, 'wrong-count-fine', 'PCR-2.3')]);
  });

  // the declarer (seat 1) named 6♠ and took 5 tricks: one down
  const failedBy1 = tricks(spread([1, 2, 0], [5, 3, 2]));

  it('PREF-G21: a discard of three: the Code’s 3.4.6 (exactly two down: 4) or clause 3 (2 + 1 down: 6)', () => {
    mark('PREF-G21', 'misdeal-only', 'wrong-discard-too');
    const ev = [dealt(), bid(1, '6S'), pass(2), pass(0), won(1, '6S'), contract('6S', 3), whistPlayed([2], [0]), ...failedBy1, discover(2, [10, 10, 10]), ...SCORE];
    const a = r3('PREF-G21', 'misdeal-only', ev);
    const b = r3('PREF-G21', 'wrong-discard-too', ev);
    expect([a.trail, fines(a.written)]).toEqual([['CODE-3.4.6'], [M(1, 4, 'wrong-count-fine', 'CODE-3.4.6')]]);
    expect([b.trail, fines(b.written)]).toEqual([['PCR-3'], [M(1, 6, 'wrong-count-fine', 'PCR-3')]]);
  });

  it('PREF-G22: the declarer with 11 cards one down: two + the actual undertrick (6) or exactly two (4)', () => {
    mark('PREF-G22', 'actual-plus-two', 'code-3-4-6');
    const ev = [...sixSpades([2], [0]), ...failedBy1, discover(1, [10, 11, 10], 'none', { talon: 1 }), ...SCORE];
    expect(fines(r3('PREF-G22', 'actual-plus-two', ev).written)).toEqual([M(1, 6, 'wrong-count-fine', 'PCR-3')]);
    expect(fines(r3('PREF-G22', 'code-3-4-6', ev).written)).toEqual([M(1, 4, 'wrong-count-fine', 'PCR-3')]);
  });

  it('PREF-G23: the defenders hold 9 and 11: the tenth trick is played without the short hand, or counts for nobody', () => {
    mark('PREF-G23', 'code-fn15', 'incomplete-void');
    const spec: BuildSpec = { hands: moved(GAME, 'QC', 2, 0), talon: GAME.talon, script: [...EXAMPLES['d13-after-scoring'].script.slice(0, 7), { autoplay: 'all' }] };
    expect(ruling(spec).tricks).toEqual([0, 10, 0]);
    expect(ruling({ ...spec, readings: { 'PREF-G23': 'incomplete-void' } }).tricks).toEqual([0, 9, 0]);
  });

  it('PREF-G24: in Rostov a whisting defender with a wrong count pays «без двух» on the game (4) or on the half-responsible whist (2)', () => {
    mark('PREF-G24', 'declared-game', 'whist-rate');
    const ev = [...sixSpades([2], [0]), ...tricks(spread([1, 2, 0], [6, 3, 1])), discover(1, [10, 11, 9]), ...SCORE];
    const seat2 = (c: ReturnType<typeof r3>) => fines(c.written).filter((e) => e.seat === 2);
    expect(seat2(r3('PREF-G24', 'declared-game', ev, { variant: 'rostov' }))).toEqual([M(2, 4, 'wrong-count-fine', 'PCR-3')]);
    expect(seat2(r3('PREF-G24', 'whist-rate', ev, { variant: 'rostov' }))).toEqual([M(2, 2, 'wrong-count-fine', 'PCR-3')]);
  });

  it('PREF-G25: the whister with a wrong count loses his consolation too, or only his trick whists', () => {
    mark('PREF-G25', 'no-whists-at-all', 'trick-whists-only');
    const ev = [...sixSpades([2], [0]), ...failedBy1, discover(1, [10, 11, 9]), ...SCORE];
    const from2 = (c: ReturnType<typeof r3>) => c.written.filter((e) => e.kind === 'whist' && e.seat === 2);
    expect(from2(r3('PREF-G25', 'no-whists-at-all', ev))).toEqual([]);
    expect(from2(r3('PREF-G25', 'trick-whists-only', ev))).toEqual([W(2, 1, 2, 'consolation', 'CODE-3.8.1.2')]);
  });

  it('PREF-G26: a defender’s wrong count: clause 4 (open replay) unless the declarer is wrong too, clause 3 always, clause 4 always, or clause 4 always with its replay', () => {
    mark('PREF-G26', 'by-declarer-count', 'clause-3-always', 'clause-4-always', 'clause-4-replayed');
    const defOnly = [...sixSpades([2], [0]), ...tricks([1, 1]), discover(2, [11, 10, 9])];
    expect(run({}, defOnly).value).toBe('replay');
    expect(run({ 'PREF-G26': 'clause-3-always' }, defOnly).value).toBe('play');
    // declarer 11, the passer (seat 0) 9: the passer pays 1 under clause 3, 2 under clause 4
    const both = [...sixSpades([2], [0]), ...tricks(spread([1, 2, 0], [6, 3, 1])), discover(1, [9, 11, 10]), ...SCORE];
    const seat0 = (c: ReturnType<typeof r3>) => fines(c.written).filter((e) => e.seat === 0);
    expect(seat0(r3('PREF-G26', 'by-declarer-count', both))).toEqual([M(0, 2, 'wrong-count-fine', 'PCR-3')]);
    expect(seat0(r3('PREF-G26', 'clause-4-always', both))).toEqual([M(0, 4, 'wrong-count-fine', 'PCR-4')]);
    // both found after two tricks (the passer's card on the floor): clause-4-always plays the game on, clause-4-replayed
    // makes the hands up and replays it open; the declarer's fine is clause 3's either way, the passer's clause 4's
    const early = [...sixSpades([2], [0]), ...tricks([1, 1]), discover(1, [9, 11, 10], 'floor')];
    const always = run({ 'PREF-G26': 'clause-4-always' }, early);
    const replayed = run({ 'PREF-G26': 'clause-4-replayed' }, early);
    expect([always.value, always.ctx.open, always.ctx.counts]).toEqual(['play', false, [9, 11, 10]]);
    expect([replayed.value, replayed.ctx.open, replayed.ctx.counts, replayed.ctx.trickLog.length]).toEqual(['replay', true, [10, 10, 10], 0]);
    // the replay: the declarer takes 6 (made, but fined «без двух» under clause 3); nobody writes whists
    const scored = r3('PREF-G26', 'clause-4-replayed', [...early, ...tricks(spread([1, 2, 0], [6, 3, 1])), ...SCORE]);
    expect([seat0(scored), fines(scored.written).filter((e) => e.seat === 1), scored.written.filter((e) => e.kind === 'whist')]).toEqual([[M(0, 4, 'wrong-count-fine', 'PCR-4')], [M(1, 4, 'wrong-count-fine', 'PCR-3')], []]);
    // the missing card lost: no replay under clause-4-replayed either
    expect(run({ 'PREF-G26': 'clause-4-replayed' }, [...sixSpades([2], [0]), ...tricks([1, 1]), discover(1, [9, 11, 10], 'not-found')]).value).toBe('play');
  });

  it('PREF-G27: clause 4 scores the open replay with no whists, the first play with no whists, or lets the innocent whister write', () => {
    mark('PREF-G27', 'replay-no-whists', 'first-play-no-whists', 'replay-innocent-whists');
    // two whisters; seat 0 holds 9 (his card is on the floor); found after two tricks
    const ev = (replay: number[]) => [...sixSpades([2, 0], []), ...tricks([2, 0]), discover(1, [9, 10, 10], 'floor'), ...tricks(replay), ...SCORE];
    const replay = spread([1, 2, 0], [6, 2, 2]);
    const first = spread([1, 2, 0], [6, 1, 1]); // the first play goes on: 2 more for the defence already in
    const a = r3('PREF-G27', 'replay-no-whists', ev(replay));
    const b = r3('PREF-G27', 'first-play-no-whists', ev(first));
    const c = r3('PREF-G27', 'replay-innocent-whists', ev(replay));
    expect(a.written.filter((e) => e.kind === 'whist')).toEqual([]);
    expect([b.trickLog.length, b.written.filter((e) => e.kind === 'whist')]).toEqual([10, []]);
    expect(c.written.filter((e) => e.kind === 'whist')).toEqual([W(2, 1, 4, 'defender-tricks', 'CODE-3.8.6')]);
  });

  it('PREF-G29: the open replay starts from the first trick, or from the discovery', () => {
    mark('PREF-G29', 'replay-from-start', 'replay-from-discovery');
    const ev = [...sixSpades([2], [0]), ...tricks([1, 1, 2]), discover(2, [11, 10, 9])];
    expect(r3('PREF-G29', 'replay-from-start', ev).trickLog).toEqual([]);
    expect(r3('PREF-G29', 'replay-from-discovery', ev).trickLog).toEqual([1, 1, 2]);
  });

  it('PREF-G30: a passer with a wrong count pays 1 under clause 3 and 2 under clause 4 (by-clause), always 1, or always 2', () => {
    mark('PREF-G30', 'by-clause', 'always-one', 'always-two');
    const clause3 = [...sixSpades([2], [0]), ...tricks(spread([1, 2, 0], [6, 3, 1])), discover(1, [9, 11, 10]), ...SCORE];
    const seat0 = (c: ReturnType<typeof r3>) => fines(c.written).filter((e) => e.seat === 0).map((e) => e.amount);
    expect(seat0(r3('PREF-G30', 'by-clause', clause3))).toEqual([2]);
    expect(seat0(r3('PREF-G30', 'always-two', clause3))).toEqual([4]);
    const clause4 = [...sixSpades([2], [0]), discover(2, [9, 10, 11]), ...tricks(spread([1, 2, 0], [6, 3, 1])), ...SCORE];
    expect(seat0(r3('PREF-G30', 'by-clause', clause4))).toEqual([4]);
    expect(seat0(r3('PREF-G30', 'always-one', clause4))).toEqual([2]);
  });

  it('PREF-G31: misère with 11 cards and one trick taken: clause 3 at the misère price (20 + 10) or the Code’s 3.4.6 (20)', () => {
    mark('PREF-G31', 'misere-price', 'excluded');
    const ev = [dealt(), bid(1, 'MIS'), pass(2), pass(0), won(1, 'MIS'), contract('MIS'), whistPlayed([], [2, 0]), discover(0, [10, 11, 10], 'none', { talon: 1 }), ...tricks(spread([1, 2, 0], [1, 5, 4])), ...SCORE];
    expect(r3('PREF-G31', 'misere-price', ev).written).toEqual([M(1, 10, 'misere-tricks', 'CODE-2.2.2'), M(1, 20, 'wrong-count-fine', 'PCR-3')]);
    expect(r3('PREF-G31', 'excluded', ev).written).toEqual([M(1, 20, 'wrong-count-fine', 'CODE-3.4.6')]);
  });

  it('PREF-G32: an unplayed 6♠ with the declarer’s 11 cards: clause 3 applies (4) or no play, no fine', () => {
    mark('PREF-G32', 'clause-3-applies', 'no-fine');
    const ev = [dealt(), bid(1, '6S'), pass(2), pass(0), won(1, '6S'), contract('6S'), unwhisted(), discover(2, [10, 11, 10], 'none', { talon: 1 }), { type: 'SCORE' } as PreferansEvent];
    expect(r3('PREF-G32', 'clause-3-applies', ev).written).toEqual([P(1, 2, 'unwhisted', 'CODE-4.2.3.2'), M(1, 4, 'wrong-count-fine', 'PCR-3')]);
    expect(r3('PREF-G32', 'no-fine', ev).written).toEqual([P(1, 2, 'unwhisted', 'CODE-4.2.3.2')]);
    // after the result is written (D13)
    const late = [dealt(), bid(1, '6S'), pass(2), pass(0), won(1, '6S'), contract('6S'), unwhisted(), { type: 'SCORE' } as PreferansEvent, discover(2, [10, 11, 10], 'none', { talon: 1 })];
    expect(fines(r3('PREF-G32', 'clause-3-applies', late).written)).toEqual([M(1, 4, 'wrong-count-fine', 'PCR-3')]);
    expect(fines(r3('PREF-G32', 'no-fine', late).written)).toEqual([]);
  });

  const apDiscover = (found: 'floor' | 'other-deck' | 'not-found', revokeTrick = -1) => discover(2, [10, 10, 9], found, { revokeTrick });

  it('PREF-G33: the card found before the first lead: the 2 tricks are written anyway, or only with a redeal', () => {
    mark('PREF-G33', 'both-branches', 'redeal-only');
    const ev = [...allPassed, apDiscover('floor')];
    expect(r3('PREF-G33', 'both-branches', ev).penaltyAfter).toEqual([0, 0, 2]);
    expect(r3('PREF-G33', 'redeal-only', ev).penaltyAfter).toEqual([0, 0, 0]);
  });

  it('PREF-G34: the card in another deck: the 9-card player is fined, or the deck is at fault', () => {
    mark('PREF-G34', 'offender-fined', 'deck-fault');
    const ev = [...allPassed, apDiscover('other-deck')];
    expect(r3('PREF-G34', 'offender-fined', ev).written).toEqual([M(2, 2, 'wrong-count-fine', 'PCR-5.1')]);
    const b = r3('PREF-G34', 'deck-fault', ev);
    expect([b.written, b.trail]).toEqual([[], ['PCR-5', 'PCR-5.1', 'CODE-3.2.15', 'CODE-5.4.15']]);
  });

  it('PREF-G35: 11 and 9 before the lead: clause 6 (redeal, 2 each) or clause 5 (found; only the 9-card player fined)', () => {
    mark('PREF-G35', 'clause-6-if-in-hand', 'clause-5-throughout');
    const ev = [...allPassed, discover(2, [11, 10, 9])];
    const a = r3('PREF-G35', 'clause-6-if-in-hand', ev);
    expect([a.outcome, a.written]).toEqual(['redeal', [M(2, 2, 'wrong-count-fine', 'PCR-6.1'), M(0, 2, 'wrong-count-fine', 'PCR-6.1')]]);
    const b = r3('PREF-G35', 'clause-5-throughout', ev);
    expect([b.outcome, b.trail, b.penaltyAfter]).toEqual(['pending', ['PCR-5', 'PCR-5.1'], [0, 0, 2]]);
  });

  it('PREF-G36: the exposed card on an all-pass: its holder plays it when he likes, or must play it at the first legal chance', () => {
    mark('PREF-G36', 'face-up-only', 'code-3-9-14-next');
    const spec = EXAMPLES['d08-allpass-face-up'];
    const events = (buildPreferansScenario(spec) as { events: ScriptItem[] }).events;
    // seat 2 got ♦J back face up; at trick 5 (♣10 led, seat 2 void in clubs) he plays ♠Q instead of it
    const script = [...events.slice(0, 15), { seat: 2, play: 'QS' }, { autoplay: 'all' as const }];
    expect(ruling({ ...spec, script }).readings['PREF-G36']).toBe('face-up-only');
    expect(() => ruling({ ...spec, script, readings: { 'PREF-G36': 'code-3-9-14-next' } })).toThrow(/seat 2 must play his exposed card JD at the first legal chance \(CODE 3\.9\.14; PREF-G36 code-3-9-14-next\)/);
  });

  // all-pass: seat 2 held 9 and failed to follow at trick 0 where the missing card would have let him
  const revokeAt = (k: number, played: number[]) => [...allPassed, ...tricks(played), discover(2, [10, 10, 9], 'floor', { revokeTrick: k })];

  it('PREF-G37: the revoke remedy: the remaining tricks from the discovery, from the revoke, or Code 3.9.16.2’s replay', () => {
    mark('PREF-G37', 'remaining-from-discovery', 'remaining-from-revoke', 'code-3-9-16-2');
    const ev = revokeAt(0, [0, 0, 1]);
    // tricks 2/1/0, then the 7 remaining to seat 2: 2/1/7, amnesty 1 → 1/0/6, and his 2 penalty tricks
    expect(r3('PREF-G37', 'remaining-from-discovery', [...ev, { type: 'SCORE' }]).written.filter((e) => e.reason === 'all-pass-tricks')).toEqual([M(0, 1, 'all-pass-tricks', 'CODE-3.7.2.1'), M(2, 8, 'all-pass-tricks', 'CODE-3.7.2.1')]);
    // every trick from the revoke (the first) on: 0/0/10, and 2 penalty tricks
    expect(r3('PREF-G37', 'remaining-from-revoke', [...ev, { type: 'SCORE' }]).written.filter((e) => e.reason === 'all-pass-tricks')).toEqual([M(2, 12, 'all-pass-tricks', 'CODE-3.7.2.1')]);
    const c = run({ 'PREF-G37': 'code-3-9-16-2' }, ev);
    expect([c.value, c.ctx.trickLog, c.ctx.penaltyAfter]).toEqual([{ allPass: 'playing' }, [], [0, 0, 3]]);
  });

  it('PREF-G38: lost profit of the trickless player: the premium in whists (10), 5 a trick written (45), or nothing', () => {
    mark('PREF-G38', 'premium-whists', 'rostov-whists', 'zero');
    const ev = [...revokeAt(0, [0, 0, 0]), { type: 'SCORE' } as PreferansEvent];
    const lp = (c: ReturnType<typeof r3>) => c.written.filter((e) => e.reason === 'lost-profit');
    expect(lp(r3('PREF-G38', 'premium-whists', ev))).toEqual([W(1, 2, 10, 'lost-profit', 'PCR-5.2.1')]);
    expect(lp(r3('PREF-G38', 'rostov-whists', ev))).toEqual([W(1, 2, 45, 'lost-profit', 'PCR-5.2.1')]);
    expect(lp(r3('PREF-G38', 'zero', ev))).toEqual([]);
  });

  it('PREF-G39: the 5.2.1 total: no cap, capped at 8, or at 10 (the penalty tricks are cut)', () => {
    mark('PREF-G39', 'as-written', 'cap-8', 'cap-10');
    const after3 = revokeAt(0, [0, 0, 0]); // 7 remaining
    expect(r3('PREF-G39', 'as-written', after3).penaltyAfter[2]).toBe(2);
    expect(r3('PREF-G39', 'cap-8', after3).penaltyAfter[2]).toBe(1);
    const after1 = revokeAt(0, [0]); // 9 remaining
    expect(r3('PREF-G39', 'as-written', after1).penaltyAfter[2]).toBe(2);
    expect(r3('PREF-G39', 'cap-10', after1).penaltyAfter[2]).toBe(1);
  });

  it('PREF-G40: the card in another deck mid-play: the tricks played are annulled, or written as an all-pass first', () => {
    mark('PREF-G40', 'annul-played', 'write-played');
    const ev = [...allPassed, ...tricks([0, 0, 1]), apDiscover('other-deck')];
    expect(r3('PREF-G40', 'annul-played', ev).written).toEqual([M(2, 2, 'wrong-count-fine', 'PCR-5.2.2')]);
    expect(r3('PREF-G40', 'write-played', ev).written).toEqual([P(2, 1, 'all-pass-zero', 'CODE-3.7.2.1'), M(0, 2, 'all-pass-tricks', 'CODE-3.7.2.1'), M(1, 1, 'all-pass-tricks', 'CODE-3.7.2.1'), M(2, 2, 'wrong-count-fine', 'PCR-5.2.2')]);
  });

  it('PREF-G41: the card not found: min(0 + 7 + 4, 8) = 8, or min(0 + 7, 8) + 4 = 11', () => {
    mark('PREF-G41', 'cap-total', 'cap-before-fine');
    const ev = [...allPassed, ...tricks([0, 0, 1]), apDiscover('not-found')];
    expect(fines(r3('PREF-G41', 'cap-total', ev).written)[0]).toEqual(M(2, 8, 'wrong-count-fine', 'PCR-5.2.3'));
    expect(fines(r3('PREF-G41', 'cap-before-fine', ev).written)[0]).toEqual(M(2, 11, 'wrong-count-fine', 'PCR-5.2.3'));
  });

  it('PREF-G42: in 5.2.3 the non-offenders write nothing, or their tricks so far and the premium', () => {
    mark('PREF-G42', 'nothing', 'taken-and-premium');
    const ev = [...allPassed, ...tricks([0, 0, 1]), apDiscover('not-found')];
    expect(r3('PREF-G42', 'nothing', ev).written.filter((e) => e.reason !== 'wrong-count-fine' && e.reason !== 'lost-profit')).toEqual([]);
    expect(r3('PREF-G42', 'taken-and-premium', ev).written.filter((e) => e.reason !== 'wrong-count-fine' && e.reason !== 'lost-profit')).toEqual([M(0, 2, 'all-pass-tricks', 'PCR-5.2.3'), M(1, 1, 'all-pass-tricks', 'PCR-5.2.3')]);
  });

  it('PREF-G44: 11 and 9 before the lead: a mandatory redeal, or the 10-card player’s choice', () => {
    mark('PREF-G44', 'mandatory-redeal', 'ten-card-choice');
    const ev = [...allPassed, discover(2, [11, 10, 9]), choice([false, false, false])];
    expect(run({}, ev).ctx.outcome).toBe('redeal');
    const b = run({ 'PREF-G44': 'ten-card-choice' }, ev);
    expect([b.value, b.ctx.outcome, b.ctx.fines]).toEqual([{ allPass: 'beforeLead' }, 'pending', [M(2, 2, 'wrong-count-fine', 'PCR-6.1'), M(0, 2, 'wrong-count-fine', 'PCR-6.1')]]);
  });

  it('PREF-G45: in 6.2 the trickless third gets no premium, or the premium', () => {
    mark('PREF-G45', 'stop-no-premium', 'stop-third-premium');
    const ev = [...allPassed, ...tricks([0, 0]), discover(2, [11, 10, 9])];
    expect(r3('PREF-G45', 'stop-no-premium', ev).written.filter((e) => e.kind === 'pool')).toEqual([]);
    expect(r3('PREF-G45', 'stop-third-premium', ev).written.filter((e) => e.kind === 'pool')).toEqual([P(1, 1, 'all-pass-zero', 'PCR-6.2')]);
  });

  it('PREF-G46: 11 cards beside a 1-card talon: no club clause (the Code redeals), or clause 6 for the 11-card player alone', () => {
    mark('PREF-G46', 'code-fallback', 'clause-6-analogy');
    const ev = [dealt([11, 10, 10], 1), pass(1), pass(2), pass(0), { type: 'ALL_PASSED' } as PreferansEvent, discover(0, [11, 10, 10], 'none', { talon: 1 })];
    const a = r3('PREF-G46', 'code-fallback', ev);
    expect([a.outcome, a.written, a.silences.map((s) => s.gap)]).toEqual(['redeal', [], ['PREF-G46']]);
    const b = r3('PREF-G46', 'clause-6-analogy', ev);
    expect([b.outcome, b.written]).toEqual(['redeal', [M(0, 2, 'wrong-count-fine', 'PCR-6.1')]]);
  });

  it('PREF-G47: a wrong talon found in play: the Code lets the deal count, or it is redealt without a fine', () => {
    mark('PREF-G47', 'code-fallback', 'redeal-no-fine');
    const ev = [...sixSpades([2], [0]), ...tricks([1]), discover(2, [10, 10, 10], 'floor', { talon: 1 })];
    const a = run({}, ev);
    expect([a.value, a.ctx.trail, a.ctx.silences.map((s) => s.gap)]).toEqual(['play', ['CODE-fn15'], ['PREF-G47']]);
    expect(r3('PREF-G47', 'redeal-no-fine', ev).outcome).toBe('redeal');
  });

  it('PREF-G48: a wrong count noticed by a bystander: the holder’s clause applies, or the Code', () => {
    mark('PREF-G48', 'same-clauses', 'code-if-other');
    const ev = [dealt([10, 9, 10]), bid(1, '6S'), bid(2, '6C'), discover(0, [10, 9, 10], 'floor')];
    expect(r3('PREF-G48', 'same-clauses', ev).trail).toEqual(['PCR-2.1']);
    expect(r3('PREF-G48', 'code-if-other', ev).trail).toEqual(['CODE-3.2.23', 'CODE-3.2.16', 'CODE-3.2.16.b', 'CODE-fn15']);
  });

  it('PREF-G49: after the result is written: no claim (3.9.17), or the clause’s fine on top', () => {
    mark('PREF-G49', 'code-3-9-17', 'no-deadline');
    const ev = [...sixSpades([2], [0]), ...tricks(spread([1, 2, 0], [6, 3, 1])), ...SCORE, discover(2, [10, 11, 10], 'none', { talon: 1 })];
    expect([r3('PREF-G49', 'code-3-9-17', ev).trail, fines(r3('PREF-G49', 'code-3-9-17', ev).written)]).toEqual([['CODE-3.9.17'], []]);
    expect(fines(r3('PREF-G49', 'no-deadline', ev).written)).toEqual([M(1, 4, 'wrong-count-fine', 'PCR-3')]);
  });

  it('PREF-G53: on the 2.1 «без двух» nobody writes consolation, or everyone does as on a real remiz', () => {
    mark('PREF-G53', 'none', 'full');
    const ev = [dealt([10, 9, 10]), bid(1, '6S'), discover(1, [10, 9, 10], 'floor')];
    expect(r3('PREF-G53', 'none', ev).fines).toEqual([M(1, 4, 'wrong-count-fine', 'PCR-2.1')]);
    expect(r3('PREF-G53', 'full', ev).fines).toEqual([M(1, 4, 'wrong-count-fine', 'PCR-2.1'), W(0, 1, 4, 'penalty-consolation', 'PCR-2.1'), W(2, 1, 4, 'penalty-consolation', 'PCR-2.1')]);
  });

  it('PREF-G54: the offender took no trick: penalty after the amnesty (he keeps the premium) or before it (no premium)', () => {
    mark('PREF-G54', 'penalty-after-amnesty', 'penalty-before-amnesty');
    const ev = [...allPassed, apDiscover('floor'), ...tricks(spread([1, 2, 0], [0, 0, 10])), ...SCORE];
    // seat 0 took all ten; seats 1 and 2 none; seat 2 owes 2 penalty tricks
    expect(r3('PREF-G54', 'penalty-after-amnesty', ev).written).toEqual([P(1, 1, 'all-pass-zero', 'CODE-3.7.2.1'), P(2, 1, 'all-pass-zero', 'CODE-3.7.2.1'), M(0, 10, 'all-pass-tricks', 'CODE-3.7.2.1'), M(2, 2, 'all-pass-tricks', 'CODE-3.7.2.1')]);
    expect(r3('PREF-G54', 'penalty-before-amnesty', ev).written).toEqual([P(1, 1, 'all-pass-zero', 'CODE-3.7.2.1'), M(0, 10, 'all-pass-tricks', 'CODE-3.7.2.1'), M(2, 2, 'all-pass-tricks', 'CODE-3.7.2.1')]);
  });

  it('PREF-G55: an all-pass ended by a fine advances the run, or leaves it', () => {
    mark('PREF-G55', 'advances', 'neutral');
    const ev = [...allPassed, ...tricks([0, 0, 1]), apDiscover('not-found')];
    expect(r3('PREF-G55', 'advances', ev).run).toBe(1);
    expect(r3('PREF-G55', 'neutral', ev).run).toBe(0);
  });

  it('PREF-G57: 5.2.2 names no level: the current step (2 in a second all-pass) or the first (1)', () => {
    mark('PREF-G57', 'current-everywhere', 'base-where-unnamed');
    const ev = [...allPassed, ...tricks([0]), apDiscover('other-deck')];
    expect(r3('PREF-G57', 'current-everywhere', ev, { sheet: { run: 1 } }).written).toEqual([M(2, 4, 'wrong-count-fine', 'PCR-5.2.2')]);
    expect(r3('PREF-G57', 'base-where-unnamed', ev, { sheet: { run: 1 } }).written).toEqual([M(2, 2, 'wrong-count-fine', 'PCR-5.2.2')]);
  });

  it('PREF-G60: a redeal is demanded after the 2.2 fine: the fine stands, or the redeal cancels it', () => {
    mark('PREF-G60', 'fine-stands', 'redeal-cancels-fine');
    const ev = [dealt([10, 9, 10]), pass(1), discover(1, [10, 9, 10], 'floor'), choice([false, false, true])];
    expect(r3('PREF-G60', 'fine-stands', ev).written).toEqual([M(1, 1, 'wrong-count-fine', 'PCR-2.2')]);
    expect(r3('PREF-G60', 'redeal-cancels-fine', ev).written).toEqual([]);
  });

  it('PREF-G61: a whister with a wrong count who also fell short: both fines, or the wrong-count fine alone', () => {
    mark('PREF-G61', 'cumulative', 'wrong-count-only');
    const ev = [...sixSpades([2], [0]), ...tricks(spread([1, 2, 0], [8, 1, 1])), discover(1, [10, 11, 9]), ...SCORE];
    const seat2 = (c: ReturnType<typeof r3>) => c.written.filter((e) => e.seat === 2 && e.kind === 'mountain');
    expect(seat2(r3('PREF-G61', 'cumulative', ev))).toEqual([M(2, 4, 'defence-shortfall', 'CODE-3.8.11'), M(2, 4, 'wrong-count-fine', 'PCR-3')]);
    expect(seat2(r3('PREF-G61', 'wrong-count-only', ev))).toEqual([M(2, 4, 'wrong-count-fine', 'PCR-3')]);
  });

  it('PREF-G62: fined under 2.1, later declarer with a wrong discard: fined again, or one fine per deal', () => {
    mark('PREF-G62', 'cumulative', 'first-fine-only');
    const ev = [dealt([10, 9, 10]), bid(1, '6S'), discover(1, [10, 9, 10], 'floor'), choice([false, false, false]), pass(2), pass(0), won(1, '6S'), contract('6S', 3), whistPlayed([2], [0]), ...tricks(spread([1, 2, 0], [6, 3, 1])), discover(2, [10, 10, 10]), ...SCORE];
    const r = { 'PREF-G21': 'wrong-discard-too' };
    expect(fines(r3('PREF-G62', 'cumulative', ev, {}, r).written)).toEqual([M(1, 4, 'wrong-count-fine', 'PCR-2.1'), M(1, 4, 'wrong-count-fine', 'PCR-3')]);
    expect(fines(r3('PREF-G62', 'first-fine-only', ev, {}, r).written)).toEqual([M(1, 4, 'wrong-count-fine', 'PCR-2.1')]);
  });

  it('PREF-C1: the talon as the 5th pair stands (not first or last), is redealt (4th pair only), or stands when agreed (same round)', () => {
    mark('PREF-C1', 'not-first-or-last', 'fourth-pair', 'same-round');
    const ev: PreferansEvent[] = [{ type: 'MISDEAL', kind: 'talon-pair', pair: 5 }];
    expect(run({}, ev).value).toBe('awaitingDeal');
    expect(r3('PREF-C1', 'fourth-pair', ev).outcome).toBe('redeal');
    expect(run({ 'PREF-C1': 'same-round' }, ev, { agreedTalonPair: 5 }).value).toBe('awaitingDeal');
    expect(r3('PREF-C1', 'same-round', [{ type: 'MISDEAL', kind: 'talon-pair', pair: 4 }], { agreedTalonPair: 5 }).outcome).toBe('redeal');
  });

  const game = { hands: [GAME[0], GAME[1], GAME[2]], talon: GAME.talon };

  it('PREF-C2: a jump bid and «здесь» by the second hand: refused (3.3.8), a jump allowed (fn 21), «здесь» for any senior', () => {
    mark('PREF-C2', 'step-first-hand', 'any-higher', 'step-senior');
    const jump = { ...game, script: [{ seat: 1, call: '6S' }, { seat: 2, call: '7S' }] as ScriptItem[] };
    expect(() => ruling(jump)).toThrow(/7S is not a legal call here \(jump; PREF-C2 step-first-hand\)/);
    expect(() => ruling({ ...jump, readings: { 'PREF-C2': 'any-higher' } })).toThrow(/ends before the deal is over/);
    const here = { ...game, script: [{ seat: 1, call: 'pass' }, { seat: 2, call: '6S' }, { seat: 0, call: '6C' }, { seat: 2, call: 'here' }] as ScriptItem[] };
    expect(() => ruling(here)).toThrow(/here is not a legal call here \(here-not-allowed; PREF-C2 step-first-hand\)/);
    expect(() => ruling({ ...here, readings: { 'PREF-C2': 'step-senior' } })).toThrow(/ends before the deal is over/);
  });

  it('PREF-C3: the misère winner names 9♠: allowed (3.4.3 read literally), or misère binds him', () => {
    mark('PREF-C3', 'may-name-higher', 'misere-bound');
    const spec = { ...game, script: [{ seat: 1, call: 'MIS' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { seat: 1, discard: ['7C', '8C'], contract: '9S' }] as ScriptItem[] };
    expect(() => ruling(spec)).toThrow(/ends before the deal is over/);
    expect(() => ruling({ ...spec, readings: { 'PREF-C3': 'misere-bound' } })).toThrow(/9S after the bid MIS: game-after-misere-bid/);
  });

  it('PREF-C5: two whisters on 6 take 3 + 0: the second writes 2 short (per person) or 1 (the pair’s shortfall)', () => {
    mark('PREF-C5', 'per-person', 'capped-at-pair');
    const ev = [...sixSpades([2, 0], []), ...tricks(spread([1, 2, 0], [7, 3, 0])), ...SCORE];
    const sf = (c: ReturnType<typeof r3>) => c.written.filter((e) => e.reason === 'defence-shortfall');
    expect(sf(r3('PREF-C5', 'per-person', ev))).toEqual([M(0, 4, 'defence-shortfall', 'CODE-3.8.11')]);
    expect(sf(r3('PREF-C5', 'capped-at-pair', ev))).toEqual([M(0, 2, 'defence-shortfall', 'CODE-3.8.11')]);
  });

  it('PREF-C6: 6♠ made; the lone whister writes for both defenders’ 4 tricks (8) or his own 3 (6)', () => {
    mark('PREF-C6', 'whister-writes-all', 'own-tricks-only');
    const ev = [...sixSpades([2], [0]), ...tricks(spread([1, 2, 0], [6, 3, 1])), ...SCORE];
    expect(r3('PREF-C6', 'whister-writes-all', ev).written).toEqual([P(1, 2, 'contract-made', 'CODE-2.2.2'), W(2, 1, 8, 'defender-tricks', 'CODE-3.8.13')]);
    expect(r3('PREF-C6', 'own-tricks-only', ev).written).toEqual([P(1, 2, 'contract-made', 'CODE-2.2.2'), W(2, 1, 6, 'defender-tricks', 'CODE-3.8.13')]);
  });

  it('PREF-C7: a 4-player all-pass; the dealer’s talon cards won nothing: he gets the premium, or not', () => {
    mark('PREF-C7', 'counts-fully', 'no-premium');
    const ev = [dealt([0, 10, 10, 10]), pass(1), pass(2), pass(3), { type: 'ALL_PASSED' } as PreferansEvent, ...tricks(spread([1, 2, 3], [4, 3, 3])), ...SCORE];
    const prem0 = (c: ReturnType<typeof r3>) => c.written.filter((e) => e.kind === 'pool' && e.seat === 0);
    expect(prem0(r3('PREF-C7', 'counts-fully', ev, { players: 4 }))).toEqual([P(0, 1, 'all-pass-zero', 'CODE-3.7.2.1')]);
    expect(prem0(r3('PREF-C7', 'no-premium', ev, { players: 4 }))).toEqual([]);
  });

  it('PREF-C8: an unwhisted game ends the all-pass run (any game), or leaves it (only a game played)', () => {
    mark('PREF-C8', 'any-game', 'played-whisted');
    const ev = [dealt(), bid(1, '6S'), pass(2), pass(0), won(1, '6S'), contract('6S'), unwhisted(), { type: 'SCORE' } as PreferansEvent];
    expect(r3('PREF-C8', 'any-game', ev, { sheet: { run: 2 } }).run).toBe(0);
    expect(r3('PREF-C8', 'played-whisted', ev, { sheet: { run: 2 } }).run).toBe(2);
  });

  it('PREF-C10: Code, the declarer’s 11 cards found in play: 3.9.18’s «без двух», or fn 15(c) alone with no fine', () => {
    mark('PREF-C10', 'both', 'fn15-no-fine');
    const ev = [...sixSpades([2], [0]), ...tricks([1]), discover(2, [10, 11, 10], 'none', { talon: 1 }), ...tricks(spread([1, 2, 0], [5, 3, 1])), ...SCORE];
    const code = { 'PREF-RULES': 'code' };
    expect(fines(r3('PREF-C10', 'both', ev, {}, code).written)).toEqual([M(1, 4, 'wrong-count-fine', 'CODE-3.9.18.ex1')]);
    const b = r3('PREF-C10', 'fn15-no-fine', ev, {}, code);
    expect([b.trail, fines(b.written), b.written[0]]).toEqual([['CODE-3.9.18', 'CODE-fn15'], [], P(1, 2, 'contract-made', 'CODE-2.2.2')]);
  });

  it('PREF-C12: a defender’s revoke: the penalty trick goes to the declarer (7♠ made), or to nobody (one down)', () => {
    mark('PREF-C12', 'each-as-written', 'never-given');
    const six = { hands: [SIX_TRICKS[0], SIX_TRICKS[1], SIX_TRICKS[2]], talon: SIX_TRICKS.talon };
    const script: ScriptItem[] = [
      { seat: 1, call: '6S' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { seat: 1, discard: ['9C', '8C'], contract: '7S' },
      { seat: 2, whist: 'whist' }, { seat: 0, whist: 'pass' }, { seat: 2, whist: 'closed' },
      { seat: 1, play: 'AS' }, { seat: 2, play: 'AH' }, { seat: 0, play: 'TH' }, { autoplay: 6 }, { irregularity: 'revoke', seat: 2 }, { autoplay: 'all' },
    ];
    expect(ruling({ ...six, script }).outcome).toBe('made');
    const b = ruling({ ...six, script, readings: { 'PREF-C12': 'never-given' } });
    expect([b.outcome, b.entries[0]]).toEqual(['failed', M(1, 4, 'undertricks', 'CODE-3.8.1.1')]);
  });

  it('PREF-C13: Leningrad, 6♠ one down: consolation is the price (2) or twice it (4)', () => {
    mark('PREF-C13', 'contract-price', 'double-price');
    const ev = [...sixSpades([2, 0], []), ...failedBy1, ...SCORE];
    const cons = (c: ReturnType<typeof r3>) => c.written.filter((e) => e.reason === 'consolation').map((e) => e.amount);
    expect(cons(r3('PREF-C13', 'contract-price', ev, { variant: 'leningrad' }))).toEqual([2, 2]);
    expect(cons(r3('PREF-C13', 'double-price', ev, { variant: 'leningrad' }))).toEqual([4, 4]);
  });

  it('PREF-C14: the dealer’s agreed remiz is 5 (3.2.17) or 2 (fn 13)', () => {
    mark('PREF-C14', 'five', 'two');
    const ev: PreferansEvent[] = [{ type: 'MISDEAL', kind: 'exposed-card', pair: 0 }];
    expect(r3('PREF-C14', 'five', ev, { sheet: { dealerErrors: [1, 0, 0] } }).written).toEqual([M(0, 5, 'dealer-remiz', 'CODE-3.2.17')]);
    expect(r3('PREF-C14', 'two', ev, { sheet: { dealerErrors: [1, 0, 0] } }).written).toEqual([M(0, 2, 'dealer-remiz', 'CODE-3.2.17')]);
  });

  it('PREF-C16: the trickless player looked at a trick on an all-pass: one trick after the amnesty (keeps the premium), or before', () => {
    mark('PREF-C16', 'after-amnesty', 'before-amnesty');
    const ev = [...allPassed, ...tricks(spread([1, 2, 0], [0, 4, 6])), irregularity('looked-at-trick', 1), ...SCORE];
    expect(r3('PREF-C16', 'after-amnesty', ev).written).toEqual([P(1, 1, 'all-pass-zero', 'CODE-3.7.2.1'), M(0, 6, 'all-pass-tricks', 'CODE-3.7.2.1'), M(1, 1, 'all-pass-tricks', 'CODE-3.7.2.1'), M(2, 4, 'all-pass-tricks', 'CODE-3.7.2.1')]);
    expect(r3('PREF-C16', 'before-amnesty', ev).written).toEqual([M(0, 5, 'all-pass-tricks', 'CODE-3.7.2.1'), M(2, 3, 'all-pass-tricks', 'CODE-3.7.2.1')]);
  });

  it('PREF-C20: an all-pass trick named by the talon’s 7♣ that nobody follows: the first hand’s suit (8♥, seat 0) or the highest rank (A♦, seat 2)', () => {
    mark('PREF-C20', 'first-hand-suit', 'highest-rank');
    // seat 1 holds every club but the talon's two, and revokes on the first trick; nobody else can follow
    const spec = (readings: Record<string, string>) => ({
      readings,
      hands: [
        ['8H', 'TH', 'JH', 'QH', 'KH', 'AH', 'QS', 'JS', 'TS', '9S'],
        ['9C', 'TC', 'JC', 'QC', 'KC', 'AC', '7H', '9H', '7S', '8S'],
        ['AD', 'KD', 'QD', 'JD', 'TD', '9D', '8D', '7D', 'AS', 'KS'],
      ],
      talon: ['7C', '8C'],
      script: [{ seat: 1, call: 'pass' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { seat: 1, play: '7H' }, { seat: 2, play: 'AD' }, { seat: 0, play: '8H' }, { autoplay: 'all' }] as ScriptItem[],
    });
    const first = ruling(spec({}));
    const high = ruling(spec({ 'PREF-C20': 'highest-rank' }));
    const trick1 = { trick: 1, leader: 1, talon: '7C', cards: [{ seat: 1, card: '7H' }, { seat: 2, card: 'AD' }, { seat: 0, card: '8H' }], noSuit: true };
    expect(first.trickRecord[0]).toEqual({ ...trick1, winner: 0 });
    expect(high.trickRecord[0]).toEqual({ ...trick1, winner: 2 });
    expect(first.readings['PREF-C20']).toBe('first-hand-suit');
    expect(high.readings['PREF-C20']).toBe('highest-rank');
    expect(first.revokes).toEqual([{ seat: 1, card: '7H', trick: 1, kind: 'revoke', status: 'unclaimed' }]);
    // a trick the named suit is played to does not consult it
    const normal = ruling({ ...spec({}), script: [{ seat: 1, call: 'pass' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { autoplay: 'all' }] });
    expect(normal.readings['PREF-C20']).toBeUndefined();
  });

  it('PREF-C21: whole figures (4.2.12): a mountain of 2 among 3 lowered by 2 at 3 whists a point, or raised by 1; with 4 players 2 or 3 whists a point', () => {
    mark('PREF-C21', 'lower-floor-10-over-n', 'nearest-point', 'three-per-point');
    const sheet = (mountain: number[]): Sheet => ({ players: mountain.length as 3 | 4, pool: mountain.map(() => SOCHI.poolTarget), mountain, whists: mountain.map(() => mountain.map(() => 0)) });
    // 3 players, mountains 0, 2, 6 (mean 8/3): exact 26.67, 6.67, −33.33. 10·2/3 is not whole.
    const three = sheet([0, 2, 6]);
    // lowered by 2 → 0, 0, 6 (mean 2): 20, 20, −40; seats 0 and 2 each write 2 × 3 = 6 whists on seat 1: 26, 8, −34
    const low = settleRounded(three, SOCHI, 'lower-floor-10-over-n');
    expect([low.mountains, low.compensation, low.result]).toEqual([[0, 0, 6], [{ seat: 1, points: 2, whistsFromEachOther: 6 }], [26, 8, -34]]);
    expect(settleRounded(three, SOCHI)).toEqual(low);
    // raised by 1 → 0, 3, 6 (mean 3): 30, 0, −30; seat 1 writes 3 whists on each other: 27, 6, −33
    const near = settleRounded(three, SOCHI, 'nearest-point');
    expect([near.mountains, near.compensation, near.result]).toEqual([[0, 3, 6], [{ seat: 1, points: -1, whistsFromEachOther: -3 }], [27, 6, -33]]);
    expect(settleRounded(three, SOCHI, 'three-per-point')).toEqual(low); // 3 players: ⌊10/3⌋ is already 3
    // 4 players, mountains 0, 1, 0, 0: exact 2.5, −7.5, 2.5, 2.5; lowered by 1 → all 0, the others
    // each write 2 (⌊10/4⌋): 2, −6, 2, 2; at 3 whists a point: 3, −9, 3, 3. A tie (1 down or 1 up) lowers.
    const four = sheet([0, 1, 0, 0]);
    expect(settleRounded(four, SOCHI, 'lower-floor-10-over-n').result).toEqual([2, -6, 2, 2]);
    expect(settleRounded(four, SOCHI, 'nearest-point').result).toEqual([2, -6, 2, 2]);
    expect(settleRounded(four, SOCHI, 'three-per-point').result).toEqual([3, -9, 3, 3]);
    // the settle file's readings reach the whole figures (cardlaw settle)
    const file = (readings?: Record<string, string>) => parseSheetFile({ variant: 'sochi', players: 3, sheet: { pool: [50, 50, 50], mountain: [0, 2, 6] }, ...(readings ? { readings } : {}) });
    const cli = (readings?: Record<string, string>) => { const f = file(readings); return settleSheet(f.sheet, f.variant, f.readings).rounded; };
    expect([cli().reading, cli().result]).toEqual(['lower-floor-10-over-n', [26, 8, -34]]);
    expect([cli({ 'PREF-C21': 'nearest-point' }).reading, cli({ 'PREF-C21': 'nearest-point' }).result]).toEqual(['nearest-point', [27, 6, -33]]);
    expect(() => file({ 'PREF-C21': 'ceiling' })).toThrow(/^settle\.readings\.PREF-C21/);
  });

  it('PREF-C22: 4 players, 6♠, both defenders pass: unwhisted (closed), or the dealer may still whist (dealer-may-whist: 6♠ made, he writes 2 × 4)', () => {
    mark('PREF-C22', 'closed', 'dealer-may-whist');
    // seat 0 deals and sits out; seat 1 holds six spades and makes exactly six
    const spec = (script: ScriptItem[], readings: Record<string, string> = {}) => ({ players: 4 as const, hands: [[], SIX_TRICKS[1], SIX_TRICKS[2], SIX_TRICKS[0]], talon: SIX_TRICKS.talon, readings, script });
    const passes: ScriptItem[] = [{ seat: 1, call: '6S' }, { seat: 2, call: 'pass' }, { seat: 3, call: 'pass' }, { seat: 1, discard: ['9C', '8C'], contract: '6S' }, { seat: 2, whist: 'pass' }, { seat: 3, whist: 'pass' }];
    const dealerWhists: ScriptItem[] = [...passes, { seat: 0, whist: 'whist' }, { seat: 0, whist: 'closed' }, { autoplay: 'all' }];
    const closed = ruling(spec(passes));
    expect([closed.outcome, closed.entries, closed.readings['PREF-C22']]).toEqual(['unwhisted', [P(1, 2, 'unwhisted', 'CODE-4.2.3.2')], 'closed']);
    expect(() => ruling(spec(dealerWhists))).toThrow(/^scenario\.events\[6\]: a whist decision outside the whisting/);
    // the dealer whists: 6♠ made (6 tricks), the lone whister writes the price 2 for each of the defenders' 4 tricks
    const open = ruling(spec(dealerWhists, { 'PREF-C22': 'dealer-may-whist' }));
    expect([open.outcome, open.entries, open.readings['PREF-C22']]).toEqual(['made', [P(1, 2, 'contract-made', 'CODE-2.2.2'), W(0, 1, 8, 'defender-tricks', 'CODE-3.8.13')], 'dealer-may-whist']);
    // he may also pass: unwhisted as before
    expect(ruling(spec([...passes, { seat: 0, whist: 'pass' }], { 'PREF-C22': 'dealer-may-whist' })).outcome).toBe('unwhisted');
    // on 8 and above the dealer may whist under either reading (3.8.8.1); the reading is not consulted
    const eight: ScriptItem[] = [{ seat: 1, call: '6S' }, { seat: 2, call: 'pass' }, { seat: 3, call: 'pass' }, { seat: 1, discard: ['9C', '8C'], contract: '8S' }, { seat: 2, whist: 'pass' }, { seat: 3, whist: 'pass' }, { seat: 0, whist: 'pass' }];
    expect(ruling(spec(eight)).readings['PREF-C22']).toBeUndefined();
  });

  it('PREF-C23: Leningrad, 6♠ one down, seat 0’s half-whist returned by seat 2: seat 0 writes his consolation 2, or nothing', () => {
    mark('PREF-C23', 'writes-consolation', 'writes-nothing');
    // 5 / 3 / 2 tricks: the whister seat 2 takes the whole split, 5 tricks × 4 (2p) + one consolation 2 = 22
    const ev: PreferansEvent[] = [...sixSpades([2], [0]).slice(0, -1), { type: 'WHIST', outcome: 'played', whisters: [2], passers: [0], halfWhister: 0, open: false }, ...tricks(spread([1, 2, 0], [5, 3, 2])), ...SCORE];
    const lenin = { variant: 'leningrad' as const };
    const undertricks = M(1, 4, 'undertricks', 'CODE-3.8.1.1'); // 2 × 2p × 1
    expect(r3('PREF-C23', 'writes-consolation', ev, lenin).written).toEqual([undertricks, W(2, 1, 22, 'gentleman-share', 'CODE-3.8.14'), W(0, 1, 2, 'consolation', 'CODE-3.8.1.2')]);
    expect(r3('PREF-C23', 'writes-nothing', ev, lenin).written).toEqual([undertricks, W(2, 1, 22, 'gentleman-share', 'CODE-3.8.14')]);
    // a plain passer shares the split (24 in halves) and the reading is not consulted
    const plain = run({}, [...sixSpades([2], [0]), ...tricks(spread([1, 2, 0], [5, 3, 2])), ...SCORE], lenin).ctx;
    expect([plain.written, plain.consulted.includes('PREF-C23')]).toEqual([[undertricks, W(2, 1, 12, 'gentleman-share', 'CODE-3.8.14'), W(0, 1, 12, 'gentleman-share', 'CODE-3.8.14')], false]);
  });

  it('PREF-C24: seat 2 revokes on an all-pass (8♦ on ♣J, holding clubs), claimed: his penalty trick after the amnesty (he keeps the premium) or before it', () => {
    mark('PREF-C24', 'after-amnesty', 'before-amnesty');
    // seat 2 holds every 7, 8 and 9 out of the talon and can win no trick; seat 0 wins the first (♦,
    // named by the talon's 9♦), seat 1 every other: real tricks 1 / 9 / 0. Sochi, first step: 1 a trick.
    const spec = (readings: Record<string, string>) => ({
      readings,
      hands: [ALL_PASS_REVOKE[0], ALL_PASS_REVOKE[1], ALL_PASS_REVOKE[2]],
      talon: ALL_PASS_REVOKE.talon,
      script: [
        { seat: 1, call: 'pass' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { autoplay: 6 },
        { seat: 1, play: 'JC' }, { seat: 2, play: '8D' }, { seat: 0, play: 'JS' }, { irregularity: 'revoke', seat: 2 }, { autoplay: 'all' },
      ] as ScriptItem[],
    });
    const after = ruling(spec({}));
    // after-amnesty: counts 1 / 9 / 0, amnesty 0; seat 2 gets the premium 1 and writes his penalty trick 1
    expect([after.tricks, after.trail, after.readings['PREF-C24'], after.revokes[0].status]).toEqual([[1, 9, 0], ['CODE-3.9.16', 'CODE-3.9.16.2'], 'after-amnesty', 'claimed']);
    expect(after.entries).toEqual([P(2, 1, 'all-pass-zero', 'CODE-3.7.2.1'), M(0, 1, 'all-pass-tricks', 'CODE-3.7.2.1'), M(1, 9, 'all-pass-tricks', 'CODE-3.7.2.1'), M(2, 1, 'all-pass-tricks', 'CODE-3.7.2.1')]);
    // before-amnesty: counts 1 / 9 / 1, no premium, amnesty 1: 0 / 8 / 0
    const before = ruling(spec({ 'PREF-C24': 'before-amnesty' }));
    expect([before.tricks, before.readings['PREF-C24']]).toEqual([[1, 9, 0], 'before-amnesty']);
    expect(before.entries).toEqual([M(1, 8, 'all-pass-tricks', 'CODE-3.7.2.1')]);
    // the revoke left unclaimed: no penalty, the reading is not consulted
    const unclaimed = ruling({ ...spec({}), script: spec({}).script.filter((x) => !('irregularity' in x)) });
    expect([unclaimed.entries.length, unclaimed.readings['PREF-C24']]).toEqual([3, undefined]);
    // seat 0 revokes instead (♠10 on the talon's ♦, holding diamonds): he has a trick, seat 2 none, so
    // the amnesty is 0 either way and he writes 1 + 1: the readings do not part and it is not consulted
    const seat0 = ruling({ ...spec({}), script: [...spec({}).script.slice(0, 3), { seat: 1, play: 'TC' }, { seat: 2, play: '7D' }, { seat: 0, play: 'TS' }, { irregularity: 'revoke', seat: 0 }, { autoplay: 'all' }] });
    expect([seat0.tricks, seat0.trail, seat0.readings['PREF-C24']]).toEqual([[1, 9, 0], ['CODE-3.9.16', 'CODE-3.9.16.2'], undefined]);
    expect(seat0.entries).toEqual([P(2, 1, 'all-pass-zero', 'CODE-3.7.2.1'), M(0, 2, 'all-pass-tricks', 'CODE-3.7.2.1'), M(1, 9, 'all-pass-tricks', 'CODE-3.7.2.1')]);
  });

  it('PREF-C25: the declarer (6♠) looks at an old trick, then a defender’s 9 cards bring the open replay of clause 4 from the start: the lost trick goes with the first play (made) or stands (one down)', () => {
    mark('PREF-C25', 'annulled', 'stand');
    // SIX_TRICKS with ♣10 moved from seat 0 to seat 2 (9 / 10 / 11): seat 1 takes exactly six with his spades
    const spec = (readings: Record<string, string>, look = true) => ({
      readings,
      hands: moved(SIX_TRICKS, 'TC', 0, 2),
      talon: SIX_TRICKS.talon,
      script: [
        ...sixSpadesScript('closed'), { autoplay: 6 },
        ...(look ? [{ irregularity: 'looked-at-trick', seat: 1 }] : []), { discover: { by: 0 } }, { autoplay: 'all' },
      ] as ScriptItem[],
    });
    const fine = [M(2, 4, 'wrong-count-fine', 'PCR-4'), M(0, 4, 'wrong-count-fine', 'PCR-4')]; // «без двух» on 6♠ each: 2 × 2
    // annulled: the replay's 6 tricks, made: pool 2
    const a = ruling(spec({}));
    expect([a.outcome, a.tricks, a.trail, a.readings['PREF-C25']]).toEqual(['made', [1, 6, 3], ['CODE-3.9.11.2', 'CODE-3.9.12', 'PCR-4'], 'annulled']);
    expect(a.entries).toEqual([P(1, 2, 'contract-made', 'CODE-2.2.2'), ...fine]);
    // stand: 6 − 1 = 5, one down: 1 × 2 into the mountain
    const b = ruling(spec({ 'PREF-C25': 'stand' }));
    expect([b.outcome, b.readings['PREF-C25']]).toEqual(['failed', 'stand']);
    expect(b.entries).toEqual([M(1, 2, 'undertricks', 'CODE-3.8.1.1'), ...fine]);
    // no penalty in the first play: not consulted; replayed from the discovery the penalty stands under PREF-G29 alone
    expect(ruling(spec({}, false)).readings['PREF-C25']).toBeUndefined();
    const d = ruling(spec({ 'PREF-G29': 'replay-from-discovery' }));
    expect([d.outcome, d.readings['PREF-C25']]).toEqual(['failed', undefined]);
  });

  it('PREF-C26: seats 1 and 2 pass, seat 1 exposes the talon before seat 0 speaks: seat 0 gets it at 6♠ (made, pool 2) or still passes (an all-pass)', () => {
    mark('PREF-C26', 'lowest-contract', 'own-call');
    // SIX_TRICKS turned so that seat 0, the third hand, holds the six spades
    const hands = [SIX_TRICKS[1], SIX_TRICKS[2], SIX_TRICKS[0]];
    const exposed: ScriptItem[] = [{ seat: 1, call: 'pass' }, { seat: 2, call: 'pass' }, { irregularity: 'talon-exposed', seat: 1 }];
    const game = ruling({ hands, talon: SIX_TRICKS.talon, script: [...exposed, { seat: 0, discard: ['9C', '8C'], contract: '6S' }, { seat: 1, whist: 'whist' }, { seat: 2, whist: 'pass' }, { seat: 1, whist: 'closed' }, { autoplay: 'all' }] });
    // lowest-contract: 6♠ made, 2 into the pool; the lone whister writes 2 × his 4 tricks
    expect([game.outcome, game.contract, game.trail, game.readings['PREF-C26']]).toEqual(['made', '6S', ['CODE-3.3.16.2'], 'lowest-contract']);
    expect(game.entries).toEqual([P(0, 2, 'contract-made', 'CODE-2.2.2'), W(1, 0, 8, 'defender-tricks', 'CODE-3.8.13')]);
    expect(() => ruling({ hands, talon: SIX_TRICKS.talon, script: [...exposed, { seat: 0, call: 'pass' }] })).toThrow(/a call outside the bidding \(now: talon\)/);
    // own-call: seat 0 passes; an all-pass at the first step (1 a trick): tricks 2 / 8 / 0, seat 2 gets the premium
    const allPass = ruling({ hands, talon: SIX_TRICKS.talon, readings: { 'PREF-C26': 'own-call' }, script: [...exposed, { seat: 0, call: 'pass' }, { autoplay: 'all' }] });
    expect([allPass.outcome, allPass.contract, allPass.readings['PREF-C26']]).toEqual(['all-pass', null, 'own-call']);
    expect(allPass.entries).toEqual([P(2, 1, 'all-pass-zero', 'CODE-3.7.2.1'), M(0, 2, 'all-pass-tricks', 'CODE-3.7.2.1'), M(1, 8, 'all-pass-tricks', 'CODE-3.7.2.1')]);
  });

  it('PREF-C27: 6♠ made on 6/4, seat 0 (passer, no trick) looks at an old trick: lost for nothing (the whister writes 8) or off the pair (6 and 2 short)', () => {
    mark('PREF-C27', 'lost-for-nothing', 'off-the-pair');
    // SIX_TRICKS: seat 1 takes six sure spade tricks, seat 2 whists (closed) and takes 4, seat 0 passes and takes none
    const script = (seat: number): ScriptItem[] => [
      ...sixSpadesScript('closed'), { autoplay: 6 }, { irregularity: 'looked-at-trick', seat }, { autoplay: 'all' },
    ];
    const spec = (r: string, seat = 0): BuildSpec => ({ hands: [SIX_TRICKS[0], SIX_TRICKS[1], SIX_TRICKS[2]], talon: SIX_TRICKS.talon, readings: { 'PREF-C27': r }, script: script(seat) });
    // lost-for-nothing: seat 0 has no trick to lose; the defence keeps 0 + 4 = 4, the quota on 6: the whister writes 4 × 2 = 8
    const kept = ruling(spec('lost-for-nothing'));
    expect([kept.outcome, kept.tricks, kept.trail, kept.readings['PREF-C27']]).toEqual(['made', [0, 6, 4], ['CODE-3.9.11.2', 'CODE-3.9.12'], 'lost-for-nothing']);
    expect(kept.entries).toEqual([P(1, 2, 'contract-made', 'CODE-2.2.2'), W(2, 1, 8, 'defender-tricks', 'CODE-3.8.13')]);
    // off-the-pair: the trick comes off seat 2's 4: 3 × 2 = 6 written, one short of the quota 4: 1 × 2 = 2 into his mountain
    const taken = ruling(spec('off-the-pair'));
    expect([taken.outcome, taken.readings['PREF-C27']]).toEqual(['made', 'off-the-pair']);
    expect(taken.entries).toEqual([P(1, 2, 'contract-made', 'CODE-2.2.2'), W(2, 1, 6, 'defender-tricks', 'CODE-3.8.13'), M(2, 2, 'defence-shortfall', 'CODE-3.8.11')]);
    // seat 2 (4 tricks) looks himself: he loses his own trick either way, and the gap is not consulted
    const own = ruling(spec('off-the-pair', 2));
    expect([own.entries, own.readings['PREF-C27']]).toEqual([taken.entries, undefined]);
  });

  it('PREF-C27: 6♠ made on 6/4, seat 0 (passer, no trick) revokes (♦8 on ♥7, holding hearts) and it is claimed (3.9.16.2): lost for nothing (the whister writes 8) or off the pair (6 and 2 short)', () => {
    mark('PREF-C27', 'lost-for-nothing', 'off-the-pair');
    // SIX_TRICKS: seat 1 leads ♥7, seat 2 takes it with ♥A, seat 0 revokes ♦8 while holding ♥10 ♥9; claimed three tricks
    // later, the play from the revoke is taken back and replayed: seat 1 six spade tricks, seat 2 four, seat 0 none
    const script = (claim: boolean): ScriptItem[] => [
      ...sixSpadesScript('closed'), { seat: 1, play: '7H' }, { seat: 2, play: 'AH' }, { seat: 0, play: '8D' }, { autoplay: 3 },
      ...(claim ? [{ irregularity: 'revoke', seat: 0 } as ScriptItem] : []), { autoplay: 'all' },
    ];
    const spec = (r: string, claim = true): BuildSpec => ({ hands: [SIX_TRICKS[0], SIX_TRICKS[1], SIX_TRICKS[2]], talon: SIX_TRICKS.talon, readings: { 'PREF-C27': r }, script: script(claim) });
    const revoke = { seat: 0, card: '8D', trick: 1, kind: 'revoke', status: 'claimed' };
    // lost-for-nothing: the penalty trick goes to the declarer (PREF-C12 each-as-written: 6 + 1 = 7, made, pool 2); seat 0 has
    // no trick to lose, so the defence keeps 0 + 4 = 4, the quota on 6: the whister writes 4 × 2 = 8
    const kept = ruling(spec('lost-for-nothing'));
    expect([kept.outcome, kept.tricks, kept.trail, kept.revokes, kept.readings['PREF-C27']]).toEqual(['made', [0, 6, 4], ['CODE-3.9.16', 'CODE-3.9.16.2'], [revoke], 'lost-for-nothing']);
    expect(kept.entries).toEqual([P(1, 2, 'contract-made', 'CODE-2.2.2'), W(2, 1, 8, 'defender-tricks', 'CODE-3.8.13')]);
    // off-the-pair: the trick comes off seat 2's 4: 3 × 2 = 6 written, one short of the quota 4: 1 × 2 = 2 into his mountain
    const taken = ruling(spec('off-the-pair'));
    expect([taken.outcome, taken.tricks, taken.trail, taken.readings['PREF-C27']]).toEqual(['made', [0, 6, 4], ['CODE-3.9.16', 'CODE-3.9.16.2'], 'off-the-pair']);
    expect(taken.entries).toEqual([P(1, 2, 'contract-made', 'CODE-2.2.2'), W(2, 1, 6, 'defender-tricks', 'CODE-3.8.13'), M(2, 2, 'defence-shortfall', 'CODE-3.8.11')]);
    // the revoke left unclaimed: no penalty, the readings do not part, and the gap is not consulted
    const quiet = ruling(spec('off-the-pair', false));
    expect([quiet.entries, quiet.readings['PREF-C27']]).toEqual([kept.entries, undefined]);
  });

  it('PREF-C28: 6♠ on six sure tricks, seat 2 leads ♥A out of turn, then the declarer looks at his discard: after the first lead (one down) or before it (made)', () => {
    mark('PREF-C28', 'out-of-turn-leads', 'correct-lead-only');
    // SIX_TRICKS: seat 1 names 6♠, seat 2 whists open, seat 0 passes; seat 1 is to lead, seat 2 leads ♥A (3.9.14: it stays face up)
    const script = (look: boolean): ScriptItem[] => [
      ...sixSpadesScript('open'), { seat: 2, play: 'AH' },
      ...(look ? [{ irregularity: 'looked-at-discard', seat: 1 } as ScriptItem] : []), { autoplay: 'all' },
    ];
    const spec = (r: string, look = true): BuildSpec => ({ hands: [SIX_TRICKS[0], SIX_TRICKS[1], SIX_TRICKS[2]], talon: SIX_TRICKS.talon, readings: { 'PREF-C28': r }, script: script(look) });
    // out-of-turn-leads: the look is after the first lead (3.4.9): 6 − 1 = 5, one down at 2; consolation 2 from each; the whister writes 4 × 2 = 8
    const led = ruling(spec('out-of-turn-leads'));
    expect([led.outcome, led.tricks, led.readings['PREF-C28']]).toEqual(['failed', [0, 6, 4], 'out-of-turn-leads']);
    expect(led.entries).toEqual([M(1, 2, 'undertricks', 'CODE-3.8.1.1'), W(0, 1, 2, 'consolation', 'CODE-3.8.1.2'), W(2, 1, 2, 'consolation', 'CODE-3.8.1.2'), W(2, 1, 8, 'defender-tricks', 'CODE-3.8.13')]);
    // correct-lead-only: seat 1 has not led yet, the look is before the first lead and costs nothing: 6♠ made, 2 into the pool, the whister 8
    const notYet = ruling(spec('correct-lead-only'));
    expect([notYet.outcome, notYet.readings['PREF-C28']]).toEqual(['made', 'correct-lead-only']);
    expect(notYet.entries).toEqual([P(1, 2, 'contract-made', 'CODE-2.2.2'), W(2, 1, 8, 'defender-tricks', 'CODE-3.8.13')]);
    // without the look the readings do not part, and the gap is not consulted
    const plain = ruling(spec('correct-lead-only', false));
    expect([plain.entries, plain.readings['PREF-C28']]).toEqual([notYet.entries, undefined]);
  });

  it('PREF-C28: Code, 6♠ with the declarer one short (♠9 on the floor), seat 2 leads ♥A out of turn, then the 9 cards are found: in play (3.9.18, «без двух» + one down: 6) or before play (3.4.6, «без двух»: 4)', () => {
    mark('PREF-C28', 'out-of-turn-leads', 'correct-lead-only');
    // SIX_TRICKS with ♠9 moved out of seat 1's hand (10 / 9 / 10): five top spades, one down on 6♠ whatever the order;
    // seat 2 whists open, seat 1 is to lead, seat 2 leads ♥A out of turn; seat 0 then finds seat 1's count (D5, PREF-RULES code)
    const script = (outOfTurn: boolean): ScriptItem[] => [
      ...sixSpadesScript('open'), ...(outOfTurn ? [{ seat: 2, play: 'AH' } as ScriptItem] : []),
      { discover: { by: 0 } }, { autoplay: 'all' },
    ];
    const spec = (r: string, outOfTurn = true): BuildSpec => ({ hands: moved(SIX_TRICKS, '9S', 1, null), floor: ['9S'], talon: SIX_TRICKS.talon, readings: { 'PREF-RULES': 'code', 'PREF-C28': r }, script: script(outOfTurn) });
    // both ways: 5 tricks for seat 1, 5 for seat 2 (seat 1 has no card for the last trick); the fine replaces his
    // undertricks (1 × 2), consolation stays on the actual one down: 1 × 2 from each; the whister writes 5 × 2 = 10
    const common = [W(0, 1, 2, 'consolation', 'CODE-3.8.1.2'), W(2, 1, 2, 'consolation', 'CODE-3.8.1.2'), W(2, 1, 10, 'defender-tricks', 'CODE-3.8.13')];
    const lead = ['CODE-3.9.14', 'CODE-3.9.14.1', 'CODE-3.9.15'];
    // out-of-turn-leads: ♥A was the first lead, the count is found in play: 3.9.18 ex. 1, (2 + 1 down) × 2 = 6
    const inPlay = ruling(spec('out-of-turn-leads'));
    expect([inPlay.outcome, inPlay.tricks, inPlay.trail, inPlay.readings['PREF-C28']]).toEqual(['failed', [0, 5, 5], [...lead, 'CODE-3.9.18', 'CODE-3.9.18.ex1'], 'out-of-turn-leads']);
    expect(inPlay.entries).toEqual([...common, M(1, 6, 'wrong-count-fine', 'CODE-3.9.18.ex1')]);
    // correct-lead-only: seat 1 has not led yet, the count is found before play: 3.4.6, exactly «без двух»: 2 × 2 = 4
    const before = ruling(spec('correct-lead-only'));
    expect([before.outcome, before.tricks, before.trail, before.readings['PREF-C28']]).toEqual(['failed', [0, 5, 5], [...lead, 'CODE-3.4.6'], 'correct-lead-only']);
    expect(before.entries).toEqual([...common, M(1, 4, 'wrong-count-fine', 'CODE-3.4.6')]);
    // no lead out of turn: the count found before any card is 3.4.6 under either reading, and the gap is not consulted
    const plain = ruling(spec('out-of-turn-leads', false));
    expect([plain.trail, plain.entries, plain.readings['PREF-C28']]).toEqual([['CODE-3.4.6'], before.entries, undefined]);
  });

  it('PREF-C29: seat 2 looks at trick 2, his own, after seat 1 took trick 3: not "the last" (he loses a trick) or his last taken (no penalty)', () => {
    mark('PREF-C29', 'latest-quitted', 'own-last-taken');
    // examples/preferans/play-looked-at-own-trick.json: 6♠ on SIX_TRICKS, seat 2 whists closed; seat 2 takes tricks 1 and 2
    // (♥A, ♦A), seat 1 trumps trick 3 (♠9 on ♦K); then seat 2 looks at trick 2. Clean, 6♠ is made on 6 to 4.
    const spec = (r: string): BuildSpec => ({ ...EXAMPLES['play-looked-at-own-trick'], readings: { 'PREF-C29': r } });
    // latest-quitted: trick 3 is the last, so trick 2 is closed to him (3.9.11.2): one trick off his 4, 3 × 2 = 6 written
    // and 1 × 2 = 2 short of the quota (PREF-C27 lost-for-nothing does not apply: he has tricks)
    const closed = ruling(spec('latest-quitted'));
    expect([closed.outcome, closed.tricks, closed.trail, closed.readings['PREF-C29'], closed.findings]).toEqual(['made', [0, 6, 4], ['CODE-3.9.11.2', 'CODE-3.9.12'], 'latest-quitted', []]);
    expect(closed.entries).toEqual([P(1, 2, 'contract-made', 'CODE-2.2.2'), W(2, 1, 6, 'defender-tricks', 'CODE-3.8.13'), M(2, 2, 'defence-shortfall', 'CODE-3.8.11')]);
    // own-last-taken: trick 2 is the last he took: allowed, a finding; 4 × 2 = 8 written, as in a clean deal
    const open = ruling(spec('own-last-taken'));
    expect([open.outcome, open.trail, open.readings['PREF-C29'], open.findings]).toEqual(['made', [], 'own-last-taken', ['seat 2 looked at trick 2, his own last trick: allowed (CODE 3.9.11.2; PREF-C29 own-last-taken), no penalty']]);
    expect(open.entries).toEqual([P(1, 2, 'contract-made', 'CODE-2.2.2'), W(2, 1, 8, 'defender-tricks', 'CODE-3.8.13')]);
    // trick 1 is his but not his last either way: an offence, and the gap is not consulted
    const first = ruling({ ...spec('own-last-taken'), script: EXAMPLES['play-looked-at-own-trick'].script.map((x) => ('trick' in x ? { ...x, trick: 1 } : x)) });
    expect([first.trail, first.entries, first.readings['PREF-C29']]).toEqual([closed.trail, closed.entries, undefined]);
  });

  it('PREF-C30: a misère that fails by one trick, a defender’s revoke claimed: a trick off the declarer (made), to him (two down), or only the replay (one down)', () => {
    mark('PREF-C30', 'off-the-declarer', 'to-the-declarer', 'replay-only');
    // MISERE_ONE_TRICK: seat 1 takes trick 2 with ♦A; seat 2 played ♣7 on it holding ♦10 ♦J, claimed three cards later:
    // play goes back to trick 2 and is replayed, and seat 1 takes the ♦A trick again (1 trick)
    const spec = (r: string, claim = true, extra: Record<string, string> = {}): BuildSpec => ({ hands: [MISERE_ONE_TRICK[0], MISERE_ONE_TRICK[1], MISERE_ONE_TRICK[2]], talon: MISERE_ONE_TRICK.talon, readings: { 'PREF-C30': r, ...extra }, script: misereRevoke(claim) });
    const trail = ['CODE-3.9.16', 'CODE-3.9.16.2'];
    // off-the-declarer: 1 − 1 = 0 tricks, the misère is made: 10 into his pool
    const off = ruling(spec('off-the-declarer'));
    expect([off.outcome, off.tricks, off.trail, off.readings['PREF-C30']]).toEqual(['misere-made', [8, 1, 1], trail, 'off-the-declarer']);
    expect(off.entries).toEqual([P(1, 10, 'misere-made', 'CODE-2.2.2')]);
    // to-the-declarer: 1 + 1 = 2 tricks, 10 a trick into his mountain
    const to = ruling(spec('to-the-declarer'));
    expect([to.outcome, to.readings['PREF-C30']]).toEqual(['misere-failed', 'to-the-declarer']);
    expect(to.entries).toEqual([M(1, 20, 'misere-tricks', 'CODE-2.2.2')]);
    // replay-only: his 1 trick stands: 10 into his mountain, as if nobody had revoked
    const replay = ruling(spec('replay-only'));
    expect([replay.outcome, replay.readings['PREF-C30']]).toEqual(['misere-failed', 'replay-only']);
    expect(replay.entries).toEqual([M(1, 10, 'misere-tricks', 'CODE-2.2.2')]);
    // PREF-C12 never-given moves no trick at all, and the gap is not consulted; nor is it with the revoke unclaimed
    const never = ruling(spec('to-the-declarer', true, { 'PREF-C12': 'never-given' }));
    expect([never.entries, never.readings['PREF-C30']]).toEqual([replay.entries, undefined]);
    const quiet = ruling(spec('to-the-declarer', false));
    expect([quiet.entries, quiet.readings['PREF-C30']]).toEqual([replay.entries, undefined]);
  });

  it('PREF-C31: an all-pass revoke claimed: the penalty trick written for the offender (no premium for him under the amnesty reading that counts it) or no trick at all, only the replay', () => {
    mark('PREF-C31', 'offender-writes', 'replay-only');
    // PREF-C24's deal (ALL_PASS_REVOKE): real tricks 1 / 9 / 0, seat 2 revokes 8♦ on ♣J holding clubs, claimed; Sochi, 1 a trick
    const script = [
      { seat: 1, call: 'pass' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { autoplay: 6 },
      { seat: 1, play: 'JC' }, { seat: 2, play: '8D' }, { seat: 0, play: 'JS' }, { irregularity: 'revoke', seat: 2 }, { autoplay: 'all' },
    ] as ScriptItem[];
    const spec = (readings: Record<string, string>) => ({ readings, hands: [ALL_PASS_REVOKE[0], ALL_PASS_REVOKE[1], ALL_PASS_REVOKE[2]], talon: ALL_PASS_REVOKE.talon, script });
    // offender-writes (PREF-C24 after-amnesty): seat 2 keeps the 0-trick premium (1) and writes his penalty trick (1)
    const writes = ruling(spec({}));
    expect([writes.tricks, writes.trail, writes.readings['PREF-C31']]).toEqual([[1, 9, 0], ['CODE-3.9.16', 'CODE-3.9.16.2'], 'offender-writes']);
    expect(writes.entries).toEqual([P(2, 1, 'all-pass-zero', 'CODE-3.7.2.1'), M(0, 1, 'all-pass-tricks', 'CODE-3.7.2.1'), M(1, 9, 'all-pass-tricks', 'CODE-3.7.2.1'), M(2, 1, 'all-pass-tricks', 'CODE-3.7.2.1')]);
    // replay-only: the same replayed deal with no penalty trick: his premium and nothing more; PREF-C24 has nothing to order
    const replay = ruling(spec({ 'PREF-C31': 'replay-only' }));
    expect([replay.tricks, replay.trail, replay.readings['PREF-C31'], replay.readings['PREF-C24'], replay.revokes[0].status]).toEqual([[1, 9, 0], ['CODE-3.9.16', 'CODE-3.9.16.2'], 'replay-only', undefined, 'claimed']);
    expect(replay.entries).toEqual([P(2, 1, 'all-pass-zero', 'CODE-3.7.2.1'), M(0, 1, 'all-pass-tricks', 'CODE-3.7.2.1'), M(1, 9, 'all-pass-tricks', 'CODE-3.7.2.1')]);
    // the club's clause 5.2.1 under PREF-G37 code-3-9-16-2: the Code's 1 trick and the club's fine of 2, or the fine alone
    const ev = [...allPassed, ...tricks([0, 0, 1]), discover(2, [10, 10, 9], 'floor', { revokeTrick: 0 })];
    expect(run({ 'PREF-G37': 'code-3-9-16-2' }, ev).ctx.penaltyAfter).toEqual([0, 0, 3]);
    expect(run({ 'PREF-G37': 'code-3-9-16-2', 'PREF-C31': 'replay-only' }, ev).ctx.penaltyAfter).toEqual([0, 0, 2]);
  });

  it('PREF-C32: a Rostov all-pass later in a run: w whists a trick throughout, or rising 1-2-3 or 1-2-4 (capped after 3 steps); Sochi keeps its own 1-2-3', () => {
    mark('PREF-C32', 'constant', 'arithmetic', 'geometric');
    // ALL_PASS_REVOKE played low without the revoke, talon unused (CODE-3.7.6.2): tricks 0 / 10 / 0, so
    // seats 0 and 2 tie for fewest and each writes half of w × 10 on seat 1, and 1 into his pool
    const spec = (variant: unknown, allPassRun: number, readings: Record<string, string> = {}): BuildSpec => ({
      variant, readings, sheet: { allPassRun },
      hands: [ALL_PASS_REVOKE[0], ALL_PASS_REVOKE[1], ALL_PASS_REVOKE[2]], talon: ALL_PASS_REVOKE.talon,
      script: [{ seat: 1, call: 'pass' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { autoplay: 'all' }],
    });
    const rostov = (allPassRun: number, r: string) => ruling(spec('rostov', allPassRun, { 'PREF-C32': r }));
    const whists = (x: ReturnType<typeof ruling>) => x.entries.filter((e) => e.kind === 'whist').map((e) => e.amount);
    // the third all-pass of a run: 5, 15 or 20 a trick
    const third = ['constant', 'arithmetic', 'geometric'].map((r) => rostov(2, r));
    expect(third.map((x) => [x.tricks, whists(x), x.readings['PREF-C32']])).toEqual([
      [[0, 10, 0], [25, 25], 'constant'],
      [[0, 10, 0], [75, 75], 'arithmetic'],
      [[0, 10, 0], [100, 100], 'geometric'],
    ]);
    expect(third[1].entries.filter((e) => e.kind === 'pool')).toEqual([P(0, 1, 'all-pass-zero', 'CODE-3.7.2.2'), P(2, 1, 'all-pass-zero', 'CODE-3.7.2.2')]);
    // the second: 5, 10, 10; past the cap the price stays at the third step's
    expect(['constant', 'arithmetic', 'geometric'].map((r) => whists(rostov(1, r)))).toEqual([[25, 25], [50, 50], [50, 50]]);
    expect(['constant', 'arithmetic', 'geometric'].map((r) => whists(rostov(5, r)))).toEqual([[25, 25], [75, 75], [100, 100]]);
    // the first all-pass of a run is w under every reading: not consulted
    const first = rostov(0, 'geometric');
    expect([whists(first), first.readings['PREF-C32']]).toEqual([[25, 25], undefined]);
    // Sochi's progression is its preset's (1-2-3, CODE-3.7.4): tricks 1 / 9 / 0 (the talon is used) at 3 a trick; the gap is not consulted
    const sochi = ruling(spec('sochi', 2, { 'PREF-C32': 'geometric' }));
    expect([sochi.entries.filter((e) => e.kind === 'mountain').map((e) => e.amount), sochi.readings['PREF-C32']]).toEqual([[3, 27], undefined]);
    // the reading decides Rostov's progression, so a Rostov variant may not set it
    expect(() => ruling(spec({ id: 'rostov', allPass: { progression: 'arithmetic' } }, 1))).toThrow(/scenario\.variant\.allPass\.progression: in Rostov the all-pass progression is the reading PREF-C32/);
    expect(() => ruling(spec({ id: 'rostov', allPass: { progressionCap: 2 } }, 1))).toThrow(/scenario\.variant\.allPass\.progressionCap: in Rostov/);
  });

  it('every reading of every switch gap is exercised by a test above', () => {
    const expected = ALL_GAPS.filter((g) => g.status === 'switch').flatMap((g) => g.readings.map((r) => `${g.id}=${r.id}`));
    expect(expected.filter((x) => !tested.has(x))).toEqual([]);
  });
});

