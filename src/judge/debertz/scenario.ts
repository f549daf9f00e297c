import { type Card, NUM_CARDS } from '../../cards/card.ts';
import { formatCard, parseCard, parseSuit } from '../../cards/notation.ts';
import { type CardMask, add, has } from '../../cards/mask.ts';
import { type Format, type FormatId, formatOf, isFormatId, FORMATS } from '../../debertz/format.ts';
import { DEBERTZ_GAPS } from '../../regulation/debertz/gaps.ts';
import { InputError, resolveReadings } from '../../regulation/readings.ts';
import type { Readings } from '../../regulation/types.ts';
import type { IrregularityKind } from '../../../machines/debertz.events.ts';

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
const KNOWN_FIELDS = ['ruleset', 'title', 'format', 'readings', 'ledger', 'dealer', 'hands', 'turned', 'deck', 'events', 'expect', 'notes'];

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function seatOf(x: unknown, format: Format, field: string): number {
  if (!Number.isInteger(x) || (x as number) < 0 || (x as number) >= format.players) {
    throw new InputError(`${field}: seat must be an integer from 0 to ${format.players - 1} in format ${format.id}, got ${JSON.stringify(x)}`);
  }
  return x as number;
}

function cardAt(x: unknown, field: string): Card {
  const c = typeof x === 'string' ? parseCard(x) : undefined;
  if (c === undefined) throw new InputError(`${field}: ${JSON.stringify(x)} is not a card (write e.g. "JH", "10S", "A♦")`);
  return c;
}

function numberArray(x: unknown, length: number, field: string, fallback: number): number[] {
  if (x === undefined) return new Array<number>(length).fill(fallback);
  if (!Array.isArray(x) || x.length !== length || !x.every((v) => Number.isInteger(v))) {
    throw new InputError(`${field}: must be an array of ${length} integers (one per side)`);
  }
  return x as number[];
}

