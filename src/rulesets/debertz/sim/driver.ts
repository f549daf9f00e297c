/**
 * The Debertz deal driver: plays whole parties with the mechanics (src/debertz) and feeds the
 * regulation machine the same fact events the judge (src/rulesets/debertz/judge/judge.ts) produces from a
 * scripted deal — DEALT, ORDERED / ALL_PASSED, MELDS at the first play, TRICK, IRREGULARITY with
 * the unplayed points, PLAY_COMPLETE with the passed combination points — and the same reading
 * consultations the judge makes outside the machine (DEB-G25/26/30/33/34/35/37/39). A replayed
 * deal, turned into a scenario, therefore gets the same ruling from the judge.
 *
 * Hot-loop discipline: cards are integers, hands and tricks are 32-bit masks; one event object
 * (every event type's fields) and the policy views are preallocated and mutated; the trick
 * tracker, the combination table and the random streams are reused from deal to deal (reset, not
 * rebuilt); a deal's three stream seeds share one hash of (master, format, party, deal); an
 * invariant's message closure is only built when the check fails; a normal deal is dealt and bid
 * in place (src/rulesets/debertz/mechanics/deal.ts `…Into`, bidding.ts `…InPlace`), and a new party resets the
 * machine's context instead of building one (`partyContext`). The allocations left per deal are
 * what the regulation machine's actions allocate (protocol entries, cited clause lists) and the
 * special deal's mechanics.
 *
 * Turn order and trick bookkeeping are the mechanics' TrickTracker (src/rulesets/debertz/mechanics/trick.ts), the
 * same object the judge uses: with the literal special deal's unequal hands (DEB-G2 literal /
 * DEB-G3 none) a seat whose hand is empty is passed over. Special deals whose hands the readings
 * make unequal, of another size than the format's, or short of the full deck are counted as
 * findings (the judge reports the same three).
 *
 * @internal
 */
import { type Card, NUM_CARDS, suitOf } from '../../../core/cards/card.ts';
import { shuffledDeck } from '../../../core/cards/deck.ts';
import { bidError, passInPlace, startBiddingInPlace, type Bid, type BiddingState, type MutableBiddingState } from '../mechanics/bidding.ts';
import { completeNormalInto, dealFirstSix, dealFirstSixInto, dealSpecial, specialHandSizes, type SpecialDealRules } from '../mechanics/deal.ts';
import { formatOf, type Format, type FormatId } from '../mechanics/format.ts';
import { MeldTable } from '../mechanics/melds.ts';
import { legalPlaysBoth, type OvertrumpReading, type PlayMasks, type PlayRules } from '../mechanics/play.ts';
import { TrickTracker } from '../mechanics/trick.ts';
import { LAST_TRICK_BONUS } from '../mechanics/points.ts';
import type { Readings } from '../../../core/regulation/types.ts';
import { EquivalenceError, assertEquivalent } from '../../../core/statechart/equivalence.ts';
import type { FormatAccumulator } from '../../../core/report/tallyAccumulator.ts';
import { debertzMachine } from '../machine/definition.ts';
import { initialContext, type DebertzContext } from '../machine/context.ts';
import type { DebertzEvent, IrregularityKind } from '../machine/events.ts';
import { transitionIdsOf } from '../../../core/statechart/catalogue.ts';
import { createEngine, tableOf, type DealEngine } from '../../../core/statechart/engine.ts';
import { dealPrefix, dealRef, formatDealId, partySeed, Stream, streamOf } from '../../../core/sim/ids.ts';
import { IrregularitySchedule } from '../../../core/sim/irregularities.ts';
import { SimRng } from '../../../core/sim/simRng.ts';
import { debertzPolicies, PASS, PLAY, type BidView, type DebertzBidder, type DebertzPlayer, type PlayView } from '../policies/index.ts';
import type { AuditFailure, EngineOptions, SimSpec } from '../../../core/sim/types.ts';
import { DEBERTZ_INVARIANTS, Inv } from './invariants.ts';
import { ScenarioRecorder } from './recorder.ts';
import { maskPoints, nthCard, popcount } from '../mechanics/tables.ts';

/** Irregularity kinds a Debertz spec may give a rate for, in draw (and priority) order. */
export const DEBERTZ_KINDS = ['dealerExposedCard', 'outOfTurnBid', 'outOfTurnPass', 'outOfTurnPlay', 'signal', 'exposedCards', 'failedFirstTrumpBeat', 'revoke', 'offenceWhileDealing'] as const;
const K = { DealerExposed: 0, OotBid: 1, OotPass: 2, OotPlay: 3, Signal: 4, Exposed: 5, FirstTrump: 6, Revoke: 7, WhileDealing: 8 } as const;
/**
 * Kinds drawn from the deal's irregularity stream; the later ones (added since) draw from a
 * stream of their own, only when the spec gives them a rate, so that adding them changed no
 * report of a spec that does not (src/core/sim/irregularities.ts).
 */
const SHARED_KINDS = 8;
/** The own stream of the later kinds: one more fold step under the deal's irregularity stream. */
const OWN_SUBSTREAM = 1;
/** The machine's kind for each spec kind (dealerExposedCard is its own event; an offence while dealing is a signal or exposed cards). */
const MACHINE_KIND: readonly (IrregularityKind | null)[] = [null, 'outOfTurn', 'outOfTurn', 'outOfTurn', 'signal', 'exposedCards', 'failedFirstTrumpBeat', 'revoke', null];
/** The 6.2.1.8 causes a player can commit while the cards are dealt (src/rulesets/debertz/scenario.ts WHILE_DEALING). */
const DEALING_KINDS: readonly IrregularityKind[] = ['signal', 'exposedCards'];

/** Kinds that can happen during the bidding, in priority order. */
const BIDDING_KINDS: readonly number[] = [K.OotBid, K.OotPass, K.Signal, K.Exposed];

const TOP_STATES = ['awaitingDeal', 'bidding', 'play', 'over'] as const;
const TOP_PLAY = 2;

const FULL_DECK = 0xffffffff;
const FINDING_UNEQUAL = 'special-deal-unequal-hands (DEB-G2/DEB-G3)';
const FINDING_SIZE = 'special-deal-off-size-hands (DEB-G2/DEB-G3)';
const FINDING_PARTIAL = 'special-deal-partial-deck (DEB-G2/DEB-G3)';
/** Replay only: a scenario's ledger cannot say "pot open, but the next deal is a normal one" (after DEB-G7 normal-deal). */
const FINDING_POT_WITHOUT_SPECIAL = 'open-pot-normal-deal (DEB-G7): a pot is open but this is a normal deal; a scenario cannot express that, the judge will treat it as the special deal';

const BID_PASS: Bid = { kind: 'pass' };
const BID_PLAY: Bid = { kind: 'play' };
const BID_SUIT: readonly Bid[] = [0, 1, 2, 3].map((suit) => ({ kind: 'suit', suit }) as Bid);

