/**
 * `cardlaw conform --protocol jsonl`: the implementation is started once (once per job) and kept
 * running; each case's scenario is written to its stdin as one line of JSON, and its next line
 * on stdout is the answer — a ruling, or `{"error": "…"}` (with an optional `"exit"`, default
 * 2) for a refusal. Starting a program once instead of once per case is what makes a suite of
 * hundreds of cases take seconds (docs/conformance.md, "Protocols").
 *
 * The answer is handed to the same `checkAnswer` as a per-case process's, as the exit code and
 * stdout that process would have given, so both protocols classify alike. A program that dies,
 * hangs past the time limit or writes a line over the output limit fails that case (crashed,
 * timeout, output-limit) and is replaced by a fresh one for the next case; its whole process
 * group, and its tagged descendants, are stopped as in the per-case protocol.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { DEFAULT_MAX_OUTPUT_BYTES, REJECTION_EXIT_CODE, type Answer, type Implementation } from './conform.ts';
import { killGroup, killTagged, newRunTag, spawnTested } from './processes.ts';

/** What is kept of a program's stderr, for the message of a case it crashed on. */
const STDERR_TAIL_BYTES = 64 * 1024;

export interface JsonlOptions {
  readonly cwd?: string;
  /** the longest answer line kept; a longer one fails the case and replaces the program */
  readonly maxOutputBytes?: number;
  /** aborting stops every program (Ctrl-C) */
  readonly signal?: AbortSignal;
}

/** An implementation that also has to be shut down when the run is over. */
export interface PersistentImplementation {
  readonly implementation: Implementation;
  /** closes every program's stdin, then stops what is left of them */
  close(): Promise<void>;
  /** how many programs were started (one per job, plus one per crash or time-out) */
  readonly started: () => number;
}

/** The exit code and stdout a per-case process would have given for this answer line. */
export function answerOfLine(line: string): Pick<Answer, 'code' | 'stdout'> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return { code: 0, stdout: line }; // checkAnswer reports it as bad output
  }
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && typeof (parsed as { error?: unknown }).error === 'string') {
    const exit = (parsed as { exit?: unknown }).exit;
    return { code: exit === undefined ? REJECTION_EXIT_CODE : typeof exit === 'number' && Number.isInteger(exit) ? exit : -1, stdout: JSON.stringify({ error: (parsed as { error: string }).error }) };
  }
  return { code: 0, stdout: line };
}

interface Pending {
  resolve: (a: Answer) => void;
  timer: NodeJS.Timeout;
}

/** One running program: lines in, lines out, one case at a time. */
class Program {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly tag = newRunTag();
  private buffered: Buffer[] = [];
  private bufferedBytes = 0;
  private stderrTail = '';
  private pending: Pending | undefined;
  exited = false;

  constructor(command: string, private readonly options: JsonlOptions, private readonly limit: number) {
    this.child = spawnTested(command, this.tag, options.cwd);
    this.child.stdout.on('data', (d: Buffer) => this.onStdout(d));
    this.child.stderr.on('data', (d: Buffer) => {
      this.stderrTail = (this.stderrTail + d.toString('utf8')).slice(-STDERR_TAIL_BYTES);
    });
    this.child.stdin.on('error', () => {
      // the program may exit without reading; its exit is reported below
    });
    this.child.on('error', (e) => this.finish({ code: null, stdout: '', stderr: this.stderrTail, timedOut: false, error: e.message }, true));
    this.child.on('exit', () => {
      this.exited = true;
    });
    // 'close' comes after the exit *and* the last byte of output, so an answer written just
    // before exiting is still read; only then is a case still waiting an answer that never came
    this.child.on('close', (code, signal) => {
      this.exited = true;
      this.finish({ code: code ?? null, signal, stdout: '', stderr: this.stderrTail || `the program exited while answering (exit ${code ?? signal})`, timedOut: false }, true);
    });
  }

