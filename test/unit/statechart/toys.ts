/**
 * Small but non-trivial machine definitions for the compiler/runtime tests. Each toy records
 * the order of its entry/exit/transition actions in `context.log`.
 */
import fc from 'fast-check';
import type { MachineDefinition, MachineEvent, NamedRef } from '../../../src/core/statechart/definition.ts';

const log = (msg: string): NamedRef => ({ type: 'log', params: { msg } });
const clone = <T>(c: T): T => structuredClone(c);

// ---------------------------------------------------------------------------------------------
// rubber: a deal lifecycle — nested states, guarded transitions with params, targetless
// transitions on leaves and ancestors, always chains across levels, #id targets, a root-level
// `.child` transition, a leaf that shadows an ancestor for one event, reenter, final states.

export interface RubberCtx {
  log: string[];
  high: number;
  bidder: number;
  passes: number;
  tricks: number;
  taken: [number, number];
  revokes: number;
  redeals: number;
  score: [number, number];
}

export type RubberEvent =
  | { type: 'DEAL' }
  | { type: 'BID'; seat: number; value: number }
  | { type: 'PASS'; seat: number }
  | { type: 'TRICK'; winner: number }
  | { type: 'IRREGULARITY'; kind: 'misdeal' | 'revoke' | 'exposed' }
  | { type: 'CLAIM'; team: number }
  | { type: 'ABANDON' }
  | { type: 'NOISE' };

