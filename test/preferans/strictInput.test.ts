import { describe, expect, it } from 'vitest';
import { judge as judgeAny } from '../../src/harness/judge/judge.ts';
import { buildPreferansScenario } from '../../src/rulesets/preferans/judge/build.ts';
import { GAME, SIX_TRICKS } from '../../src/rulesets/preferans/judge/examples.ts';
import { MAX_EVENTS, parsePreferansScenario } from '../../src/rulesets/preferans/scenario.ts';
import { probePreferans } from '../../src/rulesets/preferans/judge/judge.ts';
import { InputError } from '../../src/core/regulation/readings.ts';

/**
 * Issue 15 (inputs that cannot happen at a table) and issue 17 (strict input, the Preferans part):
 * each repro is refused with an InputError naming the field, never ruled on or silently dropped.
 * The base deal: seat 1 bids and names 6♠, both defenders pass (unwhisted).
 */
const judge = (raw: unknown) => judgeAny(raw as { ruleset: 'preferans' });
type S = Record<string, any>;
const bidding = [{ seat: 1, call: '6S' }, { seat: 2, call: 'pass' }, { seat: 0, call: 'pass' }];
const base = (): S => buildPreferansScenario({ hands: [GAME[0], GAME[1], GAME[2]], talon: GAME.talon, script: [...bidding, { seat: 1, discard: ['7C', '8C'], contract: '6S' }, { seat: 2, whist: 'pass' }, { seat: 0, whist: 'pass' }] });
const refuses = (s: unknown, message: RegExp) => {
  expect(() => judge(s)).toThrow(InputError);
  expect(() => judge(s)).toThrow(message);
};
const withEvents = (events: unknown[]): S => ({ ...base(), events });

