import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
// @ts-expect-error plain JavaScript module without types (the launcher must run without a loader)
import { compiledIsFresh } from '../../bin/freshness.js';
// @ts-expect-error plain JavaScript module without types
import { isQuick, QUICK_COMMANDS } from '../../bin/quick.js';

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

describe('the compiled build (the bundle in dist/bundle/)', () => {
  // npm ci builds dist/ (the prepare script), so CI always has a current one; a developer's
  // checkout may have none, or one older than the sources (then the launcher does not use it)
  const current = compiledIsFresh(ROOT);
  it.runIf(current || process.env.CI)('answers like the sources: the same ruling from dist/ as through tsx (skipped where dist/ is missing or older than the sources)', () => {
    const example = join(ROOT, 'examples/debertz/special-deal-1x2.json');
    const run = (entry: string[]) => spawnSync(process.execPath, [...entry, 'judge', example], { cwd: ROOT, encoding: 'utf8' });
    const compiled = run([join(ROOT, 'dist/bundle/cli.js')]);
    const source = run(['--import', 'tsx', join(ROOT, 'src/harness/cli/cli.ts')]);
    expect(compiled.stderr).toBe('');
    expect(compiled.status).toBe(0);
    expect(JSON.parse(compiled.stdout)).toEqual(JSON.parse(source.stdout));
  });
});