export const rubber: MachineDefinition<RubberCtx, RubberEvent> = {
  id: 'rubber',
  eventTypes: ['DEAL', 'BID', 'PASS', 'TRICK', 'IRREGULARITY', 'CLAIM', 'ABANDON'],
  cloneContext: clone,
  config: {
    initial: 'idle',
    entry: log('rubber+'),
    exit: log('rubber-'),
    on: { ABANDON: { target: '.abandoned', actions: log('abandon') } },
    states: {
      idle: {
        entry: log('idle+'),
        exit: log('idle-'),
        on: { DEAL: { target: 'deal', actions: ['resetDeal', log('deal!')] } },
      },
      deal: {
        initial: 'auction',
        entry: log('deal+'),
        exit: log('deal-'),
        on: {
          IRREGULARITY: [
            { guard: { type: 'isKind', params: { kind: 'misdeal' } }, target: 'redeal', actions: log('misdeal'), meta: { clauses: ['TOY-1.1'] } },
            { guard: { type: 'isKind', params: { kind: 'revoke' } }, actions: ['countRevoke', log('revoke noted')] },
          ],
          CLAIM: { guard: 'hasContract', target: '.play.scoring', actions: 'claim' },
        },
        states: {
          auction: {
            entry: log('auction+'),
            exit: log('auction-'),
            on: {
              BID: [{ guard: 'bidIsHigher', actions: 'recordBid' }, { actions: log('low bid ignored') }],
              PASS: { target: 'checking', actions: 'countPass' },
              IRREGULARITY: { guard: { type: 'isKind', params: { kind: 'exposed' } }, actions: log('exposed in auction') },
            },
          },
          checking: {
            entry: log('checking+'),
            exit: log('checking-'),
            always: [
              { guard: { type: 'passesAtLeast', params: { n: 3 } }, target: 'play' },
              { guard: { type: 'passesAtLeast', params: { n: 4 } }, target: '#rubber.redeal' }, // shadowed: never taken
              { target: 'auction', actions: log('back to auction') },
            ],
          },
          play: {
            initial: 'leading',
            entry: [log('play+'), 'contractOrRedeal'],
            exit: log('play-'),
            always: { guard: 'noContract', target: '#rubber.redeal', actions: log('all passed') },
            on: {
              IRREGULARITY: { guard: { type: 'isKind', params: { kind: 'revoke' } }, target: 'play', reenter: true, actions: ['countRevoke', log('revoke: replay')] },
            },
            states: {
              leading: {
                entry: log('leading+'),
                exit: log('leading-'),
                on: { TRICK: { target: 'following', actions: 'takeTrick' } },
              },
              following: {
                entry: log('following+'),
                exit: log('following-'),
                on: {
                  TRICK: [
                    { guard: { type: 'trickNumberIs', params: { n: 3 } }, target: 'scoring', actions: 'takeTrick' },
                    { target: 'following', actions: 'takeTrick' },
                  ],
                },
              },
              scoring: {
                entry: ['scoreDeal', log('scoring+')],
                exit: log('scoring-'),
                always: [
                  { guard: { type: 'teamReached', params: { points: 8 } }, target: '#rubber.gameOver', actions: log('game!') },
                  { target: '#rubber.idle', actions: log('next deal') },
                ],
              },
            },
          },
        },
      },
      redeal: {
        entry: ['countRedeal', log('redeal+')],
        exit: log('redeal-'),
        always: [
          { guard: { type: 'redealsAtLeast', params: { n: 3 } }, target: 'abandoned' },
          { target: 'deal', actions: 'resetDeal', meta: { clauses: ['TOY-1.2'] } },
        ],
      },
      gameOver: { type: 'final', entry: log('gameOver+'), exit: log('gameOver-') },
      abandoned: { type: 'final', entry: log('abandoned+') },
    },
  },
  guards: {
    isKind: (_c, e, p: { kind: string }) => e.type === 'IRREGULARITY' && e.kind === p.kind,
    bidIsHigher: (c, e) => e.type === 'BID' && e.value > c.high,
    hasContract: (c) => c.high > 0,
    noContract: (c) => c.high === 0,
    passesAtLeast: (c, _e, p: { n: number }) => c.passes >= p.n,
    trickNumberIs: (c, _e, p: { n: number }) => c.tricks === p.n,
    teamReached: (c, _e, p: { points: number }) => c.score[0] >= p.points || c.score[1] >= p.points,
    redealsAtLeast: (c, _e, p: { n: number }) => c.redeals >= p.n,
  },
  actions: {
    log: (c, _e, p: { msg: string }) => void c.log.push(p.msg),
    resetDeal: (c) => {
      c.high = 0;
      c.bidder = -1;
      c.passes = 0;
      c.tricks = 0;
      c.taken = [0, 0];
    },
    recordBid: (c, e) => {
      if (e.type !== 'BID') return;
      c.high = e.value;
      c.bidder = e.seat;
      c.passes = 0;
      c.log.push(`bid ${e.value} by ${e.seat}`);
    },
    countPass: (c) => void (c.passes += 1),
    countRevoke: (c) => void (c.revokes += 1),
    contractOrRedeal: (c) => void c.log.push(c.high > 0 ? `contract ${c.high}` : 'no contract'),
    takeTrick: (c, e) => {
      if (e.type !== 'TRICK') return;
      c.tricks += 1;
      c.taken[e.winner] += 1;
    },
    claim: (c, e) => {
      if (e.type !== 'CLAIM') return;
      c.taken[e.team] += 4 - c.tricks;
      c.tricks = 4;
    },
    scoreDeal: (c) => {
      const team = c.bidder < 0 ? 0 : c.bidder % 2;
      if (c.taken[team] >= 3) c.score[team] += c.high;
      else c.score[1 - team] += c.high;
    },
    countRedeal: (c) => void (c.redeals += 1),
  },
};

export const rubberContext = (): RubberCtx => ({
  log: [],
  high: 0,
  bidder: -1,
  passes: 0,
  tricks: 0,
  taken: [0, 0],
  revokes: 0,
  redeals: 0,
  score: [0, 0],
});

export const rubberEvent: fc.Arbitrary<RubberEvent> = fc.oneof(
  { arbitrary: fc.constant({ type: 'DEAL' } as const), weight: 3 },
  { arbitrary: fc.record({ type: fc.constant('BID' as const), seat: fc.integer({ min: 0, max: 3 }), value: fc.integer({ min: 0, max: 6 }) }), weight: 4 },
  { arbitrary: fc.record({ type: fc.constant('PASS' as const), seat: fc.integer({ min: 0, max: 3 }) }), weight: 5 },
  { arbitrary: fc.record({ type: fc.constant('TRICK' as const), winner: fc.integer({ min: 0, max: 1 }) }), weight: 6 },
  { arbitrary: fc.record({ type: fc.constant('IRREGULARITY' as const), kind: fc.constantFrom('misdeal' as const, 'revoke' as const, 'exposed' as const) }), weight: 2 },
  { arbitrary: fc.record({ type: fc.constant('CLAIM' as const), team: fc.integer({ min: 0, max: 1 }) }), weight: 1 },
  { arbitrary: fc.constant({ type: 'ABANDON' } as const), weight: 1 },
  { arbitrary: fc.constant({ type: 'NOISE' } as const), weight: 1 },
);

