/**
 * Code generation: a compiled table (`compile.ts`) written out as a TypeScript module with one
 * function per atomic state, each a `switch` on the integer event code, whose cases call the
 * guards and actions directly, in the flattened order the compiler computed (exits, transition
 * actions, entries, final exits). `generatedRuntime.ts` steps it with the interface of
 * `createRuntime`.
 *
 * What the generated text depends on — and so what makes a checked-in module stale — is the
 * STRUCTURE only: states, event types, transitions (source, event, order, target, reenter), the
 * guard/action NAMES at every reference and their order. Implementations and static params are
 * not in the text: the module's `bind` takes them from the table (`table.sites`) when a runtime is
 * created, so a rules change inside a guard, an action or a params object needs no regeneration.
 * Descriptions and `meta` (clauses, gaps) are not in it either: they stay in `table.transitions`.
 */
import { createHash } from 'node:crypto';
import type { Candidate, CompiledTable } from './compile.ts';
import type { MachineEvent } from './definition.ts';

/** How to regenerate the checked-in modules (quoted in headers and errors). */
export const REGENERATE = 'npm run gen:statechart';

/** Where the checked-in modules live, relative to the repository root. */

export function generatedFileOf(machineId: string): string {
  return `src/rulesets/${machineId}/machine/${machineId}.gen.ts`;
}