const bitOf = (c: Card): number => (1 << c) >>> 0;

/** The fields of `initialContext`'s result, in order, that `partyContext` resets (it checks them). */
const CONTEXT_KEYS: readonly (keyof DebertzContext)[] = [
  'players', 'sides', 'sideOf', 'singleOpponent', 'target', 'readings', 'scores', 'marks', 'pot', 'potDeclarer', 'specialPending', 'dealer', 'deals', 'winner',
  'potIn', 'potOut', 'potVoided', 'special', 'declarer', 'offender', 'cause', 'completed', 'taken', 'tricks', 'melds', 'passed', 'unplayed', 'debercSeat',
  'outcome', 'baydSide', 'credits', 'potCredits', 'penalties', 'trail', 'consulted', 'entries', 'silences',
];

/**
 * An array of `n` copies of `value` built by pushing: a packed array, whose reads need no hole
 * check (`new Array(n).fill(v)` stays a holey array for good).
 */
function packed<T>(n: number, value: T): T[] {
  const a: T[] = [];
  for (let i = 0; i < n; i++) a.push(value);
  return a;
}

function copyInto(to: number[], from: readonly number[]): void {
  if (to.length !== from.length) to.length = from.length;
  for (let i = 0; i < from.length; i++) to[i] = from[i];
}

/**
 * Every field of every Debertz event in one object. The driver sends ONE such object for all its
 * events, setting `type` and that type's fields: the runtime's `event.type` read and the guards'
 * and actions' field reads then always meet the same object shape (monomorphic property access)
 * instead of eight shapes. Actions copy what they need from an event and never keep it (rules of
 * src/statechart/README.md), so reusing it is safe; fields of other types are ignored.
 */
interface AnyEvent {
  type: DebertzEvent['type'];
  declarer: number;
  declared: number[];
  debercSeat: number;
  winner: number;
  points: number;
  kind: IrregularityKind;
  seat: number;
  unplayed: number;
  passed: number[];
}

/** A fresh event with exactly the fields of its type (for the audit's XState replay). */
function eventOf(e: AnyEvent): DebertzEvent {
  switch (e.type) {
    case 'ORDERED':
      return { type: e.type, declarer: e.declarer };
    case 'MELDS':
      return { type: e.type, declared: e.declared.slice(), debercSeat: e.debercSeat };
    case 'TRICK':
      return { type: e.type, winner: e.winner, points: e.points };
    case 'IRREGULARITY':
      return { type: e.type, kind: e.kind, seat: e.seat, unplayed: e.unplayed };
    case 'PLAY_COMPLETE':
      return { type: e.type, passed: e.passed.slice() };
    default:
      return { type: e.type };
  }
}

/** What a replay asks of the driver: record deal `deal` of the party and stop after it. */
interface ReplayTarget {
  deal: number;
  recorder: ScenarioRecorder;
  violations: string[];
  findings: string[];
  trail: string[];
  outcome: string;
  consulted: Set<string>;
}

export interface DebertzDriverOptions extends EngineOptions {
  readonly replay?: { deal: number; recorder: ScenarioRecorder };
}

export class DebertzDriver {
  private readonly format: Format;
  private readonly P: number;
  private readonly fmtCode: number;
  private readonly master: number;
  private readonly rules: PlayRules;
  private readonly partnerOf: Int8Array;
  private readonly sideOf: Int8Array;
  private readonly engine: DealEngine<DebertzContext, DebertzEvent>;
  private readonly bidder: DebertzBidder;
  private readonly player: DebertzPlayer;
  private readonly schedule: IrregularitySchedule;
  /** each kind's window of turns on a normal [0] and on a special [1] deal (`windowsOf`) */
  private readonly winFrom: readonly Int32Array[];
  private readonly winTo: readonly Int32Array[];
  private readonly audit: number;
  private readonly auditTable;

  // readings the driver applies itself (the judge reads the same ones)
  private readonly mustOrder: boolean;
  private readonly turnedToDealer: boolean;
  private readonly declarerLeads: boolean;
  private readonly swapRule: 'off' | 'any-player' | 'declarer-only';
  private readonly hundred: boolean;
  private readonly specialRules: SpecialDealRules;
  private readonly specialPreviousTrump: boolean;
  private readonly noTrickAlsoStopped: boolean;
  private readonly noTrickPerPlayer: boolean;
  private readonly everyThirdB: boolean;
  private readonly specialCards: number;
  /** cards a special deal plays at most: all of them, or under DEB-G42 stop-when-declarer-out the shortest hand's count per seat */
  private readonly specialPlayed: number;
  private readonly stopAtFirstEmpty: boolean;
  /** findings every special deal of the run meets (its hand sizes depend on the format and readings only) */
  private readonly specialFindings: readonly string[];
  // interned consulted tags
  private readonly tagNames: string[] = [];
  private readonly tag: Record<'G25' | 'G26' | 'G30' | 'G33' | 'G34' | 'G35' | 'G37' | 'G39' | 'G42', number>;

  // deal state (reused)
  private readonly deck: Card[] = new Array<Card>(NUM_CARDS);
  private readonly hands: number[];
  /** one tracker for every deal (reset at each play phase); `inPlay` says whether this deal reached it */
  private readonly tracker: TrickTracker;
  private inPlay = false;
  private played = 0;
  private table = 0;
  private stock = 0;
  private readonly tricksWon: number[];
  private readonly tookTrick: boolean[];
  private readonly allSides: boolean[];
  private readonly scoresBefore: number[];
  private readonly shadowMarks: number[];
  private readonly bCount: number[];
  private readonly bPenalty: number[];
  private readonly noTrickCount: number[];
  private dealer = 0;
  private special = false;
  private declarer = -1;
  /** the declarer's side during the play (-1 without a declarer), for the play view's `declaring` */
  private declSide = -1;
  private trump = -1;
  private turned = -1;
  private orderedRound = 0;
  /** the deal's combinations (analysed at the first play; reused from deal to deal) */
  private readonly melds: MeldTable;
  private readonly meldDeclared: number[];
  private readonly meldCredited: number[];
  private meldsSent = false;
  private completedPlay = false;
  private lastBonus = false;
  private takenPoints = 0;
  private cardsPlayed = 0;
  private previousTrump = -1;

  // events and views (preallocated, mutated)
  /** the one event object every send reuses (see `AnyEvent`) */
  private readonly ev: AnyEvent;
  private readonly bidView: BidView;
  private readonly bidState: MutableBiddingState = { round: 1, toAct: 0, spoken: 0 };
  private readonly masks: PlayMasks = { legal: 0, loose: 0 };
  private readonly playView: PlayView;

