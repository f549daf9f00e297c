import { type Card, NUM_CARDS } from '../../core/cards/card.ts';
import { formatCard, parseCard } from '../../core/cards/notation.ts';
import { type CardMask, add, has } from '../../core/cards/mask.ts';
import { parseContract, type ContractId } from './mechanics/contracts.ts';
import { VARIANTS, makeVariant, type PreferansVariant, type VariantId, type VariantOverrides } from './mechanics/variants.ts';
import { isGameOver } from './mechanics/sheet.ts';
import { checkScenarioRemarks, integerIn, isPlainObject, refuseUnknownKeys, shortValue } from '../../core/scenario/fields.ts';
import { checkPreferansScenario } from '../../core/schema/validate.ts';
import type { WhistCall } from './mechanics/whist.ts';
import { PREFERANS_GAPS, PREFERANS_RULESET_READINGS } from './regulation/gaps.ts';
import { InputError, resolveReadings } from '../../core/regulation/readings.ts';
import type { Readings } from '../../core/regulation/types.ts';
import type { MisdealKind, PlayIrregularity } from './machine/events.ts';

/**
 * A Preferans scenario: one scripted deal of a game in progress (docs/scenario-format.md).
 * Parsing turns the JSON into card codes and checks what a referee would reject as impossible,
 * naming the field. Wrong counts are expressible: a hand may hold 9 or 11 cards, the talon 1 or 3,
 * and the cards missing from the table are placed on the floor, in another deck, or lost — but
 * the 32 cards of the deck are always all accounted for exactly once.
 */
export type CallText = 'pass' | 'here' | ContractId;

export type ScenarioEvent =
  /** `card` (version 2): the card turned up while dealing, when the scenario names it */
  | { kind: 'misdeal'; misdeal: MisdealKind; pair: number; card: Card | undefined; index: number }
  | { kind: 'call'; seat: number; call: CallText; index: number }
  | { kind: 'contract'; seat: number; discard: Card[]; contract: ContractId; index: number }
  | { kind: 'whist'; seat: number; whist: WhistCall; index: number }
  | { kind: 'play'; seat: number; card: Card; index: number }
  | { kind: 'discover'; by: number; draw: Card[] | undefined; index: number }
  | { kind: 'choice'; redeal: number[]; index: number }
  /**
   * `card` (version 2): the wrong card a revoke claim names (without it, the seat's last one);
   * `trick` (version 2): the trick a look names, 1-based (without it, a look he was not allowed)
   */
  | { kind: 'irregularity'; irregularity: PlayIrregularity; seat: number; drawn: Card[] | undefined; damages: number[]; card: Card | undefined; trick: number | undefined; index: number }
  | { kind: 'score'; index: number };

