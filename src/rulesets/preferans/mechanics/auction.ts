import { count } from '../../../core/cards/index.ts';
import { HIGHEST, LOWEST, MISERE, contractCode, isContractId, levelOf, type ContractId } from './contracts.ts';
import type { HandIndex, Hands, Seat } from './seats.ts';

/**
 * The auction (CODE-3.3). The first hand calls first, then clockwise, one call per turn
 * (3.3.2–3.3.3); a pass is final (3.3.10); misère only as a player's first call (3.3.9); the
 * auction ends with a declarer when the holder of the highest bid is the only one left, or as an
 * all-pass when everyone passed (3.3.11–3.3.12). Mechanics only: an irregular call is reported
 * by `callFault` as a fact; what to do about it is the regulation machine's business.
 */

export type Call =
  | { readonly kind: 'pass' }
  | { readonly kind: 'bid'; readonly contract: ContractId }
  /** «здесь» / «мои»: hold the standing bid instead of raising it (CODE-3.3.8). */
  | { readonly kind: 'here' };

export const PASS: Call = Object.freeze({ kind: 'pass' });
export const HERE: Call = Object.freeze({ kind: 'here' });
export const bidCall = (contract: ContractId): Call => ({ kind: 'bid', contract });

/** The auction conventions where the Code and its footnotes leave a choice. */
export interface AuctionRules {
  /**
   * Who may say «здесь». READING PREF-C2: CODE-3.3.8 gives it to the first hand («старшая рука»);
   * common practice lets any player senior to the holder say it.
   * @defaultValue 'first-hand' (the Code's text)
   */
  readonly here: 'first-hand' | 'any-senior';
  /**
   * READING PREF-C2: CODE-3.3.8 asks for one step at a time; CODE-fn21 calls it a recommendation and
   * allows any higher bid. @defaultValue 'one-step'
   */
  readonly steps: 'one-step' | 'any-higher';
  /**
   * READING PREF-C3: CODE-fn41 "misère is outbid by a nine, and the auction goes no further".
   * 'auction-continues': a nine over misère is an ordinary bid the others may still raise;
   * 'auction-ends': the nine bidder wins at once. @defaultValue 'auction-continues'
   */
  readonly nineOverMisere: 'auction-continues' | 'auction-ends';
}

export const DEFAULT_AUCTION_RULES: AuctionRules = Object.freeze({
  here: 'first-hand',
  steps: 'one-step',
  nineOverMisere: 'auction-continues',
});

export type AuctionResult =
  | { readonly kind: 'declarer'; readonly declarer: Seat; readonly bid: ContractId }
  | { readonly kind: 'all-pass' };

export interface CallRecord {
  readonly seat: Seat;
  readonly call: Call;
}

interface AuctionCommon {
  readonly order: Hands;
  readonly rules: AuctionRules;
  readonly history: readonly CallRecord[];
  /** Bit h set when hand h has passed (passes are final, CODE-3.3.10). */
  readonly passed: number;
  /** Bit h set when hand h has made a bid or said «здесь» (misère is then forfeit, CODE-3.3.9). */
  readonly hasBid: number;
  /** The standing bid, undefined before the first bid. */
  readonly highest: ContractId | undefined;
  /** Who holds the standing bid (after «здесь», the senior hand). */
  readonly holder: Seat | undefined;
  /** Who bid misère, if anyone (only one player can: it is a first call below every nine). */
  readonly misereBy: Seat | undefined;
}

export interface OpenAuction extends AuctionCommon {
  readonly status: 'open';
  readonly toAct: Seat;
}

export interface ClosedAuction extends AuctionCommon {
  readonly status: 'closed';
  readonly result: AuctionResult;
}

export type AuctionState = OpenAuction | ClosedAuction;

/** A new auction; the first hand calls first (CODE-3.3.2). */
export function startAuction(order: Hands, rules: AuctionRules = DEFAULT_AUCTION_RULES): OpenAuction {
  return { status: 'open', order, rules, history: [], passed: 0, hasBid: 0, highest: undefined, holder: undefined, misereBy: undefined, toAct: order[0] };
}

