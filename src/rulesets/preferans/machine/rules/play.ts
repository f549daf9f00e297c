/**
 * Irregularities of play (the Code): looking at a trick or at the discard, a lead or play out of
 * turn, a revoke, an exposed card, the last trick; and the guard that places one.
 *
 * Clause ids: CODE-3.4.9, CODE-3.9.11.2, CODE-3.9.12, CODE-3.9.14, CODE-3.9.14.1, CODE-3.9.14.2, CODE-3.9.14.3,
 * CODE-3.9.14.5, CODE-3.9.15, CODE-3.9.16, CODE-3.9.16.1, CODE-3.9.16.2, CODE-3.9.21.
 * Gap ids: PREF-C9, PREF-C12, PREF-C16, PREF-C24, PREF-C30, PREF-C31.
 */
import { reading } from '../../../../core/machine/reading.ts';
import type { PlayIrregularity } from '../events.ts';
import { defendersOf, silence, type Ctx, type Ev } from './common.ts';
import type { TalonIrregularityKind } from './talon.ts';
import { penaltyAfter, penaltyTricks } from './fines.ts';

/** The irregularities of play (the talon's are in talon.ts). */
export type PlayIrregularityKind = Exclude<PlayIrregularity, TalonIrregularityKind>;

/** Where a play irregularity happened, as far as its clause tells cases apart. */
export interface PlayIrregularityAt {
  /** the kind, or the kinds one clause treats alike */
  readonly kinds: readonly PlayIrregularityKind[];
  /** on an all-pass (true), or in a game or misère (false) */
  readonly onAllPass: boolean;
  /** in the last trick (CODE-3.9.21) */
  readonly lastTrick?: true;
  /** by the declarer (CODE-3.9.14.2) */
  readonly byDeclarer?: true;
  /** after the first lead (CODE-3.4.9) */
  readonly afterLead?: true;
}

export const playGuards = {
  /** A play irregularity of one of `kinds`, in a game or on an all-pass, with the conditions its clause names. */
  playIrregularity: (ctx: Ctx, e: Ev, p: PlayIrregularityAt) => {
    if (e.type !== 'IRREGULARITY' || !(p.kinds as readonly string[]).includes(e.kind)) return false;
    if ((ctx.kind === 'all-pass') !== p.onAllPass) return false;
    if (p.lastTrick && e.trick < 9) return false;
    if (p.byDeclarer && e.seat !== ctx.declarer) return false;
    if (p.afterLead && !ctx.led) return false;
    return true;
  },
};

export const playActions = {
  // ── play irregularities (CODE-3.9.11.2, 3.4.9, 3.9.14, 3.9.16) ──

  /**
   * CODE-3.9.11.2, 3.9.12 — looking at someone else's trick, or one's own that is not the last:
   * the offender loses one trick, not given to anyone; on an all-pass he writes one more (PREF-C16);
   * on misère the declarer takes one more.
   */
  code_3_9_11_2_lookedAtTrick: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    if (ctx.kind === 'all-pass') penaltyTricks(ctx, e.seat, 1, 'PREF-C16', 'CODE-3.9.11.2');
    else if (ctx.kind === 'misere') {
      if (e.seat === ctx.declarer) ctx.gained[e.seat] += 1;
      else silence(ctx, { gap: 'PREF-C9', kind: 'no-amount', clauses: ['CODE-3.9.11.2'], note: 'A misère defender has no tricks to lose; the clause gives him no other penalty.' });
    } else ctx.lost[e.seat] += 1;
  },
  /** CODE-3.4.9 — the declarer looks at his discard after the first lead: minus one trick (on misère, one more). */
  code_3_4_9_lookedAtDiscard: (ctx: Ctx) => {
    ctx.discardLooked = true;
  },
  /** CODE-3.9.14, 3.9.15, 3.9.16.1 — an exposed card stays face up and must be played at the first legal chance. */
  exposeCard: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    ctx.exposed[e.seat] += 1;
  },
  /** CODE-3.9.14.3 — a lead out of turn on an all-pass: the offender takes all the remaining tricks; further damage has no stated amount. */
  code_3_9_14_3_takesRemaining: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    ctx.takesRemaining = e.seat;
    ctx.takesFrom = ctx.trickLog.length;
    reading(ctx, 'PREF-C9');
    silence(ctx, { gap: 'PREF-C9', kind: 'no-amount', clauses: ['CODE-3.9.14.3'], note: '"Any proven further damage is compensated in full": no damage is proven here, so none is written.' });
  },
  /**
   * CODE-3.9.16.2 — a revoke found later: at least one trick penalty, which goes to the opponents
   * (PREF-C12: or to nobody; a misère defender's: PREF-C30); the cards played after the revoke are
   * taken back and replayed. On an all-pass a trick given away would punish the innocent: PREF-C31
   * writes it for the offender or moves none; PREF-C24 says whether it joins his count before the
   * amnesty (decided at the write-up, where the two readings can be told apart).
   */
  code_3_9_16_2_revoke: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'IRREGULARITY') return;
    ctx.trickLog = ctx.trickLog.slice(0, e.trick);
    if (ctx.kind === 'all-pass') {
      // READING PREF-C31: written for the offender himself, or no trick moves (only the replay)
      if (reading(ctx, 'PREF-C31') === 'offender-writes') penaltyAfter(ctx, e.seat, 1, 'CODE-3.9.16.2', 'PREF-C24'); // PREF-C24 (at the write-up, allPassEntries) may move it before the amnesty
      return;
    }
    const given = reading(ctx, 'PREF-C12') === 'each-as-written'; // READING PREF-C12
    if (ctx.kind === 'misere') {
      // on misère a trick is the declarer's loss: his own revoke gives him one
      if (e.seat === ctx.declarer) ctx.gained[e.seat] += 1;
      else if (given) {
        // READING PREF-C30: "goes to the opponents" for a defender's revoke, where a trick to the declarer would punish him
        const r = reading(ctx, 'PREF-C30');
        if (r === 'off-the-declarer') ctx.lost[ctx.declarer] += 1;
        else if (r === 'to-the-declarer') ctx.gained[ctx.declarer] += 1;
      }
      return;
    }
    ctx.lost[e.seat] += 1;
    if (!given) return;
    if (e.seat === ctx.declarer) ctx.gained[ctx.whisters[0] ?? defendersOf(ctx)[0]] += 1;
    else ctx.gained[ctx.declarer] += 1;
  },
};
