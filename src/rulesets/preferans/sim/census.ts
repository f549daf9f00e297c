/**
 * The per-step invariants of a deal (card-conservation, at-most-ten-tricks), read from the table's
 * census of the table after every step: the first step that breaks each is remembered.
 *
 * @internal
 */
import { NUM_CARDS } from '../../../core/cards/card.ts';
import { count } from '../../../core/cards/mask.ts';
import type { TableCensus } from '../table.ts';

export class CensusCheck {
  /** why the 32 cards did not add up, at the first step they did not; '' while they did */
  cardsWhy = '';
  /** why the tricks did not, likewise */
  tricksWhy = '';
  private steps = 0;

  /** Starts a deal. */
  reset(): void {
    this.cardsWhy = '';
    this.tricksWhy = '';
    this.steps = 0;
  }

  /** The ruled table's `onCensus` (bound once: the table calls it after every step of every ruled deal). */
  readonly onCensus = (c: Readonly<TableCensus>): void => {
    this.steps++;
    if (!this.cardsWhy && (c.cards !== 0xffffffff || c.places !== NUM_CARDS)) this.cardsWhy = `after step ${this.steps}: ${c.places} card places for ${count(c.cards)} distinct cards`;
    if (!this.tricksWhy && (c.tricksPlayed > 10 || c.realTricks > 10)) this.tricksWhy = `after step ${this.steps}: ${c.tricksPlayed} tricks on the table, ${c.realTricks} real tricks credited`;
  };
}