export function parseDebertzScenario(raw: unknown): DebertzScenario {
  if (!isObject(raw)) throw new InputError('scenario: must be a JSON object');
  for (const k of Object.keys(raw)) if (!KNOWN_FIELDS.includes(k)) throw new InputError(`scenario.${k}: unknown field (known: ${KNOWN_FIELDS.join(', ')})`);
  if (raw.ruleset !== 'debertz') throw new InputError(`scenario.ruleset: expected "debertz", got ${JSON.stringify(raw.ruleset)}`);
  if (!isFormatId(raw.format)) throw new InputError(`scenario.format: must be one of ${FORMATS.join(', ')}, got ${JSON.stringify(raw.format)}`);
  const format = formatOf(raw.format as FormatId);
  if (raw.readings !== undefined && !isObject(raw.readings)) throw new InputError('scenario.readings: must be an object of gap id → reading id');
  const readings = resolveReadings(DEBERTZ_GAPS, (raw.readings as Record<string, unknown>) ?? {}, 'scenario.readings');

  const l = raw.ledger === undefined ? {} : raw.ledger;
  if (!isObject(l)) throw new InputError('scenario.ledger: must be an object');
  for (const k of Object.keys(l)) if (!['scores', 'marks', 'pot', 'potDeclarer', 'previousTrump', 'deals'].includes(k)) throw new InputError(`scenario.ledger.${k}: unknown field`);
  const potDeclarer = l.potDeclarer === undefined || l.potDeclarer === null ? -1 : seatOf(l.potDeclarer, format, 'scenario.ledger.potDeclarer');
  const pot = l.pot === undefined ? 0 : (l.pot as number);
  if (!Number.isInteger(pot) || pot < 0) throw new InputError('scenario.ledger.pot: must be a non-negative integer');
  if (pot > 0 && potDeclarer < 0) throw new InputError('scenario.ledger.pot: an open pot needs ledger.potDeclarer (the declarer of the special deal)');
  const previousTrump = l.previousTrump === undefined ? -1 : (parseSuit(String(l.previousTrump)) ?? -2);
  if (previousTrump === -2) throw new InputError(`scenario.ledger.previousTrump: ${JSON.stringify(l.previousTrump)} is not a suit (S, C, D, H)`);
  if (potDeclarer >= 0 && readings['DEB-G4'] === 'previous-trump' && previousTrump < 0) {
    throw new InputError('scenario.ledger.previousTrump: required for a special deal under DEB-G4 previous-trump');
  }
  const marks = numberArray(l.marks, format.sides, 'scenario.ledger.marks', 0);
  if (marks.some((m) => m < 0)) throw new InputError('scenario.ledger.marks: counts cannot be negative');
  const ledger = {
    scores: numberArray(l.scores, format.sides, 'scenario.ledger.scores', 0),
    marks,
    pot,
    potDeclarer,
    previousTrump,
    deals: Number.isInteger(l.deals) ? (l.deals as number) : 0,
  };
  const dealer = raw.dealer === undefined ? 0 : seatOf(raw.dealer, format, 'scenario.dealer');

  // cards
  if (raw.turned === undefined) throw new InputError('scenario.turned: required (the turned card, or the card shown in a special deal)');
  const turned = cardAt(raw.turned, 'scenario.turned');
  let deck: Card[] | undefined;
  if (raw.deck !== undefined) {
    if (!Array.isArray(raw.deck) || raw.deck.length !== NUM_CARDS) throw new InputError(`scenario.deck: must list all ${NUM_CARDS} cards in dealing order`);
    deck = raw.deck.map((c, i) => cardAt(c, `scenario.deck[${i}]`));
    const seen = new Set<number>();
    deck.forEach((c, i) => {
      if (seen.has(c)) throw new InputError(`scenario.deck[${i}]: ${formatCard(c)} appears twice`);
      seen.add(c);
    });
  }
  if (raw.hands === undefined) throw new InputError('scenario.hands: required (the cards of each seat after the deal is completed)');
  const handList = Array.isArray(raw.hands) ? raw.hands : isObject(raw.hands) ? Array.from({ length: format.players }, (_, i) => (raw.hands as Record<string, unknown>)[String(i)]) : null;
  if (!handList || handList.length !== format.players) throw new InputError(`scenario.hands: must give ${format.players} hands (format ${format.id})`);
  const hands: CardMask[] = [];
  let all: CardMask = 0;
  handList.forEach((h, seat) => {
    if (!Array.isArray(h)) throw new InputError(`scenario.hands[${seat}]: must be an array of cards`);
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
  if (!Array.isArray(raw.events)) throw new InputError('scenario.events: must be an array');
  const events: ScenarioEvent[] = raw.events.map((e, index) => parseEvent(e, index, format));
  return { ruleset: 'debertz', title: typeof raw.title === 'string' ? raw.title : '', format, readings, ledger, dealer, hands, turned, deck, events };
}

function parseEvent(e: unknown, index: number, format: Format): ScenarioEvent {
  const field = `scenario.events[${index}]`;
  if (!isObject(e)) throw new InputError(`${field}: must be an object`);
  if (e.while !== undefined && e.while !== 'dealing') throw new InputError(`${field}.while: must be "dealing" (an offence committed while the cards are being dealt), got ${JSON.stringify(e.while)}`);
  const whileDealing = e.while === 'dealing';
  if (whileDealing && e.irregularity === undefined) throw new InputError(`${field}.while: only an irregularity can be stated "while dealing" (no bid or play is made before the deal is complete)`);
  // the referee's misdeal is by its nature while dealing: `while` may be stated, it changes nothing
  if (e.irregularity === 'dealerExposedCard') return { kind: 'dealerExposedCard', index };
  if (e.irregularity !== undefined) {
    if (!IRREGULARITIES.includes(e.irregularity as IrregularityKind)) {
      throw new InputError(`${field}.irregularity: unknown kind ${JSON.stringify(e.irregularity)} (one of: ${[...IRREGULARITIES, 'dealerExposedCard'].join(', ')})`);
    }
    if (whileDealing && !WHILE_DEALING.includes(e.irregularity as IrregularityKind)) {
      throw new InputError(
        `${field}.irregularity: ${JSON.stringify(e.irregularity)} cannot happen while the cards are being dealt (no one is to act and no card is played yet); while dealing: ${WHILE_DEALING.join(', ')}`,
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
    if (suit === undefined) throw new InputError(`${field}.bid: must be "pass", "play" or a suit letter (S, C, D, H), got ${JSON.stringify(e.bid)}`);
    return { kind: 'bid', seat, bid: suit, index };
  }
  if (e.play !== undefined) return { kind: 'play', seat, card: cardAt(e.play, `${field}.play`), index };
  if (e.swapSeven === true) return { kind: 'swapSeven', seat, index };
  throw new InputError(`${field}: an event is a bid, a play, swapSeven or an irregularity`);
}
