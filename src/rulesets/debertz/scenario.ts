import { type Card, NUM_CARDS } from '../../core/cards/card.ts';
import { formatCard, parseCard, parseSuit } from '../../core/cards/notation.ts';
import { type CardMask, add, has } from '../../core/cards/mask.ts';
import { type Format, type FormatId, formatOf, isFormatId, FORMATS } from './mechanics/format.ts';
import { DEBERTZ_GAPS } from './regulation/gaps.ts';
import { InputError, resolveReadings } from '../../core/regulation/readings.ts';
import { checkScenarioRemarks, integerIn, isPlainObject, refuseUnknownKeys, shortValue } from '../../core/scenario/fields.ts';
import type { Readings } from '../../core/regulation/types.ts';
import type { IrregularityKind } from './machine/events.ts';

/**
 * A Debertz scenario: one scripted deal (docs/scenario-format.md). Parsing turns the JSON into
 * card codes and checks everything a referee would reject as impossible, naming the field.
 */
export type ScenarioEvent =
  | { kind: 'bid'; seat: number; bid: 'pass' | 'play' | number; index: number }
  | { kind: 'play'; seat: number; card: Card; index: number }
  | { kind: 'swapSeven'; seat: number; index: number }
  | { kind: 'irregularity'; irregularity: IrregularityKind; seat: number; index: number; whileDealing: boolean }
  | { kind: 'dealerExposedCard'; index: number };

export interface DebertzScenario {
  ruleset: 'debertz';
  title: string;
  format: Format;
  readings: Readings;
  ledger: { scores: number[]; marks: number[]; pot: number; potDeclarer: number; previousTrump: number; deals: number };
  dealer: number;
  hands: CardMask[];
  turned: Card;
  /** the dealing order, when the scenario gives it */
  deck?: Card[];
  events: ScenarioEvent[];
}

const IRREGULARITIES: readonly IrregularityKind[] = ['outOfTurn', 'signal', 'failedFirstTrumpBeat', 'exposedCards', 'revoke'];
/**
 * The 6.2.1.8 causes a player can commit while the referee is still dealing: no one is to act
 * yet (no turn to break: 6.2.1.8.a) and no card is played (6.2.1.8.c, a revoke).
 */
export const WHILE_DEALING: readonly IrregularityKind[] = ['signal', 'exposedCards'];
/** `notes` is the reader's free text; the judge reads every other field. */
const KNOWN_FIELDS = ['ruleset', 'title', 'format', 'readings', 'ledger', 'dealer', 'hands', 'turned', 'deck', 'events', 'notes'];
const LEDGER_FIELDS = ['scores', 'marks', 'pot', 'potDeclarer', 'previousTrump', 'deals'];
/** What an event may hold: exactly one action, its seat, and `while` for an offence while dealing. */
const EVENT_FIELDS = ['seat', 'bid', 'play', 'swapSeven', 'irregularity', 'while'];
const ACTIONS = ['bid', 'play', 'swapSeven', 'irregularity'] as const;

/**
 * Ranges of the ledger's numbers. A party ends when a side reaches the target (DEB-G38), so a
 * score before a deal is below it; below, no count of −50s and «Б» penalties a referee records
 * comes near −100000. Marks, deals and deferred points are counts of a party: the bounds are far
 * above any party's and keep a typo such as 1e308 out of the arithmetic.
 */
const LOWEST_SCORE = -100_000;
const MOST_MARKS = 999;
const MOST_POT = 100_000;
const MOST_DEALS = 100_000;

function seatOf(x: unknown, format: Format, field: string): number {
  if (!Number.isInteger(x) || (x as number) < 0 || (x as number) >= format.players) {
    throw new InputError(`${field}: seat must be an integer from 0 to ${format.players - 1} in format ${format.id}, got ${shortValue(x)}`);
  }
  return x as number;
}

