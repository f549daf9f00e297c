/**
 * Going on after an irregularity: whatever the table's probe says is to be done next, decided by
 * the players, until the deal is over. After a wrong count's discovery the players bid, name and
 * whist by the policies but play the lowest legal card (as build.ts's autoplay); after any other
 * irregularity they play by the play policy too.
 *
 * @internal
 */
import type { Card } from '../../../core/cards/card.ts';
import { ledSuit, legalNow, playing, playOver, probe, toPlay, type PreferansTable, type Probe } from '../table.ts';
import type { CallText, ScenarioEvent } from '../scenario.ts';
import { parseContract, type ContractId } from '../mechanics/contracts.ts';
import { chooseContract, choosePlay, chooseWhist, lowestOf, targetContract, type TrickView } from '../policies.ts';
import type { SimRng } from '../../../core/sim/simRng.ts';
import type { DealSession } from './session.ts';

/** How many steps a continuation may take: far more than any deal has. */
const GUARD = 400;

const maskOf = (cards: readonly number[]): number => {
  let m = 0;
  for (const c of cards) m = (m | (1 << c)) >>> 0;
  return m;
};

/**
 * Whose card it is while the table is in play, and the cards he may choose from: what the probe's
 * play branch reports (views.ts), read from the trick table as masks instead of the probe's card
 * lists — most steps of a continuation are cards, and the probe builds a dozen arrays per step.
 * One object, rewritten by `cardTurn` (a continuation reads it before its next step).
 */
interface CardTurn {
  seat: number;
  /** the exposed cards he may play, if any (they go first), else every card he may play */
  pool: number;
  readonly view: TrickView & { cards: Card[] };
}
const TURN: CardTurn = { seat: -1, pool: 0, view: { cards: [], led: -1, trump: -1, wantTricks: false } };

/**
 * Fills TURN and returns true when a card is due (the deal started and not ended, a trick table
 * in play with a seat to play); false otherwise, and the probe says what is to be done.
 */
function cardTurn(t: PreferansTable): boolean {
  const tt = t.trickTable;
  if (!t.started || t.ended || !tt || playOver(tt) || !playing(t.state)) return false;
  const seat = toPlay(tt);
  if (seat < 0) return false;
  const legal = legalNow(tt, seat);
  const exposed = (tt.exposed[seat] & legal) >>> 0;
  TURN.seat = seat;
  TURN.pool = exposed !== 0 ? exposed : legal >>> 0;
  const v = TURN.view;
  v.cards.length = 0;
  for (const x of tt.current) v.cards.push(x.card);
  v.led = ledSuit(tt);
  v.trump = tt.trump;
  v.wantTricks = tt.kind === 'game';
  return true;
}

/** The card played after a wrong count's discovery (as build.ts's autoplay): the lowest rank, then the lowest code. */
export const autoplayCard = (pool: number): Card => lowestOf(pool);

/** `autoplayCard` card by card, as written before the masks: the reference its property test compares it with. */
export const autoplayCardReference = (pool: readonly Card[]): Card => pool.reduce((x, y) => ((x & 7) < (y & 7) || ((x & 7) === (y & 7) && x < y) ? x : y));

/** The bidder's call: the lowest bid up to his estimate (`target`), else pass (or the only call left). */
function callFor(p: Probe, target: number): CallText {
  let lowest = -1;
  for (const c of p.calls) {
    if (c === 'pass' || c === 'here' || c === 'MIS') continue;
    const k = parseContract(c)!;
    if (k <= target && (lowest < 0 || k < lowest)) lowest = k;
  }
  if (lowest >= 0) return lowest as ContractId;
  const only = p.calls.includes('pass') ? 'pass' : p.calls[0];
  return only === 'pass' || only === 'here' ? only : (parseContract(only) as ContractId);
}

/** The declarer's contract and discard among the contracts the probe offers. */
function contractEvent(p: Probe, index: number): ScenarioEvent {
  const legal = p.contracts.map((c) => parseContract(c)!);
  const named = chooseContract(legal.length === 1 ? legal[0] : -1, maskOf(p.talonHand), legal);
  return { kind: 'contract', seat: p.seat, contract: named.contract as ContractId, discard: named.discard, index };
}

/** After a wrong count's discovery: a redeal choice, a resumed auction or a replay, until the deal is over. */
export function continueAfterDiscovery(ses: DealSession, dealt: readonly number[], contract: number, rng: SimRng): void {
  const params = ses.setup.params;
  let current = contract;
  for (let guard = 0; guard < GUARD; guard++) {
    const index = ses.events.length;
    if (cardTurn(ses.table)) {
      ses.push({ kind: 'play', seat: TURN.seat, card: autoplayCard(TURN.pool), index });
      continue;
    }
    const p = ses.probe();
    if (p.state === 'tenCard' && p.choosers.length > 0) {
      const redeal = p.choosers.filter(() => rng.float() < 0.5);
      let choice: ScenarioEvent = { kind: 'choice', redeal, index };
      if (redeal.length < p.choosers.length) {
        // with the missing card lost (or in another deck) the hands cannot be made up: the table
        // refuses to play on, and the players have no choice but a redeal (tried on a scratch
        // table, since a refused move leaves a table unusable)
        try {
          const trial = ses.tables.scratch(ses.head);
          for (const e of ses.events) trial.push(e);
          trial.push(choice);
          probe(trial);
        } catch {
          choice = { kind: 'choice', redeal: p.choosers.slice(), index };
        }
      }
      ses.push(choice);
      continue;
    }
    if (p.seat < 0) break;
    if (p.calls.length > 0) {
      ses.push({ kind: 'call', seat: p.seat, call: callFor(p, targetContract(dealt[p.seat], params, rng)), index });
    } else if (p.contracts.length > 0) {
      const e = contractEvent(p, index);
      current = (e as { contract: number }).contract;
      ses.push(e);
    } else if (p.whists.length > 0) {
      ses.push({ kind: 'whist', seat: p.seat, whist: chooseWhist(p.whists as never, dealt[p.seat], current, params), index });
    } else break; // a card to play is cardTurn's (the probe's play branch)
  }
}

/**
 * After an irregularity of the other kinds: the players go on by their policies as the table's
 * probe says (the bidding: the lowest bid up to the bidder's estimate, else pass; a card: the
 * play policy, an exposed card first when it may be played). `hook` runs before every step and
 * may push an event; `atEnd` runs when nobody is to act and returns true when it pushed one.
 */
export function continueByPolicy(ses: DealSession, rng: SimRng, hook?: () => void, atEnd?: () => boolean): void {
  const params = ses.setup.params;
  for (let guard = 0; guard < GUARD; guard++) {
    hook?.();
    if (cardTurn(ses.table)) {
      ses.push({ kind: 'play', seat: TURN.seat, card: choosePlay(TURN.pool, TURN.view), index: ses.events.length });
      continue;
    }
    const p = ses.probe();
    if (p.seat < 0) {
      if (atEnd?.()) continue;
      return;
    }
    const index = ses.events.length;
    const hand = maskOf(p.hand);
    if (p.calls.length > 0) {
      ses.push({ kind: 'call', seat: p.seat, call: callFor(p, targetContract(hand, params, rng)), index });
    } else if (p.contracts.length > 0) {
      ses.push(contractEvent(p, index));
    } else if (p.whists.length > 0) {
      ses.push({ kind: 'whist', seat: p.seat, whist: chooseWhist(p.whists as never, hand, ses.contract, params), index });
    } else return; // a card to play is cardTurn's (the probe's play branch)
  }
}
