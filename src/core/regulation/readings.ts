import type { Gap, Readings } from './types.ts';
import { shortValue, stripControl } from '../text/quote.ts';

/** Thrown for bad user input; the CLI prints `message` and exits non-zero. */
export class InputError extends Error {
  override name = 'InputError';
}

/** Default reading of every modelled gap. */
export function defaultReadings(gaps: readonly Gap[]): Readings {
  const out: Record<string, string> = {};
  for (const g of gaps) if (g.status !== 'not-modelled') out[g.id] = g.default;
  return out;
}

/**
 * Defaults overlaid with user overrides. An unknown gap, a gap the model does not decide, a
 * reading the gap does not have, or another reading of a gap the model fixes (it would be
 * silently ignored: the model implements only the fixed one) is an error naming the field.
 * Values are echoed short (shortValue): a message never walks or quotes a huge value.
 */
export function resolveReadings(gaps: readonly Gap[], overrides: Record<string, unknown> = {}, field = 'readings'): Readings {
  const byId = new Map(gaps.map((g) => [g.id, g]));
  const out: Record<string, string> = { ...defaultReadings(gaps) };
  for (const [id, value] of Object.entries(overrides)) {
    const gap = byId.get(id);
    const where = `${field}.${stripControl(id).slice(0, 40)}`;
    if (!gap) throw new InputError(`${where}: unknown gap id (known: ${gaps[0]?.id} … ${gaps[gaps.length - 1]?.id})`);
    if (gap.status === 'not-modelled') throw new InputError(`${where}: this gap is not modelled, so it has no reading to choose (${gap.note})`);
    if (typeof value !== 'string' || !gap.readings.some((r) => r.id === value)) {
      throw new InputError(`${where}: unknown reading ${shortValue(value)} (one of: ${gap.readings.map((r) => r.id).join(', ')})`);
    }
    if (gap.status === 'fixed' && value !== gap.default) {
      throw new InputError(`${where}: this gap is fixed at ${gap.default}; ${value} is listed for the committee but not modelled (${gap.note})`);
    }
    out[id] = value;
  }
  return out;
}

/** The non-default part of a reading set, for run ids and file names. */
export function nonDefault(gaps: readonly Gap[], readings: Readings): Record<string, string> {
  const out: Record<string, string> = {};
  for (const g of gaps) if (readings[g.id] !== undefined && readings[g.id] !== g.default) out[g.id] = readings[g.id];
  return out;
}
