import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { debertzMachine } from '../../machines/debertz.ts';
import type { DebertzContext } from '../../machines/debertz.context.ts';
import type { MachineDefinition } from '../../src/statechart/definition.ts';
import { replayDeal } from '../../src/sim/replay.ts';
import { simulate, writeReport } from '../../src/sim/run.ts';
import { parseSpec } from '../../src/sim/spec.ts';
import { replayCommand } from '../../src/simCli.ts';
import { captureIo, parseCsv, tempDir } from './support.ts';

/** A test build of the regulation machine whose 6.2.1 bayd credits the side in bayd 7 points. */
function corruptedMachine(): MachineDefinition<DebertzContext, any> {
  const real = debertzMachine.actions.deb_6_2_1_baydOnPoints;
  return {
    ...debertzMachine,
    actions: {
      ...debertzMachine.actions,
      deb_6_2_1_baydOnPoints: (ctx: DebertzContext, e: any, p: any) => {
        real(ctx, e, p);
        if (ctx.deals % 3 === 2) ctx.credits[ctx.baydSide] += 7; // only on some deals
      },
    },
  };
}

describe('a broken invariant (seed 31)', () => {
  const tmp = tempDir('broken');
  afterAll(() => tmp.cleanup());
  const spec = parseSpec({ name: 'broken', format: ['1x2', '2x2'], parties: 40, seed: 31, batchParties: 10 });

  it('should be reported in invariants.csv with a seed that replay reproduces', async () => {
    // Arrange
    const machine = corruptedMachine();
    // Act
    const result = await simulate(spec, { workers: 0, engineOptions: { machine } });
    writeReport(tmp.path, spec, result.tally, {});
    // Assert
    const rows = parseCsv(readFileSync(join(tmp.path, 'invariants.csv'), 'utf8')).rows;
    const broken = rows.find((r) => r.format === '2x2' && r.invariant === 'bayd-side-credited-nothing')!;
    expect(Number(broken.violations)).toBeGreaterThan(0);
    expect(broken.first_message).toMatch(/in bayd \(bayd\) but credited 7/);
    for (const r of rows.filter((x) => x.invariant === 'card-conservation' || x.invariant === 'pot-conservation')) expect(r.violations).toBe('0');

    const withBug = replayDeal(spec, broken.first_failing_seed, { machine });
    expect(withBug.replayed.violations.some((v) => v.startsWith('bayd-side-credited-nothing: '))).toBe(true);
    const withoutBug = replayDeal(spec, broken.first_failing_seed);
    expect(withoutBug.replayed.violations.filter((v) => v.startsWith('bayd-side-credited-nothing'))).toEqual([]);
    expect(withoutBug.replayed.trail).toEqual(withBug.replayed.trail);
  });

  it('should print the narrative of the failing deal through cardlaw replay', () => {
    const rows = parseCsv(readFileSync(join(tmp.path, 'invariants.csv'), 'utf8')).rows;
    const seed = rows.find((r) => r.format === '2x2' && r.invariant === 'bayd-side-credited-nothing')!.first_failing_seed;
    const io = captureIo();
    expect(replayCommand([tmp.path, '--seed', seed], io)).toBe(0);
    expect(io.stdout()).toContain(`Deal ${seed} of broken (seed 31)`);
    expect(io.stdout()).toContain('Outcome: bayd');
  });
});
