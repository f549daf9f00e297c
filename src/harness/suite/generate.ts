/**
 * Generates a conformance suite for a ruleset: abstract paths from the machine
 * (./candidates.ts), chosen greedily to cover every state, transition, clause and reading, each
 * concretised into a real scenario the judge accepts and whose judged run takes the same
 * transitions (./attempt.ts); readings no path reaches get the ruleset's probes.
 *
 * Deterministic: the same adapter and options give the same cases, byte for byte (seeds are
 * tried in order; every choice breaks ties by a fixed key).
 *
 * @public
 */
import { catalogueOf, statesOfRun, type MachineCatalogue } from '../../core/statechart/catalogue.ts';
import type { Readings } from '../../core/regulation/types.ts';
import { Attempts, concreteTargets, distinguishes, traced, type Accepted } from './attempt.ts';
import { abstractSpace, byOrder, C, diverse, distinctSignatures, keyOf, R, replayed, S, T, type Candidate, type ReadingsMode } from '../../core/suite/candidates.ts';
import { clauseMapOf, clausesOf, compareClauseIds, silenceMapOf } from './clauses.ts';
import { canonical } from '../../core/suite/compare.ts';
import { REJECTION_EXIT_CODE, type CoverageFigure, type Json, type RulesetAdapter, type SuiteCase, type SuiteManifest } from '../../core/suite/types.ts';

export interface SuiteOptions {
  /** formats to cover; default every format of the ruleset */
  readonly formats?: readonly string[];
  /** `all` (default): the default readings plus each other reading; `default`; or fixed overrides for every case */
  readonly readings?: ReadingsMode;
  /** scenarios judged per abstract path before it is given up; default 60, then 400, then 2400 for what is still uncovered */
  readonly budget?: number;
  readonly log?: (line: string) => void;
}

export interface GeneratedSuite {
  readonly cases: SuiteCase[];
  readonly manifest: SuiteManifest;
}

/** Paths tried for a reading no greedy case consulted. */
const READING_POOL = 10;
/**
 * Scenarios judged per path for such a reading; a kept case's path gets at least the deals its
 * case took (the same seeds build the same deals under the other reading).
 */
const READING_BUDGET = 120;
/** Probe scenarios judged per format for such a reading. */
const PROBE_BUDGET = 400;
/** Simplest paths tried, and scenarios judged on each, for a target the greedy passes missed. */
const SWEEP_PATHS = 4;
const SWEEP_BUDGET = 600;

export function generateSuite(adapter: RulesetAdapter, options: SuiteOptions = {}): GeneratedSuite {
  const log = options.log ?? (() => {});
  const cat = catalogueOf(adapter.machine);
  const formats = options.formats ?? adapter.formats;
  const mode = options.readings ?? 'all';
  const budgets = options.budget !== undefined ? [options.budget] : [60, 400, 2400];
  if (adapter.coverEachFormat && formats.length > 1) {
    // each format covered on its own, as a suite for it alone would be (its cases byte for byte),
    // the formats' cases one after the other
    const parts = formats.map((f) => {
      log(`format ${f}:`);
      return cover(adapter, cat, [f], mode, budgets, log);
    });
    const reason = (target: string) => {
      const i = parts.findIndex((x) => x.leaves(target));
      return parts[i >= 0 ? i : 0].reason(target);
    };
    const anyFormat = new Set(parts.flatMap((x) => x.readingTargets));
    const readingTargets = adapter.gaps.flatMap((g) => g.readings.map((r) => `${g.id}=${r.id}`)).filter((t) => anyFormat.has(t));
    const sum = (k: 'explorations' | 'abstractStates') => parts.reduce((n, x) => n + x[k], 0);
    const all = parts.flatMap((x) => x.accepted);
    const suite = assemble(adapter, cat, formats, mode, all, parts.flatMap((x) => x.candidates), readingTargets, reason, sum('explorations'), sum('abstractStates'));
    for (const line of caseListing(adapter, all, new Map(parts.flatMap((x) => [...x.notes])), suite.cases)) log(line);
    const byFormat: Record<string, SuiteManifest['coverage']> = {};
    formats.forEach((f, i) => {
      byFormat[f] = assemble(adapter, cat, [f], mode, parts[i].accepted, parts[i].candidates, parts[i].readingTargets, parts[i].reason, 0, 0).manifest.coverage;
    });
    const { abstract, clauseMap, silenceMap, ...head } = suite.manifest;
    return { cases: suite.cases, manifest: { ...head, byFormat, abstract, clauseMap, silenceMap } };
  }
  const c = cover(adapter, cat, formats, mode, budgets, log);
  const suite = assemble(adapter, cat, formats, mode, c.accepted, c.candidates, c.readingTargets, c.reason, c.explorations, c.abstractStates);
  for (const line of caseListing(adapter, c.accepted, c.notes, suite.cases)) log(line);
  return suite;
}

