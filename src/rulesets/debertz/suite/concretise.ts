/**
 * From an abstract Debertz path to real deals: the path's shape (how the deal starts, whether
 * play completes or which offence stops it, silent revokes, a deberc) becomes a build spec for
 * `buildDebertzScenario` — a real seeded shuffle, real bids and a random legal play-out — and each
 * seed gives one candidate scenario. The generator keeps the first candidate whose judged run
 * takes the path's transitions; nothing here decides that.
 *
 * @internal
 */
import { cardOf, Rank, RANKS as RANK_VALUES, rankOf, SUITS, suitOf, type Card } from '../../../core/cards/card.ts';
import { add, cardsOf, has, remove, type CardMask } from '../../../core/cards/mask.ts';
import type { DebertzEvent, IrregularityKind } from '../machine/events.ts';
import { buildDebertzScenario, type BuildSpec, type Inject } from '../judge/build.ts';
import { formatOf, type FormatId } from '../mechanics/format.ts';
import { WHILE_DEALING } from '../scenario.ts';
import { DEBERTZ_GAPS } from '../regulation/gaps.ts';
import { resolveReadings } from '../../../core/regulation/readings.ts';
import type { ConcretiseRequest, Json, ReadingProbe } from '../../../core/suite/types.ts';
import { ABSTRACT_DECLARER, ABSTRACT_POT } from './constants.ts';

/** Seeds tried per path at most; the generator's budget usually stops far earlier. */
const SEEDS = 200_000;

type Offence = { kind: IrregularityKind; seat: number };
type Shape =
  | { kind: 'exposed' }
  | { kind: 'allPassed' }
  | { kind: 'dealing'; offence: Offence }
  | { kind: 'preOrder'; offence: Offence }
  | { kind: 'play'; tricks: number; silentRevokes: number[]; deberc: boolean; end: Offence | null };

function shapeOf(events: readonly DebertzEvent[], special: boolean): Shape | { impossible: string } {
  const [first, ...rest] = events;
  if (!first) return { impossible: 'the path has no event' };
  if (first.type === 'DEALER_EXPOSED_CARD') return { kind: 'exposed' };
  if (first.type === 'IRREGULARITY') {
    if (!WHILE_DEALING.includes(first.kind)) return { impossible: `${first.kind} cannot happen while the cards are being dealt (the judge rejects it: no one is to act, no card is played)` };
    return { kind: 'dealing', offence: { kind: first.kind, seat: first.seat } };
  }
  if (first.type !== 'DEALT') return { impossible: `a deal cannot start with ${first.type}` };
  let play = rest;
  if (!special) {
    const [bid, ...after] = rest;
    if (bid?.type === 'ALL_PASSED') return { kind: 'allPassed' };
    if (bid?.type === 'IRREGULARITY') return { kind: 'preOrder', offence: { kind: bid.kind, seat: bid.seat } };
    if (bid?.type !== 'ORDERED') return { impossible: 'the bidding does not end' };
    play = after;
  }
  let tricks = 0;
  let deberc = false;
  const silentRevokes: number[] = [];
  let end: Offence | null = null;
  play.forEach((e, i) => {
    const last = i === play.length - 1;
    if (e.type === 'TRICK') tricks++;
    if (e.type === 'MELDS' && e.debercSeat >= 0) deberc = true;
    if (e.type === 'IRREGULARITY') {
      if (last) end = { kind: e.kind, seat: e.seat };
      else silentRevokes.push(e.seat);
    }
  });
  if (deberc && special) return { impossible: 'a deberc in the special deal is not built (the dealing there follows DEB-G2/DEB-G3); other paths cover the same transitions' };
  return { kind: 'play', tricks, silentRevokes, deberc, end };
}

export function debertzCandidates(req: ConcretiseRequest<DebertzEvent>): Iterable<Json> | { impossible: string } {
  const special = req.ledger.ledger.potDeclarer !== undefined;
  const shape = shapeOf(req.path.events, special);
  if ('impossible' in shape) return shape;
  if (shape.kind === 'allPassed' && req.readings['DEB-G35'] === 'dealer-must-order') {
    return { impossible: 'under DEB-G35 dealer-must-order the dealer may not pass in the second round: the judge rejects such a scenario (a reading probe covers it)' };
  }
  const format = formatOf(req.format as FormatId);
  const n = format.players;
  const base: BuildSpec = {
    name: 'suite',
    title: '',
    format: req.format as FormatId,
    ...(Object.keys(req.overrides).length ? { readings: { ...req.overrides } } : {}),
    ...(Object.keys(req.ledger.ledger).length ? { ledger: { ...req.ledger.ledger } } : {}),
  };
  return (function* () {
    for (let seed = 1; seed <= SEEDS; seed++) {
      const sc = buildFor(shape, base, seed, n, special);
      if (sc) yield withPreviousTrump(sc);
    }
  })();
}

