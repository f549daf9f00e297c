import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/core/statechart/compile.ts';
import type { MachineDefinition, MachineEvent } from '../../../src/core/statechart/definition.ts';
import { assertEquivalent } from '../../../src/core/statechart/equivalence.ts';
import { createRuntime, StatechartLoopError } from '../../../src/core/statechart/runtime.ts';
import { edges, edgesContext, ladder, ladderContext, rubber, rubberContext, type EdgesEvent, type RubberEvent } from './toys.ts';

interface Case<E> {
  readonly name: string;
  readonly events: readonly E[];
  readonly value: unknown;
  /** The log entries appended by the LAST event. */
  readonly lastLog?: readonly string[];
  readonly done?: boolean;
  readonly ctx?: Record<string, unknown>;
}

function runCases<C extends { log: string[] }, E extends MachineEvent>(def: MachineDefinition<C, E>, context: () => C, cases: readonly Case<E>[]) {
  const table = compile(def);
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const rt = createRuntime(table, context());
    let before = rt.context.log.length;
    for (const e of c.events) {
      before = rt.context.log.length;
      rt.send(e);
    }
    expect(rt.value).toEqual(c.value);
    expect(rt.done).toBe(c.done ?? false);
    if (c.lastLog) expect(rt.context.log.slice(before)).toEqual(c.lastLog);
    if (c.ctx) expect(rt.context).toMatchObject(c.ctx);
    // and XState agrees on every step
    assertEquivalent(def, context(), c.events, { table });
  });
}

const ev = (type: string) => ({ type }) as EdgesEvent;

describe('runtime: edges (XState v5 corner cases)', () => {
  it('initial step: root entry, default path, always guard sees xstate.init', () => {
    const rt = createRuntime(compile(edges), edgesContext());
    expect(rt.value).toEqual({ a: 'a1' });
    expect(rt.context.log).toEqual(['root+', 'a+', 'a1+', 'init seen']);
    expect(rt.statePath).toBe('a.a1');
    expect(rt.isIn('a')).toBe(true);
    expect(rt.isIn('')).toBe(true);
    expect(rt.isIn('b')).toBe(false);
  });
  runCases(edges, edgesContext, [
    { name: 'compound self-transition without reenter keeps the source entered', events: [ev('SELF')], value: { a: 'a1' }, lastLog: ['a1-', 'self a', 'a1+'] },
    { name: 'compound self-transition with reenter exits and re-enters it', events: [ev('REENTER')], value: { a: 'a1' }, lastLog: ['a1-', 'a-', 'reenter a', 'a+', 'a1+'] },
    { name: '.child target without reenter', events: [ev('CHILD')], value: { a: 'a2' }, lastLog: ['a1-', 'child', 'a2+'] },
    { name: '.child target with reenter re-enters the source', events: [ev('CHILD_RE')], value: { a: 'a2' }, lastLog: ['a1-', 'a-', 'child re', 'a+', 'a2+'] },
    { name: 'atomic self-transition without reenter runs only its actions', events: [ev('SELF1')], value: { a: 'a1' }, lastLog: ['self1'] },
    { name: 'atomic self-transition with reenter', events: [ev('SELF1_RE')], value: { a: 'a1' }, lastLog: ['a1-', 'self1 re', 'a1+'] },
    { name: 'root transition to #root without reenter: the root is neither exited nor entered', events: [ev('RESET')], value: { a: 'a1' }, lastLog: ['a1-', 'a-', 'reset', 'a+', 'a1+'] },
    {
      name: 'transition to #root from a child without reenter re-runs the root entry, not its exit',
      events: [ev('JUMP'), { type: 'ADD', by: 3 }, ev('NEXT')],
      value: { a: 'a1' },
      lastLog: ['c-', 'restart', 'root+', 'a+', 'a1+'],
    },
    { name: 'target #root with reenter exits and enters the root', events: [ev('HARD_RESET')], value: { a: 'a1' }, lastLog: ['a1-', 'a-', 'root-', 'hard reset', 'root+', 'a+', 'a1+'] },
    { name: 'deep #id target enters every ancestor outermost first', events: [ev('JUMP')], value: { b: { b2: 'deep' } }, lastLog: ['a1-', 'a-', 'jump', 'b+', 'b2+', 'deep+'] },
    { name: 'an empty transition shadows the ancestor handler', events: [ev('TICK'), ev('TICK')], value: { a: 'a1' }, lastLog: [], ctx: { n: 0 } },
    { name: 'root-level targetless transition from a deep state', events: [ev('JUMP'), ev('TICK')], value: { b: { b2: 'deep' } }, lastLog: [], ctx: { n: 1 } },
    {
      name: 'nested final state: always guard sees xstate.done.state.<parent id>',
      events: [ev('NEXT'), ev('NEXT')],
      value: { b: 'b1' },
      lastLog: ['a2-', 'finishing a', 'fin+', 'fin-', 'a-', 'a is done', 'b+', 'b1+'],
    },
    { name: 'always with target after an unrelated handled event', events: [ev('NEXT'), ev('FLAG')], value: { a: 'a1' }, lastLog: ['a2-', 'flag: back to a1', 'a1+'], ctx: { flag: false } },
    {
      name: 'targetless always without actions blocks the ancestor always',
      events: [ev('NEXT'), ev('NEXT'), ev('FLAG'), { type: 'ADD', by: 3 }],
      value: { b: 'b1' },
      lastLog: [],
      ctx: { n: 3, flag: true },
    },
    {
      name: 'unblocked ancestor always, then a targetless always with actions pumps to a fixed point',
      events: [ev('NEXT'), ev('NEXT'), ev('FLAG'), { type: 'ADD', by: 3 }, ev('UNFLAG')],
      value: 'c',
      lastLog: ['b1-', 'b-', 'n>=3', 'c+', 'pump', 'pump'],
      ctx: { n: 5 },
    },
    { name: 'an unhandled event still runs the always transitions', events: [ev('JUMP'), ev('NEXT'), { type: 'ADD', by: 2 }, ev('NOISE'), ev('TICK')], value: 'c', ctx: { n: 5 } },
    {
      name: 'top-level final state: done, exit actions of the final state then the root',
      events: [ev('JUMP'), { type: 'ADD', by: 3 }, ev('STOP')],
      value: 'end',
      done: true,
      lastLog: ['c-', 'stop', 'end+', 'end-', 'root-'],
    },
    { name: 'events after done are ignored', events: [ev('JUMP'), { type: 'ADD', by: 3 }, ev('STOP'), ev('RESET'), ev('TICK')], value: 'end', done: true, lastLog: [] },
  ]);
});

