import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judge as judgeAny } from '../../src/harness/judge/judge.ts';

const judge = (raw: unknown) => judgeAny(raw as { ruleset: 'preferans' });
import type { PreferansRuling } from '../../src/rulesets/preferans/judge/judge.ts';
import { buildPreferansScenario, type BuildSpec, type ScriptItem } from '../../src/rulesets/preferans/judge/build.ts';
import { ALL_PASS, EXAMPLES, GAME, SIX_TRICKS, moved } from '../../src/rulesets/preferans/judge/examples.ts';
import type { SheetEntry } from '../../src/rulesets/preferans/mechanics/sheet.ts';
import { preferansMachine } from '../../src/rulesets/preferans/machine/definition.ts';
import { PREFERANS_CLAUSES } from '../../src/rulesets/preferans/regulation/clauses.ts';
import { exampleScenarioFiles } from '../support/examples.ts';

/**
 * For every clause of the club's rules (current and older text) and every Code clause the machine
 * applies, a judge scenario with its ruling asserted exactly: outcome, trail and every sheet entry.
 * (The discovery points D0–D15 under the club are in examples.test.ts; they are re-ruled here for
 * the completeness check at the end.) Sochi prices: 6 → 2, 7 → 4; all-pass step 1.
 */
const covered = new Set<string>();
const ruleOf = (spec: BuildSpec): PreferansRuling => {
  const r = judge({ ...buildPreferansScenario(spec), ruleset: 'preferans' });
  r.trail.forEach((c) => covered.add(c));
  return r;
};
const ex = (name: string, readings: Record<string, string>, script?: ScriptItem[]): PreferansRuling => ruleOf({ ...EXAMPLES[name], readings, ...(script ? { script } : {}) });
const M = (seat: number, amount: number, reason: string, clause: string): SheetEntry => ({ kind: 'mountain', seat, amount, reason: reason as SheetEntry['reason'], clause });
const P = (seat: number, amount: number, reason: string, clause: string): SheetEntry => ({ kind: 'pool', seat, amount, reason: reason as SheetEntry['reason'], clause });
const W = (seat: number, on: number, amount: number, reason: string, clause: string): SheetEntry => ({ kind: 'whist', seat, on, amount, reason: reason as SheetEntry['reason'], clause });
const script = (name: string) => EXAMPLES[name].script;

const allPassCalls: ScriptItem[] = [
  { seat: 1, call: 'pass' },
  { seat: 2, call: 'pass' },
  { seat: 0, call: 'pass' },
];
const six = { hands: [SIX_TRICKS[0], SIX_TRICKS[1], SIX_TRICKS[2]], talon: SIX_TRICKS.talon };
const sixOpen = (contract = '6S'): ScriptItem[] => [
  { seat: 1, call: '6S' },
  { seat: 2, call: 'pass' },
  { seat: 0, call: 'pass' },
  { seat: 1, discard: ['9C', '8C'], contract },
  { seat: 2, whist: 'whist' },
  { seat: 0, whist: 'pass' },
  { seat: 2, whist: 'closed' },
];
const game = { hands: [GAME[0], GAME[1], GAME[2]], talon: GAME.talon };
const gameCalls: ScriptItem[] = [
  { seat: 1, call: '6S' },
  { seat: 2, call: 'pass' },
  { seat: 0, call: 'pass' },
  { seat: 1, discard: ['7C', '8C'], contract: '6S' },
  { seat: 2, whist: 'pass' },
  { seat: 0, whist: 'pass' },
];
const allPass = { hands: [ALL_PASS[0], ALL_PASS[1], ALL_PASS[2]], talon: ALL_PASS.talon };
const sixNormal = () => [P(1, 2, 'contract-made', 'CODE-2.2.2'), W(2, 1, 8, 'defender-tricks', 'CODE-3.8.13')];

