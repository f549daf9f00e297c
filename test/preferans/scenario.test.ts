import { describe, expect, it } from 'vitest';
import { judge as judgeAny } from '../../src/harness/judge/judge.ts';
import { buildPreferansScenario } from '../../src/rulesets/preferans/judge/build.ts';
import { GAME } from '../../src/rulesets/preferans/judge/examples.ts';
import { InputError } from '../../src/core/regulation/readings.ts';

/** Bad Preferans scenarios are refused with one message naming the field (ARCHITECTURE, errors). */
const judge = (raw: unknown) => judgeAny(raw as { ruleset: 'preferans' });
const base = () => buildPreferansScenario({ hands: [GAME[0], GAME[1], GAME[2]], talon: GAME.talon, script: [{ seat: 1, call: '6S' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }, { seat: 1, discard: ['7C', '8C'], contract: '6S' }, { seat: 2, whist: 'pass' }, { seat: 0, whist: 'pass' }] });

describe('Preferans scenarios that cannot happen', () => {
  const cases: [string, (s: Record<string, any>) => unknown, RegExp][] = [
    ['an unknown field', (s) => ({ ...s, colour: 'red' }), /^scenario\.colour: unknown field/],
    ['a bad player count', (s) => ({ ...s, players: 5 }), /^scenario\.players: must be one of 3, 4, got 5$/],
    ['an unknown variant', (s) => ({ ...s, variant: 'moscow' }), /^scenario\.variant: must be one of sochi, leningrad, rostov or an object, got "moscow"$/],
    ['a variant field out of range', (s) => ({ ...s, variant: { id: 'sochi', poolTarget: -3 } }), /^scenario\.variant\.poolTarget: must be an integer from 1 to 10000, got -3$/],
    ['an unknown reading', (s) => ({ ...s, readings: { 'PREF-G7': 'highest' } }), /^scenario\.readings\.PREF-G7: unknown reading "highest"/],
    ['another reading of a fixed gap', (s) => ({ ...s, readings: { 'PREF-C4': 'ten-minus-level' } }), /^scenario\.readings\.PREF-C4: this gap is fixed at table/],
    ['a card that is not a card', (s) => ({ ...s, talon: ['7C', 'XX'] }), /^scenario\.talon\[1\]: "XX" is not a card/],
    ['a card twice', (s) => ({ ...s, talon: ['7C', '7C'] }), /^scenario\.talon\[1\]: 7C appears twice/],
    ['a card nowhere', (s) => ({ ...s, talon: ['7C'] }), /^scenario: 8C is nowhere/],
    ['cards for the sitting-out dealer', (s) => ({ ...s, players: 4, hands: [...s.hands, []] }), /^scenario\.hands\[0\]: the 4-player dealer gets no cards/],
    ['a card not held', (s) => ({ ...s, events: [...s.events.slice(0, 4), { seat: 2, whist: 'whist' }, { seat: 0, whist: 'pass' }, { seat: 2, whist: 'closed' }, { seat: 1, play: 'AH' }] }), /^scenario\.events\[7\]\.play: seat 1 does not hold AH/],
    ['a jump bid', (s) => ({ ...s, events: [{ seat: 1, call: '7S' }] }), /^scenario\.events\[0\]\.call: 7S is not a legal call here \(jump; PREF-C2 step-first-hand\)/],
    ['a call out of turn', (s) => ({ ...s, events: [{ seat: 2, call: '6S' }] }), /^scenario\.events\[0\]\.call: seat 2 calls out of turn/],
    ['a contract below the bid', (s) => ({ ...s, events: [{ seat: 1, call: '6S' }, { seat: 2, call: '6C' }, { seat: 0, call: 'pass' }, { seat: 1, call: '6D' }, { seat: 2, call: 'pass' }, { seat: 1, discard: ['7C', '8C'], contract: '6S' }] }), /^scenario\.events\[5\]\.contract: 6S after the bid 6D: below-bid/],
    ['a call once the bidding is over', (s) => ({ ...s, events: [...s.events, { seat: 1, call: 'pass' }] }), /^scenario\.events\[6\]: a call outside the bidding \(now: played\)/],
    ['an event after the result is written', (s) => ({ ...s, events: [...s.events, { score: true }, { seat: 1, call: 'pass' }] }), /^scenario\.events\[7\]: comes after the deal has ended \(outcome: unwhisted\)/],
    ['a deal left unfinished', (s) => ({ ...s, events: s.events.slice(0, 2) }), /^scenario\.events: the scenario ends before the deal is over \(still in auction\)/],
    ['a discovery during the whisting', (s) => ({ ...s, events: [...s.events.slice(0, 5), { discover: { by: 1 } }] }), /^scenario\.events\[5\]: a discovery during the whist decisions is not modelled/],
    ['a redeal choice where none is open', (s) => ({ ...s, events: [{ choice: { redeal: [] } }] }), /^scenario\.events\[0\]: no redeal choice is open here/],
    ['a revoke claim with no revoke', (s) => ({ ...s, events: [...s.events.slice(0, 4), { seat: 2, whist: 'whist' }, { seat: 0, whist: 'pass' }, { seat: 2, whist: 'closed' }, { irregularity: 'revoke', seat: 2 }] }), /^scenario\.events\[7\]: seat 2 has made no revoke to claim/],
  ];
  for (const [what, edit, message] of cases) {
    it(`refuses ${what}, naming the field`, () => {
      const s = edit(base() as Record<string, any>);
      expect(() => judge(s)).toThrow(InputError);
      expect(() => judge(s)).toThrow(message);
    });
  }

  it('accepts the unedited scenario', () => {
    expect(judge(base()).outcome).toBe('unwhisted');
  });
});
