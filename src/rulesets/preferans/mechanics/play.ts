import { has, rankOf, suitOf, type Card, type CardMask, type Suit } from '../../../core/cards/index.ts';
import { MISERE, trumpOf, type ContractId } from './contracts.ts';
import type { Hands, PlayerCount, Seat } from './seats.ts';

/**
 * Trick play (CODE-2.1, 3.9, 3.6.7, 3.7.5–3.7.6). The hot-path kernels (`legalPlays`,
 * `trickWinnerPos`) work on masks and numbers and never allocate; `PlayState` is a small
 * immutable walk over a deal built on them.
 */

/** The 8 bits of each suit in a card mask (card = suit * 8 + rank). */
export const SUIT_MASK: readonly CardMask[] = [0x000000ff, 0x0000ff00, 0x00ff0000, 0xff000000 >>> 0];

/** -1 stands for "no suit": no trump, or no card led yet. */
export type SuitOrNone = Suit | -1;

/**
 * Cards of `hand` that may be played. CODE-2.1.3, 3.9.3: follow suit; if void, trump; only with
 * neither, any card. On misère and all-pass there is no trump (CODE-3.6.7, 3.7.5): pass -1.
 */
export function legalPlays(hand: CardMask, led: SuitOrNone, trump: SuitOrNone): CardMask {
  if (led < 0) return hand >>> 0;
  const follow = (hand & SUIT_MASK[led]) >>> 0;
  if (follow !== 0) return follow;
  if (trump >= 0) {
    const trumps = (hand & SUIT_MASK[trump]) >>> 0;
    if (trumps !== 0) return trumps;
  }
  return hand >>> 0;
}

/**
 * Position (0-based) of the winning card among `n` cards: the highest trump, else the highest
 * card of the suit led (CODE-3.9.4). -1 when no card is a trump or of the led suit, which can
 * only happen when the led suit is named from outside the trick (a 3-player all-pass talon card).
 */
export function trickWinnerPos(cards: ArrayLike<Card>, n: number, led: Suit, trump: SuitOrNone): number {
  let best = -1;
  let bestKey = -1;
  for (let i = 0; i < n; i++) {
    const c = cards[i];
    const s = suitOf(c);
    const key = s === trump ? 16 + rankOf(c) : s === led ? 8 + rankOf(c) : -1;
    if (key > bestKey) {
      bestKey = key;
      best = i;
    }
  }
  return best;
}

/**
 * How the talon takes part in an all-pass (CODE-3.7.6):
 * - 'names-suit' (3 players): each talon card only names the suit of the first two tricks and never wins;
 * - 'leads' (4 players): the dealer's talon card leads the first two tricks and can win them;
 * - 'none': the talon is not used (Rostov, CODE-3.7.6.2), and in every game and misère.
 */
export type TalonLead = 'none' | 'names-suit' | 'leads';

/**
 * READING PREF-C20: a 3-player talon-named trick where nobody holds the named suit.
 * 'first-hand-suit': the highest card of the suit the first hand played wins (engines in the wild);
 * 'highest-rank': the highest rank of any suit wins, the earlier card on a tie.
 * @defaultValue 'first-hand-suit'
 */
export type NoSuitWinner = 'first-hand-suit' | 'highest-rank';

export type PlayKind = 'game' | 'misere' | 'all-pass';

/** A card that broke the play rules, reported as a fact (no penalty is decided here). */
export interface PlayFault {
  readonly seat: Seat;
  readonly card: Card;
  /** The trick it was played to, 0-based. */
  readonly trick: number;
  /** 'revoke': did not follow suit though able (3.9.16); 'no-trump': void, held trumps, did not trump. */
  readonly kind: 'revoke' | 'no-trump';
}

export interface ClosedTrick {
  /** Cards in playing order; a talon card that led or named the suit comes first. */
  readonly cards: readonly Card[];
  /** Seat of each card; -1 for a 3-player talon card (it belongs to nobody and never wins). */
  readonly seats: readonly Seat[];
  readonly winner: Seat;
}

