import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LENINGRAD,
  ROSTOV,
  SOCHI,
  contractOf,
  makeVariant,
  newSheet,
  scorePlayedGame,
  settle,
  settlePairwise,
  settleRounded,
  writeEntries,
  type PlayerCount,
  type PreferansVariant,
  type Sheet,
} from '../../../src/rulesets/preferans/mechanics/index.ts';
import { SETTLEMENT_ROUNDINGS } from '../../../src/rulesets/preferans/mechanics/settlement.ts';
import { randomGame } from './_helpers/randomGame.ts';

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const sheetOf = (pool: number[], mountain: number[], whists?: number[][]): Sheet => ({
  players: pool.length as PlayerCount,
  pool,
  mountain,
  whists: whists ?? pool.map(() => pool.map(() => 0)),
});

describe('the worked example (digest §4.6, Sochi, 3 players)', () => {
  it('settles A = −50.67, B = +33.33, C = +17.33', () => {
    // Arrange: A (0) names 7♠, B (1) whists closed, C (2) passes; A takes 6, the defenders 4.
    const entries = scorePlayedGame(
      { contract: contractOf(7, 0), declarer: 0, players: 3, whist: { kind: 'played', whisters: [1], passers: [2], defence: 'closed' }, tricks: [6, 3, 1] },
      SOCHI,
    );
    const { sheet } = writeEntries(newSheet(3), entries, SOCHI);
    expect(sheet.mountain).toEqual([4, 0, 0]);
    expect(sheet.whists[1][0]).toBe(20);
    expect(sheet.whists[2][0]).toBe(4);
    // Act: the unplayed pool (50 each) is a common shift and changes nothing.
    const s = settle(sheet, SOCHI);
    // Assert
    expect(s.result[0]).toBeCloseTo(-50.667, 3);
    expect(s.result[1]).toBeCloseTo(33.333, 3);
    expect(s.result[2]).toBeCloseTo(17.333, 3);
    expect(sum(s.result)).toBeCloseTo(0, 9);
  });
});

describe('the final settlement (CODE 4.2.12–4.2.14)', () => {
  it('adds the unplayed pool to the mountain when the game stops early (CODE 4.2.3)', () => {
    const s = settle(sheetOf([50, 40, 30], [0, 0, 0]), SOCHI);
    // M = 0 / 10 / 20, mean 10: +100, 0, −100.
    expect(s.mountains).toEqual([0, 10, 20]);
    expect(s.result).toEqual([100, 0, -100]);
  });

  it('converts Leningrad pools at ×2 either way (CODE 4.2.3.3: 48, 48, 54 → +4, +4, −8)', () => {
    const s = settle(sheetOf([48, 48, 54], [0, 0, 0]), LENINGRAD);
    expect(s.mountains).toEqual([12, 12, 0]); // +4, +4, −8 after the amnesty of −8
    expect(s.result).toEqual([-40, -40, 80]);
  });

  it('gives the same result pair by pair (variant 1) as by the mean (variant 2)', () => {
    const sheet = sheetOf([50, 50, 50, 50], [7, 0, 12, 3], [
      [0, 4, 0, 10],
      [20, 0, 5, 0],
      [0, 0, 0, 8],
      [1, 2, 3, 0],
    ]);
    const owed = settlePairwise(sheet, SOCHI);
    const v2 = settle(sheet, SOCHI).result;
    owed.forEach((row, i) => expect(sum(row)).toBeCloseTo(v2[i], 9));
    owed.forEach((row, i) => row.forEach((x, j) => expect(x).toBeCloseTo(-owed[j][i], 9)));
  });

  it('rounds as CODE 4.2.12 does: one point off the mountain, 3 whists from each of the other two', () => {
    const r = settleRounded(sheetOf([50, 50, 50], [4, 0, 0]), SOCHI);
    expect(r.mountains).toEqual([3, 0, 0]);
    expect(r.compensation).toEqual([{ seat: 0, points: 1, whistsFromEachOther: 3 }]);
    expect(r.result).toEqual([-26, 13, 13]); // exact: −26.67, +13.33, +13.33
  });
});

