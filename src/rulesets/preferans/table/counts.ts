/**
 * Wrong counts at the table (CODE-3.2.16–3.2.23, PCR-4, PCR-5): where the missing card is found,
 * the discovery sent to the machine (COUNT_DISCOVERED), the cards moved once a ruling makes every
 * hand ten again, the 10-card players' redeal choice (CHOICE), and play taken back or replayed.
 *
 * @internal
 */
import { type Card, suitOf } from '../../../core/cards/card.ts';
import { formatCard } from '../../../core/cards/notation.ts';
import { add, cardsOf, has, remove } from '../../../core/cards/mask.ts';
import { InputError } from '../../../core/regulation/readings.ts';
import { startAuction } from '../mechanics/auction.ts';
import { MISERE } from '../mechanics/contracts.ts';
import type { FoundWhere } from '../machine/events.ts';
import type { ScenarioEvent } from '../scenario.ts';
import { closeAuctionIfDone, forcePass } from './bidding.ts';
import { noteOutOfTurnOpening, startGameTable } from './play.ts';
import type { CardLists, PreferansTable } from './state.ts';
import { newTable, rewind } from './tricks.ts';

type Loc = 'hand' | keyof CardLists;

const LISTS = ['talon', 'floor', 'floorFaceUp', 'otherDeck', 'lost', 'discard'] as const;

function whereIs(t: PreferansTable, c: Card): Loc | undefined {
  for (const seat of t.order) if (has(t.hands[seat], c)) return 'hand';
  for (const k of LISTS) if (t.lists[k].includes(c)) return k;
  return undefined;
}

/** Cards a seat holds beyond 10: as dealt, or for the declarer after the talon and his discard. */
function surplus(t: PreferansTable, seat: number): number {
  if (seat === t.declarer && t.contract >= 0) return t.dealtCounts[seat] + t.talonTaken - t.discardCount - 10;
  return t.dealtCounts[seat] - 10;
}

/**
 * The cards that would make the short hands up to 10, in order: `draw` if given, else the floor, a long talon, then the long hands.
 * READING PREF-G3 (fixed): the scenario states the blind draw (`discover.draw`); without it the cards
 * drawn are a long hand's last-listed ones, as PREF-G3's note says.
 */
function cardsToDraw(t: PreferansTable, draw: Card[] | undefined): Card[] {
  if (draw) return draw;
  const { order, dealtCounts, lists } = t;
  const need = order.reduce((n, s2) => n + Math.max(0, 10 - dealtCounts[s2]), 0);
  const out: Card[] = [...lists.floor, ...lists.floorFaceUp];
  if (t.talonCount > 2 && lists.talon.length > 2) out.push(...lists.talon.slice(2));
  for (const seat of order) {
    if (surplus(t, seat) <= 0) continue;
    const held = t.trickTable ? t.trickTable.hands[seat] : t.hands[seat];
    const own = cardsOf(held).reverse().slice(0, surplus(t, seat));
    out.push(...own);
  }
  return out.slice(0, Math.max(need, out.length > need ? need : out.length));
}

