import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { debertzMachine } from '../../src/rulesets/debertz/machine/definition.ts';
import { compile } from '../../src/core/statechart/compile.ts';
import { assertEquivalent } from '../../src/core/statechart/equivalence.ts';
import { BACKENDS } from './backends.ts';
import { caseArb, contextOf } from './debertzCases.ts';

/**
 * The simulator runs a table compiled from the machine definition; the judge runs XState. This
 * property drives both with the same random event sequences — whole parties of deals with
 * irregularities at random moments, under random readings and ledgers — and demands the same
 * state value and context after every event.
 */
const SEED = 20261202;
const table = compile(debertzMachine);

// The same property for each compiled runtime: the table interpreter and the generated code.
describe.each(BACKENDS)(`debertz machine: XState actor ≡ %s runtime (seed ${SEED})`, (backend) => {
  const reached = new Set<string>();
  const outcomes = new Set<string>();
  test.prop([caseArb], { seed: SEED, numRuns: 300 })('same state value and context after every event', ({ format, readings, ledger, events }) => {
    const ctx = contextOf({ format, readings, ledger, events });
    const result = assertEquivalent(debertzMachine, ctx, events, { table, backend });
    expect(result.eventsProcessed).toBeGreaterThan(0);
    reached.add(result.done ? 'over' : JSON.stringify(result.value));
    for (const o of [result.context.outcome]) outcomes.add(o);
  });

  // the property is only as good as the places it reaches: a whole party's worth of outcomes
  test('the random sequences reach every outcome and the end of the party', () => {
    expect([...outcomes].sort()).toEqual(['bayd', 'deberc', 'deferred', 'made', 'pending', 'pre-order-bayd', 'redeal', 'referee-bayd'].sort());
    expect(reached.has('over')).toBe(true);
  });
});
