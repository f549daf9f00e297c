/**
 * What the table shows: a probe (who acts next and what he may do: scenario builders, the suite,
 * the simulator's continuations), the census of the cards after each step (invariant checks),
 * and a full view of the table (tests).
 *
 * @internal
 */
import { cardsOf, count } from '../../../core/cards/mask.ts';
import { legalCalls } from '../mechanics/auction.ts';
import { contractCode, type ContractId } from '../mechanics/contracts.ts';
import { whistOptions } from '../mechanics/whist.ts';
import { realTricks } from '../machine/rules.ts';
import { contractAllowed, twelveOf } from './bidding.ts';
import { playing } from './play.ts';
import type { PreferansTable } from './state.ts';
import { ledSuit, legalNow, playOver, toPlay } from './tricks.ts';
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

/** The table counted (the table's one census object, rewritten). */
export function takeCensus(t: PreferansTable): TableCensus {
  const c = t.ctx;
  const tt = t.trickTable;
  let cards = 0;
  let places = 0;
  for (const h of tt ? tt.hands : t.hands) {
    cards |= h;
    places += count(h);
  }
  const { talon, discard, floor, floorFaceUp, otherDeck, lost } = t.lists;
  for (const card of talon) cards |= 1 << card;
  for (const card of discard) cards |= 1 << card;
  for (const card of floor) cards |= 1 << card;
  for (const card of floorFaceUp) cards |= 1 << card;
  for (const card of otherDeck) cards |= 1 << card;
  for (const card of lost) cards |= 1 << card;
  places += talon.length + discard.length + floor.length + floorFaceUp.length + otherDeck.length + lost.length;
  let tricksPlayed = 0;
  if (tt) {
    tricksPlayed = tt.tricks.length;
    for (const tr of tt.tricks) {
      for (const card of tr.cards) cards |= 1 << card;
      places += tr.cards.length;
    }
    for (const x of tt.current) cards |= 1 << x.card;
    places += tt.current.length;
  }
  let real = 0;
  if (c.kind !== 'none') for (const r of realTricks(c)) real += r;
  const census = t.census;
  census.cards = cards >>> 0;
  census.places = places;
  census.tricksPlayed = tricksPlayed;
  census.realTricks = real;
  return census;
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

