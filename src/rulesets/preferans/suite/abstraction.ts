/**
 * The finite abstraction of one Preferans deal, shared by the suite generator (./adapter.ts) and
 * the model-based test (test/preferans/model.test.ts, which reaches every state and transition
 * with it, the next deal included):
 * - a short scripted auction in which every hand speaks (6♠ by the first hand, 6♣ by the second,
 *   passes; or 6♠ by the third after two passes), the contract 6♠
 *   (a discard of two or three) or misère, the whist outcomes, at most one abstract trick before
 *   the play is completed, and a menu of wrong-count discoveries (who is short or long, where the
 *   card is, a wrong talon, a revoke: every kind of wrong count the simulator deals,
 *   src/rulesets/preferans/sim/wrongCounts.ts, in some of its roles) and of talon and play
 *   irregularities, offered while nothing irregular has
 *   happened yet in the deal; after the first one the deal is finished by one canonical
 *   continuation;
 * - after a plain deal is written (the machine back in `awaitingDeal`, `lastDealWritten`): a late
 *   discovery (D13); the next deal, which no one-deal scenario can show, only when asked for
 *   (`AlphabetOptions.nextDeal`).
 * A revoke in the last trick is claimed only once play is over: with ten cards each, every
 * player holds one card there and none can break the follow rule, so the concretiser deals a long
 * hand nobody notices (CODE-3.9.21 during play is reached by a lead out of turn in the last trick).
 *
 * Seats: the dealer is seat 0; with 3 players the first hand is 1, the second 2, the third 0;
 * with 4 the dealer sits out and the hands are 1, 2, 3.
 *
 * @internal
 */
import type { PreferansContext } from '../machine/context.ts';
import type { FoundWhere, PlayIrregularity, PreferansEvent } from '../machine/events.ts';
import { MISERE, parseContract, type ContractId } from '../mechanics/contracts.ts';
import type { TracedSnapshot } from '../../../core/suite/trace.ts';

type Ctx = PreferansContext;
type Snap = TracedSnapshot<Ctx>;

const contract = (code: string): ContractId => parseContract(code)!;
/**
 * Machine events that are the ordinary course of a deal, left out when a judged run is compared
 * with its abstract path: cards led and tricks taken, and the calls (the abstraction scripts fewer
 * calls than a real auction makes).
 */
export const FREE_EVENTS: readonly string[] = ['LED', 'TRICK', 'CALL'];

export const SIX_SPADES = contract('6S');
const SIX_CLUBS = contract('6C');
const bit = (s: number) => 1 << s;

/** The state value as one name: `allPass.playing`. */
export const stateName = (v: unknown): string => (typeof v === 'string' ? v : Object.entries(v as Record<string, unknown>).map(([k, x]) => `${k}.${stateName(x)}`)[0]);

/**
 * A wrong-count configuration: the counts dealt to the first, second and third hands, the talon
 * size, where the card a short hand misses is, and who notices.
 */
export interface WrongCount {
  /** 0: the first hand, 1: the second, 2: the third */
  readonly by: number;
  /** cards dealt to the first, second and third hands */
  readonly counts: readonly [number, number, number];
  readonly found: FoundWhere;
  readonly talon?: number;
  readonly faceUp?: boolean;
  /** the short hand failed to follow the suit of the missing card (PCR-5.2.1) */
  readonly revoke?: boolean;
}

