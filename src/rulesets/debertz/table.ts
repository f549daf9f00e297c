/**
 * The Debertz table: THE one procedure from a deal's cards (chance) and its players' choices to
 * the regulation machine's events, with the readings it applies. The simulator
 * (src/rulesets/debertz/sim/driver.ts, its cards and choices from sim/deckAndPolicies.ts) and the
 * judge (src/rulesets/debertz/judge/judge.ts) both run it; its parts live in ./table/:
 *
 *   table/table.ts   the procedure: dealing, bidding, the swap, the play, MELDS, TRICK, PLAY_COMPLETE
 *   table/rules.ts   the readings it applies (DEB-G2/3/4/25/26/30/33/34/35/37/39/42), read once
 *   table/types.ts   what it asks of its runner: DealChance, TableChoices, TableLog, CardObserver
 *   table/events.ts  the one reused event object, and fresh copies of it (XState, the audit)
 *
 * @public
 */
export { DEBERTZ_TOP_STATES, DebertzTable } from './table/table.ts';
export { eventOf, type AnyEvent } from './table/events.ts';
export { G, TABLE_GAPS, consultedTags, tableRules, type DebertzTableRules } from './table/rules.ts';
export * from './table/types.ts';
