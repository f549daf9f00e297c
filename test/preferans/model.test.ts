/**
 * Model-based tests of the Preferans regulation machine (machines/preferans.ts) with
 * `xstate/graph` (STYLE practice 10; ARCHITECTURE: always pass `limit`, list every event, replay
 * the machine alongside because the snapshots stored in a path are stand-ins).
 *
 * The context is unbounded (sheets, runs, trick logs), so the graph is taken over a FINITE
 * ABSTRACTION of one deal:
 * - events: a short scripted auction (6♠ by the first hand, 6♣ by the second, passes), the
 *   contract 6♠ (a discard of two or three) or misère, the whist outcomes, at most two tricks, and
 *   a menu of wrong-count discoveries (who is short or long, where the card is, a revoke) and of
 *   talon and play irregularities, offered while nothing irregular has happened yet in the deal;
 *   after the first one the deal is finished by one canonical continuation;
 * - tables: a fresh 3-player sheet, a dealer already warned once (CODE 3.2.17), 4 players;
 * - reading sets: the defaults, the older club text, the Code, and two sets that flip every
 *   reading a transition guard or a ruling consults.
 * `serializeState` keeps every field a guard reads (calls, contract, whist, tricks, the
 * discovery's effects, the ruling so far); once the deal is closed the leaf keeps the ruling
 * (outcome, trail, readings, entries), so that different rulings stay different vertices.
 *
 * Every generated path is replayed through a REAL actor whose inspection microsteps tell which
 * transitions (eventless ones included) were taken; after every step the invariants are checked.
 * Coverage is measured against every state node and every transition found by walking
 * `machine.root`, and must be 100 %.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type AnyStateNode } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { preferansMachine } from '../../machines/preferans.ts';
import { initialContext, type PreferansContext, type SheetInput } from '../../machines/preferans.context.ts';
import type { FoundWhere, PlayIrregularity, PreferansEvent } from '../../machines/preferans.events.ts';
import { realTricks } from '../../machines/preferans.rules.ts';
import { makeVariant } from '../../src/preferans/variants.ts';
import { settle } from '../../src/preferans/settlement.ts';
import { resolveReadings } from '../../src/regulation/readings.ts';
import type { Readings } from '../../src/regulation/types.ts';
import { toXStateMachine } from '../../src/statechart/toXState.ts';
import { ALL_GAPS, c } from './facts.ts';

const machine = toXStateMachine(preferansMachine);

// ───────────────────────── the machine's own inventory ─────────────────────────

interface TransitionInfo {
  key: string;
  description: string;
  clauses: readonly string[];
}

const transitionKey = (t: { source: AnyStateNode; eventType: string }, index: number) => `${t.source.id}|${t.eventType === '' ? 'always' : t.eventType}|${index}`;

function inventory(root: AnyStateNode) {
  const states: string[] = [];
  const transitions = new Map<string, TransitionInfo>();
  const index = new Map<object, string>();
  const add = (t: any, i: number) => {
    const key = transitionKey(t, i);
    transitions.set(key, { key, description: t.description ?? '', clauses: t.meta?.clauses ?? [] });
    index.set(t, key);
  };
  const walk = (node: AnyStateNode) => {
    if (node !== root) states.push(node.id);
    for (const [, list] of node.transitions) list.forEach((t: any, i: number) => add(t, i));
    (node.always ?? []).forEach((t: any, i: number) => add(t, i));
    for (const child of Object.values(node.states)) walk(child as AnyStateNode);
  };
  walk(root);
  return { states, transitions, index };
}
const INVENTORY = inventory(machine.root);

function activeIds(value: unknown, prefix = machine.root.id): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  const out: string[] = [];
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) out.push(`${prefix}.${k}`, ...activeIds(v, `${prefix}.${k}`));
  return out;
}

const coveredStates = new Set<string>();
const coveredTransitions = new Set<string>();

// ───────────────────────── the abstraction ─────────────────────────

type Ctx = PreferansContext;
type Snap = { value: unknown; status: string; context: Ctx };
const name = (v: unknown) => (typeof v === 'string' ? v : Object.entries(v as Record<string, string>).map(([k, x]) => `${k}.${x}`)[0]);
const bit = (s: number) => 1 << s;

/**
 * Wrong-count configurations, by name: counts dealt to seats 0, 1, 2 in a 3-player deal (seat 1
 * is the first hand and, in a game, the declarer; seat 2 the second hand; seat 0 the third).
 */