describe('the older club text (PREF-RULES club-old)', () => {
  it('PCR-OLD-1: a wrong count before the holder spoke is redealt, no fine', () => {
    const r = ex('d01-before-first-call', { 'PREF-RULES': 'club-old' }, [{ seat: 1, call: '6S' }, { discover: { by: 2 } }]);
    expect([r.outcome, r.trail, r.entries]).toEqual(['redeal', ['PCR-OLD-1'], []]);
  });
  it('PCR-OLD-2.2: a passer before the bidding started: one trick at the all-pass level, then a mandatory redeal', () => {
    const r = ex('d02-passer-before-bidding', { 'PREF-RULES': 'club-old' }, [{ seat: 1, call: 'pass' }, { discover: { by: 1 } }]);
    expect([r.outcome, r.trail, r.entries]).toEqual(['redeal', ['PCR-OLD-2.2'], [M(1, 2, 'wrong-count-fine', 'PCR-OLD-2.2')]]);
  });
  it('the clauses the older text does not change stand: PCR-2.1 as in the current text', () => {
    const r = ex('d03-after-bidding-started', { 'PREF-RULES': 'club-old' });
    expect([r.trail, r.entries.filter((e) => e.reason === 'wrong-count-fine')]).toEqual([['PCR-2.1'], [M(1, 4, 'wrong-count-fine', 'PCR-2.1')]]);
  });
});

describe('PCR-1 with the Code\'s liability (PREF-G1)', () => {
  it('CODE-3.2.23/3.2.16(d): under code-3-2-16 the dealer is recorded as liable; with the cards returned no amount arises', () => {
    const r = ex('d01-before-first-call', { 'PREF-G1': 'code-3-2-16' });
    expect([r.outcome, r.trail, r.liable, r.entries]).toEqual(['unwhisted', ['PCR-1', 'CODE-3.2.23', 'CODE-3.2.16.d'], 0, [P(1, 2, 'unwhisted', 'CODE-4.2.3.2')]]);
  });
});

