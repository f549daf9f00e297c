/**
 * The readings a judge consults itself, outside the machine (e.g. whether a call or a swap is
 * allowed at all): each `gap=reading` once, in order, to be listed in the ruling beside the
 * machine's own consultations.
 *
 * @internal
 */
import { readingTag } from '../machine/reading.ts';
import type { Readings } from '../regulation/types.ts';

export interface ConsultLog {
  /** `gap=reading` tags, in order of first consultation */
  readonly tags: readonly string[];
  /** the reading in force for `gap`, recorded as consulted */
  consult(gap: string): string;
}

export function consultLog(readings: Readings): ConsultLog {
  const tags: string[] = [];
  return {
    tags,
    consult(gap) {
      const tag = readingTag(gap, readings[gap]);
      if (!tags.includes(tag)) tags.push(tag);
      return readings[gap];
    },
  };
}
