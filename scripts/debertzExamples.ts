/**
 * Builds the Debertz example scenarios under examples/debertz/ (npm run examples).
 *
 * Each example is a real deal: a seeded shuffle, bids, and a play-out by random legal cards, with
 * an irregularity inserted where the situation needs one. The generator searches seeds until the
 * judge's ruling shows the situation the example is about, then writes the explicit scenario
 * (every card and event), so the files are plain data a committee member can read and edit.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { type Card, suitOf } from '../src/cards/card.ts';
import { formatCard } from '../src/cards/notation.ts';
import { cardsOf, count, has, remove, lowest } from '../src/cards/mask.ts';
import { createRng, deriveSeed, type Rng } from '../src/cards/rng.ts';
import { shuffledDeck } from '../src/cards/deck.ts';
import { type FormatId, formatOf, nextSeat } from '../src/debertz/format.ts';
import { completeNormal, dealFirstSix, dealSpecial } from '../src/debertz/deal.ts';
import { legalPlays, winningIndex, type OvertrumpReading } from '../src/debertz/play.ts';
import { judge } from '../src/judge/judge.ts';
import type { DebertzRuling } from '../src/judge/debertz/judge.ts';
import { resolveReadings } from '../src/regulation/readings.ts';
import { DEBERTZ_GAPS } from '../src/regulation/debertz/gaps.ts';

type Json = Record<string, unknown>;
type Inject =
  | { at: 'bid'; event: Json }
  | { at: 'play'; afterPlays: number; event: Json }
  | { at: 'failBeat' }
  | { at: 'outOfTurnPlay'; afterPlays: number };

interface Spec {
  name: string;
  title: string;
  format: FormatId;
  readings?: Record<string, string>;
  ledger?: Json;
  /** bids in order from the eldest; the last is the order */
  bids?: string[];
  inject?: Inject;
  want: (r: DebertzRuling) => boolean;
}