  // per-deal streams, reseeded for every deal
  private readonly partyRng = new SimRng();
  private readonly deckRng = new SimRng();
  private readonly rng = new SimRng();
  private readonly irng = new SimRng();
  /** the later kinds' own stream (SHARED_KINDS), seeded only on deals that draw them */
  private readonly wrng = new SimRng();
  private irrSeed = 0;
  private readonly ownStream = (): SimRng => this.wrng.reseed(streamOf(this.irrSeed, OWN_SUBSTREAM));
  private acc: FormatAccumulator;
  /** a party's initial context (dealer 0), never mutated: what `partyContext` resets to */
  private readonly contextTemplate: DebertzContext | null;
  private auditEvents: DebertzEvent[] | null = null;
  private auditStart: DebertzContext | null = null;
  private replay: ReplayTarget | null = null;
  /** the deal being played is the replay target */
  private replayDealActive = false;

  constructor(
    private readonly spec: SimSpec,
    private readonly readings: Readings,
    formatId: string,
    formatCode: number,
    acc: FormatAccumulator,
    options: DebertzDriverOptions = {},
  ) {
    const format = formatOf(formatId as FormatId);
    this.format = format;
    this.P = format.players;
    this.fmtCode = formatCode;
    this.master = spec.seed;
    this.acc = acc;
    this.rules = { overtrump: readings['DEB-G25'] as OvertrumpReading, partnerExempt: format.id === '2x2' && readings['DEB-G26'] === 'partner-exempt' };
    this.sideOf = Int8Array.from(format.sideOf);
    this.partnerOf = Int8Array.from({ length: this.P }, (_, s) => (format.id === '2x2' ? (s + 2) % 4 : -1));
    const def = options.machine ?? debertzMachine;
    const kind = options.engine ?? 'compiled';
    this.auditTable = tableOf(def);
    // transitions.csv: only the compiled runtime reports the transitions it takes
    if (kind === 'compiled') acc.countTransitions(transitionIdsOf(this.auditTable));
    this.engine = createEngine(kind, def, initialContext(format, readings), TOP_STATES, kind === 'compiled' ? (i) => this.acc.transition(i) : undefined);
    // reset in place only for the Debertz machine's own context (a test machine may bring another)
    // and only while `partyContext` knows every field of it
    const template = initialContext(format, readings);
    const known = Object.keys(template).join() === CONTEXT_KEYS.join() && template.trail.length + template.consulted.length + template.entries.length + template.silences.length === 0;
    this.contextTemplate = kind === 'compiled' && def === debertzMachine && known ? template : null;
    this.audit = options.audit ?? 0;
    const { bidder, player } = debertzPolicies(spec.policies, readings);
    this.bidder = bidder;
    this.player = player;
    this.schedule = new IrregularitySchedule(Float64Array.from(DEBERTZ_KINDS, (k) => spec.irregularities[k] ?? 0), spec.discovery, SHARED_KINDS);

    this.mustOrder = readings['DEB-G35'] === 'dealer-must-order';
    this.turnedToDealer = readings['DEB-G34'] === 'dealer';
    this.declarerLeads = readings['DEB-G37'] === 'declarer-leads';
    this.swapRule = readings['DEB-G33'] as DebertzDriver['swapRule'];
    this.hundred = readings['DEB-G39'] === 'hundred';
    this.specialRules = { roundSize: readings['DEB-G2'] as SpecialDealRules['roundSize'], declarerShare: readings['DEB-G3'] as SpecialDealRules['declarerShare'] };
    this.specialPreviousTrump = readings['DEB-G4'] === 'previous-trump';
    this.noTrickAlsoStopped = readings['DEB-G32'] === 'also-stopped';
    this.noTrickPerPlayer = format.id === '2x2' && readings['DEB-G31'] === 'player';
    this.everyThirdB = readings['DEB-G28'] === 'every-third';
    const sizes = specialHandSizes(format, 0, this.specialRules);
    this.specialCards = sizes.reduce((a, b) => a + b, 0);
    // READING DEB-G42: unequal hands are played out, or the play stops with the shortest hand's last card
    this.stopAtFirstEmpty = readings['DEB-G42'] === 'stop-when-declarer-out';
    this.specialPlayed = this.stopAtFirstEmpty ? Math.min(...sizes) * this.P : this.specialCards;
    const findings: string[] = [];
    if (new Set(sizes).size > 1) findings.push(FINDING_UNEQUAL);
    else if (sizes[0] !== format.handSize) findings.push(FINDING_SIZE);
    if (this.specialCards < NUM_CARDS && this.P === 4) findings.push(FINDING_PARTIAL);
    this.specialFindings = findings;
    const normal = this.windowsOf(false);
    const special = this.windowsOf(true);
    this.winFrom = [normal[0], special[0]];
    this.winTo = [normal[1], special[1]];
    const t = (gap: string) => {
      const id = acc.consultedId(`${gap}=${readings[gap]}`);
      this.tagNames[id] = `${gap}=${readings[gap]}`;
      return id;
    };
    this.tag = { G25: t('DEB-G25'), G26: t('DEB-G26'), G30: t('DEB-G30'), G33: t('DEB-G33'), G34: t('DEB-G34'), G35: t('DEB-G35'), G37: t('DEB-G37'), G39: t('DEB-G39'), G42: t('DEB-G42') };

    this.hands = packed(this.P, 0);
    this.melds = new MeldTable(format);
    this.meldDeclared = packed(this.P, 0);
    this.meldCredited = packed(this.P, 0);
    this.tracker = new TrickTracker(format, this.hands, 0, 0, this.stopAtFirstEmpty);
    this.tricksWon = packed(this.P, 0);
    this.tookTrick = packed(format.sides, false);
    this.allSides = packed(format.sides, true);
    this.scoresBefore = packed(format.sides, 0);
    this.shadowMarks = packed(format.sides, 0);
    this.bCount = packed(format.sides, 0);
    this.bPenalty = packed(format.sides, 0);
    this.noTrickCount = packed(format.sides, 0);
    this.ev = {
      type: 'DEALT',
      declarer: 0,
      declared: packed(this.P, 0),
      debercSeat: -1,
      winner: 0,
      points: 0,
      kind: 'signal',
      seat: 0,
      unplayed: 0,
      passed: packed(this.P, 0),
    };
    this.bidView = {
      players: this.P,
      sides: format.sides,
      seat: 0,
      dealer: 0,
      round: 1,
      hand: 0,
      turned: 0,
      mustOrder: false,
      turnedTo: -1,
      handSize: format.handSize,
      maySwapSeven: false,
      hundred: this.hundred,
    };
    this.playView = { players: this.P, seat: 0, partner: -1, trump: 0, declaring: false, hand: 0, trick: this.tracker, played: 0 };

    if (options.replay) {
      this.replay = { deal: options.replay.deal, recorder: options.replay.recorder, violations: [], findings: [], trail: [], outcome: '', consulted: new Set() };
    }
  }

