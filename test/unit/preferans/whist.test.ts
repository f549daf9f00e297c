import { describe, expect, it } from 'vitest';
import {
  MISERE,
  applyWhistCall,
  contractOf,
  startWhist,
  whistFault,
  whistOptions,
  whistRulesOf,
  LENINGRAD,
  type ContractId,
  type WhistCall,
  type WhistRules,
  type WhistState,
  DEFAULT_WHIST_RULES,
} from '../../../src/rulesets/preferans/mechanics/index.ts';

// Declarer seat 1; defenders 2 then 0 (3 players), or 2 then 3 with the dealer seat 0 sitting out.
const run = (contract: ContractId, calls: WhistCall[], sitter?: number, rules: WhistRules = DEFAULT_WHIST_RULES): WhistState =>
  calls.reduce<WhistState>(
    (s, c) => applyWhistCall(s, c),
    startWhist(contract, 1, sitter === undefined ? [2, 0] : [2, 3], sitter, rules),
  );
const outcome = (s: WhistState) => (s.status === 'closed' ? s.outcome : undefined);
const SIX = contractOf(6, 2);
const SEVEN = contractOf(7, 0);
const EIGHT = contractOf(8, 0);

describe('whisting (CODE 3.8)', () => {
  it('asks the defender after the declarer first (CODE 3.8.1)', () => {
    const s = startWhist(SIX, 1, [2, 0], undefined);
    expect(s.status === 'open' && s.toAct).toBe(2);
    expect(whistOptions(s)).toEqual(['whist', 'pass']);
  });

  it('leaves a contract unwhisted when both pass (CODE 3.5.3)', () => {
    expect(outcome(run(SIX, ['pass', 'pass']))).toEqual({ kind: 'unwhisted' });
  });

  it('plays closed with two whisters (CODE 3.8.4)', () => {
    expect(outcome(run(SEVEN, ['whist', 'whist']))).toEqual({ kind: 'played', whisters: [2, 0], passers: [], defence: 'closed' });
  });

  it('lets a lone whister choose open or closed defence (CODE 3.8.5)', () => {
    const s = run(SEVEN, ['pass', 'whist']);
    expect(s.status === 'open' && s.step).toBe('defence');
    expect(whistOptions(s)).toEqual(['open', 'closed']);
    expect(outcome(applyWhistCall(s, 'open'))).toEqual({ kind: 'played', whisters: [0], passers: [2], defence: 'open' });
  });

  it('offers half-whist on 6 and 7 only, and only after the first defender passed (CODE 3.8.7, fn 60)', () => {
    expect(whistOptions(run(SIX, ['pass']))).toEqual(['whist', 'pass', 'half-whist']);
    expect(whistOptions(run(SEVEN, ['pass']))).toContain('half-whist');
    expect(whistFault(run(EIGHT, ['pass']), 0, 'half-whist')).toBe('half-whist-not-allowed');
    expect(whistFault(run(SIX, ['whist']), 0, 'half-whist')).toBe('half-whist-not-allowed');
    expect(whistFault(run(SIX, ['whist']), 2, 'whist')).toBe('out-of-turn');
  });

  it('lets a half-whist stand when the passer does not return the whist', () => {
    expect(outcome(run(SIX, ['pass', 'half-whist', 'pass']))).toEqual({ kind: 'half-whist', halfWhister: 0 });
  });

  it('lets the passer return the whist, leaving the half-whister a passer (CODE 3.8.8)', () => {
    const s = run(SIX, ['pass', 'half-whist', 'whist', 'closed']);
    expect(outcome(s)).toEqual({ kind: 'played', whisters: [2], passers: [0], defence: 'closed', formerHalfWhister: 0 });
  });

  it('gives the 4-player dealer the last word on a half-whist (CODE 3.8.8)', () => {
    const s = run(SEVEN, ['pass', 'half-whist', 'pass'], 0);
    expect(s.status === 'open' && s.toAct).toBe(0);
    expect(outcome(applyWhistCall(s, 'pass'))).toEqual({ kind: 'half-whist', halfWhister: 3 });
    expect(outcome(run(SEVEN, ['pass', 'half-whist', 'pass', 'whist', 'open'], 0))).toEqual({
      kind: 'played',
      whisters: [0],
      passers: [2, 3],
      defence: 'open',
      formerHalfWhister: 3,
    });
  });

  it('lets only the 4-player dealer whist on 8 and above after two passes (CODE 3.8.8.1)', () => {
    const s = run(EIGHT, ['pass', 'pass'], 0);
    expect(s.status === 'open' && s.step).toBe('sitter-high');
    expect(outcome(applyWhistCall(s, 'pass'))).toEqual({ kind: 'unwhisted' });
    expect(outcome(run(EIGHT, ['pass', 'pass', 'whist', 'closed'], 0))).toEqual({ kind: 'played', whisters: [0], passers: [2, 3], defence: 'closed' });
  });

  it('closes a 6 or 7 on two plain passes even with four players (decision: the dealer only returns half-whists)', () => {
    expect(outcome(run(SIX, ['pass', 'pass'], 0))).toEqual({ kind: 'unwhisted' });
  });

  it('lets a first whister turn to half-whist under gentleman’s whist, and the partner return it (CODE 3.8.14)', () => {
    const rules = whistRulesOf(LENINGRAD);
    const s = run(SIX, ['whist', 'pass'], undefined, rules);
    expect(s.status === 'open' && s.step).toBe('first-again');
    expect(whistOptions(s)).toEqual(['whist', 'half-whist']);
    expect(outcome(run(SIX, ['whist', 'pass', 'half-whist', 'pass'], undefined, rules))).toEqual({ kind: 'half-whist', halfWhister: 2 });
    expect(outcome(run(SIX, ['whist', 'pass', 'whist', 'closed'], undefined, rules))).toEqual({
      kind: 'played',
      whisters: [2],
      passers: [0],
      defence: 'closed',
    });
    // Greedy whist (Sochi): no such step.
    const greedy = run(SIX, ['whist', 'pass']);
    expect(greedy.status === 'open' && greedy.step).toBe('defence');
  });

  it('has no whisting on misère (CODE 3.6.6)', () => {
    expect(() => startWhist(MISERE, 1, [2, 0], undefined)).toThrow(/#whist-0/);
  });

  it('refuses an illegal call with a tagged message', () => {
    expect(() => run(EIGHT, ['pass', 'half-whist'])).toThrow(/half-whist-not-allowed \(#whist-1\)/);
    expect(() => applyWhistCall(run(SIX, ['pass', 'pass']), 'whist')).toThrow(/#whist-1/);
  });
});
