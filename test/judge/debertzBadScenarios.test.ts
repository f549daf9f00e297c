import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judge } from '../../src/harness/judge/judge.ts';
import { debertzScenarioToV1 } from '../../src/rulesets/debertz/scenarioVersion.ts';

/**
 * Impossible scenarios are rejected with a message naming the field (Catala's bad/ tests): the
 * judge never rules on a deal that cannot happen, and never falls through silently.
 */
// a version-1 scenario (the examples are version 2): the ledger cases are about version 1's fields
const base = (): any => debertzScenarioToV1(JSON.parse(readFileSync('examples/debertz/made-1x1.json', 'utf8')));

describe('impossible Debertz scenarios are rejected, naming the problem', () => {
  it.each<[string, (s: any) => void, RegExp]>([
    ['a card dealt twice', (s) => (s.hands[1][0] = s.hands[0][0]), /scenario\.hands\[1\]\[0\]: \w\w is dealt twice/],
    ['a hand of the wrong size', (s) => s.hands[0].pop(), /scenario\.hands\[0\]: 8 cards, but a completed deal in 1x1 gives seat 0 9/],
    ['a play of a card not in the hand', (s) => (s.events[1] = { seat: s.events[1].seat, play: s.hands[1 - s.events[1].seat][0] }), /scenario\.events\[1\]\.play: seat \d does not hold/],
    ['an unknown reading', (s) => (s.readings = { 'DEB-G25': 'always' }), /scenario\.readings\.DEB-G25: unknown reading "always" \(one of: led-trump, first-trump-in-trick, highest-trump, first-trump-trick\)/],
    ['an unknown gap', (s) => (s.readings = { 'DEB-G99': 'x' }), /scenario\.readings\.DEB-G99: unknown gap id/],
    ['a not-modelled gap', (s) => (s.readings = { 'DEB-G1': 'as-retrieved' }), /scenario\.readings\.DEB-G1: this gap is not modelled/],
    ['an unknown format', (s) => (s.format = '3x3'), /scenario\.format: must be one of 1x1, 1x2, 1x3, 2x2/],
    ['a card that does not exist', (s) => (s.turned = '6H'), /scenario\.turned: "6H" is not a card/],
    ['a turned card also in a hand', (s) => (s.turned = s.hands[0][0]), /scenario\.turned: .* is also in a hand/],
    ['a deck that does not deal the hands', (s) => ([s.deck[0], s.deck[3]] = [s.deck[3], s.deck[0]]), /scenario\.hands\[\d\]: differs from the hand the deck deals/],
    ['the turned suit named in round 2', (s) => (s.events = [{ seat: 1, bid: 'pass' }, { seat: 0, bid: 'pass' }, { seat: 1, bid: s.turned.slice(-1) }]), /the turned suit may not be named in round 2/],
    ['a scenario that stops mid-deal', (s) => s.events.pop(), /ends before the deal is over/],
    ['an event after the deal ended', (s) => s.events.push({ irregularity: 'signal', seat: 0 }), /scenario\.events\[\d+\]: comes after the deal has ended/],
    ['an unknown field', (s) => (s.colour = 'red'), /scenario\.colour: unknown field/],
    ['an unknown irregularity', (s) => (s.events[3] = { irregularity: 'cheating', seat: 0 }), /scenario\.events\[3\]\.irregularity: must be one of outOfTurn, signal, failedFirstTrumpBeat, exposedCards, revoke, dealerExposedCard, got "cheating"$/],
    ['an open pot without its declarer', (s) => (s.ledger = { pot: 40 }), /scenario\.ledger\.pot: an open pot needs ledger\.potDeclarer/],
    ['a seat outside the format', (s) => (s.events[0].seat = 2), /scenario\.events\[0\]\.seat: seat must be an integer from 0 to 1 in format 1x1/],
  ])('%s', (_name, mutate, message) => {
    // Arrange
    const s = base();
    mutate(s);
    // Act / Assert
    expect(() => judge(s)).toThrow(message);
  });
});

describe('cardlaw judge on the command line', () => {
  it('prints a ruling for an example and a narrative with --text', () => {
    const json = JSON.parse(execFileSync('node', ['bin/cardlaw.js', 'judge', 'examples/debertz/third-b.json'], { encoding: 'utf8' }));
    expect(json.trail).toContain('DEB-6.2.1.6');
    const text = execFileSync('node', ['bin/cardlaw.js', 'judge', '-', '--text'], { input: readFileSync('examples/debertz/third-b.json'), encoding: 'utf8' });
    expect(text).toContain('DEB-6.2.1.6');
    expect(text).toContain('Получение трех букв "Б"');
  });

  it('exits 2 with the field named and nothing on stdout for a bad scenario', () => {
    const s = base();
    s.hands[0].pop();
    const r = spawnSync('node', ['bin/cardlaw.js', 'judge', '-'], { input: JSON.stringify(s), encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^cardlaw: scenario\.hands\[0\]/);
  });

  it('exits 2 for a file that is not JSON or does not exist', () => {
    const r1 = spawnSync('node', ['bin/cardlaw.js', 'judge', '-'], { input: '{oops', encoding: 'utf8' });
    expect([r1.status, r1.stderr]).toEqual([2, expect.stringMatching(/^cardlaw: standard input:1:2: not valid JSON/)]);
    const r2 = spawnSync('node', ['bin/cardlaw.js', 'judge', 'nope.json'], { encoding: 'utf8' });
    expect([r2.status, r2.stderr]).toEqual([2, expect.stringMatching(/^cardlaw: nope\.json: cannot read the scenario \(no such file\)/)]);
  });

  it('lists the whole regulation and all 53 gaps, as text and JSON', () => {
    const clauses = JSON.parse(execFileSync('node', ['bin/cardlaw.js', 'clauses', '--ruleset', 'debertz', '--json'], { encoding: 'utf8' }));
    expect(clauses.map((c: { id: string }) => c.id)).toContain('DEB-6.2.2.6.b');
    expect(clauses).toHaveLength(31);
    const gaps = JSON.parse(execFileSync('node', ['bin/cardlaw.js', 'gaps', '--ruleset', 'debertz', '--json'], { encoding: 'utf8' }));
    expect(gaps.map((g: { id: string }) => g.id)).toEqual(Array.from({ length: 53 }, (_, i) => `DEB-G${i + 1}`));
    const text = execFileSync('node', ['bin/cardlaw.js', 'gaps', '--ruleset', 'debertz'], { encoding: 'utf8' });
    expect(text).toMatch(/53 gaps \(\d+ switches, \d+ fixed, 2 not modelled\)/);
  });
});
