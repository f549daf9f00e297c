import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { judgePreferans, openPreferansSession, probePreferans } from '../../src/rulesets/preferans/judge/judge.ts';
import { parsePreferansScenario } from '../../src/rulesets/preferans/scenario.ts';
import { simulateCommandAsync } from '../../src/harness/cli/simulate.ts';
import { runBatch } from '../../src/harness/sim/batch.ts';
import { OTHER_KINDS, PREFERANS_FORMATS, PREFERANS_KINDS } from '../../src/rulesets/preferans/sim/driver.ts';
import { preferansSimulator } from '../../src/rulesets/preferans/sim/index.ts';
import { parseSpec, resolveSpecReadings } from '../../src/harness/sim/spec.ts';
import { captureIo, expectOnlyCapViolations, reportFiles, tempDir } from './support.ts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * A report CSV as cardlaw wrote it before issue 14: without the byte-order mark and without the
 * columns added at the end of the rows (the first `columns` are kept, re-quoted by csv-stringify
 * exactly as before), so the digests of older runs still check the older columns byte for byte.
 */
function olderBytes(text: string, columns: number): string {
  const rows = parse(text, { bom: true }) as string[][];
  return stringify(rows.map((r) => r.slice(0, columns)), { eof: true });
}

const POLICIES = { bidding: 'trick-estimate', play: 'simple' };
/** the golden spec's report files as written since issue 14 (byte-order mark, per-party and Wilson columns) */
const ISSUE_14_DIGESTS = {
  // issue 14's dependency test: a defender fined under CODE 3.9.18 ex. 2 now has it in the trail — the path
  // CODE-3.4.6 is CODE-3.4.6 > CODE-3.9.18.ex2 (same figures) and clauses.csv gains its row; nothing else moved
  paths: '16760f6bce6b3a12dffcd9cc6a78cf4cfea04cc65c803ce0b58a02aeb3a737e2',
  clauses: 'b1f7b9f77ec8987e2ec5fecd7dda42e8c5f7438c46711e9c7015d5e7fbc44201',
  gaps: '8c58c995cc6d4743eb796be7f889d1aab9118a93b83ec902a0578cd219ec60fa', // issue 15 (PREF-C5, PREF-C20; no shortfall on a failed contract), as the older digest below
  invariants: '7eef99b42d3849deeb6fa360d76898467528d47d98870c70c62a7cfd67715ccb',
  outcomes: 'bc6cffcde2dc579dad132d0cb67eb9448d6fc26040b357f825f24ce46d34373b',
  // without the rows of PREF-G26 clause-4-replayed's two transitions (never taken under the default
  // readings: count 0), which are checked on their own below
  transitions: '7d062696405ef9c89c53a3c933ea7e106bc755ef7c1c6f491896f516ae69eef2',
};

/** The rows of PREF-G26 `clause-4-replayed`'s transitions, added after the digests were taken. */
const CLAUSE_4_REPLAYED_ROWS = /^sochi,(play:COUNT_DISCOVERED:12|played:COUNT_DISCOVERED:23),/;
const withoutClause4ReplayedRows = (text: string): string =>
  text
    .split('\n')
    .filter((line) => !CLAUSE_4_REPLAYED_ROWS.test(line))
    .join('\n');

/** Which clause (or finding) shows each kind was ruled as what it is. */
const EVIDENCE: Record<(typeof OTHER_KINDS)[number], RegExp> = {
  misdealExposedCard: /^CODE-3\.2\.12$/,
  misdealPattern: /^CODE-3\.2\.9$/,
  misdealWrongCount: /^CODE-3\.2\.13$/,
  misdealTalonPair: /^CODE-3\.2\.(8|15)$/,
  talonSeen: /^CODE-3\.(2\.19|3\.16\.1)$/,
  talonPeeked: /^CODE-3\.2\.21$/,
  talonTaken: /^CODE-3\.(2\.20|3\.17)$/,
  talonExposed: /^CODE-3\.3\.16\.[23]$/,
  revoke: /^CODE-3\.9\.16\.2$/,
  revokeCorrected: /^CODE-3\.9\.16\.1$/,
  revokeUnclaimed: /^unclaimed revoke \(CODE 3\.9\.16\)$/,
  leadOutOfTurn: /^CODE-3\.9\.14(\.[123])?$/,
  outOfTurnLate: /^CODE-3\.9\.14\.5$/,
  lookedAtTrick: /^CODE-3\.9\.11\.2$/,
  lookedAtDiscard: /^CODE-3\.4\.9$/,
};

