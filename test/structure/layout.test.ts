/**
 * The layout's rules (docs/architecture.md), checked on the import graph of src/:
 * - src/core imports neither a ruleset nor the harness; a ruleset never imports the harness;
 * - the harness reaches a ruleset only through its entry modules: the aggregators directly in
 *   src/rulesets/ and the top-level files of a ruleset folder (index.ts, judging.ts, …) — a
 *   ruleset's subfolders are its own business;
 * - no folder imports another in a circle (a folder and its own subfolders are one module tree),
 *   and no module imports itself through others; a ruleset's entry modules, which gather its
 *   subfolders, are imported by nothing inside it;
 * - the regulation lives in its ruleset folder: no clause or gap id is named in core or harness;
 * - no source file is over 500 lines, except data tables (the clause and gap registries) and
 *   generated code.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGULATIONS } from '../../src/rulesets/regulations.ts';
import { UNMODELLED_CLAUSES } from '../../src/rulesets/preferans/regulation/unmodelled.ts';

const SRC = 'src';
const posix = (p: string) => p.split(sep).join('/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [posix(join(dir, e.name))] : []));
}

const IMPORT = /(?:import|export)\s[^'";]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const FILES = sourceFiles(SRC);
const KNOWN = new Set(FILES);
// an import-like string that names no source file (the code generator's template text) is no edge
const IMPORTS = FILES.flatMap((f) =>
  [...readFileSync(f, 'utf8').matchAll(IMPORT)]
    .map((m) => ({ from: f, to: posix(normalize(join(dirname(f), m[1] ?? m[2]))), typeOnly: /^(?:import|export)\s+type\s/.test(m[0]) }))
    .filter((e) => KNOWN.has(e.to)),
);
const EDGES: ReadonlyArray<readonly [string, string]> = IMPORTS.map((e) => [e.from, e.to] as const);
/** imports that exist at run time (`import type` is erased) */
const VALUE_EDGES = IMPORTS.filter((e) => !e.typeOnly).map((e) => [e.from, e.to] as const);

const RULESET_ENTRY = /^src\/rulesets\/[^/]+\/(index|judging|settling)\.ts$/;
const layer = (f: string) => f.split('/')[1]; // core | rulesets | harness
const rulesetOf = (f: string) => /^src\/rulesets\/([^/]+)\//.exec(f)?.[1];
/** `a` is `b` or a folder inside it. */
const within = (a: string, b: string) => a === b || a.startsWith(`${b}/`);

