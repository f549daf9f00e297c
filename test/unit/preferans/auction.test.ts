import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/cards/index.ts';
import {
  HERE,
  MISERE,
  PASS,
  applyCall,
  bidCall,
  callFault,
  contractOf,
  describeCall,
  legalCalls,
  startAuction,
  type AuctionRules,
  type AuctionState,
  type Call,
  type Hands,
  DEFAULT_AUCTION_RULES,
} from '../../../src/rulesets/preferans/mechanics/index.ts';

const ORDER: Hands = [1, 2, 0]; // dealer 0 of 3: first hand seat 1
const S6 = contractOf(6, 0);
const C6 = contractOf(6, 1);
const D6 = contractOf(6, 2);
const NT8 = contractOf(8, 4);
const S9 = contractOf(9, 0);

function run(calls: Call[], rules: AuctionRules = DEFAULT_AUCTION_RULES): AuctionState {
  return calls.reduce<AuctionState>((s, c) => applyCall(s, c), startAuction(ORDER, rules));
}
const names = (s: AuctionState): string[] => legalCalls(s).map(describeCall);

describe('the auction (CODE 3.3)', () => {
  it('lets the first hand call first, with pass, 6♠ and misère open to him', () => {
    const s = startAuction(ORDER);
    expect(s.toAct).toBe(1);
    expect(names(s)).toEqual(['pass', '6S', 'MIS']);
  });

  it('ends in an all-pass when all three pass (CODE 3.3.12)', () => {
    const s = run([PASS, PASS, PASS]);
    expect(s.status === 'closed' && s.result).toEqual({ kind: 'all-pass' });
  });

  it('gives the contract to a bid followed by two passes (CODE 3.3.11)', () => {
    const s = run([bidCall(S6), PASS, PASS]);
    expect(s.status === 'closed' && s.result).toEqual({ kind: 'declarer', declarer: 1, bid: S6 });
  });

  it('ends as soon as the third hand bids after two passes', () => {
    const s = run([PASS, PASS, bidCall(S6)]);
    expect(s.status === 'closed' && s.result).toEqual({ kind: 'declarer', declarer: 0, bid: S6 });
  });

  it('requires bids one step at a time (CODE 3.3.8) and reports a jump as a fact', () => {
    const s = run([bidCall(S6)]);
    expect(names(s)).toEqual(['pass', '6C', 'MIS']);
    expect(callFault(s, 2, bidCall(D6))).toBe('jump');
    expect(callFault(s, 2, bidCall(S6))).toBe('insufficient');
    expect(callFault(s, 0, bidCall(C6))).toBe('out-of-turn');
  });

  it('allows any higher bid under the fn 21 reading', () => {
    const s = run([bidCall(S6)], { ...DEFAULT_AUCTION_RULES, steps: 'any-higher' });
    expect(legalCalls(s)).toHaveLength(2 + 24); // pass, misère, and 6♣ … 10NT without misère
    expect(callFault(s, 2, bidCall(D6))).toBeUndefined();
  });

  it('lets the first hand hold the standing bid with «здесь», seniority winning the tie (CODE 3.3.8)', () => {
    // Arrange: 1: 6♠, 2: 6♣, 0: pass, back to the first hand.
    const s = run([bidCall(S6), bidCall(C6), PASS]);
    expect(names(s)).toEqual(['pass', 'here', '6D']);
    // Act: «здесь», then the second hand must go one step up or pass.
    const held = applyCall(s, HERE);
    expect(held.holder).toBe(1);
    expect(held.highest).toBe(C6);
    expect(names(held)).toEqual(['pass', '6D']);
    const done = applyCall(held, PASS);
    // Assert
    expect(done.status === 'closed' && done.result).toEqual({ kind: 'declarer', declarer: 1, bid: C6 });
  });

  it('does not let the second hand say «здесь» under the Code’s text, but does under the senior-player reading', () => {
    // 1 passes, 2: 6♠, 0: 6♣, back to 2, who is senior to 0.
    const calls = [PASS, bidCall(S6), bidCall(C6)];
    expect(callFault(run(calls), 2, HERE)).toBe('here-not-allowed');
    const senior = run(calls, { ...DEFAULT_AUCTION_RULES, here: 'any-senior' });
    expect(callFault(senior, 2, HERE)).toBeUndefined();
    // The junior hand never holds: 0 is junior to 2.
    const after = applyCall(senior, bidCall(D6));
    expect(callFault(after, 0, HERE)).toBe('here-not-allowed');
  });

  it('makes a pass final (CODE 3.3.10)', () => {
    const s = run([PASS, bidCall(S6), bidCall(C6)]);
    expect(s.status === 'open' && s.toAct).toBe(2); // the first hand is skipped
  });

  it('allows misère only as a player’s first call (CODE 3.3.9)', () => {
    const s = run([bidCall(S6), PASS, PASS].slice(0, 1));
    expect(callFault(s, 2, bidCall(MISERE))).toBeUndefined();
    const back = run([bidCall(S6), bidCall(C6), PASS]);
    expect(callFault(back, 1, bidCall(MISERE))).toBe('misere-not-first-call');
  });

  it('lets only a nine outbid misère, and the misère bidder then only pass (CODE 3.6.4, fn 41)', () => {
    const s = run([bidCall(S6), bidCall(MISERE)]);
    expect(names(s)).toEqual(['pass', '9S']);
    expect(callFault(s, 0, bidCall(NT8))).toBe('insufficient');
    expect(callFault(s, 0, HERE)).toBe('here-not-allowed');
    const outbid = applyCall(s, bidCall(S9));
    // The first hand, who bid before, may go on (or hold the nine); the misère bidder only passes.
    expect(names(outbid)).toEqual(['pass', 'here', '9C']);
    const toMisere = applyCall(outbid, PASS);
    expect(toMisere.status === 'open' && toMisere.toAct).toBe(2);
    expect(names(toMisere)).toEqual(['pass']);
    expect(callFault(toMisere, 2, bidCall(contractOf(9, 1)))).toBe('game-after-misere');
    const done = applyCall(toMisere, PASS);
    expect(done.status === 'closed' && done.result).toEqual({ kind: 'declarer', declarer: 0, bid: S9 });
  });

  it('wins a misère that is followed by two passes', () => {
    const s = run([bidCall(MISERE), PASS, PASS]);
    expect(s.status === 'closed' && s.result).toEqual({ kind: 'declarer', declarer: 1, bid: MISERE });
  });

  it('closes the auction on a nine over misère under the fn 41 "goes no further" reading', () => {
    const s = run([bidCall(S6), bidCall(MISERE), bidCall(S9)], { ...DEFAULT_AUCTION_RULES, nineOverMisere: 'auction-ends' });
    expect(s.status === 'closed' && s.result).toEqual({ kind: 'declarer', declarer: 0, bid: S9 });
  });

  it('refuses to apply an illegal call, with a tagged message', () => {
    expect(() => applyCall(startAuction(ORDER), bidCall(C6))).toThrow(/jump \(#auction-1\)/);
    expect(() => applyCall(run([PASS, PASS, PASS]), PASS)).toThrow(/#auction-0/);
  });

  describe('property (seed 777): random legal auctions', () => {
    it('terminate, never give a turn to a passer, and end with the holder as declarer', () => {
      fc.assert(
        fc.property(
          fc.integer(),
          fc.constantFrom<AuctionRules['here']>('first-hand', 'any-senior'),
          fc.constantFrom<AuctionRules['steps']>('one-step', 'any-higher'),
          (seed, here, steps) => {
            const rng = createRng(seed);
            let s: AuctionState = startAuction(ORDER, { here, steps, nineOverMisere: 'auction-continues' });
            const passed = new Set<number>();
            let calls = 0;
            while (s.status === 'open') {
              expect(passed.has(s.toAct)).toBe(false);
              const legal = legalCalls(s);
              expect(legal[0]).toEqual(PASS);
              const call = rng.float() < 0.35 ? PASS : legal[rng.int(0, legal.length - 1)];
              if (call.kind === 'pass') passed.add(s.toAct);
              s = applyCall(s, call);
              expect(++calls).toBeLessThan(100);
            }
            if (s.result.kind === 'all-pass') expect(passed.size).toBe(3);
            else {
              expect(s.result.declarer).toBe(s.holder);
              expect(s.result.bid).toBe(s.highest);
              expect(passed.has(s.result.declarer)).toBe(false);
              expect(passed.size).toBe(2);
            }
          },
        ),
        { seed: 777, numRuns: 500 },
      );
    });
  });
});
