/**
 * The guards and actions of the Preferans regulation machine: the club's rules on a wrong number
 * of cards (PCR-1 … PCR-6.2, in their order), their older text (PCR-OLD-*), the Code's own
 * wrong-count clauses (CODE 3.2.13, 3.2.16, 3.2.23, fn 15, 3.4.6, 3.9.18) and the Code's play and
 * talon irregularities they lean on (3.2.19–3.2.21, 3.3.16, 3.4.9, 3.9.11.2, 3.9.14, 3.9.16).
 *
 * Each block quotes the clause it implements (a gloss; the Russian text is in
 * src/rulesets/preferans/regulation/clauses.ts) and is named after it. Where the text leaves a choice, the
 * line that depends on it carries `// READING PREF-…` and reads the reading through `reading()`,
 * which records that the gap was consulted on this deal. Guards only `peek`.
 *
 * Actions mutate the context (see src/core/statechart/definition.ts). Amounts are written as sheet
 * entries through the mechanics (src/rulesets/preferans/mechanics/sheet.ts), each with its reason and clause.
 */
import { MISERE, LOWEST, contractPrice, defenceQuota, levelOf, type ContractId } from '../mechanics/contracts.ts';
import { allPassPrice, nextAllPassRun } from '../mechanics/allpass.ts';
import { scoreHalfWhist, scoreMisere, scorePlayedGame, scoreUnwhisted } from '../mechanics/scoring.ts';
import { isGameOver, mountain, pool, whist, writeEntries, type SheetEntry, type Sheet } from '../mechanics/sheet.ts';
import { handsOf, sitterOf, type PlayerCount } from '../mechanics/seats.ts';
import type { PreferansVariant } from '../mechanics/variants.ts';
import type { PreferansContext, Silence } from './context.ts';
import type { PreferansEvent } from './events.ts';
import { peek, reading } from '../../../core/machine/reading.ts';

type Ctx = PreferansContext;
type Ev = PreferansEvent;
type Read = (gap: string) => string;
type Discovery = Extract<Ev, { type: 'COUNT_DISCOVERED' }>;

/** CODE 3.2.21: peeking at the talon costs 5 into the mountain. */
export const TALON_PEEK_FINE = 5;
/** PCR-5.2.3: the 9-card player whose card is not found writes 4 penalty tricks on top. */
export const NOT_FOUND_PENALTY_TRICKS = 4;
/** PCR-5.2.3: "Максимум за 8 взяток". */
export const NOT_FOUND_CAP = 8;
/** PCR-6.2: each of the two offenders writes 5 tricks. */
export const ELEVEN_NINE_TRICKS = 5;
/** PREF-G38 rostov-whists: the digest's §6.3 rate of w whists a trick. */
export const ROSTOV_LOST_PROFIT_RATE = 5;

// ───────────────────────────── helpers ─────────────────────────────

export { reading, peek };
const peeker = (ctx: Ctx): Read => (gap) => peek(ctx, gap);
const recorder = (ctx: Ctx): Read => (gap) => reading(ctx, gap);

const bitOf = (seat: number) => 1 << seat;
const hasBit = (bits: number, seat: number) => (bits & bitOf(seat)) !== 0;

function cite(ctx: Ctx, clauses: readonly string[]) {
  for (const c of clauses) ctx.trail.push(c);
}
function silence(ctx: Ctx, s: Silence) {
  if (!ctx.silences.some((x) => x.gap === s.gap && x.note === s.note)) ctx.silences.push(s);
}
const seatsOf = (ctx: Ctx) => Array.from({ length: ctx.players }, (_, s) => s);
const others = (ctx: Ctx, seat: number) => seatsOf(ctx).filter((s) => s !== seat);
const defendersOf = (ctx: Ctx) => ctx.order.filter((s) => s !== ctx.declarer);
const isWhister = (ctx: Ctx, s: number) => ctx.whisters.includes(s);

/** The governing text: PREF-RULES, or the Code for a discovery by a bystander under PREF-G48. */
function governing(ctx: Ctx, e: Discovery, read: Read): string {
  const rules = read('PREF-RULES');
  if (rules === 'code') return rules;
  const wrong = wrongSeats(ctx, e);
  if (wrong.length > 0 && !wrong.includes(e.by) && read('PREF-G48') === 'code-if-other') return 'code'; // READING PREF-G48
  return rules;
}

/** Card-holding seats whose count is not 10, in hand order. */
export function wrongSeats(ctx: Ctx, e: Discovery): number[] {
  return ctx.order.filter((s) => e.counts[s] !== 10);
}

/** The holder the rules speak of: the discoverer if his own hand is wrong, else the first wrong hand (PREF-G48 same-clauses). */
function primary(ctx: Ctx, e: Discovery): number {
  const wrong = wrongSeats(ctx, e);
  return wrong.includes(e.by) ? e.by : wrong[0] ?? -1;
}

/** The price of a contract at the variant's prices. */
const priceOf = (ctx: Ctx, c: number) => contractPrice(c as ContractId, ctx.variant.prices);

/** PREF-G8: the declarer's undertrick rate a «без N» fine is priced at. */
function downRate(ctx: Ctx): number {
  if (ctx.variant.undertrickRate === 1) return 1;
  return reading(ctx, 'PREF-G8') === 'contract-price' ? 1 : ctx.variant.undertrickRate; // READING PREF-G8
}

/** The variant with PREF-C13 applied to a Leningrad-style price consolation. */
function scoringVariant(ctx: Ctx): PreferansVariant {
  const v = ctx.variant;
  if (v.id !== 'leningrad' || v.consolation.kind !== 'contract-price') return v;
  const multiple = reading(ctx, 'PREF-C13') === 'double-price' ? 2 : 1; // READING PREF-C13
  return multiple === v.consolation.multiple ? v : { ...v, consolation: { kind: 'contract-price', multiple } };
}

/** Consolation per undertrick on `contract` (CODE 3.8.1.2, fn 36, fn 54). */
function consolationPer(ctx: Ctx, contract: number): number {
  const v = ctx.variant;
  if (v.consolation.kind === 'fixed') return v.consolation.whistsPerUndertrick;
  const multiple = v.id === 'leningrad' && reading(ctx, 'PREF-C13') === 'double-price' ? 2 : v.consolation.multiple; // READING PREF-C13
  return priceOf(ctx, contract) * multiple;
}

function markFined(ctx: Ctx, seat: number) {
  if (!ctx.fined.includes(seat)) ctx.fined.push(seat);
}

/** PREF-G62: under first-fine-only a player already fined for a wrong count on this deal is not fined again. */
function mayFine(ctx: Ctx, seat: number): boolean {
  if (!ctx.fined.includes(seat)) return true;
  return reading(ctx, 'PREF-G62') === 'cumulative'; // READING PREF-G62
}

/**
 * A «без N» fine: N undertricks on `contract` into the offender's mountain (PREF-G8 prices them);
 * under PREF-G53 `full` every other participant also writes consolation on them.
 */
function fineDown(ctx: Ctx, seat: number, n: number, contract: number, clause: string) {
  if (n <= 0 || !mayFine(ctx, seat)) return;
  ctx.fines.push(mountain(seat, n * priceOf(ctx, contract) * downRate(ctx), 'wrong-count-fine', clause));
  if (reading(ctx, 'PREF-G53') === 'full') { // READING PREF-G53
    for (const s of others(ctx, seat)) ctx.fines.push(whist(s, seat, n * consolationPer(ctx, contract), 'penalty-consolation', clause));
  }
  markFined(ctx, seat);
}

/**
 * The price of one all-pass trick in a fine. PREF-G13: the step an all-pass in this deal would be
 * scored at, or the first step; PREF-G57: for a clause that names no level. PREF-G52 (Sochi
 * terms): Rostov, whose all-pass is written in whists, prices a fine trick at 1 point.
 */
function stepPrice(ctx: Ctx, named: boolean): number {
  let run = ctx.run;
  if (!named && reading(ctx, 'PREF-G57') === 'base-where-unnamed') run = 0; // READING PREF-G57
  else if (reading(ctx, 'PREF-G13') === 'base-step') run = 0; // READING PREF-G13
  if (ctx.variant.allPass.writing === 'whists') return 1;
  return allPassPrice(ctx.variant, run);
}

/** "k tricks into the mountain at the all-pass level", written now (the deal is not written up as an all-pass). */
function fineTricks(ctx: Ctx, seat: number, k: number, clause: string, named: boolean) {
  if (k <= 0 || !mayFine(ctx, seat)) return;
  ctx.fines.push(mountain(seat, k * stepPrice(ctx, named), 'wrong-count-fine', clause));
  markFined(ctx, seat);
}

/** k penalty tricks added to an all-pass that will be written up (PREF-G54 orders them against the amnesty). */
function penaltyTricks(ctx: Ctx, seat: number, k: number, gap: 'PREF-G54' | 'PREF-C16') {
  if (k <= 0) return;
  const before = gap === 'PREF-G54' ? reading(ctx, gap) === 'penalty-before-amnesty' : reading(ctx, gap) === 'before-amnesty'; // READING PREF-G54 / PREF-C16
  if (before) ctx.penaltyBefore[seat] += k;
  else ctx.penaltyAfter[seat] += k;
}

/** Real tricks per seat: the trick log, with the reassignments of CODE 3.2.19, 3.9.14.3 and PCR-5.2.1. */
export function realTricks(ctx: Ctx): number[] {
  const out = new Array<number>(ctx.players).fill(0);
  ctx.trickLog.forEach((w, i) => {
    let winner = w;
    if (ctx.talonSeer >= 0 && ctx.kind === 'all-pass') {
      // CODE 3.2.19: he takes the first two (talon-led) tricks; in Rostov all ten.
      if (ctx.variant.allPass.talon === 'unused' || i < 2) winner = ctx.talonSeer;
    }
    if (ctx.takesRemaining >= 0 && i >= ctx.takesFrom) winner = ctx.takesRemaining;
    if (winner >= 0) out[winner]++;
  });
  const unplayed = 10 - ctx.trickLog.length;
  if (ctx.takesRemaining >= 0) out[ctx.takesRemaining] += unplayed;
  else if (ctx.talonSeer >= 0 && ctx.kind === 'all-pass' && unplayed > 0) {
    // the deal stopped before the talon-led tricks were played: they are still his
    const talonTricks = ctx.variant.allPass.talon === 'unused' ? 10 : 2;
    out[ctx.talonSeer] += Math.max(0, talonTricks - ctx.trickLog.length);
  }
  return out;
}

