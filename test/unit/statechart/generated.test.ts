import fc from 'fast-check';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { debertzMachine } from '../../../src/rulesets/debertz/machine/definition.ts';
import { initialContext } from '../../../src/rulesets/debertz/machine/context.ts';
import { preferansMachine } from '../../../src/rulesets/preferans/machine/definition.ts';
import { formatOf } from '../../../src/rulesets/debertz/mechanics/format.ts';
import { DEBERTZ_GAPS } from '../../../src/rulesets/debertz/regulation/gaps.ts';
import { resolveReadings } from '../../../src/core/regulation/readings.ts';
import { generatedFileOf, generateModule, REGENERATE } from '../../../src/core/statechart/codegen.ts';
import { compile } from '../../../src/core/statechart/compile.ts';
import type { MachineDefinition } from '../../../src/core/statechart/definition.ts';
import { createEngine } from '../../../src/core/statechart/engine.ts';
import { assertEquivalent, EquivalenceError } from '../../../src/core/statechart/equivalence.ts';
import { createGeneratedRuntime, GeneratedCodeError, type GeneratedModule } from '../../../src/core/statechart/generatedRuntime.ts';
import { createRuntime, StatechartLoopError } from '../../../src/core/statechart/runtime.ts';
import { toys } from './toys.ts';

const ROOT = new URL('../../../', import.meta.url);
const MACHINES: readonly MachineDefinition<any, any>[] = [debertzMachine, preferansMachine];

