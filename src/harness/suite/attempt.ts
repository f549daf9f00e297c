/**
 * The concrete side of suite generation: judging candidate scenarios (recording the transitions
 * the judge's machine takes) until one follows its abstract path.
 *
 * @internal
 */
import { statesOfRun, type MachineCatalogue } from '../../core/statechart/catalogue.ts';
import { C, citesWhatClassIsFor, L, R, S, signature, T, trailSetOf, type Candidate } from '../../core/suite/candidates.ts';
import { canonical } from '../../core/suite/compare.ts';
import type { AbstractPath } from '../../core/suite/explore.ts';
import { microstepRecorder } from '../../core/suite/trace.ts';
import type { Json, RulesetAdapter, Verdict } from '../../core/suite/types.ts';

/** A scenario kept for the suite, with the run the judge made of it. */
export interface Accepted {
  readonly format: string;
  readonly overrides: Readonly<Record<string, string>>;
  readonly ledger: string;
  readonly scenario: Json;
  readonly verdict: Verdict;
  readonly transitions: readonly string[];
  readonly path: AbstractPath | null;
  /** the candidate it concretises */
  readonly from: Candidate | null;
  /** `gap=reading` tags exercised beyond the ruling's consultations (a probe; a reading told apart) */
  readonly exercised: readonly string[];
  /** scenarios judged before this one was found */
  readonly tries: number;
}

interface Attempt {
  readonly source: Iterator<Json, unknown> | null;
  /** why the source ran out, when it says (a generator's return value) */
  why?: string;
  tries: number;
  over: boolean;
  readonly impossible: string | null;
}

/** Judges a scenario while recording the transitions the judge's machine takes (its actor's microsteps). */
export function traced(adapter: RulesetAdapter, scenario: Json): { verdict: Verdict; transitions: string[] } {
  const transitions: string[] = [];
  const verdict = adapter.judge(scenario, microstepRecorder(transitions));
  return { verdict, transitions };
}

/** Candidate scenarios per abstract path, resumable: a later call with a larger budget goes on where the last stopped. */
export class Attempts {
  private readonly map = new Map<Candidate, Attempt>();
  constructor(
    private readonly adapter: RulesetAdapter,
    private readonly cat: MachineCatalogue,
  ) {}

  private of(c: Candidate): Attempt {
    let a = this.map.get(c);
    if (!a) {
      const src = this.adapter.candidates({ format: c.format, overrides: c.overrides, readings: c.readings, ledger: c.ledger, path: c.path });
      a = 'impossible' in src ? { source: null, tries: 0, over: true, impossible: src.impossible } : { source: src[Symbol.iterator](), tries: 0, over: false, impossible: null };
      this.map.set(c, a);
    }
    return a;
  }

  /** Why no scenario can follow the path, or null. */
  impossible(c: Candidate): string | null {
    return this.of(c).impossible;
  }

  /** Used, given up for good, or impossible. */
  over(c: Candidate): boolean {
    return this.map.get(c)?.over ?? false;
  }

  tries(c: Candidate): number {
    return this.map.get(c)?.tries ?? 0;
  }

  /** Judges the path's scenarios up to `budget` in all; the first that follows the path and passes `accept` is kept. */
  run(c: Candidate, budget: number, accept: (a: Accepted) => boolean): Accepted | { why: string } {
    const a = this.of(c);
    if (a.impossible !== null) return { why: a.impossible };
    while (!a.over && a.tries < budget) {
      const next = a.source!.next();
      if (next.done) {
        a.over = true;
        if (typeof next.value === 'string') a.why = next.value;
        break;
      }
      a.tries++;
      const scenario = next.value;
      const t = traced(this.adapter, scenario);
      if (t.verdict.kind !== 'ruled') continue;
      if (signature(this.cat, t.transitions, this.adapter.freeEvents) !== c.signature) continue;
      if (trailSetOf(this.adapter.rulingFacts(t.verdict.ruling).trail) !== c.trailSet) continue;
      const found: Accepted = { format: c.format, overrides: c.overrides, ledger: c.ledger.name, scenario, verdict: t.verdict, transitions: t.transitions, path: c.path, from: c, exercised: [], tries: a.tries };
      if (!accept(found)) continue;
      a.over = true; // a path is used once
      return found;
    }
    return { why: `no deal among the ${a.tries} built for it followed this path${a.why ? `: ${a.why}` : ''}` };
  }
}

/** The targets a kept scenario covers, read from its judged run. */
export function concreteTargets(cat: MachineCatalogue, adapter: RulesetAdapter, a: Accepted): Set<string> {
  const out = new Set<string>();
  for (const t of a.transitions) out.add(T(t));
  if (a.transitions.length) for (const s of statesOfRun(cat, a.transitions)) out.add(S(s));
  if (a.verdict.kind === 'ruled') {
    const facts = adapter.rulingFacts(a.verdict.ruling);
    for (const c of facts.trail) out.add(C(c));
    for (const [g, r] of Object.entries(facts.readings)) out.add(R(`${g}=${r}`));
    // a case from a path of a ledger class (a probe has none) that cites what the class is for
    if (a.from && citesWhatClassIsFor(a.from.ledger, facts.trail)) out.add(L(a.from.ledger.name));
  }
  for (const tag of a.exercised) out.add(R(tag));
  return out;
}

/** Does judging the scenario under another reading of `gap` give another verdict (compared fields only)? */
export function distinguishes(adapter: RulesetAdapter, scenario: Json, verdict: Verdict, gap: string, fields: readonly string[]): boolean {
  const g = adapter.gaps.find((x) => x.id === gap);
  if (!g) return false;
  const own = { ...((scenario.readings as Record<string, string>) ?? {}) };
  const key = (v: Verdict) => (v.kind === 'rejected' ? 'rejected' : canonical(fields.filter((f) => f !== 'readings').map((f) => v.ruling[f])));
  const mine = key(verdict);
  for (const r of g.readings) {
    if (r.id === (own[gap] ?? g.default)) continue;
    if (key(adapter.judge({ ...scenario, readings: { ...own, [gap]: r.id } })) !== mine) return true;
  }
  return false;
}
