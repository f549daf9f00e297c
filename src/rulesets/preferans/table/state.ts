/**
 * The Preferans table: the one procedure that takes a deal from chance (the cards as dealt, with
 * any card in the wrong place) and from the players' choices (calls, the contract and discard,
 * whists, plays, claims, redeal choices) to the regulation machine's fact events.
 *
 * `PreferansTable` is the state of one deal at the table — the cards where they lie, the auction,
 * the whisting, the trick table — plus the machine it drives through `DealEngine`
 * (src/core/statechart/engine.ts), which both the XState actor (the judge) and the compiled or
 * generated runtime (the simulator) satisfy. A move is a scenario event
 * (src/rulesets/preferans/scenario.ts): `push` checks it against the table and the machine's state
 * (an InputError naming `scenario.events[i]` when it cannot happen) and sends the facts.
 * The work of each phase lives beside this file: bidding.ts (calls, contract, whists),
 * play.ts (cards), counts.ts (wrong counts, PCR-4/5, CODE-3.2.16–3.2.23), irregularities.ts,
 * views.ts (probe, census, view) and ruling.ts.
 *
 * Readings are applied here or in the machine only, each where it is decided (`READING <gap>`).
 *
 * @public
 */
import { consultLog, type ConsultLog } from '../../../core/judge/consultLog.ts';
import type { Card } from '../../../core/cards/card.ts';
import { type CardMask, count, has } from '../../../core/cards/mask.ts';
import { formatCard } from '../../../core/cards/notation.ts';
import { InputError } from '../../../core/regulation/readings.ts';
import type { Readings } from '../../../core/regulation/types.ts';
import type { DealEngine } from '../../../core/statechart/engine.ts';
import { startAuction, type AuctionRules, type AuctionState } from '../mechanics/auction.ts';
import { handsOf, sitterOf, type Hands, type PlayerCount } from '../mechanics/seats.ts';
import { preferansMachine } from '../machine/definition.ts';
import { initialContext, type PreferansContext } from '../machine/context.ts';
import type { PreferansEvent } from '../machine/events.ts';
import type { PreferansScenario, ScenarioEvent } from '../scenario.ts';
import type { WhistState } from '../mechanics/whist.ts';
import { call, contract, whist } from './bidding.ts';
import { choose, discover } from './counts.ts';
import { irregularity } from './irregularities.ts';
import { fieldOf, playCard } from './play.ts';
import type { RevokeRecord, TableCensus, TableView } from './types.ts';
import type { TableState } from './tricks.ts';
import { newTrickCount, takeCensus, viewOf, type TrickCount } from './views.ts';

/** A deal as the table starts it: the scenario without its events. */
export type TableDeal = Omit<PreferansScenario, 'events'>;

/** Where the cards not in a hand lie (`discard`: the declarer's, once he has named his contract). */
export interface CardLists {
  talon: Card[];
  floor: Card[];
  floorFaceUp: Card[];
  otherDeck: Card[];
  lost: Card[];
  discard: Card[];
}

export interface TableHooks {
  /** after each step: a view of the table (copies every list: tests and builders) */
  readonly onStep?: (view: TableView, event: ScenarioEvent | null) => void;
  /** after each step: the table counted (one object, rewritten before each call) */
  readonly onCensus?: (census: Readonly<TableCensus>) => void;
  /** receives a copy of the machine's initial context and every event sent to it, in order (`--audit`) */
  readonly record?: { start: PreferansContext | null; events: PreferansEvent[] };
}

/** The machine's initial context for a deal (the sheet as the deal starts, the readings, the dealer). */
export function contextOf(s: TableDeal): PreferansContext {
  return initialContext(s.players as PlayerCount, s.variant, s.readings, {
    dealer: s.dealer,
    agreedTalonPair: s.agreedTalonPair,
    sheet: { pool: s.sheet.pool, mountain: s.sheet.mountain, whists: s.sheet.whists, run: s.sheet.run, dealerErrors: s.sheet.dealerErrors, deals: s.sheet.deals },
  });
}

/** READING PREF-C2: who may say «here» and how far a bid may jump (CODE-fn41: a nine over misère ends the auction, the tournament norm; PREF-C3 note). */
export function auctionRulesOf(readings: Readings): AuctionRules {
  const c2 = readings['PREF-C2'];
  return { here: c2 === 'step-senior' ? 'any-senior' : 'first-hand', steps: c2 === 'any-higher' ? 'any-higher' : 'one-step', nineOverMisere: 'auction-ends' };
}

