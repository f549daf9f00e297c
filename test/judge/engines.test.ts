import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { judge, narrate, type JudgeOptions } from '../../src/harness/judge/judge.ts';
import { InputError } from '../../src/core/regulation/readings.ts';
import { JUDGE_ENGINE } from '../../src/core/statechart/engine.ts';
import { JUDGING } from '../../src/rulesets/judging.ts';
import { JUDGING_LOADERS } from '../../src/rulesets/judgingLoaders.ts';
import { EXAMPLES_ROOT, EXAMPLE_RULESETS, exampleScenarioFiles, goldenJsonOf, goldenTextOf } from '../support/examples.ts';
import { mutantOf, SURFACES } from '../fuzz/harness.ts';
import { CLASSES } from '../fuzz/mutations.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Issue 10: `cardlaw judge` rules on the compiled runtime (it starts without loading XState); the
 * XState actor stays the reference (`--engine xstate`, `{ engine: 'xstate' }`). Every answer must
 * be the same byte for byte whichever engine runs: the ruling as printed, the narrative, and the
 * message of a refusal.
 */
type Answer = { json: string; text: string } | { refused: string };
function answer(raw: unknown, options: JudgeOptions): Answer {
  try {
    const ruling = judge(raw, options);
    return { json: JSON.stringify(ruling, null, 2), text: narrate(ruling) };
  } catch (e) {
    if (e instanceof InputError) return { refused: e.message };
    throw e;
  }
}
const ENGINES = ['xstate', 'compiled', 'generated'] as const;

