/**
 * THE Debertz table: the one procedure that takes a deal from chance (the cards dealt, the turned
 * card, a stopped dealing) and from the players' choices (bids, the trump-seven swap, plays,
 * irregularities) to the regulation machine's fact events — DEALT, ORDERED / ALL_PASSED, MELDS at
 * the first lead, TRICK, IRREGULARITY with the unplayed points, PLAY_COMPLETE with the passed
 * combination points — and consults the readings it applies (./rules.ts) where they part.
 *
 * The simulator runs it on the compiled runtime with its policies and irregularity schedule
 * (src/rulesets/debertz/sim/driver.ts, sim/deckAndPolicies.ts); the judge runs it on a real
 * XState actor with a scripted policy that answers from the scenario
 * (src/rulesets/debertz/judge/judge.ts). Both therefore feed the machine the same events from
 * the same cards and choices by construction (test/sim/judgeAgreement.test.ts stays as a guard).
 *
 * Hot-loop discipline (it is the simulator's inner loop): one table per driver, reset per deal;
 * cards are integers, hands 32-bit masks; one event object (every event type's fields) is mutated
 * and sent for every event; the bidding state, the trick tracker, the combination table and the
 * policy views are reused. On the XState engine each event is sent as a fresh object of its own
 * type (the actor's inspection may keep it).
 *
 * @internal
 */
import { type Card, suitOf } from '../../../core/cards/card.ts';
import { formatCard } from '../../../core/cards/notation.ts';
import type { Readings } from '../../../core/regulation/types.ts';
import type { DealEngine } from '../../../core/statechart/engine.ts';
import { bidError, passInPlace, startBiddingInPlace, type Bid, type MutableBiddingState } from '../mechanics/bidding.ts';
import { specialHandSizes } from '../mechanics/deal.ts';
import type { Format } from '../mechanics/format.ts';
import { MeldTable } from '../mechanics/melds.ts';
import { legalPlaysTracked, type PlayMasks } from '../mechanics/play.ts';
import { isTrumpSeven } from '../mechanics/points.ts';
import { TrickTracker } from '../mechanics/trick.ts';
import type { DebertzContext } from '../machine/context.ts';
import type { DebertzEvent, IrregularityKind } from '../machine/events.ts';
import { PASS, PLAY, type BidView, type PlayView } from '../policies/types.ts';
import { G, tableRules, type DebertzTableRules } from './rules.ts';
import { firstTaker, rankingParts } from './sequenceRanking.ts';
import { eventOf, type AnyEvent } from './events.ts';
import { ACT_IRREGULARITY, ACT_NONE, ACT_SWAP, DEALING_OFFENCE, DEALING_REFEREE_EXPOSED, SPECIAL_OFF_SIZE, SPECIAL_PARTIAL, SPECIAL_UNEQUAL, type CardObserver, type DealChance, type TableChoices, type TableLog } from './types.ts';

/** The machine's top-level states, in the order of `DealEngine.top` (pass them to `createEngine`). */
export const DEBERTZ_TOP_STATES = ['awaitingDeal', 'bidding', 'play', 'over'] as const;
const TOP_PLAY = 2;

const NUM_CARDS = 32;
const BID_PASS: Bid = { kind: 'pass' };
const BID_PLAY: Bid = { kind: 'play' };
const BID_SUIT: readonly Bid[] = [0, 1, 2, 3].map((suit) => ({ kind: 'suit', suit }) as Bid);

const bitOf = (c: Card): number => (1 << c) >>> 0;

/** An array of `n` copies of `value` built by pushing: a packed array, whose reads need no hole check. */
function packed<T>(n: number, value: T): T[] {
  const a: T[] = [];
  for (let i = 0; i < n; i++) a.push(value);
  return a;
}

export class DebertzTable {
  readonly P: number;
  readonly rules: DebertzTableRules;
  /** seat → side, seat → partner (2x2) or -1 */
  readonly sideOf: Int8Array;
  readonly partnerOf: Int8Array;
  /** the special deal's findings under the readings (SPECIAL_…; the same for every special deal of a run) */
  readonly specialFindings: readonly number[];
  /** cards a special deal deals, and plays at most (all of them, or under DEB-G42 stop-when-declarer-out the shortest hand's count per seat) */
  readonly specialCards: number;
  readonly specialPlayed: number;

