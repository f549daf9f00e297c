/**
 * The judge's side of the Debertz table (src/rulesets/debertz/table/): a scripted deal. Chance is
 * the scenario's cards — given, not dealt, so each answer checks them against what the dealing
 * under the readings in force gives (naming the field a referee would reject); the players'
 * choices are the scenario's events, read in order, one per question the table asks. The table
 * itself decides what each event means to the machine (a bid out of turn, a failed beat, a
 * revoke) and which readings it consults.
 *
 * @internal
 */
import { consultLog, type ConsultLog } from '../../../core/judge/consultLog.ts';
import type { Card } from '../../../core/cards/card.ts';
import { formatCard } from '../../../core/cards/notation.ts';
import { type CardMask, add, count, has, cardsOf, maskOf, suitBits } from '../../../core/cards/mask.ts';
import { Rank } from '../../../core/cards/card.ts';
import { InputError } from '../../../core/regulation/readings.ts';
import { completeNormal, dealFirstSix, dealSpecial, specialHandSizes } from '../mechanics/deal.ts';
import { PASS, PLAY } from '../policies/types.ts';
import type { DebertzScenario } from '../scenario.ts';
import {
  ACT_BID, ACT_IRREGULARITY, ACT_NONE, ACT_PLAY, ACT_SWAP, DEALING_COMPLETE, DEALING_OFFENCE, DEALING_REFEREE_EXPOSED, SPECIAL_OFF_SIZE, SPECIAL_PARTIAL, SPECIAL_UNEQUAL, TABLE_GAPS,
  type CardObserver, type DealChance, type DebertzTable, type DeclaredMelds, type TableChoices, type TableLog,
} from '../table.ts';
import { PlayRecorder } from './ruling2.ts';

const UNEQUAL_GAP = 'DEB-G42';
const PARTIAL_GAP = 'DEB-G45';

export class ScriptedDeal implements DealChance, TableChoices, TableLog, CardObserver {
  /** the next event of the scenario to answer with */
  i = 0;
  /** the scenario index of the event being carried out (for `illegal`) */
  private current = -1;
  readonly findings: string[] = [];
  /** the readings the table consulted, each once, in order */
  readonly consultations: ConsultLog;
  /** the tricks as they are played (the ruling's v2 `play`, when the deal reached the play) */
  readonly recorder = new PlayRecorder();
  private tricksPlayed = 0;
  /** v2 declaration events read before the first lead */
  private readonly declarations: Extract<DebertzScenario['events'][number], { kind: 'declare' }>[] = [];
  /** the table has asked for the declarations (MELDS sent): a later declaration is too late */
  private meldsRead = false;

  constructor(private readonly s: DebertzScenario) {
    this.consultations = consultLog(s.readings);
  }

  consult(gap: number): void {
    this.consultations.consult(TABLE_GAPS[gap]);
  }

  // ──────────────────────────────── chance: the scenario's cards, checked ────────────────────────────────

  interrupted(t: DebertzTable): number {
    const s = this.s;
    for (let seat = 0; seat < t.P; seat++) t.hands[seat] = s.hands[seat];
    t.turned = s.turned;
    const first = s.events[0];
    // A misdeal by the referee (6.3) ends the attempt before the cards are out: the hands are the
    // cards dealt so far, checked like those of a player's offence while dealing.
    if (first?.kind === 'dealerExposedCard') {
      const next = this.checkPartialDeal(t);
      if (first.card !== undefined) this.checkRefereeCard(t, first.index, first.card, next);
      this.i = 1;
      return DEALING_REFEREE_EXPOSED;
    }
    // A player's offence while the cards are being dealt (6.2.1.8.b, .d) stops the deal before it is complete.
    if (first?.kind === 'irregularity' && first.whileDealing) {
      this.checkPartialDeal(t);
      if (first.irregularity === 'exposedCards' && count(s.hands[first.seat]) === 0) {
        throw new InputError(`scenario.events[${first.index}].seat: seat ${first.seat} has been dealt no card yet (scenario.hands[${first.seat}] is empty), so he cannot expose his cards`);
      }
      this.exposed(t, first);
      this.i = 1;
      t.actIrregularity = first.irregularity;
      t.actSeat = first.seat;
      return DEALING_OFFENCE;
    }
    return DEALING_COMPLETE;
  }

