/**
 * compare and gap-impact (issue 12): the per-deal re-ruling is faithful (same readings, zero
 * changes), a reading that changes a hand-built deal's ruling is counted on exactly that deal, a
 * planted reading that changes nothing is never decisive, the reports are byte-identical for any
 * number of workers and merged shards, and bad input is refused (exit 2, nothing written).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { compareParties, gapImpactParties } from '../../src/harness/compare/core.ts';
import { replayBoth } from '../../src/harness/compare/replay.ts';
import { compareCommand, gapImpactCommand, mergeCompareCommand } from '../../src/harness/cli/compare.ts';
import { parseSpec } from '../../src/harness/sim/spec.ts';
import { judge } from '../../src/harness/judge/judge.ts';
import { simulatorFor } from '../../src/rulesets/simulators.ts';
import { dealRef } from '../../src/core/sim/ids.ts';
import { InputError } from '../../src/core/regulation/readings.ts';
import type { DealRuling, PartyStepper, RulesetSimulator, SimSpec } from '../../src/core/sim/types.ts';
import type { Gap } from '../../src/core/regulation/types.ts';
import { captureIo, parseCsv, reportFiles, tempDir } from '../sim/support.ts';

const debertz = simulatorFor('debertz');
const preferans = simulatorFor('preferans');

const DEB_RATES = { dealerExposedCard: 0.02, outOfTurnBid: 0.03, outOfTurnPass: 0.03, outOfTurnPlay: 0.03, signal: 0.03, exposedCards: 0.03, failedFirstTrumpBeat: 0.1, revoke: 0.1, offenceWhileDealing: 0.02 };
const debSpec = (readings: Record<string, string> = {}, parties = 12): SimSpec => parseSpec({ ruleset: 'debertz', format: ['1x2', '2x2'], parties, seed: 777, readings, irregularities: DEB_RATES, policies: 'plausible' });
const withReadings = (s: SimSpec, r: Record<string, string>): SimSpec => ({ ...s, readings: { ...s.readings, ...r } });

describe('compare: the same readings on both sides', () => {
  it('should find no changed deal, no changed path and no changed party winner (Debertz, with irregularities)', () => {
    const base = debSpec();
    for (const f of base.formats) {
      const t = compareParties(debertz, base, { ...base }, f, 0, base.parties);
      expect(t.deals).toBeGreaterThan(50);
      expect(t.changed.n).toBe(0);
      expect(t.pathOnly.n).toBe(0);
      expect(t.winnerChanged.n).toBe(0);
      expect(t.altDeals).toBe(t.deals);
      expect(Object.keys(t.paths)).toEqual([]);
    }
  });

  it('should find no changed deal on Preferans Sochi with wrong counts and play irregularities', () => {
    const raw = JSON.parse(readFileSync('sims/preferans-sochi.json', 'utf8'));
    const base = parseSpec({ ...raw, parties: 2, seed: 31 });
    const t = compareParties(preferans, base, { ...base }, 'sochi', 0, 2);
    expect(t.deals).toBeGreaterThan(50);
    expect(t.changed.n).toBe(0);
    expect(t.pathOnly.n).toBe(0);
    expect(t.winnerChanged.n).toBe(0);
  });
});

/**
 * A simulator whose every party is four deals: deals 0, 1 and 3 are a neutral fixed ruling, deal 2
 * is the hand-built bayd of examples/debertz/bayd-on-points-1x2.json (one opponent outscores the
 * declarer), ruled by the judge under the stepper's own DEB-G16 — split-equally shares the bayd
 * points, top-scorer gives them all to the top opponent.
 */
function handBuiltSimulator(): RulesetSimulator {
  const scenario = JSON.parse(readFileSync('examples/debertz/bayd-on-points-1x2.json', 'utf8'));
  const neutral: DealRuling = { outcome: 'made', path: ['DEB-6.2.1.1'], consulted: [], points: [0, 0, 0], marks: [0, 0, 0], entries: '', facts: 'neutral' };
  return {
    ...debertz,
    rerule(_spec, readings): PartyStepper {
      let next = 0;
      return {
        start: () => void (next = 0),
        ledger: () => ({ next }),
        resume: (_p, l) => void (next = (l as { next: number }).next),
        deal(d) {
          next = d + 1;
          if (d !== 2) return neutral;
          const r = judge({ ...scenario, readings: { ...(scenario.readings ?? {}), 'DEB-G16': readings['DEB-G16'] } });
          if (r.kind !== 'ruled') throw new Error('the example is not ruled');
          return { outcome: r.outcome, path: r.trail, consulted: Object.entries(r.readings).map(([g, v]) => `${g}=${v}`).sort(), points: r.scoreChange.map((c) => c.net), marks: [0, 0, 0], entries: '', facts: 'the example\'s cards and events' };
        },
        get over() {
          return next >= 4;
        },
        winner: () => 'none',
        replayed: () => null,
      };
    },
  };
}

