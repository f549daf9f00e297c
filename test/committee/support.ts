/**
 * Small simulations for the committee-report tests, run in-process on this thread (workers 0) so
 * a test spends its time on the report, not on starting worker threads.
 */
import { executeSimulate, prepareSimulate } from '../../src/harness/cli/simulate.ts';
import { captureIo } from '../sim/support.ts';

/** `cardlaw simulate ARGS --out DIR --workers 0 --quiet`; returns the exit code (1 only on a finding). */
export async function simulate(out: string, ...args: string[]): Promise<number> {
  const io = captureIo();
  const code = await executeSimulate(prepareSimulate([...args, '--workers', '0', '--quiet', '--out', out]), io);
  if (code !== 0) throw new Error(`simulate ${args.join(' ')} exited ${code}: ${io.stderr()}`);
  return code;
}

/** A few thousand deals of both rulesets: every Debertz format, and Preferans Sochi. */
export const DEBERTZ_RUN = ['--defaults', '--parties', '120', '--seed', '7'];
export const PREFERANS_RUN = ['sims/preferans-sochi.json', '--parties', '12', '--seed', '7'];

/**
 * A small real exploration (`cardlaw explore --ruleset debertz --format 1x1 --readings default
 * --budget 20 --out DIR`) compared with a one-row simulation folder (one sampled path, one path
 * outside the abstraction), run in-process with stdout and stderr silenced.
 */
export async function exploreRun(out: string, sim: string): Promise<number> {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { exploreCommand } = await import('../../src/harness/cli/explore.ts');
  mkdirSync(sim, { recursive: true });
  const rows = ['format,path,count', '1x1,DEB-6.2.1.1 > DEB-6.2.1.8 > DEB-6.2.1.8.b > DEB-6.2.1.4 > DEB-6.4,12', '1x1,DEB-9.9 > DEB-9.9.9,4'];
  writeFileSync(join(sim, 'paths.csv'), rows.join('\n') + '\n');
  writeFileSync(join(sim, 'run.json'), JSON.stringify({ spec: { ruleset: 'debertz', readings: {} } }));
  const write = process.stdout.write.bind(process.stdout);
  const writeErr = process.stderr.write.bind(process.stderr);
  process.stdout.write = (() => true) as typeof process.stdout.write;
  process.stderr.write = (() => true) as typeof process.stderr.write;
  try {
    return exploreCommand(['--ruleset', 'debertz', '--format', '1x1', '--readings', 'default', '--budget', '20', '--out', out, '--compare-sim', sim, '--quiet']);
  } finally {
    process.stdout.write = write;
    process.stderr.write = writeErr;
  }
}
