import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { compile } from '../../../src/core/statechart/compile.ts';
import { assertEquivalent, canonicalJson, EquivalenceError, stateValueOf } from '../../../src/core/statechart/equivalence.ts';
import { createRuntime } from '../../../src/core/statechart/runtime.ts';
import type { MachineDefinition } from '../../../src/core/statechart/definition.ts';
import { toXStateMachine } from '../../../src/core/statechart/toXState.ts';
import { edges, edgesContext, rubber, rubberContext, toys } from './toys.ts';

const SEED = 20_240_611;
const RUNS = 150;

describe(`runtime ≡ XState on random event sequences (fast-check seed ${SEED}, ${RUNS} runs per toy)`, () => {
  toys.forEach((toy, i) => {
    const table = compile(toy.def);
    it(`${toy.def.id} #${i}: same state value, context and done flag after every event`, () => {
      fc.assert(
        fc.property(toy.events, (events) => {
          assertEquivalent(toy.def, toy.context(), events, { table });
        }),
        { seed: SEED + i, numRuns: RUNS },
      );
    });
    it(`${toy.def.id} #${i}: reset() reuses a runtime exactly like a fresh one`, () => {
      const reused = createRuntime(table, toy.context());
      fc.assert(
        fc.property(toy.events, (events) => {
          const fresh = createRuntime(table, toy.context());
          reused.reset(toy.context());
          for (const e of events) {
            fresh.send(e);
            reused.send(e);
          }
          expect(reused.value).toEqual(fresh.value);
          expect(reused.context).toEqual(fresh.context);
          expect(reused.done).toBe(fresh.done);
        }),
        { seed: SEED + 100 + i, numRuns: 50 },
      );
    });
  });
});

describe('assertEquivalent detects differences', () => {
  it('throws after the first differing event with both values, both contexts and the event index', () => {
    // a table compiled from a variant whose DEAL transition forgets its log action
    const variant = {
      ...rubber,
      config: {
        ...rubber.config,
        states: { ...rubber.config.states, idle: { ...rubber.config.states!.idle, on: { DEAL: { target: 'deal', actions: 'resetDeal' } } } },
      },
    };
    const events = [{ type: 'NOISE' }, { type: 'DEAL' }, { type: 'PASS', seat: 0 }] as const;
    let err: unknown;
    try {
      assertEquivalent(rubber, rubberContext(), events as any, { table: compile(variant as typeof rubber) });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EquivalenceError);
    const e = err as EquivalenceError;
    expect(e.eventIndex).toBe(1);
    expect(e.xstate.value).toEqual({ deal: 'auction' });
    expect(e.runtime.value).toEqual({ deal: 'auction' });
    expect(e.xstate.context).toContain('"log":["rubber+","idle+","idle-","deal!","deal+","auction+"]');
    expect(e.runtime.context).toContain('"log":["rubber+","idle+","idle-","deal+","auction+"]');
    expect(e.message).toContain('differ after event #1 {"type":"DEAL"}');
    expect(e.message).toContain(e.xstate.context);
    expect(e.message).toContain(e.runtime.context);
    expect(e.message).toContain('events so far (2): [{"type":"NOISE"},{"type":"DEAL"}]');
  });

  it('reports a different state value', () => {
    const variant = { ...edges, config: { ...edges.config, states: { ...edges.config.states, a: { ...edges.config.states!.a, on: { ...edges.config.states!.a.on, SELF: { target: '.a2' } } } } } };
    expect(() => assertEquivalent(edges, edgesContext(), [{ type: 'TICK' }, { type: 'SELF' }], { table: compile(variant as typeof edges) })).toThrow(
      /differ after event #1 \{"type":"SELF"\}\nXState:\n  value:   \{"a":"a1"\}\n  context: .*\ncompiled runtime:\n  value:   \{"a":"a2"\}/,
    );
  });

  it('reports a difference at the initial step as event index -1', () => {
    const variant = { ...edges, config: { ...edges.config, initial: 'c' } };
    let err: EquivalenceError | undefined;
    try {
      assertEquivalent(edges, edgesContext(), [], { table: compile(variant as typeof edges) });
    } catch (e) {
      err = e as EquivalenceError;
    }
    expect(err?.eventIndex).toBe(-1);
    expect(err?.message).toContain('differ after the initial step');
  });
});

describe('assertEquivalent on failures', () => {
  type Ctx = { n: number };
  const boom: MachineDefinition<Ctx, { type: 'GO' | 'BOOM' }> = {
    id: 'boom',
    eventTypes: ['GO', 'BOOM'],
    cloneContext: (c) => ({ ...c }),
    config: { initial: 'a', states: { a: { on: { GO: { actions: 'inc' }, BOOM: { actions: 'explode' } } } } },
    guards: {},
    actions: {
      inc: (c) => void (c.n += 1),
      explode: () => {
        throw new Error('kaboom');
      },
    },
  };
  it('both sides failing on the same event count as equal, and the run stops there', () => {
    const result = assertEquivalent(boom, { n: 0 }, [{ type: 'GO' }, { type: 'BOOM' }, { type: 'GO' }]);
    expect(result.eventsProcessed).toBe(2);
    expect(result.context).toEqual({ n: 1 });
  });
  it('returns the final runtime state when everything matched', () => {
    const result = assertEquivalent(boom, { n: 0 }, [{ type: 'GO' }, { type: 'GO' }]);
    expect(result).toEqual({ value: 'a', context: { n: 2 }, done: false, eventsProcessed: 2 });
  });
});

describe('stateValueOf and canonicalJson', () => {
  it('reads the state value of a runtime, an actor, a snapshot and a dotted path', () => {
    const rt = createRuntime(compile(rubber), rubberContext());
    rt.send({ type: 'DEAL' });
    const actor = createActor(toXStateMachine(rubber), { input: rubberContext() }).start();
    actor.send({ type: 'DEAL' });
    expect(stateValueOf(rt)).toEqual({ deal: 'auction' });
    expect(stateValueOf(actor)).toEqual({ deal: 'auction' });
    expect(stateValueOf(actor.getSnapshot())).toEqual({ deal: 'auction' });
    expect(stateValueOf('deal.play.leading')).toEqual({ deal: { play: 'leading' } });
    expect(stateValueOf('idle')).toBe('idle');
    actor.stop();
  });
  it('sorts object keys, keeps array order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: 2 }] })).toBe('{"a":[{"c":2,"d":1}],"b":1}');
  });
});