describe('the layout of src/ (issue 9)', () => {
  it('has the three layers and nothing else at the top', () => {
    expect(readdirSync(SRC).sort()).toEqual(['core', 'harness', 'rulesets']);
  });

  it('core imports neither a ruleset nor the harness', () => {
    const bad = EDGES.filter(([a, b]) => layer(a) === 'core' && layer(b) !== 'core');
    expect(bad.map(([a, b]) => `${a} → ${b}`)).toEqual([]);
  });

  it('a ruleset never imports the harness, nor another ruleset', () => {
    const bad = EDGES.filter(([a, b]) => layer(a) === 'rulesets' && (layer(b) === 'harness' || (rulesetOf(a) && rulesetOf(b) && rulesetOf(a) !== rulesetOf(b))));
    expect(bad.map(([a, b]) => `${a} → ${b}`)).toEqual([]);
  });

  it('the harness reaches a ruleset only through its entry modules', () => {
    const entry = (f: string) => /^src\/rulesets\/[^/]+\.ts$/.test(f) || /^src\/rulesets\/[^/]+\/[^/]+\.ts$/.test(f);
    const bad = EDGES.filter(([a, b]) => layer(a) === 'harness' && layer(b) === 'rulesets' && !entry(b));
    expect(bad.map(([a, b]) => `${a} → ${b}`)).toEqual([]);
  });

  it('nothing inside a ruleset imports its entry modules (they gather the ruleset, not the other way round)', () => {
    const bad = EDGES.filter(([a, b]) => RULESET_ENTRY.test(b) && rulesetOf(a) === rulesetOf(b) && !RULESET_ENTRY.test(a));
    expect(bad.map(([a, b]) => `${a} → ${b}`)).toEqual([]);
  });

  it('no folder imports another in a circle (a folder and its own subfolders excepted)', () => {
    // machine/rules/ reads machine/context.ts while machine/rules.ts gathers machine/rules/: one
    // module tree. Two folders neither inside the other (sim and report, suite and coverage) must
    // not depend on each other both ways.
    const graph = new Map<string, Set<string>>();
    for (const [a, b] of EDGES) {
      const [x, y] = [dirname(a), dirname(b)];
      if (within(x, y) || within(y, x)) continue;
      if (!graph.has(x)) graph.set(x, new Set());
      graph.get(x)!.add(y);
    }
    expect(cycles(graph)).toEqual([]);
  });

  it('no module imports itself through others at run time (type-only imports are erased)', () => {
    const graph = new Map<string, Set<string>>();
    for (const [a, b] of VALUE_EDGES) {
      if (!graph.has(a)) graph.set(a, new Set());
      graph.get(a)!.add(b);
    }
    expect(cycles(graph)).toEqual([]);
  });

  it('the check finds a planted circle', () => {
    const g = new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])], ['d', new Set(['a'])]]);
    expect(cycles(g)).toEqual([['a', 'b', 'c']]);
  });

  it('no clause or gap id is named in core or the harness: the regulation lives in its ruleset folder', () => {
    const ids = Object.values(REGULATIONS).flatMap((r) => [...r.clauses.map((c) => c.id), ...r.gaps.map((g) => g.id)]);
    expect(ids.length).toBeGreaterThan(100);
    const named = FILES.filter((f) => layer(f) !== 'rulesets').flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return ids.filter((id) => text.includes(`'${id}'`) || text.includes(`"${id}"`)).map((id) => `${f}: ${id}`);
    });
    expect(named).toEqual([]);
  });

  it('a clause listed as not modelled is in the registry and named nowhere else in the ruleset', () => {
    const registry = new Set(REGULATIONS.preferans.clauses.map((c) => c.id));
    const text = FILES.filter((f) => rulesetOf(f) === 'preferans' && !f.includes('/regulation/')).map((f) => readFileSync(f, 'utf8')).join('\n');
    for (const id of Object.keys(UNMODELLED_CLAUSES)) {
      expect(registry.has(id), id).toBe(true);
      expect(text.includes(id), `${id} is listed as not modelled but named in the code`).toBe(false);
    }
  });

  it('every clause and gap of a registry is named in its own ruleset folder, outside the registry', () => {
    for (const r of Object.values(REGULATIONS)) {
      const text = FILES.filter((f) => rulesetOf(f) === r.id && !f.includes('/regulation/')).map((f) => readFileSync(f, 'utf8')).join('\n');
      // named as a string or in a comment, as the whole id (DEB-6.2.2.2 is not DEB-6.2.2.2.a)
      const cited = (id: string) => new RegExp(`${id.replace(/[.]/g, '\\.')}(?![\\w.]*\\w)`).test(text);
      // headings that only introduce their sub-clauses
      const headings = new Set(r.clauses.filter((c) => r.clauses.some((d) => d.id.startsWith(`${c.id}.`))).map((c) => c.id));
      const unmodelled = (id: string) => Object.hasOwn(UNMODELLED_CLAUSES, id) && id.startsWith('CODE-') && r.id === 'preferans';
      const silent = [...r.clauses.map((c) => c.id).filter((id) => !headings.has(id) && !unmodelled(id)), ...r.gaps.filter((g) => g.status === 'switch').map((g) => g.id)].filter((id) => !cited(id));
      expect(silent, `${r.id}: registry entries no file of src/rulesets/${r.id} names`).toEqual([]);
    }
  });

  it('no source file is over 500 lines, except data tables and generated code', () => {
    const exempt = (f: string) => /\/regulation\/(clauses|gaps)\.ts$/.test(f) || f.endsWith('.gen.ts');
    const long = FILES.filter((f) => !exempt(f))
      .map((f) => [f, readFileSync(f, 'utf8').split('\n').length] as const)
      .filter(([, n]) => n > 500)
      .map(([f, n]) => `${relative('.', f)}: ${n} lines`);
    expect(long).toEqual([]);
  });
});

/** Strongly connected components of more than one node (Tarjan), each sorted, in a stable order. */
function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const nodes = [...new Set([...graph.keys(), ...[...graph.values()].flatMap((s) => [...s])])].sort();
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1) out.push(c.sort());
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return out.sort((a, b) => a[0].localeCompare(b[0]));
}