export const WRONG_COUNTS: Record<string, WrongCount> = {
  firstShort: { by: 0, counts: [9, 10, 10], found: 'floor' },
  firstShortFaceUp: { by: 0, counts: [9, 10, 10], found: 'floor', faceUp: true },
  firstShortOtherDeck: { by: 0, counts: [9, 10, 10], found: 'other-deck' },
  bystander: { by: 2, counts: [9, 10, 10], found: 'floor' },
  firstLongSecondShort: { by: 0, counts: [11, 9, 10], found: 'hand' },
  secondShort: { by: 1, counts: [10, 9, 10], found: 'floor' },
  secondShortRevoke: { by: 1, counts: [10, 9, 10], found: 'floor', revoke: true },
  secondShortOtherDeck: { by: 1, counts: [10, 9, 10], found: 'other-deck' },
  secondShortLost: { by: 1, counts: [10, 9, 10], found: 'not-found' },
  thirdLongSecondShort: { by: 1, counts: [10, 9, 11], found: 'hand' },
  thirdShort: { by: 2, counts: [10, 10, 9], found: 'floor' },
  thirdShortOtherDeck: { by: 2, counts: [10, 10, 9], found: 'other-deck' },
  talonOfOne: { by: 0, counts: [10, 10, 10], found: 'floor', talon: 1 },
  twoShortTalonOfFour: { by: 0, counts: [9, 9, 10], found: 'talon', talon: 4 },
  thirdLongTalonOfOne: { by: 2, counts: [10, 10, 11], found: 'none', talon: 1 },
  // the simulator's other two one-card wrong counts with a wrong talon (src/rulesets/preferans/sim/
  // wrongCounts.ts): a talon card dealt into a hand (the talon of one), a hand's card dealt into
  // the talon (the talon of three). A declarer who takes such a talon and discards two names his
  // contract holding 9 or 11 cards although he was dealt 10 (PREF-G21's «talon» case: CODE-3.4.6,
  // then PCR-3 for the defender whose count is wrong too)
  firstLongTalonOfOne: { by: 0, counts: [11, 10, 10], found: 'none', talon: 1 },
  secondLongTalonOfOne: { by: 1, counts: [10, 11, 10], found: 'none', talon: 1 },
  secondShortTalonOfThree: { by: 1, counts: [10, 9, 10], found: 'talon', talon: 3 },
  thirdShortTalonOfThree: { by: 2, counts: [10, 10, 9], found: 'talon', talon: 3 },
  threeWrong: { by: 0, counts: [11, 8, 11], found: 'hand' },
  allTen: { by: 1, counts: [10, 10, 10], found: 'none' },
};
const AUCTION_CONFIGS = ['firstShort', 'firstShortFaceUp', 'firstShortOtherDeck', 'bystander', 'firstLongSecondShort', 'talonOfOne', 'twoShortTalonOfFour', 'threeWrong', 'firstLongTalonOfOne', 'secondShortTalonOfThree'];
const TALON_CONFIGS = ['firstShort', 'firstLongSecondShort', 'thirdShort', 'thirdShortOtherDeck', 'talonOfOne', 'twoShortTalonOfFour', 'threeWrong', 'firstLongTalonOfOne', 'secondLongTalonOfOne', 'thirdShortTalonOfThree'];
// no allTen (10/10/10): on a deal with no fine yet — the only deals the rich menu is offered on —
// every count right is no wrong count, and no clause answers it; the second discovery of PREF-G62
// (after a fine) is built by the suite's probe (./probes.ts)
const GAME_CONFIGS = ['firstShort', 'firstLongSecondShort', 'secondShort', 'secondShortLost', 'talonOfOne', 'firstLongTalonOfOne', 'secondLongTalonOfOne', 'secondShortTalonOfThree'];
const ALLPASS_BEFORE_CONFIGS = ['secondShort', 'secondShortOtherDeck', 'thirdLongSecondShort', 'thirdLongTalonOfOne', 'talonOfOne', 'threeWrong', 'secondShortTalonOfThree'];
const ALLPASS_CONFIGS = ['secondShort', 'secondShortRevoke', 'secondShortOtherDeck', 'secondShortLost', 'thirdLongSecondShort', 'thirdLongTalonOfOne', 'talonOfOne', 'threeWrong', 'secondShortTalonOfThree'];
const LATE_CONFIGS = ['firstLongSecondShort'];
/** After CODE-3.3.16.2 gave the silent third hand the talon: he is short (the card returnable, or not; D1), or the first hand, who passed before any bid (D2). */
const SILENT_TALON_CONFIGS = ['thirdShort', 'thirdShortOtherDeck', 'firstShort'];

