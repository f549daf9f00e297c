/**
 * Transitions of the Preferans machine that no judged scenario can take, by design of the
 * scenario format, with the reason the suite's manifest gives.
 *
 * None today: a written deal returns the machine to `awaitingDeal`, so the next deal starts by the
 * same DEALT and MISDEAL transitions as the first (which every scenario takes), and the
 * abstraction does not offer them after a written deal (a scenario is one deal). The hook stays
 * for a transition the judge can never take, whatever the cards.
 *
 * @internal
 */

/** Why no scenario can take the transition, or null. */
export function impossibleTransition(_id: string): string | null {
  return null;
}
