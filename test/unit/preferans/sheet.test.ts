import { describe, expect, it } from 'vitest';
import { LENINGRAD, isGameOver, makeVariant, mountain, newSheet, pool, whist, writeEntries, type Sheet } from '../../../src/rulesets/preferans/mechanics/index.ts';
import { fmtAll } from './_helpers/format.ts';

const P10 = makeVariant('sochi', { poolTarget: 10 });
const withPools = (pools: number[]): Sheet => ({ ...newSheet(pools.length as 3), pool: pools });

describe('writing the sheet', () => {
  it('writes mountain and whist entries as they are, dropping zero amounts', () => {
    const { sheet, written } = writeEntries(newSheet(3), [mountain(0, 4, 'undertricks', 'x'), whist(1, 0, 20, 'consolation', 'x'), whist(2, 0, 0, 'consolation', 'x')], P10);
    expect(sheet.mountain).toEqual([4, 0, 0]);
    expect(sheet.whists[1][0]).toBe(20);
    expect(written).toHaveLength(2);
  });

  it('rejects an entry naming a seat that is not on the sheet', () => {
    expect(() => writeEntries(newSheet(3), [whist(1, 3, 2, 'consolation', 'x')], P10)).toThrow(/#sheet-1/);
    expect(() => writeEntries(newSheet(3), [whist(1, 1, 2, 'consolation', 'x')], P10)).toThrow(/#sheet-1/);
  });
});

describe('closing the pool with help (Sochi, CODE 4.2.3, 4.1.1)', () => {
  it('helps the largest unclosed pool first, 10 whists a point', () => {
    // Arrange: P = 10, pools 8 / 5 / 9; seat 0 makes a 7 (4 points).
    // Act
    const { sheet, written } = writeEntries(withPools([8, 5, 9]), [pool(0, 4, 'contract-made', 'CODE-2.2.2')], P10);
    // Assert: 2 close his own pool, 1 helps seat 2 (9 → 10), 1 helps seat 1.
    expect(fmtAll(written)).toEqual([
      'pool 0 +2 contract-made',
      'pool 2 +1 help-received',
      'whist 0→2 +10 help',
      'pool 1 +1 help-received',
      'whist 0→1 +10 help',
    ]);
    expect(sheet.pool).toEqual([10, 6, 10]);
  });

  it('breaks a tie in favour of the player on the helper’s left', () => {
    expect(fmtAll(writeEntries(withPools([10, 6, 6]), [pool(0, 4, 'contract-made', 'x')], P10).written)).toEqual([
      'pool 1 +4 help-received',
      'whist 0→1 +40 help',
    ]);
    expect(fmtAll(writeEntries(withPools([6, 6, 10]), [pool(2, 2, 'contract-made', 'x')], P10).written)).toEqual([
      'pool 0 +2 help-received',
      'whist 2→0 +20 help',
    ]);
  });

  it('writes the surplus off the player’s own mountain when nobody is left to help, even below zero', () => {
    const { sheet, written } = writeEntries(withPools([10, 10, 8]), [pool(0, 4, 'unwhisted', 'x')], P10);
    expect(fmtAll(written)).toEqual(['pool 2 +2 help-received', 'whist 0→2 +20 help', 'mountain 0 -2 surplus-off-mountain']);
    expect(sheet.mountain).toEqual([-2, 0, 0]);
    expect(sheet.pool).toEqual([10, 10, 10]);
  });

  it('helps the 4-player dealer like anyone else (CODE 4.2.3.1)', () => {
    const { written } = writeEntries(withPools([10, 9, 3, 7]), [pool(1, 5, 'contract-made', 'x')], P10);
    expect(fmtAll(written)).toEqual(['pool 1 +1 contract-made', 'pool 3 +3 help-received', 'whist 1→3 +30 help', 'pool 2 +1 help-received', 'whist 1→2 +10 help']);
  });

  it('ends the game when every pool is closed', () => {
    expect(isGameOver(withPools([10, 10, 9]), P10)).toBe(false);
    expect(isGameOver(withPools([10, 10, 10]), P10)).toBe(true);
  });
});

describe('the Leningrad end rule (CODE 4.2.3.3)', () => {
  const L20 = { ...LENINGRAD, poolTarget: 20 };
  it('lets a pool pass P without help', () => {
    const { sheet } = writeEntries(withPools([18, 0, 0]), [pool(0, 6, 'contract-made', 'x')], L20);
    expect(sheet.pool).toEqual([24, 0, 0]);
  });
  it('ends the game when the pools sum to N·P', () => {
    expect(isGameOver(withPools([24, 20, 15]), L20)).toBe(false);
    expect(isGameOver(withPools([24, 20, 16]), L20)).toBe(true);
  });
});
