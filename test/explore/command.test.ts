/**
 * `cardlaw explore` as a command: --json, --out (a marker-protected report folder with CSV files and
 * witness scenarios) and --compare-sim (rare paths: reachable under the simulation's readings, never
 * sampled; simulated paths outside the abstraction).
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exploreCommand } from '../../src/harness/cli/explore.ts';
import { compareWithSim, readSimPaths } from '../../src/harness/explore/compareSim.ts';
import { gather } from '../../src/harness/explore/findings.ts';
import { exploreRuleset } from '../../src/harness/explore/run.ts';
import { debertzAdapter } from '../../src/rulesets/debertz/suite/adapter.ts';
import { MARKER } from '../../src/harness/sim/atomic.ts';

async function run(argv: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const w = vi.spyOn(process.stdout, 'write').mockImplementation((s: any) => ((out += String(s)), true));
  const e = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    return { code: await exploreCommand(argv), out };
  } finally {
    w.mockRestore();
    e.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe('cardlaw explore', () => {
  it('--json gives sizes, penalty paths with witnesses and the findings; --out writes the report folder', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'cardlaw-explore-')), 'out');
    const r = await run(['--ruleset', 'debertz', '--format', '1x1', '--readings', 'default', '--budget', '0', '--json', '--out', dir, '--quiet', '--workers', '0']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.ruleset).toBe('debertz');
    expect(j.totals.states).toBeGreaterThan(0);
    expect(j.paths.length).toBeGreaterThan(20);
    expect(j.paths[0].witness.events.length).toBeGreaterThan(0);
    expect(j.noClauseApplies.unanswered).toEqual([]);
    expect(j.twoClausesApply.length).toBeGreaterThan(0);
    const files = readdirSync(dir);
    for (const f of ['sizes.csv', 'paths.csv', 'no-clause.csv', 'two-clauses.csv', 'dead-clauses.csv', 'readings.csv', 'unreached-transitions.csv', 'explore.json', MARKER]) expect(files).toContain(f);
    expect(readFileSync(join(dir, 'paths.csv'), 'utf8').split('\n')[0]).toBe('format,path,depth,readings,ledger,settings,witness_events,scenario_file,judged_path,why_no_scenario');
  });

  it('refuses a format the ruleset does not have, bad readings and a bad --workers', async () => {
    await expect(run(['--ruleset', 'debertz', '--format', '3x3'])).rejects.toThrow(/--format/);
    await expect(run(['--ruleset', 'debertz', '--readings', 'DEB-G99=x'])).rejects.toThrow(/DEB-G99/);
    await expect(run(['--format', '1x1'])).rejects.toThrow(/--ruleset/);
    await expect(run(['--ruleset', 'debertz', '--workers', 'two'])).rejects.toThrow(/--workers/);
  });

  it('--compare-sim: rare paths are the ones reachable under the simulation’s readings that it never sampled', () => {
    const f = gather(exploreRuleset(debertzAdapter, { formats: ['1x1'], readings: 'default' }));
    const sampled = f.paths.slice(0, 3);
    const dir = mkdtempSync(join(tmpdir(), 'cardlaw-sim-'));
    const rows = ['format,path,count', ...sampled.map((p) => `1x1,${p.path},10`), '1x1,DEB-9.9 > DEB-9.9.9,4'];
    writeFileSync(join(dir, 'paths.csv'), '\ufeff' + rows.join('\n') + '\n'); // the simulator writes a BOM
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ spec: { readings: {} } }));
    const c = compareWithSim(f, readSimPaths(dir));
    expect(c.sampled).toBe(3);
    expect(c.rare.length).toBe(f.paths.filter((p) => p.under.includes('')).length - 3);
    expect(c.rare.some((p) => sampled.includes(p))).toBe(false);
    expect(c.simOnly).toEqual([{ format: '1x1', path: 'DEB-9.9 > DEB-9.9.9', count: 4 }]);
    // a simulation under another reading set compares nothing the defaults reach alone
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ spec: { readings: { 'DEB-G27': 'bayd-by-analogy' } } }));
    expect(compareWithSim(f, readSimPaths(dir)).sampled).toBe(0);
    expect(existsSync(join(dir, 'paths.csv'))).toBe(true);
  });
});
