/**
 * Issue 17 for `cardlaw suite --out`: a suite folder is replaced only through the marker cardlaw
 * writes; a user's files beside the cases survive, and a folder of other files is refused.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GeneratedSuite } from '../../src/harness/suite/generate.ts';
import { readSuite, writeSuite } from '../../src/harness/suite/write.ts';

const MARKER = '.cardlaw-report.json';

/** A tiny suite (the writer only needs case files and a manifest). */
function fakeSuite(caseCount: number, formats: string[] = ['2x2']): GeneratedSuite {
  const cases = Array.from({ length: caseCount }, (_, i) => ({
    file: `${String(i + 1).padStart(3, '0')}-case.json`,
    id: `case-${i + 1}`,
    title: `case ${i + 1}`,
    format: formats[0],
    readings: {},
    scenario: { format: formats[0], events: [] },
    expected: { trail: [] },
  }));
  const manifest = {
    suite: 'cardlaw-conformance',
    version: 1,
    ruleset: 'debertz',
    machine: 'debertz',
    formats,
    readings: 'default',
    compared: ['trail'],
    cases: cases.map((c) => ({ file: c.file, id: c.id, title: c.title, format: c.format, expect: 'ruled' })),
  };
  return { cases, manifest } as unknown as GeneratedSuite;
}

describe('suite --out never deletes files it did not write (issue 17)', () => {
  const root = mkdtempSync(join(tmpdir(), 'cardlaw-suite-out-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const dir = (name: string) => join(root, name);

  it("should replace its own suite and keep the user's files beside it, removing only cases it wrote", () => {
    // Arrange: a suite of 3 cases, then the user adds notes and a subfolder
    const out = dir('suite');
    writeSuite(out, fakeSuite(3));
    mkdirSync(join(out, 'my-impl'));
    writeFileSync(join(out, 'my-impl', 'results.txt'), 'mine');
    writeFileSync(join(out, 'notes.md'), 'notes');

    // Act: the same suite regenerated with 2 cases
    writeSuite(out, fakeSuite(2));

    // Assert
    expect(readFileSync(join(out, 'notes.md'), 'utf8')).toBe('notes');
    expect(readFileSync(join(out, 'my-impl', 'results.txt'), 'utf8')).toBe('mine');
    expect(existsSync(join(out, '003-case.json'))).toBe(false); // a case cardlaw wrote, gone
    expect(readSuite(out).cases.map((c) => c.file)).toEqual(['001-case.json', '002-case.json']);
    expect(JSON.parse(readFileSync(join(out, MARKER), 'utf8')).files).toEqual(['001-case.json', '002-case.json', 'manifest.json']);
  });

  it('should refuse a folder whose manifest.json is not one cardlaw wrote, and keep it whole', () => {
    // Arrange: a user's folder with a manifest.json of their own (the old check only looked at it)
    const out = dir('users');
    mkdirSync(out);
    writeFileSync(join(out, 'manifest.json'), JSON.stringify({ suite: 'cardlaw-conformance', cases: [] }));
    writeFileSync(join(out, 'thesis.docx'), 'years of work');

    // Act / Assert
    expect(() => writeSuite(out, fakeSuite(1))).toThrow(/--force|not a cardlaw suite/);
    expect(readdirSync(out).sort()).toEqual(['manifest.json', 'thesis.docx']);
  });

  it('should refuse a suite of other options unless forced', () => {
    const out = dir('other');
    writeSuite(out, fakeSuite(2, ['2x2']));
    expect(() => writeSuite(out, fakeSuite(2, ['1x1']))).toThrow(/--force/);
    expect(readSuite(out).manifest.formats).toEqual(['2x2']);
    writeSuite(out, fakeSuite(2, ['1x1']), true);
    expect(readSuite(out).manifest.formats).toEqual(['1x1']);
  });

  it('should refuse a folder of other files with the old message', () => {
    const out = dir('not-a-suite');
    mkdirSync(out);
    writeFileSync(join(out, 'notes.txt'), 'mine');
    expect(() => writeSuite(out, fakeSuite(1))).toThrow(/exists and is not a cardlaw suite/);
    expect(readdirSync(out)).toEqual(['notes.txt']);
  });
});
