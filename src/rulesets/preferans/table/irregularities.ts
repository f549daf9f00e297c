/**
 * Irregularities given as moves: the talon seen, peeked at, taken or exposed in the bidding
 * (CODE-3.2.19, 3.2.20, 3.3.16), a revoke claimed (3.9.16.2) or corrected at once (3.9.16.1), a
 * play out of turn claimed late, looks at an old trick or at the discard. Each is checked against
 * the table and sent to the machine as IRREGULARITY; the table then moves the cards as ruled.
 *
 * @internal
 */
import { formatCard } from '../../../core/cards/notation.ts';
import { type CardMask, add, has, remove } from '../../../core/cards/mask.ts';
import { InputError } from '../../../core/regulation/readings.ts';
import { LOWEST, type ContractId } from '../mechanics/contracts.ts';
import type { ScenarioEvent } from '../scenario.ts';
import { closeAuctionIfDone } from './bidding.ts';
import { noteOutOfTurnOpening, playing } from './play.ts';
import { revokeOf } from './ruling.ts';
import type { PreferansTable } from './state.ts';
import { rewind } from './tricks.ts';

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
      const f = [...tt.faults].reverse().find((x) => x.seat === e.seat);
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
      if (e.irregularity === 'looked-at-discard') noteOutOfTurnOpening(t); // READING PREF-C28
      t.send(base);
      return;
    default:
      throw new InputError(`${field}: ${e.irregularity} cannot be given as an event`);
  }
}
