#!/usr/bin/env node
// The cardlaw launcher. Users run the bundled build in dist/bundle/ (plain JavaScript, a few
// files, fast to start); `npm ci` makes it through the prepare script (scripts/build.mjs). A
// developer who has edited a source file since the last build gets the sources through tsx
// instead, so the command never runs stale code (bin/freshness.js compares modification times,
// about 1 ms). CARDLAW_FROM_SOURCE=1 forces tsx.
import { fileURLToPath } from 'node:url';
import { compiledIsFresh } from './freshness.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const forced = process.env.CARDLAW_FROM_SOURCE === '1';

if (!forced && compiledIsFresh(root)) {
  process.env.CARDLAW_ENTRY = 'dist';
  await import('../dist/bundle/cli.js');
} else {
  process.env.CARDLAW_ENTRY = 'source';
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/harness/cli/cli.ts');
}
