import type { Card } from '../../core/cards/card.ts';
import { formatCard, parseCard, parseSuit } from '../../core/cards/notation.ts';
import { type CardMask, add, has } from '../../core/cards/mask.ts';
import { type Format, type FormatId, formatOf } from './mechanics/format.ts';
import { DEBERTZ_GAPS } from './regulation/gaps.ts';
import { InputError, resolveReadings } from '../../core/regulation/readings.ts';
import { checkScenarioRemarks, isPlainObject, refuseUnknownKeys, shortValue } from '../../core/scenario/fields.ts';
import { checkDebertzScenario } from '../../core/schema/validate.ts';
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
  /** v2: a combination declared at the first lead, by its cards (`cards` empty: declares none) */
  | { kind: 'declare'; seat: number; cards: Card[]; index: number }
  | { kind: 'irregularity'; irregularity: IrregularityKind; seat: number; index: number; whileDealing: boolean; cards?: Card[] }
  /** v2: play is over here (every card played, or the cards left dead under DEB-G42); last event only, checked by the judge */
  | { kind: 'endOfPlay'; index: number }
  /** v2 `card`: the card the referee exposed (the next card of the dealing when the hands were as given) */
  | { kind: 'dealerExposedCard'; index: number; card?: Card };

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
  /** v2: the deal's combinations are the declared ones (a `declare` event is present), not those inferred from the hands */
  declarations: boolean;
}

/**
 * The 6.2.1.8 causes a player can commit while the referee is still dealing: no one is to act
 * yet (no turn to break: 6.2.1.8.a) and no card is played (6.2.1.8.c, a revoke).
 */
export const WHILE_DEALING: readonly IrregularityKind[] = ['signal', 'exposedCards'];

/**
 * Ranges of the ledger's numbers. A party ends when a side reaches the target (DEB-G38), so a
 * score before a deal is below it; below, no count of −50s and «Б» penalties a referee records
 * comes near −100000. Marks, deals and deferred points are counts of a party: the bounds are far
 * above any party's and keep a typo such as 1e308 out of the arithmetic.
 */
const LOWEST_SCORE = -100_000;
const MOST_MARKS = 999;
const MOST_POT = 100_000;