  // ── the deal (reset by `run`); chance and the owner read and write the card fields ──
  readonly hands: number[];
  turned = -1;
  /** cards on the table outside the tricks (the turned card, a swapped seven), the stock: for card conservation */
  tableCards = 0;
  stock = 0;
  /** every card played so far (the current trick included) */
  played = 0;
  dealer = 0;
  special = false;
  declarer = -1;
  trump = -1;
  /** 1 or 2: the round the game was ordered in; 0 without an order */
  orderedRound = 0;
  allPassed = false;
  /** bids made (the bidding turn); cards played (the play turn) */
  bids = 0;
  cardsPlayed = 0;
  /** the trick tracker plays the cards out of `hands` in place; `inPlay`: this deal reached the play */
  readonly tracker: TrickTracker;
  inPlay = false;
  meldsSent = false;
  completedPlay = false;
  lastBonus = false;
  takenPoints = 0;
  readonly tricksWon: number[];
  readonly tookTrick: boolean[];
  /** the trump of the previous deal that had one (DEB-G4 previous-trump); the owner keeps it */
  previousTrump = -1;
  /** the holder of the trump seven who may swap it now (DEB-G33), asked with the first play action only; else -1 */
  swapOffer = -1;

  // ── the views and the answer (reused) ──
  readonly bidState: MutableBiddingState = { round: 1, toAct: 0, spoken: 0 };
  readonly bidView: BidView;
  readonly masks: PlayMasks = { legal: 0, loose: 0 };
  readonly playView: PlayView;
  actSeat = 0;
  actBid = 0;
  actCard = 0;
  actIrregularity: IrregularityKind = 'signal';

  /** when set, every event sent is also appended here (fresh objects; the simulator's audit) */
  audit: DebertzEvent[] | null = null;
  /** the judge's card-by-card record; null in the simulator */
  observer: CardObserver | null = null;

  private readonly ev: AnyEvent;
  private readonly fresh: boolean;
  private readonly melds: MeldTable;
  /** DEB-G50 only: the same analysis under the other reading, made when the two may part */
  private meldsOther: MeldTable | null = null;
  /** DEB-G50: the other reading ranks the sides otherwise with the same scorer — it parts only if the combinations pass on (DEB-G30) to another side */
  private rankingOrderParts = false;
  private readonly meldCredited: number[];
  private readonly meldDeclared: number[];
  private readonly allSides: boolean[];
  private declSide = -1;

  constructor(
    readonly format: Format,
    readings: Readings,
    readonly engine: DealEngine<DebertzContext, DebertzEvent>,
    private readonly log: TableLog,
  ) {
    const P = format.players;
    this.P = P;
    this.rules = tableRules(format, readings);
    this.fresh = engine.kind === 'xstate';
    this.sideOf = Int8Array.from(format.sideOf);
    this.partnerOf = Int8Array.from({ length: P }, (_, s) => (format.id === '2x2' ? (s + 2) % 4 : -1));
    const sizes = specialHandSizes(format, 0, this.rules.special);
    this.specialCards = sizes.reduce((a, b) => a + b, 0);
    this.specialPlayed = this.rules.stopAtFirstEmpty ? Math.min(...sizes) * P : this.specialCards;
    const findings: number[] = [];
    if (new Set(sizes).size > 1) findings.push(SPECIAL_UNEQUAL);
    else if (sizes[0] !== format.handSize) findings.push(SPECIAL_OFF_SIZE);
    if (this.specialCards < NUM_CARDS && P === 4) findings.push(SPECIAL_PARTIAL);
    this.specialFindings = findings;

    this.hands = packed(P, 0);
    this.tracker = new TrickTracker(format, this.hands, 0, 0, this.rules.stopAtFirstEmpty); // DEB-G42
    this.melds = new MeldTable(format);
    this.meldDeclared = packed(P, 0);
    this.meldCredited = packed(P, 0);
    this.tricksWon = packed(P, 0);
    this.tookTrick = packed(format.sides, false);
    this.allSides = packed(format.sides, true);
    this.ev = { type: 'DEALT', declarer: 0, declared: packed(P, 0), debercSeat: -1, winner: 0, points: 0, kind: 'signal', seat: 0, unplayed: 0, passed: packed(P, 0) };
    this.bidView = { players: P, sides: format.sides, seat: 0, dealer: 0, round: 1, hand: 0, turned: 0, mustOrder: false, turnedTo: -1, handSize: format.handSize, maySwapSeven: false, hundred: this.rules.hundred };
    this.playView = { players: P, seat: 0, partner: -1, trump: 0, declaring: false, hand: 0, trick: this.tracker, played: 0 };
  }