/** The seats of the first, second and third hands (dealer 0). */
export const handSeats = (players: number): [number, number, number] => (players === 4 ? [1, 2, 3] : [1, 2, 0]);

/** The machine's COUNT_DISCOVERED for a configuration, with the counts per seat. */
export function discoveryEvent(players: number, name: string): PreferansEvent {
  const k = WRONG_COUNTS[name];
  const seats = handSeats(players);
  const counts = new Array<number>(players).fill(0);
  seats.forEach((s, i) => (counts[s] = k.counts[i]));
  return { type: 'COUNT_DISCOVERED', by: seats[k.by], counts, talon: k.talon ?? 2, found: k.found, faceUp: k.faceUp ?? false, revokeTrick: k.revoke ? 0 : -1 };
}

/** The configuration an abstract discovery stands for (the inverse of discoveryEvent). */
export function wrongCountOf(players: number, e: Extract<PreferansEvent, { type: 'COUNT_DISCOVERED' }>): WrongCount | undefined {
  const text = JSON.stringify(e);
  const name = Object.keys(WRONG_COUNTS).find((n) => JSON.stringify(discoveryEvent(players, n)) === text);
  return name === undefined ? undefined : WRONG_COUNTS[name];
}

const discoveries = (players: number, names: readonly string[]) => names.map((n) => discoveryEvent(players, n));
const irregular = (list: [PlayIrregularity, number, number][], damages: number[]): PreferansEvent[] => list.map(([kind, seat, trick]) => ({ type: 'IRREGULARITY', kind, seat, trick, damages }));

/** Nothing irregular has happened in this deal yet: the rich menu is offered. */
const quiet = (x: Ctx) => x.by < 0 && x.trail.length === 0;

/** The only irregularity so far: the talon exposed while the third hand alone could still bid, before he spoke (CODE-3.3.16.2). */
function exposedToSilent(x: Ctx, h3: number): boolean {
  return x.by < 0 && x.trail.length === 1 && x.trail[0] === 'CODE-3.3.16.2' && x.declarer === h3 && (x.spoken & bit(h3)) === 0;
}

/** The main line of a game: the first hand bid and both others passed. */
function mainLine(x: Ctx): boolean {
  const [h1, h2, h3] = handSeats(x.players);
  return x.declarer === h1 && (x.highest === SIX_SPADES || x.highest === MISERE) && x.passedBits === (bit(h2) | bit(h3));
}

/** A plain deal just written: an unplayed game, a played game after one trick, or an all-pass (a late discovery may follow). */
export function plainWritten(x: Ctx): boolean {
  if (x.deals !== 1 || x.over || !quiet(x) || x.discard !== 2) return false;
  return (mainLine(x) && x.kind === 'game' && (x.whist === 'unwhisted' || (x.whisters.length === 1 && x.trickLog.length === 1))) || (x.kind === 'all-pass' && x.trickLog.length === 1);
}

/** The deal is over: a late discovery was made, or none can follow, or the next deal has begun (the traversal stops). */
export function dealOver(s: Snap): boolean {
  if (s.status === 'done') return true;
  const x = s.context;
  if (x.deals === 0) return false;
  return stateName(s.value) !== 'awaitingDeal' || !x.lastDealWritten || !plainWritten(x);
}

/** What the alphabet offers beyond one deal. */
export interface AlphabetOptions {
  /**
   * After a plain deal is written, the next deal too (DEALT, a misdeal), besides the late
   * discovery: no one-deal scenario can show it, so the suite leaves it out; the model test
   * (test/preferans/model.test.ts) takes the written state's arrows with it.
   */
  readonly nextDeal?: boolean;
}

