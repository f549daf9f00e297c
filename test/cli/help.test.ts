/**
 * Help everywhere (issue 14): every command answers --help and `cardlaw help COMMAND` with its own
 * usage and an example, exit 0, without running; --version says which build runs; a misspelt
 * command gets a suggestion.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMAND_HELP } from '../../src/harness/cli/help.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const cardlaw = (args: string[]) => spawnSync(process.execPath, [join(ROOT, 'bin/cardlaw.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
// the commands src/harness/cli/cli.ts dispatches (its usage lists them; a new command without help fails below)
const COMMANDS = ['judge', 'clauses', 'gaps', 'simulate', 'merge', 'replay', 'suite', 'conform', 'coverage', 'diagram', 'settle', 'report', 'compare', 'gap-impact', 'explore'];

describe('help for every command', () => {
  it('every command of the CLI has its help text, and no help text lacks a command', () => {
    const listed = cardlaw(['--help']).stdout;
    for (const c of COMMANDS) expect(listed).toContain(`cardlaw ${c}`);
    expect(Object.keys(COMMAND_HELP).sort()).toEqual([...COMMANDS].sort());
  });

  it.each(COMMANDS)('cardlaw %s --help prints its usage with an example, exit 0, and runs nothing', (command) => {
    const r = cardlaw([command, '--help']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(COMMAND_HELP[command]);
    expect(r.stdout.startsWith(`cardlaw ${command}`)).toBe(true);
  });

  it('cardlaw help COMMAND prints the same; an unknown one is refused with a suggestion', () => {
    expect(cardlaw(['help', 'conform']).stdout).toBe(COMMAND_HELP.conform);
    const r = cardlaw(['help', 'conform2']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^cardlaw: help: no command "conform2" \(did you mean "conform"\?\)/);
  });

  it('a misspelt command gets a suggestion, exit 2', () => {
    const r = cardlaw(['simulte']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^cardlaw: unknown command "simulte" \(did you mean "simulate"\?\)/);
  });

  it('a misspelt option gets the nearest one the command documents, exit 2', () => {
    const r = cardlaw(['simulate', '--partys', '3']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^cardlaw simulate: Unknown option '--partys' \(did you mean --parties\?\)\n\(cardlaw simulate --help lists its options\)/);
    const far = cardlaw(['judge', 'x.json', '--zzzzzz']);
    expect(far.status).toBe(2);
    expect(far.stderr).not.toMatch(/did you mean/);
  });

  it('--version names the version and whether the compiled build or the sources run', () => {
    const r = cardlaw(['--version']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^cardlaw \d+\.\d+\.\d+ \((compiled build|from source), Node v\d+/);
  });
});
