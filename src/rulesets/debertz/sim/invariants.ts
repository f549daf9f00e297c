/**
 * The invariants checked on every simulated Debertz deal (and, for `party-terminates`, on every
 * party). The checks themselves are in driver.ts, next to the state they read; each compares
 * the machine's ruling with what the driver knows independently from the cards.
 *
 * @public
 */
import type { InvariantInfo } from '../../../core/sim/types.ts';

export const DEBERTZ_INVARIANTS: readonly InvariantInfo[] = [
  {
    id: 'card-conservation',
    per: 'deal',
    description: 'all 32 cards are accounted for exactly once: in a hand, played, on the table (turned card) or in the stock',
  },
  {
    id: 'bayd-side-credited-nothing',
    per: 'deal',
    description: 'DEB-6.2.1.3: the side in bayd is credited no points on the deal',
  },
  {
    id: 'pot-conservation',
    per: 'deal',
    description: 'deferred points are neither created nor lost: potIn = potOut + potVoided + pot (open)',
  },
  {
    id: 'b-schedule',
    per: 'deal',
    description: 'DEB-6.2.1.4/6/7: at most one «Б» per side per deal, the mark count matches, and the «Б» penalties follow the schedule (3rd: 100, later: 50; DEB-G28 every-third: every 3rd: 100)',
  },
  {
    id: 'no-trick-penalty-iff-trickless',
    per: 'deal',
    description: 'DEB-6.2.3.1: a −50 is entered for a side (DEB-G31 player: a partner) exactly when it took no trick on a deal the rule applies to (DEB-G32)',
  },
  {
    id: 'ledger-consistency',
    per: 'deal',
    description: 'the party scores change by exactly the deal’s credits + pot credits − penalties',
  },
  {
    id: 'trick-points',
    per: 'deal',
    description: 'on a completed deal the card points taken add up to the points of the cards played plus the last-trick 10',
  },
  {
    id: 'party-ends-at-target',
    per: 'deal',
    description: 'the party is over after a deal exactly when a side’s score has reached the target (DEB-G38) or a deberc was shown, and then the highest score wins',
  },
  {
    id: 'party-terminates',
    per: 'party',
    description: 'the party reaches its end (target or deberc) within spec.maxDealsPerParty deal attempts',
  },
];

export const Inv = {
  Cards: 0,
  BaydCredit: 1,
  Pot: 2,
  BSchedule: 3,
  NoTrick: 4,
  Ledger: 5,
  TrickPoints: 6,
  PartyEnd: 7,
  Terminates: 8,
} as const;

export const DEBERTZ_INVARIANT_IDS: readonly string[] = DEBERTZ_INVARIANTS.map((i) => i.id);