const VARIANTS: Record<string, PreferansVariant> = {
  sochi: makeVariant('sochi', { poolTarget: 10 }),
  leningrad: makeVariant('leningrad', { poolTarget: 10 }),
  rostov: makeVariant('rostov', { poolTarget: 10 }),
};

describe('property (seed 31337): random sequences of deals through the whole mechanics', () => {
  const arb = fc.record({
    seed: fc.integer(),
    variant: fc.constantFrom('sochi', 'leningrad', 'rostov'),
    players: fc.constantFrom<PlayerCount>(3, 4),
    deals: fc.integer({ min: 1, max: 40 }),
  });

  it('settle to a zero sum, exactly and rounded', () => {
    fc.assert(
      fc.property(arb, ({ seed, variant, players, deals }) => {
        const records = randomGame(seed, VARIANTS[variant], players, deals);
        const sheet = records[records.length - 1].sheet;
        expect(Math.abs(sum(settle(sheet, VARIANTS[variant]).result))).toBeLessThan(1e-6);
        // every reading of PREF-C21: zero-sum, and whole figures (the sheet's whists are whole)
        for (const rounding of SETTLEMENT_ROUNDINGS) {
          const r = settleRounded(sheet, VARIANTS[variant], rounding).result;
          expect(Math.abs(sum(r))).toBeLessThan(1e-6);
          if (sheet.whists.every((row) => row.every(Number.isInteger))) for (const x of r) expect(Math.abs(x - Math.round(x))).toBeLessThan(1e-9);
        }
      }),
      { seed: 31337, numRuns: 150 },
    );
  });

  it('never let a Sochi pool exceed the target, and conserve every pool point written', () => {
    fc.assert(
      fc.property(arb, ({ seed, players, deals }) => {
        const v = VARIANTS.sochi;
        for (const r of randomGame(seed, v, players, deals)) {
          for (const x of r.sheet.pool) expect(x).toBeLessThanOrEqual(v.poolTarget);
          // Pool asked for = pool written (own + help) + surplus taken off the mountain.
          const asked = sum(r.entries.filter((e) => e.kind === 'pool').map((e) => e.amount));
          const wrote = sum(r.written.filter((e) => e.kind === 'pool').map((e) => e.amount));
          const surplus = -sum(r.written.filter((e) => e.reason === 'surplus-off-mountain').map((e) => e.amount));
          expect(wrote + surplus).toBe(asked);
        }
      }),
      { seed: 31337, numRuns: 150 },
    );
  });
});

describe('property (seed 2718): the settlement is unchanged by amnesty shifts', () => {
  it('adding the same number to every mountain changes no result', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom('sochi', 'leningrad', 'rostov'),
        fc.constantFrom<PlayerCount>(3, 4),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: -100, max: 100 }),
        (seed, variant, players, deals, shift) => {
          const v = VARIANTS[variant];
          const sheet = randomGame(seed, v, players, deals).at(-1)!.sheet;
          const shifted: Sheet = { ...sheet, mountain: sheet.mountain.map((m) => m + shift) };
          const a = settle(sheet, v).result;
          const b = settle(shifted, v).result;
          a.forEach((x, i) => expect(b[i]).toBeCloseTo(x, 9));
          expect(settleRounded(shifted, v).result).toEqual(settleRounded(sheet, v).result);
        },
      ),
      { seed: 2718, numRuns: 100 },
    );
  });
});

describe('the random games reach every kind of deal (guards the properties above from testing nothing)', () => {
  it('for seed 1 over 300 deals in each variant', () => {
    for (const [name, v] of Object.entries(VARIANTS)) {
      const kinds = new Set(randomGame(1, v, 3, 300).map((r) => r.kind));
      expect([name, [...kinds].sort()]).toEqual([name, ['all-pass', 'half-whist', 'misere', 'played', 'unwhisted']]);
      expect(ROSTOV.allPass.writing).toBe('whists');
    }
  });
});