const r = {
  deal: { type: 'DEAL' } as RubberEvent,
  bid: (seat: number, value: number) => ({ type: 'BID', seat, value }) as RubberEvent,
  pass: (seat: number) => ({ type: 'PASS', seat }) as RubberEvent,
  trick: (winner: number) => ({ type: 'TRICK', winner }) as RubberEvent,
  irr: (kind: 'misdeal' | 'revoke' | 'exposed') => ({ type: 'IRREGULARITY', kind }) as RubberEvent,
};
const contract = [r.deal, r.bid(1, 3), r.pass(2), r.pass(3), r.pass(0)];

describe('runtime: rubber (a deal lifecycle)', () => {
  runCases(rubber, rubberContext, [
    { name: 'DEAL enters the deal and its initial auction', events: [r.deal], value: { deal: 'auction' }, lastLog: ['idle-', 'deal!', 'deal+', 'auction+'] },
    { name: 'guarded targetless BID records a higher bid', events: [r.deal, r.bid(0, 2)], value: { deal: 'auction' }, lastLog: ['bid 2 by 0'], ctx: { high: 2, bidder: 0 } },
    { name: 'second candidate of the same state when the first guard fails', events: [r.deal, r.bid(0, 2), r.bid(1, 1)], value: { deal: 'auction' }, lastLog: ['low bid ignored'] },
    { name: 'guard params select the leaf handler (exposed)', events: [r.deal, r.irr('exposed')], value: { deal: 'auction' }, lastLog: ['exposed in auction'] },
    { name: 'leaf guard fails: the ancestor handler runs (revoke, targetless)', events: [r.deal, r.irr('revoke')], value: { deal: 'auction' }, lastLog: ['revoke noted'], ctx: { revokes: 1 } },
    {
      name: 'always chain through checking back to the auction',
      events: [r.deal, r.pass(0)],
      value: { deal: 'auction' },
      lastLog: ['auction-', 'checking+', 'checking-', 'back to auction', 'auction+'],
    },
    {
      name: 'always chain into play with entry actions in order',
      events: contract,
      value: { deal: { play: 'leading' } },
      lastLog: ['auction-', 'checking+', 'checking-', 'play+', 'contract 3', 'leading+'],
    },
    {
      name: 'all pass: an always on the compound play state redeals',
      events: [r.deal, r.pass(0), r.pass(1), r.pass(2)],
      value: { deal: 'auction' },
      lastLog: ['auction-', 'checking+', 'checking-', 'play+', 'no contract', 'leading+', 'leading-', 'play-', 'deal-', 'all passed', 'redeal+', 'redeal-', 'deal+', 'auction+'],
      ctx: { redeals: 1 },
    },
    {
      name: 'reenter on the compound play state restarts it',
      events: [...contract, r.trick(0), r.irr('revoke')],
      value: { deal: { play: 'leading' } },
      lastLog: ['following-', 'play-', 'revoke: replay', 'play+', 'contract 3', 'leading+'],
      ctx: { revokes: 1 },
    },
    {
      name: 'atomic self-transition without reenter: no exit/entry',
      events: [...contract, r.trick(0), r.trick(1)],
      value: { deal: { play: 'following' } },
      lastLog: [],
      ctx: { tricks: 2, taken: [1, 1] },
    },
    {
      name: 'last trick: scoring entry, then an always back to idle through two exits',
      events: [...contract, r.trick(1), r.trick(1), r.trick(1), r.trick(0)],
      value: 'idle',
      lastLog: ['following-', 'scoring+', 'scoring-', 'play-', 'deal-', 'next deal', 'idle+'],
      ctx: { score: [0, 3] },
    },
    {
      name: 'CLAIM targets a deep state: the skipped initial child is not entered',
      events: [r.deal, r.bid(2, 5), { type: 'CLAIM', team: 0 }],
      value: 'idle',
      lastLog: ['auction-', 'play+', 'contract 5', 'scoring+', 'scoring-', 'play-', 'deal-', 'next deal', 'idle+'],
      ctx: { score: [5, 0] },
    },
    {
      name: 'score reaches the target: final state, machine done',
      events: [r.deal, r.bid(2, 5), { type: 'CLAIM', team: 0 }, r.deal, r.bid(0, 4), { type: 'CLAIM', team: 0 }],
      value: 'gameOver',
      done: true,
      lastLog: ['auction-', 'play+', 'contract 4', 'scoring+', 'scoring-', 'play-', 'deal-', 'game!', 'gameOver+', 'gameOver-', 'rubber-'],
    },
    {
      name: 'three misdeals abandon the rubber through an always chain',
      events: [r.deal, r.irr('misdeal'), r.irr('misdeal'), r.irr('misdeal')],
      value: 'abandoned',
      done: true,
      lastLog: ['auction-', 'deal-', 'misdeal', 'redeal+', 'redeal-', 'abandoned+', 'rubber-'],
      ctx: { redeals: 3 },
    },
    { name: 'root-level .child transition from a deep state', events: [...contract, { type: 'ABANDON' }], value: 'abandoned', done: true, lastLog: ['leading-', 'play-', 'deal-', 'abandon', 'abandoned+', 'rubber-'] },
  ]);

  it('mutates the given context in place (no cloning) and reports transitions with their clauses', () => {
    const table = compile(rubber);
    const ctx = rubberContext();
    const clauses: string[] = [];
    const rt = createRuntime(table, ctx, { onTransition: (t) => clauses.push(...(table.transitions[t].meta?.clauses ?? [])) });
    rt.send(r.deal);
    rt.send(r.irr('misdeal'));
    expect(rt.context).toBe(ctx);
    expect(ctx.redeals).toBe(1);
    expect(clauses).toEqual(['TOY-1.1', 'TOY-1.2']);
  });

  it('reset restarts from the initial state with a new context', () => {
    const rt = createRuntime(compile(rubber), rubberContext());
    for (const e of contract) rt.send(e);
    const fresh = rubberContext();
    rt.reset(fresh);
    expect(rt.value).toBe('idle');
    expect(rt.done).toBe(false);
    expect(rt.context).toBe(fresh);
    expect(fresh.log).toEqual(['rubber+', 'idle+']);
  });
});

