import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLAUSES_COLUMNS, GAPS_COLUMNS, INVARIANTS_COLUMNS, OUTCOMES_COLUMNS, PATHS_COLUMNS, TRANSITIONS_COLUMNS } from '../../src/harness/report/csvReport.ts';
import { debertzMachine } from '../../src/rulesets/debertz/machine/definition.ts';
import { transitionIdsOf } from '../../src/core/statechart/catalogue.ts';
import { tableOf } from '../../src/core/statechart/engine.ts';
import { DEBERTZ_INVARIANTS } from '../../src/rulesets/debertz/sim/invariants.ts';
import { parseCsv, tempDir } from './support.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const cardlaw = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, 'bin/cardlaw.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });

describe('cardlaw simulate end to end (seed 77)', () => {
  const tmp = tempDir('cli');
  const out = join(tmp.path, 'report');
  let stdout = '';
  beforeAll(() => {
    const r = cardlaw('simulate', 'sims/debertz-defaults.json', '--parties', '150', '--seed', '77', '--workers', '2', '--rate', 'revoke=0.2', '--rate', 'signal=0.05', '--out', out);
    expect(r.stderr).toBe(''); // no progress bar when stderr is not a terminal
    expect(r.status).toBe(0);
    stdout = r.stdout;
  });
  afterAll(() => tmp.cleanup());
  const csv = (name: string) => parseCsv(readFileSync(join(out, name), 'utf8'));

  it('should print a summary table and where the reports are', () => {
    expect(stdout).toMatch(/^format\s+parties\s+deals/m);
    for (const f of ['1x1', '1x2', '1x3', '2x2']) expect(stdout).toMatch(new RegExp(`^${f}\\s+150\\s`, 'm'));
    expect(stdout).toContain(`reports: `);
  });

  it('should write every CSV with exactly the documented columns', () => {
    expect(csv('paths.csv').header).toEqual(PATHS_COLUMNS);
    expect(csv('clauses.csv').header).toEqual(CLAUSES_COLUMNS);
    expect(csv('gaps.csv').header).toEqual(GAPS_COLUMNS);
    expect(csv('invariants.csv').header).toEqual(INVARIANTS_COLUMNS);
    expect(csv('outcomes.csv').header).toEqual(OUTCOMES_COLUMNS);
    expect(csv('transitions.csv').header).toEqual(TRANSITIONS_COLUMNS);
    const readme = readFileSync(join(ROOT, 'reports/README.md'), 'utf8');
    for (const col of new Set([...PATHS_COLUMNS, ...CLAUSES_COLUMNS, ...GAPS_COLUMNS, ...INVARIANTS_COLUMNS, ...OUTCOMES_COLUMNS, ...TRANSITIONS_COLUMNS])) expect(readme).toContain(`\`${col}\``);
    expect(readme).toContain('transitions.csv');
  });

  it('should count every machine transition per format, zeros included, in table order', () => {
    // Arrange
    const ids = transitionIdsOf(tableOf(debertzMachine));
    const { rows } = csv('transitions.csv');
    const run = JSON.parse(readFileSync(join(out, 'run.json'), 'utf8'));

    // Assert
    expect(rows.map((r) => `${r.format} ${r.transition}`)).toEqual(['1x1', '1x2', '1x3', '2x2'].flatMap((f) => ids.map((id) => `${f} ${id}`)));
    for (const r of rows) {
      expect(Number.isInteger(Number(r.fires)) && Number.isInteger(Number(r.deals))).toBe(true);
      expect(Number(r.fires)).toBeGreaterThanOrEqual(Number(r.deals));
      expect(Number(r.deals)).toBeGreaterThanOrEqual(0);
    }
    for (const f of ['1x1', '1x2', '1x3', '2x2']) {
      const fmt = run.results.formats[f];
      const deals = (prefix: string) => rows.filter((r) => r.format === f && r.transition.startsWith(prefix)).reduce((a, r) => a + Number(r.deals), 0);
      // every deal attempt leaves awaitingDeal exactly once: dealt, misdealt (DEB-6.3, an exposed card),
      // or stopped by a player's offence while the cards were dealt
      const misdealt = fmt.irregularities.dealerExposedCard?.committed ?? 0;
      const whileDealing = fmt.irregularities.offenceWhileDealing?.committed ?? 0;
      expect(deals('awaitingDeal:DEALT:')).toBe(fmt.deals - misdealt - whileDealing);
      expect(deals('awaitingDeal:DEALER_EXPOSED_CARD:')).toBe(misdealt);
      expect(deals('awaitingDeal:IRREGULARITY:')).toBe(whileDealing);
      // ... and every deal attempt but a redeal (all passed, misdealt) is ruled, leaving ruling.closing once
      const redeals = Number(csv('outcomes.csv').rows.find((r) => r.format === f && r.level === 'deal' && r.outcome === 'redeal')?.count ?? 0);
      expect(deals('ruling.closing:')).toBe(fmt.deals - redeals);
    }
  });

  it('should give cardlaw coverage the transition coverage and diagram --heat its counts', () => {
    // Act
    const cov = cardlaw('coverage', out);
    const heat = cardlaw('diagram', '--ruleset', 'debertz', '--heat', out);

    // Assert
    expect(cov.status).toBe(0);
    expect(cov.stdout).toMatch(/^\s+transitions\s+\d+\s+\d+\s+\d+\.\d%$/m);
    expect(cov.stdout).toMatch(/^\s+states\s+\d+\s+\d+/m);
    expect(heat.status).toBe(0);
    expect(heat.stdout).toMatch(/awaitingDeal --> bidding : DEALT ×[\d,]+/);
    // two child commands, the diagram rendered by Graphviz (WASM): over a minute on a loaded two-core machine
  }, 180_000);

  it('should give path shares that sum to 1 per format, each inside its Wilson interval', () => {
    const { rows } = csv('paths.csv');
    const run = JSON.parse(readFileSync(join(out, 'run.json'), 'utf8'));
    for (const f of ['1x1', '1x2', '1x3', '2x2']) {
      const mine = rows.filter((r) => r.format === f);
      expect(mine.length).toBeGreaterThan(3);
      expect(mine.reduce((a, r) => a + Number(r.count), 0)).toBe(run.results.formats[f].deals);
      expect(Math.abs(mine.reduce((a, r) => a + Number(r.share), 0) - 1)).toBeLessThan(1e-6 * mine.length);
      for (const r of mine) {
        expect(Number(r.share_low95)).toBeLessThanOrEqual(Number(r.share));
        expect(Number(r.share)).toBeLessThanOrEqual(Number(r.share_high95));
        expect(r.example_seed).toMatch(new RegExp(`^${f}:\\d+:\\d+$`));
        if (Number(r.declarer_deals) > 0) expect(Number(r.min_effect)).toBeLessThanOrEqual(Number(r.max_effect));
      }
    }
    const outcomes = csv('outcomes.csv').rows;
    for (const f of ['1x1', '2x2']) for (const level of ['deal', 'party']) {
      const mine = outcomes.filter((r) => r.format === f && r.level === level);
      expect(Math.abs(mine.reduce((a, r) => a + Number(r.share), 0) - 1)).toBeLessThan(1e-5);
    }
  });

  it('should check every invariant on every deal of every format', () => {
    const { rows } = csv('invariants.csv');
    const run = JSON.parse(readFileSync(join(out, 'run.json'), 'utf8'));
    expect(rows.length).toBe(4 * DEBERTZ_INVARIANTS.length);
    for (const r of rows) {
      const per = DEBERTZ_INVARIANTS.find((i) => i.id === r.invariant)!.per;
      expect(Number(r.checks)).toBe(per === 'deal' ? run.results.formats[r.format].deals : 150);
      expect(r.violations === '0').toBe(r.first_failing_seed === '');
    }
  });

  it('should list consulted gaps with their reading and the no-clause-applies silences', () => {
    const { rows } = csv('gaps.csv');
    expect(rows.some((r) => r.kind === 'consulted' && r.gap === 'DEB-G37' && r.reading === 'eldest-leads')).toBe(true);
    // revokes are frequent in this run: the default reading DEB-G27 no-clause is a silence of the text
    expect(rows.some((r) => r.kind === 'no-clause-applies' && r.gap === 'DEB-G27' && Number(r.deals) > 0)).toBe(true);
  });

  it('should replay an example seed through the judge and print its narrative', () => {
    const row = csv('paths.csv').rows.find((r) => r.format === '2x2' && r.path.includes('DEB-6.2.1.8.b'))!;
    const r = cardlaw('replay', out, '--seed', row.example_seed);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`Deal ${row.example_seed}`);
    expect(r.stdout).toContain('The judge, given the same deal as a scenario, rules the same way');
    expect(r.stdout).toContain('DEB-6.2.1.8.b');
  });

  it('should reject a bad spec with the field named and exit code 2, writing nothing', () => {
    const r = cardlaw('simulate', '--format', '2x2', '--rate', 'signal=1.5', '--out', join(tmp.path, 'never'));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('spec.irregularities.signal: must be a number from 0 to 1, got 1.5');
    expect(r.stdout).toBe('');
    const r2 = cardlaw('replay', out, '--seed', 'nonsense');
    expect(r2.status).toBe(2);
    expect(r2.stderr).toContain('--seed');
  });
});