/** A plausible deal: DEAL, some bids, three passes, some tricks — so random runs reach play and scoring. */
const rubberDeal: fc.Arbitrary<RubberEvent[]> = fc
  .tuple(
    fc.array(fc.record({ type: fc.constant('BID' as const), seat: fc.integer({ min: 0, max: 3 }), value: fc.integer({ min: 0, max: 6 }) }), { maxLength: 3 }),
    fc.array(fc.record({ type: fc.constant('TRICK' as const), winner: fc.integer({ min: 0, max: 1 }) }), { maxLength: 5 }),
  )
  .map(([bids, tricks]): RubberEvent[] => [{ type: 'DEAL' }, ...bids, { type: 'PASS', seat: 1 }, { type: 'PASS', seat: 2 }, { type: 'PASS', seat: 3 }, ...tricks]);

export const rubberEvents: fc.Arbitrary<RubberEvent[]> = fc
  .array(fc.oneof({ arbitrary: rubberDeal, weight: 2 }, { arbitrary: fc.array(rubberEvent, { maxLength: 3 }), weight: 1 }), { minLength: 1, maxLength: 12 })
  .map((chunks) => chunks.flat());

// ---------------------------------------------------------------------------------------------
// edges: the corners of XState's algorithm — transitions to the root (#edges) with and without
// reenter, compound self-transitions with and without reenter, `.child` targets, an empty
// transition that shadows an ancestor, targetless always with and without actions, an always
// guard that reads the event (xstate.init, xstate.done.state.* raised by a nested final state),
// a deep #id target, and a top-level final state with exit actions.

export interface EdgesCtx {
  log: string[];
  n: number;
  flag: boolean;
  initSeen: boolean;
}

export type EdgesEvent =
  | { type: 'RESET' | 'HARD_RESET' | 'JUMP' | 'TICK' | 'SELF' | 'REENTER' | 'CHILD' | 'CHILD_RE' | 'NEXT' }
  | { type: 'SELF1' | 'SELF1_RE' | 'FLAG' | 'UNFLAG' | 'DEC' | 'UP' | 'STOP' | 'NOISE' }
  | { type: 'ADD'; by: number };