  /**
   * The turns in which each irregularity kind can happen, [from, to), on a normal or a special
   * deal (turns: bids 0 … 2P−1, then one per card from 2P); they depend on the format and the
   * readings only, so they are built once.
   */
  private windowsOf(special: boolean): [Int32Array, Int32Array] {
    const { P } = this;
    const wf = new Int32Array(DEBERTZ_KINDS.length);
    const wt = new Int32Array(DEBERTZ_KINDS.length);
    const playFrom = 2 * P;
    const playTo = playFrom + (special ? this.specialPlayed : P * this.format.handSize);
    const bidTo = special ? 0 : 2 * P;
    wf[K.DealerExposed] = wf[K.WhileDealing] = 0;
    wt[K.DealerExposed] = wt[K.WhileDealing] = 1;
    wf[K.OotBid] = wf[K.OotPass] = 0;
    wt[K.OotBid] = wt[K.OotPass] = bidTo;
    wf[K.OotPlay] = wf[K.FirstTrump] = wf[K.Revoke] = playFrom;
    wt[K.OotPlay] = wt[K.FirstTrump] = wt[K.Revoke] = playTo;
    wf[K.Signal] = wf[K.Exposed] = special ? playFrom : 0;
    wt[K.Signal] = wt[K.Exposed] = playTo;
    return [wf, wt];
  }

  /** The replay target's results (after `runParty`). */
  get replayed(): ReplayTarget | null {
    return this.replay;
  }

  // ──────────────────────────────── the party ────────────────────────────────

  /** Plays party `party` to its end; returns the first audit difference, or null. */
  runParty(party: number): AuditFailure | null {
    const prng = this.partyRng.reseed(partySeed(this.master, this.fmtCode, party));
    this.engine.reset(this.partyContext(prng.int(0, this.P - 1)));
    this.shadowMarks.fill(0);
    this.previousTrump = -1;
    let deal = 0;
    while (!this.engine.done && deal < this.spec.maxDealsPerParty) {
      const fail = this.playDeal(party, deal);
      if (fail) return fail;
      deal++;
      if (this.replay && deal > this.replay.deal) return null;
    }
    if (this.replay) return null;
    const done = this.engine.done;
    this.acc.check(Inv.Terminates, true, done, done ? undefined : () => `party ${party} still running after ${deal} deal attempts`);
    this.acc.endParty(deal, !done ? 'deal-limit' : this.engine.context.outcome === 'deberc' ? 'deberc' : 'target');
    return null;
  }

  /**
   * `initialContext(format, readings, { dealer })` for a new party. The compiled runtime mutates
   * its context in place and nothing keeps the previous party's (replays and audits copy what
   * they keep), so on that engine the previous context object is reset to the initial values of
   * `contextTemplate` (one `initialContext` per driver, never mutated) instead of allocating a
   * context and its fourteen arrays per party. The XState engine's context belongs to the actor:
   * it gets a fresh one; so does a context whose fields are not exactly `CONTEXT_KEYS`.
   */
  private partyContext(dealer: number): DebertzContext {
    const t = this.contextTemplate;
    if (t === null) return initialContext(this.format, this.readings, { dealer });
    const c = this.engine.context;
    c.players = t.players;
    c.sides = t.sides;
    copyInto(c.sideOf, t.sideOf);
    c.singleOpponent = t.singleOpponent;
    c.target = t.target;
    c.readings = t.readings;
    copyInto(c.scores, t.scores);
    copyInto(c.marks, t.marks);
    c.pot = t.pot;
    c.potDeclarer = t.potDeclarer;
    c.specialPending = t.specialPending;
    c.dealer = dealer;
    c.deals = t.deals;
    c.winner = t.winner;
    c.potIn = t.potIn;
    c.potOut = t.potOut;
    c.potVoided = t.potVoided;
    c.special = t.special;
    c.declarer = t.declarer;
    c.offender = t.offender;
    c.cause = t.cause;
    c.completed = t.completed;
    copyInto(c.taken, t.taken);
    copyInto(c.tricks, t.tricks);
    copyInto(c.melds, t.melds);
    copyInto(c.passed, t.passed);
    c.unplayed = t.unplayed;
    c.debercSeat = t.debercSeat;
    c.outcome = t.outcome;
    c.baydSide = t.baydSide;
    copyInto(c.credits, t.credits);
    copyInto(c.potCredits, t.potCredits);
    copyInto(c.penalties, t.penalties);
    c.trail.length = 0;
    c.consulted.length = 0;
    c.entries.length = 0;
    c.silences.length = 0;
    return c;
  }

  // ──────────────────────────────── one deal ────────────────────────────────

  /** Sends the shared event object as an event of type `type` (its fields for that type set by the caller). */
  private send(type: DebertzEvent['type']): void {
    const e = this.ev;
    e.type = type;
    if (this.auditEvents !== null) this.auditEvents.push(eventOf(e));
    this.engine.send(e as unknown as DebertzEvent);
  }

  private consult(tagId: number): void {
    this.acc.consultId(tagId);
    if (this.replayDealActive) this.replay!.consulted.add(this.tagNames[tagId]);
  }

  private playDeal(party: number, deal: number): AuditFailure | null {
    const { master, fmtCode, P } = this;
    const ref = dealRef(party, deal);
    this.acc.beginDeal(ref);
    const prefix = dealPrefix(master, fmtCode, party, deal);
    shuffledDeck(this.deckRng.reseed(streamOf(prefix, Stream.Deck)), this.deck);
    this.rng.reseed(streamOf(prefix, Stream.Players));
    this.irrSeed = streamOf(prefix, Stream.Irregularities);
    this.irng.reseed(this.irrSeed);

    const ctx = this.engine.context;
    this.dealer = ctx.dealer;
    this.special = ctx.specialPending;
    for (let s = 0; s < this.format.sides; s++) this.scoresBefore[s] = ctx.scores[s];
    this.replayDealActive = this.replay !== null && this.replay.deal === deal;
    const rec = this.replayDealActive ? this.replay!.recorder : null;
    if (rec) {
      rec.setLedger(ctx.scores, ctx.marks, ctx.pot, ctx.potDeclarer, this.previousTrump, ctx.deals);
      rec.dealer = this.dealer;
      if (ctx.potDeclarer >= 0 && !ctx.specialPending) this.replay!.findings.push(FINDING_POT_WITHOUT_SPECIAL);
    }

    // the deal's irregularity schedule (the windows of a normal or a special deal: `windowsOf`)
    const w = this.special ? 1 : 0;
    this.schedule.draw(this.irng, this.winFrom[w], this.winTo[w], this.ownStream);

    if (this.audit > 0 && streamOf(prefix, Stream.Audit) % this.audit === 0) {
      this.auditStart = debertzMachine.cloneContext(ctx);
      this.auditEvents = [];
    } else {
      this.auditStart = null;
      this.auditEvents = null;
    }

    // loops, not Array.prototype.fill: a builtin call per array costs more than a few stores
    const hands = this.hands;
    const tricksWon = this.tricksWon;
    for (let s = 0; s < P; s++) hands[s] = tricksWon[s] = 0;
    const tookTrick = this.tookTrick;
    for (let s = 0; s < tookTrick.length; s++) tookTrick[s] = false;
    this.played = this.table = this.stock = 0;
    this.inPlay = false;
    this.declarer = -1;
    this.trump = -1;
    this.turned = -1;
    this.orderedRound = 0;
    this.meldsSent = this.completedPlay = this.lastBonus = false;
    this.takenPoints = this.cardsPlayed = 0;

    if (this.schedule.due(K.DealerExposed, 0)) {
      // DEB-6.3: the referee exposes a card while dealing; nothing has been dealt that counts
      this.schedule.commit(K.DealerExposed);
      this.stock = FULL_DECK;
      if (rec) {
        const first = dealFirstSix(this.deck, this.format, this.dealer);
        rec.setCards(first.hands, first.turned, this.deck);
        rec.dealerExposedCard();
      }
      this.send('DEALER_EXPOSED_CARD');
    } else if (this.schedule.due(K.WhileDealing, 0)) {
      this.offenceWhileDealing(rec);
    } else {
      this.send('DEALT');
      if (this.special) this.dealSpecialDeal(rec);
      else this.bidPhase(rec);
      if (this.engine.top === TOP_PLAY) this.playPhase(rec);
    }
    return this.finishDeal(ref);
  }

