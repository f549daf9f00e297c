import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judge } from '../../src/harness/judge/judge.ts';
import { debertzScenarioToV1 } from '../../src/rulesets/debertz/scenarioVersion.ts';

/**
 * Declarations as events (scenario version 2, issue 10): `{"seat": 1, "declare": [cards]}` at the
 * first lead; with any declare event only the declared combinations score, each checked against
 * the hand. Declaring part of a sequence is DEB-G45. The real deal: the 1x3 special deal whose
 * declarer makes it only with his fifty (examples/debertz/special-deal-1x3.json).
 */
const load = (name: string): any => JSON.parse(readFileSync(`examples/debertz/${name}.json`, 'utf8'));
const withFirst = (event: object, readings?: object): any => {
  const s = load('special-deal-1x3');
  return { ...s, ...(readings ? { readings } : {}), events: [event, ...s.events] };
};

describe('Debertz v2 declarations', () => {
  it('without declare events, v2 infers the combinations from the hands (the fifty makes the special deal)', () => {
    const r = judge(load('special-deal-1x3'));
    expect(r.outcome).toBe('made');
    expect(r.points.meldsDeclared).toEqual([0, 50, 0, 0]);
  });

  it('declaring the whole fifty rules as the inference does', () => {
    const inferred = judge(load('special-deal-1x3'));
    const declared = judge(withFirst({ seat: 1, declare: ['8D', '9D', 'TD', 'JD'] }));
    expect(declared.outcome).toBe(inferred.outcome);
    expect(declared.credited).toEqual(inferred.credited);
  });

  it('a fifty held and not declared does not score: the special deal fails (bayd)', () => {
    const r = judge(load('undeclared-fifty-1x3'));
    expect(r.outcome).toBe('bayd');
    expect(r.points.meldsDeclared).toEqual([0, 0, 0, 0]);
    expect(r.findings.join('\n')).toContain('Held and not declared, so not scored: seat 1 8D 9D TD JD');
  });

  it('DEB-G45: a terz declared out of four in sequence scores 20 (as-declared) or 50 (whole-sequence)', () => {
    const s = load('partial-sequence-1x3');
    const asDeclared = judge(s);
    expect(asDeclared.outcome).toBe('bayd');
    expect(asDeclared.points.meldsDeclared).toEqual([0, 20, 0, 0]);
    expect(asDeclared.findings.join('\n')).toContain('DEB-G45 as-declared');
    const whole = judge({ ...s, readings: { 'DEB-G45': 'whole-sequence' } });
    expect(whole.outcome).toBe('made');
    expect(whole.points.meldsDeclared).toEqual([0, 50, 0, 0]);
  });

  it.each<[string, object, RegExp]>([
    ['a combination not held', { seat: 0, declare: ['8D', '9D', 'TD'] }, /^scenario\.events\[0\]\.declare\[0\]: seat 0 does not hold 8D at the first lead/],
    ['cards that are no combination', { seat: 1, declare: ['8S', 'QS', 'KC'] }, /^scenario\.events\[0\]\.declare: 8S QS KC is not a combination/],
    ['bella in a suit that is not trump', { seat: 3, declare: ['7H', 'QH'] }, /^scenario\.events\[0\]\.declare: 7H QH is not a combination/],
    ['a card named twice', { seat: 1, declare: ['8D', '8D', '9D'] }, /^scenario\.events\[0\]\.declare\[1\]: 8D is named twice/],
    ['a bad card', { seat: 1, declare: ['8D', 'ZZ'] }, /^scenario\.events\[0\]\.declare\[1\]: "ZZ" is not a card/],
  ])('refuses %s, naming the event path', (_n, event, message) => {
    expect(() => judge(withFirst(event))).toThrow(message);
  });

  it('refuses a declaration after the first lead and during the bidding, by path', () => {
    const s = load('special-deal-1x3');
    const late = { ...s, events: [...s.events.slice(0, 2), { seat: 1, declare: [] }, ...s.events.slice(2)] };
    expect(() => judge(late)).toThrow(/^scenario\.events\[2\]\.declare: a declaration after the first lead/);
    const made = load('made-1x1');
    const early = { ...made, events: [{ seat: 0, declare: [] }, ...made.events] };
    expect(() => judge(early)).toThrow(/^scenario\.events\[0\]\.declare: a declaration during the bidding/);
  });

  it('is version 2 only: a version-1 file with a declare event is refused, and has no version-1 form', () => {
    const s = load('undeclared-fifty-1x3');
    expect(() => debertzScenarioToV1(s)).toThrow(/declarations as events have no version-1 form/);
    const { version: _v, ...noVersion } = s;
    expect(() => judge({ ...noVersion, ledger: { scores: [100, 80, 60, 40], pot: 81, potDeclarer: 1 } })).toThrow(/^scenario\.events\[0\]\.declare: declarations as events need scenario version 2/);
  });
});
