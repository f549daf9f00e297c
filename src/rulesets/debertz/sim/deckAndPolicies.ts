/**
 * The simulator's side of the Debertz table's questions (../table/types.ts): `DealChance` deals
 * from the deal's shuffled deck, `TableChoices` asks the bidding and play policies and, on the
 * turns the deal's irregularity schedule picked, makes a player offend instead. Everything here
 * is drawn from the deal's random streams, so a deal's cards and choices depend on (master
 * seed, format, party, deal) only. The party loop, the tally and the audit are the driver's
 * (./driver.ts); it seeds this side at the start of every deal (`beginDeal`).
 *
 * Hot-loop discipline, as in the driver: the deck, the random streams and the schedule's windows
 * are built once and reused from deal to deal; a normal deal is dealt in place into the table's
 * hands; an answer is written into the table's `act…` fields, not into an object.
 *
 * @internal
 */
import { type Card, NUM_CARDS, suitOf } from '../../../core/cards/card.ts';
import { shuffledDeck } from '../../../core/cards/deck.ts';
import { completeNormalInto, dealFirstSix, dealFirstSixInto, dealSpecial } from '../mechanics/deal.ts';
import type { Format } from '../mechanics/format.ts';
import type { Readings } from '../../../core/regulation/types.ts';
import type { FormatAccumulator } from '../../../core/report/tallyAccumulator.ts';
import type { IrregularityKind } from '../machine/events.ts';
import { Stream, streamOf } from '../../../core/sim/ids.ts';
import { IrregularitySchedule } from '../../../core/sim/irregularities.ts';
import { SimRng } from '../../../core/sim/simRng.ts';
import { debertzPolicies, PASS, PLAY, type DebertzBidder, type DebertzPlayer } from '../policies/index.ts';
import type { SimSpec } from '../../../core/sim/types.ts';
import { ACT_BID, ACT_IRREGULARITY, ACT_PLAY, ACT_SWAP, DEALING_COMPLETE, DEALING_OFFENCE, DEALING_REFEREE_EXPOSED, type DebertzTable, type DealChance, type TableChoices } from '../table.ts';
import type { ScenarioRecorder } from './recorder.ts';
import { nthCard, popcount } from '../mechanics/tables.ts';

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
/** The machine's kind for a signal or exposed cards (the other kinds are cards or bids the table classifies). */
const MACHINE_KIND: readonly (IrregularityKind | null)[] = [null, null, null, null, 'signal', 'exposedCards', null, null, null];
/** The 6.2.1.8 causes a player can commit while the cards are dealt (src/rulesets/debertz/scenario.ts WHILE_DEALING). */
const DEALING_KINDS: readonly IrregularityKind[] = ['signal', 'exposedCards'];

/** Kinds that can happen during the bidding, in priority order. */
const BIDDING_KINDS: readonly number[] = [K.OotBid, K.OotPass, K.Signal, K.Exposed];

const FULL_DECK = 0xffffffff;
/** The table's special-deal findings (SPECIAL_UNEQUAL, SPECIAL_OFF_SIZE, SPECIAL_PARTIAL), as the reports name them. */
const SPECIAL_FINDINGS = ['special-deal-unequal-hands (DEB-G2/DEB-G3)', 'special-deal-off-size-hands (DEB-G2/DEB-G3)', 'special-deal-partial-deck (DEB-G2/DEB-G3)'];

const bitOf = (c: Card): number => (1 << c) >>> 0;

export class DeckAndPolicies implements DealChance, TableChoices {
  private readonly P: number;
  private readonly bidder: DebertzBidder;
  private readonly player: DebertzPlayer;
  /** the deal's irregularities: which kind is due at which turn, and which were committed (the driver tallies them) */
  readonly schedule: IrregularitySchedule;
  /** each kind's window of turns on a normal [0] and on a special [1] deal (`windowsOf`) */
  private readonly winFrom: readonly Int32Array[];
  private readonly winTo: readonly Int32Array[];

