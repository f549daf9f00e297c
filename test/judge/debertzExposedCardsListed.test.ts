import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judge } from '../../src/harness/judge/judge.ts';
import { debertzScenarioToV1 } from '../../src/rulesets/debertz/scenarioVersion.ts';

/**
 * The exposed cards listed (scenario version 2, issue 10): `{"irregularity": "exposedCards",
 * "seat": 1, "cards": [...]}`; the judge checks the offender held each card at that moment and
 * says them in the ruling (6.2.1.8.d).
 */
const load = (name: string): any => JSON.parse(readFileSync(`examples/debertz/${name}.json`, 'utf8'));
const withCards = (name: string, at: number, cards: string[]): any => {
  const s = load(name);
  s.events[at] = { ...s.events[at], cards };
  return s;
};

describe('Debertz v2 exposedCards with the cards listed', () => {
  it('names the cards in the ruling; the outcome and credits stay those of 6.2.1.8.d', () => {
    const listed = judge(load('referee-exposed-cards-listed'));
    const plain = judge(load('referee-exposed-cards'));
    expect(listed.outcome).toBe('referee-bayd');
    expect(listed.credited).toEqual(plain.credited);
    expect(listed.findings).toContain('DEB-6.2.1.8.d: seat 1 exposed QS KD (of 7 cards held)');
    expect(plain.findings.some((f: string) => f.startsWith('DEB-6.2.1.8.d: seat'))).toBe(false);
  });

  it('refuses a card the offender no longer holds (played before the exposure), naming the path', () => {
    expect(() => judge(withCards('referee-exposed-cards', 5, ['AH']))).toThrow(/^scenario\.events\[5\]\.cards\[0\]: seat 1 does not hold AH at this moment \(his hand: /);
  });

  it('refuses a card another seat holds, also while dealing (the cards dealt so far)', () => {
    expect(() => judge(withCards('referee-exposed-cards-listed', 5, ['QS', '7S']))).toThrow(/^scenario\.events\[5\]\.cards\[1\]: seat 1 does not hold 7S/);
    const ok = judge(withCards('referee-exposed-cards-while-dealing', 0, ['9S', 'JC']));
    expect(ok.findings).toContain('DEB-6.2.1.8.d: seat 2 exposed 9S JC (of 4 cards held while the cards were being dealt)');
    expect(() => judge(withCards('referee-exposed-cards-while-dealing', 0, ['9D', 'QD']))).toThrow(/^scenario\.events\[0\]\.cards\[1\]: seat 2 does not hold QD/);
  });

  it('refuses cards on another event, a card named twice, version 1, by path', () => {
    const s = load('referee-exposed-cards-listed');
    expect(() => judge({ ...s, events: [{ ...s.events[0], cards: ['QS'] }, ...s.events.slice(1)] })).toThrow(/^scenario\.events\[0\]\.cards: only an exposedCards irregularity lists cards/);
    expect(() => judge(withCards('referee-exposed-cards', 5, ['QS', 'QS']))).toThrow(/^scenario\.events\[5\]\.cards\[1\]: QS is named twice/);
    expect(() => judge(withCards('referee-exposed-cards', 5, []))).toThrow(/^scenario\.events\[5\]\.cards/);
    expect(() => debertzScenarioToV1(s)).toThrow(/cards: the exposed cards listed have no version-1 form/);
    const v1: any = debertzScenarioToV1(load('referee-exposed-cards'));
    v1.events[5] = { ...v1.events[5], cards: ['QS'] };
    expect(() => judge(v1)).toThrow(/^scenario\.events\[5\]\.cards: the exposed cards are listed in scenario version 2/);
  });
});
