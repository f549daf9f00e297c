import { type Card, NUM_CARDS } from '../../cards/card.ts';
import { formatCard, parseCard } from '../../cards/notation.ts';
import { type CardMask, add, has } from '../../cards/mask.ts';
import { parseContract, type ContractId } from '../../preferans/contracts.ts';
import { makeVariant, type PreferansVariant, type VariantId, type VariantOverrides } from '../../preferans/variants.ts';
import type { WhistCall } from '../../preferans/whist.ts';
import { PREFERANS_GAPS, PREFERANS_RULESET_READINGS } from '../../regulation/preferans/gaps.ts';
import { InputError, resolveReadings } from '../../regulation/readings.ts';
import type { Readings } from '../../regulation/types.ts';
import { PLAY_IRREGULARITIES, type MisdealKind, type PlayIrregularity } from '../../../machines/preferans.events.ts';

/**
 * A Preferans scenario: one scripted deal of a game in progress (docs/scenario-format.md).
 * Parsing turns the JSON into card codes and checks what a referee would reject as impossible,
 * naming the field. Wrong counts are expressible: a hand may hold 9 or 11 cards, the talon 1 or 3,
 * and the cards missing from the table are placed on the floor, in another deck, or lost — but
 * the 32 cards of the deck are always all accounted for exactly once.
 */
export type CallText = 'pass' | 'here' | ContractId;

export type ScenarioEvent =
  | { kind: 'misdeal'; misdeal: MisdealKind; pair: number; index: number }
  | { kind: 'call'; seat: number; call: CallText; index: number }
  | { kind: 'contract'; seat: number; discard: Card[]; contract: ContractId; index: number }
  | { kind: 'whist'; seat: number; whist: WhistCall; index: number }
  | { kind: 'play'; seat: number; card: Card; index: number }
  | { kind: 'discover'; by: number; draw: Card[] | undefined; index: number }
  | { kind: 'choice'; redeal: number[]; index: number }
  | { kind: 'irregularity'; irregularity: PlayIrregularity; seat: number; drawn: Card[] | undefined; damages: number[]; index: number }
  | { kind: 'score'; index: number };

export interface PreferansScenario {
  ruleset: 'preferans';
  title: string;
  variant: PreferansVariant;
  players: 3 | 4;
  readings: Readings;
  sheet: { pool: number[]; mountain: number[]; whists: number[][]; run: number; dealerErrors: number[]; deals: number };
  agreedTalonPair: number;
  dealer: number;
  /** the cards each seat holds as dealt (the 4-player dealer none) */
  hands: CardMask[];
  /** the talon in dealing order (its first card is turned first on an all-pass) */
  talon: Card[];
  /** cards lying on the floor or the table face down, face up, in another deck, or lost */
  floor: Card[];
  floorFaceUp: Card[];
  otherDeck: Card[];
  lost: Card[];
  events: ScenarioEvent[];
}

const KNOWN_FIELDS = ['ruleset', 'title', 'variant', 'players', 'readings', 'sheet', 'agreedTalonPair', 'dealer', 'hands', 'talon', 'floor', 'floorFaceUp', 'otherDeck', 'lost', 'events', 'expect', 'notes'];
const SHEET_FIELDS = ['pool', 'mountain', 'whists', 'allPassRun', 'dealerErrors', 'deals'];
const MISDEALS: readonly MisdealKind[] = ['exposed-card', 'talon-pair', 'pattern', 'wrong-count'];
const WHIST_CALLS: readonly WhistCall[] = ['whist', 'pass', 'half-whist', 'open', 'closed'];

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function seatOf(x: unknown, players: number, field: string): number {
  if (!Number.isInteger(x) || (x as number) < 0 || (x as number) >= players) {
    throw new InputError(`${field}: seat must be an integer from 0 to ${players - 1} with ${players} players, got ${JSON.stringify(x)}`);
  }
  return x as number;
}

