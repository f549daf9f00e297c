/**
 * The judge scenario of a simulated deal (docs/scenario-format.md), built as the judge reads it.
 * The driver used to write every deal as JSON and parse it back; now the parsed form is built
 * directly (the header's variant and readings once per driver) and JSON is written only for a
 * replay, field for field as the parser would read it back.
 *
 * @internal
 */
import type { Card } from '../../../core/cards/card.ts';
import { cardsOf } from '../../../core/cards/mask.ts';
import { formatCard } from '../../../core/cards/notation.ts';
import { contractCode, type ContractId } from '../mechanics/contracts.ts';
import type { PreferansScenario, ScenarioEvent } from '../scenario.ts';
import type { PreferansSetup } from './setup.ts';
import type { PartySheet } from './sheet.ts';

export type Json = Record<string, unknown>;

/** A scenario without its events. */
export type DealHead = Omit<PreferansScenario, 'events'>;

/** Where the cards lie once dealt (a wrong count moves one). */
export interface DealtCards {
  hands: number[];
  talon: Card[];
  floor: Card[];
  floorFaceUp: Card[];
  otherDeck: Card[];
  lost: Card[];
}

export function dealHead(setup: PreferansSetup, title: string, sheet: PartySheet, cards: DealtCards): DealHead {
  return {
    ruleset: 'preferans',
    version: 1,
    title,
    variant: setup.scenarioVariant,
    players: setup.players,
    readings: setup.scenarioReadings,
    // the party sheet's arrays, shared: moveSheet replaces them and nothing writes into them (the
    // machine's context starts from copies, initialContext), so the head keeps the sheet the deal began with
    sheet: { pool: sheet.pool, mountain: sheet.mountain, whists: sheet.whists, run: sheet.run, dealerErrors: sheet.dealerErrors, deals: sheet.deals },
    agreedTalonPair: 4,
    dealer: sheet.dealer,
    hands: cards.hands.map((h) => h >>> 0),
    talon: cards.talon.slice(),
    floor: cards.floor.slice(),
    floorFaceUp: cards.floorFaceUp.slice(),
    otherDeck: cards.otherDeck.slice(),
    lost: cards.lost.slice(),
  };
}

/** The scenario of `head` with `events` (each event's `index` must be its position, as the parser numbers them). */
export const scenarioOf = (head: DealHead, events: ScenarioEvent[]): PreferansScenario => ({ ...head, events });

/** `events` numbered from their positions (events moved by an insertion are copied, the others kept). */
export function numbered(events: readonly ScenarioEvent[]): ScenarioEvent[] {
  return events.map((e, i) => (e.index === i ? e : { ...e, index: i }));
}

/** The scenario as JSON, for a replay: what the driver wrote when every deal went through JSON. */
export function scenarioJson(setup: PreferansSetup, head: PreferansScenario): Json {
  const sh = head.sheet;
  const cards = (list: readonly Card[]) => list.map(formatCard);
  return {
    ruleset: 'preferans',
    title: head.title,
    variant: setup.variant.id,
    players: head.players,
    readings: { ...setup.spec.readings },
    sheet: { pool: sh.pool.slice(), mountain: sh.mountain.slice(), whists: sh.whists.map((r) => r.slice()), allPassRun: sh.run, dealerErrors: sh.dealerErrors.slice(), deals: sh.deals },
    dealer: head.dealer,
    hands: head.hands.map((h) => cards(cardsOf(h))),
    talon: cards(head.talon),
    ...(head.floor.length ? { floor: cards(head.floor) } : {}),
    ...(head.floorFaceUp.length ? { floorFaceUp: cards(head.floorFaceUp) } : {}),
    ...(head.otherDeck.length ? { otherDeck: cards(head.otherDeck) } : {}),
    ...(head.lost.length ? { lost: cards(head.lost) } : {}),
    events: head.events.map(eventJson),
  };
}

/** One event as JSON, with exactly the fields the driver gives such an event. */
export function eventJson(e: ScenarioEvent): Json {
  switch (e.kind) {
    case 'misdeal':
      // only the talon dealt at a wrong pair names the pair
      return e.misdeal === 'talon-pair' ? { misdeal: e.misdeal, pair: e.pair } : { misdeal: e.misdeal };
    case 'score':
      return { score: true };
    case 'discover':
      return { discover: e.draw === undefined ? { by: e.by } : { by: e.by, draw: e.draw.map(formatCard) } };
    case 'choice':
      return { choice: { redeal: e.redeal.slice() } };
    case 'irregularity': {
      const out: Json = { irregularity: e.irregularity, seat: e.seat };
      if (e.drawn !== undefined) out.drawn = e.drawn.map(formatCard);
      // the driver gives damages only for the talon exposed (CODE-3.3.16.3); elsewhere they are the parser's zeros
      if (e.irregularity === 'talon-exposed') out.damages = e.damages.slice();
      return out;
    }
    case 'call':
      return { seat: e.seat, call: typeof e.call === 'number' ? contractCode(e.call) : e.call };
    case 'contract':
      return { seat: e.seat, contract: contractCode(e.contract as ContractId), discard: e.discard.map(formatCard) };
    case 'whist':
      return { seat: e.seat, whist: e.whist };
    case 'play':
      return { seat: e.seat, play: formatCard(e.card) };
  }
}
