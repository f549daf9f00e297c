/**
 * Talon irregularities in the bidding: the talon seen or peeked at (also before an all-pass's
 * first lead), taken into a hand (CODE-3.2.20), or exposed (CODE-3.3.16).
 *
 * @internal
 */
import type { Card } from '../../../core/cards/card.ts';
import { cardsOf } from '../../../core/cards/mask.ts';
import type { PlayIrregularity } from '../machine/events.ts';
import type { ScenarioEvent } from '../scenario.ts';
import { contractPrice, LOWEST, type ContractId } from '../mechanics/contracts.ts';
import { continueByPolicy } from './continue.ts';
import type { DealToRule } from './rule.ts';
import { anySeat, pick, range, upTo, type Injection } from './injection.ts';

type TalonKind = 'talonSeen' | 'talonPeeked' | 'talonTaken' | 'talonExposed';

const IRREGULARITY: Readonly<Record<TalonKind, PlayIrregularity>> = {
  talonSeen: 'talon-seen',
  talonPeeked: 'talon-peeked',
  talonTaken: 'talon-taken',
  talonExposed: 'talon-exposed',
};

export function injectTalonIrregularity(name: TalonKind, inj: Injection): DealToRule | null {
  const { gen, setup } = inj;
  const points = range(0, gen.calls);
  if ((name === 'talonSeen' || name === 'talonPeeked') && gen.allPass) points.push(gen.calls);
  const q = pick(inj, points);
  if (q === undefined) return null;
  const ses = upTo(inj, q);
  const seat = anySeat(inj);
  let drawn: Card[] | undefined;
  let damages = new Array<number>(setup.players).fill(0);
  if (name === 'talonTaken') {
    // CODE-3.2.20: he shuffles his 12 cards and the dealer draws two blind for the talon
    const twelve = cardsOf(inj.talon.reduce((m, c) => (m | (1 << c)) >>> 0, inj.hands[seat]));
    drawn = [];
    for (let i = 0; i < 2; i++) drawn.push(twelve.splice(inj.orng.int(0, twelve.length - 1), 1)[0]);
  }
  if (name === 'talonExposed') {
    // CODE-3.3.16.3: the table determines each damaged player's result; here the price of his
    // last bid (the lowest game if he has not bid) in whists, 10 a point, for every player
    // still bidding; nothing for those who passed
    const last = new Map<number, number>();
    const passed = new Set<number>();
    for (let i = 0; i < q; i++) {
      const e = gen.events[i] as Extract<ScenarioEvent, { kind: 'call' }>;
      if (e.call === 'pass') passed.add(e.seat);
      else if (e.call !== 'here') last.set(e.seat, e.call);
    }
    damages = Array.from({ length: setup.players }, (_, s) => (s === seat || passed.has(s) || !inj.order.includes(s) ? 0 : 10 * contractPrice((last.get(s) ?? LOWEST) as ContractId, setup.variant.prices)));
  }
  ses.push({ kind: 'irregularity', irregularity: IRREGULARITY[name], seat, drawn, damages, card: undefined, trick: undefined, index: q });
  continueByPolicy(ses, inj.rng);
  return { head: inj.head, events: ses.events, session: ses };
}