function cardAt(x: unknown, field: string): Card {
  const c = typeof x === 'string' ? parseCard(x) : undefined;
  if (c === undefined) throw new InputError(`${field}: ${shortValue(x)} is not a card (write e.g. "JH", "10S", "A♦")`);
  return c;
}

/** One integer per side, each from `min` to `max` (the side's index in the path). */
function sideIntegers(x: unknown, sides: number, field: string, min: number, max: number, why: string): number[] {
  if (x === undefined) return new Array<number>(sides).fill(0);
  if (!Array.isArray(x) || x.length !== sides) throw new InputError(`${field}: must be an array of ${sides} integers (one per side), got ${shortValue(x)}`);
  return x.map((v, side) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw new InputError(`${field}[${side}]: must be an integer from ${min} to ${max}${why}, got ${shortValue(v)}`);
    return v;
  });
}

/**
 * The `readings` field: gap id → reading id. Checked here before resolveReadings so that a bad
 * value is echoed short (never a walk of a nested value), and so that a `fixed` gap cannot be
 * asked for a reading the model does not implement (it would be silently ignored).
 */
function parseReadings(raw: unknown): Readings {
  if (raw === undefined) return resolveReadings(DEBERTZ_GAPS, {}, 'scenario.readings');
  if (!isPlainObject(raw)) throw new InputError(`scenario.readings: must be an object of gap id → reading id, got ${shortValue(raw)}`);
  for (const [id, value] of Object.entries(raw)) {
    const gap = DEBERTZ_GAPS.find((g) => g.id === id);
    if (gap && gap.status !== 'not-modelled' && (typeof value !== 'string' || !gap.readings.some((r) => r.id === value))) {
      throw new InputError(`scenario.readings.${id}: unknown reading ${shortValue(value)} (one of: ${gap.readings.map((r) => r.id).join(', ')})`);
    }
    if (gap && gap.status === 'fixed' && value !== gap.default) throw new InputError(`scenario.readings.${id}: this gap is fixed at ${gap.default} (${gap.note})`);
  }
  return resolveReadings(DEBERTZ_GAPS, raw, 'scenario.readings');
}

