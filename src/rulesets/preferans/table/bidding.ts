/**
 * The bidding, the contract and the whisting at the table: each call checked against the auction
 * mechanics (src/rulesets/preferans/mechanics/auction.ts, whist.ts) and sent to the machine as
 * CALL, AUCTION_WON / ALL_PASSED, CONTRACT and WHIST.
 *
 * @internal
 */
import { formatCard } from '../../../core/cards/notation.ts';
import { type CardMask, add, has, remove } from '../../../core/cards/mask.ts';
import { InputError } from '../../../core/regulation/readings.ts';
import { applyCall, applyCheckedCall, callFault, type Call, type OpenAuction } from '../mechanics/auction.ts';
import { MISERE, contractCode, levelOf, type ContractId } from '../mechanics/contracts.ts';
import { defendersOf } from '../mechanics/seats.ts';
import { contractFault } from '../mechanics/talon.ts';
import { whistRulesOf } from '../mechanics/variants.ts';
import { applyWhistCall, startWhist, whistFault } from '../mechanics/whist.ts';
import type { ScenarioEvent } from '../scenario.ts';
import { fieldOf, startAllPassTable, startGameTable } from './play.ts';
import type { PreferansTable } from './state.ts';

export function call(t: PreferansTable, e: Extract<ScenarioEvent, { kind: 'call' }>): void {
  const a = t.auction!;
  const c: Call = e.call === 'pass' ? { kind: 'pass' } : e.call === 'here' ? { kind: 'here' } : { kind: 'bid', contract: e.call };
  if ((t.ctx.barred >> e.seat) & 1 && c.kind !== 'pass') throw new InputError(`${fieldOf(e)}.call: seat ${e.seat} may not bid after seeing or taking the talon (CODE 3.2.19, 3.2.20, 3.3.16.1); he can only pass`);
  // READING PREF-C2: «here», and a bid more than one step up, depend on it
  if (c.kind === 'here' || (c.kind === 'bid' && a.highest !== undefined && c.contract > a.highest + 1)) t.consult('PREF-C2');
  const fault = callFault(a, e.seat, c);
  const hand = a.order.indexOf(e.seat);
  if (hand >= 0 && (a.passed >> hand) & 1) throw new InputError(`${fieldOf(e)}.call: seat ${e.seat} passed earlier in this bidding, and a pass is final (CODE 3.3.10); he makes no further call`);
  if (fault === 'out-of-turn') throw new InputError(`${fieldOf(e)}.call: seat ${e.seat} calls out of turn; a call out of turn (CODE 3.3.18) is not modelled`);
  if (fault) throw new InputError(`${fieldOf(e)}.call: ${c.kind === 'bid' ? contractCode(c.contract) : c.kind} is not a legal call here (${fault}${fault === 'jump' || fault === 'here-not-allowed' ? `; PREF-C2 ${t.consult('PREF-C2')}` : ''})`);
  // callFault found it legal: by the seat to act (not 'out-of-turn'), on an open auction (not 'auction-closed')
  t.auction = applyCheckedCall(a as OpenAuction, c);
  t.send({ type: 'CALL', seat: e.seat, call: c.kind, contract: c.kind === 'bid' ? c.contract : -1 });
  closeAuctionIfDone(t);
}

/** The bidding is over: ALL_PASSED (the all-pass table opens) or AUCTION_WON. */
export function closeAuctionIfDone(t: PreferansTable): void {
  const a = t.auction!;
  if (a.status !== 'closed') return;
  if (a.result.kind === 'all-pass') {
    t.send({ type: 'ALL_PASSED' });
    startAllPassTable(t);
  } else {
    t.declarer = a.result.declarer;
    t.bid = a.result.bid;
    t.send({ type: 'AUCTION_WON', declarer: t.declarer, bid: t.bid });
  }
}

/** PREF-G9 resume-offender-out / 3.2.19 etc.: a seat counts as having passed. */
export function forcePass(t: PreferansTable, seat: number): void {
  const a = t.auction!;
  if (a.status === 'closed') return;
  if (a.toAct === seat) {
    t.auction = applyCall(a, { kind: 'pass' });
    return closeAuctionIfDone(t);
  }
  const h = a.order.indexOf(seat);
  const passed = a.passed | (1 << h);
  const active = [0, 1, 2].filter((k) => !(passed & (1 << k)));
  const common = { ...a, passed };
  if (active.length === 0) t.auction = { ...common, status: 'closed', result: { kind: 'all-pass' } };
  else if (active.length === 1 && a.holder !== undefined && a.order.indexOf(a.holder) === active[0]) {
    t.auction = { ...common, status: 'closed', result: { kind: 'declarer', declarer: a.holder, bid: a.highest as ContractId } };
  } else t.auction = { ...common, status: 'open', toAct: a.toAct };
  closeAuctionIfDone(t);
}