describe('the bundle runs without tsx (issue 10: start-up)', () => {
  // a module hook, in the main thread and (through execArgv) in every worker thread, that fails
  // any import of tsx or of a TypeScript file: what runs must be dist/bundle/ alone
  const dir = mkdtempSync(join(tmpdir(), 'cardlaw-no-tsx-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    join(dir, 'hooks.mjs'),
    "export async function resolve(s, c, next) { if (s === 'tsx' || s.startsWith('tsx/') || s.endsWith('.ts')) throw new Error('loaded ' + s); return next(s, c); }\n",
  );
  writeFileSync(join(dir, 'register.mjs'), "import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n");
  const noTsx = ['--import', pathToFileURL(join(dir, 'register.mjs')).href];
  const cardlaw = (args: string[]) =>
    spawnSync(process.execPath, [...noTsx, join(ROOT, 'bin/cardlaw.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000, env: { ...process.env, CARDLAW_FROM_SOURCE: '0' } });
  const current = compiledIsFresh(ROOT);

  it('the hook does stop tsx: the sources cannot run under it', () => {
    const r = spawnSync(process.execPath, [...noTsx, join(ROOT, 'bin/cardlaw.js'), '--help'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CARDLAW_FROM_SOURCE: '1' } });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('loaded tsx');
  });

  it.runIf(current || process.env.CI)('--help, --version and judge calls (Debertz, Preferans) from dist/bundle/', () => {
    expect(existsSync(join(ROOT, 'dist/bundle/cli.js'))).toBe(true);
    const help = cardlaw(['--help']);
    expect(help.stderr).toBe('');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^cardlaw — executable card-game regulations/);
    expect(cardlaw(['--version']).stdout).toMatch(/^cardlaw \S+ \(compiled build, Node /);
    for (const example of ['examples/debertz/made-1x1.json', 'examples/preferans/d00-misdeal-first-error.json']) {
      const r = cardlaw(['judge', example]);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ kind: 'ruled' });
    }
  });

  it.runIf(current || process.env.CI)('simulate on the worker pool (dist/bundle/worker.js), and the schema validators beside the chunks', () => {
    const out = mkdtempSync(join(tmpdir(), 'cardlaw-bundle-sim-'));
    try {
      const r = cardlaw(['simulate', 'sims/debertz-defaults.json', '--parties', '40', '--seed', '5', '--workers', '2', '--out', out]);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout).toContain('2 workers');
      expect(readdirSync(out).some((f) => f.endsWith('.csv'))).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it.runIf(current || process.env.CI)('the generated schema validators (.gen.cjs, copied beside the chunks) name the missing field', () => {
    for (const [ruleset, field] of [['debertz', 'scenario.turned'], ['preferans', 'scenario.hands']]) {
      const bad = spawnSync(process.execPath, [...noTsx, join(ROOT, 'bin/cardlaw.js'), 'judge', '-'], { cwd: ROOT, encoding: 'utf8', input: JSON.stringify({ ruleset, format: '1x1', events: [] }) });
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain(`cardlaw: ${field}: required`);
    }
  });
});

describe('the quick build: dist/bundle/cli.cjs with its V8 code cache (issue 10)', () => {
  const current = compiledIsFresh(ROOT);
  const node = (args: string[], options: { env?: Record<string, string>; input?: string } = {}) =>
    spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', timeout: 120_000, input: options.input, env: { ...process.env, CARDLAW_FROM_SOURCE: '0', CARDLAW_DEBUG: '', ...options.env } });

  it('takes the commands that rule or read the regulation, and leaves the others (and every --help) to the ES module build', () => {
    expect(QUICK_COMMANDS).toEqual(['judge', 'settle', 'clauses', 'gaps']);
    for (const args of [['judge', 'x.json'], ['--debug', 'judge', 'x.json'], ['settle', '-'], ['gaps', '--ruleset', 'preferans']]) expect(isQuick(args), args.join(' ')).toBe(true);
    for (const args of [[], ['--help'], ['--version'], ['help', 'judge'], ['judge', '--help'], ['simulate'], ['report', 'dir'], ['--debug', 'suite'], ['diagram', '--svg'], ['jugde'], ['--']]) expect(isQuick(args), args.join(' ')).toBe(false);
  });

  it.runIf(current || process.env.CI)('every quick command answers through the launcher exactly as the ES module build does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardlaw-quick-'));
    try {
      const sheet = join(dir, 'sheet.json');
      writeFileSync(sheet, JSON.stringify({ sheet: { pool: [10, 20, 30], mountain: [0, 4, 0], whists: [[0, 2, 0], [0, 0, 0], [1, 0, 0]] } }));
      const commands = [
        ['judge', 'examples/debertz/made-1x1.json'],
        ['judge', 'examples/debertz/third-b.json', '--text'],
        ['judge', 'examples/preferans/d03-after-bidding-started.json', '--settle'],
        ['judge', 'examples/preferans/d03-after-bidding-started.json', '--engine', 'xstate', '--text'],
        ['judge', 'examples/debertz/made-1x1.json', 'examples/preferans/d00-misdeal-first-error.json'],
        ['settle', sheet, '--text'],
        ['clauses', '--ruleset', 'preferans'],
        ['gaps', '--json'],
      ];
      for (const args of commands) {
        const quick = node([join(ROOT, 'bin/cardlaw.js'), ...args]);
        const esm = node([join(ROOT, 'dist/bundle/cli.js'), ...args], { env: { CARDLAW_ENTRY: 'dist' } });
        expect(quick.stderr, args.join(' ')).toBe('');
        expect(quick.status, args.join(' ')).toBe(0);
        expect(quick.stdout, args.join(' ')).toBe(esm.stdout);
      }
      const stream = ['judge', '--jsonl'];
      const input = ['examples/debertz/made-1x1.json', 'examples/preferans/d00-misdeal-first-error.json'].map((f) => JSON.stringify(JSON.parse(readFileSync(join(ROOT, f), 'utf8')))).join('\n') + '\n';
      expect(node([join(ROOT, 'bin/cardlaw.js'), ...stream], { input }).stdout).toBe(node([join(ROOT, 'dist/bundle/cli.js'), ...stream], { input }).stdout);
      // refusals too: exit 2 and the same message
      const bad = node([join(ROOT, 'bin/cardlaw.js'), 'judge', '-'], { input: '{"ruleset": "bridge"}' });
      expect([bad.status, bad.stderr]).toEqual([2, 'cardlaw: scenario.ruleset: unknown ruleset "bridge" (one of: debertz, preferans)\n']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(current || process.env.CI)('V8 accepts the cache the build wrote; a damaged cache or none is ignored and the answer is the same', () => {
    const script = (file: string, args: string[]) =>
      `import { compileQuick } from ${JSON.stringify(pathToFileURL(join(ROOT, 'bin/quick.js')).href)};\nconst q = compileQuick(${JSON.stringify(file)});\nprocess.stderr.write('cache: ' + q.cache + '\\n');\nprocess.argv = [process.argv[0], 'cli.cjs', ...${JSON.stringify(args)}];\nq.run();\n`;
    const example = join(ROOT, 'examples/debertz/third-b.json');
    const built = node(['--input-type=module', '-e', script(join(ROOT, 'dist/bundle/cli.cjs'), ['judge', example])]);
    expect(built.stderr).toBe('cache: accepted\n');
    expect(built.status).toBe(0);
    // a copy of the package's layout with a damaged cache, then none
    const dir = mkdtempSync(join(tmpdir(), 'cardlaw-cache-'));
    try {
      mkdirSync(join(dir, 'dist/bundle'), { recursive: true });
      for (const f of ['package.json', 'node_modules']) symlinkSync(join(ROOT, f), join(dir, f));
      for (const f of readdirSync(join(ROOT, 'dist/bundle'))) if (f.startsWith('cli.cjs') || f.endsWith('.gen.cjs')) copyFileSync(join(ROOT, 'dist/bundle', f), join(dir, 'dist/bundle', f));
      const copy = join(dir, 'dist/bundle/cli.cjs');
      writeFileSync(`${copy}.cache`, Buffer.alloc(4096, 7));
      const damaged = node(['--input-type=module', '-e', script(copy, ['judge', example])]);
      expect(damaged.stderr).toBe('cache: rejected\n');
      expect([damaged.status, damaged.stdout]).toEqual([0, built.stdout]);
      rmSync(`${copy}.cache`);
      const none = node(['--input-type=module', '-e', script(copy, ['judge', example])]);
      expect(none.stderr).toBe('cache: none\n');
      expect([none.status, none.stdout]).toEqual([0, built.stdout]);
      // a cli.cjs that does not parse is not compiled: the launcher runs the ES module build instead
      writeFileSync(copy, 'this is not JavaScript (');
      const broken = node(['--input-type=module', '-e', `import { compileQuick } from ${JSON.stringify(pathToFileURL(join(ROOT, 'bin/quick.js')).href)};\nprocess.stdout.write(String(compileQuick(${JSON.stringify(copy)})));\n`]);
      expect([broken.status, broken.stdout]).toEqual([0, 'null']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(current || process.env.CI)('holds only the quick commands: another command run from cli.cjs says so (an internal error, exit 3)', () => {
    const r = node(['--input-type=module', '-e', `import { compileQuick } from ${JSON.stringify(pathToFileURL(join(ROOT, 'bin/quick.js')).href)};\nprocess.argv = [process.argv[0], 'cli.cjs', 'explore', '--ruleset', 'debertz'];\ncompileQuick(${JSON.stringify(join(ROOT, 'dist/bundle/cli.cjs'))}).run();\n`]);
    expect(r.status).toBe(3);
    expect(r.stderr).toContain('is not in the quick build');
  });
});
