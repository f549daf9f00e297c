/**
 * Issue 16: checkpoint and resume. A run killed mid-way (SIGKILL: no handler runs) continues from
 * its last checkpoint with --resume, and the report is byte-identical to an uninterrupted run's.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simulateCommandAsync } from '../../src/harness/cli/simulate.ts';
import { captureIo, reportFiles, tempDir } from './support.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// 150 batches of 20 parties: several seconds on one worker, so the kill lands mid-run
const SPEC = ['--format', '1x1', '--parties', '3000', '--batch-parties', '20', '--seed', '9', '--rate', 'revoke=0.05', '--quiet'];
const total = 3000 / 20;

/** Starts `cardlaw simulate` in a child process and SIGKILLs it as soon as a checkpoint exists. */
function runUntilCheckpoint(args: string[], checkpoint: string): Promise<{ killed: boolean; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'bin/cardlaw.js'), 'simulate', ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    let killed = false;
    child.stderr.on('data', (d) => (stderr += String(d)));
    const poll = setInterval(() => {
      if (!killed && existsSync(checkpoint)) {
        killed = true;
        child.kill('SIGKILL');
      }
    }, 20);
    child.on('error', reject);
    child.on('exit', () => {
      clearInterval(poll);
      resolve({ killed, stderr });
    });
  });
}