describe('compare: a reading known to change a ruling', () => {
  it('should count exactly the hand-built deal whose ruling DEB-G16 changes, in every party', () => {
    const sim = handBuiltSimulator();
    const base = parseSpec({ ruleset: 'debertz', format: '1x2', parties: 3, seed: 1 });
    const t = compareParties(sim, base, withReadings(base, { 'DEB-G16': 'top-scorer' }), '1x2', 0, 3);
    expect(t.deals).toBe(12);
    expect(t.changed.n).toBe(3);
    expect(t.kinds.points.n).toBe(3); // the same bayd, the points credited otherwise
    expect(t.changed.example).toBe(dealRef(0, 2));
    expect(t.sameFacts.n).toBe(3); // the same deal, ruled otherwise
    expect(t.swing.max).toBeGreaterThan(0);
    // a reading of another gap leaves it alone
    const other = compareParties(sim, base, withReadings(base, { 'DEB-G15': 'beat-combined' }), '1x2', 0, 3);
    expect(other.changed.n).toBe(0);
    // and gap-impact finds DEB-G16 reached and decisive on exactly those deals
    const g = gapImpactParties(sim, base, '1x2', 0, 3);
    expect(g.gaps['DEB-G16'].reached.n).toBe(3);
    expect(g.gaps['DEB-G16'].alts['top-scorer'].decisive.n).toBe(3);
    expect(g.gaps['DEB-G16'].alts['top-scorer'].sameFacts).toBe(3);
  });

  it('should count simulated deals whose ruling DEB-G16 changes, and replay one with both narratives parting', () => {
    const base = parseSpec({ ruleset: 'debertz', format: '1x2', parties: 6, seed: 5 });
    const alt = withReadings(base, { 'DEB-G16': 'top-scorer' });
    const t = compareParties(debertz, base, alt, '1x2', 0, 6);
    expect(t.changed.n).toBeGreaterThan(0);
    const r = replayBoth(base, alt, `1x2:${Math.floor(t.changed.example / 2 ** 20)}:${t.changed.example % 2 ** 20}`);
    expect(r.partAt).toBeGreaterThanOrEqual(0);
    const rb = judge(r.base.replayed.scenario);
    const ra = judge(r.alt.replayed.scenario);
    expect(JSON.stringify(rb.kind === 'ruled' && rb.scoreChange)).not.toBe(JSON.stringify(ra.kind === 'ruled' && ra.scoreChange));
  });
});

describe('gap-impact: a planted reading that never changes a ruling', () => {
  it('should find the planted gap reached on every deal and decisive on none, while real gaps are decisive', () => {
    const planted: Gap = { id: 'PLANT-G1', clauses: [], title: 'planted', question: 'planted', readings: [{ id: 'same', summary: '' }, { id: 'also-same', summary: '' }], default: 'same', status: 'switch', note: 'test only' };
    const sim: RulesetSimulator = {
      ...debertz,
      gaps: [...debertz.gaps, planted],
      rerule(spec, readings, format, options) {
        const inner = debertz.rerule!(spec, readings, format, options);
        return {
          start: (p) => inner.start(p),
          ledger: () => inner.ledger(),
          resume: (p, l) => inner.resume(p, l),
          deal: (d) => {
            const r = inner.deal(d);
            return { ...r, consulted: [...r.consulted, `PLANT-G1=${readings['PLANT-G1']}`].sort() };
          },
          get over() {
            return inner.over;
          },
          winner: () => inner.winner(),
          replayed: () => inner.replayed(),
        };
      },
    };
    const base = debSpec({}, 6);
    const g = gapImpactParties(sim, base, '1x2', 0, 6);
    expect(g.gaps['PLANT-G1'].reached.n).toBe(g.deals);
    expect(g.gaps['PLANT-G1'].alts['also-same'].decisive.n).toBe(0);
    const decisive = Object.values(g.gaps).flatMap((x) => Object.values(x.alts)).reduce((n, a) => n + a.decisive.n, 0);
    expect(decisive).toBeGreaterThan(0);
  });
});

