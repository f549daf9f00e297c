/**
 * D0: what goes wrong while the cards are dealt — a card exposed, the dealing order broken, the
 * talon at a pair the rule does not allow, cards not dealt equally — and the dealer who errs
 * again. The club's text has no clause for it (PREF-G47).
 *
 * Clause ids: CODE-3.2.8, CODE-fn12 (the talon pair; PREF-C1), CODE-3.2.9, CODE-3.2.12,
 * CODE-3.2.13, CODE-3.2.15 (redeal), CODE-3.2.17, CODE-fn13 (the repeating dealer; PREF-C14),
 * PCR-1 (PREF-G47 redeal-no-fine).
 */
import { mountain } from '../../mechanics/sheet.ts';
import { peek, reading } from '../../../../core/machine/reading.ts';
import { peeker, silence, type Ctx, type Ev, type Read } from './common.ts';

export const misdealGuards = {
  misdealIs: (_ctx: Ctx, e: Ev, p: { kind: string }) => e.type === 'MISDEAL' && e.kind === p.kind,
  /** CODE-3.2.8, 3.2.15, CODE-fn12 (PREF-C1): is the talon's pair one the rule allows? */
  talonPairAllowed: (ctx: Ctx, e: Ev) => e.type === 'MISDEAL' && e.kind === 'talon-pair' && talonPairOk(ctx, e.pair, peeker(ctx)),
  /** CODE-3.2.17, CODE-fn13: the dealer has already been warned once. */
  dealerRepeats: (ctx: Ctx) => ctx.dealerErrors[ctx.dealer] >= 1,
  /** D0: a wrong count noticed while dealing, under the club, with PREF-G47 reading `is`. */
  misdealUnderClub: (ctx: Ctx, e: Ev, p: { is: string }) =>
    e.type === 'MISDEAL' && e.kind === 'wrong-count' && peek(ctx, 'PREF-RULES') !== 'code' && peek(ctx, 'PREF-G47') === p.is,
};

function talonPairOk(ctx: Ctx, pair: number, read: Read): boolean {
  const rule = read('PREF-C1'); // READING PREF-C1
  if (rule === 'fourth-pair') return pair === 4;
  if (rule === 'same-round') return pair === agreedPair(ctx);
  return pair > 1 && pair < 16;
}
/** The agreed talon pair for 'same-round' (CODE-fn12): a table setting, the 4th pair by default. */
const agreedPair = (ctx: Ctx) => ctx.agreedTalonPair;

export const misdealActions = {
  /** Records the readings a misdeal claim depends on (PREF-C1 for the talon pair; PREF-G47 for a wrong count under the club). */
  consultMisdeal: (ctx: Ctx, e: Ev) => {
    if (e.type !== 'MISDEAL') return;
    if (e.kind === 'talon-pair') reading(ctx, 'PREF-C1');
    if (e.kind === 'wrong-count' && reading(ctx, 'PREF-RULES') !== 'code') {
      reading(ctx, 'PREF-G47');
      silence(ctx, { gap: 'PREF-G47', kind: 'no-clause-applies', clauses: ['CODE-3.2.13', 'CODE-3.2.15'], note: 'The club rules no wrong count found while the cards are still going out; under code-fallback the Code redeals (and charges a repeating dealer).' });
    }
  },
  /**
   * CODE-3.2.12, 3.2.15 — a card exposed while dealing, a wrong pattern, the talon at a pair the
   * rule does not allow, cards not dealt equally: the same dealer deals again. CODE CODE-fn13, 3.2.17:
   * a dealer's first error is forgiven; it is counted.
   */
  code_3_2_15_redeal: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
    ctx.dealerErrors[ctx.dealer] += 1;
  },
  /**
   * CODE-3.2.17, CODE-fn13 — the same dealer errs again: an agreed remiz into his mountain ("e.g. 5"
   * in 3.2.17, "e.g. two" in CODE-fn13: PREF-C14) and the deal passes to the next dealer.
   */
  code_3_2_17_dealerRemiz: (ctx: Ctx) => {
    const amount = reading(ctx, 'PREF-C14') === 'two' ? 2 : 5; // READING PREF-C14
    ctx.fines.push(mountain(ctx.dealer, amount, 'dealer-remiz', 'CODE-3.2.17'));
    ctx.dealerErrors[ctx.dealer] += 1;
    ctx.outcome = 'deal-passes';
  },
  /** PREF-G47 redeal-no-fine: the club has no clause for a wrong count during the deal; redeal, nobody charged. */
  g47_redealNoFine: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
    silence(ctx, { gap: 'PREF-G47', kind: 'no-clause-applies', clauses: ['PCR-1'], note: 'The club rules no wrong count found while the cards are still going out; under redeal-no-fine the deal is simply dealt again.' });
  },
  /** PREF-G47 code-fallback: the club is silent; the Code's clause rules, and the ruling says so. */
  g47_codeFallback: (ctx: Ctx, _e: Ev, p: { clauses: string[]; note: string }) => {
    silence(ctx, { gap: 'PREF-G47', kind: 'no-clause-applies', clauses: p.clauses, note: p.note });
  },
};
