/**
 * The deal as the players would play it if nobody noticed anything: the bidding, the contract and
 * discard, the whisting and the play, each decided by the policies (src/rulesets/preferans/policies.ts)
 * on the mechanics (src/preferans, the judge's trick table for the play).
 *
 * @internal
 */
import type { Card } from '../../../core/cards/card.ts';
import { applyCall, bidCall, HERE, PASS, startAuction, type AuctionState } from '../mechanics/auction.ts';
import { MISERE, trumpOf, type ContractId } from '../mechanics/contracts.ts';
import { defendersOf, handsOf, sitterOf } from '../mechanics/seats.ts';
import { whistRulesOf } from '../mechanics/variants.ts';
import { applyWhistCall, startWhist, whistOptions, type WhistState } from '../mechanics/whist.ts';
import type { ScenarioEvent } from '../scenario.ts';
import { ledSuit, legalNow, newTable, play, playOver, toPlay, type TableState } from '../judge/table.ts';
import { chooseCall, chooseContract, choosePlay, chooseWhist, legalContractsAfter, type TrickView } from '../policies.ts';
import type { SimRng } from '../../../core/sim/simRng.ts';
import type { PreferansSetup } from './setup.ts';

export interface Generated {
  events: ScenarioEvent[];
  /** positions (insert before events[p]) inside the whist decisions: [from, to] inclusive, empty when from > to */
  whistFrom: number;
  whistTo: number;
  contract: number;
  /** the calls of the bidding: events[0, calls) */
  calls: number;
  allPass: boolean;
  declarer: number;
  /** the first play event, -1 when the deal was not played */
  playFrom: number;
  /** per play event (events[playFrom + j]), recorded only when asked (a play irregularity has a rate) */
  plays: PlayRecord[];
}

export interface PlayRecord {
  seat: number;
  /** tricks complete before this card */
  tricks: number;
  /** the card leads a trick (nothing on it yet) */
  lead: boolean;
  /** the card completes its trick */
  last: boolean;
  /** cards of the seat that would break the follow/trump rule here (a revoke) */
  illegal: number;
  /** every seat's cards before this card */
  hands: number[];
}

export function generateDeal(setup: PreferansSetup, dealt: readonly number[], talon: readonly Card[], dealer: number, rng: SimRng, recordPlays: boolean): Generated {
  const { players, params, shortRule, noSuitWinner } = setup;
  const hands = dealt.slice();
  const order = handsOf(dealer, players);
  const sitter = sitterOf(dealer, players) ?? -1;
  const events: ScenarioEvent[] = [];
  let a: AuctionState = startAuction(order, setup.auctionRules);
  while (a.status === 'open') {
    const seat = a.toAct;
    const c = chooseCall(a, hands[seat], params, rng);
    events.push({ kind: 'call', seat, call: c as 'pass' | 'here' | ContractId, index: events.length });
    a = applyCall(a, c === 'pass' ? PASS : c === 'here' ? HERE : bidCall(c as ContractId));
  }
  const calls = events.length;
  let whistFrom = 1;
  let whistTo = 0;
  let contract = -1;
  let table: TableState;
  let declarer = -1;
  const exposed = hands.map(() => 0);
  const allPass = a.result.kind === 'all-pass';
  const plays: PlayRecord[] = [];
  const out = (playFrom: number): Generated => ({ events, whistFrom, whistTo, contract, calls, allPass, declarer, playFrom, plays });
  if (a.result.kind === 'all-pass') {
    const used = setup.variant.allPass.talon === 'used';
    table = newTable({ kind: 'all-pass', trump: -1, order, sitter, talonLead: !used ? 'none' : players === 4 ? 'leads' : 'names-suit', talon: talon.slice(), shortRule, noSuitWinner, hands: hands.slice(), exposed });
  } else {
    declarer = a.result.declarer;
    const bid = a.result.bid;
    const hand12 = talon.reduce((m, c) => (m | (1 << c)) >>> 0, hands[declarer]);
    const named = chooseContract(bid, hand12, legalContractsAfter(bid));
    contract = named.contract;
    events.push({ kind: 'contract', seat: declarer, contract: contract as ContractId, discard: named.discard, index: events.length });
    hands[declarer] = named.discard.reduce((m, c) => (m & ~(1 << c)) >>> 0, hand12);
    if (contract === MISERE) {
      table = newTable({ kind: 'misere', trump: -1, order, sitter, talonLead: 'none', talon: [], shortRule, noSuitWinner, hands: hands.slice(), exposed });
    } else {
      whistFrom = events.length;
      let w: WhistState = startWhist(contract as ContractId, declarer, defendersOf(order, declarer), sitter >= 0 ? sitter : undefined, whistRulesOf(setup.variant));
      while (w.status === 'open') {
        const seat = w.toAct;
        const call = chooseWhist(whistOptions(w), hands[seat], contract, params);
        events.push({ kind: 'whist', seat, whist: call, index: events.length });
        w = applyWhistCall(w, call);
      }
      whistTo = events.length - 1;
      if (w.outcome.kind !== 'played') return out(-1);
      table = newTable({ kind: 'game', trump: trumpOf(contract as ContractId), order, sitter, talonLead: 'none', talon: [], shortRule, noSuitWinner, hands: hands.slice(), exposed });
    }
  }
  const t = table;
  const playFrom = events.length;
  const want = t.kind === 'game';
  const trick: Card[] = [];
  while (!playOver(t)) {
    const seat = toPlay(t);
    if (seat < 0) break;
    const legal = legalNow(t, seat);
    if (recordPlays) {
      let holding = 0;
      for (const s of order) if (t.hands[s] !== 0) holding++;
      plays.push({ seat, tricks: t.tricks.length, lead: t.current.length === 0, last: t.current.length === holding - 1, illegal: (t.hands[seat] & ~legal) >>> 0, hands: t.hands.slice() });
    }
    trick.length = 0;
    for (const x of t.current) trick.push(x.card);
    const view: TrickView = { cards: trick, led: ledSuit(t), trump: t.trump, wantTricks: want };
    const card = choosePlay(legal, view);
    events.push({ kind: 'play', seat, card, index: events.length });
    play(t, seat, card);
  }
  return out(playFrom);
}