function build(spec: Spec, seed: number): Json | null {
  const format = formatOf(spec.format);
  const readings = resolveReadings(DEBERTZ_GAPS, spec.readings ?? {});
  const rng: Rng = createRng(deriveSeed(2026, seed));
  const deck = shuffledDeck(rng);
  const dealer = 0;
  const ledger = (spec.ledger ?? {}) as { potDeclarer?: number; previousTrump?: string };
  const special = ledger.potDeclarer !== undefined && ledger.potDeclarer !== null;
  const events: Json[] = [];
  let hands: number[];
  let turned: Card;
  let trump: number;
  let declarer: number;
  if (special) {
    declarer = ledger.potDeclarer!;
    const d = dealSpecial(deck, format, dealer, declarer, { roundSize: readings['DEB-G2'] as 'literal', declarerShare: readings['DEB-G3'] as 'none' });
    hands = d.hands;
    turned = d.shown;
    trump = d.shownSuit;
  } else {
    const first = dealFirstSix(deck, format, dealer);
    turned = first.turned;
    const bids = spec.bids ?? ['play'];
    let seat = nextSeat(format, dealer);
    declarer = -1;
    trump = suitOf(turned);
    for (const b of bids) {
      if (spec.inject?.at === 'bid' && events.length === bids.length - 1) {
        events.push(spec.inject.event);
        return finish(first.hands);
      }
      events.push({ seat, bid: b });
      if (b !== 'pass') {
        declarer = seat;
        if (b !== 'play') trump = 'SCDH'.indexOf(b);
      }
      seat = nextSeat(format, seat);
    }
    if (declarer < 0) return finish(first.hands);
    hands = completeNormal(deck, first, format, dealer, declarer, readings['DEB-G34'] as 'declarer').hands;
  }
  const start = hands.slice();
  const rules = { overtrump: readings['DEB-G25'] as OvertrumpReading, partnerExempt: format.id === '2x2' && readings['DEB-G26'] === 'partner-exempt' };
  const partner = (s: number) => (format.id === '2x2' ? (s + 2) % 4 : -1);
  let toAct = readings['DEB-G37'] === 'declarer-leads' ? declarer : nextSeat(format, dealer);
  let trick = { cards: [] as Card[], seats: [] as number[], length: 0, trumpSeenBefore: false };
  let plays = 0;
  let trickSize = hands.filter((h) => h !== 0).length;
  const nextHolder = (s: number) => {
    let n = nextSeat(format, s);
    while (hands[n] === 0 && n !== s) n = nextSeat(format, n);
    return n;
  };
  while (hands.some((h) => h !== 0)) {
    const inj = spec.inject;
    if (inj?.at === 'play' && plays === inj.afterPlays) {
      events.push(inj.event);
      return finish(start);
    }
    if (inj?.at === 'outOfTurnPlay' && plays === inj.afterPlays) {
      const wrong = nextSeat(format, toAct);
      events.push({ seat: wrong, play: formatCard(lowest(hands[wrong])) });
      return finish(start);
    }
    const legal = legalPlays(hands[toAct], trick, trump, rules, partner(toAct));
    const loose = legalPlays(hands[toAct], trick, trump, rules, partner(toAct), false);
    if (inj?.at === 'failBeat' && (loose & ~legal) !== 0) {
      events.push({ seat: toAct, play: formatCard(lowest((loose & ~legal) >>> 0)) });
      return finish(start);
    }
    const options = cardsOf(legal);
    const card = options[rng.int(0, options.length - 1)];
    events.push({ seat: toAct, play: formatCard(card) });
    plays++;
    hands[toAct] = remove(hands[toAct], card);
    trick.cards.push(card);
    trick.seats.push(toAct);
    trick.length++;
    toAct = nextHolder(toAct);
    if (trick.length === trickSize) {
      const trumpSeen = trick.trumpSeenBefore || trick.cards.some((c) => suitOf(c) === trump);
      toAct = trick.seats[winningIndex(trick, trump)];
      trick = { cards: [] as Card[], seats: [] as number[], length: 0, trumpSeenBefore: trumpSeen };
      trickSize = hands.filter((h) => h !== 0).length;
      if (hands[toAct] === 0) toAct = nextHolder(toAct);
    }
  }
  if (inj_unused(spec)) return null;
  return finish(start);

  function finish(h: number[]): Json {
    return {
      ruleset: 'debertz',
      title: spec.title,
      format: spec.format,
      ...(spec.readings ? { readings: spec.readings } : {}),
      ...(spec.ledger ? { ledger: spec.ledger } : {}),
      dealer,
      turned: formatCard(turned),
      hands: h.map((m) => cardsOf(m).map(formatCard)),
      deck: deck.map(formatCard),
      events,
    };
  }
}

const inj_unused = (spec: Spec) => spec.inject !== undefined && spec.inject.at !== 'bid';
void has;
void count;