export class PreferansTable {
  readonly players: PlayerCount;
  readonly readings: Readings;
  /** first, second, third hand */
  readonly order: Hands;
  /** the 4-player dealer, -1 with 3 players */
  readonly sitter: number;
  readonly auctionRules: AuctionRules;
  /** the readings the table consults itself (the machine keeps its own list) */
  readonly consultations: ConsultLog;
  readonly findings: string[] = [];
  /** revokes claimed or corrected (the trick table keeps only the unclaimed ones) */
  readonly revokeLog: RevokeRecord[] = [];

  // ── the cards ──
  readonly hands: CardMask[];
  readonly lists: CardLists;
  /** cards each seat holds as dealt (corrections included); the declarer's before he takes the talon */
  readonly dealtCounts: number[];
  talonCount: number;
  readonly exposedCards: CardMask[];
  readonly handSizes: number[];
  /** talon cards the declarer took into his hand, and how many he put aside */
  talonTaken = 0;
  discardCount = 0;
  /** the cards a discovery draws to make the hands up (set by the discovery, used once the ruling restores the counts) */
  pendingDiscoveryDraw: Card[] | undefined;

  // ── the bidding, the whisting, the play ──
  auction: AuctionState | undefined;
  whistState: WhistState | undefined;
  trickTable: TableState | undefined;
  /** the hands as play began (a replay starts from them, PCR-4) */
  startHands: CardMask[] = [];
  /** a game's first card was led out of turn and the correct first lead is still to come (PREF-C28) */
  outOfTurnOpening = false;
  declarer = -1;
  bid = -1;
  contract = -1;

  // ── where the deal stands ──
  /** DEALT has been sent */
  started = false;
  /** a D0 misdeal ended the deal: later moves are not looked at */
  ended = false;
  pushed = 0;

  readonly engine: DealEngine<PreferansContext, PreferansEvent>;
  /** `--audit`: every event sent is also recorded */
  private readonly record: TableHooks['record'];
  private readonly onStep: TableHooks['onStep'];
  private readonly onCensus: TableHooks['onCensus'];
  readonly census: TableCensus = { cards: 0, places: 0, tricksPlayed: 0, realTricks: 0 };
  /** the census's count of the completed tricks, carried from step to step */
  readonly censusTricks: TrickCount = newTrickCount();

  /**
   * `engineFor` receives the deal's initial context and returns the machine to drive, started on
   * it (a new XState actor, or a compiled runtime reset to it).
   */
  constructor(
    readonly deal: TableDeal,
    engineFor: (context: PreferansContext) => DealEngine<PreferansContext, PreferansEvent>,
    hooks: TableHooks = {},
  ) {
    const s = deal;
    this.players = s.players as PlayerCount;
    this.readings = s.readings;
    this.order = handsOf(s.dealer, this.players);
    this.sitter = sitterOf(s.dealer, this.players) ?? -1;
    this.auctionRules = auctionRulesOf(s.readings);
    this.consultations = consultLog(s.readings);
    this.hands = s.hands.slice();
    this.lists = { talon: s.talon.slice(), floor: s.floor.slice(), floorFaceUp: s.floorFaceUp.slice(), otherDeck: s.otherDeck.slice(), lost: s.lost.slice(), discard: [] };
    this.dealtCounts = this.hands.map(count);
    this.talonCount = this.lists.talon.length;
    this.exposedCards = this.hands.map(() => 0);
    this.handSizes = this.dealtCounts.slice();
    const ctx0 = contextOf(s);
    const record = hooks.record;
    const start = record ? preferansMachine.cloneContext(ctx0) : null;
    const engine = engineFor(ctx0);
    this.engine = engine;
    if (record) record.start = start;
    this.record = record;
    this.onStep = hooks.onStep;
    this.onCensus = hooks.onCensus;
  }

  /** Sends the machine a fact event (a method, not a closure made per table: a table is made for every simulated deal). */
  send(e: PreferansEvent): void {
    if (this.record) this.record.events.push(structuredClone(e));
    this.engine.send(e);
  }

  /** the machine's context (re-read after every send: the XState engine's is a new object each time) */
  get ctx(): PreferansContext {
    return this.engine.context;
  }

  /** the machine's state path */
  get state(): string {
    return this.engine.path;
  }

  /** the deal has ended: its result is written (the machine back between deals) or the game is over */
  isEnded(st: string): boolean {
    return st === 'over' || (st === 'awaitingDeal' && this.ctx.lastDealWritten);
  }

