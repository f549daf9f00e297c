/**
 * D13: a claim about the deal last written, taken only between its writing and the next deal.
 * The Code bars it (CODE-3.9.17); the club has no deadline (PREF-G49); a contract that was not
 * played may or may not be fined (PREF-G32).
 *
 * Clause ids: CODE-3.9.17, PCR-3, PCR-5.2.1, PCR-6.2. Gap ids: PREF-G32, PREF-G49.
 */
import { peek } from '../../../../core/machine/reading.ts';
import { cite, isWhister, wrongSeats, writeNow, type Ctx, type Ev } from './common.ts';
import { dealGuards } from './deal.ts';
import { ELEVEN_NINE_TRICKS, fineDown, fineTricks } from './fines.ts';

export const lateGuards = {
  /** D13: a claim about the deal last written, before the next deal begins (none at the machine's start). */
  lateClaim: (ctx: Ctx) => ctx.lastDealWritten,
  /** D13 under the governing text `is` (PREF-RULES). */
  lateUnder: (ctx: Ctx, e: Ev, p: { is: string[] }) => ctx.lastDealWritten && dealGuards.rulesAre(ctx, e, p),
  /** D13 on an unplayed contract, with PREF-G32 reading `is` (any reading without `is`). */
  lateUnplayed: (ctx: Ctx, _e?: Ev, p?: { is?: string }) =>
    ctx.lastDealWritten && dealGuards.unplayedContract(ctx) && (p?.is === undefined || peek(ctx, 'PREF-G32') === p.is),
  /** D13 under PREF-G49 code-3-9-17: the claim comes too late. */
  lateClaimBarred: (ctx: Ctx) => ctx.lastDealWritten && peek(ctx, 'PREF-G49') === 'code-3-9-17',
};

export const lateActions = {
  // ── D13: after the result is written (CODE-3.9.17; PREF-G49, PREF-G32) ──

  /** CODE-3.9.17 — no claims once the cards are mixed and the result written: the result stands. */
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
};