  /** Card points not yet played (hands and the trick on the table) plus the last-trick 10; 0 before the play. */
  unplayedPoints(): number {
    return this.inPlay ? this.tracker.unplayedPoints() : 0;
  }

  /** The reused play view of `seat`. */
  viewOf(seat: number): PlayView {
    const v = this.playView;
    v.seat = seat;
    v.partner = this.partnerOf[seat];
    v.trump = this.trump;
    v.declaring = this.sideOf[seat] === this.declSide;
    v.hand = this.hands[seat];
    v.played = this.played;
    return v;
  }

  // ──────────────────────────────── one deal ────────────────────────────────

  /** Plays the deal the machine awaits, from `chance` and `choices`, to its end (or to where the script stops). */
  run(chance: DealChance, choices: TableChoices): void {
    const ctx = this.engine.context;
    const P = this.P;
    this.dealer = ctx.dealer;
    this.special = ctx.specialPending;
    // loops, not Array.prototype.fill: a builtin call per array costs more than a few stores
    const hands = this.hands;
    const tricksWon = this.tricksWon;
    for (let s = 0; s < P; s++) hands[s] = tricksWon[s] = 0;
    const tookTrick = this.tookTrick;
    for (let s = 0; s < tookTrick.length; s++) tookTrick[s] = false;
    this.played = this.tableCards = this.stock = 0;
    this.inPlay = this.allPassed = false;
    this.declarer = this.trump = this.turned = this.swapOffer = this.declSide = -1;
    this.orderedRound = this.bids = this.cardsPlayed = this.takenPoints = 0;
    this.meldsSent = this.completedPlay = this.lastBonus = this.rankingOrderParts = false;

    const stopped = chance.interrupted(this);
    if (stopped === DEALING_REFEREE_EXPOSED) {
      // DEB-6.3: the referee exposes a card while dealing; nothing dealt counts
      this.send('DEALER_EXPOSED_CARD');
      return;
    }
    if (stopped === DEALING_OFFENCE) {
      // DEB-6.2.1.8.b / .d committed while the cards are being dealt: the deal stops before DEALT
      this.sendIrregularity(this.actIrregularity, this.actSeat);
      return;
    }
    this.send('DEALT');
    if (this.special) this.dealSpecial(chance);
    else this.bidding(chance, choices);
    if (this.engine.top === TOP_PLAY) this.playOut(choices);
  }

  private send(type: DebertzEvent['type']): void {
    const e = this.ev;
    e.type = type;
    if (this.audit !== null) this.audit.push(eventOf(e));
    this.engine.send(this.fresh ? eventOf(e) : (e as unknown as DebertzEvent));
  }

  private sendIrregularity(kind: IrregularityKind, seat: number): void {
    const e = this.ev;
    e.kind = kind;
    e.seat = seat;
    e.unplayed = this.unplayedPoints();
    this.send('IRREGULARITY');
  }

  /** DEB-6.2.2.2: the special deal after a tie; the declarer is the tied deal's, no bidding. */
  private dealSpecial(chance: DealChance): void {
    this.declarer = this.engine.context.potDeclarer;
    chance.dealSpecial(this, this.declarer);
    // READING DEB-G4: the shown card's suit, or the trump of the tied deal
    this.trump = this.rules.specialPreviousTrump ? this.previousTrump : suitOf(this.turned);
  }

