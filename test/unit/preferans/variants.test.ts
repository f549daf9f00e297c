import { describe, expect, it } from 'vitest';
import { LENINGRAD, ROSTOV, SOCHI, VARIANTS, makeVariant, whistRulesOf } from '../../../src/rulesets/preferans/mechanics/index.ts';

describe('the scoring variants (digest §4.2–4.4)', () => {
  it('makes Sochi the Code’s game: responsible, greedy, help, all-pass 1-2-3 with any game as exit', () => {
    expect(SOCHI).toMatchObject({
      poolTarget: 50,
      trickWhistRate: 1,
      undertrickRate: 1,
      whistResponsibility: 'responsible',
      whistStyle: 'greedy',
      consolation: { kind: 'contract-price', multiple: 1 },
      poolClosing: 'help',
      helpWhistsPerPoint: 10,
      allPass: { writing: 'mountain', stepPrice: 1, progression: 'arithmetic', progressionCap: 3, exit: 'any-game', amnesty: 'smallest-count' },
    });
  });

  it('doubles Leningrad’s whists and mountain, with half-responsible gentleman’s whist and no help', () => {
    expect(LENINGRAD).toMatchObject({
      trickWhistRate: 2,
      undertrickRate: 2,
      whistResponsibility: 'half-responsible',
      whistStyle: 'gentleman',
      halfWhistAfterWhist: 'allowed',
      poolClosing: 'sum-of-pools',
      unclosedPoolRate: 2,
      allPass: { stepPrice: 2, exit: 'played-game' },
    });
    expect(whistRulesOf(LENINGRAD).firstDefenderHalfWhist).toBe('allowed');
    expect(whistRulesOf(SOCHI).firstDefenderHalfWhist).toBe('not-allowed');
  });

  it('gives Rostov fixed consolation and an all-pass in whists without talon or amnesty', () => {
    expect(ROSTOV).toMatchObject({
      whistResponsibility: 'half-responsible',
      consolation: { kind: 'fixed', whistsPerUndertrick: 10 },
      allPass: { writing: 'whists', stepPrice: 5, amnesty: 'none', zeroTrickPool: 'one-point', talon: 'unused' },
    });
  });

  it('overrides single fields, nested all-pass fields included, and keeps the presets frozen', () => {
    const v = makeVariant('sochi', { poolTarget: 20, whistStyle: 'gentleman', allPass: { progression: 'geometric' } });
    expect(v.poolTarget).toBe(20);
    expect(v.whistStyle).toBe('gentleman');
    expect(v.allPass.progression).toBe('geometric');
    expect(v.allPass.stepPrice).toBe(1);
    expect(Object.isFrozen(VARIANTS.sochi.allPass)).toBe(true);
    expect(SOCHI.poolTarget).toBe(50);
  });

  it('names the field of a bad option', () => {
    expect(() => makeVariant('sochi', { poolTarget: 0 })).toThrow('variant.poolTarget must be a positive integer');
    expect(() => makeVariant('sochi', { allPass: { progressionCap: 0 } })).toThrow('variant.allPass.progressionCap must be an integer from 1 to 30, got 0');
    expect(() => makeVariant('sochi', { trickWhistRate: 3 as 1 })).toThrow('variant.trickWhistRate must be 1 or 2');
    expect(() => makeVariant('bridge' as 'sochi')).toThrow(/variant.id must be one of/);
  });
});