  dealFirst(): void {}

  complete(t: DebertzTable, declarer: number, receiver: number): void {
    const { s } = this;
    const format = t.format;
    this.checkSizes(t, new Array(format.players).fill(format.handSize), `a completed deal in ${format.id}`);
    if (receiver >= 0 && !has(t.hands[receiver], s.turned)) {
      throw new InputError(`scenario.hands[${receiver}]: in ${format.id} the turned card ${formatCard(s.turned)} goes to seat ${receiver} (DEB-G34 ${t.rules.turnedTo})`);
    }
    if (s.deck) {
      const first = dealFirstSix(s.deck, format, s.dealer);
      const done = completeNormal(s.deck, first, format, s.dealer, declarer, t.rules.turnedTo);
      this.checkDeck(t, done.hands, first.turned);
    }
  }

  notCompleted(t: DebertzTable): void {
    // no one ordered: the hands were never completed (the completion follows the order) and the
    // turned card still lies face up; with a deck, they are its first dealing
    const { s } = this;
    for (let seat = 0; seat < t.P; seat++) {
      const n = count(t.hands[seat]);
      if (n !== 6) throw new InputError(`scenario.hands[${seat}]: ${n} cards; no one ordered, so the hands hold the 6 cards of the first dealing (the completion comes after the order)`);
      if (has(t.hands[seat], s.turned)) throw new InputError(`scenario.hands[${seat}]: holds the turned card ${formatCard(s.turned)}, which stays on the table while no one has ordered`);
    }
    if (s.deck) {
      const first = dealFirstSix(s.deck, t.format, s.dealer);
      this.checkDeck(t, first.hands, first.turned);
    }
  }

  dealSpecial(t: DebertzTable, declarer: number): void {
    const { s } = this;
    const format = t.format;
    const sizes = specialHandSizes(format, declarer, t.rules.special);
    this.checkSizes(t, sizes, 'the special deal (DEB-6.2.2.2 under DEB-G2/DEB-G3)');
    if (!has(t.hands[declarer], s.turned)) throw new InputError(`scenario.hands[${declarer}]: the shown card ${formatCard(s.turned)} goes to the declarer in the special deal (DEB-6.2.2.2.b)`);
    if (s.deck) {
      const dealt = dealSpecial(s.deck, format, s.dealer, declarer, t.rules.special);
      this.checkDeck(t, dealt.hands, dealt.shown);
    }
    for (const f of t.specialFindings) {
      if (f === SPECIAL_UNEQUAL) this.findings.push(`DEB-G2/DEB-G3: the special deal gives hands of ${sizes.join('/')} cards (seats 0…${format.players - 1}); no format uses unequal hands`);
      else if (f === SPECIAL_OFF_SIZE) this.findings.push(`DEB-G2/DEB-G3: the special deal gives ${sizes[0]}-card hands; a normal ${format.id} deal gives ${format.handSize}`);
      else if (f === SPECIAL_PARTIAL) this.findings.push(`DEB-G2/DEB-G3: only ${sizes.reduce((a, b) => a + b, 0)} of 32 cards are dealt in the special deal`);
    }
  }

  private checkSizes(t: DebertzTable, sizes: number[], what: string): void {
    sizes.forEach((n, seat) => {
      const got = count(t.hands[seat]);
      if (got !== n) throw new InputError(`scenario.hands[${seat}]: ${got} cards, but ${what} gives seat ${seat} ${n}`);
    });
  }

  private checkDeck(t: DebertzTable, dealt: CardMask[], turned: Card): void {
    const { s } = this;
    if (turned !== s.turned) throw new InputError(`scenario.turned: ${formatCard(s.turned)} differs from the deck's turned card ${formatCard(turned)}`);
    dealt.forEach((h, seat) => {
      if (h !== t.hands[seat]) throw new InputError(`scenario.hands[${seat}]: differs from the hand the deck deals (${cardsOf(h).map(formatCard).join(' ')})`);
    });
  }

