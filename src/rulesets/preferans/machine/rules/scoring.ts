/**
 * A game, a misère or an unplayed contract scored through the mechanics (CODE-3.5.3, 3.6, 3.8;
 * src/rulesets/preferans/mechanics/scoring.ts), then the trick penalties of play (CODE-3.9.11.2,
 * 3.4.9, 3.9.16.2), PREF-C5 and PREF-C6, and the wrong-count rulings of contract.ts.
 *
 * Clause ids: CODE-3.4.6, CODE-3.4.9, CODE-3.9.18, CODE-3.9.18.ex2, PCR-3, PCR-4.
 * Gap ids: PREF-C5, PREF-C6, PREF-C9, PREF-C13, PREF-C23, PREF-C27, PREF-G31, PREF-G32, PREF-G61.
 */
import { MISERE, defenceQuota, levelOf, type ContractId } from '../../mechanics/contracts.ts';
import { scoreHalfWhist, scoreMisere, scorePlayedGame, scoreUnwhisted, type HalfWhisterConsolation, type PlayedGame } from '../../mechanics/scoring.ts';
import type { SheetEntry } from '../../mechanics/sheet.ts';
import type { PlayerCount } from '../../mechanics/seats.ts';
import type { PreferansVariant } from '../../mechanics/variants.ts';
import { reading } from '../../../../core/machine/reading.ts';
import { citeMissing, defendersOf, priceOf, realTricks, silence, type Ctx } from './common.ts';
import { applyWrongCountRulings } from './contract.ts';
import { fineDown } from './fines.ts';

/** The variant with PREF-C13 applied to a Leningrad-style price consolation. */
function scoringVariant(ctx: Ctx): PreferansVariant {
  const v = ctx.variant;
  if (v.id !== 'leningrad' || v.consolation.kind !== 'contract-price') return v;
  const multiple = reading(ctx, 'PREF-C13') === 'double-price' ? 2 : 1; // READING PREF-C13
  return multiple === v.consolation.multiple ? v : { ...v, consolation: { kind: 'contract-price', multiple } };
}

export const scoringActions = {
  scoreUnplayed: (ctx: Ctx) => {
    const v = ctx.variant;
    const entries =
      ctx.whist === 'half-whist' ? scoreHalfWhist(ctx.contract as ContractId, ctx.declarer, ctx.halfWhister, v) : scoreUnwhisted(ctx.contract as ContractId, ctx.declarer, v);
    ctx.outcome = ctx.whist === 'half-whist' ? 'half-whist' : 'unwhisted';
    ctx.fines.unshift(...entries);
    if (ctx.declarerWrong || ctx.defendersWrong.length > 0) {
      // READING PREF-G32: clauses 3–4 speak of a game played; this one was not
      if (reading(ctx, 'PREF-G32') === 'no-fine') {
        silence(ctx, { gap: 'PREF-G32', kind: 'no-clause-applies', clauses: ['PCR-3', 'PCR-4'], note: 'Clauses 3 and 4 speak of a game played; with no play there is no fine.' });
        return;
      }
      // PREF-G32 clause-3-applies: clause 3 as written, whichever clause's route found the count
      // (PCR-4 for a defender's): the fines are clause 3's, and the ruling cites it
      const before = ctx.fines.length;
      if (ctx.declarerWrong) fineDown(ctx, ctx.declarer, 2, ctx.contract, 'PCR-3');
      for (const s of ctx.defendersWrong) fineDown(ctx, s, 1, ctx.contract, 'PCR-3');
      if (ctx.fines.length > before) citeMissing(ctx, ['PCR-3']);
    }
  },
  scoreMisere: (ctx: Ctx) => {
    const d = ctx.declarer;
    const real = realTricks(ctx);
    let T = Math.max(0, real[d] - ctx.lost[d]) + ctx.gained[d];
    if (ctx.discardLooked && !(ctx.declarerWrong && reading(ctx, 'PREF-G61') === 'wrong-count-only')) T += 1; // READING PREF-G61; CODE-3.4.9 on misère
    let entries = scoreMisere(d, T, ctx.variant);
    ctx.outcome = T === 0 ? 'misere-made' : 'misere-failed';
    if (ctx.declarerWrong) {
      if (ctx.route === 'PCR-3') {
        // PCR-3 at the misère price (PREF-G31 misere-price): «без двух» = 2 × 10, plus 10 a trick taken
        entries = entries.filter((x) => x.reason !== 'misere-made');
        fineDown(ctx, d, 2, MISERE, 'PCR-3');
      } else if (ctx.route === 'CODE-3.4.6' || ctx.route === 'CODE-3.9.18') {
        entries = [];
        fineDown(ctx, d, 2, MISERE, ctx.route);
      }
    }
    ctx.fines.unshift(...entries);
    // misère defenders with a wrong count (READING PREF-G31): «без двух» at the misère price, or no amount under the Code
    for (const s of ctx.defendersWrong) {
      if (ctx.defRoute === 'PCR-3' || ctx.defRoute === 'PCR-4') fineDown(ctx, s, 2, MISERE, ctx.defRoute);
      else if (ctx.defRoute === 'CODE-3.9.18') {
        reading(ctx, 'PREF-C9');
        silence(ctx, { gap: 'PREF-C9', kind: 'no-amount', clauses: ['CODE-3.9.18.ex2'], note: '«Без двух на висте» means nothing on misère, which has no whist; no amount is written.' });
      }
    }
  },
  scoreGame: (ctx: Ctx) => {
    const { entries, made } = gameEntries(ctx);
    ctx.outcome = made ? 'made' : 'failed';
    ctx.fines.unshift(...entries);
  },
};