const js = (s: string) => JSON.stringify(s);
/** Comments hold names from the config: keep them from closing the comment. */
const comment = (s: string) => s.replace(/\*\//g, '*\\/');

/**
 * The module body: everything but the header. Deterministic (document order, table order), so
 * generating twice from the same structure yields the same bytes.
 */
function body<C, E extends MachineEvent>(table: CompiledTable<C, E>): string {
  const out: string[] = [];
  const sites = table.sites;

  // one local per distinct implementation name, bound from the first site that names it
  const fnVar = new Map<string, string>();
  const decls: string[] = [];
  sites.forEach((s, i) => {
    const key = `${s.kind}:${s.name}`;
    if (fnVar.has(key)) return;
    const v = `${s.kind === 'guard' ? 'g' : 'a'}${fnVar.size}`;
    fnVar.set(key, v);
    decls.push(`  const ${v} = b.sites[${i}].fn as Fn; // ${s.kind} ${comment(s.name)}`);
  });
  const fnOf = (site: number) => fnVar.get(`${sites[site].kind}:${sites[site].name}`)!;
  // static params are read per site at bind time: a params change is not a structure change
  const paramDecls = sites.map((_, i) => `p${i} = b.sites[${i}].params`);

  // done events of nested final states, one local per parent state
  const doneVar = new Map<string, string>();
  const doneDecls: string[] = [];
  const doneOf = (ev: MachineEvent) => {
    let v = doneVar.get(ev.type);
    if (!v) {
      const parentId = ev.type.slice('xstate.done.state.'.length);
      const parent = table.states.find((s) => s.id === parentId)!;
      v = `d${doneVar.size}`;
      doneVar.set(ev.type, v);
      doneDecls.push(`  const ${v} = b.doneEvent(${parent.index}); // ${comment(ev.type)}`);
    }
    return v;
  };

  /** The effect of a candidate, as statements (after its guard passed). */
  const effect = (c: Candidate<C, E>, indent: string, notify: boolean, eventless: boolean): string[] => {
    const lines: string[] = [];
    // the table runtime counts an eventless microstep before running it
    if (eventless) lines.push(`${indent}rt.tick();`);
    c.actionSites.forEach((site) => lines.push(`${indent}${fnOf(site)}(c, e, p${site}); // ${comment(sites[site].name)}`));
    lines.push(`${indent}rt.stateIndex = ${c.target}; // ${comment(table.states[c.target].path)}`);
    for (const d of c.doneEvents) lines.push(`${indent}rt.raise(${doneOf(d)});`);
    if (c.final) lines.push(`${indent}rt.done = true;`);
    if (notify) lines.push(`${indent}rt.fire(${c.transition});`);
    return lines;
  };

  /** The first candidate whose guard passes runs; the guard-less one ends the list. */
  const choose = (list: readonly Candidate<C, E>[], indent: string, eventless: boolean): string[] => {
    const lines: string[] = [];
    const ret = eventless ? (c: Candidate<C, E>) => `return ${c.changes ? 1 : 0};` : () => 'return;';
    for (const c of list) {
      const t = table.transitions[c.transition];
      lines.push(`${indent}// transition ${c.transition}: ${comment(t.source || '(root)')} ${comment(t.event ?? 'always')}[${t.position}] -> ${comment(t.target ?? '(targetless)')}`);
      if (c.guardSite < 0) {
        lines.push(...effect(c, indent, true, eventless), `${indent}${ret(c)}`);
        return lines; // later candidates are unreachable
      }
      lines.push(`${indent}if (${fnOf(c.guardSite)}(c, e, p${c.guardSite})) {`);
      lines.push(...effect(c, indent + '  ', true, eventless), `${indent}  ${ret(c)}`, `${indent}}`);
    }
    lines.push(`${indent}${eventless ? 'return -1;' : 'return;'}`);
    return lines;
  };

  const fns: string[] = [];
  const onCases: string[] = [];
  const alwaysCases: string[] = [];
  const hasAlways: number[] = [];
  for (const s of table.states) {
    if (s.kind === 'compound') {
      hasAlways.push(0);
      continue;
    }
    const cases: string[] = [];
    for (let ev = 0; ev < table.eventCount; ev++) {
      const list = table.on[s.index * table.eventCount + ev];
      if (!list) continue;
      cases.push(`      case ${ev}: { // ${comment(table.eventTypes[ev])}`, ...choose(list, '        ', false), '      }');
    }
    if (cases.length) {
      fns.push(`  /** ${comment(s.path)}: events */`, `  function on${s.index}(rt: Rt, c: any, e: any, k: number): void {`, '    switch (k) {', ...cases, '    }', '  }');
      onCases.push(`        case ${s.index}: on${s.index}(rt, c, e, k); return;`);
    }
    const always = table.always[s.index];
    hasAlways.push(always ? 1 : 0);
    if (always) {
      fns.push(`  /** ${comment(s.path)}: always (-1 none taken, 0 taken without change, 1 taken) */`, `  function always${s.index}(rt: Rt, c: any, e: any): number {`, ...choose(always, '    ', true), '  }');
      alwaysCases.push(`        case ${s.index}: return always${s.index}(rt, c, e);`);
    }
  }

  const init = effect(table.initial, '      ', false, false);

  out.push(
    `export const machineId = ${js(table.id)};`,
    `/** event codes: ${table.eventTypes.map((t, i) => `${i} ${comment(t)}`).join(', ')} */`,
    `export const eventTypes: readonly string[] = ${JSON.stringify(table.eventTypes)};`,
    '',
    'export function bind(b: Binding): Bound {',
    ...decls,
    ...(paramDecls.length ? [`  const ${paramDecls.join(',\n    ')};`] : []),
    ...doneDecls,
    '',
    ...fns,
    '',
    '  return {',
    `    hasAlways: Uint8Array.of(${hasAlways.join(', ')}),`,
    '    init(rt: Rt, c: any, e: any): void {',
    ...init,
    '    },',
    '    on(rt: Rt, c: any, e: any, k: number): void {',
    '      switch (rt.stateIndex) {',
    ...onCases,
    '      }',
    '    },',
    '    always(rt: Rt, c: any, e: any): number {',
    '      switch (rt.stateIndex) {',
    ...alwaysCases,
    '        default: return -1;',
    '      }',
    '    },',
    '  };',
    '}',
    '',
  );
  return out.join('\n');
}

export interface GeneratedSource {
  /** sha256 of the body: what `bind` checks against the table it is given */
  readonly structure: string;
  /** the whole module text, as written to `generatedFileOf(table.id)` */
  readonly text: string;
}

export function structureHash(bodyText: string): string {
  return createHash('sha256').update(bodyText).digest('hex');
}

/** The generated module for a compiled table (`compile(def)`). */
export function generateModule<C, E extends MachineEvent>(table: CompiledTable<C, E>): GeneratedSource {
  const b = body(table);
  const structure = structureHash(b);
  const header = [
    `// GENERATED from the "${table.id}" machine definition by scripts/genStatechart.ts — do not edit.`,
    `// Regenerate with \`${REGENERATE}\` after a change of states, transitions or guard/action names`,
    '// (test/unit/statechart/generated.test.ts fails when this file is stale). Implementations and',
    '// static params are bound from the compiled table at run time: changing them needs no regeneration.',
    '/* eslint-disable */',
    "import type { Binding, Bound, Fn, Rt } from '../../../core/statechart/generatedRuntime.ts';",
    '',
    `export const structure = ${js(structure)};`,
  ].join('\n');
  return { structure, text: `${header}\n${b}` };
}
