import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonText, scanJson } from '../../src/core/io/json.ts';
import { readInputText, readJsonInput } from '../../src/core/io/read.ts';
import { describeFailure, internalErrorId } from '../../src/core/io/errors.ts';
import { judge } from '../../src/harness/judge/judge.ts';
import { InputError, resolveReadings } from '../../src/core/regulation/readings.ts';
import { DEBERTZ_GAPS } from '../../src/rulesets/debertz/regulation/gaps.ts';
import { PREFERANS_GAPS, PREFERANS_RULESET_READINGS } from '../../src/rulesets/preferans/regulation/gaps.ts';

const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error('not refused');
};

describe('the JSON reader (issue 14: line and column, issue 16: bounded nesting)', () => {
  it('gives the same value as JSON.parse for good JSON, with a byte-order mark skipped (issue 17)', () => {
    const text = '{"a": [1, -2.5e3, "x\\u00e9\\n", true, null, {}], "b": {"c": []}}';
    expect(parseJsonText(text, 'x.json')).toEqual(JSON.parse(text));
    expect(parseJsonText(`\uFEFF${text}`, 'x.json')).toEqual(JSON.parse(text));
  });

  it.each([
    ['{\n  "a": 1,\n  "b": 2,\n}', 'x.json:4:1: not valid JSON: a property name was expected, found \'}\' (a comma too many?)'],
    ['{\n  "a": 1\n  "b": 2\n}', 'x.json:3:3: not valid JSON: \',\' or \'}\' was expected, found \'"\' (a comma missing?)'],
    ['{oops', "x.json:1:2: not valid JSON: a property name in double quotes was expected, found 'o'"],
    ["{'a': 1}", 'x.json:1:2: not valid JSON: a property name in double quotes was expected, found "\'" (JSON strings take double quotes)'],
    ['[1, 2', "x.json:1:6: not valid JSON: the text ends before ']'"],
    ['', 'x.json:1:1: not valid JSON: the text is empty; a JSON value was expected'],
    ['{"a": 1} {"b": 2}', "x.json:1:10: not valid JSON: more text after the JSON value: '{'"],
    ['{"a": "tab\there"}', 'x.json:1:11: not valid JSON: a control character'],
    ['{"a": 01}', "x.json:1:8: not valid JSON: ',' or '}' was expected, found '1'"],
  ])('reports %j with its line and column', (text, message) => {
    expect(refusal(() => parseJsonText(text, 'x.json'))).toContain(message);
  });

  it('quotes the offending line with a caret under the column, cut to a window on a long line', () => {
    const m = refusal(() => parseJsonText(`{"title": "${'x'.repeat(5000)}", }`, 'x.json'));
    expect(m.split('\n')).toHaveLength(3);
    expect(m.split('\n')[1]).toMatch(/^ {2}1 \| …x+", }$/);
    expect(m.split('\n')[2].indexOf('^')).toBe(m.split('\n')[1].indexOf('}'));
    expect(m.length).toBeLessThan(300);
  });

  it('refuses a key given twice, naming its path (JSON.parse keeps the last silently)', () => {
    expect(refusal(() => parseJsonText('{"ledger": {"pot": 0, "pot": 50}}', 's.json'))).toMatch(/^s\.json:1:23: ledger\.pot: given twice in the same object/);
  });

  it.each([20_000, 100_000])('refuses %i levels of nesting by JSON path, without overflowing the stack', (depth) => {
    const text = `{"events": [{"seat": ${'['.repeat(depth)}${']'.repeat(depth)}}]}`;
    expect(refusal(() => parseJsonText(text, 's.json'))).toMatch(/^s\.json:1:\d+: events\[0\]\.seat(\[0\]){5}…\(56 more levels\): nested deeper than 64 levels/);
    const objects = `{"readings": ${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
    expect(refusal(() => parseJsonText(objects, 's.json'))).toMatch(/^s\.json:1:\d+: readings\.a\.a\.a\.a\.a\.a\.a…/);
  });

  it('accepts exactly the depth limit', () => {
    expect(scanJson('['.repeat(64) + ']'.repeat(64))).toBeUndefined();
    expect(scanJson('['.repeat(65) + ']'.repeat(65))?.what).toMatch(/deeper than 64/);
  });
});

describe('reading an input (issue 17)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardlaw-io-'));

  it('reads a UTF-8 file with a byte-order mark', () => {
    const f = join(dir, 'bom.json');
    writeFileSync(f, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a": "é"}')]));
    expect(readJsonInput(f, 'scenario').value).toEqual({ a: 'é' });
  });

  it('refuses a device, a folder, a missing file, a file over the size limit, UTF-16 and bad UTF-8 by name', () => {
    expect(refusal(() => readInputText('/dev/zero', 'scenario'))).toBe('/dev/zero: cannot read the scenario (it is a device, not a regular file; give a file, or - for standard input)');
    expect(refusal(() => readInputText(dir, 'scenario'))).toMatch(/: cannot read the scenario \(it is a folder, not a file\)$/);
    expect(refusal(() => readInputText(join(dir, 'nope.json'), 'spec'))).toMatch(/nope\.json: cannot read the spec \(no such file\)$/);
    const big = join(dir, 'big.json');
    writeFileSync(big, `"${'x'.repeat(2000)}"`);
    expect(refusal(() => readInputText(big, 'scenario', { maxBytes: 1000 }))).toMatch(/big\.json: cannot read the scenario \(2,002 bytes; the limit is 1,000\)$/);
    const utf16 = join(dir, 'utf16.json');
    writeFileSync(utf16, Buffer.from('\uFEFF{}', 'utf16le'));
    expect(refusal(() => readInputText(utf16, 'scenario'))).toMatch(/saved as UTF-16; save it as UTF-8/);
    const latin1 = join(dir, 'latin1.json');
    writeFileSync(latin1, Buffer.from('{"a": "caf\xe9"}', 'latin1'));
    expect(refusal(() => readInputText(latin1, 'scenario'))).toMatch(/not UTF-8 text: byte 10 \(0xe9\)/);
  });
});

describe('the error boundary', () => {
  it('turns an InputError into exit 2 with its message, control characters replaced', () => {
    expect(describeFailure(new InputError('scenario.title: bad \u001b[31m'))).toEqual({ exitCode: 2, text: 'cardlaw: scenario.title: bad \uFFFD[31m\n' });
  });

  it('turns a parseArgs error into exit 2 naming the option', () => {
    const e = Object.assign(new TypeError("Option '--quiet' does not take an argument"), { code: 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' });
    const f = describeFailure(e, { command: 'simulate' });
    expect(f.exitCode).toBe(2);
    expect(f.text).toMatch(/^cardlaw simulate: Option '--quiet' does not take an argument\n/);
  });

  it('turns anything else into exit 3 with a short stable id, and the stack only when asked', () => {
    const boom = (n: number) => new RangeError(`Maximum call stack size exceeded at ${n}`);
    const f = describeFailure(boom(1));
    expect(f.exitCode).toBe(3);
    expect(f.text).toMatch(/^cardlaw: internal error [0-9a-f]{8}: RangeError: Maximum call stack size exceeded at 1\nThis is a bug in cardlaw; please report it with this id/);
    expect(f.text).not.toMatch(/\n\s+at /);
    expect(internalErrorId(boom(1))).toBe(internalErrorId(boom(2)));
    expect(internalErrorId(boom(1))).not.toBe(internalErrorId(new TypeError('x')));
    expect(describeFailure(boom(1), { debug: true }).text).toMatch(/\n\s+at /);
    // the same bug has the same id from the sources and from the compiled build
    const at = (file: string) => Object.assign(new TypeError('x'), { stack: `TypeError: x\n    at judgeCommand (${file}:54:24)` });
    expect(internalErrorId(at('file:///opt/cardlaw/dist/src/harness/cli/judge.js'))).toBe(internalErrorId(at('/home/me/cardlaw/src/harness/cli/judge.ts')));
  });
});

describe('readings validated against the registry status (issue 16)', () => {
  const PREF = [...PREFERANS_RULESET_READINGS, ...PREFERANS_GAPS];
  it.each([
    ['PREF-C9', 'double-dummy', 'stated-floors'],
    ['PREF-G51', 'harmed-only', 'shared-mountain'],
  ])('refuses %s=%s, saying the reading it is fixed to', (gap, reading, fixed) => {
    expect(refusal(() => resolveReadings(PREF, { [gap]: reading }, 'spec.readings'))).toMatch(new RegExp(`^spec\\.readings\\.${gap}: this gap is fixed at ${fixed}; ${reading} is listed for the committee but not modelled`));
    expect(resolveReadings(PREF, { [gap]: fixed })[gap]).toBe(fixed);
  });

  it('refuses every non-fixed reading of every fixed gap, and any reading of a not-modelled gap', () => {
    for (const gaps of [DEBERTZ_GAPS, PREF]) {
      for (const g of gaps.filter((x) => x.status !== 'switch')) {
        for (const r of g.readings) {
          if (g.status === 'fixed' && r.id === g.default) continue;
          expect(() => resolveReadings(gaps, { [g.id]: r.id }), `${g.id}=${r.id}`).toThrow(InputError);
        }
      }
    }
  });

  it('echoes a bad value in at most ~80 characters, without walking it', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(refusal(() => resolveReadings(DEBERTZ_GAPS, { 'DEB-G8': deep }))).toMatch(/^readings\.DEB-G8: unknown reading an array of 1 \(one of/);
    const m = refusal(() => resolveReadings(DEBERTZ_GAPS, { 'DEB-G8': 'x'.repeat(10_000_000) }));
    expect(m.length).toBeLessThan(200);
  });
});

describe('the judge behind the reader: deep nesting anywhere is refused before the scenario parser walks it (issue 16)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardlaw-io-'));
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const debertz = readFileSync(new URL('../../examples/debertz/third-b.json', import.meta.url), 'utf8');
  const preferans = readFileSync(new URL('../../examples/preferans/d05-contract-wrong-count.json', import.meta.url), 'utf8');
  it.each([
    ['hands', debertz, (t: string, d: string) => t.replace(/"hands": \[/, `"hands": [${d}, `)],
    ['readings', debertz, (t: string, d: string) => t.replace(/^\{/, `{"readings": {"DEB-G8": ${d}},`)],
    ['players', preferans, (t: string, d: string) => t.replace(/^\{/, `{"players": ${d},`)],
    ['turned', debertz, (t: string, d: string) => t.replace(/"turned": "[^"]+"/, `"turned": ${d}`)],
    ['events[0].seat', debertz, (t: string, d: string) => t.replace(/"seat": \d+/, `"seat": ${d}`)],
  ])('at %s', (path, text, mutate) => {
    for (const depth of [20_000, 100_000]) {
      const f = join(dir, `deep.json`);
      writeFileSync(f, mutate(text, nested(depth)));
      const m = refusal(() => judge(readJsonInput(f, 'scenario').value));
      expect(m.startsWith(`${f}:`) && m.includes(`: ${path}`) && m.includes('nested deeper than 64 levels'), m).toBe(true);
    }
  });
});

describe('readJsonInput', () => {
  it('takes a file URL as well as a path (the simulator names its default spec by URL)', () => {
    const url = new URL('../../sims/debertz-2x2.json', import.meta.url);
    expect(readJsonInput(url, 'spec')).toMatchObject({ value: { name: 'debertz-2x2' }, source: url.pathname });
  });
});
