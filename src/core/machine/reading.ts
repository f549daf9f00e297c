import type { Readings } from '../regulation/types.ts';

/** The part of a machine context that knows the chosen readings and records consultations. */
export interface ReadingContext {
  readonly readings: Readings;
  consulted: string[];
}

/** `gap=reading` tags made so far, by gap and reading (a few hundred at most: the registries' gaps times their readings). */
const TAGS = new Map<string, Map<string, string>>();

/**
 * The `gap=reading` tag of a consultation, the same string every time it is asked for: a
 * consultation is recorded on every simulated deal, and one string per tag lets the
 * de-duplication and the tallies compare references instead of building and comparing text.
 */
export function readingTag(gap: string, r: string): string {
  let byReading = TAGS.get(gap);
  if (byReading === undefined) TAGS.set(gap, (byReading = new Map()));
  let tag = byReading.get(r);
  if (tag === undefined) byReading.set(r, (tag = `${gap}=${r}`));
  return tag;
}

/** The chosen reading of a gap; records the consultation (`GAP=reading`) in the deal's ruling. */
export function reading(ctx: ReadingContext, gap: string): string {
  const r = ctx.readings[gap];
  const tag = readingTag(gap, r);
  if (!ctx.consulted.includes(tag)) ctx.consulted.push(tag);
  return r;
}

/** The chosen reading without recording it: for guards, which must not change the context. */
export const peek = (ctx: ReadingContext, gap: string): string => ctx.readings[gap];
