// Bundles the product with esbuild into dist/bundle/: the CLI (src/harness/cli/cli.ts → cli.js)
// and the piscina worker (sims/worker.ts → worker.js) as ES modules with code splitting, so each
// command's dynamic import stays a chunk of its own that loads only when that command runs, and
// the worker shares the chunks the CLI uses. Packages in node_modules stay external (imported
// from node_modules at run time, as from the sources). The generated schema validators
// (src/core/schema/*.gen.cjs, required on first use by src/core/schema/validate.ts relative to its
// own module) are copied beside the chunks.
//
// Then the quick build (issue 10, bin/quick.js): the same CLI as one CommonJS file, cli.cjs, with
// only the modules of the quick commands (judge, settle, clauses, gaps, help, --version), and its
// V8 code cache cli.cjs.cache, made by running those commands once in a child process
// (scripts/codeCache.mjs). A failed cache is reported and left out: the launcher then compiles
// cli.cjs without it. Last, dist/build.json, the stamp bin/cardlaw.js compares source times
// against. Run by `npm run build` and by `npm ci` (prepare). A failed build leaves no stamp, so
// the launcher falls back to tsx.
//
// No type check here (esbuild strips types): `npm run typecheck` is the check. A type error never
// stopped the sources from running through tsx either, so the stamp never depended on it.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
const path = (p) => fileURLToPath(new URL(p, root));
rmSync(new URL('dist/', root), { recursive: true, force: true });
/**
 * The quick build holds what the quick commands load: src/harness/cli/cli.ts's dynamic imports
 * of the other commands' modules are replaced by a module that throws (bin/quick.js never runs
 * those commands from cli.cjs; a test runs every quick command through the launcher).
 */
const QUICK_IMPORTS = new Set(['./judge.ts', './settle.ts', '../../rulesets/regulations.ts', '../report/registryText.ts', '../../core/io/output.ts']);
const quickOnly = {
  name: 'quick-only',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' && args.importer.endsWith('src/harness/cli/cli.ts') && !QUICK_IMPORTS.has(args.path) ? { path: args.path, namespace: 'not-quick' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'not-quick' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`${args.path} is not in the quick build (dist/bundle/cli.cjs): bin/quick.js must run this command from dist/bundle/cli.js`)});`,
      loader: 'js',
    }));
  },
};

const common = {
  absWorkingDir: path('./'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  packages: 'external',
  // stack traces (--debug) and internal error ids name src/… files (src/core/io/bundleStack.ts
  // reads the map when an internal error is reported)
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
};
try {
  await build({
    ...common,
    entryPoints: { cli: 'src/harness/cli/cli.ts', worker: 'sims/worker.ts' },
    outdir: 'dist/bundle',
    // one flat folder: src/core/packageRoot.ts finds the package two levels up from any chunk
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    splitting: true,
    format: 'esm',
    // src/core/packageRoot.ts: the bundle's layout, not the sources'
    define: { CARDLAW_BUNDLE: 'true' },
  });
  await build({
    ...common,
    entryPoints: { cli: 'src/harness/cli/cli.ts' },
    outdir: 'dist/bundle',
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    // beside the chunks, so import.meta.url (packageRoot, the validators) means the same place
    define: { CARDLAW_BUNDLE: 'true', 'import.meta.url': '__cardlaw_import_meta_url' },
    banner: { js: "var __cardlaw_import_meta_url = require('node:url').pathToFileURL(__filename).href;" },
    plugins: [quickOnly],
  });
} catch {
  process.exit(1); // esbuild has printed the errors
}
// the generated schema validators: plain CommonJS, loaded by createRequire(import.meta.url) from
// whichever chunk holds src/core/schema/validate.ts, so beside every chunk
mkdirSync(new URL('dist/bundle/', root), { recursive: true });
for (const f of readdirSync(new URL('src/core/schema/', root))) {
  if (f.endsWith('.gen.cjs')) copyFileSync(new URL(`src/core/schema/${f}`, root), new URL(`dist/bundle/${f}`, root));
}
// the code cache: made by running the quick commands (scripts/codeCache.mjs); optional
const cache = spawnSync(process.execPath, [path('scripts/codeCache.mjs')], { cwd: path('./'), stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', timeout: 60_000 });
if (cache.status !== 0) {
  rmSync(new URL('dist/bundle/cli.cjs.cache', root), { force: true });
  process.stderr.write(`build: no code cache for dist/bundle/cli.cjs (commands start a little slower): ${(cache.stderr || cache.error?.message || `exit ${cache.status}`).trim().split('\n').slice(0, 5).join('\n')}\n`);
}
writeFileSync(new URL('dist/build.json', root), JSON.stringify({ builtAt: new Date().toISOString(), node: process.version }) + '\n');
