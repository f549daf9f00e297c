import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { preferansMachine } from '../../src/rulesets/preferans/machine/definition.ts';
import { compile } from '../../src/core/statechart/compile.ts';
import { assertEquivalent } from '../../src/core/statechart/equivalence.ts';
import { BACKENDS } from './backends.ts';
import { caseArb, contextOf } from './preferansCases.ts';

/**
 * The Preferans machine under XState and under the compiled runtime: random event sequences —
 * deals with right and wrong counts, auctions, contracts, whists, tricks, discoveries, redeal
 * choices and play irregularities, under random readings — must leave both with the same state
 * value and context after every event.
 */
const SEED = 20261203;
const table = compile(preferansMachine);

// The same property for each compiled runtime: the table interpreter and the generated code.
describe.each(BACKENDS)(`preferans machine: XState actor ≡ %s runtime (seed ${SEED})`, (backend) => {
  const reached = new Set<string>();
  test.prop([caseArb], { seed: SEED, numRuns: 200 })('same state value and context after every event', ({ players, variant, readings, events }) => {
    const ctx = contextOf({ players, variant, readings, events });
    const result = assertEquivalent(preferansMachine, ctx, events, { table, backend });
    // between deals, a deal just written (late claims open) counts apart from no deal yet
    reached.add(JSON.stringify(result.value) + (result.context.lastDealWritten ? ' (result written)' : ''));
    expect(result.eventsProcessed).toBeGreaterThan(0);
  });

  test('the random sequences end in many different states of the machine', () => {
    console.log(`preferans equivalence (${backend}): ${reached.size} distinct final states: ${[...reached].sort().join(" ")}`);
    expect(reached.size).toBeGreaterThanOrEqual(7);
  });
});