export function preferansAlphabet(players: number, options: AlphabetOptions = {}): (s: Snap) => readonly PreferansEvent[] {
  const zeros = new Array<number>(players).fill(0);
  const damages = zeros.map((_, s) => (s === 1 ? 12 : 0));
  const [h1, h2, h3] = handSeats(players);
  const spoke = (x: Ctx, s: number) => (x.spoken & bit(s)) !== 0;
  const deal: PreferansEvent = { type: 'DEALT', counts: zeros.map((_, s) => (players === 4 && s === 0 ? 0 : 10)), talon: 2 };
  const misdeals: PreferansEvent[] = [
    ...(['exposed-card', 'pattern', 'wrong-count'] as const).map((kind) => ({ type: 'MISDEAL', kind, pair: 0 }) as const),
    ...[1, 5].map((pair) => ({ type: 'MISDEAL', kind: 'talon-pair', pair }) as const),
  ];
  const gameIrr = (x: Ctx) =>
    irregular(
      [
        ['revoke', h2, Math.max(0, x.trickLog.length - 1)],
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
      ['revoke-corrected', h2, 0],
      ['lead-out-of-turn', h2, 0],
      ['lead-out-of-turn', h2, 9],
      ['out-of-turn-late', h2, 0],
      ['looked-at-trick', h2, 0],
    ],
    zeros,
  );
  return (snap: Snap): PreferansEvent[] => {
    const x = snap.context;
    if (snap.status !== 'active') return [];
    const st = stateName(snap.value);
    const rich = quiet(x);
    switch (st) {
      case 'awaitingDeal':
        // once a deal is written: a late discovery; the next deal (which a one-deal scenario cannot show) on request
        if (x.lastDealWritten) return plainWritten(x) ? [...discoveries(players, LATE_CONFIGS), ...(options.nextDeal ? [deal, ...misdeals] : [])] : [];
        return rich ? [deal, ...misdeals] : [deal];
      case 'auction': {
        if (!rich) {
          if (x.highest >= 0) return [{ type: 'AUCTION_WON', declarer: h1, bid: SIX_SPADES }];
          // the third hand alone still bidding may get the talon (CODE-3.3.16.2), or pass
          if (x.passedBits === (bit(h1) | bit(h2)) && !spoke(x, h3)) return [{ type: 'ALL_PASSED' }, { type: 'AUCTION_WON', declarer: h3, bid: SIX_SPADES }];
          return [{ type: 'ALL_PASSED' }];
        }
        const out: PreferansEvent[] = [];
        if (!spoke(x, h1)) out.push({ type: 'CALL', seat: h1, call: 'bid', contract: SIX_SPADES }, { type: 'CALL', seat: h1, call: 'pass', contract: -1 });
        else if (!spoke(x, h2)) {
          out.push({ type: 'CALL', seat: h2, call: 'pass', contract: -1 });
          if (x.highest === SIX_SPADES) out.push({ type: 'CALL', seat: h2, call: 'bid', contract: SIX_CLUBS });
        } else if (!spoke(x, h3)) {
          out.push({ type: 'CALL', seat: h3, call: 'pass', contract: -1 });
          // the first two passed: the third hand may bid and win the talon
          if (x.passedBits === (bit(h1) | bit(h2))) out.push({ type: 'CALL', seat: h3, call: 'bid', contract: SIX_SPADES });
        }
        // a real auction lets every hand speak before it closes (who has spoken decides D1–D4)
        if (x.highest === SIX_SPADES && spoke(x, h3) && x.passedBits === (bit(h2) | bit(h3))) out.push({ type: 'AUCTION_WON', declarer: h1, bid: SIX_SPADES });
        if (x.highest === SIX_SPADES && spoke(x, h3) && x.passedBits === (bit(h1) | bit(h2))) out.push({ type: 'AUCTION_WON', declarer: h3, bid: SIX_SPADES });
        if (x.passedBits === (bit(h1) | bit(h2) | bit(h3))) out.push({ type: 'ALL_PASSED' });
        out.push(...discoveries(players, AUCTION_CONFIGS));
        out.push(...irregular((['talon-seen', 'talon-peeked', 'talon-taken', 'talon-exposed'] as const).map((k) => [k, h3, 0]), damages));
        return out;
      }
      case 'tenCard':
        return [
          { type: 'CHOICE', demands: zeros.map(() => false) },
          { type: 'CHOICE', demands: zeros.map(() => true) },
        ];
      case 'talon': {
        const out: PreferansEvent[] = [{ type: 'CONTRACT', contract: SIX_SPADES, discard: 2 }];
        if (rich && mainLine(x)) out.push({ type: 'CONTRACT', contract: SIX_SPADES, discard: 3 }, { type: 'CONTRACT', contract: MISERE, discard: 2 });
        if (rich) out.push(...discoveries(players, TALON_CONFIGS));
        // the talon exposed with one hand still bidding gave it the talon before it spoke (CODE
        // 3.3.16.2), and nobody had bid: a wrong count found now is D1 (his own) or D2 (a passer's)
        if (exposedToSilent(x, h3)) out.push(...discoveries(players, SILENT_TALON_CONFIGS));
        return out;
      }
      case 'whisting': {
        const defenders = [h1, h2, h3].filter((s) => s !== x.declarer);
        if (x.kind === 'misere') return [{ type: 'WHIST', outcome: 'played', whisters: [], passers: defenders, halfWhister: -1, open: true }];
        const lone: PreferansEvent = { type: 'WHIST', outcome: 'played', whisters: [defenders[0]], passers: [defenders[1]], halfWhister: -1, open: false };
        if (!rich || x.discard !== 2 || !mainLine(x)) return [lone];
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
        const main = mainLine(x) && (x.whisters.length === 1 || x.kind === 'misere' || x.discard !== 2);
        const moment = !x.led || x.trickLog.length === 1;
        const replayOnly = st === 'replay' && mainLine(x) && x.whisters.length === 1 && x.trail.length === 1 && x.trail[0] === 'PCR-4' && x.trickLog.length === 0;
        if ((rich && main && x.discard === 2 && x.trickLog.length === 1) || replayOnly) out.push(...gameIrr(x));
        if (rich && main && !x.led) out.push(...irregular([['looked-at-discard', h1, 0]], zeros));
        if (rich && main && moment) out.push(...discoveries(players, GAME_CONFIGS));
        return out;
      }
      case 'allPass.beforeLead': {
        if (!rich) return [{ type: 'LED' }];
        const talon = irregular(
          [
            ['talon-seen', h2, 0],
            ['talon-peeked', h2, 0],
          ],
          zeros,
        );
        // no card is played yet: no revoke, no lead out of turn, no trick to look at (the judge
        // refuses them here; offering them would report them as events no clause answers)
        return [{ type: 'LED' }, ...discoveries(players, ALLPASS_BEFORE_CONFIGS), ...talon];
      }
      case 'allPass.playing': {
        const out: PreferansEvent[] = [];
        if (x.trickLog.length < 1) out.push({ type: 'TRICK', winner: h3 });
        out.push({ type: 'PLAY_COMPLETE' });
        if (rich && x.trickLog.length === 1) out.push(...discoveries(players, ALLPASS_CONFIGS), ...allPassIrr);
        return out;
      }
      case 'played': {
        const main = x.kind === 'all-pass' || (mainLine(x) && (x.kind === 'misere' || x.whist === 'unwhisted' || x.whisters.length === 1 || x.discard !== 2));
        if (!rich || !main) return [{ type: 'SCORE' }];
        // a revoke in the last trick, claimed once play is over: a long hand nobody noticed still
        // holds two cards there (the concretiser deals one)
        const lastRevoke = irregular([['revoke', h2, 9]], zeros);
        // play is over: no card is led any more and a revoke can no longer be corrected
        const afterPlay = (events: PreferansEvent[]) => events.filter((e) => e.type !== 'IRREGULARITY' || (e.kind !== 'lead-out-of-turn' && e.kind !== 'revoke-corrected'));
        if (x.kind === 'all-pass') return [{ type: 'SCORE' }, ...discoveries(players, ALLPASS_CONFIGS), ...afterPlay(allPassIrr), ...lastRevoke];
        // claims about the play only where there was play (the judge refuses them on an unplayed game)
        return [{ type: 'SCORE' }, ...discoveries(players, GAME_CONFIGS), ...(x.led ? [...afterPlay(gameIrr(x)), ...lastRevoke] : [])];
      }
      default:
        throw new Error(`preferansAlphabet: no events listed for state ${st} (#preferans-alphabet-1)`);
    }
  };
}

