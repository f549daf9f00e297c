/**
 * Events per second over the same pre-generated event streams:
 * 1. the toy machines (test/unit/statechart/toys.ts and `hot` below): the table interpreter
 *    (runtime.ts), the generated code (generatedRuntime.ts, generated in memory) and an XState v5 actor;
 * 2. the regulation machines (debertz, preferans): the table interpreter vs the checked-in
 *    generated code, on the equivalence properties' random cases (test/equivalence/*Cases.ts).
 *
 *   npx tsx --expose-gc bench/statechart.bench.ts [events]      (npm run bench:statechart)
 *
 * Part 2 collects garbage before every timed pass when `gc` is exposed: the regulation actions
 * allocate, and a collection owed by the previous pass would otherwise land in the next one.
 *
 * Not a test: nothing is asserted; the numbers depend on the machine and its load.
 */
import fc from 'fast-check';
import { createActor } from 'xstate';
import { compile } from '../src/core/statechart/compile.ts';
import type { MachineDefinition, MachineEvent } from '../src/core/statechart/definition.ts';
import { assertEquivalent } from '../src/core/statechart/equivalence.ts';
import { createRuntime } from '../src/core/statechart/runtime.ts';
import { generateModule } from '../src/core/statechart/codegen.ts';
import { canonicalJson } from '../src/core/statechart/equivalence.ts';
import { createGeneratedRuntime, type GeneratedModule } from '../src/core/statechart/generatedRuntime.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { debertzMachine } from '../src/rulesets/debertz/machine/definition.ts';
import { preferansMachine } from '../src/rulesets/preferans/machine/definition.ts';
import * as debertzCases from '../test/equivalence/debertzCases.ts';
import * as preferansCases from '../test/equivalence/preferansCases.ts';
import { toXStateMachine } from '../src/core/statechart/toXState.ts';
import { toys } from '../test/unit/statechart/toys.ts';

// A machine shaped like a regulation hot loop, whose actions allocate nothing: what remains is the
// cost of the runtime itself (the toys log strings into an array on every action).
interface HotCtx {
  trick: number;
  taken: Int32Array;
  high: number;
  passes: number;
  deals: number;
  revokes: number;
}
type HotEvent = { type: 'DEAL' } | { type: 'BID'; value: number } | { type: 'PASS' } | { type: 'TRICK'; winner: number } | { type: 'REVOKE' };
const hot: MachineDefinition<HotCtx, HotEvent> = {
  id: 'hot',
  eventTypes: ['DEAL', 'BID', 'PASS', 'TRICK', 'REVOKE'],
  cloneContext: (c) => ({ ...c, taken: c.taken.slice() }),
  config: {
    initial: 'idle',
    states: {
      idle: { on: { DEAL: { target: 'deal', actions: 'reset' } } },
      deal: {
        initial: 'auction',
        on: { REVOKE: { actions: { type: 'count', params: { what: 'revokes' } } } },
        states: {
          auction: {
            on: {
              BID: [{ guard: 'higher', actions: 'bid' }, { actions: { type: 'count', params: { what: 'passes' } } }],
              PASS: [{ guard: { type: 'passesAtLeast', params: { n: 2 } }, target: 'play' }, { actions: { type: 'count', params: { what: 'passes' } } }],
            },
          },
          play: {
            initial: 'trick',
            entry: 'startPlay',
            states: {
              trick: { on: { TRICK: { target: 'check', actions: 'take' } } },
              check: { always: [{ guard: { type: 'tricksAtLeast', params: { n: 8 } }, target: '#hot.idle' }, { target: 'trick' }] },
            },
          },
        },
      },
    },
  },
  guards: {
    higher: (c, e) => e.type === 'BID' && e.value > c.high,
    passesAtLeast: (c, _e, p: { n: number }) => c.passes >= p.n,
    tricksAtLeast: (c, _e, p: { n: number }) => c.trick >= p.n,
  },
  actions: {
    reset: (c) => {
      c.trick = 0;
      c.high = 0;
      c.passes = 0;
      c.taken[0] = c.taken[1] = 0;
      c.deals++;
    },
    count: (c, _e, p: { what: 'revokes' | 'passes' }) => void c[p.what]++,
    bid: (c, e) => void (c.high = e.type === 'BID' ? e.value : c.high),
    startPlay: (c) => void (c.trick = 0),
    take: (c, e) => {
      c.trick++;
      if (e.type === 'TRICK') c.taken[e.winner]++;
    },
  },
};
const hotContext = (): HotCtx => ({ trick: 0, taken: new Int32Array(2), high: 0, passes: 0, deals: 0, revokes: 0 });
const hotEvents: fc.Arbitrary<HotEvent[]> = fc
  .tuple(fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 4 }), fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 8, maxLength: 8 }), fc.boolean())
  .map(([bids, tricks, revoke]): HotEvent[] => [
    { type: 'DEAL' },
    ...bids.map((value) => ({ type: 'BID', value }) as HotEvent),
    { type: 'PASS' },
    { type: 'PASS' },
    { type: 'PASS' },
    ...(revoke ? [{ type: 'REVOKE' } as HotEvent] : []),
    ...tricks.map((winner) => ({ type: 'TRICK', winner }) as HotEvent),
  ]);

