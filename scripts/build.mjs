// Bundles the product with esbuild into dist/bundle/: the CLI (src/harness/cli/cli.ts → cli.js)
// and the piscina worker (sims/worker.ts → worker.js) as ES modules with code splitting, so each
// command's dynamic import stays a chunk of its own that loads only when that command runs, and
// the worker shares the chunks the CLI uses. Packages in node_modules stay external (imported
// from node_modules at run time, as from the sources). The generated schema validators
// (src/core/schema/*.gen.cjs, required on first use by src/core/schema/validate.ts relative to its
// own module) are copied beside the chunks. Then writes dist/build.json, the stamp bin/cardlaw.js
// compares source times against. Run by `npm run build` and by `npm ci` (prepare). A failed
// build leaves no stamp, so the launcher falls back to tsx.
//
// No type check here (esbuild strips types): `npm run typecheck` is the check. A type error never
// stopped the sources from running through tsx either, so the stamp never depended on it.
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
const path = (p) => fileURLToPath(new URL(p, root));
rmSync(new URL('dist/', root), { recursive: true, force: true });
try {
  await build({
    absWorkingDir: path('./'),
    entryPoints: { cli: 'src/harness/cli/cli.ts', worker: 'sims/worker.ts' },
    outdir: 'dist/bundle',
    // one flat folder: src/core/packageRoot.ts finds the package two levels up from any chunk
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    // src/core/packageRoot.ts: the bundle's layout, not the sources'
    define: { CARDLAW_BUNDLE: 'true' },
    // stack traces (--debug) and internal error ids name src/… files: bin/cardlaw.js turns
    // source maps on when it runs the bundle
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
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
writeFileSync(new URL('dist/build.json', root), JSON.stringify({ builtAt: new Date().toISOString(), node: process.version }) + '\n');
