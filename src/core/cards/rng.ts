import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/**
 * Seeded random streams. Every random choice in cardlaw comes from a stream derived from
 * (master seed, batch index, deal index), so a deal's randomness does not depend on which
 * worker or shard plays it.
 */
export interface Rng {
  /** Uniform integer in [from, to], both included. */
  int(from: number, to: number): number;
  /** Uniform float in [0, 1). */
  float(): number;
}

/** 32-bit finaliser of MurmurHash3: mixes the derivation inputs so nearby seeds diverge. */
export function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit seed for the stream of (master, ...path), e.g. deriveSeed(42, batch, deal). */
export function deriveSeed(master: number, ...path: number[]): number {
  let h = mix32((master >>> 0) ^ 0x9e3779b9);
  for (const p of path) h = mix32((h ^ mix32((p >>> 0) + 0x7f4a7c15)) >>> 0);
  return h;
}

export function createRng(seed: number): Rng {
  const g = xoroshiro128plus(seed | 0);
  return {
    int: (from, to) => uniformInt(g, from, to),
    float: () => (g.next() >>> 0) / 0x100000000,
  };
}
