import type { PreferansVariant } from '../mechanics/variants.ts';
import type { SheetEntry } from '../mechanics/sheet.ts';
import type { Readings } from '../../../core/regulation/types.ts';
import type { FoundWhere, WhistOutcomeKind } from './events.ts';

/** What the regulation leaves unanswered on this deal's path (STYLE practice 4). */
export interface Silence {
  gap: string;
  /**
   * 'no-clause-applies': no clause of the governing text covers the case; 'clauses-conflict': two
   * clauses answer differently; 'no-amount': a clause applies but states no amount (CODE-3.2.16(e),
   * 3.9.18's "largest possible lost profit": PREF-C9).
   */
  kind: 'no-clause-applies' | 'clauses-conflict' | 'no-amount';
  clauses: string[];
  note: string;
}

export type PreferansOutcome =
  | 'pending'
  /** the deal is declared invalid and dealt again by the same dealer (CODE-3.2.2) */
  | 'redeal'
  /** the deal passes to the next dealer after a dealer's repeated error (CODE-3.2.17, CODE-fn13) */
  | 'deal-passes'
  | 'made'
  | 'failed'
  | 'unwhisted'
  | 'half-whist'
  | 'misere-made'
  | 'misere-failed'
  | 'all-pass'
  /** the deal stopped on a ruling and was scored as it stood (PCR-5.2.3, 6.2, CODE-3.3.16.3, 3.9.14.3) */
  | 'stopped';

/** What is being played in this deal. */
export type DealKind = 'none' | 'game' | 'misere' | 'all-pass';

/** The sheet as plain arrays (the machine mutates its own copy). */
export interface SheetState {
  pool: number[];
  mountain: number[];
  whists: number[][];
}

/**
 * The machine's context: the game's score sheet plus the facts and ruling of the current deal.
 * Plain numbers and arrays only (the variant is a frozen object shared by reference), so the
 * XState adapter can clone it cheaply.
 */
export interface PreferansContext {
  // ── the table ──
  players: number;
  variant: PreferansVariant;
  readings: Readings;
  /** the talon pair the table agreed on (CODE-fn12; PREF-C1 same-round); the 4th pair by default */
  agreedTalonPair: number;

  // ── the game (pool) ──
  sheet: SheetState;
  /** all-passes already in the current run (CODE-3.7.4) */
  run: number;
  dealer: number;
  deals: number;
  /** dealing errors charged to each seat as dealer (CODE-3.2.17, CODE-fn13; PREF-G1, PREF-C14) */
  dealerErrors: number[];
  over: boolean;

  // ── the deal: facts ──
  /** a deal (or an attempt at one) is open: its facts and ruling are being collected */
  dealOpen: boolean;
  /**
   * the last deal's result is written and the next deal has not begun: a late claim about it may
   * still come (D13, CODE-3.9.17). False at the machine's start (a sheet's `deals` count says
   * nothing about a deal this machine wrote); set by `closeDeal`, cleared by `beginDeal`.
   */
  lastDealWritten: boolean;
  /** first, second and third hand */
  order: number[];
  /** the 4-player dealer sitting out, -1 with 3 players */
  sitter: number;
  /** cards each seat holds as dealt (after corrections already made); 10 is right */
  counts: number[];
  talon: number;
  /** bit per seat: has made any call (CODE-3.2.23) */
  spoken: number;
  /** bit per seat: has passed in the auction */
  passedBits: number;
  /** each seat's last real bid (ladder step), -1 for none */
  bids: number[];
  /** the standing bid, -1 before any */
  highest: number;
  /** bit per seat: may not bid (CODE-3.2.19, 3.2.20, 3.3.16.1) */
  barred: number;
  declarer: number;
  bid: number;
  contract: number;
  discard: number;
  kind: DealKind;
  whist: 'none' | WhistOutcomeKind;
  whisters: number[];
  passers: number[];
  halfWhister: number;
  open: boolean;
  led: boolean;
  /** every trick has been played (PLAY_COMPLETE) */
  playComplete: boolean;
  /** winner of each completed trick in order; -1 for a trick that counts for nobody */
  trickLog: number[];
  /** the trick index from which a 3.2.19 talon-seer takes tricks on an all-pass, etc.: see rules */
  talonSeer: number;
  /** a seat that takes every remaining trick of an all-pass (CODE-3.9.14.3, PCR-5.2.1), -1 for none */
  takesRemaining: number;
  /** the trick from which tricks are reassigned to `takesRemaining` */
  takesFrom: number;

