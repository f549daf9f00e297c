/**
 * Help and parser agree (issue 14): every option a command's parser accepts (its table in
 * src/harness/cli/options.ts, the one node:util parseArgs reads) is in that command's help, every
 * option the help names is accepted, every help has an example, and every example parses.
 */
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMAND_HELP } from '../../src/harness/cli/help.ts';
import { COMMAND_OPTIONS, optionNames } from '../../src/harness/cli/options.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const cardlaw = (args: string[], input?: string) => spawnSync(process.execPath, [join(ROOT, 'bin/cardlaw.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000, input });
const COMMANDS = Object.keys(COMMAND_HELP);

/**
 * The options a help text names: `--name` outside quotes (an example's --exec "cardlaw judge --jsonl"
 * names the judge's option, not conform's) and not inside a word (reports/debertz-defaults--seed2024).
 */
const documented = (help: string) => [...new Set(help.replace(/"[^"]*"/g, '').match(/(?<![\w-])--[a-z][a-z-]*/g) ?? [])].sort();
/** An example line's arguments after `cardlaw COMMAND`, quotes respected. */
const exampleArgs = (line: string) => (line.match(/"[^"]*"|\S+/g) ?? []).slice(3).map((a) => a.replace(/^"|"$/g, ''));
const examplesOf = (help: string) => help.split('\n').filter((l) => /^\s*e\.g\. cardlaw /.test(l)).map((l) => l.trim());

describe('each command’s help and its parser agree', () => {
  it('the parser tables and the help texts cover the same commands', () => {
    expect(Object.keys(COMMAND_OPTIONS).sort()).toEqual([...COMMANDS].sort());
  });

  it.each(COMMANDS)('%s: every option it accepts is in its help, and every option in its help is accepted', (command) => {
    const accepted = optionNames(command).filter((o) => o !== '--help').sort();
    expect(documented(COMMAND_HELP[command]).filter((o) => o !== '--help'), `${command} --help`).toEqual(accepted);
  });

  it.each(COMMANDS)('%s: its help has at least one example, and each example parses with the command’s own table', (command) => {
    const examples = examplesOf(COMMAND_HELP[command]).filter((l) => l.startsWith(`e.g. cardlaw ${command} `) || l === `e.g. cardlaw ${command}`);
    expect(examples.length, `${command} --help has no "e.g. cardlaw ${command} …" line`).toBeGreaterThan(0);
    for (const line of examples) {
      expect(() => parseArgs({ args: exampleArgs(line), options: COMMAND_OPTIONS[command], allowPositionals: true, strict: true }), line).not.toThrow();
    }
  });

  it('a misspelt option is compared with the parser’s table: an option the help shows only in a usage line is suggested too', () => {
    const r = cardlaw(['suite', '--budgte', '3']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/Unknown option '--budgte' \(did you mean --budget\?\)/);
  });
});

/**
 * The exit codes of README "Exit codes and errors", one launch each here; the other tests that
 * check them: 1 — test/suite/conformCli.test.ts (a failed case), test/sim/invariants.test.ts
 * (simulate and merge on a violated invariant); 2 — test/cli/boundary.test.ts, test/cli/help.test.ts;
 * 3 — test/cli/boundary.test.ts; 130 — test/sim/interrupt.test.ts, test/suite/conformCli.test.ts.
 */
describe('exit codes', () => {
  it('0: a ruling; --json is the default of judge and settle and may be given', () => {
    const r = cardlaw(['judge', 'examples/debertz/bayd-on-points-1x1.json', '--json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).kind).toBe('ruled');
  });

  it('2: no command (the usage is printed), or --json with --text', () => {
    const none = cardlaw([]);
    expect(none.status).toBe(2);
    expect(none.stdout).toMatch(/^cardlaw — /);
    const both = cardlaw(['judge', 'examples/debertz/bayd-on-points-1x1.json', '--json', '--text']);
    expect(both.status).toBe(2);
    expect(both.stderr).toBe('cardlaw: judge: give --json (the default) or --text, not both\n');
  });
});
