import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judge } from '../../src/harness/judge/judge.ts';
import { debertzScenarioToV1, debertzScenarioToV2 } from '../../src/rulesets/debertz/scenarioVersion.ts';
import { refusal } from '../support/refusal.ts';

/**
 * Debertz scenario format version 2 (issue 10): `"version": 2` takes the ledger keyed by side,
 * the deferred points as named pots and the pending special deal stated. Version 1 stays
 * readable; the examples are version 2 and rule exactly as their version-1 form. Each v2 field is
 * shown changing a real deal's ruling.
 */
const dir = 'examples/debertz';
const load = (name: string): any => JSON.parse(readFileSync(`${dir}/${name}.json`, 'utf8'));

describe('Debertz scenario version 2', () => {
  it('every example is version 2 and rules exactly as its version-1 form; the conversion goes both ways', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.ruling.json'));
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) {
      const v2 = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'));
      expect(v2.version, f).toBe(2);
      // declarations as events are version 2 only (test/judge/debertzDeclarations.test.ts)
      if (v2.events.some((e: object) => 'declare' in e || 'cards' in e || 'card' in e)) {
        expect(() => debertzScenarioToV1(v2), f).toThrow(/no version-1 form/);
        continue;
      }
      const v1 = debertzScenarioToV1(v2);
      expect(v1.version, f).toBeUndefined();
      expect(debertzScenarioToV2(v1), f).toEqual(v2);
      expect(judge(v1), f).toEqual(judge(v2));
    }
  });

  it('ledger.sides.*.marks: the same deal with two «Б» already on the declarer’s side costs the third «Б»’s 100 (6.2.1.6)', () => {
    const s = load('third-b');
    expect(s.ledger.sides['1'].marks).toBe(2);
    const withMarks = judge(s);
    expect(withMarks.trail).toContain('DEB-6.2.1.6');
    const clean = judge({ ...s, ledger: { sides: { 0: { score: 120 }, 1: { score: 200 } } } });
    expect(clean.trail).not.toContain('DEB-6.2.1.6');
    expect(clean.ledger.after.scores[1] - withMarks.ledger.after.scores[1]).toBe(100);
  });

  it('ledger.sides.*.score: a side that reaches the target with this deal ends the party', () => {
    const s = load('made-1x1');
    const r = judge(s);
    const side = r.credited.findIndex((c) => c > 0);
    expect(r.ledger.after.partyOver).toBe(false);
    const late = judge({ ...s, ledger: { sides: { [side]: { score: 500 } } } });
    expect(late.ledger.before.scores[side]).toBe(500);
    expect(late.ledger.after).toMatchObject({ partyOver: true, winner: side });
  });

  it('ledger.pots: named pots are summed and settled together (DEB-G11 summed); no open pot, no deferred points paid', () => {
    const s = load('special-deal-1x1');
    expect(s.ledger.pots).toEqual({ deferred: 81 });
    const one = judge(s);
    const two = judge({ ...s, ledger: { ...s.ledger, pots: { 'deal 4 tie': 40, 'deal 5 tie': 41 } } });
    expect(two).toEqual(one);
    const none = judge({ ...s, ledger: { ...s.ledger, pots: {} } });
    expect(one.ledger.before.pot).toBe(81);
    expect(none.ledger.before.pot).toBe(0);
    expect(one.protocol).not.toEqual(none.protocol);
    expect(one.special && none.special).toBe(true);
  });

  it('ledger.pendingSpecialDeal: states the special deal (its declarer, and the tied deal’s trump under DEB-G4 previous-trump)', () => {
    const s = load('special-deal-1x1');
    expect(judge(s)).toMatchObject({ special: true, declarer: 1 });
    // the same cards as an ordinary deal are impossible: the card the referee showed and gave to
    // the declarer would be the turned card, which stays on the table in 1x1
    expect(refusal({ ...s, ledger: { sides: s.ledger.sides, pendingSpecialDeal: null } })).toBe('scenario.turned: 9D is also in a hand (in 1x1 the turned card stays on the table)');
    const trumpOfTie = judge({ ...s, readings: { 'DEB-G4': 'previous-trump' }, ledger: { ...s.ledger, pendingSpecialDeal: { declarer: 1, previousTrump: 'H' } } });
    expect(trumpOfTie.trump).toBe('H');
    expect(judge(s).trump).not.toBe('H');
  });

  it('refuses what version 2 cannot mean, by its path', () => {
    const s = load('special-deal-1x1');
    expect(refusal({ ...s, ledger: { ...s.ledger, pendingSpecialDeal: null } })).toBe(
      "scenario.ledger.pots: an open pot is settled by the referee's special deal (6.2.2.2); state it in ledger.pendingSpecialDeal",
    );
    expect(refusal({ ...s, ledger: { sides: { 2: { score: 0 } } } })).toBe('scenario.ledger.sides.2: format 1x1 has 2 sides (0, 1)');
    expect(refusal({ ...s, ledger: { sides: { 0: { score: 501 } } } })).toMatch(/^scenario\.ledger\.sides\.0\.score: must be an integer from -100000 to 500 \(a side at the target 501/);
    expect(refusal({ ...s, ledger: { sides: { 0: { scroe: 5 } } } })).toMatch(/^scenario\.ledger\.sides\.0\.scroe: unknown field \(did you mean "score"\?\)/);
    expect(refusal({ ...s, ledger: { scores: [0, 0] } })).toBe('scenario.ledger.scores: unknown field; known here: sides, pots, pendingSpecialDeal, deals');
    expect(refusal({ ...s, ledger: { ...s.ledger, pendingSpecialDeal: { declarer: 5 } } })).toBe('scenario.ledger.pendingSpecialDeal.declarer: must be an integer from 0 to 3, got 5');
    expect(refusal({ ...s, ledger: { ...s.ledger, pendingSpecialDeal: { declarer: 3 } } })).toMatch(/^scenario\.ledger\.pendingSpecialDeal\.declarer: seat must be an integer from 0 to 1 in format 1x1/);
    expect(refusal({ ...s, readings: { 'DEB-G4': 'previous-trump' } })).toBe('scenario.ledger.pendingSpecialDeal.previousTrump: required under DEB-G4 previous-trump (the trump of the tied deal)');
    expect(refusal({ ...s, version: 3 })).toBe('scenario.version: must be one of 1, 2, got 3');
  });

  it('a version-1 file still reads as it always did (no version field), and says version 1 when it likes', () => {
    const v1 = debertzScenarioToV1(load('special-deal-1x1'));
    expect(v1.ledger).toEqual({ scores: [100, 80], marks: [0, 0], pot: 81, potDeclarer: 1 });
    expect(judge({ ...v1, version: 1 })).toEqual(judge(v1));
  });
});
