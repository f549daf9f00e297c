import { consultLog } from '../../../core/judge/consultLog.ts';
import { type Card, suitOf } from '../../../core/cards/card.ts';
import { formatCard } from '../../../core/cards/notation.ts';
import { type CardMask, add, cardsOf, count, has, remove } from '../../../core/cards/mask.ts';
import { applyCall, callFault, legalCalls, startAuction, type AuctionRules, type AuctionState, type Call } from '../mechanics/auction.ts';
import { LOWEST, MISERE, contractCode, levelOf, trumpOf, type ContractId } from '../mechanics/contracts.ts';
import { contractFault } from '../mechanics/talon.ts';
import { applyWhistCall, startWhist, whistFault, whistOptions, type WhistState } from '../mechanics/whist.ts';
import { whistRulesOf } from '../mechanics/variants.ts';
import { defendersOf, handsOf, sitterOf, type PlayerCount } from '../mechanics/seats.ts';
import { settle } from '../mechanics/settlement.ts';
import type { SheetEntry } from '../mechanics/sheet.ts';
import { InputError } from '../../../core/regulation/readings.ts';
import type { MachineDefinition } from '../../../core/statechart/definition.ts';
import { createEngine } from '../../../core/statechart/engine.ts';
import { preferansMachine } from '../machine/definition.ts';
import { initialContext, type PreferansContext, type Silence } from '../machine/context.ts';
import type { FoundWhere, PreferansEvent } from '../machine/events.ts';
import { realTricks } from '../machine/rules.ts';
import type { PreferansScenario, ScenarioEvent } from '../scenario.ts';
import { ledSuit, legalNow, newTable, play, playOver, rewind, shortPlay, toPlay, type Fault, type PlayedTrick, type TableState } from './table.ts';

/** The judge's answer for one deal (docs/scenario-format.md, "Preferans ruling"). */
export interface PreferansRuling {
  kind: 'ruled';
  ruleset: 'preferans';
  title: string;
  variant: string;
  players: number;
  /** PREF-RULES: which text governed */
  rules: string;
  outcome: string;
  dealer: number;
  declarer: number | null;
  contract: string | null;
  /** clause ids in the order the rules were applied: the deal's penalty path */
  trail: string[];
  /** gap id → reading, for every gap consulted on this deal, in order of consultation */
  readings: Record<string, string>;
  silences: Silence[];
  findings: string[];
  /** cards each seat was dealt, and the talon */
  handSizes: number[];
  talonSize: number;
  /** real tricks per seat as scored (penalty tricks are not tricks: see entries) */
  tricks: number[];
  /**
   * Every trick on the table as the deal ended (after any play taken back, CODE 3.9.16.2, or
   * replayed, PCR-4), in order: who played first, the cards in playing order, the talon card
   * that named or led it, and who took it (null: it counts for nobody, PREF-G23).
   */
  trickRecord: TrickRecord[];
  /** every card played that broke the follow-suit or trump rule (CODE 3.9.16), claimed or not */
  revokes: RevokeRecord[];
  /** the seat held liable under PREF-G1 code-3-2-16 (or the Code's 3.2.23), if any */
  liable: number | null;
  /** cards per seat a ruling left face up (PREF-G4, PCR-5.2.1, CODE 3.9.14–3.9.16.1) */
  exposed: number[];
  /** every entry written on the sheet for this deal, with its reason and clause, after pool closing */
  entries: SheetEntry[];
  sheet: {
    before: SheetView;
    after: SheetView & { dealer: number; gameOver: boolean };
  };
  /** the final settlement in whists per seat (CODE 4.2.14), once the game is over */
  settlement: number[] | null;
}

export interface TrickRecord {
  /** 1-based, as a committee counts tricks */
  trick: number;
  /** the seat that played the first card */
  leader: number;
  /** the talon card that named the suit (3 players) or led (4 players: the dealer's), or null */
  talon: string | null;
  cards: { seat: number; card: string }[];
  winner: number | null;
  /** the talon named a suit nobody played: the winner is READING PREF-C20's */
  noSuit?: true;
}

export interface RevokeRecord {
  seat: number;
  card: string;
  /** 1-based trick number */
  trick: number;
  /** `revoke`: he could follow suit; `no-trump`: he could trump */
  kind: 'revoke' | 'no-trump';
  /** the claim the scenario made on it: `claimed` (CODE 3.9.16.2), `corrected` (3.9.16.1), or none */
  status: 'unclaimed' | 'claimed' | 'corrected';
}

export interface SheetView {
  pool: number[];
  mountain: number[];
  whists: number[][];
  allPassRun: number;
}

type Loc = 'hand' | 'talon' | 'floor' | 'floorFaceUp' | 'otherDeck' | 'lost' | 'discard';

/** Where a partial scenario stands: the state, and the seat to play with his legal cards (for builders). */
export interface Probe {
  state: string;
  /** the seat to act: to play, call or whist; -1 when none */
  seat: number;
  legal: Card[];
  /** the cards this seat must choose among because they are exposed (CODE 3.9.14), if any */
  exposed: Card[];
  /** in the bidding: the legal calls of the seat to act (`pass`, `here`, contract codes) */
  calls: string[];
  /** once the bidding is won: the declarer, his 12 cards, and the contracts he may name */
  declarer: number;
  talonHand: Card[];
  contracts: string[];
  /** in the whisting: the seat to speak and his options */
  whists: string[];
  /** the 10-card players who may demand a redeal now */
  choosers: number[];
  /** the cards the seat to act holds (in the bidding, the whisting and the play) */
  hand: Card[];
  /** in the play: what is on the table — `game`, `misere` or `all-pass`, the trump (-1 none), the suit led (-1 before the first card; a talon card's suit), the cards on the current trick */
  play: { kind: string; trump: number; led: number; trick: Card[] };
}

/** What the table holds after each event: for invariant checks (the 32 cards, the tricks). */
export interface TableView {
  /** cards held by each seat */
  hands: CardMask[];
  talon: Card[];
  discard: Card[];
  floor: Card[];
  otherDeck: Card[];
  lost: Card[];
  /** cards on the table: played to tricks so far, the current one included */
  played: Card[];
  /** completed tricks on the table */
  tricksPlayed: number;
  /** the machine's real tricks per seat and its penalty tricks, kept apart */
  realTricks: number[];
  penalty: number[];
}

