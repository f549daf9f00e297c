/**
 * D5, D6, D14: a wrong count found once the contract is named — the declarer's (PCR-3, CODE
 * 3.4.6, 3.9.18) or the defenders' (PCR-3, PCR-4, CODE-3.9.18) — and what those clauses write at
 * the end of play (`applyWrongCountRulings`, called by the game's scoring).
 *
 * Clause ids: PCR-3, PCR-4, CODE-3.4.6, CODE-3.9.18, CODE-3.9.18.ex1, CODE-3.9.18.ex2,
 * CODE-3.9.18.ex3, CODE-fn15.
 * Gap ids: PREF-G21, PREF-G22, PREF-G24, PREF-G25, PREF-G26, PREF-G27, PREF-G28, PREF-G29,
 * PREF-G30, PREF-G31, PREF-G53, PREF-G61, PREF-C9, PREF-C10, PREF-C25.
 */
import { mountain, whist, type SheetEntry } from '../../mechanics/sheet.ts';
import { reading } from '../../../../core/machine/reading.ts';
import { cite, citeMissing, defendersOf, isWhister, others, priceOf, recorder, restoreCounts, silence, type Ctx, type Ev } from './common.ts';
import { declarerCountWrong } from './discovery.ts';
import { consolationPer, downRate, fineDown, markFined, mayFine } from './fines.ts';

export const contractActions = {
  // ── D5, D6, D14: once the contract is named (PCR-3, PCR-4; CODE-3.4.6, 3.9.18) ──

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
    // READING PREF-G26: with the declarer also wrong, clause 3 rules the defenders, unless clause 4 always
    // does: under clause-4-always the game is still played to the end as clause 3 says for the declarer, and
    // clause 4 gives only its fine and its «висты не пишутся», not its replay; under clause-4-replayed the
    // transition goes on to the open replay as well (pcr_4_replayOpen, where the missing card can be returned)
    const r = reading(ctx, 'PREF-G26');
    ctx.defRoute = r === 'clause-4-always' || r === 'clause-4-replayed' ? 'PCR-4' : 'PCR-3';
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
   * counts and who writes no whists; PREF-G29 where the replay starts; PREF-C25 whether the trick
   * penalties of a play replayed from the start stand.
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
      // READING PREF-C25: the trick penalties of the annulled play (CODE-3.9.11.2, 3.4.9, 3.9.16.2) go
      // with it, or stand; consulted only when there is one
      const penalised = ctx.discardLooked || ctx.lost.some((x) => x !== 0) || ctx.gained.some((x) => x !== 0);
      if (penalised && reading(ctx, 'PREF-C25') === 'stand') return;
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
  /** CODE-3.4.6 — a contract named while holding other than 10 cards, found before play: «без двух» on the declared game. */
  code_3_4_6_twoDown: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'COUNT_DISCOVERED') return;
    ctx.declarerWrong = true;
    ctx.route = 'CODE-3.4.6';
    ctx.defRoute = 'CODE-3.9.18';
    for (const s of defendersOf(ctx)) if (e.counts[s] !== 10 && !ctx.defendersWrong.includes(s)) ctx.defendersWrong.push(s);
  },
  /**
   * CODE-3.9.18 — a wrong count found during play: the declarer scores at least «без двух»
   * (ex. 1: two are subtracted from his tricks, overtricks ignored; the defenders write on the
   * actual result); a defender alone at fault: «без двух» on the whist (ex. 2); 11 and 9 between
   * the declarer and a defender: both (ex. 3). PREF-C10: CODE-fn15(c) lets the deal count; under
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
};

/** PCR-3, PCR-4, CODE-3.4.6, 3.9.18 at the end of play. */
export function applyWrongCountRulings(ctx: Ctx, entries: SheetEntry[], real: readonly number[], made: boolean, L: number): SheetEntry[] {
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
    // «играющий» writes the fine instead of his result (PCR-3); consolation stays on the actual undertricks, as
    // the whists are written for the actual tricks (PCR-3); consolation on the fine itself is PREF-G53
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
      // «без двух "на висте"»; found before play (CODE-3.4.6 rules the declarer) the defender still
      // answers for his own count under 3.9.18 (CODE-3.2.16), so the ruling cites ex. 2 here
      const before = ctx.fines.length;
      whistRateFine(s, 'CODE-3.9.18.ex2');
      if (ctx.fines.length > before) citeMissing(ctx, ['CODE-3.9.18.ex2']);
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
