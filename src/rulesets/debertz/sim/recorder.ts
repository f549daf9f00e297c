/**
 * Records one simulated deal as a judge scenario (docs/scenario-format.md), for `cardlaw replay`:
 * the ledger before the deal, the dealer, the hands once completed, the turned card, the deck in
 * dealing order and every bid, play, swap and irregularity in the order they happened. Only
 * active while replaying; the hot loop never builds one.
 *
 * @internal
 */
import { formatCard, formatSuit } from '../../../core/cards/notation.ts';
import { cardsOf } from '../../../core/cards/mask.ts';
import type { Readings } from '../../../core/regulation/types.ts';
import { PASS, PLAY } from '../policies/types.ts';

export class ScenarioRecorder {
  readonly events: Record<string, unknown>[] = [];
  hands: number[] = [];
  turned = -1;
  deck: number[] = [];
  ledger: Record<string, unknown> = {};
  dealer = 0;

  constructor(
    readonly title: string,
    readonly format: string,
    readonly readings: Readings,
  ) {}

  setLedger(scores: readonly number[], marks: readonly number[], pot: number, potDeclarer: number, previousTrump: number, deals: number): void {
    this.ledger = {
      scores: scores.slice(),
      marks: marks.slice(),
      pot,
      potDeclarer: potDeclarer >= 0 ? potDeclarer : null,
      // the tied deal's trump is a fact only the special deal reads (DEB-G4); the judge refuses it elsewhere
      ...(previousTrump >= 0 && potDeclarer >= 0 ? { previousTrump: formatSuit(previousTrump as 0) } : {}),
      deals,
    };
  }

  setCards(hands: readonly number[], turned: number, deck: readonly number[]): void {
    this.hands = hands.slice();
    this.turned = turned;
    this.deck = deck.slice();
  }

  bid(seat: number, bid: number): void {
    this.events.push({ seat, bid: bid === PASS ? 'pass' : bid === PLAY ? 'play' : formatSuit(bid as 0) });
  }
  play(seat: number, card: number): void {
    this.events.push({ seat, play: formatCard(card) });
  }
  swapSeven(seat: number): void {
    this.events.push({ seat, swapSeven: true });
  }
  irregularity(kind: string, seat: number, whileDealing = false): void {
    this.events.push(whileDealing ? { irregularity: kind, seat, while: 'dealing' } : { irregularity: kind, seat });
  }
  dealerExposedCard(): void {
    this.events.push({ irregularity: 'dealerExposedCard' });
  }

  scenario(): Record<string, unknown> {
    return {
      ruleset: 'debertz',
      title: this.title,
      format: this.format,
      readings: { ...this.readings },
      ledger: this.ledger,
      dealer: this.dealer,
      hands: this.hands.map((h) => cardsOf(h).map(formatCard)),
      turned: formatCard(this.turned),
      deck: this.deck.map(formatCard),
      events: this.events,
    };
  }
}
