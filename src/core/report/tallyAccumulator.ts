/**
 * The hot-loop side of a tally: records one deal after another without building strings.
 * Clause ids and `gap=reading` tags are interned to small integers; a deal's penalty path is a
 * walk down a trie of clause ids, so recording a path is a few map lookups and no allocation.
 * `toFormatTally()` turns the integers back into the string-keyed, mergeable `FormatTally` once
 * per batch.
 *
 * @internal
 */
import { createFormatTally, NO_EXAMPLE, type FormatTally } from './tally.ts';

const minRef = (a: number, b: number): number => (a < 0 ? b : b < 0 ? a : Math.min(a, b));

/** Interned strings with per-deal de-duplication and hit/deal counters. */
class Counter {
  readonly ids = new Map<string, number>();
  readonly names: string[] = [];
  readonly hits: number[] = [];
  readonly deals: number[] = [];
  readonly stamp: number[] = [];
  readonly parties: number[] = [];
  /** the party on which each name was last counted: its "seen this party" marker */
  readonly partySeen: number[] = [];
  readonly example: number[] = [];

  /**
   * A deal names the same strings in much the same order as the deal before (the same clauses,
   * the same consulted readings), so `id` first tries the name that followed the previous one
   * last time (`after[previous]`): one string comparison — usually of two references to the same
   * string — instead of hashing the name for the map. A wrong guess only costs the comparison.
   */
  private readonly after: number[] = [];
  private previous = -1;

  id(name: string): number {
    const guess = this.previous >= 0 ? this.after[this.previous] : -1;
    let i: number | undefined = guess >= 0 && this.names[guess] === name ? guess : this.ids.get(name);
    if (i === undefined) {
      i = this.names.length;
      this.ids.set(name, i);
      this.names.push(name);
      this.hits.push(0);
      this.deals.push(0);
      this.stamp.push(-1);
      this.parties.push(0);
      this.partySeen.push(-1);
      this.example.push(NO_EXAMPLE);
      this.after.push(-1);
    }
    if (this.previous >= 0) this.after[this.previous] = i;
    this.previous = i;
    return i;
  }

  hit(i: number, stamp: number, ref: number, party: number): void {
    this.hits[i]++;
    if (this.stamp[i] !== stamp) {
      this.stamp[i] = stamp;
      this.deals[i]++;
      this.example[i] = minRef(this.example[i], ref);
      if (this.partySeen[i] !== party) {
        this.partySeen[i] = party;
        this.parties[i]++;
      }
    }
  }

  into(m: Map<string, { hits: number; deals: number; parties: number; example: number }>): void {
    for (let i = 0; i < this.names.length; i++) {
      if (this.hits[i] === 0) continue;
      m.set(this.names[i], { hits: this.hits[i], deals: this.deals[i], parties: this.parties[i], example: this.example[i] });
    }
  }
}

export class FormatAccumulator {
  private stamp = 0;
  private ref = NO_EXAMPLE;
  /**
   * parties ended so far, which is also the number of the party being played: a driver plays one
   * party after another on an accumulator and closes each with `endParty`, so every deal between
   * two `endParty` calls belongs to one party — and a party is never split between accumulators
   */
  private parties = 0;
  private deals = 0;
  private dealsMin = Infinity;
  private dealsMax = 0;

  // the trie of penalty paths; node 0 is the empty trail
  private node = 0;
  private readonly children: (Map<number, number> | null)[] = [null];
  private readonly parent: number[] = [-1];
  private readonly clauseOf: number[] = [-1];
  private readonly pCount: number[] = [0];
  private readonly pParties: number[] = [0];
  private readonly pPartySeen: number[] = [-1];
  private readonly pDecl: number[] = [0];
  private readonly pSum: number[] = [0];
  private readonly pMin: number[] = [Infinity];
  private readonly pMax: number[] = [-Infinity];
  private readonly pExample: number[] = [NO_EXAMPLE];