/** Offenders' 0-trick counterparts: non-offending participants who have taken no trick. */
function zeroTrickPlayers(ctx: Ctx, offenders: readonly number[], tricks: readonly number[]): number[] {
  const talonUsed = ctx.variant.allPass.talon === 'used';
  return seatsOf(ctx).filter((s) => !offenders.includes(s) && tricks[s] === 0 && (s !== ctx.sitter || talonUsed));
}

/**
 * «Упущенная выгода» (PCR-5.2.1, 5.2.3, 6.2): every non-offender with no trick writes whists on
 * the offenders. PREF-G38 gives the amount.
 */
function lostProfitEntries(ctx: Ctx, clause: string, offenders: readonly number[], pricedTricks: readonly number[], tricks: readonly number[]): SheetEntry[] {
  const zero = zeroTrickPlayers(ctx, offenders, tricks);
  if (zero.length === 0) return [];
  const rule = reading(ctx, 'PREF-G38'); // READING PREF-G38
  if (rule === 'zero') return [];
  const out: SheetEntry[] = [];
  for (const s of zero) {
    offenders.forEach((o, i) => {
      const amount = rule === 'premium-whists' ? (stepPrice(ctx, true) * 10) / offenders.length : ROSTOV_LOST_PROFIT_RATE * pricedTricks[i];
      out.push(whist(s, o, amount, 'lost-profit', clause));
    });
  }
  return out;
}

/** The seats that may demand a redeal: the 10-card players, and the 4-player dealer under PREF-G19. */
function tenCardPlayers(ctx: Ctx, counts: readonly number[]): number[] {
  const out = ctx.order.filter((s) => counts[s] === 10);
  if (ctx.sitter >= 0 && reading(ctx, 'PREF-G19') === 'dealer-may-demand') out.push(ctx.sitter); // READING PREF-G19
  return out;
}

/** The 10-card players' answer (PREF-G2). */
function redealDemanded(ctx: Ctx, demands: readonly boolean[], read: Read): boolean {
  const who = ctx.choosers;
  if (who.length === 0) return false;
  const rule = who.length > 1 ? read('PREF-G2') : 'any-demands'; // READING PREF-G2
  if (rule === 'senior-decides') return demands[who[0]] === true;
  if (rule === 'unanimous') return who.every((s) => demands[s] === true);
  return who.some((s) => demands[s] === true);
}

/** Find and return the cards: every hand made up to 10 and the talon to 2 (PCR-1, 2.1–2.3, 5.1, 5.2.1). */
function restoreCounts(ctx: Ctx) {
  for (const s of ctx.order) ctx.counts[s] = 10;
  ctx.talon = 2;
}

// ───────────────────────────── classification ─────────────────────────────

export type AuctionPoint = 'D1' | 'D2' | 'D3' | 'D4' | 'D15' | 'G47' | 'none';
export type GamePoint = 'D5' | 'D6' | 'D14' | 'D15' | 'none';
export type AllPassPoint = 'D7' | 'D8' | 'D9' | 'D10' | 'D11' | 'D12' | 'D15' | 'G46' | 'G47' | 'none';

/**
 * A wrong count found before the contract is named (digest §5.3, D1–D4): by whether the holder
 * has spoken (PCR-1 "the player has said nothing", PREF-G5), whether a second wrong hand's owner
 * has also called (PCR-2.3, PREF-G10) and whether the bidding for the talon has started (PCR-2.2,
 * PREF-G12).
 */
export function auctionPoint(ctx: Ctx, e: Discovery, read: Read): AuctionPoint {
  const wrong = wrongSeats(ctx, e);
  if (wrong.length === 0) return e.talon !== 2 ? 'D15' : 'none';
  if (wrong.length >= 3) return 'G47';
  const h = primary(ctx, e);
  const silent = read('PREF-G5') === 'own-call' ? !hasBit(ctx.spoken, h) : !hasBit(ctx.spoken, h) && ctx.highest < 0; // READING PREF-G5
  if (silent) return 'D1';
  const second = wrong.filter((s) => s !== h);
  if (second.length > 0 && hasBit(ctx.spoken, second[0])) {
    if (read('PREF-G10') !== 'discoverer-only') return 'D4'; // READING PREF-G10
  }
  const started = read('PREF-G12') === 'first-call' ? ctx.spoken !== 0 : ctx.highest >= 0; // READING PREF-G12
  return started ? 'D3' : 'D2';
}

/** The declarer's count is wrong: dealt ≠ 10, or (PREF-G21) held ≠ 10 after a discard of other than two. */
function declarerCountWrong(ctx: Ctx, e: Discovery, read: Read): 'deal' | 'discard' | 'talon' | '' {
  const d = ctx.declarer;
  if (e.counts[d] !== 10) return 'deal';
  if (ctx.discard !== 2) {
    read('PREF-G21'); // READING PREF-G21: does clause 3 reach a wrong discard?
    return 'discard';
  }
  // a wrong talon leaves him with other than 10 after a discard of two: alone it is D15 (PREF-G47);
  // with a defender's wrong count too, it is his own wrong count after the discard (PREF-G21)
  if (e.talon !== 2) return 'talon';
  return '';
}

/** A wrong count found once the contract is named (D5 declarer, D6 defenders, D14 misère, D15 talon). */
export function gamePoint(ctx: Ctx, e: Discovery, read: Read): GamePoint {
  const defenders = defendersOf(ctx).filter((s) => e.counts[s] !== 10);
  let decl = declarerCountWrong(ctx, e, read);
  if (decl === 'talon' && defenders.length === 0) return 'D15';
  if (decl === 'talon') {
    read('PREF-G21');
    decl = 'discard';
  }
  if (decl === 'deal' || decl === 'discard') return ctx.contract === MISERE ? 'D14' : 'D5';
  if (defenders.length > 0) return 'D6';
  return 'none';
}

/** A wrong count on an all-pass (D7–D12), before the first lead or once it is under way. */
export function allPassPoint(ctx: Ctx, e: Discovery, read: Read): AllPassPoint {
  const wrong = wrongSeats(ctx, e);
  const started = ctx.led;
  if (wrong.length === 0) return e.talon !== 2 ? 'D15' : 'none';
  if (wrong.length >= 3) return 'G47';
  const short = wrong.filter((s) => e.counts[s] < 10);
  const long = wrong.filter((s) => e.counts[s] > 10);
  if (wrong.length === 2) {
    if (short.length !== 1 || long.length !== 1) return 'G47';
    if (read('PREF-G35') === 'clause-6-if-in-hand') return started ? 'D12' : 'D11'; // READING PREF-G35
    return started ? 'D8' : 'D7';
  }
  if (long.length === 1) {
    // an 11-card hand with a 1-card talon (PREF-G46)
    if (read('PREF-G46') === 'clause-6-analogy') return started ? 'D12' : 'D11'; // READING PREF-G46
    return 'G46';
  }
  if (!started) return 'D7';
  if (e.found === 'other-deck') return 'D9';
  if (e.found === 'not-found') return 'D10';
  return 'D8';
}

// ───────────────────────────── guards ─────────────────────────────

const rulesIn = (ctx: Ctx, e: Discovery, rules: readonly string[]) => rules.includes(governing(ctx, e, peeker(ctx)));

export const guards = {
  readingIs: (ctx: Ctx, _e: Ev, p: { gap: string; is: string }) => peek(ctx, p.gap) === p.is,
  rulesAre: (ctx: Ctx, _e: Ev, p: { is: string[] }) => p.is.includes(peek(ctx, 'PREF-RULES')),

  // D0
  misdealIs: (_ctx: Ctx, e: Ev, p: { kind: string }) => e.type === 'MISDEAL' && e.kind === p.kind,
  /** CODE 3.2.8, 3.2.15, fn 12 (PREF-C1): is the talon's pair one the rule allows? */
  talonPairAllowed: (ctx: Ctx, e: Ev) => e.type === 'MISDEAL' && e.kind === 'talon-pair' && talonPairOk(ctx, e.pair, peeker(ctx)),
  /** CODE 3.2.17, fn 13: the dealer has already been warned once. */
  dealerRepeats: (ctx: Ctx) => ctx.dealerErrors[ctx.dealer] >= 1,

  // discoveries
  /**
   * A wrong count found where `at` says, placed at one of `points` under one of `rules`, with the
   * optional conditions of its clause (a reading, the first lead, where the card turned up …).
   */
  disc: (ctx: Ctx, e: Ev, p: DiscParams) => e.type === 'COUNT_DISCOVERED' && discMatches(ctx, e, p),
  /** A talon or play irregularity of `kind`, with the conditions its clause names. */
  irr: (ctx: Ctx, e: Ev, p: IrrParams) => e.type === 'IRREGULARITY' && irrMatches(ctx, e, p),
  /** D0: a wrong count noticed while dealing, under the club, with PREF-G47 reading `is`. */
  misdealUnderClub: (ctx: Ctx, e: Ev, p: { is: string }) =>
    e.type === 'MISDEAL' && e.kind === 'wrong-count' && peek(ctx, 'PREF-RULES') !== 'code' && peek(ctx, 'PREF-G47') === p.is,
  /** D13: a claim about the deal last written, before the next deal begins (none at the machine's start). */
  lateClaim: (ctx: Ctx) => ctx.lastDealWritten,
  /** D13 under the governing text `is` (PREF-RULES). */
  lateUnder: (ctx: Ctx, e: Ev, p: { is: string[] }) => ctx.lastDealWritten && guards.rulesAre(ctx, e, p),
  /** D13 on an unplayed contract, with PREF-G32 reading `is` (any reading without `is`). */
  lateUnplayed: (ctx: Ctx, _e?: Ev, p?: { is?: string }) =>
    ctx.lastDealWritten && guards.unplayedContract(ctx) && (p?.is === undefined || peek(ctx, 'PREF-G32') === p.is),
  unplayedContract: (ctx: Ctx, _e?: Ev) => ctx.kind === 'game' && (ctx.whist === 'unwhisted' || ctx.whist === 'half-whist'),
  /** D13 under PREF-G49 code-3-9-17: the claim comes too late. */
  lateClaimBarred: (ctx: Ctx) => ctx.lastDealWritten && peek(ctx, 'PREF-G49') === 'code-3-9-17',
  kindIs: (ctx: Ctx, _e: Ev, p: { is: string }) => ctx.kind === p.is,

  // the 10-card players' choice
  redealDemanded: (ctx: Ctx, e: Ev) => e.type === 'CHOICE' && redealDemanded(ctx, e.demands, peeker(ctx)),
  resumeTo: (ctx: Ctx, _e: Ev, p: { is: string }) => ctx.resume === p.is,

  // whisting and play
  whistIs: (_ctx: Ctx, e: Ev, p: { is: string }) => e.type === 'WHIST' && e.outcome === p.is,

  // scoring
  outcomeIs: (ctx: Ctx, _e: Ev, p: { is: string[] }) => p.is.includes(ctx.outcome),
  gameOver: (ctx: Ctx) => ctx.over,
};

