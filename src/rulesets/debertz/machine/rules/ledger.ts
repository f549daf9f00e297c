/**
 * The party ledger: the deal's credits, pot payouts and penalties reach the scores, the referee's
 * protocol (DEB-6.4), the dealer passes on, and the party ends at the target or with a deberc.
 *
 * Clause ids: DEB-6.4, DEB-6.2.1.2, DEB-6.2.2.1 (the clause a credit is entered under). Gap ids:
 * DEB-G5 (the special deal's dealer), DEB-G38 (the target), DEB-G39.
 */
import { enter, reading, type Ctx } from './common.ts';

export const ledgerGuards = {
  anyProtocolEntry: (ctx: Ctx) => {
    for (let i = 0; i < ctx.entries.length; i++) if (ctx.entries[i].kind === 'Б' || ctx.entries[i].kind === 'penalty') return true;
    return false;
  },
  partyOverWithPot: (ctx: Ctx) => (ctx.debercSeat >= 0 || targetReached(ctx)) && ctx.pot > 0,
  partyOver: (ctx: Ctx) => ctx.debercSeat >= 0 || targetReached(ctx),
};

export const ledgerActions = {
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

/** A side has reached the target (DEB-G38); read after `closeDeal` has written the deal to the ledger. */
function targetReached(ctx: Ctx): boolean {
  for (let s = 0; s < ctx.sides; s++) if (ctx.scores[s] >= ctx.target) return true;
  return false;
}

function creditClause(ctx: Ctx): string {
  return ctx.outcome === 'deferred' ? 'DEB-6.2.2.1' : 'DEB-6.2.1.2';
}