export interface PlayState {
  readonly kind: PlayKind;
  readonly trump: SuitOrNone;
  readonly players: PlayerCount;
  readonly order: Hands;
  readonly sitter: Seat | undefined;
  readonly talon: readonly [Card, Card] | undefined;
  readonly talonLead: TalonLead;
  readonly noSuitWinner: NoSuitWinner;
  /** Cards still held, by seat. */
  readonly hands: readonly CardMask[];
  /** Tricks won so far, by seat (a 4-player dealer can win talon-led tricks, CODE-3.7.6.1). */
  readonly tricks: readonly number[];
  /** Completed tricks, 0..10. */
  readonly completed: number;
  /** Who plays first to the current trick. */
  readonly leader: Seat;
  /** Cards the players have put on the current trick, in order. */
  readonly current: readonly Card[];
  /** The talon card leading or naming the current trick, -1 if none. */
  readonly talonCard: Card | -1;
  readonly lastTrick: ClosedTrick | undefined;
  readonly faults: readonly PlayFault[];
}

export interface PlaySetup {
  readonly kind: PlayKind;
  readonly trump: SuitOrNone;
  readonly players: PlayerCount;
  readonly order: Hands;
  /** The cards held, by seat (length = players; the sitter's entry is 0). */
  readonly hands: readonly CardMask[];
  readonly sitter?: Seat;
  readonly talon?: readonly [Card, Card];
  readonly talonLead?: TalonLead;
  readonly noSuitWinner?: NoSuitWinner;
}

export function startPlay(setup: PlaySetup): PlayState {
  const talonLead = setup.talonLead ?? 'none';
  if (talonLead !== 'none' && (setup.kind !== 'all-pass' || !setup.talon)) {
    throw new RangeError('talon-led tricks exist only in an all-pass with a talon (CODE 3.7.6) (#play-0)');
  }
  if (talonLead === 'leads' && setup.sitter === undefined) {
    throw new RangeError('a leading talon card belongs to the 4-player dealer (CODE 3.7.6.1) (#play-0)');
  }
  return {
    kind: setup.kind,
    // CODE-3.6.7, 3.7.5: no trumps on misère and all-pass, whatever is passed in.
    trump: setup.kind === 'game' ? setup.trump : -1,
    players: setup.players,
    order: setup.order,
    sitter: setup.sitter,
    talon: setup.talon,
    talonLead,
    noSuitWinner: setup.noSuitWinner ?? 'first-hand-suit',
    hands: setup.hands.slice(),
    tricks: new Array<number>(setup.players).fill(0),
    completed: 0,
    leader: setup.order[0], // CODE-3.9.1: the first hand leads first (also on misère, 3.6.6)
    current: [],
    talonCard: talonLead !== 'none' ? setup.talon![0] : -1,
    lastTrick: undefined,
    faults: [],
  };
}

/** Play of a game or misère contract: trumps from the contract, first hand leads. */
export function startContractPlay(contract: ContractId, players: PlayerCount, order: Hands, hands: readonly CardMask[]): PlayState {
  return startPlay({ kind: contract === MISERE ? 'misere' : 'game', trump: trumpOf(contract), players, order, hands });
}

/**
 * Play of an all-pass deal (CODE-3.7.6): with 3 players the talon names the suit of the first two
 * tricks; with 4 the dealer's talon cards lead them and can win; `useTalon: false` for Rostov
 * (CODE-3.7.6.2).
 */
export function startAllPassPlay(
  players: PlayerCount,
  order: Hands,
  hands: readonly CardMask[],
  talon: readonly [Card, Card],
  dealer: Seat,
  options: { useTalon?: boolean; noSuitWinner?: NoSuitWinner } = {},
): PlayState {
  const useTalon = options.useTalon ?? true;
  return startPlay({
    kind: 'all-pass',
    trump: -1,
    players,
    order,
    hands,
    talon,
    sitter: players === 4 ? dealer : undefined,
    talonLead: !useTalon ? 'none' : players === 4 ? 'leads' : 'names-suit',
    noSuitWinner: options.noSuitWinner,
  });
}

export const isPlayOver = (s: PlayState): boolean => s.completed === 10;

/** The seat to play next; undefined when play is over. */
export function toPlay(s: PlayState): Seat | undefined {
  if (s.completed === 10) return undefined;
  const i = s.order.indexOf(s.leader);
  return s.order[(i + s.current.length) % 3];
}

/** The suit led in the current trick, or -1 before the first card. */
export function ledSuit(s: PlayState): SuitOrNone {
  if (s.talonCard >= 0) return suitOf(s.talonCard); // CODE-3.7.6: the talon card sets the suit
  return s.current.length > 0 ? suitOf(s.current[0]) : -1;
}

