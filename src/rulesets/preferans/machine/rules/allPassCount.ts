/**
 * D7–D12: a wrong count on an all-pass — before the first lead (PCR-5.1, PCR-6.1) or once it is
 * under way (PCR-5.2.1–5.2.3, PCR-6.2) — and the Code's rulings on it (CODE-3.2.16 before the
 * lead, CODE-fn15(c) in mid-play).
 *
 * Clause ids: PCR-5, PCR-5.1, PCR-5.2, PCR-5.2.1, PCR-5.2.2, PCR-5.2.3, PCR-6, PCR-6.1, PCR-6.2,
 * CODE-3.2.15, CODE-3.2.16, CODE-3.2.16.e, CODE-3.9.16.2, CODE-3.9.18, CODE-5.4.15, CODE-fn15.
 * Gap ids: PREF-G33, PREF-G34, PREF-G36, PREF-G37, PREF-G39, PREF-G40, PREF-G41, PREF-G42,
 * PREF-G44, PREF-G45, PREF-G46, PREF-G54, PREF-C9, PREF-C10, PREF-C31.
 */
import { reading } from '../../../../core/machine/reading.ts';
import { cite, realTricks, restoreCounts, silence, wrongSeats, type Ctx, type Discovery, type Ev } from './common.ts';
import { ELEVEN_NINE_TRICKS, NOT_FOUND_CAP, NOT_FOUND_PENALTY_TRICKS, fineTricks, markFined, penaltyTricks } from './fines.ts';
import { tenCardPlayers } from './beforeContract.ts';

export const allPassCountActions = {
  // ── D7–D12: the all-pass (PCR-5, PCR-6) ──

  /**
   * PCR-5.1 — the first lead is not made: the card must be found; once found the all-pass goes
   * on; fine for the offender: 2 tricks at the current all-pass level (PREF-G33: in this branch too).
   */
  pcr_5_1_foundPlayOn: (ctx: Ctx) => {
    restoreCounts(ctx);
    if (reading(ctx, 'PREF-G33') === 'both-branches') { // READING PREF-G33
      penaltyTricks(ctx, ctx.holder, 2, 'PREF-G54', 'PCR-5.1');
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
    penaltyTricks(ctx, ctx.holder, 2, 'PREF-G54', 'PCR-5.2.1');
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
      // trick, which on an all-pass (where a trick is a loss) READING PREF-C31 writes for the
      // offender himself, or moves none
      cite(ctx, ['CODE-3.9.16.2']);
      ctx.trickLog = ctx.trickLog.slice(0, e.revokeTrick);
      if (reading(ctx, 'PREF-C31') === 'offender-writes') penaltyTricks(ctx, h, 1, 'PREF-G54', 'CODE-3.9.16.2');
      penaltyTricks(ctx, h, 2, 'PREF-G54', 'PCR-5.2.1');
      return;
    }
    ctx.takesRemaining = h;
    ctx.takesFrom = rule === 'remaining-from-revoke' ? e.revokeTrick : ctx.trickLog.length;
    ctx.endedByFine = true;
    const remaining = 10 - ctx.takesFrom;
    let fine = 2;
    const cap = reading(ctx, 'PREF-G39'); // READING PREF-G39
    if (cap !== 'as-written') fine = Math.max(0, Math.min(fine, (cap === 'cap-8' ? 8 : 10) - remaining));
    penaltyTricks(ctx, h, fine, 'PREF-G54', 'PCR-5.2.1');
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
  /** CODE-3.2.16 on an all-pass before the lead: the card is returned; the fine of 3.2.16(e) has no amount (PREF-C9). */
  code_3_2_16_return: (ctx: Ctx) => {
    restoreCounts(ctx);
    reading(ctx, 'PREF-C9');
    silence(ctx, { gap: 'PREF-C9', kind: 'no-amount', clauses: ['CODE-3.2.16.e'], note: 'The fine of 3.2.16(e) has no computation procedure; no amount is written.' });
  },
  /**
   * CODE CODE-fn15(c), 3.9.18 — unequal hands found in mid-play: the deal counts; the long player's
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
};

/** PREF-G46 clause-6-analogy: an 11-card hand with a 1-card talon; only the 11-card player is an offender. */
function elevenOnlyAnalogy(ctx: Ctx, e: Discovery): boolean {
  return wrongSeats(ctx, e).length === 1;
}
