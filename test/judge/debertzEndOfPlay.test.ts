import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judge } from '../../src/harness/judge/judge.ts';
import { buildDebertzScenario } from '../../src/rulesets/debertz/judge/build.ts';
import { debertzScenarioToV1, debertzScenarioToV2 } from '../../src/rulesets/debertz/scenarioVersion.ts';

/**
 * The end of play stated in a scenario (version 2, issue 10): `{"endOfPlay": true}` as the last
 * event says play is over there — every card played, or the cards left dead under DEB-G42
 * stop-when-declarer-out. The judge checks it against the readings in force and says which
 * reading would have ended the play where it does not.
 */
const load = (name: string): any => JSON.parse(readFileSync(`examples/debertz/${name}.json`, 'utf8'));
const END = { endOfPlay: true };

describe('Debertz v2: the end of play stated', () => {
  it('after the last card of a deal played out: ruled exactly as without it, and said in the findings', () => {
    const s = load('made-1x1');
    const plain = judge(s);
    const stated = judge({ ...s, events: [...s.events, END] });
    expect(stated.findings).toContain(`end of play stated (scenario.events[${s.events.length}]): every card has been played`);
    const { findings: _a, ...restPlain } = plain;
    const { findings: _b, ...restStated } = stated;
    expect(restStated).toEqual(restPlain);
  });

  it('before the last card: refused, naming who is to play and the cards still in hand', () => {
    const s = load('made-1x1');
    const early = { ...s, events: [...s.events.slice(0, -1), END] };
    expect(() => judge(early)).toThrow(new RegExp(`^scenario\\.events\\[${s.events.length - 1}\\]\\.endOfPlay: play has not ended: seat \\d is to play, and seat \\d holds 1$`));
  });

  it('DEB-G42: the cards left dead when the declarer runs out — accepted under stop-when-declarer-out, refused under play-every-card with the reading named', () => {
    // 1x1 literal special deal (DEB-G2 literal, DEB-G3 none): the declarer (seat 1) holds 7 cards, seat 0 holds 8
    const ledger = { pot: 40, potDeclarer: 1 };
    const stop = { 'DEB-G42': 'stop-when-declarer-out' };
    const stopped = debertzScenarioToV2(buildDebertzScenario({ name: 'g42', title: '', format: '1x1', ledger, readings: stop }, 1)!) as any;
    const withEnd = { ...stopped, events: [...stopped.events, END] };
    const r = judge(withEnd);
    expect([r.outcome, r.play?.end, r.play?.unplayed]).toEqual(['made', 'declarer-out', [['JS'], []]]);
    expect(r.findings).toContain(`end of play stated (scenario.events[14]): the declarer played his last card; the cards left are dead (DEB-G42 stop-when-declarer-out)`);
    // the same statement under play-every-card: seat 0 still holds JS for an 8th trick
    expect(() => judge({ ...withEnd, readings: {} })).toThrow(
      /^scenario\.events\[14\]\.endOfPlay: play has not ended: seat 0 is to play, and seat 0 holds 1 \(DEB-G42 play-every-card: every card is played; under stop-when-declarer-out the play would have ended with the declarer's last card\)$/,
    );
  });

  it('after a deal stopped by an offence: refused — the deal ended before play did', () => {
    const s = load('referee-signal');
    expect(() => judge({ ...s, events: [...s.events, END] })).toThrow(/^scenario\.events\[\d+\]\.endOfPlay: the deal ended before play did \(outcome: referee-bayd\)/);
  });

  it('only in version 2, nobody’s action, last event only; the version-1 form leaves it out and is ruled the same', () => {
    const s = load('made-1x1');
    const { version: _v, ...v1 } = debertzScenarioToV1(s) as any;
    expect(() => judge({ ...v1, events: [...v1.events, END] })).toThrow(/^scenario\.events\[\d+\]\.endOfPlay: the end of play is stated in scenario version 2/);
    expect(() => judge({ ...s, events: [...s.events, { seat: 0, endOfPlay: true }] })).toThrow(/^scenario\.events\[\d+\]\.seat: the end of play is nobody's action/);
    expect(() => judge({ ...s, events: [...s.events, END, END] })).toThrow(/^scenario\.events\[\d+\]: comes after the deal has ended/);
    const stated = { ...s, events: [...s.events, END] };
    const back = debertzScenarioToV1(stated) as any;
    expect(back.events).toEqual(s.events);
    expect(judge(back).outcome).toBe(judge(stated).outcome);
  });
});
