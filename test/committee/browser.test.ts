/**
 * The committee report in a real browser (issue 12): a small simulation of both rulesets, and the
 * compare (Debertz and Preferans) and gap-impact fixtures (small real runs) and a small real
 * exploration folder (cardlaw explore --out, issue 13), each report opened from disk in headless Chromium through playwright-core. Checks that every chart
 * is drawn with a non-zero size, the page logs no console error, the tables are populated and the
 * Russian text of the regulation is on the page; saves a screenshot and an A4 PDF under
 * test-artifacts/committee/ (kept out of git).
 *
 * The browser is the system Chromium — one-time set-up: `apt-get install -y chromium` (README,
 * "Tests"); CHROMIUM_PATH names another. Without one the test is reported as skipped, with the
 * reason on the console — never passed silently.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { reportCommand } from '../../src/harness/cli/report.ts';
import { tempDir } from '../sim/support.ts';
import { DEBERTZ_RUN, PREFERANS_RUN, exploreRun, simulate } from './support.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const ARTIFACTS = join(ROOT, 'test-artifacts/committee');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const haveBrowser = existsSync(CHROMIUM);
if (!haveBrowser) console.warn(`SKIPPED: the committee report browser test needs Chromium at ${CHROMIUM} (not found). Install it once: apt-get install -y chromium (or set CHROMIUM_PATH).`);

describe.skipIf(!haveBrowser)('the committee report in headless Chromium', () => {
  const tmp = tempDir('committee-browser');
  let browser: Browser;
  const runs = { debertz: join(tmp.path, 'debertz'), preferans: join(tmp.path, 'preferans') };

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    await simulate(runs.debertz, ...DEBERTZ_RUN);
    await simulate(runs.preferans, ...PREFERANS_RUN);
    // an exploration folder (issue 13): Debertz 1x1 under the defaults, compared with a two-row simulation
    expect(await exploreRun(join(tmp.path, 'explore'), join(tmp.path, 'explore-sim'))).toBe(0);
    for (const dir of Object.values(runs)) expect(await reportCommand([dir], { out: () => {}, err: (t) => void process.stderr.write(t) })).toBe(0);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    tmp.cleanup();
  });

  it.each(['debertz', 'preferans', 'compare', 'compare-preferans', 'gap-impact', 'explore'] as const)('%s: renders with every chart drawn, tables populated, Cyrillic text, no console error', async (which) => {
    const simulated = which === 'debertz' || which === 'preferans';
    const file = simulated ? join(runs[which], 'committee.html') : join(tmp.path, `${which}.html`);
    // compare and gap-impact: small real runs of cardlaw compare / gap-impact (test/committee/fixtures)
    if (which === 'explore') expect(await reportCommand([join(tmp.path, 'explore'), '--out', file], { out: () => {}, err: () => {} })).toBe(0);
    else if (!simulated) expect(await reportCommand([join(ROOT, 'test/committee/fixtures', which), '--out', file], { out: () => {}, err: () => {} })).toBe(0);
    const page = await browser.newPage({ viewport: { width: 1100, height: 1500 } });
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('pageerror', (e) => void errors.push(String(e)));
    page.on('requestfailed', (r) => void errors.push(`request failed: ${r.url()}`));
    const requests: string[] = [];
    page.on('request', (r) => void requests.push(r.url()));
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });

    const charts = await page.$$eval('figure.chart', (figs) => figs.map((f) => ({ id: f.getAttribute('data-chart'), ...(() => { const r = f.querySelector('svg')!.getBoundingClientRect(); return { w: r.width, h: r.height }; })(), marks: f.querySelectorAll('svg path, svg rect, svg line').length })));
    const expected = { debertz: ['paths-1x1', 'paths-1x2', 'paths-1x3', 'paths-2x2', 'gap-reach', 'outcomes'], preferans: ['paths-sochi', 'gap-reach', 'outcomes'], compare: ['diff'], 'compare-preferans': ['diff'], 'gap-impact': ['gap-impact'], explore: ['explore-sizes'] }[which];
    expect(charts.map((c) => c.id).sort()).toEqual([...expected].sort());
    for (const c of charts) {
      expect(c.w, `${c.id} width`).toBeGreaterThan(100);
      expect(c.h, `${c.id} height`).toBeGreaterThan(50);
      expect(c.marks, `${c.id} marks`).toBeGreaterThan(5);
    }
    const tables = await page.$$eval('table', (ts) => ts.map((t) => ({ id: t.id, rows: t.querySelectorAll('tbody tr').length })));
    expect(tables.length).toBeGreaterThan(0);
    for (const t of tables) expect(t.rows, t.id).toBeGreaterThan(0);
    const mainTables = { debertz: ['paths-table', 'gap-reach-table', 'outcomes-table', 'invariants-table'], preferans: ['paths-table', 'gap-reach-table', 'outcomes-table', 'invariants-table'], compare: ['diff-table', 'changed-paths-table'], 'compare-preferans': ['diff-table', 'changed-paths-table'], 'gap-impact': ['gap-impact-table', 'gap-impact-formats-table'], explore: ['explore-sizes-table', 'explore-paths-table', 'dead-clauses-table', 'rare-paths-table', 'sim-only-table'] }[which];
    for (const id of mainTables) expect(tables.map((t) => t.id)).toContain(id);

    const russian = await page.$$eval('blockquote p[lang="ru"]', (ps) => ps.map((p) => p.textContent ?? ''));
    expect(russian.length).toBeGreaterThan(which === 'explore' ? 5 : 20);
    expect(russian.join(' ')).toMatch(/[А-Яа-яЁё]{4,}/);
    expect(await page.locator('body').innerText()).toMatch(which === 'preferans' || which === 'compare-preferans' ? /прикуп|карт/i : /Байд/);
    if (which !== 'gap-impact' && which !== 'explore') expect(await page.locator('section.deal pre').count()).toBeGreaterThan(0);
    expect(await page.locator('script').count()).toBe(0);
    expect(requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
    expect(errors).toEqual([]);

    await page.screenshot({ path: join(ARTIFACTS, `${which}.png`) });
    // a clause of the regulation woven with its transitions, frequencies and gaps (docs/committee-report.md)
    if (which === 'debertz') await page.locator('section.clause', { has: page.locator('h3', { hasText: /^DEB-6\.2\.1\.6\b/ }) }).screenshot({ path: join(ARTIFACTS, 'debertz-clause.png') });
    await page.pdf({ path: join(ARTIFACTS, `${which}.pdf`), format: 'A4', printBackground: true });
    expect(readFileSync(join(ARTIFACTS, `${which}.pdf`)).subarray(0, 5).toString()).toBe('%PDF-');
    await page.close();
  });
});