  /**
   * DEB-6.2.1.8.b / .d while the cards are being dealt (before DEALT): a signal or a player
   * exposing his cards, once the first round of three is out and before the last card. The deal
   * stops there; the cards go back to the deck. Drawn from the kind's own stream.
   */
  private offenceWhileDealing(rec: ScenarioRecorder | null): void {
    const { P } = this;
    this.schedule.commit(K.WhileDealing);
    const r = this.wrng;
    const kind = DEALING_KINDS[r.int(0, DEALING_KINDS.length - 1)];
    const seat = r.int(0, P - 1);
    const total = this.special ? this.specialCards : 6 * P;
    const dealt = r.int(3 * P, total - 1);
    this.stock = FULL_DECK;
    if (rec) {
      const full = this.special ? dealSpecial(this.deck, this.format, this.dealer, this.engine.context.potDeclarer, this.specialRules) : dealFirstSix(this.deck, this.format, this.dealer);
      const turned = 'shown' in full ? full.shown : full.turned;
      // the hands as far as the dealing got: the first `dealt` cards of the deck, each to its seat
      const partial = new Array<number>(P).fill(0);
      let n = 0;
      for (let i = 0; i < NUM_CARDS && n < dealt; i++) {
        const c = this.deck[i];
        for (let s = 0; s < P; s++) {
          if (full.hands[s] & bitOf(c)) {
            partial[s] = (partial[s] | bitOf(c)) >>> 0;
            n++;
          }
        }
      }
      rec.setCards(partial, turned, this.deck);
      rec.irregularity(kind, seat, true);
    }
    const e = this.ev;
    e.kind = kind;
    e.seat = seat;
    e.unplayed = 0;
    this.send('IRREGULARITY');
  }

  private markStock(from: number): void {
    let m = 0;
    for (let i = from; i < NUM_CARDS; i++) m |= 1 << this.deck[i];
    this.stock = m >>> 0;
  }

  // ──────────────────────────────── dealing and bidding ────────────────────────────────

  private dealSpecialDeal(rec: ScenarioRecorder | null): void {
    const ctx = this.engine.context;
    this.declarer = ctx.potDeclarer;
    const d = dealSpecial(this.deck, this.format, this.dealer, this.declarer, this.specialRules);
    for (let s = 0; s < this.P; s++) this.hands[s] = d.hands[s];
    this.turned = d.shown;
    this.markStock(d.dealt);
    // READING DEB-G4: the shown card's suit, or the trump of the tied deal
    this.trump = this.specialPreviousTrump ? this.previousTrump : d.shownSuit;
    if (rec) rec.setCards(this.hands, d.shown, this.deck);
    for (const f of this.specialFindings) {
      this.acc.finding(f);
      if (this.replayDealActive) this.replay!.findings.push(f);
    }
  }

  private bidPhase(rec: ScenarioRecorder | null): void {
    const { format, P, dealer } = this;
    // the mechanics' dealing and bidding, in place: the hands are dealt into this.hands and the
    // bidding state is one reused object (applyBid's result, without an object per bid)
    const next = dealFirstSixInto(this.deck, format, dealer, this.hands);
    const turned = this.deck[next - 1];
    this.turned = turned;
    const turnedSuit = suitOf(turned);
    this.table = bitOf(turned);
    this.markStock(next);
    if (rec) rec.setCards(this.hands, turned, this.deck);

    const state = this.bidState;
    startBiddingInPlace(state, format, dealer);
    const v = this.bidView;
    for (let turn = 0; ; turn++) {
      if (this.schedule.pending > 0 && this.biddingIrregularity(turn, state, turnedSuit, rec)) return;
      v.seat = state.toAct;
      v.dealer = dealer;
      v.round = state.round;
      v.hand = this.hands[state.toAct];
      v.turned = turned;
      v.mustOrder = this.mustOrder && state.round === 2 && state.toAct === dealer;
      v.turnedTo = P === 4 ? (this.turnedToDealer ? dealer : state.toAct) : -1;
      v.maySwapSeven = P < 4 && (this.swapRule === 'any-player' || this.swapRule === 'declarer-only');
      const b = this.bidder.bid(v, this.rng);
      const bid = b === PASS ? BID_PASS : b === PLAY ? BID_PLAY : BID_SUIT[b];
      if (state.round === 2 && b === PASS && state.toAct === dealer) this.consult(this.tag.G35);
      const err = bidError(state, bid, turnedSuit, dealer, this.mustOrder);
      if (err !== undefined) throw new Error(`bidding policy ${this.bidder.name} made an illegal bid: ${err} (#sim-bid-1)`);
      if (rec) rec.bid(state.toAct, b);
      if (b === PASS) {
        if (passInPlace(state, format)) continue;
        this.send('ALL_PASSED');
        return;
      }
      // an order (applyBid's `ordered`): "play" names the turned suit in round 1, a suit is round 2
      const declarer = state.toAct;
      this.declarer = declarer;
      this.trump = b === PLAY ? turnedSuit : b;
      this.orderedRound = b === PLAY ? 1 : 2;
      this.ev.declarer = declarer;
      this.send('ORDERED');
      // READING DEB-G34: in 4-player formats the turned card goes to the declarer or the dealer
      const dealt = completeNormalInto(this.deck, next, turned, format, dealer, declarer, this.turnedToDealer ? 'dealer' : 'declarer', this.hands);
      this.markStock(dealt);
      if (P === 4) {
        this.table = 0;
        this.consult(this.tag.G34);
      }
      if (rec) rec.setCards(this.hands, turned, this.deck);
      return;
    }
  }