  /**
   * A deal stopped while the cards are going out: each hand must hold exactly what the dealing
   * order (rounds of three from the eldest; the special deal's order, DEB-6.2.2.2 under
   * DEB-G2/DEB-G3) has given it by the time that many cards are out. With a `deck` the cards
   * themselves are checked; without one, the counts (a 6/0/0 split cannot happen).
   */
  /**
   * v2 `dealerExposedCard.card`: the card the referee exposed when the hands were as given. It is
   * in no hand and is not the turned card (not in two places); with a deck it is the next card
   * the dealing order gives at that moment (`next`).
   */
  private checkRefereeCard(t: DebertzTable, index: number, card: Card, next: { card: Card; seat: number } | null): void {
    const { s } = this;
    const field = `scenario.events[${index}].card`;
    const holder = s.hands.findIndex((h) => has(h, card));
    if (holder >= 0) throw new InputError(`${field}: ${formatCard(card)} is already in seat ${holder}'s hand (scenario.hands[${holder}]); the referee exposes a card not yet dealt`);
    if (card === s.turned) throw new InputError(`${field}: ${formatCard(card)} is the turned card (scenario.turned), shown face up by the rules, not exposed by a misdeal`);
    if (s.deck) {
      if (next === null) throw new InputError(`${field}: every card of the dealing is already in the hands; no card was left to expose`);
      if (next.card !== card) throw new InputError(`${field}: ${formatCard(card)} is not the card the deck deals next (${formatCard(next.card)}, to seat ${next.seat}) when the hands are as given`);
      this.findings.push(`DEB-6.3: the referee exposed ${formatCard(card)}, the next card of the dealing (to seat ${next.seat})`);
      return;
    }
    this.findings.push(`DEB-6.3: the referee exposed ${formatCard(card)} (in no hand and not the turned card; without a deck its place in the dealing is not checked)`);
  }

  private checkPartialDeal(t: DebertzTable): { card: Card; seat: number } | null {
    const { s } = this;
    const format = t.format;
    const hands = s.hands;
    const special = t.special;
    const rules = t.rules.special;
    const dealOf = (deck: readonly Card[]) => {
      if (special) {
        const d = dealSpecial(deck, format, s.dealer, s.ledger.potDeclarer, rules);
        return { full: d.hands, turned: d.shown };
      }
      const d = dealFirstSix(deck, format, s.dealer);
      return { full: d.hands, turned: d.turned };
    };
    if (special) {
      specialHandSizes(format, s.ledger.potDeclarer, rules).forEach((n, seat) => {
        const got = count(hands[seat]);
        if (got > n) throw new InputError(`scenario.hands[${seat}]: ${got} cards, but the special deal (DEB-6.2.2.2 under DEB-G2/DEB-G3) gives seat ${seat} only ${n}; while dealing a hand holds the cards received so far`);
      });
    } else {
      hands.forEach((h, seat) => {
        const got = count(h);
        if (got > 6) throw new InputError(`scenario.hands[${seat}]: ${got} cards, but a deal stopped while dealing gives each seat at most 6 (the completion comes after the order)`);
        if (has(h, s.turned)) throw new InputError(`scenario.hands[${seat}]: holds the turned card ${formatCard(s.turned)}, which stays on the table until the game is ordered`);
      });
    }
    // the dealing order, card by card, read off a deal of the scenario's deck (or of cards 0…31 in order)
    const deck = s.deck ?? Array.from({ length: 32 }, (_, k) => k as Card);
    const { full, turned } = dealOf(deck);
    const dealtTo = new Map<Card, number>();
    full.forEach((h, seat) => cardsOf(h).forEach((c) => dealtTo.set(c, seat)));
    const seq: { seat: number; card: Card }[] = [];
    for (const c of deck) if (dealtTo.has(c)) seq.push({ seat: dealtTo.get(c)!, card: c });
    if (s.deck && turned !== s.turned) throw new InputError(`scenario.turned: ${formatCard(s.turned)} differs from the deck's turned card ${formatCard(turned)}`);
    const total = hands.reduce((n, h) => n + count(h), 0);
    const upTo: CardMask[] = new Array<CardMask>(format.players).fill(0);
    for (const { seat, card } of seq.slice(0, total)) upTo[seat] = add(upTo[seat], card);
    hands.forEach((h, seat) => {
      if (s.deck && h !== upTo[seat]) {
        throw new InputError(`scenario.hands[${seat}]: not the cards the deck deals seat ${seat} by the time ${total} cards are out (${cardsOf(upTo[seat]).map(formatCard).join(' ') || 'none'})`);
      }
      if (!s.deck && count(h) !== count(upTo[seat])) {
        const sizes = upTo.map(count).join('/');
        throw new InputError(`scenario.hands[${seat}]: ${count(h)} cards, but when ${total} cards are out the dealing order (rounds of three from the eldest hand) has given seat ${seat} ${count(upTo[seat])} (hands of ${sizes})`);
      }
    });
    // the card the dealing gives next (meaningful with a deck)
    return total < seq.length ? seq[total] : null;
  }

