#!/usr/bin/env node
// The cardlaw launcher. Users run the compiled build in dist/ (plain JavaScript, fast to start);
// `npm ci` makes it through the prepare script. A developer who has edited a source file since
// the last build gets the sources through tsx instead, so the command never runs stale code:
// the check compares modification times of the source tree with dist/build.json (about 1 ms).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const stamp = join(root, 'dist/build.json');
const SOURCES = ['src', 'machines', 'sims/worker.ts'];

function newestChange(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs; // a file added or removed changes the folder's time
  for (const name of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, name)));
  return newest;
}

function compiledIsFresh() {
  if (process.env.CARDLAW_FROM_SOURCE === '1' || !existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.every((s) => !existsSync(join(root, s)) || newestChange(join(root, s)) <= built);
}

if (compiledIsFresh()) {
  await import(new URL('../dist/src/cli.js', import.meta.url).href);
} else {
  if (existsSync(stamp) && process.stderr.isTTY && process.env.CARDLAW_FROM_SOURCE !== '1') {
    process.stderr.write('cardlaw: sources changed since the last build; running them through tsx (npm run build to rebuild)\n');
  }
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli.ts');
}
