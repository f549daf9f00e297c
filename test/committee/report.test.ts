/**
 * cardlaw report (issue 12): the pieces of the committee report — escaping, the fallback of each
 * section when its file is absent, the compare and gap-impact fixtures (small real runs of
 * `cardlaw compare` / `cardlaw gap-impact`, checked against a fresh run's headers), bad input (exit 2, nothing written), and the folder's marker (the
 * next simulate --out replaces the committee files with the rest of the report).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommitteeReport, reportCommand } from '../../src/harness/cli/report.ts';
import { compareCommand, gapImpactCommand } from '../../src/harness/cli/compare.ts';
import { html, mdFence, mdTable, mdText } from '../../src/harness/committee/text.ts';
import { readRunFolder, REQUIRED_COLUMNS } from '../../src/harness/committee/runFolder.ts';
import { InputError } from '../../src/core/regulation/readings.ts';
import { MARKER } from '../../src/harness/sim/atomic.ts';
import { captureIo, tempDir } from '../sim/support.ts';
import { simulate } from './support.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const FIXTURES = join(ROOT, 'test/committee/fixtures');
const quiet = () => ({ out: () => {}, err: () => {} });

describe('escaping', () => {
  it('html() escapes the five characters that could open markup or end an attribute', () => {
    expect(html(`<script>alert("x") & 'y'</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;');
    expect(html('Байд «Б»')).toBe('Байд «Б»');
  });
  it('Markdown text cannot open a link, emphasis, raw HTML, a table cell or a heading', () => {
    expect(mdText('a|b *c* _d_ [e](f) <b> `g` & h')).toBe('a\\|b \\*c\\* \\_d\\_ \\[e\\](f) \\<b\\> \\`g\\` \\& h');
    expect(mdText('# not a heading')).toBe('\\# not a heading');
    expect(mdText('1. not a list')).toBe('1\\. not a list');
    expect(mdText('6.2.1.1 a clause number')).toBe('6.2.1.1 a clause number');
    expect(mdText('- not a list')).toBe('\\- not a list');
    expect(mdText('line\nbreak')).toBe('line break');
    expect(mdTable(['a|b'], [['x|y']])).toBe('| a\\|b |\n| --- |\n| x\\|y |');
  });
  it('a fenced block is longer than any backtick run inside it', () => {
    expect(mdFence('a ``` b')).toBe('````text\na ``` b\n````');
  });
});

describe('the compare and gap-impact run folders (the files cardlaw compare and gap-impact write)', () => {
  const tmp = tempDir('committee-real');
  const fresh = { compare: join(tmp.path, 'compare'), 'gap-impact': join(tmp.path, 'gap-impact') };
  beforeAll(async () => {
    // tiny real runs: the fixtures must have the header the commands write today
    expect(await compareCommand(['--defaults', '--parties', '2', '--reading', 'DEB-G16=top-scorer', '--workers', '0', '--out', fresh.compare], quiet())).toBe(0);
    expect(await gapImpactCommand(['--defaults', '--parties', '2', '--workers', '0', '--out', fresh['gap-impact']], quiet())).toBe(0);
  }, 120_000);
  afterAll(() => tmp.cleanup());

  const header = (file: string) => readFileSync(file, 'utf8').replace(/^\uFEFF/, '').split('\n')[0];

  it('the fixtures are real runs: the same columns as a fresh run, and every column the report requires', () => {
    for (const [dir, file] of [['compare', 'diff.csv'], ['compare', 'changed-paths.csv'], ['gap-impact', 'gap-impact.csv']] as const) {
      expect(header(join(FIXTURES, dir, file)), `${dir}/${file}`).toBe(header(join(fresh[dir], file)));
      for (const col of REQUIRED_COLUMNS[file]) expect(header(join(FIXTURES, dir, file)).split(',')).toContain(col);
    }
    for (const file of ['diff.csv', 'changed-paths.csv'] as const) expect(header(join(FIXTURES, 'compare-preferans', file))).toBe(header(join(fresh.compare, file)));
    expect(readRunFolder(join(FIXTURES, 'compare')).kind).toBe('compare');
    expect(readRunFolder(join(FIXTURES, 'gap-impact')).kind).toBe('gap-impact');
    expect(readRunFolder(fresh.compare).kind).toBe('compare');
    expect(readRunFolder(fresh['gap-impact']).kind).toBe('gap-impact');
  });

  it('cardlaw report on a fresh compare and gap-impact run: exit 0', async () => {
    for (const dir of Object.values(fresh)) expect(await reportCommand([dir], quiet())).toBe(0);
    expect(readFileSync(join(fresh.compare, 'committee.html'), 'utf8')).toContain('id="diff-table"');
    expect(readFileSync(join(fresh['gap-impact'], 'committee.html'), 'utf8')).toContain('id="gap-impact-table"');
  });

  it('a compare run: per format the share changed, the kinds of change, swings, party winners; changed paths; a fallback naming each absent file', async () => {
    const r = await buildCommitteeReport(join(FIXTURES, 'compare'));
    expect(r.charts).toEqual(['diff']);
    const diff = r.html.slice(r.html.indexOf('id="diff-table"'), r.html.indexOf('</table>', r.html.indexOf('id="diff-table"')));
    expect(diff).toContain('<td>1x2</td>');
    expect(diff).toContain('<td>64: 42.67% [35.03%, 50.67%]</td>');
    expect(diff).toMatch(/<td>64 \(42\.67%\)<\/td>/);
    expect(diff).toMatch(/ points<\/td>/);
    expect(diff).toMatch(/of 20 parties: /);
    expect(r.html).toContain('id="changed-paths-table"');
    expect(r.html).toContain('(the same outcome and path)');
    expect(r.html).toContain('DEB-G16: split-equally → top-scorer');
    const writer = { 'paths.csv': 'simulate', 'invariants.csv': 'simulate', 'gaps.csv': 'simulate', 'outcomes.csv': 'simulate', 'gap-impact.csv': 'gap-impact' };
    for (const [f, w] of Object.entries(writer)) expect(r.html).toMatch(new RegExp(`class="fallback">Not in this report: [^<]*no ${f.replace('.', '\\.')} \\(a compare run does not write it; a ${w} run does\\)`));
    expect(r.markdown).toContain('> Not in this report: the penalty paths and their shares. The run folder has no paths.csv');
    // the example deals: both sides from the same ledger, as cardlaw replay prints them
    expect(r.markdown).toContain('## Example deals ruled differently');
    expect(r.markdown).toMatch(/── Baseline \(DEB-G16=split-equally\) ──[\s\S]*── Alternative \(DEB-G16=top-scorer\) ──/);
    // the regulation is printed from the registry even without clauses.csv
    expect(r.html).toContain('Байд наступает');
    expect(r.html).toContain('How often it applied: not measured (no clauses.csv).');
  });

  it('a Preferans compare run renders, in whists', async () => {
    const r = await buildCommitteeReport(join(FIXTURES, 'compare-preferans'));
    expect(r.ruleset).toBe('preferans');
    expect(r.charts).toEqual(['diff']);
    expect(r.html).toContain('<td>sochi</td>');
    expect(r.html).toMatch(/ whists<\/td>/);
    expect(r.html).toContain('PREF-RULES: ');
  });

  it('text from the run folder is escaped in the tables and inside the SVG charts', async () => {
    const tmp = tempDir('committee-escape');
    try {
      const d = join(tmp.path, 'cmp');
      cpSync(join(FIXTURES, 'compare'), d, { recursive: true });
      const f = join(d, 'diff.csv');
      writeFileSync(f, readFileSync(f, 'utf8').replace('\n1x3,', '\n"<img src=x onerror=alert(1)> & «Б»",'));
      const r = await buildCommitteeReport(d);
      expect(r.html).not.toContain('<img');
      expect(r.html).toContain('<td>&lt;img src=x onerror=alert(1)&gt; &amp; «Б»</td>');
      const svg = r.html.slice(r.html.indexOf('<figure class="chart" data-chart="diff">'), r.html.indexOf('</figure>'));
      expect(svg).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; «Б»');
      expect(r.markdown).toContain('\\<img src=x onerror=alert(1)\\> \\& «Б»');
    } finally {
      tmp.cleanup();
    }
  });

  it('a gap-impact run: the all group ranked by decisive per 1,000, per format the most decisive, and under each clause', async () => {
    const r = await buildCommitteeReport(join(FIXTURES, 'gap-impact'));
    expect(r.charts).toEqual(['gap-impact']);
    const table = r.html.slice(r.html.indexOf('id="gap-impact-table"'), r.html.indexOf('</table>', r.html.indexOf('id="gap-impact-table"')));
    const decisive = [...table.matchAll(/<td[^>]*>([\d.]+) \[[\d.]+, [\d.]+\]<\/td>/g)].map((m) => Number(m[1]));
    const rows = readFileSync(join(FIXTURES, 'gap-impact/gap-impact.csv'), 'utf8').split('\n').filter((l) => l.startsWith('all,'));
    expect(decisive.length).toBe(rows.length);
    expect(decisive).toEqual([...decisive].sort((a, b) => b - a));
    expect(table).toContain('<td>DEB-G15</td>');
    expect(table).toContain('beat-each → beat-combined');
    expect(r.html).toContain('id="gap-impact-formats-table"');
    expect(r.html).toMatch(/beat-each → beat-combined: decisive on [\d.]+ per 1,000</);
    expect(r.html).toContain('no gaps.csv (a gap-impact run does not write it; a simulate run does)');
  });
});

describe('bad input: exit 2, a message naming the problem, nothing written', () => {
  const tmp = tempDir('committee-bad');
  afterAll(() => tmp.cleanup());

  const refused = async (dir: string, message: RegExp) => {
    const before = existsSync(dir) ? readdirSync(dir).sort() : null;
    await expect(reportCommand([dir], quiet())).rejects.toThrow(InputError);
    await expect(reportCommand([dir], quiet())).rejects.toThrow(message);
    expect(existsSync(dir) ? readdirSync(dir).sort() : null).toEqual(before);
  };

  it('a missing folder, a folder without run.json, an unknown kind', async () => {
    await refused(join(tmp.path, 'nope'), /no such folder/);
    mkdirSync(join(tmp.path, 'empty'));
    await refused(join(tmp.path, 'empty'), /not a cardlaw report \(no run\.json/);
    mkdirSync(join(tmp.path, 'kind'));
    writeFileSync(join(tmp.path, 'kind/run.json'), JSON.stringify({ kind: 'poem', spec: { ruleset: 'debertz' } }));
    await refused(join(tmp.path, 'kind'), /unknown kind "poem"/);
  });

  it('a ragged CSV, a missing column, a non-number', async () => {
    const make = (name: string, csv: string) => {
      const d = join(tmp.path, name);
      cpSync(join(FIXTURES, 'compare'), d, { recursive: true });
      writeFileSync(join(d, 'diff.csv'), csv);
      return d;
    };
    const real = readFileSync(join(FIXTURES, 'compare/diff.csv'), 'utf8');
    const lines = real.split('\n');
    await refused(make('ragged', `${lines[0]}\n1x2,20,150\n`), /diff\.csv: malformed CSV/);
    await refused(make('column', 'format,deals\n1x2,1\n'), /diff\.csv: no column "changed"/);
    await refused(make('nan', real.replace('\n1x2,20,150,64,', '\n1x2,20,150,many,')), /diff\.csv: row 3, column "changed": not a number/);
  });

  it('through the command line: exit 2 and one line on stderr', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/cardlaw.js'), 'report', join(tmp.path, 'nope')], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^cardlaw: report: .*nope: no such folder\n$/);
    expect(r.stdout).toBe('');
  });
});

describe('the report of a simulation folder and its marker', () => {
  const tmp = tempDir('committee-marker');
  const run = join(tmp.path, 'run');
  beforeAll(async () => {
    await simulate(run, '--format', '1x1', '--parties', '30', '--seed', '3');
  }, 120_000);
  afterAll(() => tmp.cleanup());

  it('writes committee.html and committee.md into the folder and lists them in its marker', async () => {
    const io = captureIo();
    expect(await reportCommand([run, '--json'], io)).toBe(0);
    const summary = JSON.parse(io.stdout());
    expect(summary.html).toBe(join(run, 'committee.html'));
    expect(summary.htmlBytes).toBeGreaterThan(10_000);
    const marker = JSON.parse(readFileSync(join(run, MARKER), 'utf8'));
    expect(marker.files).toContain('committee.html');
    expect(marker.files).toContain('committee.md');
    expect(readdirSync(run).filter((n) => n.includes('.tmp-'))).toEqual([]);
  });

  it('the Markdown twin: the same sections, tables with rows, the Russian text, nothing unescaped', () => {
    const md = readFileSync(join(run, 'committee.md'), 'utf8');
    const html = readFileSync(join(run, 'committee.html'), 'utf8');
    for (const h of ['## Gaps: where the text is silent or ambiguous', '## Penalty paths', '## Example deals of the most frequent paths', '## Outcome mix per format', '## Invariants', '## The regulation, clause by clause']) expect(md).toContain(h);
    expect(md).toMatch(/^\| format \| \\# \| path \|/m);
    expect(md.match(/^\| 1x1 \|/gm)!.length).toBeGreaterThan(5);
    expect(md).toContain('> 6.2.1.1 Байд наступает');
    expect(md).toMatch(/_Chart: Penalty paths, 1x1 \(drawn in committee\.html/);
    // every example narrative in a fence, and no raw HTML outside one
    expect(md).toMatch(/^```text\nDeal 1x1:/m);
    const outsideFences = md.replace(/^(`{3,})text\n[\s\S]*?\n\1$/gm, '');
    expect(outsideFences).not.toMatch(/(?<!\\)</);
    // the HTML stands alone: no script, no external resource
    expect(html).not.toMatch(/<script|<link|<img|src=|href="(?!#)/i);
    expect(html).toMatch(/<meta charset="utf-8">/);
  });

  it('--out and --md elsewhere: the run folder and its marker are left as they were', async () => {
    const other = join(tmp.path, 'elsewhere');
    mkdirSync(other);
    const marker = readFileSync(join(run, MARKER), 'utf8');
    expect(await reportCommand([run, '--out', join(other, 'r.html'), '--md', join(other, 'notes.md')], quiet())).toBe(0);
    expect(readdirSync(other).sort()).toEqual(['notes.md', 'r.html']);
    expect(readFileSync(join(other, 'notes.md'), 'utf8')).toContain('(drawn in r.html;');
    expect(readFileSync(join(run, MARKER), 'utf8')).toBe(marker);
  });

  it('an invariant violation opens the report in red and makes the exit code 1', async () => {
    const bad = join(tmp.path, 'violated');
    cpSync(run, bad, { recursive: true });
    const file = join(bad, 'invariants.csv');
    const lines = readFileSync(file, 'utf8').split('\n');
    const cols = lines[0].replace(/^\uFEFF/, '').split(',');
    const cells = lines[1].split(',');
    cells[cols.indexOf('violations')] = '2';
    cells[cols.indexOf('first_failing_seed')] = '1x1:4:2';
    cells[cols.indexOf('first_message')] = '<b>cards & «Б» lost</b>';
    lines[1] = cells.join(',');
    writeFileSync(file, lines.join('\n'));
    const io = captureIo();
    expect(await reportCommand([bad, '--out', join(bad, 'v.html')], io)).toBe(1);
    expect(io.stderr()).toMatch(/2 invariant violation\(s\)/);
    const page = readFileSync(join(bad, 'v.html'), 'utf8');
    const alarm = page.indexOf('<section class="alarm" id="violations" role="alert">');
    expect(alarm).toBeGreaterThan(0);
    expect(alarm).toBeLessThan(page.indexOf('<h2 id="gaps">'));
    expect(page).toContain('INVARIANT VIOLATED');
    expect(page).toContain('&lt;b&gt;cards &amp; «Б» lost&lt;/b&gt;');
    expect(page).not.toContain('<b>cards');
    expect(readFileSync(join(bad, 'v.md'), 'utf8')).toContain('## ⚠ INVARIANT VIOLATED');
  });

  it('the next simulate --out into the folder (same run) is accepted and removes the committee files', async () => {
    await simulate(run, '--format', '1x1', '--parties', '30', '--seed', '3');
    expect(existsSync(join(run, 'committee.html'))).toBe(false);
    expect(existsSync(join(run, 'committee.md'))).toBe(false);
    expect(JSON.parse(readFileSync(join(run, MARKER), 'utf8')).files).not.toContain('committee.html');
  }, 120_000);

  it('a file of the same name that cardlaw did not write is refused, not overwritten', async () => {
    writeFileSync(join(run, 'committee.html'), 'mine');
    await expect(reportCommand([run], quiet())).rejects.toThrow(/committee\.html is not a file cardlaw wrote/);
    expect(readFileSync(join(run, 'committee.html'), 'utf8')).toBe('mine');
    expect(existsSync(join(run, 'committee.md'))).toBe(false);
  });
});
