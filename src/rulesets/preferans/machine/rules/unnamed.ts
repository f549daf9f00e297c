/**
 * The configurations no club clause names (three wrong hands, a wrong talon, an 11-card hand
 * beside a 1-card talon): PREF-G47 and PREF-G46 send them to the Code (code-fallback) or redeal
 * them without a fine (redeal-no-fine); and the Code's plain redeal of a short deck or unequal
 * hands before play.
 *
 * Clause ids: CODE-3.2.15, CODE-5.4.15, CODE-fn15 (code_redeal); gap ids PREF-G46, PREF-G47.
 */
import { peek, reading } from '../../../../core/machine/reading.ts';
import { silence, type Ctx, type Ev } from './common.ts';

export const unnamedActions = {
  /** Under the club, a configuration no club clause names: the Code's clause rules and the ruling says which gap it met. */
  clubSilent: (ctx: Ctx, _e: Ev, p: { gap: string; clauses: string[]; note: string }) => {
    if (peek(ctx, 'PREF-RULES') === 'code') return;
    reading(ctx, 'PREF-G47');
    if (p.gap !== 'PREF-G47') reading(ctx, p.gap);
    silence(ctx, { gap: p.gap, kind: 'no-clause-applies', clauses: p.clauses, note: p.note });
  },
  /** CODE-3.2.15, 5.4.15 (CODE-fn15(a) for 11/9) — a short deck, or unequal hands before play: redeal, no fine. */
  code_redeal: (ctx: Ctx) => {
    ctx.outcome = 'redeal';
  },
  /** PREF-G46 / PREF-G47 under code-fallback during play: the deal counts (CODE-fn15(c)), no club clause applies. */
  noClubClause: (ctx: Ctx, _e: Ev, p: { gap: string; clauses: string[]; note: string }) => {
    silence(ctx, { gap: p.gap, kind: 'no-clause-applies', clauses: p.clauses, note: p.note });
  },
  /** PREF-G47 redeal-no-fine at any point: the configuration no club clause names is redealt without a fine. */
  redealNoFine: (ctx: Ctx, _e: Ev, p: { gap: string; clauses: string[]; note: string }) => {
    ctx.outcome = 'redeal';
    silence(ctx, { gap: p.gap, kind: 'no-clause-applies', clauses: p.clauses, note: p.note });
  },
};