function cardAt(x: unknown, field: string): Card {
  const c = typeof x === 'string' ? parseCard(x) : undefined;
  if (c === undefined) throw new InputError(`${field}: ${JSON.stringify(x)} is not a card (write e.g. "JH", "10S", "A♦")`);
  return c;
}

function cardList(x: unknown, field: string): Card[] {
  if (!Array.isArray(x)) throw new InputError(`${field}: must be an array of cards`);
  return x.map((c, i) => cardAt(c, `${field}[${i}]`));
}

function numbers(x: unknown, n: number, field: string): number[] {
  if (x === undefined) return new Array<number>(n).fill(0);
  if (!Array.isArray(x) || x.length !== n || !x.every((v) => typeof v === 'number' && Number.isFinite(v))) {
    throw new InputError(`${field}: must be an array of ${n} numbers (one per seat)`);
  }
  return x as number[];
}

function parseVariant(x: unknown): PreferansVariant {
  if (x === undefined) return makeVariant('sochi');
  try {
    if (typeof x === 'string') return makeVariant(x as VariantId);
    if (isObject(x)) {
      const { id, ...overrides } = x;
      return makeVariant((id ?? 'sochi') as VariantId, overrides as VariantOverrides);
    }
  } catch (e) {
    throw new InputError(`scenario.${(e as Error).message}`);
  }
  throw new InputError('scenario.variant: must be "sochi", "leningrad", "rostov", or an object {"id": …, overrides}');
}

/**
 * A scenario's `readings` field as parsePreferansScenario reads it: every gap resolved, the
 * overrides checked. Separate so a caller writing many scenarios under one reading set (the
 * simulator) resolves it once.
 */
export function parsePreferansReadings(raw: unknown): Readings {
  if (raw !== undefined && !isObject(raw)) throw new InputError('scenario.readings: must be an object of gap id → reading id');
  const readings = resolveReadings([...PREFERANS_RULESET_READINGS, ...PREFERANS_GAPS], (raw as Record<string, unknown>) ?? {}, 'scenario.readings');
  // a gap the model fixes has one implemented reading: asking for another would be silently ignored
  for (const g of PREFERANS_GAPS) {
    if (g.status === 'fixed' && readings[g.id] !== g.default) throw new InputError(`scenario.readings.${g.id}: this gap is fixed at ${g.default} (${g.note})`);
  }
  return readings;
}