export interface PreferansScenario {
  ruleset: 'preferans';
  /** the format version the file was written in (docs/scenario-format.md, "Version 2") */
  version: 1 | 2;
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

const SHEET_FIELDS = ['pool', 'mountain', 'whists', 'allPassRun', 'dealerErrors', 'deals'];
const SHEET_V2_FIELDS = ['seats', 'allPassRun', 'deals'];
const SEAT_SHEET_FIELDS = ['pool', 'mountain', 'whists', 'dealerErrors'];
/**
 * More events than any real deal needs: a longer list is refused rather than ruled slowly (the
 * schema's `maxItems`, schemas/preferans-scenario.schema.json).
 */
export const MAX_EVENTS = 1000;
/** The bounds of the sheet's figures a scenario may give (far beyond any real game). */
const MOUNTAIN_LIMIT = 100_000;
const WHIST_LIMIT = 1_000_000;
/** The keys of each kind of event: its action, and what goes with it. */
const EVENT_ACTIONS = ['misdeal', 'score', 'discover', 'choice', 'irregularity', 'call', 'contract', 'whist', 'play'] as const;
const EVENT_KEYS: Record<(typeof EVENT_ACTIONS)[number], readonly string[]> = {
  misdeal: ['misdeal', 'pair', 'card'],
  score: ['score'],
  discover: ['discover'],
  choice: ['choice'],
  irregularity: ['irregularity', 'seat', 'drawn', 'damages', 'card', 'trick'],
  call: ['seat', 'call'],
  contract: ['seat', 'contract', 'discard'],
  whist: ['seat', 'whist'],
  play: ['seat', 'play'],
};
/** The fields of a variant object (`id` and every field of src/rulesets/preferans/mechanics/variants.ts). */
const VARIANT_FIELDS = ['id', ...Object.keys(VARIANTS.sochi).filter((k) => k !== 'id')];
const ALL_PASS_FIELDS = Object.keys(VARIANTS.sochi.allPass);
const PRICE_FIELDS = ['6', '7', '8', '9', '10', 'misere'];

const isObject = isPlainObject;

function seatOf(x: unknown, players: number, field: string): number {
  if (!Number.isInteger(x) || (x as number) < 0 || (x as number) >= players) {
    throw new InputError(`${field}: seat must be an integer from 0 to ${players - 1} with ${players} players, got ${shortValue(x)}`);
  }
  return x as number;
}

function cardAt(x: unknown, field: string): Card {
  const c = typeof x === 'string' ? parseCard(x) : undefined;
  if (c === undefined) throw new InputError(`${field}: ${shortValue(x)} is not a card (write e.g. "JH", "10S", "A♦")`);
  return c;
}

function cardList(x: unknown, field: string): Card[] {
  if (!Array.isArray(x)) throw new InputError(`${field}: must be an array of cards, got ${shortValue(x)}`);
  if (x.length > NUM_CARDS) throw new InputError(`${field}: a deck has ${NUM_CARDS} cards, got a list of ${x.length}`);
  return x.map((c, i) => cardAt(c, `${field}[${i}]`));
}

/** A list of cards in which no card appears twice (one card cannot be put aside or drawn twice). */
function distinctCards(x: unknown, field: string, what: string): Card[] {
  const cards = cardList(x, field);
  let seen: CardMask = 0;
  cards.forEach((c, i) => {
    if (has(seen, c)) throw new InputError(`${field}[${i}]: ${formatCard(c)} appears twice in ${what}; a card can be there only once`);
    seen = add(seen, c);
  });
  return cards;
}

/**
 * One number per seat, each checked by `each` (which names the field and the range). Absent: zeros.
 */
function perSeat(x: unknown, n: number, field: string, each: (v: unknown, path: string) => number): number[] {
  if (x === undefined) return new Array<number>(n).fill(0);
  if (!Array.isArray(x) || x.length !== n) throw new InputError(`${field}: must be an array of ${n} numbers (one per seat), got ${shortValue(x)}`);
  return x.map((v, i) => each(v, `${field}[${i}]`));
}

/** A finite number from `min` to `max`, fractions allowed where the sheet has them (a whist share, a half-trick shortfall). */
function numberIn(x: unknown, path: string, min: number, max: number): number {
  if (typeof x !== 'number' || !Number.isFinite(x) || x < min || x > max) throw new InputError(`${path}: must be a number from ${min} to ${max}, got ${shortValue(x)}`);
  return x;
}

const variantId = (x: unknown, path: string): VariantId => {
  if (typeof x === 'string' && Object.hasOwn(VARIANTS, x)) return x as VariantId;
  throw new InputError(`${path}: must be "sochi", "leningrad" or "rostov", got ${shortValue(x)}`);
};

/**
 * The scenario's variant: a preset's id, or an object of overrides whose every key is a field of
 * the variant (a typo is refused by name, never dropped). `prices` and `allPass` may be given in
 * part: the rest is the preset's. Values are checked by validateVariant.
 */
export function parsePreferansVariant(x: unknown): PreferansVariant {
  if (x === undefined) return makeVariant('sochi');
  if (typeof x === 'string') return makeVariant(variantId(x, 'scenario.variant'));
  if (!isObject(x)) throw new InputError(`scenario.variant: must be "sochi", "leningrad", "rostov", or an object {"id": …, overrides}, got ${shortValue(x)}`);
  refuseUnknownKeys(x, VARIANT_FIELDS, 'scenario.variant');
  const { id, ...overrides } = x;
  if (overrides.allPass !== undefined) {
    if (!isObject(overrides.allPass)) throw new InputError(`scenario.variant.allPass: must be an object of all-pass fields, got ${shortValue(overrides.allPass)}`);
    refuseUnknownKeys(overrides.allPass, ALL_PASS_FIELDS, 'scenario.variant.allPass');
  }
  if (overrides.prices !== undefined) {
    if (!isObject(overrides.prices)) throw new InputError(`scenario.variant.prices: must be an object {"6": …, "misere": …} (any of them; the rest are the preset's), got ${shortValue(overrides.prices)}`);
    refuseUnknownKeys(overrides.prices, PRICE_FIELDS, 'scenario.variant.prices');
  }
  if (overrides.consolation !== undefined) {
    const c = overrides.consolation;
    if (!isObject(c)) throw new InputError(`scenario.variant.consolation: must be {"kind": "contract-price", "multiple": 1 or 2} or {"kind": "fixed", "whistsPerUndertrick": n}, got ${shortValue(c)}`);
    if (c.kind === 'contract-price') refuseUnknownKeys(c, ['kind', 'multiple'], 'scenario.variant.consolation');
    else if (c.kind === 'fixed') refuseUnknownKeys(c, ['kind', 'whistsPerUndertrick'], 'scenario.variant.consolation');
    else throw new InputError(`scenario.variant.consolation.kind: must be "contract-price" or "fixed", got ${shortValue(c.kind)}`);
  }
  const base = id === undefined ? 'sochi' : variantId(id, 'scenario.variant.id');
  // the machine prices a Leningrad price consolation by READING PREF-C13, which would silently
  // override a multiple given here: say so instead
  if (base === 'leningrad' && isObject(overrides.consolation) && overrides.consolation.kind === 'contract-price') {
    throw new InputError('scenario.variant.consolation: in Leningrad the price consolation\'s multiple is the reading PREF-C13 (contract-price or double-price); give it in "readings", not in the variant');
  }
  // likewise Rostov's all-pass progression is READING PREF-C32, which would silently override these
  if (base === 'rostov' && isObject(overrides.allPass)) {
    for (const field of ['progression', 'progressionCap']) {
      if (overrides.allPass[field] !== undefined) throw new InputError(`scenario.variant.allPass.${field}: in Rostov the all-pass progression is the reading PREF-C32 (constant, arithmetic or geometric); give it in "readings", not in the variant`);
    }
  }
  try {
    return makeVariant(base, overrides as VariantOverrides);
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`scenario.${(e as Error).message}`);
  }
}

