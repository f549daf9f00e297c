/**
 * Irregularities given as moves: the talon seen, peeked at, taken or exposed in the bidding
 * (CODE-3.2.19, 3.2.20, 3.3.16), a revoke claimed (3.9.16.2) or corrected at once (3.9.16.1), a
 * play out of turn claimed late, looks at an old trick or at the discard. Each is checked against
 * the table and sent to the machine as IRREGULARITY; the table then moves the cards as ruled.
 *
 * @internal
 */
import type { Card } from '../../../core/cards/card.ts';
import { formatCard } from '../../../core/cards/notation.ts';
import { type CardMask, add, has, remove } from '../../../core/cards/mask.ts';
import { InputError } from '../../../core/regulation/readings.ts';
import { LOWEST, type ContractId } from '../mechanics/contracts.ts';
import type { ScenarioEvent } from '../scenario.ts';
import { closeAuctionIfDone } from './bidding.ts';
import { noteOutOfTurnOpening, playing } from './play.ts';
import { revokeOf } from './ruling.ts';
import type { PreferansTable } from './state.ts';
import { rewind, type Fault, type TableState } from './tricks.ts';

export function irregularity(t: PreferansTable, e: Extract<ScenarioEvent, { kind: 'irregularity' }>): void {
  const field = `scenario.events[${e.index}]`;
  const st = t.state;
  const tt = t.trickTable;
  const trick = tt ? tt.tricks.length : 0;
  const base = { type: 'IRREGULARITY' as const, kind: e.irregularity, seat: e.seat, trick, damages: e.damages };
  switch (e.irregularity) {
    case 'talon-seen':
    case 'talon-peeked':
      if (st !== 'auction' && st !== 'allPass.beforeLead') throw new InputError(`${field}: the talon can be seen before it is bought: in the bidding or before an all-pass's first lead (now: ${st})`);
      // the machine marks him barred (CODE-3.2.19, 3.3.16.1): call() lets him only pass from now on
      t.send(base);
      return;
    case 'talon-taken': {
      if (st !== 'auction') throw new InputError(`${field}: the talon taken before it is bought is ruled in the bidding (now: ${st})`);
      const talon = t.lists.talon;
      if (!e.drawn || e.drawn.length !== talon.length) throw new InputError(`${field}.drawn: the ${talon.length} cards the dealer draws blind from the taker's cards to form the talon (CODE 3.2.20)`);
      const all = talon.reduce<CardMask>((m, c) => add(m, c), t.hands[e.seat]);
      e.drawn.forEach((c, k) => {
        if (!has(all, c)) throw new InputError(`${field}.drawn[${k}]: ${formatCard(c)} is not among seat ${e.seat}'s cards and the talon`);
      });
      t.hands[e.seat] = e.drawn.reduce<CardMask>((m, c) => remove(m, c), all);
      t.lists.talon = e.drawn.slice();
      t.send(base);
      return;
    }
    case 'talon-exposed': {
      if (st !== 'auction') throw new InputError(`${field}: the talon exposed is ruled in the bidding (now: ${st})`);
      t.send(base);
      const a = t.auction;
      if (t.state === 'auction' && a && a.status === 'open') {
        // CODE-3.3.16.2: the one player still bidding gets the talon at his last bid
        const still = a.order.filter((_, k) => !(a.passed & (1 << k)));
        const taker = still[0];
        const last = t.ctx.bids[taker];
        // READING PREF-C26: he has no last bid (the bidding stays open only while he has not spoken):
        // he gets the talon at 6♠, or still makes his own call
        if (last < 0 && t.consult('PREF-C26') === 'own-call') return;
        t.auction = { ...a, status: 'closed', result: { kind: 'declarer', declarer: taker, bid: (last >= 0 ? last : LOWEST) as ContractId } };
        closeAuctionIfDone(t);
      }
      return;
    }
    case 'revoke': {
      if (!tt || !(playing(st) || st === 'played')) throw new InputError(`${field}: a revoke is claimed during or right after play (now: ${st})`);
      const f = e.card === undefined ? [...tt.faults].reverse().find((x) => x.seat === e.seat) : namedFault(t, e.seat, e.card, `${field}.card`);
      if (!f) throw new InputError(`${field}: seat ${e.seat} has made no revoke to claim`);
      t.send({ ...base, trick: f.trick });
      // claimed once: it leaves the table's unclaimed faults whether or not play is taken back
      t.revokeLog.push(revokeOf(f, 'claimed'));
      tt.faults = tt.faults.filter((x) => x !== f);
      if (t.ctx.trickLog.length < tt.tricks.length) rewind(tt, t.ctx.trickLog.length);
      return;
    }
    case 'revoke-corrected': {
      const last = tt?.current[tt.current.length - 1];
      if (!tt || !last || last.seat !== e.seat || st === 'played' || !tt.faults.some((x) => x.seat === e.seat && x.card === last.card && x.trick === tt.tricks.length)) {
        throw new InputError(`${field}: a revoke is corrected in the same trick, right after the wrong card, while play goes on (CODE 3.9.16.1)`);
      }
      tt.current.pop();
      for (const x of tt.faults) if (x.card === last.card && x.seat === e.seat) t.revokeLog.push(revokeOf(x, 'corrected'));
      tt.faults = tt.faults.filter((x) => !(x.card === last.card && x.seat === e.seat));
      tt.hands[e.seat] = add(tt.hands[e.seat], last.card);
      tt.exposed[e.seat] = add(tt.exposed[e.seat], last.card);
      t.send(base);
      return;
    }
    case 'looked-at-trick':
    case 'looked-at-discard':
    case 'out-of-turn-late':
      if (!tt || !(playing(st) || st === 'played')) throw new InputError(`${field}: ${e.irregularity} happens during play (now: ${st})`);
      if (e.irregularity === 'looked-at-discard' && e.seat !== t.declarer) throw new InputError(`${field}.seat: only the declarer has a discard (CODE 3.4.9)`);
      if (st === 'allPass.beforeLead') throw new InputError(`${field}: ${e.irregularity} before an all-pass's first card: no card has been played and no trick taken`);
      if (e.trick !== undefined && lookAllowed(t, e.seat, e.trick, `${field}.trick`)) return;
      if (e.irregularity === 'looked-at-discard') noteOutOfTurnOpening(t); // READING PREF-C28
      t.send(base);
      return;
    default:
      throw new InputError(`${field}: ${e.irregularity} cannot be given as an event`);
  }
}