interface DiscParams {
  at: 'auction' | 'game' | 'all-pass';
  points: string[];
  rules: string[];
  gap?: string;
  is?: string;
  led?: boolean;
  /** the card turned up somewhere it can be returned from */
  returnable?: boolean;
  /** PCR-1: the card cannot simply be returned (PREF-G4 face-up-redeal, another deck, lost) */
  unreturnable?: boolean;
  /** PCR-2.3 outside one long and one short hand, under PREF-G17 redeal-otherwise */
  notEqualisable?: boolean;
  /** the declarer's count is wrong through his discard only (PREF-G21) */
  discard?: boolean;
  /** PCR-5.2.1: the short hand failed to follow where the missing card would have let him */
  revoke?: boolean;
  /** PREF-G26: clause 4 rules the defenders */
  clause4?: boolean;
  /** PREF-G27: the open replay is played */
  replays?: boolean;
}

function discMatches(ctx: Ctx, e: Discovery, p: DiscParams): boolean {
  if (p.at === 'game' && ctx.kind !== 'game' && ctx.kind !== 'misere') return false;
  if (p.at === 'all-pass' && ctx.kind !== 'all-pass') return false;
  if (!rulesIn(ctx, e, p.rules)) return false;
  const read = peeker(ctx);
  const point = p.at === 'auction' ? auctionPoint(ctx, e, read) : p.at === 'game' ? gamePoint(ctx, e, read) : allPassPoint(ctx, e, read);
  if (!p.points.includes(point)) return false;
  if (p.gap !== undefined && peek(ctx, p.gap) !== p.is) return false;
  if (p.led !== undefined && ctx.led !== p.led) return false;
  const lost = e.found === 'other-deck' || e.found === 'not-found';
  if (p.returnable !== undefined && !lost !== p.returnable) return false;
  if (p.unreturnable !== undefined && (lost || (e.faceUp && peek(ctx, 'PREF-G4') === 'face-up-redeal')) !== p.unreturnable) return false;
  if (p.notEqualisable !== undefined && (!oneLongOneShort(ctx, e) && peek(ctx, 'PREF-G17') === 'redeal-otherwise') !== p.notEqualisable) return false;
  if (p.discard !== undefined && (declarerCountWrong(ctx, e, read) === 'discard' || (declarerCountWrong(ctx, e, read) === 'talon' && gamePoint(ctx, e, read) !== 'D15')) !== p.discard) return false;
  if (p.revoke !== undefined && (e.revokeTrick >= 0 && e.revokeTrick < ctx.trickLog.length) !== p.revoke) return false;
  if (p.clause4 !== undefined) {
    const r = peek(ctx, 'PREF-G26');
    if ((r === 'clause-4-always' || (r === 'by-declarer-count' && !ctx.declarerWrong)) !== p.clause4) return false;
  }
  if (p.replays !== undefined && (peek(ctx, 'PREF-G27') !== 'first-play-no-whists') !== p.replays) return false;
  return true;
}

interface IrrParams {
  /** the kind, or several kinds one clause treats alike */
  kind: string | string[];
  /** true: in a game or misère; false: on an all-pass */
  game?: boolean;
  /** the last trick (CODE 3.9.21) */
  last?: boolean;
  declarer?: boolean;
  /** nobody has spoken yet (CODE 3.2.19–3.2.20 rather than 3.3.16–3.3.17) */
  silent?: boolean;
  /** at least this many players are still bidding (CODE 3.3.16.2 / 3.3.16.3) */
  bidding?: number;
  led?: boolean;
}

function irrMatches(ctx: Ctx, e: Extract<Ev, { type: 'IRREGULARITY' }>, p: IrrParams): boolean {
  if (Array.isArray(p.kind) ? !p.kind.includes(e.kind) : e.kind !== p.kind) return false;
  if (p.game !== undefined && (ctx.kind === 'all-pass') === p.game) return false;
  if (p.last !== undefined && (e.trick >= 9) !== p.last) return false;
  if (p.declarer !== undefined && (e.seat === ctx.declarer) !== p.declarer) return false;
  if (p.silent !== undefined && (ctx.spoken === 0) !== p.silent) return false;
  if (p.bidding !== undefined && ctx.order.filter((s) => !hasBit(ctx.passedBits, s)).length < p.bidding) return false;
  if (p.led !== undefined && ctx.led !== p.led) return false;
  return true;
}

function talonPairOk(ctx: Ctx, pair: number, read: Read): boolean {
  const rule = read('PREF-C1'); // READING PREF-C1
  if (rule === 'fourth-pair') return pair === 4;
  if (rule === 'same-round') return pair === agreedPair(ctx);
  return pair > 1 && pair < 16;
}
/** The agreed talon pair for 'same-round' (fn 12): a table setting, the 4th pair by default. */
const agreedPair = (ctx: Ctx) => ctx.agreedTalonPair;

function oneLongOneShort(ctx: Ctx, e: Discovery): boolean {
  const wrong = wrongSeats(ctx, e);
  return wrong.length === 2 && wrong.some((s) => e.counts[s] > 10) && wrong.some((s) => e.counts[s] < 10) && e.talon === 2;
}

// ───────────────────────────── actions ─────────────────────────────