/**
 * A scenario's `readings` field as parsePreferansScenario reads it: every gap resolved, the
 * overrides checked. Separate so a caller writing many scenarios under one reading set (the
 * simulator) resolves it once.
 */
export function parsePreferansReadings(raw: unknown, field = 'scenario.readings'): Readings {
  if (raw !== undefined && !isObject(raw)) throw new InputError(`${field}: must be an object of gap id → reading id`);
  const readings = resolveReadings([...PREFERANS_RULESET_READINGS, ...PREFERANS_GAPS], (raw as Record<string, unknown>) ?? {}, field);
  // a gap the model fixes has one implemented reading: asking for another would be silently ignored
  for (const g of PREFERANS_GAPS) {
    if (g.status === 'fixed' && readings[g.id] !== g.default) throw new InputError(`${field}.${g.id}: this gap is fixed at ${g.default} (${g.note})`);
  }
  return readings;
}

export function parsePreferansScenario(raw: unknown): PreferansScenario {
  if (!isObject(raw)) throw new InputError('scenario: must be a JSON object');
  checkScenarioRemarks(raw);
  // the shape is the published schema's (schemas/preferans-scenario.schema.json); what needs the
  // players, the variant or the 32 cards is checked below
  checkPreferansScenario(raw);
  const players = (raw.players ?? 3) as 3 | 4;
  const variant = parsePreferansVariant(raw.variant);
  const readings = parsePreferansReadings(raw.readings);

  const version = raw.version === 2 ? 2 : 1;
  const sheet = version === 2 ? parsePreferansSheetV2(raw.sheet, players, variant, 'scenario.sheet') : parsePreferansSheet(raw.sheet, players, variant, 'scenario.sheet');
  const P = variant.poolTarget;
  if (isGameOver({ players, pool: sheet.pool, mountain: sheet.mountain, whists: sheet.whists }, variant)) {
    throw new InputError(
      `scenario.sheet.${version === 2 ? 'seats' : 'pool'}: the game on this sheet is already over (${variant.poolClosing === 'help' ? `every pool has reached ${P}` : `the pools sum to ${players} × ${P}`}, CODE 4.2.3${variant.poolClosing === 'help' ? '' : '.3'}); no further deal is played on it — settle it with \`cardlaw settle\``,
    );
  }
  const agreedTalonPair = (raw.agreedTalonPair ?? 4) as number;
  const dealer = raw.dealer === undefined ? 0 : seatOf(raw.dealer, players, 'scenario.dealer');

  // the cards: every one of the 32 exactly once
  let all: CardMask = 0;
  const place = (cards: Card[], field: string) => {
    cards.forEach((c, i) => {
      if (has(all, c)) throw new InputError(`${field}[${i}]: ${formatCard(c)} appears twice in the scenario`);
      all = add(all, c);
    });
  };
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

  // at most MAX_EVENTS, each one action of a known kind: the schema's
  const events = (raw.events as unknown[]).map((e, index) => parseEvent(e, index, players, version));
  const dealt = hands.reduce<CardMask>((m, h) => m | h, talon.reduce<CardMask>(add, 0));
  for (const e of events) {
    if (e.kind === 'misdeal' && e.card !== undefined && !has(dealt, e.card)) {
      throw new InputError(`scenario.events[${e.index}].card: ${formatCard(e.card)} was not dealt (it is not in a hand or the talon); the card turned up while dealing is one of the cards dealt`);
    }
  }
  return { ruleset: 'preferans', version, title: (raw.title as string | undefined) ?? '', variant, players, readings, sheet, agreedTalonPair, dealer, hands, talon, floor, floorFaceUp, otherDeck, lost, events };
}