describe('compare and gap-impact reports', () => {
  const tmp = tempDir('compare');
  afterAll(() => tmp.cleanup());
  const dir = (name: string) => join(tmp.path, name);
  const SPEC = ['--format', '1x1,1x3', '--parties', '9', '--batch-parties', '2', '--seed', '99', '--quiet', ...Object.entries(DEB_RATES).flatMap(([k, v]) => ['--rate', `${k}=${v}`])];

  it('should write byte-identical compare reports for 0 and 2 workers and for 3 merged shards', async () => {
    const io = captureIo();
    const args = [...SPEC, '--reading', 'DEB-G16=top-scorer', '--reading', 'DEB-G28=every-third'];
    expect(await compareCommand([...args, '--workers', '0', '--out', dir('w0')], io)).toBe(0);
    expect(await compareCommand([...args, '--workers', '2', '--out', dir('w2')], io)).toBe(0);
    for (const i of [1, 2, 3]) expect(await compareCommand([...args, '--workers', '1', '--shard', `${i}/3`, '--out', dir(`s${i}`)], io)).toBe(0);
    expect(mergeCompareCommand([dir('s2'), dir('s3'), dir('s1'), '--out', dir('merged'), '--quiet'], io)).toBe(0);
    const single = reportFiles(dir('w0'));
    expect(Object.keys(single)).toEqual(['.cardlaw-report.json', 'changed-paths.csv', 'diff.csv', 'run.json']);
    expect(reportFiles(dir('w2'))).toEqual(single);
    expect(reportFiles(dir('merged'))).toEqual(single);
    expect(JSON.parse(single['run.json']).kind).toBe('compare');
    const diff = parseCsv(single['diff.csv']);
    expect(diff.rows.map((r) => r.format)).toEqual(['1x1', '1x3']);
    expect(Number(diff.rows[1].changed)).toBeGreaterThan(0);
    expect(io.stderr()).toBe('');
  });

  it('should write byte-identical gap-impact reports for 0 and 2 workers, every reached gap listed', async () => {
    const io = captureIo();
    expect(await gapImpactCommand([...SPEC, '--workers', '0', '--out', dir('g0')], io)).toBe(0);
    expect(await gapImpactCommand([...SPEC, '--workers', '2', '--out', dir('g2')], io)).toBe(0);
    const g0 = reportFiles(dir('g0'));
    expect(reportFiles(dir('g2'))).toEqual(g0);
    expect(JSON.parse(g0['run.json']).kind).toBe('gap-impact');
    const csv = parseCsv(g0['gap-impact.csv']);
    expect(csv.header).toEqual(expect.arrayContaining(['gap', 'readings', 'reached_per_1000', 'decisive_per_1000', 'decisive_ci_low', 'decisive_ci_high', 'mean_point_swing', 'example_seed']));
    expect(new Set(csv.rows.map((r) => r.format))).toEqual(new Set(['all', '1x1', '1x3']));
    for (const r of csv.rows) if (r.decisive !== '') expect(Number(r.decisive_ci_low)).toBeLessThanOrEqual(Number(r.decisive_per_1000));
  });

  it('should refuse bad input naming the problem, and write nothing', async () => {
    const io = captureIo();
    const cases: [string[], RegExp][] = [
      [['--reading', 'DEB-G99=x'], /DEB-G99: unknown gap id/],
      [['--reading', 'DEB-G16=nobody'], /DEB-G16: unknown reading "nobody"/],
      [['--reading', 'DEB-G16=split-equally'], /reads every gap as the baseline does/],
      [[], /give the alternative with --reading/],
    ];
    for (const [extra, message] of cases) {
      const out = dir(`bad-${cases.findIndex((c) => c[0] === extra)}`);
      await expect(compareCommand([...SPEC, ...extra, '--out', out], io)).rejects.toThrow(message);
      await expect(compareCommand([...SPEC, ...extra, '--out', out], io)).rejects.toBeInstanceOf(InputError);
      expect(existsSync(out)).toBe(false);
    }
    await expect(gapImpactCommand([...SPEC, '--reading', 'DEB-G16=nobody', '--out', dir('bad-g')], io)).rejects.toThrow(/unknown reading/);
    expect(existsSync(dir('bad-g'))).toBe(false);
    // through the CLI's boundary: exit 2, the message on stderr, no folder
    const r = spawnSync(process.execPath, ['bin/cardlaw.js', 'compare', ...SPEC, '--reading', 'DEB-G16=split-equally', '--out', dir('bad-cli')], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/reads every gap as the baseline does/);
    expect(existsSync(dir('bad-cli'))).toBe(false);
  });
});
