/**
 * Events per second: the compiled runtime vs an XState v5 actor, on the toy machines of
 * test/unit/statechart/toys.ts, over the same pre-generated event streams.
 *
 *   npx tsx bench/statechart.bench.ts [events]
 *
 * Not a test: nothing is asserted; the numbers depend on the machine.
 */
import fc from 'fast-check';
import { createActor } from 'xstate';
import { compile } from '../src/statechart/compile.ts';
import type { MachineDefinition, MachineEvent } from '../src/statechart/definition.ts';
import { assertEquivalent } from '../src/statechart/equivalence.ts';
import { createRuntime } from '../src/statechart/runtime.ts';
import { toXStateMachine } from '../src/statechart/toXState.ts';
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
function benchRuntime<C extends object, E extends MachineEvent>(def: MachineDefinition<C, E>, context: () => C, events: E[], total: number) {
  if (process.env.CHECK) for (let i = 0; i < 20; i++) assertEquivalent(def, context(), events.slice(i * 500, i * 500 + 500));
  const table = compile(def);
  const rt = createRuntime(table, context());
  let games = 1;
  const t0 = process.hrtime.bigint();
  for (let i = 0, k = 0; i < total; i++, k++) {
    if (rt.done || k === 200) {
      rt.reset(context());
      games++;
      k = 0;
    }
    rt.send(events[i % events.length]);
  }
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  return { rate: total / s, games };
}

function benchXState<C extends object, E extends MachineEvent>(def: MachineDefinition<C, E>, context: () => C, events: E[], total: number) {
  const machine = toXStateMachine(def);
  let actor = createActor(machine, { input: context() }).start();
  let games = 1;
  const t0 = process.hrtime.bigint();
  for (let i = 0, k = 0; i < total; i++, k++) {
    if (actor.getSnapshot().status === 'done' || k === 200) {
      actor.stop();
      actor = createActor(machine, { input: context() }).start();
      games++;
      k = 0;
    }
    actor.send(events[i % events.length] as any);
  }
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  actor.stop();
  return { rate: total / s, games };
}

const fmt = (r: number) => (r >= 1e6 ? `${(r / 1e6).toFixed(2)} M/s` : `${(r / 1e3).toFixed(1)} k/s`);
console.log(`statechart bench: ${TOTAL.toLocaleString('en')} events per machine on the runtime, ${Math.round(TOTAL / 20).toLocaleString('en')} on XState (node ${process.version})`);
console.log('machine          runtime        xstate actor   ratio');
for (const toy of [{ def: hot, context: hotContext, events: hotEvents }, ...toys.slice(0, 3)] as const) {
  const events = stream(toy.events, 100_000);
  benchRuntime(toy.def, toy.context, events, Math.min(TOTAL, 200_000)); // warm-up
  const rt = benchRuntime(toy.def, toy.context, events, TOTAL);
  benchXState(toy.def, toy.context, events, 5_000); // warm-up
  const xs = benchXState(toy.def, toy.context, events, Math.round(TOTAL / 20));
  console.log(`${toy.def.id.padEnd(16)} ${fmt(rt.rate).padEnd(14)} ${fmt(xs.rate).padEnd(14)} ${(rt.rate / xs.rate).toFixed(0)}×`);
}