  ask(scenarioJson: string, timeoutMs: number): Promise<Answer> {
    return new Promise((resolve) => {
      if (this.exited) return resolve({ code: null, stdout: '', stderr: this.stderrTail, timedOut: false, error: 'the program is not running' });
      const timer = setTimeout(() => this.finish({ code: null, stdout: '', stderr: this.stderrTail, timedOut: true }, true), timeoutMs);
      this.pending = { resolve, timer };
      // a scenario is one line: JSON.stringify never writes a raw newline
      this.child.stdin.write(scenarioJson + '\n');
    });
  }

  interrupt(): void {
    this.finish({ code: null, stdout: '', stderr: this.stderrTail, timedOut: false, interrupted: true }, true);
    this.stop();
  }

  /** Ends the conversation: stdin closed, then the group and the tagged stopped after a grace period. */
  async close(graceMs = 500): Promise<void> {
    if (!this.exited) {
      this.child.stdin.end();
      await new Promise<void>((res) => {
        const t = setTimeout(res, graceMs);
        this.child.once('exit', () => {
          clearTimeout(t);
          res();
        });
      });
    }
    this.stop();
  }

  private stop(): void {
    killGroup(this.child.pid);
    killTagged(this.tag);
    this.child.stdout.destroy();
    this.child.stderr.destroy();
  }

  /** Whether the program may take another case. */
  get healthy(): boolean {
    return !this.exited && !this.broken;
  }
  private broken = false;

  private onStdout(d: Buffer): void {
    let chunk = d;
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10)) {
      const line = Buffer.concat([...this.buffered, chunk.subarray(0, nl)]).toString('utf8');
      chunk = chunk.subarray(nl + 1);
      this.buffered = [];
      this.bufferedBytes = 0;
      if (line.trim() === '') continue;
      if (!this.pending) {
        // a line nobody asked for: the protocol is broken, so is every answer after it
        this.finish({ code: 0, stdout: line, stderr: '', timedOut: false }, true);
        return;
      }
      this.finish({ ...answerOfLine(line), stderr: this.stderrTail, timedOut: false }, false);
    }
    if (chunk.length === 0) return;
    if (this.bufferedBytes + chunk.length > this.limit) {
      this.finish({ code: null, stdout: '', stderr: this.stderrTail, timedOut: false, overflow: { stream: 'stdout', limit: this.limit } }, true);
      return;
    }
    this.buffered.push(Buffer.from(chunk));
    this.bufferedBytes += chunk.length;
  }

  /** Resolves the case in flight; a program that failed it is stopped and replaced. */
  private finish(answer: Answer, fatal: boolean): void {
    const p = this.pending;
    this.pending = undefined;
    if (fatal && !this.broken) {
      this.broken = true;
      this.stop();
    }
    if (p) {
      clearTimeout(p.timer);
      p.resolve(answer);
    }
  }
}

/** The command run once per job and fed one scenario line per case. */
export function jsonlImplementation(command: string, options: JsonlOptions = {}): PersistentImplementation {
  const limit = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  const idle: Program[] = [];
  const all = new Set<Program>();
  let started = 0;
  const onAbort = () => {
    for (const p of all) p.interrupt();
  };
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const implementation: Implementation = async (scenarioJson, timeoutMs) => {
    if (options.signal?.aborted) return { code: null, stdout: '', stderr: '', timedOut: false, interrupted: true };
    let program = idle.pop();
    while (program && !program.healthy) {
      all.delete(program);
      program = idle.pop();
    }
    if (!program) {
      program = new Program(command, options, limit);
      all.add(program);
      started++;
    }
    const answer = await program.ask(scenarioJson, timeoutMs);
    if (program.healthy) idle.push(program);
    else all.delete(program);
    return answer;
  };
  return {
    implementation,
    started: () => started,
    async close() {
      options.signal?.removeEventListener('abort', onAbort);
      await Promise.all([...all].map((p) => p.close()));
      all.clear();
      idle.length = 0;
    },
  };
}