/** CPU seconds of this process since `c0`: the machine is shared, wall time swings with its load. */
const cpuSeconds = (c0: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(c0);
  return (d.user + d.system) / 1e6;
};

const TOTAL = Number(process.argv[2] ?? 2_000_000);
const SEED = 7;

function stream<E>(arb: fc.Arbitrary<E[]>, length: number): E[] {
  const out: E[] = [];
  let seed = SEED;
  while (out.length < length) for (const chunk of fc.sample(arb, { seed: seed++, numRuns: 50 })) out.push(...chunk);
  out.length = length;
  return out;
}

/** Runs the stream; a machine that is done (or the end of each 200-event game) starts a new game. */
function benchRuntime<C extends object, E extends MachineEvent>(def: MachineDefinition<C, E>, context: () => C, events: E[], total: number, module?: GeneratedModule) {
  if (process.env.CHECK) for (let i = 0; i < 20; i++) assertEquivalent(def, context(), events.slice(i * 500, i * 500 + 500));
  const table = compile(def);
  const rt = module ? createGeneratedRuntime(table, context(), { module }) : createRuntime(table, context());
  let games = 1;
  const c0 = process.cpuUsage();
  for (let i = 0, k = 0; i < total; i++, k++) {
    if (rt.done || k === 200) {
      rt.reset(context());
      games++;
      k = 0;
    }
    rt.send(events[i % events.length]);
  }
  const s = cpuSeconds(c0);
  return { rate: total / s, games };
}

function benchXState<C extends object, E extends MachineEvent>(def: MachineDefinition<C, E>, context: () => C, events: E[], total: number) {
  const machine = toXStateMachine(def);
  let actor = createActor(machine, { input: context() }).start();
  let games = 1;
  const c0 = process.cpuUsage();
  for (let i = 0, k = 0; i < total; i++, k++) {
    if (actor.getSnapshot().status === 'done' || k === 200) {
      actor.stop();
      actor = createActor(machine, { input: context() }).start();
      games++;
      k = 0;
    }
    actor.send(events[i % events.length] as any);
  }
  const s = cpuSeconds(c0);
  actor.stop();
  return { rate: total / s, games };
}

const fmt = (r: number) => (r >= 1e6 ? `${(r / 1e6).toFixed(2)} M/s` : `${(r / 1e3).toFixed(1)} k/s`);
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

// the toys have no checked-in module: generated here, loaded from a temporary file
const tmp = mkdtempSync(join(tmpdir(), 'cardlaw-bench-'));
let loaded = 0;
async function generated(def: MachineDefinition<any, any>): Promise<GeneratedModule> {
  const file = join(tmp, `m${loaded++}.gen.ts`);
  writeFileSync(file, generateModule(compile(def)).text);
  return (await import(pathToFileURL(file).href)) as GeneratedModule;
}

console.log(`statechart bench (node ${process.version}, load average ${load()})`);
console.log(`\n1. toys: ${TOTAL.toLocaleString('en')} events per machine on the compiled runtimes, ${Math.round(TOTAL / 20).toLocaleString('en')} on XState; events per CPU second`);
console.log('machine          table          generated      xstate actor   gen/table  table/xstate');
for (const toy of [{ def: hot, context: hotContext, events: hotEvents }, ...toys.slice(0, 3)] as const) {
  const events = stream(toy.events, 100_000);
  const module = await generated(toy.def);
  benchRuntime(toy.def, toy.context, events, Math.min(TOTAL, 200_000)); // warm-up
  benchRuntime(toy.def, toy.context, events, Math.min(TOTAL, 200_000), module);
  const rt = benchRuntime(toy.def, toy.context, events, TOTAL);
  const gen = benchRuntime(toy.def, toy.context, events, TOTAL, module);
  benchXState(toy.def, toy.context, events, 5_000); // warm-up
  const xs = benchXState(toy.def, toy.context, events, Math.round(TOTAL / 20));
  console.log(
    `${toy.def.id.padEnd(16)} ${fmt(rt.rate).padEnd(14)} ${fmt(gen.rate).padEnd(14)} ${fmt(xs.rate).padEnd(14)} ${(gen.rate / rt.rate).toFixed(2).padEnd(10)} ${(rt.rate / xs.rate).toFixed(0)}×`,
  );
}
rmSync(tmp, { recursive: true, force: true });