const eldestPlays = ['play'];
const specs: Spec[] = [
  { name: 'made-1x1', title: 'The declarer scores more than the opponent', format: '1x1', want: (r) => r.outcome === 'made' },
  { name: 'bayd-on-points-1x1', title: 'The declarer scores less: bayd on points', format: '1x1', want: (r) => r.outcome === 'bayd' && r.points.meldsDeclared.some((m) => m > 0) },
  { name: 'bayd-on-points-2x2', title: 'A 2x2 declaring team falls short: bayd', format: '2x2', want: (r) => r.outcome === 'bayd' },
  { name: 'bayd-on-points-1x2', title: 'In 1x2 one opponent outscores the declarer: bayd, points shared', format: '1x2', want: (r) => r.outcome === 'bayd' },
  { name: 'referee-out-of-turn-bid', title: 'A player orders out of turn before anyone has ordered', format: '1x2', bids: ['pass', 'play'], inject: { at: 'bid', event: { seat: 0, bid: 'play' } }, want: (r) => r.outcome === 'pre-order-bayd' },
  { name: 'referee-out-of-turn-pass', title: 'A player passes out of turn', format: '2x2', bids: ['pass', 'pass'], inject: { at: 'bid', event: { seat: 3, bid: 'pass' } }, want: (r) => r.outcome === 'pre-order-bayd' },
  { name: 'referee-out-of-turn-play', title: 'A defender plays out of turn in the middle of the play', format: '1x1', inject: { at: 'outOfTurnPlay', afterPlays: 5 }, want: (r) => r.outcome === 'referee-bayd' },
  { name: 'referee-signal', title: 'The referee records a signal between partners', format: '2x2', inject: { at: 'play', afterPlays: 9, event: { irregularity: 'signal', seat: 2 } }, want: (r) => r.outcome === 'referee-bayd' },
  { name: 'referee-failed-first-trump-beat', title: 'A player fails to beat the led trump though he could', format: '1x3', inject: { at: 'failBeat' }, want: (r) => r.outcome === 'referee-bayd' && r.trail.includes('DEB-6.2.1.8.c') },
  { name: 'referee-exposed-cards', title: 'The declarer exposes his cards during play', format: '1x2', inject: { at: 'play', afterPlays: 4, event: { irregularity: 'exposedCards', seat: 1 } }, want: (r) => r.outcome === 'referee-bayd' },
  { name: 'referee-exposed-cards-before-order', title: 'A player exposes his cards before anyone has ordered', format: '1x1', bids: ['pass', 'pass'], inject: { at: 'bid', event: { irregularity: 'exposedCards', seat: 0 } }, want: (r) => r.outcome === 'pre-order-bayd' },
  { name: 'third-b', title: 'A third «Б» in the party costs 100 more', format: '1x1', ledger: { scores: [120, 200], marks: [0, 2] }, want: (r) => r.outcome === 'bayd' && r.trail.includes('DEB-6.2.1.6') },
  { name: 'fourth-b', title: 'Each «Б» after the third costs 50 more', format: '2x2', ledger: { scores: [150, 300], marks: [1, 3] }, want: (r) => r.outcome === 'bayd' && r.trail.includes('DEB-6.2.1.7') },
  { name: 'no-trick-1x3', title: 'A player takes no trick: −50 and his combinations are not credited', format: '1x3', want: (r) => r.trail.includes('DEB-6.2.3.1') && r.trail.includes('DEB-6.2.3.2') },
  { name: 'dealer-exposed-card', title: 'The referee exposes a card while dealing', format: '2x2', want: (r) => r.outcome === 'redeal' },
];
for (const f of ['1x1', '1x2', '1x3', '2x2'] as FormatId[]) {
  specs.push({ name: `deferred-${f}`, title: `Equal points in ${f}: the declarer's points are deferred`, format: f, want: (r) => r.outcome === 'deferred' });
  specs.push({ name: `special-deal-${f}`, title: `The referee's special deal in ${f} after a deferred bayd`, format: f, ledger: { scores: [100, 80, 60, 40].slice(0, formatOf(f).sides), pot: 81, potDeclarer: 1 }, want: (r) => r.special && r.outcome !== 'deferred' });
}
void eldestPlays;

const dir = 'examples/debertz';
mkdirSync(dir, { recursive: true });
for (const spec of specs) {
  let found = false;
  for (let seed = 1; seed < 20000 && !found; seed++) {
    const scenario = spec.name === 'dealer-exposed-card' ? { ...build({ ...spec }, seed)!, events: [{ irregularity: 'dealerExposedCard' }] } : build(spec, seed);
    if (!scenario) continue;
    let ruling: DebertzRuling;
    try {
      ruling = judge(scenario) as DebertzRuling;
    } catch (e) {
      if (seed === 1) console.log(`  ${spec.name}: ${(e as Error).message}`);
      continue;
    }
    if (!spec.want(ruling)) continue;
    writeFileSync(`${dir}/${spec.name}.json`, readableJson(scenario) + '\n');
    console.log(`${spec.name}: seed ${seed} → ${ruling.outcome} [${ruling.trail.join(' > ')}]`);
    found = true;
  }
  if (!found) console.log(`${spec.name}: NOT FOUND`);
}

/** JSON with one line per hand, per event and per small object, so a scenario reads like a deal record. */
function readableJson(value: unknown, indent = ''): string {
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    const flat = JSON.stringify(value);
    if (!value.some((v) => v !== null && typeof v === 'object')) return flat.replace(/,/g, ', ');
    return '[\n' + value.map((v) => inner + readableJson(v, inner)).join(',\n') + '\n' + indent + ']';
  }
  if (value && typeof value === 'object') {
    const flat = JSON.stringify(value);
    if (flat.length <= 80) return flat.replace(/,"/g, ', "').replace(/":/g, '": ');
    return '{\n' + Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${readableJson(v, inner)}`).join(',\n') + '\n' + indent + '}';
  }
  return JSON.stringify(value);
}
