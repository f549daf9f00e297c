/**
 * Settlement: the deal's entries reach the sheet through the mechanics (pool closing, help,
 * surplus: src/rulesets/preferans/mechanics/sheet.ts); the all-pass run and the dealer move on.
 *
 * Clause ids: CODE-3.2.2 (a redealt deal is dealt again by the same dealer), CODE-3.7.4,
 * CODE-3.7.8 (the run). Gap ids: PREF-G14, PREF-G55, PREF-C8.
 */
import { nextAllPassRun } from '../../mechanics/allpass.ts';
import { isGameOver } from '../../mechanics/sheet.ts';
import type { PreferansVariant } from '../../mechanics/variants.ts';
import { reading } from '../../../../core/machine/reading.ts';
import { asSheet, writeNow, type Ctx } from './common.ts';

export const sheetActions = {
  /**
   * The deal's entries reach the sheet through the mechanics (pool closing, help, surplus); the
   * all-pass run and the dealer move on (CODE-3.2.2: a redealt deal is dealt again by the same
   * dealer; 3.7.4, 3.7.8: the run).
   */
  closeDeal: (ctx: Ctx) => {
    writeNow(ctx, ctx.fines);
    ctx.run = nextRun(ctx);
    ctx.deals += 1;
    if (ctx.outcome !== 'redeal') ctx.dealer = (ctx.dealer + 1) % ctx.players;
    ctx.dealOpen = false;
    ctx.lastDealWritten = true;
    ctx.over = isGameOver(asSheet(ctx), ctx.variant);
  },
};

/** The run after this deal (CODE-3.7.4, 3.7.8; PREF-G14, PREF-G55, PREF-C8). */
function nextRun(ctx: Ctx): number {
  const v = ctx.variant;
  if (ctx.outcome === 'redeal' || ctx.outcome === 'deal-passes') {
    const r = reading(ctx, 'PREF-G14'); // READING PREF-G14
    return r === 'counts-as-all-pass' ? ctx.run + 1 : r === 'exit' ? 0 : ctx.run;
  }
  if (ctx.kind === 'all-pass') {
    if (ctx.endedByFine && reading(ctx, 'PREF-G55') === 'neutral') return ctx.run; // READING PREF-G55
    return nextAllPassRun(v, ctx.run, 'all-pass');
  }
  if (ctx.kind === 'misere') return 0;
  if (ctx.kind === 'game') {
    const played = ctx.whist === 'played';
    if (played) return 0;
    const exit = reading(ctx, 'PREF-C8') === 'played-whisted' ? 'played-game' : 'any-game'; // READING PREF-C8
    return nextAllPassRun(withExit(v, exit), ctx.run, 'unplayed');
  }
  return ctx.run;
}

type RunExit = PreferansVariant['allPass']['exit'];

/** `variant` with its all-pass run's exit replaced, made once per variant and exit (an unwhisted game ends many simulated deals). */
const withExits = new WeakMap<PreferansVariant, Map<RunExit, PreferansVariant>>();
function withExit(v: PreferansVariant, exit: RunExit): PreferansVariant {
  let byExit = withExits.get(v);
  if (byExit === undefined) withExits.set(v, (byExit = new Map()));
  let w = byExit.get(exit);
  if (w === undefined) byExit.set(exit, (w = { ...v, allPass: { ...v.allPass, exit } }));
  return w;
}