type Config = { by: number; counts: number[]; found: FoundWhere; talon?: number; faceUp?: boolean; revoke?: boolean };
const CONFIGS: Record<string, Config> = {
  firstShort: { by: 1, counts: [10, 9, 10], found: 'floor' },
  firstShortFaceUp: { by: 1, counts: [10, 9, 10], found: 'floor', faceUp: true },
  firstShortOtherDeck: { by: 1, counts: [10, 9, 10], found: 'other-deck' },
  bystander: { by: 0, counts: [10, 9, 10], found: 'floor' },
  firstLongSecondShort: { by: 1, counts: [10, 11, 9], found: 'hand' },
  secondShort: { by: 2, counts: [10, 10, 9], found: 'floor' },
  secondShortRevoke: { by: 2, counts: [10, 10, 9], found: 'floor', revoke: true },
  secondShortOtherDeck: { by: 2, counts: [10, 10, 9], found: 'other-deck' },
  secondShortLost: { by: 2, counts: [10, 10, 9], found: 'not-found' },
  thirdLongSecondShort: { by: 2, counts: [11, 10, 9], found: 'hand' },
  thirdShort: { by: 0, counts: [9, 10, 10], found: 'floor' },
  thirdShortOtherDeck: { by: 0, counts: [9, 10, 10], found: 'other-deck' },
  talonOfOne: { by: 1, counts: [10, 10, 10], found: 'floor', talon: 1 },
  twoShortTalonOfFour: { by: 1, counts: [10, 9, 9], found: 'talon', talon: 4 },
  thirdLongTalonOfOne: { by: 0, counts: [11, 10, 10], found: 'none', talon: 1 },
  threeWrong: { by: 1, counts: [11, 11, 8], found: 'hand' },
  allTen: { by: 2, counts: [10, 10, 10], found: 'none' },
};
const AUCTION_CONFIGS = ['firstShort', 'firstShortFaceUp', 'firstShortOtherDeck', 'bystander', 'firstLongSecondShort', 'talonOfOne', 'twoShortTalonOfFour', 'threeWrong'];
const TALON_CONFIGS = ['firstShort', 'firstLongSecondShort', 'thirdShort', 'thirdShortOtherDeck', 'talonOfOne', 'twoShortTalonOfFour', 'threeWrong'];
const GAME_CONFIGS = ['firstShort', 'firstLongSecondShort', 'secondShort', 'secondShortLost', 'talonOfOne', 'allTen'];
const ALLPASS_BEFORE_CONFIGS = ['secondShort', 'secondShortOtherDeck', 'thirdLongSecondShort', 'thirdLongTalonOfOne', 'talonOfOne', 'threeWrong'];
const ALLPASS_CONFIGS = ['secondShort', 'secondShortRevoke', 'secondShortOtherDeck', 'secondShortLost', 'thirdLongSecondShort', 'thirdLongTalonOfOne', 'talonOfOne', 'threeWrong'];
const LATE_CONFIGS = ['firstLongSecondShort'];

function discoveries(players: number, names: string[]): PreferansEvent[] {
  // with 4 players seat 0 deals and sits out: the first, second and third hands are 1, 2, 3
  return names.map((n) => {
    const k = CONFIGS[n];
    return {
      type: 'COUNT_DISCOVERED',
      by: players === 4 && k.by === 0 ? 3 : k.by,
      counts: players === 4 ? [0, k.counts[1], k.counts[2], k.counts[0]] : k.counts,
      talon: k.talon ?? 2,
      found: k.found,
      faceUp: k.faceUp ?? false,
      revokeTrick: k.revoke ? 0 : -1,
    };
  });
}

const irregular = (list: [PlayIrregularity, number, number][], damages: number[]): PreferansEvent[] => list.map(([kind, seat, trick]) => ({ type: 'IRREGULARITY', kind, seat, trick, damages }));

/** Nothing irregular has happened in this deal yet (the rich menu is offered). */
const quiet = (x: Ctx) => x.by < 0 && x.trail.length === 0;