  /** Commits a bidding-phase irregularity due at `turn`, if any; true when one was sent. */
  private biddingIrregularity(turn: number, state: BiddingState, turnedSuit: number, rec: ScenarioRecorder | null): boolean {
    const sch = this.schedule;
    const { P } = this;
    for (const k of BIDDING_KINDS) {
      if (!sch.due(k, turn)) continue;
      sch.commit(k);
      let seat: number;
      if (k === K.OotBid || k === K.OotPass) {
        // DEB-6.2.1.8.a: a bid or a pass out of turn, by any seat but the one to speak
        seat = (state.toAct + 1 + this.irng.int(0, P - 2)) % P;
        let bid = PASS;
        if (k === K.OotBid) {
          if (state.round === 1) bid = PLAY;
          else {
            const pick = this.irng.int(0, 2);
            bid = pick >= turnedSuit ? pick + 1 : pick;
          }
        }
        if (rec) rec.bid(seat, bid);
      } else {
        seat = this.irng.int(0, P - 1);
        if (rec) rec.irregularity(DEBERTZ_KINDS[k], seat);
      }
      this.sendIrregularity(k, seat);
      return true;
    }
    return false;
  }

  private sendIrregularity(k: number, seat: number): void {
    const e = this.ev;
    e.kind = MACHINE_KIND[k]!;
    e.seat = seat;
    e.unplayed = this.unplayedPoints();
    this.send('IRREGULARITY');
  }

  /** Card points not yet played (hands and the trick on the table) plus the last-trick 10; 0 before the play. */
  private unplayedPoints(): number {
    return this.inPlay ? this.tracker.unplayedPoints() : 0;
  }

  // ──────────────────────────────── the play ────────────────────────────────

  private playPhase(rec: ScenarioRecorder | null): void {
    const { P, format } = this;
    this.consult(this.tag.G37);
    // READING DEB-G37: the eldest hand or the declarer leads
    const leader = this.declarerLeads ? this.declarer : (this.dealer + 1) % P;
    this.declSide = this.declarer >= 0 ? this.sideOf[this.declarer] : -1;

    // the trump-seven swap (1x1, 1x2; ordered in round 1; DEB-G33)
    if (P < 4 && !this.special && this.orderedRound === 1 && this.swapRule !== 'off') {
      const seven = this.trump * 8;
      let holder = -1;
      for (let s = 0; s < P; s++) if (this.hands[s] & bitOf(seven)) holder = s;
      if (holder >= 0 && (this.swapRule === 'any-player' || holder === this.declarer)) {
        const v = this.fillPlayView(holder);
        if (this.player.swapSeven(v, this.rng)) {
          this.consult(this.tag.G33);
          this.hands[holder] = ((this.hands[holder] & ~bitOf(seven)) | bitOf(this.turned)) >>> 0;
          this.table = bitOf(seven);
          if (rec) rec.swapSeven(holder);
        }
      }
    }

    // the mechanics' turn and trick bookkeeping; it plays the cards out of this.hands in place
    const tracker = this.tracker;
    tracker.reset(this.trump, leader);
    this.inPlay = true;
    const playFrom = 2 * P;
    const twoByTwo = format.id === '2x2';
    const masks = this.masks;

    while (this.engine.top === TOP_PLAY) {
      const seat = tracker.toAct;
      const hand = this.hands[seat];
      if (hand === 0) throw new Error(`deal driver: seat ${seat} is to play with an empty hand (#sim-play-2)`);
      const partner = this.partnerOf[seat];
      legalPlaysBoth(hand, tracker, this.trump, this.rules, partner, masks);
      const legal = masks.legal;
      const loose = masks.loose;
      const constrained = legal !== loose;
      const turn = playFrom + this.cardsPlayed;

      let k = -1;
      if (this.schedule.pending > 0) k = this.dueInPlay(turn, seat, hand, legal, loose);
      if (k === K.Signal || k === K.Exposed) {
        this.schedule.commit(k);
        const offender = this.irng.int(0, P - 1);
        if (rec) rec.irregularity(DEBERTZ_KINDS[k], offender);
        this.sendIrregularity(k, offender);
        continue;
      }
      if (k >= 0) {
        // a card played irregularly: out of turn, failing to beat the first trump, or a revoke
        let offender = seat;
        let card: Card;
        if (k === K.OotPlay) {
          offender = this.otherSeatWithCards(seat);
          card = nthCard(this.hands[offender], this.irng.int(0, popcount(this.hands[offender]) - 1));
        } else if (k === K.FirstTrump) {
          const m = (loose & ~legal) >>> 0;
          card = nthCard(m, this.irng.int(0, popcount(m) - 1));
        } else {
          const m = (hand & ~loose) >>> 0;
          card = nthCard(m, this.irng.int(0, popcount(m) - 1));
        }
        if (rec) rec.play(offender, card);
        if (!this.meldsSent && !this.sendMelds()) return; // a deberc ended the party first
        this.schedule.commit(k);
        if (k === K.OotPlay) {
          this.sendIrregularity(k, offender);
          return;
        }
        if (constrained || k === K.FirstTrump) {
          this.consult(this.tag.G25);
          if (twoByTwo) this.consult(this.tag.G26);
        }
        this.sendIrregularity(k, seat);
        if (this.engine.top !== TOP_PLAY) return;
        this.playCard(seat, card); // DEB-G27 no-clause: the revoke stands and play goes on
        continue;
      }

      const card = this.player.play(this.fillPlayView(seat), legal, this.rng);
      if (!(legal & bitOf(card))) throw new Error(`play policy ${this.player.name} chose a card outside the legal plays (#sim-play-1)`);
      if (rec) rec.play(seat, card);
      if (!this.meldsSent && !this.sendMelds()) return;
      if (constrained) {
        this.consult(this.tag.G25);
        if (twoByTwo) this.consult(this.tag.G26);
      }
      this.playCard(seat, card);
    }
  }

  /** The reused play view for `seat` (its `trick` is the tracker, set once). */
  private fillPlayView(seat: number): PlayView {
    const v = this.playView;
    v.seat = seat;
    v.partner = this.partnerOf[seat];
    v.trump = this.trump;
    v.declaring = this.sideOf[seat] === this.declSide;
    v.hand = this.hands[seat];
    v.played = this.played;
    return v;
  }

  private otherSeatWithCards(seat: number): number {
    const { P } = this;
    let n = 0;
    for (let s = 0; s < P; s++) if (s !== seat && this.hands[s] !== 0) n++;
    let pick = this.irng.int(0, n - 1);
    for (let s = 0; s < P; s++) if (s !== seat && this.hands[s] !== 0 && pick-- === 0) return s;
    return -1;
  }