/**
 * What the table holds after each step, counted rather than listed (`onCensus`): for invariant
 * checks that only need to know whether the 32 cards and the tricks add up.
 */
export interface TableCensus {
  /** every card found in a hand, the talon, the discard, the floor, another deck, lost or played */
  cards: CardMask;
  /** the number of places found holding a card (32 when no card is in two places) */
  places: number;
  /** completed tricks on the table */
  tricksPlayed: number;
  /** the machine's real tricks credited, all seats together */
  realTricks: number;
}

/**
 * How the judge steps the regulation machine. `xstate` (the default) runs a real XState actor: the
 * reference semantics, observable through `inspect`. `compiled` runs the flat table compiled from
 * the same definition (src/statechart), which the equivalence property shows to take the same
 * steps; the simulator uses it because it is many times faster. `onTransition` (compiled only)
 * receives the index in `tableOf(preferansMachine).transitions` of every transition taken;
 * `onContext` receives the machine's context once the deal is ruled (the sheet fields the
 * ruling does not carry: dealer errors, the deal count). `record` receives a copy of the
 * machine's initial context and every event the judge sends it, in order: enough to replay the
 * deal through another engine (the simulator's `--audit`).
 */
export interface PreferansJudgeOptions {
  readonly engine?: 'xstate' | 'compiled';
  /** a test build of the machine for the engine to run instead of src/rulesets/preferans/machine/definition.ts (the audit's tests) */
  readonly machine?: MachineDefinition<PreferansContext, PreferansEvent>;
  readonly record?: { start: PreferansContext | null; events: PreferansEvent[] };
  readonly inspect?: (event: unknown) => void;
  readonly onTransition?: (transition: number) => void;
  readonly onContext?: (context: Readonly<PreferansContext>) => void;
  /**
   * After each step, where `onStep` receives a view: the table counted instead (TableView would
   * copy every list after every event). One object, rewritten before each call.
   */
  readonly onCensus?: (census: Readonly<TableCensus>) => void;
}

export function judgePreferans(
  s: PreferansScenario,
  onStep?: (view: TableView, event: ScenarioEvent | null) => void,
  options: PreferansJudgeOptions = {},
): PreferansRuling {
  return run(s, false, onStep, options) as PreferansRuling;
}

/**
 * An incremental judge: the scenario's header (its `events` are not looked at), then its events
 * one at a time. `push` rules each event as the batch judge does (and throws the same InputError
 * on the same event), `probe` says who acts next at any point, `finish` writes the result and
 * returns the ruling. `judgePreferans(s)` is `push` of every event of `s`, then `finish`; a
 * simulator continuing a deal event by event therefore runs the machine once, not once per event.
 * A probe before the first event deals the cards (DEALT): a D0 misdeal must be pushed before it.
 * After a throw the session is unusable.
 */
export interface PreferansSession {
  /** the machine's state path now (`awaitingDeal` before the first event, and again once the result is written) */
  readonly state: string;
  /** the deal has ended: its result is written (a late discovery may still follow) or the game is over */
  readonly dealEnded: boolean;
  push(e: ScenarioEvent): void;
  probe(): Probe;
  finish(): PreferansRuling;
}

export function openPreferansSession(
  s: PreferansScenario,
  onStep?: (view: TableView, event: ScenarioEvent | null) => void,
  options: PreferansJudgeOptions = {},
): PreferansSession {
  return open(s, onStep, options);
}

/** Runs a partial scenario and says who acts next and what he may do (scenario builders). */
export function probePreferans(s: PreferansScenario, options: PreferansJudgeOptions = {}): Probe {
  return run(s, true, undefined, options) as Probe;
}

/** The top-level states, for the engine's `top` (unused here: the judge reads the full path). */
const TOP_STATES: readonly string[] = [];

function run(s: PreferansScenario, probe: boolean, onStep: ((view: TableView, event: ScenarioEvent | null) => void) | undefined, options: PreferansJudgeOptions): PreferansRuling | Probe {
  const session = open(s, onStep, options);
  for (const e of s.events) session.push(e);
  return probe ? session.probe() : session.finish();
}