/**
 * `preferansAbstraction` as a list of fields, for the explorer's visited set (`cardlaw explore`
 * keys every state by them, src/harness/explore/bfs.ts `FieldsInterner`, without building a
 * string): two contexts give equal fields exactly when the two abstractions stringify alike — the
 * same fields in the same order, numbers, strings and lists of numbers compared as they are, the
 * objects through JSON. A new field of the abstraction is one more line here.
 */
export const PREFERANS_ABSTRACTION_FIELDS: readonly ((x: Ctx) => unknown)[] = [
  (x) => x.deals,
  (x) => x.spoken,
  (x) => x.passedBits,
  (x) => x.highest,
  (x) => x.barred,
  (x) => x.bids,
  (x) => x.declarer,
  (x) => x.contract,
  (x) => x.discard,
  (x) => x.kind,
  (x) => x.whist,
  (x) => x.whisters,
  (x) => x.led,
  (x) => x.playComplete,
  (x) => x.trickLog,
  (x) => x.by,
  (x) => x.counts,
  (x) => x.talon,
  (x) => x.wrong,
  (x) => x.route,
  (x) => x.defRoute,
  (x) => x.declarerWrong,
  (x) => x.defendersWrong,
  (x) => x.choosers,
  (x) => x.resume,
  (x) => x.auctionAfter,
  (x) => x.takesRemaining,
  (x) => x.talonSeer,
  (x) => x.exposed,
  (x) => x.lost,
  (x) => x.gained,
  (x) => x.penaltyBefore,
  (x) => x.penaltyAfter,
  (x) => x.discardLooked,
  (x) => (x.lostProfit === null ? null : JSON.stringify(x.lostProfit)),
  (x) => (x.fines.length === 0 ? '' : JSON.stringify(x.fines)),
  (x) => x.outcome,
  (x) => (x.silences.length === 0 ? '' : JSON.stringify(x.silences.map((z) => z.gap))),
  (x) => (x.written.length === 0 ? '' : JSON.stringify(x.written.map((e) => [e.kind, e.seat, e.kind === 'whist' ? e.on : -1, e.amount, e.reason]))),
  (x) => x.over,
  (x) => x.dealer,
];

/** Every field a guard reads, the deal's facts, and the ruling so far (the trail and readings are added by the explorer). */
export function preferansAbstraction(x: Ctx): unknown {
  return [
    x.deals,
    [x.spoken, x.passedBits, x.highest, x.barred, x.bids],
    [x.declarer, x.contract, x.discard, x.kind, x.whist, x.whisters, x.led, x.playComplete, x.trickLog],
    [x.by, x.counts, x.talon, x.wrong, x.route, x.defRoute, x.declarerWrong, x.defendersWrong, x.choosers, x.resume, x.auctionAfter, x.takesRemaining, x.talonSeer, x.exposed],
    [x.lost, x.gained, x.penaltyBefore, x.penaltyAfter, x.discardLooked, x.lostProfit, x.fines],
    [x.outcome, x.silences.map((z) => z.gap), x.written.map((e) => [e.kind, e.seat, e.kind === 'whist' ? e.on : -1, e.amount, e.reason])],
    [x.over, x.dealer],
  ];
}