/** A generated module text loaded as a module (its only import is type-only, so any directory works). */
const tmp = mkdtempSync(join(tmpdir(), 'cardlaw-gen-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let loaded = 0;
async function load(text: string): Promise<GeneratedModule> {
  const file = join(tmp, `m${loaded++}.gen.ts`);
  writeFileSync(file, text);
  return (await import(pathToFileURL(file).href)) as GeneratedModule;
}

describe('the checked-in generated modules', () => {
  for (const def of MACHINES) {
    it(`${generatedFileOf(def.id)} is what the generator writes from src/rulesets/${def.id}/machine/ today (else: ${REGENERATE})`, () => {
      const onDisk = readFileSync(new URL(generatedFileOf(def.id), ROOT), 'utf8');
      const fresh = generateModule(compile(def)).text;
      // compared as a whole; on failure the message says which machine and how to regenerate
      expect(onDisk === fresh, `${generatedFileOf(def.id)} is stale: run \`${REGENERATE}\``).toBe(true);
    });
  }

  it('exist for exactly the machines the generator covers', () => {
    const rulesets = readdirSync(new URL('src/rulesets/', ROOT), { withFileTypes: true }).filter((d) => d.isDirectory());
    const files = rulesets.flatMap((d) => readdirSync(new URL(`src/rulesets/${d.name}/machine/`, ROOT)).filter((f) => f.endsWith('.gen.ts')).map((f) => `src/rulesets/${d.name}/machine/${f}`));
    expect(files.sort()).toEqual(MACHINES.map((d) => generatedFileOf(d.id)).sort());
  });

  it('the engine offers them as the "generated" engine, same state and context as the table', () => {
    const ctx = () => initialContext(formatOf('1x2'), resolveReadings(DEBERTZ_GAPS, {}));
    const gen = createEngine('generated', debertzMachine, ctx(), ['awaitingDeal', 'bidding', 'play']);
    const tab = createEngine('compiled', debertzMachine, ctx(), ['awaitingDeal', 'bidding', 'play']);
    expect(gen.kind).toBe('generated');
    for (const e of [{ type: 'DEALT' }, { type: 'ORDERED', declarer: 1 }, { type: 'TRICK', winner: 0, points: 20 }] as const) {
      gen.send(e as any);
      tab.send(e as any);
      expect([gen.path, gen.top, gen.done]).toEqual([tab.path, tab.top, tab.done]);
      expect(gen.context).toEqual(tab.context);
    }
    expect(gen.path).toBe('play');
  });
});

// --- what makes a module stale: structure only -----------------------------------------------

interface MiniCtx {
  n: number;
  log: string[];
}
type MiniEvent = { type: 'GO' } | { type: 'STOP' };
const mini: MachineDefinition<MiniCtx, MiniEvent> = {
  id: 'mini',
  eventTypes: ['GO', 'STOP'],
  cloneContext: (c) => ({ n: c.n, log: [...c.log] }),
  config: {
    initial: 'idle',
    states: {
      idle: { on: { GO: [{ guard: { type: 'below', params: { max: 2 } }, target: 'busy', actions: { type: 'add', params: { by: 1 } }, description: 'go' }, { actions: 'note' }] } },
      busy: { entry: 'note', on: { STOP: 'idle' } },
    },
  },
  guards: { below: (c, _e, p: { max: number }) => c.n < p.max },
  actions: {
    add: (c, _e, p: { by: number }) => void (c.n += p.by),
    note: (c, e) => void c.log.push(e.type),
  },
};
const textOf = (def: MachineDefinition<any, any>) => generateModule(compile(def)).text;
const withIdle = (idle: object): MachineDefinition<MiniCtx, MiniEvent> => ({ ...mini, config: { ...mini.config, states: { ...mini.config.states, idle } } });

describe('a generated module depends on the structure, not on implementations or params', () => {
  it('same text when an implementation, a params object or a description changes', () => {
    const base = textOf(mini);
    expect(textOf({ ...mini, actions: { ...mini.actions, add: (c) => void (c.n *= 7) } })).toBe(base);
    expect(textOf(withIdle({ on: { GO: [{ guard: { type: 'below', params: { max: 5 } }, target: 'busy', actions: { type: 'add', params: { by: 3 } }, description: 'other' }, { actions: 'note' }] } }))).toBe(base);
  });

  it('a new text, and binding the old module refuses, when a name, a target or a transition changes', async () => {
    const old = await load(textOf(mini));
    const variants = [
      withIdle({ on: { GO: [{ guard: { type: 'below', params: { max: 2 } }, target: 'busy', actions: 'note' }, { actions: 'note' }] } }), // action name
      withIdle({ on: { GO: [{ guard: { type: 'below', params: { max: 2 } }, target: 'idle', actions: { type: 'add', params: { by: 1 } } }, { actions: 'note' }] } }), // target
      withIdle({ on: { GO: [{ guard: { type: 'below', params: { max: 2 } }, target: 'busy', actions: { type: 'add', params: { by: 1 } } }] } }), // a transition fewer
    ];
    for (const v of variants) {
      expect(textOf(v)).not.toBe(textOf(mini));
      expect(() => createGeneratedRuntime(compile(v), { n: 0, log: [] }, { module: old })).toThrow(GeneratedCodeError);
    }
    // a machine with no checked-in module at all
    expect(() => createGeneratedRuntime(compile(mini), { n: 0, log: [] })).toThrow(/no generated module for machine "mini"/);
  });

  it("runs the definition's own implementations and params, bound at run time", async () => {
    const m = await load(textOf(mini));
    const changed = withIdle({ on: { GO: [{ guard: { type: 'below', params: { max: 5 } }, target: 'busy', actions: { type: 'add', params: { by: 3 } } }, { actions: 'note' }] } });
    const rt = createGeneratedRuntime(compile({ ...changed, actions: { ...changed.actions, note: (c: MiniCtx) => void c.log.push('spy') } }), { n: 0, log: [] }, { module: m });
    for (const e of [{ type: 'GO' }, { type: 'STOP' }, { type: 'GO' }] as const) rt.send(e);
    expect(rt.context).toEqual({ n: 6, log: ['spy', 'spy'] });
  });
});

// --- the generated code on the toys' corner cases (done events, reenter, root entry, loops) ----

const SEED = 20_261_203;
describe(`generated code ≡ XState on the toys (fast-check seed ${SEED})`, () => {
  toys.forEach((toy, i) => {
    it(`${toy.def.id} #${i}: same state value, context and done flag after every event`, async () => {
      const table = compile(toy.def);
      const module = await load(generateModule(table).text);
      fc.assert(
        fc.property(toy.events, (events) => {
          assertEquivalent(toy.def, toy.context(), events, { table, makeRuntime: (t, c) => createGeneratedRuntime(t, c, { module }) });
        }),
        { seed: SEED + i, numRuns: 100 },
      );
      // and the onTransition hook sees the same transitions as the table runtime's
      const [events] = fc.sample(toy.events, { seed: SEED, numRuns: 1 });
      const seen: number[][] = [[], []];
      const runs = [createRuntime(table, toy.context(), { onTransition: (t) => seen[0].push(t) }), createGeneratedRuntime(table, toy.context(), { module, onTransition: (t) => seen[1].push(t) })];
      for (const e of events) {
        for (const r of runs) {
          try {
            r.send(e);
          } catch (err) {
            if (!(err instanceof StatechartLoopError)) throw err;
          }
        }
      }
      expect(seen[1]).toEqual(seen[0]);
    });
  });
});

// --- the property can fail: a planted difference in the generated code --------------------------

describe('the equivalence property catches a difference in the generated code', () => {
  it('a debertz module whose TRICK transition forgets recordTrick (structure hash kept) is reported', async () => {
    const table = compile(debertzMachine);
    const text = generateModule(table).text;
    const planted = text.replace(/^ *a\d+\(c, e, p\d+\); \/\/ recordTrick\n/m, '');
    expect(planted).not.toBe(text);
    const module = await load(planted);
    const ctx = initialContext(formatOf('1x2'), resolveReadings(DEBERTZ_GAPS, {}));
    const events = [{ type: 'DEALT' }, { type: 'ORDERED', declarer: 1 }, { type: 'TRICK', winner: 0, points: 20 }] as any[];
    const run = () => assertEquivalent(debertzMachine, ctx, events, { table, makeRuntime: (t, c) => createGeneratedRuntime(t, c, { module }) });
    expect(run).toThrow(EquivalenceError);
    expect(run).toThrow(/differ after event #2 \{"type":"TRICK"/);
    // the unplanted module passes the same events
    const good = await load(text);
    expect(() => assertEquivalent(debertzMachine, ctx, events, { table, makeRuntime: (t, c) => createGeneratedRuntime(t, c, { module: good }) })).not.toThrow();
  });
});

describe('the generated code stops an always cycle like the table runtime', () => {
  const cycle: MachineDefinition<{ n: number }, { type: 'GO' }> = {
    id: 'cycle',
    eventTypes: ['GO'],
    cloneContext: (c) => ({ ...c }),
    config: { initial: 'a', states: { a: { on: { GO: 'b' } }, b: { always: 'c' }, c: { always: { target: 'b', actions: 'inc' } } } },
    guards: {},
    actions: { inc: (c) => void (c.n += 1) },
  };
  it('same StatechartLoopError (message, state, count) and the same context at the throw', async () => {
    const table = compile(cycle, { maxMicrosteps: 50 });
    const module = await load(generateModule(table).text);
    const outcome = (rt: { send(e: { type: 'GO' }): void; context: { n: number } }) => {
      try {
        rt.send({ type: 'GO' });
      } catch (e) {
        return { error: e instanceof StatechartLoopError ? e.message : String(e), n: rt.context.n };
      }
      return { error: null, n: rt.context.n };
    };
    const fromTable = outcome(createRuntime(table, { n: 0 }));
    expect(fromTable.error).toMatch(/more than 50 eventless microsteps after event "GO"/);
    expect(outcome(createGeneratedRuntime(table, { n: 0 }, { module }))).toEqual(fromTable);
  });
});
