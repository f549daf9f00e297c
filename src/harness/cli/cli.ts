#!/usr/bin/env node
/**
 * cardlaw's command line: the thin layer that reads files, formats, writes and exits. Every
 * command's work is a pure function elsewhere.
 *
 * Exit codes (README, "Exit codes"): 0 done; 1 a finding (a failed case, a violated invariant);
 * 2 bad input — a message naming the field or option, never a stack; 3 an internal error — a
 * bug in cardlaw, reported with a short id (src/core/io/errors.ts), the stack only with --debug or
 * CARDLAW_DEBUG=1.
 */
import { parseArgs } from 'node:util';
import { debugWanted, describeFailure } from '../../core/io/errors.ts';
import { InputError } from '../../core/regulation/readings.ts';
import { nearest, shortValue } from '../../core/scenario/fields.ts';
import { COMMAND_HELP } from './help.ts';
import { optionNames, REGISTRY_OPTIONS } from './options.ts';
import { PACKAGE_ROOT } from '../../core/packageRoot.ts';
import { readFileSync } from 'node:fs';

const USAGE = `cardlaw — executable card-game regulations

  cardlaw judge FILE.json|- [--text] [--settle]   rule on one scripted deal (docs/scenario-format.md); --settle adds the settlement of the sheet after it (Preferans)
  cardlaw judge A.json B.json … | --jsonl        in bulk: one ruling per line (--jsonl: JSON Lines on standard input)
  cardlaw clauses --ruleset debertz [--json]  the regulation, clause by clause
  cardlaw gaps --ruleset debertz [--json]     where the text is silent or ambiguous, with the readings
  cardlaw simulate [SPEC.json] [--parties N --workers auto --out DIR --shard i/N --audit N]
                                            Monte-Carlo parties → CSV reports (reports/README.md)
  cardlaw merge SHARD_DIR… [--out DIR]      combine shard tallies into the single run's report
  cardlaw replay REPORT_DIR --seed ID       re-simulate one example deal and narrate its ruling (compare reports: both sides)
  cardlaw compare [SPEC.json] --reading GAP=R [--parties N --workers auto --out DIR --shard i/N]
                                            the same deals under two reading sets → diff.csv, changed-paths.csv
  cardlaw gap-impact [SPEC.json] [--parties N --workers auto --out DIR --shard i/N]
                                            how often each gap's other readings change a ruling → gap-impact.csv
  cardlaw suite --ruleset debertz [--format F,…] [--readings all|default|GAP=R,…] --out DIR   conformance suite (docs/conformance.md)
  cardlaw conform DIR --exec "COMMAND" [--protocol per-case|jsonl] [--json] [--junit FILE] [--case ID]   run a suite against an implementation
  cardlaw coverage DIR [--json]             state, transition, clause and reading coverage of a suite or a report
  cardlaw settle SHEET.json|- [--text]     settle a Preferans sheet now, mid-game or at its end (CODE 4.2.3, 4.2.12–4.2.14)
  cardlaw explore --ruleset debertz|preferans [--format F,…] [--readings all|default|GAP=R,…] [--out DIR] [--json] [--compare-sim REPORT_DIR] [--workers N|auto]
                                            every abstract deal searched: penalty paths with witnesses, where no clause or two clauses apply (docs/explore.md)
  cardlaw diagram --ruleset debertz|preferans [--mermaid|--dot|--svg] [--heat REPORT_DIR] [--out FILE]   the machine with its clauses (docs/diagrams.md)
  cardlaw report RUN_DIR [--out FILE.html] [--md FILE.md] [--json]   a printable committee report of a run (docs/committee-report.md)

  cardlaw COMMAND --help                    that command's options and an example (also: cardlaw help COMMAND)
  cardlaw --version                         the version, and whether the compiled build or the sources run
  --debug (any command)                     on an internal error, print the full stack

Exit codes: 0 done, 1 a finding (failed case, violated invariant), 2 bad input, 3 internal error.
`;

/**
 * Each command's module is loaded only when that command runs: `cardlaw --help` loads none of
 * them, `cardlaw judge` not the simulator, the worker pool or the suite generator — most of a
 * command's start-up is loading modules (bench: npm run bench -- startup).
 */
type Command = (argv: string[]) => number | Promise<number>;
const COMMANDS: Readonly<Record<string, () => Promise<Command>>> = {
  judge: async () => (await import('./judge.ts')).judgeCommand,
  clauses: async () => registryCommand('clauses'),
  gaps: async () => registryCommand('gaps'),
  simulate: async () => {
    const { prepareSimulate, executeSimulate } = await import('./simulate.ts');
    // bad input is thrown from prepareSimulate, before anything runs, to the boundary below
    return async (argv) => executeSimulate(prepareSimulate(argv));
  },
  merge: async () => {
    const [{ mergeCommand }, { isCompareShardDir, mergeCompareCommand }] = await Promise.all([import('./simulate.ts'), import('./compare.ts')]);
    return (argv) => (argv.some((a) => !a.startsWith('-') && isCompareShardDir(a)) ? mergeCompareCommand(argv) : mergeCommand(argv));
  },
  replay: async () => {
    const [{ replayCommand }, { reportKind, replayCompareCommand }] = await Promise.all([import('./simulate.ts'), import('./compare.ts')]);
    return (argv) => {
      const dir = argv.find((a, i) => !a.startsWith('-') && !['--seed', '--reading'].includes(argv[i - 1]));
      return dir !== undefined && reportKind(dir) !== 'simulate' ? replayCompareCommand(argv) : replayCommand(argv);
    };
  },
  compare: async () => (await import('./compare.ts')).compareCommand,
  'gap-impact': async () => (await import('./compare.ts')).gapImpactCommand,
  suite: async () => (await import('./suite.ts')).suiteCommand,
  conform: async () => (await import('./suite.ts')).conformCommand,
  coverage: async () => (await import('./suite.ts')).coverageCommand,
  diagram: async () => (await import('./suite.ts')).diagramCommand,
  settle: async () => (await import('./settle.ts')).settleCommand,
  report: async () => (await import('./report.ts')).reportCommand,
  explore: async () => (await import('./explore.ts')).exploreCommand,
};

