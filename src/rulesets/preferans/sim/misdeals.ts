/**
 * D0 misdeals (CODE-3.2.8–3.2.15): claimed while the cards are going out, so the first event of
 * the deal; the deal stands only when the claim fails.
 *
 * @internal
 */
import type { MisdealKind } from '../machine/events.ts';
import { numbered } from './dealScenario.ts';
import type { Injection } from './injection.ts';
import type { OtherKind } from './kinds.ts';
import type { DealToRule } from './rule.ts';
import { DealSession } from './session.ts';

const MISDEALS: Readonly<Record<string, MisdealKind>> = {
  misdealExposedCard: 'exposed-card',
  misdealPattern: 'pattern',
  misdealWrongCount: 'wrong-count',
  misdealTalonPair: 'talon-pair',
};

export function injectMisdeal(name: OtherKind, inj: Injection): DealToRule {
  const misdeal = MISDEALS[name];
  // only the talon dealt at a wrong pair names a pair (the parser's 0 otherwise)
  const ev: DealToRule['events'][number] = { kind: 'misdeal', misdeal, pair: misdeal === 'talon-pair' ? inj.orng.int(1, 16) : 0, card: undefined, index: 0 };
  const ses = new DealSession(inj.setup, inj.tables, inj.head, inj.audit);
  ses.push(ev);
  // the claim stands: the deal ends here; else it is played as generated, on the same table
  return { head: inj.head, events: ses.table.dealEnded ? [ev] : numbered([ev, ...inj.gen.events]), session: ses };
}