  // ── wrong counts ──
  /** the last discovery's facts */
  by: number;
  found: FoundWhere;
  faceUp: boolean;
  revokeTrick: number;
  /** card-holding seats whose count was wrong at the last discovery, in hand order */
  wrong: number[];
  /** seats fined for a wrong count on this deal (PREF-G62) */
  fined: number[];
  /** the clause route that scores a wrong count at the end of play: '', 'PCR-3', 'PCR-4', 'CODE-3.4.6', 'CODE-3.9.18' */
  route: string;
  declarerWrong: boolean;
  /** the clause route for the defenders' wrong counts: '', 'PCR-3', 'PCR-4', 'CODE-3.9.18', 'CODE-fn15' */
  defRoute: string;
  /** defenders with a wrong count, ruled at scoring */
  defendersWrong: number[];
  /** seats who write no whists (PCR-3, PCR-4) */
  noWhists: number[];
  /** PCR-4 under PREF-G27 replay-innocent-whists: only the offenders lose their whists */
  innocentWhists: boolean;
  /** seats who may demand a redeal now, and what the alternative is */
  choosers: number[];
  choiceKind: 'redeal' | 'redeal-or-equalise';
  /** where the auction goes after a ruling that does not end the deal */
  resume: 'auction' | 'talon' | 'all-pass';
  /** the seat a PCR-1/2.x ruling speaks of (the holder who found his own wrong count) */
  holder: number;
  /** PREF-G9: how the auction resumes ('resume', 'resume-offender-out', 'restart'), '' when not applicable */
  auctionAfter: string;
  /** the seat liable for a wrong count under PREF-G1 code-3-2-16, -1 when none */
  liable: number;
  /** cards left face up by a ruling (PREF-G4 face-up-exposed, PCR-5.2.1, CODE-3.9.14–3.9.16.1) per seat */
  exposed: number[];

  // ── trick penalties ──
  /** game and misère: tricks a seat loses without anyone gaining them (CODE-3.9.11.2, 3.9.12, 3.4.9) */
  lost: number[];
  /** the declarer looked at his discard after the first lead (CODE-3.4.9; kept apart for PREF-G61) */
  discardLooked: boolean;
  /** an all-pass ended by a fine, not played out (PREF-G55) */
  endedByFine: boolean;
  /** tricks a seat is given as a penalty on another (CODE-3.9.16.2) */
  gained: number[];
  /** all-pass penalty tricks added before the amnesty (PREF-G54, PREF-C16) */
  penaltyBefore: number[];
  /** all-pass penalty tricks added after the amnesty */
  penaltyAfter: number[];
  /** the clause of each penalty trick in `penaltyAfter` (a Rostov all-pass writes them apart, under that clause: PREF-G52) */
  penaltyAfterBy: { seat: number; k: number; clause: string; gap?: 'PREF-C24' }[];
  /** the all-pass fine's lost-profit whists are due (PCR-5.2.1 revoke, 5.2.3, 6.2), and the tricks priced */
  lostProfit: { clause: string; offenders: number[]; tricks: number[] } | null;

  // ── the ruling ──
  outcome: PreferansOutcome;
  trail: string[];
  consulted: string[];
  /** fines decided on the way, written with the deal's result */
  fines: SheetEntry[];
  /** every entry written for this deal, after pool closing */
  written: SheetEntry[];
  silences: Silence[];
}

export interface SheetInput {
  pool?: number[];
  mountain?: number[];
  whists?: number[][];
  run?: number;
  dealerErrors?: number[];
  deals?: number;
}

export interface TableInput {
  dealer?: number;
  sheet?: SheetInput;
  agreedTalonPair?: number;
}

/** `n` zeros (module level: a closure made per call is named by tsx on every call, and a context is made per deal). */
const zeros = (n: number): number[] => new Array<number>(n).fill(0);

