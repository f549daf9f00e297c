/**
 * The deal's facts as the referee reports them — the deal, the order bidding, the combinations,
 * the tricks, an offence — and the dealing irregularity of DEB-6.3. No ruling on points is made
 * here.
 *
 * Clause ids: DEB-6.3 (a card exposed while dealing; DEB-G7 for the special deal), DEB-6.2.1.8
 * (the offence recorded: its cause, CAUSE_CLAUSE in ../events.ts). Gap ids: DEB-G7, DEB-G27,
 * DEB-G35.
 */
import { CAUSE_CLAUSE } from '../events.ts';
import { peek } from '../../../../core/machine/reading.ts';
import { cite, emptyArray, reading, type Ctx, type Ev } from './common.ts';

export const dealGuards = {
  readingIs: (ctx: Ctx, _e: Ev, p: { gap: string; is: string }) => peek(ctx, p.gap) === p.is,
  specialPending: (ctx: Ctx) => ctx.specialPending,
  specialPendingAndReading: (ctx: Ctx, _e: Ev, p: { gap: string; is: string }) => ctx.specialPending && peek(ctx, p.gap) === p.is,
  hasDeberc: (ctx: Ctx) => ctx.debercSeat >= 0,
  declaresDeberc: (_ctx: Ctx, e: Ev) => e.type === 'MELDS' && e.debercSeat >= 0,
  isRevoke: (_ctx: Ctx, e: Ev) => e.type === 'IRREGULARITY' && e.kind === 'revoke',
  revokeIsSilent: (ctx: Ctx, e: Ev) => e.type === 'IRREGULARITY' && e.kind === 'revoke' && peek(ctx, 'DEB-G27') === 'no-clause',
  refereeBayd: (ctx: Ctx) => ctx.offender >= 0,
};

export const dealActions = {
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
    emptyArray(ctx.trail);
    emptyArray(ctx.consulted);
    emptyArray(ctx.entries);
    emptyArray(ctx.silences);
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
};
