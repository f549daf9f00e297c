import { describe, expect, it } from 'vitest';
import { LENINGRAD, ROSTOV, SOCHI, allPassPrice, makeVariant, nextAllPassRun, scoreAllPass } from '../../../src/rulesets/preferans/mechanics/index.ts';
import { fmtAll } from './_helpers/format.ts';

describe('the all-pass price along a run (CODE 3.7.4)', () => {
  it('rises 1-2-3 and then stays at 3 in Sochi', () => {
    expect([0, 1, 2, 3, 7].map((run) => allPassPrice(SOCHI, run))).toEqual([1, 2, 3, 3, 3]);
  });
  it('rises 2-4-6 and then stays at 6 in Leningrad', () => {
    expect([0, 1, 2, 3].map((run) => allPassPrice(LENINGRAD, run))).toEqual([2, 4, 6, 6]);
  });
  it('doubles 1-2-4 under a geometric agreement (CODE 3.7.4.2)', () => {
    const geo = makeVariant('sochi', { allPass: { progression: 'geometric' } });
    expect([0, 1, 2, 3].map((run) => allPassPrice(geo, run))).toEqual([1, 2, 4, 4]);
  });
  it('stays at w = 5 whists a trick in Rostov', () => {
    expect([0, 1, 2].map((run) => allPassPrice(ROSTOV, run))).toEqual([5, 5, 5]);
  });
});

describe('what ends an all-pass run (CODE 3.7.8)', () => {
  it('lengthens the run with every all-pass', () => {
    expect(nextAllPassRun(SOCHI, 2, 'all-pass')).toBe(3);
  });
  it('ends it with any game in Sochi, played or not', () => {
    expect(nextAllPassRun(SOCHI, 2, 'unplayed')).toBe(0);
    expect(nextAllPassRun(SOCHI, 2, 'played')).toBe(0);
  });
  it('ends it only with a played game under Leningrad’s hard exit', () => {
    expect(nextAllPassRun(LENINGRAD, 2, 'unplayed')).toBe(2);
    expect(nextAllPassRun(LENINGRAD, 2, 'played')).toBe(0);
  });
});

describe('all-pass scoring', () => {
  it('Sochi: tricks into the mountain, a clean player one trick’s price into the pool (CODE 3.7.2.1)', () => {
    expect(fmtAll(scoreAllPass({ players: 3, tricks: [0, 4, 6], run: 0 }, SOCHI))).toEqual([
      'pool 0 +1 all-pass-zero',
      'mountain 1 +4 all-pass-tricks',
      'mountain 2 +6 all-pass-tricks',
    ]);
  });

  it('Sochi: subtracts the smallest count first (amnesty, CODE 3.7.3)', () => {
    // Second all-pass of a run: price 2; 2/3/5 → amnesty 2 → 0/1/3.
    expect(fmtAll(scoreAllPass({ players: 3, tricks: [2, 3, 5], run: 1 }, SOCHI))).toEqual([
      'mountain 1 +2 all-pass-tricks',
      'mountain 2 +6 all-pass-tricks',
    ]);
  });

  it('Sochi, 4 players: the dealer’s talon tricks count, in the amnesty too (CODE 3.7.3, READING PREF-C7)', () => {
    expect(fmtAll(scoreAllPass({ players: 4, tricks: [1, 3, 3, 3], sitter: 0, run: 0 }, SOCHI))).toEqual([
      'mountain 1 +2 all-pass-tricks',
      'mountain 2 +2 all-pass-tricks',
      'mountain 3 +2 all-pass-tricks',
    ]);
    expect(fmtAll(scoreAllPass({ players: 4, tricks: [0, 2, 3, 5], sitter: 0, run: 2 }, SOCHI))).toEqual([
      'pool 0 +3 all-pass-zero',
      'mountain 1 +6 all-pass-tricks',
      'mountain 2 +9 all-pass-tricks',
      'mountain 3 +15 all-pass-tricks',
    ]);
  });

  it('Leningrad: 2 a trick in the first all-pass, after the amnesty', () => {
    expect(fmtAll(scoreAllPass({ players: 3, tricks: [5, 3, 2], run: 0 }, LENINGRAD))).toEqual([
      'mountain 0 +6 all-pass-tricks',
      'mountain 1 +2 all-pass-tricks',
    ]);
  });

  it('Rostov: the two tied for fewest write on the third in halves (CODE 3.7.2.2: 6/2/2 → 15 each)', () => {
    expect(fmtAll(scoreAllPass({ players: 3, tricks: [6, 2, 2], run: 0 }, ROSTOV))).toEqual([
      'whist 1→0 +15 all-pass-whists',
      'whist 2→0 +15 all-pass-whists',
    ]);
  });

  it('Rostov: a clean player writes 1 into the pool and w a trick on each other player, without amnesty', () => {
    expect(fmtAll(scoreAllPass({ players: 3, tricks: [0, 4, 6], run: 3 }, ROSTOV))).toEqual([
      'pool 0 +1 all-pass-zero',
      'whist 0→1 +20 all-pass-whists',
      'whist 0→2 +30 all-pass-whists',
    ]);
  });

  it('Rostov, 4 players: the talon is unused and the dealer writes 1 into the pool (CODE 3.7.6.2)', () => {
    const entries = scoreAllPass({ players: 4, tricks: [5, 3, 2, 0], sitter: 3, run: 0 }, ROSTOV);
    expect(fmtAll(entries)).toEqual(['pool 3 +1 all-pass-zero', 'whist 2→0 +25 all-pass-whists', 'whist 2→1 +15 all-pass-whists']);
    expect(entries[0].clause).toBe('CODE-3.7.6.2');
    expect(() => scoreAllPass({ players: 4, tricks: [5, 3, 1, 1], sitter: 3, run: 0 }, ROSTOV)).toThrow(/#allpass-3/);
  });

  it('refuses trick counts that do not sum to ten', () => {
    expect(() => scoreAllPass({ players: 3, tricks: [5, 3, 1], run: 0 }, SOCHI)).toThrow(/#allpass-2/);
  });
});