  private readonly clauses = new Counter();
  private readonly consulted = new Counter();
  private readonly silences = new Counter();
  private readonly findings = new Counter();
  private readonly outcomes = new Counter();
  private readonly partyEnds = new Counter();

  private readonly invChecks: number[];
  private readonly invApplicable: number[];
  private readonly invViolations: number[];
  private readonly invFirst: number[];
  private readonly invMessage: string[];
  private readonly irrScheduled: number[];
  private readonly irrCommitted: number[];

  // machine transitions, by index in the compiled table (`countTransitions`)
  private transitionIds: readonly string[] | null = null;
  private tFires = new Float64Array(0);
  private tDeals = new Float64Array(0);
  /** the deal stamp on which each transition was last counted: its "seen this deal" marker */
  private tSeen = new Float64Array(0);

  constructor(
    readonly format: string,
    readonly invariantIds: readonly string[],
    readonly irregularityKinds: readonly string[],
  ) {
    this.invChecks = invariantIds.map(() => 0);
    this.invApplicable = invariantIds.map(() => 0);
    this.invViolations = invariantIds.map(() => 0);
    this.invFirst = invariantIds.map(() => NO_EXAMPLE);
    this.invMessage = invariantIds.map(() => '');
    this.irrScheduled = irregularityKinds.map(() => 0);
    this.irrCommitted = irregularityKinds.map(() => 0);
  }

  /** Interned id of a `gap=reading` tag (call once per run for tags the driver consults itself). */
  consultedId(tag: string): number {
    return this.consulted.id(tag);
  }

  /**
   * Count machine transitions from now on: `ids[i]` is the id of transition `i` of the compiled
   * table (the index `transition(i)` receives). Called once, before the first deal.
   */
  countTransitions(ids: readonly string[]): void {
    if (this.transitionIds !== null) {
      if (this.transitionIds.length !== ids.length || this.transitionIds.some((id, i) => id !== ids[i])) throw new Error(`FormatAccumulator(${this.format}): transitions of two different machines (#tally-2)`);
      return;
    }
    this.transitionIds = [...ids];
    this.tFires = new Float64Array(ids.length);
    this.tDeals = new Float64Array(ids.length);
    this.tSeen = new Float64Array(ids.length).fill(-1);
  }

  /** Transition `i` of the compiled table was taken (the runtime's `onTransition`). */
  transition(i: number): void {
    this.tFires[i]++;
    if (this.tSeen[i] !== this.stamp) {
      this.tSeen[i] = this.stamp;
      this.tDeals[i]++;
    }
  }

  beginDeal(ref: number): void {
    this.stamp++;
    this.ref = ref;
    this.node = 0;
    this.deals++;
  }

  /** The next clause of the deal's trail, in order. */
  clause(id: string): void {
    const c = this.clauses.id(id);
    this.clauses.hit(c, this.stamp, this.ref, this.parties);
    let kids = this.children[this.node];
    if (kids === null) kids = this.children[this.node] = new Map();
    let next = kids.get(c);
    if (next === undefined) {
      next = this.parent.length;
      kids.set(c, next);
      this.children.push(null);
      this.parent.push(this.node);
      this.clauseOf.push(c);
      this.pCount.push(0);
      this.pParties.push(0);
      this.pPartySeen.push(-1);
      this.pDecl.push(0);
      this.pSum.push(0);
      this.pMin.push(Infinity);
      this.pMax.push(-Infinity);
      this.pExample.push(NO_EXAMPLE);
    }
    this.node = next;
  }

  consult(tag: string): void {
    this.consulted.hit(this.consulted.id(tag), this.stamp, this.ref, this.parties);
  }

  consultId(id: number): void {
    this.consulted.hit(id, this.stamp, this.ref, this.parties);
  }

  silence(key: string): void {
    this.silences.hit(this.silences.id(key), this.stamp, this.ref, this.parties);
  }

  finding(key: string): void {
    this.findings.hit(this.findings.id(key), this.stamp, this.ref, this.parties);
  }