interface Cover {
  readonly accepted: Accepted[];
  /** what the progress said of each accepted case */
  readonly notes: ReadonlyMap<Accepted, string>;
  readonly candidates: Candidate[];
  readonly readingTargets: string[];
  /** why a target went uncovered */
  readonly reason: (target: string) => string;
  /** does this cover leave the target uncovered (no case took it; a reading: one of its formats')? */
  readonly leaves: (target: string) => boolean;
  readonly explorations: number;
  readonly abstractStates: number;
}

/** The cases that cover the formats together: greedy, then the sweep, then the readings no case consulted. */
function cover(adapter: RulesetAdapter, cat: MachineCatalogue, formats: readonly string[], mode: ReadingsMode, budgets: readonly number[], log: (line: string) => void): Cover {
  const attempts = new Attempts(adapter, cat);
  const possible = (c: Candidate) => attempts.impossible(c) === null;
  const space = abstractSpace(adapter, formats, mode, possible, log);
  const { candidates, base, baseOverrides, resolve } = space;

  const readingTargets: string[] = [];
  for (const g of adapter.gaps.filter((x) => x.status === 'switch' && formats.some((f) => adapter.gapApplies(x.id, f)))) {
    for (const r of mode === 'all' ? g.readings.map((x) => x.id) : [base[g.id]]) readingTargets.push(`${g.id}=${r}`);
  }
  const abstractCovered = new Set(candidates.flatMap((c) => [...c.targets]));
  const accepted: Accepted[] = [];
  const notes = new Map<Accepted, string>();
  const uncovered = new Set<string>([...abstractCovered].filter((t) => !t.startsWith('R:') || readingTargets.includes(t.slice(2))));
  const failed = new Map<string, string>(); // target → why the last path chosen for it failed
  const keep = (a: Accepted, what: string) => {
    accepted.push(a);
    for (const t of concreteTargets(cat, adapter, a)) uncovered.delete(t);
    // no number yet: the files are numbered once every case is found, in another order
    const note = `${a.format} ${keyOf(a.overrides) || 'default'} ${a.ledger}: ${what}`;
    notes.set(a, note);
    log(`  found: ${note}`);
  };

  // ── greedy cover: first the machine's structure (states, transitions, clauses), then the
  // readings; cheap attempts first, and a target is not chased by more than a few failing
  // paths per pass
  for (const stage of ['structure', 'readings'] as const) {
    const inStage = (t: string) => (stage === 'readings') === t.startsWith('R:');
    budgets.forEach((budget, pass) => {
      const parked = new Set<Candidate>();
      const misses = new Map<string, number>();
      const cap = Math.max(1, 3 - pass);
      for (;;) {
        let best: Candidate | null = null;
        let bestGain = 0;
        for (const c of candidates) {
          if (parked.has(c) || attempts.over(c)) continue;
          let gain = 0;
          for (const t of c.targets) if (uncovered.has(t) && inStage(t) && (misses.get(t) ?? 0) < cap) gain++;
          if (gain > bestGain || (gain === bestGain && gain > 0 && best !== null && c.order < best.order)) {
            best = c;
            bestGain = gain;
          }
        }
        if (!best) break;
        // the run must cover what the path was chosen for (a reading the abstract path consulted
        // may go unconsulted with the real cards)
        const required = [...best.targets].filter((t) => uncovered.has(t) && (stage === 'readings' || !t.startsWith('R:')));
        const r = attempts.run(best, budget, (a) => {
          const got = concreteTargets(cat, adapter, a);
          return required.every((t) => got.has(t));
        });
        if ('why' in r) {
          parked.add(best);
          for (const t of required) {
            failed.set(t, r.why);
            if (inStage(t)) misses.set(t, (misses.get(t) ?? 0) + 1);
          }
          continue;
        }
        keep(r, `${r.verdict.kind === 'ruled' ? r.verdict.ruling.outcome : 'rejected'} (${r.tries} deals built)`);
      }
    });
  }

  // ── sweep: a target the greedy passes left uncovered is tried once more on its simplest paths
  // (the greedy prefers paths that cover much at once, which are the hardest to deal)
  for (const target of [...uncovered].filter((t) => !t.startsWith('R:')).sort()) {
    if (!uncovered.has(target)) continue;
    const simplest = candidates.filter((c) => c.targets.has(target) && !attempts.over(c)).sort((a, b) => a.targets.size - b.targets.size || byOrder(a, b));
    for (const c of simplest.slice(0, SWEEP_PATHS)) {
      const r = attempts.run(c, SWEEP_BUDGET, (a) => concreteTargets(cat, adapter, a).has(target));
      if ('why' in r) {
        failed.set(target, r.why);
        continue;
      }
      keep(r, `${r.verdict.kind === 'ruled' ? r.verdict.ruling.outcome : 'rejected'} (sweep, ${r.tries} deals built)`);
      break;
    }
  }

  // ── readings no case consulted yet: the ruleset's probes, then paths run under the reading.
  // A reading counts as exercised when the ruling consulted it, or when the same scenario is
  // ruled otherwise under another reading of its gap (DEB-G38, the target, is never "consulted").
  for (const tag of readingTargets) {
    if (!uncovered.has(R(tag)) && accepted.some((a) => concreteTargets(cat, adapter, a).has(R(tag)))) continue;
    const [gap, reading] = tag.split('=');
    const overrides = reading === base[gap] ? baseOverrides : { ...baseOverrides, [gap]: reading };
    const exercises = (a: Accepted) => a.verdict.kind === 'ruled' && (adapter.rulingFacts(a.verdict.ruling).readings[gap] === reading || distinguishes(adapter, a.scenario, a.verdict, gap, adapter.comparedFields));
    const consults = (a: Accepted) => a.verdict.kind === 'ruled' && gap in adapter.rulingFacts(a.verdict.ruling).readings;
    let found = probe(adapter, gap, reading, overrides, resolve, formats, accepted, consults);
    if (!found) {
      // the paths of the cases kept so far (those that consulted the gap first, the cheapest
      // first), then the richest default paths, replayed under the reading; a kept path keeps
      // the other readings its case ran under (DEB-G13 is consulted only under DEB-G12
      // top-beater-takes) and is given at least the deals its case took: the same seeds build
      // the same deals, so the deal that followed the path follows it again
      const kept = accepted.filter((a) => a.from).sort((a, b) => Number(consults(b)) - Number(consults(a)) || a.tries - b.tries);
      const rich = candidates.filter((c) => keyOf(c.overrides) === keyOf(baseOverrides) && possible(c)).sort((a, b) => b.targets.size - a.targets.size || byOrder(a, b));
      const sources = [...kept.map((a) => ({ src: a.from!, budget: Math.max(READING_BUDGET, a.tries) })), ...diverse(distinctSignatures(rich), READING_POOL).map((src) => ({ src, budget: READING_BUDGET }))];
      const seen = new Set<string>();
      for (const { src, budget } of sources.filter((x) => adapter.gapApplies(gap, x.src.format))) {
        if (seen.size >= READING_POOL) break;
        const o: Record<string, string> = { ...src.overrides, ...overrides, [gap]: reading };
        if (reading === base[gap] && !(gap in baseOverrides)) delete o[gap];
        const c = replayed(adapter, cat, src, o, resolve);
        if (!c || seen.has(c.key) || !possible(c)) continue;
        seen.add(c.key);
        const r = attempts.run(c, budget, exercises);
        if (!('why' in r)) {
          found = { ...r, exercised: [tag] };
          break;
        }
      }
    }
    if (found) keep(found, `reading ${tag}`);
    else failed.set(R(tag), 'no scenario found that consults this reading or is ruled otherwise under another reading of its gap');
  }

  const reason = (target: string) => {
    const having = candidates.filter((c) => c.targets.has(target));
    const never = target.startsWith('T:') ? adapter.impossibleTransition?.(target.slice(2)) : null;
    if (having.length === 0) return failed.get(target) ?? never ?? 'no abstract path reaches it (the abstraction or the event alphabet never produces it)';
    const why = having.map((c) => attempts.impossible(c)).filter((w): w is string => w !== null);
    if (why.length === having.length) return why[0];
    return failed.get(target) ?? 'no case was kept for it';
  };
  const covered = new Set(accepted.flatMap((a) => [...concreteTargets(cat, adapter, a)]));
  const leaves = (target: string) => !covered.has(target) && (!target.startsWith('R:') || readingTargets.includes(target.slice(2)));
  return { accepted, notes, candidates, readingTargets, reason, leaves, explorations: space.explorations, abstractStates: space.abstractStates };
}

