import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judge } from '../../src/harness/judge/judge.ts';
import type { DebertzRuling } from '../../src/rulesets/debertz/judge/judge.ts';
import { readableJson } from '../../src/core/io/readableJson.ts';
import { exampleScenarioFiles } from '../support/examples.ts';

/**
 * Every example under examples/debertz/ is a real deal; each test states the section-6 clause it
 * exercises and checks the ruling against the clause's arithmetic, worked from the ruling's own
 * per-seat facts (tricks, card points, declared combinations) — never from its credits.
 */
const load = (name: string) => JSON.parse(readFileSync(`examples/debertz/${name}.json`, 'utf8'));
const rule = (name: string) => judge(load(name)) as DebertzRuling;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Deal points of each side, from the facts: card points, plus combinations if the side took a trick. */
function sidePoints(r: DebertzRuling, sideOf: number[]): number[] {
  const sides = Math.max(...sideOf) + 1;
  const out = new Array(sides).fill(0);
  const took = new Array(sides).fill(false);
  r.tricks.forEach((t, seat) => {
    if (t > 0) took[sideOf[seat]] = true;
  });
  r.points.cardPoints.forEach((p, seat) => (out[sideOf[seat]] += p));
  r.points.meldsDeclared.forEach((m, seat) => {
    if (took[sideOf[seat]]) out[sideOf[seat]] += m;
  });
  return out;
}