function buildFor(shape: Shape, base: BuildSpec, seed: number, n: number, special: boolean): Json | null {
  switch (shape.kind) {
    case 'exposed': {
      // the referee exposes a card once the first round is out; the hands are the cards dealt so far
      const dealt = 3 * n + (seed % (3 * n));
      return buildDebertzScenario({ ...base, inject: { at: 'dealing', dealt, event: { irregularity: 'dealerExposedCard' } } }, seed);
    }
    case 'allPassed':
      return buildDebertzScenario({ ...base, bids: new Array<string>(2 * n).fill('pass') }, seed);
    case 'dealing': {
      // stated with `while: "dealing"` once the first round is out (every seat holds three cards), before the last card
      const { kind, seat } = shape.offence;
      const dealt = 3 * n + (seed % (3 * n));
      return buildDebertzScenario({ ...base, inject: { at: 'dealing', dealt, event: { irregularity: kind, seat, while: 'dealing' } } }, seed);
    }
    case 'preOrder': {
      // k passes from the eldest, then the offence; an out-of-turn bid must come from a seat not to act
      const { kind, seat } = shape.offence;
      let k = seed % 3;
      if (kind === 'outOfTurn') while ((1 + k) % n === seat) k++;
      const event = kind === 'outOfTurn' ? { seat, bid: 'pass' } : { irregularity: kind, seat };
      return buildDebertzScenario({ ...base, bids: [...new Array<string>(k).fill('pass'), 'offence'], inject: { at: 'bid', event } }, seed);
    }
    case 'play': {
      const bids = special ? undefined : ['play'];
      if (shape.deberc) return craftDeberc(buildDebertzScenario({ ...base, bids }, seed), n);
      const inject = shape.end ? injectFor(shape.end, shape.tricks * n + (seed % n), seed) : undefined;
      const sc = buildDebertzScenario({ ...base, bids, inject }, seed);
      if (!sc || shape.silentRevokes.length === 0) return sc;
      // a silent revoke (DEB-G27 no-clause) is stated by the referee and play goes on
      const events = (sc.events as Json[]).slice();
      const at = shape.end ? events.length - 1 : Math.min(events.length - 1, (special ? 0 : 1) + n);
      events.splice(at, 0, ...shape.silentRevokes.map((s) => ({ irregularity: 'revoke', seat: s })));
      return { ...sc, events };
    }
  }
}

/** An offence that stops the play: stated by the referee, or (half the seeds) committed with the cards. */
function injectFor(o: Offence, afterPlays: number, seed: number): Inject {
  const stated: Inject = { at: 'play', afterPlays, event: { irregularity: o.kind, seat: o.seat } };
  if (seed % 2 === 1) return stated;
  if (o.kind === 'outOfTurn') return { at: 'outOfTurnPlay', afterPlays };
  if (o.kind === 'failedFirstTrumpBeat') return { at: 'failBeat' };
  return stated;
}

/** A pending special deal under DEB-G4 `previous-trump` needs the tied deal's trump: the shown suit keeps the play-out legal. */
function withPreviousTrump(sc: Json): Json {
  const ledger = sc.ledger as Json | undefined;
  if (!ledger || ledger.potDeclarer === undefined) return sc;
  return { ...sc, ledger: { ...ledger, previousTrump: String(sc.turned).slice(-1) } };
}

const RANKS = '789TJQKA';

/**
 * A deberc (seven trumps in sequence) is too rare to wait for: the seat that ordered is given the
 * seven trumps other than the turned card (which must be the trump 7 or ace so that they run in
 * sequence), swapping cards with their holders so hand sizes stay right. The dealing order no
 * longer matches, so `deck` is dropped; the deal ends at the first lead, where the deberc is
 * declared.
 */
