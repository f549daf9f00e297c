// Whether the compiled build in dist/ may run: it exists and no source file (nor a source folder,
// which changes when a file is added or removed) is newer than dist/build.json, the stamp the
// build writes last. Kept apart from the launcher so a test can check it on a temporary tree.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SOURCES = ['src', 'sims/worker.ts'];

function newestChange(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, name)));
  return newest;
}

/** @param {string} root the package folder @returns {boolean} */
export function compiledIsFresh(root) {
  const stamp = join(root, 'dist/build.json');
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.every((s) => !existsSync(join(root, s)) || newestChange(join(root, s)) <= built);
}