export function parseDebertzScenario(raw: unknown): DebertzScenario {
  if (!isPlainObject(raw)) throw new InputError(`scenario: must be a JSON object, got ${shortValue(raw)}`);
  checkScenarioRemarks(raw);
  refuseUnknownKeys(raw, KNOWN_FIELDS, 'scenario');
  if (raw.ruleset !== 'debertz') throw new InputError(`scenario.ruleset: expected "debertz", got ${shortValue(raw.ruleset)}`);
  if (!isFormatId(raw.format)) throw new InputError(`scenario.format: must be one of ${FORMATS.join(', ')}, got ${shortValue(raw.format)}`);
  const format = formatOf(raw.format as FormatId);
  if (raw.title !== undefined && typeof raw.title !== 'string') throw new InputError(`scenario.title: must be a string (one line shown in the narrative), got ${shortValue(raw.title)}`);
  const readings = parseReadings(raw.readings);

  const l = raw.ledger === undefined ? {} : raw.ledger;
  if (!isPlainObject(l)) throw new InputError(`scenario.ledger: must be an object, got ${shortValue(l)}`);
  refuseUnknownKeys(l, LEDGER_FIELDS, 'scenario.ledger');
  const potDeclarer = l.potDeclarer === undefined || l.potDeclarer === null ? -1 : seatOf(l.potDeclarer, format, 'scenario.ledger.potDeclarer');
  const pot = l.pot === undefined ? 0 : integerIn(l.pot, 'scenario.ledger.pot', 0, MOST_POT);
  if (pot > 0 && potDeclarer < 0) throw new InputError('scenario.ledger.pot: an open pot needs ledger.potDeclarer (the declarer of the special deal)');
  let previousTrump = -1;
  if (l.previousTrump !== undefined) {
    const suit = typeof l.previousTrump === 'string' ? parseSuit(l.previousTrump) : undefined;
    if (suit === undefined) throw new InputError(`scenario.ledger.previousTrump: ${shortValue(l.previousTrump)} is not a suit (S, C, D, H)`);
    if (potDeclarer < 0) throw new InputError('scenario.ledger.previousTrump: only the special deal (ledger.potDeclarer) uses the trump of the tied deal (DEB-G4)');
    previousTrump = suit;
  }
  if (potDeclarer >= 0 && readings['DEB-G4'] === 'previous-trump' && previousTrump < 0) {
    throw new InputError('scenario.ledger.previousTrump: required for a special deal under DEB-G4 previous-trump');
  }
  const target = Number(readings['DEB-G38']);
  const ledger = {
    scores: sideIntegers(l.scores, format.sides, 'scenario.ledger.scores', LOWEST_SCORE, target - 1, ` (a side at the target ${target}, DEB-G38, has ended the party)`),
    marks: sideIntegers(l.marks, format.sides, 'scenario.ledger.marks', 0, MOST_MARKS, ' («Б» counts)'),
    pot,
    potDeclarer,
    previousTrump,
    deals: l.deals === undefined ? 0 : integerIn(l.deals, 'scenario.ledger.deals', 0, MOST_DEALS),
  };
  const dealer = raw.dealer === undefined ? 0 : seatOf(raw.dealer, format, 'scenario.dealer');

  // cards
  if (raw.turned === undefined) throw new InputError('scenario.turned: required (the turned card, or the card shown in a special deal)');
  const turned = cardAt(raw.turned, 'scenario.turned');
  let deck: Card[] | undefined;
  if (raw.deck !== undefined) {
    if (!Array.isArray(raw.deck) || raw.deck.length !== NUM_CARDS) throw new InputError(`scenario.deck: must list all ${NUM_CARDS} cards in dealing order, got ${shortValue(raw.deck)}`);
    deck = raw.deck.map((c, i) => cardAt(c, `scenario.deck[${i}]`));
    const seen = new Set<number>();
    deck.forEach((c, i) => {
      if (seen.has(c)) throw new InputError(`scenario.deck[${i}]: ${formatCard(c)} appears twice`);
      seen.add(c);
    });
  }
  if (raw.hands === undefined) throw new InputError('scenario.hands: required (the cards of each seat after the deal is completed)');
  const seats = Array.from({ length: format.players }, (_, i) => String(i));
  if (isPlainObject(raw.hands)) refuseUnknownKeys(raw.hands, seats, 'scenario.hands');
  const handList = Array.isArray(raw.hands) ? raw.hands : isPlainObject(raw.hands) ? seats.map((k) => (raw.hands as Record<string, unknown>)[k]) : null;
  if (!handList || handList.length !== format.players) throw new InputError(`scenario.hands: must give ${format.players} hands (format ${format.id}), got ${shortValue(raw.hands)}`);
  const hands: CardMask[] = [];
  let all: CardMask = 0;
  handList.forEach((h, seat) => {
    if (!Array.isArray(h)) throw new InputError(`scenario.hands[${seat}]: must be an array of cards, got ${shortValue(h)}`);
    let m: CardMask = 0;
    h.forEach((c, i) => {
      const card = cardAt(c, `scenario.hands[${seat}][${i}]`);
      if (has(all, card)) throw new InputError(`scenario.hands[${seat}][${i}]: ${formatCard(card)} is dealt twice`);
      all = add(all, card);
      m = add(m, card);
    });
    hands.push(m);
  });
  if (format.players < 4 && ledger.potDeclarer < 0 && has(all, turned)) throw new InputError(`scenario.turned: ${formatCard(turned)} is also in a hand (in ${format.id} the turned card stays on the table)`);

  // events
  if (!Array.isArray(raw.events)) throw new InputError(`scenario.events: must be an array, got ${shortValue(raw.events)}`);
  const events: ScenarioEvent[] = raw.events.map((e, index) => parseEvent(e, index, format));
  // the title is kept as written: the JSON ruling escapes control characters, the printed
  // narrative replaces them (src/harness/cli/judge.ts), so no terminal is driven by a title
  return { ruleset: 'debertz', title: raw.title === undefined ? '' : (raw.title as string), format, readings, ledger, dealer, hands, turned, deck, events };
}

