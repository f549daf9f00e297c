/**
 * A `FormatAccumulator` that also keeps what the last deal told it: its penalty path, the
 * readings it consulted and its outcome. The per-deal steppers of compare and gap-impact
 * (src/rulesets/<game>/sim/rerule.ts) read a deal's ruling from it, so they see exactly what a
 * simulation report counts — the drivers are not asked for anything new.
 *
 * @internal
 */
import { FormatAccumulator } from '../report/tallyAccumulator.ts';

export class RecordingAccumulator extends FormatAccumulator {
  /** the last deal's trail, in order */
  readonly dealPath: string[] = [];
  /** the last deal's consulted `gap=reading` tags (in the order first seen) */
  readonly dealConsulted = new Set<string>();
  dealOutcome = '';
  private readonly tagOf: string[] = [];

  override consultedId(tag: string): number {
    const id = super.consultedId(tag);
    this.tagOf[id] = tag;
    return id;
  }

  override beginDeal(ref: number): void {
    super.beginDeal(ref);
    this.dealPath.length = 0;
    this.dealConsulted.clear();
    this.dealOutcome = '';
  }

  override clause(id: string): void {
    super.clause(id);
    this.dealPath.push(id);
  }

  override consult(tag: string): void {
    super.consult(tag);
    this.dealConsulted.add(tag);
  }

  override consultId(id: number): void {
    super.consultId(id);
    this.dealConsulted.add(this.tagOf[id]);
  }

  override endDeal(outcome: string, hasDeclarer: boolean, effect: number): void {
    super.endDeal(outcome, hasDeclarer, effect);
    this.dealOutcome = outcome;
  }

  /** the consulted tags, sorted */
  consultedSorted(): string[] {
    return [...this.dealConsulted].sort();
  }
}