/** Wilson score interval at z = 3.3 (≈ 99.9 %). */
function wilson(k: number, n: number): [number, number] {
  const z = 3.3;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [c - h, c + h];
}

const specFor = (format: string, irregularities: Record<string, number>, parties = 3, maxDealsPerParty = 50, seed = 31) =>
  parseSpec({ ruleset: 'preferans', format, policies: POLICIES, parties, seed, maxDealsPerParty, irregularities });

describe('Preferans irregularity kinds beyond wrong counts', () => {
  for (const kind of OTHER_KINDS) {
    it(`should schedule ${kind} at its rate, commit it only where it can happen, and rule it (no judge error)`, () => {
      const rate = 0.3;
      const spec = specFor('sochi', { [kind]: rate });
      const r = runBatch({ spec, format: 'sochi', index: 0, from: 0, to: 3, audit: 0, engine: 'compiled' });
      const ft = r.tally.formats.get('sochi')!;
      const stat = ft.irregularities.get(kind)!;
      const [lo, hi] = wilson(stat.scheduled, ft.deals);
      expect(lo).toBeLessThanOrEqual(rate);
      expect(hi).toBeGreaterThanOrEqual(rate);
      expect(stat.committed).toBeGreaterThan(0);
      expect(stat.committed).toBeLessThanOrEqual(stat.scheduled);
      const evidence = [...ft.clauses.keys(), ...ft.findings.keys()];
      expect(evidence.some((c) => EVIDENCE[kind].test(c)), evidence.join(' ')).toBe(true);
      if (kind === 'revokeUnclaimed') expect(ft.clauses.has('CODE-3.9.16.2')).toBe(false);
      expect(ft.outcomes.has('judge-error'), [...ft.findings.keys()].join('\n')).toBe(false);
      for (const [id, s] of ft.invariants) if (id !== 'party-terminates') expect(s.violations, `${id}: ${s.firstMessage}`).toBe(0);
    });
  }
});

describe('Injected play irregularities are consistent with the cards', () => {
  /** Replays deals 0…n−1 of party 0 and walks their events through a judge session, asking before every card who is to play and what is legal. */
  function walk(irregularities: Record<string, number>, n: number) {
    const spec = specFor('sochi', irregularities, 1, n, 5);
    const readings = resolveSpecReadings(spec);
    const seen = { revoke: 0, lead: 0 };
    for (let deal = 0; deal < n; deal++) {
      const r = preferansSimulator.replay(spec, readings, 'sochi', 0, deal, {});
      const s = parsePreferansScenario(r.scenario);
      // the replayed scenario is ruled as the simulation ruled it
      expect(judgePreferans(s).trail).toEqual(r.trail);
      const session = openPreferansSession({ ...s, events: [] });
      let revokedHere = false;
      for (const e of s.events) {
        if (e.kind === 'play') {
          const p = session.probe();
          if (e.seat !== p.seat) {
            // a lead out of turn: nothing is on the trick yet
            expect(p.play.trick).toEqual([]);
            seen.lead++;
          } else if (!p.legal.includes(e.card)) {
            // a revoke (CODE 3.9.3): a suit was led; he held it and played another, or, void in it,
            // held a trump and played neither
            const suit = (c: number) => c >> 3;
            expect(p.play.led).toBeGreaterThanOrEqual(0);
            expect(p.hand).toContain(e.card);
            if (p.hand.some((c) => suit(c) === p.play.led)) expect(suit(e.card)).not.toBe(p.play.led);
            else {
              expect(p.play.trump).toBeGreaterThanOrEqual(0);
              expect(p.hand.some((c) => suit(c) === p.play.trump)).toBe(true);
              expect([p.play.led, p.play.trump]).not.toContain(suit(e.card));
            }
            revokedHere = true;
            seen.revoke++;
          }
        }
        session.push(e);
      }
      const ruling = session.finish();
      expect(ruling.trail).toEqual(r.trail);
      expect(ruling.outcome).toBe(r.outcome);
      // the ruling knows of it: a claimed or corrected revoke cites CODE 3.9.16, an unclaimed one is a finding
      if (revokedHere) expect([...ruling.trail, ...ruling.findings].some((x) => /3\.9\.16/.test(x)), [...ruling.trail, ...ruling.findings].join(' | ')).toBe(true);
    }
    return seen;
  }

  it('should revoke only where the offender held a card of the suit led (or a trump) and chose another', () => {
    const seen = walk({ revoke: 0.12, revokeCorrected: 0.12, revokeUnclaimed: 0.12 }, 16);
    expect(seen.revoke).toBeGreaterThan(2);
    expect(seen.lead).toBe(0);
  });

  it('should lead out of turn only at the start of a trick', () => {
    const seen = walk({ leadOutOfTurn: 0.4 }, 12);
    expect(seen.lead).toBeGreaterThan(1);
    expect(seen.revoke).toBe(0);
  });
});

