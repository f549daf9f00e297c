/**
 * A suite on disk: one JSON file per case and `manifest.json`. Written to a hidden temporary
 * folder next to the target and renamed into place, so an interrupted run leaves nothing
 * half-written; an existing suite folder is replaced, any other existing folder is refused.
 *
 * @public
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { readableJson } from '../judge/debertz/build.ts';
import { InputError } from '../regulation/readings.ts';
import type { GeneratedSuite } from './generate.ts';
import { checkCase, checkManifest } from './suiteFiles.ts';
import type { SuiteCase, SuiteManifest } from './types.ts';

export const MANIFEST = 'manifest.json';

/** Case file contents: everything but the file name (the manifest lists it). */
export function caseJson(c: SuiteCase): string {
  const { file: _file, ...rest } = c;
  void _file;
  return readableJson(rest) + '\n';
}

export function writeSuite(dir: string, suite: GeneratedSuite): void {
  const target = resolve(dir);
  if (existsSync(target)) {
    if (!statSync(target).isDirectory()) throw new InputError(`--out: ${dir} exists and is not a folder`);
    const entries = readdirSync(target);
    if (entries.length > 0 && !isSuiteDir(target)) throw new InputError(`--out: ${dir} exists and is not a cardlaw suite (no ${MANIFEST}); give a new or empty folder`);
  }
  mkdirSync(dirname(target), { recursive: true });
  const tmp = join(dirname(target), `.${basename(target)}.partial-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp);
  try {
    for (const c of suite.cases) writeFileSync(join(tmp, c.file), caseJson(c));
    writeFileSync(join(tmp, MANIFEST), JSON.stringify(suite.manifest, null, 2) + '\n');
    if (existsSync(target)) {
      const old = join(dirname(target), `.${basename(target)}.old-${process.pid}`);
      renameSync(target, old);
      renameSync(tmp, target);
      rmSync(old, { recursive: true, force: true });
    } else {
      renameSync(tmp, target);
    }
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
}

export function isSuiteDir(dir: string): boolean {
  const m = join(dir, MANIFEST);
  if (!existsSync(m)) return false;
  try {
    return (JSON.parse(readFileSync(m, 'utf8')) as { suite?: unknown }).suite === 'cardlaw-conformance';
  } catch {
    return false;
  }
}

export interface LoadedSuite {
  readonly dir: string;
  readonly manifest: SuiteManifest;
  readonly cases: SuiteCase[];
}

/** Reads a suite folder; every problem is an InputError naming the file. */
export function readSuite(dir: string): LoadedSuite {
  const m = join(dir, MANIFEST);
  if (!existsSync(m)) throw new InputError(`${dir}: not a cardlaw suite (no ${MANIFEST}; make one with cardlaw suite --out ${dir})`);
  const manifest = checkManifest(parse(m), m);
  const cases = manifest.cases.map((entry) => {
    const file = join(dir, entry.file);
    if (!existsSync(file)) throw new InputError(`${file}: listed in ${MANIFEST} but missing`);
    const c = parse(file);
    checkCase(c, file, entry);
    return { ...(c as Omit<SuiteCase, 'file'>), file: entry.file } as SuiteCase;
  });
  return { dir, manifest, cases };
}

function parse(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new InputError(`${file}: not valid JSON (${(e as Error).message})`);
  }
}
