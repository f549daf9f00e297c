import { and, not } from 'xstate';
import { describe, expect, it } from 'vitest';
import { compile, StatechartCompileError } from '../../../src/core/statechart/compile.ts';
import type { MachineDefinition, MachineEvent, StateNodeConfig } from '../../../src/core/statechart/definition.ts';
import { rubber } from './toys.ts';

describe('compile: the table', () => {
  const table = compile(rubber);
  const idx = (path: string) => table.stateIndex(path);

  it('indexes every state in XState document order, with ids, kinds, values and default leaves', () => {
    expect(table.states.map((s) => s.path)).toEqual([
      '',
      'idle',
      'deal',
      'deal.auction',
      'deal.checking',
      'deal.play',
      'deal.play.leading',
      'deal.play.following',
      'deal.play.scoring',
      'redeal',
      'gameOver',
      'abandoned',
    ]);
    expect(table.states[idx('deal.play')]).toMatchObject({ id: 'rubber.deal.play', kind: 'compound', depth: 2, value: undefined, parent: idx('deal') });
    expect(table.states[idx('deal.play')].defaultLeaf).toBe(idx('deal.play.leading'));
    expect(table.states[idx('deal')].defaultLeaf).toBe(idx('deal.auction'));
    expect(table.states[idx('deal.play.scoring')].value).toEqual({ deal: { play: 'scoring' } });
    expect(table.states[idx('idle')].value).toBe('idle');
    expect(table.states[idx('gameOver')].kind).toBe('final');
    expect(Array.from(table.parents.slice(0, 4))).toEqual([-1, 0, 0, 2]);
    expect(() => table.stateIndex('deal.nowhere')).toThrow('compile(rubber): no state "deal.nowhere"');
  });

  it('maps event types to small integers, the definition order first', () => {
    expect(table.eventTypes).toEqual(rubber.eventTypes);
    expect(table.eventIndex.get('BID')).toBe(1);
    expect(table.eventIndex.get('NOISE')).toBeUndefined();
  });

  it('orders candidates deepest state first, document order within a state', () => {
    const list = table.on[idx('deal.auction') * table.eventCount + table.eventIndex.get('IRREGULARITY')!]!;
    expect(list.map((c) => table.transitions[c.transition].source)).toEqual(['deal.auction', 'deal', 'deal']);
    expect(list.map((c) => c.guardParams)).toEqual([{ kind: 'exposed' }, { kind: 'misdeal' }, { kind: 'revoke' }]);
    expect(list[0].guard).toBe(rubber.guards.isKind);
    // the leaf inherits the root's ABANDON and nothing else for TRICK
    expect(table.on[idx('deal.auction') * table.eventCount + table.eventIndex.get('ABANDON')!]!.length).toBe(1);
    expect(table.on[idx('deal.auction') * table.eventCount + table.eventIndex.get('TRICK')!]).toBeNull();
    // compound states have no rows of their own
    expect(table.on[idx('deal') * table.eventCount + table.eventIndex.get('IRREGULARITY')!]).toBeNull();
  });

  it('flattens exit (deepest first), transition and entry (outermost first) actions per active leaf', () => {
    const misdeal = table.on[idx('deal.play.following') * table.eventCount + table.eventIndex.get('IRREGULARITY')!]!;
    // play's own revoke handler comes first (deepest), then deal's misdeal and revoke
    expect(misdeal.map((c) => table.transitions[c.transition].source)).toEqual(['deal.play', 'deal', 'deal']);
    const c = misdeal[1];
    expect(c.params.map((p: any) => p?.msg ?? null)).toEqual(['following-', 'play-', 'deal-', 'misdeal', null, 'redeal+']);
    expect(c.fns[4]).toBe(rubber.actions.countRedeal);
    expect(c.target).toBe(idx('redeal'));
    expect(c.changes).toBe(true);
    expect(c.final).toBe(false);
    expect(table.transitions[c.transition]).toMatchObject({ event: 'IRREGULARITY', target: 'redeal', guard: 'isKind', actions: ['log'], meta: { clauses: ['TOY-1.1'] } });
  });

  it('collects always transitions up the ancestors and marks final steps', () => {
    const list = table.always[idx('deal.play.scoring')]!;
    expect(list.map((c) => table.transitions[c.transition].target)).toEqual(['gameOver', 'idle', 'redeal']);
    expect(list[0].final).toBe(true);
    // entering the top-level final state runs its exit actions and the root's as XState does
    expect(list[0].params.map((p: any) => p?.msg)).toEqual(['scoring-', 'play-', 'deal-', 'game!', 'gameOver+', 'gameOver-', 'rubber-']);
    expect(table.always[idx('idle')]).toBeNull();
    expect(table.initial.params.map((p: any) => p?.msg)).toEqual(['rubber+', 'idle+']);
  });
});

