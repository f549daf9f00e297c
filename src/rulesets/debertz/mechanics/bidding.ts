import type { Format } from './format.ts';
import { nextSeat } from './format.ts';

/**
 * The order bidding (digest §3): round 1, from the eldest, each player plays the turned suit or
 * passes; round 2, each names another suit or passes; the first to order is the declarer. All
 * passing in round 2 means a redeal by the next dealer (DEB-G35 `redeal-next-dealer`), or the
 * dealer must name a suit (`dealer-must-order`). The turned suit may not be named in round 2.
 */
export type Bid = { readonly kind: 'pass' } | { readonly kind: 'play' } | { readonly kind: 'suit'; readonly suit: number };

export interface BiddingState {
  readonly round: 1 | 2;
  readonly toAct: number;
  readonly spoken: number;
}

export type BidResult =
  | { readonly kind: 'continue'; readonly state: BiddingState }
  | { readonly kind: 'ordered'; readonly declarer: number; readonly trump: number; readonly round: 1 | 2 }
  | { readonly kind: 'allPassed' };

export const startBidding = (format: Format, dealer: number): BiddingState => ({ round: 1, toAct: nextSeat(format, dealer), spoken: 0 });

/** Why a bid by the seat to act is not allowed, or undefined when it is. */
export function bidError(state: BiddingState, bid: Bid, turnedSuit: number, dealer: number, dealerMustOrder: boolean): string | undefined {
  if (state.round === 1 && bid.kind === 'suit') return 'round 1 allows only "play" (the turned suit) or "pass"';
  if (state.round === 2 && bid.kind === 'play') return 'round 2 allows only naming a suit or "pass"';
  if (bid.kind === 'suit' && bid.suit === turnedSuit) return 'the turned suit may not be named in round 2';
  if (state.round === 2 && bid.kind === 'pass' && dealerMustOrder && state.toAct === dealer) return 'the dealer must name a suit (DEB-G35 dealer-must-order)';
  return undefined;
}

export function applyBid(state: BiddingState, bid: Bid, format: Format, turnedSuit: number): BidResult {
  if (bid.kind === 'play') return { kind: 'ordered', declarer: state.toAct, trump: turnedSuit, round: 1 };
  if (bid.kind === 'suit') return { kind: 'ordered', declarer: state.toAct, trump: bid.suit, round: 2 };
  const next: MutableBiddingState = { round: state.round, toAct: state.toAct, spoken: state.spoken };
  return passInPlace(next, format) ? { kind: 'continue', state: next } : { kind: 'allPassed' };
}

/** A bidding state the simulator advances in place (`passInPlace`) instead of allocating one per bid. */
export interface MutableBiddingState {
  round: 1 | 2;
  toAct: number;
  spoken: number;
}

/** `startBidding` into an existing state object. */
export function startBiddingInPlace(state: MutableBiddingState, format: Format, dealer: number): void {
  state.round = 1;
  state.toAct = nextSeat(format, dealer);
  state.spoken = 0;
}

/**
 * A pass by the seat to act, applied to `state` in place (what `applyBid` does for a pass):
 * true when the bidding continues, false when everyone passed twice (then `state` is unchanged
 * in meaning). An order ends the bidding with the seat to act as declarer: `applyBid`'s
 * `ordered` result, which the caller reads off `state.toAct`.
 */
export function passInPlace(state: MutableBiddingState, format: Format): boolean {
  const spoken = state.spoken + 1;
  const toAct = nextSeat(format, state.toAct);
  if (spoken < format.players) {
    state.toAct = toAct;
    state.spoken = spoken;
    return true;
  }
  if (state.round === 1) {
    state.round = 2;
    state.toAct = toAct;
    state.spoken = 0;
    return true;
  }
  return false;
}