describe('runtime: ladder (always chains)', () => {
  runCases(ladder, () => ladderContext(0), [
    { name: 'stays on the first rung', events: [], value: { climbing: 'r0' } },
    { name: 'climbs several rungs in one macrostep', events: [{ type: 'SET', level: 3 }], value: { climbing: 'r3' }, lastLog: ['r0-', 'r1+', 'r1-', 'r2+', 'r2-', 'r3+'] },
    { name: 'falls back down', events: [{ type: 'SET', level: 4 }, { type: 'SET', level: 1 }], value: { climbing: 'r1' }, ctx: { visits: [1, 2, 2, 2, 1] } },
    { name: 'guarded BUMP on the compound state reaches the final state', events: [{ type: 'SET', level: 4 }, { type: 'BUMP' }], value: 'top', done: true, lastLog: ['r4-', 'bump to top', 'top+', 'top-'] },
    { name: 'an always on the parent fires once the leaf has none enabled', events: [{ type: 'SET', level: 9 }], value: 'top', done: true },
    { name: 'an unhandled event is still seen by always guards', events: [{ type: 'NOISE' }], value: { climbing: 'r0' }, lastLog: ['noise'], ctx: { noisy: true } },
    { name: 'a targetless always with actions stops when its guard turns false', events: [{ type: 'NOISE' }, { type: 'NOISE' }], value: { climbing: 'r0' }, lastLog: [] },
  ]);
  it('the initial always chain can finish the machine', () => {
    const rt = createRuntime(compile(ladder), ladderContext(9));
    expect(rt.done).toBe(true);
    expect(rt.value).toBe('top');
    rt.send({ type: 'SET', level: 0 });
    expect(rt.value).toBe('top');
    expect(rt.context.level).toBe(9);
  });
});

