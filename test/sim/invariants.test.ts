import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { debertzMachine } from '../../src/rulesets/debertz/machine/definition.ts';
import type { DebertzContext } from '../../src/rulesets/debertz/machine/context.ts';
import type { MachineDefinition } from '../../src/core/statechart/definition.ts';
import { replayDeal } from '../../src/harness/sim/replay.ts';
import { simulate, writeReport } from '../../src/harness/sim/run.ts';
import { parseSpec } from '../../src/harness/sim/spec.ts';
import { executeSimulate, mergeCommand, prepareSimulate, replayCommand } from '../../src/harness/cli/simulate.ts';
import { writeFileSync } from 'node:fs';
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

describe('a violated invariant is a finding: exit code 1 (issue 14)', () => {
  const tmp = tempDir('exit1');
  afterAll(() => tmp.cleanup());
  const specFile = join(tmp.path, 'broken.json');
  writeFileSync(specFile, JSON.stringify({ name: 'broken', format: ['2x2'], parties: 20, seed: 31, batchParties: 10 }));

  it('simulate exits 1 and says so on stderr, even with --quiet, and still writes the report', async () => {
    const plan = { ...prepareSimulate([specFile, '--workers', '0', '--quiet', '--out', join(tmp.path, 'broken')]), engineOptions: { machine: corruptedMachine() } };
    const io = captureIo();
    expect(await executeSimulate(plan, io)).toBe(1);
    expect(io.stdout()).toBe('');
    expect(io.stderr()).toMatch(/^cardlaw simulate: invariant violations: 2x2 bayd-side-credited-nothing \(first: 2x2:\d+:\d+\)/);
    expect(readFileSync(join(tmp.path, 'broken', 'invariants.csv'), 'utf8')).toContain('bayd-side-credited-nothing');
  });

  it('the same run on the real machine exits 0', async () => {
    const plan = prepareSimulate([specFile, '--workers', '0', '--quiet', '--out', join(tmp.path, 'clean')]);
    const io = captureIo();
    expect(await executeSimulate(plan, io)).toBe(0);
    expect(io.stderr()).toBe('');
  });

  it('merge exits 1 on shards that carry a violation', async () => {
    const shards = [1, 2].map((i) => join(tmp.path, `shard-${i}`));
    for (const [i, out] of shards.entries()) {
      const plan = { ...prepareSimulate([specFile, '--workers', '0', '--quiet', '--shard', `${i + 1}/2`, '--out', out]), engineOptions: { machine: corruptedMachine() } };
      expect(await executeSimulate(plan, captureIo())).toBe(0); // a shard only writes its tally; the merge judges it
    }
    const io = captureIo();
    expect(mergeCommand([...shards, '--quiet', '--out', join(tmp.path, 'merged')], io)).toBe(1);
    expect(io.stderr()).toMatch(/cardlaw merge: invariant violations: 2x2 bayd-side-credited-nothing/);
  });
});
