/**
 * The guards and actions of the Debertz regulation machine, in the order of section 6.
 * Each block quotes the clause it implements (gloss; the Russian text is in
 * src/rulesets/debertz/regulation/clauses.ts) and is named after it. Where the text leaves a choice, the
 * line that depends on it carries `// READING DEB-Gn` and reads the chosen reading through
 * `reading()`, which records that the gap was consulted on this deal.
 *
 * Actions mutate the context (see src/core/statechart/definition.ts).
 */
import type { DebertzContext, ProtocolEntry } from './context.ts';
import { CAUSE_CLAUSE, type DebertzEvent } from './events.ts';
import { peek, reading as recordReading } from '../../../core/machine/reading.ts';
import type { Readings } from '../../../core/regulation/types.ts';

type Ctx = DebertzContext;
type Ev = DebertzEvent;

export const NO_TRICK_PENALTY = 50;
export const THIRD_B_PENALTY = 100;
export const LATER_B_PENALTY = 50;

// ───────────────────────────── helpers ─────────────────────────────

export { recordReading as reading, peek };

/** The `GAP=reading` tag of each gap's last reading, built once per (gap, reading): see `reading` below. */
const TAGS = new Map<string, { reading: string; tag: string }>();

/**
 * `reading()` of ./reading.ts — the chosen reading of a gap, recording the consultation — with
 * the tag string built once per (gap, reading) instead of on every call: the same string, so the
 * `consulted` list and everything downstream are unchanged, but the simulator's tally and the
 * `includes` test meet one string object whose hash is already known.
 */
function reading(ctx: { readonly readings: Readings; consulted: string[] }, gap: string): string {
  const r = ctx.readings[gap];
  let cached = TAGS.get(gap);
  if (cached === undefined || cached.reading !== r) TAGS.set(gap, (cached = { reading: r, tag: `${gap}=${r}` }));
  const tag = cached.tag;
  const consulted = ctx.consulted;
  for (let i = 0; i < consulted.length; i++) if (consulted[i] === tag) return r;
  consulted.push(tag);
  return r;
}

function cite(ctx: Ctx, clauses: readonly string[]) {
  for (const c of clauses) ctx.trail.push(c);
}

function enter(ctx: Ctx, side: number, kind: ProtocolEntry['kind'], amount: number, clause: string) {
  ctx.entries.push({ side, kind, amount, clause });
}

const sideOfSeat = (ctx: Ctx, seat: number) => ctx.sideOf[seat];

/** Did the side take at least one trick this deal? */
function sideTookTrick(ctx: Ctx, side: number): boolean {
  for (let s = 0; s < ctx.players; s++) if (ctx.sideOf[s] === side && ctx.tricks[s] > 0) return true;
  return false;
}

/**
 * Deal points of a side: card points taken plus credited combinations. A side without a trick
 * has its declared combinations withheld (DEB-6.2.3.2).
 */
export function sidePoints(ctx: Ctx, side: number): number {
  let total = 0;
  const took = sideTookTrick(ctx, side);
  for (let s = 0; s < ctx.players; s++) {
    if (ctx.sideOf[s] !== side) continue;
    total += ctx.taken[s];
    if (took) total += ctx.melds[s] + ctx.passed[s];
  }
  return total;
}

/** Combination points a side declared (its "potential points"). */
function sideMelds(ctx: Ctx, side: number): number {
  let total = 0;
  for (let s = 0; s < ctx.players; s++) if (ctx.sideOf[s] === side) total += ctx.melds[s];
  return total;
}

/** The declarer's total for the comparison; with DEB-G8 `handicap` the special deal adds the pot. */
function declarerTotal(ctx: Ctx): number {
  const base = sidePoints(ctx, sideOfSeat(ctx, ctx.declarer));
  if (!ctx.special) return base;
  return reading(ctx, 'DEB-G8') === 'handicap' ? base + ctx.pot : base; // READING DEB-G8
}

function opponentsOf(ctx: Ctx, side: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < ctx.sides; s++) if (s !== side) out.push(s);
  return out;
}

