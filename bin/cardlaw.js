#!/usr/bin/env node
// The cardlaw launcher. Users run the bundled build in dist/bundle/ (plain JavaScript, fast to
// start); `npm ci` makes it through the prepare script (scripts/build.mjs). The quick commands
// (judge, settle, clauses, gaps) run from dist/bundle/cli.cjs with the V8 code cache the build
// made for it (bin/quick.js), the others from the ES module chunks of dist/bundle/cli.js. A developer who has edited a source file since the last build gets the
// sources through tsx instead, so the command never runs stale code (bin/freshness.js compares
// modification times, about 10 ms). CARDLAW_FROM_SOURCE=1 forces tsx.
import { fileURLToPath } from 'node:url';
import { compiledIsFresh } from './freshness.js';
import { compileQuick, isQuick } from './quick.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const forced = process.env.CARDLAW_FROM_SOURCE === '1';

if (!forced && compiledIsFresh(root)) {
  process.env.CARDLAW_ENTRY = 'dist';
  const quick = isQuick(process.argv.slice(2)) ? compileQuick(`${root}dist/bundle/cli.cjs`) : null;
  if (quick) quick.run();
  else await import('../dist/bundle/cli.js');
} else {
  process.env.CARDLAW_ENTRY = 'source';
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/harness/cli/cli.ts');
}