describe("the Code's wrong-count clauses (PREF-RULES code)", () => {
  const code = { 'PREF-RULES': 'code' };
  it('CODE-3.2.23/3.2.13: before the holder entered the bidding the dealer answers: a misdeal, redeal', () => {
    const r = ex('d01-before-first-call', code, [{ seat: 1, call: '6S' }, { discover: { by: 2 } }]);
    expect([r.outcome, r.trail, r.entries, r.liable]).toEqual(['redeal', ['CODE-3.2.23', 'CODE-3.2.13'], [], 0]);
  });
  it('CODE-3.2.16(b)/(e), fn 15: the holder entered the bidding: redeal; the 3.2.16(e) fine has no amount (PREF-C9)', () => {
    const r = ex('d03-after-bidding-started', code, script('d03-after-bidding-started').slice(0, 5));
    expect([r.outcome, r.trail, r.entries]).toEqual(['redeal', ['CODE-3.2.23', 'CODE-3.2.16', 'CODE-3.2.16.b', 'CODE-fn15'], []]);
    expect(r.silences).toEqual([expect.objectContaining({ gap: 'PREF-C9', kind: 'no-amount', clauses: ['CODE-3.2.16.e'] })]);
  });
  it('CODE-3.4.6: the contract named with 11 cards, found before the first lead: exactly «без двух» (2 × 2)', () => {
    const r = ex('d05-contract-wrong-count', code, [...script('d05-contract-wrong-count').slice(0, 7), { discover: { by: 2 } }, { autoplay: 'all' }]);
    expect([r.outcome, r.trail]).toEqual(['made', ['CODE-3.4.6']]);
    expect(r.entries).toEqual([M(2, 8, 'defence-shortfall', 'CODE-3.8.11'), M(1, 4, 'wrong-count-fine', 'CODE-3.4.6')]);
  });
  it('CODE-3.9.18 ex. 1: found in play: two are subtracted from the declarer’s tricks (10 → still «без двух»: 4)', () => {
    const r = ex('d05-contract-wrong-count', code);
    expect([r.trail, r.entries]).toEqual([['CODE-3.9.18', 'CODE-3.9.18.ex1'], [M(2, 8, 'defence-shortfall', 'CODE-3.8.11'), M(1, 4, 'wrong-count-fine', 'CODE-3.9.18.ex1')]]);
    expect(r.silences.map((s) => s.gap)).toEqual(['PREF-C9']);
  });
  it('CODE-3.9.18 ex. 2: defenders at fault: «без двух на висте» each (2 × 2 × 1); play is not replayed', () => {
    const r = ex('d06-defenders-wrong-count', code);
    expect([r.trail, r.entries]).toEqual([
      ['CODE-3.9.18', 'CODE-3.9.18.ex2'],
      [P(1, 2, 'contract-made', 'CODE-2.2.2'), M(2, 8, 'defence-shortfall', 'CODE-3.8.11'), M(2, 4, 'wrong-count-fine', 'CODE-3.9.18.ex2'), M(0, 4, 'wrong-count-fine', 'CODE-3.9.18.ex2')],
    ]);
  });
  it('CODE-3.9.18 ex. 3: 11 for the declarer and 9 for a defender: both are fined', () => {
    const r = ruleOf({ ...game, hands: moved(GAME, 'QC', 2, 1), readings: code, script: [...gameCalls.slice(0, 4), { seat: 2, whist: 'whist' }, { seat: 0, whist: 'pass' }, { seat: 2, whist: 'closed' }, { autoplay: 3 }, { discover: { by: 0 } }, { autoplay: 'all' }] });
    expect(r.trail).toEqual(['CODE-3.9.18', 'CODE-3.9.18.ex1', 'CODE-3.9.18.ex2', 'CODE-3.9.18.ex3']);
    expect(r.entries.filter((e) => e.reason === 'wrong-count-fine')).toEqual([M(1, 4, 'wrong-count-fine', 'CODE-3.9.18.ex1'), M(2, 4, 'wrong-count-fine', 'CODE-3.9.18.ex2')]);
  });
  it('CODE-3.2.16 on an all-pass before the lead: the card is returned, no stated amount', () => {
    const r = ex('d07-allpass-before-lead', code);
    expect([r.trail, r.entries]).toEqual([['CODE-3.2.16'], [P(1, 1, 'all-pass-zero', 'CODE-3.7.2.1'), P(2, 1, 'all-pass-zero', 'CODE-3.7.2.1'), M(0, 10, 'all-pass-tricks', 'CODE-3.7.2.1')]]);
  });
  it('CODE-3.2.15/5.4.15: the card lost or in another deck: the deck was short; redeal, no fine', () => {
    const r = ruleOf({ ...EXAMPLES['d07-allpass-before-lead'], floor: undefined, lost: ['JD'], readings: code, script: [...allPassCalls, { discover: { by: 2 } }] });
    expect([r.outcome, r.trail, r.entries]).toEqual(['redeal', ['CODE-3.2.15', 'CODE-5.4.15'], []]);
    const d9 = ex('d09-allpass-other-deck', code);
    expect([d9.outcome, d9.trail, d9.entries]).toEqual(['redeal', ['CODE-3.2.15', 'CODE-5.4.15'], []]);
  });
  it('CODE-fn15 (a): 11 and 9 before play: redeal', () => {
    const r = ex('d11-allpass-eleven-nine-before-lead', code);
    expect([r.outcome, r.trail, r.entries]).toEqual(['redeal', ['CODE-fn15'], []]);
  });
  it('CODE-fn15 (c) with 3.9.18: 11 and 9 in mid-play: the deal counts; no floor is stated on an all-pass', () => {
    const r = ex('d12-allpass-eleven-nine-under-way', code, [...script('d12-allpass-eleven-nine-under-way'), { autoplay: 'all' }]);
    expect([r.outcome, r.trail]).toEqual(['all-pass', ['CODE-fn15', 'CODE-3.9.18']]);
    expect(r.entries).toEqual([P(1, 1, 'all-pass-zero', 'CODE-3.7.2.1'), P(2, 1, 'all-pass-zero', 'CODE-3.7.2.1'), M(0, 10, 'all-pass-tricks', 'CODE-3.7.2.1')]);
    expect(r.readings['PREF-G23']).toBe('code-fn15');
  });
});

