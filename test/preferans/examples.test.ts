import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judge as judgeAny } from '../../src/harness/judge/judge.ts';

const judge = (raw: unknown) => judgeAny(raw as { ruleset: 'preferans' });
import { judgePreferans, probePreferans, type PreferansRuling } from '../../src/rulesets/preferans/judge/judge.ts';
import { parsePreferansScenario } from '../../src/rulesets/preferans/scenario.ts';
import { assertEquivalent } from '../../src/core/statechart/equivalence.ts';
import { preferansMachine } from '../../src/rulesets/preferans/machine/definition.ts';
import type { PreferansContext } from '../../src/rulesets/preferans/machine/context.ts';
import type { PreferansEvent } from '../../src/rulesets/preferans/machine/events.ts';
import { EXAMPLES, exampleFileText } from '../../src/rulesets/preferans/judge/examples.ts';
import type { SheetEntry } from '../../src/rulesets/preferans/mechanics/sheet.ts';
import { exampleScenarioFiles } from '../support/examples.ts';

/**
 * Every example under examples/preferans/ is a real deal; one per discovery point of the digest's
 * table (D0–D15). Each test states the clause it exercises and asserts the ruling exactly: the
 * outcome, the trail, every sheet entry written, with the arithmetic in comments. Prices (Sochi,
 * CODE 2.2.2): 6 → 2, 7 → 4, misère 10; the all-pass step is 1 in the first all-pass of a run, 2 in
 * the second (arithmetic 1-2-3).
 */
const load = (name: string) => JSON.parse(readFileSync(`examples/preferans/${name}.json`, 'utf8'));
const rule = (name: string) => judge({ ...load(name), ruleset: 'preferans' });
const M = (seat: number, amount: number, reason: string, clause: string): SheetEntry => ({ kind: 'mountain', seat, amount, reason: reason as SheetEntry['reason'], clause });
const P = (seat: number, amount: number, reason: string, clause: string): SheetEntry => ({ kind: 'pool', seat, amount, reason: reason as SheetEntry['reason'], clause });
const W = (seat: number, on: number, amount: number, reason: string, clause: string): SheetEntry => ({ kind: 'whist', seat, on, amount, reason: reason as SheetEntry['reason'], clause });

