/**
 * Tallies as JSON (shard files): maps become arrays of `[key, value]` pairs in sorted key order,
 * formats in sorted order, so the same tally always gives the same bytes.
 */
import { createFormatTally, sortedKeys, type FormatTally, type Tally } from '../../core/report/tally.ts';

type Entries<V> = [string, V][];

export interface FormatTallyJson {
  format: string;
  parties: number;
  deals: number;
  dealsPerPartyMin: number | null;
  dealsPerPartyMax: number;
  paths: Entries<unknown>;
  clauses: Entries<unknown>;
  consulted: Entries<unknown>;
  silences: Entries<unknown>;
  findings: Entries<unknown>;
  outcomes: Entries<unknown>;
  partyEnds: Entries<unknown>;
  invariants: Entries<unknown>;
  irregularities: Entries<unknown>;
  transitions: Entries<unknown>;
}

export interface TallyJson {
  ruleset: string;
  formats: FormatTallyJson[];
}

const MAP_FIELDS = ['paths', 'clauses', 'consulted', 'silences', 'findings', 'outcomes', 'partyEnds', 'invariants', 'irregularities', 'transitions'] as const;

/** the maps whose entries count parties (PathStat, HitStat) */
const PARTY_COUNTED: ReadonlySet<string> = new Set(['paths', 'clauses', 'consulted', 'silences', 'findings', 'outcomes', 'partyEnds']);

const entries = <V>(m: ReadonlyMap<string, V>): Entries<V> => sortedKeys(m).map((k) => [k, m.get(k)!]);

export function tallyToJson(t: Tally): TallyJson {
  return {
    ruleset: t.ruleset,
    formats: sortedKeys(t.formats).map((f) => formatToJson(t.formats.get(f)!)),
  };
}

function formatToJson(ft: FormatTally): FormatTallyJson {
  const out: Record<string, unknown> = {
    format: ft.format,
    parties: ft.parties,
    deals: ft.deals,
    dealsPerPartyMin: Number.isFinite(ft.dealsPerPartyMin) ? ft.dealsPerPartyMin : null,
    dealsPerPartyMax: ft.dealsPerPartyMax,
  };
  for (const k of MAP_FIELDS) out[k] = entries(ft[k] as Map<string, unknown>);
  return out as unknown as FormatTallyJson;
}

/** Parses a tally written by `tallyToJson`; throws with `where` naming the bad field. */
export function tallyFromJson(raw: unknown, where: string): Tally {
  const obj = raw as TallyJson;
  if (!obj || typeof obj !== 'object' || typeof obj.ruleset !== 'string' || !Array.isArray(obj.formats)) {
    throw new Error(`${where}: not a cardlaw tally (expected { ruleset, formats: [...] })`);
  }
  const t: Tally = { ruleset: obj.ruleset, formats: new Map() };
  obj.formats.forEach((f, i) => {
    if (!f || typeof f.format !== 'string') throw new Error(`${where}.formats[${i}]: missing format`);
    const ft: FormatTally = createFormatTally(f.format);
    ft.parties = num(f.parties, `${where}.formats[${i}].parties`);
    ft.deals = num(f.deals, `${where}.formats[${i}].deals`);
    ft.dealsPerPartyMin = f.dealsPerPartyMin === null ? Infinity : num(f.dealsPerPartyMin, `${where}.formats[${i}].dealsPerPartyMin`);
    ft.dealsPerPartyMax = num(f.dealsPerPartyMax, `${where}.formats[${i}].dealsPerPartyMax`);
    for (const k of MAP_FIELDS) {
      const list = (f as unknown as Record<string, unknown>)[k];
      if (!Array.isArray(list)) throw new Error(`${where}.formats[${i}].${k}: must be an array of [key, value] pairs`);
      const m = ft[k] as Map<string, unknown>;
      for (const pair of list) {
        if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string' || typeof pair[1] !== 'object') {
          throw new Error(`${where}.formats[${i}].${k}: malformed entry ${JSON.stringify(pair)}`);
        }
        if (PARTY_COUNTED.has(k) && typeof (pair[1] as { parties?: unknown }).parties !== 'number') {
          // written before the per-party counts existed: merging it would print NaN rates
          throw new Error(`${where}.formats[${i}].${k}: no per-party count in ${JSON.stringify(pair[0])}; this shard was written by an older cardlaw — run it again`);
        }
        m.set(pair[0], { ...(pair[1] as object) });
      }
    }
    t.formats.set(f.format, ft);
  });
  return t;
}

function num(x: unknown, field: string): number {
  if (typeof x !== 'number' || !Number.isFinite(x)) throw new Error(`${field}: must be a number`);
  return x;
}
