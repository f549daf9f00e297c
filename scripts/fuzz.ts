/**
 * The fuzz run outside CI: N seeded mutations per surface (every example scenario through the
 * judge, every sims/*.json through the spec parser, and a sample of real command lines), then
 * the outcome table per surface and per mutation class.
 *
 *   npm run fuzz -- [--runs N] [--cli-runs N] [--seed S] [--surface judge,spec,cli] [--show N]
 *
 * Replay one case: the "case" printed with a crash is (surface, file, class, a, b); the same seed
 * and runs give the same cases.
 */
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { CLASSES } from '../test/fuzz/mutations.ts';
import { caseArbitrary, CLI_CLASSES, runCase, runCliCase, SURFACES, table, tally, type Result } from '../test/fuzz/harness.ts';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    runs: { type: 'string', default: '10000' },
    'cli-runs': { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    surface: { type: 'string', default: 'judge,spec,cli' },
    show: { type: 'string', default: '5' },
  },
});
const int = (s: string, name: string) => {
  if (!/^\d+$/.test(s)) throw new Error(`--${name} must be a non-negative integer`);
  return Number(s);
};
const runs = int(values.runs, 'runs');
const cliRuns = int(values['cli-runs'], 'cli-runs');
const seed = int(values.seed, 'seed');
const show = int(values.show, 'show');
const surfaces = values.surface.split(',');

const results: Result[] = [];
const started = performance.now();
for (const surface of SURFACES.filter((s) => surfaces.includes(s.id))) {
  // draw until `runs` mutants exist (a class with nothing to act on in a file yields none)
  let drawn = 0;
  let made = 0;
  while (made < runs) {
    const batch = fc.sample(caseArbitrary(surface), { seed: seed + drawn, numRuns: Math.min(1000, runs - made) });
    drawn += batch.length;
    for (const c of batch) {
      const r = runCase(surface, c);
      if (!r) continue;
      results.push({ ...r, at: `${r.at} [case ${JSON.stringify(c)}]` });
      made++;
    }
  }
}
if (surfaces.includes('cli')) {
  const cases = fc.sample(fc.record({ cls: fc.constantFrom(...CLI_CLASSES), a: fc.nat({ max: 1000 }), b: fc.nat({ max: 1000 }) }), { seed, numRuns: cliRuns * 2 });
  let made = 0;
  for (const c of cases) {
    if (made >= cliRuns) break;
    const r = runCliCase(c.cls, c.a, c.b);
    if (r) {
      results.push(r);
      made++;
    }
  }
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`cardlaw fuzz: seed ${seed}, ${runs} mutations per in-process surface, ${surfaces.includes('cli') ? cliRuns : 0} command lines, ${seconds} s\n`);
console.log(table(tally(results, (r) => r.surface), 'surface'));
console.log('');
console.log(table(tally(results, (r) => `${r.surface} ${r.cls}${CLASSES.find((c) => c.id === r.cls)?.mustRefuse ? ' (strict)' : ''}`), 'surface, class'));
for (const outcome of ['crash', 'accepted-nonsense', 'messy-refusal'] as const) {
  const bad = results.filter((r) => r.outcome === outcome);
  if (!bad.length) continue;
  console.log(`\n${outcome}: first ${Math.min(show, bad.length)} of ${bad.length}`);
  for (const r of bad.slice(0, show)) console.log(`  ${r.surface} ${r.file} ${r.cls} at ${r.at}\n    ${r.detail}`);
}
