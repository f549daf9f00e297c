/**
 * A searched setting cut down to what the report needs: the search tree kept only from the root
 * to the witnesses (first witnesses of every transition, clause, reading, silence, unanswered
 * event and overlap, the end of every penalty path and, for a reading set another one is compared
 * with, its first REPLAYED_ENDS ends), its states numbered anew in the same order. A setting's
 * tree holds every state it reached; across a ruleset's hundreds of settings that is most of the
 * memory an exploration holds, and what a worker thread would otherwise copy back to the main one.
 *
 * @internal
 */
import type { MachineEvent } from '../../core/statechart/definition.ts';
import type { OverlapHit, SettingResult, Witness } from './bfs.ts';

/** Ending states replayed per (reading, format, ledger) when the graph did not change (./findings.ts `readingVerdicts`). */
export const REPLAYED_ENDS = 600;

/** `r` with its tree pruned to the witnesses; `keepEnds`: keep the first REPLAYED_ENDS ends too (the setting is a parent in the reading verdicts). */
export function pruneTree(r: SettingResult, keepEnds: boolean): SettingResult {
  const n = r.parent.length;
  const keep = new Uint8Array(n);
  const mark = (id: number) => {
    for (let s = id; s >= 0 && keep[s] === 0; s = r.parent[s]) keep[s] = 1;
  };
  mark(0);
  const ends = keepEnds ? r.endIds.slice(0, REPLAYED_ENDS) : [];
  for (const id of r.paths.values()) mark(id);
  for (const id of ends) mark(id);
  for (const m of [r.transitions, r.clauses, r.readings, r.silences, r.unanswered]) for (const w of (m as Map<unknown, Witness>).values()) mark(w.state);
  for (const h of r.overlaps.values()) mark(h.witness.state);

  const renumber = new Int32Array(n).fill(-1);
  let kept = 0;
  for (let s = 0; s < n; s++) if (keep[s] === 1) renumber[s] = kept++;
  const parent = new Int32Array(kept);
  const leafOf = new Int32Array(kept);
  const via: (MachineEvent | null)[] = new Array(kept);
  for (let s = 0; s < n; s++) {
    const t = renumber[s];
    if (t < 0) continue;
    parent[t] = r.parent[s] < 0 ? -1 : renumber[r.parent[s]];
    leafOf[t] = r.leafOf[s];
    via[t] = r.via[s];
  }
  const at = <W extends Witness>(w: W): W => ({ ...w, state: renumber[w.state] });
  const remap = <K, W extends Witness>(m: ReadonlyMap<K, W>): Map<K, W> => new Map([...m].map(([k, w]) => [k, at(w)]));
  return {
    ...r,
    paths: new Map([...r.paths].map(([k, id]) => [k, renumber[id]])),
    transitions: remap(r.transitions),
    clauses: remap(r.clauses),
    readings: remap(r.readings),
    silences: remap(r.silences),
    unanswered: remap(r.unanswered),
    overlaps: new Map([...r.overlaps].map(([k, h]): [string, OverlapHit] => [k, { ...h, witness: at(h.witness) }])),
    endIds: ends.map((id) => renumber[id]),
    parent,
    via,
    leafOf,
  };
}