export interface PreferansSheetInput {
  pool: number[];
  mountain: number[];
  whists: number[][];
  run: number;
  dealerErrors: number[];
  deals: number;
}

/**
 * A sheet as a scenario (or `cardlaw settle`) gives it, every figure checked: pools whole and
 * within the pool, mountains and whists finite and bounded, counts whole. Absent fields are zeros.
 */
export function parsePreferansSheet(raw: unknown, players: number, variant: PreferansVariant, path: string): PreferansSheetInput {
  const sh = raw === undefined ? {} : raw;
  if (!isObject(sh)) throw new InputError(`${path}: must be an object, got ${shortValue(sh)}`);
  refuseUnknownKeys(sh, SHEET_FIELDS, path);
  const figure = sheetFigures(variant, players);
  let whists: number[][] = Array.from({ length: players }, () => new Array<number>(players).fill(0));
  if (sh.whists !== undefined) {
    if (!Array.isArray(sh.whists) || sh.whists.length !== players) throw new InputError(`${path}.whists: must be ${players} rows of ${players} numbers (whists[i][j]: i wrote on j), got ${shortValue(sh.whists)}`);
    whists = sh.whists.map((row, i) => perSeat(row, players, `${path}.whists[${i}]`, figure.whist));
    whists.forEach((row, i) => {
      if (row[i] !== 0) throw new InputError(`${path}.whists[${i}][${i}]: a player writes no whists on himself; must be 0, got ${row[i]}`);
    });
  }
  return {
    pool: perSeat(sh.pool, players, `${path}.pool`, figure.pool),
    mountain: perSeat(sh.mountain, players, `${path}.mountain`, figure.mountain),
    whists,
    run: sh.allPassRun === undefined ? 0 : figure.run(sh.allPassRun, `${path}.allPassRun`),
    dealerErrors: perSeat(sh.dealerErrors, players, `${path}.dealerErrors`, figure.dealerErrors),
    deals: sh.deals === undefined ? 0 : figure.deals(sh.deals, `${path}.deals`),
  };
}

/**
 * The figures a real sheet can hold, each checked with its path: pools whole and within the pool
 * (Leningrad's may pass P: CODE-4.2.3.3), mountains and whists finite and bounded (a mountain may
 * be negative: CODE-4.1.1), counts whole. Shared by both versions of the sheet.
 */
