/**
 * Witnesses: the shortest event path the search found, finished to the end of the deal when it
 * stops mid-deal, and turned into a real judge scenario by the ruleset's own concretisation (the
 * conformance suite's: `adapter.candidates`, judged until one scenario takes the same transitions
 * and clause trail as the abstract path — src/harness/suite/attempt.ts).
 *
 * Witnesses are always concretised on the ruleset's real machine (the one the judge runs), even
 * when the search ran on a test build of it: a planted defect's witness is then the real run that
 * takes the transition the defect removed.
 *
 * @internal
 */
import { catalogueOf } from '../../core/statechart/catalogue.ts';
import type { MachineEvent } from '../../core/statechart/definition.ts';
import { makeCandidate, signature } from '../../core/suite/candidates.ts';
import type { AbstractPath } from '../../core/suite/explore.ts';
import { replayTraced } from '../../core/suite/trace.ts';
import type { Json, RulesetAdapter, Verdict } from '../../core/suite/types.ts';
import { Attempts } from '../suite/attempt.ts';
import { eventKey, pathText, tableOf, type Setting } from './bfs.ts';
import { Stepper } from './step.ts';

export interface ConcreteWitness {
  /** the judge scenario, or null when none of the deals built followed the path */
  readonly scenario: Json | null;
  readonly verdict: Verdict | null;
  /** what the judged run must take: the transitions that change state and the other self-loops (src/core/suite/candidates.ts `signature`) */
  readonly signature: string;
  /** the penalty path the abstract run ends with */
  readonly path: string;
  /** machine events of the abstract path, one line each */
  readonly events: readonly string[];
  /** why no scenario (the concretiser's reason), when there is none */
  readonly why: string | null;
  readonly tries: number;
}

/** Events searched for a continuation to the end of the deal, at most. */
const CONTINUATION_LIMIT = 5000;

/** The shortest continuation (breadth first, alphabet order) of `head` to the end of the deal on the adapter's machine, or null. */
export function finishDeal<C extends object, E extends MachineEvent>(adapter: RulesetAdapter<C, E>, setting: Setting, head: readonly E[]): E[] | null {
  const def = adapter.machine;
  const table = tableOf(def);
  const stepper = new Stepper<C, E>(table, null, false);
  const alphabet = adapter.alphabet(setting.format);
  const start = def.cloneContext(adapter.initialContext(setting.format, setting.readings, setting.ledger.ledger));
  let s = stepper.init(start);
  let leaf = s.leaf;
  let done = s.done;
  const snap = (ctx: C, l: number, d: boolean) => ({ value: table.states[l].value, status: d ? 'done' : 'active', context: ctx });
  for (const e of head) {
    if (adapter.isEnd(snap(start, leaf, done))) return [];
    s = stepper.send(start, leaf, done, e);
    leaf = s.leaf;
    done = s.done;
  }
  type Node = { ctx: C; leaf: number; done: boolean; tail: E[] };
  let frontier: Node[] = [{ ctx: start, leaf, done, tail: [] }];
  const seen = new Set<string>();
  let n = 0;
  while (frontier.length && n < CONTINUATION_LIMIT) {
    const next: Node[] = [];
    for (const node of frontier) {
      if (adapter.isEnd(snap(node.ctx, node.leaf, node.done))) return node.tail;
      const key = `${node.leaf}|${JSON.stringify(adapter.abstraction(node.ctx))}|${adapter.trail(node.ctx).join(',')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      for (const e of adapter.alphabet(setting.format)(snap(node.ctx, node.leaf, node.done)) as E[]) {
        if (++n > CONTINUATION_LIMIT) break;
        const ctx = def.cloneContext(node.ctx);
        const r = stepper.send(ctx, node.leaf, node.done, e);
        next.push({ ctx, leaf: r.leaf, done: r.done, tail: [...node.tail, e] });
      }
    }
    frontier = next;
  }
  void alphabet;
  return null;
}

/**
 * The abstract path of `events` on the adapter's machine (replayed through XState, as the suite
 * does) and a judge scenario that takes it: the ruleset's candidates judged, up to `budget`, until
 * one has the same signature and the same clause trail, in order.
 */
export function concretise<C extends object, E extends MachineEvent>(adapter: RulesetAdapter<C, E>, setting: Setting, events: readonly E[], budget: number): ConcreteWitness {
  const cat = catalogueOf(adapter.machine);
  const input = adapter.initialContext(setting.format, setting.readings, setting.ledger.ledger);
  const r = replayTraced(adapter.machine, input, events, adapter.isEnd, adapter.trail, adapter.silences);
  const trail = [...adapter.trail(r.snapshot.context)];
  const path: AbstractPath<E> = {
    events: events.slice(0, r.sent),
    transitions: r.transitions,
    cited: r.cited,
    silent: r.silent,
    trail,
    consulted: [...adapter.consulted(r.snapshot.context)],
    end: typeof r.snapshot.value === 'string' ? r.snapshot.value : JSON.stringify(r.snapshot.value),
  };
  const ledgerIndex = Math.max(0, adapter.ledgerClasses(setting.format, setting.readings).findIndex((l) => l.name === setting.ledger.name));
  const cand = makeCandidate(cat, adapter, setting.format, setting.overrides, setting.readings, setting.ledger, ledgerIndex, path as AbstractPath);
  const base = { signature: cand.signature, path: pathText(trail), events: path.events.map(eventKey) };
  if (budget <= 0) return { ...base, scenario: null, verdict: null, why: 'not concretised (budget 0)', tries: 0 };
  const attempts = new Attempts(adapter, cat);
  const got = attempts.run(cand, budget, (a) => a.verdict.kind === 'ruled' && pathText(adapter.rulingFacts(a.verdict.ruling).trail) === base.path);
  if ('why' in got) return { ...base, scenario: null, verdict: null, why: got.why, tries: attempts.tries(cand) };
  // the ruleset's candidates carry the setting's readings already (the suite judges them as they are)
  return { ...base, scenario: got.scenario, verdict: got.verdict, why: null, tries: got.tries };
}

/** Does a judged run (its recorded transitions) take the claimed path? */
export function takesPath(adapter: RulesetAdapter, transitions: readonly string[], claimed: string): boolean {
  return signature(catalogueOf(adapter.machine), transitions, adapter.freeEvents) === claimed;
}
