import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../src/harness/suite/conform.ts';
import { answerOfLine, jsonlImplementation } from '../../src/harness/suite/jsonlImplementation.ts';
import type { SuiteCase } from '../../src/core/suite/types.ts';
import { REJECTED, RULED } from './conformFixture.ts';

/**
 * `conform --protocol jsonl`: one program per job, a scenario per line, an answer per line. The
 * tested programs are shell loops reading lines, so each case costs no process start.
 */
const tmp = mkdtempSync(join(tmpdir(), 'cardlaw-conform-jsonl-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let n = 0;
function loop(onReject: string): string {
  const file = join(tmp, `loop-${++n}.sh`);
  writeFileSync(file, `#!/bin/sh\nwhile IFS= read -r line; do\n  case "$line" in\n    *'"want":"reject"'*) ${onReject};;\n    *) echo '{"kind":"ruled","outcome":"made"}';;\n  esac\ndone\n`);
  return `sh ${file}`;
}
const ruled = (i: number) => ({ ...RULED, id: `r-${i}`, file: `r-${i}.json`, scenario: { n: i, want: 'rule' } }) as unknown as SuiteCase;
const rejected = (i: number) => ({ ...REJECTED, id: `x-${i}`, file: `x-${i}.json`, scenario: { n: i, want: 'reject' } }) as unknown as SuiteCase;
const FIELDS = ['kind', 'outcome'];

async function conform(command: string, cases: SuiteCase[], jobs = 1, timeoutMs = 10_000, maxOutputBytes?: number) {
  const persistent = jsonlImplementation(command, { maxOutputBytes });
  try {
    const summary = await runConformance(cases, persistent.implementation, FIELDS, { jobs, timeoutMs });
    return { summary, started: persistent.started(), statuses: summary.results.map((r) => r.status) };
  } finally {
    await persistent.close();
  }
}

describe('conform over JSON Lines', () => {
  it('reads an answer line as the exit code and stdout a per-case process would give', () => {
    expect(answerOfLine('{"kind":"ruled"}')).toEqual({ code: 0, stdout: '{"kind":"ruled"}' });
    expect(answerOfLine('{"error":"no such card"}')).toEqual({ code: 2, stdout: '{"error":"no such card"}' });
    expect(answerOfLine('{"error":"boom","exit":1}')).toEqual({ code: 1, stdout: '{"error":"boom"}' });
    expect(answerOfLine('{"error":"x","exit":"two"}').code).toBe(-1);
    expect(answerOfLine('not json')).toEqual({ code: 0, stdout: 'not json' });
  });

  it('runs a whole suite on one program per job, rulings and rejections alike', async () => {
    const cases = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? rejected(i) : ruled(i)));
    const r = await conform(loop(`echo '{"error":"no such card"}'`), cases, 2);
    expect(r.statuses).toEqual(cases.map(() => 'passed'));
    expect(r.started).toBe(2);
  });

  it('fails a rejection answered with another exit code, like a per-case crash', async () => {
    const r = await conform(loop(`echo '{"error":"KeyError","exit":1}'`), [ruled(1), rejected(2)]);
    expect(r.statuses).toEqual(['passed', 'crashed']);
  });

  it('counts a program that dies on a case as a crash of that case only, and starts a fresh one', async () => {
    const r = await conform(loop(`echo 'Traceback' >&2; exit 3`), [ruled(1), rejected(2), ruled(3), ruled(4)]);
    expect(r.statuses).toEqual(['passed', 'crashed', 'passed', 'passed']);
    expect(r.summary.results[1].diff.join(' ')).toMatch(/exit code 3.*Traceback/);
    expect(r.started).toBe(2);
  });

  it('times out a program that does not answer, replaces it, and goes on', async () => {
    const r = await conform(loop(`sleep 30`), [rejected(1), ruled(2)], 1, 300);
    expect(r.statuses).toEqual(['timeout', 'passed']);
    expect(r.started).toBe(2);
  });

  it('stops a program whose answer line exceeds the output limit', async () => {
    const r = await conform(loop(`head -c 5000 /dev/zero | tr '\\\\0' x`), [rejected(1), ruled(2)], 1, 10_000, 1024);
    expect(r.statuses).toEqual(['output-limit', 'passed']);
  });
});
