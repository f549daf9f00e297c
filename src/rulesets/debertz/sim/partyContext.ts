/**
 * A new party's context without building one: the compiled runtime mutates its context in place
 * and nothing keeps the previous party's (replays and audits copy what they keep), so the
 * simulator resets the previous context object to the initial values of a template (one
 * `initialContext` per driver, never mutated) instead of allocating a context and its fourteen
 * arrays per party. The XState engine's context belongs to the actor: it gets a fresh one; so
 * does a context whose fields are not exactly `CONTEXT_KEYS` (`knowsEveryField`).
 *
 * @internal
 */
import type { DebertzContext } from '../machine/context.ts';
import { emptyArray } from '../machine/rules/common.ts';

/** The fields of `initialContext`'s result, in order, that `partyContext` resets (it checks them). */
export const CONTEXT_KEYS: readonly (keyof DebertzContext)[] = [
  'players', 'sides', 'sideOf', 'singleOpponent', 'target', 'readings', 'scores', 'marks', 'pot', 'potDeclarer', 'specialPending', 'dealer', 'deals', 'winner',
  'potIn', 'potOut', 'potVoided', 'special', 'declarer', 'offender', 'cause', 'completed', 'taken', 'tricks', 'melds', 'passed', 'unplayed', 'debercSeat',
  'outcome', 'baydSide', 'credits', 'potCredits', 'penalties', 'trail', 'consulted', 'entries', 'silences',
];

function copyInto(to: number[], from: readonly number[]): void {
  if (to.length !== from.length) to.length = from.length;
  for (let i = 0; i < from.length; i++) to[i] = from[i];
}

/** Whether `resetPartyContext` resets every field of `template` (a fresh `initialContext`). */
export function knowsEveryField(template: DebertzContext): boolean {
  return Object.keys(template).join() === CONTEXT_KEYS.join() && template.trail.length + template.consulted.length + template.entries.length + template.silences.length === 0;
}

/** `c` reset in place to `t` (a party's initial context) with dealer `dealer`. */
export function resetPartyContext(c: DebertzContext, t: DebertzContext, dealer: number): DebertzContext {
    c.players = t.players;
    c.sides = t.sides;
    copyInto(c.sideOf, t.sideOf);
    c.singleOpponent = t.singleOpponent;
    c.target = t.target;
    c.readings = t.readings;
    copyInto(c.scores, t.scores);
    copyInto(c.marks, t.marks);
    c.pot = t.pot;
    c.potDeclarer = t.potDeclarer;
    c.specialPending = t.specialPending;
    c.dealer = dealer;
    c.deals = t.deals;
    c.winner = t.winner;
    c.potIn = t.potIn;
    c.potOut = t.potOut;
    c.potVoided = t.potVoided;
    c.special = t.special;
    c.declarer = t.declarer;
    c.offender = t.offender;
    c.cause = t.cause;
    c.completed = t.completed;
    copyInto(c.taken, t.taken);
    copyInto(c.tricks, t.tricks);
    copyInto(c.melds, t.melds);
    copyInto(c.passed, t.passed);
    c.unplayed = t.unplayed;
    c.debercSeat = t.debercSeat;
    c.outcome = t.outcome;
    c.baydSide = t.baydSide;
    copyInto(c.credits, t.credits);
    copyInto(c.potCredits, t.potCredits);
    copyInto(c.penalties, t.penalties);
    emptyArray(c.trail);
    emptyArray(c.consulted);
    emptyArray(c.entries);
    emptyArray(c.silences);
    return c;
}