  /** Closes the deal's path; `effect` is the score change of the declarer's side (ignored without one). */
  endDeal(outcome: string, hasDeclarer: boolean, effect: number): void {
    const n = this.node;
    this.pCount[n]++;
    if (this.pPartySeen[n] !== this.parties) {
      this.pPartySeen[n] = this.parties;
      this.pParties[n]++;
    }
    this.pExample[n] = minRef(this.pExample[n], this.ref);
    if (hasDeclarer) {
      this.pDecl[n]++;
      this.pSum[n] += effect;
      if (effect < this.pMin[n]) this.pMin[n] = effect;
      if (effect > this.pMax[n]) this.pMax[n] = effect;
    }
    this.outcomes.hit(this.outcomes.id(outcome), this.stamp, this.ref, this.parties);
  }

  /** One evaluation of invariant `i`; `message` is only called when the check fails. */
  check(i: number, applicable: boolean, ok: boolean, message?: () => string): void {
    this.invChecks[i]++;
    if (applicable) this.invApplicable[i]++;
    if (ok) return;
    this.invViolations[i]++;
    if (this.invFirst[i] < 0 || this.ref < this.invFirst[i]) {
      this.invFirst[i] = this.ref;
      this.invMessage[i] = message ? message() : '';
    }
  }

  irregularity(kind: number, committed: boolean): void {
    this.irrScheduled[kind]++;
    if (committed) this.irrCommitted[kind]++;
  }

  endParty(deals: number, end: string): void {
    if (deals < this.dealsMin) this.dealsMin = deals;
    if (deals > this.dealsMax) this.dealsMax = deals;
    this.partyEnds.hit(this.partyEnds.id(end), ++this.stamp, this.ref, this.parties);
    this.parties++;
  }

  /** The path of trie node `n` as its clause ids, in order. */
  private pathOf(n: number): string[] {
    const out: string[] = [];
    for (let k = n; k > 0; k = this.parent[k]) out.push(this.clauses.names[this.clauseOf[k]]);
    return out.reverse();
  }

  toFormatTally(joinPath: (clauses: readonly string[]) => string): FormatTally {
    const t = createFormatTally(this.format);
    t.parties = this.parties;
    t.deals = this.deals;
    t.dealsPerPartyMin = this.dealsMin;
    t.dealsPerPartyMax = this.dealsMax;
    for (let n = 0; n < this.pCount.length; n++) {
      if (this.pCount[n] === 0) continue;
      const decl = this.pDecl[n];
      t.paths.set(joinPath(this.pathOf(n)), {
        count: this.pCount[n],
        parties: this.pParties[n],
        declarerDeals: decl,
        sumEffect: this.pSum[n],
        minEffect: decl > 0 ? this.pMin[n] : 0,
        maxEffect: decl > 0 ? this.pMax[n] : 0,
        example: this.pExample[n],
      });
    }
    this.clauses.into(t.clauses);
    this.consulted.into(t.consulted);
    this.silences.into(t.silences);
    this.findings.into(t.findings);
    this.outcomes.into(t.outcomes);
    this.partyEnds.into(t.partyEnds);
    this.invariantIds.forEach((id, i) =>
      t.invariants.set(id, {
        checks: this.invChecks[i],
        applicable: this.invApplicable[i],
        violations: this.invViolations[i],
        firstFailing: this.invFirst[i],
        firstMessage: this.invMessage[i],
      }),
    );
    this.irregularityKinds.forEach((k, i) => {
      if (this.irrScheduled[i] > 0) t.irregularities.set(k, { scheduled: this.irrScheduled[i], committed: this.irrCommitted[i] });
    });
    if (this.transitionIds !== null) {
      const ids = this.transitionIds;
      for (let i = 0; i < ids.length; i++) t.transitions.set(ids[i], { fires: this.tFires[i], deals: this.tDeals[i] });
    }
    return t;
  }
}
