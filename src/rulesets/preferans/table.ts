/**
 * The Preferans table — the one procedure that takes a deal from chance and from the players'
 * choices to the regulation machine's events (src/rulesets/preferans/table/state.ts and the
 * modules beside it). The judge drives it with the scenario's moves on an XState actor
 * (judge/judge.ts); the simulator drives it with its policies on the compiled runtime (sim/).
 *
 * @public
 */
export { PreferansTable, auctionRulesOf, contextOf, type CardLists, type TableDeal, type TableHooks } from './table/state.ts';
export { probe, takeCensus, viewOf } from './table/views.ts';
export { rulingOf } from './table/ruling.ts';
export { playing } from './table/play.ts';
export { ledSuit, legalNow, playOver, toPlay, type Fault, type PlayedTrick, type TableState } from './table/tricks.ts';
export type { PreferansRuling, Probe, RevokeRecord, SheetView, TableCensus, TableView, TrickRecord } from './table/types.ts';