/** The ruleset's probe scenarios for a reading, in the formats where kept cases consulted its gap first. */
function probe(
  adapter: RulesetAdapter,
  gap: string,
  reading: string,
  overrides: Readonly<Record<string, string>>,
  resolve: (o: Record<string, string>) => Readings,
  formats: readonly string[],
  accepted: readonly Accepted[],
  consults: (a: Accepted) => boolean,
): Accepted | null {
  const hot = new Set(accepted.filter(consults).map((a) => a.format));
  const where = formats.filter((f) => adapter.gapApplies(gap, f));
  for (const f of [...where.filter((x) => hot.has(x)), ...where.filter((x) => !hot.has(x))]) {
    let tries = 0;
    for (const p of adapter.readingProbes(gap, reading, f)) {
      if (++tries > PROBE_BUDGET) break;
      const scenario: Json = { ...p.scenario, ...(Object.keys(overrides).length ? { readings: { ...overrides } } : {}) };
      const t = traced(adapter, scenario);
      if (t.verdict.kind !== p.expect) continue;
      if (t.verdict.kind === 'ruled' && adapter.rulingFacts(t.verdict.ruling).readings[gap] !== reading && !distinguishes(adapter, scenario, t.verdict, gap, adapter.comparedFields)) continue;
      const readings = resolve({ ...overrides });
      const own = canonical(scenario.ledger ?? {});
      const ledger = adapter.ledgerClasses(f, readings).find((l) => canonical(l.ledger) === own)?.name ?? 'other';
      return { format: f, overrides, ledger, scenario, verdict: t.verdict, transitions: t.transitions, path: null, from: null, exercised: p.exercises, tries };
    }
  }
  return null;
}

