import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { judge as judgeAny } from '../../src/harness/judge/judge.ts';
import { buildPreferansScenario } from '../../src/rulesets/preferans/judge/build.ts';
import { GAME } from '../../src/rulesets/preferans/judge/examples.ts';
import { InputError } from '../../src/core/regulation/readings.ts';
import { formatSettlement, parseSheetFile, settleCommand, settleRuling, settleSheet } from '../../src/harness/cli/settle.ts';

/** Issue 15: `cardlaw settle SHEET.json`, and the settlement of `sheet.after` under `judge --settle`. */
const settleFile = (raw: unknown) => {
  const { sheet, variant } = parseSheetFile(raw);
  return settleSheet(sheet, variant);
};
afterEach(() => vi.restoreAllMocks());

describe('cardlaw settle', () => {
  it('a Sochi sheet mid-game is settled as stopped by agreement (CODE 4.2.3): the pool each lacks goes into his mountain first', () => {
    const s = settleFile({ sheet: { pool: [10, 20, 30], mountain: [0, 0, 0], whists: [[0, 0, 0], [0, 0, 0], [0, 0, 0]] } });
    // mountains 40/30/20, less the amnesty of 20: 20/10/0; mean 10
    expect([s.gameOver, s.mountains, s.mountainPart, s.result]).toEqual([false, [20, 10, 0], [-100, 0, 100], [-100, 0, 100]]);
    // variant 1: each owes every other 10·M/3; seat 0 pays 33.33 to seat 1 and 66.67 to seat 2, seat 1 pays 33.33 to seat 2
    const r9 = (x: number) => Math.round(x * 1e9) / 1e9;
    expect(s.pairwise).toEqual([[0, r9(-100 / 3), r9(-200 / 3)], [r9(100 / 3), 0, r9(-100 / 3)], [r9(200 / 3), r9(100 / 3), 0]]);
  });

  it('Leningrad, the Code’s example of 4.2.3.3: pools 48, 48, 54 add +4, +4, −8 to the mountains', () => {
    const s = settleFile({ variant: 'leningrad', sheet: { pool: [48, 48, 54] } });
    expect([s.gameOver, s.mountains, s.result]).toEqual([true, [12, 12, 0], [-40, -40, 80]]);
  });

  it('whists count against the mountains, and the result sums to zero', () => {
    const s = settleFile({ sheet: { pool: [50, 50, 50], mountain: [6, 0, 12], whists: [[0, 8, 0], [0, 0, 4], [2, 0, 0]] } });
    expect(s.gameOver).toBe(true);
    expect(s.whistPart).toEqual([6, -4, -2]);
    expect(s.result).toEqual([6, 56, -62]); // mountains 6/0/12, mean 6: 0, +60, −60
    expect(s.result.reduce((a, b) => a + b, 0)).toBe(0);
    expect(formatSettlement(s)).toContain('the game is over');
  });

  it('refuses what a sheet cannot hold, naming the field', () => {
    expect(() => parseSheetFile({ sheet: { pool: [1e308, 0, 0] } })).toThrow(/^settle\.sheet\.pool\[0\]: must be an integer from 0 to 50/);
    expect(() => parseSheetFile({ sheet: { pool: [0, 0, 0] }, colour: 1 })).toThrow(/^settle\.colour: unknown field/);
    expect(() => parseSheetFile({ variant: { poolTargte: 20 }, sheet: {} })).toThrow(/^scenario\.variant\.poolTargte: unknown field/);
    expect(() => parseSheetFile({})).toThrow(/^settle\.sheet: required/);
    expect(() => parseSheetFile({ ruleset: 'debertz', sheet: {} })).toThrow(InputError);
  });

  it('the command reads a file and prints JSON (or --text); a missing file is an InputError', () => {
    const dir = mkdtempSync(join(tmpdir(), 'settle-'));
    const file = join(dir, 'sheet.json');
    writeFileSync(file, JSON.stringify({ sheet: { pool: [10, 20, 30] } }));
    let out = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((x) => ((out += String(x)), true));
    expect(settleCommand([file])).toBe(0);
    expect(JSON.parse(out).result).toEqual([-100, 0, 100]);
    out = '';
    expect(settleCommand([file, '--text'])).toBe(0);
    expect(out).toMatch(/seat 0 pays seat 2 66\.67 whists/);
    expect(() => settleCommand([join(dir, 'none.json')])).toThrow(/none\.json: cannot read the sheet \(no such file\)$/);
  });
});

describe('judge --settle: the settlement of sheet.after in every ruling', () => {
  it('adds settlementAfter, priced by the scenario’s own variant (a pool of 20)', () => {
    const scenario = buildPreferansScenario({
      variant: { id: 'sochi', poolTarget: 20 },
      sheet: { pool: [0, 18, 0] },
      hands: [GAME[0], GAME[1], GAME[2]],
      talon: GAME.talon,
      script: [{ seat: 1, call: '6S' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { seat: 1, discard: ['7C', '8C'], contract: '6S' }, { seat: 2, whist: 'pass' }, { seat: 0, whist: 'pass' }],
    });
    const r = settleRuling(scenario, judgeAny(scenario as { ruleset: 'preferans' }));
    expect(r.sheet.after.pool).toEqual([0, 20, 0]);
    // mountains 20/0/20 → amnesty 20/0/20 (least 0); mean 40/3
    expect(r.settlementAfter.result.map((x) => Math.round(x))).toEqual([-67, 133, -67]);
    expect(r.settlementAfter.gameOver).toBe(false);
  });
});
