import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkAnswer, commandImplementation, runConformance, type Answer } from '../../src/harness/suite/conform.ts';
import { conformJson, conformJUnit, xmlEscape, type RunInfo } from '../../src/harness/suite/conformReport.ts';
import { parseConform, prepareConform } from '../../src/harness/cli/conform.ts';
import { readSuite } from '../../src/harness/suite/write.ts';
import type { SuiteCase } from '../../src/core/suite/types.ts';
import { handMadeSuite, RULED as ruled, REJECTED as rejected, type Edit } from './conformFixture.ts';
import { parseXml, type XmlElement } from './xml.ts';

/**
 * The conformance runner against small shell scripts standing in for a tested program: one
 * that sleeps, prints forever, prints a huge amount, crashes, rejects properly, escapes its
 * process group with setsid. Whether a process is gone is read from /proc (Linux).
 */
const tmp = mkdtempSync(join(tmpdir(), 'cardlaw-conform-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type M = Record<string, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type C = Record<string, any>[];
const suiteFolder = (name: string, edit?: Edit) => handMadeSuite(join(tmp, name), edit);
const FIELDS = ['kind', 'outcome'];
const answer = (code: number | null, stdout = '', stderr = ''): Answer => ({ code, stdout, stderr, timedOut: false });

let scripts = 0;
/** A shell script file; the command that runs it. */
function script(body: string): string {
  const file = join(tmp, `script-${++scripts}.sh`);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  return `sh ${file}`;
}
const pidFile = () => join(tmp, `pid-${++scripts}`);

/** A process is gone when /proc has no entry for it, or only a zombie's. */
function gone(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').startsWith('Z');
  } catch {
    return true;
  }
}
const readPid = (file: string) => Number(readFileSync(file, 'utf8').trim());
const waitForFile = (file: string) => vi.waitFor(() => expect(existsSync(file) && readFileSync(file, 'utf8').trim() !== '').toBe(true), { timeout: 10_000, interval: 20 });
const waitGone = (pid: number) => vi.waitFor(() => expect(gone(pid)).toBe(true), { timeout: 5_000, interval: 20 });

describe('checking an answer: a rejection is exit code 2, a crash is not a rejection', () => {
  it('passes a rejection: exit 2 with a message on stderr, or a JSON error object on stdout', () => {
    expect(checkAnswer(rejected, answer(2, '', 'cardlaw: scenario.events[3]: bad'), FIELDS).status).toBe('passed');
    expect(checkAnswer(rejected, answer(2, '{"error": "no such card"}\n'), FIELDS).status).toBe('passed');
  });

  it('fails a crash on a must-reject case (exit 1 with garbage, a signal), where any non-zero exit used to pass', () => {
    const r = checkAnswer(rejected, answer(1, '', 'TypeError: cannot read x\n    at …'), FIELDS);
    expect([r.passed, r.status]).toEqual([false, 'crashed']);
    expect(r.diff).toEqual(['expected a rejection (exit code 2; cardlaw says: scenario.events[3]: …), the command crashed: exit code 1: TypeError: cannot read x']);
    expect(checkAnswer(rejected, { ...answer(null), signal: 'SIGSEGV' }, FIELDS)).toMatchObject({ passed: false, status: 'crashed', diff: ['the command was killed by SIGSEGV'] });
    expect(checkAnswer(rejected, answer(127, '', 'sh: 1: my-judge: not found'), FIELDS).diff[0]).toMatch(/exit code 127 \(command not found\?\): sh: 1: my-judge: not found/);
  });

  it('fails exit 2 whose stdout is neither empty nor a JSON error object', () => {
    expect(checkAnswer(rejected, answer(2, 'Traceback (most recent call last)'), FIELDS)).toMatchObject({ status: 'bad-output', diff: [expect.stringMatching(/^a rejection \(exit code 2\) but stdout is neither empty nor a JSON error object: Traceback/)] });
    expect(checkAnswer(rejected, answer(2, '{"kind": "ruled"}'), FIELDS).status).toBe('bad-output');
  });

  it('honours the exit code a case names', () => {
    const three = { ...rejected, expected: { ...rejected.expected, exitCode: 3 } } as SuiteCase;
    expect(checkAnswer(three, answer(3), FIELDS).status).toBe('passed');
    expect(checkAnswer(three, answer(2), FIELDS).status).toBe('crashed');
    // an older suite, without exitCode: the contract's 2
    const old = { ...rejected, expected: { rejected: true, message: 'm' } } as unknown as SuiteCase;
    expect(checkAnswer(old, answer(2), FIELDS).status).toBe('passed');
    expect(checkAnswer(old, answer(1), FIELDS).status).toBe('crashed');
  });

  it('tells a wrong answer from no answer on a must-rule case', () => {
    expect(checkAnswer(rejected, answer(0, '{"outcome":"made"}'), FIELDS)).toMatchObject({ status: 'not-rejected', diff: [expect.stringMatching(/^expected a rejection \(exit code 2; cardlaw says: scenario\.events\[3\]/)] });
    expect(checkAnswer(ruled, answer(2, '', 'cardlaw: no'), FIELDS)).toMatchObject({ status: 'rejected', diff: ['expected a ruling, the command rejected the scenario (exit code 2): cardlaw: no'] });
    expect(checkAnswer(ruled, answer(1, '', 'TypeError: x is undefined\n    at …'), FIELDS)).toMatchObject({ status: 'crashed', diff: ['expected a ruling, the command crashed: exit code 1: TypeError: x is undefined'] });
    expect(checkAnswer(ruled, answer(0, 'made'), FIELDS)).toMatchObject({ status: 'bad-output', diff: ['stdout is not JSON: made'] });
    expect(checkAnswer(ruled, answer(0, 'null'), FIELDS).status).toBe('bad-output');
    expect(checkAnswer(ruled, answer(0, '{"kind":"ruled","outcome":"bayd"}'), FIELDS)).toMatchObject({ status: 'differs', diff: ['outcome: expected "made", got "bayd"'] });
    expect(checkAnswer(ruled, { ...answer(null), timedOut: true }, FIELDS).status).toBe('timeout');
    expect(checkAnswer(ruled, { ...answer(null), overflow: { stream: 'stdout', limit: 1000 } }, FIELDS).diff).toEqual(['output exceeded 1000 bytes on stdout (the process was stopped)']);
  });
});

describe('running a command: bounded, and nothing it started survives', () => {
  it('stops a program that sleeps at the time limit, and classifies it as a time out', async () => {
    const pid = pidFile();
    const impl = commandImplementation(script(`echo $$ > ${pid}; exec sleep 30`));
    const a = await impl('{}', 300);
    expect(checkAnswer(ruled, a, FIELDS).status).toBe('timeout');
    await waitGone(readPid(pid));
  });

  it('stops a program that prints forever at the output limit (it used to die with "Invalid string length")', async () => {
    const a = await commandImplementation('yes', { maxOutputBytes: 1 << 20 })('{}', 60_000);
    expect(a.overflow).toEqual({ stream: 'stdout', limit: 1 << 20 });
    expect(a.stdout.length).toBe(1 << 20);
    expect(checkAnswer(ruled, a, FIELDS)).toMatchObject({ status: 'output-limit', diff: ['output exceeded 1048576 bytes on stdout (the process was stopped)'] });
  });

  it('keeps at most the default 16 MiB of a 200 MB answer, on either stream', async () => {
    const a = await commandImplementation('head -c 200000000 /dev/zero')('{}', 60_000);
    expect([a.overflow, a.stdout.length]).toEqual([{ stream: 'stdout', limit: 16 * 1024 * 1024 }, 16 * 1024 * 1024]);
    const e = await commandImplementation('head -c 3000 /dev/zero >&2', { maxOutputBytes: 1000 })('{}', 60_000);
    expect(e.overflow).toEqual({ stream: 'stderr', limit: 1000 });
  });

  it('passes a program that rejects with exit 2 and a JSON error object, and fails one that exits 1 with garbage', async () => {
    const proper = await commandImplementation(script(`cat >/dev/null; echo '{"error": "no such card"}'; exit 2`))('{}', 60_000);
    expect(checkAnswer(rejected, proper, FIELDS).status).toBe('passed');
    const garbage = await commandImplementation(script(`cat >/dev/null; echo 'Segmentation fault (core dumped) @@#'; exit 1`))('{}', 60_000);
    expect(checkAnswer(rejected, garbage, FIELDS)).toMatchObject({ passed: false, status: 'crashed' });
    const thrown = await commandImplementation(`node -e "throw new Error('boom')"`)('{}', 60_000);
    expect(checkAnswer(rejected, thrown, FIELDS)).toMatchObject({ passed: false, status: 'crashed' });
  });

  it('gives the scenario on stdin and reads the ruling from stdout', async () => {
    const echo = await commandImplementation('cat')('{"kind":"ruled","outcome":"made"}', 60_000);
    expect(checkAnswer(ruled, echo, FIELDS).status).toBe('passed');
  });

  it('kills a process that left the group with setsid on time out', async () => {
    const pid = pidFile();
    const a = await commandImplementation(script(`setsid sh -c 'echo $$ > ${pid}; exec sleep 30' & while [ ! -s ${pid} ]; do sleep 0.01; done; sleep 30`))('{}', 500);
    expect(a.timedOut).toBe(true);
    await waitGone(readPid(pid));
  });

  it('does not wait forever for a setsid process that holds the output pipe after the program exits', async () => {
    const pid = pidFile();
    const a = await commandImplementation(script(`setsid sh -c 'echo $$ > ${pid}; exec sleep 30' & while [ ! -s ${pid} ]; do sleep 0.01; done; echo '{"kind":"ruled","outcome":"made"}'`))('{}', 60_000);
    expect(checkAnswer(ruled, a, FIELDS).status).toBe('passed');
    await waitGone(readPid(pid));
  });

  it('leaves no background process behind a program that answered, in its group or escaped with setsid', async () => {
    const inGroup = pidFile();
    const escaped = pidFile();
    const body = [
      `sh -c 'echo $$ > ${inGroup}; exec sleep 30' >/dev/null 2>&1 </dev/null &`,
      `setsid sh -c 'echo $$ > ${escaped}; exec sleep 30' >/dev/null 2>&1 </dev/null &`,
      `while [ ! -s ${inGroup} ] || [ ! -s ${escaped} ]; do sleep 0.01; done`,
      `echo '{"kind":"ruled","outcome":"made"}'`,
    ].join('\n');
    const a = await commandImplementation(script(body))('{}', 60_000);
    expect(checkAnswer(ruled, a, FIELDS).status).toBe('passed');
    await waitGone(readPid(inGroup));
    await waitGone(readPid(escaped));
  });

  it('does not hang on a process that left the group and cleared its environment (it cannot be found: documented)', async () => {
    const pid = pidFile();
    const a = await commandImplementation(script(`setsid env -i sh -c 'echo $$ > ${pid}; exec sleep 30' & while [ ! -s ${pid} ]; do sleep 0.01; done; echo '{"kind":"ruled","outcome":"made"}'`))('{}', 60_000);
    expect(checkAnswer(ruled, a, FIELDS).status).toBe('passed');
    process.kill(readPid(pid), 'SIGKILL'); // the test cleans up what cardlaw could not reach
  });

  it('on abort (Ctrl-C) stops the running program and starts no further case', async () => {
    const pid = pidFile();
    const controller = new AbortController();
    const impl = commandImplementation(script(`echo $$ > ${pid}; exec sleep 30`), { signal: controller.signal });
    const running = runConformance([ruled, rejected], impl, FIELDS, { signal: controller.signal });
    await waitForFile(pid);
    controller.abort();
    const summary = await running;
    expect(summary.interrupted).toBe(true);
    expect(summary.results.map((r) => [r.id, r.status])).toEqual([['t-001', 'interrupted']]);
    await waitGone(readPid(pid));
  });

  it('reports a command that cannot be started', async () => {
    const a = await commandImplementation('true', { cwd: join(tmp, 'no-such-folder') })('{}', 60_000);
    expect(checkAnswer(ruled, a, FIELDS).status).toBe('not-run');
  });
});

const info: RunInfo = { suite: 'suites/x', ruleset: 'debertz', command: 'my-judge', timeoutMs: 1000, jobs: 1, maxOutputBytes: 100, protocol: 'per-case', compared: FIELDS, ignored: [], selected: 3 };

describe('machine-readable results', () => {
  const nasty = 'a <b> & "c" \'d\' \u001b[31mred\u0000 \ud800 \uffff é 🂡';
  const summary = {
    results: [
      { id: 't-001', file: '001-1x1-made.json', title: `1x1: ${nasty}`, format: '1x1', passed: true, status: 'passed' as const, diff: [], ms: 12 },
      { id: 't-002', file: '002-1x1-rejected.json', title: '1x1: impossible', format: '1x1', passed: false, status: 'crashed' as const, diff: [`expected a rejection, the command crashed: ${nasty}`], ms: 30 },
      { id: 't-003', file: '003-2x2-made.json', title: '2x2: made', format: '2x2', passed: false, status: 'differs' as const, diff: ['outcome: expected "made", got "bayd"', `trail: ${nasty}\nline two`], ms: 7 },
    ],
    passed: 1,
    failed: 2,
    interrupted: false,
  };

  it('writes JUnit XML a strict parser reads back: a wrong answer a failure, a crash an error, every character escaped', () => {
    const xml = conformJUnit(info, summary);
    const root = parseXml(xml);
    const suite = root.children[0];
    expect([root.name, root.attrs.tests, root.attrs.failures, root.attrs.errors]).toEqual(['testsuites', '3', '1', '1']);
    expect([suite.name, suite.attrs.tests, suite.attrs.failures, suite.attrs.errors]).toEqual(['testsuite', '3', '1', '1']);
    const cases = suite.children.filter((c) => c.name === 'testcase');
    expect(cases.map((c) => [c.attrs.classname, c.children.map((x: XmlElement) => x.name)])).toEqual([
      ['cardlaw.debertz.1x1', []],
      ['cardlaw.debertz.1x1', ['error']],
      ['cardlaw.debertz.2x2', ['failure']],
    ]);
    // the text survives except what XML cannot hold, which is shown as \uXXXX
    const shown = 'a <b> & "c" \'d\' \\u001B[31mred\\u0000 \\uD800 \\uFFFF é 🂡';
    expect(cases[0].attrs.name).toBe(`001-1x1-made.json: 1x1: ${shown}`);
    expect(cases[1].children[0].attrs).toMatchObject({ type: 'crashed', message: `expected a rejection, the command crashed: ${shown}` });
    expect(cases[2].children[0].text).toBe(`outcome: expected "made", got "bayd"\ntrail: ${shown}\nline two`);
    expect(cases[2].children[0].attrs.type).toBe('differs');
  });

  it('escapes line breaks in attributes so a parser keeps them', () => {
    expect(xmlEscape('a\nb\tc\rd', true)).toBe('a&#10;b&#9;c&#13;d');
    expect(parseXml(`<x a="${xmlEscape('a\nb', true)}"/>`).attrs.a).toBe('a\nb');
  });

  it('the strict reader refuses what a parser refuses', () => {
    for (const bad of ['<a>&</a>', '<a><b></a></b>', '<a x=1/>', '<a>\u0001</a>', '<a/><b/>', '<a x="1" x="2"/>', '<a>&nbsp;</a>']) expect(() => parseXml(bad), bad).toThrow();
  });

  it('gives the run as JSON: counts by status and every result', () => {
    const doc = conformJson(info, summary) as Record<string, unknown>;
    expect(doc).toMatchObject({ tool: 'cardlaw conform', version: 1, ruleset: 'debertz', ran: 3, passed: 1, failed: 2, interrupted: false });
    expect(doc.byStatus).toMatchObject({ passed: 1, crashed: 1, differs: 1, timeout: 0 });
    expect((doc.results as { status: string }[]).map((r) => r.status)).toEqual(['passed', 'crashed', 'differs']);
  });
});

describe('the suite folder is checked before any case runs', () => {
  it('reads a good folder', () => {
    expect(readSuite(suiteFolder('good')).cases.map((c) => c.id)).toEqual(['t-001', 't-002']);
  });

  it.each([
    ['no compared list (it passed any program printing a JSON object)', (m: M) => delete m.compared, /manifest\.json: compared: must list the ruling fields to compare \(a non-empty array\), got nothing/],
    ['an empty compared list', (m: M) => (m.compared = []), /manifest\.json: compared: must list/],
    ['no cases', (m: M) => (m.cases = []), /manifest\.json: cases: must list the cases/],
    ['a case file outside the folder', (m: M) => (m.cases[0].file = '../../etc/passwd.json'), /manifest\.json: cases\[0\]\.file: must be a file name in the suite folder/],
    ['a case listed twice', (m: M) => (m.cases[1].id = m.cases[0].id), /manifest\.json: cases\[1\]\.id: is listed twice/],
    ['a bad expect', (m: M) => (m.cases[0].expect = 'ok'), /manifest\.json: cases\[0\]\.expect: must be "ruled" or "rejected", got "ok"/],
    ['a misspelt key', (m: M) => (m.compard = m.compared), /manifest\.json: compard: unknown field \(did you mean "compared"\?\)/],
    ['another version', (m: M) => (m.version = 2), /manifest\.json: version: must be 1/],
    ['"expected": null (an internal TypeError before)', (_m: M, c: C) => (c[0].expected = null), /001-1x1-made\.json: expected: must be a JSON object/],
    ['"expected": an array', (_m: M, c: C) => (c[0].expected = []), /001-1x1-made\.json: expected: must be a JSON object/],
    ['no scenario', (_m: M, c: C) => delete c[0].scenario, /001-1x1-made\.json: scenario: must be a JSON object/],
    ['a rejection the manifest calls a ruling', (m: M) => (m.cases[1].expect = 'ruled'), /002-1x1-rejected\.json: expected: is a rejection but manifest\.json lists the case as "ruled"/],
    ['a bad rejection exit code', (_m: M, c: C) => (c[1].expected.exitCode = 0), /002-1x1-rejected\.json: expected\.exitCode: must be an integer from 1 to 255, got 0/],
    ['"rejected": false', (_m: M, c: C) => (c[1].expected.rejected = false), /002-1x1-rejected\.json: expected\.rejected: must be true when present/],
    ['an id other than the manifest’s', (_m: M, c: C) => (c[0].id = 'x'), /001-1x1-made\.json: id: must be "t-001", as manifest\.json lists it, got "x"/],
  ])('refuses %s, naming the file and the field', (_what, edit, message) => {
    expect(() => readSuite(suiteFolder(`bad-${Math.random().toString(36).slice(2)}`, edit))).toThrow(message);
  });
});

describe('conform options', () => {
  const dir = () => suiteFolder(`opts-${Math.random().toString(36).slice(2)}`);
  const parse = (...extra: string[]) => parseConform([dir(), '--exec', 'my-judge', ...extra]);

  it.each([
    [['--timeout', '3000000000'], /--timeout: milliseconds per case, an integer from 1 to 2147483647; got "3000000000"/],
    [['--timeout', '0'], /--timeout: .* from 1 to/],
    [['--timeout', '1.5'], /--timeout: /],
    [['--timeout', '1e3'], /--timeout: /],
    [['--timeout', 'soon'], /--timeout: .* got "soon"/],
    [['--jobs', '0'], /--jobs: cases run at once \(or auto\), an integer from 1 to 256; got "0"/],
    [['--jobs', 'many'], /--jobs: /],
    [['--max-output=-5'], /--max-output: bytes kept per stream of each case, an integer from 1 to 1073741824; got "-5"/],
    [['--max-output', '-5'], /conform: Option '--max-output' argument is ambiguous/],
    [['--tiemout', '5'], /conform: Unknown option '--tiemout'/],
    [['--junit', join(tmp, 'no-such-folder', 'r.xml')], /--junit: the folder .* does not exist/],
    [['--exec', '  '], /--exec "COMMAND" is required/],
  ])('refuses %j naming the option', (extra, message) => {
    expect(() => parse(...extra)).toThrow(message);
  });

  it('takes digits, auto, and case ids or file names', () => {
    const run = parse('--timeout', '2147483647', '--jobs', '3', '--case', 't-002', '--case', '001-1x1-made.json');
    expect([run.timeoutMs, run.jobs, run.only]).toEqual([2147483647, 3, ['t-002', '001-1x1-made.json']]);
    expect(prepareConform(run).cases.map((c) => c.id)).toEqual(['t-001', 't-002']);
    expect(prepareConform(parse('--case', 't-002')).cases.map((c) => c.id)).toEqual(['t-002']);
  });

  it('refuses an unknown --case id with the nearest one, and an --ignore that leaves nothing', () => {
    expect(() => prepareConform(parse('--case', 't-003'))).toThrow(/--case: "t-003" is not a case of this suite \(did you mean t-001\?\); give an id \(t-001 … t-002\) or a file name/);
    expect(() => prepareConform(parse('--ignore', 'kind,outcome'))).toThrow(/--ignore: leaves no field to compare/);
    expect(() => prepareConform(parse('--ignore', 'ledgr'))).toThrow(/--ignore: "ledgr" is not a compared field/);
  });
});