function open(s: PreferansScenario, onStep: ((view: TableView, event: ScenarioEvent | null) => void) | undefined, options: PreferansJudgeOptions): PreferansSession {
  const players = s.players as PlayerCount;
  const ctx0 = initialContext(players, s.variant, s.readings, {
    dealer: s.dealer,
    agreedTalonPair: s.agreedTalonPair,
    sheet: { pool: s.sheet.pool, mountain: s.sheet.mountain, whists: s.sheet.whists, run: s.sheet.run, dealerErrors: s.sheet.dealerErrors, deals: s.sheet.deals },
  });
  const record0 = options.record ? preferansMachine.cloneContext(ctx0) : null;
  const engine = createEngine(options.engine ?? 'xstate', options.machine ?? preferansMachine, ctx0, TOP_STATES, options.onTransition, options.inspect);
  // re-read after every send: the XState engine's context is a new object each time, the compiled one is mutated in place
  const ctx = (): PreferansContext => engine.context;
  const state = (): string => engine.path;
  /** the deal has ended: its result is written (the machine back between deals) or the game is over */
  const dealEnded = (st: string): boolean => st === 'over' || (st === 'awaitingDeal' && ctx().lastDealWritten);
  const record = options.record;
  if (record) record.start = record0;
  const send = record
    ? (e: PreferansEvent) => {
        record.events.push(structuredClone(e));
        engine.send(e);
      }
    : (e: PreferansEvent) => engine.send(e);
  const readings = s.readings;
  const ownConsultations = consultLog(readings);
  const consult = ownConsultations.consult;
  const findings: string[] = [];
  /** revokes claimed or corrected (the table keeps only the unclaimed ones) */
  const revokeLog: RevokeRecord[] = [];
  const onCensus = options.onCensus;
  const census: TableCensus = { cards: 0, places: 0, tricksPlayed: 0, realTricks: 0 };

  // ── the physical table ──
  const order = handsOf(s.dealer, players);
  const sitter = sitterOf(s.dealer, players) ?? -1;
  const hands = s.hands.slice();
  const lists: Record<string, Card[]> = { talon: s.talon.slice(), floor: s.floor.slice(), floorFaceUp: s.floorFaceUp.slice(), otherDeck: s.otherDeck.slice(), lost: s.lost.slice(), discard: [] };
  /** cards each seat holds as dealt (corrections included); the declarer's before he takes the talon */
  const dealtCounts = hands.map(count);
  let talonCount = lists.talon.length;
  const exposedCards: CardMask[] = hands.map(() => 0);
  const handSizes = dealtCounts.slice();

  let auction: AuctionState | undefined;
  let whistState: WhistState | undefined;
  let table: TableState | undefined;
  let startHands: CardMask[] = [];
  let declarer = -1;
  let bid = -1;
  let contract = -1;
  let pendingDiscoveryDraw: Card[] | undefined;
  /** talon cards the declarer took into his hand */
  let talonTaken = 0;
  let discardCount = 0;

  const c3 = readings['PREF-C2'];
  const auctionRules: AuctionRules = {
    here: c3 === 'step-senior' ? 'any-senior' : 'first-hand',
    steps: c3 === 'any-higher' ? 'any-higher' : 'one-step',
    nineOverMisere: 'auction-ends', // fn 41, the tournament norm (PREF-C3 note)
  };

  // ── D0 and the deal: events are pushed one at a time (the batch judge pushes them all) ──
  /** DEALT has been sent */
  let started = false;
  /** a D0 misdeal ended the deal: later events are not looked at */
  let ended = false;
  let pushed = 0;

  function start() {
    started = true;
    send({ type: 'DEALT', counts: dealtCounts.slice(), talon: talonCount });
    auction = startAuction(order, auctionRules);
    if (onStep) onStep(view(), null);
    if (onCensus) onCensus(takeCensus());
  }

  function push(e: ScenarioEvent): void {
    if (ended) throw new InputError(`scenario.events[${e.index}]: comes after the deal has ended on the misdeal (outcome: ${ctx().outcome}); nothing more happens in this deal`);
    if (!started) {
      if (pushed === 0 && e.kind === 'misdeal') {
        pushed++;
        send({ type: 'MISDEAL', kind: e.misdeal, pair: e.pair });
        if (state() !== 'awaitingDeal' || dealEnded(state())) ended = true;
        return;
      }
      start();
    }
    pushed++;
    const st = state();
    const field = `scenario.events[${e.index}]`;
    if (dealEnded(st)) {
      if (e.kind === 'discover') {
        discover(e);
        return;
      }
      throw new InputError(`${field}: comes after the deal has ended (outcome: ${ctx().outcome}); only a late discovery may follow`);
    }
    switch (e.kind) {
      case 'misdeal':
        throw new InputError(`${field}: a misdeal can only be the first event (D0: while the cards are going out)`);
      case 'call':
        if (st !== 'auction') throw new InputError(`${field}: a call outside the bidding (now: ${st})`);
        call(e);
        break;
      case 'contract':
        if (st !== 'talon') throw new InputError(`${field}: a contract is named once the bidding is won (now: ${st})`);
        nameContract(e);
        break;
      case 'whist':
        if (st !== 'whisting' || !whistState) throw new InputError(`${field}: a whist decision outside the whisting (now: ${st})`);
        whistCall(e);
        break;
      case 'play':
        playCard(e);
        break;
      case 'discover':
        if (st === 'whisting') throw new InputError(`${field}: a discovery during the whist decisions is not modelled; give it before the contract or after the whisting`);
        if (st === 'tenCard') throw new InputError(`${field}: the 10-card players' choice is pending: give {"choice": {"redeal": [...]}} first`);
        discover(e);
        break;
      case 'choice':
        if (st !== 'tenCard') throw new InputError(`${field}: no redeal choice is open here (now: ${st})`);
        choose(e);
        break;
      case 'irregularity':
        irregularity(e);
        break;
      case 'score':
        if (st !== 'played') throw new InputError(`${field}: the result is written once play is over (now: ${st})`);
        send({ type: 'SCORE' });
        break;
    }
    if (onStep) onStep(view(), e);
    if (onCensus) onCensus(takeCensus());
  }

  function probeNow(): Probe {
    if (!ended && !started) start();
    const st = state();
    const none: Probe = { state: st, seat: -1, legal: [], exposed: [], calls: [], declarer, talonHand: [], contracts: [], whists: [], choosers: ctx().choosers.slice(), hand: [], play: { kind: '', trump: -1, led: -1, trick: [] } };
    if (ended) return none; // a D0 misdeal ended the deal: nobody is to act
    if (table && !playOver(table) && (st === 'play' || st === 'replay' || st.startsWith('allPass'))) {
      const t = table;
      const seat = toPlay(t);
      const play = { kind: t.kind, trump: t.trump, led: ledSuit(t), trick: t.current.map((x) => x.card) };
      return { ...none, seat, legal: cardsOf(legalNow(t, seat)), exposed: cardsOf(t.exposed[seat] & legalNow(t, seat)), hand: cardsOf(t.hands[seat]), play };
    }
    if (st === 'auction' && auction && auction.status === 'open') {
      const seat = auction.toAct;
      const barred = ((ctx().barred >> seat) & 1) === 1;
      const calls = legalCalls(auction).filter((c) => !barred || c.kind === 'pass').map((c) => (c.kind === 'bid' ? contractCode(c.contract) : c.kind));
      return { ...none, seat, calls, hand: cardsOf(hands[seat]) };
    }
    if (st === 'talon') {
      const talonHand = cardsOf(lists.talon.reduce<CardMask>((m, c) => add(m, c), hands[declarer]));
      const contracts: string[] = [];
      for (let k = 0; k < 26; k++) {
        let f = contractFault(bid as ContractId, k as ContractId);
        if (bid === MISERE && readings['PREF-C3'] === 'may-name-higher' && levelOf(k as ContractId) >= 9) f = undefined;
        if (!f) contracts.push(contractCode(k as ContractId));
      }
      return { ...none, seat: declarer, talonHand, contracts };
    }
    if (st === 'whisting' && whistState && whistState.status === 'open') return { ...none, seat: whistState.toAct, whists: [...whistOptions(whistState)], hand: cardsOf(hands[whistState.toAct]) };
    return none;
  }

  function finishNow(): PreferansRuling {
    if (ended) return ruling();
    if (!started) start();
    if (state() === 'played') send({ type: 'SCORE' });
    const end = state();
    if (!dealEnded(end)) {
      throw new InputError(`scenario.events: the scenario ends before the deal is over (still in ${end}); give every call, play and choice, or the ruling that stops the deal`);
    }
    return ruling();
  }

  return {
    get state() {
      return state();
    },
    get dealEnded() {
      return dealEnded(state());
    },
    push,
    probe: probeNow,
    finish: finishNow,
  };

  function takeCensus(): TableCensus {
    const c = ctx();
    let cards = 0;
    let places = 0;
    for (const h of table ? table.hands : hands) {
      cards |= h;
      places += count(h);
    }
    const { talon, discard, floor, floorFaceUp, otherDeck, lost } = lists;
    for (const card of talon) cards |= 1 << card;
    for (const card of discard) cards |= 1 << card;
    for (const card of floor) cards |= 1 << card;
    for (const card of floorFaceUp) cards |= 1 << card;
    for (const card of otherDeck) cards |= 1 << card;
    for (const card of lost) cards |= 1 << card;
    places += talon.length + discard.length + floor.length + floorFaceUp.length + otherDeck.length + lost.length;
    let tricksPlayed = 0;
    if (table) {
      tricksPlayed = table.tricks.length;
      for (const tr of table.tricks) {
        for (const card of tr.cards) cards |= 1 << card;
        places += tr.cards.length;
      }
      for (const x of table.current) cards |= 1 << x.card;
      places += table.current.length;
    }
    let real = 0;
    if (c.kind !== 'none') for (const r of realTricks(c)) real += r;
    census.cards = cards >>> 0;
    census.places = places;
    census.tricksPlayed = tricksPlayed;
    census.realTricks = real;
    return census;
  }

  function view(): TableView {
    const c = ctx();
    const played: Card[] = [];
    if (table) {
      for (const tr of table.tricks) played.push(...tr.cards);
      for (const x of table.current) played.push(x.card);
    }
    const penalty = new Array<number>(players).fill(0);
    for (let k = 0; k < players; k++) penalty[k] = c.penaltyBefore[k] + c.penaltyAfter[k] + c.lost[k] + c.gained[k];
    return {
      hands: table ? table.hands.slice() : hands.slice(),
      talon: lists.talon.slice(),
      discard: lists.discard.slice(),
      floor: [...lists.floor, ...lists.floorFaceUp],
      otherDeck: lists.otherDeck.slice(),
      lost: lists.lost.slice(),
      played,
      tricksPlayed: table ? table.tricks.length : 0,
      realTricks: c.kind === 'none' ? new Array<number>(players).fill(0) : realTricks(c),
      penalty,
    };
  }

  // ─────────────── the auction ───────────────

  function call(e: Extract<ScenarioEvent, { kind: 'call' }>) {
    const field = `scenario.events[${e.index}].call`;
    const a = auction!;
    const c: Call = e.call === 'pass' ? { kind: 'pass' } : e.call === 'here' ? { kind: 'here' } : { kind: 'bid', contract: e.call };
    if ((ctx().barred >> e.seat) & 1 && c.kind !== 'pass') throw new InputError(`${field}: seat ${e.seat} may not bid after seeing or taking the talon (CODE 3.2.19, 3.2.20, 3.3.16.1); he can only pass`);
    if (c.kind === 'here' || (c.kind === 'bid' && a.highest !== undefined && c.contract > a.highest + 1)) consult('PREF-C2');
    const fault = callFault(a, e.seat, c);
    const hand = a.order.indexOf(e.seat);
    if (hand >= 0 && (a.passed >> hand) & 1) throw new InputError(`${field}: seat ${e.seat} passed earlier in this bidding, and a pass is final (CODE 3.3.10); he makes no further call`);
    if (fault === 'out-of-turn') throw new InputError(`${field}: seat ${e.seat} calls out of turn; a call out of turn (CODE 3.3.18) is not modelled`);
    if (fault) throw new InputError(`${field}: ${contractOrCall(c)} is not a legal call here (${fault}${fault === 'jump' || fault === 'here-not-allowed' ? `; PREF-C2 ${consult('PREF-C2')}` : ''})`);
    auction = applyCall(a, c);
    send({ type: 'CALL', seat: e.seat, call: c.kind, contract: c.kind === 'bid' ? c.contract : -1 });
    closeAuctionIfDone();
  }

  function closeAuctionIfDone() {
    const a = auction!;
    if (a.status !== 'closed') return;
    if (a.result.kind === 'all-pass') {
      send({ type: 'ALL_PASSED' });
      startAllPassTable();
    } else {
      declarer = a.result.declarer;
      bid = a.result.bid;
      send({ type: 'AUCTION_WON', declarer, bid });
    }
  }

  /** PREF-G9 resume-offender-out / 3.2.19 etc.: a seat counts as having passed. */
  function forcePass(seat: number) {
    const a = auction!;
    if (a.status === 'closed') return;
    if (a.toAct === seat) {
      auction = applyCall(a, { kind: 'pass' });
      return closeAuctionIfDone();
    }
    const h = a.order.indexOf(seat);
    const passed = a.passed | (1 << h);
    const active = [0, 1, 2].filter((k) => !(passed & (1 << k)));
    const common = { ...a, passed };
    if (active.length === 0) auction = { ...common, status: 'closed', result: { kind: 'all-pass' } };
    else if (active.length === 1 && a.holder !== undefined && a.order.indexOf(a.holder) === active[0]) {
      auction = { ...common, status: 'closed', result: { kind: 'declarer', declarer: a.holder, bid: a.highest as ContractId } };
    } else auction = { ...common, status: 'open', toAct: a.toAct };
    closeAuctionIfDone();
  }

  function nameContract(e: Extract<ScenarioEvent, { kind: 'contract' }>) {
    const field = `scenario.events[${e.index}]`;
    if (e.seat !== declarer) throw new InputError(`${field}.seat: seat ${declarer} won the bidding and names the contract, not seat ${e.seat}`);
    const hand12 = lists.talon.reduce<CardMask>((m, c) => add(m, c), hands[declarer]);
    if (e.discard.length < 1 || e.discard.length > 3) throw new InputError(`${field}.discard: two cards (one or three for a wrong discard), got ${e.discard.length}`);
    e.discard.forEach((c, k) => {
      if (e.discard.indexOf(c) !== k) throw new InputError(`${field}.discard[${k}]: ${formatCard(c)} appears twice in the discard; a card can be put aside only once`);
      if (!has(hand12, c)) throw new InputError(`${field}.discard[${k}]: ${formatCard(c)} is neither in seat ${declarer}'s hand nor in the talon`);
    });
    let fault = contractFault(bid as ContractId, e.contract);
    if (bid === MISERE) {
      // READING PREF-C3: may the misère winner name a nine or a ten?
      if (consult('PREF-C3') === 'may-name-higher' && levelOf(e.contract) >= 9) fault = undefined;
    }
    if (fault) throw new InputError(`${field}.contract: ${contractCode(e.contract)} after the bid ${contractCode(bid as ContractId)}: ${fault} (an illegal contract, CODE 3.4.4, is not modelled)`);
    hands[declarer] = e.discard.reduce<CardMask>((m, c) => remove(m, c), hand12);
    talonTaken = lists.talon.length;
    discardCount = e.discard.length;
    lists.discard = e.discard.slice();
    lists.talon = [];
    contract = e.contract;
    send({ type: 'CONTRACT', contract, discard: e.discard.length });
    const defenders = defendersOf(order, declarer);
    if (contract === MISERE) {
      // CODE 3.6.6: misère has no whisting; its defence is always played
      send({ type: 'WHIST', outcome: 'played', whisters: [], passers: [...defenders], halfWhister: -1, open: true });
      startGameTable('misere', false);
    } else whistState = startWhist(contract as ContractId, declarer, defenders, sitter >= 0 ? sitter : undefined, whistRulesOf(s.variant));
  }

  function whistCall(e: Extract<ScenarioEvent, { kind: 'whist' }>) {
    const w = whistState!;
    const fault = whistFault(w, e.seat, e.whist);
    if (fault) throw new InputError(`scenario.events[${e.index}].whist: ${e.whist} by seat ${e.seat}: ${fault}`);
    whistState = applyWhistCall(w, e.whist);
    if (whistState.status !== 'closed') return;
    const o = whistState.outcome;
    if (o.kind === 'played') {
      send({ type: 'WHIST', outcome: 'played', whisters: [...o.whisters], passers: [...o.passers], halfWhister: o.formerHalfWhister ?? -1, open: o.defence === 'open' });
      startGameTable('game', o.defence === 'open');
    } else send({ type: 'WHIST', outcome: o.kind, whisters: [], passers: [], halfWhister: o.kind === 'half-whist' ? o.halfWhister : -1, open: false });
  }

  // ─────────────── play ───────────────

  function shortRule() {
    return readings['PREF-G23'] === 'incomplete-void' ? ('incomplete-void' as const) : ('code-fn15' as const);
  }

  /** READING PREF-C20 (peeked: consulted only when a trick needs it, in playCard) */
  function noSuitWinner() {
    return readings['PREF-C20'] === 'highest-rank' ? ('highest-rank' as const) : ('first-hand-suit' as const);
  }

  function startGameTable(kind: 'game' | 'misere', open: boolean) {
    void open;
    table = newTable({ kind, trump: kind === 'game' ? trumpOf(contract as ContractId) : -1, order, sitter, talonLead: 'none', talon: [], shortRule: shortRule(), noSuitWinner: noSuitWinner(), hands: hands.slice(), exposed: exposedCards.slice() });
    startHands = hands.slice();
  }

  function startAllPassTable() {
    const talonUsed = s.variant.allPass.talon === 'used';
    table = newTable({
      kind: 'all-pass',
      trump: -1,
      order,
      sitter,
      talonLead: !talonUsed ? 'none' : players === 4 ? 'leads' : 'names-suit',
      talon: lists.talon.slice(),
      shortRule: shortRule(),
      noSuitWinner: noSuitWinner(),
      hands: hands.slice(),
      exposed: exposedCards.slice(),
    });
    startHands = hands.slice();
  }

  function playCard(e: Extract<ScenarioEvent, { kind: 'play' }>) {
    const field = `scenario.events[${e.index}].play`;
    const st = state();
    if (!table || !(st === 'play' || st === 'replay' || st.startsWith('allPass'))) {
      const o = whistState?.status === 'closed' ? whistState.outcome : undefined;
      if (o && o.kind !== 'played') {
        const why = o.kind === 'half-whist' ? `seat ${o.halfWhister}'s half-whist stood (CODE 3.8.7)` : 'both defenders passed (CODE 3.5.3, 4.2.3.2)';
        throw new InputError(`scenario.events[${e.index}]: no card is played in this deal: ${why}, so the contract counts as made without play`);
      }
      if (table && playOver(table)) throw new InputError(`scenario.events[${e.index}]: play is already over`);
      throw new InputError(`scenario.events[${e.index}]: a card is played only once play has begun (now: ${st})`);
    }
    const t = table;
    if (playOver(t)) throw new InputError(`scenario.events[${e.index}]: play is already over`);
    if (!has(t.hands[e.seat], e.card)) throw new InputError(`${field}: seat ${e.seat} does not hold ${formatCard(e.card)}`);
    const expected = toPlay(t);
    if (e.seat !== expected) {
      if (t.current.length > 0) throw new InputError(`${field}: seat ${e.seat} plays out of turn in the middle of a trick (seat ${expected} is to play); only a lead out of turn is modelled (CODE 3.9.14)`);
      if (!ctx().led) send({ type: 'LED' });
      send({ type: 'IRREGULARITY', kind: 'lead-out-of-turn', seat: e.seat, trick: t.tricks.length, damages: new Array(players).fill(0) });
      if (state() === 'played') return; // CODE 3.9.14.3: the offender takes every remaining trick
      if (t.tricks.length >= 9) {
        t.leader = e.seat; // CODE 3.9.21: no consequence in the last trick; the lead stands
      } else {
        // CODE 3.9.14, 3.9.15: the card stays face up, to be played at the first legal chance
        t.exposed[e.seat] = add(t.exposed[e.seat], e.card);
        return;
      }
    }
    const exposedLegal = t.exposed[e.seat] & legalNow(t, e.seat);
    if (exposedLegal !== 0 && !has(t.exposed[e.seat], e.card)) {
      const must = t.kind !== 'all-pass' || consult('PREF-G36') === 'code-3-9-14-next';
      if (must) throw new InputError(`${field}: seat ${e.seat} must play his exposed card ${cardsOf(exposedLegal).map(formatCard).join(' or ')} at the first legal chance (CODE 3.9.14${t.kind === 'all-pass' ? '; PREF-G36 code-3-9-14-next' : ''})`);
    }
    if (t.kind === 'all-pass' && t.exposed[e.seat] !== 0) consult('PREF-G36');
    if (t.tricks.length === 0 && t.current.length === 0) send({ type: 'LED' });
    const trick = play(t, e.seat, e.card);
    if (trick) {
      if (t.shortTricks > 0) consult('PREF-G23');
      if (trick.noSuit) consult('PREF-C20');
      send({ type: 'TRICK', winner: trick.winner });
    }
    if (playOver(t)) {
      if (shortPlay(t)) consult('PREF-G23');
      send({ type: 'PLAY_COMPLETE' });
    }
  }

  // ─────────────── wrong counts ───────────────

  function whereIs(c: Card): Loc | undefined {
    for (const seat of order) if (has(hands[seat], c)) return 'hand';
    for (const k of ['talon', 'floor', 'floorFaceUp', 'otherDeck', 'lost', 'discard'] as const) if (lists[k].includes(c)) return k;
    return undefined;
  }

  /** Cards a seat holds beyond 10: as dealt, or for the declarer after the talon and his discard. */
  function surplus(seat: number): number {
    if (seat === declarer && contract >= 0) return dealtCounts[seat] + talonTaken - discardCount - 10;
    return dealtCounts[seat] - 10;
  }

  /** The cards that would make the short hands up to 10, in order: `draw` if given, else the floor, a long talon, then the long hands. */
  function cardsToDraw(draw: Card[] | undefined): Card[] {
    if (draw) return draw;
    const need = order.reduce((n, s2) => n + Math.max(0, 10 - dealtCounts[s2]), 0);
    const out: Card[] = [...lists.floor, ...lists.floorFaceUp];
    if (talonCount > 2 && lists.talon.length > 2) out.push(...lists.talon.slice(2));
    for (const seat of order) {
      if (surplus(seat) <= 0) continue;
      const held = table ? table.hands[seat] : hands[seat];
      const own = cardsOf(held).reverse().slice(0, surplus(seat));
      out.push(...own);
    }
    return out.slice(0, Math.max(need, out.length > need ? need : out.length));
  }

  function foundWhere(draw: Card[]): { found: FoundWhere; faceUp: boolean } {
    const short = order.filter((s2) => dealtCounts[s2] < 10);
    if (short.length === 0) return { found: 'none', faceUp: false };
    const c = draw[0];
    const loc = c === undefined ? undefined : whereIs(c);
    if (c === undefined || loc === undefined) {
      if (lists.otherDeck.length > 0) return { found: 'other-deck', faceUp: false };
      return { found: 'not-found', faceUp: false };
    }
    if (loc === 'hand') return { found: 'hand', faceUp: false };
    if (loc === 'talon' || loc === 'discard') return { found: 'talon', faceUp: false };
    if (loc === 'floorFaceUp') return { found: 'floor', faceUp: true };
    if (loc === 'floor') return { found: 'floor', faceUp: false };
    if (loc === 'otherDeck') return { found: 'other-deck', faceUp: false };
    return { found: 'not-found', faceUp: false };
  }

  /** PCR-5.2.1's «фальшренонс»: the first trick where the short hand did not follow the suit the missing card is of. */
  function revokeTrickOf(draw: Card[]): number {
    if (!table) return -1;
    const short = order.filter((s2) => dealtCounts[s2] < 10);
    if (short.length !== 1 || draw.length === 0) return -1;
    const seat = short[0];
    const suit = suitOf(draw[0]);
    for (let k = 0; k < table.tricks.length; k++) {
      const tr = table.tricks[k];
      const led = tr.talonCard >= 0 ? suitOf(tr.talonCard) : suitOf(tr.cards[0]);
      const pos = tr.seats.indexOf(seat);
      if (led === suit && pos >= 0 && suitOf(tr.cards[pos]) !== suit) return k;
    }
    return -1;
  }

  function discover(e: Extract<ScenarioEvent, { kind: 'discover' }>) {
    const draw = cardsToDraw(e.draw);
    const where = foundWhere(draw);
    pendingDiscoveryDraw = draw;
    const before = ctx().trickLog.length;
    send({ type: 'COUNT_DISCOVERED', by: e.by, counts: dealtCounts.slice(), talon: talonCount, found: where.found, faceUp: where.faceUp, revokeTrick: revokeTrickOf(draw) });
    const st = state();
    if (dealEnded(st) || st === 'tenCard') return;
    syncCounts(e.index);
    const c = ctx();
    if (table && c.trickLog.length < before) rewind(table, c.trickLog.length); // PREF-G37 code-3-9-16-2: replay from the revoke
    if (st === 'replay') {
      // PCR-4: the hands made up to ten, the play conducted again, open (PREF-G29)
      if (c.trickLog.length === 0) {
        const t = table;
        if (!t) {
          // the game was never played (e.g. unwhisted): the replay is its first play, from the made-up hands
          startGameTable(contract === MISERE ? 'misere' : 'game', true);
        } else {
          table = newTable({ kind: t.kind, trump: t.trump, order, sitter, talonLead: t.talonLead, talon: t.talon, shortRule: t.shortRule, noSuitWinner: t.noSuitWinner, hands: startHands.slice(), exposed: hands.map(() => 0) });
        }
      }
    }
  }

  /** After a ruling that makes every hand 10 again, the cards move: the short hands get `draw`. */
  function syncCounts(index: number) {
    const c = ctx();
    const wrongNow = order.some((s2) => dealtCounts[s2] !== 10) || talonCount !== 2;
    const restored = order.every((s2) => c.counts[s2] === 10) && c.talon === 2;
    if (!wrongNow || !restored) return;
    transfer(pendingDiscoveryDraw ?? [], index);
  }

  function transfer(draw: Card[], index: number) {
    const field = `scenario.events[${index}].discover.draw`;
    const queue = draw.slice();
    const take = (to: number | 'talon') => {
      const card = queue.shift();
      if (card === undefined) throw new InputError(`${field}: not enough cards to make every hand 10 (give the cards drawn, in order)`);
      const loc = whereIs(card);
      let from = -1;
      if (loc === 'hand') {
        from = order.find((s2) => has(hands[s2], card))!;
        if (surplus(from) <= 0) throw new InputError(`${field}: ${formatCard(card)} is drawn from seat ${from}, who does not hold too many cards`);
        hands[from] = remove(hands[from], card);
        if (table) {
          if (!has(table.hands[from], card)) throw new InputError(`${field}: ${formatCard(card)} has already been played by seat ${from}; draw a card he still holds`);
          table.hands[from] = remove(table.hands[from], card);
        }
        startHands[from] = remove(startHands[from] ?? 0, card);
        if (from === declarer && contract >= 0) talonTaken--;
        else dealtCounts[from]--;
      } else if (loc === 'talon' || loc === 'floor' || loc === 'floorFaceUp' || loc === 'otherDeck' || loc === 'lost' || loc === 'discard') {
        lists[loc] = lists[loc].filter((x) => x !== card);
        if (loc === 'talon') talonCount--;
      } else throw new InputError(`${field}: ${formatCard(card)} cannot be drawn from the ${loc ?? 'nowhere'}`);
      if (to === 'talon') {
        lists.talon.push(card);
        talonCount++;
        return;
      }
      hands[to] = add(hands[to], card);
      if (table) table.hands[to] = add(table.hands[to], card);
      if (startHands.length) startHands[to] = add(startHands[to] ?? 0, card);
      dealtCounts[to]++;
      if (loc === 'floorFaceUp' && ctx().exposed[to] > 0) {
        exposedCards[to] = add(exposedCards[to], card);
        if (table) table.exposed[to] = add(table.exposed[to], card);
      }
    };
    for (const seat of order) while (dealtCounts[seat] < 10) take(seat);
    while (talonCount < 2 && queue.length > 0) take('talon');
    if (order.some((s2) => dealtCounts[s2] !== 10)) throw new InputError(`${field}: after the draw the hands hold ${order.map((s2) => dealtCounts[s2]).join('/')} cards, not 10 each`);
  }

  function choose(e: Extract<ScenarioEvent, { kind: 'choice' }>) {
    const demands = new Array<boolean>(players).fill(false);
    for (const seat of e.redeal) demands[seat] = true;
    const choosers = ctx().choosers;
    for (const seat of e.redeal) if (!choosers.includes(seat)) throw new InputError(`scenario.events[${e.index}].choice.redeal: seat ${seat} may not demand a redeal here (the players who may: ${choosers.join(', ') || 'nobody'})`);
    const after = ctx().auctionAfter;
    const holder = ctx().holder;
    send({ type: 'CHOICE', demands });
    const st = state();
    if (dealEnded(st)) return;
    syncCounts(e.index);
    if (st === 'auction') {
      if (after === 'restart') auction = startAuction(order, auctionRules);
      else if (after === 'resume-offender-out') forcePass(holder);
      // the bidding had already ended (e.g. a nine over misère, fn 41, before the short hand spoke)
      // and the ruling resumes it with the bids standing: its result stands too
      else if (auction && auction.status === 'closed') closeAuctionIfDone();
    }
  }

  // ─────────────── irregularities ───────────────

  function irregularity(e: Extract<ScenarioEvent, { kind: 'irregularity' }>) {
    const field = `scenario.events[${e.index}]`;
    const st = state();
    const trick = table ? table.tricks.length : 0;
    const base = { type: 'IRREGULARITY' as const, kind: e.irregularity, seat: e.seat, trick, damages: e.damages };
    switch (e.irregularity) {
      case 'talon-seen':
      case 'talon-peeked':
        if (st !== 'auction' && st !== 'allPass.beforeLead') throw new InputError(`${field}: the talon can be seen before it is bought: in the bidding or before an all-pass's first lead (now: ${st})`);
        // the machine marks him barred (CODE 3.2.19, 3.3.16.1): call() lets him only pass from now on
        send(base);
        return;
      case 'talon-taken': {
        if (st !== 'auction') throw new InputError(`${field}: the talon taken before it is bought is ruled in the bidding (now: ${st})`);
        if (!e.drawn || e.drawn.length !== lists.talon.length) throw new InputError(`${field}.drawn: the ${lists.talon.length} cards the dealer draws blind from the taker's cards to form the talon (CODE 3.2.20)`);
        const all = lists.talon.reduce<CardMask>((m, c) => add(m, c), hands[e.seat]);
        e.drawn.forEach((c, k) => {
          if (!has(all, c)) throw new InputError(`${field}.drawn[${k}]: ${formatCard(c)} is not among seat ${e.seat}'s cards and the talon`);
        });
        hands[e.seat] = e.drawn.reduce<CardMask>((m, c) => remove(m, c), all);
        lists.talon = e.drawn.slice();
        send(base);
        return;
      }
      case 'talon-exposed': {
        if (st !== 'auction') throw new InputError(`${field}: the talon exposed is ruled in the bidding (now: ${st})`);
        send(base);
        if (state() === 'auction' && auction && auction.status === 'open') {
          // CODE 3.3.16.2: the one player still bidding gets the talon at his last bid
          const a = auction;
          const still = a.order.filter((_, k) => !(a.passed & (1 << k)));
          const taker = still[0];
          const last = ctx().bids[taker];
          auction = { ...a, status: 'closed', result: { kind: 'declarer', declarer: taker, bid: (last >= 0 ? last : LOWEST) as ContractId } };
          closeAuctionIfDone();
        }
        return;
      }
      case 'revoke': {
        if (!table || !(st === 'play' || st === 'replay' || st === 'played' || st.startsWith('allPass'))) throw new InputError(`${field}: a revoke is claimed during or right after play (now: ${st})`);
        const f = [...table.faults].reverse().find((x) => x.seat === e.seat);
        if (!f) throw new InputError(`${field}: seat ${e.seat} has made no revoke to claim`);
        send({ ...base, trick: f.trick });
        // claimed once: it leaves the table's unclaimed faults whether or not play is taken back
        revokeLog.push(revokeOf(f, 'claimed'));
        table.faults = table.faults.filter((x) => x !== f);
        if (ctx().trickLog.length < table.tricks.length) rewind(table, ctx().trickLog.length);
        return;
      }
      case 'revoke-corrected': {
        const t = table;
        const last = t?.current[t.current.length - 1];
        if (!t || !last || last.seat !== e.seat || st === 'played' || !t.faults.some((x) => x.seat === e.seat && x.card === last.card && x.trick === t.tricks.length)) {
          throw new InputError(`${field}: a revoke is corrected in the same trick, right after the wrong card, while play goes on (CODE 3.9.16.1)`);
        }
        t.current.pop();
        for (const x of t.faults) if (x.card === last.card && x.seat === e.seat) revokeLog.push(revokeOf(x, 'corrected'));
        t.faults = t.faults.filter((x) => !(x.card === last.card && x.seat === e.seat));
        t.hands[e.seat] = add(t.hands[e.seat], last.card);
        t.exposed[e.seat] = add(t.exposed[e.seat], last.card);
        send(base);
        return;
      }
      case 'looked-at-trick':
      case 'looked-at-discard':
      case 'out-of-turn-late':
        if (!table || !(st === 'play' || st === 'replay' || st === 'played' || st.startsWith('allPass'))) throw new InputError(`${field}: ${e.irregularity} happens during play (now: ${st})`);
        if (e.irregularity === 'looked-at-discard' && e.seat !== declarer) throw new InputError(`${field}.seat: only the declarer has a discard (CODE 3.4.9)`);
        if (st === 'allPass.beforeLead') throw new InputError(`${field}: ${e.irregularity} before an all-pass's first card: no card has been played and no trick taken`);
        send(base);
        return;
      default:
        throw new InputError(`${field}: ${e.irregularity} cannot be given as an event`);
    }
  }

  // ─────────────── the ruling ───────────────

  function ruling(): PreferansRuling {
    const c = ctx();
    const consulted = [...c.consulted, ...ownConsultations.tags];
    const readingsOut: Record<string, string> = {};
    for (const tag of consulted) {
      const [gap, r] = tag.split('=');
      if (!(gap in readingsOut)) readingsOut[gap] = r;
    }
    // a copy: the session may be asked for its ruling more than once
    const findingsOut = findings.slice();
    if (table && table.faults.length > 0) {
      for (const f of table.faults) findingsOut.push(`seat ${f.seat} played ${formatCard(f.card)} in trick ${f.trick + 1} though able to ${f.kind === 'revoke' ? 'follow suit' : 'trump'} (CODE 3.9.16); no revoke was claimed`);
    }
    const over = engine.done;
    options.onContext?.(c);
    const sheetNow = { players, pool: c.sheet.pool, mountain: c.sheet.mountain, whists: c.sheet.whists };
    return {
      kind: 'ruled',
      ruleset: 'preferans',
      title: s.title,
      variant: s.variant.id,
      players,
      rules: readings['PREF-RULES'],
      outcome: c.outcome,
      dealer: s.dealer,
      declarer: declarer >= 0 ? declarer : null,
      contract: contract >= 0 ? contractCode(contract as ContractId) : null,
      trail: c.trail.slice(),
      readings: readingsOut,
      silences: c.silences.map((x) => ({ ...x, clauses: x.clauses.slice() })),
      findings: findingsOut,
      handSizes,
      talonSize: s.talon.length,
      tricks: c.kind === 'none' ? new Array(players).fill(0) : realTricks(c),
      trickRecord: table ? table.tricks.map(trickRecordOf) : [],
      revokes: [...revokeLog, ...(table ? table.faults.map((f) => revokeOf(f, 'unclaimed')) : [])].sort((a, b) => a.trick - b.trick),
      liable: c.liable >= 0 ? c.liable : null,
      exposed: c.exposed.slice(),
      entries: c.written.map((x) => ({ ...x })),
      sheet: {
        before: { pool: s.sheet.pool.slice(), mountain: s.sheet.mountain.slice(), whists: s.sheet.whists.map((r) => r.slice()), allPassRun: s.sheet.run },
        after: { pool: c.sheet.pool.slice(), mountain: c.sheet.mountain.slice(), whists: c.sheet.whists.map((r) => r.slice()), allPassRun: c.run, dealer: c.dealer, gameOver: over },
      },
      settlement: over ? settle(sheetNow, s.variant).result.slice() : null,
    };
  }
}

function contractOrCall(c: Call): string {
  return c.kind === 'bid' ? contractCode(c.contract) : c.kind;
}

function trickRecordOf(t: PlayedTrick, i: number): TrickRecord {
  return {
    trick: i + 1,
    leader: t.seats[0],
    talon: t.talonCard >= 0 ? formatCard(t.talonCard) : null,
    cards: t.cards.map((card, k) => ({ seat: t.seats[k], card: formatCard(card) })),
    winner: t.winner >= 0 ? t.winner : null,
    ...(t.noSuit ? { noSuit: true as const } : {}),
  };
}

function revokeOf(f: Fault, status: RevokeRecord['status']): RevokeRecord {
  return { seat: f.seat, card: formatCard(f.card), trick: f.trick + 1, kind: f.kind, status };
}
