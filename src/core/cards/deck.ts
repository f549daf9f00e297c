import { NUM_CARDS, type Card } from './card.ts';
import type { Rng } from './rng.ts';

/** A fresh 32-card deck in code order, shuffled in place by Fisher–Yates from the given stream. */
export function shuffledDeck(rng: Rng, out: Card[] = new Array<Card>(NUM_CARDS)): Card[] {
  for (let i = 0; i < NUM_CARDS; i++) out[i] = i;
  for (let i = NUM_CARDS - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
  return out;
}
