/**
 * A reseedable copy of `createRng` (src/core/cards/rng.ts) for the hot loop: the same xoroshiro128+
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

/**
 * pure-rand's rejection bound `floor(2^32 / n) * n` (2^32 for n <= 2), shifted down by 2^31 so
 * it compares with the signed output directly; precomputed for the small ranges the simulator
 * draws from (a shuffle alone draws 31 of them per deal).
 */
const SMALL = 64;
const BOUND = new Float64Array(SMALL + 1);
/** 2^31 mod n, for the same small ranges */
const HALF_MOD = new Int32Array(SMALL + 1);
for (let n = 1; n <= SMALL; n++) {
  BOUND[n] = (n > 2 ? Math.floor(TWO_32 / n) * n : TWO_32) - TWO_31;
  HALF_MOD[n] = TWO_31 % n;
}

export class SimRng implements Rng {
  /**
   * The 128-bit state as four signed 32-bit words [s01, s00, s11, s10]. A typed array, not four
   * number fields: most words fall outside V8's small-integer range, and a number field holding
   * them is a boxed heap number read and written through a pointer on every draw.
   */
  private readonly s = new Int32Array(4);

  /** pure-rand's `xoroshiro128plus(seed)`: state (-1, ~seed, seed | 0, 0) */
  reseed(seed: number): this {
    const s = this.s;
    s[0] = -1;
    s[1] = ~seed;
    s[2] = seed | 0;
    s[3] = 0;
    return this;
  }

  /** The next 32-bit output, signed (pure-rand's `next()`). */
  next(): number {
    const st = this.s;
    const s01 = st[0];
    const s00 = st[1];
    const s11 = st[2];
    const s10 = st[3];
    const out = (s00 + s10) | 0;
    const a0 = s10 ^ s00;
    const a1 = s11 ^ s01;
    st[1] = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    st[0] = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    st[3] = (a1 << 5) ^ (a0 >>> 27);
    st[2] = (a0 << 5) ^ (a1 >>> 27);
    return out;
  }

  /** pure-rand's `uniformInt(g, from, to)` for ranges below 2^32. */
  int(from: number, to: number): number {
    const n = to - from + 1;
    if (n > SMALL || n < 1) {
      const maxAllowed = n > 2 ? Math.floor(TWO_32 / n) * n : TWO_32;
      let v = this.next() + TWO_31;
      while (v >= maxAllowed) v = this.next() + TWO_31;
      return (v % n) + from;
    }
    // The same draw in 32-bit integers. pure-rand takes v = x + 2^31 (x the signed output) and
    // returns v mod n; above 2^31 v is not a 32-bit integer and V8 computes `v % n` as a
    // floating-point remainder (a call into C). Split v into its low 31 bits (x & 0x7fffffff,
    // never negative, so the remainder is never -0, which would deoptimise) and its top bit
    // (set when x >= 0, worth 2^31 mod n): two integer operations.
    const bound = BOUND[n];
    let x = this.next();
    while (x >= bound) x = this.next();
    let r = (x & 0x7fffffff) % n;
    if (x >= 0) {
      r += HALF_MOD[n];
      if (r >= n) r -= n;
    }
    return r + from;
  }

  float(): number {
    return (this.next() >>> 0) / TWO_32;
  }
}