function craftDeberc(sc: Json | null, n: number): Json | null {
  if (!sc) return null;
  const turned = String(sc.turned);
  const suit = turned.slice(-1);
  if (turned[0] !== '7' && turned[0] !== 'A') return null;
  const run = [...RANKS].map((r) => r + suit).filter((c) => c !== turned);
  const hands = (sc.hands as string[][]).map((h) => h.slice());
  const seat = ABSTRACT_DECLARER;
  for (const card of run) {
    if (hands[seat].includes(card)) continue;
    const owner = hands.findIndex((h) => h.includes(card));
    if (owner < 0) return null;
    const give = hands[seat].find((c) => !run.includes(c) && c !== turned);
    if (!give) return null;
    hands[owner][hands[owner].indexOf(card)] = give;
    hands[seat][hands[seat].indexOf(give)] = card;
  }
  const events = sc.events as Json[];
  const { deck: _deck, ...rest } = sc;
  void _deck;
  void n;
  // the eldest (seat 1) leads under either DEB-G37 reading, since seat 1 also ordered
  return { ...rest, hands, events: [events[0], { seat, play: hands[seat][0] }] };
}

/**
 * Gaps only a deal of its own hands consults, each with the arrangement that gives the declarer
 * and another seat the sequences it needs (the generator keeps a seed where no other combination
 * outranks them): DEB-G50, two sides' best sequences of equal value and different length, where
 * the readings give them to different sides; DEB-G51, two sides' best sequences that rank equal;
 * DEB-G52, a 2x2 team whose partners both hold a sequence; DEB-G53, a bella inside a sequence.
 */
const ARRANGED: Readonly<Partial<Record<string, NonNullable<BuildSpec['arrange']>>>> = {
  'DEB-G50': equalFifties,
  'DEB-G51': equalTerzes,
  'DEB-G52': partnersSequences,
  'DEB-G53': bellaInFifty,
};

/**
 * Scenarios for readings no abstract path reaches: the trump-seven swap (DEB-G33), which only a
 * `swapSeven` event consults; the dealer who must order (DEB-G35), which only a scenario the
 * judge rejects consults; the play of unequal hands (DEB-G42), which only a special deal
 * consults; and, for any other reading, ordinary seeded deals — from a fresh party
 * and from one near the target (DEB-G38) — for the generator to keep one that consults the
 * reading or is ruled otherwise under another reading of its gap.
 */
