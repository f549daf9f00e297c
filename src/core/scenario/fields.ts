/**
 * Small checks shared by every input reader (scenarios of both rulesets, specs, manifests): a
 * field the reader does not know is refused by name rather than dropped, an integer field holds
 * an integer in the game's range, and a bad value is echoed short — a message quoting 10 MB of
 * the offending value, or recursing into 100,000 levels of nesting to print it, helps nobody.
 */
import { InputError } from '../regulation/readings.ts';

import { shortValue, stripControl } from '../text/quote.ts';

export { shortValue, stripControl };

export const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Every key of `obj` must be one of `known`; the first stranger is refused with its path. */
export function refuseUnknownKeys(obj: Record<string, unknown>, known: readonly string[], path: string): void {
  for (const key of Object.keys(obj)) {
    if (known.includes(key)) continue;
    const near = nearest(key, known);
    const where = path === '' ? key : `${path}.${key}`;
    throw new InputError(`${stripControl(where).slice(0, 120)}: unknown field${near ? ` (did you mean "${near}"?)` : ''}; known here: ${known.join(', ')}`);
  }
}

/** An integer from `min` to `max` inclusive, or an error naming the field and the range. */
export function integerIn(x: unknown, path: string, min: number, max: number): number {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < min || x > max) {
    throw new InputError(`${path}: must be an integer from ${min} to ${max}, got ${shortValue(x)}`);
  }
  return x;
}

/** The known name closest to a misspelt one (edit distance ≤ 2, or a case-only difference). */
export function nearest(word: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const k of known) {
    const d = k.toLowerCase() === word.toLowerCase() ? 0 : editDistance(word, k, bestDistance);
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best;
}

/** Optimal-string-alignment distance (a transposition counts as one edit), capped for speed. */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) >= cap || a.length > 64 || b.length > 64) return cap;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], before[j - 2] + 1);
    }
    [before, previous] = [previous, row];
  }
  return previous[b.length];
}

/**
 * The two free fields every scenario shares: `notes` (the reader's text, a string or strings; the
 * judge does not read it) and `expect`, refused because the judge never checked an expected
 * ruling and a user who writes one believes it is checked.
 */
export function checkScenarioRemarks(raw: Record<string, unknown>): void {
  if ('expect' in raw) throw new InputError('scenario.expect: the judge does not check an expected ruling (the field was ignored); compare rulings with a conformance suite (docs/conformance.md), or keep a remark under notes');
  if (raw.notes !== undefined && typeof raw.notes !== 'string' && !(Array.isArray(raw.notes) && raw.notes.every((n) => typeof n === 'string'))) {
    throw new InputError(`scenario.notes: must be a string or an array of strings (free text; the judge does not read it), got ${shortValue(raw.notes)}`);
  }
}
