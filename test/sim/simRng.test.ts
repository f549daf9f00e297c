import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, deriveSeed } from '../../src/core/cards/rng.ts';
import { shuffledDeck } from '../../src/core/cards/deck.ts';
import { SimRng } from '../../src/core/sim/simRng.ts';
import { dealPrefix, streamOf, streamSeed } from '../../src/core/sim/ids.ts';

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

  it('should draw exactly what createRng draws for ranges past the precomputed small ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { minLength: 1, maxLength: 20 }), (seed, ranges) => {
        const a = createRng(seed);
        const b = new SimRng().reseed(seed);
        for (const n of ranges) expect(b.int(0, n)).toBe(a.int(0, n));
      }),
      { seed: 20240602, numRuns: 200 },
    );
  });

  it('should shuffle the same deck after reseeding', () => {
    const r = new SimRng();
    for (const seed of [0, 1, 42, 0xdeadbeef]) expect(shuffledDeck(r.reseed(seed))).toEqual(shuffledDeck(createRng(seed)));
  });
});

describe('deal stream seeds', () => {
  it('should derive from the deal prefix exactly the seeds deriveSeed gives', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 2 ** 20 - 1 }),
        fc.integer({ min: 0, max: 4 }),
        (master, format, party, deal, stream) => {
          const want = deriveSeed(master, format, party, deal, stream);
          expect(streamSeed(master, format, party, deal, stream)).toBe(want);
          expect(streamOf(dealPrefix(master, format, party, deal), stream)).toBe(want);
        },
      ),
      { seed: 20240603, numRuns: 500 },
    );
  });
});
