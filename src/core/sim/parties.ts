/**
 * The loop every ruleset's `runParties` shares: play parties [from, to) with one driver, stopping
 * at the first audit difference (which ends the batch, see pool.ts).
 *
 * @internal
 */
import type { AuditFailure } from './types.ts';

export interface PartyDriver {
  runParty(party: number): AuditFailure | null;
}

export function playParties(driver: PartyDriver, from: number, to: number): AuditFailure | null {
  for (let party = from; party < to; party++) {
    const fail = driver.runParty(party);
    if (fail) return fail;
  }
  return null;
}
