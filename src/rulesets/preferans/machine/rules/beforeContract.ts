/**
 * D1–D4: a wrong count found before the contract is named, and the 10-card players' choice that
 * follows it. The club's current text (PCR-1, PCR-2.1–2.3), its older text (PCR-OLD-1,
 * PCR-OLD-2.2) and the Code (CODE-3.2.13, 3.2.16, 3.2.23, 3.2.17 for the dealer's liability).
 *
 * Clause ids: PCR-1, PCR-2.1, PCR-2.2, PCR-2.3, PCR-OLD-1, PCR-OLD-2.2, CODE-3.2.2, CODE-3.2.13,
 * CODE-3.2.16, CODE-3.2.16.d, CODE-3.2.16.e, CODE-3.2.17, CODE-3.2.23.
 * Gap ids: PREF-G1, PREF-G2, PREF-G4, PREF-G7, PREF-G9, PREF-G10, PREF-G16, PREF-G17, PREF-G18,
 * PREF-G19, PREF-G20, PREF-G60, PREF-C9, PREF-C14.
 */
import { LOWEST } from '../../mechanics/contracts.ts';
import { mountain } from '../../mechanics/sheet.ts';
import { reading } from '../../../../core/machine/reading.ts';
import { bitOf, cite, hasBit, peeker, restoreCounts, silence, type Ctx, type Ev, type Read } from './common.ts';
import { fineDown, fineTricks } from './fines.ts';

/** The seats that may demand a redeal: the 10-card players, and the 4-player dealer under PREF-G19. */
export function tenCardPlayers(ctx: Ctx, counts: readonly number[]): number[] {
  const out = ctx.order.filter((s) => counts[s] === 10);
  if (ctx.sitter >= 0 && reading(ctx, 'PREF-G19') === 'dealer-may-demand') out.push(ctx.sitter); // READING PREF-G19
  return out;
}

/** The 10-card players' answer (PREF-G2). */
export function redealDemanded(ctx: Ctx, demands: readonly boolean[], read: Read): boolean {
  const who = ctx.choosers;
  if (who.length === 0) return false;
  const rule = who.length > 1 ? read('PREF-G2') : 'any-demands'; // READING PREF-G2
  if (rule === 'senior-decides') return demands[who[0]] === true;
  if (rule === 'unanimous') return who.every((s) => demands[s] === true);
  return who.some((s) => demands[s] === true);
}

export const beforeContractGuards = {
  redealDemanded: (ctx: Ctx, e: Ev) => e.type === 'CHOICE' && redealDemanded(ctx, e.demands, peeker(ctx)),
  resumeTo: (ctx: Ctx, _e: Ev, p: { is: string }) => ctx.resume === p.is,
};

export const beforeContractActions = {
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
  /** PCR-1 with a card that cannot simply be returned (PREF-G4 face-up-redeal; a short deck, CODE-3.2.15): redeal. */
  pcr_1_redeal: (ctx: Ctx, e: Ev) => {
    if (e.type === 'COUNT_DISCOVERED' && e.faceUp && e.found !== 'other-deck' && e.found !== 'not-found') reading(ctx, 'PREF-G4');
    ctx.outcome = 'redeal';
  },
  /** PCR-OLD-1 — the older text: a wrong count found before the bidding is simply redealt. */
  pcr_old_1_redeal: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
  },
  /** CODE-3.2.23, 3.2.13 — before the player entered the bidding the dealer answers: a misdeal, redeal. */
  code_3_2_13_redeal: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
    ctx.liable = ctx.dealer;
  },
  /**
   * CODE-3.2.23, 3.2.16, CODE-fn15 — the player entered the bidding with a wrong count: he answers
   * (3.2.23); unequal hands found during the bidding are redealt (CODE-fn15(a), 3.2.16(b)); his fine,
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