function parseEvent(e: unknown, index: number, format: Format): ScenarioEvent {
  const field = `scenario.events[${index}]`;
  if (!isPlainObject(e)) throw new InputError(`${field}: must be an object, got ${shortValue(e)}`);
  refuseUnknownKeys(e, EVENT_FIELDS, field);
  // one event is one action: a second one would be silently dropped
  const actions = ACTIONS.filter((a) => e[a] !== undefined);
  if (actions.length > 1) throw new InputError(`${field}: ${actions.length === 2 ? 'two' : actions.length} actions (${actions.join(' and ')}); one event is one action`);
  if (actions.length === 0) throw new InputError(`${field}: an event is a bid, a play, swapSeven or an irregularity`);
  if (e.while !== undefined && e.while !== 'dealing') throw new InputError(`${field}.while: must be "dealing" (an offence committed while the cards are being dealt), got ${shortValue(e.while)}`);
  const whileDealing = e.while === 'dealing';
  if (whileDealing && e.irregularity === undefined) throw new InputError(`${field}.while: only an irregularity can be stated "while dealing" (no bid or play is made before the deal is complete)`);
  if (e.irregularity === 'dealerExposedCard') {
    // the referee's misdeal is by its nature while dealing: `while` may be stated, it changes nothing
    if (e.seat !== undefined) throw new InputError(`${field}.seat: the referee's misdeal (dealerExposedCard) has no offending seat; leave seat out`);
    if (index > 0) throw new InputError(`${field}.irregularity: dealerExposedCard must be the first event (the referee exposes a card while dealing, before any bid or play)`);
    return { kind: 'dealerExposedCard', index };
  }
  if (e.irregularity !== undefined) {
    if (!IRREGULARITIES.includes(e.irregularity as IrregularityKind)) {
      throw new InputError(`${field}.irregularity: unknown kind ${shortValue(e.irregularity)} (one of: ${[...IRREGULARITIES, 'dealerExposedCard'].join(', ')})`);
    }
    if (whileDealing && !WHILE_DEALING.includes(e.irregularity as IrregularityKind)) {
      throw new InputError(
        `${field}.irregularity: ${shortValue(e.irregularity)} cannot happen while the cards are being dealt (no one is to act and no card is played yet); while dealing: ${WHILE_DEALING.join(', ')}`,
      );
    }
    if (whileDealing && index > 0) {
      throw new InputError(`${field}.while: an offence while dealing must be the first event (the deal is complete before any bid or play)`);
    }
    return { kind: 'irregularity', irregularity: e.irregularity as IrregularityKind, seat: seatOf(e.seat, format, `${field}.seat`), index, whileDealing };
  }
  const seat = seatOf(e.seat, format, `${field}.seat`);
  if (e.bid !== undefined) {
    if (e.bid === 'pass' || e.bid === 'play') return { kind: 'bid', seat, bid: e.bid, index };
    const suit = typeof e.bid === 'string' ? parseSuit(e.bid) : undefined;
    if (suit === undefined) throw new InputError(`${field}.bid: must be "pass", "play" or a suit letter (S, C, D, H), got ${shortValue(e.bid)}`);
    return { kind: 'bid', seat, bid: suit, index };
  }
  if (e.play !== undefined) return { kind: 'play', seat, card: cardAt(e.play, `${field}.play`), index };
  if (e.swapSeven !== true) throw new InputError(`${field}.swapSeven: must be true (the seat swaps the trump seven for the turned card), got ${shortValue(e.swapSeven)}`);
  return { kind: 'swapSeven', seat, index };
}
