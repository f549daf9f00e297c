/**
 * Reads an exploration report folder (`cardlaw explore --out DIR`, docs/explore.md) for the
 * committee report: its `explore.json` (the findings as one document, src/harness/explore/report.ts
 * findingsJson) is the source; the CSV files beside it say the same in columns. A folder is an
 * exploration when it holds explore.json and no run.json (a simulation's). Everything the report
 * prints is checked here, so a malformed explore.json is an InputError naming the field (exit 2,
 * nothing written), never a half-printed report.
 *
 * @public
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../core/regulation/readings.ts';
import { readJsonInput } from '../../core/io/read.ts';

export interface ExploreWitness {
  readonly format: string;
  readonly readings: string;
  readonly ledger: string;
  readonly settings: number;
  readonly events: readonly string[];
  readonly scenarioFile: string | null;
  readonly judgedPath: string | null;
  readonly why: string | null;
}
export interface ExploreSize {
  readonly format: string;
  readonly readings: string;
  readonly ledger: string;
  readonly states: number;
  readonly ends: number;
  readonly edges: number;
  readonly depth: number;
  readonly paths: number;
  readonly ms: number;
  readonly truncated: boolean;
}
export interface ExploreData {
  readonly ruleset: 'debertz' | 'preferans';
  readonly machine: string;
  readonly formats: readonly string[];
  readonly totals: { readonly settings: number; readonly readingSets: number; readonly states: number; readonly edges: number; readonly maxDepth: number; readonly ms: number; readonly cpuMs: number; readonly statesPerSecond: number; readonly edgesPerSecond: number };
  readonly sizes: readonly ExploreSize[];
  readonly paths: readonly { readonly path: string; readonly depth: number; readonly witness: ExploreWitness }[];
  readonly unanswered: readonly { readonly state: string; readonly event: string; readonly witness: ExploreWitness }[];
  readonly silences: readonly { readonly silence: string; readonly gap: string; readonly clauses: readonly string[]; readonly witness: ExploreWitness }[];
  readonly twoClauses: readonly { readonly state: string; readonly event: string; readonly transitions: readonly string[]; readonly cites: readonly (readonly string[])[]; readonly trails: readonly (readonly string[])[]; readonly ends: readonly string[]; readonly precedenceOf: readonly string[]; readonly witness: ExploreWitness }[];
  readonly orderFree: readonly { readonly transitions: readonly string[] }[];
  readonly unreachedTransitions: readonly { readonly id: string; readonly cites: readonly string[] }[];
  readonly deadClauses: readonly { readonly id: string; readonly why: string }[];
  readonly readings: readonly { readonly gap: string; readonly reading: string; readonly dead: boolean; readonly why: string }[];
  readonly compareSim: null | {
    readonly dir: string;
    readonly formats: readonly string[];
    readonly readings: string;
    readonly sampled: number;
    readonly rare: readonly { readonly format: string; readonly path: string; readonly witness: ExploreWitness }[];
    readonly simOnly: readonly { readonly format: string; readonly path: string; readonly count: number }[];
  };
}
export interface ExploreFolder {
  readonly dir: string;
  readonly ruleset: 'debertz' | 'preferans';
  readonly data: ExploreData;
}

/** True when DIR is an exploration report folder (explore.json, no run.json). */
export const isExploreFolder = (dir: string): boolean => existsSync(dir) && statSync(dir).isDirectory() && existsSync(join(dir, 'explore.json')) && !existsSync(join(dir, 'run.json'));

type Obj = Record<string, unknown>;

function check(file: string) {
  const bad = (where: string, what: string): never => {
    throw new InputError(`report: ${file}: ${where}: ${what} (an exploration report written by cardlaw explore --out; docs/explore.md)`);
  };
  const obj = (v: unknown, where: string): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : bad(where, 'must be a JSON object'));
  const arr = (v: unknown, where: string): unknown[] => (Array.isArray(v) ? v : bad(where, 'must be an array'));
  const n = (v: unknown, where: string): number => (typeof v === 'number' && Number.isFinite(v) ? v : bad(where, `not a number (${JSON.stringify(v)?.slice(0, 40)})`));
  const s = (v: unknown, where: string): string => (typeof v === 'string' ? v : bad(where, 'must be a string'));
  const strs = (v: unknown, where: string): string[] => arr(v, where).map((x, i) => s(x, `${where}[${i}]`));
  const witness = (v: unknown, where: string): ExploreWitness => {
    const w = obj(v, where);
    return {
      format: s(w.format, `${where}.format`),
      readings: s(w.readings ?? '', `${where}.readings`),
      ledger: s(w.ledger ?? '', `${where}.ledger`),
      settings: n(w.settings ?? 0, `${where}.settings`),
      events: strs(w.events, `${where}.events`),
      scenarioFile: w.scenarioFile == null ? null : s(w.scenarioFile, `${where}.scenarioFile`),
      judgedPath: w.judgedPath == null ? null : s(w.judgedPath, `${where}.judgedPath`),
      why: w.why == null ? null : s(w.why, `${where}.why`),
    };
  };
  return { obj, arr, n, s, strs, witness, bad };
}

