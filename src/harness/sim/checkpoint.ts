/**
 * Checkpoints of a long run (as TLC does): every so often the merged tally of the batches
 * finished so far — always a prefix of the run's batches, since the pool hands results over in
 * batch order — is written to `<out>.partial/checkpoint.json`, atomically (a temporary file
 * renamed over the old one), so a crash, a kill or a power cut loses at most one interval.
 * `cardlaw simulate … --resume` reads it back and runs only the remaining batches; the tally
 * merge is exact (integer counts, minima, maxima, the smallest example), so the final report is
 * byte-identical to an uninterrupted run's.
 *
 * @internal
 */
import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { shortValue } from '../../core/scenario/fields.ts';
import { InputError } from '../../core/regulation/readings.ts';
import type { Tally } from '../../core/report/tally.ts';
import { tallyFromJson, tallyToJson, type TallyJson } from '../report/tallyJson.ts';
import { batchCount, type Progress, type Shard } from './run.ts';
import { parseSpec, specToJson } from './spec.ts';
import { versions } from './versions.ts';
import type { SimSpec } from '../../core/sim/types.ts';

export const CHECKPOINT_FILE = 'checkpoint.json';
const KIND = 'cardlaw-checkpoint';
const VERSION = 2; // 2: the versions of cardlaw, Node and the packages that shape a result

/** The folder of a run's checkpoints: the output folder's name with `.partial`. */
export const partialDirOf = (out: string): string => `${resolve(out)}.partial`;

export interface Checkpoint extends Progress {
  readonly spec: SimSpec;
  readonly shard: Shard | null;
}

interface CheckpointJson {
  kind: typeof KIND;
  version: typeof VERSION;
  spec: Record<string, unknown>;
  shard: Shard | null;
  nextIndex: number;
  deals: number;
  parties: number;
  tally: TallyJson;
  /** cardlaw, Node and the packages that shape a result (src/harness/sim/versions.ts), as run.json records them */
  versions: Record<string, string>;
}

export function checkpointText(spec: SimSpec, shard: Shard | null, p: Progress): string {
  const out: CheckpointJson = { kind: KIND, version: VERSION, spec: specToJson(spec), shard, nextIndex: p.nextIndex, deals: p.deals, parties: p.parties, tally: tallyToJson(p.tally), versions: versions() };
  return JSON.stringify(out) + '\n';
}

/** Writes a checkpoint atomically into `dir` (created if needed). */
export function writeCheckpoint(dir: string, spec: SimSpec, shard: Shard | null, p: Progress): void {
  mkdirSync(dir, { recursive: true });
  const tmp = join(dir, `${CHECKPOINT_FILE}.tmp-${process.pid}`);
  writeFileSync(tmp, checkpointText(spec, shard, p), 'utf8');
  renameSync(tmp, join(dir, CHECKPOINT_FILE));
}

/**
 * Whether `dir` holds a checkpoint file and whether cardlaw wrote it: its text starts with our
 * kind (checkpointText writes it first). A file of that name that is not ours is never read as a
 * checkpoint, overwritten or removed.
 */
export function checkpointState(dir: string): 'none' | 'ours' | 'foreign' {
  const file = join(dir, CHECKPOINT_FILE);
  if (!existsSync(file)) return 'none';
  const head = Buffer.alloc(OWN_PREFIX.length);
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    if (!fstatSync(fd).isFile()) return 'foreign';
    readSync(fd, head, 0, head.length, 0);
  } catch {
    return 'foreign';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  return head.toString('utf8') === OWN_PREFIX ? 'ours' : 'foreign';
}
const OWN_PREFIX = `{"kind":"${KIND}"`;

export const hasCheckpoint = (dir: string): boolean => checkpointState(dir) === 'ours';

/** Reads a checkpoint; InputError naming the file and the field for anything that does not fit. */
export function readCheckpoint(dir: string): Checkpoint {
  const file = join(dir, CHECKPOINT_FILE);
  let raw: Partial<CheckpointJson>;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<CheckpointJson>;
  } catch (e) {
    throw new InputError(`--resume: ${file}: not a readable checkpoint (${(e as Error).message.slice(0, 160)})`);
  }
  if (raw?.kind !== KIND || raw.version !== VERSION) throw new InputError(`--resume: ${file}: not a cardlaw checkpoint of this format (kind ${shortValue(raw?.kind)}, version ${shortValue(raw?.version)}; this cardlaw writes version ${VERSION}); start over with --force`);
  // batches ruled by another cardlaw (or Node, or XState…) would be merged into one report that
  // claims to be one run's: refused, naming what changed
  const now = versions();
  const then = (raw.versions ?? {}) as Record<string, unknown>;
  const changed = Object.keys(now).filter((k) => then[k] !== now[k]);
  if (changed.length > 0) {
    throw new InputError(`--resume: ${file} was written by other versions (${changed.map((k) => `${k} ${shortValue(then[k])} → ${now[k]}`).join(', ')}); a report must come from one set of versions: start over with --force`);
  }
  let spec: SimSpec;
  let tally: Tally;
  try {
    spec = parseSpec(raw.spec);
    tally = tallyFromJson(raw.tally, `${file}: tally`);
  } catch (e) {
    throw new InputError(`--resume: ${file}: ${(e as Error).message}`);
  }
  const count = (x: unknown, field: string, max: number): number => {
    if (typeof x !== 'number' || !Number.isSafeInteger(x) || x < 0 || x > max) throw new InputError(`--resume: ${file}: ${field} must be an integer from 0 to ${max}, got ${shortValue(x)}`);
    return x;
  };
  const shard = raw.shard ?? null;
  if (shard !== null && (typeof shard !== 'object' || !Number.isInteger(shard.index) || !Number.isInteger(shard.count) || shard.index < 1 || shard.index > shard.count)) {
    throw new InputError(`--resume: ${file}: shard must be null or { index, count }, got ${shortValue(shard)}`);
  }
  return {
    spec,
    shard,
    nextIndex: count(raw.nextIndex, 'nextIndex', batchCount(spec)),
    deals: count(raw.deals, 'deals', Number.MAX_SAFE_INTEGER),
    parties: count(raw.parties, 'parties', Number.MAX_SAFE_INTEGER),
    tally,
  };
}

/** Removes the checkpoint and its folder (only our files; a folder holding anything else stays). */
export function removeCheckpoint(dir: string): void {
  if (!existsSync(dir)) return;
  const ours = checkpointState(dir) === 'ours';
  for (const n of readdirSync(dir)) if ((n === CHECKPOINT_FILE && ours) || n.startsWith(`${CHECKPOINT_FILE}.tmp-`)) unlinkSync(join(dir, n));
  try {
    rmdirSync(dir);
  } catch {
    // not empty: someone put a file of their own there; leave it
  }
}
