/**
 * Writes the committee files atomically and keeps the folder's cardlaw marker honest.
 *
 * Each file is written to a temporary name beside its target and renamed into place, so a reader
 * (or a printer) never sees half a report. When the target folder is a cardlaw output
 * (`.cardlaw-report.json`, src/harness/sim/atomic.ts), the new names are added to the marker's `files`
 * first: the next `simulate --out` into that folder then recognises them as cardlaw's and replaces
 * them with the rest of the report, instead of refusing the folder or leaving a stale committee
 * report beside new numbers. The marker is updated before the files appear, so an interruption
 * leaves at worst a listed name with no file, which every cardlaw writer tolerates; the marker's
 * `run` hash is kept, so the same run may still be written there without --force.
 *
 * @internal
 */
import { existsSync, lstatSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import { MARKER, readMarker } from '../sim/atomic.ts';
import { InputError } from '../../core/regulation/readings.ts';

export interface OutFile {
  readonly path: string;
  readonly text: string;
}

const tempName = (target: string): string => join(dirname(target), `.${basename(target)}.tmp-${process.pid}-${randomBytes(3).toString('hex')}`);

/** Refuses a target that is not a plain file, or that a cardlaw folder holds without listing it. */
function check(target: string, label: string): string[] | null {
  const dir = dirname(target);
  if (!existsSync(dir) || !lstatSync(dir).isDirectory()) throw new InputError(`${label}: the folder ${dir} does not exist`);
  if (existsSync(target) && !lstatSync(target).isFile()) throw new InputError(`${label}: ${target} exists and is not a plain file`);
  const marker = readMarker(dir, label);
  if (marker === null) return null;
  if (existsSync(target) && !marker.files.includes(basename(target))) throw new InputError(`${label}: ${target} is not a file cardlaw wrote (not listed in ${MARKER}); move it away or give another --out`);
  return marker.files;
}

/** Writes every file or none (temporary names, then renames); lists them in their folder's marker. */
export function writeCommitteeFiles(files: readonly OutFile[], label = 'report'): string[] {
  const targets = files.map((f) => resolve(f.path));
  if (new Set(targets).size !== targets.length) throw new InputError(`${label}: --out and --md name the same file (${targets[0]})`);
  const markers = new Map<string, string[] | null>();
  for (const t of targets) markers.set(dirname(t), check(t, label));
  const temps: string[] = [];
  try {
    files.forEach((f, i) => {
      const tmp = tempName(targets[i]);
      temps.push(tmp);
      writeFileSync(tmp, f.text, 'utf8');
    });
    for (const [dir, listed] of markers) {
      if (listed === null) continue;
      const added = targets.filter((t) => dirname(t) === dir).map((t) => basename(t)).filter((n) => !listed.includes(n));
      if (added.length === 0) continue;
      const marker = readMarker(dir, label)!;
      const tmp = tempName(join(dir, MARKER));
      temps.push(tmp);
      writeFileSync(tmp, JSON.stringify({ ...marker, files: [...new Set([...marker.files, ...added])].sort() }, null, 2) + '\n', 'utf8');
      renameSync(tmp, join(dir, MARKER));
    }
    targets.forEach((t, i) => renameSync(temps[i], t));
    return targets;
  } catch (e) {
    if (e instanceof InputError) throw e;
    const err = e as NodeJS.ErrnoException;
    throw new InputError(`${label}: cannot write ${targets.join(', ')} (${err.code ?? 'error'}: ${String(err.message).slice(0, 160)})`);
  } finally {
    for (const tmp of temps) rmSync(tmp, { force: true });
  }
}