  /** The first play-phase kind due at `turn` that the cards allow, or -1. */
  private dueInPlay(turn: number, seat: number, hand: number, legal: number, loose: number): number {
    const sch = this.schedule;
    if (sch.due(K.OotPlay, turn)) {
      for (let s = 0; s < this.P; s++) if (s !== seat && this.hands[s] !== 0) return K.OotPlay;
    }
    if (sch.due(K.Signal, turn)) return K.Signal;
    if (sch.due(K.Exposed, turn)) return K.Exposed;
    // DEB-6.2.1.8.c only where the beating obligation constrained the play and a non-beating card exists
    if (sch.due(K.FirstTrump, turn) && (loose & ~legal) !== 0) return K.FirstTrump;
    // a revoke only where a card breaks follow-suit or ruffing
    if (sch.due(K.Revoke, turn) && (hand & ~loose) !== 0) return K.Revoke;
    return -1;
  }

  /** MELDS at the first play (DEB-G29 at-first-lead); false when it ended the deal (a deberc). */
  private sendMelds(): boolean {
    const a = this.melds.analyse(this.hands, this.trump, (this.dealer + 1) % this.P, this.hundred);
    // DEB-G39 decides the value of a sequence of five or more (only asked when a 50+ sequence exists)
    for (let s = 0; s < this.P; s++) {
      if (a.bestValue(s) >= 50) {
        this.consult(this.tag.G39);
        break;
      }
    }
    a.points(this.allSides, false, this.ev.declared, this.meldCredited);
    this.ev.debercSeat = a.deberc;
    this.meldsSent = true;
    this.send('MELDS');
    return this.engine.top === TOP_PLAY;
  }

  private playCard(seat: number, card: Card): void {
    this.played = (this.played | bitOf(card)) >>> 0;
    this.cardsPlayed++;
    const tracker = this.tracker;
    const winner = tracker.playCard(seat, card);
    if (winner < 0) return;
    const points = tracker.trickPoints;
    const last = tracker.lastTrick;
    if (tracker.unequalEnd) this.consult(this.tag.G42); // DEB-G42: a seat has run out while others hold cards
    this.tookTrick[this.format.sideOf[winner]] = true;
    this.tricksWon[winner]++;
    this.takenPoints += points;
    if (last) this.lastBonus = true;
    this.ev.winner = winner;
    this.ev.points = points;
    this.send('TRICK');
    if (last) this.sendComplete();
  }

  private sendComplete(): void {
    const { format, P } = this;
    const passed = this.ev.passed;
    const a = this.melds;
    const scorer = a.scorer;
    let passToNext = false;
    if (scorer >= 0 && !this.tookTrick[scorer]) {
      this.consult(this.tag.G30);
      passToNext = this.readings['DEB-G30'] === 'pass-to-next';
    }
    const declared = this.meldDeclared;
    const credited = this.meldCredited;
    a.points(this.tookTrick, passToNext, declared, credited);
    for (let s = 0; s < P; s++) passed[s] = credited[s] - (this.tookTrick[format.sideOf[s]] ? declared[s] : 0);
    this.completedPlay = true;
    this.send('PLAY_COMPLETE');
  }

  // ──────────────────────────────── ruling, tally, invariants ────────────────────────────────