export const edges: MachineDefinition<EdgesCtx, EdgesEvent> = {
  id: 'edges',
  eventTypes: ['RESET', 'HARD_RESET', 'JUMP', 'TICK', 'SELF', 'REENTER', 'CHILD', 'CHILD_RE', 'NEXT', 'SELF1', 'SELF1_RE', 'FLAG', 'UNFLAG', 'DEC', 'UP', 'STOP', 'ADD'],
  cloneContext: clone,
  config: {
    initial: 'a',
    entry: log('root+'),
    exit: log('root-'),
    on: {
      RESET: { target: '#edges', actions: log('reset') },
      HARD_RESET: { target: '#edges', reenter: true, actions: log('hard reset') },
      JUMP: { target: '#edges.b.b2.deep', actions: log('jump') },
      TICK: { actions: 'incN' },
      FLAG: { actions: 'setFlag' },
      UNFLAG: { actions: 'clearFlag' },
      ADD: { actions: 'add' },
    },
    states: {
      a: {
        initial: 'a1',
        entry: log('a+'),
        exit: log('a-'),
        on: {
          SELF: { target: 'a', actions: log('self a') },
          REENTER: { target: 'a', reenter: true, actions: log('reenter a') },
          CHILD: { target: '.a2', actions: log('child') },
          CHILD_RE: { target: '.a2', reenter: true, actions: log('child re') },
          TICK: {},
        },
        states: {
          a1: {
            entry: log('a1+'),
            exit: log('a1-'),
            always: { guard: 'firstInit', actions: 'markInit' },
            on: {
              NEXT: 'a2',
              SELF1: { target: 'a1', actions: log('self1') },
              SELF1_RE: { target: 'a1', reenter: true, actions: log('self1 re') },
            },
          },
          a2: {
            entry: log('a2+'),
            exit: log('a2-'),
            always: { guard: 'flagSet', target: 'a1', actions: ['clearFlag', log('flag: back to a1')] },
            on: { NEXT: { target: 'fin', actions: log('finishing a') } },
          },
          fin: {
            type: 'final',
            entry: log('fin+'),
            exit: log('fin-'),
            always: { guard: 'eventIsDoneOfA', target: '#edges.b', actions: log('a is done') },
          },
        },
      },
      b: {
        initial: 'b1',
        entry: log('b+'),
        exit: log('b-'),
        always: { guard: { type: 'nAtLeast', params: { n: 3 } }, target: 'c', actions: log('n>=3') },
        states: {
          b1: {
            entry: log('b1+'),
            exit: log('b1-'),
            always: { guard: 'flagSet' }, // targetless, no actions: blocks b's always while the flag is set
            on: { NEXT: 'b2' },
          },
          b2: {
            initial: 'deep',
            entry: log('b2+'),
            exit: log('b2-'),
            states: {
              deep: { entry: log('deep+'), exit: log('deep-'), on: { UP: '#edges.a', NEXT: '#edges.b.b1' } },
            },
          },
        },
      },
      c: {
        entry: log('c+'),
        exit: log('c-'),
        always: { guard: { type: 'nBelow', params: { n: 5 } }, actions: ['incN', log('pump')] },
        on: { DEC: { actions: 'decN' }, STOP: { target: 'end', actions: log('stop') }, NEXT: { target: '#edges', actions: log('restart') } },
      },
      end: { type: 'final', entry: log('end+'), exit: log('end-') },
    },
  },
  guards: {
    firstInit: (c, e) => e.type === ('xstate.init' as string) && !c.initSeen,
    flagSet: (c) => c.flag,
    eventIsDoneOfA: (_c, e) => e.type === ('xstate.done.state.edges.a' as string),
    nAtLeast: (c, _e, p: { n: number }) => c.n >= p.n,
    nBelow: (c, _e, p: { n: number }) => c.n < p.n,
  },
  actions: {
    log: (c, _e, p: { msg: string }) => void c.log.push(p.msg),
    markInit: (c) => {
      c.initSeen = true;
      c.log.push('init seen');
    },
    incN: (c) => void (c.n += 1),
    decN: (c) => void (c.n -= 2),
    add: (c, e) => void (c.n += e.type === 'ADD' ? e.by : 0),
    setFlag: (c) => void (c.flag = true),
    clearFlag: (c) => void (c.flag = false),
  },
};

export const edgesContext = (): EdgesCtx => ({ log: [], n: 0, flag: false, initSeen: false });

const edgesSimple = ['RESET', 'HARD_RESET', 'JUMP', 'TICK', 'SELF', 'REENTER', 'CHILD', 'CHILD_RE', 'NEXT', 'SELF1', 'SELF1_RE', 'FLAG', 'UNFLAG', 'DEC', 'UP', 'STOP', 'NOISE'] as const;
export const edgesEvent: fc.Arbitrary<EdgesEvent> = fc.oneof(
  { arbitrary: fc.constantFrom(...edgesSimple).map((type) => ({ type }) as EdgesEvent), weight: 8 },
  { arbitrary: fc.constantFrom('NEXT', 'TICK').map((type) => ({ type }) as EdgesEvent), weight: 4 },
  { arbitrary: fc.record({ type: fc.constant('ADD' as const), by: fc.integer({ min: -3, max: 3 }) }), weight: 2 },
);
/** Mostly single events, sometimes a shortcut into `c` (JUMP to b, then n >= 3) so STOP gets a chance. */
export const edgesEvents: fc.Arbitrary<EdgesEvent[]> = fc
  .array(
    fc.oneof(
      { arbitrary: edgesEvent.map((e) => [e]), weight: 12 },
      { arbitrary: fc.constant<EdgesEvent[]>([{ type: 'JUMP' }, { type: 'ADD', by: 3 }]), weight: 1 },
    ),
    { minLength: 1, maxLength: 60 },
  )
  .map((chunks) => chunks.flat());