export function initialContext(players: number, variant: PreferansVariant, readings: Readings, table: TableInput = {}): PreferansContext {
  const sheet = table.sheet ?? {};
  const dealer = table.dealer ?? 0;
  return {
    players,
    variant,
    readings,
    agreedTalonPair: table.agreedTalonPair ?? 4,
    sheet: {
      pool: sheet.pool?.slice() ?? zeros(players),
      mountain: sheet.mountain?.slice() ?? zeros(players),
      whists: sheet.whists?.map((r) => r.slice()) ?? Array.from({ length: players }, () => zeros(players)),
    },
    run: sheet.run ?? 0,
    dealer,
    deals: sheet.deals ?? 0,
    dealerErrors: sheet.dealerErrors?.slice() ?? zeros(players),
    over: false,
    dealOpen: false,
    lastDealWritten: false,
    order: [],
    sitter: -1,
    counts: zeros(players),
    talon: 2,
    spoken: 0,
    passedBits: 0,
    bids: new Array<number>(players).fill(-1),
    highest: -1,
    barred: 0,
    declarer: -1,
    bid: -1,
    contract: -1,
    discard: 2,
    kind: 'none',
    whist: 'none',
    whisters: [],
    passers: [],
    halfWhister: -1,
    open: false,
    led: false,
    playComplete: false,
    trickLog: [],
    talonSeer: -1,
    takesRemaining: -1,
    takesFrom: -1,
    by: -1,
    found: 'none',
    faceUp: false,
    revokeTrick: -1,
    wrong: [],
    fined: [],
    route: '',
    declarerWrong: false,
    defRoute: '',
    defendersWrong: [],
    noWhists: [],
    innocentWhists: false,
    choosers: [],
    choiceKind: 'redeal',
    resume: 'auction',
    holder: -1,
    auctionAfter: '',
    liable: -1,
    exposed: zeros(players),
    discardLooked: false,
    endedByFine: false,
    lost: zeros(players),
    gained: zeros(players),
    penaltyBefore: zeros(players),
    penaltyAfter: zeros(players),
    penaltyAfterBy: [],
    lostProfit: null,
    outcome: 'pending',
    trail: [],
    consulted: [],
    fines: [],
    written: [],
    silences: [],
  };
}

/**
 * A deep copy. Every field is listed (no `{ ...c }`): a spread copies the source's hidden class, so
 * contexts whose fields changed representation keep several classes alive and the spread's inline
 * cache turns megamorphic — measured several times slower in `cardlaw explore`, which copies a
 * context per event sent. A literal always starts from one class.
 */
export function cloneContext(c: PreferansContext): PreferansContext {
  return {
    players: c.players,
    variant: c.variant,
    readings: c.readings,
    agreedTalonPair: c.agreedTalonPair,
    sheet: { pool: c.sheet.pool.slice(), mountain: c.sheet.mountain.slice(), whists: c.sheet.whists.map((r) => r.slice()) },
    run: c.run,
    dealer: c.dealer,
    deals: c.deals,
    dealerErrors: c.dealerErrors.slice(),
    over: c.over,
    dealOpen: c.dealOpen,
    lastDealWritten: c.lastDealWritten,
    order: c.order.slice(),
    sitter: c.sitter,
    counts: c.counts.slice(),
    talon: c.talon,
    spoken: c.spoken,
    passedBits: c.passedBits,
    bids: c.bids.slice(),
    highest: c.highest,
    barred: c.barred,
    declarer: c.declarer,
    bid: c.bid,
    contract: c.contract,
    discard: c.discard,
    kind: c.kind,
    whist: c.whist,
    whisters: c.whisters.slice(),
    passers: c.passers.slice(),
    halfWhister: c.halfWhister,
    open: c.open,
    led: c.led,
    playComplete: c.playComplete,
    trickLog: c.trickLog.slice(),
    talonSeer: c.talonSeer,
    takesRemaining: c.takesRemaining,
    takesFrom: c.takesFrom,
    by: c.by,
    found: c.found,
    faceUp: c.faceUp,
    revokeTrick: c.revokeTrick,
    wrong: c.wrong.slice(),
    fined: c.fined.slice(),
    route: c.route,
    declarerWrong: c.declarerWrong,
    defRoute: c.defRoute,
    defendersWrong: c.defendersWrong.slice(),
    noWhists: c.noWhists.slice(),
    innocentWhists: c.innocentWhists,
    choosers: c.choosers.slice(),
    choiceKind: c.choiceKind,
    resume: c.resume,
    holder: c.holder,
    auctionAfter: c.auctionAfter,
    liable: c.liable,
    exposed: c.exposed.slice(),
    lost: c.lost.slice(),
    discardLooked: c.discardLooked,
    endedByFine: c.endedByFine,
    gained: c.gained.slice(),
    penaltyBefore: c.penaltyBefore.slice(),
    penaltyAfter: c.penaltyAfter.slice(),
    penaltyAfterBy: c.penaltyAfterBy.map((x) => ({ ...x })),
    lostProfit: c.lostProfit ? { clause: c.lostProfit.clause, offenders: c.lostProfit.offenders.slice(), tricks: c.lostProfit.tricks.slice() } : null,
    outcome: c.outcome,
    trail: c.trail.slice(),
    consulted: c.consulted.slice(),
    fines: c.fines.map((e) => ({ ...e })),
    written: c.written.map((e) => ({ ...e })),
    silences: c.silences.map((s) => ({ ...s, clauses: s.clauses.slice() })),
  };
}
