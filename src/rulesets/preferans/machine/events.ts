/**
 * Events of the Preferans machine: facts from the mechanics and the table, carrying only the
 * numbers the rules need. The judge and the simulator produce them from cards; the machine never
 * sees a card. Seats are 0-based and clockwise; "counts" are the number of cards each seat was
 * dealt (after any correction already made), so a wrong count is a number other than 10.
 */

/** D0: what went wrong while dealing (CODE-3.2.9, 3.2.12–3.2.15). */
export type MisdealKind =
  /** a card turned face up while dealing or cutting (CODE-3.2.12, 3.2.15) */
  | 'exposed-card'
  /** the talon was dealt as another pair than the rule allows (CODE-3.2.8, 3.2.15; PREF-C1) */
  | 'talon-pair'
  /** not clockwise, not by two, out of turn (CODE-3.2.9, 3.2.15) */
  | 'pattern'
  /** a wrong number of cards noticed while the cards are still going out (CODE-3.2.13, 3.2.15) */
  | 'wrong-count';

/** Where the card missing from a short hand turned up when it was looked for. */
export type FoundWhere =
  /** in another player's hand, which therefore holds too many */
  | 'hand'
  /** in the talon, which therefore holds three */
  | 'talon'
  /** on the floor or the table, face down */
  | 'floor'
  /** in another deck (the deck was short: CODE-3.2.15, 5.4.15) */
  | 'other-deck'
  /** nowhere */
  | 'not-found'
  /** nothing is missing: the wrong count is a long hand with a short talon */
  | 'none';

/** Irregularities of the talon and of play that the Code rules on (digest §5.1). */
export type PlayIrregularity =
  /** CODE-3.9.16.2: a revoke claimed after its trick was complete */
  | 'revoke'
  /** CODE-3.9.16.1: a revoke corrected in the same trick */
  | 'revoke-corrected'
  /** CODE-3.9.14.1–3.9.14.3: a lead out of turn (detected by the judge from the plays) */
  | 'lead-out-of-turn'
  /** CODE-3.9.14.5: a play out of turn noticed only after its trick was complete */
  | 'out-of-turn-late'
  /** CODE-3.9.11.2: looking at someone else's trick, or one's own that is not the last */
  | 'looked-at-trick'
  /** CODE-3.4.9: the declarer looks at his discard after the first lead */
  | 'looked-at-discard'
  /** CODE-3.2.19, 3.3.16.1: the talon seen by one player before it is bought */
  | 'talon-seen'
  /** CODE-3.2.21: peeking at the talon before it is bought (anyone, the dealer too) */
  | 'talon-peeked'
  /** CODE-3.2.20, 3.3.17: the talon taken into a hand before it is bought */
  | 'talon-taken'
  /** CODE-3.3.16.2–3.3.16.3: the talon exposed while one or two players are still bidding */
  | 'talon-exposed';

export const PLAY_IRREGULARITIES: readonly PlayIrregularity[] = [
  'revoke',
  'revoke-corrected',
  'lead-out-of-turn',
  'out-of-turn-late',
  'looked-at-trick',
  'looked-at-discard',
  'talon-seen',
  'talon-peeked',
  'talon-taken',
  'talon-exposed',
];

export type WhistOutcomeKind = 'unwhisted' | 'half-whist' | 'played';

export type PreferansEvent =
  /** D0: the deal went wrong before the cards were all out. `pair`: the talon's pair number (1..16). */
  | { type: 'MISDEAL'; kind: MisdealKind; pair: number }
  /** The cards are out: `counts[seat]` cards per seat (the sitting-out dealer 0), `talon` cards aside. */
  | { type: 'DEALT'; counts: number[]; talon: number }
  | { type: 'CALL'; seat: number; call: 'pass' | 'bid' | 'here'; contract: number }
  | { type: 'AUCTION_WON'; declarer: number; bid: number }
  | { type: 'ALL_PASSED' }
  /** The declarer took the talon, discarded `discard` cards and named `contract` (a ladder step). */
  | { type: 'CONTRACT'; contract: number; discard: number }
  | { type: 'WHIST'; outcome: WhistOutcomeKind; whisters: number[]; passers: number[]; halfWhister: number; open: boolean }
  /** The first card of the play is on the table (the first lead is made). */
  | { type: 'LED' }
  /** A trick is complete; `winner` is -1 when it counts for nobody (PREF-G23 incomplete-void). */
  | { type: 'TRICK'; winner: number }
  | { type: 'PLAY_COMPLETE' }
  /**
   * A wrong number of cards comes to light. `by`: who noticed it; `counts`/`talon`: the cards
   * each seat was dealt and the talon size, as they are found to be; `found`: where the card a
   * short hand misses turned up; `faceUp`: it was lying face up; `revokeTrick`: the first trick
   * at which the short hand failed to follow suit though the missing card would have let him
   * (-1 when none).
   */
  | { type: 'COUNT_DISCOVERED'; by: number; counts: number[]; talon: number; found: FoundWhere; faceUp: boolean; revokeTrick: number }
  /** The answer of the players who may demand a redeal: `demands[seat]` true when that seat demands one. */
  | { type: 'CHOICE'; demands: boolean[] }
  /**
   * A talon or play irregularity by `seat`. `trick`: the trick it concerns (the revoke's trick
   * for 'revoke'); `damages[seat]`: whists the table determined for each damaged player
   * (CODE-3.3.16.3), zeros otherwise.
   */
  | { type: 'IRREGULARITY'; kind: PlayIrregularity; seat: number; trick: number; damages: number[] }
  /** The result is written (the judge sends it after the last event before scoring). */
  | { type: 'SCORE' };

export const PREFERANS_EVENT_TYPES = [
  'MISDEAL',
  'DEALT',
  'CALL',
  'AUCTION_WON',
  'ALL_PASSED',
  'CONTRACT',
  'WHIST',
  'LED',
  'TRICK',
  'PLAY_COMPLETE',
  'COUNT_DISCOVERED',
  'CHOICE',
  'IRREGULARITY',
  'SCORE',
] as const;