  // ──────────────────────────────── choices: the scenario's events, in order ────────────────────────────────

  bid(t: DebertzTable): number {
    const events = this.s.events;
    if (this.i >= events.length) return ACT_NONE;
    const e = events[this.i];
    this.current = e.index;
    if (e.kind === 'irregularity') {
      this.i++;
      this.exposed(t, e);
      t.actIrregularity = e.irregularity;
      t.actSeat = e.seat;
      return ACT_IRREGULARITY;
    }
    if (e.kind === 'declare') throw new InputError(`scenario.events[${e.index}].declare: a declaration during the bidding; combinations are declared at the first lead, after the order (DEB-G29 at-first-lead)`);
    if (e.kind !== 'bid') throw new InputError(`scenario.events[${e.index}]: a ${e.kind} during the bidding (the game has not been ordered yet)`);
    this.i++;
    t.actSeat = e.seat;
    t.actBid = e.bid === 'pass' ? PASS : e.bid === 'play' ? PLAY : e.bid;
    return ACT_BID;
  }

  play(t: DebertzTable): number {
    const events = this.s.events;
    if (this.i >= events.length) return ACT_NONE;
    let e = events[this.i++];
    // v2 declarations: made at the first lead (DEB-G29), read when the table sends MELDS
    while (e.kind === 'declare') {
      if (this.meldsRead) throw new InputError(`scenario.events[${e.index}].declare: a declaration after the first lead; combinations are declared at the first lead (DEB-G29 at-first-lead)`);
      this.declarations.push(e);
      if (this.i >= events.length) return ACT_NONE;
      e = events[this.i++];
    }
    this.current = e.index;
    if (e.kind === 'irregularity') {
      this.exposed(t, e);
      t.actIrregularity = e.irregularity;
      t.actSeat = e.seat;
      return ACT_IRREGULARITY;
    }
    if (e.kind === 'swapSeven') {
      t.actSeat = e.seat;
      return ACT_SWAP;
    }
    if (e.kind === 'endOfPlay') throw new InputError(`scenario.events[${e.index}].endOfPlay: ${playGoesOn(t)}`);
    if (e.kind !== 'play') throw new InputError(`scenario.events[${e.index}]: a ${e.kind} during the play`);
    t.actSeat = e.seat;
    t.actCard = e.card;
    return ACT_PLAY;
  }

  breach(): void {}

