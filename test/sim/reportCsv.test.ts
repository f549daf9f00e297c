/**
 * Issue 14, the CSV side of the reports: a UTF-8 byte-order mark on every CSV (read back by a
 * spreadsheet's decoder and by cardlaw's own readers), Wilson columns in clauses.csv, and the
 * per-party counts of party-level events (deals of one party are not independent).
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildReport, CLAUSES_COLUMNS, GAPS_COLUMNS, PATHS_COLUMNS, type ReportContext } from '../../src/harness/report/csvReport.ts';
import { wilson } from '../../src/harness/report/csvStats.ts';
import { createTally, mergeTally, type Tally } from '../../src/core/report/tally.ts';
import { FormatAccumulator } from '../../src/core/report/tallyAccumulator.ts';
import { tallyFromJson, tallyToJson } from '../../src/harness/report/tallyJson.ts';
import { parseCsv as readerParse, readSimulationReport } from '../../src/harness/coverage/simReport.ts';
import { joinPath } from '../../src/harness/sim/batch.ts';
import type { SimSpec } from '../../src/core/sim/types.ts';
import { parseCsv } from './support.ts';

const THIRD_B = 'DEB-6.2.1.6';
const GLOSS = 'третий «Б» — a third «Б» costs 100, "quoted", with a comma';

/**
 * Three parties of one format: party 0 has the third «Б» on two deals (one per side), party 1
 * never, party 2 once. So 3 deals of 9, but 2 parties of 3.
 */
function threeParties(): Tally {
  const acc = new FormatAccumulator('1x1', ['inv'], []);
  acc.countTransitions(['a:X:0', 'b:Y:0']);
  const parties: string[][][] = [
    [[], [THIRD_B], ['DEB-6.2.1.4'], [THIRD_B]],
    [[], ['DEB-6.2.1.4']],
    [[THIRD_B], []],
  ];
  parties.forEach((deals, p) => {
    deals.forEach((trail, d) => {
      acc.beginDeal(p * 1024 + d);
      for (const c of trail) acc.clause(c);
      acc.consult(`DEB-G28=${trail.includes(THIRD_B) ? 'literal' : 'none'}`);
      acc.transition(0);
      acc.endDeal(trail.length ? 'bayd' : 'made', true, trail.length ? -100 : 80);
      acc.check(0, true, true);
    });
    acc.endParty(deals.length, 'target');
  });
  return mergeTally(createTally('debertz'), { ruleset: 'debertz', formats: new Map([['1x1', acc.toFormatTally(joinPath)]]) });
}

const ctx: ReportContext = {
  spec: { ruleset: 'debertz', formats: ['1x1'], seed: 1 } as unknown as SimSpec,
  specJson: { ruleset: 'debertz', format: ['1x1'] },
  readings: { 'DEB-G28': 'literal' },
  gaps: [{ id: 'DEB-G28', title: 'Counting «Б»' } as ReportContext['gaps'][number]],
  invariants: [{ id: 'inv', per: 'deal', description: 'всё сходится' } as ReportContext['invariants'][number]],
  clauseGloss: (id) => (id === THIRD_B ? GLOSS : id),
  transitionIds: ['a:X:0', 'b:Y:0'],
  versions: {},
  execution: {},
};