export function* debertzReadingProbes(gap: string, reading: string, format: string): Iterable<ReadingProbe> {
  const f = formatOf(format as FormatId);
  const readings = { [gap]: reading };
  const id = format as FormatId;
  if (gap === 'DEB-G33') {
    if (f.players === 4) return;
    // any-player: the defender swaps; declarer-only: the declarer; off: any swap is rejected
    const swapper = reading === 'any-player' ? 0 : ABSTRACT_DECLARER;
    for (let seed = 1; seed <= 2000; seed++) {
      const sc = buildDebertzScenario({ name: 'suite', title: '', format: id, readings, bids: ['play'] }, seed);
      if (!sc) continue;
      const seven = '7' + String(sc.turned).slice(-1);
      if (!(sc.hands as string[][])[swapper].includes(seven)) continue;
      const events = [(sc.events as Json[])[0], { seat: swapper, swapSeven: true }, { irregularity: 'signal', seat: 0 }];
      yield { scenario: { ...sc, events }, exercises: [`${gap}=${reading}`], expect: reading === 'off' ? 'rejected' : 'ruled' };
    }
    return;
  }
  if (gap === 'DEB-G35' && reading === 'dealer-must-order') {
    for (let seed = 1; seed <= 50; seed++) {
      const sc = buildDebertzScenario({ name: 'suite', title: '', format: id, readings, bids: new Array<string>(2 * f.players).fill('pass') }, seed);
      if (sc) yield { scenario: sc, exercises: [`${gap}=${reading}`], expect: 'rejected' };
    }
    return;
  }
  if (gap === 'DEB-G42') {
    // only a special deal with unequal hands (DEB-G3 none) reaches it, at the declarer's last card
    for (let seed = 1; seed <= 2000; seed++) {
      const sc = buildDebertzScenario({ name: 'suite', title: '', format: id, readings, ledger: { pot: ABSTRACT_POT, potDeclarer: ABSTRACT_DECLARER } }, seed);
      if (sc) yield { scenario: sc, exercises: [`${gap}=${reading}`], expect: 'ruled' };
    }
    return;
  }
  if (gap === 'DEB-G45') {
    // only a version-2 declaration of part of a longer sequence consults it: a seeded deal where
    // a seat holds four or more in sequence, that seat declaring the lowest three of them
    for (let seed = 1; seed <= 2000; seed++) {
      const sc = buildDebertzScenario({ name: 'suite', title: '', format: id, readings, bids: ['play'] }, seed);
      const partial = sc ? partialDeclaration(sc) : null;
      if (partial) yield { scenario: partial, exercises: [`${gap}=${reading}`], expect: 'ruled' };
    }
    return;
  }
  if (gap === 'DEB-G46') {
    // only a version-2 scenario whose declarations leave a held deberc undeclared consults it:
    // the declarer is given a deberc and declares nothing; under `held` the deal ends at the
    // first lead, under `declared-only` it is played out
    for (let seed = 1; seed <= 2000; seed++) {
      const sc = buildDebertzScenario({ name: 'suite', title: '', format: id, readings, bids: ['play'], arrange: debercForDeclarer }, seed);
      if (!sc) continue;
      const events = sc.events as Json[];
      const lead = events.findIndex((e) => 'play' in e);
      const declared = [...events.slice(0, lead), { seat: ABSTRACT_DECLARER, declare: [] }, ...events.slice(lead, reading === 'held' ? lead + 1 : events.length)];
      yield { scenario: { ...sc, version: 2, events: declared }, exercises: [`${gap}=${reading}`], expect: 'ruled' };
    }
    return;
  }
  if (gap === 'DEB-G49') {
    // only a first card led out of turn while a deberc is held consults it: the declarer is
    // given a deberc and the seat after the leader leads out of turn
    for (let seed = 1; seed <= 2000; seed++) {
      const sc = buildDebertzScenario({ name: 'suite', title: '', format: id, readings, bids: ['play'], arrange: debercForDeclarer, inject: { at: 'outOfTurnPlay', afterPlays: 0 } }, seed);
      if (sc) yield { scenario: sc, exercises: [`${gap}=${reading}`], expect: 'ruled' };
    }
    return;
  }
  const arrange = ARRANGED[gap];
  if (arrange) {
    for (let seed = 1; seed <= 2000; seed++) {
      const sc = buildDebertzScenario({ name: 'suite', title: '', format: id, readings, bids: ['play'], arrange }, seed);
      if (sc) yield { scenario: sc, exercises: [`${gap}=${reading}`], expect: 'ruled' };
    }
    return;
  }
  const target = Number(resolveReadings(DEBERTZ_GAPS, readings)['DEB-G38']);
  for (let seed = 1; seed <= SEEDS; seed++) {
    const near = seed % 2 === 0 ? { ledger: { scores: new Array<number>(f.sides).fill(target - 30) } } : {};
    const sc = buildDebertzScenario({ name: 'suite', title: '', format: id, readings, bids: ['play'], ...near }, seed);
    if (sc) yield { scenario: sc, exercises: [`${gap}=${reading}`], expect: 'ruled' };
  }
}

/**
 * The scenario as version 2 with one declaration before the first lead: the first seat holding
 * four or more cards in sequence declares the lowest three of them (DEB-G45). Null when no seat
 * holds such a sequence. The hands given are those at the first lead (no trump-seven swap here).
 */
export function partialDeclaration(sc: Json): Json | null {
  const hands = sc.hands as string[][];
  const events = sc.events as Json[];
  const lead = events.findIndex((e) => 'play' in e);
  if (lead < 0) return null;
  for (let seat = 0; seat < hands.length; seat++) {
    for (const suit of 'SCDH') {
      const ranks = [...RANKS].map((r) => hands[seat].includes(r + suit));
      for (let low = 0; low + 4 <= RANKS.length; low++) {
        if (!ranks.slice(low, low + 4).every(Boolean)) continue;
        const declare = [...RANKS.slice(low, low + 3)].map((r) => r + suit);
        return { ...sc, version: 2, events: [...events.slice(0, lead), { seat, declare }, ...events.slice(lead)] };
      }
    }
  }
  return null;
}

/**
 * The seat that ordered (`ABSTRACT_DECLARER`) given a deberc: the seven trumps other than the
 * turned card (which must be the trump 7 or ace, so that they run in sequence), each taken from
 * its holder or the undealt cards for one of his own. Hand sizes stay right.
 */