  /** v2 `exposedCards` with `cards`: each must be in the offender's hand at that moment (6.2.1.8.d); said in the ruling. */
  private exposed(t: DebertzTable, e: Extract<DebertzScenario['events'][number], { kind: 'irregularity' }>): void {
    if (e.cards === undefined) return;
    const hand = t.hands[e.seat];
    e.cards.forEach((c, k) => {
      if (!has(hand, c)) {
        throw new InputError(`scenario.events[${e.index}].cards[${k}]: seat ${e.seat} does not hold ${formatCard(c)} at this moment (his hand: ${cardsOf(hand).map(formatCard).join(' ') || 'none'}), so he cannot expose it`);
      }
    });
    this.findings.push(`DEB-6.2.1.8.d: seat ${e.seat} exposed ${e.cards.map(formatCard).join(' ')} (of ${count(hand)} card${count(hand) === 1 ? '' : 's'} held${e.whileDealing ? ' while the cards were being dealt' : ''})`);
  }

  /**
   * v2 declarations (`declare` events), checked against the hands at the first lead: each names
   * a combination the seat holds — a sequence of three or more in one suit, or bella (the trump
   * king and queen). Only these score; without any declare event the table infers them (null).
   * Declaring part of a longer sequence is DEB-G45.
   */
  declared(t: DebertzTable): DeclaredMelds | null {
    this.meldsRead = true;
    if (!this.s.declarations) return null;
    const P = t.P;
    const trump = t.trump;
    const sequences = new Array<CardMask>(P).fill(0);
    const bella = new Array<boolean>(P).fill(false);
    const said: string[] = [];
    for (const e of this.declarations) {
      const field = `scenario.events[${e.index}].declare`;
      const seat = e.seat;
      const hand = t.hands[seat];
      if (e.cards.length === 0) continue;
      const names = e.cards.map(formatCard).join(' ');
      e.cards.forEach((c, k) => {
        if (!has(hand, c)) throw new InputError(`${field}[${k}]: seat ${seat} does not hold ${formatCard(c)} at the first lead, so he cannot declare it (${names})`);
      });
      const suit = e.cards[0] >> 3;
      const sameSuit = e.cards.every((c) => c >> 3 === suit);
      const bits = suitBits(maskOf(e.cards), suit);
      if (e.cards.length === 2 && sameSuit && suit === trump && bits === ((1 << Rank.King) | (1 << Rank.Queen))) {
        if (bella[seat]) throw new InputError(`${field}: seat ${seat} has declared bella already`);
        bella[seat] = true;
        said.push(`seat ${seat} bella ${names}`);
        continue;
      }
      const low = bits & -bits;
      const run = sameSuit && e.cards.length >= 3 && bits === ((low << e.cards.length) - low);
      if (!run) throw new InputError(`${field}: ${names} is not a combination (a sequence of three or more cards of one suit in rank order, or bella: the trump king and queen${trump >= 0 && trump < 4 ? ` of ${'SCDH'[trump]}` : ''})`);
      // the whole sequence held that the declared cards belong to (DEB-G45 where it is longer)
      const held = suitBits(hand, suit);
      let whole = bits;
      while (((whole << 1) & 0xff & held) & ~whole) whole |= (whole << 1) & held;
      while (((whole >> 1) & held) & ~whole) whole |= (whole >> 1) & held;
      let counted = bits;
      if (whole !== bits) {
        this.consultations.consult(PARTIAL_GAP);
        const reading = t.rules.partialDeclaration;
        if (reading === 'whole-sequence') counted = whole;
        const wholeCards = cardsOf(((whole << (suit * 8)) >>> 0) as CardMask).map(formatCard).join(' ');
        this.findings.push(`${PARTIAL_GAP} ${reading}: seat ${seat} declared ${names}, part of the sequence ${wholeCards} he holds; ${reading === 'whole-sequence' ? 'the whole sequence is counted' : 'only the declared cards are counted'}`);
      }
      const before = suitBits(sequences[seat], suit);
      if (before & (counted | (counted << 1) | (counted >> 1))) {
        throw new InputError(`${field}: ${names} overlaps or adjoins a sequence seat ${seat} has already declared in that suit (declare each sequence once)`);
      }
      sequences[seat] = (sequences[seat] | (counted << (suit * 8))) >>> 0;
      said.push(`seat ${seat} ${names}`);
    }
    // what was held and not declared: it does not score
    const unsaid: string[] = [];
    for (let seat = 0; seat < P; seat++) {
      const hand = t.hands[seat];
      for (let suit = 0; suit < 4; suit++) {
        const held = suitBits(hand, suit);
        const declaredBits = suitBits(sequences[seat], suit);
        let r = 0;
        while (r < 8) {
          if (!((held >> r) & 1)) { r++; continue; }
          let end = r;
          while (end < 8 && (held >> end) & 1) end++;
          const runBits = ((1 << end) - (1 << r)) & ~declaredBits;
          if (end - r >= 3 && (runBits & ((1 << end) - (1 << r))) === ((1 << end) - (1 << r))) {
            unsaid.push(`seat ${seat} ${cardsOf((((1 << end) - (1 << r)) << (suit * 8)) >>> 0).map(formatCard).join(' ')}`);
          }
          r = end;
        }
      }
      const tb = trump >= 0 && trump < 4 ? suitBits(hand, trump) : 0;
      if (!bella[seat] && (tb >> Rank.King) & 1 && (tb >> Rank.Queen) & 1) unsaid.push(`seat ${seat} bella`);
    }
    this.findings.push(`Declarations (v2 events): ${said.length ? said.join('; ') : 'none'}${unsaid.length ? `. Held and not declared, so not scored: ${unsaid.join('; ')}` : ''}`);
    return { sequences, bella };
  }