// Legal calls as a mask: bits 0..25 the ladder, then pass and «здесь».
export const CALL_PASS_BIT = 26;
export const CALL_HERE_BIT = 27;

const handIndex = (s: AuctionState, seat: Seat): HandIndex => s.order.indexOf(seat) as HandIndex;
const bitOf = (h: number): number => 1 << h;

/** The lowest game contract strictly above `c` (misère is never a raise: CODE-3.3.9). */
function nextGameAbove(c: ContractId | undefined): ContractId | undefined {
  if (c === undefined) return LOWEST;
  if (c >= HIGHEST) return undefined;
  const n = c + 1;
  return (n === MISERE ? n + 1 : n) as ContractId;
}

function mayHoldHere(s: OpenAuction): boolean {
  if (s.highest === undefined || s.holder === undefined || s.holder === s.toAct) return false;
  // Holding a misère would be a misère bid, which is only ever a first call; and every hand
  // senior to a misère bidder has already called (CODE-3.3.9).
  if (s.highest === MISERE) return false;
  const me = handIndex(s, s.toAct);
  // CODE-3.3.8; READING PREF-C2 on the two readings of "senior".
  return s.rules.here === 'first-hand' ? me === 0 : me < handIndex(s, s.holder);
}

/**
 * Legal calls of the seat to act as a mask (bits 0..25 contracts, CALL_PASS_BIT, CALL_HERE_BIT);
 * 0 when the auction is closed. Allocation-free.
 */
export function legalCallMask(s: AuctionState): number {
  if (s.status === 'closed') return 0;
  let mask = 1 << CALL_PASS_BIT; // a pass is always allowed (CODE-3.3.10)
  const me = handIndex(s, s.toAct);
  // A misère bidder is never asked again at the table: only a nine outbids misère (CODE-3.6.4) and
  // a nine over misère ends the auction (CODE-fn41, `auction-ends`, as the table always plays it:
  // PREF-C3's note). Only under the mechanics' `auction-continues` (unit tests) can he act again, and
  // then he may only pass: misère is a binding "kabala" call (CODE-3.3.9).
  if (s.misereBy === s.toAct) return mask >>> 0;
  if (mayHoldHere(s)) mask |= 1 << CALL_HERE_BIT;
  // CODE-3.3.9: misère only as the player's first call, and only while no nine stands (3.6.4).
  if ((s.hasBid & bitOf(me)) === 0 && (s.highest === undefined || s.highest < MISERE)) mask |= 1 << MISERE;
  const min = nextGameAbove(s.highest);
  if (min !== undefined) {
    if (s.rules.steps === 'one-step') mask |= 1 << min; // CODE-3.3.8: no jumps
    else for (let c: number = min; c <= HIGHEST; c++) if (c !== MISERE) mask |= 1 << c; // CODE-fn21
  }
  return mask >>> 0;
}

/** Legal calls of the seat to act: pass, «здесь» if allowed, then bids up the ladder. */
export function legalCalls(s: AuctionState): Call[] {
  const mask = legalCallMask(s);
  const out: Call[] = [];
  if (mask & (1 << CALL_PASS_BIT)) out.push(PASS);
  if (mask & (1 << CALL_HERE_BIT)) out.push(HERE);
  for (let c = 0; c <= HIGHEST; c++) if (mask & (1 << c)) out.push(bidCall(c as ContractId));
  return out;
}

/** Facts about an irregular call, named after the rule it breaks. */
export type CallFault =
  | 'auction-closed'
  | 'out-of-turn' // CODE-3.3.18
  | 'not-a-contract'
  | 'insufficient' // not above the standing bid (CODE-fn22)
  | 'jump' // above the next step (CODE-3.3.8; a recommendation per CODE-fn21)
  | 'misere-not-first-call' // CODE-3.3.9
  | 'misere-over-nine' // CODE-3.6.4: only a nine outbids misère, so misère cannot follow one
  | 'game-after-misere' // the misère bidder may only pass afterwards (see legalCallMask)
  | 'here-not-allowed'; // CODE-3.3.8

