import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { judge, narrate } from '../../src/harness/judge/judge.ts';
import type { DebertzRuling } from '../../src/rulesets/debertz/judge/judge.ts';
import { buildDebertzScenario, type BuildSpec } from '../../src/rulesets/debertz/judge/build.ts';
import { traced } from '../../src/harness/suite/attempt.ts';
import { debertzAdapter } from '../../src/rulesets/debertz/suite/adapter.ts';

/**
 * An offence committed while the referee is still dealing — `{"irregularity": "exposedCards",
 * "seat": 2, "while": "dealing"}` — takes the machine's `awaitingDeal` IRREGULARITY arrows: to
 * `preOrder` (DEB-G24) in a normal deal, straight to the ruling in the special deal, whose
 * declarer is known. Scenarios are real seeded deals stopped after `dealt` cards.
 */
type Json = Record<string, any>;

function whileDealing(spec: Omit<BuildSpec, 'name' | 'title' | 'inject'>, offence: Json, dealt: number, seed = 3): Json {
  const sc: Json | null = buildDebertzScenario({ name: 't', title: 'while dealing', ...spec, inject: { at: 'dealing', dealt, event: { ...offence, while: 'dealing' } } }, seed);
  if (!sc) throw new Error('no scenario');
  // a special deal under DEB-G4 previous-trump needs the tied deal's trump
  if (sc.ledger?.potDeclarer !== undefined) sc.ledger = { ...sc.ledger, previousTrump: 'S' };
  return sc;
}
const rule = (sc: Json) => judge(sc) as DebertzRuling;
const transitions = (sc: Json) => traced(debertzAdapter, sc).transitions;
const with_ = (sc: Json, readings: Record<string, string>) => ({ ...sc, readings: { ...(sc.readings ?? {}), ...readings } });

