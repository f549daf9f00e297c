import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judge as judgeAny } from '../../src/harness/judge/judge.ts';
import { preferansScenarioToV1, preferansScenarioToV2 } from '../../src/rulesets/preferans/scenarioVersion.ts';
import { buildPreferansScenario, type ScriptItem } from '../../src/rulesets/preferans/judge/build.ts';
import { SIX_TRICKS, sixSpades, TWO_REVOKES, TWO_TRICKS_THEN_A_RUFF } from '../../src/rulesets/preferans/judge/examples.ts';
import { exampleScenarioFiles } from '../support/examples.ts';
import { SOCHI } from '../../src/rulesets/preferans/mechanics/variants.ts';
import { refusal } from '../support/refusal.ts';

/**
 * Preferans scenario format version 2 (issue 10): `"version": 2` takes the sheet keyed by seat,
 * and may name the card turned up in a misdeal, the card a revoke claim names and the trick a look
 * names. Version 1 stays readable; the examples are version 2 and rule exactly as their version-1
 * form. Each named field is shown changing or checking a real deal's ruling.
 */
const judge = (raw: unknown) => judgeAny(raw as { ruleset: 'preferans' });
const dir = 'examples/preferans';
const load = (name: string): any => JSON.parse(readFileSync(`${dir}/${name}.json`, 'utf8'));

const six = { hands: [SIX_TRICKS[0], SIX_TRICKS[1], SIX_TRICKS[2]], talon: SIX_TRICKS.talon, version: 2 as const };
/** SIX_TRICKS as 6♠ whisted closed by seat 2; seat 2 revokes ♥A on ♠A and ♥K on ♠K (holding ♠8 ♠7), then `then`. */
const twoRevokes = (...then: ScriptItem[]) =>
  buildPreferansScenario({
    ...six,
    script: [...sixSpades('closed'), ...TWO_REVOKES, ...then, { autoplay: 'all' }],
  });
/** The scenario up to the two revokes with `event` appended as it is (the judge is to refuse it: no autoplay after). */
const afterTwoRevokes = (event: object) => {
  const s = buildPreferansScenario({ ...six, script: [...sixSpades('closed'), ...TWO_REVOKES] });
  return { ...s, events: [...(s.events as object[]), event] };
};

