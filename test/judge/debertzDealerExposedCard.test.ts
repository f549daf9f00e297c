import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judge } from '../../src/harness/judge/judge.ts';
import { debertzScenarioToV1 } from '../../src/rulesets/debertz/scenarioVersion.ts';

/**
 * The referee's exposed card named (scenario version 2, issue 10): `{"irregularity":
 * "dealerExposedCard", "card": "QH"}`. The moment is the hands given (the cards dealt so far); the
 * card must be in no hand and not the turned card, and with a deck the next card the dealing gives.
 */
const load = (name: string): any => JSON.parse(readFileSync(`examples/debertz/${name}.json`, 'utf8'));
const named = (card: string, edit?: (s: any) => void): any => {
  const s = load('dealer-exposed-card-named');
  s.events[0] = { irregularity: 'dealerExposedCard', card };
  edit?.(s);
  return s;
};

describe('Debertz v2 dealerExposedCard with the card named', () => {
  it('names the card and its place in the dealing in the ruling; the outcome stays the 6.3 redeal', () => {
    const r = judge(load('dealer-exposed-card-named'));
    const plain = judge(load('dealer-exposed-card'));
    expect(r.outcome).toBe(plain.outcome);
    expect(r.findings).toContain('DEB-6.3: the referee exposed QH, the next card of the dealing (to seat 3)');
    expect(plain.findings).toEqual([]);
  });

  it.each<[string, string, RegExp]>([
    ['a card already in a hand', 'TS', /^scenario\.events\[0\]\.card: TS is already in seat 0's hand \(scenario\.hands\[0\]\)/],
    ['the turned card', 'JD', /^scenario\.events\[0\]\.card: JD is the turned card/],
    ['a card the deck deals later', 'AS', /^scenario\.events\[0\]\.card: AS is not the card the deck deals next \(QH, to seat 3\)/],
    ['not a card', 'XX', /^scenario\.events\[0\]\.card: "XX" is not a card/],
  ])('refuses %s, naming the path', (_n, card, message) => {
    expect(() => judge(named(card))).toThrow(message);
  });

  it('without a deck checks only that the card is in one place', () => {
    const r = judge(named('AS', (s) => delete s.deck));
    expect(r.findings).toContain('DEB-6.3: the referee exposed AS (in no hand and not the turned card; without a deck its place in the dealing is not checked)');
    expect(() => judge(named('KD', (s) => delete s.deck))).toThrow(/^scenario\.events\[0\]\.card: KD is already in seat 3's hand/);
  });

  it('refuses card on another event, and in version 1, by path', () => {
    const s = load('referee-exposed-cards');
    s.events[5] = { ...s.events[5], card: 'QS' };
    expect(() => judge(s)).toThrow(/^scenario\.events\[5\]\.card: only the referee's dealerExposedCard names a card/);
    expect(() => debertzScenarioToV1(load('dealer-exposed-card-named'))).toThrow(/card: the referee's exposed card named has no version-1 form/);
    const v1: any = debertzScenarioToV1(load('dealer-exposed-card'));
    v1.events[0] = { irregularity: 'dealerExposedCard', card: 'QH' };
    expect(() => judge(v1)).toThrow(/^scenario\.events\[0\]\.card: the referee's exposed card is named in scenario version 2/);
  });
});