export const actions = {
  /** Every rule-applying transition names its clauses; the trail is the deal's penalty path. */
  cite: (ctx: Ctx, _e: Ev, p: { clauses: string[] }) => cite(ctx, p.clauses),
  consult: (ctx: Ctx, _e: Ev, p: { gaps: string[] }) => {
    for (const g of p.gaps) reading(ctx, g);
  },

  // ── the deal's facts ──

  /** A new deal (or an attempt at one) starts: clear the deal's facts and ruling. */
  beginDeal: (ctx: Ctx) => {
    ctx.lastDealWritten = false; // the next deal begins: no more claims about the last one (CODE 3.9.17)
    if (ctx.dealOpen) return;
    const zeros = () => new Array<number>(ctx.players).fill(0);
    ctx.dealOpen = true;
    ctx.order = handsOf(ctx.dealer, ctx.players as PlayerCount).slice();
    ctx.sitter = sitterOf(ctx.dealer, ctx.players as PlayerCount) ?? -1;
    ctx.counts = ctx.order.reduce((a, s) => ((a[s] = 10), a), zeros());
    ctx.talon = 2;
    ctx.spoken = ctx.passedBits = ctx.barred = 0;
    ctx.bids = new Array<number>(ctx.players).fill(-1);
    ctx.highest = ctx.declarer = ctx.bid = ctx.contract = -1;
    ctx.discard = 2;
    ctx.kind = 'none';
    ctx.whist = 'none';
    ctx.whisters = [];
    ctx.passers = [];
    ctx.halfWhister = -1;
    ctx.open = false;
    ctx.led = false;
    ctx.playComplete = false;
    ctx.trickLog = [];
    ctx.talonSeer = ctx.takesRemaining = ctx.takesFrom = -1;
    ctx.by = -1;
    ctx.found = 'none';
    ctx.faceUp = false;
    ctx.revokeTrick = -1;
    ctx.wrong = [];
    ctx.fined = [];
    ctx.route = '';
    ctx.defRoute = '';
    ctx.declarerWrong = false;
    ctx.defendersWrong = [];
    ctx.noWhists = [];
    ctx.innocentWhists = false;
    ctx.choosers = [];
    ctx.choiceKind = 'redeal';
    ctx.resume = 'auction';
    ctx.holder = -1;
    ctx.auctionAfter = '';
    ctx.liable = -1;
    ctx.exposed = zeros();
    ctx.discardLooked = false;
    ctx.endedByFine = false;
    ctx.lost = zeros();
    ctx.gained = zeros();
    ctx.penaltyBefore = zeros();
    ctx.penaltyAfter = zeros();
    ctx.lostProfit = null;
    ctx.outcome = 'pending';
    ctx.trail = [];
    ctx.consulted = [];
    ctx.fines = [];
    ctx.written = [];
    ctx.silences = [];
  },
  recordDeal: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'DEALT') return;
    for (let s = 0; s < ctx.players; s++) ctx.counts[s] = e.counts[s] ?? 0;
    ctx.talon = e.talon;
  },
  /** CODE 3.2.23: any call, pass included, is entering the bidding. */
  recordCall: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'CALL') return;
    ctx.spoken |= bitOf(e.seat);
    if (e.call === 'pass') ctx.passedBits |= bitOf(e.seat);
    else if (e.call === 'bid') {
      ctx.bids[e.seat] = e.contract;
      ctx.highest = e.contract;
    } else ctx.bids[e.seat] = ctx.highest; // «здесь» holds the standing bid
  },
  recordWin: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'AUCTION_WON') return;
    ctx.declarer = e.declarer;
    ctx.bid = e.bid;
    if (ctx.bids[e.declarer] < 0) ctx.bids[e.declarer] = e.bid;
  },
  startAllPass: (ctx: Ctx) => {
    ctx.kind = 'all-pass';
  },
  recordContract: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'CONTRACT') return;
    ctx.contract = e.contract;
    ctx.discard = e.discard;
    ctx.kind = e.contract === MISERE ? 'misere' : 'game';
  },
  recordWhist: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'WHIST') return;
    ctx.whist = e.outcome;
    ctx.whisters = e.whisters.slice();
    ctx.passers = e.passers.slice();
    ctx.halfWhister = e.halfWhister;
    ctx.open = e.open;
  },
  recordLed: (ctx: Ctx) => {
    ctx.led = true;
  },
  recordPlayComplete: (ctx: Ctx) => {
    ctx.playComplete = true;
  },
  recordTrick: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'TRICK') return;
    ctx.trickLog.push(e.winner);
    ctx.led = true;
  },
  recordDiscovery: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    ctx.by = e.by;
    ctx.found = e.found;
    ctx.faceUp = e.faceUp;
    ctx.revokeTrick = e.revokeTrick;
    for (const s of ctx.order) ctx.counts[s] = e.counts[s];
    ctx.talon = e.talon;
    ctx.wrong = wrongSeats(ctx, e);
    ctx.holder = primary(ctx, e);
  },
  /** Records the readings the classifier used to place this discovery (PREF-G5, G10, G12, G21, G35, G46, G48). */
  classify: (ctx: Ctx, e: Ev, p: { at: 'auction' | 'game' | 'all-pass' }) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    const read = recorder(ctx);
    governing(ctx, e, read);
    if (p.at === 'auction') auctionPoint(ctx, e, read);
    else if (p.at === 'game') gamePoint(ctx, e, read);
    else allPassPoint(ctx, e, read);
  },

  // ── D0: during the deal ──

  /** Records the readings a misdeal claim depends on (PREF-C1 for the talon pair; PREF-G47 for a wrong count under the club). */
  consultMisdeal: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'MISDEAL') return;
    if (e.kind === 'talon-pair') reading(ctx, 'PREF-C1');
    if (e.kind === 'wrong-count' && reading(ctx, 'PREF-RULES') !== 'code') {
      reading(ctx, 'PREF-G47');
      silence(ctx, { gap: 'PREF-G47', kind: 'no-clause-applies', clauses: ['CODE-3.2.13', 'CODE-3.2.15'], note: 'The club rules no wrong count found while the cards are still going out; under code-fallback the Code redeals (and charges a repeating dealer).' });
    }
  },
  /** Under the club, a configuration no club clause names: the Code's clause rules and the ruling says which gap it met. */
  clubSilent: (ctx: Ctx, _e: Ev, p: { gap: string; clauses: string[]; note: string }) => {
    if (peek(ctx, 'PREF-RULES') === 'code') return;
    reading(ctx, 'PREF-G47');
    if (p.gap !== 'PREF-G47') reading(ctx, p.gap);
    silence(ctx, { gap: p.gap, kind: 'no-clause-applies', clauses: p.clauses, note: p.note });
  },

  /**
   * CODE 3.2.12, 3.2.15 — a card exposed while dealing, a wrong pattern, the talon at a pair the
   * rule does not allow, cards not dealt equally: the same dealer deals again. CODE fn 13, 3.2.17:
   * a dealer's first error is forgiven; it is counted.
   */
  code_3_2_15_redeal: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
    ctx.dealerErrors[ctx.dealer] += 1;
  },
  /**
   * CODE 3.2.17, fn 13 — the same dealer errs again: an agreed remiz into his mountain ("e.g. 5"
   * in 3.2.17, "e.g. two" in fn 13: PREF-C14) and the deal passes to the next dealer.
   */
  code_3_2_17_dealerRemiz: (ctx: Ctx) => {
    const amount = reading(ctx, 'PREF-C14') === 'two' ? 2 : 5; // READING PREF-C14
    ctx.fines.push(mountain(ctx.dealer, amount, 'dealer-remiz', 'CODE-3.2.17'));
    ctx.dealerErrors[ctx.dealer] += 1;
    ctx.outcome = 'deal-passes';
  },
  /** PREF-G47 redeal-no-fine: the club has no clause for a wrong count during the deal; redeal, nobody charged. */
  g47_redealNoFine: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
    silence(ctx, { gap: 'PREF-G47', kind: 'no-clause-applies', clauses: ['PCR-1'], note: 'The club rules no wrong count found while the cards are still going out; under redeal-no-fine the deal is simply dealt again.' });
  },
  /** PREF-G47 code-fallback: the club is silent; the Code's clause rules, and the ruling says so. */
  g47_codeFallback: (ctx: Ctx, _e: Ev, p: { clauses: string[]; note: string }) => {
    silence(ctx, { gap: 'PREF-G47', kind: 'no-clause-applies', clauses: p.clauses, note: p.note });
  },

  // ── D1: after the deal, before the holder's first call (PCR-1) ──

  /**
   * PCR-1 — the player must declare it at once; the missing cards are found and returned; cards
   * mixed with another player's are drawn from him without looking; a player who has 10 cards may
   * demand a redeal. No fine.
   */
  pcr_1_findAndReturn: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    if (e.faceUp && reading(ctx, 'PREF-G4') === 'face-up-exposed') ctx.exposed[ctx.holder] += 1; // READING PREF-G4
    else if (e.faceUp) reading(ctx, 'PREF-G4');
    ctx.choosers = tenCardPlayers(ctx, e.counts);
    restoreCounts(ctx);
    ctx.resume = 'auction';
    // READING PREF-G1: the club holds nobody liable; the Code makes the dealer answer (3.2.23, 3.2.16(d), 3.2.17)
    const liability = reading(ctx, 'PREF-G1');
    if (liability === 'code-3-2-16') {
      ctx.liable = ctx.dealer;
      cite(ctx, ['CODE-3.2.23', 'CODE-3.2.16.d']);
    } else if (liability === 'code-3-2-17') {
      cite(ctx, ['CODE-3.2.17']);
      if (ctx.dealerErrors[ctx.dealer] >= 1) {
        const amount = reading(ctx, 'PREF-C14') === 'two' ? 2 : 5; // READING PREF-C14
        ctx.fines.push(mountain(ctx.dealer, amount, 'dealer-remiz', 'CODE-3.2.17'));
        ctx.outcome = 'deal-passes';
        ctx.choosers = [];
      }
      ctx.dealerErrors[ctx.dealer] += 1;
    }
  },
  /** PCR-1 with a card that cannot simply be returned (PREF-G4 face-up-redeal; a short deck, CODE 3.2.15): redeal. */
  pcr_1_redeal: (ctx: Ctx, e: Ev) => {
    if (e.type === 'COUNT_DISCOVERED' && e.faceUp && e.found !== 'other-deck' && e.found !== 'not-found') reading(ctx, 'PREF-G4');
    ctx.outcome = 'redeal';
  },
  /** PCR-OLD-1 — the older text: a wrong count found before the bidding is simply redealt. */
  pcr_old_1_redeal: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
  },
  /** CODE 3.2.23, 3.2.13 — before the player entered the bidding the dealer answers: a misdeal, redeal. */
  code_3_2_13_redeal: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
    ctx.liable = ctx.dealer;
  },
  /**
   * CODE 3.2.23, 3.2.16, fn 15 — the player entered the bidding with a wrong count: he answers
   * (3.2.23); unequal hands found during the bidding are redealt (fn 15(a), 3.2.16(b)); his fine,
   * "the maximum gain possible for him in this deal" (3.2.16(e)), has no stated amount (PREF-C9).
   */
  code_3_2_16_redeal: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
    reading(ctx, 'PREF-C9');
    silence(ctx, { gap: 'PREF-C9', kind: 'no-amount', clauses: ['CODE-3.2.16.e'], note: 'The fine of 3.2.16(e), the maximum gain possible for him in this deal, has no computation procedure; no amount is written (stated-floors).' });
  },

  // ── D2: a player who has passed, before the bidding has started (PCR-2.2) ──

  /** PCR-2.2 — STOP; the cards are found and returned; a 10-card player may demand a redeal; fine: one trick into the mountain at the current all-pass level. */
  pcr_2_2_oneTrick: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    fineTricks(ctx, ctx.holder, 1, 'PCR-2.2', true);
    ctx.choosers = tenCardPlayers(ctx, e.counts);
    restoreCounts(ctx);
    ctx.resume = ctx.declarer >= 0 ? 'talon' : 'auction';
  },
  /** PCR-OLD-2.2 — the older text: the same fine, then a redeal («Штраф … Пересдача»). */
  pcr_old_2_2_fineAndRedeal: (ctx: Ctx) => {
    fineTricks(ctx, ctx.holder, 1, 'PCR-OLD-2.2', true);
    ctx.outcome = 'redeal';
  },

  // ── D3: once the bidding has started (PCR-2.1) ──

  /**
   * PCR-2.1 — STOP; fine «без двух в гору» at the level where the bidding stopped; the cards are
   * found and returned; a player who has 10 cards may demand a redeal.
   */
  pcr_2_1_twoDown: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    const fined = [ctx.holder];
    const second = ctx.wrong.filter((s) => s !== ctx.holder);
    // READING PREF-G10: a second wrong hand whose owner has not called (or under discoverer-only, whatever he did)
    if (second.length > 0 && reading(ctx, 'PREF-G10') === 'both-fined' && !hasBit(ctx.spoken, second[0])) fined.push(second[0]);
    for (const s of fined) fineDown(ctx, s, 2, stoppedLevel(ctx, s), 'PCR-2.1');
    ctx.choosers = tenCardPlayers(ctx, e.counts);
    restoreCounts(ctx);
    ctx.resume = ctx.declarer >= 0 ? 'talon' : 'auction';
    ctx.auctionAfter = ctx.declarer >= 0 ? 'resume' : reading(ctx, 'PREF-G9'); // READING PREF-G9
  },

  // ── D4: two players who began the bidding both hold a wrong count (PCR-2.3) ──

  /**
   * PCR-2.3 — the player with 10 cards may demand a redeal, or that both hands be made up to 10
   * blind; fine for each offender: «без двух» at the level the bidding reached (2 tricks each on
   * the all-pass if both passed); bids made stand.
   */
  pcr_2_3_fineEach: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    const offenders = ctx.wrong;
    const neverBid = (s: number) => ctx.bids[s] < 0;
    const bothPassed = offenders.every(neverBid);
    const mixed = !bothPassed && offenders.some(neverBid);
    const eachOwn = mixed && reading(ctx, 'PREF-G16') === 'each-own-status'; // READING PREF-G16
    for (const s of offenders) {
      if (bothPassed || (eachOwn && neverBid(s))) fineTricks(ctx, s, 2, 'PCR-2.3', true);
      else fineDown(ctx, s, 2, reachedLevel(ctx, s), 'PCR-2.3');
    }
    ctx.choosers = tenCardPlayers(ctx, e.counts);
    ctx.choiceKind = 'redeal-or-equalise';
    ctx.resume = ctx.declarer >= 0 ? 'talon' : 'auction';
    ctx.auctionAfter = 'resume'; // «Сделанные ранее заявки не меняются» (PREF-G18 fixed: bids stand)
    reading(ctx, 'PREF-G18');
  },
  /** PCR-2.3 outside one long and one short hand (PREF-G17 redeal-otherwise): the deal is redealt, the fines stand. */
  pcr_2_3_redealOtherwise: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
    ctx.choosers = [];
  },
  /** PCR-2.3 under PREF-G17 pairwise: every short hand made up from the long hands and a long talon. */
  pcr_2_3_pairwise: (_ctx: Ctx) => undefined,

  // ── the 10-card players' choice (PCR-1, 2.1–2.3, 6.1 under PREF-G44) ──

  /** A redeal is demanded: the deal is declared invalid; PREF-G60 says whether the fine stands. */
  redealOnDemand: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
    if (ctx.fines.some((f) => f.reason === 'wrong-count-fine')) {
      if (reading(ctx, 'PREF-G60') === 'redeal-cancels-fine') { // READING PREF-G60
        ctx.fines = ctx.fines.filter((f) => f.reason !== 'wrong-count-fine' && f.reason !== 'penalty-consolation');
      }
    }
  },
  /** No redeal: the hands are made up to 10 (PCR-2.3 «уравнять … в тёмную») and the deal goes on. */
  playOn: (ctx: Ctx) => {
    if (ctx.choosers.length > 1) reading(ctx, 'PREF-G2');
    restoreCounts(ctx);
    ctx.choosers = [];
  },
  /** PREF-G9: how the auction resumes after a 2.1 fine without a redeal. */
  resumeAuction: (ctx: Ctx) => {
    if (ctx.auctionAfter === 'restart') {
      ctx.spoken = ctx.passedBits = 0;
      ctx.bids = new Array<number>(ctx.players).fill(-1);
      ctx.highest = -1;
    } else if (ctx.auctionAfter === 'resume-offender-out') {
      ctx.passedBits |= bitOf(ctx.holder);
      ctx.barred |= bitOf(ctx.holder);
    }
  },
  /** A ruling that ends the deal without a redeal choice, after which play continues (PCR-5.1 found, 6.1 under ten-card-choice). */
  restoreAll: (ctx: Ctx) => restoreCounts(ctx),

  // ── D5, D6, D14: once the contract is named (PCR-3, PCR-4; CODE 3.4.6, 3.9.18) ──

  /**
   * PCR-3 — naming a contract with more or fewer than 10 cards: «без двух в гору» on the declared
   * game (+ the actual undertricks); the game is played to the end; whists are written for the
   * actual tricks. A whister with a wrong count: «без двух», no whists; a passer: «без одной», no
   * whists. Scored at the end of play (see scoreGame).
   */
  pcr_3_contractWithWrongCount: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    const decl = declarerCountWrong(ctx, e, recorder(ctx));
    if (decl !== '') ctx.declarerWrong = true;
    ctx.route = 'PCR-3';
    if (ctx.kind === 'misere') reading(ctx, 'PREF-G31');
    const defenders = defendersOf(ctx).filter((s) => e.counts[s] !== 10);
    if (defenders.length === 0) return;
    for (const s of defenders) if (!ctx.defendersWrong.includes(s)) ctx.defendersWrong.push(s);
    // READING PREF-G26: with the declarer also wrong, clause 3 rules the defenders, unless clause-4-always.
    // DECISION: the game is then played to the end (clause 3), so clause 4 gives only its fine and its «висты не пишутся».
    ctx.defRoute = reading(ctx, 'PREF-G26') === 'clause-4-always' ? 'PCR-4' : 'PCR-3';
  },
  /** PCR-3 for defenders only (PREF-G26 clause-3-always): play on; each offender fined, no whists. */
  pcr_3_defenders: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    ctx.defRoute = 'PCR-3';
    for (const s of defendersOf(ctx)) if (e.counts[s] !== 10 && !ctx.defendersWrong.includes(s)) ctx.defendersWrong.push(s);
  },
  /**
   * PCR-4 — the defenders hold a wrong count: the declarer writes for the actual result; the
   * offenders' hands are made up to ten and the play is conducted again, open; no whists are
   * written; each offender pays «без двух» on the declared game. PREF-G27 says which play
   * counts and who writes no whists; PREF-G29 where the replay starts.
   */
  pcr_4_replayOpen: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    ctx.defRoute = 'PCR-4';
    for (const s of defendersOf(ctx)) if (e.counts[s] !== 10 && !ctx.defendersWrong.includes(s)) ctx.defendersWrong.push(s);
    const rule = reading(ctx, 'PREF-G27'); // READING PREF-G27
    ctx.innocentWhists = rule === 'replay-innocent-whists';
    restoreCounts(ctx);
    if (rule === 'first-play-no-whists') return;
    ctx.open = true;
    if (reading(ctx, 'PREF-G29') === 'replay-from-start') { // READING PREF-G29
      ctx.trickLog = [];
      ctx.led = false;
      for (let s = 0; s < ctx.players; s++) ctx.lost[s] = ctx.gained[s] = 0;
      ctx.discardLooked = false;
    }
  },
  /**
   * PCR-4 when the missing card is lost or in another deck: the offenders' hands cannot be «made
   * equal to ten», so there is no replay; play goes on as it stands, and the clause's fine and «висты
   * не пишутся» apply (PREF-G28: the clause gives no method, and none exists without the card).
   */
  pcr_4_cannotMakeUp: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    ctx.defRoute = 'PCR-4';
    for (const s of defendersOf(ctx)) if (e.counts[s] !== 10 && !ctx.defendersWrong.includes(s)) ctx.defendersWrong.push(s);
    ctx.innocentWhists = reading(ctx, 'PREF-G27') === 'replay-innocent-whists'; // READING PREF-G27
    reading(ctx, 'PREF-G28');
    silence(ctx, { gap: 'PREF-G28', kind: 'no-clause-applies', clauses: ['PCR-4'], note: 'The missing card is lost or in another deck: the hands cannot be made up to ten, so the open replay cannot be held; play goes on as it stands.' });
  },
  /** CODE 3.4.6 — a contract named while holding other than 10 cards, found before play: «без двух» on the declared game. */
  code_3_4_6_twoDown: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    ctx.declarerWrong = true;
    ctx.route = 'CODE-3.4.6';
    ctx.defRoute = 'CODE-3.9.18';
    for (const s of defendersOf(ctx)) if (e.counts[s] !== 10 && !ctx.defendersWrong.includes(s)) ctx.defendersWrong.push(s);
  },
  /**
   * CODE 3.9.18 — a wrong count found during play: the declarer scores at least «без двух»
   * (ex. 1: two are subtracted from his tricks, overtricks ignored; the defenders write on the
   * actual result); a defender alone at fault: «без двух» on the whist (ex. 2); 11 and 9 between
   * the declarer and a defender: both (ex. 3). PREF-C10: fn 15(c) lets the deal count; under
   * `fn15-no-fine` there is no fine at all.
   */
  code_3_9_18_duringPlay: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    const decl = declarerCountWrong(ctx, e, recorder(ctx));
    if (decl !== '') ctx.declarerWrong = true;
    for (const s of defendersOf(ctx)) if (e.counts[s] !== 10 && !ctx.defendersWrong.includes(s)) ctx.defendersWrong.push(s);
    if (reading(ctx, 'PREF-C10') === 'fn15-no-fine') { // READING PREF-C10
      ctx.route = ctx.defRoute = 'CODE-fn15';
      cite(ctx, ['CODE-fn15']);
      return;
    }
    ctx.route = ctx.defRoute = 'CODE-3.9.18';
    const examples: string[] = [];
    if (ctx.declarerWrong) examples.push('CODE-3.9.18.ex1');
    if (ctx.defendersWrong.length > 0) examples.push('CODE-3.9.18.ex2');
    if (ctx.declarerWrong && ctx.defendersWrong.length > 0) examples.push('CODE-3.9.18.ex3');
    cite(ctx, examples);
    reading(ctx, 'PREF-C9');
    silence(ctx, { gap: 'PREF-C9', kind: 'no-amount', clauses: ['CODE-3.9.18'], note: 'Beyond the stated «без двух», "the largest possible lost profit of the others" has no computation procedure; only the stated floor is written.' });
  },

  // ── D7–D12: the all-pass (PCR-5, PCR-6) ──

  /**
   * PCR-5.1 — the first lead is not made: the card must be found; once found the all-pass goes
   * on; fine for the offender: 2 tricks at the current all-pass level (PREF-G33: in this branch too).
   */
  pcr_5_1_foundPlayOn: (ctx: Ctx) => {
    restoreCounts(ctx);
    if (reading(ctx, 'PREF-G33') === 'both-branches') { // READING PREF-G33
      penaltyTricks(ctx, ctx.holder, 2, 'PREF-G54');
      markFined(ctx, ctx.holder);
    }
  },
  /** PCR-5.1 — not found, or found in another deck: redeal; fine 2 tricks at the current level (PREF-G34 for another deck). */
  pcr_5_1_redeal: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    ctx.outcome = 'redeal';
    if (e.found === 'other-deck' && reading(ctx, 'PREF-G34') === 'deck-fault') { // READING PREF-G34
      cite(ctx, ['CODE-3.2.15', 'CODE-5.4.15']);
      return;
    }
    fineTricks(ctx, ctx.holder, 2, 'PCR-5.1', true);
  },
  /**
   * PCR-5.2.1 — the card is given to the player with 9 cards; found face up, it stays so (PREF-G36
   * in the play); with no revoke play goes on; fine: 2 tricks at the current all-pass level.
   */
  pcr_5_2_1_playOn: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    if (e.faceUp) {
      ctx.exposed[ctx.holder] += 1;
      reading(ctx, 'PREF-G36');
    }
    restoreCounts(ctx);
    penaltyTricks(ctx, ctx.holder, 2, 'PREF-G54');
    markFined(ctx, ctx.holder);
  },
  /**
   * PCR-5.2.1 — there was a revoke: the offender takes the remaining tricks (PREF-G37: from the
   * discovery, from the revoke, or Code 3.9.16.2's replay); a player with no tricks writes his lost
   * profit as whists on the offender (PREF-G38); fine 2 tricks (PREF-G39 caps the total).
   */
  pcr_5_2_1_revoke: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    const h = ctx.holder;
    if (e.faceUp) {
      ctx.exposed[h] += 1;
      reading(ctx, 'PREF-G36');
    }
    restoreCounts(ctx);
    markFined(ctx, h);
    const rule = reading(ctx, 'PREF-G37'); // READING PREF-G37
    if (rule === 'code-3-9-16-2') {
      // Code 3.9.16.2: the cards played from the revoke on are taken back and replayed; one penalty
      // trick. DECISION: on an all-pass a trick is a loss, so it is written for the offender himself.
      cite(ctx, ['CODE-3.9.16.2']);
      ctx.trickLog = ctx.trickLog.slice(0, e.revokeTrick);
      penaltyTricks(ctx, h, 1, 'PREF-G54');
      penaltyTricks(ctx, h, 2, 'PREF-G54');
      return;
    }
    ctx.takesRemaining = h;
    ctx.takesFrom = rule === 'remaining-from-revoke' ? e.revokeTrick : ctx.trickLog.length;
    ctx.endedByFine = true;
    const remaining = 10 - ctx.takesFrom;
    let fine = 2;
    const cap = reading(ctx, 'PREF-G39'); // READING PREF-G39
    if (cap !== 'as-written') fine = Math.max(0, Math.min(fine, (cap === 'cap-8' ? 8 : 10) - remaining));
    penaltyTricks(ctx, h, fine, 'PREF-G54');
    ctx.lostProfit = { clause: 'PCR-5.2.1', offenders: [h], tricks: [remaining + fine] };
  },
  /**
   * PCR-5.2.2 — the card is found in another deck: redeal; the offender writes 2 tricks into the
   * mountain (PREF-G34 deck-fault: none; PREF-G40: the tricks already played annulled or written).
   */
  pcr_5_2_2_redeal: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
    if (reading(ctx, 'PREF-G40') === 'write-played') ctx.endedByFine = true; // READING PREF-G40: the partial all-pass is written (scoreRedeal)
    if (reading(ctx, 'PREF-G34') === 'deck-fault') { // READING PREF-G34
      cite(ctx, ['CODE-3.2.15', 'CODE-5.4.15']);
      return;
    }
    fineTricks(ctx, ctx.holder, 2, 'PCR-5.2.2', false);
  },
  /**
   * PCR-5.2.3 — the card is not found: the offender writes into the mountain the tricks taken so
   * far + the remaining tricks + 4 penalty tricks, at most 8 (PREF-G41); a player with no tricks
   * writes his lost profit as whists on him. The deal stops.
   */
  pcr_5_2_3_notFound: (ctx: Ctx) => {
    const h = ctx.holder;
    ctx.outcome = 'stopped';
    ctx.endedByFine = true;
    const taken = realTricks(ctx)[h];
    const remaining = 10 - ctx.trickLog.length;
    const k =
      reading(ctx, 'PREF-G41') === 'cap-before-fine' // READING PREF-G41
        ? Math.min(taken + remaining, NOT_FOUND_CAP) + NOT_FOUND_PENALTY_TRICKS
        : Math.min(taken + remaining + NOT_FOUND_PENALTY_TRICKS, NOT_FOUND_CAP);
    fineTricks(ctx, h, k, 'PCR-5.2.3', false);
    reading(ctx, 'PREF-G42');
    ctx.lostProfit = { clause: 'PCR-5.2.3', offenders: [h], tricks: [k] };
  },
  /** PCR-6.1 — 11 and 9 before the first lead: redeal; 2 tricks each at the current level (PREF-G44: or the 10-card player's choice). */
  pcr_6_1_twoEach: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    for (const s of ctx.wrong) if (!elevenOnlyAnalogy(ctx, e) || e.counts[s] > 10) fineTricks(ctx, s, 2, 'PCR-6.1', true);
    if (reading(ctx, 'PREF-G44') === 'ten-card-choice') { // READING PREF-G44
      ctx.choosers = tenCardPlayers(ctx, e.counts);
      ctx.choiceKind = 'redeal-or-equalise';
      ctx.resume = 'all-pass';
      if (ctx.choosers.length > 0) return;
    }
    ctx.outcome = 'redeal';
  },
  /**
   * PCR-6.2 — 11 and 9 once the all-pass is under way: each offender writes 5 tricks into the
   * mountain; the third writes nothing (PREF-G45); if he had no tricks he writes his lost profit as
   * whists on the offenders. The deal stops.
   */
  pcr_6_2_fiveEach: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    ctx.outcome = 'stopped';
    ctx.endedByFine = true;
    const offenders = ctx.wrong.filter((s) => !elevenOnlyAnalogy(ctx, e) || e.counts[s] > 10);
    for (const s of offenders) fineTricks(ctx, s, ELEVEN_NINE_TRICKS, 'PCR-6.2', false);
    reading(ctx, 'PREF-G45');
    ctx.lostProfit = { clause: 'PCR-6.2', offenders, tricks: offenders.map(() => ELEVEN_NINE_TRICKS) };
  },
  /** CODE 3.2.16 on an all-pass before the lead: the card is returned; the fine of 3.2.16(e) has no amount (PREF-C9). */
  code_3_2_16_return: (ctx: Ctx) => {
    restoreCounts(ctx);
    reading(ctx, 'PREF-C9');
    silence(ctx, { gap: 'PREF-C9', kind: 'no-amount', clauses: ['CODE-3.2.16.e'], note: 'The fine of 3.2.16(e) has no computation procedure; no amount is written.' });
  },
  /** CODE 3.2.15, 5.4.15 (fn 15(a) for 11/9) — a short deck, or unequal hands before play: redeal, no fine. */
  code_redeal: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
  },
  /**
   * CODE fn 15(c), 3.9.18 — unequal hands found in mid-play: the deal counts; the long player's
   * extra card is worthless and the short one plays nothing to the last trick. The fine of 3.9.18
   * (PREF-C10 `both`) states no floor on an all-pass (PREF-C9).
   */
  code_fn15_dealCounts: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    if (e.found !== 'hand' && e.found !== 'none' && e.found !== 'not-found' && e.found !== 'other-deck') restoreCounts(ctx);
    if (reading(ctx, 'PREF-C10') === 'both') { // READING PREF-C10
      cite(ctx, ['CODE-3.9.18']);
      reading(ctx, 'PREF-C9');
      silence(ctx, { gap: 'PREF-C9', kind: 'no-amount', clauses: ['CODE-3.9.18'], note: '"The largest possible lost profit of the others" states no floor on an all-pass; no amount is written.' });
    }
  },
  /** PREF-G46 / PREF-G47 under code-fallback during play: the deal counts (fn 15(c)), no club clause applies. */
  noClubClause: (ctx: Ctx, _e: Ev, p: { gap: string; clauses: string[]; note: string }) => {
    silence(ctx, { gap: p.gap, kind: 'no-clause-applies', clauses: p.clauses, note: p.note });
  },
  /** PREF-G47 redeal-no-fine at any point: the configuration no club clause names is redealt without a fine. */
  redealNoFine: (ctx: Ctx, _e: Ev, p: { gap: string; clauses: string[]; note: string }) => {
    ctx.outcome = 'redeal';
    silence(ctx, { gap: p.gap, kind: 'no-clause-applies', clauses: p.clauses, note: p.note });
  },

  // ── D13: after the result is written (CODE 3.9.17; PREF-G49, PREF-G32) ──

  /** CODE 3.9.17 — no claims once the cards are mixed and the result written: the result stands. */
  code_3_9_17_barred: (_ctx: Ctx) => undefined,
  /**
   * PREF-G49 no-deadline / PREF-G32 clause-3-applies — a wrong count found after the result is
   * written is fined as the clause of its kind would at the end of play, on top of the result that
   * stands: the declarer «без двух» (PCR-3), a whister «без двух», a passer «без одной»; on an
   * all-pass 2 tricks for a 9-card hand (PCR-5.2.1) and 5 each for 11/9 (PCR-6.2).
   */
  lateFines: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    if (ctx.kind === 'none') return; // the deal was redealt before anything was bid for or played: nothing to fine
    const before = ctx.fines.length;
    const wrong = wrongSeats(ctx, e);
    if (ctx.kind === 'all-pass') {
      const eleven = wrong.length === 2;
      for (const s of wrong) fineTricks(ctx, s, eleven ? ELEVEN_NINE_TRICKS : 2, eleven ? 'PCR-6.2' : 'PCR-5.2.1', !eleven);
    } else {
      for (const s of wrong) {
        if (s === ctx.declarer) fineDown(ctx, s, 2, ctx.contract, 'PCR-3');
        else fineDown(ctx, s, isWhister(ctx, s) ? 2 : 1, ctx.contract, 'PCR-3');
      }
    }
    const late = ctx.fines.slice(before);
    cite(ctx, [...new Set(late.map((x) => x.clause))]);
    writeNow(ctx, late);
  },

  // ── talon irregularities (CODE 3.2.19–3.2.21, 3.3.16, 3.3.17) ──

  /** CODE 3.2.19 / 3.3.16.1 — the talon seen by one player: he may not bid; the auction goes on without him. */
  code_3_2_19_barred: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    ctx.barred |= bitOf(e.seat);
  },
  /** CODE 3.2.19 — on an all-pass the one who saw the talon takes the first two (talon-led) tricks; in Rostov all ten. */
  code_3_2_19_allPass: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    ctx.talonSeer = e.seat;
  },
  /** CODE 3.2.21 — peeking at the talon before it is bought: 5 into the mountain. */
  code_3_2_21_peek: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    ctx.fines.push(mountain(e.seat, TALON_PEEK_FINE, 'talon-fine', 'CODE-3.2.21'));
  },
  /** CODE 3.3.16.3 — the talon exposed while two are still bidding: the table's determination of each damaged player's result, as whists on the offender; no play. */
  code_3_3_16_3_damages: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    ctx.outcome = 'stopped';
    e.damages.forEach((w, s) => {
      if (s !== e.seat && w > 0) ctx.fines.push(whist(s, e.seat, w, 'damages', 'CODE-3.3.16.3'));
    });
  },

  // ── play irregularities (CODE 3.9.11.2, 3.4.9, 3.9.14, 3.9.16) ──

  /**
   * CODE 3.9.11.2, 3.9.12 — looking at someone else's trick, or one's own that is not the last:
   * the offender loses one trick, not given to anyone; on an all-pass he writes one more (PREF-C16);
   * on misère the declarer takes one more.
   */
  code_3_9_11_2_lookedAtTrick: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    if (ctx.kind === 'all-pass') penaltyTricks(ctx, e.seat, 1, 'PREF-C16');
    else if (ctx.kind === 'misere') {
      if (e.seat === ctx.declarer) ctx.gained[e.seat] += 1;
      else silence(ctx, { gap: 'PREF-C9', kind: 'no-amount', clauses: ['CODE-3.9.11.2'], note: 'A misère defender has no tricks to lose; the clause gives him no other penalty.' });
    } else ctx.lost[e.seat] += 1;
  },
  /** CODE 3.4.9 — the declarer looks at his discard after the first lead: minus one trick (on misère, one more). */
  code_3_4_9_lookedAtDiscard: (ctx: Ctx) => {
    ctx.discardLooked = true;
  },
  /** CODE 3.9.14, 3.9.15, 3.9.16.1 — an exposed card stays face up and must be played at the first legal chance. */
  exposeCard: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    ctx.exposed[e.seat] += 1;
  },
  /** CODE 3.9.14.3 — a lead out of turn on an all-pass: the offender takes all the remaining tricks; further damage has no stated amount. */
  code_3_9_14_3_takesRemaining: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    ctx.takesRemaining = e.seat;
    ctx.takesFrom = ctx.trickLog.length;
    reading(ctx, 'PREF-C9');
    silence(ctx, { gap: 'PREF-C9', kind: 'no-amount', clauses: ['CODE-3.9.14.3'], note: '"Any proven further damage is compensated in full": no damage is proven here, so none is written.' });
  },
  /**
   * CODE 3.9.16.2 — a revoke found later: at least one trick penalty, which goes to the opponents
   * (PREF-C12: or to nobody); the cards played after the revoke are taken back and replayed. On an
   * all-pass (DECISION) the trick is written for the offender, since a trick given away there
   * would punish the innocent.
   */
  code_3_9_16_2_revoke: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    ctx.trickLog = ctx.trickLog.slice(0, e.trick);
    if (ctx.kind === 'all-pass') {
      ctx.penaltyAfter[e.seat] += 1;
      return;
    }
    const given = reading(ctx, 'PREF-C12') === 'each-as-written'; // READING PREF-C12
    if (ctx.kind === 'misere') {
      // DECISION: on misère a trick is the declarer's loss: his revoke gives him one; a defender's takes one off him.
      if (e.seat === ctx.declarer) ctx.gained[e.seat] += 1;
      else if (given) ctx.lost[ctx.declarer] += 1;
      return;
    }
    ctx.lost[e.seat] += 1;
    if (!given) return;
    if (e.seat === ctx.declarer) ctx.gained[ctx.whisters[0] ?? defendersOf(ctx)[0]] += 1;
    else ctx.gained[ctx.declarer] += 1;
  },

  // ── scoring (CODE 4.2; the mechanics' scoring functions) ──

  scoreRedeal: (ctx: Ctx) => {
    if (ctx.kind === 'all-pass' && ctx.endedByFine && ctx.trickLog.length > 0) {
      // PREF-G40 write-played: the tricks already taken are written as an all-pass before the redeal
      ctx.fines.unshift(...allPassEntries(ctx, realTricks(ctx)));
    }
  },
  scoreStopped: (ctx: Ctx) => {
    if (ctx.kind !== 'all-pass' || !ctx.lostProfit) return;
    const lp = ctx.lostProfit;
    const tricks = realTricks(ctx);
    const partial: SheetEntry[] = [];
    const price = allPassPrice(ctx.variant, ctx.run);
    if (lp.clause === 'PCR-5.2.3' && peek(ctx, 'PREF-G42') === 'taken-and-premium') {
      // PREF-G42: the non-offenders write the tricks taken so far; one with none gets the premium
      for (const s of seatsOf(ctx)) {
        if (lp.offenders.includes(s) || (s === ctx.sitter && ctx.variant.allPass.talon !== 'used')) continue;
        if (tricks[s] > 0) partial.push(mountain(s, price * tricks[s], 'all-pass-tricks', 'PCR-5.2.3'));
        else partial.push(pool(s, premiumOf(ctx, price), 'all-pass-zero', 'PCR-5.2.3'));
      }
    }
    if (lp.clause === 'PCR-6.2' && peek(ctx, 'PREF-G45') === 'stop-third-premium') {
      for (const s of zeroTrickPlayers(ctx, lp.offenders, tricks)) partial.push(pool(s, premiumOf(ctx, price), 'all-pass-zero', 'PCR-6.2'));
    }
    ctx.fines.unshift(...partial);
    ctx.fines.push(...lostProfitEntries(ctx, lp.clause, lp.offenders, lp.tricks, tricks));
  },
  scoreUnplayed: (ctx: Ctx) => {
    const v = ctx.variant;
    const entries =
      ctx.whist === 'half-whist' ? scoreHalfWhist(ctx.contract as ContractId, ctx.declarer, ctx.halfWhister, v) : scoreUnwhisted(ctx.contract as ContractId, ctx.declarer, v);
    ctx.outcome = ctx.whist === 'half-whist' ? 'half-whist' : 'unwhisted';
    ctx.fines.unshift(...entries);
    if (ctx.declarerWrong || ctx.defendersWrong.length > 0) {
      // READING PREF-G32: clauses 3–4 speak of a game played; this one was not
      if (reading(ctx, 'PREF-G32') === 'no-fine') {
        silence(ctx, { gap: 'PREF-G32', kind: 'no-clause-applies', clauses: ['PCR-3', 'PCR-4'], note: 'Clauses 3 and 4 speak of a game played; with no play there is no fine.' });
        return;
      }
      if (ctx.declarerWrong) fineDown(ctx, ctx.declarer, 2, ctx.contract, 'PCR-3');
      for (const s of ctx.defendersWrong) fineDown(ctx, s, 1, ctx.contract, 'PCR-3');
    }
  },
  scoreMisere: (ctx: Ctx) => {
    const d = ctx.declarer;
    const real = realTricks(ctx);
    let T = Math.max(0, real[d] - ctx.lost[d]) + ctx.gained[d];
    if (ctx.discardLooked && !(ctx.declarerWrong && reading(ctx, 'PREF-G61') === 'wrong-count-only')) T += 1; // READING PREF-G61; CODE 3.4.9 on misère
    let entries = scoreMisere(d, T, ctx.variant);
    ctx.outcome = T === 0 ? 'misere-made' : 'misere-failed';
    if (ctx.declarerWrong) {
      if (ctx.route === 'PCR-3') {
        // PCR-3 at the misère price (PREF-G31 misere-price): «без двух» = 2 × 10, plus 10 a trick taken
        entries = entries.filter((x) => x.reason !== 'misere-made');
        fineDown(ctx, d, 2, MISERE, 'PCR-3');
      } else if (ctx.route === 'CODE-3.4.6' || ctx.route === 'CODE-3.9.18') {
        entries = [];
        fineDown(ctx, d, 2, MISERE, ctx.route);
      }
    }
    ctx.fines.unshift(...entries);
    // misère defenders with a wrong count (READING PREF-G31): «без двух» at the misère price, or no amount under the Code
    for (const s of ctx.defendersWrong) {
      if (ctx.defRoute === 'PCR-3' || ctx.defRoute === 'PCR-4') fineDown(ctx, s, 2, MISERE, ctx.defRoute);
      else if (ctx.defRoute === 'CODE-3.9.18') {
        reading(ctx, 'PREF-C9');
        silence(ctx, { gap: 'PREF-C9', kind: 'no-amount', clauses: ['CODE-3.9.18.ex2'], note: '«Без двух на висте» means nothing on misère, which has no whist; no amount is written.' });
      }
    }
  },
  scoreGame: (ctx: Ctx) => {
    const { entries, made } = gameEntries(ctx);
    ctx.outcome = made ? 'made' : 'failed';
    ctx.fines.unshift(...entries);
  },
  scoreAllPass: (ctx: Ctx) => {
    ctx.outcome = ctx.outcome === 'stopped' ? 'stopped' : 'all-pass';
    const tricks = realTricks(ctx);
    ctx.fines.unshift(...allPassEntries(ctx, tricks));
    if (ctx.lostProfit) ctx.fines.push(...lostProfitEntries(ctx, ctx.lostProfit.clause, ctx.lostProfit.offenders, ctx.lostProfit.tricks, tricks));
  },

  /**
   * The deal's entries reach the sheet through the mechanics (pool closing, help, surplus); the
   * all-pass run and the dealer move on (CODE 3.2.2: a redealt deal is dealt again by the same
   * dealer; 3.7.4, 3.7.8: the run).
   */
  closeDeal: (ctx: Ctx) => {
    writeNow(ctx, ctx.fines);
    ctx.run = nextRun(ctx);
    ctx.deals += 1;
    if (ctx.outcome !== 'redeal') ctx.dealer = (ctx.dealer + 1) % ctx.players;
    ctx.dealOpen = false;
    ctx.lastDealWritten = true;
    ctx.over = isGameOver(asSheet(ctx), ctx.variant);
  },
};