/** Sides in turn order starting after the given seat (for remainders and earlier-seat rules). */
function sidesInTurnOrderAfter(ctx: Ctx, seat: number, among: readonly number[]): number[] {
  const out: number[] = [];
  for (let k = 1; k <= ctx.players; k++) {
    const side = ctx.sideOf[(seat + k) % ctx.players];
    if (among.includes(side) && !out.includes(side)) out.push(side);
  }
  return out;
}

/**
 * Divides `amount` among `sides` in equal integer parts. The text gives no rounding rule
 * (DEB-G14): the remainder goes one point each to the earliest recipients after `fromSeat`, or
 * is discarded. Returns the amount discarded.
 */
function splitEqually(ctx: Ctx, amount: number, sides: readonly number[], into: number[], fromSeat: number): number {
  if (sides.length === 0) return amount;
  if (sides.length === 1) {
    into[sides[0]] += amount;
    return 0;
  }
  const part = Math.floor(amount / sides.length);
  let rest = amount - part * sides.length;
  for (const s of sides) into[s] += part;
  if (rest === 0) return 0;
  if (reading(ctx, 'DEB-G14') === 'floor-discard') return rest; // READING DEB-G14
  for (const s of sidesInTurnOrderAfter(ctx, fromSeat, sides)) {
    if (rest === 0) break;
    into[s] += 1;
    rest--;
  }
  return 0;
}

/**
 * Gives the points forfeited by the side in bayd to its opponents (6.2.1.5). With several
 * opponents the text has no split rule (DEB-G16).
 */
function distributeForfeit(ctx: Ctx, forfeit: number, recipients: readonly number[], fromSeat: number) {
  if (recipients.length === 1) {
    ctx.credits[recipients[0]] += forfeit;
    return;
  }
  const rule = reading(ctx, 'DEB-G16'); // READING DEB-G16
  if (rule === 'each-full') {
    for (const s of recipients) ctx.credits[s] += forfeit;
  } else if (rule === 'top-scorer') {
    const best = Math.max(...recipients.map((s) => sidePoints(ctx, s)));
    const top = recipients.filter((s) => sidePoints(ctx, s) === best);
    splitEqually(ctx, forfeit, top, ctx.credits, fromSeat);
  } else {
    splitEqually(ctx, forfeit, recipients, ctx.credits, fromSeat);
  }
}

/** The opposing sides' points as the comparisons of 6.2.1.1 / 6.2.2.1 use them (`opposition`). */
interface Opposition {
  /** how many opposing sides */
  count: number;
  /** the first opposing side's points */
  first: number;
  /** their sum (DEB-G15 `beat-combined`) */
  sum: number;
  /** the highest (-Infinity without opponents, as `Math.max()`) */
  max: number;
  /** every opposing side has exactly `decl` (true without opponents, as `[].every`) */
  allEqual: boolean;
}
const oppScratch: Opposition = { count: 0, first: 0, sum: 0, max: -Infinity, allEqual: true };

/**
 * One pass over `opponentsOf(ctx, declarer's side).map(sidePoints)`: its length, first element,
 * sum, maximum and whether all equal `decl` — what the guards read, without the arrays they
 * built for it on every ruled deal. The result is a shared scratch object (read it at once).
 */
function opposition(ctx: Ctx, decl: number): Opposition {
  const declSide = sideOfSeat(ctx, ctx.declarer);
  const o = oppScratch;
  o.count = 0;
  o.first = 0;
  o.sum = 0;
  o.max = -Infinity;
  o.allEqual = true;
  for (let s = 0; s < ctx.sides; s++) {
    if (s === declSide) continue;
    const p = sidePoints(ctx, s);
    if (o.count === 0) o.first = p;
    o.count++;
    o.sum += p;
    if (p > o.max) o.max = p;
    if (p !== decl) o.allEqual = false;
  }
  return o;
}

// ───────────────────────────── guards ─────────────────────────────