async function registryCommand(which: 'clauses' | 'gaps'): Promise<Command> {
  const [{ regulationOf }, { formatClauses, formatGaps }, { safeJson }] = await Promise.all([import('../../rulesets/regulations.ts'), import('../report/registryText.ts'), import('../../core/io/output.ts')]);
  return (argv) => {
    const { values } = parseArgs({ args: argv, options: REGISTRY_OPTIONS });
    const ruleset = regulationOf(values.ruleset);
    const data = which === 'clauses' ? ruleset.clauses : ruleset.gaps;
    process.stdout.write(values.json ? safeJson(data, 2) + '\n' : (which === 'clauses' ? formatClauses(ruleset) : formatGaps(ruleset)) + '\n');
    return 0;
  };
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h') {
    process.stdout.write(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command === '--version' || command === '-V') {
    process.stdout.write(`${versionLine()}\n`);
    return 0;
  }
  if (command === 'help') {
    const topic = rest[0];
    if (topic === undefined) {
      process.stdout.write(USAGE);
      return 0;
    }
    process.stdout.write(helpOf(topic));
    return 0;
  }
  const load = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!load) {
    const near = nearest(command, Object.keys(COMMANDS));
    throw new InputError(`unknown command ${shortValue(command)}${near ? ` (did you mean "${near}"?)` : ''}\n\n${USAGE}`);
  }
  // every command answers --help (or -h) with its own usage, before reading anything else
  const options = rest.includes('--') ? rest.slice(0, rest.indexOf('--')) : rest;
  if (options.some((a) => a === '--help' || a === '-h')) {
    process.stdout.write(helpOf(command));
    return 0;
  }
  // awaited here, so that an error in a command keeps `main` in its (async) stack
  return await (await load())(rest);
}

function helpOf(command: string): string {
  const text = Object.hasOwn(COMMAND_HELP, command) ? COMMAND_HELP[command] : undefined;
  if (text === undefined) {
    const near = nearest(command, Object.keys(COMMAND_HELP));
    throw new InputError(`help: no command ${shortValue(command)}${near ? ` (did you mean "${near}"?)` : ''}; the commands: ${Object.keys(COMMAND_HELP).join(', ')}`);
  }
  return text;
}

/** `cardlaw 0.1.0 (compiled, Node v20…)`: the version, and whether the build or the sources run. */
function versionLine(): string {
  let version = 'unknown';
  try {
    version = (JSON.parse(readFileSync(new URL('package.json', PACKAGE_ROOT), 'utf8')) as { version?: string }).version ?? version;
  } catch {
    // a copy without its package.json: say so rather than fail
  }
  const entry = process.env.CARDLAW_ENTRY === 'dist' ? 'compiled build' : 'from source';
  return `cardlaw ${version} (${entry}, Node ${process.version})`;
}

/** The arguments without --debug (a switch of the boundary, not of any command), up to a "--". */
export function withoutDebug(argv: readonly string[]): string[] {
  const end = argv.indexOf('--');
  return argv.filter((a, i) => a !== '--debug' || (end !== -1 && i > end));
}

/**
 * The one error boundary: every failure of every command ends here, as exit 2 with a message for
 * bad input (InputError, parseArgs) or exit 3 with an internal error id (src/core/io/errors.ts).
 * Failures of the commands that finish in the background (simulate, conform) that those do not
 * report themselves reach the process handlers below.
 */
function run(argv: readonly string[]): void {
  const debug = debugWanted(argv);
  const args = withoutDebug(argv);
  const fail = (e: unknown) => {
    // a misspelt option is compared with the options the command's parser accepts (options.ts)
    const f = describeFailure(e, { debug, command: args[0], knownOptions: args[0] === undefined ? [] : optionNames(args[0]) });
    process.stderr.write(f.text);
    process.exitCode = f.exitCode;
    return f.exitCode;
  };
  // a reader that stops early (cardlaw gaps | head) closes the pipe: nothing more to say, no bug
  process.stdout.on('error', (e: NodeJS.ErrnoException) => (e.code === 'EPIPE' ? process.exit() : process.exit(fail(e))));
  process.on('uncaughtException', (e) => process.exit(fail(e)));
  process.on('unhandledRejection', (e) => process.exit(fail(e)));
  main(args).then(
    (code) => {
      // a command that finishes in the background (conform) sets the exit code itself
      if (code !== 0 || process.exitCode === undefined) process.exitCode = code;
    },
    (e: unknown) => fail(e),
  );
}

run(process.argv.slice(2));
