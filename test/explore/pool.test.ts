/**
 * `cardlaw explore --workers N`: the settings searched on the worker pool give the same output for
 * any number of workers — the readable table, the JSON and every file of the report folder (the
 * CSV files and the witness scenarios) — but for the timing fields. Debertz 1x1 under every
 * reading set: 176 settings in three rounds (the defaults, each other reading of a gap they
 * consult, the readings those open), the reading verdicts replaying the ends of the parent sets.
 */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { exploreCommand } from '../../src/harness/cli/explore.ts';

const TIMINGS = new Set(['ms', 'cpuMs', 'statesPerSecond', 'edgesPerSecond']);
const withoutTimings = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(withoutTimings) : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => !TIMINGS.has(k)).map(([k, x]) => [k, withoutTimings(x)])) : v;

/** The table without its time line and the sizes' ms column (the last 8 characters of those rows). */
function tableWithoutTimings(table: string): string {
  let inSizes = false;
  return table
    .split('\n')
    .filter((line) => !line.startsWith('time '))
    .map((line) => {
      if (line.startsWith('sizes (')) inSizes = true;
      else if (line === '') inSizes = false;
      return inSizes && line.startsWith('  ') ? line.slice(0, -8) : line;
    })
    .join('\n');
}

/** The folder's files by name, the timing fields (explore.json) and columns (sizes.csv: ms, cpu_ms) taken out. */
function folder(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const text = readFileSync(join(dir, name), 'utf8');
    if (name === 'explore.json') out[name] = JSON.stringify(withoutTimings(JSON.parse(text)), null, 2);
    else if (name === 'sizes.csv') out[name] = text.split('\n').map((l) => l.split(',').filter((_, i) => i !== 8 && i !== 9).join(',')).join('\n');
    else out[name] = text;
  }
  return out;
}

async function explore(workers: number, dir: string): Promise<string> {
  let out = '';
  const w = vi.spyOn(process.stdout, 'write').mockImplementation((s: any) => ((out += String(s)), true));
  const e = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    expect(await exploreCommand(['--ruleset', 'debertz', '--format', '1x1', '--readings', 'all', '--budget', '2', '--out', dir, '--quiet', '--workers', String(workers)])).toBe(0);
  } finally {
    w.mockRestore();
    e.mockRestore();
  }
  return out;
}

describe('cardlaw explore on the worker pool', () => {
  // two runs from source, each starting worker threads that load the rulesets through tsx: about
  // 8 s of CPU each; the limit leaves room for a loaded machine
  it('gives the same table, JSON, CSV files and witness scenarios on 1 worker and on 2', { timeout: 240_000 }, async () => {
    const root = mkdtempSync(join(tmpdir(), 'cardlaw-explore-pool-'));
    const one = await explore(1, join(root, 'one'));
    const two = await explore(2, join(root, 'two'));
    expect(tableWithoutTimings(two)).toBe(tableWithoutTimings(one));
    const a = folder(join(root, 'one'));
    const b = folder(join(root, 'two'));
    expect(Object.keys(b)).toEqual(Object.keys(a));
    for (const name of Object.keys(a)) expect(b[name], name).toBe(a[name]);
    // the run is the one described: every round searched, witnesses written
    const j = JSON.parse(readFileSync(join(root, 'one', 'explore.json'), 'utf8'));
    expect(j.totals.readingSets).toBeGreaterThan(1);
    expect(j.readings.length).toBeGreaterThan(0);
    expect(Object.keys(a).filter((n) => /^path-\d+\.json$/.test(n)).length).toBeGreaterThan(0);
  });
});
