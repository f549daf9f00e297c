import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simulateCommandAsync } from '../../src/harness/cli/simulate.ts';
import { captureIo, parseCsv, tempDir } from './support.ts';

/** `simulate --json` (issue 14): the summary as one JSON document, the same figures as the CSVs. */
describe('simulate --json', () => {
  const tmp = tempDir('json');
  afterAll(() => tmp.cleanup());

  it('prints only a JSON document whose counts are the report’s', async () => {
    const out = join(tmp.path, 'r');
    const io = captureIo();
    expect(await simulateCommandAsync(['--format', '1x1,2x2', '--parties', '40', '--seed', '3', '--workers', '0', '--json', '--out', out], io)).toBe(0);
    expect(io.stderr()).toBe('');
    const doc = JSON.parse(io.stdout()); // nothing but the document on stdout
    expect(doc).toMatchObject({ tool: 'cardlaw simulate', version: 1, ruleset: 'debertz', seed: 3, reports: expect.any(String) });
    const rows = parseCsv(readFileSync(join(out, 'outcomes.csv'), 'utf8')).rows.filter((r) => r.level === 'deal');
    expect(doc.formats.map((f: { format: string }) => f.format)).toEqual(['1x1', '2x2']);
    for (const f of doc.formats) {
      const mine = rows.filter((r) => r.format === f.format);
      expect(Object.keys(f.outcomes).sort()).toEqual(mine.map((r) => r.outcome).sort());
      for (const r of mine) expect(f.outcomes[r.outcome].deals, `${f.format} ${r.outcome}`).toBe(Number(r.count));
      expect(Object.values(f.outcomes).reduce((a: number, o) => a + (o as { deals: number }).deals, 0)).toBe(f.deals);
      expect(Object.values(f.invariantViolations).every((v) => v === 0)).toBe(true);
      expect(f.topPath.path[0]).toMatch(/^DEB-/);
    }
  });
});
