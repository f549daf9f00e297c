/**
 * What compare and gap-impact count, per format: plain JSON (it crosses worker threads and is
 * written in shard files), integers only, example seeds as the smallest deal ref — so merging
 * batches in any grouping gives the same numbers, and the reports the same bytes.
 *
 * @internal
 */

/** A count of deals (or parties) and the first of them, as a packed deal ref (-1: none). */
export interface Counted {
  n: number;
  example: number;
}

export const counted = (): Counted => ({ n: 0, example: -1 });

export function hit(c: Counted, ref: number): void {
  c.n++;
  if (c.example < 0 || ref < c.example) c.example = ref;
}

function mergeCounted(into: Counted, from: Counted): void {
  into.n += from.n;
  if (from.example >= 0 && (into.example < 0 || from.example < into.example)) into.example = from.example;
}

/** The kinds of difference between two rulings of one deal, most important first (a deal counts under the first that applies). */
export const CHANGE_KINDS = ['outcome', 'points', 'marks', 'entries'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export interface Swing {
  /** deals whose ruling changed, over which the swing is summed */
  deals: number;
  sum: number;
  max: number;
  maxExample: number;
}

const swing = (): Swing => ({ deals: 0, sum: 0, max: 0, maxExample: -1 });

export function addSwing(s: Swing, value: number, ref: number): void {
  s.deals++;
  s.sum += value;
  if (value > s.max || (value === s.max && (s.maxExample < 0 || ref < s.maxExample))) {
    s.max = value;
    s.maxExample = ref;
  }
}

function mergeSwing(into: Swing, from: Swing): void {
  into.deals += from.deals;
  into.sum += from.sum;
  if (from.maxExample >= 0 && (from.max > into.max || (from.max === into.max && (into.maxExample < 0 || from.maxExample < into.maxExample)))) {
    into.max = from.max;
    into.maxExample = from.maxExample;
  }
}

export interface PathChange {
  count: number;
  example: number;
}

/** compare, one format. */
export interface CompareFormatTally {
  format: string;
  /** parties played (under both sides) */
  parties: number;
  /** baseline deals, each also ruled under the alternative from the same ledger */
  deals: number;
  /** deals whose ruling changed (any kind) */
  changed: Counted;
  /** by kind: the first of CHANGE_KINDS that differs */
  kinds: Record<ChangeKind, Counted>;
  /** the ruling is the same but the penalty path differs */
  pathOnly: Counted;
  /** changed deals whose facts (DealRuling.facts) are the same under both sides: the ruling alone changed */
  sameFacts: Counted;
  /** changed deals whose facts the simulator does not report */
  factsUnknown: number;
  /** over changed deals: the largest difference, over sides/seats, of what the deal credited */
  swing: Swing;
  /** whole parties (both sides play on): the party's winner differs */
  winnerChanged: Counted;
  /** whole parties: deals the alternative side played (the baseline's are `deals`) */
  altDeals: number;
  /** `baseline outcome, baseline path, alternative outcome, alternative path, change` (tab-separated; change: a CHANGE_KINDS or `path-only`) → count, for deals whose ruling or path changed */
  paths: Record<string, PathChange>;
}

export function compareFormatTally(format: string): CompareFormatTally {
  return {
    format,
    parties: 0,
    deals: 0,
    changed: counted(),
    kinds: { outcome: counted(), points: counted(), marks: counted(), entries: counted() },
    pathOnly: counted(),
    sameFacts: counted(),
    factsUnknown: 0,
    swing: swing(),
    winnerChanged: counted(),
    altDeals: 0,
    paths: {},
  };
}

export function mergeCompareFormat(into: CompareFormatTally, from: CompareFormatTally): void {
  into.parties += from.parties;
  into.deals += from.deals;
  mergeCounted(into.changed, from.changed);
  for (const k of CHANGE_KINDS) mergeCounted(into.kinds[k], from.kinds[k]);
  mergeCounted(into.pathOnly, from.pathOnly);
  mergeCounted(into.sameFacts, from.sameFacts);
  into.factsUnknown += from.factsUnknown;
  mergeSwing(into.swing, from.swing);
  mergeCounted(into.winnerChanged, from.winnerChanged);
  into.altDeals += from.altDeals;
  for (const [k, v] of Object.entries(from.paths)) {
    const t = (into.paths[k] ??= { count: 0, example: -1 });
    t.count += v.count;
    if (v.example >= 0 && (t.example < 0 || v.example < t.example)) t.example = v.example;
  }
}

/** gap-impact: one alternative reading of one gap. */
export interface AltImpact {
  /** deals that reached the gap and whose ruling changed under this reading */
  decisive: Counted;
  /** decisive deals played the same under both readings (equal facts): the ruling alone changed */
  sameFacts: number;
  /** decisive deals whose facts the simulator does not report */
  factsUnknown: number;
  kinds: Record<ChangeKind, number>;
  swing: Swing;
}

export interface GapImpact {
  /** the baseline's reading */
  reading: string;
  /** deals that consulted the gap */
  reached: Counted;
  alts: Record<string, AltImpact>;
}

export interface GapImpactFormatTally {
  format: string;
  parties: number;
  deals: number;
  gaps: Record<string, GapImpact>;
}

export const gapImpactFormatTally = (format: string): GapImpactFormatTally => ({ format, parties: 0, deals: 0, gaps: {} });

export const altImpact = (): AltImpact => ({ decisive: counted(), sameFacts: 0, factsUnknown: 0, kinds: { outcome: 0, points: 0, marks: 0, entries: 0 }, swing: swing() });

export function mergeGapImpactFormat(into: GapImpactFormatTally, from: GapImpactFormatTally): void {
  into.parties += from.parties;
  into.deals += from.deals;
  for (const [gap, g] of Object.entries(from.gaps)) {
    const t = (into.gaps[gap] ??= { reading: g.reading, reached: counted(), alts: {} });
    mergeCounted(t.reached, g.reached);
    for (const [r, a] of Object.entries(g.alts)) {
      const ta = (t.alts[r] ??= altImpact());
      mergeCounted(ta.decisive, a.decisive);
      ta.sameFacts += a.sameFacts;
      ta.factsUnknown += a.factsUnknown;
      for (const k of CHANGE_KINDS) ta.kinds[k] += a.kinds[k];
      mergeSwing(ta.swing, a.swing);
    }
  }
}