  /** The order bidding (the game's own rules, no clause of section 6): two rounds over the turned card; the order completes the hands. */
  private bidding(chance: DealChance, choices: TableChoices): void {
    const { format, P, dealer, rules } = this;
    chance.dealFirst(this);
    const turned = this.turned;
    const turnedSuit = suitOf(turned);
    this.tableCards = bitOf(turned);
    const state = this.bidState;
    startBiddingInPlace(state, format, dealer);
    const v = this.bidView;
    for (;;) {
      const toAct = state.toAct;
      v.seat = toAct;
      v.dealer = dealer;
      v.round = state.round;
      v.hand = this.hands[toAct];
      v.turned = turned;
      // READING DEB-G35: the dealer must order in round 2
      v.mustOrder = rules.mustOrder && state.round === 2 && toAct === dealer;
      // READING DEB-G34: who takes the turned card when this seat orders in round 1 (4 players)
      v.turnedTo = P === 4 ? (rules.turnedTo === 'dealer' ? dealer : toAct) : -1;
      // READING DEB-G33: the swap of the trump seven is open to someone (1x1, 1x2)
      v.maySwapSeven = P < 4 && rules.swap !== 'off';
      const a = choices.bid(this);
      if (a === ACT_NONE) break;
      if (a === ACT_IRREGULARITY) {
        this.sendIrregularity(this.actIrregularity, this.actSeat);
        break;
      }
      this.bids++;
      const seat = this.actSeat;
      const b = this.actBid;
      if (seat !== toAct) {
        // DEB-6.2.1.8.a: a bid or a pass out of turn
        choices.breach();
        this.sendIrregularity('outOfTurn', seat);
        break;
      }
      const bid = b === PASS ? BID_PASS : b === PLAY ? BID_PLAY : BID_SUIT[b];
      if (state.round === 2 && b === PASS && toAct === dealer) this.log.consult(G.G35);
      const err = bidError(state, bid, turnedSuit, dealer, rules.mustOrder);
      if (err !== undefined) choices.illegal(err, '.bid');
      if (b === PASS) {
        if (passInPlace(state, format)) continue;
        this.allPassed = true;
        this.send('ALL_PASSED');
        break;
      }
      // an order: "play" names the turned suit in round 1, a suit is round 2
      this.declarer = seat;
      this.trump = b === PLAY ? turnedSuit : b;
      this.orderedRound = b === PLAY ? 1 : 2;
      this.ev.declarer = seat;
      this.send('ORDERED');
      if (this.engine.top !== TOP_PLAY) break;
      if (P === 4) {
        this.log.consult(G.G34);
        // READING DEB-G34: in 4-player formats the turned card goes to the declarer or the dealer
        chance.complete(this, seat, rules.turnedTo === 'dealer' ? dealer : seat);
        this.tableCards = 0;
      } else chance.complete(this, seat, -1);
      return;
    }
    // no order: the hands were never completed and the turned card still lies face up
    chance.notCompleted(this);
  }

  // ──────────────────────────────── the play ────────────────────────────────