function eventsFor(players: number) {
  const zeros = new Array<number>(players).fill(0);
  const damages = zeros.map((_, s) => (s === 1 ? 12 : 0));
  const [h1, h2, h3] = players === 4 ? [1, 2, 3] : [1, 2, 0];
  const sixS = c('6S');
  const spoke = (x: Ctx, s: number) => (x.spoken & bit(s)) !== 0;
  const deal: PreferansEvent = { type: 'DEALT', counts: players === 4 ? [0, 10, 10, 10] : [10, 10, 10], talon: 2 };
  const gameIrr = (x: Ctx) =>
    irregular(
      [
        ['revoke', h2, Math.max(0, x.trickLog.length - 1)],
        ['revoke', h2, 9],
        ['revoke-corrected', h2, 0],
        ['lead-out-of-turn', h1, 0],
        ['lead-out-of-turn', h2, 0],
        ['lead-out-of-turn', h2, 9],
        ['out-of-turn-late', h2, 0],
        ['looked-at-trick', h2, 0],
        ['looked-at-discard', h1, 0],
      ],
      zeros,
    );
  const allPassIrr = irregular(
    [
      ['revoke', h2, 0],
      ['revoke', h2, 9],
      ['revoke-corrected', h2, 0],
      ['lead-out-of-turn', h2, 0],
      ['lead-out-of-turn', h2, 9],
      ['out-of-turn-late', h2, 0],
      ['looked-at-trick', h2, 0],
    ],
    zeros,
  );
  /** the main line of a game: the first hand bid 6♠ and both others passed (other lines get discoveries only up to the talon) */
  const main = (x: Ctx) => x.declarer === h1 && x.highest === sixS && x.passedBits === (bit(h2) | bit(h3));
  return (snap: Snap): PreferansEvent[] => {
    const x = snap.context;
    if (snap.status !== 'active') return [];
    const st = name(snap.value);
    const rich = quiet(x);
    switch (st) {
      case 'awaitingDeal': {
        if (!x.lastDealWritten) {
          if (!rich) return [deal];
          return [deal, ...(['exposed-card', 'pattern', 'wrong-count'] as const).map((kind) => ({ type: 'MISDEAL', kind, pair: 0 }) as const), ...[1, 5].map((pair) => ({ type: 'MISDEAL', kind: 'talon-pair', pair }) as const)];
        }
        // the result written, after one plain deal of each kind (an unplayed game, a played game, an
        // all-pass): a late discovery, or the next deal (the same arrows as the first deal's)
        const plain = x.trail.length === 0 && x.discard === 2 && ((main(x) && (x.whist === 'unwhisted' || (x.whisters.length === 1 && x.trickLog.length === 1))) || (x.kind === 'all-pass' && x.trickLog.length === 1));
        if (!plain) return [];
        return [
          ...discoveries(players, LATE_CONFIGS),
          deal,
          ...(['exposed-card', 'pattern', 'wrong-count'] as const).map((kind) => ({ type: 'MISDEAL', kind, pair: 0 }) as const),
          { type: 'MISDEAL', kind: 'talon-pair', pair: 5 },
        ];
      }
      case 'auction': {
        if (!rich) return [x.highest >= 0 ? { type: 'AUCTION_WON', declarer: h1, bid: sixS } : { type: 'ALL_PASSED' }];
        const out: PreferansEvent[] = [];
        if (!spoke(x, h1)) out.push({ type: 'CALL', seat: h1, call: 'bid', contract: sixS }, { type: 'CALL', seat: h1, call: 'pass', contract: -1 });
        else if (!spoke(x, h2)) {
          out.push({ type: 'CALL', seat: h2, call: 'pass', contract: -1 });
          if (x.highest === sixS) out.push({ type: 'CALL', seat: h2, call: 'bid', contract: c('6C') });
        } else if (!spoke(x, h3)) out.push({ type: 'CALL', seat: h3, call: 'pass', contract: -1 });
        if (x.highest === sixS && spoke(x, h2) && (x.passedBits & bit(h2))) out.push({ type: 'AUCTION_WON', declarer: h1, bid: sixS });
        // CODE 3.3.16.2 closes the bidding before the third hand speaks
        if (spoke(x, h2) && !spoke(x, h3) && x.passedBits === (bit(h1) | bit(h2))) out.push({ type: 'AUCTION_WON', declarer: h3, bid: sixS });
        if (x.passedBits === (bit(h1) | bit(h2) | bit(h3))) out.push({ type: 'ALL_PASSED' });
        out.push(...discoveries(players, AUCTION_CONFIGS));
        const talon: PlayIrregularity[] = ['talon-seen', 'talon-peeked', 'talon-taken', 'talon-exposed'];
        out.push(...irregular(talon.map((k) => [k, h3, 0]), damages));
        return out;
      }
      case 'tenCard':
        return [
          { type: 'CHOICE', demands: zeros.map(() => false) },
          { type: 'CHOICE', demands: zeros.map(() => true) },
        ];
      case 'talon': {
        const out: PreferansEvent[] = [{ type: 'CONTRACT', contract: sixS, discard: 2 }];
        if (rich && main(x)) out.push({ type: 'CONTRACT', contract: sixS, discard: 3 }, { type: 'CONTRACT', contract: c('MIS'), discard: 2 });
        if (rich) out.push(...discoveries(players, TALON_CONFIGS));
        return out;
      }
      case 'whisting': {
        const defenders = [h1, h2, h3].filter((s) => s !== x.declarer);
        if (x.kind === 'misere') return [{ type: 'WHIST', outcome: 'played', whisters: [], passers: defenders, halfWhister: -1, open: true }];
        const lone: PreferansEvent = { type: 'WHIST', outcome: 'played', whisters: [defenders[0]], passers: [defenders[1]], halfWhister: -1, open: false };
        if (!rich || x.discard !== 2 || !main(x)) return [lone];
        return [
          lone,
          { type: 'WHIST', outcome: 'played', whisters: defenders, passers: [], halfWhister: -1, open: false },
          { type: 'WHIST', outcome: 'unwhisted', whisters: [], passers: [], halfWhister: -1, open: false },
          { type: 'WHIST', outcome: 'half-whist', whisters: [], passers: [], halfWhister: defenders[1], open: false },
        ];
      }
      case 'play':
      case 'replay': {
        const out: PreferansEvent[] = [];
        if (!x.led) out.push({ type: 'LED' });
        if (x.trickLog.length < 1) out.push({ type: 'TRICK', winner: h1 });
        out.push({ type: 'PLAY_COMPLETE' });
        // the rich menu at two moments of the main line (one whister, or misère, or a discard of three):
        // before the first lead, and after one trick
        const mainLine = main(x) && (x.whisters.length === 1 || x.kind === 'misere' || x.discard !== 2);
        const moment = !x.led || x.trickLog.length === 1;
        const replayOnly = st === 'replay' && main(x) && x.whisters.length === 1 && x.trail.length === 1 && x.trail[0] === 'PCR-4' && x.trickLog.length === 0;
        if ((rich && mainLine && x.discard === 2 && x.trickLog.length === 1) || replayOnly) out.push(...gameIrr(x));
        if (rich && mainLine && !x.led) out.push(...irregular([['looked-at-discard', h1, 0]], zeros));
        if (rich && mainLine && moment) out.push(...discoveries(players, GAME_CONFIGS));
        return out;
      }
      case 'allPass.beforeLead': {
        if (!rich) return [{ type: 'LED' }];
        const talon = irregular([['talon-seen', h2, 0], ['talon-peeked', h2, 0]], zeros);
        return [{ type: 'LED' }, ...discoveries(players, ALLPASS_BEFORE_CONFIGS), ...talon, ...allPassIrr];
      }
      case 'allPass.playing': {
        const out: PreferansEvent[] = [];
        if (x.trickLog.length < 1) out.push({ type: 'TRICK', winner: h3 });
        out.push({ type: 'PLAY_COMPLETE' });
        if (rich && x.trickLog.length === 1) out.push(...discoveries(players, ALLPASS_CONFIGS), ...allPassIrr);
        return out;
      }
      case 'played': {
        const mainLine = x.kind === 'all-pass' || (main(x) && (x.kind === 'misere' || x.whist === 'unwhisted' || x.whisters.length === 1 || x.discard !== 2));
        if (!rich || !mainLine) return [{ type: 'SCORE' }];
        if (x.kind === 'all-pass') return [{ type: 'SCORE' }, ...discoveries(players, ALLPASS_CONFIGS), ...allPassIrr];
        return [{ type: 'SCORE' }, ...discoveries(players, GAME_CONFIGS), ...gameIrr(x)];
      }
      default:
        throw new Error(`model.eventsFor: no events listed for state ${st} (#model-events)`);
    }
  };
}