  // deal state (reused)
  private readonly deck: Card[] = new Array<Card>(NUM_CARDS);
  /** the deck position after the first six cards each (the completion deals from there) */
  private next = 0;
  /** the irregularity kind of the card or bid offered to the table, committed when the table rules it a breach; -1 */
  private offending = -1;
  /** the replay target's recorder while its deal is played, else null */
  private rec: ScenarioRecorder | null = null;
  /** the replay target's findings while its deal is played, else null */
  private replayFindings: string[] | null = null;

  // per-deal streams, reseeded for every deal (`beginDeal`)
  private readonly deckRng = new SimRng();
  private readonly rng = new SimRng();
  private readonly irng = new SimRng();
  /** the later kinds' own stream (SHARED_KINDS), seeded only on deals that draw them */
  private readonly wrng = new SimRng();
  private irrSeed = 0;
  private readonly ownStream = (): SimRng => this.wrng.reseed(streamOf(this.irrSeed, OWN_SUBSTREAM));

  constructor(
    private readonly format: Format,
    spec: SimSpec,
    readings: Readings,
    /** the table these answers are for (its hands, and its special deal's size for the windows) */
    private readonly table: DebertzTable,
    /** the special deal's findings are tallied as the cards are dealt */
    private readonly acc: FormatAccumulator,
  ) {
    this.P = format.players;
    const { bidder, player } = debertzPolicies(spec.policies, readings);
    this.bidder = bidder;
    this.player = player;
    this.schedule = new IrregularitySchedule(Float64Array.from(DEBERTZ_KINDS, (k) => spec.irregularities[k] ?? 0), spec.discovery, SHARED_KINDS);
    const normal = this.windowsOf(false);
    const special = this.windowsOf(true);
    this.winFrom = [normal[0], special[0]];
    this.winTo = [normal[1], special[1]];
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
    const playTo = playFrom + (special ? this.table.specialPlayed : P * this.format.handSize);
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

  /**
   * A new deal: its deck shuffled and its players' and irregularity streams seeded from the
   * deal's `prefix` (core/sim/ids.ts), then its irregularity schedule drawn in the windows of a
   * normal or a special deal. `rec` and `replayFindings` are the replay target's, or null.
   */
  beginDeal(prefix: number, special: boolean, rec: ScenarioRecorder | null, replayFindings: string[] | null): void {
    shuffledDeck(this.deckRng.reseed(streamOf(prefix, Stream.Deck)), this.deck);
    this.rng.reseed(streamOf(prefix, Stream.Players));
    this.irrSeed = streamOf(prefix, Stream.Irregularities);
    this.irng.reseed(this.irrSeed);
    this.rec = rec;
    this.replayFindings = replayFindings;
    const w = special ? 1 : 0;
    this.schedule.draw(this.irng, this.winFrom[w], this.winTo[w], this.ownStream);
    this.offending = -1;
  }

  // ──────────────────────────────── DealChance: the shuffled deck ────────────────────────────────

  interrupted(t: DebertzTable): number {
    if (this.schedule.due(K.DealerExposed, 0)) {
      // DEB-6.3: the referee exposes a card while dealing; the cards go back to the deck
      this.schedule.commit(K.DealerExposed);
      t.stock = FULL_DECK;
      if (this.rec) {
        const first = dealFirstSix(this.deck, this.format, t.dealer);
        this.rec.setCards(first.hands, first.turned, this.deck);
        this.rec.dealerExposedCard();
      }
      return DEALING_REFEREE_EXPOSED;
    }
    if (this.schedule.due(K.WhileDealing, 0)) {
      this.offenceWhileDealing(t);
      return DEALING_OFFENCE;
    }
    return DEALING_COMPLETE;
  }

  /**
   * DEB-6.2.1.8.b / .d while the cards are being dealt (before DEALT): a signal or a player
   * exposing his cards, once the first round of three is out and before the last card. The deal
   * stops there; the cards go back to the deck. Drawn from the kind's own stream.
   */
  private offenceWhileDealing(t: DebertzTable): void {
    const { P } = this;
    this.schedule.commit(K.WhileDealing);
    const r = this.wrng;
    const kind = DEALING_KINDS[r.int(0, DEALING_KINDS.length - 1)];
    const seat = r.int(0, P - 1);
    const total = t.special ? t.specialCards : 6 * P;
    const dealt = r.int(3 * P, total - 1);
    t.stock = FULL_DECK;
    if (this.rec) {
      const full = t.special ? dealSpecial(this.deck, this.format, t.dealer, t.engine.context.potDeclarer, t.rules.special) : dealFirstSix(this.deck, this.format, t.dealer);
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
      this.rec.setCards(partial, turned, this.deck);
      this.rec.irregularity(kind, seat, true);
    }
    t.actIrregularity = kind;
    t.actSeat = seat;
  }

  private markStock(from: number): void {
    let m = 0;
    for (let i = from; i < NUM_CARDS; i++) m |= 1 << this.deck[i];
    this.table.stock = m >>> 0;
  }

  dealFirst(t: DebertzTable): void {
    // the mechanics' dealing, in place: the hands are dealt into the table's hands
    const next = dealFirstSixInto(this.deck, this.format, t.dealer, t.hands);
    this.next = next;
    t.turned = this.deck[next - 1];
    this.markStock(next);
    if (this.rec) this.rec.setCards(t.hands, t.turned, this.deck);
  }

  complete(t: DebertzTable, declarer: number): void {
    const dealt = completeNormalInto(this.deck, this.next, t.turned, this.format, t.dealer, declarer, t.rules.turnedTo, t.hands);
    this.markStock(dealt);
    if (this.rec) this.rec.setCards(t.hands, t.turned, this.deck);
  }

  notCompleted(): void {}

  dealSpecial(t: DebertzTable, declarer: number): void {
    const d = dealSpecial(this.deck, this.format, t.dealer, declarer, t.rules.special);
    for (let s = 0; s < this.P; s++) t.hands[s] = d.hands[s];
    t.turned = d.shown;
    this.markStock(d.dealt);
    if (this.rec) this.rec.setCards(t.hands, d.shown, this.deck);
    for (const f of t.specialFindings) {
      this.acc.finding(SPECIAL_FINDINGS[f]);
      if (this.replayFindings) this.replayFindings.push(SPECIAL_FINDINGS[f]);
    }
  }

  // ──────────────────────────────── TableChoices: policies and scheduled offences ────────────────────────────────

  bid(t: DebertzTable): number {
    if (this.schedule.pending > 0) {
      const a = this.biddingIrregularity(t);
      if (a !== 0) return a;
    }
    const seat = t.bidState.toAct;
    const b = this.bidder.bid(t.bidView, this.rng);
    if (this.rec) this.rec.bid(seat, b);
    t.actSeat = seat;
    t.actBid = b;
    return ACT_BID;
  }

  /** A bidding-phase irregularity due at this turn, if any (0 when none). */
  private biddingIrregularity(t: DebertzTable): number {
    const sch = this.schedule;
    const { P } = this;
    const turn = t.bids;
    for (const k of BIDDING_KINDS) {
      if (!sch.due(k, turn)) continue;
      if (k === K.OotBid || k === K.OotPass) {
        // DEB-6.2.1.8.a: a bid or a pass out of turn, by any seat but the one to speak
        const seat = (t.bidState.toAct + 1 + this.irng.int(0, P - 2)) % P;
        let bid = PASS;
        if (k === K.OotBid) {
          if (t.bidState.round === 1) bid = PLAY;
          else {
            const turnedSuit = suitOf(t.turned);
            const pick = this.irng.int(0, 2);
            bid = pick >= turnedSuit ? pick + 1 : pick;
          }
        }
        if (this.rec) this.rec.bid(seat, bid);
        this.offending = k;
        t.actSeat = seat;
        t.actBid = bid;
        return ACT_BID;
      }
      sch.commit(k);
      const seat = this.irng.int(0, P - 1);
      if (this.rec) this.rec.irregularity(DEBERTZ_KINDS[k], seat);
      t.actIrregularity = MACHINE_KIND[k]!;
      t.actSeat = seat;
      return ACT_IRREGULARITY;
    }
    return 0;
  }

  play(t: DebertzTable): number {
    const { P } = this;
    const seat = t.tracker.toAct;
    if (t.swapOffer >= 0) {
      // the trump-seven swap, asked of its holder before anything else of the play
      const holder = t.swapOffer;
      if (this.player.swapSeven(t.viewOf(holder), this.rng)) {
        if (this.rec) this.rec.swapSeven(holder);
        t.actSeat = holder;
        return ACT_SWAP;
      }
      t.viewOf(seat);
    }
    const hand = t.hands[seat];
    const legal = t.masks.legal;
    const loose = t.masks.loose;
    let k = -1;
    if (this.schedule.pending > 0) k = this.dueInPlay(2 * P + t.cardsPlayed, seat, hand, legal, loose);
    if (k === K.Signal || k === K.Exposed) {
      this.schedule.commit(k);
      const offender = this.irng.int(0, P - 1);
      if (this.rec) this.rec.irregularity(DEBERTZ_KINDS[k], offender);
      t.actIrregularity = MACHINE_KIND[k]!;
      t.actSeat = offender;
      return ACT_IRREGULARITY;
    }
    if (k >= 0) {
      // a card played irregularly: out of turn, failing to beat the first trump, or a revoke
      let offender = seat;
      let card: Card;
      if (k === K.OotPlay) {
        offender = this.otherSeatWithCards(seat);
        card = nthCard(t.hands[offender], this.irng.int(0, popcount(t.hands[offender]) - 1));
      } else if (k === K.FirstTrump) {
        const m = (loose & ~legal) >>> 0;
        card = nthCard(m, this.irng.int(0, popcount(m) - 1));
      } else {
        const m = (hand & ~loose) >>> 0;
        card = nthCard(m, this.irng.int(0, popcount(m) - 1));
      }
      if (this.rec) this.rec.play(offender, card);
      this.offending = k;
      t.actSeat = offender;
      t.actCard = card;
      return ACT_PLAY;
    }
    const card = this.player.play(t.playView, legal, this.rng);
    if (!(legal & bitOf(card))) throw new Error(`play policy ${this.player.name} chose a card outside the legal plays (#sim-play-1)`);
    if (this.rec) this.rec.play(seat, card);
    t.actSeat = seat;
    t.actCard = card;
    return ACT_PLAY;
  }

  /** The table ruled the offered bid or card a breach: the scheduled kind is committed. */
  breach(): void {
    if (this.offending >= 0) this.schedule.commit(this.offending);
    this.offending = -1;
  }

  illegal(message: string, field: string): never {
    if (field === '.bid') throw new Error(`bidding policy ${this.bidder.name} made an illegal bid: ${message} (#sim-bid-1)`);
    throw new Error(`deal driver: ${message} (#sim-play-2)`);
  }

  private otherSeatWithCards(seat: number): number {
    const { P } = this;
    const hands = this.table.hands;
    let n = 0;
    for (let s = 0; s < P; s++) if (s !== seat && hands[s] !== 0) n++;
    let pick = this.irng.int(0, n - 1);
    for (let s = 0; s < P; s++) if (s !== seat && hands[s] !== 0 && pick-- === 0) return s;
    return -1;
  }

  /** The first play-phase kind due at `turn` that the cards allow, or -1. */
  private dueInPlay(turn: number, seat: number, hand: number, legal: number, loose: number): number {
    const sch = this.schedule;
    const hands = this.table.hands;
    if (sch.due(K.OotPlay, turn)) {
      for (let s = 0; s < this.P; s++) if (s !== seat && hands[s] !== 0) return K.OotPlay;
    }
    if (sch.due(K.Signal, turn)) return K.Signal;
    if (sch.due(K.Exposed, turn)) return K.Exposed;
    // DEB-6.2.1.8.c only where the beating obligation constrained the play and a non-beating card exists
    if (sch.due(K.FirstTrump, turn) && (loose & ~legal) !== 0) return K.FirstTrump;
    // a revoke only where a card breaks follow-suit or ruffing
    if (sch.due(K.Revoke, turn) && (hand & ~loose) !== 0) return K.Revoke;
    return -1;
  }
}
