import { consultLog } from '../../../core/judge/consultLog.ts';
import { createActor } from 'xstate';
import { type Card, suitOf } from '../../../core/cards/card.ts';
import { formatCard, formatSuit } from '../../../core/cards/notation.ts';
import { type CardMask, add, count, has, remove, cardsOf } from '../../../core/cards/mask.ts';
import { TrickTracker } from '../mechanics/trick.ts';
import { nextSeat } from '../mechanics/format.ts';
import { applyBid, bidError, type Bid, type BiddingState, startBidding } from '../mechanics/bidding.ts';
import { completeNormal, dealFirstSix, dealSpecial, specialHandSizes, type SpecialDealRules } from '../mechanics/deal.ts';
import { analyseMelds, meldPoints, type MeldAnalysis } from '../mechanics/melds.ts';
import { classifyPlay, legalPlays, type PlayRules, type OvertrumpReading } from '../mechanics/play.ts';
import { isTrumpSeven } from '../mechanics/points.ts';
import { InputError } from '../../../core/regulation/readings.ts';
import { xstateMachineOf } from '../../../core/statechart/engine.ts';
import { debertzMachine } from '../machine/definition.ts';
import { initialContext, type DebertzContext, type ProtocolEntry, type Silence } from '../machine/context.ts';
import type { DebertzEvent } from '../machine/events.ts';
import type { DebertzScenario, ScenarioEvent } from '../scenario.ts';
import { PlayRecorder, RULING_VERSION, causeOf, combinationsOf, scoreChangesOf, totalsOf, type Cause, type Combinations, type PlayRecord, type ScoreChange, type SideTotal } from './ruling2.ts';

/** The judge's answer for one deal (docs/scenario-format.md, "Ruling"; the v2 fields: ./ruling2.ts). */
export interface DebertzRuling {
  kind: 'ruled';
  ruleset: 'debertz';
  /** 2: the fields below marked v2 are present; v1's fields keep their meaning */
  rulingVersion: typeof RULING_VERSION;
  format: string;
  title: string;
  outcome: string;
  /** v2: why the deal ended as it did, with the clause that names the cause */
  cause: Cause;
  special: boolean;
  declarer: number | null;
  trump: string | null;
  /** clause ids in the order the rules were applied: the deal's penalty path */
  trail: string[];
  /** gap id → reading, for every gap consulted on this deal, in order of consultation */
  readings: Record<string, string>;
  silences: Silence[];
  findings: string[];
  handSizes: number[];
  tricks: number[];
  /** v2: the tricks, the last trick's seat, the cards never played; null when no card was played for lack of a play */
  play: PlayRecord | null;
  /** v1: `sides` is card points only (deprecated: see `totals`); `meldsDeclared` as declared (see `combinations`) */
  points: { cardPoints: number[]; meldsDeclared: number[]; sides: number[] };
  /** v2: per side, the total the outcome compares, split into its parts */
  totals: SideTotal[];
  /** v2: per seat, combinations declared, credited and withheld (6.2.3.2) */
  combinations: Combinations;
  credited: number[];
  potCredited: number[];
  /** v1: positive amounts taken off (deprecated: `scoreChange[].penalties` has the protocol's sign) */
  penalties: number[];
  /** v2: per side, credited + pot credited + penalties (≤ 0) = net change of the party score */
  scoreChange: ScoreChange[];
  protocol: ProtocolEntry[];
  /** present (true) when a player's offence stopped the deal while the cards were being dealt */
  whileDealing?: true;
  ledger: {
    before: { scores: number[]; marks: number[]; pot: number; potDeclarer: number | null };
    after: { scores: number[]; marks: number[]; pot: number; potDeclarer: number | null; dealer: number; nextDealSpecial: boolean; partyOver: boolean; winner: number | null };
  };
}

const SWAP_GAP = 'DEB-G33';
const UNEQUAL_GAP = 'DEB-G42';