export const guards = {
  readingIs: (ctx: Ctx, _e: Ev, p: { gap: string; is: string }) => peek(ctx, p.gap) === p.is,
  specialPending: (ctx: Ctx) => ctx.specialPending,
  specialPendingAndReading: (ctx: Ctx, _e: Ev, p: { gap: string; is: string }) => ctx.specialPending && peek(ctx, p.gap) === p.is,
  hasDeberc: (ctx: Ctx) => ctx.debercSeat >= 0,
  declaresDeberc: (_ctx: Ctx, e: Ev) => e.type === 'MELDS' && e.debercSeat >= 0,
  isRevoke: (_ctx: Ctx, e: Ev) => e.type === 'IRREGULARITY' && e.kind === 'revoke',
  revokeIsSilent: (ctx: Ctx, e: Ev) => e.type === 'IRREGULARITY' && e.kind === 'revoke' && peek(ctx, 'DEB-G27') === 'no-clause',
  refereeBayd: (ctx: Ctx) => ctx.offender >= 0,

  /**
   * DEB-6.2.2.1 — "equal game points in the primary deal". With several opponents, equal to
   * whom is not said (DEB-G18); under DEB-G15 `beat-combined` the comparison is with the sum.
   */
  isTie: (ctx: Ctx, _e?: Ev) => {
    const decl = declarerTotal(ctx);
    const o = opposition(ctx, decl);
    if (o.count === 1) return decl === o.first;
    if (peek(ctx, 'DEB-G15') === 'beat-combined') return decl === o.sum;
    if (peek(ctx, 'DEB-G18') === 'all-equal') return o.allEqual;
    return decl === o.max;
  },

  /** DEB-6.2.1.1 — the declarer scored "the necessary points" (undefined for 3–4 players: DEB-G15). */
  declarerMade: (ctx: Ctx) => {
    const decl = declarerTotal(ctx);
    const o = opposition(ctx, decl);
    if (o.count > 1 && peek(ctx, 'DEB-G15') === 'beat-combined') return decl > o.sum;
    return decl > o.max;
  },

  /** The special deal counts a tie as a failure (DEB-G10 `counts-as-failure`). */
  specialTieFailsOnTie: (ctx: Ctx, e: Ev) => ctx.special && peek(ctx, 'DEB-G10') === 'counts-as-failure' && guards.isTie(ctx, e),
  tieCarries: (ctx: Ctx) => ctx.outcome === 'deferred' && ctx.special,

  /** DEB-6.2.3.1 — some side (or, DEB-G31 `player`, some 2x2 partner) took no trick. */
  someoneTrickless: (ctx: Ctx) => {
    if (!ctx.completed && peek(ctx, 'DEB-G32') === 'completed-deals-only') return false;
    return tricklessUnits(ctx) > 0;
  },
  noTricklessBecauseStopped: (ctx: Ctx) => !ctx.completed && tricklessUnits(ctx) > 0,

  baydSideMarked: (ctx: Ctx) => ctx.baydSide >= 0,
  deferredMarked: (ctx: Ctx) => ctx.outcome === 'deferred' && peek(ctx, 'DEB-G19') === 'yes',
  deferredUnmarked: (ctx: Ctx) => ctx.outcome === 'deferred',

  specialMade: (ctx: Ctx) => ctx.special && (ctx.outcome === 'made' || (ctx.outcome === 'referee-bayd' && ctx.baydSide !== sideOfSeat(ctx, ctx.declarer))),
  specialFailedSingle: (ctx: Ctx) => ctx.special && ctx.singleOpponent && ctx.outcome !== 'deferred',
  specialFailedMulti: (ctx: Ctx) => ctx.special && !ctx.singleOpponent && ctx.outcome !== 'deferred',

  anyProtocolEntry: (ctx: Ctx) => {
    for (let i = 0; i < ctx.entries.length; i++) if (ctx.entries[i].kind === 'Б' || ctx.entries[i].kind === 'penalty') return true;
    return false;
  },
  partyOverWithPot: (ctx: Ctx) => (ctx.debercSeat >= 0 || targetReached(ctx)) && ctx.pot > 0,
  partyOver: (ctx: Ctx) => ctx.debercSeat >= 0 || targetReached(ctx),
};