/**
 * READING PREF-C27: a defender's trick penalties (CODE-3.9.11.2, 3.9.16.2) beyond his real tricks
 * are lost for nothing, or taken off the other defenders' tricks. Consulted only where the readings
 * part: an excess, and another defender with a trick to lose.
 */
function offThePair(ctx: Ctx, real: readonly number[], eff: number[]): void {
  const defenders = defendersOf(ctx);
  for (const s of defenders) {
    let excess = ctx.lost[s] - real[s];
    const others = defenders.filter((o) => o !== s && eff[o] > 0);
    if (excess <= 0 || others.length === 0) continue;
    if (reading(ctx, 'PREF-C27') !== 'off-the-pair') continue;
    for (const o of others) {
      const k = Math.min(excess, eff[o]);
      eff[o] -= k;
      excess -= k;
    }
  }
}

const DECLARER_SIDE = new Set(['contract-made', 'undertricks', 'consolation', 'gentleman-share']);
const DEFENDER_SIDE = new Set(['defender-tricks', 'defence-shortfall']);

/**
 * The game to score on a set of tricks: one object literal per scoring (a spread of a shared
 * object costs more, and every game the simulator plays is scored), at module level (a closure
 * made per call is named by tsx on every call).
 */
function playedGame(contract: ContractId, declarer: number, players: number, whist: PlayedGame['whist'], tricks: number[]): PlayedGame {
  return { contract, declarer, players: players as PlayerCount, whist, tricks };
}

/**
 * A played game (CODE-3.8; digest §4.2 A), through the mechanics' `scorePlayedGame`, then the
 * trick penalties (CODE-3.9.11.2, 3.4.9, 3.9.16.2; PREF-C27), PREF-C5, PREF-C6 and PREF-C23, and the
 * wrong-count rulings (PCR-3, PCR-4, CODE-3.4.6, 3.9.18).
 */