describe('preferans examples (judge)', () => {
  it('every example file is ruled without error, one or more for each discovery point D0–D15', () => {
    const files = exampleScenarioFiles('preferans');
    for (let d = 0; d <= 15; d++) expect(files.some((f) => f.startsWith(`d${String(d).padStart(2, '0')}-`)), `D${d}`).toBe(true);
    for (const f of files) expect(() => judge(JSON.parse(readFileSync(`examples/preferans/${f}`, 'utf8'))), f).not.toThrow();
  });

  it('every example is ruled identically by the XState actor and the compiled runtime', () => {
    for (const f of exampleScenarioFiles('preferans')) {
      const s = parsePreferansScenario(JSON.parse(readFileSync(`examples/preferans/${f}`, 'utf8')));
      const record: { start: PreferansContext | null; events: PreferansEvent[] } = { start: null, events: [] };
      const viaXState = judgePreferans(s, undefined, { engine: 'xstate' });
      const viaTable = judgePreferans(s, undefined, { engine: 'compiled', record });
      expect(viaTable, f).toEqual(viaXState);
      // the recorded machine events replay step by step alike on both engines (the simulator's --audit)
      expect(record.events.length, f).toBeGreaterThan(0);
      expect(() => assertEquivalent(preferansMachine, record.start!, record.events), f).not.toThrow();
    }
  });

  it('the example files are what the generator builds from src/rulesets/preferans/judge/examples.ts', () => {
    for (const [name, spec] of Object.entries(EXAMPLES)) {
      expect(readFileSync(`examples/preferans/${name}.json`, 'utf8'), name).toBe(exampleFileText(spec));
    }
  });

  it('D0: after a misdeal that ends the deal nobody is to act, and a later event is rejected by name', () => {
    const s = load('d00-misdeal-first-error');
    const p = probePreferans(parsePreferansScenario(s));
    expect([p.state, p.seat, p.calls, p.legal]).toEqual(['awaitingDeal', -1, [], []]);
    expect(() => judgePreferans(parsePreferansScenario({ ...s, events: [...s.events, { seat: 1, call: 'pass' }] }))).toThrow(/^scenario\.events\[1\]: comes after the deal has ended on the misdeal \(outcome: redeal\)/);
  });

  it('D0 CODE-3.2.12/3.2.15: a card exposed while dealing is redealt by the same dealer; nothing is written', () => {
    const r = rule('d00-misdeal-first-error');
    expect([r.outcome, r.trail, r.entries, r.sheet.after.dealer]).toEqual(['redeal', ['CODE-3.2.12', 'CODE-3.2.15'], [], 0]);
  });

  it("D0 CODE-3.2.17/fn 13: the same dealer's second error costs the agreed 5 and the deal passes", () => {
    const r = rule('d00-misdeal-repeat');
    expect([r.outcome, r.trail, r.readings['PREF-C14']]).toEqual(['deal-passes', ['CODE-3.2.17', 'CODE-fn13'], 'five']);
    expect(r.entries).toEqual([M(0, 5, 'dealer-remiz', 'CODE-3.2.17')]);
    expect(r.sheet.after.dealer).toBe(1);
  });

  it('D1 PCR-1: found before the holder spoke; the card is drawn blind and returned, no fine; the deal goes on', () => {
    const r = rule('d01-before-first-call');
    expect([r.outcome, r.trail]).toEqual(['unwhisted', ['PCR-1']]);
    expect(r.readings).toMatchObject({ 'PREF-RULES': 'club', 'PREF-G5': 'own-call', 'PREF-G1': 'none' });
    // both defenders passed 6♠: its price 2 into the pool (CODE 4.2.3.2)
    expect(r.entries).toEqual([P(1, 2, 'unwhisted', 'CODE-4.2.3.2')]);
  });

  it('D2 PCR-2.2: a passer before the bidding started: one trick at the current all-pass level (2nd of a run: 2); a redeal is demanded, the fine stands', () => {
    const r = rule('d02-passer-before-bidding');
    expect([r.outcome, r.trail]).toEqual(['redeal', ['PCR-2.2', 'CODE-3.2.2']]);
    expect(r.readings).toMatchObject({ 'PREF-G12': 'first-bid', 'PREF-G13': 'run-step', 'PREF-G60': 'fine-stands', 'PREF-G14': 'neutral' });
    expect(r.entries).toEqual([M(1, 2, 'wrong-count-fine', 'PCR-2.2')]);
    expect([r.sheet.after.dealer, r.sheet.after.allPassRun]).toEqual([0, 1]);
  });

  it('D3 PCR-2.1: «без двух» at the stopped level 6♦ (2 × 2 = 4); the bidding resumes and 7♠ is made', () => {
    const r = rule('d03-after-bidding-started');
    expect([r.outcome, r.trail, r.tricks]).toEqual(['made', ['PCR-2.1'], [0, 10, 0]]);
    expect(r.readings).toMatchObject({ 'PREF-G7': 'table-highest', 'PREF-G9': 'resume', 'PREF-G53': 'none' });
    expect(r.entries).toEqual([
      P(1, 4, 'contract-made', 'CODE-2.2.2'), // 7♠ made: 4
      M(2, 8, 'defence-shortfall', 'CODE-3.8.11'), // the lone whister took 0 of the quota 2: 2 × 4
      M(1, 4, 'wrong-count-fine', 'PCR-2.1'), // 2 × p(6♦) = 2 × 2
    ]);
  });

  it('D4 PCR-2.3: two players who bid with 11 and 9: «без двух» each at the reached level 6♣; equalised blind; bids stand', () => {
    const r = rule('d04-two-wrong-in-bidding');
    expect([r.outcome, r.trail]).toEqual(['unwhisted', ['PCR-2.3']]);
    expect(r.readings).toMatchObject({ 'PREF-G10': 'both-called-2-3', 'PREF-G20': 'reached-level', 'PREF-G18': 'bids-stand' });
    expect(r.entries).toEqual([P(2, 2, 'unwhisted', 'CODE-4.2.3.2'), M(1, 4, 'wrong-count-fine', 'PCR-2.3'), M(2, 4, 'wrong-count-fine', 'PCR-2.3')]);
  });

  it('D5 PCR-3: 6♠ named with 11 cards: «без двух» + 0 actual undertricks = 4, no pool; whists and shortfall on the actual play', () => {
    const r = rule('d05-contract-wrong-count');
    expect([r.outcome, r.trail, r.tricks]).toEqual(['made', ['PCR-3'], [0, 10, 0]]);
    expect(r.readings).toMatchObject({ 'PREF-G22': 'actual-plus-two', 'PREF-G48': 'same-clauses' });
    expect(r.entries).toEqual([
      M(2, 8, 'defence-shortfall', 'CODE-3.8.11'), // the whister took 0 of 4: 4 × 2
      M(1, 4, 'wrong-count-fine', 'PCR-3'), // (2 + 0) × 2
    ]);
  });

  it('D6 PCR-4: defenders with 9 and 11: made up to ten, replayed open from the start; no whists; «без двух» each (whister and passer)', () => {
    const r = rule('d06-defenders-wrong-count');
    expect([r.outcome, r.trail]).toEqual(['made', ['PCR-4']]);
    expect(r.readings).toMatchObject({ 'PREF-G26': 'by-declarer-count', 'PREF-G27': 'replay-no-whists', 'PREF-G29': 'replay-from-start', 'PREF-G30': 'by-clause' });
    expect(r.entries).toEqual([
      P(1, 2, 'contract-made', 'CODE-2.2.2'),
      M(2, 8, 'defence-shortfall', 'CODE-3.8.11'),
      M(2, 4, 'wrong-count-fine', 'PCR-4'), // whister: 2 × 2
      M(0, 4, 'wrong-count-fine', 'PCR-4'), // passer: 2 under clause 4 (PREF-G30 by-clause)
    ]);
  });

  it('D7 PCR-5.1: a 9-card hand before the first lead, card found: the all-pass goes on; 2 penalty tricks after the amnesty', () => {
    const r = rule('d07-allpass-before-lead');
    expect([r.outcome, r.trail, r.tricks]).toEqual(['all-pass', ['PCR-5', 'PCR-5.1'], [10, 0, 0]]);
    expect(r.readings).toMatchObject({ 'PREF-G33': 'both-branches', 'PREF-G54': 'penalty-after-amnesty' });
    // amnesty min(10, 0, 0) = 0; seats 1 and 2 took none: 1 each into the pool; seat 2 writes his 2 penalty tricks
    expect(r.entries).toEqual([
      P(1, 1, 'all-pass-zero', 'CODE-3.7.2.1'),
      P(2, 1, 'all-pass-zero', 'CODE-3.7.2.1'),
      M(0, 10, 'all-pass-tricks', 'CODE-3.7.2.1'),
      M(2, 2, 'all-pass-tricks', 'CODE-3.7.2.1'),
    ]);
  });

  it('D8 PCR-5.2.1: the card found under way, no revoke: play goes on; 2 penalty tricks', () => {
    const r = rule('d08-allpass-card-found');
    expect([r.outcome, r.trail, r.tricks]).toEqual(['all-pass', ['PCR-5', 'PCR-5.2', 'PCR-5.2.1'], [10, 0, 0]]);
    expect(r.entries).toEqual([P(1, 1, 'all-pass-zero', 'CODE-3.7.2.1'), P(2, 1, 'all-pass-zero', 'CODE-3.7.2.1'), M(0, 10, 'all-pass-tricks', 'CODE-3.7.2.1'), M(2, 2, 'all-pass-tricks', 'CODE-3.7.2.1')]);
  });

  it('D8 PCR-5.2.1 with a revoke: the offender takes the 7 remaining tricks + 2; the trickless seat 1 writes lost profit (1 step × 10)', () => {
    const r = rule('d08-allpass-revoke');
    expect([r.outcome, r.trail, r.tricks]).toEqual(['all-pass', ['PCR-5', 'PCR-5.2', 'PCR-5.2.1'], [3, 0, 7]]);
    expect(r.readings).toMatchObject({ 'PREF-G37': 'remaining-from-discovery', 'PREF-G39': 'as-written', 'PREF-G38': 'premium-whists', 'PREF-G55': 'advances' });
    expect(r.entries).toEqual([
      P(1, 1, 'all-pass-zero', 'CODE-3.7.2.1'),
      M(0, 3, 'all-pass-tricks', 'CODE-3.7.2.1'),
      M(2, 9, 'all-pass-tricks', 'CODE-3.7.2.1'), // 7 reassigned + 2 penalty
      W(1, 2, 10, 'lost-profit', 'PCR-5.2.1'),
    ]);
  });

  it('D8 PCR-5.2.1: a card found face up stays face up (PREF-G36 face-up-only: he plays it when he likes)', () => {
    const r = rule('d08-allpass-face-up');
    expect(r.readings).toMatchObject({ 'PREF-G36': 'face-up-only' });
    expect(r.trail).toEqual(['PCR-5', 'PCR-5.2', 'PCR-5.2.1']);
  });

  it('D9 PCR-5.2.2: the card in another deck: redeal, 2 tricks at the current level; the tricks played are annulled', () => {
    const r = rule('d09-allpass-other-deck');
    expect([r.outcome, r.trail]).toEqual(['redeal', ['PCR-5', 'PCR-5.2', 'PCR-5.2.2']]);
    expect(r.readings).toMatchObject({ 'PREF-G34': 'offender-fined', 'PREF-G40': 'annul-played', 'PREF-G57': 'current-everywhere', 'PREF-G14': 'neutral' });
    expect(r.entries).toEqual([M(2, 2, 'wrong-count-fine', 'PCR-5.2.2')]);
  });

  it('D10 PCR-5.2.3: the card not found: min(0 taken + 7 remaining + 4, 8) = 8; lost profit for the trickless seat 1', () => {
    const r = rule('d10-allpass-not-found');
    expect([r.outcome, r.trail]).toEqual(['stopped', ['PCR-5', 'PCR-5.2', 'PCR-5.2.3']]);
    expect(r.readings).toMatchObject({ 'PREF-G41': 'cap-total', 'PREF-G42': 'nothing' });
    expect(r.entries).toEqual([M(2, 8, 'wrong-count-fine', 'PCR-5.2.3'), W(1, 2, 10, 'lost-profit', 'PCR-5.2.3')]);
  });

  it('D11 PCR-6.1: 11 and 9 before the first lead: redeal, 2 tricks each', () => {
    const r = rule('d11-allpass-eleven-nine-before-lead');
    expect([r.outcome, r.trail]).toEqual(['redeal', ['PCR-6', 'PCR-6.1']]);
    expect(r.readings).toMatchObject({ 'PREF-G35': 'clause-6-if-in-hand', 'PREF-G44': 'mandatory-redeal' });
    expect(r.entries).toEqual([M(2, 2, 'wrong-count-fine', 'PCR-6.1'), M(0, 2, 'wrong-count-fine', 'PCR-6.1')]);
  });

  it('D12 PCR-6.2: 11 and 9 under way: 5 tricks each; the trickless third writes lost profit, split over the two', () => {
    const r = rule('d12-allpass-eleven-nine-under-way');
    expect([r.outcome, r.trail]).toEqual(['stopped', ['PCR-6', 'PCR-6.2']]);
    expect(r.readings).toMatchObject({ 'PREF-G45': 'stop-no-premium', 'PREF-G38': 'premium-whists' });
    expect(r.entries).toEqual([M(2, 5, 'wrong-count-fine', 'PCR-6.2'), M(0, 5, 'wrong-count-fine', 'PCR-6.2'), W(1, 2, 5, 'lost-profit', 'PCR-6.2'), W(1, 0, 5, 'lost-profit', 'PCR-6.2')]);
  });

  it('D13 CODE-3.9.17: found after the result is written: no claim (PREF-G49 code-3-9-17); the result stands', () => {
    const r = rule('d13-after-scoring');
    expect([r.outcome, r.trail]).toEqual(['made', ['CODE-3.9.17']]);
    expect(r.readings).toMatchObject({ 'PREF-G49': 'code-3-9-17', 'PREF-G23': 'code-fn15' });
    expect(r.entries).toEqual([P(1, 2, 'contract-made', 'CODE-2.2.2'), M(2, 8, 'defence-shortfall', 'CODE-3.8.11')]);
  });

  it('D14 PCR-3 on misère (PREF-G31 misere-price): «без двух» = 2 × 10; the misère made gives no pool', () => {
    const r = rule('d14-misere-wrong-count');
    expect([r.outcome, r.trail, r.tricks[1]]).toEqual(['misere-made', ['PCR-3'], 0]);
    expect(r.entries).toEqual([M(1, 20, 'wrong-count-fine', 'PCR-3')]);
  });

  it('D15: a one-card talon: no club clause; the ruling names the gap and the Code redeals (PREF-G47 code-fallback)', () => {
    const r = rule('d15-wrong-talon');
    expect([r.outcome, r.trail, r.entries]).toEqual(['redeal', ['CODE-3.2.15', 'CODE-fn15'], []]);
    expect(r.silences.map((s) => [s.gap, s.kind])).toEqual([['PREF-G47', 'no-clause-applies']]);
  });

  it('--text narrates the clauses, the readings and every entry', async () => {
    const { narrate } = await import('../../src/harness/judge/judge.ts');
    const text = narrate(rule('d08-allpass-revoke') as PreferansRuling);
    expect(text).toContain('PCR-5.2.1: 5.2.1. The card is given to the player with 9 cards.');
    expect(text).toContain('PREF-G37 → remaining-from-discovery');
    expect(text).toContain('seat 1 writes 10 whists on seat 2 — lost profit (PCR-5.2.1)');
  });
});
