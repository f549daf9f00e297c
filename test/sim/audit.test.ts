import { describe, expect, it } from 'vitest';
import { debertzMachine } from '../../src/rulesets/debertz/machine/definition.ts';
import type { DebertzContext } from '../../src/rulesets/debertz/machine/context.ts';
import { AuditDifference } from '../../src/harness/sim/pool.ts';
import { simulate } from '../../src/harness/sim/run.ts';
import { parseSpec } from '../../src/harness/sim/spec.ts';

describe('--audit: XState beside the compiled runtime (seed 5)', () => {
  const spec = parseSpec({ format: 'all', parties: 6, seed: 5, policies: 'random-legal', irregularities: { revoke: 0.2, signal: 0.05, outOfTurnBid: 0.05, failedFirstTrumpBeat: 0.3, dealerExposedCard: 0.05 } });

  it('should find no difference when every deal is audited', async () => {
    const r = await simulate(spec, { workers: 0, audit: 1 });
    expect(r.deals).toBeGreaterThan(50);
  });

  it('should stop with both traces on the first difference', async () => {
    // a runtime built from a machine whose «Б» mark forgets the count: XState (the real machine) disagrees
    const machine = { ...debertzMachine, actions: { ...debertzMachine.actions, deb_6_2_1_4_markB: (ctx: DebertzContext) => void ctx } };
    const run = simulate(spec, { workers: 0, audit: 1, engineOptions: { machine } });
    await expect(run).rejects.toBeInstanceOf(AuditDifference);
    const e = (await run.catch((x) => x)) as AuditDifference;
    expect(e.dealId).toMatch(/^1x1:\d+:\d+$/);
    expect(e.message).toContain('XState:');
    expect(e.message).toContain('compiled runtime:');
  });
});
