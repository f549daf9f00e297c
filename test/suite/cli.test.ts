import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSuite } from '../../src/harness/suite/write.ts';
import type { SuiteCase } from '../../src/core/suite/types.ts';

/**
 * The four commands through `node bin/cardlaw.js`, as another implementation's developer runs
 * them. A process costs about half a second, so the suite here is small (1x1, default readings)
 * and conformance runs on a handful of its cases.
 */
const tmp = mkdtempSync(join(tmpdir(), 'cardlaw-suite-cli-'));
const suiteDir = join(tmp, 'suite');
const CARDLAW = 'node bin/cardlaw.js';

function cardlaw(args: string[], timeout = 120_000) {
  const r = spawnSync('node', ['bin/cardlaw.js', ...args], { encoding: 'utf8', timeout });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A suite folder with the given cases (files and a manifest listing them). */
function subSuite(name: string, cases: SuiteCase[]): string {
  const dir = join(tmp, name);
  mkdirSync(dir);
  const manifest = JSON.parse(readFileSync(join(suiteDir, 'manifest.json'), 'utf8'));
  manifest.cases = cases.map((c) => ({ file: c.file, id: c.id, title: c.title, format: c.format, expect: 'rejected' in c.expected ? 'rejected' : 'ruled' }));
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  for (const c of cases) {
    const { file: _f, ...rest } = c;
    void _f;
    writeFileSync(join(dir, c.file), JSON.stringify(rest, null, 2));
  }
  return dir;
}

let generated: ReturnType<typeof cardlaw>;
let cases: SuiteCase[];
let four: string;
beforeAll(() => {
  generated = cardlaw(['suite', '--ruleset', 'debertz', '--format', '1x1', '--readings', 'default', '--out', suiteDir, '--quiet']);
  cases = readSuite(suiteDir).cases;
  // three generated cases (one with DEB-6.4 in its trail, one without) and a scenario to reject
  const withProtocol = cases.find((c) => (c.expected.trail as string[] | undefined)?.includes('DEB-6.4'))!;
  const without = cases.filter((c) => !(c.expected.trail as string[] | undefined)?.includes('DEB-6.4') && !('rejected' in c.expected)).slice(0, 2);
  const impossible: SuiteCase = {
    ...withProtocol,
    id: 'debertz-900',
    file: '900-1x1-rejected.json',
    title: '1x1: an event after the deal has ended must be rejected',
    scenario: { ...withProtocol.scenario, events: [...(withProtocol.scenario.events as unknown[]), { seat: 0, play: 'AS' }, { seat: 1, play: 'KS' }] },
    expected: { rejected: true, message: 'scenario.events[…]: comes after the deal has ended' },
  };
  four = subSuite('four', [withProtocol, ...without, impossible]);
}, 120_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('cardlaw suite', () => {
  it('writes the cases and the manifest and prints the coverage', () => {
    expect(generated.code, generated.stderr).toBe(0);
    expect(generated.stdout).toMatch(/^wrote \d+ cases and manifest\.json to /);
    expect(generated.stdout).toMatch(/states\s+12 \/ 12\s+100\.0%/);
    // 1x1 under the default readings: the transitions of other formats and readings are out of reach;
    // the offence while the cards are being dealt is not (the `while: "dealing"` event)
    expect(generated.stdout).toMatch(/transitions\s+36 \/ 42\s+85\.7%/);
    expect(generated.stdout).not.toMatch(/not covered: transition awaitingDeal:IRREGULARITY/);
    expect(cases.length).toBeGreaterThan(5);
  });

  it('--json prints what was written and covered as one document, the manifest\'s figures (issue 14)', () => {
    const dir = join(tmp, 'as-json');
    const r = cardlaw(['suite', '--ruleset', 'debertz', '--format', '1x1', '--readings', 'default', '--out', dir, '--quiet', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    expect(doc).toMatchObject({ tool: 'cardlaw suite', version: 1, ruleset: 'debertz', cases: manifest.cases.length, coverage: manifest.coverage });
    expect(doc.coverage.states).toMatchObject({ covered: 12, total: 12 });
  });

  it('names the option of a bad request and exits 2', () => {
    const r = cardlaw(['suite', '--ruleset', 'debertz', '--readings', 'DEB-G28=sometimes', '--out', join(tmp, 'never')]);
    expect([r.code, r.stderr]).toEqual([2, expect.stringMatching(/--readings\.DEB-G28: unknown reading "sometimes" \(one of: literal, every-third\)/)]);
  });
});

describe('cardlaw conform', () => {
  it("passes every case with cardlaw's own judge, one line per case and a summary", () => {
    const r = cardlaw(['conform', four, '--exec', `${CARDLAW} judge -`, '--jobs', '2']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout.match(/^PASS {2}/gm)).toHaveLength(4);
    expect(r.stdout.trim().split('\n').pop()).toBe('4 passed, 0 failed');
  });

  it('fails exactly the cases a planted error breaks, with a readable diff, and exits 1', () => {
    // Arrange: an implementation that never cites DEB-6.4 (the protocol entry)
    const script = join(tmp, 'no-protocol-clause.mts');
    writeFileSync(
      script,
      [
        `import { judge } from ${JSON.stringify(resolve('src/harness/judge/judge.ts'))};`,
        "let input = '';",
        'for await (const chunk of process.stdin) input += chunk;',
        'try {',
        '  const r = judge(JSON.parse(input));',
        "  r.trail = r.trail.filter((c: string) => c !== 'DEB-6.4');",
        '  process.stdout.write(JSON.stringify(r));',
        '} catch (e) {',
        "  process.stderr.write((e as Error).message + '\\n');",
        '  process.exit(2);',
        '}',
      ].join('\n'),
    );
    const suite = readSuite(four);
    const broken = suite.cases.filter((c) => (c.expected.trail as string[] | undefined)?.includes('DEB-6.4'));
    // Act
    const r = cardlaw(['conform', four, '--exec', `node --import tsx ${script}`, '--jobs', '2']);
    // Assert
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const failed = [...r.stdout.matchAll(/^FAIL {2}(\S+)/gm)].map((m) => m[1]);
    expect(failed).toEqual(broken.map((c) => c.file));
    expect(r.stdout).toMatch(/^ {8}trail: expected \[.*"DEB-6\.4"\], got \[/m);
    expect(r.stdout).toMatch(/^PASS {2}900-1x1-rejected\.json/m);
    expect(r.stdout.trim().split('\n').pop()).toBe(`${4 - broken.length} passed, ${broken.length} failed`);
  });

  it('stops a case at the time limit and fails it', () => {
    const one = subSuite('one', [cases[0]]);
    // the classification, not the duration: a run that waited the 20 s would not say "time limit"
    const r = cardlaw(['conform', one, '--exec', 'sleep 20', '--timeout', '300']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^ {8}no answer within the time limit/m);
    expect(r.stdout).toMatch(/0 passed, 1 failed/);
  });

  it('needs --exec, and says so', () => {
    const r = cardlaw(['conform', four]);
    expect([r.code, r.stderr]).toEqual([2, expect.stringMatching(/--exec "COMMAND" is required/)]);
  });
});

describe('cardlaw coverage', () => {
  it('gives the four figures and what is not covered, as JSON', () => {
    const r = cardlaw(['coverage', suiteDir, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.rows.map((x: { kind: string }) => x.kind)).toEqual(['states', 'transitions', 'clauses', 'readings']);
    const t = report.rows[1];
    expect(t.missing.find((m: { id: string }) => m.id === 'play:IRREGULARITY:1').reason).toMatch(/no abstract path reaches it/);
    expect(t.missing.map((m: { id: string }) => m.id).filter((id: string) => id.startsWith('awaitingDeal:IRREGULARITY'))).toEqual([]);
  });

  it('reads a simulation report and says when it cannot tell transitions', () => {
    const dir = fakeReport('no-transitions', false);
    const r = cardlaw(['coverage', dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/transitions\s+-\s+\d+\s+n\/a/);
    expect(r.stdout).toMatch(/clause DEB-6\.2\.1\.6 — never happened in this run/);
    expect(r.stdout).toMatch(/no transitions\.csv/);
  }, 60_000);
});

describe('cardlaw diagram', () => {
  it('draws the machine in Mermaid and in DOT with its clause ids', () => {
    const m = cardlaw(['diagram', '--ruleset', 'debertz', '--suite', suiteDir]);
    const d = cardlaw(['diagram', '--ruleset', 'debertz', '--dot', '--suite', suiteDir]);
    expect([m.code, d.code]).toEqual([0, 0]);
    expect(m.stdout.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(d.stdout.startsWith('digraph "debertz" {')).toBe(true);
    for (const out of [m.stdout, d.stdout]) expect(out).toContain('/ DEB-6.2.1.1 DEB-6.2.1.8');
  });

  it('labels each transition with how often it fired in a report', () => {
    const dir = fakeReport('with-transitions', true);
    const r = cardlaw(['diagram', '--ruleset', 'debertz', '--dot', '--suite', suiteDir, '--heat', dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/"bidding" -> "play" \[label="ORDERED ×1,234", penwidth=5\.00\]/);
    expect(r.stdout).toMatch(/"bidding" -> "awaitingDeal" \[label="ALL_PASSED ×0", penwidth=1\.00, style=dashed/);
  });

  it('refuses a heat map from a report without transitions.csv, saying what is missing', () => {
    const r = cardlaw(['diagram', '--ruleset', 'debertz', '--suite', suiteDir, '--heat', fakeReport('heatless', false)]);
    expect([r.code, r.stderr]).toEqual([2, expect.stringMatching(/has no transitions\.csv \(format,transition,fires,deals/)]);
  });
});

/** A minimal simulation report folder, in the simulator's file formats (reports/README.md). */
function fakeReport(name: string, transitions: boolean): string {
  const dir = join(tmp, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'run.json'), JSON.stringify({ spec: { ruleset: 'debertz', format: ['1x1'], readings: {}, parties: 10 }, readings: {}, results: { parties: 10, deals: 100 } }));
  writeFileSync(join(dir, 'clauses.csv'), 'format,clause,hits,deals,share,example_seed,gloss\n1x1,DEB-6.2.1.1,3,3,0.03,1x1:0:1,"Bayd occurs, when…"\n1x1,DEB-6.4,3,3,0.03,1x1:0:1,x\n');
  writeFileSync(join(dir, 'gaps.csv'), 'format,kind,gap,reading,detail,deals,share,example_seed,title\n1x1,consulted,DEB-G37,eldest-leads,,90,0.9,1x1:0:0,Who leads\n');
  if (transitions) writeFileSync(join(dir, 'transitions.csv'), 'format,transition,fires,deals\n1x1,bidding:ORDERED:0,1234,1234\n1x1,bidding:ALL_PASSED:0,0,0\n');
  return dir;
}
