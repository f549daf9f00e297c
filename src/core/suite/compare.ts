/**
 * Comparing an implementation's ruling with the expected one, field by field, with a diff a
 * developer can read: `credited[1]: expected 142, got 100`.
 *
 * @public
 */
import { canonicalJson } from '../statechart/equivalence.ts';
import type { Json } from './types.ts';

/**
 * The ruling fields a conformance run compares (docs/scenario-format.md, "Ruling"); the v2 fields
 * (`rulingVersion`, `cause`, `play`, `totals`, `combinations`, `scoreChange`) were added beside
 * the v1 fields, whose meaning did not change. Left out:
 * `title` (echoed from the scenario) and `findings` (free text). Objects compare key by key, so
 * the order of `readings` does not matter; arrays compare in order.
 */
export const COMPARED_FIELDS: readonly string[] = [
  'kind',
  'rulingVersion',
  'outcome',
  'cause',
  'special',
  'declarer',
  'trump',
  'trail',
  'readings',
  'silences',
  'handSizes',
  'tricks',
  'play',
  'points',
  'totals',
  'combinations',
  'credited',
  'potCredited',
  'penalties',
  'scoreChange',
  'protocol',
  'ledger',
];

export const canonical = (v: unknown): string => canonicalJson(v) ?? 'undefined';

const show = (v: unknown): string => {
  if (v === undefined) return 'nothing';
  if (Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object')) return `[${v.map((x) => JSON.stringify(x)).join(', ')}]`;
  return JSON.stringify(v);
};
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalarArray = (v: unknown): v is unknown[] => Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object');

/** One line per difference, at most `limit` lines; empty when the compared fields agree. */
export function diffRulings(expected: Json, actual: unknown, fields: readonly string[], limit = 20): string[] {
  const out: string[] = [];
  if (!isObject(actual)) return [`the answer is not a JSON object: ${show(actual).slice(0, 200)}`];
  for (const f of fields) diffValue(f, expected[f], actual[f], out);
  return out.length > limit ? [...out.slice(0, limit), `… and ${out.length - limit} more differences`] : out;
}

function diffValue(path: string, e: unknown, a: unknown, out: string[]): void {
  if (canonical(e) === canonical(a)) return;
  if (isObject(e) && isObject(a)) {
    const keys = [...new Set([...Object.keys(e), ...Object.keys(a)])].sort();
    for (const k of keys) diffValue(`${path}.${k}`, e[k], a[k], out);
    return;
  }
  if (Array.isArray(e) && Array.isArray(a) && !(isScalarArray(e) && isScalarArray(a))) {
    if (e.length !== a.length) out.push(`${path}: expected ${e.length} entries, got ${a.length}`);
    for (let i = 0; i < Math.max(e.length, a.length); i++) diffValue(`${path}[${i}]`, e[i], a[i], out);
    return;
  }
  out.push(`${path}: expected ${show(e)}, got ${show(a)}`);
}
