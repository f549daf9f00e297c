/**
 * A suite on disk: one JSON file per case and `manifest.json`, plus the marker every cardlaw
 * output folder carries (src/harness/sim/atomic.ts). Written to a hidden temporary folder next to the
 * target and renamed into place, so an interrupted run leaves nothing half-written; a previous
 * suite is replaced file by file as its marker lists them, never a file cardlaw did not write.
 *
 * @public
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readableJson } from '../../core/io/readableJson.ts';
import { InputError } from '../../core/regulation/readings.ts';
import { MARKER, prepareOut, readMarker, type PreparedOut } from '../sim/atomic.ts';
import type { GeneratedSuite } from './generate.ts';
import { checkCase, checkManifest } from './suiteFiles.ts';
import type { SuiteCase, SuiteManifest } from '../../core/suite/types.ts';
import { readJsonInput } from '../../core/io/read.ts';

export const MANIFEST = 'manifest.json';

/** Case file contents: everything but the file name (the manifest lists it). */
export function caseJson(c: SuiteCase): string {
  const { file: _file, ...rest } = c;
  void _file;
  return readableJson(rest) + '\n';
}

/** What decides whether a later suite into the same folder is "the same" (replaced without --force). */
export interface SuiteIdentity {
  readonly ruleset: string;
  readonly formats: readonly string[];
  readonly readings: unknown;
}

/**
 * Checks a suite's --out folder and reserves it (a temporary folder beside it), before the suite
 * is generated — the rules of every cardlaw output folder (src/harness/sim/atomic.ts): cardlaw replaces
 * only what its marker lists, so a user's files beside the cases stay; another suite needs
 * `force`; a suite written before the marker existed (a manifest.json and its cases, nothing
 * else) needs `force`; any other folder is refused.
 */
export function prepareSuiteOut(dir: string, identity: SuiteIdentity, force = false): PreparedOut {
  const target = resolve(dir);
  let legacy: string[] = [];
  if (existsSync(target) && statSync(target).isDirectory() && readMarker(target, `--out ${dir}`) === null) {
    const entries = readdirSync(target);
    legacy = isSuiteDir(target) ? [MANIFEST, ...legacyCaseFiles(target)] : [];
    if (entries.some((e) => !legacy.includes(e))) throw new InputError(`--out: ${dir} exists and is not a cardlaw suite (no ${MARKER}, and files cardlaw did not write); give a new or empty folder`);
  }
  const id = JSON.stringify({ ruleset: identity.ruleset, formats: identity.formats, readings: identity.readings });
  return prepareOut(dir, { what: 'conformance suite', identity: id, force, legacyNames: legacy, isLegacy: () => isSuiteDir(target) });
}

/** The files of a suite folder: one per case and the manifest. */
export function suiteFiles(suite: GeneratedSuite): Record<string, string> {
  const files: Record<string, string> = {};
  for (const c of suite.cases) files[c.file] = caseJson(c);
  files[MANIFEST] = JSON.stringify(suite.manifest, null, 2) + '\n';
  return files;
}

export function writeSuite(dir: string, suite: GeneratedSuite, force = false): void {
  prepareSuiteOut(dir, suite.manifest, force).commit(suiteFiles(suite));
}

/** The case files an unmarked suite's manifest lists (plain names only). */
function legacyCaseFiles(dir: string): string[] {
  try {
    const m = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as { cases?: { file?: unknown }[] };
    return (Array.isArray(m.cases) ? m.cases : []).map((c) => c?.file).filter((f): f is string => typeof f === 'string' && /^[^/\\]+$/.test(f) && f !== '.' && f !== '..');
  } catch {
    return [];
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
  return readJsonInput(file, 'suite file').value;
}
