/**
 * DEB-6.2.1 — the outcome of a deal: made, a deberc, or bayd (on points, or declared by the
 * referee for an offence), the forfeited points given to the opponents, and the «Б» mark with
 * its penalties.
 *
 * Clause ids: DEB-6.2.1.1, DEB-6.2.1.2, DEB-6.2.1.3, DEB-6.2.1.4, DEB-6.2.1.5, DEB-6.2.1.6,
 * DEB-6.2.1.7, DEB-6.2.1.8. Gap ids: DEB-G15, DEB-G16, DEB-G21, DEB-G22, DEB-G23, DEB-G24,
 * DEB-G27, DEB-G28, DEB-G39, DEB-G47, DEB-G48.
 */
import { peek } from '../../../../core/machine/reading.ts';
import { cite, declarerTotal, enter, opponentsOf, opposition, reading, sideMelds, sideOfSeat, sidePoints, sideTookTrick, splitEqually, type Ctx } from './common.ts';

export const THIRD_B_PENALTY = 100;
export const LATER_B_PENALTY = 50;

export const baydGuards = {
  /** DEB-6.2.1.1 — the declarer scored "the necessary points" (undefined for 3–4 players: DEB-G15). */
  declarerMade: (ctx: Ctx) => {
    const decl = declarerTotal(ctx);
    const o = opposition(ctx, decl);
    if (o.count > 1 && peek(ctx, 'DEB-G15') === 'beat-combined') return decl > o.sum;
    return decl > o.max;
  },
  baydSideMarked: (ctx: Ctx) => ctx.baydSide >= 0,
};

export const baydActions = {
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
   * DEB-G22; who the "opponent" is when a defender offends is DEB-G23; whether a side that has
   * taken no trick yet has its combinations credited is DEB-G48.
   */
  deb_6_2_1_8_refereeBayd: (ctx: Ctx) => {
    const offSide = sideOfSeat(ctx, ctx.offender);
    ctx.outcome = 'referee-bayd';
    ctx.baydSide = offSide;
    // DEB-G48: 6.2.3.2 in a stopped deal — the readings part when a side without a trick declared combinations
    for (let s = 0; s < ctx.sides; s++) {
      if (!sideTookTrick(ctx, s) && sideMelds(ctx, s) > 0) {
        reading(ctx, 'DEB-G48'); // READING DEB-G48 (applied in sidePoints)
        break;
      }
    }
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
   * The declarer made the game: section 6 says nothing of what each side records (DEB-G47). Under
   * `each-own` (the common rule) every side records its own points; under `winner-takes-all`
   * («Победителю всё») the declarer's side takes the points of the whole deal. The readings part
   * only when a defending side has points to credit, and only then is the gap consulted.
   */
  made: (ctx: Ctx) => {
    ctx.outcome = 'made';
    const declSide = sideOfSeat(ctx, ctx.declarer);
    // each side's points counted once (half the deals of a simulation end here)
    let defenders = 0;
    for (let s = 0; s < ctx.sides; s++) {
      const points = sidePoints(ctx, s);
      ctx.credits[s] += points;
      if (s !== declSide) defenders += points;
    }
    if (defenders > 0 && reading(ctx, 'DEB-G47') === 'winner-takes-all') { // READING DEB-G47
      for (let s = 0; s < ctx.sides; s++) if (s !== declSide) ctx.credits[s] -= sidePoints(ctx, s);
      ctx.credits[declSide] += defenders;
    }
  },

  /** The deberc (seven trumps in sequence) ends the party for its holder's side (DEB-G39 note). */
  deberc: (ctx: Ctx) => {
    ctx.outcome = 'deberc';
    ctx.winner = sideOfSeat(ctx, ctx.debercSeat);
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
};

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

function penalise(ctx: Ctx, side: number, amount: number, clause: string) {
  ctx.penalties[side] += amount;
  enter(ctx, side, 'penalty', -amount, clause);
  cite(ctx, [clause]);
}
