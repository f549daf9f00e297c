/**
 * Shards: `simulate --shard i/N` runs every N-th batch and writes its tally as JSON; `merge`
 * checks that the shard files belong to one run (same spec), that each of the N parts is there
 * exactly once and that together they cover every batch, then merges them into exactly the
 * tally of the single run.
 *
 * @public
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { integerIn, isPlainObject, shortValue } from '../../core/scenario/fields.ts';
import { InputError } from '../../core/regulation/readings.ts';
import { createTally, mergeTally, type Tally } from '../../core/report/tally.ts';
import { tallyFromJson, tallyToJson, type TallyJson } from '../report/tallyJson.ts';
import { batchCount, SHARD_FILE, shardIndices, type Shard } from './run.ts';
import { parseSpec, specToJson } from './spec.ts';
import type { SimSpec } from '../../core/sim/types.ts';
import { readJsonInput } from '../../core/io/read.ts';

export { SHARD_FILE };

export interface ShardFileJson {
  kind: 'cardlaw-shard-tally';
  version: 1;
  spec: Record<string, unknown>;
  shard: Shard;
  batches: number[];
  deals: number;
  tally: TallyJson;
}

export function shardFileText(spec: SimSpec, shard: Shard, deals: number, tally: Tally): string {
  const batches = [...shardIndices(spec, shard)];
  const out: ShardFileJson = { kind: 'cardlaw-shard-tally', version: 1, spec: specToJson(spec), shard, batches, deals, tally: tallyToJson(tally) };
  return JSON.stringify(out) + '\n';
}

export interface LoadedShard {
  readonly path: string;
  readonly spec: SimSpec;
  readonly shard: Shard;
  readonly batches: readonly number[];
  readonly tally: Tally;
}

/** Reads a shard tally from a shard folder or the tally file itself. */
export function loadShard(path: string): LoadedShard {
  let file = path;
  try {
    if (statSync(path).isDirectory()) file = join(path, SHARD_FILE);
  } catch {
    throw new InputError(`merge: ${path}: no such file or folder`);
  }
  // a shard of a huge run lists many batches: a larger cap than a scenario's
  const raw = readJsonInput(file, 'shard tally', { maxBytes: 1024 * 2 ** 20 }).value as ShardFileJson;
  if (raw?.kind !== 'cardlaw-shard-tally' || raw.version !== 1) throw new InputError(`merge: ${file}: not a cardlaw shard tally (written by simulate --shard i/N)`);
  let tally: Tally;
  try {
    tally = tallyFromJson(raw.tally, `${file}: tally`);
  } catch (e) {
    throw new InputError(`merge: ${(e as Error).message}`);
  }
  const shard = raw.shard as unknown;
  if (!isPlainObject(shard)) throw new InputError(`merge: ${file}: shard must be an object { index, count }, got ${shortValue(shard)}`);
  const count = integerIn(shard.count, `merge: ${file}: shard.count`, 1, 2 ** 31);
  const index = integerIn(shard.index, `merge: ${file}: shard.index`, 1, count);
  if (!Array.isArray(raw.batches)) throw new InputError(`merge: ${file}: batches must be an array of batch indices, got ${shortValue(raw.batches)}`);
  let spec: SimSpec;
  try {
    spec = parseSpec(raw.spec);
  } catch (e) {
    throw new InputError(`merge: ${file}: ${(e as Error).message}`);
  }
  return { path: file, spec, shard: { index, count }, batches: raw.batches, tally };
}

/** Merges shard tallies of one run; throws InputError naming what does not fit. */
export function mergeShards(shards: readonly LoadedShard[]): { spec: SimSpec; tally: Tally; count: number } {
  if (shards.length === 0) throw new InputError('merge: give the shard folders (or tally.json files) to merge');
  const first = shards[0];
  const key = JSON.stringify(specToJson(first.spec));
  const count = first.shard.count;
  const seen = new Map<number, string>();
  for (const s of shards) {
    if (JSON.stringify(specToJson(s.spec)) !== key) throw new InputError(`merge: ${s.path} was run with a different spec than ${first.path}`);
    if (s.shard.count !== count) throw new InputError(`merge: ${s.path} is shard ${s.shard.index}/${s.shard.count}, but ${first.path} is one of ${count}`);
    const dup = seen.get(s.shard.index);
    if (dup) throw new InputError(`merge: shard ${s.shard.index}/${count} is given twice (${dup} and ${s.path})`);
    seen.set(s.shard.index, s.path);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0) throw new InputError(`merge: shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')} missing`);
  // each shard must hold exactly its batches (every N-th); then together they cover the run once
  for (const s of shards) {
    const mine = s.batches;
    let i = 0;
    let exact = Array.isArray(mine);
    for (const b of shardIndices(first.spec, s.shard)) if (!exact || mine[i++] !== b) exact = false;
    if (!exact || i !== mine.length) throw new InputError(`merge: ${s.path}: its batches are not those of shard ${s.shard.index}/${count} of the run's ${batchCount(first.spec)} batches`);
  }
  const tally = createTally(first.spec.ruleset);
  for (const s of [...shards].sort((a, b) => a.shard.index - b.shard.index)) mergeTally(tally, s.tally);
  return { spec: first.spec, tally, count };
}