// ---------------------------------------------------------------------------------------------
// ladder: an always chain that climbs (or falls) several rungs in one macrostep, starting at the
// initial step, with entry/exit actions on every rung, and a final state reached by an always.

export interface LadderCtx {
  log: string[];
  noisy: boolean;
  level: number;
  visits: number[];
}

export type LadderEvent = { type: 'SET'; level: number } | { type: 'BUMP' } | { type: 'NOISE' };

const rung = (i: number, top: number) => ({
  entry: [log(`r${i}+`), { type: 'visit', params: { i } }],
  exit: log(`r${i}-`),
  always: [
    ...(i < top ? [{ guard: { type: 'above', params: { i } }, target: `r${i + 1}` }] : []),
    ...(i > 0 ? [{ guard: { type: 'below', params: { i } }, target: `r${i - 1}` }] : []),
  ],
});

export const ladder: MachineDefinition<LadderCtx, LadderEvent> = {
  id: 'ladder',
  eventTypes: ['SET', 'BUMP'],
  cloneContext: clone,
  config: {
    initial: 'climbing',
    states: {
      climbing: {
        initial: 'r0',
        on: {
          SET: { actions: 'setLevel' },
          BUMP: [{ guard: { type: 'levelIs', params: { level: 4 } }, target: 'top', actions: log('bump to top') }, { actions: 'bump' }],
        },
        states: { r0: rung(0, 4), r1: rung(1, 4), r2: rung(2, 4), r3: rung(3, 4), r4: rung(4, 4) },
        always: [
          { guard: { type: 'levelIs', params: { level: 9 } }, target: 'top' },
          // reads the EVENT: XState evaluates always transitions after every event, handled or not
          { guard: 'freshNoise', actions: 'hearNoise' },
        ],
      },
      top: { type: 'final', entry: log('top+'), exit: log('top-') },
    },
  },
  guards: {
    above: (c, _e, p: { i: number }) => c.level > p.i,
    below: (c, _e, p: { i: number }) => c.level < p.i,
    levelIs: (c, _e, p: { level: number }) => c.level === p.level,
    freshNoise: (c, e) => e.type === 'NOISE' && !c.noisy,
  },
  actions: {
    log: (c, _e, p: { msg: string }) => void c.log.push(p.msg),
    visit: (c, _e, p: { i: number }) => void (c.visits[p.i] += 1),
    setLevel: (c, e) => {
      c.level = e.type === 'SET' ? e.level : c.level;
      c.noisy = false;
    },
    hearNoise: (c) => {
      c.noisy = true;
      c.log.push('noise');
    },
    bump: (c) => void (c.level += 1),
  },
};

export const ladderContext = (level = 2): LadderCtx => ({ log: [], noisy: false, level, visits: [0, 0, 0, 0, 0] });

export const ladderEvent: fc.Arbitrary<LadderEvent> = fc.oneof(
  { arbitrary: fc.record({ type: fc.constant('SET' as const), level: fc.integer({ min: 0, max: 9 }) }), weight: 4 },
  { arbitrary: fc.constant({ type: 'BUMP' } as const), weight: 3 },
  { arbitrary: fc.constant({ type: 'NOISE' } as const), weight: 1 },
);
export const ladderEvents: fc.Arbitrary<LadderEvent[]> = fc.array(ladderEvent, { minLength: 1, maxLength: 40 });

export interface Toy<C extends object, E extends MachineEvent> {
  readonly def: MachineDefinition<C, E>;
  readonly context: () => C;
  /** Random event sequences for the property tests. */
  readonly events: fc.Arbitrary<E[]>;
}

export const toys: readonly Toy<any, any>[] = [
  { def: rubber, context: rubberContext, events: rubberEvents },
  { def: edges, context: edgesContext, events: edgesEvents },
  { def: ladder, context: () => ladderContext(2), events: ladderEvents },
  { def: ladder, context: () => ladderContext(9), events: ladderEvents },
];
