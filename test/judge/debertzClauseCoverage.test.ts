import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judge } from '../../src/harness/judge/judge.ts';
import type { DebertzRuling } from '../../src/rulesets/debertz/judge/judge.ts';
import { DEBERTZ_CLAUSES } from '../../src/rulesets/debertz/regulation/clauses.ts';
import { debertzMachine } from '../../src/rulesets/debertz/machine/definition.ts';
import type { StateNodeConfig, TransitionConfig } from '../../src/core/statechart/definition.ts';
import { exampleScenarioFiles } from '../support/examples.ts';

/**
 * Traceability (Catala style): every clause of section 6 is either applied by the machine — and
 * then some example deal's ruling cites it — or is implemented elsewhere, named here with where.
 */
const ELSEWHERE: Record<string, string> = {
  'DEB-6.1': 'a definition: every ruling is made after the deal ends (the ruling states of src/rulesets/debertz/machine/definition.ts)',
  'DEB-6.2': 'a list of the situations that follow',
  'DEB-6.2.2.2.a': 'src/rulesets/debertz/mechanics/deal.ts dealSpecial: 3 + 3 cards each',
  'DEB-6.2.2.2.b': 'src/rulesets/debertz/mechanics/deal.ts dealSpecial: the shown card to the declarer',
  'DEB-6.2.2.2.c': 'src/rulesets/debertz/mechanics/deal.ts dealSpecial: the last round except the declarer (DEB-G2, DEB-G3)',
  'DEB-6.2.2.5': 'the lead-in of its bullets .a and .b, which the machine cites; itself cited under DEB-G43 winners-share (test/judge/debertzReadings.test.ts)',
  'DEB-6.2.2.6': 'the lead-in of its bullets .a and .b, which the machine cites',
  'DEB-6.2.2.6.b': 'machine-level: test/judge/debertzReadings.test.ts DEB-G14 (all opponents outscore the declarer)',
};

function machineClauses(node: StateNodeConfig, out = new Set<string>()): Set<string> {
  const ts: TransitionConfig[] = [];
  const add = (t: unknown) => (Array.isArray(t) ? ts.push(...t) : typeof t === 'object' && t && ts.push(t as TransitionConfig));
  for (const t of Object.values(node.on ?? {})) add(t);
  add(node.always);
  for (const t of ts) {
    for (const c of t.meta?.clauses ?? []) out.add(c);
    for (const a of Array.isArray(t.actions) ? t.actions : [t.actions]) {
      const p = (a as { params?: { clauses?: string[] } })?.params;
      for (const c of p?.clauses ?? []) out.add(c);
    }
  }
  for (const child of Object.values(node.states ?? {})) machineClauses(child, out);
  return out;
}

describe('every clause of Debertz section 6 is traced', () => {
  const cited = new Set<string>();
  for (const f of exampleScenarioFiles('debertz')) {
    const r = judge(JSON.parse(readFileSync(`examples/debertz/${f}`, 'utf8'))) as DebertzRuling;
    r.trail.forEach((c) => cited.add(c));
  }

  it('each clause is cited by an example ruling, or is implemented where ELSEWHERE says', () => {
    const missing = DEBERTZ_CLAUSES.map((c) => c.id).filter((id) => !cited.has(id) && !(id in ELSEWHERE));
    expect(missing).toEqual([]);
  });

  it('the machine cites every 6.2.1.8 cause it rules on, and nothing outside section 6', () => {
    const ids = new Set(DEBERTZ_CLAUSES.map((c) => c.id));
    const used = [...machineClauses(debertzMachine.config)];
    expect(used.filter((c) => !ids.has(c))).toEqual([]);
    for (const c of ['DEB-6.2.1.8.a', 'DEB-6.2.1.8.b', 'DEB-6.2.1.8.c', 'DEB-6.2.1.8.d']) expect(cited.has(c), c).toBe(true);
  });
});
