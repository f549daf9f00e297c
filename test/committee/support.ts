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