describe('The incremental judge session', () => {
  it('should probe and rule every prefix of simulated deals exactly as the batch judge', () => {
    const all = Object.fromEntries(PREFERANS_KINDS.map((k) => [k, 0.06]));
    for (const format of ['sochi', 'sochi-4']) {
      const spec = specFor(format, all, 1, 8, 3);
      const readings = resolveSpecReadings(spec);
      for (let deal = 0; deal < 8; deal++) {
        const r = preferansSimulator.replay(spec, readings, format, 0, deal, {});
        const s = parsePreferansScenario(r.scenario);
        const session = openPreferansSession({ ...s, events: [] });
        s.events.forEach((e, i) => {
          // (a probe before the first event deals the cards: a D0 misdeal must come first)
          if (i % 5 === 0 && !(i === 0 && e.kind === 'misdeal')) expect(session.probe()).toEqual(probePreferans({ ...s, events: s.events.slice(0, i) }));
          session.push(e);
        });
        expect(session.finish()).toEqual(judgePreferans(s));
      }
    }
  });
});

describe('Preferans formats and determinism', () => {
  const tmp = tempDir('preferans-kinds');
  afterAll(() => tmp.cleanup());

  it('should play every format with every kind, byte-identically with 1 and 2 worker threads', async () => {
    const base = ['sims/preferans-all.json', '--parties', '2', '--max-deals', '30', '--seed', '7', '--batch-parties', '1', '--quiet'];
    for (const k of PREFERANS_KINDS) base.push('--rate', `${k}=0.03`);
    for (const w of ['1', '2']) {
      const each = captureIo();
      expectOnlyCapViolations(await simulateCommandAsync([...base, '--workers', w, '--out', join(tmp.path, `w${w}`)], each), each.stderr());
    }
    const one = reportFiles(join(tmp.path, 'w1'));
    expect(reportFiles(join(tmp.path, 'w2'))).toEqual(one);
    const formats = new Set(one['outcomes.csv'].split('\n').slice(1).filter(Boolean).map((l) => l.split(',')[0]));
    expect([...formats]).toEqual([...PREFERANS_FORMATS]);
    expect(one['outcomes.csv']).not.toContain('judge-error');
  }, 60_000);

  it('should leave sochi reports of a wrong-count spec byte for byte as before the new kinds and formats', async () => {
    // the digests were written by the driver before issue #4 (commit b7b789a) for this very spec
    const spec = {
      name: 'golden',
      ruleset: 'preferans',
      format: 'sochi',
      policies: POLICIES,
      irregularities: { wrongCountHand: 0.05, wrongCountTalon: 0.05, wrongCountFloor: 0.05, wrongCountFloorFaceUp: 0.05, wrongCountOtherDeck: 0.05, wrongCountLost: 0.05, longHandShortTalon: 0.05 },
      parties: 5,
      seed: 13,
      batchParties: 2,
      maxDealsPerParty: 50,
    };
    const file = join(tmp.path, 'golden.json');
    writeFileSync(file, JSON.stringify(spec));
    const io = captureIo();
    expectOnlyCapViolations(await simulateCommandAsync([file, '--workers', '0', '--quiet', '--out', join(tmp.path, 'golden')], io), io.stderr());
    const files = reportFiles(join(tmp.path, 'golden'));
    // the two transitions PREF-G26 clause-4-replayed added are there, untaken; the rest is as before
    expect(files['transitions.csv'].split('\n').filter((l) => CLAUSE_4_REPLAYED_ROWS.test(l))).toEqual(['sochi,play:COUNT_DISCOVERED:12,0,0', 'sochi,played:COUNT_DISCOVERED:23,0,0']);
    files['transitions.csv'] = withoutClause4ReplayedRows(files['transitions.csv']);
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    // issue 14 added the byte-order mark to every CSV and columns at the end of paths.csv (4),
    // clauses.csv and gaps.csv (6): the older bytes are checked against the older digests …
    const older = { 'paths.csv': 11, 'clauses.csv': 7, 'gaps.csv': 9, 'invariants.csv': 9, 'outcomes.csv': 8, 'transitions.csv': 4 } as const;
    const digest = (f: keyof typeof older) => sha(olderBytes(files[f], older[f]));
    for (const f of Object.keys(older)) expect(files[f].startsWith('\ufeff'), f).toBe(true);
    // … and the whole files against digests taken when the columns were added (issue 14)
    expect({
      paths: sha(files['paths.csv']),
      clauses: sha(files['clauses.csv']),
      gaps: sha(files['gaps.csv']),
      invariants: sha(files['invariants.csv']),
      outcomes: sha(files['outcomes.csv']),
      transitions: sha(files['transitions.csv']),
    }).toEqual(ISSUE_14_DIGESTS);
    expect({
      paths: digest('paths.csv'),
      clauses: digest('clauses.csv'),
      gaps: digest('gaps.csv'),
      invariants: digest('invariants.csv'),
      outcomes: digest('outcomes.csv'),
      transitions: digest('transitions.csv'),
    }).toEqual({
      paths: '0fef1214474be40e5dfa9f5202e373a59899204109b60f544ff6a336f1611abe', // CODE-3.9.18.ex2 cited (see ISSUE_14_DIGESTS)
      clauses: '76f8dd7bb0fecf87faeeca62f334548f702f1f58dd471d935d4475c549c3c442', // its row added
      gaps: 'd6696ebda758f03cf015e3f96d1c69c9c5f5c64b26ca1b06c5b4c2df38639ac1', // issue 15: PREF-C5 consulted wherever a whister is below his half of a made contract (the pair's quota made or not); PREF-C20 registered
      invariants: 'dee15d01f196a4bf75100a07eb9ef471c774aa0c3715c57232ae8d6e5b0efc55',
      outcomes: 'e74d1ec1a6a7a6ac99bdfd068ef3240330c7ff5eb14f7eb74b723e2d5a5ef96d',
      transitions: 'c3173585b188e79579b63914055bfce851453bf3cc9d3c3f1d2e055217973d13', // `written` merged into `awaitingDeal` (its late claims and game-over arrow renamed, its 8 next-deal arrows gone; the other reports unchanged)
    });
  });

  it('should reject a rate outside [0, 1] and an unknown kind, naming the field', () => {
    expect(() => specFor('sochi', { revoke: 1.5 })).toThrow('spec.irregularities.revoke: must be a number from 0 to 1, got 1.5');
    expect(() => specFor('sochi', { revokes: 0.1 })).toThrow(/spec\.irregularities\.revokes: unknown irregularity kind/);
    expect(() => specFor('sochi-5', {})).toThrow(/spec\.format/);
  });
});