export function debercForDeclarer(hands: readonly CardMask[], turned: Card, declarer: number): CardMask[] | null {
  if (declarer !== ABSTRACT_DECLARER || (rankOf(turned) !== Rank.Seven && rankOf(turned) !== Rank.Ace)) return null;
  const out = hands.slice();
  const trump = suitOf(turned);
  const run = RANK_VALUES.map((r) => cardOf(trump, r)).filter((c) => c !== turned);
  for (const card of run) {
    if (has(out[declarer], card)) continue;
    const give = cardsOf(out[declarer]).find((c) => !run.includes(c) && c !== turned);
    if (give === undefined) return null;
    const owner = out.findIndex((h) => has(h, card));
    if (owner >= 0) out[owner] = add(remove(out[owner], card), give);
    out[declarer] = add(remove(out[declarer], give), card);
  }
  return out;
}

/**
 * DEB-G50: the declarer given J Q K A of the first plain suit and the next seat (an opponent in
 * every format) 9 T J Q K of the second — both 50 under DEB-G39 `fifty`, the first to the ace,
 * the second longer. Each card is taken from its holder or the undealt cards for one of the
 * receiver's own; hand sizes stay right.
 */
export function equalFifties(hands: readonly CardMask[], turned: Card, declarer: number): CardMask[] | null {
  return twoPlainRuns(hands, turned, declarer, [Rank.Jack, Rank.Queen, Rank.King, Rank.Ace], [Rank.Nine, Rank.Ten, Rank.Jack, Rank.Queen, Rank.King]);
}

/**
 * DEB-G51: the declarer given Q K A of the first plain suit and the next seat (an opponent in
 * every format) Q K A of the second — terzes that rank equal, as equalFifties moves the cards.
 */
export function equalTerzes(hands: readonly CardMask[], turned: Card, declarer: number): CardMask[] | null {
  const top = [Rank.Queen, Rank.King, Rank.Ace];
  return twoPlainRuns(hands, turned, declarer, top, top);
}

/** DEB-G52 (2x2): the declarer given J Q K A of the first plain suit (a 50), his partner opposite 9 T J of the second (a terz). */
export function partnersSequences(hands: readonly CardMask[], turned: Card, declarer: number): CardMask[] | null {
  if (hands.length !== 4) return null;
  return twoPlainRuns(hands, turned, declarer, [Rank.Jack, Rank.Queen, Rank.King, Rank.Ace], [Rank.Nine, Rank.Ten, Rank.Jack], 2);
}

/**
 * DEB-G53: the declarer given 10 J Q K of trumps — a 50 with bella's king and queen inside it
 * (DEB-G53 `shared`), or bella and no sequence (`exclusive`). Null when the turned card is one of
 * them and the declarer does not hold it.
 */
export function bellaInFifty(hands: readonly CardMask[], turned: Card, declarer: number): CardMask[] | null {
  const run = [Rank.Ten, Rank.Jack, Rank.Queen, Rank.King].map((r) => cardOf(suitOf(turned), r));
  if (run.includes(turned) && !has(hands[declarer], turned)) return null;
  return giveCards(hands, turned, [[declarer, run]]);
}

/**
 * The declarer given the ranks `first` of the first plain suit, the seat `offset` after him (the
 * next one unless said) the ranks `second` of the second.
 */
function twoPlainRuns(hands: readonly CardMask[], turned: Card, declarer: number, first: readonly Rank[], second: readonly Rank[], offset = 1): CardMask[] | null {
  const trump = suitOf(turned);
  const [x, y] = SUITS.filter((suit) => suit !== trump);
  const four = first.map((r) => cardOf(x, r));
  const five = second.map((r) => cardOf(y, r));
  return giveCards(hands, turned, [
    [declarer, four],
    [(declarer + offset) % hands.length, five],
  ]);
}

/**
 * Each seat given its cards: each card taken from its holder (or the undealt cards) for one of
 * the receiver's own that no one is given and is not the turned card; hand sizes stay right.
 * Null when a seat runs out of such cards.
 */
function giveCards(hands: readonly CardMask[], turned: Card, wanted: readonly (readonly [number, readonly Card[]])[]): CardMask[] | null {
  const keep = [...wanted.flatMap(([, cards]) => cards), turned];
  const out = hands.slice();
  for (const [seat, cards] of wanted) {
    for (const card of cards) {
      if (has(out[seat], card)) continue;
      const spare = cardsOf(out[seat]).find((c) => !keep.includes(c));
      if (spare === undefined) return null;
      const owner = out.findIndex((h) => has(h, card));
      if (owner >= 0) out[owner] = add(remove(out[owner], card), spare);
      out[seat] = add(remove(out[seat], spare), card);
    }
  }
  return out;
}