describe('report CSVs (issue 14)', () => {
  const files = buildReport(threeParties(), ctx);
  const csvNames = Object.keys(files).filter((f) => f.endsWith('.csv'));

  it('start every CSV with a UTF-8 byte-order mark that a spreadsheet decoder and cardlaw both read back', () => {
    expect(csvNames).toEqual(['paths.csv', 'clauses.csv', 'gaps.csv', 'invariants.csv', 'outcomes.csv', 'transitions.csv']);
    for (const name of csvNames) {
      const bytes = Buffer.from(files[name], 'utf8');
      expect([...bytes.subarray(0, 3)], name).toEqual([0xef, 0xbb, 0xbf]);
      // what a spreadsheet does on double-click: sniff the BOM, decode as UTF-8, drop the mark
      const decoded = new TextDecoder('utf-8').decode(bytes);
      expect(decoded.startsWith('format,'), name).toBe(true);
      expect(readerParse(files[name])[0][0], name).toBe('format');
    }
    const row = parseCsv(files['clauses.csv']).rows.find((r) => r.clause === THIRD_B)!;
    expect(row.gloss).toBe(GLOSS);
    expect(Buffer.from(files['clauses.csv'], 'utf8').includes(Buffer.from('«Б»', 'utf8'))).toBe(true);
    expect(parseCsv(files['gaps.csv']).rows[0].title).toBe('Counting «Б»');
    expect(parseCsv(files['invariants.csv']).rows[0].description).toBe('всё сходится');
  });

  it('are read by cardlaw coverage / diagram --heat with the mark in place', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardlaw-bom-'));
    try {
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      expect(readFileSync(join(dir, 'transitions.csv'))[0]).toBe(0xef);
      const report = readSimulationReport(dir);
      expect([...report.clauses].sort()).toEqual(['DEB-6.2.1.4', THIRD_B]);
      expect([...report.consulted].sort()).toEqual(['DEB-G28=literal', 'DEB-G28=none']);
      expect([...report.transitionsByFormat!.keys()]).toEqual(['1x1']);
      expect(report.transitions!.get('a:X:0')).toBe(8);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('give clauses.csv Wilson columns over deals and per-party counts, added after the older columns', () => {
    expect(CLAUSES_COLUMNS.slice(0, 7)).toEqual(['format', 'clause', 'hits', 'deals', 'share', 'example_seed', 'gloss']);
    const { header, rows } = parseCsv(files['clauses.csv']);
    expect(header).toEqual(CLAUSES_COLUMNS);
    const r = rows.find((x) => x.clause === THIRD_B)!;
    const fmt = (x: number) => x.toFixed(6);
    expect([r.hits, r.deals, r.share]).toEqual(['3', '3', fmt(3 / 8)]);
    expect([r.share_low95, r.share_high95]).toEqual(wilson(3, 8).map(fmt));
    // the unit is the party: party 0 had it twice, party 2 once
    expect([r.parties, r.party_share]).toEqual(['2', fmt(2 / 3)]);
    expect([r.party_share_low95, r.party_share_high95]).toEqual(wilson(2, 3).map(fmt));
    const once = rows.find((x) => x.clause === 'DEB-6.2.1.4')!;
    expect([once.deals, once.parties]).toEqual(['2', '2']);
  });

  it('give paths.csv and gaps.csv the per-party columns too', () => {
    expect(parseCsv(files['paths.csv']).header).toEqual(PATHS_COLUMNS);
    const path = parseCsv(files['paths.csv']).rows.find((x) => x.path === THIRD_B)!;
    expect([path.count, path.parties, path.party_share]).toEqual(['3', '2', (2 / 3).toFixed(6)]);
    const none = parseCsv(files['paths.csv']).rows.find((x) => x.path === '(none)')!;
    expect([none.count, none.parties]).toEqual(['3', '3']);
    const gaps = parseCsv(files['gaps.csv']);
    expect(gaps.header).toEqual(GAPS_COLUMNS);
    const literal = gaps.rows.find((x) => x.reading === 'literal')!;
    expect([literal.deals, literal.parties, literal.share_low95]).toEqual(['3', '2', wilson(3, 8)[0].toFixed(6)]);
  });

  it('carry the per-party counts through a shard file, and refuse a shard written without them', () => {
    const t = threeParties();
    const back = tallyFromJson(JSON.parse(JSON.stringify(tallyToJson(t))), 't');
    expect(back.formats.get('1x1')!.clauses.get(THIRD_B)!.parties).toBe(2);
    const old = JSON.parse(JSON.stringify(tallyToJson(t)));
    for (const [, v] of old.formats[0].clauses) delete v.parties;
    expect(() => tallyFromJson(old, 'shard')).toThrow(/no per-party count .*older cardlaw/);
  });
});