// --- 2. the regulation machines, on the equivalence properties' cases --------------------------

interface Cases<C, E> {
  readonly def: MachineDefinition<C & object, E & MachineEvent>;
  readonly cases: { readonly events: E[] }[];
  readonly contexts: C[];
}
function casesOf<K extends { events: any[] }, C>(def: MachineDefinition<any, any>, arb: fc.Arbitrary<K>, contextOf: (k: K) => C, seed: number, n: number): Cases<C, K['events'][number]> {
  const cases = fc.sample(arb, { seed, numRuns: n });
  return { def, cases, contexts: cases.map(contextOf) };
}

/** One pass over every case (fresh contexts, cloned outside the timing); returns events per CPU second and a digest. */
function passMachine<C, E extends MachineEvent>(c: Cases<C, E>, backend: 'table' | 'generated') {
  const table = compile(c.def);
  const fresh = c.contexts.map((x) => c.def.cloneContext(x as any));
  const rt = backend === 'generated' ? createGeneratedRuntime(table, fresh[0]) : createRuntime(table, fresh[0]);
  (globalThis as { gc?: () => void }).gc?.();
  let sent = 0;
  let digest = 0;
  const c0 = process.cpuUsage();
  for (let k = 0; k < c.cases.length; k++) {
    rt.reset(fresh[k]);
    const events = c.cases[k].events;
    try {
      for (let i = 0; i < events.length; i++) rt.send(events[i]);
    } catch {
      // an always cycle on a random stream: both runtimes throw at the same event (equivalence)
    }
    sent += events.length;
    digest = (digest * 31 + rt.stateIndex) | 0;
  }
  // CPU time of this process, not wall time: the machine is shared and its load swings widely
  const cpu = process.cpuUsage(c0);
  const s = (cpu.user + cpu.system) / 1e6;
  return { rate: sent / s, sent, digest, last: canonicalJson(rt.context) };
}

const CASES = Number(process.env.CASES ?? 6000);
const ROUNDS = Number(process.env.ROUNDS ?? 9);
const gcNote = typeof (globalThis as { gc?: unknown }).gc === 'function' ? 'gc before each pass' : 'gc not exposed (run with --expose-gc)';
console.log(`\n2. regulation machines: ${CASES} random cases each (test/equivalence/*Cases.ts), ${ROUNDS} alternating rounds, events per CPU second; ${gcNote}`);
console.log('machine          events/pass   table median   generated med  gen/table  table best     generated best gen/table');
const machines: Cases<any, any>[] = [
  casesOf(debertzMachine, debertzCases.caseArb, debertzCases.contextOf, 20261202, CASES),
  casesOf(preferansMachine, preferansCases.caseArb, preferansCases.contextOf, 20261203, CASES),
];
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
for (const m of machines) {
  passMachine(m, 'table'); // warm-up
  passMachine(m, 'generated');
  const rates: Record<'table' | 'generated', number[]> = { table: [], generated: [] };
  let check = '';
  for (let r = 0; r < ROUNDS; r++) {
    for (const b of r % 2 ? (['generated', 'table'] as const) : (['table', 'generated'] as const)) {
      const p = passMachine(m, b);
      rates[b].push(p.rate);
      const sig = `${p.sent}/${p.digest}/${p.last}`;
      if (check && check !== sig) throw new Error(`bench: the two runtimes ended ${m.def.id} differently`);
      check = sig;
    }
  }
  const t = median(rates.table);
  const g = median(rates.generated);
  const tb = Math.max(...rates.table);
  const gb = Math.max(...rates.generated);
  console.log(
    `${m.def.id.padEnd(16)} ${String(m.cases.reduce((n, c) => n + c.events.length, 0)).padEnd(13)} ${fmt(t).padEnd(14)} ${fmt(g).padEnd(14)} ${(g / t).toFixed(2).padEnd(10)} ${fmt(tb).padEnd(14)} ${fmt(gb).padEnd(14)} ${(gb / tb).toFixed(2)}`,
  );
}
console.log(`\nload average at the end: ${load()}`);