/** Reads and checks the folder's explore.json; throws InputError naming the problem. */
export function readExploreFolder(dir: string): ExploreFolder {
  const file = join(dir, 'explore.json');
  const { obj, arr, n, s, strs, witness, bad } = check(file);
  const j = obj(readJsonInput(file, 'exploration report (explore.json)').value, '(top)');
  const ruleset = j.ruleset;
  if (ruleset !== 'debertz' && ruleset !== 'preferans') bad('ruleset', `must be debertz or preferans, got ${JSON.stringify(ruleset)}`);
  const t = obj(j.totals, 'totals');
  const totals = Object.fromEntries(['settings', 'readingSets', 'states', 'edges', 'maxDepth', 'ms', 'cpuMs', 'statesPerSecond', 'edgesPerSecond'].map((k) => [k, n(t[k], `totals.${k}`)])) as ExploreData['totals'];
  const sizes = arr(j.sizes, 'sizes').map((v, i) => {
    const o = obj(v, `sizes[${i}]`);
    const k = (f: string) => n(o[f], `sizes[${i}].${f}`);
    return { format: s(o.format, `sizes[${i}].format`), readings: s(o.readings, `sizes[${i}].readings`), ledger: s(o.ledger, `sizes[${i}].ledger`), states: k('states'), ends: k('ends'), edges: k('edges'), depth: k('depth'), paths: k('paths'), ms: k('ms'), truncated: o.truncated === true };
  });
  const paths = arr(j.paths, 'paths').map((v, i) => {
    const o = obj(v, `paths[${i}]`);
    return { path: s(o.path, `paths[${i}].path`), depth: n(o.depth, `paths[${i}].depth`), witness: witness(o.witness, `paths[${i}].witness`) };
  });
  const nc = obj(j.noClauseApplies, 'noClauseApplies');
  const unanswered = arr(nc.unanswered, 'noClauseApplies.unanswered').map((v, i) => {
    const o = obj(v, `noClauseApplies.unanswered[${i}]`);
    return { state: s(o.state, 'state'), event: s(o.event, 'event'), witness: witness(o.witness, `noClauseApplies.unanswered[${i}].witness`) };
  });
  const silences = arr(nc.silences, 'noClauseApplies.silences').map((v, i) => {
    const o = obj(v, `noClauseApplies.silences[${i}]`);
    return { silence: s(o.silence, 'silence'), gap: s(o.gap ?? '', 'gap'), clauses: strs(o.clauses, `noClauseApplies.silences[${i}].clauses`), witness: witness(o.witness, `noClauseApplies.silences[${i}].witness`) };
  });
  const twoClauses = arr(j.twoClausesApply, 'twoClausesApply').map((v, i) => {
    const o = obj(v, `twoClausesApply[${i}]`);
    const w = `twoClausesApply[${i}]`;
    return {
      state: s(o.state, `${w}.state`),
      event: s(o.event, `${w}.event`),
      transitions: strs(o.transitions, `${w}.transitions`),
      cites: arr(o.cites, `${w}.cites`).map((c, k) => strs(c, `${w}.cites[${k}]`)),
      trails: arr(o.trails, `${w}.trails`).map((c, k) => strs(c, `${w}.trails[${k}]`)),
      ends: strs(o.ends, `${w}.ends`),
      precedenceOf: strs(o.precedenceOf ?? [], `${w}.precedenceOf`),
      witness: witness(o.witness, `${w}.witness`),
    };
  });
  const orderFree = arr(j.orderFreeOverlaps ?? [], 'orderFreeOverlaps').map((v, i) => ({ transitions: strs(obj(v, `orderFreeOverlaps[${i}]`).transitions, `orderFreeOverlaps[${i}].transitions`) }));
  const unreachedTransitions = arr(j.unreachedTransitions, 'unreachedTransitions').map((v, i) => {
    const o = obj(v, `unreachedTransitions[${i}]`);
    return { id: s(o.id, `unreachedTransitions[${i}].id`), cites: strs(o.cites ?? [], `unreachedTransitions[${i}].cites`) };
  });
  const deadClauses = arr(j.deadClauses, 'deadClauses').map((v, i) => {
    const o = obj(v, `deadClauses[${i}]`);
    return { id: s(o.id, `deadClauses[${i}].id`), why: s(o.why ?? '', `deadClauses[${i}].why`) };
  });
  const readings = arr(j.readings, 'readings').map((v, i) => {
    const o = obj(v, `readings[${i}]`);
    return { gap: s(o.gap, `readings[${i}].gap`), reading: s(o.reading, `readings[${i}].reading`), dead: o.dead === true, why: s(o.why ?? '', `readings[${i}].why`) };
  });
  let compareSim: ExploreData['compareSim'] = null;
  if (j.compareSim != null) {
    const c = obj(j.compareSim, 'compareSim');
    compareSim = {
      dir: s(c.dir, 'compareSim.dir'),
      formats: strs(c.formats, 'compareSim.formats'),
      readings: s(c.readings ?? 'default', 'compareSim.readings'),
      sampled: n(c.sampled, 'compareSim.sampled'),
      rare: arr(c.rare, 'compareSim.rare').map((v, i) => {
        const o = obj(v, `compareSim.rare[${i}]`);
        return { format: s(o.format, 'format'), path: s(o.path, 'path'), witness: witness(o.witness, `compareSim.rare[${i}].witness`) };
      }),
      simOnly: arr(c.simOnly, 'compareSim.simOnly').map((v, i) => {
        const o = obj(v, `compareSim.simOnly[${i}]`);
        return { format: s(o.format, 'format'), path: s(o.path, 'path'), count: n(o.count, `compareSim.simOnly[${i}].count`) };
      }),
    };
  }
  const data: ExploreData = { ruleset: ruleset as ExploreData['ruleset'], machine: String(j.machine ?? ''), formats: strs(j.formats, 'formats'), totals, sizes, paths, unanswered, silences, twoClauses, orderFree, unreachedTransitions, deadClauses, readings, compareSim };
  return { dir, ruleset: data.ruleset, data };
}
