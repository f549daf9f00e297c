import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judge } from '../../src/harness/judge/judge.ts';
import { debertzScenarioToV1 } from '../../src/rulesets/debertz/scenarioVersion.ts';
import { refusal } from '../support/refusal.ts';

/**
 * Strict input (issue 17): a Debertz scenario field the judge does not know, a second action in
 * one event, a number outside the game's range or of the wrong kind is refused by its JSON path —
 * never dropped, coerced or passed on to fail deep inside the machine. Each case was accepted (or
 * failed elsewhere, unnamed) before.
 */
// the examples are version 2; these cases are about version 1's fields (version 2: test/schema/scenarioV2.test.ts)
const load = (name: string): any => debertzScenarioToV1(JSON.parse(readFileSync(`examples/debertz/${name}.json`, 'utf8')));
const made = () => load('made-1x1');
const misdeal = () => load('dealer-exposed-card');
const special = () => load('special-deal-1x1');

describe('a Debertz scenario is read strictly', () => {
  it.each<[string, () => unknown, RegExp]>([
    // events
    ['an event with two actions', () => ({ ...made(), events: [{ seat: 1, bid: 'pass', play: 'KC' }] }), /^scenario\.events\[0\]: two actions \(bid and play\); one event is one action$/],
    ['an irregularity and a play in one event', () => ({ ...made(), events: [{ seat: 1, irregularity: 'signal', play: 'KC' }] }), /^scenario\.events\[0\]: two actions \(play and irregularity\)/],
    ['an event with an unknown key', () => ({ ...made(), events: [{ seat: 1, bid: 'play', comment: 'x' }] }), /^scenario\.events\[0\]\.comment: unknown field; known here: seat, bid, play, swapSeven, declare, endOfPlay, irregularity, card, cards, while$/],
    ['a misspelt action', () => ({ ...made(), events: [{ seat: 1, bdi: 'play' }] }), /^scenario\.events\[0\]\.bdi: unknown field \(did you mean "bid"\?\)/],
    ['swapSeven that is not true', () => ({ ...made(), events: [{ seat: 1, swapSeven: 'yes' }] }), /^scenario\.events\[0\]\.swapSeven: must be true, got "yes"$/],
    ['a seat on the referee’s misdeal', () => ({ ...misdeal(), events: [{ irregularity: 'dealerExposedCard', seat: 0 }] }), /^scenario\.events\[0\]\.seat: the referee's misdeal \(dealerExposedCard\) has no offending seat/],
    // no seat exists past 3 in any format: the schema refuses it before the format is known
    ['a seat no format has', () => ({ ...misdeal(), events: [{ irregularity: 'dealerExposedCard', seat: 9 }] }), /^scenario\.events\[0\]\.seat: must be an integer from 0 to 3, got 9$/],
    ['the referee’s misdeal after a bid', () => ({ ...made(), events: [{ seat: 1, bid: 'pass' }, { irregularity: 'dealerExposedCard' }] }), /^scenario\.events\[1\]\.irregularity: dealerExposedCard must be the first event/],
    // the misdeal's hands are the cards dealt so far, like an offence while dealing
    ['complete hands at the referee’s misdeal', () => ({ ...made(), events: [{ irregularity: 'dealerExposedCard' }] }), /^scenario\.hands\[0\]: 9 cards, but a deal stopped while dealing gives each seat at most 6/],
    ['misdeal hands the deck does not deal', () => { const s = misdeal(); [s.hands[0][0], s.hands[1][0]] = [s.hands[1][0], s.hands[0][0]]; return s; }, /^scenario\.hands\[0\]: not the cards the deck deals seat 0/],
    // a deal that ends before the order: the first dealing's cards
    ['completed hands when everyone passed', () => { const s = load('bayd-on-points-2x2'); return { ...s, events: [0, 1, 2, 3, 0, 1, 2, 3].map((k) => ({ seat: (k + 1) % 4, bid: 'pass' })) }; }, /^scenario\.hands\[0\]: 8 cards; no one ordered, so the hands hold the 6 cards of the first dealing/],
    ['a deck that does not deal the hands of an offence before the order', () => { const s = load('referee-out-of-turn-bid'); [s.deck[0], s.deck[40 % 32]] = [s.deck[40 % 32], s.deck[0]]; return s; }, /^scenario\.hands\[\d\]: differs from the hand the deck deals/],
    // the ledger
    ['a fractional deal count', () => ({ ...made(), ledger: { deals: 2.5 } }), /^scenario\.ledger\.deals: must be an integer from 0 to 100000, got 2\.5$/],
    ['a deal count as text', () => ({ ...made(), ledger: { deals: '3' } }), /^scenario\.ledger\.deals: must be an integer from 0 to 100000, got "3"$/],
    ['a score of 1e308', () => ({ ...made(), ledger: { scores: [1e308, 0] } }), /^scenario\.ledger\.scores\[0\]: must be an integer from -100000 to 500 \(a side at the target 501, DEB-G38, has ended the party\), got 1e\+308$/],
    ['a score at the target', () => ({ ...made(), ledger: { scores: [0, 501] } }), /^scenario\.ledger\.scores\[1\]: must be an integer from -100000 to 500/],
    ['a score at a lower target', () => ({ ...made(), readings: { 'DEB-G38': '301' }, ledger: { scores: [350, 0] } }), /^scenario\.ledger\.scores\[0\]: must be an integer from -100000 to 300 \(a side at the target 301/],
    ['a negative «Б» count', () => ({ ...made(), ledger: { marks: [-1, 0] } }), /^scenario\.ledger\.marks\[0\]: must be an integer from 0 to 999, got -1$/],
    ['a «Б» count of 1e308', () => ({ ...made(), ledger: { marks: [0, 1e308] } }), /^scenario\.ledger\.marks\[1\]: must be an integer from 0 to 999/],
    ['a pot of 1e308', () => ({ ...special(), ledger: { pot: 1e308, potDeclarer: 1 } }), /^scenario\.ledger\.pot: must be an integer from 0 to 100000, got 1e\+308$/],
    ['a misspelt ledger field', () => ({ ...made(), ledger: { scroes: [0, 0] } }), /^scenario\.ledger\.scroes: unknown field \(did you mean "scores"\?\)/],
    ['a previous trump that is not a letter', () => ({ ...special(), ledger: { ...special().ledger, previousTrump: ['S'] } }), /^scenario\.ledger\.previousTrump: an array of 1 is not a suit/],
    ['a previous trump without a special deal', () => ({ ...made(), ledger: { previousTrump: 'S' } }), /^scenario\.ledger\.previousTrump: only the special deal \(ledger\.potDeclarer\) uses the trump of the tied deal/],
    // the rest of the scenario
    ['a title that is not text', () => ({ ...made(), title: { en: 'x' } }), /^scenario\.title: must be a string, got an object \{"en"\}$/],
    ['an expected ruling the judge would not check', () => ({ ...made(), expect: { outcome: 'made' } }), /^scenario\.expect: the judge does not check an expected ruling/],
    ['notes that are not text', () => ({ ...made(), notes: 5 }), /^scenario\.notes: must be a string or an array of strings/],
    ['hands keyed by a seat the format does not have', () => { const s = made(); return { ...s, hands: { 0: s.hands[0], 1: s.hands[1], 2: [] } }; }, /^scenario\.hands\.2: unknown field .*known here: 0, 1$/],
  ])('%s', (_name, scenario, message) => {
    expect(refusal(scenario())).toMatch(message);
  });

  it('echoes a huge bad value in a few words, never the value', () => {
    const huge = 'x'.repeat(1_000_000);
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    for (const s of [
      { ...made(), format: huge },
      { ...made(), readings: { 'DEB-G25': { nested: deep } } },
      { ...made(), events: [{ seat: 1, bid: huge }] },
      { ...made(), turned: deep },
      { ...made(), dealer: huge },
    ]) {
      const m = refusal(s);
      expect(m).toMatch(/^scenario\./);
      expect(m.length).toBeLessThan(300);
    }
  });

  it('still accepts what the game allows: a negative score, notes, a title (kept as written; printing neutralises control characters), hands by seat keys, a special deal’s previous trump', () => {
    const s = made();
    const r = judge({ ...s, title: 'Deal \u001b[2J7', notes: ['from the protocol of round 3'], ledger: { scores: [-150, 500], marks: [4, 0], deals: 12 }, hands: { 0: s.hands[0], 1: s.hands[1] } });
    expect(r.title).toBe('Deal \u001b[2J7');
    expect(r.ledger.before.scores).toEqual([-150, 500]);
    const sp = special();
    expect(judge({ ...sp, readings: { 'DEB-G4': 'previous-trump' }, ledger: { ...sp.ledger, previousTrump: 'H' } }).trump).toBe('H');
    expect(judge(misdeal()).outcome).toBe('redeal');
  });
});
