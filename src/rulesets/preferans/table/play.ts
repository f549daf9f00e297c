/**
 * The play at the table: the trick table (tricks.ts) opened for a game, a misère or an all-pass,
 * each card checked and sent to the machine as LED, TRICK and PLAY_COMPLETE; a lead out of turn
 * as the irregularity it is (CODE-3.9.14).
 *
 * @internal
 */
import { formatCard } from '../../../core/cards/notation.ts';
import { add, cardsOf, has } from '../../../core/cards/mask.ts';
import { InputError } from '../../../core/regulation/readings.ts';
import { trumpOf, type ContractId } from '../mechanics/contracts.ts';
import type { NoSuitWinner } from '../mechanics/play.ts';
import type { ScenarioEvent } from '../scenario.ts';
import type { PreferansTable } from './state.ts';
import { legalNow, newTable, play, playOver, shortPlay, toPlay, type ShortTrickRule } from './tricks.ts';

/** READING PREF-G23 (peeked: consulted only when a hand runs short, in playCard) */
export function shortRuleOf(t: PreferansTable): ShortTrickRule {
  return t.readings['PREF-G23'] === 'incomplete-void' ? 'incomplete-void' : 'code-fn15';
}

/** READING PREF-C20 (peeked: consulted only when a trick needs it, in playCard) */
export function noSuitWinnerOf(t: PreferansTable): NoSuitWinner {
  return t.readings['PREF-C20'] === 'highest-rank' ? 'highest-rank' : 'first-hand-suit';
}

export function startGameTable(t: PreferansTable, kind: 'game' | 'misere'): void {
  t.trickTable = newTable({ kind, trump: kind === 'game' ? trumpOf(t.contract as ContractId) : -1, order: t.order, sitter: t.sitter, talonLead: 'none', talon: [], shortRule: shortRuleOf(t), noSuitWinner: noSuitWinnerOf(t), hands: t.hands.slice(), exposed: t.exposedCards.slice() });
  t.startHands = t.hands.slice();
}

export function startAllPassTable(t: PreferansTable): void {
  const talonUsed = t.deal.variant.allPass.talon === 'used';
  t.trickTable = newTable({
    kind: 'all-pass',
    trump: -1,
    order: t.order,
    sitter: t.sitter,
    // CODE-3.7.6: the talon names the suit of the first two tricks (3 players) or the dealer leads them with it (4)
    talonLead: !talonUsed ? 'none' : t.players === 4 ? 'leads' : 'names-suit',
    talon: t.lists.talon.slice(),
    shortRule: shortRuleOf(t),
    noSuitWinner: noSuitWinnerOf(t),
    hands: t.hands.slice(),
    exposed: t.exposedCards.slice(),
  });
  t.startHands = t.hands.slice();
}

/**
 * READING PREF-C28 recorded as consulted: an event that tells a started play from one not yet
 * started (a look at the discard, CODE-3.4.9; a count discovery, 3.4.6 / 3.9.18) comes between a
 * game's first card led out of turn and the correct first lead.
 */
export function noteOutOfTurnOpening(t: PreferansTable): void {
  if (t.outOfTurnOpening) t.consult('PREF-C28');
}

/**
 * `scenario.events[i]`, the field an InputError names for a refused move: built only when a move
 * is refused, by this module-level function (a template string per move, or a closure per move
 * — tsx names each closure it creates — would cost every move of every simulated deal).
 */
export const fieldOf = (e: { readonly index: number }): string => `scenario.events[${e.index}]`;

/** The machine is in a state where cards are played. */
export const playing = (st: string): boolean => st === 'play' || st === 'replay' || st.startsWith('allPass');