/** Why `call` by `seat` is not a legal call now, or undefined when it is. */
export function callFault(s: AuctionState, seat: Seat, call: Call): CallFault | undefined {
  if (s.status === 'closed') return 'auction-closed';
  if (seat !== s.toAct) return 'out-of-turn';
  const mask = legalCallMask(s);
  if (call.kind === 'pass') return undefined;
  if (call.kind === 'here') return mask & (1 << CALL_HERE_BIT) ? undefined : 'here-not-allowed';
  const c = call.contract;
  if (!isContractId(c)) return 'not-a-contract';
  if (mask & (1 << c)) return undefined;
  const me = handIndex(s, seat);
  if (c === MISERE) {
    if (s.hasBid & bitOf(me)) return 'misere-not-first-call';
    return s.highest === MISERE ? 'insufficient' : 'misere-over-nine';
  }
  if (s.misereBy === seat) return 'game-after-misere';
  if (s.highest !== undefined && c <= s.highest) return 'insufficient';
  return 'jump';
}

/**
 * Applies a legal call of the seat to act. Throws RangeError (tag #auction-1) for an illegal
 * one: check `callFault` first when the call may be irregular.
 */
export function applyCall(s: AuctionState, call: Call): AuctionState {
  if (s.status === 'closed') throw new RangeError('the auction is closed (#auction-0)');
  const fault = callFault(s, s.toAct, call);
  if (fault) throw new RangeError(`illegal call ${describeCall(call)} by seat ${s.toAct}: ${fault} (#auction-1)`);
  return applyCheckedCall(s, call);
}

/**
 * `applyCall` for a call its caller has just found legal with `callFault` (by the seat to act, on
 * an open auction): the next state without checking the call a second time (the table checks
 * every call itself, to name the fault in its error).
 */
export function applyCheckedCall(s: OpenAuction, call: Call): AuctionState {
  const me = handIndex(s, s.toAct);
  const history = [...s.history, { seat: s.toAct, call }];
  let { passed, hasBid, highest, holder, misereBy } = s;
  if (call.kind === 'pass') passed |= bitOf(me);
  else if (call.kind === 'here') {
    holder = s.toAct; // CODE-3.3.8: seniority wins the tie
    hasBid |= bitOf(me);
  } else {
    highest = call.contract;
    holder = s.toAct;
    hasBid |= bitOf(me);
    if (call.contract === MISERE) misereBy = s.toAct;
  }
  // the next state written out field by field (not spread from a common part: one object per call)
  const { order, rules } = s;
  const active = 3 - count(passed);
  // CODE-3.3.12: everyone passed → all-pass.
  if (active === 0) return { order, rules, history, passed, hasBid, highest, holder, misereBy, status: 'closed', result: { kind: 'all-pass' } };
  // READING PREF-C3 (CODE-fn41): under 'auction-ends' a nine over a standing misère closes the auction.
  if (
    call.kind === 'bid' &&
    s.rules.nineOverMisere === 'auction-ends' &&
    s.highest === MISERE &&
    levelOf(call.contract) === 9
  ) {
    return { order, rules, history, passed, hasBid, highest, holder, misereBy, status: 'closed', result: { kind: 'declarer', declarer: s.toAct, bid: call.contract } };
  }
  // CODE-3.3.11: a bid followed by the others' passes wins; the holder is then the only one left.
  if (active === 1 && holder !== undefined && (passed & bitOf(handIndex(s, holder))) === 0) {
    return { order, rules, history, passed, hasBid, highest, holder, misereBy, status: 'closed', result: { kind: 'declarer', declarer: holder, bid: highest as ContractId } };
  }
  let next = (me + 1) % 3;
  while (passed & bitOf(next)) next = (next + 1) % 3;
  return { order, rules, history, passed, hasBid, highest, holder, misereBy, status: 'open', toAct: order[next] };
}

export function describeCall(call: Call): string {
  return call.kind === 'bid' ? contractCode(call.contract) : call.kind;
}