describe('checkpoint and resume (issue 16)', () => {
  const tmp = tempDir('resume');
  afterAll(() => tmp.cleanup());

  it('should continue a SIGKILLed run from its checkpoint to a report byte-identical to an uninterrupted run', async () => {
    // Arrange: the uninterrupted run
    const io = captureIo();
    const whole = join(tmp.path, 'whole');
    expect(await simulateCommandAsync([...SPEC, '--workers', '0', '--out', whole], io)).toBe(0);

    // Act: a run that checkpoints after every batch, killed after its first checkpoint
    const out = join(tmp.path, 'killed');
    const checkpoint = `${out}.partial/checkpoint.json`;
    const run = await runUntilCheckpoint([...SPEC, '--workers', '1', '--checkpoint-seconds', '0', '--out', out], checkpoint);
    expect(run.killed, `the run ended before writing a checkpoint: ${run.stderr}`).toBe(true);
    const saved = JSON.parse(readFileSync(checkpoint, 'utf8'));
    expect(saved.nextIndex).toBeGreaterThan(0);
    expect(saved.nextIndex).toBeLessThan(total); // really cut mid-run
    expect(existsSync(join(out, 'paths.csv'))).toBe(false); // no half-written report

    const resumed = captureIo();
    const code = await simulateCommandAsync([...SPEC, '--workers', '1', '--resume', '--out', out], resumed);

    // Assert
    expect(resumed.stderr()).toBe('');
    expect(code).toBe(0);
    expect(reportFiles(out)).toEqual(reportFiles(whole));
    expect(existsSync(`${out}.partial`)).toBe(false); // the checkpoint is gone once the report is written
  });

  it('should refuse to start over a checkpoint without --resume, and refuse --resume with another spec or without a checkpoint', async () => {
    // Arrange: a checkpoint of seed 9 (written by a run interrupted earlier)
    const out = join(tmp.path, 'guarded');
    const partial = `${out}.partial`;
    const run = await runUntilCheckpoint([...SPEC, '--workers', '1', '--checkpoint-seconds', '0', '--out', out], join(partial, 'checkpoint.json'));
    expect(run.killed).toBe(true);
    const before = readFileSync(join(partial, 'checkpoint.json'), 'utf8');

    // Act / Assert
    const again = captureIo();
    expect(await simulateCommandAsync([...SPEC, '--workers', '0', '--out', out], again)).toBe(2);
    expect(again.stderr()).toContain('--resume');
    const other = captureIo();
    expect(await simulateCommandAsync([...SPEC, '--seed', '10', '--workers', '0', '--resume', '--out', out], other)).toBe(2);
    expect(other.stderr()).toContain('seed');
    expect(readFileSync(join(partial, 'checkpoint.json'), 'utf8')).toBe(before); // nothing lost
    const none = captureIo();
    expect(await simulateCommandAsync([...SPEC, '--workers', '0', '--resume', '--out', join(tmp.path, 'never-ran')], none)).toBe(2);
    expect(none.stderr()).toContain('--resume');
  });

  it('should refuse a damaged checkpoint with the file named, never a stack trace', async () => {
    const out = join(tmp.path, 'damaged');
    mkdirSync(`${out}.partial`, { recursive: true });
    writeFileSync(join(`${out}.partial`, 'checkpoint.json'), '{"kind":"cardlaw-checkpoint","version":1,"spec":{}');
    const io = captureIo();
    expect(await simulateCommandAsync([...SPEC, '--workers', '0', '--resume', '--out', out], io)).toBe(2);
    expect(io.stderr()).toContain('checkpoint.json');
    expect(io.stderr()).not.toMatch(/\n\s+at /);
  });

  it('should resume a run that was started with --force over another run\'s report (review: it could never be resumed)', async () => {
    const out = join(tmp.path, 'forced');
    // another run's report in the folder: a new run needs --force
    expect(await simulateCommandAsync(['--format', '1x1', '--parties', '20', '--seed', '1', '--quiet', '--workers', '0', '--out', out], captureIo())).toBe(0);
    const run = await runUntilCheckpoint([...SPEC, '--workers', '1', '--checkpoint-seconds', '0', '--force', '--out', out], `${out}.partial/checkpoint.json`);
    expect(run.killed, run.stderr).toBe(true);
    const resumed = captureIo();
    expect(await simulateCommandAsync([...SPEC, '--workers', '1', '--resume', '--out', out], resumed)).toBe(0);
    expect(resumed.stderr()).toBe('');
    const whole = join(tmp.path, 'forced-whole');
    expect(await simulateCommandAsync([...SPEC, '--workers', '0', '--out', whole], captureIo())).toBe(0);
    expect(reportFiles(out)).toEqual(reportFiles(whole));
  });

  it('should neither read, overwrite nor remove a checkpoint.json that cardlaw did not write, even with --force (review)', async () => {
    const out = join(tmp.path, 'theirs');
    mkdirSync(`${out}.partial`, { recursive: true });
    const mine = join(`${out}.partial`, 'checkpoint.json');
    writeFileSync(mine, '{"epoch": 12}\n');
    for (const extra of [[], ['--force'], ['--resume']]) {
      const io = captureIo();
      expect(await simulateCommandAsync([...SPEC, '--workers', '0', ...extra, '--out', out], io)).toBe(2);
      expect(io.stderr()).toMatch(/checkpoint\.json that cardlaw did not write/);
    }
    expect(readFileSync(mine, 'utf8')).toBe('{"epoch": 12}\n');
    expect(existsSync(join(out, 'paths.csv'))).toBe(false);
  });

  it('should refuse to resume a checkpoint written by other versions, naming what changed (review)', async () => {
    const out = join(tmp.path, 'upgraded');
    const checkpoint = `${out}.partial/checkpoint.json`;
    const run = await runUntilCheckpoint([...SPEC, '--workers', '1', '--checkpoint-seconds', '0', '--out', out], checkpoint);
    expect(run.killed, run.stderr).toBe(true);
    const saved = JSON.parse(readFileSync(checkpoint, 'utf8'));
    expect(saved.versions).toMatchObject({ cardlaw: expect.any(String), node: process.version, xstate: expect.any(String) });
    writeFileSync(checkpoint, JSON.stringify({ ...saved, versions: { ...saved.versions, xstate: '4.38.0' } }));
    const io = captureIo();
    expect(await simulateCommandAsync([...SPEC, '--workers', '0', '--resume', '--out', out], io)).toBe(2);
    expect(io.stderr()).toMatch(/written by other versions \(xstate "4\.38\.0" → \d/);
  });
});
