/**
 * What the table shows: a probe (who acts next and what he may do: scenario builders, the suite,
 * the simulator's continuations), the census of the cards after each step (invariant checks),
 * and a full view of the table (tests).
 *
 * @internal
 */
import type { Card } from '../../../core/cards/card.ts';
import { cardsOf, count } from '../../../core/cards/mask.ts';
import { legalCalls } from '../mechanics/auction.ts';
import { contractCode, type ContractId } from '../mechanics/contracts.ts';
import { whistOptions } from '../mechanics/whist.ts';
import { realTricks, realTricksInto } from '../machine/rules.ts';
import { contractAllowed, twelveOf } from './bidding.ts';
import { playing } from './play.ts';
import type { PreferansTable } from './state.ts';
import { ledSuit, legalNow, playOver, toPlay, type PlayedTrick, type TableState } from './tricks.ts';
import type { Probe, TableCensus, TableView } from './types.ts';

/** Who acts next and what he may do. Deals the cards (DEALT) when no move has been made yet. */
export function probe(t: PreferansTable): Probe {
  if (!t.ended && !t.started) t.start();
  const st = t.state;
  const none: Probe = { state: st, seat: -1, legal: [], exposed: [], calls: [], declarer: t.declarer, talonHand: [], contracts: [], whists: [], choosers: t.ctx.choosers.slice(), hand: [], play: { kind: '', trump: -1, led: -1, trick: [] } };
  if (t.ended) return none; // a D0 misdeal ended the deal: nobody is to act
  const tt = t.trickTable;
  if (tt && !playOver(tt) && playing(st)) {
    const seat = toPlay(tt);
    const play = { kind: tt.kind, trump: tt.trump, led: ledSuit(tt), trick: tt.current.map((x) => x.card) };
    return { ...none, seat, legal: cardsOf(legalNow(tt, seat)), exposed: cardsOf(tt.exposed[seat] & legalNow(tt, seat)), hand: cardsOf(tt.hands[seat]), play };
  }
  const a = t.auction;
  if (st === 'auction' && a && a.status === 'open') {
    const seat = a.toAct;
    const barred = ((t.ctx.barred >> seat) & 1) === 1;
    const calls = legalCalls(a).filter((c) => !barred || c.kind === 'pass').map((c) => (c.kind === 'bid' ? contractCode(c.contract) : c.kind));
    return { ...none, seat, calls, hand: cardsOf(t.hands[seat]) };
  }
  if (st === 'talon') {
    const contracts: string[] = [];
    for (let k = 0; k < 26; k++) if (contractAllowed(t, k as ContractId, false)) contracts.push(contractCode(k as ContractId));
    return { ...none, seat: t.declarer, talonHand: cardsOf(twelveOf(t)), contracts };
  }
  const w = t.whistState;
  if (st === 'whisting' && w && w.status === 'open') return { ...none, seat: w.toAct, whists: [...whistOptions(w)], hand: cardsOf(t.hands[w.toAct]) };
  return none;
}

/** Adds the cards of `list` to a census mask (indexed: the census runs after every step of a ruled deal). */
function maskOf(list: readonly Card[], cards: number): number {
  for (let i = 0; i < list.length; i++) cards |= 1 << list[i];
  return cards;
}

/** Real tricks per seat, rewritten by every census (the census only sums them). */
const censusTricks: number[] = [0, 0, 0, 0];

/**
 * The table counted (the table's one census object, rewritten). A deliberate recount of every
 * place a card can lie, after every step — the invariants check what the table holds, not what it
 * believes — written with index loops and no allocation, as it runs after every move of every
 * ruled deal.
 */
export function takeCensus(t: PreferansTable): TableCensus {
  const c = t.ctx;
  const tt = t.trickTable;
  let cards = 0;
  let places = 0;
  const hands = tt ? tt.hands : t.hands;
  for (let s = 0; s < hands.length; s++) {
    cards |= hands[s];
    places += count(hands[s]);
  }
  const { talon, discard, floor, floorFaceUp, otherDeck, lost } = t.lists;
  cards = maskOf(talon, cards);
  cards = maskOf(discard, cards);
  cards = maskOf(floor, cards);
  cards = maskOf(floorFaceUp, cards);
  cards = maskOf(otherDeck, cards);
  cards = maskOf(lost, cards);
  places += talon.length + discard.length + floor.length + floorFaceUp.length + otherDeck.length + lost.length;
  let tricksPlayed = 0;
  if (tt) {
    const tricks = tt.tricks;
    tricksPlayed = tricks.length;
    const done = completedTricks(t.censusTricks, tt);
    cards |= done.cards;
    places += done.places;
    const cur = tt.current;
    for (let i = 0; i < cur.length; i++) cards |= 1 << cur[i].card;
    places += cur.length;
  }
  let real = 0;
  if (c.kind !== 'none') {
    realTricksInto(c, censusTricks);
    for (let s = 0; s < c.players; s++) real += censusTricks[s];
  }
  const census = t.census;
  census.cards = cards >>> 0;
  census.places = places;
  census.tricksPlayed = tricksPlayed;
  census.realTricks = real;
  return census;
}

/**
 * The completed tricks counted so far on a table's trick table (`PreferansTable.censusTricks`):
 * a completed trick never changes, so each census counts only the tricks closed since the last
 * one. Counted afresh when the trick table is another one or play was taken back (CODE-3.9.16.2,
 * PCR-4: the trick last counted is no longer in its place).
 */
export interface TrickCount {
  table: TableState | undefined;
  /** tricks counted, and the last of them (the object in tricks[counted - 1]) */
  counted: number;
  last: PlayedTrick | undefined;
  cards: number;
  places: number;
}

export const newTrickCount = (): TrickCount => ({ table: undefined, counted: 0, last: undefined, cards: 0, places: 0 });

function completedTricks(k: TrickCount, tt: TableState): TrickCount {
  const tricks = tt.tricks;
  if (k.table !== tt || tricks.length < k.counted || (k.counted > 0 && tricks[k.counted - 1] !== k.last)) {
    k.table = tt;
    k.counted = 0;
    k.cards = 0;
    k.places = 0;
  }
  for (let i = k.counted; i < tricks.length; i++) {
    const tc = tricks[i].cards;
    k.cards = maskOf(tc, k.cards);
    k.places += tc.length;
  }
  k.counted = tricks.length;
  k.last = tricks.length > 0 ? tricks[tricks.length - 1] : undefined;
  return k;
}

/** A copy of everything on the table. */
export function viewOf(t: PreferansTable): TableView {
  const c = t.ctx;
  const tt = t.trickTable;
  const players = t.players;
  const played: number[] = [];
  if (tt) {
    for (const tr of tt.tricks) played.push(...tr.cards);
    for (const x of tt.current) played.push(x.card);
  }
  const penalty = new Array<number>(players).fill(0);
  for (let k = 0; k < players; k++) penalty[k] = c.penaltyBefore[k] + c.penaltyAfter[k] + c.lost[k] + c.gained[k];
  const { lists } = t;
  return {
    hands: tt ? tt.hands.slice() : t.hands.slice(),
    talon: lists.talon.slice(),
    discard: lists.discard.slice(),
    floor: [...lists.floor, ...lists.floorFaceUp],
    otherDeck: lists.otherDeck.slice(),
    lost: lists.lost.slice(),
    played,
    tricksPlayed: tt ? tt.tricks.length : 0,
    realTricks: c.kind === 'none' ? new Array<number>(players).fill(0) : realTricks(c),
    penalty,
  };
}