  private playOut(choices: TableChoices): void {
    const { P, rules, tracker, hands, masks } = this;
    this.log.consult(G.G37);
    // READING DEB-G37: the eldest hand or the declarer leads
    const leader = rules.declarerLeads ? this.declarer : (this.dealer + 1) % P;
    this.declSide = this.declarer >= 0 ? this.sideOf[this.declarer] : -1;
    tracker.reset(this.trump, leader);
    this.inPlay = true;
    // the trump-seven swap (no clause, DEB-G33): 1x1 and 1x2, ordered in round 1 (the turned suit), before the first lead
    let swapOpen = P < 4 && !this.special && this.orderedRound === 1;
    if (swapOpen && rules.swap !== 'off') {
      const seven = this.trump * 8;
      let holder = -1;
      for (let s = 0; s < P; s++) if (hands[s] & bitOf(seven)) holder = s;
      // READING DEB-G33: any holder may swap, or the declarer only
      if (holder >= 0 && (rules.swap === 'any-player' || holder === this.declarer)) this.swapOffer = holder;
    }
    const twoByTwo = this.format.id === '2x2';

    while (this.engine.top === TOP_PLAY) {
      const toAct = tracker.toAct;
      const hand = hands[toAct];
      if (hand === 0) throw new Error(`Debertz table: seat ${toAct} is to play with an empty hand (#table-play-1)`);
      legalPlaysTracked(hand, tracker, this.trump, rules.play, this.partnerOf[toAct], masks);
      this.viewOf(toAct);
      const a = choices.play(this);
      this.swapOffer = -1; // offered with the first action only
      if (a === ACT_NONE) return;
      if (a === ACT_IRREGULARITY) {
        this.sendIrregularity(this.actIrregularity, this.actSeat);
        continue;
      }
      const seat = this.actSeat;
      if (a === ACT_SWAP) {
        this.log.consult(G.G33);
        const seven = (this.trump << 3) as Card;
        // READING DEB-G33: who may swap, and only while the swap is open
        if (!swapOpen || rules.swap === 'off' || (rules.swap === 'declarer-only' && seat !== this.declarer)) {
          choices.illegal(`the trump-seven swap is not allowed here (DEB-G33 ${rules.swap}; only before the first lead, in 1x1/1x2, when the turned suit is trump)`, '');
        }
        if (!(hands[seat] & bitOf(seven)) || !isTrumpSeven(seven, this.trump)) choices.illegal(`seat ${seat} does not hold the trump seven`, '');
        hands[seat] = ((hands[seat] & ~bitOf(seven)) | bitOf(this.turned)) >>> 0;
        this.tableCards = bitOf(seven);
        swapOpen = false;
        continue;
      }
      const card = this.actCard;
      if (!this.meldsSent) {
        swapOpen = false;
        if (!this.sendMelds(choices, seat !== toAct)) return; // a deberc ended the party: the card is never played
      }
      if (!(hands[seat] & bitOf(card))) choices.illegal(`seat ${seat} does not hold ${formatCard(card)}`, '.play');
      if (seat !== toAct) {
        // DEB-6.2.1.8.a: a card played out of turn
        choices.breach();
        this.sendIrregularity('outOfTurn', seat);
        return;
      }
      const legal = masks.legal;
      const loose = masks.loose;
      const bit = bitOf(card);
      // a card outside the legal plays: it follows suit and ruffs but fails the beating obligation (DEB-6.2.1.8.c), or it does not (a revoke)
      const breach: IrregularityKind | null = legal & bit ? null : loose & bit ? 'failedFirstTrumpBeat' : 'revoke';
      // READING DEB-G25 (and DEB-G26 in 2x2) decided the legal plays: consulted where it constrained them
      if (legal !== loose || breach === 'failedFirstTrumpBeat') {
        this.log.consult(G.G25);
        if (twoByTwo) this.log.consult(G.G26);
      }
      if (breach !== null) {
        choices.breach();
        this.sendIrregularity(breach, seat);
        if (this.engine.top !== TOP_PLAY) return;
      }
      this.playCard(seat, card); // DEB-G27 no-clause: a revoke that stands is played on
    }
  }

