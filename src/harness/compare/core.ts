/**
 * The two comparisons, party by party, for any ruleset with a per-deal entry point
 * (`RulesetSimulator.rerule`). Pure: the result depends only on the specs, the format and the
 * range of parties — never on the batch, worker or shard that runs it.
 *
 * compare (baseline spec B, alternative spec A, same everything but the readings):
 *  - deal by deal from the same ledger: B plays the party; before each of its deals the ledger
 *    (scores, marks, pot, dealer, sheet …) is handed to a stepper under A, which rules the same
 *    deal (same cards, same decisions' streams, same irregularity at the same moment: a deal's
 *    streams are seeded from master seed, format, party and deal alone). The two rulings are
 *    compared; the party goes on with B's ruling. These are the deal-level figures.
 *  - whole parties: A also plays the party on its own from the start; its deals keep the same
 *    streams by index, but after the first changed ruling the ledgers differ (scores, «Б», who
 *    deals). Only the party's winner is compared.
 *
 * gap-impact (one spec): B plays; every deal that consulted a gap is ruled again from the same
 * ledger under each other reading of that gap (everything else as in B).
 *
 * @internal
 */
import { resolveReadings } from '../../core/regulation/readings.ts';
import { dealRef } from '../../core/sim/ids.ts';
import type { DealRuling, EngineOptions, PartyStepper, RulesetSimulator, SimSpec } from '../../core/sim/types.ts';
import { addSwing, altImpact, compareFormatTally, gapImpactFormatTally, hit, type ChangeKind, type CompareFormatTally, type GapImpactFormatTally } from './tally.ts';

const sameNumbers = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** How two rulings of one deal differ: the first of outcome, points, marks, entries that does; null when none does. */
export function rulingChange(base: DealRuling, alt: DealRuling): ChangeKind | null {
  if (base.outcome !== alt.outcome) return 'outcome';
  if (!sameNumbers(base.points, alt.points)) return 'points';
  if (!sameNumbers(base.marks, alt.marks)) return 'marks';
  if (base.entries !== alt.entries) return 'entries';
  return null;
}

/** The largest difference, over sides or seats, between what the two rulings credited. */
export function pointSwing(base: DealRuling, alt: DealRuling): number {
  let m = 0;
  const n = Math.max(base.points.length, alt.points.length);
  for (let i = 0; i < n; i++) m = Math.max(m, Math.abs((alt.points[i] ?? 0) - (base.points[i] ?? 0)));
  return m;
}

const samePath = (a: DealRuling, b: DealRuling): boolean => a.path.length === b.path.length && a.path.every((c, i) => c === b.path[i]);

export const joinTrail = (path: readonly string[]): string => (path.length === 0 ? '(none)' : path.join(' > '));

/** The key of a changed-paths row. */
export const pathKey = (base: DealRuling, alt: DealRuling, change: string): string => [base.outcome, joinTrail(base.path), alt.outcome, joinTrail(alt.path), change].join('\t');

function stepperOf(sim: RulesetSimulator, spec: SimSpec, format: string, engine: EngineOptions): PartyStepper {
  if (!sim.rerule) throw new Error(`compare: the ${sim.id} simulator has no per-deal entry point (#compare-1)`);
  return sim.rerule(spec, resolveReadings(sim.gaps, spec.readings, 'spec.readings'), format, engine);
}