describe('Preferans scenario version 2', () => {
  it('every example is version 2 and rules exactly as its version-1 form; the conversion goes both ways', () => {
    const files = exampleScenarioFiles('preferans');
    expect(files.length).toBeGreaterThan(20);
    let converted = 0;
    for (const f of files) {
      const v2 = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'));
      expect(v2.version, f).toBe(2);
      if (v2.events.some((e: object) => 'card' in e || 'trick' in e)) {
        expect(() => preferansScenarioToV1(v2), f).toThrow(/no version-1 form/);
        continue;
      }
      const v1 = preferansScenarioToV1(v2);
      expect(v1.version, f).toBeUndefined();
      expect(preferansScenarioToV2(v1), f).toEqual(v2);
      expect(judge(v1), f).toEqual(judge(v2));
      converted++;
    }
    expect(converted).toBeGreaterThan(15);
  });

  it('sheet.seats: each seat’s figures under its key read as the version-1 arrays, and change the ruling as they do', () => {
    const s = load('d00-misdeal-repeat');
    expect(s.sheet).toEqual({ seats: { 0: { dealerErrors: 1 } } });
    // the dealer's second error (CODE 3.2.17): the agreed remiz of 5 into his mountain, and the deal passes
    expect(judge(s)).toMatchObject({ outcome: 'deal-passes', entries: [{ kind: 'mountain', seat: 0, amount: 5, reason: 'dealer-remiz' }] });
    // without the earlier error on the sheet the same misdeal is his first: a redeal, nothing written
    expect(judge({ ...s, sheet: {} })).toMatchObject({ outcome: 'redeal', entries: [] });
    const v2Sheet = { seats: { 0: { pool: 4, mountain: 6 }, 1: { pool: 2, whists: { 0: 8, 2: 4 } }, 2: { mountain: 1.5 } }, allPassRun: 1, deals: 7 };
    const before = judge({ ...load('d03-after-bidding-started'), sheet: v2Sheet }).sheet.before;
    expect(before).toEqual({ pool: [4, 2, 0], mountain: [6, 0, 1.5], whists: [[0, 0, 0], [8, 0, 4], [0, 0, 0]], allPassRun: 1 });
  });

  it('the conversion refuses a version-1 sheet the judge would refuse, rather than make it acceptable', () => {
    const s = preferansScenarioToV1(load('d00-misdeal-repeat'));
    expect(refusal({ ...s, sheet: { pool: [1, 2] } })).toMatch(/^scenario\.sheet\.pool: must list at least 3 items/);
    expect(() => preferansScenarioToV2({ ...s, sheet: { pool: [1, 2] } })).toThrow(/^scenario\.sheet\.pool: must have one entry per seat \(3 players\)/);
    expect(() => preferansScenarioToV2({ ...s, sheet: { whists: [[0, 1], [0, 0, 0], [0, 0, 0]] } })).toThrow(/^scenario\.sheet\.whists\[0\]: must have one entry per seat/);
    expect(() => preferansScenarioToV2({ ...s, players: 4, sheet: { pool: [1, 2, 3] } })).toThrow(/4 players/);
    // a scenario without "ruleset" still gets its version
    const { ruleset: _, ...bare } = s;
    expect(preferansScenarioToV2(bare).version).toBe(2);
  });

  it('sheet.seats: a bad figure is refused by its own path', () => {
    const s = load('d00-misdeal-repeat');
    const bad = (sheet: unknown) => refusal({ ...s, sheet });
    expect(bad({ seats: { 3: { pool: 1 } } })).toMatch(/^scenario\.sheet\.seats\.3: no such seat with 3 players/);
    expect(bad({ seats: { 1: { whists: { 1: 4 } } } })).toMatch(/^scenario\.sheet\.seats\.1\.whists\.1: a player writes no whists on himself/);
    expect(bad({ seats: { 0: { pool: 1000 } } })).toMatch(/^scenario\.sheet\.seats\.0\.pool: must be .*from 0 to \d+/);
    expect(bad({ seats: { 0: { pool: 1.5 } } })).toMatch(/^scenario\.sheet\.seats\.0\.pool/);
    expect(bad({ seats: { 0: { mountian: 4 } } })).toMatch(/^scenario\.sheet\.seats\.0\.mountian: unknown field \(did you mean "mountain"\?\)/);
    // the version-1 arrays in a version-2 file
    expect(bad({ pool: [0, 0, 0] })).toMatch(/^scenario\.sheet\.pool: unknown field/);
    // the sheet keyed by seat in a version-1 file
    expect(refusal({ ...preferansScenarioToV1({ ...s, sheet: {} }), sheet: { seats: {} } })).toMatch(/^scenario\.sheet\.seats: unknown field/);
    // a sheet whose game is already over is refused as in version 1
    const P = SOCHI.poolTarget;
    expect(bad({ seats: { 0: { pool: P }, 1: { pool: P }, 2: { pool: P } } })).toMatch(/^scenario\.sheet\.seats: the game on this sheet is already over/);
  });

  it('revoke card: the claim names the earlier of two revokes; play goes back to it and the later one is taken back with it (CODE 3.9.16.2)', () => {
    const named = judge(twoRevokes({ irregularity: 'revoke', seat: 2, card: 'AH' }));
    expect(named.revokes).toEqual([{ seat: 2, card: 'AH', trick: 1, kind: 'revoke', status: 'claimed' }]);
    expect(named.findings).toEqual([]);
    // the replay starts at trick 1: ♠A ♥A ♥10 are back in the hands and trick 1 is played anew
    expect(named.trickRecord[0].cards.map((c: { card: string }) => c.card)).not.toContain('AH');
    // without a card the claim is of his last revoke (version 1's rule): the first one stays unclaimed
    const last = judge(twoRevokes({ irregularity: 'revoke', seat: 2 }));
    expect(last.revokes).toEqual([
      { seat: 2, card: 'AH', trick: 1, kind: 'revoke', status: 'unclaimed' },
      { seat: 2, card: 'KH', trick: 2, kind: 'revoke', status: 'claimed' },
    ]);
    expect(last.findings).toEqual(['seat 2 played AH in trick 1 though able to follow suit (CODE 3.9.16); no revoke was claimed']);
    expect(last.trickRecord[0].cards).toEqual([{ seat: 1, card: 'AS' }, { seat: 2, card: 'AH' }, { seat: 0, card: 'TH' }]);
    expect(judge(twoRevokes({ irregularity: 'revoke', seat: 2, card: 'KH' }))).toEqual(last);
    // both: one penalty trick on the whister (3.9.16.2): 6 + 2 for the quota instead of 8
    expect(named.entries).toEqual(last.entries);
    expect(named.trail).toEqual(['CODE-3.9.16', 'CODE-3.9.16.2']);
  });

  it('revoke card: a card that was no revoke, one not played, one claimed already, or in a version-1 file, is refused by its path', () => {
    const at = (claim: object) => refusal(afterTwoRevokes(claim));
    // the claim is event 13 (7 bidding events, 6 cards)
    expect(at({ irregularity: 'revoke', seat: 0, card: 'TH' })).toMatch(/^scenario\.events\[13\]\.card: seat 0 played TH in trick 1 by the rules .*it is no revoke/);
    expect(at({ irregularity: 'revoke', seat: 2, card: 'QH' })).toMatch(/^scenario\.events\[13\]\.card: seat 2 has not played QH/);
    const twice = buildPreferansScenario({ ...six, script: [...sixSpades('closed'), ...TWO_REVOKES.slice(0, 3), { irregularity: 'revoke', seat: 2, card: 'AH' }] });
    expect(refusal({ ...twice, events: [...(twice.events as object[]), { irregularity: 'revoke', seat: 2, card: 'AH' }] })).toMatch(/^scenario\.events\[11\]\.card: seat 2's revoke with AH in trick 1 was already claimed/);
    expect(at({ irregularity: 'looked-at-trick', seat: 2, card: 'AH' })).toMatch(/^scenario\.events\[13\]\.card: only a "revoke" claim names a card/);
    const v1: Record<string, unknown> = afterTwoRevokes({ irregularity: 'revoke', seat: 2, card: 'AH' });
    delete v1.version;
    expect(refusal(v1)).toMatch(/^scenario\.events\[13\]\.card: a named card is given in scenario version 2 \(add "version": 2\)/);
  });

  it('looked-at-trick trick: his own latest trick is allowed (a finding, no penalty), another seat’s trick costs one, a trick not yet quitted is refused', () => {
    const look = (seat: number, trick: number, finish = true) =>
      buildPreferansScenario({
        ...six,
        script: [
          ...sixSpades('closed'),
          ...TWO_TRICKS_THEN_A_RUFF, // trick 1 and 2 to seat 2 (♥A, ♦A), trick 3 to seat 1 (♠9 on ♦K)
          { irregularity: 'looked-at-trick', seat, trick },
          ...(finish ? [{ autoplay: 'all' as const }] : []),
        ],
      });
    const clean = judge(buildPreferansScenario({ ...six, script: [...sixSpades('closed'), ...TWO_TRICKS_THEN_A_RUFF, { autoplay: 'all' }] }));
    // clean: 6♠ made on 6 tricks to 4; the whister writes 4 × 2 = 8
    expect(clean.entries).toEqual([
      { kind: 'pool', seat: 1, amount: 2, reason: 'contract-made', clause: 'CODE-2.2.2' },
      { kind: 'whist', seat: 2, on: 1, amount: 8, reason: 'defender-tricks', clause: 'CODE-3.8.13' },
    ]);
    // the declarer looks at trick 3, his own and the latest: allowed, the ruling is the clean one plus the finding; PREF-C29 not consulted
    const own = judge(look(1, 3));
    expect(own.findings).toEqual(['seat 1 looked at trick 3, his own last trick: allowed (CODE 3.9.11.2), no penalty']);
    expect({ ...own, findings: [] }).toEqual(clean);
    expect(own.readings['PREF-C29']).toBeUndefined();
    // seat 0 looks at trick 3, the declarer's: he loses a trick he does not have (PREF-C27 lost-for-nothing), the trail names 3.9.11.2
    const other = judge(look(0, 3));
    expect(other.trail).toEqual(['CODE-3.9.11.2', 'CODE-3.9.12']);
    expect(other.findings).toEqual([]);
    // version 1's look (no trick named) is the same offence
    const v1 = look(0, 3);
    delete v1.version;
    (v1.events as Record<string, unknown>[]).forEach((e) => delete e.trick);
    expect(judge(v1)).toEqual(other);
    expect(refusal(look(2, 4, false))).toMatch(/^scenario\.events\[16\]\.trick: trick 4 has not been quitted \(only tricks 1–3 have\)/);
  });

  it('misdeal card: the card turned up while dealing is checked to be dealt and named in the findings', () => {
    const s = load('d00-misdeal-first-error');
    expect(s.events).toEqual([{ misdeal: 'exposed-card', card: 'QS' }]);
    const r = judge(s);
    expect([r.outcome, r.trail, r.findings]).toEqual(['redeal', ['CODE-3.2.12', 'CODE-3.2.15'], ['the card turned up while dealing: QS, dealt to seat 1 (CODE 3.2.12)']]);
    expect(judge({ ...s, events: [{ misdeal: 'exposed-card', card: '7C' }] }).findings).toEqual(['the card turned up while dealing: 7C, dealt to the talon (CODE 3.2.12)']);
    // the ruling is the same with the card left out
    expect({ ...judge({ ...s, events: [{ misdeal: 'exposed-card' }] }), findings: r.findings }).toEqual(r);
    // a card that was not dealt (it lies on the floor)
    const floor = { ...s, hands: [s.hands[0], s.hands[1].filter((c: string) => c !== 'QS'), s.hands[2]], floor: ['QS'] };
    expect(refusal({ ...floor, events: [{ misdeal: 'exposed-card', card: 'QS' }] })).toMatch(/^scenario\.events\[0\]\.card: QS was not dealt/);
    expect(refusal({ ...s, events: [{ misdeal: 'pattern', card: 'QS' }] })).toMatch(/^scenario\.events\[0\]\.card: only an "exposed-card" misdeal names a card/);
    expect(refusal({ ...s, events: [{ misdeal: 'exposed-card', card: 'ZZ' }] })).toMatch(/^scenario\.events\[0\]\.card: "ZZ" is not a card/);
  });
});