export function parsePreferansScenario(raw: unknown): PreferansScenario {
  if (!isObject(raw)) throw new InputError('scenario: must be a JSON object');
  for (const k of Object.keys(raw)) if (!KNOWN_FIELDS.includes(k)) throw new InputError(`scenario.${k}: unknown field (known: ${KNOWN_FIELDS.join(', ')})`);
  if (raw.ruleset !== 'preferans') throw new InputError(`scenario.ruleset: expected "preferans", got ${JSON.stringify(raw.ruleset)}`);
  const players = raw.players === undefined ? 3 : raw.players;
  if (players !== 3 && players !== 4) throw new InputError(`scenario.players: must be 3 or 4, got ${JSON.stringify(players)}`);
  const variant = parseVariant(raw.variant);
  const readings = parsePreferansReadings(raw.readings);

  const sh = raw.sheet === undefined ? {} : raw.sheet;
  if (!isObject(sh)) throw new InputError('scenario.sheet: must be an object');
  for (const k of Object.keys(sh)) if (!SHEET_FIELDS.includes(k)) throw new InputError(`scenario.sheet.${k}: unknown field (known: ${SHEET_FIELDS.join(', ')})`);
  let whists: number[][] = Array.from({ length: players }, () => new Array<number>(players).fill(0));
  if (sh.whists !== undefined) {
    if (!Array.isArray(sh.whists) || sh.whists.length !== players) throw new InputError(`scenario.sheet.whists: must be ${players} rows of ${players} numbers (whists[i][j]: i wrote on j)`);
    whists = sh.whists.map((row, i) => numbers(row, players, `scenario.sheet.whists[${i}]`));
  }
  const run = sh.allPassRun === undefined ? 0 : sh.allPassRun;
  if (!Number.isInteger(run) || (run as number) < 0) throw new InputError('scenario.sheet.allPassRun: must be a non-negative integer (all-passes already in the run)');
  const sheet = {
    pool: numbers(sh.pool, players, 'scenario.sheet.pool'),
    mountain: numbers(sh.mountain, players, 'scenario.sheet.mountain'),
    whists,
    run: run as number,
    dealerErrors: numbers(sh.dealerErrors, players, 'scenario.sheet.dealerErrors'),
    deals: Number.isInteger(sh.deals) ? (sh.deals as number) : 0,
  };
  const agreedTalonPair = raw.agreedTalonPair === undefined ? 4 : raw.agreedTalonPair;
  if (!Number.isInteger(agreedTalonPair) || (agreedTalonPair as number) < 2 || (agreedTalonPair as number) > 15) {
    throw new InputError('scenario.agreedTalonPair: must be an integer from 2 to 15 (the pair the talon is dealt as; CODE 3.2.8)');
  }
  const dealer = raw.dealer === undefined ? 0 : seatOf(raw.dealer, players, 'scenario.dealer');

  // the cards: every one of the 32 exactly once
  let all: CardMask = 0;
  const place = (cards: Card[], field: string) => {
    cards.forEach((c, i) => {
      if (has(all, c)) throw new InputError(`${field}[${i}]: ${formatCard(c)} appears twice in the scenario`);
      all = add(all, c);
    });
  };
  if (raw.hands === undefined) throw new InputError('scenario.hands: required (the cards each seat holds as dealt)');
  if (!Array.isArray(raw.hands) || raw.hands.length !== players) throw new InputError(`scenario.hands: must give ${players} hands (the 4-player dealer's as [])`);
  const hands: CardMask[] = raw.hands.map((h, seat) => {
    const cards = cardList(h, `scenario.hands[${seat}]`);
    place(cards, `scenario.hands[${seat}]`);
    return cards.reduce<CardMask>(add, 0);
  });
  if (players === 4 && hands[dealer] !== 0) {
    throw new InputError(`scenario.hands[${dealer}]: the 4-player dealer gets no cards (CODE 3.2.10); a dealer holding cards is a configuration no clause covers (PREF-G47) and is not modelled`);
  }
  const list = (k: 'talon' | 'floor' | 'floorFaceUp' | 'otherDeck' | 'lost') => {
    const cards = raw[k] === undefined ? [] : cardList(raw[k], `scenario.${k}`);
    place(cards, `scenario.${k}`);
    return cards;
  };
  if (raw.talon === undefined) throw new InputError('scenario.talon: required (two cards, or one or three when the talon is wrong)');
  const talon = list('talon');
  const floor = list('floor');
  const floorFaceUp = list('floorFaceUp');
  const otherDeck = list('otherDeck');
  const lost = list('lost');
  let n = 0;
  for (let c = 0; c < NUM_CARDS; c++) if (has(all, c)) n++;
  if (n !== NUM_CARDS) {
    const missing: string[] = [];
    for (let c = 0; c < NUM_CARDS; c++) if (!has(all, c)) missing.push(formatCard(c));
    throw new InputError(`scenario: ${missing.join(' ')} ${missing.length === 1 ? 'is' : 'are'} nowhere; place every card of the deck in hands, talon, floor, floorFaceUp, otherDeck or lost`);
  }

  if (!Array.isArray(raw.events)) throw new InputError('scenario.events: must be an array');
  const events = raw.events.map((e, index) => parseEvent(e, index, players));
  return { ruleset: 'preferans', title: typeof raw.title === 'string' ? raw.title : '', variant, players, readings, sheet, agreedTalonPair: agreedTalonPair as number, dealer, hands, talon, floor, floorFaceUp, otherDeck, lost, events };
}

