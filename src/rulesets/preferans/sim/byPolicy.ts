/**
 * The deal as the players play it if nobody notices anything: the bidding, the contract and
 * discard, the whisting and the play, each decided by the policies (src/rulesets/preferans/policies.ts)
 * and made as a move on the table (src/rulesets/preferans/table.ts), which sends the machine its
 * events as it goes. A clean deal is ruled by this one run; a deal with an irregularity is first
 * played here on a scratch table, to place the irregularity among its points.
 *
 * @internal
 */
import type { Card } from '../../../core/cards/card.ts';
import { MISERE, type ContractId } from '../mechanics/contracts.ts';
import { whistOptions } from '../mechanics/whist.ts';
import type { ScenarioEvent } from '../scenario.ts';
import { legalPlays } from '../mechanics/play.ts';
import { ledSuit, toPlay, type PreferansTable } from '../table.ts';
import { twelveOf } from '../table/bidding.ts';
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

/**
 * The moves of a policy run that nobody keeps (a clean deal not replayed): one object per kind,
 * rewritten for every move. The table reads a move while it is made and keeps none of it (the
 * contract's discard is copied), so a clean deal builds no scenario events.
 */
const SCRATCH = {
  call: { kind: 'call', seat: 0, call: 'pass', index: 0 } as Extract<ScenarioEvent, { kind: 'call' }>,
  whist: { kind: 'whist', seat: 0, whist: 'pass', index: 0 } as Extract<ScenarioEvent, { kind: 'whist' }>,
  play: { kind: 'play', seat: 0, card: 0, index: 0 } as Extract<ScenarioEvent, { kind: 'play' }>,
};

/** Makes move `e` on `t` and records it when `events` is given (module level: tsx names a closure each time one is made, and a deal is played by policy thousands of times a second). */
function move(t: PreferansTable, events: ScenarioEvent[] | null, e: ScenarioEvent): void {
  if (events) events.push(e);
  t.push(e);
}

/**
 * Plays the deal on `t` (no move made yet) by the policies, to the end of play; the result is not
 * written. `keep`: the moves are wanted (`events`: an irregular deal's generated moves, a replayed
 * deal's scenario); else `events` stays empty and the moves are made from reused objects, the
 * positions (`calls`, `whistFrom`, …) counted all the same.
 */
export function playByPolicies(t: PreferansTable, setup: PreferansSetup, rng: SimRng, recordPlays: boolean, keep = true): Generated {
  const { params } = setup;
  const events: ScenarioEvent[] = [];
  const kept = keep ? events : null;
  /** moves made so far: the next move's position */
  let n = 0;
  t.start();
  const hands = t.hands;
  for (let a = t.auction!; a.status === 'open'; a = t.auction!) {
    const seat = a.toAct;
    const c = chooseCall(a, hands[seat], params, rng) as 'pass' | 'here' | ContractId;
    const e = kept ? { kind: 'call' as const, seat, call: c, index: n } : SCRATCH.call;
    e.seat = seat;
    e.call = c;
    e.index = n++;
    move(t, kept, e);
  }
  const a = t.auction!;
  const allPass = a.status === 'closed' && a.result.kind === 'all-pass';
  const plays: PlayRecord[] = [];
  // the result, its fields filled in as the deal goes (one object, no closure to build it)
  const out: Generated = { events, whistFrom: 1, whistTo: 0, contract: -1, calls: n, allPass, declarer: -1, playFrom: -1, plays };
  if (!allPass) {
    const declarer = (out.declarer = t.declarer);
    const named = chooseContract(t.bid, twelveOf(t), legalContractsAfter(t.bid));
    const contract = (out.contract = named.contract);
    move(t, kept, { kind: 'contract', seat: declarer, contract: contract as ContractId, discard: named.discard, index: n++ });
    if (contract !== MISERE) {
      out.whistFrom = n;
      for (let w = t.whistState!; w.status === 'open'; w = t.whistState!) {
        const seat = w.toAct;
        const choice = chooseWhist(whistOptions(w), hands[seat], contract, params);
        const e = kept ? { kind: 'whist' as const, seat, whist: choice, index: n } : SCRATCH.whist;
        e.seat = seat;
        e.whist = choice;
        e.index = n++;
        move(t, kept, e);
      }
      out.whistTo = n - 1;
      const o = t.whistState!;
      if (o.status === 'closed' && o.outcome.kind !== 'played') return out;
    }
  }
  const tt = t.trickTable!;
  out.playFrom = n;
  const want = tt.kind === 'game';
  const trick: Card[] = [];
  const view: TrickView = { cards: trick, led: -1, trump: tt.trump, wantTricks: want };
  for (;;) {
    // toPlay is -1 once play is over; the suit led is read once for the legal cards and the policy
    const seat = toPlay(tt);
    if (seat < 0) break;
    const led = ledSuit(tt);
    const legal = legalPlays(tt.hands[seat], led, tt.trump);
    if (recordPlays) {
      let holding = 0;
      for (const s of t.order) if (tt.hands[s] !== 0) holding++;
      plays.push({ seat, tricks: tt.tricks.length, lead: tt.current.length === 0, last: tt.current.length === holding - 1, illegal: (tt.hands[seat] & ~legal) >>> 0, hands: tt.hands.slice() });
    }
    trick.length = 0;
    for (const x of tt.current) trick.push(x.card);
    view.led = led;
    const card = choosePlay(legal, view);
    const e = kept ? { kind: 'play' as const, seat, card, index: n } : SCRATCH.play;
    e.seat = seat;
    e.card = card;
    e.index = n++;
    move(t, kept, e);
  }
  return out;
}