export function playCard(t: PreferansTable, e: Extract<ScenarioEvent, { kind: 'play' }>): void {
  const st = t.state;
  const tt = t.trickTable;
  if (!tt || !playing(st)) {
    const o = t.whistState?.status === 'closed' ? t.whistState.outcome : undefined;
    if (o && o.kind !== 'played') {
      const why = o.kind === 'half-whist' ? `seat ${o.halfWhister}'s half-whist stood (CODE 3.8.7)` : 'both defenders passed (CODE 3.5.3, 4.2.3.2)';
      throw new InputError(`scenario.events[${e.index}]: no card is played in this deal: ${why}, so the contract counts as made without play`);
    }
    if (tt && playOver(tt)) throw new InputError(`scenario.events[${e.index}]: play is already over`);
    throw new InputError(`scenario.events[${e.index}]: a card is played only once play has begun (now: ${st})`);
  }
  if (playOver(tt)) throw new InputError(`scenario.events[${e.index}]: play is already over`);
  if (!has(tt.hands[e.seat], e.card)) throw new InputError(`${fieldOf(e)}.play: seat ${e.seat} does not hold ${formatCard(e.card)}`);
  const expected = toPlay(tt);
  if (e.seat !== expected) {
    if (tt.current.length > 0) throw new InputError(`${fieldOf(e)}.play: seat ${e.seat} plays out of turn in the middle of a trick (seat ${expected} is to play); only a lead out of turn is modelled (CODE 3.9.14)`);
    if (!t.ctx.led) {
      // READING PREF-C28: the lead out of turn is the first lead (as before), or only the correct
      // lead starts the play; on an all-pass 3.9.14.3 ends the play at once, so it always leads.
      // Consulted where the readings part: a look at the discard or a count discovery before the
      // correct first lead (noteOutOfTurnOpening)
      const opening = tt.kind !== 'all-pass' && tt.tricks.length < 9;
      t.outOfTurnOpening = opening;
      if (!opening || t.readings['PREF-C28'] !== 'correct-lead-only') t.send({ type: 'LED' });
    }
    t.send({ type: 'IRREGULARITY', kind: 'lead-out-of-turn', seat: e.seat, trick: tt.tricks.length, damages: new Array(t.players).fill(0) });
    if (t.state === 'played') return; // CODE-3.9.14.3: the offender takes every remaining trick
    if (tt.tricks.length >= 9) {
      tt.leader = e.seat; // CODE-3.9.21: no consequence in the last trick; the lead stands
    } else {
      // CODE-3.9.14, 3.9.15: the card stays face up, to be played at the first legal chance
      tt.exposed[e.seat] = add(tt.exposed[e.seat], e.card);
      return;
    }
  }
  // the legal cards are looked up only for a seat with a card exposed (most plays have none)
  const exposed = tt.exposed[e.seat];
  const exposedLegal = exposed === 0 ? 0 : exposed & legalNow(tt, e.seat);
  if (exposedLegal !== 0 && !has(tt.exposed[e.seat], e.card)) {
    // READING PREF-G36: must an exposed card be played at the first legal chance in an all-pass too?
    const must = tt.kind !== 'all-pass' || t.consult('PREF-G36') === 'code-3-9-14-next';
    if (must) throw new InputError(`${fieldOf(e)}.play: seat ${e.seat} must play his exposed card ${cardsOf(exposedLegal).map(formatCard).join(' or ')} at the first legal chance (CODE 3.9.14${tt.kind === 'all-pass' ? '; PREF-G36 code-3-9-14-next' : ''})`);
  }
  if (tt.kind === 'all-pass' && tt.exposed[e.seat] !== 0) t.consult('PREF-G36');
  if (tt.tricks.length === 0 && tt.current.length === 0) {
    t.outOfTurnOpening = false;
    t.send({ type: 'LED' });
  }
  const trick = play(tt, e.seat, e.card);
  if (trick) {
    if (tt.shortTricks > 0) t.consult('PREF-G23');
    if (trick.noSuit) t.consult('PREF-C20');
    t.send({ type: 'TRICK', winner: trick.winner });
  }
  if (playOver(tt)) {
    if (shortPlay(tt)) t.consult('PREF-G23');
    t.send({ type: 'PLAY_COMPLETE' });
  }
}
