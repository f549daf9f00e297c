import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../src/cards/rng.ts';
import { shuffledDeck } from '../../src/cards/deck.ts';
import { SimRng } from '../../src/sim/simRng.ts';

describe('SimRng', () => {
  it('should draw exactly what createRng draws, for any seed and ranges', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 60 }), (seed, ranges) => {
        const a = createRng(seed);
        const b = new SimRng().reseed(seed);
        for (const n of ranges) {
          expect(b.int(0, n)).toBe(a.int(0, n));
          expect(b.float()).toBe(a.float());
        }
      }),
      { seed: 20240601, numRuns: 300 },
    );
  });

  it('should shuffle the same deck after reseeding', () => {
    const r = new SimRng();
    for (const seed of [0, 1, 42, 0xdeadbeef]) expect(shuffledDeck(r.reseed(seed))).toEqual(shuffledDeck(createRng(seed)));
  });
});