describe('debertz examples (judge)', () => {
  it('every example file is ruled without error', () => {
    const files = exampleScenarioFiles('debertz');
    expect(files.length).toBeGreaterThanOrEqual(23);
    for (const f of files) expect(() => judge(JSON.parse(readFileSync(`examples/debertz/${f}`, 'utf8'))), f).not.toThrow();
  });

  it('a made game credits each side its own points and cites no penalty clause', () => {
    const r = rule('made-1x1');
    const pts = sidePoints(r, [0, 1]);
    expect(r.outcome).toBe('made');
    expect(r.trail).toEqual([]);
    expect(pts[r.declarer!]).toBeGreaterThan(pts[1 - r.declarer!]);
    expect(r.credited).toEqual(pts);
    expect(r.ledger.after.scores).toEqual(pts);
  });

  it('DEB-6.2.1.1/2/3/5: bayd on points gives the opponent both sides’ points and the declarer nothing; 6.2.1.4 marks «Б»', () => {
    const r = rule('bayd-on-points-1x1');
    const d = r.declarer!;
    const pts = sidePoints(r, [0, 1]);
    expect(pts[d]).toBeLessThan(pts[1 - d]);
    expect(r.trail).toEqual(['DEB-6.2.1.1', 'DEB-6.2.1.2', 'DEB-6.2.1.3', 'DEB-6.2.1.5', 'DEB-6.2.1.4', 'DEB-6.4']);
    expect(r.credited[d]).toBe(0);
    expect(r.credited[1 - d]).toBe(pts[0] + pts[1]);
    expect(r.ledger.after.marks[d]).toBe(1);
    expect(r.protocol).toContainEqual({ side: d, kind: 'Б', amount: 0, clause: 'DEB-6.2.1.4' });
  });

  it('DEB-6.2.1.5 in 2x2: the declaring team’s points (partner included) go to the other team', () => {
    const r = rule('bayd-on-points-2x2');
    const pts = sidePoints(r, [0, 1, 0, 1]);
    const d = r.declarer! % 2;
    expect(r.credited[d]).toBe(0);
    expect(r.credited[1 - d]).toBe(pts[0] + pts[1]);
  });

  it('DEB-G16 split-equally in 1x2: the declarer’s points are split between the opponents, the odd point to the earlier seat', () => {
    const r = rule('bayd-on-points-1x2');
    const pts = sidePoints(r, [0, 1, 2]);
    const d = r.declarer!;
    const opps = [0, 1, 2].filter((s) => s !== d);
    const half = Math.floor(pts[d] / 2);
    const first = (d + 1) % 3;
    for (const o of opps) expect(r.credited[o]).toBe(pts[o] + half + (o === first ? pts[d] - 2 * half : 0));
    expect(sum(r.credited)).toBe(sum(pts));
    expect(r.readings['DEB-G16']).toBe('split-equally');
  });

  it.each([
    ['referee-out-of-turn-play', 'DEB-6.2.1.8.a'],
    ['referee-signal', 'DEB-6.2.1.8.b'],
    ['referee-failed-first-trump-beat', 'DEB-6.2.1.8.c'],
    ['referee-exposed-cards', 'DEB-6.2.1.8.d'],
  ])('%s: the referee’s bayd (%s) stops the deal; the offender’s side gets nothing and a «Б»', (name, bullet) => {
    const r = rule(name);
    const scenario = load(name);
    const offender = scenario.events[scenario.events.length - 1].seat as number;
    const sideOf = r.format === '2x2' ? [0, 1, 0, 1] : [0, 1, 2, 3].slice(0, r.tricks.length);
    const off = sideOf[offender];
    expect(r.outcome).toBe('referee-bayd');
    expect(r.trail).toEqual(['DEB-6.2.1.1', 'DEB-6.2.1.8', bullet, 'DEB-6.2.1.2', 'DEB-6.2.1.3', 'DEB-6.2.1.5', 'DEB-6.2.1.4', 'DEB-6.4']);
    expect(r.credited[off]).toBe(0);
    // DEB-G22 tricks-so-far: nothing beyond the points taken (and credited combinations) is created
    expect(sum(r.credited)).toBe(sum(sidePoints(r, sideOf)));
    expect(r.ledger.after.marks[off]).toBe(1);
    expect(r.readings['DEB-G22']).toBe('tricks-so-far');
  });

  it.each([
    ['referee-out-of-turn-bid', 'DEB-6.2.1.8.a'],
    ['referee-out-of-turn-pass', 'DEB-6.2.1.8.a'],
    ['referee-exposed-cards-before-order', 'DEB-6.2.1.8.d'],
  ])('%s: a bayd before anyone ordered marks the offender, credits nothing and redeals (DEB-G24 mark-and-redeal)', (name, bullet) => {
    const r = rule(name);
    expect(r.outcome).toBe('pre-order-bayd');
    expect(r.declarer).toBeNull();
    expect(r.trail).toEqual(['DEB-6.2.1.1', 'DEB-6.2.1.8', bullet, 'DEB-6.2.1.4', 'DEB-6.4']);
    expect(sum(r.credited)).toBe(0);
    expect(sum(r.ledger.after.marks)).toBe(1);
    expect(r.readings['DEB-G24']).toBe('mark-and-redeal');
  });

  it('DEB-6.2.1.6: the third «Б» costs 100 on top of the bayd', () => {
    const r = rule('third-b');
    expect(r.declarer).toBe(1);
    expect(r.trail).toContain('DEB-6.2.1.6');
    expect(r.penalties).toEqual([0, 100]);
    expect(r.ledger.after.marks).toEqual([0, 3]);
    expect(r.ledger.after.scores[1]).toBe(200 - 100);
    expect(r.protocol).toContainEqual({ side: 1, kind: 'penalty', amount: -100, clause: 'DEB-6.2.1.6' });
  });

  it('DEB-6.2.1.7: a «Б» after the third costs 50', () => {
    const r = rule('fourth-b');
    expect(r.declarer! % 2).toBe(1);
    expect(r.penalties).toEqual([0, 50]);
    expect(r.ledger.after.marks).toEqual([1, 4]);
    expect(r.ledger.after.scores[1]).toBe(300 - 50);
  });

  it('DEB-6.2.3.1/6.2.3.2: a trickless player loses 50 and his declared combinations', () => {
    const r = rule('no-trick-1x3');
    const trickless = r.tricks.map((t, s) => (t === 0 ? s : -1)).filter((s) => s >= 0);
    expect(trickless.length).toBeGreaterThan(0);
    for (const s of trickless) {
      expect(r.penalties[s]).toBe(50);
      expect(r.credited[s]).toBe(0);
    }
    expect(trickless.some((s) => r.points.meldsDeclared[s] > 0)).toBe(true);
    expect(r.trail).toEqual(['DEB-6.2.3.1', 'DEB-6.2.3.2', 'DEB-6.4']);
    // 1x3 plays all 32 cards: card points plus last trick total 162
    expect(sum(r.points.cardPoints)).toBe(162);
  });

  it('DEB-6.3: the referee exposing a card while dealing restarts the deal with the same dealer', () => {
    const r = rule('dealer-exposed-card');
    expect(r.outcome).toBe('redeal');
    expect(r.trail).toEqual(['DEB-6.3']);
    expect(r.ledger.after.dealer).toBe(0);
    expect(r.ledger.after.scores).toEqual([0, 0]);
  });

  it('DEB-6.2.1.8.d while dealing: the offender of a deal stopped before anyone could order gets a «Б» (DEB-G24 mark-and-redeal)', () => {
    const r = rule('referee-exposed-cards-while-dealing');
    expect([r.outcome, r.whileDealing, r.declarer, r.trump]).toEqual(['pre-order-bayd', true, null, null]);
    expect(r.trail).toEqual(['DEB-6.2.1.1', 'DEB-6.2.1.8', 'DEB-6.2.1.8.d', 'DEB-6.2.1.4', 'DEB-6.4']);
    expect(sum(r.handSizes)).toBe(13); // the cards dealt when seat 2 exposed his
    expect(r.tricks).toEqual([0, 0, 0]);
    expect(r.credited).toEqual([0, 0, 0]);
    expect(r.ledger.after.marks).toEqual([0, 0, 1]);
    expect(r.ledger.after.dealer).toBe(1); // redealt by the next dealer
  });

  it('DEB-6.2.1.8.b while the special deal is dealt: bayd against the team that profits; the declarer keeps the pot (6.2.2.5.a)', () => {
    const r = rule('special-deal-signal-while-dealing');
    expect([r.outcome, r.special, r.declarer, r.whileDealing]).toEqual(['referee-bayd', true, 1, true]);
    // the deal never reached DEALT: none of 6.2.2.2–6.2.2.4 (the dealing and play of the special deal) applies
    expect(r.trail).toEqual(['DEB-6.2.1.1', 'DEB-6.2.1.8', 'DEB-6.2.1.8.b', 'DEB-6.2.1.2', 'DEB-6.2.1.3', 'DEB-6.2.1.5', 'DEB-6.2.1.4', 'DEB-6.2.2.5.a', 'DEB-6.4']);
    expect([r.credited, r.potCredited]).toEqual([[0, 0], [0, 81]]);
    expect(r.ledger.after).toMatchObject({ scores: [100, 161], marks: [1, 0], pot: 0, nextDealSpecial: false });
  });

  it.each(['1x1', '1x2', '1x3', '2x2'])('DEB-6.2.2.1 in %s: a tie defers the declarer’s points and credits the others at once', (format) => {
    const r = rule(`deferred-${format}`);
    const sideOf = format === '2x2' ? [0, 1, 0, 1] : [0, 1, 2, 3].slice(0, r.tricks.length);
    const pts = sidePoints(r, sideOf);
    const d = sideOf[r.declarer!];
    expect(r.outcome).toBe('deferred');
    expect(r.trail).toEqual(['DEB-6.2.2.1']);
    expect(pts[d]).toBe(Math.max(...pts.filter((_, s) => s !== d)));
    expect(r.credited[d]).toBe(0);
    pts.forEach((p, s) => s !== d && expect(r.credited[s]).toBe(p));
    expect(r.ledger.after.pot).toBe(pts[d]);
    expect(r.ledger.after.potDeclarer).toBe(r.declarer);
    expect(r.ledger.after.marks.every((m) => m === 0)).toBe(true); // DEB-G19 no
    expect(r.ledger.after.dealer).toBe(0); // DEB-G5 same-dealer: the special deal keeps the dealer
  });

  it.each(['1x1', '1x2', '1x3', '2x2'])('DEB-6.2.2.2–6.2.2.6 in %s: the special deal keeps the declarer and settles the pot of 81', (format) => {
    const r = rule(`special-deal-${format}`);
    expect(r.special).toBe(true);
    expect(r.declarer).toBe(1);
    expect(r.trail.slice(0, 3)).toEqual(['DEB-6.2.2.2', 'DEB-6.2.2.3', 'DEB-6.2.2.4']);
    expect(sum(r.potCredited)).toBe(81);
    expect(r.ledger.after.pot).toBe(0);
    const d = 1; // the declarer's seat is its side in every format but 2x2, where seat 1 is side 1 too
    if (r.outcome === 'made') {
      expect(r.potCredited[d]).toBe(81);
      expect(r.trail).toContain('DEB-6.2.2.5.a');
    } else {
      expect(r.potCredited[d]).toBe(0);
    }
    // the literal special deal (DEB-G2 literal, DEB-G3 none): 7 cards for the declarer, 8 for the others
    expect(r.handSizes[1]).toBe(7);
    expect(r.handSizes.filter((_, s) => s !== 1).every((n) => n === 8)).toBe(true);
    expect(r.findings.join(' ')).toMatch(/unequal hands/);
  });

  it('DEB-6.2.2.6.a in 1x2: the pot goes to the one opponent who outscored the failed declarer', () => {
    const r = rule('special-deal-1x2');
    const pts = sidePoints(r, [0, 1, 2]);
    expect(r.outcome).toBe('bayd');
    const beaters = [0, 2].filter((s) => pts[s] > pts[1]);
    expect(beaters).toHaveLength(1);
    expect(r.potCredited[beaters[0]]).toBe(81);
    expect(r.trail).toContain('DEB-6.2.2.6.a');
  });

  it('DEB-6.2.2.5.b in 1x1: the pot passes to the opponent when the declarer fails the special deal', () => {
    const r = rule('special-deal-1x1');
    expect(r.outcome).toBe('bayd');
    expect(r.potCredited).toEqual([81, 0]);
    expect(r.trail).toContain('DEB-6.2.2.5.b');
  });
});

describe('readableJson (the writer of examples and suite cases)', () => {
  it('writes every example byte for byte as it is stored', () => {
    for (const f of exampleScenarioFiles('debertz')) {
      const text = readFileSync(`examples/debertz/${f}`, 'utf8');
      expect(readableJson(JSON.parse(text)) + '\n', f).toBe(text);
    }
  });

  it('never changes a string: commas and colons inside values stay as they are (a ruling’s findings have both)', () => {
    const value = { findings: ['after trick 7 seats 0, 2 played on', 'a "quoted": colon,"comma'], small: { t: 'x, y', n: [1, 2], s: ['a,b', 'c'] }, list: [{ seat: 0, play: 'JS' }] };
    const text = readableJson(value);
    expect(JSON.parse(text)).toEqual(value);
    expect(text).toContain('"small": {"t": "x, y", "n": [1,2], "s": ["a,b", "c"]}');
    expect(text).toContain('["after trick 7 seats 0, 2 played on", "a \\"quoted\\": colon,\\"comma"]');
  });
});