function figure(universe: readonly string[], covered: ReadonlySet<string>, reason: (id: string) => string): CoverageFigure {
  const missing = universe.filter((id) => !covered.has(id)).map((id) => ({ id, reason: reason(id) }));
  const n = universe.length - missing.length;
  return { total: universe.length, covered: n, percent: percent(n, universe.length), missing };
}

export const percent = (n: number, total: number) => (total ? Math.round((1000 * n) / total) / 10 : 100);

/** The cases in file order: by format, then fewer overrides first, then as found. */
export function caseOrder<A extends Pick<Accepted, 'format' | 'overrides'>>(adapter: Pick<RulesetAdapter, 'formats'>, accepted: readonly A[]): A[] {
  const fIndex = (f: string) => adapter.formats.indexOf(f);
  return accepted
    .map((a, i) => ({ a, i }))
    .sort((x, y) => fIndex(x.a.format) - fIndex(y.a.format) || Object.keys(x.a.overrides).length - Object.keys(y.a.overrides).length || x.i - y.i)
    .map((x) => x.a);
}

/**
 * The progress's last word: each case under its file name (the number the files carry), with
 * what the search said of it.
 */
export function caseListing<A extends Pick<Accepted, 'format' | 'overrides'>>(adapter: Pick<RulesetAdapter, 'formats'>, accepted: readonly A[], notes: ReadonlyMap<A, string>, cases: readonly Pick<SuiteCase, 'file'>[]): string[] {
  return ['cases, as numbered in their files:', ...caseOrder(adapter, accepted).map((a, i) => `  ${cases[i].file}: ${notes.get(a) ?? ''}`)];
}

