/**
 * `cardlaw judge` in batch: several files (one answer per line, in order) and `--jsonl` (JSON
 * Lines in, an answer per line out, as `conform --protocol jsonl` drives it). A refused scenario
 * is an error line, the others are still ruled, and the exit code says one was refused.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judge } from '../../src/harness/judge/judge.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'cardlaw-judge-batch-'));
const cardlaw = (args: string[], input?: string) => spawnSync(process.execPath, [join(ROOT, 'bin/cardlaw.js'), ...args], { cwd: ROOT, encoding: 'utf8', input, timeout: 60_000 });
const made = join(ROOT, 'examples/debertz/made-1x1.json');
const pref = join(ROOT, 'examples/preferans/d05-contract-wrong-count.json');
const expected = (file: string) => JSON.parse(JSON.stringify(judge(JSON.parse(readFileSync(file, 'utf8')))));

describe('cardlaw judge in batch', () => {
  it('rules several files, one compact answer per line in order, a refusal as an error line, exit 2', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"ruleset": "debertz",\n  "format": "1x1",}');
    const r = cardlaw(['judge', made, bad, pref]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(2);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0])).toEqual(expected(made));
    expect(JSON.parse(lines[1])).toEqual({ error: expect.stringMatching(/bad\.json:2:\d+: not valid JSON/), exit: 2 });
    expect(JSON.parse(lines[2])).toEqual(expected(pref));
  });

  it('exits 0 when every file was ruled', () => {
    const r = cardlaw(['judge', made, pref]);
    expect(r.status).toBe(0);
    expect(r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l).ruleset)).toEqual(['debertz', 'preferans']);
  });

  it('--jsonl answers each line of standard input', () => {
    const input = [readFileSync(made, 'utf8'), readFileSync(pref, 'utf8')].map((t) => JSON.stringify(JSON.parse(t))).join('\n') + '\n{"ruleset":"chess"}\n';
    const r = cardlaw(['judge', '--jsonl'], input);
    expect(r.status).toBe(2);
    const lines = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines[0]).toEqual(expected(made));
    expect(lines[1]).toEqual(expected(pref));
    expect(lines[2]).toEqual({ error: expect.stringMatching(/^line 3: scenario\.ruleset: unknown ruleset/), exit: 2 });
  });

  it('refuses --jsonl with a file or with --text', () => {
    for (const args of [['judge', '--jsonl', made], ['judge', '--jsonl', '--text']]) {
      const r = cardlaw(args);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^cardlaw: judge --jsonl: /);
    }
  });
});
