/**
 * `--workers N|auto`, as simulate, compare, gap-impact and explore take it: a whole number of
 * worker threads (0: this thread), `auto` (the default) one per core.
 *
 * @internal
 */
import { availableParallelism } from 'node:os';
import { InputError } from '../../core/regulation/readings.ts';
import { shortValue } from '../../core/scenario/fields.ts';

/** Each worker is a thread with its own heap: thousands exhaust memory before any work is done. */
export const MAX_WORKERS = 256;

export function workersFlag(value: string | undefined): number {
  const text = (value ?? 'auto').trim();
  if (text === 'auto') return availableParallelism();
  const n = Number(text);
  if (!/^(\d+|\d+(\.\d+)?e\+?\d+)$/i.test(text) || !Number.isSafeInteger(n)) throw new InputError(`--workers must be a non-negative integer or auto, got ${shortValue(value ?? '')}`);
  if (n > MAX_WORKERS) throw new InputError(`--workers must be at most ${MAX_WORKERS} (auto: one per core, ${availableParallelism()} here), got ${shortValue(text)}`);
  return n;
}
