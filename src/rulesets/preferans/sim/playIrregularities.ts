/**
 * Play irregularities: a revoke (claimed later, corrected at once in the same trick, or never
 * claimed: CODE-3.9.16), a lead out of turn (CODE-3.9.14), a play out of turn claimed late
 * (CODE-3.9.14.5), a look at an old trick (CODE-3.9.11.2) and the declarer's look at his discard
 * (CODE-3.4.9). Placed among the plays the deal was generated with (their records: who played,
 * with which cards in every hand).
 *
 * @internal
 */
import { cardsOf } from '../../../core/cards/mask.ts';
import type { PlayIrregularity } from '../machine/events.ts';
import type { ScenarioEvent } from '../scenario.ts';
import { continueByPolicy } from './continue.ts';
import type { PlayRecord } from './byPolicy.ts';
import { anySeat, pick, range, upTo, type Injection } from './injection.ts';
import type { OtherKind } from './kinds.ts';
import type { DealToRule } from './rule.ts';
import type { DealSession } from './session.ts';

const noDamages = (inj: Injection): number[] => new Array<number>(inj.setup.players).fill(0);

const claimEvent = (inj: Injection, irregularity: PlayIrregularity, seat: number, index: number): ScenarioEvent => ({ kind: 'irregularity', irregularity, seat, drawn: undefined, damages: noDamages(inj), card: undefined, trick: undefined, index });

export function injectPlayIrregularity(name: OtherKind, inj: Injection): DealToRule | null {
  const { gen } = inj;
  if (gen.playFrom < 0 || gen.plays.length === 0) return null;
  if (name === 'revoke' || name === 'revokeCorrected' || name === 'revokeUnclaimed') return revoke(name, inj);
  if (name === 'leadOutOfTurn') return leadOutOfTurn(inj);
  return claimOrLook(name, inj);
}

/** A card breaking the follow/trump rule, only where the player holds one. */
function revoke(name: 'revoke' | 'revokeCorrected' | 'revokeUnclaimed', inj: Injection): DealToRule | null {
  const { gen, orng, rng } = inj;
  const plays = gen.plays;
  const start = Math.min(plays.length - 1, Math.floor(inj.frac * plays.length));
  // a correction «in the same trick» needs a later card of the trick: the table closes a trick at its last card
  const can = (r: PlayRecord) => r.illegal !== 0 && (name !== 'revokeCorrected' || !r.last);
  let j = start;
  while (j < plays.length && !can(plays[j])) j++;
  if (j >= plays.length) return null;
  const r = plays[j];
  const ses = upTo(inj, gen.playFrom + j);
  const wrong = cardsOf(r.illegal);
  ses.push({ kind: 'play', seat: r.seat, card: wrong[orng.int(0, wrong.length - 1)], index: ses.events.length });
  if (name === 'revokeCorrected') {
    ses.push(claimEvent(inj, 'revoke-corrected', r.seat, ses.events.length)); // CODE-3.9.16.1: at once, in the same trick
    continueByPolicy(ses, rng);
  } else if (name === 'revokeUnclaimed') continueByPolicy(ses, rng);
  else claimLater(inj, ses, r, orng.int(Math.min(plays.length, 3 * (r.tricks + 1)), plays.length));
  return { head: inj.head, events: ses.events, session: ses };
}

/** The revoke claimed after its trick is complete, before the `m`-th play or once play is over. */
function claimLater(inj: Injection, ses: DealSession, r: PlayRecord, m: number): void {
  let claimed = false;
  const claim = () => {
    claimed = true;
    ses.push(claimEvent(inj, 'revoke', r.seat, ses.events.length));
  };
  continueByPolicy(
    ses,
    inj.rng,
    () => {
      if (!claimed && ses.plays >= m) claim();
    },
    () => {
      if (claimed) return false;
      claim();
      return true;
    },
  );
}

/** A card led by a seat other than the one to lead (CODE-3.9.14): the table sees it from the plays. */
function leadOutOfTurn(inj: Injection): DealToRule | null {
  const { gen, orng } = inj;
  const plays = gen.plays;
  const leads = plays.map((r, j) => (r.lead ? j : -1)).filter((j) => j >= 0);
  const j = pick(inj, leads);
  if (j === undefined) return null;
  const r = plays[j];
  const others = inj.order.filter((s) => s !== r.seat && r.hands[s] !== 0);
  if (others.length === 0) return null;
  const seat = others[orng.int(0, others.length - 1)];
  const cards = cardsOf(r.hands[seat]);
  const ses = upTo(inj, gen.playFrom + j);
  ses.push({ kind: 'play', seat, card: cards[orng.int(0, cards.length - 1)], index: ses.events.length });
  continueByPolicy(ses, inj.rng);
  return { head: inj.head, events: ses.events, session: ses };
}

/** Claims and looks during play, or once play is over before the result is written. */
function claimOrLook(name: OtherKind, inj: Injection): DealToRule | null {
  const { gen } = inj;
  const n = gen.events.length;
  const within = (minTricks: number) => [...gen.plays.map((r, j) => (r.tricks >= minTricks ? gen.playFrom + j : -1)).filter((q) => q >= 0), n];
  let q: number | undefined;
  let seat: number;
  let irregularity: PlayIrregularity;
  if (name === 'outOfTurnLate') {
    q = pick(inj, within(1)); // CODE-3.9.14.5: after the trick with the play out of turn is complete
    seat = anySeat(inj);
    irregularity = 'out-of-turn-late';
  } else if (name === 'lookedAtTrick') {
    q = pick(inj, within(2)); // CODE-3.9.11.2: a trick other than the last one
    seat = anySeat(inj);
    irregularity = 'looked-at-trick';
  } else {
    if (gen.declarer < 0) return null; // CODE-3.4.9: only the declarer has a discard
    q = pick(inj, range(gen.playFrom, n + 1));
    seat = gen.declarer;
    irregularity = 'looked-at-discard';
  }
  if (q === undefined) return null;
  const ses = upTo(inj, q);
  ses.push(claimEvent(inj, irregularity, seat, q));
  continueByPolicy(ses, inj.rng);
  return { head: inj.head, events: ses.events, session: ses };
}