/** Legal cards of the seat to play, as a mask (0 when play is over). */
export function legalPlaysNow(s: PlayState): CardMask {
  const seat = toPlay(s);
  if (seat === undefined) return 0;
  return legalPlays(s.hands[seat], ledSuit(s), s.trump);
}

/** The rule `card` would break if the seat to play played it now, or undefined. */
export function playFaultOf(s: PlayState, card: Card): PlayFault['kind'] | 'not-in-hand' | undefined {
  const seat = toPlay(s);
  if (seat === undefined) return undefined;
  if (!has(s.hands[seat], card)) return 'not-in-hand';
  if (has(legalPlaysNow(s), card)) return undefined;
  const led = ledSuit(s);
  return (s.hands[seat] & SUIT_MASK[led]) !== 0 ? 'revoke' : 'no-trump';
}

/**
 * Plays `card` for the seat to play. The card must be in that hand (#play-1); a card that breaks
 * the follow/trump rules is still played, as it would be at the table, and recorded in `faults`.
 */
export function playCard(s: PlayState, card: Card): PlayState {
  const seat = toPlay(s);
  if (seat === undefined) throw new RangeError('play is over (#play-1)');
  if (!has(s.hands[seat], card)) throw new RangeError(`card ${card} is not in seat ${seat}'s hand (#play-1)`);
  const faultKind = playFaultOf(s, card) as PlayFault['kind'] | undefined; // in hand: checked above
  const faults = faultKind ? [...s.faults, { seat, card, trick: s.completed, kind: faultKind }] : s.faults;
  const hands = s.hands.slice();
  hands[seat] = (hands[seat] & ~(1 << card)) >>> 0;
  const current = [...s.current, card];
  if (current.length < 3) return { ...s, hands, current, faults };
  return closeTrick({ ...s, hands, current, faults });
}

function closeTrick(s: PlayState): PlayState {
  const i0 = s.order.indexOf(s.leader);
  const seatAt = (pos: number): Seat => s.order[(i0 + pos) % 3];
  let cards: Card[];
  let seats: Seat[];
  let winner: Seat;
  if (s.talonLead === 'leads' && s.talonCard >= 0) {
    // CODE-3.7.6.1: the dealer's talon card leads and can win; the first hand plays first to it.
    cards = [s.talonCard, ...s.current];
    seats = [s.sitter as Seat, seatAt(0), seatAt(1), seatAt(2)];
    winner = seats[trickWinnerPos(cards, 4, suitOf(s.talonCard), -1)];
  } else if (s.talonLead === 'names-suit' && s.talonCard >= 0) {
    // CODE-3.7.6: the talon card names the suit and never wins.
    cards = [s.talonCard, ...s.current];
    seats = [-1, seatAt(0), seatAt(1), seatAt(2)];
    let pos = trickWinnerPos(s.current, 3, suitOf(s.talonCard), -1);
    if (pos < 0) pos = noSuitWinnerPos(s.current, s.noSuitWinner); // READING PREF-C20
    winner = seatAt(pos);
  } else {
    cards = s.current.slice();
    seats = [seatAt(0), seatAt(1), seatAt(2)];
    winner = seatAt(trickWinnerPos(s.current, 3, suitOf(s.current[0]), s.trump)); // CODE-3.9.4
  }
  const tricks = s.tricks.slice();
  tricks[winner]++;
  const completed = s.completed + 1;
  const talonLed = s.talonLead !== 'none';
  // CODE-3.7.6: the second talon card leads the second trick, with the first hand playing first;
  // the first hand leads the third trick whoever won the first two. Otherwise the winner leads (3.9.2).
  const leader = talonLed && completed <= 2 ? s.order[0] : winner;
  const talonCard = talonLed && completed < 2 ? s.talon![completed] : -1;
  return { ...s, tricks, completed, leader, current: [], talonCard, lastTrick: { cards, seats, winner } };
}

/** READING PREF-C20: the position of the winning card in a talon-named trick nobody followed. */
export function noSuitWinnerPos(cards: readonly Card[], rule: NoSuitWinner): number {
  if (rule === 'first-hand-suit') return trickWinnerPos(cards, cards.length, suitOf(cards[0]), -1);
  let best = 0;
  for (let i = 1; i < cards.length; i++) if (rankOf(cards[i]) > rankOf(cards[best])) best = i;
  return best;
}
