import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain JavaScript module without types (the launcher must run without a loader)
import { compiledIsFresh } from '../../bin/freshness.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('the launcher runs the compiled build only when it is current', () => {
  const root = mkdtempSync(join(tmpdir(), 'cardlaw-launcher-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const at = (path: string, seconds: number) => utimesSync(join(root, path), seconds, seconds);

  it('has no build to run before dist/build.json exists', () => {
    mkdirSync(join(root, 'src/deep'), { recursive: true });
    writeFileSync(join(root, 'src/deep/a.ts'), '');
    expect(compiledIsFresh(root)).toBe(false);
  });

  it('runs the build when every source is older than the stamp, and not once one file is newer', () => {
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist/build.json'), '{}');
    for (const p of ['src/deep/a.ts', 'src/deep', 'src']) at(p, 1_000);
    at('dist/build.json', 2_000);
    expect(compiledIsFresh(root)).toBe(true);
    at('src/deep/a.ts', 3_000); // an edit deep in the tree
    expect(compiledIsFresh(root)).toBe(false);
    at('src/deep/a.ts', 1_000);
    at('src/deep', 3_000); // a file added or removed
    expect(compiledIsFresh(root)).toBe(false);
  });
});

describe('the compiled build', () => {
  // npm ci builds dist/ (the prepare script), so CI always has a current one; a developer's
  // checkout may have none, or one older than the sources (then the launcher does not use it)
  const current = compiledIsFresh(ROOT);
  it.runIf(current || process.env.CI)('answers like the sources: the same ruling from dist/ as through tsx (skipped where dist/ is missing or older than the sources)', () => {
    const example = join(ROOT, 'examples/debertz/special-deal-1x2.json');
    const run = (entry: string[]) => spawnSync(process.execPath, [...entry, 'judge', example], { cwd: ROOT, encoding: 'utf8' });
    const compiled = run([join(ROOT, 'dist/src/harness/cli/cli.js')]);
    const source = run(['--import', 'tsx', join(ROOT, 'src/harness/cli/cli.ts')]);
    expect(compiled.stderr).toBe('');
    expect(compiled.status).toBe(0);
    expect(JSON.parse(compiled.stdout)).toEqual(JSON.parse(source.stdout));
  });
});
