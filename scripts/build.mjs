// Compiles the product (src/ and the worker) to dist/ with tsc, copies the generated schema
// validators (src/core/schema/*.gen.cjs, which tsc does not emit), then writes
// dist/build.json, the stamp bin/cardlaw.js compares source times against. Run by `npm run build`
// and by `npm ci` (prepare). A failed compile leaves no stamp, so the launcher falls back to tsx.
import { spawnSync } from 'node:child_process';
import { copyFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const root = new URL('../', import.meta.url);
rmSync(new URL('dist/', root), { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
// the generated schema validators are CommonJS files tsc does not emit (scripts/genSchemas.ts)
for (const f of readdirSync(new URL('src/core/schema/', root))) {
  if (f.endsWith('.gen.cjs')) copyFileSync(new URL(`src/core/schema/${f}`, root), new URL(`dist/src/core/schema/${f}`, root));
}
writeFileSync(new URL('dist/build.json', root), JSON.stringify({ builtAt: new Date().toISOString(), node: process.version }) + '\n');
