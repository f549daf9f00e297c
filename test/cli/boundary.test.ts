/**
 * The command line's error boundary, end to end (issues 14, 16, 17): every repro of the issues
 * as a real invocation of bin/cardlaw.js. Bad input is exit 2 with one message naming the field
 * or option; an internal error is exit 3 with an id; never a stack trace unless asked for.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'cardlaw-cli-'));
const STACK = /\n\s+at /;

function cardlaw(args: string[], options: SpawnSyncOptions & { node?: string[] } = {}) {
  const r = spawnSync(process.execPath, [...(options.node ?? []), join(ROOT, 'bin/cardlaw.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000, ...options, env: { ...process.env, CARDLAW_DEBUG: '', ...options.env } });
  return { status: r.status, stdout: String(r.stdout ?? ''), stderr: String(r.stderr ?? '') };
}

const file = (name: string, content: string | Buffer) => {
  const f = join(dir, name);
  writeFileSync(f, content);
  return f;
};
const example = (name: string) => JSON.parse(readFileSync(join(ROOT, 'examples', name), 'utf8')) as Record<string, unknown>;
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('command-line errors are exit 2 with the option named, never a stack (issue 16)', () => {
  it.each([
    [['simulate', '--seed', '-5'], /^cardlaw simulate: Option '--seed' argument is ambiguous/],
    [['simulate', '--parties'], /^cardlaw simulate: Option '--parties <value>' argument missing/],
    [['simulate', 'sims/debertz-2x2.json', '--quiet=yes'], /^cardlaw simulate: Option '--quiet' does not take an argument/],
    [['simulate', '--shard', '-1/3'], /^cardlaw simulate: Option '--shard' argument is ambiguous/],
    [['judge', 'examples/debertz/third-b.json', '--txt'], /^cardlaw judge: Unknown option '--txt'/],
  ])('%j', (args, message) => {
    const r = cardlaw(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(STACK);
    expect(r.stdout).toBe('');
  });
});

describe('deeply nested scenarios are refused by JSON path (issue 16: 88 judge inputs crashed)', () => {
  const base = example('debertz/third-b.json');
  it.each([
    ['hands', () => ({ ...base, hands: '@' }), (d: string) => d],
    ['readings', () => ({ ...base, readings: '@' }), (d: string) => `{"DEB-G8": ${d}}`],
    ['events[0].seat', () => ({ ...base, events: [{ ...(base.events as object[])[0], seat: '@' }, ...(base.events as object[]).slice(1)] }), (d: string) => d],
  ])('at %s', (path, make, wrap) => {
    const text = JSON.stringify(make(), null, 2).replace('"@"', wrap(nested(100_000)));
    const r = cardlaw(['judge', file(`deep-${path}.json`, text)]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^cardlaw: .*deep-${path.replace(/[[\].]/g, '\\$&')}\\.json:\\d+:\\d+: ${path.replace(/[[\].]/g, '\\$&')}.*nested deeper than 64 levels`));
    expect(r.stderr).not.toMatch(STACK);
    expect(r.stderr.length).toBeLessThan(500);
  });
});

describe('input files (issues 14 and 17)', () => {
  it('reads a scenario saved with a UTF-8 byte-order mark, ruling as without it', () => {
    const plain = cardlaw(['judge', 'examples/debertz/third-b.json']);
    const withBom = cardlaw(['judge', file('bom.json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(join(ROOT, 'examples/debertz/third-b.json'))]))]);
    expect([withBom.status, withBom.stderr]).toEqual([0, '']);
    expect(withBom.stdout).toBe(plain.stdout);
  });

  it('refuses /dev/zero as a file at once, and reads at most the size limit of it on standard input', () => {
    expect(cardlaw(['judge', '/dev/zero'])).toEqual({ status: 2, stdout: '', stderr: 'cardlaw: /dev/zero: cannot read the scenario (it is a device, not a regular file; give a file, or - for standard input)\n' });
    const zero = openSync('/dev/zero', 'r');
    try {
      const r = cardlaw(['judge', '-'], { stdio: [zero, 'pipe', 'pipe'] });
      expect([r.status, r.stderr]).toEqual([2, 'cardlaw: standard input: cannot read the scenario (more than 16,777,216 bytes; the limit is 16,777,216)\n']);
    } finally {
      closeSync(zero);
    }
  });

  it('says where a syntax slip is: file, line, column and the text there', () => {
    const text = JSON.stringify(example('debertz/third-b.json'), null, 2).replace('"dealer": 0,', '"dealer": 0');
    const r = cardlaw(['judge', file('slip.json', text)]);
    const line = text.split('\n').findIndex((l) => l.includes('"dealer": 0')) + 2;
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^cardlaw: .*slip\\.json:${line}:3: not valid JSON: ',' or '}' was expected, found '"' \\(a comma missing\\?\\)\\n  ${line} \\|   "`));
  });

  it('echoes a 10 MB bad value in a few characters', () => {
    const s = { ...example('debertz/third-b.json'), readings: { 'DEB-G8': 'x'.repeat(10_000_000) } };
    const r = cardlaw(['judge', '-'], { input: JSON.stringify(s) });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^cardlaw: scenario\.readings\.DEB-G8: unknown reading "x+… \(one of/);
    expect(r.stderr.length).toBeLessThan(300);
  });

  it('prints a title with ANSI escapes without the escapes (the JSON ruling escapes them)', () => {
    const s = { ...example('debertz/third-b.json'), title: '\u001b[2J\u001b]0;pwned\u0007 \u009b31m title' };
    const text = cardlaw(['judge', '-', '--text'], { input: JSON.stringify(s) });
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('\uFFFD[2J\uFFFD]0;pwned\uFFFD \uFFFD31m title');
    // eslint-disable-next-line no-control-regex
    expect(text.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    const json = cardlaw(['judge', '-'], { input: JSON.stringify(s) });
    // eslint-disable-next-line no-control-regex
    expect(json.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(JSON.parse(json.stdout).title).toBe(s.title);
  });
});

describe('readings the model does not switch (issue 16)', () => {
  it.each([
    ['PREF-C9=double-dummy', /^cardlaw: spec\.readings\.PREF-C9: this gap is fixed at stated-floors; double-dummy is listed for the committee but not modelled/],
    ['PREF-G51=harmed-only', /^cardlaw: spec\.readings\.PREF-G51: this gap is fixed at shared-mountain/],
  ])('simulate --reading %s is refused', (reading, message) => {
    const r = cardlaw(['simulate', 'sims/preferans-sochi.json', '--reading', reading, '--parties', '1', '--workers', '0', '--quiet', '--out', join(dir, 'never')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});

describe('an internal error is exit 3 with an id, the stack only when asked (issue 16)', () => {
  // a fault injected from outside: stdout that throws when the ruling is written
  const fault = ['--import', 'data:text/javascript,process.stdout.write=()=>{throw new Error("injected fault")}'];
  it('without --debug: the id and a request to report it, no stack', () => {
    const r = cardlaw(['judge', 'examples/debertz/third-b.json'], { node: fault });
    expect(r.status).toBe(3);
    expect(r.stderr).toMatch(/^cardlaw: internal error ([0-9a-f]{8}): Error: injected fault\nThis is a bug in cardlaw; please report it with this id \(\1\)/);
    expect(r.stderr).not.toMatch(STACK);
  });

  it('with --debug or CARDLAW_DEBUG=1: the same id and the stack', () => {
    const plain = cardlaw(['judge', 'examples/debertz/third-b.json'], { node: fault });
    const id = /internal error ([0-9a-f]{8})/.exec(plain.stderr)?.[1];
    for (const r of [cardlaw(['judge', 'examples/debertz/third-b.json', '--debug'], { node: fault }), cardlaw(['judge', 'examples/debertz/third-b.json'], { node: fault, env: { CARDLAW_DEBUG: '1' } })]) {
      expect(r.status).toBe(3);
      expect(r.stderr).toContain(`internal error ${id}`);
      expect(r.stderr).toMatch(/\n\s+at (async )?main \(.*src\/harness\/cli\/cli\.(ts|js)/); // the sources, or the compiled build in dist/ (async: the command awaited a ruleset)
    }
  });
});
