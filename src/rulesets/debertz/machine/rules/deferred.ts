/**
 * DEB-6.2.2 — the deferred bayd: a tie defers the declarer's points to a special deal (6.2.2.1,
 * dealt as 6.2.2.2–6.2.2.4: see definition.ts), and the pot goes to whoever wins it (6.2.2.5,
 * 6.2.2.6) or, when the party ends first, is settled by DEB-G20.
 *
 * Clause ids: DEB-6.2.2.1, DEB-6.2.2.3, DEB-6.2.2.5, DEB-6.2.2.5.a, DEB-6.2.2.5.b, DEB-6.2.2.6.a,
 * DEB-6.2.2.6.b, DEB-6.2.1.3 (a side in bayd is credited nothing, deferred points included).
 * Gap ids: DEB-G8, DEB-G10, DEB-G12, DEB-G13, DEB-G14, DEB-G15, DEB-G17, DEB-G18, DEB-G19,
 * DEB-G20, DEB-G43, DEB-G44 (fixed).
 */
import { peek } from '../../../../core/machine/reading.ts';
import { declarerTotal, enter, opponentsOf, opposition, reading, sideOfSeat, sidePoints, sideTookTrick, sidesInTurnOrderAfter, splitEqually, type Ctx, type Ev } from './common.ts';

export const deferredGuards = {
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
  /** The special deal counts a tie as a failure (DEB-G10 `counts-as-failure`). */
  specialTieFailsOnTie: (ctx: Ctx, e: Ev) => ctx.special && peek(ctx, 'DEB-G10') === 'counts-as-failure' && deferredGuards.isTie(ctx, e),
  tieCarries: (ctx: Ctx) => ctx.outcome === 'deferred' && ctx.special,
  deferredMarked: (ctx: Ctx) => ctx.outcome === 'deferred' && peek(ctx, 'DEB-G19') === 'yes',
  deferredUnmarked: (ctx: Ctx) => ctx.outcome === 'deferred',
  specialMade: (ctx: Ctx) => ctx.special && (ctx.outcome === 'made' || (ctx.outcome === 'referee-bayd' && ctx.baydSide !== sideOfSeat(ctx, ctx.declarer))),
  specialFailedSingle: (ctx: Ctx) => ctx.special && ctx.singleOpponent && ctx.outcome !== 'deferred',
  specialFailedMulti: (ctx: Ctx) => ctx.special && !ctx.singleOpponent && ctx.outcome !== 'deferred',
};

export const deferredActions = {
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
};

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