describe('D0: errors while dealing (the Code under every text)', () => {
  const d0 = (misdeal: ScriptItem, extra: Partial<BuildSpec> = {}) => ruleOf({ ...game, ...extra, script: [misdeal] });
  it('CODE-3.2.9: the dealing order broken: redeal', () => {
    expect(((r) => [r.outcome, r.trail, r.entries])(d0({ misdeal: 'pattern' }))).toEqual(['redeal', ['CODE-3.2.9', 'CODE-3.2.15'], []]);
  });
  it('CODE-3.2.13: cards not dealt equally, noticed while dealing: redeal; the club has no clause (PREF-G47)', () => {
    const r = d0({ misdeal: 'wrong-count' });
    expect([r.outcome, r.trail, r.silences.map((s) => s.gap)]).toEqual(['redeal', ['CODE-3.2.13', 'CODE-3.2.15'], ['PREF-G47']]);
  });
  it('CODE-3.2.15: the talon dealt as the first pair: redeal; CODE-3.2.8/fn 12: as the 5th, the deal stands', () => {
    expect(((r) => [r.outcome, r.trail])(d0({ misdeal: 'talon-pair', pair: 1 }))).toEqual(['redeal', ['CODE-3.2.15']]);
    const r = ruleOf({ ...game, script: [{ misdeal: 'talon-pair', pair: 5 }, ...gameCalls] });
    expect([r.outcome, r.trail]).toEqual(['unwhisted', ['CODE-3.2.8', 'CODE-fn12']]);
  });
});