/** The contracts the bid allows: CODE-3.4.4, and READING PREF-C3 after a misère bid. `consult`: record the reading when it decides. */
export function contractAllowed(t: PreferansTable, k: ContractId, consult: boolean): boolean {
  let fault = contractFault(t.bid as ContractId, k);
  if (t.bid === MISERE) {
    // READING PREF-C3: may the misère winner name a nine or a ten?
    if ((consult ? t.consult('PREF-C3') : t.readings['PREF-C3']) === 'may-name-higher' && levelOf(k) >= 9) fault = undefined;
  }
  return !fault;
}

/** The declarer's twelve cards: his hand and the talon. */
export const twelveOf = (t: PreferansTable): CardMask => t.lists.talon.reduce<CardMask>((m, c) => add(m, c), t.hands[t.declarer]);

export function contract(t: PreferansTable, e: Extract<ScenarioEvent, { kind: 'contract' }>): void {
  const declarer = t.declarer;
  if (e.seat !== declarer) throw new InputError(`${fieldOf(e)}.seat: seat ${declarer} won the bidding and names the contract, not seat ${e.seat}`);
  const hand12 = twelveOf(t);
  if (e.discard.length < 1 || e.discard.length > 3) throw new InputError(`${fieldOf(e)}.discard: two cards (one or three for a wrong discard), got ${e.discard.length}`);
  e.discard.forEach((c, k) => {
    if (e.discard.indexOf(c) !== k) throw new InputError(`${fieldOf(e)}.discard[${k}]: ${formatCard(c)} appears twice in the discard; a card can be put aside only once`);
    if (!has(hand12, c)) throw new InputError(`${fieldOf(e)}.discard[${k}]: ${formatCard(c)} is neither in seat ${declarer}'s hand nor in the talon`);
  });
  if (!contractAllowed(t, e.contract, true)) {
    const fault = contractFault(t.bid as ContractId, e.contract);
    throw new InputError(`${fieldOf(e)}.contract: ${contractCode(e.contract)} after the bid ${contractCode(t.bid as ContractId)}: ${fault} (an illegal contract, CODE 3.4.4, is not modelled)`);
  }
  t.hands[declarer] = e.discard.reduce<CardMask>((m, c) => remove(m, c), hand12);
  t.talonTaken = t.lists.talon.length;
  t.discardCount = e.discard.length;
  t.lists.discard = e.discard.slice();
  t.lists.talon = [];
  t.contract = e.contract;
  t.send({ type: 'CONTRACT', contract: t.contract, discard: e.discard.length });
  const defenders = defendersOf(t.order, declarer);
  if (t.contract === MISERE) {
    // CODE-3.6.6: misère has no whisting; its defence is always played
    t.send({ type: 'WHIST', outcome: 'played', whisters: [], passers: [...defenders], halfWhister: -1, open: true });
    startGameTable(t, 'misere');
  } else {
    // READING PREF-C22 (peeked: consulted in `whist` only when two plain passes on 6 or 7 leave the dealer)
    const dealerAfterTwoPasses = t.readings['PREF-C22'] === 'dealer-may-whist' ? 'dealer-may-whist' : 'closed';
    t.whistState = startWhist(t.contract as ContractId, declarer, defenders, t.sitter >= 0 ? t.sitter : undefined, whistRulesOf(t.deal.variant, dealerAfterTwoPasses));
  }
}

export function whist(t: PreferansTable, e: Extract<ScenarioEvent, { kind: 'whist' }>): void {
  const w = t.whistState!;
  const fault = whistFault(w, e.seat, e.whist);
  if (fault) throw new InputError(`scenario.events[${e.index}].whist: ${e.whist} by seat ${e.seat}: ${fault}`);
  // READING PREF-C22: the second defender's plain pass after the first's, on 6 or 7 with a dealer out
  if (w.status === 'open' && w.step === 'second' && e.whist === 'pass' && w.sitter !== undefined && w.level < 8 && w.history.some((r) => r.seat === w.defenders[0] && r.call === 'pass')) t.consult('PREF-C22');
  const next = applyWhistCall(w, e.whist);
  t.whistState = next;
  if (next.status !== 'closed') return;
  const o = next.outcome;
  if (o.kind === 'played') {
    t.send({ type: 'WHIST', outcome: 'played', whisters: [...o.whisters], passers: [...o.passers], halfWhister: o.formerHalfWhister ?? -1, open: o.defence === 'open' });
    startGameTable(t, 'game');
  } else t.send({ type: 'WHIST', outcome: o.kind, whisters: [], passers: [], halfWhister: o.kind === 'half-whist' ? o.halfWhister : -1, open: false });
}