function stoppedLevel(ctx: Ctx, seat: number): number {
  const rule = reading(ctx, 'PREF-G7'); // READING PREF-G7
  if (rule === 'minimum-6') return LOWEST;
  if (rule === 'offender-last') return ctx.bids[seat] >= 0 ? ctx.bids[seat] : LOWEST;
  return ctx.highest >= 0 ? ctx.highest : LOWEST;
}

function reachedLevel(ctx: Ctx, seat: number): number {
  if (reading(ctx, 'PREF-G20') === 'own-last-bid') return ctx.bids[seat] >= 0 ? ctx.bids[seat] : LOWEST; // READING PREF-G20
  return ctx.highest >= 0 ? ctx.highest : LOWEST;
}

/** PREF-G46 clause-6-analogy: an 11-card hand with a 1-card talon; only the 11-card player is an offender. */
function elevenOnlyAnalogy(ctx: Ctx, e: Discovery): boolean {
  return wrongSeats(ctx, e).length === 1;
}

const asSheet = (ctx: Ctx): Sheet => ({ players: ctx.players as PlayerCount, pool: ctx.sheet.pool, mountain: ctx.sheet.mountain, whists: ctx.sheet.whists });

function writeNow(ctx: Ctx, entries: readonly SheetEntry[]) {
  const r = writeEntries(asSheet(ctx), entries, ctx.variant);
  ctx.sheet = { pool: r.sheet.pool.slice(), mountain: r.sheet.mountain.slice(), whists: r.sheet.whists.map((x) => x.slice()) };
  ctx.written.push(...r.written);
}