describe('talon irregularities (CODE 3.2.19–3.2.21, 3.3.16, 3.3.17)', () => {
  const unwhisted6S = [P(1, 2, 'unwhisted', 'CODE-4.2.3.2')];
  it('CODE-3.2.19: the talon seen before the bidding: he may not bid (a bid is refused)', () => {
    const r = ruleOf({ ...game, script: [{ irregularity: 'talon-seen', seat: 2 }, ...gameCalls] });
    expect([r.outcome, r.trail, r.entries]).toEqual(['unwhisted', ['CODE-3.2.19'], unwhisted6S]);
    expect(() => ruleOf({ ...game, script: [{ irregularity: 'talon-seen', seat: 1 }, ...gameCalls] })).toThrow(/seat 1 may not bid after seeing or taking the talon/);
  });
  it('CODE-3.3.16.1: the talon seen during the bidding: the bidding goes on without him', () => {
    const r = ruleOf({ ...game, script: [gameCalls[0], { irregularity: 'talon-seen', seat: 2 }, ...gameCalls.slice(1)] });
    expect([r.trail, r.entries]).toEqual([['CODE-3.3.16.1'], unwhisted6S]);
  });
  it('CODE-3.2.21: peeking at the talon costs 5 into the mountain', () => {
    const r = ruleOf({ ...game, script: [gameCalls[0], { irregularity: 'talon-peeked', seat: 0 }, ...gameCalls.slice(1)] });
    expect([r.trail, r.entries]).toEqual([['CODE-3.2.21', 'CODE-3.3.16.1'], [...unwhisted6S, M(0, 5, 'talon-fine', 'CODE-3.2.21')]]);
  });
  it('CODE-3.2.20 / 3.3.17: the talon taken: he may not bid; the dealer draws two blind from his 12 cards', () => {
    const before = ruleOf({ ...game, script: [{ irregularity: 'talon-taken', seat: 0, drawn: ['7H', '8H'] }, ...gameCalls.slice(0, 3), { seat: 1, discard: ['7H', '8H'], contract: '6S' }, ...gameCalls.slice(4)] });
    expect([before.trail, before.entries]).toEqual([['CODE-3.2.20'], unwhisted6S]);
    const during = ruleOf({ ...game, script: [gameCalls[0], { irregularity: 'talon-taken', seat: 0, drawn: ['7C', '8C'] }, ...gameCalls.slice(1)] });
    expect([during.trail, during.entries]).toEqual([['CODE-3.3.17'], unwhisted6S]);
  });
  it('CODE-3.3.16.2: the talon exposed while one player is still bidding: he gets it at his last bid (none: 6♠)', () => {
    const r = ruleOf({ ...game, script: [{ seat: 1, call: 'pass' }, { seat: 2, call: 'pass' }, { irregularity: 'talon-exposed', seat: 2 }, { seat: 0, discard: ['7C', '8C'], contract: '6S' }, { seat: 1, whist: 'pass' }, { seat: 2, whist: 'pass' }] });
    expect([r.outcome, r.declarer, r.trail, r.entries]).toEqual(['unwhisted', 0, ['CODE-3.3.16.2'], [P(0, 2, 'unwhisted', 'CODE-4.2.3.2')]]);
  });
  it('CODE-3.3.16.3: exposed while two are still bidding: the results the table determines, as whists on the offender; no play', () => {
    const r = ruleOf({ ...game, script: [{ seat: 1, call: '6S' }, { seat: 2, call: '6C' }, { irregularity: 'talon-exposed', seat: 0, damages: [0, 12, 8] }] });
    expect([r.outcome, r.trail, r.entries]).toEqual(['stopped', ['CODE-3.3.16.3'], [W(1, 0, 12, 'damages', 'CODE-3.3.16.3'), W(2, 0, 8, 'damages', 'CODE-3.3.16.3')]]);
  });
  it('CODE-3.2.19 on an all-pass: he takes the first two (talon-led) tricks', () => {
    const r = ruleOf({ ...allPass, script: [...allPassCalls, { irregularity: 'talon-seen', seat: 1 }, { autoplay: 'all' }] });
    // seat 0 won both talon tricks in play; they are written for seat 1: 10/0/0 → 8/2/0
    expect([r.trail, r.tricks, r.entries]).toEqual([['CODE-3.2.19'], [8, 2, 0], [P(2, 1, 'all-pass-zero', 'CODE-3.7.2.1'), M(0, 8, 'all-pass-tricks', 'CODE-3.7.2.1'), M(1, 2, 'all-pass-tricks', 'CODE-3.7.2.1')]]);
  });
});

