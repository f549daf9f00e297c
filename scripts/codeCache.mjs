// Writes dist/bundle/cli.cjs.cache, the V8 code cache of the quick build (bin/quick.js), at build
// time (scripts/build.mjs runs this in a child process after bundling). The cache holds what V8
// compiled while this process ran the commands below — a judge call on a Debertz and a Preferans
// example, as JSON and as text, with --settle, the registries — so a user's call of any of them
// finds its functions compiled. Their output is discarded. Exits non-zero when anything fails; the
// build then goes on without a cache (the launcher compiles the file as any script).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileQuick } from '../bin/quick.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const file = `${root}dist/bundle/cli.cjs`;
const quick = compileQuick(file);
if (!quick) throw new Error('codeCache: this Node cannot run dist/bundle/cli.cjs (vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER: Node 20.12 or later)');

// the file runs its command line when loaded: a harmless one, then the training runs through main
process.argv = [process.argv[0], file, '--version'];
const { main } = quick.run();
const example = (p) => `${root}examples/${p}`;
const runs = [
  ['judge', example('debertz/made-1x1.json')],
  ['judge', example('debertz/made-1x1.json'), '--text'],
  ['judge', example('preferans/d03-after-bidding-started.json')],
  ['judge', example('preferans/d03-after-bidding-started.json'), '--text', '--settle'],
  ['clauses'],
  ['gaps', '--ruleset', 'preferans'],
];
for (const args of runs) {
  const code = await main(args);
  if (code !== 0) throw new Error(`codeCache: cardlaw ${args.join(' ')} exited ${code}`);
}
writeFileSync(`${file}.cache`, quick.script.createCachedData());