function foundWhere(t: PreferansTable, draw: Card[]): { found: FoundWhere; faceUp: boolean } {
  const short = t.order.filter((s2) => t.dealtCounts[s2] < 10);
  if (short.length === 0) return { found: 'none', faceUp: false };
  const c = draw[0];
  const loc = c === undefined ? undefined : whereIs(t, c);
  if (c === undefined || loc === undefined) {
    if (t.lists.otherDeck.length > 0) return { found: 'other-deck', faceUp: false };
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
function revokeTrickOf(t: PreferansTable, draw: Card[]): number {
  const tt = t.trickTable;
  if (!tt) return -1;
  const short = t.order.filter((s2) => t.dealtCounts[s2] < 10);
  if (short.length !== 1 || draw.length === 0) return -1;
  const seat = short[0];
  const suit = suitOf(draw[0]);
  for (let k = 0; k < tt.tricks.length; k++) {
    const tr = tt.tricks[k];
    const led = tr.talonCard >= 0 ? suitOf(tr.talonCard) : suitOf(tr.cards[0]);
    const pos = tr.seats.indexOf(seat);
    if (led === suit && pos >= 0 && suitOf(tr.cards[pos]) !== suit) return k;
  }
  return -1;
}

export function discover(t: PreferansTable, e: Extract<ScenarioEvent, { kind: 'discover' }>): void {
  const draw = cardsToDraw(t, e.draw);
  const where = foundWhere(t, draw);
  t.pendingDiscoveryDraw = draw;
  const before = t.ctx.trickLog.length;
  noteOutOfTurnOpening(t); // READING PREF-C28
  t.send({ type: 'COUNT_DISCOVERED', by: e.by, counts: t.dealtCounts.slice(), talon: t.talonCount, found: where.found, faceUp: where.faceUp, revokeTrick: revokeTrickOf(t, draw) });
  const st = t.state;
  if (st === 'replay') t.outOfTurnOpening = false;
  if (t.isEnded(st) || st === 'tenCard') return;
  syncCounts(t, e.index);
  const c = t.ctx;
  if (t.trickTable && c.trickLog.length < before) rewind(t.trickTable, c.trickLog.length); // PREF-G37 code-3-9-16-2: replay from the revoke
  if (st === 'replay') {
    // PCR-4: the hands made up to ten, the play conducted again, open (PREF-G29)
    if (c.trickLog.length === 0) {
      const tt = t.trickTable;
      if (!tt) {
        // the game was never played (e.g. unwhisted): the replay is its first play, from the made-up hands
        startGameTable(t, t.contract === MISERE ? 'misere' : 'game');
      } else {
        t.trickTable = newTable({ kind: tt.kind, trump: tt.trump, order: t.order, sitter: t.sitter, talonLead: tt.talonLead, talon: tt.talon, shortRule: tt.shortRule, noSuitWinner: tt.noSuitWinner, hands: t.startHands.slice(), exposed: t.hands.map(() => 0) });
      }
    }
  }
}

/** After a ruling that makes every hand 10 again, the cards move: the short hands get the cards the discovery drew. */
function syncCounts(t: PreferansTable, index: number): void {
  const c = t.ctx;
  const wrongNow = t.order.some((s2) => t.dealtCounts[s2] !== 10) || t.talonCount !== 2;
  const restored = t.order.every((s2) => c.counts[s2] === 10) && c.talon === 2;
  if (!wrongNow || !restored) return;
  transfer(t, t.pendingDiscoveryDraw ?? [], index);
}

function transfer(t: PreferansTable, draw: Card[], index: number): void {
  const field = `scenario.events[${index}].discover.draw`;
  const { order, hands, dealtCounts, lists } = t;
  const queue = draw.slice();
  const take = (to: number | 'talon') => {
    const card = queue.shift();
    if (card === undefined) throw new InputError(`${field}: not enough cards to make every hand 10 (give the cards drawn, in order)`);
    const loc = whereIs(t, card);
    const tt = t.trickTable;
    let from = -1;
    if (loc === 'hand') {
      from = order.find((s2) => has(hands[s2], card))!;
      if (surplus(t, from) <= 0) throw new InputError(`${field}: ${formatCard(card)} is drawn from seat ${from}, who does not hold too many cards`);
      hands[from] = remove(hands[from], card);
      if (tt) {
        if (!has(tt.hands[from], card)) throw new InputError(`${field}: ${formatCard(card)} has already been played by seat ${from}; draw a card he still holds`);
        tt.hands[from] = remove(tt.hands[from], card);
      }
      t.startHands[from] = remove(t.startHands[from] ?? 0, card);
      // the declarer's surplus is the talon he took, unless he was dealt too many (PCR-3 with clause 4's
      // making up of the defenders' hands, PREF-G26 clause-4-replayed: the card a defender lacks is his)
      if (from === t.declarer && t.contract >= 0 && dealtCounts[from] <= 10) t.talonTaken--;
      else dealtCounts[from]--;
    } else if (loc !== undefined) {
      lists[loc] = lists[loc].filter((x) => x !== card);
      if (loc === 'talon') t.talonCount--;
    } else throw new InputError(`${field}: ${formatCard(card)} cannot be drawn from the nowhere`);
    if (to === 'talon') {
      lists.talon.push(card);
      t.talonCount++;
      return;
    }
    hands[to] = add(hands[to], card);
    if (tt) tt.hands[to] = add(tt.hands[to], card);
    if (t.startHands.length) t.startHands[to] = add(t.startHands[to] ?? 0, card);
    dealtCounts[to]++;
    if (loc === 'floorFaceUp' && t.ctx.exposed[to] > 0) {
      t.exposedCards[to] = add(t.exposedCards[to], card);
      if (tt) tt.exposed[to] = add(tt.exposed[to], card);
    }
  };
  for (const seat of order) while (dealtCounts[seat] < 10) take(seat);
  while (t.talonCount < 2 && queue.length > 0) take('talon');
  if (order.some((s2) => dealtCounts[s2] !== 10)) throw new InputError(`${field}: after the draw the hands hold ${order.map((s2) => dealtCounts[s2]).join('/')} cards, not 10 each`);
}

export function choose(t: PreferansTable, e: Extract<ScenarioEvent, { kind: 'choice' }>): void {
  const demands = new Array<boolean>(t.players).fill(false);
  for (const seat of e.redeal) demands[seat] = true;
  const choosers = t.ctx.choosers;
  for (const seat of e.redeal) if (!choosers.includes(seat)) throw new InputError(`scenario.events[${e.index}].choice.redeal: seat ${seat} may not demand a redeal here (the players who may: ${choosers.join(', ') || 'nobody'})`);
  const after = t.ctx.auctionAfter;
  const holder = t.ctx.holder;
  t.send({ type: 'CHOICE', demands });
  const st = t.state;
  if (t.isEnded(st)) return;
  syncCounts(t, e.index);
  if (st === 'auction') {
    // READING PREF-G9 (in the machine: auctionAfter): the bidding starts again, or resumes with the offender out
    if (after === 'restart') t.auction = startAuction(t.order, t.auctionRules);
    else if (after === 'resume-offender-out') forcePass(t, holder);
    // the bidding had already ended (e.g. a nine over misère, CODE-fn41, before the short hand spoke)
    // and the ruling resumes it with the bids standing: its result stands too
    else if (t.auction && t.auction.status === 'closed') closeAuctionIfDone(t);
  }
}