  /**
   * One invariant evaluation. Call sites pass `ok ? null : () => …`: the message closure is only
   * built for a failing check, not eight times per deal.
   */
  private check(i: number, applicable: boolean, ok: boolean, message: (() => string) | null): void {
    if (ok || message === null) {
      this.acc.check(i, applicable, ok);
      return;
    }
    this.acc.check(i, applicable, ok, message);
    if (this.replay && this.replayDealActive) this.replay.violations.push(`${DEBERTZ_INVARIANTS[i].id}: ${message()}`);
  }
  private finishDeal(ref: number): AuditFailure | null {
    const acc = this.acc;
    const ctx = this.engine.context;
    const { format, P } = this;

    for (let i = 0; i < ctx.trail.length; i++) acc.clause(ctx.trail[i]);
    for (let i = 0; i < ctx.consulted.length; i++) acc.consult(ctx.consulted[i]);
    for (let i = 0; i < ctx.silences.length; i++) {
      const s = ctx.silences[i];
      acc.silence(`${s.gap}|${s.kind}|${s.clauses.join(',')}`);
    }
    const declSide = ctx.declarer >= 0 ? format.sideOf[ctx.declarer] : -1;
    const effect = declSide >= 0 ? ctx.scores[declSide] - this.scoresBefore[declSide] : 0;
    acc.endDeal(ctx.outcome, declSide >= 0, effect);
    for (let k = 0; k < DEBERTZ_KINDS.length; k++) if (this.schedule.step[k] >= 0) acc.irregularity(k, this.schedule.committed[k] === 1);

    // card conservation (an unfinished trick's cards are among the played ones)
    let union = this.played | this.table | this.stock;
    let total = popcount(this.played) + popcount(this.table) + popcount(this.stock);
    for (let s = 0; s < P; s++) {
      union |= this.hands[s];
      total += popcount(this.hands[s]);
    }
    const cardsOk = union >>> 0 === FULL_DECK && total === NUM_CARDS;
    this.check(Inv.Cards, true, cardsOk, cardsOk ? null : () => `${total} card places for ${popcount(union >>> 0)} distinct cards`);

    // DEB-6.2.1.3
    const bayd = ctx.baydSide;
    const baydOk = bayd < 0 || ctx.credits[bayd] === 0;
    this.check(Inv.BaydCredit, bayd >= 0, baydOk, baydOk ? null : () => `side ${bayd} is in bayd (${ctx.outcome}) but credited ${ctx.credits[bayd]}`);

    // pot conservation
    const potOk = ctx.potIn === ctx.potOut + ctx.potVoided + ctx.pot;
    this.check(Inv.Pot, ctx.potIn > 0, potOk, potOk ? null : () => `potIn ${ctx.potIn} ≠ potOut ${ctx.potOut} + potVoided ${ctx.potVoided} + pot ${ctx.pot}`);

    // «Б» schedule and no-trick penalties, from the protocol entries
    const bCount = this.bCount;
    const bPenalty = this.bPenalty;
    const noTrickCount = this.noTrickCount;
    for (let side = 0; side < format.sides; side++) bCount[side] = bPenalty[side] = noTrickCount[side] = 0;
    for (let i = 0; i < ctx.entries.length; i++) {
      const e = ctx.entries[i];
      if (e.kind === 'Б') this.bCount[e.side]++;
      else if (e.kind === 'penalty' && (e.clause === 'DEB-6.2.1.6' || e.clause === 'DEB-6.2.1.7')) this.bPenalty[e.side] -= e.amount;
      else if (e.kind === 'penalty' && e.clause === 'DEB-6.2.3.1' && e.amount === -50) this.noTrickCount[e.side]++;
    }
    let bApplicable = false;
    let bOk = true;
    let bWhy = '';
    for (let side = 0; side < format.sides; side++) {
      const n = this.bCount[side];
      if (n > 0) bApplicable = true;
      let expected = 0;
      for (let m = this.shadowMarks[side] + 1; m <= this.shadowMarks[side] + n; m++) {
        // READING DEB-G28
        expected += this.everyThirdB ? (m % 3 === 0 ? 100 : 0) : m === 3 ? 100 : m > 3 ? 50 : 0;
      }
      const marks = this.shadowMarks[side] + n;
      if (n > 1 || ctx.marks[side] !== marks || this.bPenalty[side] !== expected) {
        bOk = false;
        bWhy ||= `side ${side}: ${n} «Б» this deal, marks ${ctx.marks[side]} (expected ${marks}), «Б» penalties ${this.bPenalty[side]} (expected ${expected})`;
      }
      this.shadowMarks[side] = ctx.marks[side];
    }
    this.check(Inv.BSchedule, bApplicable, bOk, bOk ? null : () => bWhy);

    // DEB-6.2.3.1, from the driver's own count of tricks
    const o = ctx.outcome;
    const ruled = o === 'made' || o === 'bayd' || o === 'referee-bayd' || o === 'deferred';
    const applies = ruled && (this.completedPlay || this.noTrickAlsoStopped);
    let ntOk = true;
    let ntApplicable = false;
    let ntWhy = '';
    for (let side = 0; side < format.sides; side++) {
      let expected = 0;
      if (applies) {
        if (this.noTrickPerPlayer) {
          for (let s = 0; s < P; s++) if (format.sideOf[s] === side && this.tricksWon[s] === 0) expected++;
        } else if (!this.tookTrick[side]) expected = 1;
      }
      if (expected > 0) ntApplicable = true;
      if (this.noTrickCount[side] !== expected) {
        ntOk = false;
        ntWhy ||= `side ${side}: ${this.noTrickCount[side]} no-trick penalties, expected ${expected} (tricks per seat ${this.tricksWon.join('/')}, outcome ${o})`;
      }
    }
    this.check(Inv.NoTrick, ntApplicable, ntOk, ntOk ? null : () => ntWhy);

    // the ledger moves by exactly what the deal credits and charges
    let ledgerOk = true;
    let ledgerWhy = '';
    for (let side = 0; side < format.sides; side++) {
      const delta = ctx.scores[side] - this.scoresBefore[side];
      const due = ctx.credits[side] + ctx.potCredits[side] - ctx.penalties[side];
      if (delta !== due) {
        ledgerOk = false;
        ledgerWhy ||= `side ${side}: score moved ${delta}, the deal's credits + pot credits − penalties are ${due}`;
      }
    }
    this.check(Inv.Ledger, true, ledgerOk, ledgerOk ? null : () => ledgerWhy);

    // card points on a completed deal
    const complete = this.completedPlay;
    let taken = 0;
    for (let s = 0; s < P; s++) taken += ctx.taken[s];
    const expectedTaken = complete ? maskPoints(this.played, this.trump) + LAST_TRICK_BONUS : 0;
    const pointsOk = !complete || (taken === expectedTaken && this.takenPoints === taken && this.lastBonus);
    this.check(Inv.TrickPoints, complete, pointsOk, pointsOk ? null : () => `taken ${taken}, cards played are worth ${expectedTaken} with the last trick`);

    // the party ends when, and only when, the target is reached (or a deberc is shown)
    const over = this.engine.done;
    let best = 0;
    for (let side = 1; side < format.sides; side++) if (ctx.scores[side] > ctx.scores[best]) best = side;
    const reached = ctx.scores[best] >= ctx.target;
    const deberc = ctx.outcome === 'deberc';
    const endOk = over === (reached || deberc) && (!over || deberc || ctx.scores[ctx.winner] === ctx.scores[best]);
    this.check(Inv.PartyEnd, over || reached, endOk, endOk ? null : () =>
      over
        ? `the party ended with scores ${ctx.scores.join('/')} (target ${ctx.target}), winner side ${ctx.winner}`
        : `scores ${ctx.scores.join('/')} reached the target ${ctx.target} but the party goes on`,
    );

    if (this.trump >= 0) this.previousTrump = this.trump;
    if (this.replayDealActive) {
      this.replay!.trail = ctx.trail.slice();
      this.replay!.outcome = ctx.outcome;
      for (const tag of ctx.consulted) this.replay!.consulted.add(tag);
    }

    if (this.auditEvents !== null) {
      try {
        assertEquivalent(debertzMachine, this.auditStart!, this.auditEvents, { table: this.auditTable });
      } catch (e) {
        if (!(e instanceof EquivalenceError)) throw e;
        return { dealId: formatDealId(this.format.id, ref), message: e.message };
      }
    }
    return null;
  }

  // ──────────── the per-deal entry point of compare and gap-impact (sim/rerule.ts) ────────────

  /** Starts party `party` as `runParty` does (its first dealer, an empty ledger), playing no deal. */
  startParty(party: number): void {
    const prng = this.partyRng.reseed(partySeed(this.master, this.fmtCode, party));
    this.engine.reset(this.partyContext(prng.int(0, this.P - 1)));
    this.shadowMarks.fill(0);
    this.previousTrump = -1;
  }

  /** The party's ledger between two deals: a copy of the machine's context and of what the driver carries from deal to deal. */
  ledger(): DebertzLedger {
    return { context: debertzMachine.cloneContext(this.engine.context), previousTrump: this.previousTrump, shadowMarks: this.shadowMarks.slice() };
  }

  /** Continues a party from `ledger` (possibly another driver's, under other readings: the context takes this driver's). */
  resumeParty(ledger: DebertzLedger): void {
    const c = debertzMachine.cloneContext(ledger.context);
    c.readings = this.readings;
    c.target = Number(this.readings['DEB-G38'] ?? 501);
    this.engine.reset(c);
    copyInto(this.shadowMarks, ledger.shadowMarks);
    this.previousTrump = ledger.previousTrump;
  }

  /** Plays deal `deal` of party `party` from the current ledger: one step of `runParty`'s loop. */
  ruleDeal(party: number, deal: number): AuditFailure | null {
    return this.playDeal(party, deal);
  }

  /** The machine's context now (read only). */
  get current(): DebertzContext {
    return this.engine.context;
  }

  get partyOver(): boolean {
    return this.engine.done;
  }
}

/** What a Debertz party carries from one deal to the next (`DebertzDriver.ledger`). */
export interface DebertzLedger {
  readonly context: DebertzContext;
  readonly previousTrump: number;
  readonly shadowMarks: readonly number[];
}