function sheetFigures(variant: PreferansVariant, players: number) {
  const poolMax = variant.poolClosing === 'help' ? variant.poolTarget : players * variant.poolTarget;
  return {
    pool: (v: unknown, path: string) => integerIn(v, path, 0, poolMax),
    mountain: (v: unknown, path: string) => numberIn(v, path, -MOUNTAIN_LIMIT, MOUNTAIN_LIMIT),
    whist: (v: unknown, path: string) => numberIn(v, path, 0, WHIST_LIMIT),
    dealerErrors: (v: unknown, path: string) => integerIn(v, path, 0, MAX_EVENTS),
    run: (v: unknown, path: string) => integerIn(v, path, 0, MAX_EVENTS),
    deals: (v: unknown, path: string) => integerIn(v, path, 0, 1_000_000),
  };
}

/**
 * A version-2 sheet: keyed by seat (`{"seats": {"1": {"pool": 4, "whists": {"0": 8}}}, "allPassRun": 1}`),
 * every figure checked as in version 1 and named by its own path; a seat the table does not have
 * is refused, a seat or field left out is 0.
 */
export function parsePreferansSheetV2(raw: unknown, players: number, variant: PreferansVariant, path: string): PreferansSheetInput {
  const sh = raw === undefined ? {} : raw;
  if (!isObject(sh)) throw new InputError(`${path}: must be an object, got ${shortValue(sh)}`);
  refuseUnknownKeys(sh, SHEET_V2_FIELDS, path);
  const figure = sheetFigures(variant, players);
  const zeros = () => new Array<number>(players).fill(0);
  const out: PreferansSheetInput = { pool: zeros(), mountain: zeros(), whists: Array.from({ length: players }, zeros), run: 0, dealerErrors: zeros(), deals: 0 };
  const seatKey = (k: string, where: string): number => {
    const seat = /^[0-3]$/.test(k) ? Number(k) : -1;
    if (seat < 0 || seat >= players) throw new InputError(`${where}.${k}: no such seat with ${players} players (seats are "0" to "${players - 1}")`);
    return seat;
  };
  const seats = sh.seats === undefined ? {} : sh.seats;
  if (!isObject(seats)) throw new InputError(`${path}.seats: must be an object keyed by seat ("0", "1", …), got ${shortValue(seats)}`);
  for (const [k, v] of Object.entries(seats)) {
    const seat = seatKey(k, `${path}.seats`);
    const at = `${path}.seats.${k}`;
    if (!isObject(v)) throw new InputError(`${at}: must be an object {"pool", "mountain", "whists", "dealerErrors"}, got ${shortValue(v)}`);
    refuseUnknownKeys(v, SEAT_SHEET_FIELDS, at);
    if (v.pool !== undefined) out.pool[seat] = figure.pool(v.pool, `${at}.pool`);
    if (v.mountain !== undefined) out.mountain[seat] = figure.mountain(v.mountain, `${at}.mountain`);
    if (v.dealerErrors !== undefined) out.dealerErrors[seat] = figure.dealerErrors(v.dealerErrors, `${at}.dealerErrors`);
    if (v.whists !== undefined) {
      if (!isObject(v.whists)) throw new InputError(`${at}.whists: must be an object keyed by the seat written on ("0", "1", …), got ${shortValue(v.whists)}`);
      for (const [j, w] of Object.entries(v.whists)) {
        const on = seatKey(j, `${at}.whists`);
        if (on === seat) throw new InputError(`${at}.whists.${j}: a player writes no whists on himself`);
        out.whists[seat][on] = figure.whist(w, `${at}.whists.${j}`);
      }
    }
  }
  if (sh.allPassRun !== undefined) out.run = figure.run(sh.allPassRun, `${path}.allPassRun`);
  if (sh.deals !== undefined) out.deals = figure.deals(sh.deals, `${path}.deals`);
  return out;
}