  /**
   * MELDS at the first lead (DEB-G29 at-first-lead); false when it ended the deal (a deberc).
   * `outOfTurn`: the first card is led out of turn (DEB-6.2.1.8.a), ruled after the combinations.
   */
  private sendMelds(choices: TableChoices, outOfTurn: boolean): boolean {
    const P = this.P;
    // v2 declarations (the judge): only the declared combinations count; otherwise all held are declared
    const d = choices.declared?.(this) ?? null;
    // with declarations stated, a deberc in a hand may go undeclared (DEB-G46); read off the hands
    // before the declared analysis, which may reuse the same result object
    const { hundred, longerSequenceFirst, bellaApart } = this.rules;
    const heldDeberc = d === null ? -1 : this.melds.analyse(this.hands, this.trump, (this.dealer + 1) % P, hundred, longerSequenceFirst).deberc;
    const sequences = d === null ? this.hands : d.sequences;
    const bella = d === null ? null : d.bella;
    const a = this.melds.analyse(sequences, this.trump, (this.dealer + 1) % P, hundred, longerSequenceFirst, bellaApart, bella); // READING DEB-G53
    // READING DEB-G39 decides the value of a sequence of five or more (consulted only when one exists)
    for (let s = 0; s < P; s++) {
      if (a.bestValue(s) >= 50) {
        this.log.consult(G.G39);
        break;
      }
    }
    a.points(this.allSides, false, this.ev.declared, this.meldCredited, this.rules.noSequencesOnTie, this.rules.sequencesPerPlayer); // READING DEB-G51, DEB-G52
    let debercSeat = a.deberc;
    if (debercSeat < 0 && heldDeberc >= 0) {
      // READING DEB-G46: a deberc held but not declared ends the party only under `held`
      this.log.consult(G.G46);
      if (this.rules.undeclaredDebercCounts) debercSeat = heldDeberc;
    }
    if (debercSeat >= 0 && outOfTurn) {
      // READING DEB-G49: a deberc held when the first card is led out of turn ends the party
      // before the card is ruled (deberc-at-lead), or yields to the breach (breach-first): the
      // combinations are declared without it and the out-of-turn card is then ruled as any other
      this.log.consult(G.G49);
      if (this.rules.breachBeforeDeberc) debercSeat = -1;
    }
    // READING DEB-G50: consulted here where another side scores the sequences; where only the order
    // differs, at the end of play if the combinations pass on (sendComplete)
    const parts = debercSeat < 0 ? rankingParts(this.melds, (this.meldsOther ??= new MeldTable(this.format)), sequences, bella, this.trump, (this.dealer + 1) % P, this.rules) : null;
    if (parts === 'scorer') this.log.consult(G.G50);
    // READING DEB-G51: two sides' best sequences rank equal: the earlier scores, or neither
    if (debercSeat < 0 && a.tiedAtTop) this.log.consult(G.G51);
    // READING DEB-G52 (2x2): both partners of the scoring team hold a sequence: the team's, or only the best one's
    const scoring = a.scorerUnder(this.rules.noSequencesOnTie);
    if (debercSeat < 0 && scoring >= 0 && a.partnersBothHold(scoring)) this.log.consult(G.G52);
    // READING DEB-G53: a bella holder's sequences differ as its king and queen count inside a trump sequence or not
    if (debercSeat < 0 && a.bellaParts !== 0) this.log.consult(G.G53);
    this.rankingOrderParts = parts === 'order';
    this.ev.debercSeat = debercSeat;
    this.meldsSent = true;
    this.send('MELDS');
    return this.engine.top === TOP_PLAY;
  }

  private playCard(seat: number, card: Card): void {
    this.played = (this.played | bitOf(card)) >>> 0;
    this.cardsPlayed++;
    const tracker = this.tracker;
    const winner = tracker.playCard(seat, card);
    // DEB-G42: the trick left a seat without cards while others hold some (where the readings part)
    if (winner >= 0 && tracker.unequalEnd) this.log.consult(G.G42);
    if (this.observer !== null) this.observer.card(this, seat, card, winner);
    if (winner < 0) return;
    const points = tracker.trickPoints;
    const last = tracker.lastTrick;
    this.tookTrick[this.sideOf[winner]] = true;
    this.tricksWon[winner]++;
    this.takenPoints += points;
    if (last) this.lastBonus = true;
    this.ev.winner = winner;
    this.ev.points = points;
    this.send('TRICK');
    if (last) this.sendComplete();
  }

  /** PLAY_COMPLETE with the combination points passed on (6.2.3.2). */
  private sendComplete(): void {
    const P = this.P;
    const passed = this.ev.passed;
    const a = this.melds;
    const scorer = a.scorerUnder(this.rules.noSequencesOnTie); // READING DEB-G51 (consulted at the first lead)
    let passToNext = false;
    if (scorer >= 0 && !this.tookTrick[scorer]) {
      this.log.consult(G.G30);
      // READING DEB-G30: the scoring side took no trick: its combinations pass to the next side, or lapse
      passToNext = this.rules.passToNext;
      // READING DEB-G50 (the order only): the combinations pass to another side under the other ranking
      if (passToNext && this.rankingOrderParts && firstTaker(a, this.tookTrick) !== firstTaker(this.meldsOther!, this.tookTrick)) this.log.consult(G.G50);
    }
    const declared = this.meldDeclared;
    const credited = this.meldCredited;
    // READING DEB-G52: the sequences pass to another team whose partners both hold one
    if (passToNext) {
      const taker = firstTaker(a, this.tookTrick);
      if (taker >= 0 && a.partnersBothHold(taker)) this.log.consult(G.G52);
    }
    a.points(this.tookTrick, passToNext, declared, credited, this.rules.noSequencesOnTie, this.rules.sequencesPerPlayer);
    for (let s = 0; s < P; s++) passed[s] = credited[s] - (this.tookTrick[this.sideOf[s]] ? declared[s] : 0);
    this.completedPlay = true;
    this.send('PLAY_COMPLETE');
  }
}