function premiumOf(ctx: Ctx, price: number): number {
  return ctx.variant.allPass.zeroTrickPool === 'one-point' ? 1 : price;
}

/** The run after this deal (CODE 3.7.4, 3.7.8; PREF-G14, PREF-G55, PREF-C8). */
function nextRun(ctx: Ctx): number {
  const v = ctx.variant;
  if (ctx.outcome === 'redeal' || ctx.outcome === 'deal-passes') {
    const r = reading(ctx, 'PREF-G14'); // READING PREF-G14
    return r === 'counts-as-all-pass' ? ctx.run + 1 : r === 'exit' ? 0 : ctx.run;
  }
  if (ctx.kind === 'all-pass') {
    if (ctx.endedByFine && reading(ctx, 'PREF-G55') === 'neutral') return ctx.run; // READING PREF-G55
    return nextAllPassRun(v, ctx.run, 'all-pass');
  }
  if (ctx.kind === 'misere') return 0;
  if (ctx.kind === 'game') {
    const played = ctx.whist === 'played';
    if (played) return 0;
    const exit = reading(ctx, 'PREF-C8') === 'played-whisted' ? 'played-game' : 'any-game'; // READING PREF-C8
    return nextAllPassRun({ ...v, allPass: { ...v.allPass, exit } }, ctx.run, 'unplayed');
  }
  return ctx.run;
}

