/**
 * A hand-made suite folder for the conform tests: two cases (a ruling, a rejection), a manifest
 * comparing `kind` and `outcome`. The tested programs are shell scripts, so the scenarios carry
 * only what the scripts look at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SuiteCase } from '../../src/core/suite/types.ts';

export const RULED = { id: 't-001', file: '001-1x1-made.json', title: '1x1: made', format: '1x1', expected: { kind: 'ruled', outcome: 'made' } } as unknown as SuiteCase;
export const REJECTED = { id: 't-002', file: '002-1x1-rejected.json', title: '1x1: impossible', format: '1x1', expected: { rejected: true, message: 'scenario.events[3]: …', exitCode: 2 } } as unknown as SuiteCase;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Edit = (manifest: Record<string, any>, cases: Record<string, any>[]) => void;

/** Writes the folder, after `edit` changed the manifest or the case files; returns its path. */
export function handMadeSuite(dir: string, edit: Edit = () => {}): string {
  mkdirSync(dir);
  const both = [RULED, REJECTED];
  const cases = both.map((c) => ({
    id: c.id,
    title: c.title,
    ruleset: 'debertz',
    format: c.format,
    readings: {},
    ledger: 'fresh',
    exercises: { states: [], transitions: [], clauses: [], readings: [] },
    path: null,
    scenario: { title: c.title, want: 'rejected' in c.expected ? 'reject' : 'rule' },
    expected: structuredClone(c.expected),
  }));
  const manifest = {
    suite: 'cardlaw-conformance',
    version: 1,
    ruleset: 'debertz',
    machine: 'debertz',
    formats: ['1x1'],
    readings: 'default',
    compared: ['kind', 'outcome'],
    cases: both.map((c) => ({ file: c.file, id: c.id, title: c.title, format: c.format, expect: 'rejected' in c.expected ? 'rejected' : 'ruled' })),
  };
  edit(manifest, cases);
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  both.forEach((c, i) => writeFileSync(join(dir, c.file), JSON.stringify(cases[i])));
  return dir;
}