/** compare, parties [from, to) of one format. */
export function compareParties(sim: RulesetSimulator, base: SimSpec, alt: SimSpec, format: string, from: number, to: number, engine: EngineOptions = {}): CompareFormatTally {
  const t = compareFormatTally(format);
  const b = stepperOf(sim, base, format, engine);
  const perDeal = stepperOf(sim, alt, format, engine);
  const whole = stepperOf(sim, alt, format, engine);
  const max = base.maxDealsPerParty;
  for (let party = from; party < to; party++) {
    b.start(party);
    let deal = 0;
    for (; !b.over && deal < max; deal++) {
      perDeal.resume(party, b.ledger());
      const rb = b.deal(deal);
      const ra = perDeal.deal(deal);
      const ref = dealRef(party, deal);
      const kind = rulingChange(rb, ra);
      const pathDiffers = !samePath(rb, ra);
      if (kind !== null) {
        hit(t.changed, ref);
        hit(t.kinds[kind], ref);
        addSwing(t.swing, pointSwing(rb, ra), ref);
        if (rb.facts === null || ra.facts === null) t.factsUnknown++;
        else if (rb.facts === ra.facts) hit(t.sameFacts, ref);
      } else if (pathDiffers) hit(t.pathOnly, ref);
      if (kind !== null || pathDiffers) {
        const p = (t.paths[pathKey(rb, ra, kind ?? 'path-only')] ??= { count: 0, example: -1 });
        p.count++;
        if (p.example < 0 || ref < p.example) p.example = ref;
      }
    }
    t.deals += deal;
    whole.start(party);
    let altDeal = 0;
    for (; !whole.over && altDeal < max; altDeal++) whole.deal(altDeal);
    t.altDeals += altDeal;
    if (b.winner() !== whole.winner()) hit(t.winnerChanged, dealRef(party, 0));
    t.parties++;
  }
  return t;
}

/** The gap id of a consulted `gap=reading` tag. */
const gapOf = (tag: string): string => tag.slice(0, tag.indexOf('=') < 0 ? tag.length : tag.indexOf('='));

/** gap-impact, parties [from, to) of one format. */
export function gapImpactParties(sim: RulesetSimulator, spec: SimSpec, format: string, from: number, to: number, engine: EngineOptions = {}): GapImpactFormatTally {
  const t = gapImpactFormatTally(format);
  const readings = resolveReadings(sim.gaps, spec.readings, 'spec.readings');
  const gaps = new Map(sim.gaps.map((g) => [g.id, g]));
  const b = stepperOf(sim, spec, format, engine);
  const alts = new Map<string, PartyStepper>();
  const altStepper = (gap: string, reading: string): PartyStepper => {
    const key = `${gap}=${reading}`;
    let s = alts.get(key);
    if (!s) {
      const overrides = Object.fromEntries(Object.entries({ ...spec.readings, [gap]: reading }).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
      s = stepperOf(sim, { ...spec, readings: overrides }, format, engine);
      alts.set(key, s);
    }
    return s;
  };
  const max = spec.maxDealsPerParty;
  for (let party = from; party < to; party++) {
    b.start(party);
    let deal = 0;
    for (; !b.over && deal < max; deal++) {
      const ledger = b.ledger();
      const rb = b.deal(deal);
      const ref = dealRef(party, deal);
      const reached = [...new Set(rb.consulted.map(gapOf))].sort();
      for (const id of reached) {
        const gap = gaps.get(id);
        if (!gap) continue;
        const base = readings[id] ?? gap.default;
        const g = (t.gaps[id] ??= { reading: base, reached: { n: 0, example: -1 }, alts: {} });
        hit(g.reached, ref);
        if (gap.status !== 'switch') continue; // a fixed gap: no other reading is modelled
        for (const r of gap.readings) {
          if (r.id === base) continue;
          const a = (g.alts[r.id] ??= altImpact());
          const s = altStepper(id, r.id);
          s.resume(party, ledger);
          const ra = s.deal(deal);
          const kind = rulingChange(rb, ra);
          if (kind === null) continue;
          hit(a.decisive, ref);
          a.kinds[kind]++;
          if (rb.facts === null || ra.facts === null) a.factsUnknown++;
          else if (rb.facts === ra.facts) a.sameFacts++;
          addSwing(a.swing, pointSwing(rb, ra), ref);
        }
      }
    }
    t.deals += deal;
    t.parties++;
  }
  return t;
}
