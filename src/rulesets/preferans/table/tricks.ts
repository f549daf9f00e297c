import { type Card, suitOf } from '../../../core/cards/card.ts';
import { type CardMask, count, has, remove, add } from '../../../core/cards/mask.ts';
import { SUIT_MASK, legalPlays, noSuitWinnerPos, trickWinnerPos, type NoSuitWinner, type SuitOrNone, type TalonLead } from '../mechanics/play.ts';

/**
 * The trick table: the mechanics' follow-suit and trick-winner kernels
 * (src/rulesets/preferans/mechanics/play.ts) under a walk that also carries what the regulation needs and the
 * mechanics' `PlayState` does not: hands of other than ten cards (PREF-G23), exposed cards
 * (CODE-3.9.14–3.9.16.1), and taking play back to an earlier trick (CODE-3.9.16.2, PCR-4).
 */

/** PREF-G23: how a trick is completed when a hand has run out. */
export type ShortTrickRule = 'code-fn15' | 'incomplete-void';

export interface PlayedTrick {
  /** the cards the players put on it, in order (a talon card is kept apart) */
  readonly cards: readonly Card[];
  readonly seats: readonly number[];
  /** the talon card that named or led it, -1 if none */
  readonly talonCard: Card | -1;
  /** -1 when it counts for nobody (PREF-G23 incomplete-void); the 4-player dealer may win with his talon card */
  readonly winner: number;
  /** the talon card named a suit nobody played: its winner was decided by READING PREF-C20 */
  readonly noSuit: boolean;
}

export interface Fault {
  readonly seat: number;
  readonly card: Card;
  readonly trick: number;
  readonly kind: 'revoke' | 'no-trump';
}

export interface TableState {
  readonly kind: 'game' | 'misere' | 'all-pass';
  readonly trump: SuitOrNone;
  /** first, second, third hand */
  readonly order: readonly number[];
  readonly sitter: number;
  readonly talonLead: TalonLead;
  readonly talon: readonly Card[];
  readonly shortRule: ShortTrickRule;
  /** READING PREF-C20: a talon-named trick nobody can follow */
  readonly noSuitWinner: NoSuitWinner;
  hands: CardMask[];
  exposed: CardMask[];
  leader: number;
  current: { seat: number; card: Card }[];
  tricks: PlayedTrick[];
  faults: Fault[];
  /** a trick with fewer than three cards was played (PREF-G23 applied) */
  shortTricks: number;
}

export function newTable(t: Omit<TableState, 'leader' | 'current' | 'tricks' | 'faults' | 'exposed' | 'shortTricks'> & { exposed?: CardMask[] }): TableState {
  // written out field by field rather than spread from `t`: a table is opened for every deal
  return {
    kind: t.kind,
    trump: t.trump,
    order: t.order,
    sitter: t.sitter,
    talonLead: t.talonLead,
    talon: t.talon,
    shortRule: t.shortRule,
    noSuitWinner: t.noSuitWinner,
    hands: t.hands.slice(),
    exposed: t.exposed?.slice() ?? t.hands.map(() => 0),
    leader: t.order[0], // CODE-3.9.1: the first hand leads first (3.6.6 on misère too)
    current: [],
    tricks: [],
    faults: [],
    shortTricks: 0,
  };
}

export const cloneTable = (t: TableState): TableState => ({
  ...t,
  hands: t.hands.slice(),
  exposed: t.exposed.slice(),
  current: t.current.slice(),
  tricks: t.tricks.slice(),
  faults: t.faults.slice(),
});

/** The talon card that names (3 players) or leads (4 players) the current trick, -1 if none (CODE-3.7.6). */
export function talonCardNow(t: TableState): Card | -1 {
  if (t.talonLead === 'none') return -1;
  const i = t.tricks.length;
  return i < 2 && i < t.talon.length ? t.talon[i] : -1;
}

/** How many seats of the order still hold cards (counted, not filtered: playOver runs several times per card). */
function holding(t: TableState): number {
  let n = 0;
  for (let k = 0; k < t.order.length; k++) if (t.hands[t.order[k]] !== 0) n++;
  return n;
}

/** Is play over? Ten tricks, or the hands have run out as PREF-G23 says. */
export function playOver(t: TableState): boolean {
  if (t.current.length > 0) return false;
  if (t.tricks.length >= 10) return true;
  const h = holding(t);
  if (h === 0) return true;
  // PREF-G23: incomplete-void stops once a hand is empty; code-fn15 plays the tenth trick without him
  // (a trick the short hand cannot play to is then never played: it counts for nobody)
  if (t.shortRule === 'incomplete-void') return h < 3;
  return h < 2;
}

/** `seat` has a card on the current trick (a loop, not `some` with a closure: asked for every card). */
function onTrick(t: TableState, seat: number): boolean {
  const cur = t.current;
  for (let i = 0; i < cur.length; i++) if (cur[i].seat === seat) return true;
  return false;
}

/** PREF-G23 applied: a trick short of a card was played, or tricks were left unplayed. */
export const shortPlay = (t: TableState): boolean => t.shortTricks > 0 || (playOver(t) && t.tricks.length < 10);

/** The seat to play next, or -1 when play is over. Seats whose hand is empty are passed over. */
export function toPlay(t: TableState): number {
  if (playOver(t)) return -1;
  const i0 = t.order.indexOf(t.leader);
  for (let k = t.current.length; k < 3; k++) {
    const seat = t.order[(i0 + k) % 3];
    if (t.hands[seat] !== 0 && !onTrick(t, seat)) return seat;
  }
  return -1;
}