describe('an offence while the cards are being dealt (normal deal): DEB-G24', () => {
  // 1x2, seat 2 exposes his cards after 12 cards are out (each seat holds 3, the second round begun)
  const sc = whileDealing({ format: '1x2' }, { irregularity: 'exposedCards', seat: 2 }, 12);

  it('the scenario holds only the cards dealt so far, and the offence is its only event', () => {
    expect((sc.hands as string[][]).map((h) => h.length)).toEqual([3, 6, 3]);
    expect(sc.events).toEqual([{ irregularity: 'exposedCards', seat: 2, while: 'dealing' }]);
  });

  it('mark-and-redeal (default): «Б» for the offender, nothing credited, no declarer; the next dealer deals', () => {
    // Act
    const r = rule(sc);
    // Assert
    expect(transitions(sc)[0]).toBe('awaitingDeal:IRREGULARITY:1');
    expect(transitions(sc)).toContain('preOrder:always:0');
    expect([r.outcome, r.declarer, r.trump, r.special, r.whileDealing]).toEqual(['pre-order-bayd', null, null, false, true]);
    expect(r.trail).toEqual(['DEB-6.2.1.1', 'DEB-6.2.1.8', 'DEB-6.2.1.8.d', 'DEB-6.2.1.4', 'DEB-6.4']);
    expect(r.readings['DEB-G24']).toBe('mark-and-redeal');
    expect(r.handSizes).toEqual([3, 6, 3]);
    expect([r.credited, r.penalties]).toEqual([[0, 0, 0], [0, 0, 0]]);
    expect(r.protocol).toEqual([{ side: 2, kind: 'Б', amount: 0, clause: 'DEB-6.2.1.4' }]);
    expect(r.ledger.after.marks).toEqual([0, 0, 1]);
    expect(r.ledger.after.dealer).toBe(1);
  });

  it('redeal-no-mark: no declarer, no bayd — redealt, and the ruling says no clause answers', () => {
    const r = rule(with_(sc, { 'DEB-G24': 'redeal-no-mark' }));
    expect(transitions(with_(sc, { 'DEB-G24': 'redeal-no-mark' }))).toContain('preOrder:always:1');
    expect([r.outcome, r.whileDealing]).toEqual(['redeal', true]);
    expect(r.trail).toEqual(['DEB-6.2.1.8', 'DEB-6.2.1.8.d']);
    expect(r.silences).toEqual([{ gap: 'DEB-G24', kind: 'no-clause-applies', clauses: ['DEB-6.2.1.8.d'] }]);
    expect([r.protocol, r.ledger.after.marks]).toEqual([[], [0, 0, 0]]);
  });

  it('a signal while dealing is 6.2.1.8.b; the «Б» it brings is priced by DEB-G28 like any other', () => {
    // the offending side already has three «Б»: the fourth costs 50 (literal) or nothing (every-third)
    const signal = { ...whileDealing({ format: '2x2', ledger: { marks: [0, 3] } }, { irregularity: 'signal', seat: 3 }, 14), ledger: { marks: [0, 3] } };
    const literal = rule(signal);
    const everyThird = rule(with_(signal, { 'DEB-G28': 'every-third' }));
    expect(literal.trail).toEqual(['DEB-6.2.1.1', 'DEB-6.2.1.8', 'DEB-6.2.1.8.b', 'DEB-6.2.1.4', 'DEB-6.2.1.7', 'DEB-6.4']);
    expect([literal.penalties, literal.ledger.after.marks]).toEqual([[0, 50], [0, 4]]);
    expect(everyThird.trail).toEqual(['DEB-6.2.1.1', 'DEB-6.2.1.8', 'DEB-6.2.1.8.b', 'DEB-6.2.1.4', 'DEB-6.4']);
    expect([everyThird.penalties, everyThird.ledger.after.marks]).toEqual([[0, 0], [0, 4]]);
  });

  it('the narrative says the deal was stopped while the cards were dealt, and by what', () => {
    const r = rule(sc);
    // the narrative wraps its lines: compare with the spaces collapsed
    const text = narrate(r).replace(/\s+/g, ' ');
    expect(r.cause).toEqual({ kind: 'offence', clause: 'DEB-6.2.1.8.d', offence: 'exposedCards', seat: expect.any(Number) });
    expect(text).toContain(`The deal was stopped while the cards were being dealt, before it was complete: seat ${r.cause.seat} exposed his cards (cards received so far: 3, 6, 3).`);
    expect(text).toContain('DEB-6.2.1.8.d');
    expect(text).toContain('bayd declared before anyone had ordered');
  });
});