const abstractState = (snap: Snap): string => {
  const x = snap.context;
  // every field a guard reads, the deal's facts, and the ruling so far; the sheet once written
  return JSON.stringify([
    snap.value,
    snap.status,
    x.deals,
    x.lastDealWritten,
    [x.spoken, x.passedBits, x.highest, x.barred, x.bids],
    [x.declarer, x.contract, x.discard, x.kind, x.whist, x.whisters, x.led, x.playComplete, x.trickLog],
    [x.by, x.counts, x.talon, x.wrong, x.route, x.defRoute, x.declarerWrong, x.defendersWrong, x.choosers, x.resume, x.auctionAfter, x.takesRemaining, x.talonSeer, x.exposed],
    [x.lost, x.gained, x.penaltyBefore, x.penaltyAfter, x.discardLooked, x.lostProfit, x.fines],
    [x.outcome, x.trail, x.consulted, x.silences.map((z) => z.gap), x.written.map((e) => [e.kind, e.seat, e.kind === 'whist' ? e.on : -1, e.amount, e.reason])],
    [x.sheet, x.run, x.dealer],
  ]);
};

interface Scenario {
  name: string;
  players: 3 | 4;
  sheet: SheetInput;
  readings: Readings;
}

const readingsWith = (o: Record<string, string>) => resolveReadings(ALL_GAPS, o);
const READING_SETS: Record<string, Readings> = {
  defaults: readingsWith({}),
  'club-old': readingsWith({ 'PREF-RULES': 'club-old', 'PREF-G27': 'first-play-no-whists' }),
  code: readingsWith({ 'PREF-RULES': 'code' }),
  'code, fn 15 alone': readingsWith({ 'PREF-RULES': 'code', 'PREF-C10': 'fn15-no-fine' }),
  'alt-A': readingsWith({
    'PREF-G1': 'code-3-2-17',
    'PREF-G4': 'face-up-redeal',
    'PREF-G5': 'table-auction',
    'PREF-G10': 'both-fined',
    'PREF-G12': 'first-call',
    'PREF-G17': 'pairwise',
    'PREF-G21': 'wrong-discard-too',
    'PREF-G26': 'clause-3-always',
    'PREF-G31': 'excluded',
    'PREF-G32': 'no-fine',
    'PREF-G37': 'code-3-9-16-2',
    'PREF-G44': 'ten-card-choice',
    'PREF-G47': 'redeal-no-fine',
    'PREF-G48': 'code-if-other',
    'PREF-G49': 'no-deadline',
    'PREF-C1': 'fourth-pair',
  }),
  'alt-B': readingsWith({
    'PREF-G1': 'code-3-2-16',
    'PREF-G9': 'restart',
    'PREF-G10': 'discoverer-only',
    'PREF-G19': 'dealer-may-demand',
    'PREF-G26': 'clause-4-always',
    'PREF-G27': 'replay-innocent-whists',
    'PREF-G29': 'replay-from-discovery',
    'PREF-G34': 'deck-fault',
    'PREF-G35': 'clause-5-throughout',
    'PREF-G37': 'remaining-from-revoke',
    'PREF-G40': 'write-played',
    'PREF-G42': 'taken-and-premium',
    'PREF-G45': 'stop-third-premium',
    'PREF-G46': 'clause-6-analogy',
    'PREF-G53': 'full',
    'PREF-G60': 'redeal-cancels-fine',
  }),
};

