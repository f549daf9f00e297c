/**
 * Helpers for the simulator tests: a strict little CSV reader (RFC 4180 quoting), a throwaway
 * output folder, and captured command output.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommandIo } from '../../src/harness/cli/simulate.ts';
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';

export function parseCsv(text: string): { header: string[]; rows: Record<string, string>[] } {
  if (!text.endsWith('\n')) throw new Error('CSV does not end with a newline');
  // csv-parse rejects rows whose field count differs from the header's
  // bom: the reports start with a UTF-8 byte-order mark (src/harness/report/csvReport.ts)
  const [header, ...body] = parse(text, { bom: true }) as string[][];
  return { header, rows: body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) };
}

export function tempDir(tag: string): { path: string; cleanup: () => void } {
  const path = mkdtempSync(join(tmpdir(), `cardlaw-${tag}-`));
  return { path, cleanup: () => rmSync(path, { recursive: true, force: true }) };
}

export function captureIo(): CommandIo & { stdout: () => string; stderr: () => string } {
  let out = '';
  let err = '';
  return {
    out: (t: string) => void (out += t),
    err: (t: string) => void (err += t),
    errIsTTY: false,
    stdout: () => out,
    stderr: () => err,
  };
}

/** Every file of a report folder, with run.json's `execution` block (timing, workers) removed. */
export function reportFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const text = readFileSync(join(dir, name), 'utf8');
    if (name === 'run.json') {
      const j = JSON.parse(text);
      delete j.execution;
      out[name] = JSON.stringify(j, null, 2);
    } else out[name] = text;
  }
  return out;
}

/**
 * A run whose deal cap (maxDealsPerParty) cuts parties short violates `party-terminates` and
 * nothing else: that is a finding, so simulate exits 1 (issue 14) and names it on stderr. The
 * tests that cap parties to stay short check exactly that, rather than exit 0.
 */
export function expectOnlyCapViolations(code: number, stderr: string): void {
  expect(code).toBe(1);
  const named = [...stderr.matchAll(/invariant violations: (.*) — replay/g)].flatMap((m) => m[1].split('; '));
  expect(named.length).toBeGreaterThan(0);
  for (const v of named) expect(v).toMatch(/^\S+ party-terminates \(first: /);
}