  get dealEnded(): boolean {
    return this.isEnded(this.state);
  }

  /** `gap`'s reading, recorded as consulted by the table */
  consult(gap: string): string {
    return this.consultations.consult(gap);
  }

  /** The cards go out: DEALT with the counts as dealt, and the bidding opens. */
  start(): void {
    this.started = true;
    this.send({ type: 'DEALT', counts: this.dealtCounts.slice(), talon: this.talonCount });
    this.auction = startAuction(this.order, this.auctionRules);
    this.stepped(null);
  }

  /** Makes a move (a scenario event: its `index` names it in an InputError). */
  push(e: ScenarioEvent): void {
    if (this.ended) throw new InputError(`scenario.events[${e.index}]: comes after the deal has ended on the misdeal (outcome: ${this.ctx.outcome}); nothing more happens in this deal`);
    if (!this.started) {
      if (this.pushed === 0 && e.kind === 'misdeal') {
        // D0: a misdeal claimed while the cards are going out, before DEALT
        this.pushed++;
        if (e.card !== undefined) this.findings.push(`the card turned up while dealing: ${formatCard(e.card)}, ${cardOwner(this, e.card)} (CODE 3.2.12)`);
        this.send({ type: 'MISDEAL', kind: e.misdeal, pair: e.pair });
        if (this.state !== 'awaitingDeal' || this.dealEnded) this.ended = true;
        return;
      }
      this.start();
    }
    this.pushed++;
    const st = this.state;
    if (this.isEnded(st)) {
      if (e.kind === 'discover') {
        discover(this, e);
        return;
      }
      throw new InputError(`${fieldOf(e)}: comes after the deal has ended (outcome: ${this.ctx.outcome}); only a late discovery may follow`);
    }
    switch (e.kind) {
      case 'misdeal':
        throw new InputError(`${fieldOf(e)}: a misdeal can only be the first event (D0: while the cards are going out)`);
      case 'call':
        if (st !== 'auction') throw new InputError(`${fieldOf(e)}: a call outside the bidding (now: ${st})`);
        call(this, e);
        break;
      case 'contract':
        if (st !== 'talon') throw new InputError(`${fieldOf(e)}: a contract is named once the bidding is won (now: ${st})`);
        contract(this, e);
        break;
      case 'whist':
        if (st !== 'whisting' || !this.whistState) throw new InputError(`${fieldOf(e)}: a whist decision outside the whisting (now: ${st})`);
        whist(this, e);
        break;
      case 'play':
        playCard(this, e);
        break;
      case 'discover':
        if (st === 'whisting') throw new InputError(`${fieldOf(e)}: a discovery during the whist decisions is not modelled; give it before the contract or after the whisting`);
        if (st === 'tenCard') throw new InputError(`${fieldOf(e)}: the 10-card players' choice is pending: give {"choice": {"redeal": [...]}} first`);
        discover(this, e);
        break;
      case 'choice':
        if (st !== 'tenCard') throw new InputError(`${fieldOf(e)}: no redeal choice is open here (now: ${st})`);
        choose(this, e);
        break;
      case 'irregularity':
        irregularity(this, e);
        break;
      case 'score':
        if (st !== 'played') throw new InputError(`${fieldOf(e)}: the result is written once play is over (now: ${st})`);
        this.send({ type: 'SCORE' });
        break;
    }
    this.stepped(e);
  }

  /** The moves are over: the result is written (SCORE once play is over). Throws when the deal is not over. */
  finish(): void {
    if (this.ended) return;
    if (!this.started) this.start();
    if (this.state === 'played') this.send({ type: 'SCORE' });
    const end = this.state;
    if (!this.isEnded(end)) {
      throw new InputError(`scenario.events: the scenario ends before the deal is over (still in ${end}); give every call, play and choice, or the ruling that stops the deal`);
    }
  }

  private stepped(e: ScenarioEvent | null): void {
    if (this.onStep) this.onStep(viewOf(this), e);
    if (this.onCensus) this.onCensus(takeCensus(this));
  }
}

/** Whose the card is as dealt: a seat's hand or the talon (a version-2 misdeal names a dealt card). */
function cardOwner(t: PreferansTable, card: Card): string {
  const seat = t.hands.findIndex((h) => has(h, card));
  return seat >= 0 ? `dealt to seat ${seat}` : 'dealt to the talon';
}
