/**
 * What the Preferans table gives out: the ruling of a deal (docs/scenario-format.md,
 * "Preferans ruling"), a probe (who acts next and what he may do), and the views of the table
 * after each step that the invariant checks read.
 *
 * @public
 */
import type { Card } from '../../../core/cards/card.ts';
import type { CardMask } from '../../../core/cards/mask.ts';
import type { SheetEntry } from '../mechanics/sheet.ts';
import type { Silence } from '../machine/context.ts';

/** The answer for one deal (docs/scenario-format.md, "Preferans ruling"). */
export interface PreferansRuling {
  kind: 'ruled';
  ruleset: 'preferans';
  title: string;
  variant: string;
  players: number;
  /** PREF-RULES: which text governed */
  rules: string;
  outcome: string;
  dealer: number;
  declarer: number | null;
  contract: string | null;
  /** clause ids in the order the rules were applied: the deal's penalty path */
  trail: string[];
  /** gap id → reading, for every gap consulted on this deal, in order of consultation */
  readings: Record<string, string>;
  silences: Silence[];
  findings: string[];
  /** cards each seat was dealt, and the talon */
  handSizes: number[];
  talonSize: number;
  /** real tricks per seat as scored (penalty tricks are not tricks: see entries) */
  tricks: number[];
  /**
   * Every trick on the table as the deal ended (after any play taken back, CODE-3.9.16.2, or
   * replayed, PCR-4), in order: who played first, the cards in playing order, the talon card
   * that named or led it, and who took it (null: it counts for nobody, PREF-G23).
   */
  trickRecord: TrickRecord[];
  /** every card played that broke the follow-suit or trump rule (CODE-3.9.16), claimed or not */
  revokes: RevokeRecord[];
  /**
   * The cards each seat still held when the result was written: none after a full play; the
   * remaining tricks' cards when a ruling ended the play (CODE-3.9.14.3, a stopped deal) or a hand
   * ran short (PREF-G23); the whole hand when no card was played (a redeal, an unwhisted game).
   */
  unplayed: string[][];
  /** the seat held liable under PREF-G1 code-3-2-16 (or the Code's 3.2.23), if any */
  liable: number | null;
  /** cards per seat a ruling left face up (PREF-G4, PCR-5.2.1, CODE-3.9.14–3.9.16.1) */
  exposed: number[];
  /** every entry written on the sheet for this deal, with its reason and clause, after pool closing */
  entries: SheetEntry[];
  sheet: {
    before: SheetView;
    after: SheetView & { dealer: number; gameOver: boolean };
  };
  /** the final settlement in whists per seat (CODE-4.2.14), once the game is over */
  settlement: number[] | null;
}

export interface TrickRecord {
  /** 1-based, as a committee counts tricks */
  trick: number;
  /** the seat that played the first card */
  leader: number;
  /** the talon card that named the suit (3 players) or led (4 players: the dealer's), or null */
  talon: string | null;
  cards: { seat: number; card: string }[];
  winner: number | null;
  /** the talon named a suit nobody played: the winner is READING PREF-C20's */
  noSuit?: true;
}

export interface RevokeRecord {
  seat: number;
  card: string;
  /** 1-based trick number */
  trick: number;
  /** `revoke`: he could follow suit; `no-trump`: he could trump */
  kind: 'revoke' | 'no-trump';
  /** the claim the scenario made on it: `claimed` (CODE-3.9.16.2), `corrected` (3.9.16.1), or none */
  status: 'unclaimed' | 'claimed' | 'corrected';
}

export interface SheetView {
  pool: number[];
  mountain: number[];
  whists: number[][];
  allPassRun: number;
}


/** Where a partial scenario stands: the state, and the seat to play with his legal cards (for builders). */
export interface Probe {
  state: string;
  /** the seat to act: to play, call or whist; -1 when none */
  seat: number;
  legal: Card[];
  /** the cards this seat must choose among because they are exposed (CODE-3.9.14), if any */
  exposed: Card[];
  /** in the bidding: the legal calls of the seat to act (`pass`, `here`, contract codes) */
  calls: string[];
  /** once the bidding is won: the declarer, his 12 cards, and the contracts he may name */
  declarer: number;
  talonHand: Card[];
  contracts: string[];
  /** in the whisting: the seat to speak and his options */
  whists: string[];
  /** the 10-card players who may demand a redeal now */
  choosers: number[];
  /** the cards the seat to act holds (in the bidding, the whisting and the play) */
  hand: Card[];
  /** in the play: what is on the table — `game`, `misere` or `all-pass`, the trump (-1 none), the suit led (-1 before the first card; a talon card's suit), the cards on the current trick */
  play: { kind: string; trump: number; led: number; trick: Card[] };
}

/** What the table holds after each event: for invariant checks (the 32 cards, the tricks). */
export interface TableView {
  /** cards held by each seat */
  hands: CardMask[];
  talon: Card[];
  discard: Card[];
  floor: Card[];
  otherDeck: Card[];
  lost: Card[];
  /** cards on the table: played to tricks so far, the current one included */
  played: Card[];
  /** completed tricks on the table */
  tricksPlayed: number;
  /** the machine's real tricks per seat and its penalty tricks, kept apart */
  realTricks: number[];
  penalty: number[];
}

/**
 * What the table holds after each step, counted rather than listed (`onCensus`): for invariant
 * checks that only need to know whether the 32 cards and the tricks add up.
 */
export interface TableCensus {
  /** every card found in a hand, the talon, the discard, the floor, another deck, lost or played */
  cards: CardMask;
  /** the number of places found holding a card (32 when no card is in two places) */
  places: number;
  /** completed tricks on the table */
  tricksPlayed: number;
  /** the machine's real tricks credited, all seats together */
  realTricks: number;
}
