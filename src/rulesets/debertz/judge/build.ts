/**
 * Builds real Debertz scenarios from a seed: a seeded shuffle, the given bids, and a play-out by
 * random legal cards, with an irregularity inserted where asked. Used by the example generator
 * (scripts/debertzExamples.ts) and by tests that need whole deals under chosen readings.
 */
import { type Card, suitOf } from '../../../core/cards/card.ts';
import { formatCard } from '../../../core/cards/notation.ts';
import { add, cardsOf, has, lowest, type CardMask } from '../../../core/cards/mask.ts';
import { createRng, deriveSeed, type Rng } from '../../../core/cards/rng.ts';
import { shuffledDeck } from '../../../core/cards/deck.ts';
import { type FormatId, formatOf, nextSeat } from '../mechanics/format.ts';
import { completeNormal, dealFirstSix, dealSpecial } from '../mechanics/deal.ts';
import { legalPlays } from '../mechanics/play.ts';
import { TrickTracker } from '../mechanics/trick.ts';
import { resolveReadings } from '../../../core/regulation/readings.ts';
import { DEBERTZ_GAPS } from '../regulation/gaps.ts';
import { tableRules } from '../table.ts';

export type Json = Record<string, unknown>;
export type Inject =
  | { at: 'bid'; event: Json }
  | { at: 'play'; afterPlays: number; event: Json }
  | { at: 'failBeat' }
  | { at: 'outOfTurnPlay'; afterPlays: number }
  /** an offence while the cards are being dealt, after `dealt` cards are out (the event carries `while: "dealing"`) */
  | { at: 'dealing'; dealt: number; event: Json };

export interface BuildSpec {
  name: string;
  title: string;
  format: FormatId;
  readings?: Record<string, string>;
  ledger?: Json;
  /** bids in order from the eldest; the last is the order */
  bids?: string[];
  inject?: Inject;
  /**
   * Rearranges the complete hands before the first lead (a normal deal only) — to give a seat a
   * combination too rare to wait for. The dealing order then no longer matches, so `deck` is left
   * out; null gives up on the seed.
   */
  arrange?: (hands: readonly CardMask[], turned: Card, declarer: number) => CardMask[] | null;
}

export function buildDebertzScenario(spec: BuildSpec, seed: number): Json | null {
  const format = formatOf(spec.format);
  // the readings that shape the deal (the special deal's sizes, the turned card, legal plays, the
  // leader, DEB-G42), as the Debertz table applies them (src/rulesets/debertz/table/rules.ts)
  const rules = tableRules(format, resolveReadings(DEBERTZ_GAPS, spec.readings ?? {}));
  const rng: Rng = createRng(deriveSeed(2026, seed));
  const deck = shuffledDeck(rng);
  const dealer = 0;
  const ledger = (spec.ledger ?? {}) as { potDeclarer?: number; previousTrump?: string };
  const special = ledger.potDeclarer !== undefined && ledger.potDeclarer !== null;
  const events: Json[] = [];
  let hands: number[];
  let turned: Card;
  let trump: number;
  let declarer: number;
  if (special) {
    declarer = ledger.potDeclarer!;
    const d = dealSpecial(deck, format, dealer, declarer, rules.special);
    hands = d.hands;
    turned = d.shown;
    trump = d.shownSuit;
    if (spec.inject?.at === 'dealing') return whileDealing(spec.inject, d.hands);
  } else {
    const first = dealFirstSix(deck, format, dealer);
    turned = first.turned;
    if (spec.inject?.at === 'dealing') return whileDealing(spec.inject, first.hands);
    const bids = spec.bids ?? ['play'];
    let seat = nextSeat(format, dealer);
    declarer = -1;
    trump = suitOf(turned);
    for (const b of bids) {
      if (spec.inject?.at === 'bid' && events.length === bids.length - 1) {
        events.push(spec.inject.event);
        return finish(first.hands);
      }
      events.push({ seat, bid: b });
      if (b !== 'pass') {
        declarer = seat;
        if (b !== 'play') trump = 'SCDH'.indexOf(b);
      }
      seat = nextSeat(format, seat);
    }
    if (declarer < 0) return finish(first.hands);
    hands = completeNormal(deck, first, format, dealer, declarer, rules.turnedTo).hands;
    if (spec.arrange) {
      const arranged = spec.arrange(hands, turned, declarer);
      if (!arranged) return null;
      hands = arranged;
    }
  }
  const start = hands.slice();
  const partner = (s: number) => (format.id === '2x2' ? (s + 2) % 4 : -1);
  const leader = rules.declarerLeads ? declarer : nextSeat(format, dealer);
  const tracker = new TrickTracker(format, hands, trump, leader, rules.stopAtFirstEmpty);
  let plays = 0;
  let over = false; // DEB-G42 stop-when-declarer-out ends the play with cards still in hand
  while (!over && hands.some((h) => h !== 0)) {
    const inj = spec.inject;
    const toAct = tracker.toAct;
    if (inj?.at === 'play' && plays === inj.afterPlays) {
      events.push(inj.event);
      return finish(start);
    }
    if (inj?.at === 'outOfTurnPlay' && plays === inj.afterPlays) {
      const wrong = nextSeat(format, toAct);
      events.push({ seat: wrong, play: formatCard(lowest(hands[wrong])) });
      return finish(start);
    }
    const legal = legalPlays(hands[toAct], tracker, trump, rules.play, partner(toAct));
    const loose = legalPlays(hands[toAct], tracker, trump, rules.play, partner(toAct), false);
    if (inj?.at === 'failBeat' && (loose & ~legal) !== 0) {
      events.push({ seat: toAct, play: formatCard(lowest((loose & ~legal) >>> 0)) });
      return finish(start);
    }
    const options = cardsOf(legal);
    const card = options[rng.int(0, options.length - 1)];
    events.push({ seat: toAct, play: formatCard(card) });
    plays++;
    over = tracker.play(toAct, card)?.last === true;
  }
  if (inj_unused(spec)) return null;
  return finish(start);

  /** The hands as far as the dealing got: the first `dealt` cards of the deck go to the seats they are dealt to. */
  function whileDealing(inj: { dealt: number; event: Json }, full: number[]): Json {
    const partial = new Array<number>(format.players).fill(0);
    let n = 0;
    for (const c of deck) {
      if (n >= inj.dealt) break;
      const seat = full.findIndex((h) => has(h, c));
      if (seat < 0) continue;
      partial[seat] = add(partial[seat], c);
      n++;
    }
    events.push(inj.event);
    return finish(partial);
  }

  function finish(h: number[]): Json {
    return {
      ruleset: 'debertz',
      title: spec.title,
      format: spec.format,
      ...(spec.readings ? { readings: spec.readings } : {}),
      ...(spec.ledger ? { ledger: spec.ledger } : {}),
      dealer,
      turned: formatCard(turned),
      hands: h.map((m) => cardsOf(m).map(formatCard)),
      ...(spec.arrange ? {} : { deck: deck.map(formatCard) }),
      events,
    };
  }
}

export { readableJson } from '../../../core/io/readableJson.ts';

const inj_unused = (spec: BuildSpec) => spec.inject !== undefined && spec.inject.at !== 'bid' && spec.inject.at !== 'dealing';
