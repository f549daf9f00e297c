import { describe, expect, it } from 'vitest';
import { judge as judgeAny } from '../../src/harness/judge/judge.ts';
import { buildPreferansScenario, type ScriptItem } from '../../src/rulesets/preferans/judge/build.ts';
import type { SheetEntry } from '../../src/rulesets/preferans/mechanics/sheet.ts';

/**
 * Issue 15: under PREF-C5 per-person (the default), a whister who takes fewer than his half of
 * the quota writes his own shortfall even when his partner's tricks make the pair's quota
 * (CODE 3.8.6; digest §2.4, §4.2 A.3). Real deals through the judge, one per contract level.
 *
 * Seat 0 deals; seat 1 (first hand) declares spades; seat 2 whists first, seat 0 second.
 * The declarer holds L top spades and 10 − L low hearts; seat 2 the top hearts and top clubs;
 * seat 0 the diamonds and low clubs. Seat 0 can never win a trick: whenever the declarer does
 * not play a spade, seat 2's heart or club takes it. So the declarer takes L tricks (all ten on
 * a 10), seat 2 the rest, seat 0 none.
 */
const judge = (raw: unknown) => judgeAny(raw as { ruleset: 'preferans' });
const SPADES = ['AS', 'KS', 'QS', 'JS', 'TS', '9S', '8S', '7S'];
const HEARTS = ['AH', 'KH', 'QH', 'JH', 'TH', '9H', '8H', '7H'];
const CLUBS = ['AC', 'KC', 'QC', 'JC', 'TC', '9C', '8C', '7C'];
const DIAMONDS = ['AD', 'KD', 'QD', 'JD', 'TD', '9D', '8D', '7D'];

function deal(level: number) {
  // L top spades (all eight on 9 and 10, with the top hearts), then the lowest 10 − L hearts
  const trumps = SPADES.slice(0, Math.min(level, 8));
  const topHearts = HEARTS.slice(0, Math.max(0, level - 8));
  const lowHearts = HEARTS.slice(8 - (10 - level));
  const declarer = [...trumps, ...topHearts, ...lowHearts];
  const rest = (suit: string[], taken: string[]) => suit.filter((c) => !taken.includes(c));
  const heartsLeft = rest(HEARTS, declarer);
  const seat2 = [...heartsLeft, ...CLUBS].slice(0, 10);
  const seat0 = [...DIAMONDS, ...rest(CLUBS, seat2)].slice(0, 10);
  const talon = [...rest(SPADES, declarer), ...rest(CLUBS, [...seat2, ...seat0])];
  return { hands: [seat0, declarer, seat2], talon };
}

function sixWhisted(level: number, whists: ScriptItem[], readings: Record<string, string> = {}) {
  const d = deal(level);
  return judge(
    buildPreferansScenario({
      readings,
      hands: d.hands,
      talon: d.talon,
      script: [
        { seat: 1, call: '6S' },
        { seat: 2, call: 'pass' },
        { seat: 0, call: 'pass' },
        { seat: 1, discard: d.talon, contract: `${level}S` },
        ...whists,
        { autoplay: 'all' },
      ],
    }),
  );
}
const bothWhist: ScriptItem[] = [{ seat: 2, whist: 'whist' }, { seat: 0, whist: 'whist' }];
const M = (seat: number, amount: number, clause: string): SheetEntry => ({ kind: 'mountain', seat, amount, reason: 'defence-shortfall', clause });
const shortfalls = (r: { entries: SheetEntry[] }) => r.entries.filter((e) => e.reason === 'defence-shortfall');