/**
 * The fault a version-2 revoke claim names by its card: a card the seat played that broke the
 * follow-suit or trump rule and has not been claimed or corrected yet. Anything else is refused,
 * saying what the card was.
 */
function namedFault(t: PreferansTable, seat: number, card: Card, field: string): Fault {
  const tt = t.trickTable as TableState;
  const f = tt.faults.find((x) => x.seat === seat && x.card === card);
  if (f) return f;
  const name = formatCard(card);
  const done = t.revokeLog.find((x) => x.seat === seat && x.card === name);
  if (done) throw new InputError(`${field}: seat ${seat}'s revoke with ${name} in trick ${done.trick} was already ${done.status} (CODE 3.9.16); a revoke is claimed once`);
  const k = tt.tricks.findIndex((x) => x.cards.some((c, i) => c === card && x.seats[i] === seat));
  if (k >= 0 || tt.current.some((x) => x.seat === seat && x.card === card)) {
    throw new InputError(`${field}: seat ${seat} played ${name}${k >= 0 ? ` in trick ${k + 1}` : ''} by the rules (he followed suit, or could neither follow nor trump); it is no revoke (CODE 3.9.16)`);
  }
  throw new InputError(`${field}: seat ${seat} has not played ${name}; a revoke claim names a card he played`);
}

/**
 * A look at a trick named in a version-2 scenario: it must have been quitted (the trick in
 * progress is face up for everyone). A look at his own last trick is allowed (CODE-3.9.11.2
 * excepts it) and recorded as a finding; which trick is "the last" is READING PREF-C29,
 * consulted only where the readings part: his own trick, not the latest one, and his last one.
 * Returns whether the look was allowed (the machine is then not told).
 */
function lookAllowed(t: PreferansTable, seat: number, trick: number, field: string): boolean {
  const tricks = (t.trickTable as TableState).tricks;
  if (trick > tricks.length) {
    throw new InputError(`${field}: trick ${trick} has not been quitted (${tricks.length === 0 ? 'no trick has' : tricks.length === 1 ? 'only trick 1 has' : `only tricks 1–${tricks.length} have`}); a look is at a quitted trick`);
  }
  const winner = tricks[trick - 1].winner;
  const latest = trick === tricks.length;
  let allowed = false;
  if (winner === seat) {
    if (latest) allowed = true;
    else {
      // his own last: no later trick of his
      const ownLast = !tricks.slice(trick).some((x) => x.winner === seat);
      allowed = ownLast && t.consult('PREF-C29') === 'own-last-taken';
    }
  }
  if (allowed) t.findings.push(`seat ${seat} looked at trick ${trick}, his own last trick: allowed (CODE 3.9.11.2${latest ? '' : '; PREF-C29 own-last-taken'}), no penalty`);
  return allowed;
}