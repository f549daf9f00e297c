/**
 * Wrong counts (CODE-3.2.16–3.2.23, PCR-4): the dealt cards are misdealt for real — one card of a
 * hand moved to another hand (9 and 11), into the talon (3), to the floor (face down or up), into
 * another deck, or lost, or a talon card dealt into a hand (11 and a talon of 1) — and the deal
 * is first played as if nobody noticed. The discovery is placed before one of the deal's events
 * (or after the result is written), drawn by `spec.discovery` over every point the table accepts
 * one (not during the whist decisions); from there the deal goes on as the table's probe says.
 *
 * @internal
 */
import { cardsOf } from '../../../core/cards/mask.ts';
import type { ScenarioEvent } from '../scenario.ts';
import type { SimRng } from '../../../core/sim/simRng.ts';
import { continueAfterDiscovery } from './continue.ts';
import type { DealHead, DealtCards } from './dealScenario.ts';
import type { Generated } from './byPolicy.ts';
import type { WrongCountKind } from './kinds.ts';
import type { DealToRule } from './rule.ts';
import { DealSession } from './session.ts';
import type { PreferansSetup } from './setup.ts';
import type { DealTables } from './tables.ts';

/** Moves one card as the wrong count `kind` says, drawing the short hand and the card from `irng`. */
export function misdeal(kind: WrongCountKind, cards: DealtCards, order: readonly number[], irng: SimRng): void {
  const { hands, talon } = cards;
  const short = order[irng.int(0, 2)];
  const held = cardsOf(hands[short]);
  if (kind === 'longHandShortTalon') {
    const c = talon.splice(irng.int(0, 1), 1)[0];
    hands[short] = (hands[short] | (1 << c)) >>> 0;
    return;
  }
  const card = held[irng.int(0, held.length - 1)];
  hands[short] = (hands[short] & ~(1 << card)) >>> 0;
  if (kind === 'wrongCountHand') {
    const others = order.filter((s) => s !== short);
    const to = others[irng.int(0, 1)];
    hands[to] = (hands[to] | (1 << card)) >>> 0;
  } else if (kind === 'wrongCountTalon') talon.push(card);
  else if (kind === 'wrongCountFloor') cards.floor.push(card);
  else if (kind === 'wrongCountFloorFaceUp') cards.floorFaceUp.push(card);
  else if (kind === 'wrongCountOtherDeck') cards.otherDeck.push(card);
  else cards.lost.push(card);
}

/**
 * The wrong count discovered: `point` names where (the machine's state, `auction-before-first-call`
 * or `after-scoring`); `deal` is the whole deal (its moves, and the session that made them on the
 * ruled table), or `failure` what the table refused while the deal went on after the discovery.
 */
export type Discovery = { point: string; deal: DealToRule; failure?: undefined } | { point: string; deal?: undefined; failure: unknown };

/** Places the discovery in the generated deal and goes on from it; `hands` are the cards as dealt. */
export function discover(setup: PreferansSetup, tables: DealTables, head: DealHead, gen: Generated, hands: readonly number[], irng: SimRng, rng: SimRng, audit: boolean): Discovery {
  // the discovery points: before any event but inside the whist decisions, or after the result is written
  const n = gen.events.length;
  const points: number[] = [];
  for (let p = 0; p <= n + 1; p++) if (p < gen.whistFrom || p > gen.whistTo) points.push(p);
  const p = setup.spec.discovery === 'first-opportunity' ? points[0] : points[irng.int(0, points.length - 1)];
  const by = irng.int(0, setup.players - 1);
  if (p === n + 1) {
    const events: ScenarioEvent[] = [...gen.events, { kind: 'score', index: n }, { kind: 'discover', by, draw: undefined, index: n + 1 }];
    return { point: 'after-scoring', deal: { head, events, session: null } };
  }
  const ses = new DealSession(setup, tables, head, audit);
  ses.pushAll(gen.events, p);
  const st = ses.probe().state;
  const point = st === 'auction' && p === 0 ? 'auction-before-first-call' : st;
  try {
    ses.push({ kind: 'discover', by, draw: undefined, index: p });
    continueAfterDiscovery(ses, hands, gen.contract, rng);
  } catch (e) {
    return { point, failure: e };
  }
  return { point, deal: { head, events: ses.events, session: ses } };
}
