/**
 * Stopping everything a tested command started. The command runs in a process group of its own
 * (spawned `detached`), so one signal to the group reaches the shell and whatever it started —
 * and the terminal's Ctrl-C, which goes to cardlaw's group only, does not; cardlaw forwards it.
 *
 * A process that leaves the group (`setsid`, a daemon that double-forks) is out of a group
 * signal's reach. On Linux, each command also gets a unique environment variable, which its
 * descendants inherit; `killTagged` finds them by it in /proc. What escapes both — a process
 * that clears its environment *and* leaves the group — is not found (docs/conformance.md).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

/** The environment variable that marks a tested command and its descendants. */
export const RUN_TAG_VARIABLE = 'CARDLAW_CONFORM_RUN';

let counter = 0;

/** A tag no other command of any cardlaw process carries. */
export function newRunTag(): string {
  return `${process.pid}-${++counter}-${randomBytes(6).toString('hex')}`;
}

const groupsWork = process.platform !== 'win32';

/**
 * A tested command started through the shell, leading a process group of its own (so `killGroup`
 * reaches what it starts) and carrying `tag` in its environment (so `killTagged` reaches what
 * leaves the group); all three streams piped.
 */
export function spawnTested(command: string, tag: string, cwd = process.cwd()): ChildProcessWithoutNullStreams {
  return spawn(command, { cwd, shell: true, detached: groupsWork, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, [RUN_TAG_VARIABLE]: tag } });
}

/** SIGKILL to the process group led by `pid` (the command's shell); nothing if it is gone. */
export function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    if (groupsWork) process.kill(-pid, 'SIGKILL');
    else process.kill(pid, 'SIGKILL');
  } catch {
    // the group is empty already
  }
}

/**
 * SIGKILL to every process whose environment carries `tag` (Linux only; elsewhere nothing).
 * Returns how many were signalled. A /proc scan costs about 2 ms for a hundred processes.
 */
export function killTagged(tag: string): number {
  if (process.platform !== 'linux') return 0;
  const needle = Buffer.from(`${RUN_TAG_VARIABLE}=${tag}\0`);
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return 0;
  }
  let killed = 0;
  for (const name of names) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    let environ: Buffer;
    try {
      environ = readFileSync(`/proc/${name}/environ`);
    } catch {
      continue; // another user's process, or gone
    }
    // the variable may be the first entry (no NUL before it) or any later one
    if (!environ.subarray(0, needle.length).equals(needle) && !environ.includes(Buffer.concat([Buffer.from([0]), needle]))) continue;
    try {
      process.kill(Number(name), 'SIGKILL');
      killed++;
    } catch {
      // gone meanwhile
    }
  }
  return killed;
}