function parseEvent(e: unknown, index: number, players: number): ScenarioEvent {
  const field = `scenario.events[${index}]`;
  if (!isObject(e)) throw new InputError(`${field}: must be an object`);
  if (e.misdeal !== undefined) {
    if (!MISDEALS.includes(e.misdeal as MisdealKind)) throw new InputError(`${field}.misdeal: one of ${MISDEALS.join(', ')}, got ${JSON.stringify(e.misdeal)}`);
    const pair = e.pair === undefined ? 0 : e.pair;
    if (e.misdeal === 'talon-pair' && (!Number.isInteger(pair) || (pair as number) < 1 || (pair as number) > 16)) throw new InputError(`${field}.pair: the talon's pair number, 1 to 16`);
    return { kind: 'misdeal', misdeal: e.misdeal as MisdealKind, pair: pair as number, index };
  }
  if (e.score !== undefined) return { kind: 'score', index };
  if (e.discover !== undefined) {
    const d = e.discover;
    if (!isObject(d)) throw new InputError(`${field}.discover: must be an object {"by": seat, "draw": [cards]}`);
    const draw = d.draw === undefined ? undefined : cardList(d.draw, `${field}.discover.draw`);
    return { kind: 'discover', by: seatOf(d.by, players, `${field}.discover.by`), draw, index };
  }
  if (e.choice !== undefined) {
    const c = e.choice;
    if (!isObject(c) || !Array.isArray(c.redeal)) throw new InputError(`${field}.choice: must be {"redeal": [seats demanding a redeal]}`);
    return { kind: 'choice', redeal: c.redeal.map((s, i) => seatOf(s, players, `${field}.choice.redeal[${i}]`)), index };
  }
  if (e.irregularity !== undefined) {
    if (!PLAY_IRREGULARITIES.includes(e.irregularity as PlayIrregularity) || e.irregularity === 'lead-out-of-turn') {
      throw new InputError(`${field}.irregularity: one of ${PLAY_IRREGULARITIES.filter((k) => k !== 'lead-out-of-turn').join(', ')} (a lead out of turn is seen from the plays), got ${JSON.stringify(e.irregularity)}`);
    }
    const seat = seatOf(e.seat, players, `${field}.seat`);
    const drawn = e.drawn === undefined ? undefined : cardList(e.drawn, `${field}.drawn`);
    const damages = e.damages === undefined ? new Array<number>(players).fill(0) : numbers(e.damages, players, `${field}.damages`);
    return { kind: 'irregularity', irregularity: e.irregularity as PlayIrregularity, seat, drawn, damages, index };
  }
  const seat = seatOf(e.seat, players, `${field}.seat`);
  if (e.call !== undefined) {
    if (e.call === 'pass' || e.call === 'here') return { kind: 'call', seat, call: e.call, index };
    const c = typeof e.call === 'string' ? parseContract(e.call) : undefined;
    if (c === undefined) throw new InputError(`${field}.call: "pass", "here" or a contract such as "6S", "7NT", "MIS"; got ${JSON.stringify(e.call)}`);
    return { kind: 'call', seat, call: c, index };
  }
  if (e.contract !== undefined) {
    const c = typeof e.contract === 'string' ? parseContract(e.contract) : undefined;
    if (c === undefined) throw new InputError(`${field}.contract: a contract such as "6S", "8NT", "MIS"; got ${JSON.stringify(e.contract)}`);
    if (e.discard === undefined) throw new InputError(`${field}.discard: the cards the declarer puts aside (normally two)`);
    return { kind: 'contract', seat, discard: cardList(e.discard, `${field}.discard`), contract: c, index };
  }
  if (e.whist !== undefined) {
    if (!WHIST_CALLS.includes(e.whist as WhistCall)) throw new InputError(`${field}.whist: one of ${WHIST_CALLS.join(', ')}, got ${JSON.stringify(e.whist)}`);
    return { kind: 'whist', seat, whist: e.whist as WhistCall, index };
  }
  if (e.play !== undefined) return { kind: 'play', seat, card: cardAt(e.play, `${field}.play`), index };
  throw new InputError(`${field}: an event is a misdeal, call, contract (with discard), whist, play, discover, choice, irregularity or score`);
}
