/**
 * A reseedable copy of `createRng` (src/cards/rng.ts) for the hot loop: the same xoroshiro128+
 * generator and the same uniform-integer rejection sampling as pure-rand, so
 * `new SimRng().reseed(s)` draws exactly what `createRng(s)` draws — but one object serves every
 * deal instead of a generator and two closures per stream per deal. test/sim/simRng.test.ts
 * holds the two together.
 *
 * @internal
 */
import type { Rng } from '../cards/rng.ts';

const TWO_32 = 0x100000000;
const TWO_31 = 0x80000000;

export class SimRng implements Rng {
  private s01 = 0;
  private s00 = 0;
  private s11 = 0;
  private s10 = 0;

  /** pure-rand's `xoroshiro128plus(seed)`: state (-1, ~seed, seed | 0, 0) */
  reseed(seed: number): this {
    this.s01 = -1;
    this.s00 = ~seed;
    this.s11 = seed | 0;
    this.s10 = 0;
    return this;
  }

  /** The next 32-bit output, signed (pure-rand's `next()`). */
  next(): number {
    const out = (this.s00 + this.s10) | 0;
    const a0 = this.s10 ^ this.s00;
    const a1 = this.s11 ^ this.s01;
    const s00 = this.s00;
    const s01 = this.s01;
    this.s00 = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    this.s01 = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    this.s10 = (a1 << 5) ^ (a0 >>> 27);
    this.s11 = (a0 << 5) ^ (a1 >>> 27);
    return out;
  }

  /** pure-rand's `uniformInt(g, from, to)` for ranges below 2^32. */
  int(from: number, to: number): number {
    const n = to - from + 1;
    const maxAllowed = n > 2 ? Math.floor(TWO_32 / n) * n : TWO_32;
    let v = this.next() + TWO_31;
    while (v >= maxAllowed) v = this.next() + TWO_31;
    return (v % n) + from;
  }

  float(): number {
    return (this.next() >>> 0) / TWO_32;
  }
}