describe('play irregularities (CODE 3.9.11.2–3.9.21, 3.4.9)', () => {
  it('baseline: 6♠ with exactly six tricks; the lone whister writes 4 × 2', () => {
    const r = ruleOf({ ...six, script: [...sixOpen(), { autoplay: 'all' }] });
    expect([r.outcome, r.trail, r.tricks, r.entries]).toEqual(['made', [], [0, 6, 4], sixNormal()]);
  });
  it('CODE-3.9.11.2/3.9.12: the declarer looks at an old trick: he loses one, given to nobody: one down', () => {
    const r = ruleOf({ ...six, script: [...sixOpen(), { autoplay: 6 }, { irregularity: 'looked-at-trick', seat: 1 }, { autoplay: 'all' }] });
    expect([r.outcome, r.trail]).toEqual(['failed', ['CODE-3.9.11.2', 'CODE-3.9.12']]);
    // one down at 2; consolation 2 from both others; the whister still writes for the 4 defenders' tricks
    expect(r.entries).toEqual([M(1, 2, 'undertricks', 'CODE-3.8.1.1'), W(0, 1, 2, 'consolation', 'CODE-3.8.1.2'), W(2, 1, 2, 'consolation', 'CODE-3.8.1.2'), W(2, 1, 8, 'defender-tricks', 'CODE-3.8.13')]);
  });
  it('CODE-3.9.11.2: a defender looks at an old trick: his side has one trick fewer (3 of the quota 4: one short)', () => {
    const r = ruleOf({ ...six, script: [...sixOpen(), { autoplay: 6 }, { irregularity: 'looked-at-trick', seat: 2 }, { autoplay: 'all' }] });
    expect([r.outcome, r.trail, r.entries]).toEqual(['made', ['CODE-3.9.11.2', 'CODE-3.9.12'], [P(1, 2, 'contract-made', 'CODE-2.2.2'), W(2, 1, 6, 'defender-tricks', 'CODE-3.8.13'), M(2, 2, 'defence-shortfall', 'CODE-3.8.11')]]);
  });
  it('CODE-3.9.11.2 on an all-pass: one more trick (PREF-C16 after-amnesty)', () => {
    const r = ruleOf({ ...allPass, script: [...allPassCalls, { autoplay: 6 }, { irregularity: 'looked-at-trick', seat: 1 }, { autoplay: 'all' }] });
    expect([r.trail, r.entries]).toEqual([['CODE-3.9.11.2', 'CODE-3.9.12'], [P(1, 1, 'all-pass-zero', 'CODE-3.7.2.1'), P(2, 1, 'all-pass-zero', 'CODE-3.7.2.1'), M(0, 10, 'all-pass-tricks', 'CODE-3.7.2.1'), M(1, 1, 'all-pass-tricks', 'CODE-3.7.2.1')]]);
  });
  it('CODE-3.4.9: the declarer looks at his discard after the first lead: minus one trick (exactly made → one down); before it: nothing', () => {
    const after = ruleOf({ ...six, script: [...sixOpen(), { autoplay: 3 }, { irregularity: 'looked-at-discard', seat: 1 }, { autoplay: 'all' }] });
    expect([after.outcome, after.trail, after.entries[0]]).toEqual(['failed', ['CODE-3.4.9'], M(1, 2, 'undertricks', 'CODE-3.8.1.1')]);
    const before = ruleOf({ ...six, script: [...sixOpen(), { irregularity: 'looked-at-discard', seat: 1 }, { autoplay: 'all' }] });
    expect([before.outcome, before.trail, before.entries]).toEqual(['made', ['CODE-3.4.9'], sixNormal()]);
  });
  it('CODE-3.9.16.2: a revoke found later: the play is taken back and replayed; one trick to the opponents (7♠: 6 + 1 = made)', () => {
    const r = ruleOf({ ...six, script: [...sixOpen('7S'), { seat: 1, play: 'AS' }, { seat: 2, play: 'AH' }, { seat: 0, play: 'TH' }, { autoplay: 6 }, { irregularity: 'revoke', seat: 2 }, { autoplay: 'all' }] });
    expect([r.outcome, r.trail, r.tricks]).toEqual(['made', ['CODE-3.9.16', 'CODE-3.9.16.2'], [0, 6, 4]]);
    // 7♠ made with the penalty trick: 4 into the pool; the whister's side 4 − 1 = 3 tricks × 4
    expect(r.entries).toEqual([P(1, 4, 'contract-made', 'CODE-2.2.2'), W(2, 1, 12, 'defender-tricks', 'CODE-3.8.13')]);
  });
  it('CODE-3.9.16.1: a revoke corrected in the same trick: the wrong card becomes an exposed card', () => {
    const r = ruleOf({ ...six, script: [...sixOpen(), { seat: 1, play: 'AS' }, { seat: 2, play: 'AH' }, { irregularity: 'revoke-corrected', seat: 2 }, { autoplay: 'all' }] });
    expect([r.trail, r.entries]).toEqual([['CODE-3.9.16', 'CODE-3.9.16.1', 'CODE-3.9.15'], sixNormal()]);
  });
  it('CODE-3.9.14.2: the declarer leads out of turn: his card is exposed and must be played at the first legal chance', () => {
    const r = ruleOf({ ...six, script: [...sixOpen(), { seat: 1, play: '7H' }, { seat: 2, play: 'AH' }, { seat: 0, play: '9H' }, { seat: 1, play: 'AS' }, { autoplay: 'all' }] });
    expect([r.trail, r.entries]).toEqual([['CODE-3.9.14', 'CODE-3.9.14.2', 'CODE-3.9.15'], sixNormal()]);
    // seat 2 then leads a spade: the exposed ♠A is a legal card, so seat 1 must play it
    const lead = [...sixOpen(), { seat: 1, play: '7H' }, { seat: 2, play: 'AH' }, { seat: 0, play: '9H' }, { seat: 1, play: 'AS' }, { seat: 2, play: '8S' }, { seat: 0, play: 'TC' }];
    expect(() => ruleOf({ ...six, script: [...lead, { seat: 1, play: 'KS' }] })).toThrow(/seat 1 must play his exposed card AS at the first legal chance \(CODE 3\.9\.14\)/);
  });
  it('CODE-3.9.14.1: a defender leads out of turn: the card is exposed and played at the first chance', () => {
    const r = ruleOf({ ...six, script: [...sixOpen(), { seat: 2, play: 'KC' }, { autoplay: 'all' }] });
    expect([r.trail, r.entries]).toEqual([['CODE-3.9.14', 'CODE-3.9.14.1', 'CODE-3.9.15'], sixNormal()]);
  });
  it('CODE-3.9.14.3: a lead out of turn on an all-pass: the offender takes every remaining trick', () => {
    const r = ruleOf({ ...allPass, script: [...allPassCalls, { autoplay: 6 }, { seat: 2, play: 'QS' }] });
    expect([r.outcome, r.trail, r.tricks]).toEqual(['all-pass', ['CODE-3.9.14.3'], [2, 0, 8]]);
    expect(r.entries).toEqual([P(1, 1, 'all-pass-zero', 'CODE-3.7.2.1'), M(0, 2, 'all-pass-tricks', 'CODE-3.7.2.1'), M(2, 8, 'all-pass-tricks', 'CODE-3.7.2.1')]);
  });
  it('CODE-3.9.14.5: a play out of turn noticed after its trick: no penalty', () => {
    const r = ruleOf({ ...six, script: [...sixOpen(), { autoplay: 6 }, { irregularity: 'out-of-turn-late', seat: 0 }, { autoplay: 'all' }] });
    expect([r.trail, r.entries]).toEqual([['CODE-3.9.14.5'], sixNormal()]);
  });
  it('CODE-3.9.21: a lead out of turn in the last trick has no consequence', () => {
    // the last trick as played is [a, b, c]; let b lead it instead: [b, c, a]
    const events = (buildPreferansScenario({ ...six, script: [...sixOpen(), { autoplay: 'all' }] }) as { events: Record<string, unknown>[] }).events;
    const [a, b, c] = events.slice(-3);
    const r = judge({ ...buildPreferansScenario({ ...six, script: [] }), events: [...events.slice(0, -3), b, c, a], ruleset: 'preferans' });
    r.trail.forEach((x) => covered.add(x));
    expect([r.outcome, r.trail, r.tricks]).toEqual(['made', ['CODE-3.9.21'], [0, 6, 4]]);
    expect(r.entries).toEqual(sixNormal());
  });
  it('CODE-3.9.16.2 on an all-pass: replayed from the revoke; the penalty trick is written for the offender', () => {
    const r = ruleOf({ ...allPass, script: [...allPassCalls, { seat: 1, play: '7S' }, { seat: 2, play: 'QS' }, { seat: 0, play: '8C' }, { autoplay: 6 }, { irregularity: 'revoke', seat: 2 }, { autoplay: 'all' }] });
    expect([r.trail, r.entries]).toEqual([['CODE-3.9.16', 'CODE-3.9.16.2'], [P(1, 1, 'all-pass-zero', 'CODE-3.7.2.1'), P(2, 1, 'all-pass-zero', 'CODE-3.7.2.1'), M(0, 10, 'all-pass-tricks', 'CODE-3.7.2.1'), M(2, 1, 'all-pass-tricks', 'CODE-3.7.2.1')]]);
  });
});

