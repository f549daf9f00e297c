import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { handMadeSuite } from './conformFixture.ts';
import { parseXml } from './xml.ts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * `cardlaw conform` through `node bin/cardlaw.js`, as a CI job runs it, on a hand-made suite of
 * two cases (a ruling, a rejection) and shell scripts as the tested programs.
 */
const tmp = mkdtempSync(join(tmpdir(), 'cardlaw-conform-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let n = 0;
const suite = (edit?: Parameters<typeof handMadeSuite>[1]) => handMadeSuite(join(tmp, `suite-${++n}`), edit);

function cardlaw(args: string[]) {
  const r = spawnSync('node', ['bin/cardlaw.js', ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function script(body: string): string {
  const file = join(tmp, `script-${++n}.sh`);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  return `sh ${file}`;
}

/** Rules the ruling case right; on the rejection case, `onReject`. */
const judgeThat = (onReject: string) => script(`input=$(cat)\ncase "$input" in *'"want":"reject"'*) ${onReject};; esac\necho '{"kind":"ruled","outcome":"made"}'`);
const PROPER = judgeThat(`echo '{"error": "no such card"}'; exit 2`);
const CRASHES = judgeThat(`echo 'Traceback: <boom> & "more"'; echo 'KeyError' >&2; exit 1`);

const noStack = (stderr: string) => expect(stderr).not.toMatch(/^\s+at /m);

describe('cardlaw conform in CI', () => {
  it('passes a program that rejects with exit 2 and a JSON error object', () => {
    const r = cardlaw(['conform', suite(), '--exec', PROPER]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout.trim().split('\n').pop()).toBe('2 passed, 0 failed');
  });

  it('fails a program that crashes on the case it must reject (any non-zero exit used to pass)', () => {
    const r = cardlaw(['conform', suite(), '--exec', CRASHES]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^FAIL {2}002-1x1-rejected\.json/m);
    expect(r.stdout).toMatch(/^ {8}expected a rejection \(exit code 2; .*\), the command crashed: exit code 1: KeyError$/m);
  });

  it('--json prints one JSON document on stdout, the progress on stderr', () => {
    const r = cardlaw(['conform', suite(), '--exec', CRASHES, '--json']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ tool: 'cardlaw conform', ran: 2, passed: 1, failed: 1, interrupted: false, byStatus: { passed: 1, crashed: 1 } });
    expect(doc.results.map((x: { id: string; status: string }) => [x.id, x.status])).toEqual([['t-001', 'passed'], ['t-002', 'crashed']]);
    expect(r.stderr).toMatch(/^FAIL {2}002-1x1-rejected\.json/m);
  });

  it('--junit FILE writes JUnit XML a strict parser reads: the crash an error', () => {
    const file = join(tmp, 'junit.xml');
    const r = cardlaw(['conform', suite(), '--exec', CRASHES, '--junit', file]);
    expect(r.code).toBe(1);
    const root = parseXml(readFileSync(file, 'utf8'));
    const cases = root.children[0].children.filter((c) => c.name === 'testcase');
    expect(cases.map((c) => [c.attrs.name, c.children.map((x) => `${x.name} ${x.attrs.type}`)])).toEqual([
      ['001-1x1-made.json: 1x1: made', []],
      ['002-1x1-rejected.json: 1x1: impossible', ['error crashed']],
    ]);
    expect(root.attrs).toMatchObject({ tests: '2', failures: '0', errors: '1' });
    // and as a CI dashboard's parser reads it (fast-xml-parser, a maintained XML library)
    const xml = readFileSync(file, 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml);
    const suites = parsed.testsuites;
    expect(suites).toMatchObject({ tests: '2', failures: '0', errors: '1' });
    const testcases = [suites.testsuite].flat().flatMap((t: { testcase: unknown }) => [t.testcase].flat()) as { name: string; error?: { type: string } }[];
    expect(testcases.map((c) => [c.name, c.error?.type ?? null])).toEqual([
      ['001-1x1-made.json: 1x1: made', null],
      ['002-1x1-rejected.json: 1x1: impossible', 'crashed'],
    ]);
  });

  it('--case runs one case', () => {
    const r = cardlaw(['conform', suite(), '--exec', CRASHES, '--case', 't-001']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^conform: 1 of 2 cases from /);
    expect(r.stdout.trim().split('\n').pop()).toBe('1 passed, 0 failed');
  });

  it.each([
    [['--timeout', '3000000000'], /^cardlaw: --timeout: milliseconds per case, an integer from 1 to 2147483647; got "3000000000"\n$/],
    [['--jobs', '0'], /^cardlaw: --jobs: /],
    [['--case', 'nope'], /^cardlaw: --case: "nope" is not a case of this suite/],
    [['--max-output'], /^cardlaw: conform: Option '--max-output <value>' argument missing/],
  ])('refuses %j with exit 2, naming the option, without a stack trace', (extra, message) => {
    const r = cardlaw(['conform', suite(), '--exec', PROPER, ...extra]);
    expect([r.code, r.stderr]).toEqual([2, expect.stringMatching(message)]);
    expect(r.stdout).toBe('');
    noStack(r.stderr);
  });

  it('refuses a manifest without compared, and "expected": null, with exit 2 naming file and field', () => {
    const a = cardlaw(['conform', suite((m) => delete m.compared), '--exec', PROPER]);
    expect([a.code, a.stderr]).toEqual([2, expect.stringMatching(/^cardlaw: .*manifest\.json: compared: must list the ruling fields/)]);
    const b = cardlaw(['conform', suite((_m, c) => (c[1].expected = null)), '--exec', PROPER]);
    expect([b.code, b.stderr]).toEqual([2, expect.stringMatching(/^cardlaw: .*002-1x1-rejected\.json: expected: must be a JSON object/)]);
    noStack(a.stderr + b.stderr);
  });

  it('on Ctrl-C stops the tested program (in its own process group) and exits 130', async () => {
    const pidFile = join(tmp, 'sleeper.pid');
    const junit = join(tmp, 'interrupted.xml');
    const child = spawn('node', ['bin/cardlaw.js', 'conform', suite(), '--exec', script(`echo $$ > ${pidFile}; exec sleep 60`), '--timeout', '120000', '--junit', junit], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (d) => (stdout += d));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    await vi.waitFor(() => expect(existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() !== '').toBe(true), { timeout: 30_000, interval: 50 });
    const pid = Number(readFileSync(pidFile, 'utf8'));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stdout).toMatch(/^interrupted \(SIGINT\): 1 of 2 cases ran; every tested program was stopped$/m);
    await vi.waitFor(() => expect(gone(pid)).toBe(true), { timeout: 5_000, interval: 20 });
    // the report says what ran: the interrupted case an error
    const root = parseXml(readFileSync(junit, 'utf8'));
    expect(root.attrs).toMatchObject({ tests: '1', errors: '1' });
    expect(root.children[0].children.find((c) => c.name === 'testcase')?.children[0].attrs.type).toBe('interrupted');
  }, 60_000);
});

function gone(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').startsWith('Z');
  } catch {
    return true;
  }
}
