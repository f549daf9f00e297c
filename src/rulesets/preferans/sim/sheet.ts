/**
 * The party's score sheet as the driver carries it from deal to deal: what the next deal's
 * scenario starts from, moved on by each ruling.
 *
 * @internal
 */
import type { PreferansRuling } from '../table.ts';
import type { PreferansSheetInput } from '../scenario.ts';

/** The sheet a scenario gives (src/rulesets/preferans/scenario.ts), and who deals next. */
export interface PartySheet extends PreferansSheetInput {
  dealer: number;
}

export function newPartySheet(players: number, dealer: number): PartySheet {
  const zeros = () => new Array<number>(players).fill(0);
  return { pool: zeros(), mountain: zeros(), whists: Array.from({ length: players }, zeros), run: 0, dealerErrors: zeros(), deals: 0, dealer };
}

/**
 * The sheet after a ruled deal. The ruling does not carry the dealer errors and the deal count:
 * they are the machine's context at the end (`context`, null when it was not reported; its
 * dealer errors are copied). The sheet's arrays are replaced, never written into: a deal's head
 * shares them (dealScenario.ts). The ruling's `after` arrays are its own copies of the machine's
 * sheet (rulingOf) and the ruling is dropped once the deal is tallied, so the sheet takes them.
 */
export function moveSheet(sheet: PartySheet, ruling: PreferansRuling, context: { dealerErrors: readonly number[]; deals: number } | null): void {
  const after = ruling.sheet.after;
  sheet.pool = after.pool;
  sheet.mountain = after.mountain;
  sheet.whists = after.whists;
  sheet.run = after.allPassRun;
  sheet.dealer = after.dealer;
  if (context?.dealerErrors) sheet.dealerErrors = context.dealerErrors.slice();
  sheet.deals = context?.deals ?? sheet.deals + 1;
}