/**
 * The all-pass write-up (CODE 3.7.2–3.7.3, 3.7.6.1–3.7.6.2; digest §4.2 C, §4.4) with penalty
 * tricks kept apart from real ones: `penaltyBefore` joins the counts before the amnesty,
 * `penaltyAfter` is added after it (PREF-G54, PREF-C16). It is the mechanics' `scoreAllPass`
 * (src/rulesets/preferans/mechanics/allpass.ts) extended by those two arrays and by stopped deals, whose real tricks
 * need not sum to 10; with no penalty and ten tricks the two agree (test/preferans/properties).
 */
export function allPassEntries(ctx: Ctx, real: readonly number[]): SheetEntry[] {
  const v = ctx.variant;
  const rules = v.allPass;
  const price = allPassPrice(v, ctx.run);
  const talonUsed = rules.talon === 'used';
  const sitter = ctx.sitter >= 0 ? ctx.sitter : undefined;
  const seats = seatsOf(ctx);
  const playing = seats.filter((s) => s !== sitter || talonUsed);
  const counts = seats.map((s) => real[s] + ctx.penaltyBefore[s]);
  const out: SheetEntry[] = [];
  const premiumClause = rules.writing === 'whists' ? 'CODE-3.7.2.2' : 'CODE-3.7.2.1';
  for (const s of seats) {
    if (counts[s] !== 0) continue;
    if (s === sitter && talonUsed && reading(ctx, 'PREF-C7') === 'no-premium') continue; // READING PREF-C7
    out.push(pool(s, premiumOf(ctx, price), 'all-pass-zero', s === sitter && !talonUsed ? 'CODE-3.7.6.2' : premiumClause));
  }
  if (rules.writing === 'mountain') {
    const amnesty = rules.amnesty === 'smallest-count' ? Math.min(...playing.map((s) => counts[s])) : 0; // CODE 3.7.3
    for (const s of playing) {
      const t = counts[s] - amnesty + ctx.penaltyAfter[s];
      if (t > 0) out.push(mountain(s, price * t, 'all-pass-tricks', 'CODE-3.7.2.1'));
    }
  } else {
    const fewest = Math.min(...playing.map((s) => counts[s]));
    const winners = playing.filter((s) => counts[s] === fewest);
    for (const j of playing) {
      if (counts[j] === fewest) continue;
      for (const i of winners) out.push(whist(i, j, (price * counts[j]) / winners.length, 'all-pass-whists', 'CODE-3.7.2.2'));
    }
    // PREF-G52 (Sochi terms): penalty tricks of a Rostov all-pass go into the mountain at 1 point
    for (const s of playing) if (ctx.penaltyAfter[s] > 0) out.push(mountain(s, ctx.penaltyAfter[s], 'wrong-count-fine', 'CODE-3.7.2.2'));
  }
  return out;
}

