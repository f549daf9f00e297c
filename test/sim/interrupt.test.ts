/**
 * Issue 16: Ctrl-C (SIGINT) stops a run cleanly — no report, no temporary folder left — and saves
 * what was finished, so `--resume` completes it to the uninterrupted run's bytes. (SIGKILL, where
 * no handler runs, is resume.test.ts.)
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simulateCommandAsync } from '../../src/harness/cli/simulate.ts';
import { captureIo, reportFiles, tempDir } from './support.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SPEC = ['--format', '1x2', '--parties', '3000', '--batch-parties', '20', '--seed', '12', '--rate', 'signal=0.05', '--quiet'];

/** Starts `cardlaw simulate`, sends SIGINT once `file` exists (or the run ends), and reports how it ended. */
function interruptWhen(args: string[], file: string): Promise<{ code: number | null; sent: boolean; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'bin/cardlaw.js'), 'simulate', ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    let sent = false;
    child.stderr.on('data', (d) => (stderr += String(d)));
    const poll = setInterval(() => {
      if (!sent && existsSync(file)) {
        sent = true;
        child.kill('SIGINT');
      }
    }, 20);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(poll);
      resolve({ code, sent, stderr });
    });
  });
}

describe('an interrupted run (SIGINT)', () => {
  const tmp = tempDir('interrupt');
  afterAll(() => tmp.cleanup());

  it('should stop with exit code 130, no report and no temporary folder, progress saved; --resume completes it byte for byte', async () => {
    // Arrange
    const io = captureIo();
    const whole = join(tmp.path, 'whole');
    expect(await simulateCommandAsync([...SPEC, '--workers', '0', '--out', whole], io)).toBe(0);
    const out = join(tmp.path, 'run');
    const checkpoint = `${out}.partial/checkpoint.json`;

    // Act
    const run = await interruptWhen([...SPEC, '--workers', '1', '--checkpoint-seconds', '0', '--out', out], checkpoint);

    // Assert: the clean stop
    expect(run.sent, `the run ended before its first checkpoint: ${run.stderr}`).toBe(true);
    expect(run.code).toBe(130);
    expect(run.stderr).toContain('cardlaw simulate: interrupted; no report written; progress saved in');
    expect(run.stderr).toContain('--resume');
    expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(tmp.path).sort()).toEqual(['run.partial', 'whole']); // no .run.tmp-* left
    const saved = JSON.parse(readFileSync(checkpoint, 'utf8'));
    expect(saved.nextIndex).toBeGreaterThan(0);

    // Act / Assert: resumed to the same bytes, the checkpoint gone
    const resumed = captureIo();
    expect(await simulateCommandAsync([...SPEC, '--workers', '0', '--resume', '--out', out], resumed)).toBe(0);
    expect(resumed.stderr()).toBe('');
    expect(reportFiles(out)).toEqual(reportFiles(whole));
    expect(existsSync(`${out}.partial`)).toBe(false);
    expect(JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')).execution.resumedAt).toBe(saved.nextIndex);
  });
});