/** `options.inspect` observes the judge's XState actor (the suite generator records microsteps with it). */
export function judgeDebertz(s: DebertzScenario, options: { readonly inspect?: (event: unknown) => void } = {}): DebertzRuling {
  const { format, readings } = s;
  const ctx0 = initialContext(format, readings, { ...s.ledger, dealer: s.dealer });
  const actor = createActor(xstateMachineOf(debertzMachine), { input: ctx0, inspect: options.inspect }).start();
  const ownConsultations = consultLog(readings);
  const consult = ownConsultations.consult;
  const findings: string[] = [];
  const send = (e: DebertzEvent) => actor.send(e);
  const state = () => actor.getSnapshot();
  const inDeal = () => {
    const v = state().value;
    return v === 'bidding' || v === 'play';
  };

  const events = s.events;
  let i = 0;
  const hands = s.hands.slice();
  const special = s.ledger.potDeclarer >= 0;
  let declarer = -1;
  let trump = -1;
  let orderedRound = 0;
  let allPassed = false;
  /** set when the play starts: the tricks as they are played (v2 `play`) */
  let recorder: PlayRecorder | null = null;
  const first = events[0];

  // A misdeal by the referee (6.3) ends the attempt before the cards are out: the hands are the
  // cards dealt so far, checked like those of a player's offence while dealing.
  if (events[0]?.kind === 'dealerExposedCard') {
    checkPartialDeal();
    send({ type: 'DEALER_EXPOSED_CARD' });
    i = 1;
    return finish();
  }
  // A player's offence while the cards are being dealt (6.2.1.8.b, .d) stops the deal before it is complete.
  if (first?.kind === 'irregularity' && first.whileDealing) {
    checkPartialDeal();
    if (first.irregularity === 'exposedCards' && count(hands[first.seat]) === 0) {
      throw new InputError(`scenario.events[${first.index}].seat: seat ${first.seat} has been dealt no card yet (scenario.hands[${first.seat}] is empty), so he cannot expose his cards`);
    }
    sendIrregularity(first, null);
    i = 1;
    return finish();
  }
  send({ type: 'DEALT' });

  if (special) {
    declarer = s.ledger.potDeclarer;
    const rules: SpecialDealRules = { roundSize: readings['DEB-G2'] as SpecialDealRules['roundSize'], declarerShare: readings['DEB-G3'] as SpecialDealRules['declarerShare'] };
    const sizes = specialHandSizes(format, declarer, rules);
    checkSizes(sizes, 'the special deal (DEB-6.2.2.2 under DEB-G2/DEB-G3)');
    if (!has(hands[declarer], s.turned)) throw new InputError(`scenario.hands[${declarer}]: the shown card ${formatCard(s.turned)} goes to the declarer in the special deal (DEB-6.2.2.2.b)`);
    if (s.deck) {
      const dealt = dealSpecial(s.deck, format, s.dealer, declarer, rules);
      checkDeck(dealt.hands, dealt.shown);
    }
    trump = readings['DEB-G4'] === 'previous-trump' ? s.ledger.previousTrump : suitOf(s.turned);
    if (new Set(sizes).size > 1) findings.push(`DEB-G2/DEB-G3: the special deal gives hands of ${sizes.join('/')} cards (seats 0…${format.players - 1}); no format uses unequal hands`);
    else if (sizes[0] !== format.handSize) findings.push(`DEB-G2/DEB-G3: the special deal gives ${sizes[0]}-card hands; a normal ${format.id} deal gives ${format.handSize}`);
    const dealtCards = sizes.reduce((a, b) => a + b, 0);
    if (dealtCards < 32 && format.players === 4) findings.push(`DEB-G2/DEB-G3: only ${dealtCards} of 32 cards are dealt in the special deal`);
  } else {
    // bidding
    let bidding: BiddingState = startBidding(format, s.dealer);
    const turnedSuit = suitOf(s.turned);
    const mustOrder = readings['DEB-G35'] === 'dealer-must-order';
    while (i < events.length && state().value === 'bidding') {
      const e = events[i];
      if (e.kind === 'irregularity') {
        sendIrregularity(e, null);
        i++;
        break;
      }
      if (e.kind !== 'bid') throw new InputError(`scenario.events[${e.index}]: a ${e.kind} during the bidding (the game has not been ordered yet)`);
      if (e.seat !== bidding.toAct) {
        send({ type: 'IRREGULARITY', kind: 'outOfTurn', seat: e.seat, unplayed: 0 });
        i++;
        break;
      }
      const bid: Bid = e.bid === 'pass' ? { kind: 'pass' } : e.bid === 'play' ? { kind: 'play' } : { kind: 'suit', suit: e.bid };
      if (bidding.round === 2 && bid.kind === 'pass' && bidding.toAct === s.dealer) consult('DEB-G35');
      const err = bidError(bidding, bid, turnedSuit, s.dealer, mustOrder);
      if (err) throw new InputError(`scenario.events[${e.index}].bid: ${err}`);
      const r = applyBid(bidding, bid, format, turnedSuit);
      i++;
      if (r.kind === 'continue') bidding = r.state;
      else if (r.kind === 'allPassed') {
        allPassed = true;
        send({ type: 'ALL_PASSED' });
      }
      else {
        declarer = r.declarer;
        trump = r.trump;
        orderedRound = r.round;
        send({ type: 'ORDERED', declarer });
      }
    }
    if (state().value === 'play') {
      const receiver = format.players === 4 ? (consult('DEB-G34') === 'dealer' ? s.dealer : declarer) : -1;
      checkSizes(new Array(format.players).fill(format.handSize), `a completed deal in ${format.id}`);
      if (receiver >= 0 && !has(hands[receiver], s.turned)) {
        throw new InputError(`scenario.hands[${receiver}]: in ${format.id} the turned card ${formatCard(s.turned)} goes to seat ${receiver} (DEB-G34 ${readings['DEB-G34']})`);
      }
      if (s.deck) {
        const first = dealFirstSix(s.deck, format, s.dealer);
        const done = completeNormal(s.deck, first, format, s.dealer, declarer, readings['DEB-G34'] as 'declarer' | 'dealer');
        checkDeck(done.hands, first.turned);
      }
    } else {
      // no one ordered: the hands were never completed (the completion follows the order) and the
      // turned card still lies face up; with a deck, they are its first dealing
      for (let seat = 0; seat < format.players; seat++) {
        const n = count(hands[seat]);
        if (n !== 6) throw new InputError(`scenario.hands[${seat}]: ${n} cards; no one ordered, so the hands hold the 6 cards of the first dealing (the completion comes after the order)`);
        if (has(hands[seat], s.turned)) throw new InputError(`scenario.hands[${seat}]: holds the turned card ${formatCard(s.turned)}, which stays on the table while no one has ordered`);
      }
      if (s.deck) {
        const first = dealFirstSix(s.deck, format, s.dealer);
        checkDeck(first.hands, first.turned);
      }
    }
  }

  // play
  if (state().value === 'play') playOut();

  return finish();

  // ─────────────── helpers (closures over the deal) ───────────────

  function checkSizes(sizes: number[], what: string) {
    sizes.forEach((n, seat) => {
      const got = count(hands[seat]);
      if (got !== n) throw new InputError(`scenario.hands[${seat}]: ${got} cards, but ${what} gives seat ${seat} ${n}`);
    });
  }

  function checkDeck(dealt: CardMask[], turned: Card) {
    if (turned !== s.turned) throw new InputError(`scenario.turned: ${formatCard(s.turned)} differs from the deck's turned card ${formatCard(turned)}`);
    dealt.forEach((h, seat) => {
      if (h !== hands[seat]) throw new InputError(`scenario.hands[${seat}]: differs from the hand the deck deals (${cardsOf(h).map(formatCard).join(' ')})`);
    });
  }

  /**
   * The hands of a deal stopped while dealing: the cards each seat had received. At most what the
   * dealing gives before anyone acts (six each; in a special deal the sizes of DEB-G2/DEB-G3, the
   * shown card with the declarer); with a deck, exactly the first cards of its dealing order.
   */
  /**
   * A deal stopped while the cards are going out: each hand must hold exactly what the dealing
   * order (rounds of three from the eldest; the special deal's order, DEB-6.2.2.2 under
   * DEB-G2/DEB-G3) has given it by the time that many cards are out. With a `deck` the cards
   * themselves are checked; without one, the counts (a 6/0/0 split cannot happen).
   */
  function checkPartialDeal() {
    const rules: SpecialDealRules = { roundSize: readings['DEB-G2'] as SpecialDealRules['roundSize'], declarerShare: readings['DEB-G3'] as SpecialDealRules['declarerShare'] };
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
  }

  function sendIrregularity(e: Extract<ScenarioEvent, { kind: 'irregularity' }>, tracker: TrickTracker | null = null) {
    send({ type: 'IRREGULARITY', kind: e.irregularity, seat: e.seat, unplayed: tracker ? tracker.unplayedPoints() : 0 });
  }

  function playOut() {
    const rules: PlayRules = { overtrump: readings['DEB-G25'] as OvertrumpReading, partnerExempt: format.id === '2x2' && readings['DEB-G26'] === 'partner-exempt' };
    const partnerOf = (seat: number) => (format.id === '2x2' ? (seat + 2) % 4 : -1);
    const leader = consult('DEB-G37') === 'declarer-leads' ? declarer : nextSeat(format, s.dealer);
    // DEB-G42 (read here, consulted where the readings part: the trick that leaves a seat without cards)
    const tracker = new TrickTracker(format, hands, trump, leader, readings[UNEQUAL_GAP] === 'stop-when-declarer-out');
    let tricksPlayed = 0;
    let analysis: MeldAnalysis | null = null;
    const tookTrick = new Array<boolean>(format.sides).fill(false);
    let swapAllowed = format.players < 4 && !special && orderedRound === 1;
    const record = (recorder = new PlayRecorder());

    while (i < events.length && state().value === 'play') {
      const e = events[i++];
      if (e.kind === 'irregularity') {
        sendIrregularity(e, tracker);
        continue;
      }
      if (e.kind === 'swapSeven') {
        const who = consult(SWAP_GAP);
        const seven = (trump << 3) as Card;
        if (!swapAllowed || who === 'off' || (who === 'declarer-only' && e.seat !== declarer)) {
          throw new InputError(`scenario.events[${e.index}]: the trump-seven swap is not allowed here (${SWAP_GAP} ${who}; only before the first lead, in 1x1/1x2, when the turned suit is trump)`);
        }
        if (!has(hands[e.seat], seven) || !isTrumpSeven(seven, trump)) throw new InputError(`scenario.events[${e.index}]: seat ${e.seat} does not hold the trump seven`);
        hands[e.seat] = add(remove(hands[e.seat], seven), s.turned);
        swapAllowed = false;
        continue;
      }
      if (e.kind !== 'play') throw new InputError(`scenario.events[${e.index}]: a ${e.kind} during the play`);
      if (!analysis) {
        // DEB-G29: combinations count from the hands held at the first lead
        analysis = analyseMelds(hands, trump, format, nextSeat(format, s.dealer), readings['DEB-G39'] === 'hundred');
        if (analysis.best.some((b) => b.value >= 50)) consult('DEB-G39');
        const declared = meldPoints(analysis, format, new Array(format.sides).fill(true), false).declared;
        send({ type: 'MELDS', declared, debercSeat: analysis.deberc });
        swapAllowed = false;
        if (state().value !== 'play') break; // a deberc ended the party: the card is never played
      }
      if (!has(hands[e.seat], e.card)) throw new InputError(`scenario.events[${e.index}].play: seat ${e.seat} does not hold ${formatCard(e.card)}`);
      if (e.seat !== tracker.toAct) {
        send({ type: 'IRREGULARITY', kind: 'outOfTurn', seat: e.seat, unplayed: tracker.unplayedPoints() });
        break;
      }
      const hand = hands[e.seat];
      const breach = classifyPlay(e.card, hand, tracker, trump, rules, partnerOf(e.seat));
      const constrained = legalPlays(hand, tracker, trump, rules, partnerOf(e.seat)) !== legalPlays(hand, tracker, trump, rules, partnerOf(e.seat), false);
      if (constrained || breach === 'failedFirstTrumpBeat') {
        consult('DEB-G25');
        if (format.id === '2x2') consult('DEB-G26');
      }
      if (breach !== 'none') {
        send({ type: 'IRREGULARITY', kind: breach, seat: e.seat, unplayed: tracker.unplayedPoints() });
        if (state().value !== 'play') break;
      }
      const done = tracker.play(e.seat, e.card);
      record.played(e.seat, e.card, done, tracker.unequalEnd);
      if (!done) continue;
      tricksPlayed++;
      if (tracker.unequalEnd) noteUnequalEnd(tricksPlayed, done.last);
      tookTrick[format.sideOf[done.winner]] = true;
      send({ type: 'TRICK', winner: done.winner, points: done.points });
      if (done.last) {
        const scorer = analysis.sideOrder[0] ?? -1;
        const passToNext = scorer >= 0 && !tookTrick[scorer] ? consult('DEB-G30') === 'pass-to-next' : false;
        const m = meldPoints(analysis, format, tookTrick, passToNext);
        const passed = m.credited.map((c, seat) => c - (tookTrick[format.sideOf[seat]] ? m.declared[seat] : 0));
        send({ type: 'PLAY_COMPLETE', passed });
      }
    }
  }

  /**
   * DEB-G42: the first trick after which a seat holds no card while another still does. Consulted
   * once, and said in the ruling: under `stop-when-declarer-out` it is the last trick and the
   * cards left are dead; under `play-every-card` the others play on.
   */
  function noteUnequalEnd(trick: number, last: boolean) {
    if (findings.some((f) => f.startsWith(UNEQUAL_GAP))) return;
    const reading = consult(UNEQUAL_GAP);
    const holding = hands.flatMap((h, seat) => (h !== 0 ? [seat] : []));
    if (last) {
      const dead = holding.map((seat) => `seat ${seat} ${cardsOf(hands[seat]).map(formatCard).join(' ')}`).join('; ');
      findings.push(`${UNEQUAL_GAP} ${reading}: the declarer played his last card to trick ${trick}, which ended the play and took the last-trick 10; cards left unplayed (dead, scored by nobody): ${dead}`);
    } else {
      findings.push(`${UNEQUAL_GAP} ${reading}: after trick ${trick} seat${holding.length > 1 ? 's' : ''} ${holding.join(', ')} still held cards and played on; the deal's last trick took the last-trick 10`);
    }
  }

  function finish(): DebertzRuling {
    if (i < events.length) {
      const e = events[i];
      const stopped = readings[UNEQUAL_GAP] === 'stop-when-declarer-out' && findings.some((f) => f.startsWith(UNEQUAL_GAP)) ? ` — under ${UNEQUAL_GAP} stop-when-declarer-out play ended when the declarer played his last card; the cards left in the other hands are not played` : '';
      throw new InputError(`scenario.events[${e.index}]: comes after the deal has ended (outcome: ${state().context.outcome})${stopped}`);
    }
    if (inDeal()) throw new InputError(`scenario.events: the scenario ends before the deal is over (still in ${String(state().value)}); give every bid and play, or the irregularity that stops the deal`);
    const c: DebertzContext = state().context;
    const consulted = [...ownConsultations.tags, ...c.consulted];
    const readingsOut: Record<string, string> = {};
    for (const tag of consulted) {
      const [gap, r] = tag.split('=');
      if (!(gap in readingsOut)) readingsOut[gap] = r;
    }
    const sides = Array.from({ length: format.sides }, (_, side) => {
      let total = 0;
      for (let seat = 0; seat < format.players; seat++) if (format.sideOf[seat] === side) total += c.taken[seat];
      return total;
    });
    // DEB-G22 all-cards: a referee bayd credits the points never won in a trick (c.unplayed) to the opponents
    const unplayedCredited = c.outcome === 'referee-bayd' && c.consulted.includes('DEB-G22=all-cards') ? c.unplayed : 0;
    const play = recorder ? recorder.finish(hands, trump, unplayedCredited) : null;
    return {
      kind: 'ruled',
      ruleset: 'debertz',
      rulingVersion: RULING_VERSION,
      format: format.id,
      title: s.title,
      outcome: c.outcome,
      cause: causeOf(c, s.ledger.pot, allPassed),
      special: c.special,
      declarer: c.declarer >= 0 ? c.declarer : null,
      trump: trump >= 0 ? formatSuit(trump as 0) : null,
      trail: c.trail.slice(),
      readings: readingsOut,
      silences: c.silences,
      findings,
      handSizes: s.hands.map(count),
      tricks: c.tricks.slice(),
      play,
      points: { cardPoints: c.taken.slice(), meldsDeclared: c.melds.slice(), sides },
      totals: totalsOf(c, format, play?.lastTrick ?? null, s.ledger.pot),
      combinations: combinationsOf(c, format),
      credited: c.credits.slice(),
      potCredited: c.potCredits.slice(),
      penalties: c.penalties.slice(),
      scoreChange: scoreChangesOf(c, s.ledger.scores),
      protocol: c.entries,
      ...(first?.kind === 'irregularity' && first.whileDealing ? { whileDealing: true as const } : {}),
      ledger: {
        before: { scores: s.ledger.scores.slice(), marks: s.ledger.marks.slice(), pot: s.ledger.pot, potDeclarer: s.ledger.potDeclarer >= 0 ? s.ledger.potDeclarer : null },
        after: {
          scores: c.scores.slice(),
          marks: c.marks.slice(),
          pot: c.pot,
          potDeclarer: c.potDeclarer >= 0 ? c.potDeclarer : null,
          dealer: c.dealer,
          nextDealSpecial: c.specialPending,
          partyOver: state().status === 'done',
          winner: c.winner >= 0 ? c.winner : null,
        },
      },
    };
  }
}