describe('runtime: loop guard', () => {
  type Ctx = { n: number };
  const cycle: MachineDefinition<Ctx, { type: 'GO' }> = {
    id: 'cycle',
    eventTypes: ['GO'],
    cloneContext: (c) => ({ ...c }),
    config: {
      initial: 'a',
      states: {
        a: { on: { GO: 'b' } },
        b: { always: 'c' },
        c: { always: { target: 'b', actions: 'inc' } },
      },
    },
    guards: {},
    actions: { inc: (c) => void (c.n += 1) },
  };
  it('throws a tagged StatechartLoopError after maxMicrosteps eventless microsteps', () => {
    const rt = createRuntime(compile(cycle, { maxMicrosteps: 50 }), { n: 0 });
    let err: unknown;
    try {
      rt.send({ type: 'GO' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(StatechartLoopError);
    expect((err as StatechartLoopError).code).toBe('STATECHART_LOOP');
    expect((err as Error).message).toBe(
      'runtime(cycle): more than 50 eventless microsteps after event "GO" (last in state "b"); the always transitions form a cycle',
    );
  });
  it('XState (maxIterations set by the checker) fails on the same event: counted as equivalent', () => {
    expect(() => assertEquivalent(cycle, { n: 0 }, [{ type: 'GO' }], { table: compile(cycle, { maxMicrosteps: 50 }) })).not.toThrow();
  });
  it('a targetless always without actions is a fixed point, not a loop', () => {
    const def: MachineDefinition<Ctx, { type: 'GO' }> = { ...cycle, config: { initial: 'a', states: { a: { always: {}, on: { GO: { actions: 'inc' } } } } } };
    const rt = createRuntime(compile(def), { n: 0 });
    rt.send({ type: 'GO' });
    expect(rt.context.n).toBe(1);
    assertEquivalent(def, { n: 0 }, [{ type: 'GO' }, { type: 'GO' }]);
  });
});