  illegal(message: string, field: string): never {
    throw new InputError(`scenario.events[${this.current}]${field}: ${message}`);
  }

  // ──────────────────────────────── the record of the play ────────────────────────────────

  card(t: DebertzTable, seat: number, card: number, winner: number): void {
    const tr = t.tracker;
    this.recorder.played(seat, card, winner >= 0 ? { winner, points: tr.trickPoints, last: tr.lastTrick } : null, tr.unequalEnd);
    if (winner < 0) return;
    this.tricksPlayed++;
    if (tr.unequalEnd) this.noteUnequalEnd(t, this.tricksPlayed, tr.lastTrick);
  }

  /**
   * DEB-G42: the first trick after which a seat holds no card while another still does. Said
   * once in the ruling: under `stop-when-declarer-out` it is the last trick and the cards left
   * are dead; under `play-every-card` the others play on. (The table consults the gap there.)
   */
  private noteUnequalEnd(t: DebertzTable, trick: number, last: boolean): void {
    if (this.findings.some((f) => f.startsWith(UNEQUAL_GAP))) return;
    const reading = t.rules.unequalHands;
    const hands = t.hands;
    const holding = hands.flatMap((h, seat) => (h !== 0 ? [seat] : []));
    if (last) {
      const dead = holding.map((seat) => `seat ${seat} ${cardsOf(hands[seat]).map(formatCard).join(' ')}`).join('; ');
      this.findings.push(`${UNEQUAL_GAP} ${reading}: the declarer played his last card to trick ${trick}, which ended the play and took the last-trick 10; cards left unplayed (dead, scored by nobody): ${dead}`);
    } else {
      this.findings.push(`${UNEQUAL_GAP} ${reading}: after trick ${trick} seat${holding.length > 1 ? 's' : ''} ${holding.join(', ')} still held cards and played on; the deal's last trick took the last-trick 10`);
    }
  }
}

/**
 * Why a stated end of play is refused while the table still wants a card: who is to play and the
 * cards still in hand — and, where DEB-G42 parts the readings (the declarer has no card left),
 * that the other reading would have ended the play.
 */
function playGoesOn(t: DebertzTable): string {
  const left = t.hands.map((h, seat) => ({ seat, n: count(h) })).filter((x) => x.n > 0);
  const said = `play has not ended: seat ${t.tracker.toAct} is to play, and ${left.map((x) => `seat ${x.seat} holds ${x.n}`).join(', ')}`;
  const declarerOut = t.declarer >= 0 && t.hands[t.declarer] === 0;
  if (declarerOut && !t.rules.stopAtFirstEmpty) return `${said} (${UNEQUAL_GAP} ${t.rules.unequalHands}: every card is played; under stop-when-declarer-out the play would have ended with the declarer's last card)`;
  return said;
}