const TABLES: Record<string, { players: 3 | 4; sheet: SheetInput }> = {
  fresh: { players: 3, sheet: {} },
  'dealer warned': { players: 3, sheet: { dealerErrors: [1, 0, 0], run: 1 } },
  'four players': { players: 4, sheet: { run: 1 } },
  'pools about to close': { players: 3, sheet: { pool: [50, 48, 50] } },
};

const SCENARIOS: Scenario[] = Object.entries(READING_SETS).flatMap(([rn, readings]) =>
  Object.entries(TABLES)
    .filter(([tn]) => tn === 'fresh' || (rn === 'defaults' && tn === 'four players') || (rn === 'alt-A' && tn === 'dealer warned') || (rn === 'alt-B' && tn === 'pools about to close'))
    .map(([tn, t]) => ({ name: `readings ${rn}, table «${tn}»`, players: t.players, sheet: t.sheet, readings })),
);

// ───────────────────────── invariants ─────────────────────────

const KNOWN_GAPS = new Set(ALL_GAPS.filter((g) => g.status !== 'not-modelled').map((g) => g.id));

function occurrences(trail: readonly string[], run: readonly string[]): number {
  let n = 0;
  for (let i = 0; i + run.length <= trail.length; i++) if (run.every((x, k) => trail[i + k] === x)) n++;
  return n;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** A failed invariant throws with its tag and the replayable path (cheaper than an expect per step). */
function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

function replay(sc: Scenario, events: PreferansEvent[], where: string) {
  const micro: { value: unknown; context: Ctx; transitions: any[] }[] = [];
  const actor = createActor(machine, {
    input: initialContext(sc.players, makeVariant('sochi'), sc.readings, { sheet: sc.sheet }),
    inspect: (ev: any) => {
      if (ev.type === '@xstate.microstep') micro.push({ value: ev.snapshot.value, context: ev.snapshot.context, transitions: ev._transitions });
    },
  }).start();
  for (const id of activeIds(actor.getSnapshot().value)) coveredStates.add(id);

  events.forEach((event, step) => {
    const at = `${where}, step ${step} (${JSON.stringify(event)}); replay: ${JSON.stringify(events)}`;
    const beforeSnap = actor.getSnapshot();
    const before: Ctx = beforeSnap.context;
    micro.length = 0;
    actor.send(event);
    const after: Ctx = actor.getSnapshot().context;

    let trailBefore = before.trail;
    for (const m of micro) {
      for (const id of activeIds(m.value)) coveredStates.add(id);
      for (const t of m.transitions) {
        const key = INVENTORY.index.get(t);
        check(key !== undefined, `${at}: a transition missing from the inventory (#pmodel-inventory)`);
        coveredTransitions.add(key!);
        const clauses: readonly string[] = t.meta?.clauses ?? [];
        if (clauses.length > 0) {
          const base = t.actions.some((a: any) => (typeof a === 'string' ? a : a.type) === 'beginDeal') && !before.dealOpen ? [] : trailBefore;
          check(occurrences(m.context.trail, clauses) - occurrences(base, clauses) > 0, `${at}: transition ${key} applies ${clauses.join(', ')} but the trail is [${m.context.trail.join(', ')}] (#pmodel-clauses)`);
        }
      }
      const x = m.context;
      // tricks: at most ten real ones; penalty tricks kept apart, never negative
      check(x.trickLog.length <= 10, `${at}: at most 10 tricks (#pmodel-tricks)`);
      if (x.kind !== 'none') check(sum(realTricks(x)) <= 10, `${at}: at most 10 real tricks (#pmodel-real)`);
      for (const arr of [x.lost, x.gained, x.penaltyBefore, x.penaltyAfter]) for (const v of arr) check(v >= 0, `${at}: penalty counts are not negative (#pmodel-penalty)`);
      for (const tag of x.consulted) check(KNOWN_GAPS.has(tag.split('=')[0]), `${at}: consulted ${tag} is a modelled gap (#pmodel-gap)`);
      for (const s of x.silences) check(KNOWN_GAPS.has(s.gap), `${at}: silence names a modelled gap (#pmodel-silence)`);
      trailBefore = x.trail;
    }

    // the sheet moves only when a deal is closed, or by a late fine; by exactly the entries written
    const closed = after.deals > before.deals;
    const late = !closed && after.written.length > (beforeSnap.value === 'awaitingDeal' && before.lastDealWritten ? before.written.length : after.written.length);
    if (!closed && !late) {
      check(JSON.stringify(after.sheet) === JSON.stringify(before.sheet), `${at}: the sheet changes only when a deal is written (#pmodel-sheet-open)`);
    } else {
      const added = closed ? after.written : after.written.slice(before.written.length);
      const n = sc.players;
      for (let s = 0; s < n; s++) {
        const pool = sum(added.filter((e) => e.kind === 'pool' && e.seat === s).map((e) => e.amount));
        const mount = sum(added.filter((e) => e.kind === 'mountain' && e.seat === s).map((e) => e.amount));
        check(Math.abs((after.sheet.pool[s] - before.sheet.pool[s]) - (pool)) < 1e-6, `${at}: seat ${s} pool moves by its entries (#pmodel-pool)`);
        check(Math.abs((after.sheet.mountain[s] - before.sheet.mountain[s]) - (mount)) < 1e-6, `${at}: seat ${s} mountain moves by its entries (#pmodel-mountain)`);
        check(after.sheet.pool[s] <= 50, `${at}: Sochi: no pool exceeds the target (#pmodel-pool-cap)`);
      }
      for (const e of added) {
        check(/^(CODE|PCR)-/.test(e.clause), `${at}: every entry names its clause (#pmodel-entry-clause)`);
        if (e.reason === 'wrong-count-fine' || e.reason === 'dealer-remiz' || e.reason === 'talon-fine') check(e.amount > 0, `${at}: fines are positive (#pmodel-fine)`);
      }
      if (closed) {
        check((after.deals - before.deals) === (1), `${at}: one deal closed per step (#pmodel-deals)`);
        const redeal = after.outcome === 'redeal';
        check((after.dealer) === (redeal ? before.dealer : (before.dealer + 1) % sc.players), `${at}: the same dealer deals again after a redeal, else the next (#pmodel-dealer)`);
      }
    }
    // the settlement of the sheet as it stands sums to zero
    const sheet = { players: sc.players, pool: after.sheet.pool, mountain: after.sheet.mountain, whists: after.sheet.whists };
    check(Math.abs((sum(settle(sheet, makeVariant('sochi')).result)) - (0)) < 1e-6, `${at}: the settlement sums to zero (#pmodel-zero)`);
  });
  return actor.getSnapshot();
}

// ───────────────────────── the suites ─────────────────────────

let totalPaths = 0;
let totalSteps = 0;

describe('the Preferans machine under xstate/graph shortest paths over a finite abstraction', () => {
  for (const sc of SCENARIOS) {
    it(`should keep every invariant on every shortest path (${sc.name})`, () => {
      const input = initialContext(sc.players, makeVariant('sochi'), sc.readings, { sheet: sc.sheet });
      const startDeals = input.deals;
      const paths = getShortestPaths(machine, {
        input,
        events: eventsFor(sc.players) as any,
        serializeState: abstractState as any,
        stopWhen: (s: any) => s.status !== 'active' || s.context.deals > startDeals + 1 || (s.context.deals > startDeals && !(name(s.value) === 'awaitingDeal' && s.context.lastDealWritten)),
        limit: 200_000,
      });
      expect(paths.length).toBeGreaterThan(0);
      paths.forEach((path, i) => {
        const events = path.steps.slice(1).map((s) => s.event as PreferansEvent);
        const end = replay(sc, events, `scenario [${sc.name}], path ${i}`);
        if (JSON.stringify(end.value) !== JSON.stringify(path.state.value)) expect(end.value, `scenario [${sc.name}], path ${i}: replay: ${JSON.stringify(events)}`).toEqual(path.state.value);
        totalSteps += events.length;
      });
      totalPaths += paths.length;
    });
  }
});

describe('coverage of machines/preferans.ts by the replayed paths', () => {
  afterAll(() => {
    console.log(
      `preferans model coverage: states ${INVENTORY.states.filter((s) => coveredStates.has(s)).length}/${INVENTORY.states.length}, ` +
        `transitions ${[...INVENTORY.transitions.keys()].filter((k) => coveredTransitions.has(k)).length}/${INVENTORY.transitions.size} ` +
        `(${SCENARIOS.length} scenarios, ${totalPaths} paths, ${totalSteps} events replayed)`,
    );
  });

  it('should visit every state node of the machine', () => {
    const missing = INVENTORY.states.filter((s) => !coveredStates.has(s));
    expect(missing, `state nodes never visited: ${missing.join(', ')}`).toEqual([]);
  });

  it('should take every transition of the machine (source|event|index)', () => {
    const missing = [...INVENTORY.transitions.values()].filter((t) => !coveredTransitions.has(t.key)).map((t) => `${t.key} “${t.description}”`);
    expect(missing, `transitions never taken:\n${missing.join('\n')}`).toEqual([]);
  });

  it('should find every rule-applying transition carrying known clause ids in meta', () => {
    const rules = [...INVENTORY.transitions.values()].filter((t) => t.clauses.length > 0);
    expect(rules.length).toBeGreaterThan(50);
    for (const t of rules) for (const id of t.clauses) expect(id, t.key).toMatch(/^(PCR(-OLD)?-\d(\.\d)*|CODE-(\d+(\.\d+)*(\.[a-e]|\.ex\d)?|fn\d+))$/);
  });
});
