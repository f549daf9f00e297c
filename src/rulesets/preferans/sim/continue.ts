/**
 * Going on after an irregularity: whatever the table's probe says is to be done next, decided by
 * the players, until the deal is over. After a wrong count's discovery the players bid, name and
 * whist by the policies but play the lowest legal card (as build.ts's autoplay); after any other
 * irregularity they play by the play policy too.
 *
 * @internal
 */
import { probe, type Probe } from '../table.ts';
import type { CallText, ScenarioEvent } from '../scenario.ts';
import { parseContract, type ContractId } from '../mechanics/contracts.ts';
import { chooseContract, choosePlay, chooseWhist, targetContract } from '../policies.ts';
import type { SimRng } from '../../../core/sim/simRng.ts';
import type { DealSession } from './session.ts';

/** How many steps a continuation may take: far more than any deal has. */
const GUARD = 400;

const maskOf = (cards: readonly number[]): number => {
  let m = 0;
  for (const c of cards) m = (m | (1 << c)) >>> 0;
  return m;
};

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
    const p = ses.probe();
    const index = ses.events.length;
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
    } else if (p.legal.length > 0) {
      const pool = p.exposed.length > 0 ? p.exposed : p.legal;
      // the lowest rank, then the lowest code
      const card = pool.reduce((x, y) => ((x & 7) < (y & 7) || ((x & 7) === (y & 7) && x < y) ? x : y));
      ses.push({ kind: 'play', seat: p.seat, card, index });
    } else break;
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
    } else if (p.legal.length > 0) {
      const card = choosePlay(maskOf(p.exposed.length > 0 ? p.exposed : p.legal), { cards: p.play.trick, led: p.play.led, trump: p.play.trump, wantTricks: p.play.kind === 'game' });
      ses.push({ kind: 'play', seat: p.seat, card, index });
    } else return;
  }
}
