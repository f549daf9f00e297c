/**
 * The mergeable tally of a simulation run: counts, sums, minima and maxima per format, keyed by
 * strings (a deal's penalty path, a clause id, `gap=reading`, …). Every field merges by an
 * associative and commutative rule — counts and sums add (integers, so exact in float64),
 * minima and maxima take the min or max, an example deal is the smallest deal reference — so the
 * merged tally, and every report built from it, is the same whatever the number of workers,
 * batches or shards and whatever order their results arrive in.
 *
 * A deal reference (`ref`) is `party * DEAL_SPAN + deal` (see src/core/sim/ids.ts); -1 means none.
 *
 * @public
 */

/** One penalty path (the clause trail of a deal). */
export interface PathStat {
  count: number;
  /** parties with at least one deal of this path (the unit for party-level events: reports/README.md) */
  parties: number;
  /** deals of this path that had a declarer (the effect columns average over these) */
  declarerDeals: number;
  /** sum, min and max of the score change of the declarer's side */
  sumEffect: number;
  minEffect: number;
  maxEffect: number;
  example: number;
}

/** Something that happens in some deals, possibly several times in one deal. */
export interface HitStat {
  /** occurrences */
  hits: number;
  /** deals with at least one occurrence */
  deals: number;
  /**
   * parties with at least one occurrence. Deals of one party are not independent (the «Б» marks,
   * a deferred bayd's special deal, the scores carry over), so for an event whose chance depends on
   * the party so far an interval over deals is too narrow; parties are independent (own seeds)
   */
  parties: number;
  example: number;
}

export interface InvariantStat {
  /** deals (or parties, for party-level invariants) on which the invariant was evaluated */
  checks: number;
  /** checks where the invariant's premise held (e.g. deals with a bayd), so the check was not vacuous */
  applicable: number;
  violations: number;
  firstFailing: number;
  /** message of the first failing check (the one at `firstFailing`) */
  firstMessage: string;
}

export interface IrregularityStat {
  /** deals on which the kind was drawn (rate) */
  scheduled: number;
  /** deals on which it was actually committed (its turn came and the cards allowed it) */
  committed: number;
}

/** One machine transition (transitions.csv): merges by adding both counts. */
export interface TransitionStat {
  /** times taken */
  fires: number;
  /** deal attempts on which it was taken at least once */
  deals: number;
}

export interface FormatTally {
  format: string;
  parties: number;
  /** deal attempts, including thrown-in and misdealt ones */
  deals: number;
  dealsPerPartyMin: number;
  dealsPerPartyMax: number;
  paths: Map<string, PathStat>;
  clauses: Map<string, HitStat>;
  /** key `gap=reading` */
  consulted: Map<string, HitStat>;
  /** key `gap|kind|clause,clause` */
  silences: Map<string, HitStat>;
  /** simulator findings, e.g. a special deal whose hand sizes make it unplayable */
  findings: Map<string, HitStat>;
  outcomes: Map<string, HitStat>;
  /** how parties ended: `target`, `deberc`, `deal-limit` */
  partyEnds: Map<string, HitStat>;
  invariants: Map<string, InvariantStat>;
  irregularities: Map<string, IrregularityStat>;
  /**
   * key: transition id `source:EVENT:position` (src/core/statechart/catalogue.ts); every transition of the
   * machine, zeros included, when the run counted them (the compiled engine of a statechart
   * simulator); empty otherwise (Preferans, the XState engine)
   */
  transitions: Map<string, TransitionStat>;
}

export interface Tally {
  ruleset: string;
  formats: Map<string, FormatTally>;
}

export const NO_EXAMPLE = -1;

const minRef = (a: number, b: number): number => (a < 0 ? b : b < 0 ? a : Math.min(a, b));

export function createFormatTally(format: string): FormatTally {
  return {
    format,
    parties: 0,
    deals: 0,
    dealsPerPartyMin: Infinity,
    dealsPerPartyMax: 0,
    paths: new Map(),
    clauses: new Map(),
    consulted: new Map(),
    silences: new Map(),
    findings: new Map(),
    outcomes: new Map(),
    partyEnds: new Map(),
    invariants: new Map(),
    irregularities: new Map(),
    transitions: new Map(),
  };
}

