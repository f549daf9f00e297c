/**
 * Transitions of the Preferans machine that no judged scenario can take, by design of the
 * scenario format, with the reason the suite's manifest gives.
 *
 * @internal
 */

export const NEXT_DEAL =
  'the next deal starting once this one is written: a scenario is one deal (the judge deals once, and after the result is written only a late discovery may follow), so no judged scenario takes this transition';

/** Why no scenario can take the transition, or null. */
export function impossibleTransition(id: string): string | null {
  if (id.startsWith('written:DEALT:') || id.startsWith('written:MISDEAL:')) return NEXT_DEAL;
  return null;
}