describe('rulings where the text runs out', () => {
  it('PCR-4 with the missing card lost: the hands cannot be made up, so no replay; fines and no whists (PREF-G28)', () => {
    const r = ruleOf({ ...game, hands: moved(GAME, 'QC', 2, null), lost: ['QC'], script: [...gameCalls.slice(0, 4), { seat: 2, whist: 'whist' }, { seat: 0, whist: 'pass' }, { seat: 2, whist: 'closed' }, { autoplay: 3 }, { discover: { by: 2 } }, { autoplay: 'all' }] });
    expect([r.outcome, r.trail, r.silences.map((x) => x.gap)]).toEqual(['made', ['PCR-4'], ['PREF-G28']]);
    expect(r.entries).toEqual([P(1, 2, 'contract-made', 'CODE-2.2.2'), M(2, 8, 'defence-shortfall', 'CODE-3.8.11'), M(2, 4, 'wrong-count-fine', 'PCR-4')]);
  });
  it('PCR-4 on misère: a defender with a wrong count pays «без двух» at the misère price (PREF-G31 misere-price)', () => {
    const r = ruleOf({ ...allPass, hands: moved(ALL_PASS, 'JD', 2, 0), script: [{ seat: 1, call: 'MIS' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { seat: 1, discard: ['KC', 'AC'], contract: 'MIS' }, { autoplay: 3 }, { discover: { by: 2, draw: ['JD'] } }, { autoplay: 'all' }] });
    expect([r.outcome, r.trail]).toEqual(['misere-made', ['PCR-4']]);
    expect(r.entries).toEqual([P(1, 10, 'misere-made', 'CODE-2.2.2'), M(2, 20, 'wrong-count-fine', 'PCR-4'), M(0, 20, 'wrong-count-fine', 'PCR-4')]);
  });
});

describe('every clause the machine applies is exercised by a judge scenario', () => {
  it('the examples (re-ruled here) and the scenarios above cover every cited clause and every PCR clause', () => {
    for (const f of exampleScenarioFiles('preferans')) {
      const r = judge({ ...JSON.parse(readFileSync(`examples/preferans/${f}`, 'utf8')), ruleset: 'preferans' });
      r.trail.forEach((c) => covered.add(c));
    }
    // clause ids the machine can put in a trail: transition metadata and the rules' own citations
    const cited = new Set<string>();
    const walk = (x: unknown) => {
      if (Array.isArray(x)) x.forEach(walk);
      else if (x && typeof x === 'object') {
        const o = x as Record<string, unknown>;
        if (o.meta && Array.isArray((o.meta as { clauses?: unknown }).clauses)) for (const c of (o.meta as { clauses: string[] }).clauses) cited.add(c);
        Object.values(o).forEach(walk);
      }
    };
    walk(preferansMachine.config);
    const dir = 'src/rulesets/preferans/machine/rules';
    const rules = readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => readFileSync(`${dir}/${f}`, 'utf8')).join('\n');
    for (const m of rules.matchAll(/cite\(ctx, \[([^\]]*)\]\)/g)) for (const id of m[1].matchAll(/'([A-Z]+-[^']+)'/g)) cited.add(id[1]);
    for (const m of rules.matchAll(/'(CODE-3\.9\.18\.ex\d|CODE-3\.9\.16\.2)'/g)) cited.add(m[1]);
    for (const c of PREFERANS_CLAUSES) if (c.id.startsWith('PCR-')) cited.add(c.id);
    const missing = [...cited].filter((c) => !covered.has(c)).sort();
    expect(missing).toEqual([]);
  });
});
