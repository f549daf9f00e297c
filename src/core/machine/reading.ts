import type { Readings } from '../regulation/types.ts';

/** The part of a machine context that knows the chosen readings and records consultations. */
export interface ReadingContext {
  readonly readings: Readings;
  consulted: string[];
}

/** The chosen reading of a gap; records the consultation (`GAP=reading`) in the deal's ruling. */
export function reading(ctx: ReadingContext, gap: string): string {
  const r = ctx.readings[gap];
  const tag = `${gap}=${r}`;
  if (!ctx.consulted.includes(tag)) ctx.consulted.push(tag);
  return r;
}

/** The chosen reading without recording it: for guards, which must not change the context. */
export const peek = (ctx: ReadingContext, gap: string): string => ctx.readings[gap];
