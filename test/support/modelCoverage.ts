/**
 * The battery both model-based tests run (test/debertz/model.test.ts, test/preferans/model.test.ts):
 * the machine's own inventory of state nodes and transitions, found by walking `machine.root`, the
 * states and transitions the replayed paths took, and the same three coverage tests for every
 * ruleset (STYLE: every game passes the same battery).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';

export interface TransitionInfo {
  /** `source|event|index`; eventless transitions use the event name `always` */
  readonly key: string;
  readonly description: string;
  readonly clauses: readonly string[];
}

export class ModelCoverage {
  /** every state node but the root, in document order */
  readonly states: string[] = [];
  readonly transitions = new Map<string, TransitionInfo>();
  /** XState's transition objects → their key (to read microstep inspection events) */
  private readonly index = new Map<object, string>();
  readonly coveredStates = new Set<string>();
  readonly coveredTransitions = new Set<string>();

  constructor(private readonly root: AnyStateNode) {
    const add = (t: any, i: number) => {
      const key = `${t.source.id}|${t.eventType === '' ? 'always' : t.eventType}|${i}`;
      this.transitions.set(key, { key, description: t.description ?? '', clauses: t.meta?.clauses ?? [] });
      this.index.set(t, key);
    };
    const walk = (node: AnyStateNode) => {
      if (node !== root) this.states.push(node.id);
      for (const [, list] of node.transitions) list.forEach((t: any, i: number) => add(t, i));
      (node.always ?? []).forEach((t: any, i: number) => add(t, i));
      for (const child of Object.values(node.states)) walk(child as AnyStateNode);
    };
    walk(root);
  }

  /** Marks every state node active in a state value (e.g. `{ ruling: 'pot' }` → ruling, ruling.pot) as visited. */
  visit(value: unknown, prefix = this.root.id): void {
    if (typeof value === 'string') {
      this.coveredStates.add(`${prefix}.${value}`);
      return;
    }
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      this.coveredStates.add(`${prefix}.${k}`);
      this.visit(v, `${prefix}.${k}`);
    }
  }

  /** The key of a transition taken (from an `@xstate.microstep` event), now marked covered; undefined if it is not in the inventory. */
  took(transition: object): string | undefined {
    const key = this.index.get(transition);
    if (key !== undefined) this.coveredTransitions.add(key);
    return key;
  }

  summary(): string {
    const states = this.states.filter((s) => this.coveredStates.has(s)).length;
    const transitions = [...this.transitions.keys()].filter((k) => this.coveredTransitions.has(k)).length;
    return `states ${states}/${this.states.length}, transitions ${transitions}/${this.transitions.size}`;
  }
}

/**
 * Registers the coverage tests of one machine: every state visited, every transition taken, and
 * every rule-applying transition carrying clause ids of this regulation (at least `minRules` of them).
 */
export function describeModelCoverage(machine: string, cov: ModelCoverage, clauseId: RegExp, minRules: number, detail: () => string): void {
  describe(`coverage of the ${machine} machine by the replayed paths`, () => {
    afterAll(() => {
      // printed in the test output on every run
      console.log(`${machine} model coverage: ${cov.summary()} (${detail()})`);
    });

    it('should visit every state node of the machine', () => {
      const missing = cov.states.filter((s) => !cov.coveredStates.has(s));
      expect(missing, `state nodes never visited: ${missing.join(', ')}`).toEqual([]);
    });

    it('should take every transition of the machine (source|event|index)', () => {
      const missing = [...cov.transitions.values()].filter((t) => !cov.coveredTransitions.has(t.key)).map((t) => `${t.key} “${t.description}”`);
      expect(missing, `transitions never taken:\n${missing.join('\n')}`).toEqual([]);
    });

    it('should find every rule-applying transition carrying clause ids of the regulation in meta', () => {
      const rules = [...cov.transitions.values()].filter((t) => t.clauses.length > 0);
      expect(rules.length).toBeGreaterThan(minRules);
      for (const t of rules) for (const id of t.clauses) expect(id, t.key).toMatch(clauseId);
    });
  });
}