function assemble(
  adapter: RulesetAdapter,
  cat: MachineCatalogue,
  formats: readonly string[],
  mode: ReadingsMode,
  accepted: readonly Accepted[],
  candidates: readonly Candidate[],
  readingTargets: readonly string[],
  reason: (target: string) => string,
  explorations: number,
  abstractStates: number,
): GeneratedSuite {
  const ordered = caseOrder(adapter, accepted);
  const width = Math.max(3, String(ordered.length).length);
  const cases: SuiteCase[] = ordered.map((a, i) => {
    const n = String(i + 1).padStart(width, '0');
    const title = adapter.title({ format: a.format, ledger: a.ledger, overrides: a.overrides, scenario: a.scenario, verdict: a.verdict });
    const { title: _t, readings: _r, ruleset: _s, ...rest } = a.scenario;
    void [_t, _r, _s];
    const scenario: Json = { ruleset: adapter.id, title, ...rest, ...(Object.keys(a.overrides).length ? { readings: { ...a.overrides } } : {}) };
    // the judge echoes the scenario's title; everything else is its ruling as judged
    // a rejection says what it must look like: the exit code of `cardlaw judge` refusing a scenario
    const expected: Json = a.verdict.kind === 'ruled' ? { ...a.verdict.ruling, title } : { rejected: true, message: a.verdict.message, exitCode: REJECTION_EXIT_CODE };
    const targets = concreteTargets(cat, adapter, a);
    const pick = (prefix: string) => [...targets].filter((t) => t.startsWith(prefix)).map((t) => t.slice(2));
    return {
      id: `${adapter.id}-${n}`,
      file: `${n}-${a.format}-${adapter.slug(a.verdict)}.json`,
      title,
      ruleset: adapter.id,
      format: a.format,
      readings: { ...a.overrides },
      ledger: a.ledger,
      exercises: {
        states: cat.states.map((s) => s.path).filter((s) => targets.has(S(s))),
        transitions: cat.transitions.map((t) => t.id).filter((t) => targets.has(T(t))),
        clauses: pick('C:').sort(compareClauseIds),
        readings: pick('R:').sort(),
      },
      path: a.path ? { events: a.path.events.map(eventText), transitions: [...a.path.transitions] } : null,
      scenario,
      expected,
    };
  });

  const covered = new Set<string>();
  for (const a of accepted) for (const t of concreteTargets(cat, adapter, a)) covered.add(t);
  const coveredOf = (prefix: string) => new Set([...covered].filter((t) => t.startsWith(prefix)).map((t) => t.slice(2)));
  const clauseMap = clauseMapOf(cat, candidates.map((c) => c.path));
  const clauseUniverse = [...new Set([...clausesOf(clauseMap), ...coveredOf('C:')])].sort(compareClauseIds);
  const abstractT = new Set(candidates.flatMap((c) => c.path.transitions));
  const abstractS = new Set(candidates.flatMap((c) => [...statesOfRun(cat, c.path.transitions)]));
  const states = cat.states.map((s) => s.path);
  const transitions = cat.transitions.map((t) => t.id);
  const manifest: SuiteManifest = {
    suite: 'cardlaw-conformance',
    version: 1,
    ruleset: adapter.id,
    machine: cat.machineId,
    formats: [...formats],
    readings: mode,
    compared: adapter.comparedFields,
    cases: cases.map((c) => ({ file: c.file, id: c.id, title: c.title, format: c.format, expect: 'rejected' in c.expected ? 'rejected' : 'ruled' })),
    coverage: {
      states: figure(states, coveredOf('S:'), (id) => reason(S(id))),
      transitions: figure(transitions, coveredOf('T:'), (id) => reason(T(id))),
      clauses: figure(clauseUniverse, coveredOf('C:'), (id) => reason(C(id))),
      readings: figure(readingTargets, coveredOf('R:'), (id) => reason(R(id))),
    },
    abstract: {
      explorations,
      abstractStates,
      paths: candidates.length,
      transitions: figure(transitions, abstractT, () => 'no abstract path reaches it'),
      states: figure(states, abstractS, () => 'no abstract path reaches it'),
    },
    clauseMap,
    silenceMap: silenceMapOf(cat, candidates.map((c) => c.path)),
  };
  return { cases, manifest };
}

/** A machine event as one short line: `TRICK winner=1 points=10`. */
export function eventText(e: { type: string }): string {
  const args = Object.entries(e)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join('/') : String(v)}`);
  return [e.type, ...args].join(' ');
}