const DECLARER_SIDE = new Set(['contract-made', 'undertricks', 'consolation', 'gentleman-share']);
const DEFENDER_SIDE = new Set(['defender-tricks', 'defence-shortfall']);

/**
 * A played game (CODE 3.8; digest §4.2 A), through the mechanics' `scorePlayedGame`, then the
 * trick penalties (CODE 3.9.11.2, 3.4.9, 3.9.16.2), PREF-C5 and PREF-C6, and the wrong-count
 * rulings (PCR-3, PCR-4, CODE 3.4.6, 3.9.18).
 */
function gameEntries(ctx: Ctx): { entries: SheetEntry[]; made: boolean } {
  const v = scoringVariant(ctx);
  const d = ctx.declarer;
  const contract = ctx.contract as ContractId;
  const L = levelOf(contract) as number;
  const real = realTricks(ctx);
  const lookedDiscard = ctx.discardLooked && !(ctx.declarerWrong && reading(ctx, 'PREF-G61') === 'wrong-count-only'); // READING PREF-G61
  const eff = real.map((t, s) => Math.max(0, t - ctx.lost[s] - (s === d && lookedDiscard ? 1 : 0)) + ctx.gained[s]);
  const played = { contract, declarer: d, players: ctx.players as PlayerCount, whist: { kind: 'played' as const, whisters: ctx.whisters, passers: ctx.passers, defence: ctx.open ? ('open' as const) : ('closed' as const) } };
  const defenders = defendersOf(ctx);
  const sumReal = real.reduce((a, b) => a + b, 0);
  const adjusted = sumReal !== 10 || eff.some((t, s) => t !== real[s]);
  let entries: SheetEntry[];
  if (!adjusted) entries = scorePlayedGame({ ...played, tricks: real }, v);
  else {
    // declarer's side on his effective tricks, defenders' side on theirs; a trick lost is given to nobody (3.9.12)
    const T = Math.min(10, eff[d]);
    const a = new Array<number>(ctx.players).fill(0);
    a[d] = T;
    a[defenders[0]] = 10 - T;
    const A = scorePlayedGame({ ...played, tricks: a }, v).filter((x) => DECLARER_SIDE.has(x.reason));
    const b = new Array<number>(ctx.players).fill(0);
    let D = 0;
    for (const s of defenders) D += b[s] = eff[s];
    D = Math.min(10, D);
    b[d] = 10 - D;
    const gentleman = A.some((x) => x.reason === 'gentleman-share');
    const B = scorePlayedGame({ ...played, tricks: b }, v).filter((x) => DEFENDER_SIDE.has(x.reason) && !(gentleman && x.reason === 'defender-tricks'));
    entries = [...A, ...B];
  }
  const T = eff[d];
  const made = T >= L;
  const D = defenders.reduce((acc, s) => acc + eff[s], 0);
  const lone = ctx.whisters.length === 1 ? ctx.whisters[0] : -1;
  // READING PREF-C6: on a made contract the lone whister writes for both defenders' tricks, or his own only
  if (lone >= 0 && made && v.whistStyle === 'greedy' && reading(ctx, 'PREF-C6') === 'own-tricks-only') {
    const own = priceOf(ctx, contract) * v.trickWhistRate * eff[lone];
    entries = entries.map((x) => (x.reason === 'defender-tricks' && x.kind === 'whist' && x.seat === lone ? { ...x, amount: own } : x));
  }
  // READING PREF-C5: two whisters on 6 or 7, one below his half of the quota (the mechanics then
  // write his shortfall, whether or not the pair made its quota): per-person as written, or capped
  // at the pair's shortfall (nothing when the pair made it). Consulted wherever it can act.
  if (ctx.whisters.length === 2 && L <= 7 && entries.some((x) => x.reason === 'defence-shortfall')) {
    if (reading(ctx, 'PREF-C5') === 'capped-at-pair') {
      const Q = defenceQuota(contract);
      const perTrick = priceOf(ctx, contract) * v.trickWhistRate * (v.whistResponsibility === 'responsible' ? 1 : 0.5);
      let allowed = Math.max(0, Q - D) * perTrick;
      entries = entries.map((x) => {
        if (x.reason !== 'defence-shortfall') return x;
        const amount = Math.min(x.amount, allowed);
        allowed -= amount;
        return { ...x, amount };
      });
    }
  }
  entries = applyWrongCountRulings(ctx, entries, real, made, L);
  return { entries: entries.filter((x) => x.amount !== 0), made };
}

/** PCR-3, PCR-4, CODE 3.4.6, 3.9.18 at the end of play. */
function applyWrongCountRulings(ctx: Ctx, entries: SheetEntry[], real: readonly number[], made: boolean, L: number): SheetEntry[] {
  const d = ctx.declarer;
  const contract = ctx.contract;
  if (ctx.declarerWrong && ctx.route !== 'CODE-fn15') {
    const u = Math.max(0, L - real[d]);
    let n = 2;
    let clause = ctx.route;
    if (ctx.route === 'PCR-3') n = reading(ctx, 'PREF-G22') === 'actual-plus-two' ? 2 + u : 2; // READING PREF-G22
    else if (ctx.route === 'CODE-3.9.18') {
      n = 2 + u; // ex. 1: two are subtracted from his tricks, overtricks ignored
      clause = 'CODE-3.9.18.ex1';
    }
    // «играющий» writes the fine instead of his result; consolation stays on the actual undertricks
    entries = entries.filter((x) => !(x.seat === d && (x.reason === 'contract-made' || x.reason === 'undertricks')));
    if (mayFine(ctx, d)) {
      ctx.fines.push(mountain(d, n * priceOf(ctx, contract) * downRate(ctx), 'wrong-count-fine', clause));
      const penaltyPart = ctx.route === 'PCR-3' || ctx.route === 'CODE-3.9.18' ? n - u : n;
      if (reading(ctx, 'PREF-G53') === 'full') { // READING PREF-G53
        for (const s of others(ctx, d)) ctx.fines.push(whist(s, d, penaltyPart * consolationPer(ctx, contract), 'penalty-consolation', clause));
      }
      markFined(ctx, d);
    }
    void made;
  }
  if (ctx.defendersWrong.length === 0 || ctx.defRoute === 'CODE-fn15') return entries;
  const v = ctx.variant;
  const whistRateFine = (s: number, clause: string) => {
    const perTrick = priceOf(ctx, contract) * v.trickWhistRate * (v.whistResponsibility === 'responsible' ? 1 : 0.5);
    if (mayFine(ctx, s)) {
      ctx.fines.push(mountain(s, 2 * perTrick, 'wrong-count-fine', clause));
      markFined(ctx, s);
    }
  };
  const isPcr4 = ctx.defRoute === 'PCR-4';
  for (const s of ctx.defendersWrong) {
    if (ctx.defRoute === 'CODE-3.9.18') {
      whistRateFine(s, 'CODE-3.9.18.ex2'); // «без двух "на висте"»
      continue;
    }
    const clause = isPcr4 ? 'PCR-4' : 'PCR-3';
    if (reading(ctx, 'PREF-G24') === 'whist-rate') whistRateFine(s, clause); // READING PREF-G24
    else {
      let n = 2;
      if (!isWhister(ctx, s)) {
        const r = reading(ctx, 'PREF-G30'); // READING PREF-G30
        n = r === 'always-one' ? 1 : r === 'always-two' ? 2 : isPcr4 ? 2 : 1;
      }
      fineDown(ctx, s, n, contract, clause);
    }
    // «Висты не пишет» (PCR-3) / «Висты не пишутся» (PCR-4)
    if (!isPcr4) {
      const all = reading(ctx, 'PREF-G25') === 'no-whists-at-all'; // READING PREF-G25
      entries = entries.filter((x) => !(x.kind === 'whist' && x.seat === s && (x.reason === 'defender-tricks' || x.reason === 'gentleman-share' || (all && x.reason === 'consolation'))));
    }
    if (entries.some((x) => x.seat === s && x.reason === 'defence-shortfall') && reading(ctx, 'PREF-G61') === 'wrong-count-only') { // READING PREF-G61
      entries = entries.filter((x) => !(x.seat === s && x.reason === 'defence-shortfall'));
    }
  }
  if (isPcr4) {
    const silent = ctx.innocentWhists ? ctx.defendersWrong : defendersOf(ctx).concat(ctx.sitter >= 0 ? [ctx.sitter] : []);
    entries = entries.filter((x) => !(x.kind === 'whist' && silent.includes(x.seat)));
  }
  return entries;
}
