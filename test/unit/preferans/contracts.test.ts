import { describe, expect, it } from 'vitest';
import {
  CODE_PRICES,
  HIGHEST,
  LADDER,
  LOWEST,
  MISERE,
  NO_TRUMP,
  compareContracts,
  contractAt,
  contractCode,
  contractName,
  contractOf,
  contractPrice,
  defenceQuota,
  describeContract,
  levelOf,
  nextStep,
  parseContract,
  strainOf,
  trumpOf,
  LENINGRAD,
  ROSTOV,
  SOCHI,
} from '../../../src/rulesets/preferans/mechanics/index.ts';

describe('the contract ladder (CODE 2.2.2, 3.3.8)', () => {
  it('has 26 steps from 6♠ to 10NT with misère between 8NT and 9♠', () => {
    // Arrange / Act
    const names = LADDER.map(contractName);
    // Assert
    expect(names).toEqual([
      '6♠', '6♣', '6♦', '6♥', '6NT',
      '7♠', '7♣', '7♦', '7♥', '7NT',
      '8♠', '8♣', '8♦', '8♥', '8NT',
      'misère',
      '9♠', '9♣', '9♦', '9♥', '9NT',
      '10♠', '10♣', '10♦', '10♥', '10NT',
    ]);
    expect(LADDER[LOWEST]).toBe(contractOf(6, 0));
    expect(LADDER[HIGHEST]).toBe(contractOf(10, NO_TRUMP));
    expect(MISERE).toBe(contractOf(8, NO_TRUMP) + 1);
    expect(contractOf(9, 0)).toBe(MISERE + 1);
  });

  it('gives every step a canonical code that parses back to the same step', () => {
    for (const c of LADDER) {
      expect(parseContract(contractCode(c))).toBe(c);
      expect(parseContract(contractName(c))).toBe(c);
    }
    expect(parseContract('6БК')).toBe(contractOf(6, NO_TRUMP));
    expect(parseContract('мизер')).toBe(MISERE);
    expect(parseContract('10h')).toBe(contractOf(10, 3));
    expect(parseContract('5S')).toBeUndefined();
    expect(parseContract('11NT')).toBeUndefined();
  });

  it('compares contracts in ladder order and steps up one at a time', () => {
    expect(compareContracts(contractOf(7, 0), contractOf(6, NO_TRUMP))).toBeGreaterThan(0);
    expect(compareContracts(MISERE, contractOf(8, NO_TRUMP))).toBeGreaterThan(0);
    expect(compareContracts(MISERE, contractOf(9, 0))).toBeLessThan(0);
    expect(nextStep(contractOf(8, NO_TRUMP))).toBe(MISERE);
    expect(nextStep(MISERE)).toBe(contractOf(9, 0));
    expect(nextStep(HIGHEST)).toBeUndefined();
  });

  it('knows level, strain and trump of each step, and that misère and no-trump have no trump', () => {
    expect(describeContract(contractOf(9, 2))).toEqual({ kind: 'game', level: 9, strain: 2 });
    expect(describeContract(MISERE)).toEqual({ kind: 'misere' });
    expect(levelOf(MISERE)).toBe(0);
    expect(strainOf(MISERE)).toBeUndefined();
    expect(trumpOf(MISERE)).toBe(-1);
    expect(trumpOf(contractOf(7, NO_TRUMP))).toBe(-1);
    expect(trumpOf(contractOf(7, 3))).toBe(3);
    for (const c of LADDER) if (c !== MISERE) expect(contractOf(levelOf(c) as 6, strainOf(c)!)).toBe(c);
  });

  it('prices a contract by its level only, misère 10, in every variant', () => {
    const prices = LADDER.map((c) => contractPrice(c));
    expect(prices.slice(0, 5)).toEqual([2, 2, 2, 2, 2]);
    expect(contractPrice(contractOf(7, 1))).toBe(4);
    expect(contractPrice(contractOf(8, 1))).toBe(6);
    expect(contractPrice(MISERE)).toBe(10);
    expect(contractPrice(contractOf(9, 1))).toBe(8);
    expect(contractPrice(contractOf(10, 4))).toBe(10);
    for (const v of [SOCHI, LENINGRAD, ROSTOV]) expect(v.prices).toEqual(CODE_PRICES);
  });

  it('gives the defence quotas of CODE 3.8.2 (4, 2, 1, 1, 1; none on misère)', () => {
    expect([6, 7, 8, 9, 10].map((l) => defenceQuota(contractOf(l as 6, 0)))).toEqual([4, 2, 1, 1, 1]);
    expect(defenceQuota(MISERE)).toBe(0);
  });

  it('rejects off-ladder numbers with a message naming the value', () => {
    expect(() => contractAt(26)).toThrow(/0\.\.25, got 26/);
    expect(() => contractAt(1.5)).toThrow(RangeError);
    expect(() => contractOf(5 as 6, 0)).toThrow(/level must be 6\.\.10/);
  });
});