function parseEvent(raw: unknown, index: number, players: number, version: 1 | 2): ScenarioEvent {
  const field = `scenario.events[${index}]`;
  // exactly one action, of a known kind, and only keys some event has: the schema's; which keys
  // go with which action is checked here
  const e = raw as Record<string, unknown>;
  const action = EVENT_ACTIONS.find((k) => e[k] !== undefined) as (typeof EVENT_ACTIONS)[number];
  refuseUnknownKeys(e, EVENT_KEYS[action], field);
  for (const k of ['card', 'trick'] as const) {
    if (e[k] !== undefined && version !== 2) throw new InputError(`${field}.${k}: ${k === 'card' ? 'a named card' : 'the trick looked at'} is given in scenario version 2 (add "version": 2)`);
  }
  const card = e.card === undefined ? undefined : cardAt(e.card, `${field}.card`);
  if (e.misdeal !== undefined) {
    if (e.misdeal !== 'talon-pair' && e.pair !== undefined) throw new InputError(`${field}.pair: only a "talon-pair" misdeal names a pair`);
    const pair = e.misdeal === 'talon-pair' ? integerIn(e.pair, `${field}.pair`, 1, 16) : 0;
    if (card !== undefined && e.misdeal !== 'exposed-card') throw new InputError(`${field}.card: only an "exposed-card" misdeal names a card (the one turned up, CODE 3.2.12)`);
    return { kind: 'misdeal', misdeal: e.misdeal as MisdealKind, pair, card, index };
  }
  if (e.score !== undefined) return { kind: 'score', index };
  if (e.discover !== undefined) {
    const d = e.discover as Record<string, unknown>;
    const draw = d.draw === undefined ? undefined : distinctCards(d.draw, `${field}.discover.draw`, 'the draw');
    return { kind: 'discover', by: seatOf(d.by, players, `${field}.discover.by`), draw, index };
  }
  if (e.choice !== undefined) {
    const c = e.choice as { redeal: unknown[] };
    const redeal = c.redeal.map((x, i) => seatOf(x, players, `${field}.choice.redeal[${i}]`));
    redeal.forEach((x, i) => {
      if (redeal.indexOf(x) !== i) throw new InputError(`${field}.choice.redeal[${i}]: seat ${x} is listed twice`);
    });
    return { kind: 'choice', redeal, index };
  }
  if (e.irregularity !== undefined) {
    if (e.drawn !== undefined && e.irregularity !== 'talon-taken') throw new InputError(`${field}.drawn: only a "talon-taken" irregularity has drawn cards`);
    if (e.damages !== undefined && e.irregularity !== 'talon-exposed') throw new InputError(`${field}.damages: only a "talon-exposed" irregularity has damages (CODE 3.3.16.3)`);
    if (card !== undefined && e.irregularity !== 'revoke') throw new InputError(`${field}.card: only a "revoke" claim names a card (the wrong card claimed, CODE 3.9.16.2)`);
    if (e.trick !== undefined && e.irregularity !== 'looked-at-trick') throw new InputError(`${field}.trick: only a "looked-at-trick" names a trick (CODE 3.9.11.2)`);
    const trick = e.trick === undefined ? undefined : integerIn(e.trick, `${field}.trick`, 1, 16);
    const seat = seatOf(e.seat, players, `${field}.seat`);
    const drawn = e.drawn === undefined ? undefined : distinctCards(e.drawn, `${field}.drawn`, 'the drawn talon');
    const damages = perSeat(e.damages, players, `${field}.damages`, (v, path) => numberIn(v, path, 0, WHIST_LIMIT));
    return { kind: 'irregularity', irregularity: e.irregularity as PlayIrregularity, seat, drawn, damages, card, trick, index };
  }
  const seat = seatOf(e.seat, players, `${field}.seat`);
  if (e.call !== undefined) {
    if (e.call === 'pass' || e.call === 'here') return { kind: 'call', seat, call: e.call, index };
    const c = typeof e.call === 'string' ? parseContract(e.call) : undefined;
    if (c === undefined) throw new InputError(`${field}.call: "pass", "here" or a contract such as "6S", "7NT", "MIS"; got ${shortValue(e.call)}`);
    return { kind: 'call', seat, call: c, index };
  }
  if (e.contract !== undefined) {
    const c = typeof e.contract === 'string' ? parseContract(e.contract) : undefined;
    if (c === undefined) throw new InputError(`${field}.contract: a contract such as "6S", "8NT", "MIS"; got ${shortValue(e.contract)}`);
    if (e.discard === undefined) throw new InputError(`${field}.discard: the cards the declarer puts aside (normally two)`);
    return { kind: 'contract', seat, discard: distinctCards(e.discard, `${field}.discard`, 'the discard'), contract: c, index };
  }
  if (e.whist !== undefined) {
    return { kind: 'whist', seat, whist: e.whist as WhistCall, index };
  }
  return { kind: 'play', seat, card: cardAt(e.play, `${field}.play`), index };
}
