import { judge } from '../../src/harness/judge/judge.ts';
import { InputError } from '../../src/core/regulation/readings.ts';

/**
 * What the judge says to a scenario: the InputError's message when it refuses it, or 'ruled'.
 * Any other error is a bug and is thrown, so a test asserting a refusal cannot pass on a crash.
 */
export function refusal(scenario: unknown): string {
  try {
    judge(scenario as Parameters<typeof judge>[0]);
  } catch (e) {
    if (e instanceof InputError) return e.message;
    throw e;
  }
  return 'ruled';
}