// ---------------------------------------------------------------------------------------------

type Ctx = { n: number };
const base = { id: 't', eventTypes: ['GO'], cloneContext: (c: Ctx) => ({ ...c }) };
const guards = { ok: () => true };
const actions = { inc: (c: Ctx) => void (c.n += 1) };

function def(config: unknown, extra: Partial<MachineDefinition<Ctx, MachineEvent>> = {}): MachineDefinition<Ctx, MachineEvent> {
  return { ...base, guards, actions, ...extra, config: config as StateNodeConfig & { initial: string } };
}
const leafWith = (state: Record<string, unknown>) => def({ initial: 'a', states: { a: state, b: {} } });
const NS = 'which the compiled runtime does not support';

describe('compile: refusals name the state path and the feature', () => {
  const cases: [string, MachineDefinition<Ctx, MachineEvent>, string, string][] = [
    [
      'parallel states',
      def({ initial: 'deal', states: { deal: { initial: 'play', states: { play: { type: 'parallel', states: { x: {}, y: {} } } } } } }),
      'parallel',
      `compile(t): state "deal.play" uses parallel states, ${NS}`,
    ],
    ['history state nodes', def({ initial: 'a', states: { a: { initial: 'x', states: { x: {}, h: { type: 'history' } } } } }), 'history', `compile(t): state "a.h" uses history states, ${NS}`],
    ['history config key', leafWith({ history: 'deep' }), 'history', `compile(t): state "a" uses history states, ${NS}`],
    ['invoke', leafWith({ invoke: { src: 'x' } }), 'invoke', `compile(t): state "a" uses invoke (child actors), ${NS}`],
    ['after (delayed transitions)', leafWith({ after: { 100: 'b' } }), 'after', `compile(t): state "a" uses delayed transitions (after), ${NS}`],
    ['onDone', leafWith({ onDone: 'b' }), 'onDone', `compile(t): state "a" uses onDone transitions, ${NS}`],
    ['custom state ids', leafWith({ id: 'mine' }), 'state-id', `compile(t): state "a" uses a custom state id, ${NS}`],
    ['unknown state keys', leafWith({ onEntry: 'inc' }), 'unknown-key', `compile(t): state "a" uses "onEntry", ${NS}`],
    ['unknown state types', leafWith({ type: 'weird' }), 'state-type', `compile(t): state "a" has type "weird", ${NS}`],
    ['a final root', def({ initial: 'a', type: 'final', states: { a: {} } }), 'final-root', `compile(t): state "(root)" is the machine root with type "final", ${NS}`],
    ['a root without states', def({ initial: 'a' }), 'no-states', 'compile(t): state "(root)" is the machine root without child states'],
    ['final states with children', leafWith({ type: 'final', initial: 'x', states: { x: {} } }), 'final-children', `compile(t): state "a" is a final state with child states, ${NS}`],
    ['compound states without initial', leafWith({ states: { x: {} } }), 'no-initial', 'compile(t): state "a" is a compound state without an "initial" state'],
    ['initial that is not a child', leafWith({ initial: 'y', states: { x: {} } }), 'initial-unresolved', 'compile(t): state "a" has initial "y", which is not one of its child states'],
    ['state keys with dots', def({ initial: 'a', states: { a: {}, 'b.c': {} } }), 'state-key', `compile(t): state "b.c" has a key that is empty, contains "." or "\\" or starts with "#", ${NS}`],
    ['and/or/not guard objects', leafWith({ on: { GO: { guard: and(['ok', not('ok')]), target: 'b' } } }), 'guard-combinator', `compile(t): state "a" (on "GO") uses an and/or/not/stateIn guard object, ${NS}`],
    ['inline function guards', leafWith({ on: { GO: { guard: () => true, target: 'b' } } }), 'inline-guard', `compile(t): state "a" (on "GO") uses an inline function guard (name it in the definition's guards), ${NS}`],
    ['inline function actions', leafWith({ on: { GO: [{ guard: 'ok', actions: ['inc', () => {}] }] } }), 'inline-action', `compile(t): state "a" (on "GO"[0] actions[1]) uses an inline function action (name it in the definition's actions), ${NS}`],
    ['unknown guard names', leafWith({ on: { GO: [{ guard: 'ok', target: 'b' }, { guard: { type: 'nope', params: { x: 1 } } }] } }), 'unknown-guard', 'compile(t): state "a" (on "GO"[1]) references unknown guard "nope"'],
    ['unknown action names', leafWith({ exit: ['inc', 'nope'] }), 'unknown-action', 'compile(t): state "a" (exit[1]) references unknown action "nope"'],
    ['inherited names are not implementations', leafWith({ entry: 'toString' }), 'unknown-action', 'compile(t): state "a" (entry) references unknown action "toString"'],
    ['dynamic params', leafWith({ entry: { type: 'inc', params: () => ({}) } }), 'dynamic-params', `compile(t): state "a" (entry) uses dynamic (function) params for action "inc", ${NS}`],
    ['targets that do not resolve', leafWith({ always: { target: 'nowhere' } }), 'unresolved-target', 'compile(t): state "a" (always) has target "nowhere", which does not resolve to a state'],
    ['#id targets of unknown states', leafWith({ on: { GO: '#t.b.x' } }), 'unresolved-target', 'compile(t): state "a" (on "GO") has target "#t.b.x", which does not resolve to a state'],
    ['#id targets of other machines', leafWith({ on: { GO: '#other.b' } }), 'unresolved-target', 'compile(t): state "a" (on "GO") has target "#other.b", which does not resolve to a state'],
    ['root targets without a leading dot', def({ initial: 'a', states: { a: {} }, on: { GO: 'a' } }), 'unresolved-target', 'compile(t): state "(root)" (on "GO") has target "a", which does not resolve to a state'],
    ['multiple targets', leafWith({ on: { GO: { target: ['b', 'a'] } } }), 'multiple-targets', `compile(t): state "a" (on "GO") uses multiple targets, ${NS}`],
    ['the * wildcard event', def({ initial: 'a', states: { a: {} }, on: { '*': { actions: 'inc' } } }), 'wildcard', `compile(t): state "(root)" (on "*") uses the wildcard "*" event, ${NS}`],
    ['partial wildcard events', leafWith({ on: { 'deal.*': 'b' } }), 'wildcard', `compile(t): state "a" (on "deal.*") uses a partial wildcard event, ${NS}`],
    ['built-in xstate.* events', leafWith({ on: { 'xstate.done.state.t.a': 'b' } }), 'builtin-event', `compile(t): state "a" (on "xstate.done.state.t.a") handles a built-in xstate.* event, ${NS}`],
    ['XState v4 cond', leafWith({ on: { GO: { cond: 'ok', target: 'b' } } }), 'cond', `compile(t): state "a" (on "GO") uses the XState v4 "cond" key (use "guard"), ${NS}`],
    ['unknown transition keys', leafWith({ always: [{ target: 'b', delay: 5 }] }), 'unknown-key', `compile(t): state "a" (always[0]) uses "delay" in a transition, ${NS}`],
  ];

  it.each(cases)('%s', (_name, d, feature, message) => {
    let err: unknown;
    try {
      compile(d);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(StatechartCompileError);
    expect((err as Error).message).toBe(message);
    expect((err as StatechartCompileError).feature).toBe(feature);
    expect((err as StatechartCompileError).machineId).toBe('t');
  });

  it('accepts the supported forms of targets and transitions', () => {
    const ok = def({
      initial: 'a',
      on: { GO: { target: '.b', actions: 'inc' } },
      states: {
        a: {
          initial: 'x',
          tags: ['t'],
          meta: { any: 1 },
          description: 'd',
          states: { x: { on: { GO: 'y' } }, y: { on: { GO: ['#t.b', { target: '' }] } } },
          on: { GO: [{ target: '.y' }, { target: 'b', reenter: true }, { target: ['a.x'] }] },
        },
        b: { type: 'atomic', always: [] },
      },
    });
    expect(() => compile(ok)).not.toThrow();
  });
});