/** The suit led in the current trick (the talon card's suit in a talon-led trick), -1 before the first card. */
export function ledSuit(t: TableState): SuitOrNone {
  const tc = talonCardNow(t);
  if (tc >= 0) return suitOf(tc);
  return t.current.length > 0 ? suitOf(t.current[0].card) : -1;
}

export function legalNow(t: TableState, seat: number): CardMask {
  return legalPlays(t.hands[seat], ledSuit(t), t.trump);
}

/** The rule a card would break (CODE-3.9.3, 3.9.16), or undefined. */
export function faultOf(t: TableState, seat: number, card: Card): Fault['kind'] | undefined {
  if (has(legalNow(t, seat), card)) return undefined;
  const led = ledSuit(t);
  return led >= 0 && (t.hands[seat] & SUIT_MASK[led]) !== 0 ? 'revoke' : 'no-trump';
}

/**
 * Plays `card` for `seat` (who must be the seat to play and hold it). A card that breaks the
 * follow/trump rule is still played, as at the table, and recorded as a fault. Returns the
 * completed trick, if this card completed one.
 */
export function play(t: TableState, seat: number, card: Card): PlayedTrick | undefined {
  const kind = faultOf(t, seat, card);
  if (kind) t.faults.push({ seat, card, trick: t.tricks.length, kind });
  t.hands[seat] = remove(t.hands[seat], card);
  t.exposed[seat] = remove(t.exposed[seat], card);
  t.current.push({ seat, card });
  if (toPlayAfterCard(t) >= 0) return undefined;
  return closeTrick(t);
}

function toPlayAfterCard(t: TableState): number {
  const i0 = t.order.indexOf(t.leader);
  for (let k = 1; k < 3; k++) {
    const seat = t.order[(i0 + k) % 3];
    if (onTrick(t, seat)) continue;
    if (t.hands[seat] !== 0) return seat;
  }
  return -1;
}

function closeTrick(t: TableState): PlayedTrick {
  // copied with a loop, not two `map`s with a closure each: a trick closes ten times a deal
  const cur = t.current;
  const cards: Card[] = new Array<Card>(cur.length);
  const seats: number[] = new Array<number>(cur.length);
  for (let i = 0; i < cur.length; i++) {
    cards[i] = cur[i].card;
    seats[i] = cur[i].seat;
  }
  const tc = talonCardNow(t);
  let winner: number;
  let noSuit = false;
  if (cards.length < 3 && t.shortRule === 'incomplete-void') {
    winner = -1;
    t.shortTricks++;
  } else {
    if (cards.length < 3) t.shortTricks++;
    if (tc >= 0 && t.talonLead === 'leads') {
      // CODE-3.7.6.1: the dealer's talon card leads and can win
      const all = [tc, ...cards];
      const pos = trickWinnerPos(all, all.length, suitOf(tc), -1);
      winner = pos === 0 ? t.sitter : seats[pos - 1];
    } else if (tc >= 0) {
      // CODE-3.7.6: the talon card names the suit and never wins; READING PREF-C20 when nobody played it
      let pos = trickWinnerPos(cards, cards.length, suitOf(tc), -1);
      if (pos < 0) {
        noSuit = true;
        pos = noSuitWinnerPos(cards, t.noSuitWinner);
      }
      winner = seats[pos];
    } else {
      winner = seats[trickWinnerPos(cards, cards.length, suitOf(cards[0]), t.trump)];
    }
  }
  const trick: PlayedTrick = { cards, seats, talonCard: tc, winner, noSuit };
  t.tricks.push(trick);
  t.current = [];
  // CODE-3.7.6: the first hand plays first to both talon tricks and leads the third; otherwise the winner leads (3.9.2)
  if (t.talonLead !== 'none' && t.tricks.length <= 2) t.leader = t.order[0];
  else t.leader = winner >= 0 && winner !== t.sitter ? winner : t.leader;
  if (t.hands[t.leader] === 0) {
    const i = t.order.indexOf(t.leader);
    for (let k = 1; k < 3; k++) if (t.hands[t.order[(i + k) % 3]] !== 0) {
      t.leader = t.order[(i + k) % 3];
      break;
    }
  }
  return trick;
}

/** Takes play back to the start of trick `index`: the cards played since return to their hands (CODE-3.9.16.2). */
export function rewind(t: TableState, index: number) {
  for (const c of t.current) t.hands[c.seat] = add(t.hands[c.seat], c.card);
  t.current = [];
  while (t.tricks.length > index) {
    const tr = t.tricks.pop()!;
    tr.cards.forEach((card, i) => (t.hands[tr.seats[i]] = add(t.hands[tr.seats[i]], card)));
  }
  t.faults = t.faults.filter((f) => f.trick < index);
  // the leader of trick `index`: the first hand for talon-led ones, else the winner of the one before
  if (index === 0 || (t.talonLead !== 'none' && index <= 2)) t.leader = t.order[0];
  else {
    const w = t.tricks[index - 1].winner;
    t.leader = w >= 0 && w !== t.sitter ? w : t.order[0];
  }
}

export const cardsHeld = (t: TableState, seat: number) => count(t.hands[seat]);