describe('an offence while the special deal is being dealt: the declarer is known', () => {
  const ledger = { scores: [100, 80], pot: 83, potDeclarer: 1 };
  const byDeclarer = whileDealing({ format: '1x1', ledger }, { irregularity: 'exposedCards', seat: 1 }, 9);
  const byOpponent = whileDealing({ format: '1x1', ledger }, { irregularity: 'exposedCards', seat: 0 }, 9);

  it('the declarer offends: referee bayd against him; the deferred points pass to the opponent (6.2.2.5.b)', () => {
    const r = rule(byDeclarer);
    expect(transitions(byDeclarer)[0]).toBe('awaitingDeal:IRREGULARITY:0');
    expect([r.outcome, r.special, r.declarer, r.trump, r.whileDealing]).toEqual(['referee-bayd', true, 1, null, true]);
    expect(r.trail).toEqual(['DEB-6.2.1.1', 'DEB-6.2.1.8', 'DEB-6.2.1.8.d', 'DEB-6.2.1.2', 'DEB-6.2.1.3', 'DEB-6.2.1.5', 'DEB-6.2.1.4', 'DEB-6.2.2.5.b', 'DEB-6.4']);
    expect([r.credited, r.potCredited, r.penalties]).toEqual([[0, 0], [83, 0], [0, 0]]);
    expect(r.ledger.after).toMatchObject({ scores: [183, 80], marks: [0, 1], pot: 0, potDeclarer: null, nextDealSpecial: false });
  });

  it('the opponent offends: the declarer is not in bayd, so the deferred points are his (6.2.2.5.a)', () => {
    const r = rule(byOpponent);
    expect(r.outcome).toBe('referee-bayd');
    expect(r.trail).toEqual(['DEB-6.2.1.1', 'DEB-6.2.1.8', 'DEB-6.2.1.8.d', 'DEB-6.2.1.2', 'DEB-6.2.1.3', 'DEB-6.2.1.5', 'DEB-6.2.1.4', 'DEB-6.2.2.5.a', 'DEB-6.4']);
    expect([r.potCredited, r.ledger.after.marks, r.ledger.after.scores]).toEqual([[0, 83], [1, 0], [100, 163]]);
  });

  it('DEB-G22: no card is in play yet, so all-cards credits nothing more than tricks-so-far', () => {
    const a = rule(byDeclarer);
    const b = rule(with_(byDeclarer, { 'DEB-G22': 'all-cards' }));
    expect(a.readings['DEB-G22']).toBe('tricks-so-far');
    expect(b.readings['DEB-G22']).toBe('all-cards');
    expect([b.credited, b.potCredited]).toEqual([a.credited, a.potCredited]);
  });

  it('DEB-G32: no −50 for the deal stopped before anyone could take a trick (default), −50 for every side under also-stopped', () => {
    const a = rule(byDeclarer);
    const b = rule(with_(byDeclarer, { 'DEB-G32': 'also-stopped' }));
    expect([a.readings['DEB-G32'], a.penalties]).toEqual(['completed-deals-only', [0, 0]]);
    expect([b.readings['DEB-G32'], b.penalties]).toEqual(['also-stopped', [50, 50]]);
    expect(b.trail).toContain('DEB-6.2.3.1');
  });

  it('the hands may hold the shown card: it goes to the declarer as the special deal is dealt', () => {
    const sc = whileDealing({ format: '1x1', ledger }, { irregularity: 'signal', seat: 0 }, 13);
    expect(sc.hands[1]).toContain(sc.turned);
    expect(rule(sc).trail).toContain('DEB-6.2.1.8.b');
  });

  it('1x2: the failed declarer outscored by nobody — the pot is divided among the opponents (6.2.2.5.b, DEB-G14)', () => {
    const sc = whileDealing({ format: '1x2', ledger: { pot: 83, potDeclarer: 1 } }, { irregularity: 'exposedCards', seat: 1 }, 12);
    const r = rule(sc);
    expect(r.trail).toContain('DEB-6.2.2.5.b');
    expect(r.potCredited[1]).toBe(0);
    expect(r.potCredited[0] + r.potCredited[2]).toBeLessThanOrEqual(83);
    expect(r.potCredited[0] + r.potCredited[2]).toBeGreaterThanOrEqual(82);
  });
});

