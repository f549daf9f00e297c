/**
 * The bench's `startup` group: how long a user waits for one `cardlaw` command, launched as a
 * fresh process the way a shell or a test harness launches it. Measured for the compiled build
 * (dist/, what bin/cardlaw.js runs after `npm ci`) and for the sources through tsx (what it runs
 * when a developer has edited a file since the last build); the median of several launches.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RUNS = 7;

export interface StartupRow {
  command: string;
  entry: 'dist' | 'tsx';
  medianMs: number;
  minMs: number;
}

function launch(args: readonly string[], fromSource: boolean): number {
  const env = { ...process.env, CARDLAW_FROM_SOURCE: fromSource ? '1' : '0' };
  const started = performance.now();
  const r = spawnSync(process.execPath, ['bin/cardlaw.js', ...args], { cwd: ROOT, env, encoding: 'utf8' });
  const ms = performance.now() - started;
  if (r.status !== 0) throw new Error(`bench startup: cardlaw ${args.join(' ')} exited ${r.status}: ${r.stderr.slice(0, 300)}`);
  return ms;
}

export function benchStartup(): StartupRow[] {
  if (!existsSync(`${ROOT}dist/build.json`)) throw new Error('bench startup: no compiled build; run npm run build first');
  const example = `examples/debertz/${readdirSync(`${ROOT}examples/debertz`).filter((f) => f.endsWith('.json') && !f.endsWith('.ruling.json')).sort()[0]}`;
  const commands: Array<[string, string[]]> = [
    ['--help', ['--help']],
    ['judge (Debertz example)', ['judge', example]],
  ];
  const rows: StartupRow[] = [];
  for (const [name, args] of commands) {
    for (const entry of ['dist', 'tsx'] as const) {
      launch(args, entry === 'tsx'); // warm the file cache
      const times = Array.from({ length: RUNS }, () => launch(args, entry === 'tsx')).sort((a, b) => a - b);
      rows.push({ command: name, entry, medianMs: Math.round(times[RUNS >> 1]), minMs: Math.round(times[0]) });
    }
  }
  return rows;
}

export function formatStartup(rows: readonly StartupRow[]): string[] {
  const out = ['', `start-up of one command (median of ${RUNS} launches; dist = compiled build, tsx = sources):`];
  for (const r of rows) out.push(`  ${r.command.padEnd(26)} ${r.entry.padEnd(4)}  ${String(r.medianMs).padStart(5)} ms  (fastest ${r.minMs} ms)`);
  return out;
}
