/**
 * The committee report of an exploration folder (`cardlaw explore --out DIR`, issue 13): a small
 * real exploration (Debertz 1x1, default readings, budget 20, compared with a two-row simulation)
 * rendered by `cardlaw report`: sizes and timings, penalty paths with their witness file, "no clause
 * applies" and "two clauses apply" with the clauses' Russian text, dead clauses and readings, rare
 * paths; and bad input (a malformed or incomplete explore.json) refused with exit 2, nothing written.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommitteeReport, reportCommand } from '../../src/harness/cli/report.ts';
import { InputError } from '../../src/core/regulation/readings.ts';
import { regulationOf } from '../../src/rulesets/regulations.ts';
import { tempDir } from '../sim/support.ts';
import { exploreRun } from './support.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const quiet = () => ({ out: () => {}, err: () => {} });

describe('cardlaw report on an exploration folder', () => {
  const tmp = tempDir('committee-explore');
  const dir = join(tmp.path, 'explore');
  let j: any;
  beforeAll(async () => {
    expect(await exploreRun(dir, join(tmp.path, 'sim'))).toBe(0);
    j = JSON.parse(readFileSync(join(dir, 'explore.json'), 'utf8'));
  }, 120_000);
  afterAll(() => tmp.cleanup());

  it('renders sizes, paths with witness files, both kinds of finding with the Russian text, dead clauses, rare paths', async () => {
    let out = '';
    expect(await reportCommand([dir, '--json'], { out: (t) => void (out += t), err: () => {} })).toBe(0);
    const summary = JSON.parse(out);
    expect(summary.kind).toBe('explore');
    expect(summary.charts).toEqual(['explore-sizes']);
    const md = readFileSync(join(dir, 'committee.md'), 'utf8');
    const html = readFileSync(join(dir, 'committee.html'), 'utf8');
    for (const h of ['Sizes and timings', 'Penalty paths reachable', 'No clause applies', 'Two clauses apply', 'Dead clauses and dead readings', 'Rare paths']) expect(md).toContain(`## ${h}`);
    expect(md).toContain(`${j.totals.states.toLocaleString('en-US')} abstract states`);
    for (const id of ['explore-sizes-table', 'explore-paths-table', 'dead-clauses-table', 'rare-paths-table', 'sim-only-table']) expect(html).toContain(`id="${id}"`);
    // every penalty path, each concretised one with its witness file, which is in the folder
    const withFile = j.paths.filter((p: any) => p.witness.scenarioFile);
    expect(withFile.length).toBeGreaterThan(10);
    for (const p of withFile) {
      expect(md).toContain(p.witness.scenarioFile);
      expect(existsSync(join(dir, p.witness.scenarioFile))).toBe(true);
    }
    // the findings with the clause text from the registry (source language and gloss)
    const reg = regulationOf('debertz');
    expect(j.noClauseApplies.silences.length).toBeGreaterThan(0);
    expect(j.twoClausesApply.length).toBeGreaterThan(0);
    for (const s of j.noClauseApplies.silences) {
      expect(md).toContain(s.silence);
      for (const c of s.clauses) expect(md).toContain(reg.clauses.find((x) => x.id === c)!.gloss);
    }
    for (const o of j.twoClausesApply) expect(md).toContain(o.transitions.join(' before '));
    expect(html).toMatch(/<blockquote[^>]*>\s*<p lang="ru">[^<]*Байд|<p lang="ru">[^<]*[А-Яа-я]{4,}/);
    // dead clauses with their Russian text; rare paths and the path outside the abstraction
    for (const d of j.deadClauses) expect(md).toContain(d.id);
    expect(md).toContain(reg.clauses.find((x) => x.id === j.deadClauses[0].id)!.text.slice(0, 20));
    expect(j.compareSim.sampled).toBe(1);
    expect(md).toContain(`${j.compareSim.rare.length} never were`);
    expect(md).toContain('DEB-9.9 \\> DEB-9.9.9');
  });

  it('bad input: a malformed or incomplete explore.json is exit 2 with nothing written', async () => {
    const refused = async (name: string, text: string, message: RegExp) => {
      const d = join(tmp.path, name);
      cpSync(dir, d, { recursive: true });
      for (const f of ['committee.html', 'committee.md']) if (existsSync(join(d, f))) writeFileSync(join(d, f), 'old');
      writeFileSync(join(d, 'explore.json'), text);
      const before = readdirSync(d).sort();
      await expect(buildCommitteeReport(d)).rejects.toThrow(InputError);
      await expect(reportCommand([d], quiet())).rejects.toThrow(message);
      expect(readdirSync(d).sort()).toEqual(before);
      expect(readFileSync(join(d, 'committee.md'), 'utf8')).toBe('old');
      return d;
    };
    const good = readFileSync(join(dir, 'explore.json'), 'utf8');
    await refused('truncated', good.slice(0, 200), /explore\.json/);
    await refused('ruleset', JSON.stringify({ ...JSON.parse(good), ruleset: 'chess' }), /ruleset: must be debertz or preferans/);
    const noTotals = JSON.parse(good);
    delete noTotals.totals.states;
    await refused('totals', JSON.stringify(noTotals), /totals\.states: not a number/);
    const badPath = JSON.parse(good);
    badPath.paths[0].witness.events = 'DEALT';
    const d = await refused('witness', JSON.stringify(badPath), /paths\[0\]\.witness\.events: must be an array/);
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/cardlaw.js'), 'report', d], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^cardlaw: report: .*explore\.json: paths\[0\]\.witness\.events: must be an array/);
  });
});