describe('an offence while dealing is rejected where it cannot be, naming the field', () => {
  const sc = () => whileDealing({ format: '1x1' }, { irregularity: 'exposedCards', seat: 0 }, 9);
  const full = (): Json => buildDebertzScenario({ name: 't', title: '', format: '1x1' }, 3)!;

  it.each<[string, () => Json, RegExp]>([
    ['after a bid', () => ({ ...full(), events: [{ seat: 1, bid: 'pass' }, { irregularity: 'signal', seat: 0, while: 'dealing' }] }), /^scenario\.events\[1\]\.while: an offence while dealing must be the first event/],
    ['after the referee’s misdeal', () => ({ ...sc(), events: [{ irregularity: 'dealerExposedCard' }, { irregularity: 'signal', seat: 0, while: 'dealing' }] }), /^scenario\.events\[1\]\.while: an offence while dealing must be the first event/],
    ['followed by another event', () => ({ ...sc(), events: [...sc().events, { seat: 1, bid: 'pass' }] }), /^scenario\.events\[1\]: comes after the deal has ended \(outcome: pre-order-bayd\)/],
    ['an out-of-turn act (no one is to act yet)', () => ({ ...sc(), events: [{ irregularity: 'outOfTurn', seat: 0, while: 'dealing' }] }), /^scenario\.events\[0\]\.irregularity: "outOfTurn" cannot happen while the cards are being dealt/],
    ['a revoke (no card is played yet)', () => ({ ...sc(), events: [{ irregularity: 'revoke', seat: 0, while: 'dealing' }] }), /^scenario\.events\[0\]\.irregularity: "revoke" cannot happen while the cards are being dealt/],
    ['a failure to beat the first trump', () => ({ ...sc(), events: [{ irregularity: 'failedFirstTrumpBeat', seat: 0, while: 'dealing' }] }), /^scenario\.events\[0\]\.irregularity: "failedFirstTrumpBeat" cannot happen/],
    ['another phase than dealing', () => ({ ...sc(), events: [{ irregularity: 'signal', seat: 0, while: 'bidding' }] }), /^scenario\.events\[0\]\.while: must be dealing, got "bidding"$/],
    ['`while` on a bid', () => ({ ...sc(), events: [{ seat: 1, bid: 'pass', while: 'dealing' }] }), /^scenario\.events\[0\]\.while: only an irregularity can be stated "while dealing"/],
    ['a seat with no card exposing his cards', () => whileDealing({ format: '1x1' }, { irregularity: 'exposedCards', seat: 0 }, 2), /^scenario\.events\[0\]\.seat: seat 0 has been dealt no card yet/],
    ['a hand of seven cards', () => {
      const s = sc();
      s.hands[0] = full().hands[0].slice(0, 7);
      s.hands[1] = [];
      delete s.deck;
      return s;
    }, /^scenario\.hands\[0\]: 7 cards, but a deal stopped while dealing gives each seat at most 6/],
    ['the turned card in a hand', () => {
      const s = sc();
      s.hands[1] = [...s.hands[1], s.turned];
      return s;
    }, /scenario\.(hands\[1\]: holds the turned card|turned: .* is also in a hand)/],
    ['hands the deck does not deal', () => {
      const s = sc();
      [s.hands[0], s.hands[1]] = [s.hands[1], s.hands[0]];
      return s;
    }, /^scenario\.hands\[0\]: not the cards the deck deals seat 0 by the time 9 cards are out/],
    ['without a deck, hand sizes the dealing order cannot give (rounds of three from the eldest)', () => {
      const s = sc();
      [s.hands[0], s.hands[1]] = [s.hands[1], s.hands[0]];
      delete s.deck;
      return s;
    }, /^scenario\.hands\[0\]: 6 cards, but when 9 cards are out the dealing order \(rounds of three from the eldest hand\) has given seat 0 3 \(hands of 3\/6\)/],
    ['a special-deal hand larger than the special deal gives', () => {
      const s = whileDealing({ format: '1x1', ledger: { pot: 40, potDeclarer: 1 } }, { irregularity: 'signal', seat: 0 }, 9);
      s.hands = full().hands;
      delete s.deck;
      return s;
    }, /^scenario\.hands\[0\]: 9 cards, but the special deal \(DEB-6\.2\.2\.2 under DEB-G2\/DEB-G3\) gives seat 0 only 8/],
  ])('%s', (_name, make, message) => {
    expect(() => judge(make())).toThrow(message);
  });

  it('the command line exits 2 with the field named', () => {
    const bad = { ...sc(), events: [{ irregularity: 'revoke', seat: 0, while: 'dealing' }] };
    const r = spawnSync('node', ['bin/cardlaw.js', 'judge', '-'], { input: JSON.stringify(bad), encoding: 'utf8' });
    expect([r.status, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toMatch(/^cardlaw: scenario\.events\[0\]\.irregularity: "revoke" cannot happen while the cards are being dealt/);
  });
});