function gameEntries(ctx: Ctx): { entries: SheetEntry[]; made: boolean } {
  const v = scoringVariant(ctx);
  const d = ctx.declarer;
  const contract = ctx.contract as ContractId;
  const L = levelOf(contract) as number;
  const real = realTricks(ctx);
  const lookedDiscard = ctx.discardLooked && !(ctx.declarerWrong && reading(ctx, 'PREF-G61') === 'wrong-count-only'); // READING PREF-G61
  const eff = real.map((t, s) => Math.max(0, t - ctx.lost[s] - (s === d && lookedDiscard ? 1 : 0)) + ctx.gained[s]);
  offThePair(ctx, real, eff);
  // a defender whose half-whist was returned (CODE-3.8.8): under gentleman's whist he takes no share (3.8.14)
  const formerHalfWhister = ctx.halfWhister >= 0 && ctx.passers.includes(ctx.halfWhister) ? ctx.halfWhister : undefined;
  const whist = { kind: 'played' as const, whisters: ctx.whisters, passers: ctx.passers, defence: ctx.open ? ('open' as const) : ('closed' as const), formerHalfWhister };
  // READING PREF-C23: consulted only where it acts — gentleman's whist, a lone whister, a former
  // half-whister among the passers, and the contract failed (on the declarer's effective tricks)
  const parts = v.whistStyle === 'gentleman' && ctx.whisters.length === 1 && formerHalfWhister !== undefined && Math.min(10, eff[d]) < L;
  const halfWhister: HalfWhisterConsolation = parts && reading(ctx, 'PREF-C23') === 'writes-nothing' ? 'writes-nothing' : 'writes-consolation';
  const defenders = defendersOf(ctx);
  const sumReal = real.reduce((a, b) => a + b, 0);
  const adjusted = sumReal !== 10 || eff.some((t, s) => t !== real[s]);
  let entries: SheetEntry[];
  if (!adjusted) entries = scorePlayedGame(playedGame(contract, d, ctx.players, whist, real), v, halfWhister);
  else {
    // declarer's side on his effective tricks, defenders' side on theirs; a trick lost is given to nobody (3.9.12)
    const T = Math.min(10, eff[d]);
    const a = new Array<number>(ctx.players).fill(0);
    a[d] = T;
    a[defenders[0]] = 10 - T;
    const A = scorePlayedGame(playedGame(contract, d, ctx.players, whist, a), v, halfWhister).filter((x) => DECLARER_SIDE.has(x.reason));
    const b = new Array<number>(ctx.players).fill(0);
    let D = 0;
    for (const s of defenders) D += b[s] = eff[s];
    D = Math.min(10, D);
    b[d] = 10 - D;
    const gentleman = A.some((x) => x.reason === 'gentleman-share');
    const B = scorePlayedGame(playedGame(contract, d, ctx.players, whist, b), v, halfWhister).filter((x) => DEFENDER_SIDE.has(x.reason) && !(gentleman && x.reason === 'defender-tricks'));
    entries = [...A, ...B];
  }
  const T = eff[d];
  const made = T >= L;
  const D = defenders.reduce((acc, s) => acc + eff[s], 0);
  const lone = ctx.whisters.length === 1 ? ctx.whisters[0] : -1;
  // READING PREF-C6: on a made contract the lone whister writes for both defenders' tricks, or his own only
  if (lone >= 0 && made && v.whistStyle === 'greedy' && reading(ctx, 'PREF-C6') === 'own-tricks-only') {
    const own = priceOf(ctx, contract) * v.trickWhistRate * eff[lone];
    entries = entries.map((x) => (x.reason === 'defender-tricks' && x.kind === 'whist' && x.seat === lone ? { ...x, amount: own } : x));
  }
  // READING PREF-C5: two whisters on 6 or 7, one below his half of the quota (the mechanics then
  // write his shortfall, whether or not the pair made its quota): per-person as written, or capped
  // at the pair's shortfall (nothing when the pair made it). Consulted wherever it can act.
  if (ctx.whisters.length === 2 && L <= 7 && entries.some((x) => x.reason === 'defence-shortfall')) {
    if (reading(ctx, 'PREF-C5') === 'capped-at-pair') {
      const Q = defenceQuota(contract);
      const perTrick = priceOf(ctx, contract) * v.trickWhistRate * (v.whistResponsibility === 'responsible' ? 1 : 0.5);
      let allowed = Math.max(0, Q - D) * perTrick;
      entries = entries.map((x) => {
        if (x.reason !== 'defence-shortfall') return x;
        const amount = Math.min(x.amount, allowed);
        allowed -= amount;
        return { ...x, amount };
      });
    }
  }
  entries = applyWrongCountRulings(ctx, entries, real, made, L);
  return { entries: entries.filter((x) => x.amount !== 0), made };
}
