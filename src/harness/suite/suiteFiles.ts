/**
 * Checks of a suite folder's files as `readSuite` loads them, so a hand-edited or truncated
 * suite is refused with the file and the field — never run as if it were right: a manifest
 * without `compared` would pass any program that prints a JSON object, an `expected` that is
 * not an object would crash the runner.
 */
import { integerIn, isPlainObject, refuseUnknownKeys, shortValue } from '../../core/scenario/fields.ts';
import { InputError } from '../../core/regulation/readings.ts';
import type { SuiteManifest } from '../../core/suite/types.ts';

const MANIFEST_KEYS = ['suite', 'version', 'ruleset', 'machine', 'formats', 'readings', 'compared', 'cases', 'coverage', 'byFormat', 'abstract', 'clauseMap', 'silenceMap'];
const ENTRY_KEYS = ['file', 'id', 'title', 'format', 'expect'];
const CASE_KEYS = ['id', 'title', 'ruleset', 'format', 'readings', 'ledger', 'exercises', 'path', 'scenario', 'expected'];
const REJECTED_KEYS = ['rejected', 'message', 'exitCode'];

/** Runs `check`, putting the file name in front of any InputError it throws. */
function inFile<T>(file: string, check: () => T): T {
  try {
    return check();
  } catch (e) {
    if (e instanceof InputError) throw new InputError(`${file}: ${e.message}`);
    throw e;
  }
}

const fail = (path: string, what: string, x: unknown): never => {
  throw new InputError(`${path}: ${what}, got ${shortValue(x)}`);
};

const nonEmptyString = (x: unknown, path: string): string => (typeof x === 'string' && x !== '' ? x : fail(path, 'must be a non-empty string', x));

/** A manifest as `cardlaw suite` writes it; throws InputError `FILE: field: what`. */
export function checkManifest(m: unknown, file: string): SuiteManifest {
  return inFile(file, () => {
    if (!isPlainObject(m)) return fail('manifest', 'must be a JSON object', m);
    if (m.suite !== 'cardlaw-conformance') fail('suite', 'must be "cardlaw-conformance" (this is not a cardlaw suite manifest)', m.suite);
    if (m.version !== 1) fail('version', 'must be 1 (the only suite version this cardlaw reads)', m.version);
    refuseUnknownKeys(m, MANIFEST_KEYS, '');
    nonEmptyString(m.ruleset, 'ruleset');
    if (!Array.isArray(m.compared) || m.compared.length === 0) fail('compared', 'must list the ruling fields to compare (a non-empty array)', m.compared);
    (m.compared as unknown[]).forEach((f, i) => nonEmptyString(f, `compared[${i}]`));
    if (new Set(m.compared as string[]).size !== (m.compared as string[]).length) fail('compared', 'lists a field twice', m.compared);
    if (!Array.isArray(m.cases) || m.cases.length === 0) fail('cases', 'must list the cases (a non-empty array)', m.cases);
    const files = new Set<string>();
    const ids = new Set<string>();
    (m.cases as unknown[]).forEach((entry, i) => {
      const at = `cases[${i}]`;
      if (!isPlainObject(entry)) return fail(at, 'must be an object', entry);
      refuseUnknownKeys(entry, ENTRY_KEYS, at);
      const f = nonEmptyString(entry.file, `${at}.file`);
      // a case file is a plain name in the suite folder: no path that leads out of it
      if (!/^[^/\\]+\.json$/.test(f) || f.startsWith('.')) fail(`${at}.file`, 'must be a file name in the suite folder ending in .json', f);
      const id = nonEmptyString(entry.id, `${at}.id`);
      if (typeof entry.title !== 'string') fail(`${at}.title`, 'must be a string', entry.title);
      nonEmptyString(entry.format, `${at}.format`);
      if (entry.expect !== 'ruled' && entry.expect !== 'rejected') fail(`${at}.expect`, 'must be "ruled" or "rejected"', entry.expect);
      if (files.has(f)) fail(`${at}.file`, 'is listed twice', f);
      if (ids.has(id)) fail(`${at}.id`, 'is listed twice', id);
      files.add(f);
      ids.add(id);
    });
    return m as unknown as SuiteManifest;
  });
}

/** One case file, against its manifest entry; throws InputError `FILE: field: what`. */
export function checkCase(c: unknown, file: string, entry: SuiteManifest['cases'][number]): void {
  inFile(file, () => {
    if (!isPlainObject(c)) return fail('case', 'must be a JSON object', c);
    refuseUnknownKeys(c, CASE_KEYS, '');
    if (c.id !== entry.id) fail('id', `must be ${JSON.stringify(entry.id)}, as manifest.json lists it`, c.id);
    if (!isPlainObject(c.scenario)) fail('scenario', 'must be a JSON object (the input given to the implementation)', c.scenario);
    if (!isPlainObject(c.expected)) return fail('expected', 'must be a JSON object (the ruling, or {"rejected": true, …})', c.expected);
    const e = c.expected;
    if ('rejected' in e) {
      if (e.rejected !== true) fail('expected.rejected', 'must be true when present', e.rejected);
      refuseUnknownKeys(e, REJECTED_KEYS, 'expected');
      if (typeof e.message !== 'string') fail('expected.message', 'must be a string (why the scenario is rejected)', e.message);
      if (e.exitCode !== undefined) integerIn(e.exitCode, 'expected.exitCode', 1, 255);
    }
    const expect = 'rejected' in e ? 'rejected' : 'ruled';
    if (expect !== entry.expect) throw new InputError(`expected: is ${expect === 'rejected' ? 'a rejection' : 'a ruling'} but manifest.json lists the case as "${entry.expect}"`);
  });
}