describe('issue 15: inputs that cannot happen at a table', () => {
  it('a discard of the same card twice: refused (the declarer would keep 11 cards)', () => {
    refuses(withEvents([...bidding, { seat: 1, discard: ['7C', '7C'], contract: '6S' }]), /^scenario\.events\[3\]\.discard\[1\]: 7C appears twice in the discard/);
  });

  it('a card twice in a discovery’s draw, a talon taken’s drawn cards, a seat twice in a redeal choice', () => {
    refuses(withEvents([{ seat: 1, call: '6S' }, { discover: { by: 2, draw: ['QC', 'QC'] } }]), /^scenario\.events\[1\]\.discover\.draw\[1\]: QC appears twice in the draw/);
    refuses(withEvents([{ irregularity: 'talon-taken', seat: 1, drawn: ['7C', '7C'] }]), /^scenario\.events\[0\]\.drawn\[1\]: 7C appears twice/);
    refuses(withEvents([{ choice: { redeal: [0, 0] } }]), /^scenario\.events\[0\]\.choice\.redeal\[1\]: seat 0 is listed twice/);
  });

  it('a deal on a sheet whose game is already over: refused (Sochi: every pool at 50; Leningrad: the pools sum to 3 × 50)', () => {
    refuses({ ...base(), sheet: { pool: [50, 50, 50] } }, /^scenario\.sheet\.pool: the game on this sheet is already over \(every pool has reached 50, CODE 4\.2\.3\)/);
    refuses({ ...base(), variant: 'leningrad', sheet: { pool: [60, 50, 40] } }, /^scenario\.sheet\.pool: the game on this sheet is already over \(the pools sum to 3 × 50/);
    expect(judge({ ...base(), sheet: { pool: [50, 50, 48] } }).sheet.after.gameOver).toBe(true); // the last deal of a game is judged
  });

  it('a call after the caller’s own pass says a pass is final (not "out of turn … not modelled")', () => {
    const s = withEvents([{ seat: 1, call: '6S' }, { seat: 2, call: 'pass' }, { seat: 0, call: '6C' }, { seat: 1, call: '6D' }, { seat: 2, call: '6H' }]);
    refuses(s, /^scenario\.events\[4\]\.call: seat 2 passed earlier in this bidding, and a pass is final \(CODE 3\.3\.10\)/);
  });

  it('a card after a half-whist stood says the contract is not played (not "a play outside the play")', () => {
    const s = withEvents([...bidding, { seat: 1, discard: ['7C', '8C'], contract: '6S' }, { seat: 2, whist: 'pass' }, { seat: 0, whist: 'half-whist' }, { seat: 2, whist: 'pass' }, { seat: 1, play: '7S' }]);
    refuses(s, /^scenario\.events\[7\]: no card is played in this deal: seat 0's half-whist stood \(CODE 3\.8\.7\), so the contract counts as made without play/);
    refuses({ ...base(), events: [...base().events, { seat: 1, play: '7S' }] }, /^scenario\.events\[6\]: no card is played in this deal: both defenders passed/);
  });

  it('an illegal card in play is a structured record, claimed or not', () => {
    // SIX_TRICKS: seat 2 holds 8♠ 7♠ and can revoke on the declarer's spade lead
    const script = [...bidding, { seat: 1, discard: ['9C', '8C'], contract: '6S' }, { seat: 2, whist: 'whist' }, { seat: 0, whist: 'pass' }, { seat: 2, whist: 'closed' }, { seat: 1, play: 'AS' }, { seat: 2, play: 'AH' }, { seat: 0, play: 'TH' }];
    const spec = { hands: [SIX_TRICKS[0], SIX_TRICKS[1], SIX_TRICKS[2]], talon: SIX_TRICKS.talon };
    const unclaimed = judge(buildPreferansScenario({ ...spec, script: [...script, { autoplay: 'all' }] }));
    expect(unclaimed.revokes).toEqual([{ seat: 2, card: 'AH', trick: 1, kind: 'revoke', status: 'unclaimed' }]);
    const claimed = judge(buildPreferansScenario({ ...spec, script: [...script, { irregularity: 'revoke', seat: 2 }, { autoplay: 'all' }] }));
    expect(claimed.revokes).toEqual([{ seat: 2, card: 'AH', trick: 1, kind: 'revoke', status: 'claimed' }]);
    expect(claimed.findings.some((f) => /no revoke was claimed/.test(f))).toBe(false);
  });
});

describe('issue 17 (Preferans): strict input', () => {
  it('an expected ruling is refused (it was ignored, never checked) and notes must be text, as for Debertz (review)', () => {
    refuses({ ...base(), expect: { outcome: 'bogus' } }, /^scenario\.expect: the judge does not check an expected ruling/);
    refuses({ ...base(), notes: 12 }, /^scenario\.notes: must be a string or an array of strings/);
    expect(() => judge({ ...base(), notes: ['from the club protocol', 'deal 14'] })).not.toThrow();
  });

  it('a variant field misspelt is refused by name, with a did-you-mean', () => {
    refuses({ ...base(), variant: { id: 'sochi', poolTargte: 20 } }, /^scenario\.variant\.poolTargte: unknown field \(did you mean "poolTarget"\?\)/);
    refuses({ ...base(), variant: { allPass: { writng: 'whists' } } }, /^scenario\.variant\.allPass\.writng: unknown field \(did you mean "writing"\?\)/);
    refuses({ ...base(), variant: { prices: { 11: 5 } } }, /^scenario\.variant\.prices\.11: unknown field/);
  });

  it('a variant value outside its enumeration is refused (allPass.writing "bogus" wrote whists instead of mountain)', () => {
    refuses({ ...base(), variant: { allPass: { writing: 'bogus' } } }, /^scenario\.variant\.allPass\.writing: must be one of mountain, whists, got "bogus"$/);
    refuses({ ...base(), variant: { poolClosing: 'never' } }, /^scenario\.variant\.poolClosing: must be one of help, sum-of-pools, got "never"$/);
    refuses({ ...base(), variant: { consolation: { kind: 'free' } } }, /^scenario\.variant\.consolation\.kind: must be one of contract-price, fixed, got "free"$/);
    refuses({ ...base(), variant: { id: 'constructor' } }, /^scenario\.variant\.id: must be one of sochi, leningrad, rostov, got "constructor"$/);
    refuses({ ...base(), variant: { prices: { 6: 2.5 } } }, /^scenario\.variant\.prices\.6: must be an integer from 1 to 10000, got 2\.5$/);
  });

  it('a Leningrad price consolation given in the variant is refused: PREF-C13 decides it (it silently overrode the multiple)', () => {
    refuses({ ...base(), variant: { id: 'leningrad', consolation: { kind: 'contract-price', multiple: 2 } } }, /^scenario\.variant\.consolation: in Leningrad the price consolation's multiple is the reading PREF-C13/);
  });

  it('a partial price table is merged with the variant’s own prices: {"6": 5} prices a six at 5, the rest as before', () => {
    const r = judge({ ...base(), variant: { id: 'sochi', prices: { 6: 5 } } });
    expect(r.entries).toEqual([{ kind: 'pool', seat: 1, amount: 5, reason: 'unwhisted', clause: 'CODE-4.2.3.2' }]);
  });

  it('an event with two actions, or a key no event has, is refused', () => {
    refuses(withEvents([{ seat: 1, call: '6S', play: 'KC' }]), /^scenario\.events\[0\]: two actions \(call and play\); one event is one action$/);
    refuses(withEvents([{ seat: 1, call: '6S', colour: 'red' }]), /^scenario\.events\[0\]\.colour: unknown field/);
    refuses(withEvents([{ seat: 1, call: '6S', discard: ['7C'] }]), /^scenario\.events\[0\]\.discard: unknown field/);
    refuses(withEvents([{ seat: 1, cal: '6S' }]), /^scenario\.events\[0\]\.cal: unknown field \(did you mean "call"\?\)/);
    refuses(withEvents([{ misdeal: 'pattern', pair: 3 }]), /^scenario\.events\[0\]\.pair: only a "talon-pair" misdeal names a pair/);
    refuses(withEvents([{ score: 'yes' }]), /^scenario\.events\[0\]\.score: must be true, got "yes"$/);
    refuses(withEvents([{ irregularity: 'talon-seen', seat: 0, damages: [1, 0, 0] }]), /^scenario\.events\[0\]\.damages: only a "talon-exposed" irregularity has damages/);
  });

  it('sheet figures: whole pools within the pool, bounded mountains and whists, whole counts', () => {
    refuses({ ...base(), sheet: { deals: 2.5 } }, /^scenario\.sheet\.deals: must be an integer from 0 to 1000000, got 2\.5/);
    refuses({ ...base(), sheet: { deals: '3' } }, /^scenario\.sheet\.deals: must be an integer/);
    refuses({ ...base(), sheet: { pool: [1e308, 0, 0] } }, /^scenario\.sheet\.pool\[0\]: must be an integer from 0 to 50, got 1e\+308/);
    refuses({ ...base(), sheet: { pool: [2.5, 0, 0] } }, /^scenario\.sheet\.pool\[0\]: must be an integer/);
    refuses({ ...base(), sheet: { pool: [0, -2, 0] } }, /^scenario\.sheet\.pool\[1\]: must be an integer from 0 to 50, got -2/);
    refuses({ ...base(), sheet: { mountain: [0, 1e308, 0] } }, /^scenario\.sheet\.mountain\[1\]: must be a number from -100000 to 100000/);
    refuses({ ...base(), sheet: { whists: [[0, -4, 0], [0, 0, 0], [0, 0, 0]] } }, /^scenario\.sheet\.whists\[0\]\[1\]: must be a number from 0/);
    refuses({ ...base(), sheet: { whists: [[3, 0, 0], [0, 0, 0], [0, 0, 0]] } }, /^scenario\.sheet\.whists\[0\]\[0\]: a player writes no whists on himself/);
    refuses({ ...base(), sheet: { dealerErrors: [0.5, 0, 0] } }, /^scenario\.sheet\.dealerErrors\[0\]: must be an integer/);
    refuses({ ...base(), sheet: { allPassRun: 1e308 } }, /^scenario\.sheet\.allPassRun: must be an integer from 0/);
    refuses({ ...base(), sheet: { poool: [0, 0, 0] } }, /^scenario\.sheet\.poool: unknown field \(did you mean "pool"\?\)/);
    // Leningrad pools may pass P before the game ends (CODE 4.2.3.3)
    expect(judge({ ...base(), variant: 'leningrad', sheet: { pool: [60, 40, 40] } }).outcome).toBe('unwhisted');
    // a mountain written below zero (CODE 4.1.1) and a whist share in halves are real figures
    expect(judge({ ...base(), sheet: { mountain: [-4, 0, 2.5], whists: [[0, 1.5, 0], [0, 0, 0], [0, 0, 0]] } }).outcome).toBe('unwhisted');
  });

  it('a title that is not text is refused rather than dropped', () => {
    refuses({ ...base(), title: 42 }, /^scenario\.title: must be a string, got 42/);
  });

  it(`repeated events: more than ${MAX_EVENTS} are refused at once (100,000 talon-seen events took 92 s)`, () => {
    const many = Array.from({ length: 100_000 }, () => ({ irregularity: 'talon-seen', seat: 0 }));
    refuses(withEvents(many), new RegExp(`^scenario\\.events: must list at most ${MAX_EVENTS} events, got 100000$`));
  });
});

describe('found on the way: a bidding that had ended, resumed by a ruling', () => {
  it('4 players: a nine over misère ends the bidding (fn 41) before seat 3 spoke; his short hand is found and made up; the bidding’s result stands and the declarer takes the talon', () => {
    const s = {
      ruleset: 'preferans',
      players: 4,
      hands: [[], ['8S', '9S', 'TS', 'JS', 'QS', 'KS', '7C', '8C', 'QC', 'QH'], ['7S', 'AS', 'TC', 'KC', 'AC', 'TD', 'JD', '7H', 'KH', 'AH'], ['9C', 'JC', '7D', '8D', '9D', 'KD', 'AD', '9H', 'JH']],
      talon: ['8H', 'TH', 'QD'],
      events: [{ seat: 1, call: 'MIS' }, { seat: 2, call: '9S' }, { discover: { by: 3 } }, { choice: { redeal: [] } }],
    };
    const p = probePreferans(parsePreferansScenario(s));
    expect([p.state, p.seat, p.declarer]).toEqual(['talon', 2, 2]);
  });
});