export const createTally = (ruleset: string): Tally => ({ ruleset, formats: new Map() });

function mergeMap<V>(into: Map<string, V>, from: Map<string, V>, merge: (a: V, b: V) => void, copy: (v: V) => V): void {
  for (const [k, v] of from) {
    const cur = into.get(k);
    if (cur === undefined) into.set(k, copy(v));
    else merge(cur, v);
  }
}

const copyObj = <V extends object>(v: V): V => ({ ...v });

function mergePath(a: PathStat, b: PathStat): void {
  a.count += b.count;
  a.parties += b.parties;
  a.declarerDeals += b.declarerDeals;
  a.sumEffect += b.sumEffect;
  a.minEffect = Math.min(a.minEffect, b.minEffect);
  a.maxEffect = Math.max(a.maxEffect, b.maxEffect);
  a.example = minRef(a.example, b.example);
}

function mergeHit(a: HitStat, b: HitStat): void {
  a.hits += b.hits;
  a.deals += b.deals;
  a.parties += b.parties;
  a.example = minRef(a.example, b.example);
}

function mergeInvariant(a: InvariantStat, b: InvariantStat): void {
  a.checks += b.checks;
  a.applicable += b.applicable;
  a.violations += b.violations;
  const first = minRef(a.firstFailing, b.firstFailing);
  if (first !== a.firstFailing) {
    a.firstFailing = first;
    a.firstMessage = b.firstMessage;
  }
}

function mergeTransition(a: TransitionStat, b: TransitionStat): void {
  a.fires += b.fires;
  a.deals += b.deals;
}

function mergeIrregularity(a: IrregularityStat, b: IrregularityStat): void {
  a.scheduled += b.scheduled;
  a.committed += b.committed;
}

/** Adds `from` into `into` (mutating `into`). Associative and commutative. */
export function mergeFormatTally(into: FormatTally, from: FormatTally): FormatTally {
  into.parties += from.parties;
  into.deals += from.deals;
  into.dealsPerPartyMin = Math.min(into.dealsPerPartyMin, from.dealsPerPartyMin);
  into.dealsPerPartyMax = Math.max(into.dealsPerPartyMax, from.dealsPerPartyMax);
  mergeMap(into.paths, from.paths, mergePath, copyObj);
  mergeMap(into.clauses, from.clauses, mergeHit, copyObj);
  mergeMap(into.consulted, from.consulted, mergeHit, copyObj);
  mergeMap(into.silences, from.silences, mergeHit, copyObj);
  mergeMap(into.findings, from.findings, mergeHit, copyObj);
  mergeMap(into.outcomes, from.outcomes, mergeHit, copyObj);
  mergeMap(into.partyEnds, from.partyEnds, mergeHit, copyObj);
  mergeMap(into.invariants, from.invariants, mergeInvariant, copyObj);
  mergeMap(into.irregularities, from.irregularities, mergeIrregularity, copyObj);
  mergeMap(into.transitions, from.transitions, mergeTransition, copyObj);
  return into;
}

/** Adds `from` into `into` (mutating `into`). */
export function mergeTally(into: Tally, from: Tally): Tally {
  if (into.ruleset !== from.ruleset) throw new Error(`mergeTally: cannot merge a ${from.ruleset} tally into a ${into.ruleset} tally (#tally-1)`);
  for (const [format, ft] of from.formats) {
    const cur = into.formats.get(format);
    if (cur === undefined) into.formats.set(format, mergeFormatTally(createFormatTally(format), ft));
    else mergeFormatTally(cur, ft);
  }
  return into;
}

/** Keys in a fixed order (code-unit order, locale-independent), for every report and file. */
export const sortedKeys = <V>(m: ReadonlyMap<string, V>): string[] => [...m.keys()].sort(compareStrings);
export const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