function seatOf(x: unknown, format: Format, field: string): number {
  if (!Number.isInteger(x) || (x as number) < 0 || (x as number) >= format.players) {
    throw new InputError(`${field}: seat must be an integer from 0 to ${format.players - 1} in format ${format.id}, got ${shortValue(x)}`);
  }
  return x as number;
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

/** The target a score must stay below (DEB-G38): a side at it has ended the party. */
function scoreBound(readings: Readings): [number, string] {
  const target = Number(readings['DEB-G38']);
  return [target - 1, ` (a side at the target ${target}, DEB-G38, has ended the party)`];
}

type Ledger = DebertzScenario['ledger'];

/** Version 1: per-side arrays, one pot, the special deal implied by `potDeclarer`. */
function ledgerV1(raw: unknown, format: Format, readings: Readings): Ledger {
  const l = (raw ?? {}) as Record<string, unknown>;
  const potDeclarer = l.potDeclarer === undefined || l.potDeclarer === null ? -1 : seatOf(l.potDeclarer, format, 'scenario.ledger.potDeclarer');
  const pot = (l.pot as number | undefined) ?? 0;
  if (pot > 0 && potDeclarer < 0) throw new InputError('scenario.ledger.pot: an open pot needs ledger.potDeclarer (the declarer of the special deal)');
  if (l.previousTrump !== undefined && potDeclarer < 0) throw new InputError('scenario.ledger.previousTrump: only the special deal (ledger.potDeclarer) uses the trump of the tied deal (DEB-G4)');
  const previousTrump = l.previousTrump === undefined ? -1 : (parseSuit(l.previousTrump as string) as number);
  if (potDeclarer >= 0 && readings['DEB-G4'] === 'previous-trump' && previousTrump < 0) {
    throw new InputError('scenario.ledger.previousTrump: required for a special deal under DEB-G4 previous-trump');
  }
  const [top, why] = scoreBound(readings);
  return {
    scores: sideIntegers(l.scores, format.sides, 'scenario.ledger.scores', LOWEST_SCORE, top, why),
    marks: sideIntegers(l.marks, format.sides, 'scenario.ledger.marks', 0, MOST_MARKS, ' («Б» counts)'),
    pot,
    potDeclarer,
    previousTrump,
    deals: (l.deals as number | undefined) ?? 0,
  };
}

/**
 * Version 2: keyed by side (`sides: {"0": {"score", "marks"}}`), the deferred points as named pots
 * (summed: DEB-G11 is fixed at `summed`), and the pending special deal stated
 * (`pendingSpecialDeal: {"declarer", "previousTrump"}` or null) instead of implied.
 */
function ledgerV2(raw: unknown, format: Format, readings: Readings): Ledger {
  const l = (raw ?? {}) as { sides?: Record<string, { score?: number; marks?: number }>; pots?: Record<string, number>; pendingSpecialDeal?: { declarer: number; previousTrump?: string } | null; deals?: number };
  const [top, why] = scoreBound(readings);
  const scores = new Array<number>(format.sides).fill(0);
  const marks = new Array<number>(format.sides).fill(0);
  for (const [key, side] of Object.entries(l.sides ?? {})) {
    const n = Number(key);
    if (n >= format.sides) throw new InputError(`scenario.ledger.sides.${key}: format ${format.id} has ${format.sides} sides (${Array.from({ length: format.sides }, (_, i) => i).join(', ')})`);
    if (side.score !== undefined && side.score > top) throw new InputError(`scenario.ledger.sides.${key}.score: must be an integer from ${LOWEST_SCORE} to ${top}${why}, got ${side.score}`);
    scores[n] = side.score ?? 0;
    marks[n] = side.marks ?? 0;
  }
  const pot = Object.values(l.pots ?? {}).reduce((a, b) => a + b, 0);
  if (pot > MOST_POT) throw new InputError(`scenario.ledger.pots: the open pots sum to ${pot}; at most ${MOST_POT}`);
  const pending = l.pendingSpecialDeal ?? null;
  if (pot > 0 && !pending) throw new InputError('scenario.ledger.pots: an open pot is settled by the referee\'s special deal (6.2.2.2); state it in ledger.pendingSpecialDeal');
  const potDeclarer = pending ? seatOf(pending.declarer, format, 'scenario.ledger.pendingSpecialDeal.declarer') : -1;
  const previousTrump = pending?.previousTrump === undefined ? -1 : (parseSuit(pending.previousTrump) as number);
  if (pending && readings['DEB-G4'] === 'previous-trump' && previousTrump < 0) {
    throw new InputError('scenario.ledger.pendingSpecialDeal.previousTrump: required under DEB-G4 previous-trump (the trump of the tied deal)');
  }
  return { scores, marks, pot, potDeclarer, previousTrump, deals: l.deals ?? 0 };
}

export function parseDebertzScenario(raw: unknown): DebertzScenario {
  if (!isPlainObject(raw)) throw new InputError(`scenario: must be a JSON object, got ${shortValue(raw)}`);
  checkScenarioRemarks(raw);
  // the shape — fields, types, card notation, ranges that need no other field — is the published
  // schema's (schemas/debertz-scenario.schema.json); what needs the format or the cards is below
  checkDebertzScenario(raw);
  const format = formatOf(raw.format as FormatId);
  const readings = parseReadings(raw.readings);
  const ledger = raw.version === 2 ? ledgerV2(raw.ledger, format, readings) : ledgerV1(raw.ledger, format, readings);
  const dealer = raw.dealer === undefined ? 0 : seatOf(raw.dealer, format, 'scenario.dealer');

  // cards (their notation is the schema's; a card twice, a hand size, the deck's dealing are the cards')
  const turned = parseCard(raw.turned as string) as Card;
  let deck: Card[] | undefined;
  if (raw.deck !== undefined) {
    deck = (raw.deck as string[]).map((c) => parseCard(c) as Card);
    const seen = new Set<number>();
    deck.forEach((c, i) => {
      if (seen.has(c)) throw new InputError(`scenario.deck[${i}]: ${formatCard(c)} appears twice`);
      seen.add(c);
    });
  }
  const seats = Array.from({ length: format.players }, (_, i) => String(i));
  if (isPlainObject(raw.hands)) refuseUnknownKeys(raw.hands, seats, 'scenario.hands');
  const handList = (Array.isArray(raw.hands) ? raw.hands : seats.map((k) => (raw.hands as Record<string, unknown>)[k])) as (string[] | undefined)[];
  if (handList.length !== format.players || handList.some((h) => h === undefined)) throw new InputError(`scenario.hands: must give ${format.players} hands (format ${format.id}), got ${shortValue(raw.hands)}`);
  const hands: CardMask[] = [];
  let all: CardMask = 0;
  handList.forEach((h, seat) => {
    let m: CardMask = 0;
    (h as string[]).forEach((c, i) => {
      const card = parseCard(c) as Card;
      if (has(all, card)) throw new InputError(`scenario.hands[${seat}][${i}]: ${formatCard(card)} is dealt twice`);
      all = add(all, card);
      m = add(m, card);
    });
    hands.push(m);
  });
  if (format.players < 4 && ledger.potDeclarer < 0 && has(all, turned)) throw new InputError(`scenario.turned: ${formatCard(turned)} is also in a hand (in ${format.id} the turned card stays on the table)`);

  // events (each one action of the kinds the schema lists; their order and seats are checked here)
  const events: ScenarioEvent[] = (raw.events as unknown[]).map((e, index) => parseEvent(e, index, format, raw.version === 2));
  // the title is kept as written: the JSON ruling escapes control characters, the printed
  // narrative replaces them (src/harness/cli/judge.ts), so no terminal is driven by a title
  const declarations = events.some((e) => e.kind === 'declare');
  if (declarations && raw.version !== 2) {
    const first = events.find((e) => e.kind === 'declare')!;
    throw new InputError(`scenario.events[${first.index}].declare: declarations as events need scenario version 2 (add "version": 2; version 1 infers the combinations from the hands)`);
  }
  return { ruleset: 'debertz', title: raw.title === undefined ? '' : (raw.title as string), format, readings, ledger, dealer, hands, turned, deck, events, declarations };
}

function parseEvent(raw: unknown, index: number, format: Format, v2: boolean): ScenarioEvent {
  const field = `scenario.events[${index}]`;
  const e = raw as Record<string, unknown>;
  if (e.card !== undefined && e.irregularity !== 'dealerExposedCard') throw new InputError(`${field}.card: only the referee's dealerExposedCard names a card (a player's exposed cards are \`cards\`)`);
  let cards: Card[] | undefined;
  if (e.cards !== undefined) {
    if (e.irregularity !== 'exposedCards') throw new InputError(`${field}.cards: only an exposedCards irregularity lists cards (the cards the player exposed)`);
    if (!v2) throw new InputError(`${field}.cards: the exposed cards are listed in scenario version 2 (add "version": 2)`);
    cards = (e.cards as string[]).map((c) => parseCard(c) as Card);
    cards.forEach((c, i) => {
      if (cards!.indexOf(c) !== i) throw new InputError(`${field}.cards[${i}]: ${formatCard(c)} is named twice`);
    });
  }
  const whileDealing = e.while === 'dealing';
  if (whileDealing && e.irregularity === undefined) throw new InputError(`${field}.while: only an irregularity can be stated "while dealing" (no bid or play is made before the deal is complete)`);
  if (e.irregularity === 'dealerExposedCard') {
    // the referee's misdeal is by its nature while dealing: `while` may be stated, it changes nothing
    if (e.seat !== undefined) throw new InputError(`${field}.seat: the referee's misdeal (dealerExposedCard) has no offending seat; leave seat out`);
    if (index > 0) throw new InputError(`${field}.irregularity: dealerExposedCard must be the first event (the referee exposes a card while dealing, before any bid or play)`);
    if (e.card === undefined) return { kind: 'dealerExposedCard', index };
    if (!v2) throw new InputError(`${field}.card: the referee's exposed card is named in scenario version 2 (add "version": 2)`);
    return { kind: 'dealerExposedCard', index, card: parseCard(e.card as string) as Card };
  }
  if (e.irregularity !== undefined) {
    if (whileDealing && !WHILE_DEALING.includes(e.irregularity as IrregularityKind)) {
      throw new InputError(
        `${field}.irregularity: ${shortValue(e.irregularity)} cannot happen while the cards are being dealt (no one is to act and no card is played yet); while dealing: ${WHILE_DEALING.join(', ')}`,
      );
    }
    if (whileDealing && index > 0) {
      throw new InputError(`${field}.while: an offence while dealing must be the first event (the deal is complete before any bid or play)`);
    }
    return { kind: 'irregularity', irregularity: e.irregularity as IrregularityKind, seat: seatOf(e.seat, format, `${field}.seat`), index, whileDealing, ...(cards ? { cards } : {}) };
  }
  if (e.endOfPlay !== undefined) {
    if (!v2) throw new InputError(`${field}.endOfPlay: the end of play is stated in scenario version 2 (add "version": 2)`);
    if (e.seat !== undefined) throw new InputError(`${field}.seat: the end of play is nobody's action; leave seat out`);
    return { kind: 'endOfPlay', index };
  }
  const seat = seatOf(e.seat, format, `${field}.seat`);
  if (e.bid !== undefined) {
    if (e.bid === 'pass' || e.bid === 'play') return { kind: 'bid', seat, bid: e.bid, index };
    return { kind: 'bid', seat, bid: parseSuit(e.bid as string) as number, index };
  }
  if (e.play !== undefined) return { kind: 'play', seat, card: parseCard(e.play as string) as Card, index };
  if (e.declare !== undefined) {
    const cards = (e.declare as string[]).map((c) => parseCard(c) as Card);
    cards.forEach((c, i) => {
      if (cards.indexOf(c) !== i) throw new InputError(`${field}.declare[${i}]: ${formatCard(c)} is named twice`);
    });
    return { kind: 'declare', seat, cards, index };
  }
  return { kind: 'swapSeven', seat, index };
}