describe('PREF-C5: a whister below his half writes it even when the pair makes its quota (CODE 3.8.6)', () => {
  it('the deals are what the test says: the declarer takes L, seat 2 the rest, seat 0 none', () => {
    for (const level of [6, 7, 8, 9, 10]) {
      const r = sixWhisted(level, bothWhist);
      expect(r.tricks, `level ${level}`).toEqual([0, Math.min(level, 10), 10 - Math.min(level, 10)]);
    }
  });

  it('6♠ made exactly, whisters 4 + 0: the pair made its quota of 4; seat 0 is two short of his 2 (Sochi, p = 2: 4 into his mountain)', () => {
    const r = sixWhisted(6, bothWhist);
    expect(shortfalls(r)).toEqual([M(0, 4, 'CODE-3.8.11')]);
    expect(r.readings['PREF-C5']).toBe('per-person');
    expect(shortfalls(sixWhisted(6, bothWhist, { 'PREF-C5': 'capped-at-pair' }))).toEqual([]);
  });

  it('7♠ made exactly, whisters 3 + 0: the pair made its quota of 2; seat 0 is one short of his 1 (p = 4)', () => {
    const r = sixWhisted(7, bothWhist);
    expect(shortfalls(r)).toEqual([M(0, 4, 'CODE-3.8.11')]);
    expect(r.readings['PREF-C5']).toBe('per-person');
    const capped = sixWhisted(7, bothWhist, { 'PREF-C5': 'capped-at-pair' });
    expect(shortfalls(capped)).toEqual([]);
    expect(capped.readings['PREF-C5']).toBe('capped-at-pair');
  });

  it('half-responsible (Rostov) halves it: p/2 per trick, CODE 3.8.12', () => {
    const d = deal(7);
    const r = judge(
      buildPreferansScenario({
        variant: 'rostov',
        hands: d.hands,
        talon: d.talon,
        script: [{ seat: 1, call: '6S' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { seat: 1, discard: d.talon, contract: '7S' }, ...bothWhist, { autoplay: 'all' }],
      }),
    );
    expect(shortfalls(r)).toEqual([M(0, 2, 'CODE-3.8.12')]);
  });

  it('8, 9 and 10: only the second whister answers, for the pair’s quota of 1 (fn 59): nothing on 8 and 9, p on 10; PREF-C5 cannot act', () => {
    for (const level of [8, 9]) {
      const r = sixWhisted(level, bothWhist);
      expect(shortfalls(r), `level ${level}`).toEqual([]);
      expect(r.readings['PREF-C5'], `level ${level}`).toBeUndefined();
    }
    const ten = sixWhisted(10, bothWhist);
    expect(shortfalls(ten)).toEqual([M(0, 10, 'CODE-3.8.11')]);
    expect(ten.readings['PREF-C5']).toBeUndefined();
  });

  it('a lone whister answers for the pair’s quota alone (CODE 3.8.5): seat 2 made it, nothing; PREF-C5 not consulted', () => {
    const r = sixWhisted(6, [{ seat: 2, whist: 'whist' }, { seat: 0, whist: 'pass' }, { seat: 2, whist: 'closed' }]);
    expect(r.tricks).toEqual([0, 6, 4]);
    expect(shortfalls(r)).toEqual([]);
    expect(r.readings['PREF-C5']).toBeUndefined();
  });

  it('half-whist: a half-whist that stands writes half the quota and no shortfall; a returned one leaves a lone whister (PREF-C5 cannot act)', () => {
    const stands = sixWhisted(6, [{ seat: 2, whist: 'pass' }, { seat: 0, whist: 'half-whist' }, { seat: 2, whist: 'pass' }]);
    expect(stands.entries).toEqual([
      { kind: 'pool', seat: 1, amount: 2, reason: 'half-whist', clause: 'CODE-3.8.7' },
      { kind: 'whist', seat: 0, on: 1, amount: 4, reason: 'half-whist', clause: 'CODE-3.8.7' },
    ]);
    expect(stands.readings['PREF-C5']).toBeUndefined();
    const returned = sixWhisted(6, [{ seat: 2, whist: 'pass' }, { seat: 0, whist: 'half-whist' }, { seat: 2, whist: 'whist' }, { seat: 2, whist: 'closed' }]);
    expect(returned.tricks).toEqual([0, 6, 4]);
    expect(shortfalls(returned)).toEqual([]);
    expect(returned.readings['PREF-C5']).toBeUndefined();
  });
});
