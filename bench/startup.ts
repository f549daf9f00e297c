/**
 * The bench's `startup` group: how long a user waits for one `cardlaw` command, launched as a
 * fresh process the way a shell or a test harness launches it. Measured for the compiled build
 * (dist/, what bin/cardlaw.js runs after `npm ci`: judge through the quick build with its code
 * cache, bin/quick.js) and for the sources through tsx (what it runs when a developer has edited
 * a file since the last build), beside a bare `node -e 0` launched in the same rounds: on a
 * shared machine the bare launch says how much of a figure is Node's own start-up and the load.
 * Launches are interleaved (one of each per round), so a change of load touches every row alike.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** rounds for the bare launch and the compiled build; the sources through tsx take seconds each */
const RUNS = 15;
const TSX_RUNS = 5;

export interface StartupRow {
  command: string;
  entry: 'dist' | 'tsx' | 'node';
  medianMs: number;
  minMs: number;
  runs: number;
}

function launch(args: readonly string[], entry: StartupRow['entry']): number {
  const env = { ...process.env, CARDLAW_FROM_SOURCE: entry === 'tsx' ? '1' : '0' };
  const argv = entry === 'node' ? ['-e', '0'] : ['bin/cardlaw.js', ...args];
  const started = performance.now();
  const r = spawnSync(process.execPath, argv, { cwd: ROOT, env, encoding: 'utf8' });
  const ms = performance.now() - started;
  if (r.status !== 0) throw new Error(`bench startup: ${argv.join(' ')} exited ${r.status}: ${r.stderr.slice(0, 300)}`);
  return ms;
}

export function benchStartup(): StartupRow[] {
  if (!existsSync(`${ROOT}dist/build.json`)) throw new Error('bench startup: no compiled build; run npm run build first');
  const cases: Array<{ command: string; args: string[]; entry: StartupRow['entry'] }> = [{ command: 'node -e 0 (bare Node)', args: [], entry: 'node' }];
  for (const [command, args] of [
    ['--help', ['--help']],
    ['judge (Debertz example)', ['judge', 'examples/debertz/made-1x1.json']],
    ['judge (Preferans example)', ['judge', 'examples/preferans/d03-after-bidding-started.json']],
  ] as Array<[string, string[]]>) {
    for (const entry of ['dist', 'tsx'] as const) cases.push({ command, args, entry });
  }
  const times = cases.map(() => [] as number[]);
  cases.forEach((c) => launch(c.args, c.entry)); // warm the file cache
  for (let round = 0; round < RUNS; round++) {
    cases.forEach((c, i) => {
      if (c.entry !== 'tsx' || round < TSX_RUNS) times[i].push(launch(c.args, c.entry));
    });
  }
  return cases.map((c, i) => {
    const t = times[i].sort((a, b) => a - b);
    return { command: c.command, entry: c.entry, medianMs: Math.round(t[t.length >> 1]), minMs: Math.round(t[0]), runs: t.length };
  });
}

export function formatStartup(rows: readonly StartupRow[]): string[] {
  const out = ['', `start-up of one command, wall clock (median of ${RUNS} launches, ${TSX_RUNS} through tsx; dist = compiled build, tsx = sources):`];
  for (const r of rows) out.push(`  ${r.command.padEnd(26)} ${r.entry.padEnd(4)}  ${String(r.medianMs).padStart(5)} ms  (fastest ${r.minMs} ms)`);
  return out;
}