/** A side has reached the target (DEB-G38); read after `closeDeal` has written the deal to the ledger. */
function targetReached(ctx: Ctx): boolean {
  for (let s = 0; s < ctx.sides; s++) if (ctx.scores[s] >= ctx.target) return true;
  return false;
}

/** Units that took no trick: sides, or in 2x2 under DEB-G31 `player`, individual partners. */
function tricklessUnits(ctx: Ctx): number {
  let n = 0;
  const perPlayer = ctx.players === 4 && ctx.sides === 2 && peek(ctx, 'DEB-G31') === 'player';
  if (perPlayer) {
    for (let s = 0; s < ctx.players; s++) if (ctx.tricks[s] === 0) n++;
  } else {
    for (let side = 0; side < ctx.sides; side++) if (!sideTookTrick(ctx, side)) n++;
  }
  return n;
}

// ───────────────────────────── actions ─────────────────────────────

export const actions = {
  /** Every rule-applying transition names its clauses; the trail is the deal's penalty path. */
  cite: (ctx: Ctx, _e: Ev, p: { clauses: string[] }) => cite(ctx, p.clauses),
  consult: (ctx: Ctx, _e: Ev, p: { gaps: string[] }) => {
    for (const g of p.gaps) reading(ctx, g);
  },
  /** Consults gaps that only arise with several opposing sides (1x2, 1x3). */
  consultMulti: (ctx: Ctx, _e: Ev, p: { gaps: string[] }) => {
    if (!ctx.singleOpponent) for (const g of p.gaps) reading(ctx, g);
  },

  /** A new deal (or a new attempt at one) starts: clear the deal's facts and ruling. */
  beginDeal: (ctx: Ctx) => {
    ctx.special = ctx.specialPending;
    ctx.declarer = ctx.specialPending ? ctx.potDeclarer : -1;
    ctx.offender = -1;
    ctx.cause = '';
    ctx.completed = false;
    ctx.unplayed = 0;
    ctx.debercSeat = -1;
    ctx.outcome = 'pending';
    ctx.baydSide = -1;
    ctx.trail.length = 0;
    ctx.consulted.length = 0;
    ctx.entries.length = 0;
    ctx.silences.length = 0;
    for (let i = 0; i < ctx.players; i++) ctx.taken[i] = ctx.tricks[i] = ctx.melds[i] = ctx.passed[i] = 0;
    for (let i = 0; i < ctx.sides; i++) ctx.credits[i] = ctx.potCredits[i] = ctx.penalties[i] = 0;
  },

  /** DEB-6.3 — the referee exposed a card while dealing: the deal starts again (same dealer). */
  deb_6_3_redeal: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
  },
  /** DEB-G7 `normal-deal`: after a misdeal of the special deal, a normal deal follows; the pot stays open. */
  dropSpecial: (ctx: Ctx) => {
    ctx.specialPending = false;
    ctx.special = false;
  },

  /** Everyone passed twice: thrown in, the next dealer deals (DEB-G35). */
  allPassedRedeal: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
    ctx.dealer = (ctx.dealer + 1) % ctx.players;
  },

  recordOrder: (ctx: Ctx, e: Ev) => {
    if (e.type === 'ORDERED') ctx.declarer = e.declarer;
  },
  recordMelds: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'MELDS') return;
    for (let s = 0; s < ctx.players; s++) ctx.melds[s] = e.declared[s];
    ctx.debercSeat = e.debercSeat;
  },
  recordTrick: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'TRICK') return;
    ctx.tricks[e.winner] += 1;
    ctx.taken[e.winner] += e.points;
  },
  recordPlayComplete: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'PLAY_COMPLETE') return;
    ctx.completed = true;
    for (let s = 0; s < ctx.players; s++) ctx.passed[s] = e.passed[s];
  },
  recordOffence: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    ctx.offender = e.seat;
    ctx.unplayed = e.unplayed;
    ctx.cause = CAUSE_CLAUSE[e.kind];
  },
  citeCause: (ctx: Ctx) => cite(ctx, [ctx.cause]),

  /** DEB-G27 `no-clause`: a revoke is not among the causes of 6.2.1.8; play goes on and the ruling says so. */
  recordSilentRevoke: (ctx: Ctx) => {
    ctx.silences.push({ gap: 'DEB-G27', kind: 'no-clause-applies', clauses: ['DEB-6.2.1.8'] });
  },

  /**
   * DEB-6.2.1.1 / 6.2.1.2 / 6.2.1.3 / 6.2.1.5 — bayd on points. The declarer's side is credited
   * nothing; the opponents receive their own points and the declarer's points, combinations
   * ("potential points declared in the bidding") included.
   */
  deb_6_2_1_baydOnPoints: (ctx: Ctx) => {
    const declSide = sideOfSeat(ctx, ctx.declarer);
    ctx.outcome = 'bayd';
    ctx.baydSide = declSide;
    const opps = opponentsOf(ctx, declSide);
    for (const s of opps) ctx.credits[s] += sidePoints(ctx, s); // 6.2.1.2: their own points
    let forfeit = sidePoints(ctx, declSide); // 6.2.1.5: the points he scored…
    if (!sideTookTrick(ctx, declSide) && sideMelds(ctx, declSide) > 0) {
      // …and his declared combinations — unless he took no trick: 6.2.1.5 and 6.2.3.2 collide
      if (reading(ctx, 'DEB-G21') === 'melds-to-opponents') forfeit += sideMelds(ctx, declSide); // READING DEB-G21
    }
    ctx.credits[declSide] = 0; // 6.2.1.3
    distributeForfeit(ctx, forfeit, opps, ctx.declarer);
  },

  /**
   * DEB-6.2.1.1 (b) / 6.2.1.8 — referee-declared bayd. The deal stops; what is "scored" then is
   * DEB-G22; who the "opponent" is when a defender offends is DEB-G23.
   */
  deb_6_2_1_8_refereeBayd: (ctx: Ctx) => {
    const offSide = sideOfSeat(ctx, ctx.offender);
    ctx.outcome = 'referee-bayd';
    ctx.baydSide = offSide;
    const opps = opponentsOf(ctx, offSide);
    for (const s of opps) ctx.credits[s] += sidePoints(ctx, s); // 6.2.1.2
    let forfeit = sidePoints(ctx, offSide); // 6.2.1.5
    if (reading(ctx, 'DEB-G22') === 'all-cards') forfeit += ctx.unplayed; // READING DEB-G22
    ctx.credits[offSide] = 0; // 6.2.1.3
    const declSide = ctx.declarer >= 0 ? sideOfSeat(ctx, ctx.declarer) : -1;
    let recipients = opps;
    if (declSide >= 0 && declSide !== offSide && opps.length > 1) {
      if (reading(ctx, 'DEB-G23') === 'declarer-only') recipients = [declSide]; // READING DEB-G23
    }
    distributeForfeit(ctx, forfeit, recipients, ctx.offender);
  },

  /**
   * DEB-6.2.2.1 — a tie: the declarer's points are deferred to the next deal; the others are
   * credited at once. In 2x2, "the other players" may include the declarer's partner (DEB-G17).
   */
  deb_6_2_2_1_deferBayd: (ctx: Ctx) => {
    const declSide = sideOfSeat(ctx, ctx.declarer);
    ctx.outcome = 'deferred';
    for (const s of opponentsOf(ctx, declSide)) ctx.credits[s] += sidePoints(ctx, s);
    let deferred = sidePoints(ctx, declSide);
    if (ctx.players === 4 && ctx.sides === 2 && reading(ctx, 'DEB-G17') === 'per-player') {
      // READING DEB-G17: only the declarer's own points are deferred
      const partner = (ctx.declarer + 2) % 4;
      const took = sideTookTrick(ctx, declSide);
      const partnerPoints = ctx.taken[partner] + (took ? ctx.melds[partner] + ctx.passed[partner] : 0);
      ctx.credits[declSide] += partnerPoints;
      deferred -= partnerPoints;
    }
    ctx.pot += deferred;
    ctx.potIn += deferred;
    ctx.potDeclarer = ctx.declarer; // 6.2.2.3: the declarer does not change
    ctx.specialPending = true;
  },

  /** The declarer made the game: each side records its own points (common rule; section 6 is silent). */
  made: (ctx: Ctx) => {
    ctx.outcome = 'made';
    for (let s = 0; s < ctx.sides; s++) ctx.credits[s] += sidePoints(ctx, s);
  },

  /** The deberc (seven trumps in sequence) ends the party for its holder's side (DEB-G39 note). */
  deberc: (ctx: Ctx) => {
    ctx.outcome = 'deberc';
    ctx.winner = sideOfSeat(ctx, ctx.debercSeat);
  },

  /**
   * DEB-6.2.3.1 — a side that took no winning trick loses 50; DEB-6.2.3.2 — its declared
   * combinations are not credited (already withheld in `sidePoints`; cited here when there were any).
   */
  deb_6_2_3_noTrickPenalty: (ctx: Ctx) => {
    const perPlayer = ctx.players === 4 && ctx.sides === 2 && reading(ctx, 'DEB-G31') === 'player'; // READING DEB-G31
    for (let side = 0; side < ctx.sides; side++) {
      if (perPlayer) {
        for (let s = 0; s < ctx.players; s++) {
          if (ctx.sideOf[s] !== side || ctx.tricks[s] !== 0) continue;
          ctx.penalties[side] += NO_TRICK_PENALTY;
          enter(ctx, side, 'penalty', -NO_TRICK_PENALTY, 'DEB-6.2.3.1');
        }
      } else if (!sideTookTrick(ctx, side)) {
        ctx.penalties[side] += NO_TRICK_PENALTY;
        enter(ctx, side, 'penalty', -NO_TRICK_PENALTY, 'DEB-6.2.3.1');
      }
    }
    cite(ctx, ['DEB-6.2.3.1']);
    actions.deb_6_2_3_2_citeWithheld(ctx);
  },

  /**
   * DEB-6.2.3.2 — «не засчитываются» a trickless side's declared combinations. `sidePoints`
   * withholds them wherever points are compared or credited, also in a deal a referee bayd
   * stopped, where DEB-G32 may spare the side the −50: the clause moved a number, so it is cited
   * whenever some trickless side had declared any.
   */
  deb_6_2_3_2_citeWithheld: (ctx: Ctx) => {
    for (let side = 0; side < ctx.sides; side++) {
      if (!sideTookTrick(ctx, side) && sideMelds(ctx, side) > 0) return cite(ctx, ['DEB-6.2.3.2']);
    }
  },

  /**
   * DEB-6.2.1.4 — the bayd is marked «Б»; DEB-6.2.1.6 — the third «Б» in the party costs 100;
   * DEB-6.2.1.7 — each later one 50. (DEB-G28 `every-third`: every third «Б» costs 100.)
   */
  deb_6_2_1_4_markB: (ctx: Ctx) => {
    const side = ctx.baydSide >= 0 ? ctx.baydSide : sideOfSeat(ctx, ctx.declarer);
    ctx.marks[side] += 1;
    enter(ctx, side, 'Б', 0, 'DEB-6.2.1.4');
    cite(ctx, ['DEB-6.2.1.4']);
    const n = ctx.marks[side];
    if (reading(ctx, 'DEB-G28') === 'every-third') { // READING DEB-G28
      if (n % 3 === 0) penalise(ctx, side, THIRD_B_PENALTY, 'DEB-6.2.1.6');
    } else if (n === 3) penalise(ctx, side, THIRD_B_PENALTY, 'DEB-6.2.1.6');
    else if (n > 3) penalise(ctx, side, LATER_B_PENALTY, 'DEB-6.2.1.7');
  },

  /** Pre-order bayd (DEB-G24 `mark-and-redeal`): no declarer, nothing to credit; the offender is marked. */
  preOrderBayd: (ctx: Ctx) => {
    ctx.outcome = 'pre-order-bayd';
    ctx.baydSide = sideOfSeat(ctx, ctx.offender);
  },
  preOrderRedeal: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
    ctx.silences.push({ gap: 'DEB-G24', kind: 'no-clause-applies', clauses: [ctx.cause] });
  },

  /**
   * DEB-6.2.2.5.a — the declarer made the next deal: the deferred points are his. A defender's
   * referee bayd (6.2.1.8) counts as the declarer's win; with several opposing sides, whether the
   * innocent defender — also a "winner" of the deal in 6.2.2.5's «победителю / победителям» —
   * shares the pot is DEB-G43.
   */
  deb_6_2_2_5_a_potToDeclarer: (ctx: Ctx) => {
    if (ctx.outcome === 'referee-bayd' && !ctx.singleOpponent && reading(ctx, 'DEB-G43') === 'winners-share') { // READING DEB-G43
      const winners: number[] = [];
      for (let s = 0; s < ctx.sides; s++) if (s !== ctx.baydSide) winners.push(s);
      return payPot(ctx, winners, 'DEB-6.2.2.5');
    }
    payPot(ctx, [sideOfSeat(ctx, ctx.potDeclarer)], 'DEB-6.2.2.5.a');
  },
  /** DEB-6.2.2.5.b — he failed (1x1, 2x2): the deferred points pass to the opposing side. */
  deb_6_2_2_5_b_potToOpponent: (ctx: Ctx) => {
    payPot(ctx, opponentsOf(ctx, sideOfSeat(ctx, ctx.potDeclarer)), 'DEB-6.2.2.5.b');
  },
  /**
   * DEB-6.2.2.5.b — he failed (1x2, 1x3): the deferred points «делятся между противниками»;
   * DEB-6.2.2.6 says how: to the opponent who scored more than he did (a); if all did, in equal
   * parts (b). 6.2.2.5.b is cited on every such failure (it is what sends the points to the
   * opponents at all), then the 6.2.2.6 bullet that divided them. Two of three (DEB-G12), tied
   * top opponents (DEB-G13), none who outscored him (a failure by referee bayd or by DEB-G15
   * `beat-combined`: 6.2.2.5.b alone divides among the opponents).
   */
  deb_6_2_2_6_potSplit: (ctx: Ctx) => {
    const declSide = sideOfSeat(ctx, ctx.potDeclarer);
    const opps = opponentsOf(ctx, declSide);
    // READING DEB-G8: under `handicap` the pot counts in his points here too (consulted: it can change who outscored him)
    const decl = sidePoints(ctx, declSide) + (reading(ctx, 'DEB-G8') === 'handicap' ? ctx.pot : 0);
    const beaters = opps.filter((s) => sidePoints(ctx, s) > decl);
    // FIXED DEB-G44: nobody outscored him: «делятся между противниками» — all of them, in the equal parts of 6.2.2.6.b
    if (beaters.length === 0) return payPot(ctx, opps, 'DEB-6.2.2.5.b');
    const via = 'DEB-6.2.2.5.b';
    if (beaters.length === opps.length) return payPot(ctx, opps, 'DEB-6.2.2.6.b', via);
    if (beaters.length === 1) return payPot(ctx, beaters, 'DEB-6.2.2.6.a', via);
    if (reading(ctx, 'DEB-G12') === 'beaters-share') return payPot(ctx, beaters, 'DEB-6.2.2.6.a', via); // READING DEB-G12
    const best = Math.max(...beaters.map((s) => sidePoints(ctx, s)));
    const top = beaters.filter((s) => sidePoints(ctx, s) === best);
    if (top.length > 1 && reading(ctx, 'DEB-G13') === 'earlier-seat') { // READING DEB-G13
      return payPot(ctx, [sidesInTurnOrderAfter(ctx, ctx.potDeclarer, top)[0]], 'DEB-6.2.2.6.a', via);
    }
    payPot(ctx, top, 'DEB-6.2.2.6.a', via);
  },

  /** DEB-G20 — a pot still open when the party ends: void, or to the opponents as on a failure. */
  closePotAtPartyEnd: (ctx: Ctx) => {
    // 6.2.1.3: a side in bayd in the closing deal is credited nothing, deferred points included
    const recipients = opponentsOf(ctx, sideOfSeat(ctx, ctx.potDeclarer)).filter((s) => s !== ctx.baydSide);
    if (reading(ctx, 'DEB-G20') === 'to-opponents' && recipients.length === 0) {
      ctx.silences.push({ gap: 'DEB-G20', kind: 'clauses-conflict', clauses: ['DEB-6.2.2.5.b', 'DEB-6.2.1.3'] });
    }
    if (reading(ctx, 'DEB-G20') === 'to-opponents' && recipients.length > 0) { // READING DEB-G20
      // the deal is already closed: the payout reaches the ledger here
      const before = ctx.potCredits.slice();
      payPot(ctx, recipients, 'DEB-6.2.2.5.b');
      for (let s = 0; s < ctx.sides; s++) ctx.scores[s] += ctx.potCredits[s] - before[s];
    } else {
      enter(ctx, sideOfSeat(ctx, ctx.potDeclarer), 'pot-void', -ctx.pot, 'DEB-6.2.2.1');
      ctx.potVoided += ctx.pot;
      ctx.pot = 0;
      ctx.potDeclarer = -1;
      ctx.specialPending = false;
      ctx.silences.push({ gap: 'DEB-G20', kind: 'no-clause-applies', clauses: ['DEB-6.2.2.5'] });
    }
  },

  /** Credits, pot payouts and penalties reach the party ledger; the dealer passes on. */
  closeDeal: (ctx: Ctx) => {
    reading(ctx, 'DEB-G38'); // READING DEB-G38: the target the closing step compares the ledger with
    for (let s = 0; s < ctx.sides; s++) {
      ctx.scores[s] += ctx.credits[s] + ctx.potCredits[s] - ctx.penalties[s];
      if (ctx.credits[s] !== 0) enter(ctx, s, 'credit', ctx.credits[s], ctx.outcome === 'made' ? '' : creditClause(ctx));
    }
    ctx.deals += 1;
    // READING DEB-G5: the special deal keeps the tied deal's dealer unless the seat rotates for it
    const holdDealer = ctx.outcome === 'deferred' && !ctx.special && reading(ctx, 'DEB-G5') === 'same-dealer';
    if (!holdDealer) ctx.dealer = (ctx.dealer + 1) % ctx.players;
  },

  /** The party is over: the highest total at or past the target wins (DEB-G38 note), else the deberc holder. */
  decideWinner: (ctx: Ctx) => {
    if (ctx.winner >= 0) return;
    let best = -1;
    for (let s = 0; s < ctx.sides; s++) if (best < 0 || ctx.scores[s] > ctx.scores[best]) best = s;
    ctx.winner = best;
  },
};

