/**
 * Irregularity scheduling, ruleset-independent.
 *
 * A deal is a sequence of turns (each bid, each card). For every kind the spec gives a rate r:
 * with probability r the kind is *scheduled* on the deal, at a turn drawn from the discovery
 * distribution over the window of turns where that kind can happen:
 *   - `uniform`: uniformly over the window;
 *   - `first-opportunity`: at the window's first turn.
 * The driver *commits* it at the first turn at or after the scheduled one where the cards allow
 * it (a revoke needs a card that breaks follow-suit or ruffing, …). If no such turn comes — the
 * bidding ended sooner, another irregularity stopped the deal, no revoke was possible — it is not
 * committed. Reports give both counts per kind.
 *
 * Two uniforms are drawn per kind on every deal, whatever the rates, so a kind's draws never
 * shift another kind's. Kinds added after a ruleset's first kinds (from `shared` on) draw from
 * a stream of their own, and only when their rate is not 0: adding such a kind leaves every draw
 * of the older kinds — and so every report of a spec that does not ask for it — unchanged.
 *
 * @internal
 */
import type { Rng } from '../cards/rng.ts';
import type { Discovery } from './types.ts';

export class IrregularitySchedule {
  /** scheduled turn per kind, -1 when not scheduled */
  readonly step: Int32Array;
  /** committed on this deal */
  readonly committed: Uint8Array;
  /** kinds scheduled and not committed yet */
  pending = 0;

  constructor(
    readonly rates: Float64Array,
    readonly discovery: Discovery,
    /** kinds 0 … shared−1 draw from the deal's irregularity stream; the later ones from `own` */
    readonly shared: number = rates.length,
  ) {
    this.step = new Int32Array(rates.length).fill(-1);
    this.committed = new Uint8Array(rates.length);
  }

  /**
   * Draws the deal's schedule; `windowFrom/To[k]` bound kind k's turns (empty window: never).
   * `own()` gives the stream of the kinds from `shared` on; it is asked for only when one of them
   * has a rate.
   */
  draw(rng: Rng, windowFrom: Int32Array, windowTo: Int32Array, own?: () => Rng): void {
    this.pending = 0;
    let ownRng: Rng | null = null;
    for (let k = 0; k < this.rates.length; k++) {
      this.committed[k] = 0;
      let r = rng;
      if (k >= this.shared) {
        if (this.rates[k] === 0 || !own) {
          this.step[k] = -1;
          continue;
        }
        r = ownRng ??= own();
      }
      const u = r.float();
      const v = r.float();
      const from = windowFrom[k];
      const to = windowTo[k];
      if (u < this.rates[k] && to > from) {
        this.step[k] = this.discovery === 'uniform' ? from + Math.floor(v * (to - from)) : from;
        this.pending++;
      } else this.step[k] = -1;
    }
  }

  /** Whether kind k is scheduled at or before `turn` and not yet committed. */
  due(k: number, turn: number): boolean {
    const s = this.step[k];
    return s >= 0 && s <= turn && this.committed[k] === 0;
  }

  commit(k: number): void {
    this.committed[k] = 1;
    this.pending--;
  }
}