describe('the judge gives the same answers on every engine (issue 10)', () => {
  it('judges on the compiled runtime unless asked', () => {
    expect(JUDGE_ENGINE).toBe('compiled');
  });

  describe.each(EXAMPLE_RULESETS)('%s examples and their golden rulings', (ruleset) => {
    it.each(exampleScenarioFiles(ruleset))('%s', (file) => {
      const raw = JSON.parse(readFileSync(join(EXAMPLES_ROOT, ruleset, file), 'utf8'));
      const golden = {
        json: readFileSync(join(EXAMPLES_ROOT, ruleset, goldenJsonOf(file)), 'utf8'),
        text: readFileSync(join(EXAMPLES_ROOT, ruleset, goldenTextOf(file)), 'utf8'),
      };
      for (const engine of ENGINES) {
        const a = answer(raw, { engine });
        if (!('json' in a)) throw new Error(`${engine}: refused ${a.refused}`);
        // the golden file names its schema first; the rest is the judge's answer as printed
        expect(`{\n  "$schema": "../../schemas/${ruleset}-ruling.schema.json",\n${a.json.slice(2)}\n`, engine).toBe(golden.json);
        expect(a.text + '\n', engine).toBe(golden.text);
      }
    });
  });

  it('every example cut short, and every example with an event after its end: the same ruling or the same refusal', () => {
    let compared = 0;
    for (const ruleset of EXAMPLE_RULESETS) {
      for (const file of exampleScenarioFiles(ruleset)) {
        const raw = JSON.parse(readFileSync(join(EXAMPLES_ROOT, ruleset, file), 'utf8'));
        const events: unknown[] = raw.events ?? [];
        // up to six cuts per example, spread over its events, and the last event given twice
        const cuts = [...new Set([0, 1, 2, 3, 4, 5].map((k) => Math.floor((k * events.length) / 6)))];
        const variants = [...cuts.map((n) => ({ ...raw, events: events.slice(0, n) })), ...(events.length > 0 ? [{ ...raw, events: [...events, events[events.length - 1]] }] : [])];
        for (const v of variants) {
          const reference = answer(v, { engine: 'xstate' });
          expect(answer(v, { engine: 'compiled' }), `${file} (${v.events.length} events)`).toEqual(reference);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('fuzzed examples (the fuzz harness, fixed seed): the same ruling or the same refusal', () => {
    const surface = SURFACES.find((s) => s.id === 'judge')!;
    let ruled = 0;
    fc.assert(
      fc.property(fc.nat({ max: surface.files.length - 1 }), fc.nat({ max: CLASSES.length - 1 }), fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000 }), (file, cls, a, b) => {
        const m = mutantOf(surface, { file, cls, a, b });
        // deep nesting and very long strings are refused by the reader, before any engine
        if (!m || m.text.length > 100_000) return;
        let raw: unknown;
        try {
          raw = JSON.parse(m.text);
        } catch {
          return;
        }
        const reference = answer(raw, { engine: 'xstate' });
        if ('json' in reference) ruled++;
        expect(answer(raw, { engine: 'compiled' })).toEqual(reference);
      }),
      { seed: 10, numRuns: 500 },
    );
    // most mutants are refused by the parser, before any engine runs: some must reach the engines
    expect(ruled).toBeGreaterThan(5);
  });

  it('inspect (an observer of the XState actor) runs XState unless an engine is named', () => {
    const raw = JSON.parse(readFileSync(join(EXAMPLES_ROOT, 'debertz/made-1x1.json'), 'utf8'));
    let seen = 0;
    judge(raw, { inspect: () => seen++ });
    expect(seen).toBeGreaterThan(0);
  });
});

describe('cardlaw judge loads only what it needs (issue 10)', () => {
  it('the lazy facets are the rulesets of JUDGING, each the same facet', async () => {
    expect(Object.keys(JUDGING_LOADERS)).toEqual(Object.keys(JUDGING));
    for (const [id, load] of Object.entries(JUDGING_LOADERS)) expect(await load(), id).toBe(JUDGING[id]);
  });

  // a module hook that lists every module loaded (ES modules, and CommonJS through require) to a file
  const dir = mkdtempSync(join(tmpdir(), 'cardlaw-loads-'));
  const log = join(dir, 'loaded.txt');
  writeFileSync(join(dir, 'hooks.mjs'), `import { appendFileSync } from 'node:fs';\nexport async function load(u, c, next) { appendFileSync(${JSON.stringify(log)}, u + '\\n'); return next(u, c); }\n`);
  writeFileSync(
    join(dir, 'register.mjs'),
    `import { register, createRequire } from 'node:module';\nimport { appendFileSync } from 'node:fs';\nregister('./hooks.mjs', import.meta.url);\nconst cache = createRequire(import.meta.url).cache;\nprocess.on('exit', () => appendFileSync(${JSON.stringify(log)}, Object.keys(cache).join('\\n') + '\\n'));\n`,
  );
  const loadedBy = (args: string[], engineArgs: string[] = []) => {
    rmSync(log, { force: true });
    // the sources, through tsx: what every module is called is visible there
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--import', pathToFileURL(join(dir, 'register.mjs')).href, join(ROOT, 'src/harness/cli/cli.ts'), 'judge', ...args, ...engineArgs], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    return { stdout: r.stdout, loaded: readFileSync(log, 'utf8').split('\n').filter((l) => l.includes('/src/') || l.includes('node_modules/xstate')) };
  };

  it('a Debertz call loads neither XState nor Preferans; --engine xstate loads XState, with the same answer', () => {
    const debertz = loadedBy(['examples/debertz/made-1x1.json']);
    expect(debertz.loaded.filter((l) => l.includes('node_modules/xstate'))).toEqual([]);
    expect(debertz.loaded.filter((l) => l.includes('/rulesets/preferans/'))).toEqual([]);
    expect(debertz.loaded.some((l) => l.includes('/rulesets/debertz/judge/judge.ts'))).toBe(true);
    const reference = loadedBy(['examples/debertz/made-1x1.json'], ['--engine', 'xstate']);
    expect(reference.loaded.some((l) => l.includes('node_modules/xstate'))).toBe(true);
    expect(reference.stdout).toBe(debertz.stdout);
  });

  it('a Preferans call loads neither XState nor Debertz', () => {
    const preferans = loadedBy(['examples/preferans/d03-after-bidding-started.json']);
    expect(preferans.loaded.filter((l) => l.includes('node_modules/xstate'))).toEqual([]);
    expect(preferans.loaded.filter((l) => l.includes('/rulesets/debertz/'))).toEqual([]);
  });

  it('--engine takes compiled or xstate, nothing else (exit 2)', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/harness/cli/cli.ts'), 'judge', 'examples/debertz/made-1x1.json', '--engine', 'table'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--engine must be compiled or xstate');
  });
});