function creditClause(ctx: Ctx): string {
  return ctx.outcome === 'deferred' ? 'DEB-6.2.2.1' : 'DEB-6.2.1.2';
}

function penalise(ctx: Ctx, side: number, amount: number, clause: string) {
  ctx.penalties[side] += amount;
  enter(ctx, side, 'penalty', -amount, clause);
  cite(ctx, [clause]);
}

/** Pays the open pot to `sides` under `clause`; `via` is the clause that sent it there, cited first. */
function payPot(ctx: Ctx, sides: readonly number[], clause: string, via = '') {
  const amount = ctx.pot;
  const before = ctx.potCredits.slice();
  const discarded = splitEqually(ctx, amount, sides, ctx.potCredits, ctx.potDeclarer);
  for (let s = 0; s < ctx.sides; s++) {
    const got = ctx.potCredits[s] - before[s];
    if (got !== 0) enter(ctx, s, 'pot-credit', got, clause);
  }
  if (discarded > 0) {
    // the remainder of the division made under `clause` (DEB-G14 floor-discard): that clause's line, which the trail cites
    enter(ctx, sideOfSeat(ctx, ctx.potDeclarer), 'pot-void', -discarded, clause);
    ctx.potVoided += discarded;
  }
  ctx.potOut += amount - discarded;
  ctx.pot = 0;
  ctx.potDeclarer = -1;
  ctx.specialPending = false;
  if (via !== '') ctx.trail.push(via);
  ctx.trail.push(clause);
}

export type DebertzGuards = typeof guards;
export type DebertzActions = typeof actions;
