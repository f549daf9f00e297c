import type { Format } from '../mechanics/format.ts';
import type { Readings } from '../../../core/regulation/types.ts';

/** A line of the match protocol (DEB-6.4): a «Б», a penalty, or a credit the referee records. */
export interface ProtocolEntry {
  side: number;
  kind: 'Б' | 'penalty' | 'credit' | 'pot-credit' | 'pot-void';
  amount: number;
  clause: string;
}

/** What the regulation leaves unanswered on this deal's path (STYLE practice 4). */
export interface Silence {
  gap: string;
  kind: 'no-clause-applies' | 'clauses-conflict';
  clauses: string[];
}

export type DebertzOutcome = 'pending' | 'made' | 'bayd' | 'referee-bayd' | 'deferred' | 'redeal' | 'pre-order-bayd' | 'deberc';

/**
 * The machine's context: the party ledger plus the facts and ruling of the current deal.
 * Plain numbers and arrays only, so the compiled runtime can mutate it in place and the XState
 * adapter can clone it cheaply.
 */
export interface DebertzContext {
  // the table
  players: number;
  sides: number;
  sideOf: number[];
  singleOpponent: boolean;
  target: number;
  readings: Readings;

  // the party ledger
  scores: number[];
  marks: number[];
  /** open deferred points (DEB-6.2.2.1), summed (DEB-G11) */
  pot: number;
  /** seat of the declarer whose points are deferred; -1 when no pot is open */
  potDeclarer: number;
  /** the next deal is the referee's special deal (DEB-6.2.2.2) */
  specialPending: boolean;
  dealer: number;
  deals: number;
  /** winning side once the party is over, -1 before */
  winner: number;
  /** conservation counters for deferred points: potIn = potOut + potVoided + pot */
  potIn: number;
  potOut: number;
  potVoided: number;

  // the current deal: facts
  special: boolean;
  declarer: number;
  offender: number;
  /** clause id of the 6.2.1.8 cause, '' when none */
  cause: string;
  /** true once play has been completed (all cards played) */
  completed: boolean;
  taken: number[];
  tricks: number[];
  /** declared combination points per seat ("potential points", 6.2.1.5) */
  melds: number[];
  /** extra sequence points credited under DEB-G30 pass-to-next */
  passed: number[];
  /** card points still unplayed (plus the last-trick 10 if not yet taken), for DEB-G22 `all-cards` */
  unplayed: number;
  debercSeat: number;

  // the current deal: ruling
  outcome: DebertzOutcome;
  baydSide: number;
  credits: number[];
  potCredits: number[];
  penalties: number[];
  trail: string[];
  consulted: string[];
  entries: ProtocolEntry[];
  silences: Silence[];
}

export interface PartyLedger {
  scores?: number[];
  marks?: number[];
  pot?: number;
  potDeclarer?: number;
  dealer?: number;
  deals?: number;
}

/** The party's target score under the readings (READING DEB-G38). */
export const targetOf = (readings: Readings): number => Number(readings['DEB-G38'] ?? 501);

export function initialContext(format: Format, readings: Readings, ledger: PartyLedger = {}): DebertzContext {
  const zeros = (n: number) => new Array<number>(n).fill(0);
  const pot = ledger.pot ?? 0;
  return {
    players: format.players,
    sides: format.sides,
    sideOf: format.sideOf.slice(),
    singleOpponent: format.singleOpponent,
    target: targetOf(readings),
    readings,
    scores: ledger.scores?.slice() ?? zeros(format.sides),
    marks: ledger.marks?.slice() ?? zeros(format.sides),
    pot,
    potDeclarer: ledger.potDeclarer ?? -1,
    specialPending: (ledger.potDeclarer ?? -1) >= 0,
    dealer: ledger.dealer ?? 0,
    deals: ledger.deals ?? 0,
    winner: -1,
    potIn: pot,
    potOut: 0,
    potVoided: 0,
    special: false,
    declarer: -1,
    offender: -1,
    cause: '',
    completed: false,
    taken: zeros(format.players),
    tricks: zeros(format.players),
    melds: zeros(format.players),
    passed: zeros(format.players),
    unplayed: 0,
    debercSeat: -1,
    outcome: 'pending',
    baydSide: -1,
    credits: zeros(format.sides),
    potCredits: zeros(format.sides),
    penalties: zeros(format.sides),
    trail: [],
    consulted: [],
    entries: [],
    silences: [],
  };
}

/**
 * A deep copy. Every field is listed (no `{ ...c }`): a spread copies the source's hidden class, so
 * contexts whose fields changed representation (a `-1` becoming a seat, `''` a clause id) keep
 * several classes alive and the spread's inline cache turns megamorphic — measured ~10× slower in
 * `cardlaw explore`, which copies a context per event sent. A literal always starts from one class.
 */
export function cloneContext(c: DebertzContext): DebertzContext {
  return {
    players: c.players,
    sides: c.sides,
    sideOf: c.sideOf.slice(),
    singleOpponent: c.singleOpponent,
    target: c.target,
    readings: c.readings,
    scores: c.scores.slice(),
    marks: c.marks.slice(),
    pot: c.pot,
    potDeclarer: c.potDeclarer,
    specialPending: c.specialPending,
    dealer: c.dealer,
    deals: c.deals,
    winner: c.winner,
    potIn: c.potIn,
    potOut: c.potOut,
    potVoided: c.potVoided,
    special: c.special,
    declarer: c.declarer,
    offender: c.offender,
    cause: c.cause,
    completed: c.completed,
    taken: c.taken.slice(),
    tricks: c.tricks.slice(),
    melds: c.melds.slice(),
    passed: c.passed.slice(),
    unplayed: c.unplayed,
    debercSeat: c.debercSeat,
    outcome: c.outcome,
    baydSide: c.baydSide,
    credits: c.credits.slice(),
    potCredits: c.potCredits.slice(),
    penalties: c.penalties.slice(),
    trail: c.trail.slice(),
    consulted: c.consulted.slice(),
    entries: c.entries.map((e) => ({ ...e })),
    silences: c.silences.map((s) => ({ ...s, clauses: s.clauses.slice() })),
  };
}
